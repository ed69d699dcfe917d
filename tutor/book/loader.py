"""Loading the worked hands of ``fixtures/libro/``: every card replayed by the engine, every quotation found in
the transcription it cites (the lesson's passages at those lines)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.db import transaction

import games
from tutor.book.hands import BookError, replay
from tutor.book.models import BookHand
from tutor.lessons.curriculum import CurriculumError, need, read_toml
from tutor.lessons.models import Lesson, Passage

FIELDS = ("slug", "title", "game", "source", "lesson", "order", "trump", "learner", "seats", "hands", "trick")


def check_words(comment: dict[str, Any], passages: list[Passage], where: str, problems: list[str]) -> None:
    """The comment's quotations must be the transcription's own words, in a passage at the lines it gives."""
    if not need(comment, ("lines", "words"), where, problems):
        return
    first, last = comment["lines"]
    near = [p for p in passages if p.first_line <= last and p.last_line >= first]
    if not near or not comment["words"]:
        problems.append(f"{where}: ningún pasaje de la lección cubre las líneas {first}–{last}")
        return
    problems += [
        f"{where}: «{words[:50]}…» no está en la transcripción (l. {first}–{last})"
        for words in comment["words"]
        if not any(words in p.text for p in near)
    ]
    translated = comment.get("translation", [])
    if any(p.translation for p in near) and len(translated) != len(comment["words"]):
        problems.append(f"{where}: cada cita del original necesita su traducción")
    problems += [
        f"{where}: «{words[:50]}…» no está en la traducción (l. {first}–{last})"
        for words in translated
        if not any(words in p.translation for p in near)
    ]


def check_hand(data: dict[str, Any], name: str, lessons: dict[str, Lesson], problems: list[str]) -> None:
    if not need(data, FIELDS, name, problems):
        return
    if name != f"{data['slug']}.toml":
        problems.append(f"{name}: el nombre del fichero debe ser {data['slug']}.toml")
    if data["game"] not in games.GAMES:
        problems.append(f"{name}: el juego {data['game']!r} no existe")
        return
    if not 0 <= data["learner"] < len(data["hands"]) or len(data["seats"]) != len(data["hands"]):
        problems.append(f"{name}: los asientos, las manos y el del alumno no casan")
        return
    try:
        replay(data)
    except BookError as error:
        problems.append(f"{name}: {error}")
    lesson = lessons.get(data["lesson"])
    if lesson is None:
        problems.append(f"{name}: la lección {data['lesson']!r} no existe")
        return
    passages = list(lesson.passages.all())
    comments = [(f"baza {n + 1}", trick) for n, trick in enumerate(data["trick"])]
    comments += [("parada", data["stop"])] if "stop" in data else []
    for where, comment in comments:
        check_words(comment, passages, f"{name} {where}", problems)


@transaction.atomic
def load_book(root: Path) -> int:
    """Load every worked hand; returns how many.

    :raises CurriculumError: listing every problem (nothing is changed then).
    """
    problems: list[str] = []
    lessons = {
        f"{lesson.course.slug}/{lesson.slug}": lesson
        for lesson in Lesson.objects.select_related("course").prefetch_related("passages")
    }
    hands = []
    for path in sorted((root / "libro").glob("*.toml")):
        data = read_toml(path, problems)
        check_hand(data, path.name, lessons, problems)
        hands.append(data)
    if problems:
        raise CurriculumError("\n".join(problems))
    for data in hands:
        BookHand.objects.update_or_create(
            slug=data["slug"],
            defaults={
                "title": data["title"],
                "game": data["game"],
                "source": data["source"],
                "lesson": lessons[data["lesson"]],
                "order": data["order"],
                "data": data,
            },
        )
    BookHand.objects.exclude(slug__in=[data["slug"] for data in hands]).delete()
    return len(hands)
