"""The computer players of every game, by level: :func:`choose` asks the game's player and checks its decision."""

from __future__ import annotations

import random

from games.core.errors import IllegalDecisionError
from games.core.registry import find_game
from games.core.view import SeatView

LEVELS = ("principiante", "experto")


def choose(view: SeatView, level: str = "experto", rng: random.Random | None = None) -> str:
    """The action the computer player of ``level`` takes for the seat of ``view`` (which must be the seat to move),
    seeing only that view. Without ``rng`` the principiante draws its lots from the view, so a hand replays alike.

    :raises ValueError: for an unknown level or a view whose seat has nothing to do.
    :raises IllegalDecisionError: when the player decides something the rules do not allow (a bug in the player).
    """
    if level not in LEVELS:
        raise ValueError(f"nivel desconocido: {level!r} (usa {' o '.join(LEVELS)})")
    if not view.legal_actions:
        raise ValueError(f"el asiento {view.seat + 1} no tiene nada que hacer ahora")
    action = find_game(view.game).bots[level](view, rng)
    if action not in view.legal_actions:
        raise IllegalDecisionError(view.game, level, action, view.legal_actions)
    return action
