"""The Mus of the catalogue (juegos-baraja-espanola, l. 1291–1492): each rule with its line, each refusal by code."""

from __future__ import annotations

import random
from typing import Any

import pytest

import games
from games.core.cards import parse_cards
from games.mus import lances as L

# Seats 1 and 3 (indexes 0, 2) against 2 and 4; a deal where everybody can be told apart.
DEAL = [
    ["12O", "3C", "1E", "2B"],
    ["4O", "5C", "6E", "7B"],
    ["11O", "11C", "10E", "1B"],
    ["7O", "7C", "4E", "5B"],
]


def cut(deal: list[list[str]] = DEAL, variant: str | None = None) -> games.Hand[Any, Any]:
    """The juego after the asiento 1 cuts the mus: the grande is being bet, the asiento 1 is mano."""
    return games.new_hand("mus", deal=deal, variant=variant).apply("no-hay-mus")


def play(hand: games.Hand[Any, Any], *actions: str) -> games.Hand[Any, Any]:
    for action in actions:
        hand = hand.apply(action)
    return hand


def code(hand: games.Hand[Any, Any], action: str, seat: int | None = None) -> str:
    found = hand.check(action, seat=seat)
    assert found is not None and found.citation is not None and found.explanation
    return str(found.code)


def test_eight_reyes_make_treses_reyes_and_doses_ases_and_four_reyes_do_not() -> None:
    """l. 1293: «los treses y los doses pueden ser considerados como reyes y ases»; musín, cada carta es ella."""
    cards = parse_cards("3O 12C 2E 1B")
    assert L.pares_of(cards, 8) == (L.DUPLES, 9, 0) and L.pares_of(cards, 4) is None
    assert L.juego_points(cards, 8) == 22 and L.juego_points(cards, 4) == 16


def test_grande_chica_pares_and_juego_compare_as_the_catalogue_says() -> None:
    """l. 1299 (card by card from the highest), 1301 (from the lowest), 1303 (duples > medias > pares), 1306
    (31 > 32 > 40 > 37 … > 33), 1309 (the punto: the nearer to 30)."""
    key = L.grande_key
    assert key(parse_cards("12O 11C 7E 1B"), 8) > key(parse_cards("12C 10C 7B 6B"), 8)
    assert L.chica_key(parse_cards("1O 2C 7E 12B"), 8) > L.chica_key(parse_cards("1C 4C 5E 6B"), 8)
    duples, medias = L.pares_of(parse_cards("4O 4C 5E 5B"), 8), L.pares_of(parse_cards("12O 12C 3E 7B"), 8)
    assert duples is not None and medias is not None and duples > medias
    by_points = sorted([31, 32, 33, 34, 35, 36, 37, 40], key=lambda points: -L.JUEGO_ORDER.index(points))
    assert by_points[::-1] == [31, 32, 40, 37, 36, 35, 34, 33]
    assert L.juego_key(parse_cards("12O 11C 10E 1B"), 8) > L.juego_key(parse_cards("12O 11C 10E 10B"), 8)


def test_a_tie_goes_to_the_mano_or_the_nearest_to_being_mano() -> None:
    """l. 1311."""
    assert L.best_seat((2, 3, 0, 1), lambda seat: (5,)) == 2


def test_the_catalogue_s_example_refused_is_worth_eight_at_once() -> None:
    """l. 1313: «envido 3 - envido 5 - envido 10 … rechazado 8»; l. 1316: scored at the instant of the refusal."""
    hand = play(cut(), "envido:3", "envido:5", "envido:10", "no-quiero")
    assert hand.view(0).scores == (0, 0)  # «no quiero» is for oneself: the partner still answers (l. 1419)
    hand = hand.apply("no-quiero")
    assert hand.view(0).scores == (8, 0) and hand.view(0).lance == L.CHICA


def test_the_catalogue_s_example_accepted_is_worth_eighteen_at_the_end() -> None:
    """l. 1313: «querido vale 18 puntos (3+5+10)»; counted at the end in the lances' order (l. 1316, 1318)."""
    hand = play(cut(), "envido:3", "envido:5", "envido:10", "quiero")
    assert hand.view(0).scores == (0, 0)
    while hand.view(0).number == 1:
        hand = hand.apply("paso" if "paso" in hand.legal_actions() else hand.legal_actions()[0])
    first = hand.view(0).manos[0].lines[0]
    assert (first.lance, first.side, first.amount) == ("grande", 0, 18)


def test_a_lance_in_paso_gives_the_extra_point_and_pares_and_juego_their_extras() -> None:
    """l. 1299, 1301 (1 extra en paso), 1304 (3/2/1 per member), 1307 (3 for 31, 2 otherwise), 1309 (punto 1)."""
    deal = [
        ["12O", "12C", "11E", "1B"],
        ["4O", "5C", "6E", "7B"],
        ["11O", "11C", "10E", "1C"],
        ["7O", "6C", "4E", "5B"],
    ]
    hand = cut(deal)
    while hand.view(0).number == 1:
        hand = hand.apply("paso" if "paso" in hand.legal_actions() else hand.legal_actions()[0])
    lines = [(line.lance, line.side, line.amount) for line in hand.view(0).manos[0].lines]
    # grande: seat 1 (R R C A) en paso; chica: seat 1 holds an as and so does seat 3 but seat 1 is mano; pares:
    # only side 0 has them (pares de reyes and de caballos: 1 + 1); juego: both have 31 (10+10+10+1): 3 + 3.
    assert lines == [("grande", 0, 1), ("chica", 0, 1), ("pares", 0, 2), ("juego", 0, 6)]


def test_the_first_mano_is_a_mus_corrido_whoever_cuts_is_mano() -> None:
    """l. 1325: the mus corrido, «quien corte el mus … tenga el beneficio de ser mano», and no señas before."""
    hand = games.new_hand("mus", deal=DEAL)
    assert code(hand, "sena:dos-reyes") == "sena"
    hand = play(hand, "mus", "no-hay-mus")
    assert hand.view(0).mano == 1 and hand.to_move == 1 and hand.view(1).lance == L.GRANDE


def test_when_everybody_asks_for_mus_each_discards_one_to_four_and_the_next_speaks_first() -> None:
    """l. 1295 (una, dos, tres o las cuatro), l. 1325 (en la segunda tanda habla el segundo)."""
    hand = play(games.new_hand("mus", deal=DEAL), "mus", "mus", "mus", "mus")
    assert hand.phase == "descarte" and hand.to_move == 0
    assert code(hand, "descarte:12O,3C,1E,2B,4O") == "descarte"  # five cards
    assert code(hand, "descarte:") == "accion"  # none
    assert code(hand, "descarte:4O") == "descarte"  # not his
    hand = play(hand, "descarte:12O", "descarte:4O,5C", "descarte:11O,11C,10E", "descarte:7O,7C,4E,5B")
    assert hand.phase == "mus" and hand.to_move == 1
    assert [len(hand.view(seat).hand) for seat in range(4)] == [4, 4, 4, 4]
    assert set(parse_cards("1E 2B 3C")) < set(hand.view(0).hand)


def test_when_the_deck_runs_out_the_discards_are_shuffled_to_go_on() -> None:
    """Our reading (the catalogue is silent): six players, everybody throws four cards twice."""
    hand = games.new_hand("mus", seed=5, players=6)
    for _ in range(2):
        hand = play(hand, *(["mus"] * 6))
        for _ in range(6):
            hand = hand.apply(hand.legal_actions()[14])  # the four cards («el lote»)
    state = hand.state
    assert state.reshuffles >= 1
    held = [card for cards in state.hands for card in cards]
    assert (
        len(set(held) | set(state.deck) | set(state.pile))
        == len(held) + len(state.deck) + len(state.pile)
        == 40
    )


def test_pares_are_said_truthfully_and_bet_only_by_those_who_have_them() -> None:
    """l. 1303: «cada jugador dice verazmente si lleva …; si por lo menos uno de cada bando llevara pares»."""
    deal = [
        ["12O", "12C", "4E", "1B"],
        ["4O", "5C", "6E", "7B"],
        ["11O", "6C", "10E", "1C"],
        ["7O", "7C", "4C", "5B"],
    ]
    hand = play(cut(deal), "paso", "paso", "paso", "paso", "paso", "paso", "paso", "paso")
    assert hand.phase == "declara" and hand.view(0).lance == L.PARES
    assert code(hand, "pares:no") == "declaracion"
    assert code(hand, "envido") == "lance"
    hand = play(hand, "pares:si", "pares:no", "pares:no", "pares:si")
    assert hand.phase == "envite" and hand.to_move == 0
    assert code(hand, "envido", seat=2) == "lance"  # the asiento 3 has no pares
    hand = hand.apply("envido")
    assert hand.to_move == 3 and code(hand, "envido", seat=1) == "lance"


@pytest.mark.parametrize(
    ("actions", "action", "seat", "expected"),
    [
        ((), "quiero", None, "respuesta"),  # nothing to accept (l. 1313)
        (("envido",), "paso", None, "respuesta"),  # a bet awaits its answer
        (("ordago",), "envido", None, "envido"),  # an órdago is answered quiero or no quiero (l. 1314)
        ((), "envido:41", None, "envido"),  # more than the juego is an órdago
        ((), "mus", None, "fase"),
        ((), "hola", None, "accion"),
        ((), "paso", 2, "turno"),
        ((), "sena:tres-ases", None, "sena"),  # the cards do not bear it out (l. 1462)
    ],
)
def test_each_illegal_action_is_refused_with_its_code_and_line(
    actions: tuple[str, ...], action: str, seat: int | None, expected: str
) -> None:
    assert code(play(cut(), *actions), action, seat) == expected


def test_a_sena_is_made_on_one_s_turn_and_seen_by_the_partner_only() -> None:
    """l. 1455: «la forma por la cual un jugador le informa a su pareja»."""
    hand = cut()
    assert "sena:dos-reyes" in hand.legal_actions()
    hand = hand.apply("sena:dos-reyes")
    assert hand.to_move == 0 and code(hand, "sena:dos-reyes") == "sena"  # once
    assert [word.word for word in hand.view(2).senas] == ["dos-reyes"] and hand.view(1).senas == ()


def test_an_ordago_accepted_settles_the_juego_on_the_cards() -> None:
    """l. 1314: «el que tenga las mejores cartas para el lance en cuestión, ganará el juego entero»."""
    hand = play(cut(), "ordago", "quiero")
    result = hand.result()
    assert result is not None and result.winners == (0, 2)  # the asiento 1 holds R R A A: the best grande


def test_refused_points_can_end_the_juego_at_once() -> None:
    """l. 1316: the refused envites are scored at the instant of the refusal; the first side to the target wins."""
    hand = games.new_hand("mus", deal=DEAL, variant="a-30").apply("no-hay-mus")
    hand = play(hand, "envido:20", "envido:10", "envido:2", "no-quiero", "no-quiero")
    assert hand.is_over and hand.view(0).scores == (30, 0)


def test_mus_con_deje_adds_a_piedra_to_a_raise_refused_in_pares_juego_and_punto() -> None:
    """l. 1321."""
    deal = [
        ["12O", "12C", "4E", "1B"],
        ["4O", "4C", "6E", "7B"],
        ["11O", "6C", "10E", "1C"],
        ["7O", "7C", "4C", "5B"],
    ]
    deal[3][2] = "5E"
    hand = play(cut(deal, "deje"), *(["paso"] * 8), "pares:si", "pares:si", "pares:no", "pares:si")
    hand = play(hand, "envido", "envido", "no-quiero")
    assert hand.view(0).scores == (0, 2 + 1)


def test_the_notation_round_trips() -> None:
    hand = play(cut(variant="musin+a-30"), "envido", "quiero", "paso", "sena:ciego")
    again = games.Hand.from_notation(hand.notation)
    assert again == hand and again.view(0) == hand.view(0)


@pytest.mark.parametrize("level", ["principiante", "experto"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_computer_players_end_the_juego_even_when_every_roll_is_the_same(level: str, players: int) -> None:
    """A player that always asks for mus, or always raises, would never end a table of computer players."""
    for seed in (1, 2, 3):
        hand = games.new_hand("mus", seed=seed, players=players)
        for _ in range(3000):
            if hand.to_move is None:
                break
            hand = hand.apply(games.choose(hand.view(hand.to_move), level, random.Random(seed)))
        assert hand.to_move is None, (players, seed)
