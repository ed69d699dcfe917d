"""The engine's errors: all are ``ValueError``\\ s, so bad input never looks like a crash."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.core.violations import Violation


class GameError(ValueError):
    """Base class of every error the engine raises."""


class InvalidNotationError(GameError):
    """Text that is not valid notation (a card, a position, a hand, an action)."""


class UnknownGameError(GameError):
    """A game slug that is not in the registry."""


class IllegalPlayError(GameError):
    """A card that may not be played now; ``violation`` says why, in Spanish."""

    def __init__(self, violation: Violation) -> None:
        super().__init__(violation.explanation)
        self.violation = violation


class IllegalActionError(IllegalPlayError):
    """An action of a whole hand (bid, discard, play…) that is not allowed now."""
