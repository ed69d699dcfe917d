"""Accounts: logins (the site's and the admin's) are throttled by django-axes, sign-ups by address, with Spanish
pages."""

from __future__ import annotations

import re
from datetime import timedelta
from io import StringIO
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tutor.accounts.models import SignUp

pytestmark = pytest.mark.django_db

PASSWORD = "las-cuarenta-en-bastos"


@pytest.mark.parametrize("login", ["accounts:login", "admin:login"])
def test_wrong_passwords_lock_the_username_from_that_address(client: Client, login: str):
    User.objects.create_user("lucia", password=PASSWORD, is_staff=True)
    address = reverse(login)
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert client.post(address, {"username": "lucia", "password": "no-es-esta"}).status_code == 200
    locked = client.post(address, {"username": "lucia", "password": "no-es-esta"})
    assert locked.status_code == 429
    assert 'role="alert"' in locked.content.decode() and "Demasiados intentos" in locked.content.decode()
    # the right password is refused too while the lock lasts
    right = client.post(address, {"username": "lucia", "password": PASSWORD})
    assert right.status_code == 429 and "_auth_user_id" not in client.session
    # another address, or another username from this one, is not locked
    assert (
        Client(REMOTE_ADDR="10.0.0.9").post(address, {"username": "lucia", "password": PASSWORD}).status_code
        == 302
    )
    User.objects.create_user("pepe", password=PASSWORD)
    assert (
        client.post(reverse("accounts:login"), {"username": "pepe", "password": PASSWORD}).status_code == 302
    )


def test_a_right_password_before_the_limit_resets_the_count(client: Client):
    User.objects.create_user("lucia", password=PASSWORD)
    address = reverse("accounts:login")
    for _ in range(2):
        for _ in range(settings.AXES_FAILURE_LIMIT - 1):
            client.post(address, {"username": "lucia", "password": "no-es-esta"})
        assert client.post(address, {"username": "lucia", "password": PASSWORD}).status_code == 302
        client.logout()


@pytest.mark.parametrize(
    "username",
    ["profe.luci\u0430", "profe\u202e.lucia", "\u03b1lpha.beta"],
)
def test_usernames_refuse_bidi_controls_and_mixed_scripts(client: Client, username: str):
    User.objects.create_user("profe.lucia", password=PASSWORD)
    data = {"username": username, "password1": PASSWORD + "-9", "password2": PASSWORD + "-9"}
    response = client.post(reverse("accounts:signup"), data)
    assert response.status_code == 200 and not User.objects.filter(username=username).exists()
    assert client.post(reverse("accounts:signup"), data | {"username": "profe.lucía"}).status_code == 302


@pytest.mark.parametrize("password", ["1234567890123", "corta-9"])
def test_self_chosen_passwords_need_ten_characters_and_a_letter(client: Client, password: str):
    data = {"username": "nueva", "password1": password, "password2": password}
    assert client.post(reverse("accounts:signup"), data).status_code == 200
    assert not User.objects.filter(username="nueva").exists()


def test_everyone_changes_their_own_password(client: Client):
    user = User.objects.create_user("lucia", password=PASSWORD)
    client.force_login(user)
    new = "otra-clave-larga-7"
    response = client.post(
        reverse("accounts:password-change"),
        {"old_password": PASSWORD, "new_password1": new, "new_password2": new},
    )
    assert response.status_code == 302
    user.refresh_from_db()
    assert user.check_password(new)
    assert 'lang="es"' in client.get(response["Location"]).content.decode()


def test_a_self_registered_user_with_an_email_resets_the_password(client: Client, mailoutbox: list[Any]):
    User.objects.create_user("lucia", email="lucia@example.org", password=PASSWORD)
    assert client.post(reverse("accounts:password-reset"), {"email": "lucia@example.org"}).status_code == 302
    [mail] = mailoutbox
    link = re.search(r"https?://[^/]+(/cuenta/restablecer/\S+)", mail.body)
    assert link is not None
    form = client.get(link.group(1), follow=True)
    assert form.status_code == 200
    new = "otra-clave-larga-7"
    done = client.post(form.redirect_chain[-1][0], {"new_password1": new, "new_password2": new})
    assert done.status_code == 302
    assert User.objects.get(username="lucia").check_password(new)


def test_usernames_are_shown_bidi_isolated(client: Client):
    client.force_login(User.objects.create_user("lucia", password=PASSWORD))
    assert "<bdi>lucia</bdi>" in client.get("/").content.decode()


@pytest.mark.parametrize("signup", ["accounts:signup", "classroom:teacher-signup"])
def test_sign_ups_are_throttled_by_address(signup: str):
    """At most SIGNUP_LIMIT new accounts an hour from one address; another address still signs up."""
    address = reverse(signup)
    for n in range(settings.SIGNUP_LIMIT):
        sent = {"username": f"nuevo{n}", "password1": PASSWORD, "password2": PASSWORD}
        assert Client(REMOTE_ADDR="10.0.0.7").post(address, sent).status_code == 302
    refused = Client(REMOTE_ADDR="10.0.0.7").post(
        address, {"username": "uno.mas", "password1": PASSWORD, "password2": PASSWORD}
    )
    assert refused.status_code == 429 and 'role="alert"' in refused.content.decode()
    assert not User.objects.filter(username="uno.mas").exists()
    other = Client(REMOTE_ADDR="10.0.0.8").post(
        address, {"username": "otra.casa", "password1": PASSWORD, "password2": PASSWORD}
    )
    assert other.status_code == 302 and User.objects.filter(username="otra.casa").exists()


def test_an_invalid_sign_up_does_not_count_and_prune_forgets_old_ones():
    for _ in range(settings.SIGNUP_LIMIT + 2):
        Client().post(reverse("accounts:signup"), {"username": "x", "password1": "a", "password2": "b"})
    assert SignUp.objects.count() == 0
    SignUp.objects.create(address="10.0.0.1")
    SignUp.objects.update(at=timezone.now() - timedelta(hours=2))
    call_command("prune", stdout=StringIO())
    assert SignUp.objects.count() == 0
