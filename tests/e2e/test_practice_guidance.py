"""In Chromium on a phone (390 × 844): the table says what to do now, the learner's cards are in the first screen,
and the focus moves to the new state after every action (never left on <body>)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.playing import click, current_hand, sit_down
from tutor.practice.table import replay

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PHONE = {"width": 390, "height": 844}


def first_card_bottom(page: Page) -> float:
    box = page.locator(".my-hand .card-button").first.bounding_box()
    assert box is not None
    return box["y"] + box["height"]


@pytest.mark.parametrize("game", ["tresillo", "tute", "truco", "julepe"])
def test_phone_table_says_what_to_do_with_the_cards_in_the_first_screen(live_server, page: Page, game: str):
    page.set_viewport_size(PHONE)
    sit_down(page, f"{live_server.url}/practicar/{game}/7/")
    expect(page.locator("#que-hacer")).to_be_visible()
    assert first_card_bottom(page) <= PHONE["height"]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

