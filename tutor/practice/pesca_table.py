"""The Escoba's practice table: the learner taps a card of the hand and the table cards it takes (a plain form of
radio buttons and checkboxes, so it works without JavaScript), or throws the card; built from the learner's view."""

from __future__ import annotations

from typing import Any

from games.core.narration import join_names
from games.pesca.rules import value
from games.pesca.state import MANO, RESTO, DealRecord
from games.pesca.view import EscobaView
from tutor.practice.models import PracticeHand
from tutor.practice.table import AnyHand, Context, Table, action_buttons, hand_buttons, table_basics


def pesca_context(record: PracticeHand, hand: AnyHand, shown_from: int | None = None) -> Context:
    """What the Escoba's table needs, from the learner's :class:`EscobaView` only."""
    table: Table[EscobaView] = table_basics(record, hand, shown_from)
    table.context["history"] = table.recent()
    view, me = table.view, table.me
    legal = table.legal
    piles, escobas = view.pile_sizes(), view.escobas()
    return table.context | {
        "hand_cards": hand_buttons(table, view.hand),
        "table_cards": [{"code": c.code, "name": c.name, "value": value(c)} for c in view.table],
        "table_sum": sum(value(c) for c in view.table),
        "soplos": action_buttons([a for a in legal if a.startswith("sopla:")]),
        "captures": action_buttons([a for a in legal if "+" in a and not a.startswith("sopla:")]),
        "seats": [
            {
                "index": s,
                "name": table.seat(s),
                "cards": view.hand_sizes[s],
                "to_move": view.to_move == s,
                "me": s == me,
                "mano": s == view.mano,
                "dealer": s == view.dealer,
                "partner": s != me and view.sides[s] == view.side,
            }
            for s in range(table.players)
        ],
        "sides": [
            {
                "name": side_name(table, side),
                "mine": side == view.side,
                "tantos": view.scores[side],
                "cards": piles[side],
                "escobas": escobas[side],
            }
            for side in range(len(view.scores))
        ],
        "deals": [deal_lines(table, deal) for deal in reversed(view.deals)],
    }


def side_name(table: Table[EscobaView], side: int) -> str:
    """A side by its seats as the learner sees them: «Tú», «Tú y Enfrente», «Derecha»."""
    return join_names([table.seat(s) for s in range(table.players) if table.view.sides[s] == side])


def deal_lines(table: Table[EscobaView], deal: DealRecord) -> dict[str, Any]:
    """A finished deal in words: the escoba de mano, the rest and who took it, and each point of the tanteo."""
    lines = []
    for capture in deal.captures:
        if capture.kind == MANO:
            lines.append(f"Escoba de mano de {table.seat(capture.seat)}: {capture.escobas} (l. 798).")
        if capture.kind == RESTO:
            total = sum(value(c) for c in capture.cards)
            lines.append(
                f"El resto ({len(capture.cards)} cartas, suman {total}) para {table.seat(capture.seat)} (l. 792)."
            )
    for line in deal.lines:
        points = f"{line.points} punto{'s' if line.points != 1 else ''}"
        lines.append(f"{side_name(table, line.side)}: {points} por {line.concept} ({line.citation.lines}).")
    totals = ", ".join(f"{side_name(table, side)} {score}" for side, score in enumerate(deal.scores))
    return {"number": deal.number + 1, "lines": lines, "totals": totals}
