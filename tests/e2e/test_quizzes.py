"""In Chromium: a signed-in learner answers a quiz right and wrong, and finds the wrong one in the Repaso."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import Page, expect

from tutor.quizzes.models import Question

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_quiz_feedback_right_and_wrong_then_review(live_server, page: Page, curriculum):
    User.objects.create_user("abuelo", password="las-cuarenta-en-bastos")
    page.goto(f"{live_server.url}/cuenta/entrar/?next=/cuestionarios/")
    page.get_by_label("Nombre de usuario").fill("abuelo")
    page.get_by_label("Contraseña").fill("las-cuarenta-en-bastos")
    page.get_by_role("button", name="Entrar").click()
    page.locator("a[href='/cuestionarios/mediator/']").click()

    choices = list(Question.objects.filter(quiz__slug="mediator", kind="opcion").order_by("order")[:2])
    right, wrong = choices
    article = page.locator(f"#{right.key}")
    article.get_by_role("button", name=right.data["options"][right.data["answer"]], exact=True).click()
    expect(page.locator(f"#{right.key} .feedback.right")).to_contain_text("¡Correcto!")

    bad_index = (wrong.data["answer"] + 1) % len(wrong.data["options"])
    page.locator(f"#{wrong.key}").get_by_role(
        "button", name=wrong.data["options"][bad_index], exact=True
    ).click()
    feedback = page.locator(f"#{wrong.key} .feedback.wrong")
    expect(feedback).to_contain_text("No es correcto.")
    expect(feedback).to_have_attribute("role", "alert")

    page.get_by_role("navigation", name="Principal").get_by_role("link", name="Cuestionarios").click()
    expect(page.get_by_role("link", name="Repaso: 1 pregunta para hoy")).to_be_visible()
    page.get_by_role("link", name="Repaso: 1 pregunta para hoy").click()
    expect(page.get_by_role("heading", name=wrong.prompt)).to_be_visible()
    page.get_by_role("button", name=wrong.data["options"][wrong.data["answer"]], exact=True).click()
    expect(page.locator(".feedback.right")).to_contain_text("¡Correcto!")
