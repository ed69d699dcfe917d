"""Snapshots: a restored hand is the replayed hand (same views, same legal actions, same future), a snapshot of
another hand is refused, and nothing but the engine's values can be read back."""

from __future__ import annotations

import os
import pickle
import random
import zlib
from typing import Any

import pytest

import games
from games.core import snapshot as snapshots


def played(game: str, seed: int, moves: int) -> games.Hand[Any, Any]:
    hand = games.new_hand(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if hand.is_over:
            break
        hand = hand.apply(rng.choice(hand.legal_actions()))
    return hand


def same(one: games.Hand[Any, Any], other: games.Hand[Any, Any]) -> bool:
    return (
        one.notation == other.notation
        and one.legal_actions() == other.legal_actions()
        and all(one.view(seat) == other.view(seat) for seat in range(one.players))
        and one.result() == other.result()
    )


@pytest.mark.parametrize("game", list(games.GAMES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_restored_hand_is_the_replayed_hand_and_plays_on_the_same(game: str, seed: int):
    hand = played(game, seed, moves=seed * 15)
    restored = snapshots.restore(snapshots.snapshot(hand), hand.notation)
    replayed = games.Hand.from_notation(hand.notation)
    assert same(restored, replayed)
    rng = random.Random(seed)
    for _ in range(10):
        if restored.is_over:
            break
        action = rng.choice(replayed.legal_actions())
        restored, replayed = restored.apply(action), replayed.apply(action)
        assert same(restored, replayed)


def test_a_snapshot_of_another_hand_is_refused():
    hand = played("tute", 4, 10)
    with pytest.raises(games.InvalidNotationError):
        snapshots.restore(snapshots.snapshot(hand), played("tute", 4, 11).notation)


@pytest.mark.parametrize(
    "data",
    [
        zlib.compress(pickle.dumps(os.system)),
        zlib.compress(pickle.dumps({"no": "hand"})),
        b"not a snapshot",
        zlib.compress(b"garbage"),
    ],
)
def test_only_the_engines_own_hands_are_read_back(data: bytes):
    with pytest.raises(games.InvalidNotationError):
        snapshots.restore(data, "tute seed=1 players=2 |")


def test_the_comparison_notices_a_snapshot_that_loses_the_state():
    hand = played("brisca", 5, 12)
    fresh = games.new_hand("brisca", seed=5)
    broken = snapshots.snapshot(type(hand)(hand.rules, hand.options, hand.actions, fresh.state))
    restored = snapshots.restore(broken, hand.notation)
    assert not same(restored, games.Hand.from_notation(hand.notation))
