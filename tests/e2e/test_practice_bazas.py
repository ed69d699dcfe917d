"""In Chromium, the table of the games of bazas: a whole Brisca of two by clicking the cards (on a phone, the first
card from the keyboard), and a Tute of two where a renuncio, once the stock is out, is refused with a Spanish alert.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from games.core.narration import told
from tests.e2e.playing import click, current_hand, sit_down
from tutor.practice.table import replay

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_a_whole_brisca_of_two_by_clicking_the_cards(live_server, page: Page):
    page.set_viewport_size({"width": 360, "height": 780})
    page.goto(f"{live_server.url}/practicar/")
    page.locator("a[href='/practicar/brisca/']").click()
    sit_down(page)
    sit_down(page, f"{live_server.url}/practicar/brisca/7/")
    expect(page.locator(".pinta img")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360, "the table fits a phone"
    record = current_hand(page)
    hand = replay(record)
    assert hand.players == 2
    first = hand.legal_actions()[0]
    page.locator(f"button[data-card='{first}']").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".history li").first).to_contain_text("Tú juegas")
    for _ in range(40):
        record = current_hand(page)
        hand = replay(record)
        if hand.is_over:
            break
        view = hand.view(record.seat)
        assert all(action in {c.code for c in view.hand} for action in hand.legal_actions()), "only cards"
        click(page, record, hand.legal_actions()[-1], {c.code for c in view.hand})
    expect(page.get_by_role("heading", name="Resultado", exact=False)).to_be_visible()
    record = current_hand(page)
    assert record.finished_at is not None and record.illegal == []
    finished = replay(record)
    result = finished.result()
    assert result is not None  # the table tells the engine's explanation with its own names for the seats
    told_there = told(result.explanation, record.seat, finished.players, finished.view(record.seat).trump)
    expect(page.locator(".result")).to_contain_text(told_there)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_a_renuncio_in_a_tute_of_two_once_the_stock_is_out(live_server, page: Page):
    sit_down(page, f"{live_server.url}/practicar/tute/7/")
    for _ in range(80):
        record = current_hand(page)
        hand = replay(record)
        assert not hand.is_over, "no renuncio before the end of the partida"
        view = hand.view(record.seat)
        legal = hand.legal_actions()
        illegal = [card for card in view.hand if card.code not in legal]
        if illegal and view.trick:
            break
        assert not illegal or view.stock_size == 0, "free play while the stock lasts"
        click(page, record, legal[0], {c.code for c in view.hand})
    else:
        raise AssertionError("ninguna ocasión de renuncio")
    assert view.stock_size == 0
    expect(page.locator(".table-facts")).to_contain_text("no hay monte")
    trick = page.locator("[data-trick] [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    page.get_by_role("button", name=illegal[0].name, exact=True).click()
    expect(page.get_by_role("alert")).to_contain_text("Renuncio")
    expect(page.get_by_role("alert")).to_contain_text("Podrías jugar")
    if os.environ.get("TAPETE_SCREENSHOTS"):
        page.screenshot(path=str(DOCS / "tute-1280.png"), full_page=True)
    record.refresh_from_db()
    assert record.notation == hand.notation and record.illegal[-1]["action"] == illegal[0].code
    assert (
        page.locator("[data-trick] [data-card]").evaluate_all("els => els.map(e => e.dataset.card)") == trick
    )
    # the learner goes on with a legal card: the alert is gone, the hand moves
    click(page, record, legal[0], {c.code for c in view.hand})
    expect(page.locator("#violation")).to_be_empty()
    assert len(replay(current_hand(page)).actions) > len(hand.actions)
