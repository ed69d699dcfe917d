"""The generated Spanish-deck SVGs: well-formed, named in Spanish, in sync with static/cards."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tutor.cardart import CODES, JOKERS, back_svg, card_name, card_svg, comodin_svg

CARDS_DIR = Path(__file__).resolve().parents[2] / "static" / "cards"
SVG = "{http://www.w3.org/2000/svg}"
DECK_48 = [f"{rank}{suit}" for suit in "OCEB" for rank in range(1, 13)]


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "img"
    assert root.get("viewBox") == "0 0 200 300"
    return root


def test_codes_are_the_48_card_deck():
    assert sorted(CODES) == sorted(DECK_48)


@pytest.mark.parametrize("code", DECK_48)
def test_every_card_is_well_formed_with_its_spanish_title(code):
    svg = card_svg(code)
    root = parse(svg)
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == card_name(code)
    assert len(svg.encode()) < 6000
    assert "<image" not in svg and "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")


@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("1E", "as de espadas"),
        ("7O", "siete de oros"),
        ("9B", "nueve de bastos"),
        ("10C", "sota de copas"),
        ("11B", "caballo de bastos"),
        ("12O", "rey de oros"),
    ],
)
def test_spanish_names(code, name):
    assert card_name(code) == name
    assert f"<title>{name}</title>" in card_svg(code)


@pytest.mark.parametrize(("suit", "breaks"), [("O", 0), ("C", 1), ("E", 2), ("B", 3)])
def test_pintas_break_the_frame_line_once_per_suit_step(suit, breaks):
    # Each break is one white gap at the top and its twin at the bottom.
    assert card_svg(f"5{suit}").count("h18v6h-18z") == 2 * breaks


@pytest.mark.parametrize("code", JOKERS)
def test_the_comodines_are_well_formed_and_named(code):
    root = parse(comodin_svg(code))
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == "comodín"
    with pytest.raises(ValueError, match="unknown card code"):
        comodin_svg("J3")


def test_back_is_well_formed():
    root = parse(back_svg())
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == "reverso de la carta"


@pytest.mark.parametrize("code", ["", "O", "0O", "13C", "7X", "7o", "07O", "1", "10", "S", "x7O", "٣O"])
def test_unknown_codes_raise_value_error(code):
    with pytest.raises(ValueError, match="unknown card code"):
        card_svg(code)
    with pytest.raises(ValueError, match="unknown card code"):
        card_name(code)


def test_static_files_match_the_generator():
    """The SVGs are generated: regenerate with `python -m tutor.cardart` instead of editing them."""
    expected = {f"{code}.svg": card_svg(code) for code in CODES} | {"back.svg": back_svg()}
    expected |= {f"{code}.svg": comodin_svg(code) for code in JOKERS}
    present = {p.name for p in CARDS_DIR.glob("*.svg")}
    assert present == set(expected), "static/cards is out of date: run `python -m tutor.cardart`"
    stale = [
        name for name, text in expected.items() if (CARDS_DIR / name).read_text(encoding="utf-8") != text
    ]
    assert not stale, f"out of date (run `python -m tutor.cardart`): {stale}"


def test_ids_are_unique_per_card():
    ids = re.findall(r'id="([^"]+)"', "".join(card_svg(code) for code in CODES))
    assert len(ids) == len(set(ids))
