"""In Chromium: the Content-Security-Policy holds, and no page of the site breaks it (no violation is logged)."""

from __future__ import annotations

import pytest
from playwright.sync_api import ConsoleMessage, Page, expect

from tests.e2e.playing import sit_down
from tests.tutor.test_classroom import build_world
from tutor.lessons.models import Lesson

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_no_page_breaks_the_content_security_policy(live_server, page: Page, curriculum):
    violations: list[str] = []

    def watch(message: ConsoleMessage) -> None:
        if "Content Security Policy" in message.text:
            violations.append(f"{page.url}: {message.text}")

    page.on("console", watch)
    build_world()
    lesson = Lesson.objects.filter(checks__isnull=False).select_related("course").first()
    assert lesson is not None
    for address in (
        "/",
        "/lecciones/",
        lesson.get_absolute_url(),
        "/cuestionarios/practica/tute/",
        "/cuestionarios/mediator/",
        "/lecciones/buscar/?q=triunfo",
        "/practicar/",
    ):
        page.goto(live_server.url + address)
    # htmx at work: a lesson's check, answered through htmx
    page.goto(live_server.url + lesson.get_absolute_url())
    page.get_by_role("button", name="Comprobar").click()
    expect(page.locator("#check-section [role=alert]")).to_be_visible()
    # the table, and a move on it
    sit_down(page, f"{live_server.url}/practicar/tresillo/7/")
    page.locator(".bid-buttons button[value='paso']").click()
    expect(page.locator(".history li").first).to_contain_text("Tú pasas")
    # a teacher's pages: the class, and the new accounts with their print button
    page.goto(f"{live_server.url}/cuenta/entrar/?next=/clases/")
    page.get_by_label("Nombre de usuario").fill("profesora")
    page.get_by_label("Contraseña").fill("las-cuarenta-en-bastos")
    page.get_by_role("button", name="Entrar").click()
    page.get_by_role("link", name="Tresillo de los martes").first.click()
    page.goto(page.url + "alumnos/")
    page.get_by_label("Nombres del alumnado, uno por línea").fill("Lola Flores")
    page.get_by_role("button", name="Crear").first.click()
    expect(page.get_by_role("button", name="Imprimir")).to_be_visible()
    assert violations == []
