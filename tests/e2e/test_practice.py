"""In Chromium: a whole hand played by clicking, a renuncio refused with a Spanish alert, the result reached."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tutor.practice.models import PracticeHand
from tutor.practice.table import replay

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
DOCS = Path(__file__).resolve().parents[2] / "docs"


def current(page: Page) -> PracticeHand:
    pk = int(page.url.rstrip("/").split("/")[-1])
    return PracticeHand.objects.get(pk=pk)


@pytest.mark.parametrize("game", ["tresillo", "hombre"])
def test_play_a_whole_hand_by_clicking(live_server, page: Page, game: str):
    page.goto(f"{live_server.url}/practicar/")
    page.locator(f"a[href='/practicar/{game}/']").click()
    expect(page.locator("[data-trump]")).to_be_visible()
    page.goto(f"{live_server.url}/practicar/{game}/7/")  # a known deal, with a chance to renege
    expect(page.locator("[data-trump]")).to_be_visible()
    renuncio_seen = False
    for _ in range(80):
        record = current(page)
        hand = replay(record)
        if hand.is_over:
            break
        view = hand.view(record.seat)
        legal = hand.legal_actions()
        illegal = [c.code for c in view.hand if c.code not in legal]
        if not renuncio_seen and view.phase == "juego" and view.trick and illegal:
            before = record.notation
            trick_before = page.locator("[data-trick] [data-card]").evaluate_all(
                "els => els.map(e => e.dataset.card)"
            )
            page.get_by_role(
                "button", name=view.hand[[c.code for c in view.hand].index(illegal[0])].name, exact=True
            ).click()
            alert = page.get_by_role("alert")
            expect(alert).to_contain_text("Renuncio")
            record.refresh_from_db()
            assert record.notation == before
            after = page.locator("[data-trick] [data-card]").evaluate_all(
                "els => els.map(e => e.dataset.card)"
            )
            assert after == trick_before
            renuncio_seen = True
            continue
        action = legal[0]
        if action in {c.code for c in view.hand}:
            page.locator(f"button[data-card='{action}'][value='{action}']").click()
        elif action.startswith("descarta:"):
            page.locator(f"button[value='{action}']").click()
        else:
            page.locator(f".bid-buttons button[value='{action}']").click()
        page.wait_for_function(
            f"document.querySelector('input[name=version]') === null || document.querySelector('input[name=version]').value !== '{record.version}'"
        )
    expect(page.get_by_role("heading", name="Resultado", exact=False)).to_be_visible()
    assert renuncio_seen
    if game == "tresillo" and os.environ.get("TAPETE_SCREENSHOTS"):
        DOCS.mkdir(exist_ok=True)
        page.screenshot(path=str(DOCS / "mesa-1280.png"), full_page=True)


def test_table_fits_a_phone_and_plays_from_the_keyboard(live_server, page: Page):
    page.set_viewport_size({"width": 360, "height": 780})
    page.goto(f"{live_server.url}/practicar/tresillo/7/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.locator(".bid-buttons button[value='paso']").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".history li").first).to_contain_text("Tú pasas")
    if os.environ.get("TAPETE_SCREENSHOTS"):
        page.screenshot(path=str(DOCS / "mesa-360.png"), full_page=True)
