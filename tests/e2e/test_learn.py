"""In Chromium on a phone (390 px): «Empieza aquí» → Tute → stage 1, every step answered by clicking, one wrong
on purpose; the stars on the map survive a reload; «Continúa» opens stage 2. Signed in, and signing up keeps them.
axe-core finds no serious or critical problem on the map and on a step.
"""

from __future__ import annotations

from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from tutor.learn import steps
from tutor.learn.models import Stage, Step

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PASSWORD = "las-cuarenta-en-bastos"


def answers(step: Step) -> tuple[str, str]:
    """A right and a wrong answer of ``step``, as the engine marks them."""
    data: dict[str, Any] = {"prompt": step.prompt, **step.data, "kind": step.kind}
    good = steps.solutions(data)
    bad = next(choice.value for choice in steps.choices(data) if choice.value not in good)
    return good[0], bad


def tute_stages() -> list[Stage]:
    return list(Stage.objects.filter(track__game="tute").order_by("order"))


def serious_problems(page: Page) -> list[str]:
    results = Axe().run(page)
    return [
        f"{item['id']}: {item['help']}"
        for item in results.response["violations"]
        if item["impact"] in ("serious", "critical")
    ]


def answer_stage(page: Page, stage: Stage, wrong_first: bool) -> None:
    for number, step in enumerate(stage.steps.all(), 1):
        good, bad = answers(step)
        expect(page.locator("#stage-board")).to_have_attribute("data-step", str(number))
        if wrong_first and number == 1:
            page.locator(f".step-answers button[value='{bad}']").click()
            expect(page.get_by_role("alert")).to_contain_text("Vuelve a intentarlo")
            expect(page.locator("#stage-board")).to_have_attribute("data-step", "1")
            expect(page.get_by_role("alert")).to_be_focused()  # waits: the focus moves once htmx settles
        button = page.locator(f".step-answers button[value='{good}']")
        assert button.get_attribute("aria-label") or button.inner_text().strip()
        button.click()
    expect(page.locator(".stage-done")).to_be_visible()


def test_a_newcomer_on_a_phone_learns_the_first_stage_of_the_tute(live_server, page: Page, curriculum: None):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + "/")
    page.locator("main").get_by_role("link", name="Empieza aquí").click()
    page.get_by_role("link", name="Tute", exact=True).click()
    first, second = tute_stages()[:2]
    assert serious_problems(page) == []
    page.locator(f".stage-map a[href='{first.get_absolute_url()}']").click()
    assert serious_problems(page) == []
    answer_stage(page, first, wrong_first=True)
    expect(page.locator(".stage-done")).to_have_attribute("data-stars", "2")
    page.get_by_role("link", name="Vuelve al mapa").click()
    stage_item = page.locator(".stage-map li", has=page.locator(f"a[href='{first.get_absolute_url()}']"))
    expect(stage_item).to_have_attribute("data-stars", "2")
    page.reload()
    expect(stage_item).to_have_attribute("data-stars", "2")
    page.get_by_role("link", name="Continúa").click()
    expect(page).to_have_url(live_server.url + second.get_absolute_url())
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_signed_in_the_stars_are_the_accounts(live_server, page: Page, curriculum: None, student: Any):
    page.goto(live_server.url + "/cuenta/entrar/")
    page.get_by_label("Nombre de usuario").fill("alumno")
    page.get_by_label("Contraseña").fill(PASSWORD)
    page.locator("main").get_by_role("button", name="Entrar").click()
    first = tute_stages()[0]
    page.goto(live_server.url + first.get_absolute_url())
    answer_stage(page, first, wrong_first=True)
    page.goto(live_server.url + "/aprende/tute/")
    stage_item = page.locator(".stage-map li", has=page.locator(f"a[href='{first.get_absolute_url()}']"))
    expect(stage_item).to_have_attribute("data-stars", "2")
    page.context.clear_cookies()
    page.goto(live_server.url + "/aprende/tute/")
    expect(stage_item).to_have_attribute("data-stars", "0")


def test_an_anonymous_learner_who_signs_up_keeps_the_stars(live_server, page: Page, curriculum: None):
    first = tute_stages()[0]
    page.goto(live_server.url + first.get_absolute_url())
    answer_stage(page, first, wrong_first=False)
    page.goto(live_server.url + "/cuenta/registro/")
    page.get_by_label("Nombre de usuario").fill("nueva")
    page.locator("#id_password1").fill(PASSWORD)
    page.locator("#id_password2").fill(PASSWORD)
    page.locator("main").get_by_role("button").last.click()
    page.goto(live_server.url + "/aprende/tute/")
    stage_item = page.locator(".stage-map li", has=page.locator(f"a[href='{first.get_absolute_url()}']"))
    expect(stage_item).to_have_attribute("data-stars", "3")
    expect(page.locator("nav").get_by_role("button", name="Salir")).to_be_visible()


def test_the_books_hands_have_no_serious_accessibility_problem(live_server, page: Page, curriculum: None):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + "/aprende/")
    page.get_by_role("link", name="juega las manos de ejemplo de los tratados").click()
    assert serious_problems(page) == []
    page.locator("main ul a").first.click()
    assert serious_problems(page) == []
