"""The table of the family ``cinquillo``: the Cinquillo's four rows, or the Burro's baza and baceta, from the
learner's view only."""

from __future__ import annotations

from typing import Any

from games.cinquillo.burro import BurroView
from games.cinquillo.cinquillo import CinquilloView
from games.core.cards import CARDS_BY_CODE, RANK_NAMES, SUITS, Card
from tutor.practice.models import PracticeHand
from tutor.practice.table import (
    AnyHand,
    Context,
    Table,
    action_buttons,
    hand_buttons,
    reply_delays,
    table_basics,
)

LAST_BAZAS = 3  # the Burro's finished bazas shown on the felt, newest first


def card_item(card: Card, **more: str) -> dict[str, str]:
    return {"code": card.code, "name": card.name, **more}


def rows(view: CinquilloView) -> list[dict[str, Any]]:
    """The four rows, each with its cards lowest first and a sentence for the screen reader."""
    drawn = []
    for suit, row in zip(SUITS, view.rows, strict=True):
        if row:
            span = f"{suit.spanish.capitalize()}: del {row[0].name} al {row[-1].name}"
        else:
            span = f"{suit.spanish.capitalize()}: sin abrir (la abre el {RANK_NAMES[view.base]} de {suit.spanish})"
        drawn.append(
            {"suit": suit.value, "name": suit.spanish, "cards": [card_item(c) for c in row], "span": span}
        )
    return drawn


def burro_felt(table: Table[BurroView]) -> Context:
    """The baza on the table with who played each card, the last bazas taken, and the baceta."""
    view = table.view
    delays = reply_delays(table)
    return {
        "trick": [
            card_item(card, seat=table.seat(seat), delay=delays.get(card.code, ""))
            for card, seat in zip(view.trick, view.trick_seats, strict=True)
        ],
        "bazas": [
            {
                "number": index + 1,
                "cards": [card_item(card, seat=table.seat(seat)) for seat, card in baza.plays],
                "winner": table.seat(baza.winner),
            }
            for index, baza in reversed(list(enumerate(view.history))[-LAST_BAZAS:])
        ],
        "stock": view.stock_size,
    }


def cinquillo_context(record: PracticeHand, hand: AnyHand, shown_from: int | None = None) -> Context:
    """What the table of the Cinquillo or the Burro needs, from the learner's view only."""
    table: Table[Any] = table_basics(record, hand, shown_from)
    table.context["history"] = table.recent()
    view = table.view
    others = [action for action in table.legal if action not in CARDS_BY_CODE]
    active = getattr(view, "active", ())
    context = table.context | {
        "hand_cards": hand_buttons(table, view.hand),
        "other_actions": action_buttons(others),
        "seats": [
            {
                "index": seat,
                "name": table.seat(seat),
                "cards": view.hand_sizes[seat],
                "to_move": view.to_move == seat,
                "me": seat == table.me,
                "out": bool(active) and seat not in active,
            }
            for seat in range(table.players)
        ],
        "won": view.result is not None and table.me in view.result.winners,
    }
    if isinstance(view, CinquilloView):
        return context | {"rows": rows(view)}
    return context | burro_felt(table)
