"""What a question shows: its options, the cards of the seat to move, the trick, the seats, the cards to order."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from django.core import signing

import games
from games.core.cards import CARDS_BY_CODE
from tutor.quizzes.questions import PARDA, Spec

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
    return [{"code": code, "name": CARDS_BY_CODE[code].name} for code in codes]


def display(spec: Spec) -> dict[str, Any]:
    """Template data for one question."""
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
                    "label": f"Asiento {seat + 1}",
                    "card": next((c["name"] for c in shown["trick"] if c["seat"] == seat + 1), ""),
                }
                for seat in range(position.players)
            ]
            if position.rules.tied_tricks:
                shown["seats"].append({"value": PARDA, "label": "Parda: no se la lleva nadie", "card": ""})
    elif kind == "orden":
        codes = spec["cards"].split()
        shuffled = codes[:]
        random.Random(spec["cards"]).shuffle(shuffled)
        shown["cards"] = cards(shuffled)
        shown["places"] = range(1, len(codes) + 1)
        shown["trump"] = games.Suit.parse(spec["trump"]).spanish if spec.get("trump") else ""
        shown["game"] = games.GAMES[spec["game"]].name
    return shown
