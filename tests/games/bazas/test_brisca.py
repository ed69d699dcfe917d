"""The Brisca (l. 257–273) of the 2021 catalogue: its trick and its whole partidas."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import games
from games.bazas.brisca import BriscaRules
from games.bazas.guinote import GuinoteRules
from games.bazas.tute_family import Tally
from tests.games.hand_helpers import dealt_ronda as dealt
from tests.games.hand_helpers import ended_ronda, refusal, run
from tests.games.helpers import legal

GUINOTE = GuinoteRules()
BRISCA = BriscaRules()


# -- Brisca ---------------------------------------------------------------------------------------------------------
def test_brisca_three_cards_and_the_first_undealt_card_shows_trumps():
    """«se dan 3 cartas a cada participante, y la primera que quedó sin repartir pintará el palo» (l. 257)."""
    hand = games.new_hand("brisca", seed=5, players=2)
    assert [len(h) for h in hand.state.hands] == [3, 3] and hand.view(0).stock_size == 34


def test_brisca_never_obliges_anything():
    """«Nunca hay obligación de asistir ni fallar» (l. 257)."""
    rng = random.Random(0)
    hand = games.new_hand("brisca", seed=8, players=4)
    while not hand.is_over:
        if hand.state.trick:
            assert sorted(hand.legal_actions()) >= sorted(c.code for c in hand.state.hands[hand.to_move])
        hand = hand.apply(rng.choice(hand.legal_actions()))


def test_brisca_with_three_takes_the_doses_out_and_with_six_uses_48_cards():
    """«Si se juega entre tres … se sacan los 4 doses» (l. 257); the 48 cards «cuando se juega entre seis» (l. 273)."""
    three = games.new_hand("brisca", seed=1, players=3)
    cards = [c for h in three.state.hands for c in h] + list(three.state.stock) + [three.state.pinta]
    assert len(cards) == 36 and not any(c.rank == 2 for c in cards)
    six = games.new_hand("brisca", seed=1, players=6)
    cards = [c for h in six.state.hands for c in h] + list(six.state.stock) + [six.state.pinta]
    assert len(cards) == 48 and six.view(0).sides == (0, 1, 0, 1, 0, 1)


def test_brisca_with_six_the_nine_takes_a_pinta_with_points():
    """«la pinta con puntos se puede cambiar por el nueve del palo de triunfo (no por el siete)» (l. 273)."""
    hand = dealt(
        "brisca",
        "1O 9B 7B",
        "2O 3C 4C",
        "5C 6C 7C",
        "8C 9C 10C",
        "11C 12C 1E",
        "2E 3E 4E",
        pinta="3B",
        players=6,
    )
    hand = run(hand, "1O 2O 5C 8C 11C 2E")  # the as de oros takes it
    assert hand.to_move == 0
    assert "cambia:9B" in hand.legal_actions() and "cambia:7B" not in hand.legal_actions()


def test_brisca_the_last_to_draw_takes_the_pinta():
    """«quien se quede con dos cartas alzará la pinta» (l. 257): read as the last to draw."""
    rng = random.Random(1)
    hand = games.new_hand("brisca", seed=2, players=2)
    pinta = hand.state.pinta
    while hand.view(0).stock_size > 0:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    last = hand.state.history[-1]
    loser = 1 - last.winner
    assert pinta in hand.state.hands[loser]


def test_brisca_has_no_cantes():
    """«No son válidos los acuses, los 10 de últimas ni el tute» (l. 257)."""
    hand = dealt("brisca", "1O 12C 11C", "2O 3C 4C", pinta="7B")
    hand = run(hand, "1O 2O")
    found = refusal(hand, "cante:C")
    assert found.code == "cante" and "no se cantan" in found.explanation


def test_brisca_most_card_points_wins_and_a_tie_is_nobodys():
    lines: list[str] = []
    state = replace(ended_ronda(0, 2), juegos=(0, 0))
    assert BRISCA.verdict(state, Tally((70, 50), (70, 50), None, None), lines)[:2] == ((0,), 1)
    assert BRISCA.verdict(state, Tally((60, 60), (60, 60), None, None), lines)[:2] == ((), 0)
    assert "de nadie" in lines[-1]


def test_brisca_a_mano_played_out_has_120_points_and_no_ultimas():
    rng = random.Random(3)
    for players in (2, 3, 4, 5, 6):
        hand = games.new_hand("brisca", seed=players, players=players)
        while not hand.state.rondas:
            hand = hand.apply(rng.choice(hand.legal_actions()))
        assert sum(hand.state.rondas[0].points) == 120


# Catalogue l. 257: "Nunca hay obligación de asistir ni fallar".
@pytest.mark.parametrize("stock", [0, 10])
def test_brisca_trick_never_obliges(stock):
    assert legal("brisca", ["", "4O 12O 3C 5E"], "E", "11O", stock=stock) == ["12O", "3C", "4O", "5E"]
