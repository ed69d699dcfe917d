"""In Chromium on a phone (390 × 844): the table says what to do now, the learner's cards are in the first screen,
and the focus moves to the new state after every action (never left on <body>)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from tests.e2e.playing import click, current_hand, sit_down
from tutor.practice.table import replay

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PHONE = ViewportSize(width=390, height=844)


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


def focused_id(page: Page) -> str:
    """The id of the focused element: ``""`` for <body> or an element without one."""
    return str(page.evaluate("document.activeElement === document.body ? '' : document.activeElement.id"))


@pytest.mark.parametrize("htmx", [True, False], ids=["htmx", "plain-post"])
def test_the_focus_moves_to_the_new_state_after_a_play(live_server, page: Page, htmx: bool):
    page.set_viewport_size(PHONE)
    if not htmx:
        page.route("**/htmx-2.min.js", lambda route: route.abort())  # no htmx: every button posts the page
    sit_down(page, f"{live_server.url}/practicar/tute/7/")
    record = current_hand(page)
    hand = replay(record)
    assert hand.to_move == record.seat
    action = hand.legal_actions()[0]
    click(page, record, action, {card.code for card in hand.view(record.seat).hand})
    expect(page.locator("#que-hacer")).to_be_focused()
    assert focused_id(page) == "que-hacer"


def test_a_refusal_takes_the_focus_and_is_scrolled_into_view(live_server, page: Page):
    page.set_viewport_size(PHONE)
    sit_down(page, f"{live_server.url}/practicar/tresillo/7/")
    record = current_hand(page)
    hand = replay(record)
    assert hand.phase == "subasta" and hand.to_move == record.seat
    card = hand.view(record.seat).hand[0]
    page.locator(f"button[data-card='{card.code}']").click()  # a card during the auction: refused
    alert = page.get_by_role("alert")
    expect(alert).to_be_focused()
    expect(alert).to_be_in_viewport()
    record.refresh_from_db()
    assert record.notation == hand.notation
