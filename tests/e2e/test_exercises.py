"""In Chromium, on a phone: an exercise answered wrong (the reason, the rule and the lesson), then right, then next."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_wrong_card_is_explained_and_the_next_exercise_follows(live_server, page: Page, curriculum: None):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/practicar/ejercicios/")
    page.get_by_role("link", name="Tute sin monte: baza de oros").click()
    page.get_by_role("button", name="tres de copas").click()
    alert = page.get_by_role("alert")
    expect(alert.locator("[data-violation='asistir']")).to_be_visible()
    expect(alert.locator("a[data-lesson]")).to_have_attribute("href", "/lecciones/tute/las-obligaciones/")
    expect(page.get_by_role("button", name="tres de copas")).to_be_visible()  # the step is unchanged
    page.get_by_role("button", name="rey de oros").click()
    expect(page.get_by_role("status")).to_contain_text("¡Bien!")
    page.get_by_role("link", name="Siguiente ejercicio").click()
    expect(page).to_have_url(f"{live_server.url}/practicar/ejercicios/tute-sin-monte-sale-el-as/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_a_decision_in_a_whole_hand_explains_a_wrong_choice_then_solves(
    live_server, page: Page, curriculum: None
):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/practicar/ejercicios/escoba-el-siete-de-la-mesa/")
    expect(page.get_by_role("group", name="En la mesa").locator("[data-card='7E']")).to_be_visible()
    page.get_by_role("button", name="Comer el caballo de espadas con el seis de bastos").click()
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("siete")  # the hint
    expect(alert.locator("a[data-lesson]")).to_have_attribute("href", "/lecciones/escoba/elegir-y-soplar/")
    page.get_by_role("button", name="Comer el siete de espadas con la sota de oros").click()
    expect(page.get_by_role("status")).to_contain_text("¡Bien!")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
