"""How much of each source the lessons cover: the share of its non-blank lines inside some lesson's ranges."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tutor.lessons.models import Lesson
from tutor.lessons.sources import source_facts


@dataclass(frozen=True, slots=True)
class SourceCoverage:
    slug: str
    covered: int
    total: int

    @property
    def share(self) -> float:
        return self.covered / self.total if self.total else 0.0


def source_coverage(full_texts: Path | None = None) -> list[SourceCoverage]:
    """Coverage of every source document by the lessons in the database (full texts: see ``source_facts``)."""
    results = []
    for slug, facts in source_facts(full_texts).items():
        wanted = facts.non_blank
        covered: set[int] = set()
        for ranges in Lesson.objects.filter(course__source=slug).values_list("source_ranges", flat=True):
            for first, last in ranges:
                covered.update(range(first, last + 1))
        results.append(SourceCoverage(slug, len(wanted & covered), len(wanted)))
    return results
