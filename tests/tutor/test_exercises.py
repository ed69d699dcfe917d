"""Curated exercises: the goal is marked by the engine, solutions are remembered, bad input is refused."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

import games
from tutor.practice.exercises import mark, solutions
from tutor.practice.models import Exercise, ExerciseSolved, PracticeHand
from tutor.practice.table import replay

pytestmark = pytest.mark.django_db


def make(**fields: object) -> Exercise:
    defaults: dict[str, object] = {
        "slug": "guarda-el-basto",
        "title": "Guarda tu basto",
        "game": "hombre",
        "goal": "matador",
        "prompt": "Han arrastrado con un triunfo pequeño.",
        "position": "hombre O 0 0 -/1B,4C,12E/- 5O 0,0,0",
        "explanation": "Las del estuche, solas, pueden renunciar.",
        "source": "mediator-hombre-1807",
        "cite": "l. 708",
    }
    return Exercise.objects.create(**(defaults | fields))


def test_every_loaded_exercise_has_a_goal_the_engine_can_reach():
    for exercise in Exercise.objects.all():
        if exercise.goal == "contrato":
            hand = games.Hand.from_notation(exercise.hand)
            assert hand.to_move == exercise.seat and not hand.is_over, exercise
            continue
        cards = {card.code for card in games.Position.from_notation(exercise.position).collected().hand}
        reachable = set(solutions(exercise))
        assert reachable and reachable != cards, exercise  # something to find, and something to avoid


def test_matador_goal_wants_a_legal_card_that_is_not_a_matador():
    exercise = make()
    assert sorted(solutions(exercise)) == ["12E", "4C"]
    assert mark(exercise, "4C").solved
    kept = mark(exercise, "1B")
    assert not kept.solved and "matador" in kept.message


def test_illegal_card_is_explained_by_the_engine():
    exercise = make(slug="asiste", goal="legal", position="hombre O 0 0 -/3C,12C,4E,2O/- 5C 0,0,0")
    marked = mark(exercise, "4E")
    assert not marked.solved and "debes asistir" in marked.message


def test_win_goal():
    # red plain suits run backwards: the dos de copas led beats the tres, only the rey wins it
    exercise = make(slug="gana", goal="gana", position="hombre O 0 0 -/3C,12C,4E/- 2C 0,0,0")
    assert solutions(exercise) == ["12C"]
    assert not mark(exercise, "3C").solved


def test_solving_is_remembered_for_a_signed_in_learner(client: Client, student: User):
    exercise = make()
    client.force_login(student)
    response = client.post(reverse("practice:exercise-answer", args=[exercise.slug]), {"action": "4C"})
    assert response.status_code == 200 and "¡Bien!" in response.content.decode()
    assert ExerciseSolved.objects.filter(user=student, exercise=exercise).exists()
    html = client.get(reverse("practice:exercises")).content.decode()
    assert "resuelto" in html


def test_wrong_answer_shows_the_reason_in_an_alert(client: Client):
    exercise = make()
    html = client.post(
        reverse("practice:exercise-answer", args=[exercise.slug]), {"action": "1B"}, HTTP_HX_REQUEST="true"
    ).content.decode()
    assert (
        html.lstrip().startswith('<section id="exercise-board"')
        and 'role="alert"' in html
        and "matador" in html
    )


@pytest.mark.parametrize("action", ["", "7O", "<b>", "13X"])
def test_a_card_not_in_the_exercise_hand_is_a_400(client: Client, action: str):
    exercise = make()
    response = client.post(reverse("practice:exercise-answer", args=[exercise.slug]), {"action": action})
    assert response.status_code == 400 and "no está en tu mano" in response.content.decode()


def test_unknown_exercise_is_a_404(client: Client):
    assert client.get(reverse("practice:exercise", args=["no-existe"])).status_code == 404


def test_contract_exercise_starts_a_hand_at_the_learners_turn(client: Client, student: User):
    hand = games.new_hand("tresillo", seed=22).apply("entrada").apply("paso").apply("paso")
    exercise = make(slug="entra", goal="contrato", game="tresillo", position="", hand=hand.notation, seat=0)
    client.force_login(student)
    response = client.post(reverse("practice:exercise-start", args=[exercise.slug]))
    record = PracticeHand.objects.get(exercise=exercise)
    assert response["Location"] == reverse("practice:hand", args=["tresillo", 22, record.pk])
    assert replay(record).actions[:3] == ("entrada", "paso", "paso") and record.owner == student
    html = client.get(response["Location"]).content.decode()
    assert "Triunfo: oros" in html
