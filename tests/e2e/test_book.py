"""In Chromium: the first juego of the 1807 Hombre played through by clicks, with one illegal card refused."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

import games
from tutor.book.hands import replay
from tutor.book.models import BookHand

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_play_the_first_hombre_juego_with_the_book(live_server, page: Page, curriculum):
    page.set_viewport_size({"width": 390, "height": 844})
    turns = replay(BookHand.objects.get(slug="hombre-juego-1").data).turns
    page.goto(f"{live_server.url}/lecciones/hombre/juego-1/")
    page.get_by_role("link", name="Hombre, juego 1: entrada en espadas, el Hombre mano").click()
    page.wait_for_load_state()  # htmx (a deferred script) has taken the board's forms: a click now is htmx's
    board = page.locator("#book-board")
    for number, turn in enumerate(turns):
        expect(page.get_by_role("heading", name=f"Baza {number + 1} de {len(turns)}")).to_be_visible()
        if number == 1:  # a copa was led: a trump is a renuncio, refused with the engine's words
            page.get_by_role("button", name="rey de espadas").click()
            expect(page.get_by_role("alert")).to_contain_text("Renuncio")
            expect(page.get_by_role("alert")).to_be_focused()
            expect(page.get_by_role("heading", name=f"Baza 2 de {len(turns)}")).to_be_visible()
            expect(page.get_by_role("button", name="Siguiente")).to_have_count(0)
        page.get_by_role("button", name=games.Card.parse(turn.book).name, exact=True).click()
        expect(board.get_by_role("status")).to_contain_text("Como el libro")
        expect(board.get_by_role("status")).to_be_focused()
        expect(board.locator("blockquote")).to_be_visible()
        page.get_by_role("button", name="Siguiente").click()
    expect(page.get_by_role("heading", name="Fin de la mano del libro")).to_be_visible()
    page.reload()
    expect(page.get_by_role("heading", name="Fin de la mano del libro")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
