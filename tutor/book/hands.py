"""A worked hand replayed with the engine: every trick as the book plays it, and the learner's turns in it.

A hand's data (``fixtures/libro/<slug>.toml``, format in ``fixtures/README.md``) gives the deal and the tricks,
each card with its seat (``"0:12B 1:10B 2:3E"``). :func:`replay` plays them through :class:`games.Position` and
refuses any card the engine refuses; an optional ``stop`` is the book's next trick, where a card is illegal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import games


class BookError(Exception):
    """The hand's data does not replay: the message says where and why, in Spanish."""


@dataclass(frozen=True, slots=True)
class Play:
    seat: int
    code: str


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of the learner's seat: the position before the book's card, the whole trick and its words."""

    number: int
    before: games.Position
    book: str
    plays: tuple[Play, ...]
    winner: int
    comment: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Stop:
    """Where the book goes on with a card the engine refuses: the cards up to it and the engine's reason."""

    plays: tuple[Play, ...]
    illegal: Play
    violation: games.Violation
    comment: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Replay:
    turns: tuple[Turn, ...]
    final: games.Position
    stop: Stop | None


def parse_plays(text: str) -> tuple[Play, ...]:
    """``"0:12B 1:10B"`` → the plays; :raises BookError: for a malformed item."""
    plays = []
    for item in text.split():
        seat, _, code = item.partition(":")
        if not seat.isdigit() or not code:
            raise BookError(f"«{item}» no es asiento:carta (por ejemplo 0:12B)")
        plays.append(Play(int(seat), code.upper()))
    return tuple(plays)


def start(data: dict[str, Any]) -> games.Position:
    """The deal: every seat's cards, the trump, the mano (seat 0) to lead."""
    try:
        return games.position(data["game"], hands=[h.split() for h in data["hands"]], trump=data["trump"])
    except games.GameError as error:
        raise BookError(f"el reparto no vale: {error}") from error


def play_one(position: games.Position, play: Play, where: str) -> games.Violation | None:
    mover = position.collected().to_move
    if mover != play.seat:
        raise BookError(f"{where}: juega {play.code} el asiento {play.seat}, pero le toca al {mover}")
    return position.check_play(play.code)


def replay(data: dict[str, Any]) -> Replay:
    """Play the book's tricks; :raises BookError: at the first card that is not the seat's turn or not legal."""
    position = start(data)
    learner = data["learner"]
    turns = []
    for number, trick in enumerate(data["trick"]):
        where = f"baza {number + 1}"
        plays = parse_plays(trick["cards"])
        if len(plays) != position.players:
            raise BookError(f"{where}: una baza tiene {position.players} cartas, no {len(plays)}")
        before = None
        for play in plays:
            violation = play_one(position, play, where)
            if violation is not None:
                raise BookError(f"{where}: {play.code} es ilegal para el motor: {violation.explanation}")
            if play.seat == learner:
                before = position
            position = position.play(play.code)
        assert before is not None  # every seat plays once in a complete trick
        winner = position.trick_winner()
        assert winner is not None
        book = next(play.code for play in plays if play.seat == learner)
        turns.append(Turn(number, before, book, plays, winner, trick))
    return Replay(tuple(turns), position.collected(), stop_of(data, position))


def stop_of(data: dict[str, Any], position: games.Position) -> Stop | None:
    if "stop" not in data:
        return None
    stop = data["stop"]
    done: list[Play] = []
    for play in parse_plays(stop["cards"]):
        violation = play_one(position, play, "parada")
        if violation is not None:
            return Stop(tuple(done), play, violation, stop)
        done.append(play)
        position = position.play(play.code)
    raise BookError("parada: todas sus cartas son legales; la parada es para la carta que el motor rechaza")
