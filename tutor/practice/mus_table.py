"""The Mus table's context: from the learner's view only (its cards, the words said, the partner's señas, the
score in piedras and amarracos, the juegos and vacas won, the cards shown at the end of the last mano)."""

from __future__ import annotations

from typing import Any

from games.core.narration import describe
from games.mus.hand import LANCE_NAMES
from games.mus.senas import BY_NAME
from games.mus.state import ORDAGO
from games.mus.view import MusView
from tutor.practice.models import PracticeHand
from tutor.practice.table import Context, action_buttons, table_basics

STATUS = {"paso": "en paso", "querido": "querido", "no querido": "no querido", "sin envite": "sin envite"}


def mus_context(record: PracticeHand, hand: Any, shown_from: int | None = None) -> Context:
    """What the Mus table needs, from what the learner's seat may see only."""
    table = table_basics(record, hand, shown_from)
    table.context["history"] = table.recent()
    view: MusView = table.view
    me, players, legal = table.me, table.players, table.legal
    numbered = [a for a in legal if a.startswith("envido:")]
    discards = [a for a in legal if a.startswith("descarte:")]
    signs = [a for a in legal if a.startswith("sena:")]
    others = [a for a in legal if a not in numbered and a not in discards and a not in signs]
    single = {a.partition(":")[2]: a for a in discards if "," not in a}
    last = view.manos[-1] if view.manos else None
    return table.context | {
        "hand_cards": [
            {
                "code": card.code,
                "name": card.name,
                "label": f"Descartar {card.with_article}" if card.code in single else card.name,
                "action": single.get(card.code, ""),
                "legal": card.code in single,
            }
            for card in view.hand
        ],
        "other_actions": action_buttons(others),
        "choices": [
            {"id": key, "label": label, "button": button, "options": action_buttons(options)}
            for key, label, button, options in (
                (
                    "descarte-varias",
                    "Descartarte de varias cartas",
                    "Descartarme",
                    [a for a in discards if "," in a],
                ),
                ("envido-numerado", "Envido de más piedras", "Envidar", numbered),
            )
            if options
        ],
        "signs": [
            {"value": a, "label": BY_NAME[a[5:]].label, "gesture": BY_NAME[a[5:]].gesture} for a in signs
        ],
        "partner_senas": [
            {
                "seat": table.seat(word.seat),
                "label": BY_NAME[word.word].label,
                "gesture": BY_NAME[word.word].gesture,
                "lines": BY_NAME[word.word].citation.lines,
            }
            for word in view.senas
            if word.seat != me
        ],
        "seats": [
            {
                "name": table.seat(s),
                "to_move": view.to_move == s,
                "me": s == me,
                "mano": s == view.mano,
                "postre": s == view.postre,
                "partner": s != me and s % 2 == me % 2,
                "drawn": view.drawn[s] if view.drawn else 0,
            }
            for s in range(players)
        ],
        "scores": [
            {
                "name": "Tu pareja" if side == view.side else "Los contrarios",
                "piedras": view.scores[side],
                "amarracos": view.amarracos(side),
                "dentro": view.dentro(side),
                "juegos": view.juegos[side],
                "vacas": view.vacas[side],
            }
            for side in (view.side, 1 - view.side)
        ],
        "partida": view.per_vaca > 1 or view.per_partida > 1,
        "lance_name": LANCE_NAMES.get(view.lance, ""),
        "bet": "órdago" if view.chain and view.chain[-1] == ORDAGO else sum(view.chain),
        "pending": table.told(view.pending),
        "outcomes": [f"{LANCE_NAMES[o.lance].capitalize()}: {STATUS[o.status]}" for o in view.outcomes],
        "words": [describe(w.word, w.seat, me, players) for w in view.words],
        "last_mano": {
            "number": last.number,
            "juego": last.juego,
            "hands": [
                {"seat": table.seat(s), "cards": ", ".join(card.name for card in cards)}
                for s, cards in enumerate(last.hands)
            ],
            "lines": [table.told(line) for line in last.summary()],
        }
        if last is not None
        else None,
    }
