"""The Escoba of the catalogue (juegos-baraja-espanola.txt l. 782–812), one test per rule, each citing its line."""

from __future__ import annotations

from typing import Any

import pytest

import games
from games.core.cards import Card, parse_cards
from games.core.errors import InvalidNotationError
from games.pesca.escoba import EscobaRules
from games.pesca.state import MANO, RESTO, SOPLO

CODE = games.ViolationCode


def deal(*hands: str, players: int = 2, variant: str | None = None) -> games.Hand[Any, Any]:
    """A partida whose first deal gives ``hands`` to the seats and the last one to the table (then the stock)."""
    return games.new_hand("escoba", players=players, variant=variant, deal=[hand.split() for hand in hands])


def run(hand: games.Hand[Any, Any], actions: str) -> games.Hand[Any, Any]:
    for action in actions.split():
        hand = hand.apply(action)
    return hand


def test_three_cards_each_and_four_face_up_then_three_more_each_until_the_stock_is_spent() -> None:
    """«el jugador pie reparte tres cartas a cada uno ... pone cuatro cartas boca arriba» (l. 782, 792)."""
    hand = games.new_hand("escoba", seed=4)
    view = hand.view(0)
    assert view.hand_sizes == (3, 3) and len(view.table) == 4 and view.stock_size == 30
    assert view.dealer == 1 and hand.to_move == 0  # the pie deals; its right hand, seat 0, is mano
    for _ in range(6):
        hand = hand.apply(hand.legal_actions()[-1])  # three throws each
    assert hand.view(0).hand_sizes == (3, 3) and hand.view(0).stock_size == 24 and hand.to_move == 0


def test_with_five_players_five_on_the_table_and_four_each_in_the_second_deal() -> None:
    """«si hay 5 jugadores, se ponen inicialmente 5 cartas en la mesa ... la segunda tanda ... 4 cartas» (l. 812)."""
    hand = games.new_hand("escoba", seed=2, players=5)
    assert len(hand.view(0).table) == 5 or hand.view(0).captures[0].kind == MANO
    for _ in range(15):
        hand = hand.apply(hand.legal_actions()[-1])
    assert hand.view(0).hand_sizes == (4,) * 5 and hand.view(0).stock_size == 0


def test_a_capture_is_one_hand_card_and_table_cards_summing_15_and_the_learner_chooses_the_set() -> None:
    """«utilizando una de las cartas que tiene en su mano, siempre y cuando sumen 15» (l. 786); sota 8, caballo
    9, rey 10 (l. 794)."""
    hand = deal("7O 12B 4C", "1C 2C 4E", "3C 5E 1O 2B")
    captures = {action for action in hand.legal_actions() if "+" in action}
    assert captures == {"7O+3C+5E", "7O+1O+5E+2B", "12B+3C+2B", "12B+5E", "4C+1O+3C+5E+2B"}
    chosen = hand.apply("7O+2B+1O+5E")  # any order of the table cards: the canonical one is kept
    assert chosen.actions == ("7O+1O+5E+2B",)
    assert chosen.view(1).table == (Card.parse("3C"),)
    assert hand.apply("12B+3C+2B").view(1).table == parse_cards("5E 1O")


def test_the_count_of_some_cards_is_the_sum_of_their_values() -> None:
    """«del as al siete tienen el valor señalado en su índice ... sota, caballo y rey, valen 8, 9 y 10» (l. 794)."""
    count = games.GAMES["escoba"].hand_rules.count
    assert [count(parse_cards(code)) for code in ("1O", "7C", "10E", "11B", "12O")] == [1, 7, 8, 9, 10]
    assert count(parse_cards("7O 3C 5E")) == 15 and count(()) == 0
    assert count(games.DECK_40) == 220  # the residue check of l. 792 rests on it


def test_without_a_capture_or_choosing_not_to_the_player_throws_a_card() -> None:
    """«el jugador tirará una de sus cartas al centro de la mesa» (l. 788)."""
    hand = deal("4O 4B 4C", "1C 2C 4E", "3C 5E 6O 2B")
    thrown = hand.apply("4B")
    assert thrown.view(1).table == parse_cards("3C 5E 6O 2B 4B") and thrown.to_move == 1


def test_clearing_the_table_is_an_escoba() -> None:
    """«se lleva una combinación de cartas que sume 15, a la vez se lleva todas las cartas de la mesa» (l. 796)."""
    hand = run(deal("7O 12B 4C", "1C 2C 4E", "3C 5E 1O 2B"), "12B+5E 2C 7O+3C+1O+2B+2C")
    assert hand.view(0).table == ()
    assert hand.view(0).escobas() == (1, 0) and hand.view(0).captures[-1].escobas == 1


@pytest.mark.parametrize(("table", "escobas"), [("3C 5E 1O 6B", 1), ("10O 5C 7E 12B", 2)])
def test_the_dealer_s_escoba_de_mano(table: str, escobas: int) -> None:
    """The four cards dealt sum 15 (one escoba) or make two 15s (two); «el turno pasará al jugador mano» (l. 798)."""
    hand = deal("4O 4B 4C", "1C 2C 4E", table)
    capture = hand.view(0).captures[0]
    assert (capture.seat, capture.kind, capture.escobas) == (1, MANO, escobas)
    assert hand.view(0).table == () and hand.to_move == 0 and hand.legal_actions() == ["4O", "4B", "4C"]


def test_four_cards_summing_30_in_no_two_15s_are_no_escoba_de_mano() -> None:
    """Two escobas only when «formen dos pares de cartas que suman 15 cada par» (l. 798)."""
    assert EscobaRules.escobas_de_mano(parse_cards("12O 12C 7E 1B")) == 0


def test_the_next_player_may_blow_a_missed_15_and_then_play_his_own_turn() -> None:
    """«tira una carta que forme 15 ... el que le siga en turno puede tomar para sí esa combinación ... Luego,
    podrá jugar su hacer propia jugada también» (l. 790)."""
    hand = deal("7O 4B 4C", "1C 2C 4E", "3C 5E 6O 2B").apply("7O")  # 7O + 3C + 5E (or 6O + 2B) made 15
    assert {action for action in hand.legal_actions() if action.startswith("sopla:")} == {
        "sopla:7O+3C+5E",
        "sopla:7O+6O+2B",
    }
    blown = hand.apply("sopla:7O+5E+3C")
    assert blown.to_move == 1 and blown.view(1).table == parse_cards("6O 2B")
    assert blown.view(1).captures[-1].kind == SOPLO and blown.view(1).escobas() == (0, 0)
    assert not [action for action in blown.legal_actions() if action.startswith("sopla:")]
    missed = hand.apply("1C")  # the chance passes with his own play
    assert missed.check("sopla:7O+3C+5E") is not None


def test_a_throw_that_made_no_15_cannot_be_blown() -> None:
    """Only a card «que forme 15 con otra u otras de la mesa» may be blown (l. 790)."""
    hand = deal("3O 4B 4C", "1C 2C 4E", "3C 5E 6O 2B").apply("3O")  # nothing on the table makes 12
    violation = hand.check("sopla:3O+6O")
    assert violation is not None and violation.code is CODE.SOPLO and violation.citation is not None
    assert violation.citation.first_line == 790


def test_the_last_to_capture_takes_the_rest_and_it_sums_10_25_40_or_55() -> None:
    """«El último que recoge alguna carta de la mesa se llevará todas las cartas que quedan ... deberá sumar 10,
    25, 40 o 55» (l. 792)."""
    hand = games.new_hand("escoba", seed=11)
    while hand.view(0).ronda == 1:
        legal = hand.legal_actions()
        hand = hand.apply(next((action for action in legal if "+" in action), legal[-1]))
    record = hand.view(0).deals[0]
    rest = record.captures[-1]
    assert rest.kind == RESTO and rest.cards == record.residue
    assert rest.seat == record.captures[-2].seat
    assert sum(min(card.rank, 7) + max(card.rank - 9, 0) for card in record.residue) in (10, 25, 40, 55)


def test_an_impossible_capture_is_refused_naming_its_cards_and_sum() -> None:
    """«siempre y cuando sumen 15 entre todas» (l. 786): «esas cartas suman 14, no 15»."""
    hand = deal("7O 12B 4C", "1C 2C 4E", "3C 5E 1O 2B")
    violation = hand.check("12B+3C+1O")
    assert violation is not None and violation.code is CODE.QUINCE
    assert "suman 14, no 15" in violation.explanation
    for name in ("el rey de bastos", "el tres de copas", "el as de oros"):
        assert name in violation.explanation
    assert violation.citation is not None and violation.citation.first_line == 786
    with pytest.raises(games.IllegalActionError):
        hand.apply("12B+3C+1O")


@pytest.mark.parametrize(
    ("action", "seat", "code"),
    [
        ("5C+10E", None, CODE.CARTA),  # not in the hand
        ("7O+3E", None, CODE.CARTA),  # not on the table
        ("7O+4C+4C", None, CODE.ACCION),  # the same card twice
        ("7O+4C+1O+2B", None, CODE.CARTA),  # two cards of the hand
        ("7O-3C", None, CODE.ACCION),
        ("7O+", None, CODE.ACCION),  # «Comer» with no table card
        ("comer", None, CODE.ACCION),
        ("sopla:3C+12B", None, CODE.SOPLO),  # nothing was thrown
        ("4C", 1, CODE.TURNO),
    ],
)
def test_each_refusal_has_its_code(action: str, seat: int | None, code: games.ViolationCode) -> None:
    hand = deal("7O 12B 4C", "1C 2C 4E", "3C 5E 1O 2B")
    violation = hand.check(action, seat=seat)
    assert violation is not None and violation.code is code and violation.explanation and violation.citation


def test_pairs_pool_their_cards_and_escobas() -> None:
    """«se considera siempre el conjunto de las cartas y escobas obtenidos por ambos integrantes» (l. 812)."""
    hand = deal("7O 4B 4C", "1C 2C 4E", "11O 12C 4O", "1E 2E 5B", "3C 5E 6O 2B", players=4, variant="parejas")
    hand = run(hand, "7O+3C+5E 2C 11O+6O")
    assert hand.view(1).sides == (0, 1, 0, 1) and hand.view(1).pile_sizes() == (5, 0)


def test_the_options_the_escoba_does_not_have_are_refused() -> None:
    """Two, three or four players, or two pairs (l. 782), and five (l. 812)."""
    for players, variant in ((6, None), (2, "parejas"), (3, "a-31")):
        with pytest.raises(InvalidNotationError):
            games.new_hand("escoba", players=players, variant=variant)
    with pytest.raises(InvalidNotationError):
        deal("7O 12B", "1C 2C 4E", "3C 5E 1O 2B")


def test_a_partida_is_several_deals_to_15_or_to_21() -> None:
    """«Normalmente, se juega a 15 o 21 puntos» (l. 810)."""
    for variant, target in ((None, 15), ("a-21", 21)):
        hand = games.new_hand("escoba", seed=5, variant=variant)
        while not hand.is_over:
            hand = hand.apply(games.choose(hand.view(hand.to_move or 0), "experto"))
        view = hand.view(0)
        result = hand.result()
        assert view.target == target and len(view.deals) > 1 and result is not None
        final = view.deals[-1].scores
        assert max(final) >= target and final.count(max(final)) == 1
        assert result.winners == (final.index(max(final)),)
        assert all(
            max(record.scores) < target or record.scores.count(max(record.scores)) > 1
            for record in view.deals[:-1]
        )


def test_the_capture_s_words_at_the_table() -> None:
    from games.core.narration import button_label, describe

    assert button_label("7O+3C+5E") == "Comer el tres de copas y el cinco de espadas con el siete de oros"
    assert describe("12B+5E", 1, 0, 2) == "Derecha come el cinco de espadas con el rey de bastos"
    assert describe("sopla:7O+8C", 0, 0, 2).startswith("Tú soplas el siete de oros")
