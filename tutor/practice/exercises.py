"""Curated exercises: loading them from ``fixtures/exercises/`` and marking an answer against the goal."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.db import transaction

import games
from games.ombre.rules import OmbreRules
from tutor.lessons.curriculum import CurriculumError, read_toml
from tutor.lessons.models import Lesson
from tutor.practice.models import Exercise

POSITION_GOALS = ("legal", "gana", "matador")
FIELDS = ("slug", "title", "game", "goal", "prompt", "explanation", "source", "cite")


@dataclass(frozen=True, slots=True)
class Marked:
    solved: bool
    message: str


def matadores(position: games.Position) -> frozenset[str]:
    rules = position.rules
    if not isinstance(rules, OmbreRules):
        return frozenset()
    return frozenset(card.code for card in rules.matadores(position.trump))


def solutions(exercise: Exercise) -> list[str]:
    """The cards that reach a position exercise's goal."""
    position = games.Position.from_notation(exercise.position)
    legal = position.legal_plays()
    if exercise.goal == "gana":
        return [code for code in legal if position.play(code).trick_winner() == position.to_move]
    if exercise.goal == "matador":
        return [code for code in legal if code not in matadores(position)]
    return legal


def mark(exercise: Exercise, code: str) -> Marked:
    """Mark the card played in a position exercise; an illegal card is explained by the engine."""
    position = games.Position.from_notation(exercise.position)
    violation = position.check_play(code)
    if violation is not None:
        return Marked(False, violation.explanation)
    if code in solutions(exercise):
        return Marked(True, exercise.explanation)
    card = games.Card.parse(code).with_article
    if exercise.goal == "gana":
        return Marked(False, f"Con {card} la baza no es tuya: busca una carta que la gane.")
    return Marked(
        False, f"{card.capitalize()} es legal, pero es un matador: aquí puedes guardarlo, y te conviene."
    )


def check_file(data: dict[str, Any], name: str, problems: list[str]) -> None:
    for index, item in enumerate(data.get("exercise", [])):
        where = f"{name} ejercicio {index}"
        missing = [key for key in FIELDS if key not in item]
        if missing:
            problems.append(f"{where}: faltan {', '.join(missing)}")
            continue
        try:
            if item["goal"] in POSITION_GOALS:
                position = games.Position.from_notation(item["position"])
                if not position.trick or position.is_trick_complete:
                    problems.append(f"{where}: la posición debe tener una baza abierta")
            elif item["goal"] == "contrato":
                hand = games.Hand.from_notation(item["hand"])
                if hand.to_move != item.get("seat", 0):
                    problems.append(f"{where}: no le toca al asiento del ejercicio")
            else:
                problems.append(f"{where}: objetivo desconocido {item['goal']!r}")
        except games.GameError as error:
            problems.append(f"{where}: {error}")


@transaction.atomic
def load_exercises(root: Path) -> int:
    """Load every exercise file; returns how many.

    :raises CurriculumError: listing every problem (nothing is changed then).
    """
    problems: list[str] = []
    items: list[dict[str, Any]] = []
    for path in sorted((root / "exercises").glob("*.toml")):
        data = read_toml(path, problems)
        check_file(data, path.name, problems)
        items.extend(data.get("exercise", []))
    lessons = {
        f"{course}/{slug}": pk
        for pk, course, slug in Lesson.objects.values_list("pk", "course__slug", "slug")
    }
    slugs = [str(item.get("slug")) for item in items]
    problems += [f"ejercicio repetido: {slug}" for slug in sorted({s for s in slugs if slugs.count(s) > 1})]
    problems += [
        f"{item['slug']}: la lección {item['lesson']!r} no existe"
        for item in items
        if item.get("lesson") and item["lesson"] not in lessons
    ]
    if problems:
        raise CurriculumError("\n".join(problems))
    for order, item in enumerate(items):
        Exercise.objects.update_or_create(
            slug=item["slug"],
            defaults={
                **{key: item[key] for key in FIELDS if key != "slug"},
                "position": item.get("position", ""),
                "hand": item.get("hand", ""),
                "seat": item.get("seat", 0),
                "level": item.get("level", "principiante"),
                "lesson_id": lessons.get(str(item.get("lesson", ""))),
                "order": order,
            },
        )
    Exercise.objects.exclude(slug__in=slugs).delete()
    return len(items)
