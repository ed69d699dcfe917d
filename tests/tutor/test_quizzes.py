"""Quizzes: answers decided by the engine, immediate feedback, attempts, the Leitner review, bad input."""

from __future__ import annotations

import random
import re
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import timezone

import games
from tutor.lessons.models import Lesson
from tutor.quizzes.display import sign
from tutor.quizzes.models import Attempt, Question, Quiz, ReviewCard, question_spec
from tutor.quizzes.questions import (
    PARDA,
    BadAnswer,
    Spec,
    choices,
    expected,
    generate,
    grade,
    ordered,
    winning_cards,
)

pytestmark = pytest.mark.django_db


def test_every_authored_question_agrees_with_the_engine():
    questions = list(Question.objects.all())
    for question in questions:
        spec = question_spec(question)
        if question.kind == "carta":
            position = games.Position.from_notation(spec["position"])
            assert position.collected().hand, question
            goal = spec.get("goal", "legal")
            if goal == "legal" and "answer" in spec:
                assert set(spec["answer"]) == set(position.legal_plays()), question
            if goal == "gana" and "answer" in spec:
                assert set(spec["answer"]) == set(winning_cards(position)), question
            if goal == "recomendada":
                assert set(spec["answer"]) <= set(position.legal_plays()), question
        elif question.kind == "baza":
            assert spec["answer"] == games.Position.from_notation(spec["position"]).trick_winner(), question
        elif question.kind == "orden":
            assert spec["answer"].split() == ordered(
                spec["game"], spec.get("trump", ""), spec["cards"].split()
            ), question
        elif question.kind == "opcion":
            assert 0 <= spec["answer"] < len(spec["options"])


def test_banks_have_at_least_25_questions_each():
    for quiz in Quiz.objects.all():
        assert quiz.questions.count() >= 25, quiz


def offered_answer(spec: Spec) -> str | None:
    """The offered answer that is right for a «¿quién se lleva esta baza?» question (``None``: none is)."""
    right = expected(spec)
    answer = PARDA if right is None else str(right)
    return answer if answer in choices(spec) else None


@pytest.mark.parametrize("game", sorted(games.GAMES))
def test_generated_questions_are_answerable_and_graded_by_the_engine(game):
    rng = random.Random(game)
    for _ in range(30):
        spec = generate(game, rng)
        right = expected(spec)
        if spec["kind"] == "carta":
            assert right
            assert grade(spec, sorted(right)[0]).correct
            position = games.Position.from_notation(spec["position"])
            wrong = [c.code for c in position.collected().hand if c.code not in right]
            if wrong:
                assert not grade(spec, wrong[0]).correct
        else:
            answer = offered_answer(spec)
            assert answer is not None and grade(spec, answer).correct, spec


def test_generated_guinote_cards_say_that_the_monte_is_spent():
    # juegos-baraja-espanola l. 911: «Mientras haya cartas en la baceta no rigen las "obligaciones"»: the legal
    # cards depend on the monte, and the positions generated have none left.
    rng = random.Random(5)
    for game, says_it in (("guinote", True), ("brisca", True), ("tute", False), ("julepe", False)):
        specs = [spec for spec in (generate(game, rng) for _ in range(12)) if spec["kind"] == "carta"]
        assert specs, game
        for spec in specs:
            assert games.Position.from_notation(spec["position"]).stock == 0
            assert ("monte" in spec["prompt"]) == says_it, (game, spec["prompt"])


def parda_question() -> Spec:
    trick = games.position("truco", hands=[[], []], trick=["4E", "4C"], leader=0)
    return {"kind": "baza", "position": trick.notation, "prompt": "¿Quién se lleva esta baza?"}


def test_a_parda_is_offered_and_right_where_tricks_can_tie():
    # truco-reglamento l. 71: «Se denomina baza parda (o perdida) la que ninguno gana».
    spec = parda_question()
    assert offered_answer(spec) == PARDA
    assert grade(spec, "parda").correct and not grade(spec, "0").correct and not grade(spec, "1").correct
    tute = games.position("tute", hands=[[], [], []], trump="O", trick=["4C", "5C", "6C"], leader=0)
    with pytest.raises(BadAnswer):  # no parda where a trick always has a winner
        grade({"kind": "baza", "position": tute.notation}, "parda")


def test_the_answerable_check_notices_a_parda_not_offered(monkeypatch):
    monkeypatch.setattr(type(games.GAMES["truco"].rules), "tied_tricks", False)
    assert offered_answer(parda_question()) is None


def test_the_truco_practice_page_offers_the_parda(client: Client):
    # /cuestionarios/practica/truco/?semilla=0, question 5: cuatro de espadas against cuatro de copas.
    html = client.get(reverse("quizzes:practice", args=["truco"]), {"semilla": "0"}).content.decode()
    assert 'value="parda"' in html and "¿O es parda?" in html


@pytest.fixture
def bank() -> Quiz:
    quiz = Quiz.objects.create(slug="prueba", title="Prueba")
    Question.objects.create(
        quiz=quiz,
        order=0,
        kind="opcion",
        prompt="¿Cuántos triunfos hay en oros?",
        source="mediator-hombre-1807",
        data={"options": ["10", "11", "12"], "answer": 2},
        explanation="Doce: se añaden los dos ases negros.",
        cite="l. 476",
    )
    Question.objects.create(
        quiz=quiz,
        order=1,
        kind="carta",
        prompt="¿Qué puedes jugar?",
        source="mediator-hombre-1807",
        data={"position": "hombre O 0 0 -/3C,12C,4E,2O/- 5C 0,0,0", "goal": "legal"},
        explanation="Hay que asistir.",
        cite="l. 579",
    )
    return quiz


def test_right_answer_gets_its_justification(client: Client, bank: Quiz):
    question = bank.questions.get(order=0)
    html = client.post(reverse("quizzes:answer", args=[question.pk]), {"answer": "2"}, HTTP_HX_REQUEST="true")
    text = html.content.decode()
    assert "¡Correcto!" in text and "Doce" in text and "<html" not in text


def test_wrong_card_is_explained_by_the_engine(client: Client, bank: Quiz):
    question = bank.questions.get(order=1)
    text = client.post(reverse("quizzes:answer", args=[question.pk]), {"answer": "4E"}).content.decode()
    assert "No es correcto." in text and "debes asistir" in text and 'role="alert"' in text


def test_signed_in_wrong_answer_goes_to_the_review(client: Client, bank: Quiz, student: User):
    client.force_login(student)
    question = bank.questions.get(order=0)
    client.post(reverse("quizzes:answer", args=[question.pk]), {"answer": "0"})
    assert Attempt.objects.filter(user=student, correct=False).count() == 1
    card = ReviewCard.objects.get(user=student)
    assert card.box == 1 and card.question == question
    html = client.get(reverse("quizzes:review")).content.decode()
    assert question.prompt in html


def test_review_right_answer_moves_the_card_up_and_away(client: Client, bank: Quiz, student: User):
    client.force_login(student)
    question = bank.questions.get(order=0)
    card = ReviewCard.objects.create(user=student, key=question.key, question=question)
    client.post(reverse("quizzes:answer", args=[question.pk]), {"answer": "2", "repaso": str(card.pk)})
    card.refresh_from_db()
    assert card.box == 2 and card.due_at > timezone.now() + timedelta(hours=23)


def test_learnt_card_leaves_the_review(bank: Quiz, student: User):
    question = bank.questions.get(order=0)
    card = ReviewCard.objects.create(user=student, key=question.key, question=question, box=5)
    card.reviewed(True)
    assert not ReviewCard.objects.filter(pk=card.pk).exists()


def test_someone_elses_review_card_is_404(client: Client, bank: Quiz, student: User):
    other = User.objects.create_user("otro", password="x-tapete-1234")
    question = bank.questions.get(order=0)
    card = ReviewCard.objects.create(user=other, key=question.key, question=question)
    client.force_login(student)
    response = client.post(
        reverse("quizzes:answer", args=[question.pk]), {"answer": "2", "repaso": str(card.pk)}
    )
    assert response.status_code == 404
    card.refresh_from_db()
    assert card.box == 1


@pytest.mark.parametrize("answer", ["7", "x", "", "12O"])
def test_garbage_answer_is_a_spanish_400(client: Client, bank: Quiz, answer: str):
    question = bank.questions.get(order=0)
    response = client.post(reverse("quizzes:answer", args=[question.pk]), {"answer": answer})
    assert response.status_code == 400 and "no es ninguna de las que ofrece" in response.content.decode()


def test_unknown_question_is_404(client: Client):
    assert client.post(reverse("quizzes:answer", args=[999999]), {"answer": "1"}).status_code == 404


def test_forged_generated_question_is_a_400(client: Client):
    spec = generate("tute", random.Random(3))
    token = sign(spec)
    response = client.post(reverse("quizzes:answer-generated"), {"token": token[:-3] + "abc", "answer": "1O"})
    assert response.status_code == 400 and "no es válida" in response.content.decode()


def test_generated_question_round_trip(client: Client):
    spec = generate("brisca", random.Random(8))
    right = sorted(expected(spec))[0] if spec["kind"] == "carta" else str(expected(spec))
    response = client.post(reverse("quizzes:answer-generated"), {"token": sign(spec), "answer": right})
    assert response.status_code == 200 and "¡Correcto!" in response.content.decode()


def test_practice_page_is_reproducible_by_seed(client: Client):
    first = client.get(reverse("quizzes:practice", args=["tresillo"]), {"semilla": "42"}).content.decode()
    again = client.get(reverse("quizzes:practice", args=["tresillo"]), {"semilla": "42"}).content.decode()
    cards = re.findall(r'data-card="(\w+)"', first)
    assert cards and cards == re.findall(r'data-card="(\w+)"', again)
    assert client.get(reverse("quizzes:practice", args=["poker"])).status_code == 404


def test_review_needs_an_account(client: Client):
    response = client.get(reverse("quizzes:review"))
    assert response.status_code == 302 and reverse("accounts:login") in response["Location"]


def test_ordering_question():
    spec = {"kind": "orden", "game": "tresillo", "trump": "O", "cards": "6O 1E 7O 1B 12O", "explanation": ""}
    assert grade(spec, "1E 7O 1B 12O 6O").correct
    assert not grade(spec, "7O 1E 1B 12O 6O").correct


def test_the_truco_free_card_is_taught_as_the_sites_reading():
    # truco-reglamento l. 68 gives the cards «un valor aparte» and no obligation for the card played; the catalogue
    # says «no hay obligación de asistir» of the truco argentino only (juegos-baraja-espanola l. 2635).
    lesson = Lesson.objects.get(course__slug="truco", slug="bazas-y-pardas")
    assert "interpretación nuestra" in lesson.interpretation and "l. 2635" in lesson.interpretation
    free = Question.objects.filter(quiz__slug="truco", kind="carta", data__goal="legal")
    assert free.exists() and all("interpretación" in question.explanation for question in free)
    assert "lectura del sitio" in games.GAMES["truco"].obligations
