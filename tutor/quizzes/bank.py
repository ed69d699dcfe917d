"""Load the question banks of ``fixtures/quizzes/`` (format: ``fixtures/README.md``).

Questions are updated in place by their position in the bank, so answers and review cards survive a reload.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.db import transaction

import games
from tutor.lessons.curriculum import CurriculumError, read_toml
from tutor.lessons.models import Lesson
from tutor.quizzes.models import Question, Quiz

KIND_FIELDS = {
    "opcion": ("options", "answer"),
    "carta": ("position", "goal"),
    "baza": ("position", "answer"),
    "numero": ("answer",),
    "orden": ("game", "cards", "answer"),
}
COMMON = ("kind", "prompt", "explanation", "source", "cite")


def read_bank(path: Path, problems: list[str]) -> dict[str, Any]:
    data = read_toml(path, problems)
    for index, question in enumerate(data.get("question", [])):
        where = f"{path.name} pregunta {index}"
        kind = question.get("kind")
        if kind not in KIND_FIELDS:
            problems.append(f"{where}: tipo desconocido {kind!r}")
            continue
        missing = [key for key in (*COMMON, *KIND_FIELDS[kind]) if key not in question]
        if kind == "carta" and question.get("goal") == "recomendada" and "answer" not in question:
            missing.append("answer")
        if missing:
            problems.append(f"{where}: faltan {', '.join(missing)}")
            continue
        if "position" in question:
            try:
                games.Position.from_notation(question["position"])
            except games.GameError as error:
                problems.append(f"{where}: posición no válida ({error})")
        if kind == "opcion" and not 0 <= question["answer"] < len(question["options"]):
            problems.append(f"{where}: la respuesta no es una opción")
    if not data.get("question"):
        problems.append(f"{path.name}: no tiene preguntas")
    return data


@transaction.atomic
def load_banks(root: Path) -> int:
    """Load every bank; returns the number of questions.

    :raises CurriculumError: listing every problem (nothing is changed then).
    """
    problems: list[str] = []
    banks = [
        read_bank(path, problems) | {"slug": path.stem} for path in sorted((root / "quizzes").glob("*.toml"))
    ]
    lessons = {
        f"{course}/{slug}": pk
        for pk, course, slug in Lesson.objects.values_list("pk", "course__slug", "slug")
    }
    for bank in banks:
        for question in bank.get("question", []):
            if question.get("lesson") and question["lesson"] not in lessons:
                problems.append(f"{bank['slug']}: la lección {question['lesson']!r} no existe")
    if problems:
        raise CurriculumError("\n".join(problems))
    count = 0
    for order, bank in enumerate(banks):
        quiz, _ = Quiz.objects.update_or_create(
            slug=bank["slug"],
            defaults={
                "title": bank.get("title", bank["slug"]),
                "description": bank.get("description", "").strip(),
                "games": bank.get("games", []),
                "order": order,
            },
        )
        for index, question in enumerate(bank["question"]):
            Question.objects.update_or_create(
                quiz=quiz,
                order=index,
                defaults={
                    "kind": question["kind"],
                    "prompt": question["prompt"],
                    "data": {key: value for key, value in question.items() if key not in (*COMMON, "lesson")},
                    "explanation": question["explanation"],
                    "source": question["source"],
                    "cite": question["cite"],
                    "lesson_id": lessons.get(question.get("lesson", "")),
                },
            )
        quiz.questions.filter(order__gte=len(bank["question"])).delete()
        count += len(bank["question"])
    Quiz.objects.exclude(slug__in=[bank["slug"] for bank in banks]).delete()
    return count
