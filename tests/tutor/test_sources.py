"""The sources travel with the repository: the treatises in full, the modern texts only as facts."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from games import SOURCES
from tutor.lessons.coverage import source_coverage
from tutor.lessons.sources import (
    CATALOGUE,
    SourceMismatch,
    facts_of_text,
    headword,
    recorded_facts,
    source_facts,
)

KEPT: Path = settings.SOURCES_DIR


def test_the_public_domain_texts_are_kept_in_full_and_the_modern_ones_are_not():
    for source in SOURCES:
        assert (KEPT / f"{source.slug}.txt").is_file() == source.public_domain, source.slug


def test_every_source_has_facts_and_the_kept_texts_are_the_recorded_ones():
    facts = source_facts()  # raises SourceMismatch if a kept text is not byte for byte the recorded one
    recorded = recorded_facts(KEPT / "facts.toml")
    assert set(facts) == set(recorded) == {source.slug for source in SOURCES}
    for slug, item in facts.items():
        assert (item.lines, item.sha256) == (recorded[slug].lines, recorded[slug].sha256)
        assert all(1 <= number <= item.lines for number in item.blank), slug
        assert not item.blank & item.headwords.keys(), slug
    assert len(facts[CATALOGUE].headwords) > 250


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("GUIÑOTE: Es una variante del tute", "GUIÑOTE"),
        ("CAMBIO, CUATRO CARTAS O PEDRO Este juego es similar", "CAMBIO, CUATRO CARTAS O PEDRO"),
        ('D) "LAS COSAS": se llaman así', 'D) "LAS COSAS"'),
        ("JUEGO POR JUEGO", None),
        ("- Abrir: jugar la primera carta", None),
        ("Valores: 11 puntos (ases)", None),
        ("AS: el uno", None),
    ],
)
def test_headwords_are_the_capitals_a_line_opens_with(line: str, word: str | None):
    assert headword(line) == word


def edition(folder: Path, slug: str, text: str) -> Path:
    folder.mkdir(exist_ok=True)
    (folder / f"{slug}.txt").write_text(text, encoding="utf-8")
    return folder


def test_a_full_text_of_another_edition_is_refused(tmp_path: Path):
    text = (KEPT / "voltarete-1834.txt").read_text(encoding="utf-8")
    folder = edition(tmp_path, "voltarete-1834", "\n" + text)
    with pytest.raises(SourceMismatch):
        source_facts(folder)
    with pytest.raises(CommandError, match="voltarete-1834"):
        call_command("curriculum_coverage", sources=folder, stdout=io.StringIO())


@pytest.mark.django_db
def test_coverage_runs_on_the_facts_and_on_full_texts_alike(tmp_path: Path):
    out = io.StringIO()
    call_command("curriculum_coverage", stdout=out)
    assert [line.split()[0] for line in out.getvalue().splitlines()[:5]] == [s.slug for s in SOURCES]
    shutil.copy(KEPT / "mediator-hombre-1807.txt", tmp_path)
    assert source_coverage(tmp_path) == source_coverage()


def test_recorded_facts_are_the_facts_of_the_full_texts(tmp_path: Path):
    texts = tmp_path / "texts"
    for source in SOURCES:
        if source.public_domain:
            edition(texts, source.slug, (KEPT / f"{source.slug}.txt").read_text(encoding="utf-8"))
        else:
            edition(texts, source.slug, f'{source.slug.upper()}: uno\n\nB) «DOS» Y "TRES": dos\n\ntres')
    call_command("record_source_facts", sources=texts, output=tmp_path / "facts.toml", stdout=io.StringIO())
    recorded = recorded_facts(tmp_path / "facts.toml")
    for source in SOURCES:
        full = facts_of_text(source.slug, (texts / f"{source.slug}.txt").read_bytes())
        if source.public_domain:  # kept in full: only its size and hash are recorded
            assert (recorded[source.slug].lines, recorded[source.slug].sha256) == (full.lines, full.sha256)
        else:
            assert recorded[source.slug] == full
    assert dict(recorded[CATALOGUE].headwords) == {1: "JUEGOS-BARAJA-ESPANOLA", 3: 'B) «DOS» Y "TRES"'}
