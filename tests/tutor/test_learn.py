"""«Aprende a jugar»: the stage played step by step, the stars, and where they are kept."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

import games
from tutor.learn import steps
from tutor.learn.models import Stage, StageResult, Step
from tutor.learn.reader import read_tracks
from tutor.practice.models import PracticeHand

pytestmark = pytest.mark.django_db


def first_stage() -> Stage:
    stage = Stage.objects.select_related("track").filter(track__game="tute").order_by("order").first()
    assert stage is not None
    return stage


def data(step: Step) -> dict[str, Any]:
    return {"prompt": step.prompt, **step.data, "kind": step.kind}


def right(step: Step) -> str:
    return steps.solutions(data(step))[0]


def wrong(step: Step) -> str:
    return next(c.value for c in steps.choices(data(step)) if c.value not in steps.solutions(data(step)))


def post(client: Client, stage: Stage, number: int, answer: str) -> Any:
    return client.post(
        reverse("learn:answer", args=[stage.track.game, stage.slug]), {"paso": number, "respuesta": answer}
    )


def play_stage(client: Client, stage: Stage, mistakes: int = 0) -> Any:
    """Answer every step of ``stage`` (not a ``mano``), ``mistakes`` wrong answers first."""
    answered = None
    for number, step in enumerate(stage.steps.all()):
        assert step.kind != "mano"
        for _ in range(mistakes if number == 0 else 0):
            assert post(client, stage, number, wrong(step)).status_code == 200
        answered = post(client, stage, number, right(step))
        assert answered.status_code == 200
    return answered


def stars_on_map(client: Client, stage: Stage) -> str:
    page = client.get(reverse("learn:map", args=[stage.track.game])).content.decode()
    anchor = page.index(stage.get_absolute_url(), page.index('class="stage-map"'))
    return page[page.rindex("data-stars=", 0, anchor) :].split('"')[1]


def test_a_stage_without_mistakes_earns_three_stars_and_the_map_shows_them(client: Client):
    stage = first_stage()
    finished = play_stage(client, stage)
    assert b'class="stage-done" data-stars="3"' in finished.content
    assert stars_on_map(client, stage) == "3"


@pytest.mark.parametrize(("mistakes", "stars"), [(1, "2"), (2, "1"), (4, "1")])
def test_each_mistake_costs_a_star_down_to_one(client: Client, mistakes: int, stars: str):
    stage = first_stage()
    play_stage(client, stage, mistakes)
    assert stars_on_map(client, stage) == stars


def test_a_wrong_answer_is_explained_and_the_step_stays(client: Client):
    stage = first_stage()
    step = stage.steps.first()
    assert step is not None
    answered = post(client, stage, 0, wrong(step))
    html = answered.content.decode()
    assert 'role="alert" class="alert"' in html
    assert 'data-step="1"' in html  # still the first step
    assert post(client, stage, 1, right(step)).status_code == 409  # the second step is not open yet


def test_an_illegal_card_gets_the_engines_violation(client: Client):
    step = next(s for s in Step.objects.filter(kind="carta") if steps.mark(data(s), wrong(s)).code)
    marked = steps.mark(data(step), wrong(step))
    assert marked.code and marked.citation and not marked.right


def test_the_map_continues_at_the_first_stage_not_done(client: Client):
    stage = first_stage()
    play_stage(client, stage)
    page = client.get(reverse("learn:map", args=["tute"])).content.decode()
    following = Stage.objects.filter(track=stage.track, order__gt=stage.order).order_by("order").first()
    assert following is not None
    assert f'href="{following.get_absolute_url()}">Continúa' in page


def test_better_stars_are_kept_and_worse_ones_do_not_lower_them(client: Client):
    stage = first_stage()
    play_stage(client, stage)
    play_stage(client, stage, mistakes=3)
    assert stars_on_map(client, stage) == "3"


@pytest.mark.parametrize(
    "fields",
    [
        {"paso": "٠", "respuesta": "1O"},
        {"paso": "9" * 5000, "respuesta": "1O"},
        {"paso": "0", "respuesta": "1X"},
        {"paso": "0", "respuesta": "x" * 5000},
        {"paso": "0"},
        {},
    ],
)
def test_bad_posts_get_a_400_and_change_nothing(client: Client, fields: dict[str, str]):
    stage = first_stage()
    answered = client.post(reverse("learn:answer", args=["tute", stage.slug]), fields)
    assert answered.status_code == 400
    assert b'role="alert" class="alert"' in answered.content
    assert "aprende_etapas" not in client.session


def test_a_replayed_post_changes_nothing(client: Client):
    stage = first_stage()
    step = stage.steps.first()
    assert step is not None
    assert post(client, stage, 0, right(step)).status_code == 200
    before = dict(client.session["aprende_etapas"])
    assert post(client, stage, 0, right(step)).status_code == 409
    assert client.session["aprende_etapas"] == before


def test_get_changes_nothing_and_unknown_stages_are_404(client: Client):
    stage = first_stage()
    assert client.get(stage.get_absolute_url()).status_code == 200
    assert "aprende_etapas" not in client.session
    assert client.get(reverse("learn:stage", args=["tute", "no-existe"])).status_code == 404
    assert client.get(reverse("learn:map", args=["poker"])).status_code == 404
    assert client.get(reverse("learn:answer", args=["tute", stage.slug])).status_code == 405


def test_an_anonymous_learners_stars_join_the_account_on_sign_up(client: Client):
    stage = first_stage()
    play_stage(client, stage, mistakes=1)
    client.post(
        reverse("accounts:signup"),
        {"username": "nueva", "password1": "las-cuarenta-en-bastos", "password2": "las-cuarenta-en-bastos"},
    )
    user = User.objects.get(username="nueva")
    assert StageResult.objects.get(user=user, stage_key=stage.key).stars == 2
    assert stars_on_map(client, stage) == "2"


def test_signing_in_keeps_the_best_of_session_and_account(client: Client, student: User):
    stage = first_stage()
    StageResult.objects.create(user=student, stage_key=stage.key, stars=1)
    play_stage(client, stage)
    client.post(reverse("accounts:login"), {"username": "alumno", "password": "las-cuarenta-en-bastos"})
    assert StageResult.objects.get(user=student, stage_key=stage.key).stars == 3
    client.logout()
    assert stars_on_map(client, stage) == "0"


def test_a_signed_in_learner_keeps_stars_in_the_database(client: Client, student: User):
    client.force_login(student)
    stage = first_stage()
    play_stage(client, stage)
    assert StageResult.objects.get(user=student, stage_key=stage.key).stars == 3


def test_the_guided_hand_counts_its_illegal_attempts(client: Client):
    stage = Stage.objects.filter(track__game="tute").order_by("-order").first()
    assert stage is not None
    all_steps = list(stage.steps.all())
    for number, step in enumerate(all_steps[:-1]):
        post(client, stage, number, right(step))
    last = len(all_steps) - 1
    assert post(client, stage, last, "mano").status_code == 409  # no hand yet
    started = client.post(reverse("learn:hand", args=["tute", stage.slug]))
    assert started.status_code == 302
    hand = PracticeHand.objects.get()
    table = client.get(started["Location"]).content.decode()
    assert 'class="learn-back' in table and stage.get_absolute_url() in table  # the table leads back
    assert post(client, stage, last, "mano").status_code == 409  # not finished
    hand.illegal = [{"code": "asistir"}]
    hand.finished_at = hand.created_at
    hand.save()
    finished = post(client, stage, last, "mano")
    assert b'class="stage-done" data-stars="2"' in finished.content


def test_home_leads_to_aprende_and_shows_a_returning_learners_progress(client: Client):
    home = client.get("/").content.decode()
    assert f'href="{reverse("learn:index")}"' in home
    assert 'href="/aprende/tute/"' in home  # the game cards are links
    play_stage(client, first_stage())
    assert "Tu progreso" in client.get("/").content.decode()


def test_every_step_of_every_course_is_what_the_engine_says(settings: Any):
    problems: list[str] = []
    tracks = read_tracks(Path(settings.CURRICULUM_DIR), problems)
    assert problems == []
    assert len(tracks) >= 6
    assert all(len(track.stages) >= 8 for track in tracks)
    assert sum(len(stage["steps"]) for track in tracks for stage in track.stages) >= 250


def test_the_check_notices_an_engine_that_gives_every_trick_to_its_leader(settings: Any, monkeypatch: Any):
    monkeypatch.setattr(games.Position, "trick_winner", lambda position: position.leader)
    problems: list[str] = []
    read_tracks(Path(settings.CURRICULUM_DIR), problems)
    assert any("el motor" in problem for problem in problems)


def test_the_check_notices_an_engine_that_counts_points_wrong(settings: Any, monkeypatch: Any):
    rules = type(games.GAMES["tute"].hand_rules)
    monkeypatch.setattr(rules, "count", lambda self, cards: 0)
    problems: list[str] = []
    read_tracks(Path(settings.CURRICULUM_DIR), problems)
    assert any(problem.startswith("tute/") and "cuenta" in problem for problem in problems)


def test_a_card_offered_by_an_action_step_is_drawn_and_named_like_the_table_s():
    step = {"kind": "accion", "game": "burro", "hand": "burro seed=1 players=2 |", "seat": 0}
    offered = steps.choices({**step, "options": ["4E", "roba"]})
    assert [(choice.value, choice.card) for choice in offered] == [("4E", "4E"), ("roba", "")]
    assert offered[0].label == games.Card.parse("4E").name.capitalize()


def test_an_action_step_shows_the_cards_face_up_on_the_table():
    from tutor.learn.display import board

    hand = games.new_hand("escoba", seed=1, players=2)
    seat = hand.to_move or 0
    step = {"kind": "accion", "game": "escoba", "hand": hand.notation, "seat": seat, "options": ["paso"]}
    shown = board(step)
    assert [[card.code for card in group] for group in shown.table] == [
        [card.code for card in hand.view(seat).table]
    ]
    assert shown.table and {card.code for card in shown.cards} == {card.code for card in hand.view(seat).hand}
