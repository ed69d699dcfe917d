"""Quizzes answered before signing up or in follow the visitor into their account (their run, and each answer as
an attempt, so that a class sees it)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from tests.tutor.test_quizzes import bank, state, step  # noqa: F401  (bank is a fixture)
from tutor.quizzes.models import Attempt, Quiz, QuizRun

pytestmark = pytest.mark.django_db


def test_signing_up_keeps_the_quiz_answered_before(client: Client, bank: Quiz):  # noqa: F811
    assert step(client, bank, "responder", 0, answer="2").status_code == 302
    assert step(client, bank, "siguiente", 0).status_code == 302
    client.post(
        reverse("accounts:signup"),
        {"username": "nueva", "password1": "las-cuarenta-en-bastos", "password2": "las-cuarenta-en-bastos"},
    )
    user = User.objects.get(username="nueva")
    run = QuizRun.objects.get(user=user, quiz=bank)
    assert run.position == 1 and len(run.answers) == 1
    assert Attempt.objects.filter(user=user, correct=True).count() == 1
    assert state(client.get(reverse("quizzes:quiz", args=[bank.slug])).content.decode()) == (1, 1, 1)


def test_signing_in_does_not_overwrite_the_accounts_own_run(client: Client, bank: Quiz, student: User):  # noqa: F811
    QuizRun.objects.create(user=student, quiz=bank, position=2, answers={})
    step(client, bank, "responder", 0, answer="2")
    client.post(reverse("accounts:login"), {"username": "alumno", "password": "las-cuarenta-en-bastos"})
    assert QuizRun.objects.get(user=student, quiz=bank).position == 2
    assert Attempt.objects.filter(user=student).count() == 1
