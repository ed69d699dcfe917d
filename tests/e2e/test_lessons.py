"""In Chromium: a newcomer follows the Tresillo course, uses the glossary, answers the check and signs in."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import Browser, Page, expect

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
    tip = page.locator(".passage .term").first.get_by_role("tooltip")
    term.hover()
    expect(tip).to_be_visible()
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    page.mouse.move(0, 0)
    term.focus()
    expect(tip).to_be_visible()
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()

    current = lessons[-1]
    checks = list(current.checks.all())
    wrong = checks[0]
    page.locator(f"input[name=q{wrong.pk}][value='{(wrong.answer + 1) % len(wrong.options)}']").check()
    for check in checks[1:]:
        page.locator(f"input[name=q{check.pk}][value='{check.answer}']").check()
    page.get_by_role("button", name="Comprobar").click()
    expect(page.locator(".feedback.wrong")).to_contain_text("No es esa.")
    expect(page.locator(".feedback.wrong .cited-line")).to_have_attribute("href", re.compile(r"^#l\d+$"))
    expect(page.locator(".shown-answer")).to_have_count(0)
    page.get_by_role("button", name="Comprobar").click()
    expect(page.locator(".shown-answer")).to_have_text(wrong.options[wrong.answer])
    page.locator(".feedback.wrong .cited-line").click()
    expect(page.locator(page.evaluate("location.hash"))).to_be_in_viewport()
    page.locator(f"input[name=q{wrong.pk}][value='{wrong.answer}']").check()
    page.get_by_role("button", name="Comprobar").click()
    expect(page.get_by_role("status").filter(has_text="Lección completada")).to_be_visible()

    page.get_by_role("link", name="Entra", exact=True).click()
    page.get_by_label("Nombre de usuario").fill("nieta")
    page.get_by_label("Contraseña").fill("las-cuarenta-en-bastos")
    page.get_by_role("button", name="Entrar").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text(current.title)
    expect(page.locator("#completed-badge")).to_have_text("completada")


def test_a_tapped_glossary_tip_closes_with_a_tap_elsewhere(live_server, browser: Browser, curriculum):
    context = browser.new_context(has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})
    page = context.new_page()
    lesson = Lesson.objects.filter(course__slug="tresillo").order_by("order")[2]
    page.goto(live_server.url + lesson.get_absolute_url())
    term = page.locator(".passage .term").first
    term.locator("a").tap()
    expect(term.get_by_role("tooltip")).to_be_visible()
    assert page.url.endswith(lesson.get_absolute_url())  # the first tap shows, and does not follow the link
    page.get_by_role("heading", level=1).tap()
    expect(term.get_by_role("tooltip")).to_be_hidden()
    context.close()
