"""How much of each source the lessons cover: the share of its non-blank lines inside some lesson's ranges."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from games.core.citations import SOURCES
from tutor.lessons.models import Lesson


@dataclass(frozen=True, slots=True)
class SourceCoverage:
    slug: str
    covered: int
    total: int

    @property
    def share(self) -> float:
        return self.covered / self.total if self.total else 0.0


def source_coverage(sources_dir: Path) -> list[SourceCoverage]:
    """Coverage of every source document by the lessons in the database."""
    results = []
    for source in SOURCES:
        lines = (sources_dir / f"{source.slug}.txt").read_text(encoding="utf-8").splitlines()
        wanted = {number for number, line in enumerate(lines, start=1) if line.strip()}
        covered: set[int] = set()
        for ranges in Lesson.objects.filter(course__source=source.slug).values_list(
            "source_ranges", flat=True
        ):
            for first, last in ranges:
                covered.update(range(first, last + 1))
        results.append(SourceCoverage(source.slug, len(wanted & covered), len(wanted)))
    return results
