"""In Chromium: a newcomer follows the Tresillo course, uses the glossary, answers the check and signs in."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import Page, expect

from tutor.lessons.models import Lesson

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_newcomer_follows_three_lessons_and_keeps_the_completion(live_server, page: Page, curriculum):
    User.objects.create_user("nieta", password="las-cuarenta-en-bastos")
    lessons = list(Lesson.objects.filter(course__slug="tresillo").order_by("order")[:3])
    page.goto(live_server.url + "/")
    page.get_by_role("navigation", name="Principal").get_by_role("link", name="Lecciones").click()
    page.get_by_role("link", name=re.compile("Tresillo \\(reglamento moderno\\)")).click()
    page.get_by_role("link", name=lessons[0].title, exact=True).click()
    for lesson in lessons[1:]:
        page.get_by_role("link", name=f"{lesson.title} →").click()
        expect(page.get_by_role("heading", level=1)).to_contain_text(lesson.title)

    term = page.locator(".passage .term a").first
    term.hover()
    expect(page.locator(".passage .term").first.get_by_role("tooltip")).to_be_visible()

    current = lessons[-1]
    checks = list(current.checks.all())
    wrong = checks[0]
    page.locator(f"input[name=q{wrong.pk}][value='{(wrong.answer + 1) % len(wrong.options)}']").check()
    for check in checks[1:]:
        page.locator(f"input[name=q{check.pk}][value='{check.answer}']").check()
    page.get_by_role("button", name="Comprobar").click()
    expect(page.locator(".feedback.wrong")).to_contain_text("No es esa.")
    page.locator(f"input[name=q{wrong.pk}][value='{wrong.answer}']").check()
    page.get_by_role("button", name="Comprobar").click()
    expect(page.get_by_role("status").filter(has_text="Lección completada")).to_be_visible()

    page.get_by_role("link", name="Entra", exact=True).click()
    page.get_by_label("Nombre de usuario").fill("nieta")
    page.get_by_label("Contraseña").fill("las-cuarenta-en-bastos")
    page.get_by_role("button", name="Entrar").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text(current.title)
    expect(page.locator("#completed-badge")).to_have_text("completada")
