"""What a question shows: its options, the cards of the seat to move, the trick, the seats, the cards to order."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from django.core import signing

import games
from games.core.cards import CARDS_BY_CODE
from tutor.quizzes.questions import PARDA, Spec, expected

SALT = "tapete.cuestionarios.generada"


def sign(spec: Spec) -> str:
    """A tamper-proof token for a generated question (the server checks it when the answer comes back)."""
    return signing.dumps(spec, salt=SALT, compress=True)


def unsign(token: str) -> Spec:
    """:raises signing.BadSignature: for a forged or garbled token."""
    spec = signing.loads(token, salt=SALT)
    if not isinstance(spec, dict):
        raise signing.BadSignature("no es una pregunta")
    return spec


def generated_key(spec: Spec) -> str:
    return "g" + hashlib.sha256(json.dumps(spec, sort_keys=True).encode()).hexdigest()[:40]


def cards(codes: list[str]) -> list[dict[str, str]]:
    return [
        {"code": code, "name": CARDS_BY_CODE[code].name, "with_article": CARDS_BY_CODE[code].with_article}
        for code in codes
    ]


def display(spec: Spec, arrangement: list[str] | None = None) -> dict[str, Any]:
    """Template data for one question; an ordering shows its cards in ``arrangement`` (the learner's) if given."""
    kind = spec["kind"]
    shown: dict[str, Any] = {"kind": kind, "prompt": spec["prompt"]}
    if kind == "opcion":
        shown["options"] = list(enumerate(spec["options"]))
    elif kind in ("carta", "baza"):
        position = games.Position.from_notation(spec["position"])
        shown["game"] = position.rules.name
        shown["trump"] = position.trump.spanish if position.trump else ""
        seat_of = [(position.leader + index) % position.players for index in range(len(position.trick))]
        shown["trick"] = [
            {**card, "seat": seat + 1}
            for card, seat in zip(cards([c.code for c in position.trick]), seat_of, strict=True)
        ]
        if kind == "carta":
            shown["hand"] = cards([c.code for c in position.collected().hand])
            shown["seat"] = (position.to_move or 0) + 1
        else:
            shown["seats"] = [
                {
                    "value": seat,
                    "label": seat_words(seat),
                    "card": next((c["name"] for c in shown["trick"] if c["seat"] == seat + 1), ""),
                }
                for seat in range(position.players)
            ]
            if position.rules.tied_tricks:
                shown["seats"].append({"value": PARDA, "label": seat_words(None), "card": ""})
    elif kind == "orden":
        shuffled = spec["cards"].split()
        random.Random(spec["cards"]).shuffle(shuffled)
        shown["cards"] = cards(arrangement or shuffled)
        shown["trump"] = games.Suit.parse(spec["trump"]).spanish if spec.get("trump") else ""
        shown["game"] = games.GAMES[spec["game"]].name
    return shown


def seat_words(seat: int | None) -> str:
    return "Parda: no se la lleva nadie" if seat is None else f"Asiento {seat + 1}"


def answer_words(spec: Spec, raw: str) -> str:
    """A graded answer (a valid one) in words: the option, the card, the seat, the number or the cards in order."""
    kind = spec["kind"]
    if kind == "opcion":
        return str(spec["options"][int(raw)])
    if kind == "carta":
        return CARDS_BY_CODE[raw.upper()].name
    if kind == "baza":
        return seat_words(None if raw.lower() == PARDA else int(raw))
    if kind == "orden":
        return ", ".join(CARDS_BY_CODE[code].name for code in raw.upper().split())
    return raw.strip()


def right_words(spec: Spec) -> str:
    """The right answer in words (for a card, every card that would do)."""
    kind, right = spec["kind"], expected(spec)
    if kind == "opcion":
        return str(spec["options"][right])
    if kind == "carta":
        names = [CARDS_BY_CODE[code].name for code in sorted(right)]
        return " o ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names) or "ninguna"
    if kind == "baza":
        return seat_words(right)
    if kind == "orden":
        return ", ".join(CARDS_BY_CODE[code].name for code in right)
    return str(right)
