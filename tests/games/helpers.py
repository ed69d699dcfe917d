"""Small helpers for engine tests."""

from __future__ import annotations

from typing import Any

import games


def pos(game: str, hands: list[str], trump: str | None, trick: str = "", leader: int = 0, **kwargs: Any):
    """A position from compact text: one string of cards per seat, the trick as one string."""
    return games.position(
        game, hands=[h.split() for h in hands], trump=trump, trick=trick.split(), leader=leader, **kwargs
    )


def legal(game: str, hands: list[str], trump: str | None, trick: str = "", leader: int = 0, **kwargs: Any):
    return sorted(pos(game, hands, trump, trick, leader, **kwargs).legal_plays())
