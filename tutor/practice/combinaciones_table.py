"""The table of the games of combinaciones (the Chinchón): the learner's cards, the montón and the baceta, the
scores of the partida and every deal laid out, from the learner's :class:`ChinchonView` only."""

from __future__ import annotations

from typing import Any

from games.combinaciones.chinchon import CIERRA
from games.combinaciones.melds import layout
from games.combinaciones.state import ChinchonView, Deal
from games.core.hand import Hand
from games.core.narration import button_label
from tutor.practice.models import PracticeHand
from tutor.practice.table import Context, Table, action_buttons, hand_buttons, table_basics

ECHA = "echa:"


def combinaciones_context(
    record: PracticeHand, hand: Hand[Any, ChinchonView], shown_from: int | None = None
) -> Context:
    """What the Chinchón's table needs: each card a button that discards it (when the learner must discard), the
    montón's top card and the baceta as buttons to take, the cuts the learner may make, the scores and the deals."""
    table: Table[ChinchonView] = table_basics(record, hand, shown_from)
    view, me = table.view, table.me
    cards = hand_buttons(table, view.hand, sort=False)
    for card in cards:
        action = ECHA + card["code"]
        card["action"], card["legal"] = (action, True) if action in table.legal else ("", False)
        card["label"] = button_label(action) if card["legal"] else card["name"]
    laid = layout(view.hand, view.deck) if view.hand else None
    return table.context | {
        "history": table.recent(),
        "hand_cards": cards,
        "take_actions": action_buttons([a for a in table.legal if a in ("baceta", "monton")]),
        "cut_actions": action_buttons([a for a in table.legal if a.startswith(CIERRA + ":")]),
        "pile_top": {"code": view.pile_top.code, "name": view.pile_top.name} if view.pile_top else None,
        "melds": [", ".join(card.name for card in meld) for meld in laid.melds] if laid else [],
        "loose": ", ".join(card.name for card in laid.unmatched) if laid else "",
        "loose_points": laid.points if laid else 0,
        "seats": [
            {
                "name": table.seat(seat),
                "cards": view.hand_sizes[seat],
                "score": view.scores[seat],
                "reenganches": view.reenganches_left[seat],
                "out": not view.alive[seat],
                "to_move": view.to_move == seat,
                "me": seat == me,
                "mano": seat == view.mano,
            }
            for seat in range(view.players)
        ],
        "deals": [deal_lines(table, deal) for deal in reversed(view.deals)],
    }


def deal_lines(table: Table[ChinchonView], deal: Deal) -> dict[str, Any]:
    """A finished deal in words: who cut (and whether with chinchón), each seat's jugadas, loose cards and points."""
    if deal.cutter is None:
        how = "Se acabó la baceta por segunda vez: nadie cortó."
    else:
        how = f"Cortó {table.seat(deal.cutter)}{' con chinchón' if deal.chinchon else ''}."
    lines = []
    for shown in deal.shown:
        melds = "; ".join(", ".join(card.name for card in meld) for meld in shown.melds) or "ninguna jugada"
        loose = ", ".join(card.name for card in shown.unmatched) or "nada suelto"
        lines.append(f"{table.seat(shown.seat)}: {melds} — suelto: {loose} → {shown.points:+d}")
    lines += [f"{table.seat(seat)} se reengancha con {deal.scores[seat]}." for seat in deal.reenganchados]
    lines += [f"{table.seat(seat)} queda eliminado." for seat in deal.eliminated]
    return {"number": deal.number + 1, "how": how, "lines": lines}
