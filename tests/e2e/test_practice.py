"""In Chromium: a whole hand played by clicking, a renuncio refused with a Spanish alert, the result reached."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.playing import play_with_one_renuncio, sit_down

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize(
    "game", ["tresillo", "hombre", "mediator", "voltarete", "quadrillo", "quintillo", "dosillo", "zanga"]
)
def test_play_a_whole_hand_by_clicking(live_server, page: Page, game: str):
    page.goto(f"{live_server.url}/practicar/")
    page.locator(f"a[href='/practicar/{game}/']").click()
    sit_down(page)
    sit_down(page, f"{live_server.url}/practicar/{game}/7/")  # a known deal, with a chance to renege
    play_with_one_renuncio(page)
    if game == "tresillo" and os.environ.get("TAPETE_SCREENSHOTS"):
        DOCS.mkdir(exist_ok=True)
        page.screenshot(path=str(DOCS / "mesa-1280.png"), full_page=True)


def test_table_fits_a_phone_and_plays_from_the_keyboard(live_server, page: Page):
    page.set_viewport_size({"width": 360, "height": 780})
    sit_down(page, f"{live_server.url}/practicar/tresillo/7/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.locator(".bid-buttons button[value='paso']").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".history li").first).to_contain_text("Tú pasas")
    if os.environ.get("TAPETE_SCREENSHOTS"):
        page.screenshot(path=str(DOCS / "mesa-360.png"), full_page=True)


def test_a_button_just_swapped_in_is_already_htmx(live_server, page: Page):
    """A click on the section the server has just sent, at the first moment one can happen (the task after the swap),
    still goes through htmx: no settle delay during which the browser would post the form itself and leave the
    table's address."""
    sit_down(page, f"{live_server.url}/practicar/tresillo/7/")
    address = page.url
    page.evaluate(
        """() => document.body.addEventListener("htmx:afterSwap", () => setTimeout(() => {
            document.querySelector("#table-section form[action$='/pista/'] button").click();
        }), {once: true})"""
    )
    with page.expect_response(lambda response: response.url.endswith("/pista/")) as hint:
        page.get_by_role("button", name="Jugar sin ayuda").click()
    assert hint.value.request.headers.get("hx-request") == "true"
    expect(page.get_by_role("button", name="Jugar con ayuda")).to_be_visible()
    assert page.url == address
