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
from tutor.quizzes.display import answer_words, sign
from tutor.quizzes.models import Attempt, Question, Quiz, QuizRun, ReviewCard, question_spec
from tutor.quizzes.questions import (
    GENERATED_GAMES,
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


@pytest.mark.parametrize("game", GENERATED_GAMES)
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
    Question.objects.create(
        quiz=quiz,
        order=2,
        kind="orden",
        prompt="Ordena estos triunfos de mayor a menor.",
        source="juegos-baraja-espanola",
        data={"game": "brisca", "trump": "O", "cards": ORDERED},
        explanation="El as, el tres, el rey…",
        cite="l. 257",
    )
    return quiz


ORDERED = "1O 3O 12O 7O 2O"  # brisca, oros triunfo: from highest to lowest


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


# A quiz taken one question at a time.


def quiz_url(quiz: Quiz) -> str:
    return reverse("quizzes:quiz", args=[quiz.slug])


def state(html: str) -> tuple[int, int, int]:
    """(position, answered, right) of the quiz section of a page."""
    found = re.search(r'data-position="(\d+)" data-answered="(\d+)" data-right="(\d+)"', html)
    assert found, html[:500]
    return int(found.group(1)), int(found.group(2)), int(found.group(3))


def step(client: Client, quiz: Quiz, action: str, position: int, htmx: bool = False, **data: object):
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(quiz_url(quiz), {"accion": action, "pregunta": position, **data}, headers=headers)


def shown_questions(html: str) -> list[str]:
    return re.findall(r'<article class="quiz-question" id="(q\d+)"', html)


def test_a_quiz_shows_one_question_with_its_progress_and_get_changes_nothing(client: Client, bank: Quiz):
    first = bank.questions.get(order=0)
    for _ in range(2):
        html = client.get(quiz_url(bank)).content.decode()
        assert shown_questions(html) == [first.key] and state(html) == (0, 0, 0)
        assert '<progress max="3" value="0"' in html
    assert "cuestionarios" not in client.session and not QuizRun.objects.exists()


def test_a_plain_post_answers_then_redirects_and_the_page_shows_both_answers(client: Client, bank: Quiz):
    response = step(client, bank, "responder", 0, answer="0")
    assert response.status_code == 302 and response["Location"].startswith(quiz_url(bank))
    html = client.get(quiz_url(bank)).content.decode()
    assert state(html) == (0, 1, 0) and 'class="feedback wrong"' in html
    given = re.search(r'class="given"><dt>[^<]*</dt><dd>([^<]*)</dd>', html)
    right = re.search(r'class="right-answer"><dt>[^<]*</dt><dd>([^<]*)</dd>', html)
    assert given and right and (given.group(1), right.group(1)) == ("10", "12")
    assert 'name="accion" value="siguiente"' in html
    step(client, bank, "siguiente", 0)
    html = client.get(quiz_url(bank)).content.decode()
    assert state(html) == (1, 1, 0) and shown_questions(html) == [bank.questions.get(order=1).key]


def test_htmx_gets_the_quiz_section_alone(client: Client, bank: Quiz):
    response = step(client, bank, "responder", 0, htmx=True, answer="2")
    html = response.content.decode()
    assert response.status_code == 200 and html.lstrip().startswith('<section class="quiz-run"')
    assert "<html" not in html and state(html) == (0, 1, 1)
    html = step(client, bank, "siguiente", 0, htmx=True).content.decode()
    assert state(html) == (1, 1, 1) and "<html" not in html


def test_a_late_or_repeated_post_changes_nothing(client: Client, bank: Quiz, student: User):
    client.force_login(student)
    assert step(client, bank, "siguiente", 0).status_code == 409  # nothing answered yet
    assert step(client, bank, "responder", 1, answer="4E").status_code == 409  # not the question shown
    assert step(client, bank, "responder", 0, answer="2").status_code == 302
    assert step(client, bank, "responder", 0, answer="0").status_code == 409  # answered already
    assert Attempt.objects.filter(user=student).count() == 1
    run = QuizRun.objects.get(user=student, quiz=bank)
    assert run.position == 0 and list(run.answers.values()) == [{"answer": "2", "correct": True}]


@pytest.mark.parametrize(
    "data",
    [
        {"accion": "saltar", "pregunta": "0"},
        {"accion": "siguiente", "pregunta": "-1"},
        {"accion": "siguiente", "pregunta": "9" * 50},
        {"accion": "responder", "pregunta": "0", "answer": "7"},
        {"accion": "responder"},
    ],
)
def test_bad_steps_are_a_400_that_changes_nothing(client: Client, bank: Quiz, student: User, data):
    client.force_login(student)
    response = client.post(quiz_url(bank), data)
    assert response.status_code == 400 and 'role="alert"' in response.content.decode()
    assert not QuizRun.objects.exists() and not Attempt.objects.exists()


def test_an_accounts_run_is_kept_in_the_database_with_its_attempts(client: Client, bank: Quiz, student: User):
    client.force_login(student)
    step(client, bank, "responder", 0, answer="1")
    step(client, bank, "siguiente", 0)
    assert ReviewCard.objects.filter(user=student, question__order=0).exists()
    other = Client()
    other.force_login(student)
    assert state(other.get(quiz_url(bank)).content.decode()) == (1, 1, 0)
    assert "cuestionarios" not in client.session


def answer_all(client: Client, quiz: Quiz) -> None:
    step(client, quiz, "responder", 0, answer="2")
    step(client, quiz, "siguiente", 0)
    step(client, quiz, "responder", 1, answer="4E")  # not following suit: wrong
    step(client, quiz, "siguiente", 1)
    step(client, quiz, "responder", 2, orden=ORDERED.split())
    step(client, quiz, "siguiente", 2)


def test_the_summary_at_the_end_and_starting_again(client: Client, bank: Quiz):
    answer_all(client, bank)
    html = client.get(quiz_url(bank)).content.decode()
    assert state(html) == (3, 3, 2) and shown_questions(html) == []
    assert re.findall(r'<li data-correct="(\d)"', html) == ["1", "0", "1"]
    assert step(client, bank, "empezar", 3).status_code == 302
    assert state(client.get(quiz_url(bank)).content.decode()) == (0, 0, 0)


def test_a_run_is_graded_again_when_the_bank_changes(client: Client, bank: Quiz):
    step(client, bank, "responder", 0, answer="2")
    Question.objects.filter(quiz=bank, order=0).update(data={"options": ["10", "12"], "answer": 1})
    assert state(client.get(quiz_url(bank)).content.decode()) == (0, 0, 0)  # «2» is no option any more


def shown_order(html: str) -> list[str]:
    return re.findall(r'<li data-card="(\w+)"', html)


def test_an_ordering_is_arranged_with_buttons_not_menus(client: Client, bank: Quiz):
    for action, position in (("responder", 0), ("siguiente", 0), ("responder", 1), ("siguiente", 1)):
        step(client, bank, action, position, answer="2" if position == 0 else "3C")
    html = client.get(quiz_url(bank)).content.decode()
    start = shown_order(html)
    assert sorted(start) == sorted(ORDERED.split()) and "<select" not in html
    assert (
        f'name="mover" value="subir:{start[1]}"' in html and f'name="mover" value="bajar:{start[1]}"' in html
    )
    moved = step(client, bank, "responder", 2, orden=start, mover=f"subir:{start[1]}")
    assert moved.status_code == 200
    assert shown_order(moved.content.decode()) == [start[1], start[0], *start[2:]]
    top = step(client, bank, "responder", 2, htmx=True, orden=start, mover=f"subir:{start[0]}")
    assert shown_order(top.content.decode()) == start  # the first card stays first
    assert state(client.get(quiz_url(bank)).content.decode()) == (2, 2, 2)  # a move answers nothing
    html = step(client, bank, "responder", 2, htmx=True, orden=ORDERED.split()).content.decode()
    assert state(html) == (2, 3, 3) and 'class="feedback right"' in html


@pytest.mark.parametrize(
    "order", [ORDERED.split()[:-1], [*ORDERED.split()[:-1], "1O"], ["1E", *ORDERED.split()[1:]]]
)
def test_an_ordering_that_is_not_the_cards_is_refused(client: Client, bank: Quiz, order: list[str]):
    question = bank.questions.get(order=2)
    for mover in ("", "bajar:1O"):
        response = client.post(
            reverse("quizzes:answer", args=[question.pk]), {"orden": order, "mover": mover}
        )
        assert response.status_code == 400


def test_the_review_orders_with_the_same_buttons(client: Client, bank: Quiz, student: User):
    client.force_login(student)
    question = bank.questions.get(order=2)
    url = reverse("quizzes:answer", args=[question.pk])
    wrong = list(reversed(ORDERED.split()))
    response = client.post(url, {"orden": wrong, "mover": f"bajar:{wrong[0]}"}, HTTP_HX_REQUEST="true")
    assert shown_order(response.content.decode()) == [wrong[1], wrong[0], *wrong[2:]]
    assert not Attempt.objects.exists()
    html = client.post(url, {"orden": wrong}).content.decode()
    assert 'class="feedback wrong"' in html and Attempt.objects.get().answer == " ".join(wrong)


def test_generated_questions_show_the_learners_card_and_every_right_one(client: Client):
    spec = generate("brisca", random.Random(8))
    right = sorted(expected(spec)) if spec["kind"] == "carta" else [str(expected(spec))]
    html = client.post(reverse("quizzes:answer-generated"), {"token": sign(spec), "answer": right[0]}).content
    given = re.search(r'class="given"><dt>[^<]*</dt><dd>([^<]*)</dd>', html.decode())
    assert given and given.group(1) == answer_words(spec, right[0])


@pytest.mark.parametrize("signed_in", [False, True])
def test_the_quiz_list_shows_a_returning_learners_progress(
    client: Client, bank: Quiz, student: User, signed_in
):
    if signed_in:
        client.force_login(student)
    index = reverse("quizzes:index")
    assert "quiz-taken" not in client.get(index).content.decode()
    step(client, bank, "responder", 0, answer="2")
    step(client, bank, "siguiente", 0)
    step(client, bank, "responder", 1, answer="4E")
    html = client.get(index).content.decode()
    assert re.findall(r'class="quiz-taken" data-answered="(\d+)" data-right="(\d+)"', html) == [("2", "1")]
