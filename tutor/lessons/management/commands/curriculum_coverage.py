"""``manage.py curriculum_coverage``: the share of each source's non-blank lines covered by some lesson."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tutor.lessons.coverage import source_coverage
from tutor.lessons.curriculum import CATALOGUE_SLUG
from tutor.lessons.models import Lesson
from tutor.lessons.sources import SourceMismatch


class Command(BaseCommand):
    help = "Muestra qué parte de cada fuente cubren las lecciones (líneas no vacías)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--sources", type=Path, help="carpeta con los textos completos (<fuente>.txt), si los tienes"
        )

    def handle(self, *args: Any, **options: Any) -> str:
        try:
            coverage = source_coverage(options["sources"])
        except SourceMismatch as error:
            raise CommandError(str(error)) from error
        for item in coverage:
            self.stdout.write(
                f"{item.slug:<24} {item.covered:>5} / {item.total:<5} líneas  {item.share:7.1%}"
            )
        pages = Lesson.objects.filter(course__slug=CATALOGUE_SLUG).count()
        return f"Fichas del catálogo: {pages}"
