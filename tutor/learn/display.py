"""What a step shows: the felt (trumps, the trick with who played each card, the monte), the learner's cards and
the answer buttons, as plain values for the template."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import games
from games.core.narration import relative_seat
from tutor.learn import steps


@dataclass(frozen=True, slots=True)
class Shown:
    """A card on the felt: its code, its name, and who played it (relative to the learner)."""

    code: str
    name: str
    seat: str = ""


@dataclass(frozen=True, slots=True)
class Board:
    trump: str = ""  # the trump suit in words («oros»), or ""
    stock: int | None = None  # cards left in the monte, when the step says
    trick: tuple[Shown, ...] = ()
    cards: tuple[
        Shown, ...
    ] = ()  # cards shown, not to be touched (the learner's hand in an `accion`, the count)
    choices: tuple[steps.Choice, ...] = field(default=())
    card_choices: bool = False  # the answers are cards (drawn) rather than words
    # an `accion`'s cards face up on the table, in groups (the rows, the seats)
    table: tuple[tuple[Shown, ...], ...] = ()


def shown(cards: tuple[games.Card, ...]) -> tuple[Shown, ...]:
    return tuple(Shown(card.code, card.name.capitalize()) for card in cards)


def board(data: dict[str, Any]) -> Board:
    """The board of a step (its ``data``: the fixture's fields)."""
    kind = data["kind"]
    choices = steps.choices(data)
    card_choices = kind in ("mayor", "baza", "carta")
    if kind in ("baza", "carta"):
        position = games.Position.from_notation(str(data["position"]))
        me = position.to_move if kind == "carta" and position.to_move is not None else 0
        trick = tuple(
            Shown(
                card.code,
                card.name.capitalize(),
                relative_seat((position.leader + index) % position.players, me, position.players),
            )
            for index, card in enumerate(position.trick)
        )
        if kind == "baza":  # the trick's cards are the answers: seats are told as numbers, there is no «you»
            trick = tuple(
                Shown(card.code, card.name, f"Asiento {(position.leader + index) % position.players + 1}")
                for index, card in enumerate(position.trick)
            )
        trump = position.trump.spanish if position.trump else ""
        return Board(
            trump,
            position.stock if position.rules.family != "ombre" else None,
            trick,
            (),
            choices,
            card_choices,
        )
    if kind == "accion":
        view = games.Hand.from_notation(str(data["hand"])).view(int(data["seat"]))
        trump = view.trump.spanish if view.trump else ""
        table = tuple(shown(group) for group in view.face_up())
        return Board(trump, cards=shown(tuple(view.hand)), table=table, choices=choices)
    if kind == "puntos":
        return Board(cards=shown(games.parse_cards(str(data["cards"]))), choices=choices)
    trump_letter = str(data.get("trump", ""))
    trump = games.Suit.parse(trump_letter).spanish if trump_letter else ""
    return Board(trump, None, (), (), choices, card_choices)
