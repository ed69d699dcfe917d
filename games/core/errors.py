"""The engine's errors: those of bad input are ``ValueError``\\ s (:class:`GameError`), so they never look like a crash."""

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


class IllegalDecisionError(RuntimeError):
    """A computer player decided an action the rules do not allow: a bug in the player, never bad input (so not a
    :class:`GameError`)."""

    def __init__(self, game: str, level: str, action: str, legal: tuple[str, ...]) -> None:
        super().__init__(f"el jugador {level} de {game} decidió {action!r}, que no está entre {list(legal)}")
        self.action = action
        self.legal = legal
