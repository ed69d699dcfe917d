"""``manage.py record_source_facts --sources DIR``: write ``sources/facts.toml`` from the full texts in DIR."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from games.core.citations import SOURCES
from tutor.lessons.sources import FACTS_FILE, facts_of_text, facts_toml


class Command(BaseCommand):
    help = "Escribe sources/facts.toml: líneas, SHA-256, líneas vacías y entradas de cada fuente."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--sources", type=Path, required=True, help="carpeta con los cinco textos completos"
        )
        parser.add_argument("--output", type=Path, help="dónde escribir (por omisión sources/facts.toml)")

    def handle(self, *args: Any, **options: Any) -> None:
        kept: Path = settings.SOURCES_DIR
        texts = {source.slug: options["sources"] / f"{source.slug}.txt" for source in SOURCES}
        missing = [str(path) for path in texts.values() if not path.is_file()]
        if missing:
            raise CommandError(f"Faltan: {', '.join(missing)}")
        facts = {slug: facts_of_text(slug, path.read_bytes()) for slug, path in texts.items()}
        in_repository = {slug for slug in texts if (kept / f"{slug}.txt").is_file()}
        output: Path = options["output"] or kept / FACTS_FILE
        output.write_text(facts_toml(facts, in_repository), encoding="utf-8")
        self.stdout.write(f"{output}: {len(facts)} fuentes")
