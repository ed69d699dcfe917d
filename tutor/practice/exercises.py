"""Curated exercises: loading them from ``fixtures/exercises/`` and marking an answer against the goal."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.db import transaction

import games
from games.ombre.rules import OmbreRules
from tutor.learn.steps import action_problems
from tutor.lessons.curriculum import CurriculumError, read_toml
from tutor.lessons.models import Lesson
from tutor.practice.models import Exercise

POSITION_GOALS = ("legal", "gana", "matador", "pierde")
FIELDS = ("slug", "title", "game", "goal", "prompt", "explanation", "source", "cite")


@dataclass(frozen=True, slots=True)
class Marked:
    """The verdict on a card: solved or not, why, and the engine's violation when the card was illegal."""

    solved: bool
    message: str
    violation: games.Violation | None = None


def matadores(position: games.Position) -> frozenset[str]:
    rules = position.rules
    if not isinstance(rules, OmbreRules):
        return frozenset()
    return frozenset(card.code for card in rules.matadores(position.trump))


def reaching(position: games.Position, goal: str) -> list[str]:
    """The cards that reach ``goal`` from ``position``."""
    legal = position.legal_plays()
    if goal in ("gana", "pierde"):
        wins = {code for code in legal if position.play(code).trick_winner() == position.to_move}
        return [code for code in legal if (code in wins) == (goal == "gana")]
    if goal == "matador":
        return [code for code in legal if code not in matadores(position)]
    return legal


def solutions(exercise: Exercise) -> list[str]:
    """The cards that reach a position exercise's goal."""
    return reaching(games.Position.from_notation(exercise.position), exercise.goal)


def position_problem(position: games.Position, goal: str) -> str:
    """What makes a position unfit for its goal ('' when fit): something to find, and something to avoid."""
    if not position.trick or position.is_trick_complete:
        return "la posición debe tener una baza abierta"
    found = set(reaching(position, goal))
    if not found:
        return "ninguna carta cumple el objetivo"
    everything = (
        set(position.legal_plays()) if goal in ("gana", "pierde") else {c.code for c in position.hand}
    )
    if found == everything:
        return "todas las cartas cumplen el objetivo: no hay nada que evitar"
    return ""


def decision_problems(item: dict[str, Any]) -> list[str]:
    """What makes an *accion* exercise unfit: the hand, its seat and its answers checked by the engine."""
    if not item.get("hand") or not item.get("answer"):
        return ["faltan la mano (hand) o las acciones buenas (answer)"]
    hand = games.Hand.from_notation(str(item["hand"]))
    offered = [str(action) for action in item.get("options") or hand.legal_actions()]
    found = action_problems({**item, "options": offered})
    if not found and set(offered) <= {str(action) for action in item["answer"]}:
        found.append("todas las acciones ofrecidas son buenas: no hay nada que evitar")
    return found


def offered(exercise: Exercise) -> list[str]:
    """The actions an *accion* exercise offers as buttons: its ``options``, or every legal action."""
    return exercise.options.split() or games.Hand.from_notation(exercise.hand).legal_actions()


def mark_action(exercise: Exercise, action: str) -> Marked:
    """Mark the action chosen in an *accion* exercise: an illegal one (a forged post) is explained by the engine."""
    violation = games.Hand.from_notation(exercise.hand).check(action, exercise.seat)
    if violation is not None:
        return Marked(False, violation.explanation, violation)
    if action in exercise.answer.split():
        return Marked(True, exercise.explanation)
    return Marked(False, exercise.hint)


def mark(exercise: Exercise, code: str) -> Marked:
    """Mark the card played in a position exercise; an illegal card is explained by the engine."""
    if exercise.goal == Exercise.Goal.ACTION:
        return mark_action(exercise, code)
    position = games.Position.from_notation(exercise.position)
    violation = position.check_play(code)
    if violation is not None:
        return Marked(False, violation.explanation, violation)
    if code in solutions(exercise):
        return Marked(True, exercise.explanation)
    card = games.Card.parse(code).with_article
    if exercise.goal == "gana":
        if position.play(code).trick_winner() is None:
            return Marked(
                False, f"Con {card} la baza queda parda: nadie la gana. Busca una carta que la gane."
            )
        return Marked(False, f"Con {card} la baza no es tuya: busca una carta que la gane.")
    if exercise.goal == "pierde":
        return Marked(False, f"Con {card} te llevarías la baza: busca una carta que no la gane.")
    return Marked(
        False, f"{card.capitalize()} es legal, pero es un matador: aquí puedes guardarlo, y te conviene."
    )


def following(exercise: Exercise) -> Exercise | None:
    """The exercise after this one: the next of the same game, else the first of the next game (list order)."""
    ordered = list(Exercise.objects.only("slug", "game", "order"))
    later = [other for other in ordered if other.game == exercise.game and other.order > exercise.order]
    if later:
        return later[0]
    sequence = list(dict.fromkeys(other.game for other in ordered))
    after = sequence[sequence.index(exercise.game) + 1 :]
    return next((other for other in ordered if other.game in after[:1]), None)


def check_file(data: dict[str, Any], name: str, problems: list[str]) -> None:
    for index, item in enumerate(data.get("exercise", [])):
        where = f"{name} ejercicio {index}"
        missing = [key for key in FIELDS if key not in item]
        if missing:
            problems.append(f"{where}: faltan {', '.join(missing)}")
            continue
        try:
            if item["goal"] in POSITION_GOALS:
                if not item.get("rule"):
                    problems.append(f"{where}: falta la regla que enseña (rule)")
                problem = position_problem(games.Position.from_notation(item["position"]), item["goal"])
                if problem:
                    problems.append(f"{where}: {problem}")
            elif item["goal"] == "contrato":
                hand = games.Hand.from_notation(item["hand"])
                if hand.to_move != item.get("seat", 0):
                    problems.append(f"{where}: no le toca al asiento del ejercicio")
            elif item["goal"] == "accion":
                problems += [f"{where}: {problem}" for problem in decision_problems(item)]
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
    files = [(path.name, read_toml(path, problems)) for path in (root / "exercises").glob("*.toml")]
    items: list[dict[str, Any]] = []
    for name, data in sorted(files, key=lambda file: (file[1].get("order", 0), file[0])):
        check_file(data, name, problems)
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
                "rule": item.get("rule", ""),
                "position": item.get("position", ""),
                "hand": item.get("hand", ""),
                "answer": " ".join(item.get("answer", [])),
                "options": " ".join(item.get("options", [])),
                "hint": item.get("hint", ""),
                "seat": item.get("seat", 0),
                "level": item.get("level", "principiante"),
                "lesson_id": lessons.get(str(item.get("lesson", ""))),
                "order": order,
            },
        )
    Exercise.objects.exclude(slug__in=slugs).delete()
    return len(items)
