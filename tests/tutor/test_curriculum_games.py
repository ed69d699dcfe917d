"""The games of issue #9 are offered by the lessons and the quizzes, and the Tute course follows the format."""

from __future__ import annotations

import re

import pytest

from tutor.lessons.curriculum import CATALOGUE_SLUG
from tutor.lessons.models import Lesson
from tutor.quizzes.models import Quiz

pytestmark = pytest.mark.django_db

ISSUE_9_GAMES = ["tute", "guinote", "brisca", "julepe", "malilla", "rebesino"]
CITATION = re.compile(r"\(l\. [0-9][0-9–, ]*\)\.$")


@pytest.mark.parametrize("game", ISSUE_9_GAMES)
def test_curriculum_offers_every_issue_9_game(game: str):
    lessons = Lesson.objects.exclude(course__slug=CATALOGUE_SLUG)
    assert any(game in lesson.games for lesson in lessons), game
    bank = next((quiz for quiz in Quiz.objects.all() if game in quiz.games), None)
    assert bank is not None and bank.questions.count() >= 25, game
    linked = bank.questions.filter(lesson__isnull=False)
    assert linked.count() == bank.questions.count(), game


def test_curriculum_tute_course_is_own_prose_with_cited_rules():
    lessons = list(Lesson.objects.filter(course__slug="tute").order_by("order"))
    assert len(lessons) >= 8
    for lesson in lessons:
        assert lesson.kind == "texto-propio", lesson
        assert lesson.rules and all(CITATION.search(rule) for rule in lesson.rules), lesson
        assert lesson.games and lesson.passages.exists() and lesson.checks.exists(), lesson
