"""The Chinchón's computer players: the experto's choices from its own view, and the experto beating the
principiante on a fixed seeded sample of partidas."""

from __future__ import annotations

from typing import Any

import pytest

import benchmarks.combinaciones as benchmark
import games
from games.combinaciones import chinchon_players
from games.combinaciones.cards import parse_card

SAMPLE = range(30)


def cards(text: str) -> tuple[games.Card, ...]:
    return tuple(parse_card(code) for code in text.split())


def play(hand: games.Hand[Any, Any], *actions: str) -> games.Hand[Any, Any]:
    for action in actions:
        hand = hand.apply(action)
    return hand


def dealt(*seats: str, talon: str, variant: str | None = None) -> games.Hand[Any, Any]:
    return games.new_hand(
        "chinchon", deal=[seat.split() for seat in seats] + [talon.split()], variant=variant
    )


def test_the_experto_takes_the_monton_s_card_that_makes_a_jugada() -> None:
    hand = dealt("1O 2O 7C 9E 10B 11C 12E", "1C 3C 6C 7E 10E 11O 12B", talon="3O 2B 8C 4O")
    assert games.choose(hand.view(0), "experto") == "monton"
    hand = hand.apply("monton")
    assert games.choose(hand.view(0), "experto") == "echa:12E"


def test_the_experto_keeps_the_comodin() -> None:
    hand = dealt(
        "J1 2O 7C 9E 10B 11C 12E", "1C 3C 6C 7E 10E 11O 12B", talon="5B 2B 8C 4O", variant="baraja-50"
    )
    hand = hand.apply("baceta")
    assert games.choose(hand.view(0), "experto") != "echa:J1"


def test_the_experto_does_not_feed_the_next_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two dieces equally loose: the one next to the caballo the rival took from the montón stays."""
    hand = dealt("1O 2O 3O 5C 5E 10B 11C", "1C 3C 6C 7E 9B 12O 12E", talon="9E 10C 4B 7O 8O 6B")
    hand = play(hand, "baceta", "echa:11C", "monton", "echa:7E", "baceta")
    assert hand.view(0).taken == ((), cards("11C"))
    assert games.choose(hand.view(0), "experto") == "echa:10B"
    monkeypatch.setattr(chinchon_players, "DANGER", 0)
    assert games.choose(hand.view(0), "experto") == "echa:10C"


def test_the_experto_cuts_as_soon_as_it_may() -> None:
    hand = dealt("1O 2O 3O 5C 5E 5B 4B", "1C 3C 6C 7E 10B 11O 12E", talon="9O 2B 8C 4O")
    hand = play(hand, "baceta", "echa:4B", "monton", "echa:12E", "baceta")
    assert games.choose(hand.view(0), "experto").startswith("cierra:")


def test_the_experto_beats_the_principiante_on_a_seeded_sample() -> None:
    """Each seed once, the experto first on even seeds and second on odd ones."""
    wins = 0
    for seed in SAMPLE:
        levels = ["experto", "principiante"] if seed % 2 == 0 else ["principiante", "experto"]
        result = benchmark.play(2, seed, levels).result()
        assert result is not None
        wins += any(levels[seat] == "experto" for seat in result.winners)
    assert wins >= 0.6 * len(SAMPLE), wins
