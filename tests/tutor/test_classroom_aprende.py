"""Teachers assign a course or a stage of «Aprende a jugar», and the class table shows each pupil's stars per
stage."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from tests.tutor.test_classroom import build_world
from tests.tutor.test_classroom_views import url
from tutor.classroom.models import Assignment
from tutor.learn.models import Stage, StageResult, Track

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def stars_in(html: str) -> list[list[int]]:
    """Each stars cell of a page: the stars of its stages in order."""
    return [
        [int(n) for n in re.findall(r'data-stars="(\d)"', cell)]
        for cell in re.findall(r'<span class="stage-stars"[^>]*>(.*?)</span></span>', html)
    ]


def test_a_teacher_assigns_a_stage_and_a_course(client: Client):
    world = build_world()
    stage = Stage.objects.get(track__game="tute", order=4)
    client.force_login(world.teacher)
    for fields in ({"kind": "etapa", "stage": stage.pk}, {"kind": "aprende", "track": stage.track.pk}):
        assert client.post(url("assignments", world.classroom.pk), fields).status_code == 302
    kinds = set(world.classroom.assignments.values_list("kind", flat=True))
    assert {"etapa", "aprende"} <= kinds
    client.force_login(world.student)
    tasks = client.get(url("index")).content.decode()
    assert stage.get_absolute_url() in tasks and stage.track.get_absolute_url() in tasks


@pytest.mark.parametrize(
    "fields", [{"kind": "etapa"}, {"kind": "etapa", "stage": "999999"}, {"kind": "aprende"}]
)
def test_an_assignment_without_its_stage_or_course_is_refused(client: Client, fields: dict[str, str]):
    world = build_world()
    client.force_login(world.teacher)
    before = world.classroom.assignments.count()
    assert client.post(url("assignments", world.classroom.pk), fields).status_code == 400
    assert world.classroom.assignments.count() == before


def test_the_class_table_shows_stars_per_stage(client: Client):
    world = build_world()
    track = Track.objects.get(game="tute")
    stages = list(track.stages.order_by("order"))
    Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.TRACK, track=track)
    Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.STAGE, stage=stages[1])
    StageResult.objects.create(user=world.student, stage_key=stages[0].key, stars=3)
    StageResult.objects.create(user=world.student, stage_key=stages[1].key, stars=2)
    client.force_login(world.teacher)
    html = client.get(url("detail", world.classroom.pk)).content.decode()
    assert [3, 2] + [0] * (len(stages) - 2) in stars_in(html)  # the course: every stage, in order
    assert [2] in stars_in(html)  # the stage alone, done
