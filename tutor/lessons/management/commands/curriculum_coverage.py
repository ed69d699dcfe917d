"""``manage.py curriculum_coverage``: the share of each source's non-blank lines covered by some lesson."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from tutor.lessons.coverage import source_coverage
from tutor.lessons.curriculum import CATALOGUE_SLUG
from tutor.lessons.models import Lesson


class Command(BaseCommand):
    help = "Muestra qué parte de cada fuente cubren las lecciones (líneas no vacías)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--sources", default=str(settings.SOURCES_DIR), help="carpeta de las fuentes")

    def handle(self, *args: Any, **options: Any) -> str:
        for item in source_coverage(Path(options["sources"])):
            self.stdout.write(
                f"{item.slug:<24} {item.covered:>5} / {item.total:<5} líneas  {item.share:7.1%}"
            )
        pages = Lesson.objects.filter(course__slug=CATALOGUE_SLUG).count()
        return f"Fichas del catálogo: {pages}"
