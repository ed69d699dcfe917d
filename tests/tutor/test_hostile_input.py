"""Hostile input: every parameter of every URL of the URLconf, as every persona, gets crafted values (Unicode
digits, 5,000-digit numbers, negative numbers, NUL bytes, 1 MB strings). No answer is a 5xx, nothing changes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from django.apps import apps
from django.contrib.auth.models import User
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

import games
from tests.tutor.test_classroom import World, build_world
from tutor.practice.models import Exercise, PracticeHand
from tutor.quizzes.models import Question

pytestmark = pytest.mark.django_db

HOSTILE = {
    "unicode-digit": "²",
    "huge-number": "9" * 5000,
    "negative": "-1",
    "nul-byte": "1\x00",
    "megabyte": "x" * 1_000_000,
}
PERSONAS = ("anonymous", "student", "outsider", "teacher", "other_teacher")
# Pages of Django's admin other than these two need a staff account, which no persona has.
ADMIN_FUZZED = {"admin:index", "admin:login"}


@pytest.fixture(autouse=True)
def fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@dataclass
class Scene:
    """The world of the classroom tests, plus a practice hand of the persona and a question and exercises."""

    world: World
    user: User | None
    hand: PracticeHand
    question: Question
    exercise: Exercise
    contract: Exercise


Arg = Callable[[Scene], object]


@dataclass(frozen=True)
class Endpoint:
    """How to call a URL: its methods, real values for its path, and the parameters it reads (query or body)."""

    methods: tuple[str, ...]
    path: dict[str, Arg]
    params: tuple[str, ...] = ()
    # False when only an anonymous visitor's post reads the parameters (a signed-in one's post is the action).
    signed_in_params: bool = True


def hand_path() -> dict[str, Arg]:
    return {"game": lambda s: s.hand.game, "seed": lambda s: s.hand.seed, "pk": lambda s: s.hand.pk}


def class_path(**more: Arg) -> dict[str, Arg]:
    return {"pk": lambda s: s.world.classroom.pk, **more}


GET, POST, BOTH = ("get",), ("post",), ("get", "post")
ENDPOINTS: dict[str, Endpoint] = {
    "pages:home": Endpoint(GET, {}),
    "pages:health": Endpoint(GET, {}),
    "pages:robots": Endpoint(GET, {}),
    "accounts:login": Endpoint(BOTH, {}, ("username", "password", "next")),
    "accounts:logout": Endpoint(POST, {}, ("next",)),
    "accounts:signup": Endpoint(BOTH, {}, ("username", "email", "password1", "password2", "next")),
    "accounts:password-change": Endpoint(BOTH, {}, ("old_password", "new_password1", "new_password2")),
    "accounts:password-change-done": Endpoint(GET, {}),
    "accounts:password-reset": Endpoint(BOTH, {}, ("email",)),
    "accounts:password-reset-done": Endpoint(GET, {}),
    "accounts:password-reset-confirm": Endpoint(
        BOTH,
        {"uidb64": lambda s: "MQ", "token": lambda s: "set-password"},
        ("new_password1", "new_password2"),
    ),
    "accounts:password-reset-complete": Endpoint(GET, {}),
    "lessons:index": Endpoint(GET, {}),
    "lessons:search": Endpoint(GET, {}, ("q",)),
    "lessons:glossary": Endpoint(GET, {}),
    "lessons:term": Endpoint(GET, {"term_slug": lambda s: "renuncio"}),
    "lessons:course": Endpoint(GET, {"course_slug": lambda s: s.world.lesson.course.slug}),
    "lessons:lesson": Endpoint(
        GET,
        {"course_slug": lambda s: s.world.lesson.course.slug, "lesson_slug": lambda s: s.world.lesson.slug},
    ),
    "lessons:check": Endpoint(
        POST,
        {"course_slug": lambda s: s.world.lesson.course.slug, "lesson_slug": lambda s: s.world.lesson.slug},
        ("q{check}", "q1"),
    ),
    "quizzes:index": Endpoint(GET, {}),
    "quizzes:review": Endpoint(GET, {}),
    "quizzes:answer": Endpoint(POST, {"pk": lambda s: s.question.pk}, ("answer", "repaso")),
    "quizzes:answer-generated": Endpoint(POST, {}, ("token", "answer", "repaso", "orden", "mover")),
    "quizzes:practice": Endpoint(GET, {"game": lambda s: "tute"}, ("semilla",)),
    "quizzes:quiz": Endpoint(
        BOTH, {"slug": lambda s: s.question.quiz.slug}, ("accion", "pregunta", "answer", "orden", "mover")
    ),
    "classroom:index": Endpoint(GET, {}),
    "classroom:teacher-signup": Endpoint(BOTH, {}, ("username", "password1", "password2"), False),
    "classroom:join": Endpoint(BOTH, {}, ("code", "codigo")),
    "classroom:join-code": Endpoint(BOTH, {"code": lambda s: s.world.classroom.code}),
    "classroom:create": Endpoint(BOTH, {}, ("name", "level")),
    "classroom:detail": Endpoint(GET, class_path()),
    "classroom:progress-csv": Endpoint(GET, class_path()),
    "classroom:progress-csv-semicolon": Endpoint(GET, class_path()),
    "classroom:obligations": Endpoint(GET, class_path()),
    "classroom:students": Endpoint(BOTH, class_path(), ("names",)),
    "classroom:student": Endpoint(GET, class_path(user_id=lambda s: s.world.student.pk)),
    "classroom:student-name": Endpoint(
        POST, class_path(user_id=lambda s: s.world.student.pk), ("real_name",)
    ),
    "classroom:leave": Endpoint(BOTH, class_path()),
    "classroom:student-remove": Endpoint(BOTH, class_path(user_id=lambda s: s.world.pupil.pk)),
    "classroom:student-password": Endpoint(POST, class_path(user_id=lambda s: s.world.pupil.pk)),
    "classroom:assignments": Endpoint(
        BOTH, class_path(), ("kind", "lesson", "course", "quiz", "game", "seed", "due_on", "instructions")
    ),
    "classroom:assignment-delete": Endpoint(BOTH, class_path(assignment_id=lambda s: s.world.hand_task.pk)),
    "classroom:settings": Endpoint(BOTH, class_path(), ("name", "level")),
    "classroom:regenerate-code": Endpoint(POST, class_path()),
    "classroom:teacher-add": Endpoint(POST, class_path(), ("username",)),
    "classroom:teacher-remove": Endpoint(POST, class_path(user_id=lambda s: s.world.colleague.pk)),
    "classroom:archive": Endpoint(POST, class_path()),
    "classroom:restore": Endpoint(POST, class_path()),
    "classroom:delete": Endpoint(BOTH, class_path(), ("name",)),
    "practice:index": Endpoint(GET, {}),
    "practice:exercises": Endpoint(GET, {}),
    "practice:exercise": Endpoint(GET, {"slug": lambda s: s.exercise.slug}),
    "practice:exercise-answer": Endpoint(POST, {"slug": lambda s: s.exercise.slug}, ("action",)),
    "practice:exercise-start": Endpoint(POST, {"slug": lambda s: s.contract.slug}),
    "practice:new": Endpoint(GET, {"game": lambda s: "tresillo"}),
    "practice:table": Endpoint(
        BOTH,
        {"game": lambda s: s.hand.game, "seed": lambda s: s.hand.seed},
        ("jugadores", "modalidad", "asiento", "nivel"),
    ),
    "practice:hand": Endpoint(GET, hand_path()),
    "practice:history": Endpoint(GET, hand_path()),
    "practice:act": Endpoint(POST, hand_path(), ("action", "version")),
    "practice:hint": Endpoint(POST, hand_path()),
    "practice:help": Endpoint(POST, hand_path(), ("modo",)),
    "practice:replay": Endpoint(POST, hand_path()),
    "practice:review": Endpoint(GET, hand_path(), ("baza",)),
    "practice:start-from": Endpoint(POST, hand_path(), ("paso",)),
    "learn:index": Endpoint(GET, {}),
    "learn:map": Endpoint(GET, {"game": lambda s: "tute"}),
    "learn:stage": Endpoint(GET, {"game": lambda s: "tute", "stage": lambda s: "asistir"}),
    "learn:answer": Endpoint(
        POST, {"game": lambda s: "tute", "stage": lambda s: "asistir"}, ("paso", "respuesta")
    ),
    "learn:restart": Endpoint(POST, {"game": lambda s: "tute", "stage": lambda s: "asistir"}),
    "learn:hand": Endpoint(POST, {"game": lambda s: "tute", "stage": lambda s: "asistir"}),
    "book:index": Endpoint(GET, {}),
    "book:hand": Endpoint(BOTH, {"slug": lambda s: "hombre-juego-1"}, ("accion", "turno")),
    "admin:index": Endpoint(GET, {}, ("next",)),
    "admin:login": Endpoint(BOTH, {}, ("username", "password", "next")),
}


def url_names(patterns: list[Any], namespace: str = "") -> set[str]:
    """Every named URL of the URLconf, with its namespace."""
    names: set[str] = set()
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
            names |= url_names(pattern.url_patterns, inner)
        elif isinstance(pattern, URLPattern) and pattern.name:
            names.add(namespace + pattern.name)
    return names


def test_every_url_of_the_urlconf_is_fuzzed():
    names = url_names(get_resolver().url_patterns)
    ours = {name for name in names if not name.startswith("admin:")}
    assert ours <= set(ENDPOINTS), sorted(ours - set(ENDPOINTS))
    assert set(ENDPOINTS) - ours == ADMIN_FUZZED


def fingerprint() -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table but the sessions and django-axes' log of login attempts (a visitor's session
    and the failed logins are not data the site keeps)."""
    return {
        model._meta.label: list(model._default_manager.order_by("pk").values_list())
        for model in apps.get_models()
        if model is not Session and model._meta.app_label != "axes"
    }


def scene(world: World, client: Client, who: str) -> Scene:
    """The persona ``who`` signed in on ``client`` (or an anonymous visitor with a session), with a hand."""
    user = None if who == "anonymous" else getattr(world, who)
    if user is not None:
        client.force_login(user)
    client.get(reverse("practice:index"))  # an anonymous visitor's hands belong to their session
    hand = PracticeHand.objects.create(
        owner=user,
        session_key="" if user else client.session.session_key or "",
        game="tresillo",
        seed=7,
        seat=0,
        notation=games.new_hand("tresillo", seed=7).notation,
    )
    question = Question.objects.filter(kind="opcion").select_related("quiz").first()
    exercise = Exercise.objects.exclude(position="").first()
    contract = Exercise.objects.filter(goal=Exercise.Goal.CONTRACT).first()
    assert question and exercise and contract
    return Scene(world, user, hand, question, exercise, contract)


def requests(name: str, endpoint: Endpoint, s: Scene) -> list[tuple[str, str, dict[str, str]]]:
    """(method, address, data): each path value and each parameter replaced, one at a time, by each value.

    A path gets every value but the megabyte: no server passes a request line that long to Django (gunicorn
    refuses those over 4,094 bytes).
    """
    real = {key: arg(s) for key, arg in endpoint.path.items()}
    marks = {
        key: f"zz{key}zz" if isinstance(value, str) else 987654321 + i
        for i, (key, value) in enumerate(real.items())
    }
    template = reverse(name, kwargs=marks) if marks else reverse(name)
    address = template
    for key, value in real.items():
        address = address.replace(str(marks[key]), str(value))
    check = s.world.lesson.checks.first()
    sent: list[tuple[str, str, dict[str, str]]] = []
    for method in endpoint.methods:
        for label, bad in HOSTILE.items():
            for key in real if label != "megabyte" else ():
                others = template
                for other, value in real.items():
                    others = others.replace(str(marks[other]), quote(bad) if other == key else str(value))
                sent.append((method, others, {}))
            for param in endpoint.params if endpoint.signed_in_params or s.user is None else ():
                field = param.format(check=check.pk if check else 0)
                sent.append((method, address, {field: bad}))
    return sent


@pytest.mark.parametrize("name", sorted(ENDPOINTS))
def test_hostile_values_get_no_5xx_and_change_nothing(name: str):
    world = build_world()
    scenes = {who: (Client(raise_request_exception=False), who) for who in PERSONAS}
    prepared = [(client, scene(world, client, who)) for client, who in scenes.values()]
    before = fingerprint()
    for client, s in prepared:
        for method, address, data in requests(name, ENDPOINTS[name], s):
            if method == "get":
                response = client.get(address + ("?" + urlencode(data) if data else ""))
            else:
                response = client.post(address, data)
            assert response.status_code < 500, (method, address[:200], {k: v[:20] for k, v in data.items()})
    assert fingerprint() == before
