"""Snapshots: a restored hand is the replayed hand (same views, same legal actions, same future), a snapshot of
another hand is refused, and nothing but the engine's values can be read back."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys
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


class Forged:
    """A value whose pickle asks the snapshot's rebuilder for a class that is not an engine dataclass."""

    def __init__(self, cls: type, values: tuple[Any, ...]) -> None:
        self.cls, self.values = cls, values

    def __reduce__(self) -> tuple[Any, ...]:
        return snapshots._rebuild, (self.cls, self.values)


@pytest.mark.parametrize(
    "data",
    [
        snapshots.FORMAT + zlib.compress(pickle.dumps(os.system)),
        snapshots.FORMAT + zlib.compress(pickle.dumps(Forged(games.Hand, ("a", "b", "c", "d")))),
        snapshots.FORMAT + zlib.compress(pickle.dumps(Forged(games.Card, (1,)))),
        snapshots.FORMAT + zlib.compress(pickle.dumps({"no": "hand"})),
        b"not a snapshot",
        snapshots.FORMAT + zlib.compress(b"garbage"),
        snapshots.snapshot(played("tute", 1, 3))[len(snapshots.FORMAT) :],  # a snapshot of the old format
    ],
)
def test_only_the_engines_own_hands_are_read_back(data: bytes):
    with pytest.raises(games.InvalidNotationError):
        snapshots.restore(data, "tute seed=1 players=2 |")


def test_a_long_match_is_restored_whole():
    hand = games.new_hand("truco", seed=3, players=2)
    rng = random.Random(3)
    while len(hand.actions) < 150 and not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    assert len(hand.view(0).tiros) > 5
    assert same(
        snapshots.restore(snapshots.snapshot(hand), hand.notation), games.Hand.from_notation(hand.notation)
    )


def test_the_comparison_notices_a_snapshot_that_loses_the_state():
    hand = played("brisca", 5, 12)
    fresh = games.new_hand("brisca", seed=5)
    broken = snapshots.snapshot(type(hand)(hand.rules, hand.options, hand.actions, fresh.state))
    restored = snapshots.restore(broken, hand.notation)
    assert not same(restored, games.Hand.from_notation(hand.notation))


# Writes a snapshot of every game in one process and reads them back in another, each with its own hash seed (as two
# app servers, or one server before and after a restart): the restored hands must play as the replayed ones.
ACROSS = """
import base64, sys
import games
from games.core import snapshot as snapshots
from tests.games.test_snapshot import played, same
if sys.argv[1] == "write":
    for game in games.GAMES:
        hand = played(game, 2, 30)
        print(hand.notation, base64.b64encode(snapshots.snapshot(hand)).decode(), sep="\t")
else:
    for line in sys.stdin.read().splitlines():
        notation, data = line.split("\t")
        restored = snapshots.restore(base64.b64decode(data), notation)
        if not same(restored, games.Hand.from_notation(notation)):
            print(notation.split()[0])
"""


def test_a_snapshot_written_by_one_process_plays_on_in_another_with_another_hash_seed():
    def python(step: str, seed: str, given: str = "") -> str:
        environment = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", ACROSS, step], input=given, env=environment, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr[-2000:]
        return done.stdout

    written = python("write", "1")
    assert len(written.splitlines()) == len(games.GAMES)
    assert python("read", "2", written) == ""
