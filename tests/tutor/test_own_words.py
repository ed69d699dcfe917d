"""Our own words (issue #18): no text of ours shares a run of 7 words with a modern source outside «»."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tools import ownwords
from tools.ownwords import (
    MODERN_SOURCES,
    RUN,
    Text,
    all_runs,
    digest,
    load_digests,
    outside_quotes,
    runs,
    site_texts,
    words,
)

# A sentence of the 2021 catalogue, planted to show that the check notices a copy.
PLANTED = "Es primordial hacer un reparto aleatorio de las cartas."


@pytest.fixture(scope="module")
def digests() -> dict[str, frozenset[str]]:
    return load_digests()


@pytest.fixture(scope="module")
def found(digests):
    return all_runs(site_texts(), digests)


def test_no_text_of_ours_shares_seven_words_with_a_modern_source_outside_quotation_marks(found):
    assert not found, "\n".join(
        f"{run.path} {run.where} ({', '.join(run.sources)}): {' '.join(run.words)}" for run in found
    )


def test_our_own_texts_carry_no_ocr_repair_marks_outside_quotation_marks():
    marked = [
        (item.path, item.where)
        for item in site_texts()
        if any(re.search(r"\{\{[^|{}]*\|", piece) for piece in outside_quotes(item.text))
    ]
    assert marked == []


def test_the_hash_files_hold_sorted_unique_digests_and_no_text(digests):
    for slug in MODERN_SOURCES:
        lines = (ownwords.NGRAMS / f"{slug}.txt").read_text().splitlines()
        assert lines == sorted(set(lines)), slug
        assert all(len(line) == 16 and int(line, 16) >= 0 for line in lines), slug
        assert len(digests[slug]) > 1000, slug


def test_a_planted_copied_sentence_is_reported_and_the_same_sentence_quoted_is_not(digests):
    seq = words(PLANTED)
    assert len(seq) > RUN
    assert all(
        digest(seq[i : i + RUN]) in digests["juegos-baraja-espanola"] for i in range(len(seq) - RUN + 1)
    )
    [run] = runs(Text("planted.toml", "summary", f"Primero: {PLANTED} Luego juegas."), digests)
    assert (run.words, run.sources) == (tuple(seq), ("juegos-baraja-espanola",))
    assert (
        runs(Text("planted.toml", "summary", f"Primero: «{PLANTED}» (l. 35). Luego juegas."), digests) == []
    )


def test_repair_marks_read_as_the_adopted_reading_and_case_and_punctuation_do_not_hide_a_copy(digests):
    disguised = PLANTED.upper().replace(" un ".upper(), " {{UN|vn}} ").replace("cartas", "cartas!!")
    assert [run.words for run in runs(Text("p", "t", disguised), digests)] == [tuple(words(PLANTED))]


def test_a_run_made_only_of_card_names_is_an_order_of_cards_not_a_sentence(digests):
    order = "rey caballo sota siete seis cinco cuatro tres"
    assert any(digest(words(order)[i : i + RUN]) in digests["juegos-baraja-espanola"] for i in range(2))
    assert runs(Text("p", "t", order), digests) == []
    named = "el as de espadas el as de bastos el siete de espadas y el siete de oros"
    assert runs(Text("p", "t", named), digests) == []
    assert runs(Text("p", "t", f"las cartas de mayor valor son {named}"), digests) != []
    assert runs(Text("p", "t", "29, 19, 9, 28, 18, 8, 27, 17, 7"), digests) == []


def test_a_copy_planted_in_a_catalogue_page_is_reported_with_its_file(tmp_path: Path, digests):
    page = Path(ownwords.ROOT / "fixtures" / "catalogue" / "tute.toml")
    (tmp_path / "fixtures" / "catalogue").mkdir(parents=True)
    shutil.copy(page, tmp_path / "fixtures" / "catalogue" / "tute.toml")
    text = page.read_text(encoding="utf-8").replace('summary = """', f'summary = """{PLANTED} ', 1)
    (tmp_path / "fixtures" / "catalogue" / "tute.toml").write_text(text, encoding="utf-8")
    seq = tuple(words(PLANTED))
    planted = [run for run in all_runs(site_texts(tmp_path), digests) if run.words[: len(seq)] == seq]
    assert [(run.path, run.where) for run in planted] == [("fixtures/catalogue/tute.toml", "summary")]


def test_every_kind_of_text_the_site_shows_is_read():
    folders = {
        item.path.split("/")[1] if item.path.startswith("fixtures/") else "games" for item in site_texts()
    }
    assert folders == {
        "lessons",
        "catalogue",
        "glossary",
        "quizzes",
        "exercises",
        "aprende",
        "libro",
        "games",
    }
