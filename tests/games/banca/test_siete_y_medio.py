"""The Siete y medio (catalogue, «Juegos de casino», l. 1021–1023): the rules, each with its line, and every refusal
by its code."""

from __future__ import annotations

from typing import Any

import pytest

import games
from games.banca.hand import ROUNDS
from games.banca.rules import points
from games.core.cards import parse_cards
from games.core.hand import Hand
from tests.games.hand_helpers import refusal, run

GAME = "siete-y-medio"
CODE = games.ViolationCode


def dealt(first: str, stock: str = "") -> Hand[Any, Any]:
    """A session whose first round gives each seat the card of ``first`` (the last seat banks) and the stock's top."""
    seats = [[code] for code in first.split()]
    return games.new_hand(GAME, players=len(seats), deal=[*seats, stock.split()])


def staked(first: str, stock: str = "", stake: int = 2) -> Hand[Any, Any]:
    hand = dealt(first, stock)
    return run(hand, " ".join([f"apuesta:{stake}"] * (hand.players - 1)))


def round_lines(hand: Hand[Any, Any]) -> list[tuple[int | None, int | None, int]]:
    return [(line.payer, line.payee, line.amount) for line in hand.view(0).finished[0].transfers]


def test_blancas_are_worth_their_index_and_figures_a_half():
    # l. 1023: «las blancas tienen el valor de su índice y las figuras valen medio»
    hand = run(staked("1O 12C", "10E 11B 7C"), "carta carta")
    assert hand.view(0).points == 4  # in halves: the as, the sota and the caballo make two
    hand = run(hand, "carta")  # and the siete makes nine: past siete y medio, the round is over
    assert points(hand.view(0).finished[0].hands[0]) == 18 and round_lines(hand) == [(0, 1, 2)]
    assert [points(parse_cards(code)) for code in ("1B", "7E", "10O", "11C", "12B")] == [2, 14, 1, 1, 1]
    assert games.GAMES[GAME].deck == games.DECK_40  # «Se utiliza la baraja de 40 cartas» (l. 1023)


def test_the_count_of_a_hand_is_its_points_in_halves():
    count = games.GAMES[GAME].hand_rules.count
    assert [count(parse_cards(codes)) for codes in ("7O 12C", "3B 2C 11O", "5O 3C", "10E")] == [15, 11, 16, 1]
    assert count(()) == 0


def test_a_count_in_halves_is_said_with_its_points():
    said = games.GAMES[GAME].hand_rules.count_words
    assert [said(value) for value in (15, 1, 4)] == [
        "15 medios: 7 y medio",
        "1 medio: medio punto",
        "4 medios: 2 puntos",
    ]
    assert games.GAMES["tute"].hand_rules.count_words(25) == "25 puntos"


def test_one_card_each_then_more_on_request_the_last_always_covered():
    # l. 1023: «Cada jugador recibe una carta»; l. 1021: «deben mostrarse todas las cartas que se recibe menos la
    # última, que se tapa»
    hand = dealt("5O 3C 4E 7B", "2O 6E")
    assert [len(view.hand) for view in (hand.view(seat) for seat in range(4))] == [1, 1, 1, 1]
    assert all(jugada.shown == () and jugada.covered == 1 for jugada in hand.view(0).jugadas)
    hand = run(hand, "apuesta:1 apuesta:1 apuesta:1 carta")
    seen_by_right = hand.view(1).jugadas[0]
    assert [card.code for card in seen_by_right.shown] == ["5O"] and seen_by_right.covered == 1
    assert games.Card.parse("2O") not in hand.view(1).visible_cards()
    assert {card.code for card in hand.view(0).hand} == {"5O", "2O"}


def test_the_bank_plays_last_and_the_mano_sits_at_its_right():
    # l. 1021: «el pie, si hay un "banquero" designado por sorteo y que siempre juega en último turno»
    hand = dealt("5O 3C 4E 7B")
    assert hand.view(0).bank == 3 and hand.to_move == 0
    hand = run(hand, "apuesta:1 apuesta:1 apuesta:1 planto planto planto")
    assert hand.to_move == 3 and hand.legal_actions() == ["carta", "planto"]


def test_more_points_win_without_passing_siete_y_medio():
    # l. 1021: «sumar la cifra en cuestión, o por lo menos acercarse más a la misma (pero sin sobrepasarla)»
    hand = run(staked("7O 5C 12B 6E", "11O"), "planto planto carta planto planto")
    assert round_lines(hand) == [(3, 0, 2), (1, 3, 2), (2, 3, 2)]


def test_a_tie_goes_to_fewer_cards_then_to_the_bank():
    # l. 1021: «el ganador será el que haya hecho el puntaje utilizando menos cartas. Si persiste la igualdad, el
    # ganador suele ser [...] el pie, si hay un "banquero"»
    fewer = run(staked("6O 5E", "1O"), "planto carta planto")  # six with one card against six with two
    assert round_lines(fewer) == [(1, 0, 2)]
    more = run(staked("5O 6E", "1O"), "carta planto planto")  # six with two cards against six with one
    assert round_lines(more) == [(0, 1, 2)]
    same = run(staked("6O 6E"), "planto planto")  # six with one card each: the bank
    assert round_lines(same) == [(0, 1, 2)]


def test_whoever_passes_pays_at_once_even_if_the_bank_passes_too():
    hand = run(staked("6O 5C 7E", "7C 4O 3B"), "carta")  # six and seven: past siete y medio
    assert [line.payer for line in hand.state.ronda.transfers] == [0]
    hand = run(hand, "planto carta")  # the bank: seven and four
    assert round_lines(hand) == [(0, 2, 2), (2, 1, 2)]


def test_when_every_punter_passes_the_bank_does_not_play():
    hand = run(staked("6O 7C 5E", "7O 6C"), "carta carta")
    assert hand.view(0).ronda == 2 and round_lines(hand) == [(0, 2, 2), (1, 2, 2)]


def test_a_punter_who_beats_the_bank_with_siete_y_medio_takes_the_bank():
    hand = run(staked("7O 12C 5E", "10E"), "carta planto planto planto")
    assert hand.view(0).finished[0].next_bank == 0
    assert hand.view(0).bank == 0 and hand.to_move == 1  # the new mano sits at the new bank's right
    kept = run(staked("7O 12C 5E", "10E 11E"), "planto planto carta planto")
    assert kept.view(0).finished[0].next_bank == 2  # seven does not take the bank


def test_a_session_is_rounds_of_fresh_decks_and_ends_with_the_net_tantos():
    hand = games.new_hand(GAME, seed=9)
    while not hand.is_over:
        hand = hand.apply(games.choose(hand.view(hand.to_move or 0), "experto"))
    result = hand.result()
    view = hand.view(0)
    assert len(view.finished) == view.ronda == ROUNDS and result is not None
    assert sum(result.payments) == 0 and result.payments == view.scores
    best = max(result.payments)
    assert set(result.winners) == {seat for seat, net in enumerate(result.payments) if net == best > 0}
    assert result.citation is not None and result.citation.first_line == 1021


def test_the_interpretation_says_what_the_site_chose():
    words = games.GAMES[GAME].interpretation
    assert "sortea" in words and "apuesta" in words and "pasa" in words


@pytest.mark.parametrize(
    ("actions", "seat", "tried", "code", "line"),
    [
        ("planto", 0, "carta", CODE.PLANTE, 1023),  # asking after standing
        ("carta", 0, "carta", CODE.PASADO, 1023),  # asking after passing siete y medio
        ("", None, "apuesta:6", CODE.APUESTA, None),  # a stake out of bounds
        ("", None, "apuesta:0", CODE.APUESTA, None),
        ("", 3, "apuesta:2", CODE.APUESTA, 1021),  # the bank does not stake
        ("", 1, "apuesta:2", CODE.TURNO, 1021),  # out of turn
        ("", None, "carta", CODE.FASE, 1023),  # asking before staking
        ("apuesta:1 apuesta:1 apuesta:1", None, "apuesta:3", CODE.FASE, 1023),  # staking after the stakes
        ("", None, "doblo", CODE.ACCION, 1023),
        ("", None, "planto:2", CODE.ACCION, 1023),
    ],
)
def test_every_refusal_has_its_code_and_its_line(actions, seat, tried, code, line):
    hand = dealt("6O 5C 7E 3B", "7C")
    if actions.startswith("planto") or actions.startswith("carta"):
        hand = run(hand, "apuesta:1 apuesta:1 apuesta:1 " + actions)
    else:
        hand = run(hand, actions)
    found = refusal(hand, tried, seat)
    assert found.code is code
    assert (found.citation.first_line if found.citation else None) == line
    assert found.explanation and tried in found.tried


def test_a_refusal_names_the_cards():
    hand = run(staked("6O 5C 7E 3B", "7C"), "carta")
    assert "el seis de oros y el siete de copas" in refusal(hand, "carta", 0).explanation
    stood = run(staked("6O 5C 7E 3B", "7C"), "planto")
    assert "el seis de oros" in refusal(stood, "carta", 0).explanation


def test_after_the_session_nothing_is_allowed():
    hand = games.new_hand(GAME, seed=3, players=2)
    while not hand.is_over:
        hand = hand.apply(games.choose(hand.view(hand.to_move or 0), "principiante"))
    assert hand.legal_actions() == [] and refusal(hand, "carta").code is CODE.FASE


@pytest.mark.parametrize(
    "deal",
    [
        [["7O"], ["7O"], []],  # a card twice
        [["7O", "6O"], ["5C"], []],  # two cards to a seat
        [["7O"], ["8C"], []],  # no eights in the deck of 40
        [["7O"], ["5C"]],  # no stock
    ],
)
def test_a_deal_must_be_one_card_each_and_a_stock(deal):
    with pytest.raises(games.InvalidNotationError):
        games.new_hand(GAME, players=2, deal=deal)


def test_a_number_of_players_a_variant_or_a_pot_it_does_not_have_is_refused():
    for options in ({"players": 7}, {"variant": "real"}, {"pot": 3}, {"stakes": [1, 2]}):
        with pytest.raises(games.InvalidNotationError):
            games.new_hand(GAME, **options)
