"""«Continúa donde lo dejaste» goes to the first lesson not completed, from the last one visited; the lessons'
list opens with the beginner's courses."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from tutor.lessons.models import Course, LessonProgress

pytestmark = pytest.mark.django_db


def test_continue_goes_past_the_lesson_just_completed(client: Client, student: User):
    client.force_login(student)
    first, second = Course.objects.get(slug="tute").lessons.order_by("order")[:2]
    LessonProgress.visit(student, first)
    LessonProgress.complete(student, first)
    page = client.get(reverse("lessons:index")).content.decode()
    assert f'href="{second.get_absolute_url()}">Continúa' in page


def test_continue_stays_on_a_lesson_not_yet_completed(client: Client, student: User):
    client.force_login(student)
    first = Course.objects.get(slug="tute").lessons.order_by("order").first()
    assert first is not None
    LessonProgress.visit(student, first)
    page = client.get(reverse("lessons:index")).content.decode()
    assert f'href="{first.get_absolute_url()}">Continúa' in page


def test_the_list_opens_with_a_beginners_course_not_the_1807_mediator(client: Client):
    courses = list(
        Course.objects.filter(kind=Course.Kind.COURSE).order_by("order").values_list("slug", flat=True)
    )
    assert courses[0] == "tute"
    assert courses.index("mediator") > courses.index("tresillo")
