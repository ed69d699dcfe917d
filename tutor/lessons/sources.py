"""The source texts as the site knows them: the public-domain treatises in full, the modern texts by their facts.

``sources/`` (``settings.SOURCES_DIR``) holds the treatises as ``<slug>.txt`` and ``facts.toml``, which records of
every source its line count and SHA-256 and, for the texts not kept in full, which lines are blank and the
catalogue's headwords: all the tests and the coverage figures need, never a sentence of those texts.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from django.conf import settings

from games.core.citations import SOURCES

FACTS_FILE = "facts.toml"
# The 2021 catalogue: its entries open with the game's name in capitals («GUIÑOTE: Es una variante…»).
CATALOGUE = "juegos-baraja-espanola"


class SourceMismatch(ValueError):
    """A full text that is not the one the project cites (another edition would shift every line number)."""


@dataclass(frozen=True, slots=True)
class SourceFacts:
    """What the site needs of a source text: its length, its SHA-256, its blank lines and headwords by line."""

    lines: int
    sha256: str
    blank: frozenset[int]
    headwords: Mapping[int, str]

    @property
    def non_blank(self) -> frozenset[int]:
        return frozenset(range(1, self.lines + 1)) - self.blank


def headword(line: str) -> str | None:
    """The words in capitals a line opens with, if more text follows them (``"GUIÑOTE: Es…"`` → ``"GUIÑOTE"``)."""
    words: list[str] = []
    tokens = line.split(" ")
    for token in tokens:
        if any(char.islower() for char in token) or (not words and not any(c.isalpha() for c in token)):
            break
        words.append(token)
        if token.endswith(":"):
            break
    name = " ".join(words).rstrip(":,. ")
    if sum(char.isalpha() for char in name) < 3 or len(words) == len(tokens):
        return None
    return name


def facts_of_text(slug: str, data: bytes) -> SourceFacts:
    """The facts of a full text (its headwords only for the catalogue)."""
    lines = data.decode("utf-8").splitlines()
    numbered = list(enumerate(lines, start=1))
    words = {n: word for n, line in numbered if (word := headword(line))} if slug == CATALOGUE else {}
    return SourceFacts(
        len(lines),
        hashlib.sha256(data).hexdigest(),
        frozenset(n for n, line in numbered if not line.strip()),
        MappingProxyType(words),
    )


def recorded_facts(path: Path) -> dict[str, SourceFacts]:
    """``facts.toml`` as written by :func:`facts_toml`; texts kept in full have no blank lines recorded."""
    with path.open("rb") as file:
        data = tomllib.load(file)
    return {
        slug: SourceFacts(
            entry["lines"],
            entry["sha256"],
            frozenset(entry.get("blank", [])),
            MappingProxyType({int(n): word for n, word in entry.get("headwords", {}).items()}),
        )
        for slug, entry in data.items()
    }


def source_facts(full_texts: Path | None = None) -> dict[str, SourceFacts]:
    """The facts of every source: from its full text in ``full_texts`` or in ``sources/`` where there is one, else
    as recorded. Raises :class:`SourceMismatch` for a full text whose SHA-256 is not the recorded one."""
    kept: Path = settings.SOURCES_DIR
    recorded = recorded_facts(kept / FACTS_FILE)
    facts = {}
    for source in SOURCES:
        name = f"{source.slug}.txt"
        found = [folder / name for folder in (full_texts, kept) if folder and (folder / name).is_file()]
        if not found:
            facts[source.slug] = recorded[source.slug]
            continue
        facts[source.slug] = facts_of_text(source.slug, found[0].read_bytes())
        if facts[source.slug].sha256 != recorded[source.slug].sha256:
            raise SourceMismatch(f"{found[0]} no es el texto que se cita (su SHA-256 no es el registrado)")
    return facts


def facts_toml(facts: Mapping[str, SourceFacts], kept: set[str]) -> str:
    """``facts.toml`` for ``facts``; of the ``kept`` slugs (texts in ``sources/``) only their size and hash."""
    out = ["# Facts of the source texts (sources/README.md). Written by `manage.py record_source_facts`."]
    for slug, item in facts.items():
        out += ["", f"[{slug}]", f"lines = {item.lines}", f'sha256 = "{item.sha256}"']
        if slug in kept:
            continue
        out += ["blank = [", *_wrapped(sorted(item.blank)), "]"]
        if item.headwords:
            out += ["", f"[{slug}.headwords]"]
            out += [
                f"{n} = {json.dumps(word, ensure_ascii=False)}" for n, word in sorted(item.headwords.items())
            ]
    return "\n".join(out) + "\n"


def _wrapped(numbers: list[int], width: int = 110) -> list[str]:
    rows: list[str] = []
    row = " "
    for number in numbers:
        if len(row) + len(str(number)) + 2 > width:
            rows.append(row)
            row = " "
        row += f" {number},"
    return [*rows, row] if numbers else rows
