"""In Chromium: a quiz one question at a time (progress, both answers, «Siguiente pregunta», the summary), an
ordering arranged with «Subir»/«Bajar» with and without JavaScript (axe-core finds no serious problem on either),
and a wrong answer found again in the Repaso."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import Browser, Page, expect

import games
from tests.e2e.test_learn import serious_problems
from tutor.quizzes.models import Question, Quiz

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

ORDERED = ["1O", "3O", "12O", "7O", "2O"]  # brisca, oros triunfo: from highest to lowest


def small_bank() -> Quiz:
    quiz = Quiz.objects.create(slug="prueba", title="Prueba")
    common = {
        "quiz": quiz,
        "source": "juegos-baraja-espanola",
        "explanation": "Por la regla.",
        "cite": "l. 257",
    }
    Question.objects.create(
        order=0,
        kind="opcion",
        prompt="¿Cuántas cartas tiene la baraja?",
        data={"options": ["40", "48"], "answer": 0},
        **common,
    )
    Question.objects.create(
        order=1,
        kind="orden",
        prompt="Ordena estos triunfos de mayor a menor.",
        data={"game": "brisca", "trump": "O", "cards": " ".join(ORDERED)},
        **common,
    )
    Question.objects.create(
        order=2, kind="numero", prompt="¿Cuánto vale el as?", data={"answer": 11}, **common
    )
    return quiz


def arrange(page: Page, keyboard: bool) -> None:
    """Put the cards in order with the «Subir» buttons (clicked, or pressed from the keyboard)."""
    for place, code in enumerate(ORDERED):
        card = games.Card.parse(code)
        while page.locator(".order-list li").nth(place).get_attribute("data-card") != code:
            button = page.get_by_role("button", name=f"Subir {card.with_article}", exact=True)
            if keyboard:
                button.focus()
                page.keyboard.press("Enter")
                assert page.evaluate("document.activeElement.closest('li').dataset.card") == code
            else:
                button.click()
    codes = page.locator(".order-list li").evaluate_all("items => items.map(item => item.dataset.card)")
    assert codes == ORDERED


def test_one_question_at_a_time_to_the_summary_on_a_phone(live_server, page: Page, curriculum):
    quiz = small_bank()
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}{quiz.get_absolute_url()}")
    progress = page.locator(".quiz-progress strong")
    expect(progress).to_have_text("Pregunta 1 de 3")
    expect(page.locator(".quiz-question")).to_have_count(1)
    page.get_by_role("button", name="48", exact=True).click()
    alert = page.get_by_role("alert")
    expect(alert).to_be_focused()
    expect(alert.locator(".given dd")).to_have_text("48")
    expect(alert.locator(".right-answer dd")).to_have_text("40")
    assert serious_problems(page) == []
    expect(page.locator("#score")).to_contain_text("Respondidas: 1 de 3 · acertadas: 0")

    page.get_by_role("button", name="Siguiente pregunta").click()
    expect(progress).to_have_text("Pregunta 2 de 3")
    expect(progress).to_be_focused()
    assert page.locator(".quiz-question select").count() == 0
    arrange(page, keyboard=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert serious_problems(page) == []
    page.get_by_role("button", name="Responder con este orden").click()
    expect(page.locator(".feedback.right")).to_be_visible()
    expect(page.locator("#score")).to_contain_text("acertadas: 1")

    page.get_by_role("button", name="Siguiente pregunta").click()
    page.get_by_label("Tu respuesta").fill("11")
    page.get_by_role("button", name="Responder", exact=True).click()
    page.get_by_role("button", name="Ver el resultado").click()
    expect(page.get_by_role("heading", name="Resultado: 2 de 3")).to_be_visible()
    page.reload()
    expect(page.locator(".quiz-summary li")).to_have_count(3)
    page.get_by_role("button", name="Empezar de nuevo").click()
    expect(progress).to_have_text("Pregunta 1 de 3")


def test_an_ordering_without_javascript_posts_each_move(live_server, browser: Browser, curriculum):
    quiz = small_bank()
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}{quiz.get_absolute_url()}")
    page.get_by_role("button", name="40", exact=True).click()
    page.get_by_role("button", name="Siguiente pregunta").click()
    arrange(page, keyboard=False)
    page.get_by_role("button", name="Responder con este orden").click()
    expect(page.locator(".feedback.right")).to_be_visible()
    expect(page.locator("#score")).to_contain_text("Respondidas: 2 de 3 · acertadas: 2")
    context.close()


def test_quiz_feedback_right_and_wrong_then_review(live_server, page: Page, curriculum):
    User.objects.create_user("abuelo", password="las-cuarenta-en-bastos")
    page.goto(f"{live_server.url}/cuenta/entrar/?next=/cuestionarios/")
    page.get_by_label("Nombre de usuario").fill("abuelo")
    page.get_by_label("Contraseña").fill("las-cuarenta-en-bastos")
    page.get_by_role("button", name="Entrar").click()
    page.locator("a[href='/cuestionarios/mediator/']").click()

    right, wrong = list(Question.objects.filter(quiz__slug="mediator").order_by("order")[:2])
    assert right.kind == wrong.kind == "opcion"
    page.get_by_role("button", name=right.data["options"][right.data["answer"]], exact=True).click()
    expect(page.locator(".feedback.right")).to_contain_text("¡Correcto!")
    page.get_by_role("button", name="Siguiente pregunta").click()

    bad_index = (wrong.data["answer"] + 1) % len(wrong.data["options"])
    page.get_by_role("button", name=wrong.data["options"][bad_index], exact=True).click()
    feedback = page.locator(".feedback.wrong")
    expect(feedback).to_contain_text("No es correcto.")
    expect(feedback).to_have_attribute("role", "alert")
    expect(page.locator("#score")).to_have_text(re.compile(r"Respondidas: 2 de \d+ · acertadas: 1"))

    page.get_by_role("navigation", name="Principal").get_by_role("link", name="Cuestionarios").click()
    expect(page.get_by_role("link", name="Repaso: 1 pregunta para hoy")).to_be_visible()
    page.get_by_role("link", name="Repaso: 1 pregunta para hoy").click()
    expect(page.get_by_role("heading", name=wrong.prompt)).to_be_visible()
    page.get_by_role("button", name=wrong.data["options"][wrong.data["answer"]], exact=True).click()
    expect(page.locator(".feedback.right")).to_contain_text("¡Correcto!")
