"""Accounts: logins (the site's and the admin's) are throttled by django-axes, with a Spanish page."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

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
