"""In Chromium: the home page, the navigation, Spanish everywhere, no console errors."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_navigation_is_spanish_and_clean(live_server, page: Page):
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))

    page.goto(live_server.url + "/")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.get_by_role("heading", level=1)).to_contain_text("baraja española")
    expect(page.get_by_role("heading", name="Tresillo", exact=True)).to_be_visible()

    nav = page.get_by_role("navigation", name="Principal")
    labels = nav.get_by_role("link").all_inner_texts()
    assert "Entrar" in labels
    for label in labels:
        page.goto(live_server.url + "/")
        page.get_by_role("navigation", name="Principal").get_by_role("link", name=label, exact=True).click()
        expect(page.locator("html")).to_have_attribute("lang", "es")
        expect(page.get_by_role("main")).to_be_visible()
        assert page.title().endswith("· Tapete")

    page.get_by_role("link", name="Crea una").click()
    page.get_by_label("Nombre de usuario").fill("abuela")
    page.get_by_label("Contraseña:", exact=True).fill("las-cuarenta-en-bastos")
    page.get_by_label("Contraseña (confirmación):").fill("las-cuarenta-en-bastos")
    page.get_by_role("button", name="Crear la cuenta").click()
    expect(page.get_by_role("button", name="Salir")).to_be_visible()
    assert errors == []


def test_home_is_usable_at_phone_width(live_server, page: Page):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(live_server.url + "/")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360
    page.keyboard.press("Tab")
    expect(page.get_by_role("link", name="Saltar al contenido")).to_be_focused()
