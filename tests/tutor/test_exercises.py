"""Curated exercises: the goal is marked by the engine, solutions are remembered, bad input is refused."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

import games
from games.bazas.tute_trick import TuteTrick
from games.core.cards import RANK_NAMES
from tutor.lessons.curriculum import CurriculumError, read_toml
from tutor.practice.exercises import check_file, following, load_exercises, mark, matadores, solutions
from tutor.practice.models import Exercise, ExerciseSolved, PracticeHand
from tutor.practice.table import replay

pytestmark = pytest.mark.django_db
FOLLOW = "tute E 0 0 -/3O,4O,5C 12O 0,0"  # the rey de oros led, no stock: only the tres monta


def make(**fields: object) -> Exercise:
    defaults: dict[str, object] = {
        "slug": "guarda-el-basto",
        "title": "Hombre: arrastre de oros",
        "game": "hombre",
        "goal": "matador",
        "prompt": "Han arrastrado con un triunfo pequeño.",
        "position": "hombre O 0 0 -/1B,4C,12E/- 5O 0,0,0",
        "explanation": "Las del estuche, solas, pueden renunciar.",
        "source": "mediator-hombre-1807",
        "cite": "l. 708",
    }
    return Exercise.objects.create(**(defaults | fields))


TABLE_GAMES = ("tute", "guinote", "brisca", "julepe", "truco", "malilla", "rebesino")


def test_every_loaded_exercise_has_a_goal_the_engine_can_reach():
    for exercise in Exercise.objects.all():
        if exercise.goal == "contrato":
            hand = games.Hand.from_notation(exercise.hand)
            assert hand.to_move == exercise.seat and not hand.is_over, exercise
            continue
        position = games.Position.from_notation(exercise.position)
        reachable = set(solutions(exercise))
        assert reachable and exercise.rule, exercise  # something to find, and the rule it teaches
        assert reachable != {card.code for card in position.hand}, exercise  # and something to avoid
        if exercise.goal in ("gana", "pierde"):
            assert reachable != set(position.legal_plays()), exercise  # the trick matters, not only the law


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_every_game_at_the_table_has_six_exercises_with_rule_citation_and_lesson(game: str):
    exercises = Exercise.objects.filter(game=game)
    assert exercises.count() >= 6
    assert all(e.rule and e.cite.startswith("l. ") and e.lesson_id for e in exercises)


def test_a_broken_engine_is_noticed_by_the_loader(monkeypatch: pytest.MonkeyPatch):
    # with the obligations of the tute switched off, every card of a "legal" exercise would do
    monkeypatch.setattr(TuteTrick, "requirements", lambda self, position: [])
    problems: list[str] = []
    check_file(
        read_toml(settings.CURRICULUM_DIR / "exercises" / "tute.toml", problems), "tute.toml", problems
    )
    assert any("todas las cartas cumplen el objetivo" in problem for problem in problems)
    with pytest.raises(CurriculumError):
        load_exercises(settings.CURRICULUM_DIR)


def card_words(position: games.Position, code: str) -> set[str]:
    """The words that name a card: its rank, and its name in this game when it has one (espadilla, malilla…)."""
    card = games.Card.parse(code)
    described = position.rules.describe(card, position.trump)
    nickname = {described.split("(")[0].split()[-1]} if "(" in described else set()
    return {RANK_NAMES[card.rank]} | nickname


def telling_words(exercise: Exercise) -> set[str]:
    """The words of the title that name a card of the answer (or, for the matador goal, the matador to keep)."""
    position = games.Position.from_notation(exercise.position)
    answer = set(solutions(exercise))
    if exercise.goal == "matador":
        answer |= {card.code for card in position.hand} & matadores(position)
    words = set().union(*(card_words(position, code) for code in answer))
    return {word for word in words if re.search(rf"\b{word}\b", exercise.title, re.IGNORECASE)}


def test_no_title_names_a_card_of_the_answer():
    assert {e.slug: telling_words(e) for e in Exercise.objects.exclude(position="") if telling_words(e)} == {}


def test_the_title_check_notices_a_telling_title():
    assert telling_words(make(title="Guarda tu basto")) == {"basto"}
    assert telling_words(make(slug="tres", title="Sirve con el tres", goal="gana", position=FOLLOW)) == {
        "tres"
    }


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


def answer(client: Client, slug: str, code: str) -> str:
    return client.post(reverse("practice:exercise-answer", args=[slug]), {"action": code}).content.decode()


def test_an_illegal_card_shows_the_violation_its_source_the_rule_and_the_lesson(client: Client):
    exercise = Exercise.objects.select_related("lesson__course").get(slug="tute-sin-monte-baza-de-oros")
    violation = games.Position.from_notation(exercise.position).check_play("3C")
    assert violation is not None and violation.code == "asistir"
    html = answer(client, exercise.slug, "3C")
    assert 'data-violation="asistir"' in html and escape(violation.source) in html
    assert escape(exercise.rule) in html and exercise.cite in html
    assert f'href="{exercise.lesson.get_absolute_url()}" data-lesson' in html  # type: ignore[union-attr]


def test_a_legal_card_that_misses_the_goal_shows_the_rule_and_the_lesson(client: Client):
    exercise = Exercise.objects.select_related("lesson__course").get(slug="brisca-baza-de-oros")
    html = answer(client, exercise.slug, "11O")
    assert 'role="alert"' in html and "data-violation" not in html and "¡Bien!" not in html
    assert escape(exercise.rule) in html and f'href="{exercise.lesson.get_absolute_url()}"' in html  # type: ignore[union-attr]


def test_a_tied_trick_of_the_truco_is_not_won():
    exercise = Exercise.objects.get(slug="truco-sale-un-tres")
    assert solutions(exercise) == ["7O"] and "parda" in mark(exercise, "3B").message


def test_lose_goal_wants_a_legal_card_that_does_not_take_the_trick():
    exercise = Exercise.objects.get(slug="rebesino-baza-de-copas")
    assert solutions(exercise) == ["9C"] and not mark(exercise, "12C").solved
    assert mark(exercise, "1O").violation is not None  # not serving is still a renuncio


def test_next_exercise_is_the_next_of_the_game_then_the_first_of_the_next_game():
    ordered = list(Exercise.objects.all())
    games_in_order = list(dict.fromkeys(e.game for e in ordered))
    assert games_in_order[:4] == ["tute", "guinote", "brisca", "julepe"]
    tute = [e for e in ordered if e.game == "tute"]
    assert following(tute[0]) == tute[1]
    assert following(tute[-1]) == next(e for e in ordered if e.game == "guinote")
    walk: Exercise | None = ordered[0]
    seen = []
    while walk is not None:
        seen.append(walk.pk)
        walk = following(walk)
    assert sorted(seen) == sorted(e.pk for e in ordered)  # one walk visits every exercise once
    assert Exercise.objects.get(pk=seen[-1]).game == games_in_order[-1]


def test_solving_offers_the_next_exercise_and_an_unsolved_one_a_skip(client: Client):
    first, second = Exercise.objects.filter(game="tute")[:2]
    next_url = reverse("practice:exercise", args=[second.slug])
    page = client.get(reverse("practice:exercise", args=[first.slug])).content.decode()
    assert f'href="{next_url}" data-next>Salta al siguiente ejercicio' in page
    solved = answer(client, first.slug, solutions(first)[0])
    assert f'href="{next_url}" class="button" data-next>Siguiente ejercicio' in solved
    last = [e for e in Exercise.objects.all() if following(e) is None]
    assert len(last) == 1
    assert (
        "Es el último ejercicio"
        in client.get(reverse("practice:exercise", args=[last[0].slug])).content.decode()
    )
