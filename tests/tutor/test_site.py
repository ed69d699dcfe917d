"""The site shell: home, health check, Spanish error pages, accounts."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

import games

pytestmark = pytest.mark.django_db


def test_home_lists_every_game_of_the_engine(client: Client):
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="es">' in html
    for rules in games.GAMES.values():
        assert rules.name in html


def test_health_checks_the_database(client: Client):
    response = client.get("/salud/")
    assert response.status_code == 200
    assert response.content == b"ok\n"


def test_health_answers_503_when_the_database_fails(client: Client, monkeypatch: pytest.MonkeyPatch):
    from django.db import DatabaseError
    from django.db.backends.utils import CursorWrapper

    def broken(self, sql, params=None):
        raise DatabaseError("caída")

    monkeypatch.setattr(CursorWrapper, "execute", broken)
    assert client.get("/salud/").status_code == 503


def test_unknown_page_is_a_spanish_404(client: Client):
    response = client.get("/no-existe/")
    assert response.status_code == 404
    assert "Página no encontrada" in response.content.decode()


def test_csrf_failure_is_a_spanish_403():
    client = Client(enforce_csrf_checks=True)
    response = client.post(reverse("accounts:signup"), {"username": "ana"})
    assert response.status_code == 403
    assert "El formulario ha caducado" in response.content.decode()


def test_signup_without_email_logs_the_pupil_in(client: Client):
    response = client.post(
        reverse("accounts:signup"),
        {"username": "lucia", "password1": "naipes-del-abuelo", "password2": "naipes-del-abuelo"},
    )
    assert response.status_code == 302
    assert User.objects.filter(username="lucia", email="").exists()
    assert client.get("/").context["user"].is_authenticated


def test_signup_errors_are_in_spanish(client: Client):
    response = client.post(
        reverse("accounts:signup"), {"username": "lucia", "password1": "abc", "password2": "abd"}
    )
    assert response.status_code == 200
    assert "Los dos campos de contraseña no coinciden" in response.content.decode()


def test_signup_ignores_an_outside_next_address(client: Client):
    response = client.post(
        reverse("accounts:signup") + "?next=https://malo.example/",
        {"username": "pepe", "password1": "naipes-del-abuelo", "password2": "naipes-del-abuelo"},
    )
    assert response["Location"] == "/"


def test_login_and_logout(client: Client):
    User.objects.create_user("maestra", password="tapete-verde-1")
    response = client.post(reverse("accounts:login"), {"username": "maestra", "password": "tapete-verde-1"})
    assert response.status_code == 302
    assert client.post(reverse("accounts:logout")).status_code == 302
    assert not client.get("/").context["user"].is_authenticated


def test_wrong_login_says_so_in_spanish(client: Client):
    response = client.post(reverse("accounts:login"), {"username": "nadie", "password": "x"})
    assert "Por favor, introduzca un nombre de usuario y clave correctos" in response.content.decode()


def test_every_page_sends_a_content_security_policy_without_inline_scripts(client: Client):
    policy = client.get(reverse("pages:home"))["Content-Security-Policy"]
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
    assert directives["script-src"] == "'self'" and directives["default-src"] == "'self'"
    assert directives["frame-ancestors"] == "'none'" and directives["object-src"] == "'none'"


@pytest.mark.parametrize(
    ("method", "address"),
    [
        ("get", "/cuenta/salir/"),
        ("get", "/cuestionarios/responder/generada/"),
        ("get", "/practicar/tresillo/7/1/accion/"),
        ("post", "/lecciones/"),
        ("put", "/practicar/tresillo/7/"),
    ],
)
def test_a_method_not_allowed_is_a_spanish_page(client: Client, method: str, address: str):
    response = getattr(client, method)(address)
    assert response.status_code == 405 and response["Allow"]
    html = response.content.decode()
    assert (
        'role="alert"' in html
        and 'lang="es"' in html
        and "No se ha cambiado nada" in html
        or "enlace" in html
    )
