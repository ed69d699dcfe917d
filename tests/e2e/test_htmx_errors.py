"""In Chromium, with DEBUG=1 as ``make run`` serves: a 4xx answer to an htmx post swaps only its own target."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tutor.lessons.models import Lesson

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_check_answered_partly_keeps_the_page(live_server, page: Page, curriculum, settings: Any):
    settings.DEBUG = True
    lesson = next(lesson for lesson in Lesson.objects.select_related("course") if lesson.checks.count() > 1)
    page.goto(live_server.url + lesson.get_absolute_url())
    first = lesson.checks.first()
    assert first is not None
    page.locator(f"input[name=q{first.pk}][value='{first.answer}']").check()
    with page.expect_response(lambda response: response.status == 400):
        page.get_by_role("button", name="Comprobar").click()
    expect(page.locator("#check-section [role=alert]")).to_be_visible()
    expect(page.get_by_role("heading", level=1)).to_contain_text(lesson.title)
    expect(page.locator("header.site-header")).to_be_visible()
    assert page.evaluate("getComputedStyle(document.body).fontFamily") != "Times New Roman"
    assert page.locator("link[rel=stylesheet]").count() == 1
