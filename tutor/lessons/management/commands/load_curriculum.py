"""``manage.py load_curriculum``: load the lessons, glossary and catalogue from ``fixtures/`` (idempotent)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from tutor.book.loader import load_book
from tutor.learn.loader import load_tracks
from tutor.lessons.curriculum import CurriculumError, load_curriculum, record_version
from tutor.practice.exercises import load_exercises
from tutor.quizzes.bank import load_banks


class Command(BaseCommand):
    help = "Carga el currículo (lecciones, glosario, catálogo) desde fixtures/; se puede repetir sin duplicar nada."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dir", default=str(settings.CURRICULUM_DIR), help="carpeta del currículo")

    def handle(self, *args: Any, **options: Any) -> str:
        try:
            report = load_curriculum(Path(options["dir"]))
            questions = load_banks(Path(options["dir"]))
            exercises = load_exercises(Path(options["dir"]))
            steps = load_tracks(Path(options["dir"]))
            hands = load_book(Path(options["dir"]))
            record_version(Path(options["dir"]))
        except CurriculumError as error:
            raise CommandError(f"El currículo tiene problemas:\n{error}") from error
        return (
            f"Currículo cargado: {report}; {questions} preguntas de cuestionario; {exercises} ejercicios; "
            f"{steps} pasos de Aprende; {hands} manos del libro"
        )
