"""The Chinchón o conga of the 2021 catalogue (juegos-baraja-espanola.txt, l. 445–449): each rule with its line,
each refusal by its code, the notation, and a whole partida."""

from __future__ import annotations

from typing import Any

import pytest

import games
from games.combinaciones.cards import JOKERS, parse_card, value
from games.combinaciones.melds import is_meld, layout
from games.core.errors import InvalidNotationError

ChinchonHand = games.Hand[Any, Any]


def cards(text: str) -> tuple[games.Card, ...]:
    return tuple(parse_card(code) for code in text.split())


def dealt(*seats: str, talon: str, players: int | None = None, variant: str | None = None) -> ChinchonHand:
    return games.new_hand(
        "chinchon", deal=[seat.split() for seat in seats] + [talon.split()], players=players, variant=variant
    )


def play(hand: ChinchonHand, *actions: str) -> ChinchonHand:
    for action in actions:
        hand = hand.apply(action)
    return hand


def refused(hand: ChinchonHand, action: str, seat: int | None = None) -> str:
    """The code of the refusal of ``action``."""
    violation = hand.check(action, seat)
    assert violation is not None, action
    return violation.code


def draw_and_throw(hand: ChinchonHand, turns: int) -> ChinchonHand:
    """``turns`` turns in which each seat robs from the baceta and throws away the card it took."""
    for _ in range(turns):
        hand = hand.apply("baceta")
        hand = hand.apply("echa:" + hand.view(hand.state.to_move).hand[-1].code)
    return hand


# Seat 1 holds two jugadas and a loose cuatro; seat 2 nothing matched.
TWO_MELDS = "1O 2O 3O 5C 5E 5B 4B"
LOOSE = "1C 3C 6C 7E 10B 11O 12E"


def test_values_by_deck_l445() -> None:
    """«con 48 o 50 cartas, cada carta … el valor indicado por su índice … con 40, el rey vale 10; el caballo 9 y
    la sota 8 … el comodín … vale 50 puntos en contra» (l. 445)."""
    assert [value(card, 40) for card in cards("10O 11O 12O 7O")] == [8, 9, 10, 7]
    assert [value(card, 48) for card in cards("10O 11O 12O 7O")] == [10, 11, 12, 7]
    assert value(JOKERS[0], 50) == 50


@pytest.mark.parametrize(
    ("text", "deck", "meld"),
    [
        ("3O 4O 5O", 48, True),  # escalera de color (l. 445)
        ("3O 4O 5C", 48, False),  # not of one suit
        ("7B 7C 7E", 48, True),  # trío
        ("7B 7C 7E 7O", 48, True),
        ("7B 7C", 48, False),  # «por lo menos tres cartas»
        ("3O J1 5O", 50, True),  # the comodín «puede reemplazar a cualquier carta»
        ("3O 5O J1 J2", 50, False),  # «no se pueden utilizar dos comodines en una misma jugada»
        ("11O 12O 1O", 48, False),  # «ni tampoco ligar un rey con un as»
        ("12O J1 1O", 50, False),
        ("6O 7O 10O", 40, True),  # with 40 cards the sota follows the siete (the site's reading)
        ("6O 7O 10O", 48, False),
    ],
)
def test_melds_l445(text: str, deck: int, meld: bool) -> None:
    assert is_meld(cards(text), deck) is meld


def test_the_deal_seven_each_one_face_up_the_mano_first_l447() -> None:
    hand = games.new_hand("chinchon", seed=4, players=3)
    views = [hand.view(seat) for seat in range(3)]
    assert [len(view.hand) for view in views] == [7, 7, 7]
    assert len(views[0].pile) == 1 and views[0].stock_size == 48 - 22
    assert hand.to_move == 0 and hand.phase == "robo" and hand.legal_actions() == ["baceta", "monton"]


def test_take_one_card_then_discard_one_and_the_turn_passes_l447() -> None:
    hand = dealt(TWO_MELDS, LOOSE, talon="9O 2B 8C 4O")
    hand = hand.apply("monton")  # the nueve de oros
    assert parse_card("9O") in hand.view(0).hand and hand.phase == "descarte"
    assert refused(hand, "baceta") == "robo"  # taking two cards
    hand = hand.apply("echa:9O")
    assert hand.to_move == 1 and hand.view(1).pile_top == parse_card("9O")


def test_discarding_or_cutting_before_taking_is_refused_l447() -> None:
    hand = dealt(TWO_MELDS, LOOSE, talon="9O 2B 8C 4O")
    assert refused(hand, "echa:4B") == "descarte"
    assert refused(hand, "cierra:1O-2O-3O/5C-5E-5B/4B") == "descarte"


def test_no_cut_in_the_first_round_l447() -> None:
    hand = dealt(TWO_MELDS, LOOSE, talon="9O 2B 8C 4O").apply("baceta")
    violation = hand.check("cierra:1O-2O-3O/5C-5E-5B/2B")
    assert violation is not None and violation.code == "corte" and "l. 447" in violation.source
    assert not [action for action in hand.legal_actions() if action.startswith("cierra")]


def after_first_round() -> ChinchonHand:
    """Seat 1 to discard in its second turn, holding its two jugadas, the dos de bastos and the ocho de copas."""
    hand = dealt(TWO_MELDS, LOOSE, talon="9O 2B 8C 4O 6E")
    return play(hand, "baceta", "echa:4B", "monton", "echa:12E", "baceta")


def test_a_cut_with_five_or_fewer_loose_points_l447() -> None:
    hand = after_first_round()
    assert [action for action in hand.legal_actions() if action.startswith("cierra")] == [
        "cierra:1O-2O-3O/5C-5E-5B/8C"
    ]
    too_many = hand.check("cierra:1O-2O-3O/5C-5E-5B/2B")  # leaves the ocho loose
    assert too_many is not None and too_many.code == "corte" and "8C" not in too_many.explanation
    assert "ocho de copas" in too_many.explanation
    hand = hand.apply("cierra:5B-5E-5C/3O-1O-2O/8C")  # any order: the canonical notation sorts it
    assert hand.actions[-1] == "cierra:1O-2O-3O/5C-5E-5B/8C"
    deal = hand.view(0).deals[0]
    assert deal.cutter == 0 and not deal.chinchon and deal.face_down == parse_card("8C")
    assert [shown.points for shown in deal.shown] == [2, layout(cards("1C 3C 6C 7E 10B 11O 4B"), 48).points]
    assert hand.view(0).ronda == 2 and hand.to_move == 1  # the next deal: the next seat is mano


def test_a_meld_that_is_not_one_is_refused_l445() -> None:
    hand = after_first_round()
    violation = hand.check("cierra:1O-2O-5C/8C")
    assert violation is not None and violation.code == "jugada" and "l. 445" in violation.source
    assert "as de oros" in violation.explanation


def test_cards_not_held_out_of_turn_and_words_that_are_not_actions() -> None:
    hand = after_first_round()
    assert refused(hand, "echa:7E") == "carta"
    assert refused(hand, "cierra:1O-2O-3O/5C-5E-5B/7E") == "carta"
    assert refused(hand, "echa:8C", seat=1) == "turno"
    assert refused(hand, "corto") == "accion" and refused(hand, "8C") == "accion"
    assert refused(hand, "cierra:1O-2O-3O/5C-5E-5B") == "accion"  # no card left face down
    assert refused(hand, "cierra:1O-2O-3O/1O-5E-5B/8C") == "accion"  # a card twice


def test_chinchon_counts_minus_ten_l447_l449() -> None:
    hand = dealt("1O 2O 3O 4O 5C 5E 5B", LOOSE, talon="9O 6O 8C 12C 6B")
    hand = play(hand, "baceta", "echa:6O", "baceta", "echa:8C", "baceta")  # the rey de copas
    hand = hand.apply("cierra:1O-2O-3O-4O/5C-5E-5B/12C")
    deal = hand.view(0).deals[0]
    assert deal.chinchon and deal.shown[0].points == -10 and hand.view(0).scores[0] == -10


def test_the_comodin_counts_fifty_when_loose_l445() -> None:
    assert layout(cards("J1 2O 5C 7E 9B 11C 12E"), 50).points == 50 + 2 + 5 + 7 + 9 + 11 + 12
    assert layout(cards("J1 5C 5E 1O"), 50).points == 1  # matched, it counts nothing


def test_the_baceta_runs_out_the_monton_is_shuffled_once_then_the_deal_ends_l447() -> None:
    hand = draw_and_throw(dealt(TWO_MELDS, LOOSE, talon="9O 6E"), 1)  # the montón becomes the baceta
    view = hand.view(1)
    assert view.stock_size == 2 and view.pile == () and hand.legal_actions() == ["baceta"]
    assert refused(hand, "monton") == "robo"
    hand = draw_and_throw(hand, 2)  # empty again: the deal ends uncut (the site's reading)
    deal = hand.view(0).deals[0]
    assert deal.cutter is None and [shown.points for shown in deal.shown] == [4, 1 + 3 + 6 + 7 + 10 + 11 + 12]


# Three seats to 51, a deal that ends uncut: 1, 26 and 70 points.
TOPE = ("1O 2O 3O 4O 5O 6O 1C", "2C 3C 4C 11E 12E 1B 2E", "9B 11C 12B 9O 11O 10C 8E")


def test_the_reenganche_with_the_highest_rival_s_points_l449() -> None:
    hand = draw_and_throw(dealt(*TOPE, talon="3B 4E 5B", players=3, variant="a-51"), 5)
    deal = hand.view(0).deals[0]
    assert [shown.points for shown in deal.shown] == [1, 26, 70]
    assert deal.reenganchados == (2,) and deal.eliminated == () and deal.scores == (1, 26, 26)
    assert hand.view(0).reenganches_left == (1, 1, 0) and all(hand.view(0).alive)


def test_elimination_at_the_tope_without_reenganches_l449() -> None:
    hand = draw_and_throw(dealt(*TOPE, talon="3B 4E 5B", players=3, variant="a-51+sin-reenganche"), 5)
    deal = hand.view(0).deals[0]
    assert deal.eliminated == (2,) and deal.scores == (1, 26, 70)
    view = hand.view(2)
    assert view.alive == (True, True, False) and view.hand == () and view.active == (0, 1)
    assert hand.to_move == 1 and sum(view.hand_sizes) == 14


def test_variants_and_players() -> None:
    assert games.new_hand("chinchon", seed=1, variant="a-71+baraja-40").options.variant == "baraja-40+a-71"
    assert games.new_hand("chinchon", seed=1, players=6).view(0).deck == 48
    for bad in ({"players": 6, "variant": "baraja-40"}, {"variant": "a-51+a-71"}, {"players": 7}, {"pot": 3}):
        with pytest.raises(InvalidNotationError):
            games.new_hand("chinchon", seed=1, **bad)


def test_a_whole_partida_replays_from_its_notation() -> None:
    hand = games.new_hand("chinchon", seed=11, players=3, variant="a-51")
    while not hand.is_over:
        hand = hand.apply(games.choose(hand.view(hand.state.to_move), "experto"))
    result = hand.result()
    assert result is not None and len(result.winners) >= 1 and hand.view(0).result is result
    again = games.Hand.from_notation(hand.notation)
    assert again == hand and again.state == hand.state
    assert games.Hand.from_notation(hand.notation.replace("echa:", "ECHA:")).state == hand.state


def test_every_seat_sees_the_cards_taken_from_the_monton_until_thrown_away_l447() -> None:
    """The montón's cards are face up: who takes one is seen by all, and no other card of a hand is."""
    hand = play(dealt(TWO_MELDS, LOOSE, talon="9O 2B 8C 4O"), "baceta", "echa:4B", "monton")
    for seat in (0, 1):
        assert hand.view(seat).taken == ((), cards("4B"))
        assert not hand.view(seat).visible_cards() & (set(hand.state.hands[1 - seat]) - set(cards("4B")))
    hand = play(hand, "echa:4B")
    assert hand.view(0).taken == ((), ()) and hand.view(0).pile_top == parse_card("4B")
