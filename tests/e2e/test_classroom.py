"""In Chromium: a teacher opens a class and assigns a Tresillo lesson and a seeded hand; a student joins with the
code and does both (with one renuncio); the teacher sees the completion and the renuncio in the table."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import Page, expect

from tests.e2e.playing import play_with_one_renuncio, sit_down
from tutor.lessons.models import Lesson

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PASSWORD = "las-cuarenta-en-bastos"
SEED = 7


def sign_in(page: Page, base: str, username: str) -> None:
    page.goto(base + "/cuenta/entrar/")
    page.get_by_label("Nombre de usuario").fill(username)
    page.get_by_label("Contraseña").fill(PASSWORD)
    page.get_by_role("button", name="Entrar").click()
    expect(page.get_by_role("button", name="Salir")).to_be_visible()


def sign_out(page: Page) -> None:
    page.get_by_role("button", name="Salir").click()
    expect(page.get_by_role("link", name="Entrar")).to_be_visible()


def test_teacher_assigns_student_completes_teacher_sees_it(live_server, page: Page, curriculum):
    base = live_server.url
    lesson = Lesson.objects.filter(course__slug="tresillo").order_by("order").first()
    assert lesson is not None
    User.objects.create_user("nieta", password=PASSWORD)

    # The teacher signs up as such, opens a class and assigns a lesson and a seeded hand.
    page.goto(base + "/clases/profesorado/registro/")
    page.get_by_label("Nombre de usuario").fill("maestra")
    page.get_by_label("Contraseña:", exact=True).fill(PASSWORD)
    page.get_by_label("Contraseña (confirmación):").fill(PASSWORD)
    page.get_by_role("button", name="Crear la cuenta de profesor/a").click()
    page.get_by_role("link", name="Nueva clase").click()
    page.get_by_label("Nombre de la clase").fill("Tresillo de los martes")
    page.get_by_label("Nivel").select_option(label="Iniciación")
    page.get_by_role("button", name="Crear la clase").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Tresillo de los martes")
    code = page.locator("[data-code]").inner_text()
    assert re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}", code)

    page.get_by_role("navigation", name="Secciones de la clase").get_by_role("link", name="Tareas").click()
    page.get_by_role("radio", name="Lección").check()
    page.locator("select[name=lesson]").select_option(str(lesson.pk))
    page.get_by_role("button", name="Poner la tarea").click()
    expect(page.get_by_role("status").filter(has_text="Tarea puesta")).to_contain_text(lesson.title)
    page.get_by_role("radio", name="Mano de práctica").check()
    page.get_by_label("Juego").select_option(label="Tresillo")
    page.get_by_label("Número de reparto").fill(str(SEED))
    page.get_by_label("Fecha límite (opcional)").fill("2030-06-01")
    page.get_by_role("button", name="Poner la tarea").click()
    expect(page.get_by_role("status").filter(has_text="Tarea puesta")).to_contain_text(
        f"Mano de Tresillo, reparto n.º {SEED}"
    )
    expect(page.get_by_role("table", name="Tareas de la clase").get_by_role("row")).to_have_count(3)
    sign_out(page)

    # The student joins with the code (typed loosely) and sees both tasks.
    sign_in(page, base, "nieta")
    page.get_by_role("navigation", name="Principal").get_by_role("link", name="Clases").click()
    page.get_by_label("Código de la clase").fill(code.lower().replace("-", " "))
    page.get_by_role("button", name="Unirme").click()
    expect(page.get_by_role("status").filter(has_text="Te has unido")).to_be_visible()
    tasks = page.get_by_role("table", name="Tresillo de los martes")
    expect(tasks.get_by_role("row")).to_have_count(3)
    expect(tasks).to_contain_text("No empezada")
    expect(tasks).to_contain_text("1 de junio")

    # The lesson, through the site: answer its check right.
    tasks.get_by_role("link", name=lesson.title).click()
    expect(page.get_by_role("heading", level=1)).to_contain_text(lesson.title)
    for check in lesson.checks.all():
        page.locator(f"input[name=q{check.pk}][value='{check.answer}']").check()
    page.get_by_role("button", name="Comprobar").click()
    expect(page.get_by_role("status").filter(has_text="Lección completada")).to_be_visible()

    # The hand, at the practice table: the assigned deal, played to the end with one renuncio on the way.
    page.get_by_role("navigation", name="Principal").get_by_role("link", name="Clases").click()
    page.get_by_role("table", name="Tresillo de los martes").get_by_role(
        "link", name=re.compile("Mano de Tresillo")
    ).click()
    sit_down(page)
    record = play_with_one_renuncio(page)
    assert record.seed == SEED and record.owner == User.objects.get(username="nieta")
    code = record.illegal[0]["code"]
    explanation = record.illegal[0]["explanation"]

    page.get_by_role("navigation", name="Principal").get_by_role("link", name="Clases").click()
    tasks = page.get_by_role("table", name="Tresillo de los martes")
    expect(tasks.locator(".status-hecha")).to_have_count(2)
    expect(tasks).to_contain_text(f"Renuncio: {code} ×1")
    sign_out(page)

    # The teacher sees the completion and the renuncio in the table, and its explanation on the student's page.
    sign_in(page, base, "maestra")
    page.get_by_role("navigation", name="Principal").get_by_role("link", name="Clases").click()
    page.get_by_role("link", name="Tresillo de los martes").click()
    table = page.get_by_role("table", name=re.compile("Alumnado y tareas"))
    row = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="nieta"))
    expect(row.locator(".status-hecha")).to_have_count(2)
    expect(row).to_contain_text(f"Renuncio: {code} ×1")
    expect(row).to_contain_text("2/2")

    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360

    row.get_by_role("link", name="nieta").click()
    expect(page.locator(".attempts")).to_contain_text(explanation[:60])
    page.get_by_role("navigation", name="Secciones de la clase").get_by_role("link", name="Renuncios").click()
    expect(page.get_by_role("status").filter(has_text="Lo que más cuesta")).to_contain_text(code.capitalize())
