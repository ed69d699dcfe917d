"""What a visitor does before having an account follows them into it, whether they sign up or sign in: the practice
hands of their anonymous session and the lessons they completed. Nobody else's hands come along."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from tests.tutor.test_lessons import answers, first
from tests.tutor.test_practice import sit
from tutor.lessons.models import LessonProgress
from tutor.practice.models import PracticeHand

pytestmark = pytest.mark.django_db

PASSWORD = "las-cuarenta-en-bastos"


@pytest.fixture(autouse=True)
def fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def sign_up(client: Client) -> User:
    data = {"username": "recien.llegada", "password1": PASSWORD, "password2": PASSWORD}
    assert client.post(reverse("accounts:signup"), data).status_code == 302
    return User.objects.get(username="recien.llegada")


def sign_in(client: Client) -> User:
    user = User.objects.create_user("habitual", password=PASSWORD)
    assert (
        client.post(reverse("accounts:login"), {"username": "habitual", "password": PASSWORD}).status_code
        == 302
    )
    return user


def address(record: PracticeHand) -> str:
    return reverse("practice:hand", args=[record.game, record.seed, record.pk])


@pytest.mark.parametrize("enter", [sign_up, sign_in])
def test_a_hand_played_anonymously_is_the_accounts_after_entering(client: Client, enter: Any):
    record = sit(client)
    other = Client()
    someone_elses = sit(other, seed=8)
    key = client.session.session_key
    user = enter(client)
    assert client.session.session_key != key  # login() gave the session a new key
    record.refresh_from_db()
    assert (record.owner, record.session_key) == (user, "")
    assert client.get(address(record)).status_code == 200
    someone_elses.refresh_from_db()
    assert someone_elses.owner is None and other.get(address(someone_elses)).status_code == 200
    assert client.get(address(someone_elses)).status_code == 404


@pytest.mark.parametrize("enter", [sign_up, sign_in])
def test_lessons_completed_anonymously_are_the_accounts_after_entering(client: Client, enter: Any):
    lesson = first("malilla")
    client.post(reverse("lessons:check", args=["malilla", lesson.slug]), answers(lesson))
    user = enter(client)
    assert LessonProgress.objects.get(user=user, lesson=lesson).completed_at is not None


def test_a_signed_in_visitors_hands_are_not_handed_to_the_next_account(client: Client):
    """Hands played signed in are the account's: signing in as somebody else on the same browser takes none."""
    first_user = User.objects.create_user("primera", password=PASSWORD)
    client.force_login(first_user)
    record = sit(client)
    sign_in(client)
    record.refresh_from_db()
    assert record.owner == first_user
