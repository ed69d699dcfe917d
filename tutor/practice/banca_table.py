"""The table of the banking games (Siete y medio), built from the learner's view only: each seat's cards face up and
the covered one as a card back, the stakes, the bank, the tantos of the session, the last round's payments.

:mod:`tutor.practice.table` seats this family through :data:`~tutor.practice.table.TABLES`, so its helpers are
imported when a table is built, not when the module loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.banca.hand import STAKES
from games.banca.rules import points, said
from games.banca.view import BancaView
from games.core.cards import Card
from games.core.hand import Hand
from tutor.practice.models import PracticeHand

if TYPE_CHECKING:
    from tutor.practice.table import Context, Table


def banca_context(record: PracticeHand, hand: Hand[Any, BancaView], shown_from: int | None = None) -> Context:
    """What the Siete y medio's table needs, from the learner's :class:`BancaView` only."""
    from tutor.practice.table import action_buttons, table_basics

    table = table_basics(record, hand, shown_from)
    view = table.view
    covered = view.jugadas[view.seat].covered
    last = view.finished[-1] if view.finished else None
    return table.context | {
        "seats": [seat_context(table, jugada.seat) for jugada in view.jugadas],
        "hand_cards": [
            {**card_context(card), "covered": index >= len(view.hand) - covered}
            for index, card in enumerate(view.hand)
        ],
        "points_said": said(view.points),
        "stakes": action_buttons([action for action in table.legal if action in STAKES]),
        "other_actions": action_buttons([action for action in table.legal if action not in STAKES]),
        "bank_name": table.seat(view.bank),
        "last_round": {
            "number": last.number,
            "hands": [
                {
                    "name": table.seat(seat),
                    "bank": seat == last.bank,
                    "cards": [card_context(card) for card in cards],
                    "points": said(points(cards)),
                }
                for seat, cards in enumerate(last.hands)
            ],
            "lines": [table.told(line.describe()) for line in last.transfers],
        }
        if last is not None
        else None,
        "history": table.recent(),
    }


def seat_context(table: Table[BancaView], seat: int) -> dict[str, Any]:
    """One seat as the learner sees it: its cards face up, how many covered, its stake, its tantos."""
    view = table.view
    jugada = view.jugadas[seat]
    return {
        "index": seat,
        "name": table.seat(seat),
        "me": seat == view.seat,
        "bank": seat == view.bank,
        "to_move": view.to_move == seat,
        "shown": [card_context(card) for card in jugada.shown],
        "covered": range(jugada.covered),
        "shown_points": said(jugada.shown_points) if jugada.shown else "",
        "stake": jugada.stake,
        "standing": jugada.standing,
        "bust": jugada.bust,
        "tantos": view.scores[seat],
    }


def card_context(card: Card) -> dict[str, str]:
    return {"code": card.code, "name": card.name}
