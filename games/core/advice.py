"""*Pista*: what the expert computer player would do now, with a one-sentence reason in Spanish.

The choice is :func:`games.choose` at the *experto* level; the reason describes that choice from what the seat can
see (any :class:`~games.SeatView`), with the words of the game's vocabulary (:attr:`games.Game.words`).
"""

from __future__ import annotations

from games.core.cards import CARDS_BY_CODE, Card
from games.core.players import choose
from games.core.registry import find_game
from games.core.rules import TRUMP
from games.core.view import SeatView

DEFAULT = "Es lo que el reglamento permite y más conviene ahora."


def advise(view: SeatView) -> tuple[str, str]:
    """The expert's action for the seat of ``view`` and why, in one sentence.

    :raises ValueError: when the seat has nothing to do.
    """
    action = choose(view, "experto")
    return action, reason(view, action)


def reason(view: SeatView, action: str) -> str:
    """Why ``action`` suits the seat of ``view``: a card by what it does to the trick, a word by the game's words."""
    if action in CARDS_BY_CODE:
        return _play_reason(view, CARDS_BY_CODE[action])
    return find_game(view.game).words.reason(action, view.phase) or DEFAULT


def _play_reason(view: SeatView, card: Card) -> str:
    rules = view.play_rules
    words = find_game(view.game).words
    if not view.trick:
        if rules.order(view.trump).suit_of[card] == TRUMP and view.maker == view.seat:
            return words.reasons.get("salida:triunfo", LEAD)
        if card.rank == 12:
            return words.reasons.get("salida:rey", LEAD)
        return LEAD
    leader = view.trick_leader if view.trick_leader is not None else 0
    now = rules.trick_winner(view.trick, leader, view.players, view.trump)
    after = rules.trick_winner((*view.trick, card), leader, view.players, view.trump)
    if after == view.seat:
        return "Con esta carta ganas la baza sin gastar una carta más alta de lo necesario."
    if now is not None and now != view.seat and view.sides[now] == view.sides[view.seat]:
        return "La baza ya va para tu lado: no gastes una carta buena."
    return "No puedes ganar esta baza: échale la carta que menos falta te hace."


LEAD = "Sal con una carta que no te haga falta para las bazas que quedan."
