"""Classes: every view, for each persona: anonymous, a student of the class, a student of another class, the teacher
who created the class, a co-teacher of it and a teacher of another class. Refusals are Spanish pages with a 4xx status, never a 500."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.tutor.test_classroom import World, build_world
from tutor.classroom.models import Classroom

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_passwords(settings: Any) -> None:
    """Hashing with the production hasher would make the hundreds of accounts of these tests slow."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


PERSONAS = ("anonymous", "student", "outsider", "teacher", "colleague", "other_teacher")


def teacher_only(ok: int) -> dict[str, int]:
    """A page of one class: its students know it exists (403), everybody else finds nothing (404)."""
    return {
        "anonymous": 302,
        "student": 403,
        "outsider": 404,
        "teacher": ok,
        "colleague": ok,
        "other_teacher": 404,
    }


def owner_only(ok: int) -> dict[str, int]:
    """Archiving, restoring, deleting: its creator only; a co-teacher is told who can (403)."""
    return teacher_only(ok) | {"colleague": 403}


def pupil_only(ok: int) -> dict[str, int]:
    """Leaving a class: only its students; for everybody else there is nothing to leave (404)."""
    return dict.fromkeys(PERSONAS, 404) | {"anonymous": 302, "student": ok}


def signed_in(ok: int) -> dict[str, int]:
    return {
        "anonymous": 302,
        "student": ok,
        "outsider": ok,
        "teacher": ok,
        "colleague": ok,
        "other_teacher": ok,
    }


Url = Callable[[World], str]


def class_url(name: str, *more: Callable[[World], int]) -> Url:
    return lambda w: reverse(f"classroom:{name}", args=[w.classroom.pk, *(f(w) for f in more)])


# (name, method, url, data, expected status per persona)
CASES: list[tuple[str, str, Url, dict[str, str], dict[str, int]]] = [
    ("index", "get", lambda w: reverse("classroom:index"), {}, signed_in(200)),
    (
        "teacher-signup",
        "get",
        lambda w: reverse("classroom:teacher-signup"),
        {},
        {
            "anonymous": 200,
            "student": 200,
            "outsider": 200,
            "teacher": 302,
            "colleague": 302,
            "other_teacher": 302,
        },
    ),
    ("join", "get", lambda w: reverse("classroom:join"), {}, signed_in(200)),
    (
        "join-code",
        "get",
        lambda w: reverse("classroom:join-code", args=[w.classroom.code]),
        {},
        signed_in(200),
    ),
    (
        "join-code",
        "post",
        lambda w: reverse("classroom:join-code", args=[w.classroom.code]),
        {},
        {
            "anonymous": 302,
            "student": 302,
            "outsider": 302,
            "teacher": 400,
            "colleague": 400,
            "other_teacher": 302,
        },
    ),
    (
        "create",
        "get",
        lambda w: reverse("classroom:create"),
        {},
        {
            "anonymous": 302,
            "student": 403,
            "outsider": 403,
            "teacher": 200,
            "colleague": 200,
            "other_teacher": 200,
        },
    ),
    ("detail", "get", class_url("detail"), {}, teacher_only(200)),
    ("progress-csv", "get", class_url("progress-csv"), {}, teacher_only(200)),
    ("progress-csv-semicolon", "get", class_url("progress-csv-semicolon"), {}, teacher_only(200)),
    ("obligations", "get", class_url("obligations"), {}, teacher_only(200)),
    ("students", "get", class_url("students"), {}, teacher_only(200)),
    ("students", "post", class_url("students"), {"names": "Lola Flores"}, teacher_only(200)),
    (
        "student",
        "get",
        class_url("student", lambda w: w.student.pk),
        {},
        {
            "anonymous": 302,
            "student": 200,
            "outsider": 404,
            "teacher": 200,
            "colleague": 200,
            "other_teacher": 404,
        },
    ),
    ("student-of-another", "get", class_url("student", lambda w: w.outsider.pk), {}, teacher_only(404)),
    (
        "student-name",
        "post",
        class_url("student-name", lambda w: w.student.pk),
        {"real_name": "Alba Núñez"},
        teacher_only(302),
    ),
    ("leave", "get", class_url("leave"), {}, pupil_only(200)),
    ("leave", "post", class_url("leave"), {}, pupil_only(302)),
    ("student-remove", "get", class_url("student-remove", lambda w: w.pupil.pk), {}, teacher_only(200)),
    ("student-remove", "post", class_url("student-remove", lambda w: w.pupil.pk), {}, teacher_only(302)),
    ("student-password", "post", class_url("student-password", lambda w: w.pupil.pk), {}, teacher_only(200)),
    ("assignments", "get", class_url("assignments"), {}, teacher_only(200)),
    (
        "assignments",
        "post",
        class_url("assignments"),
        {"kind": "mano", "game": "tresillo", "seed": "42"},
        teacher_only(302),
    ),
    (
        "assignment-delete",
        "get",
        class_url("assignment-delete", lambda w: w.hand_task.pk),
        {},
        teacher_only(200),
    ),
    (
        "assignment-delete",
        "post",
        class_url("assignment-delete", lambda w: w.hand_task.pk),
        {},
        teacher_only(302),
    ),
    ("settings", "get", class_url("settings"), {}, teacher_only(200)),
    ("settings", "post", class_url("settings"), {"name": "Tresillo", "level": "avanzado"}, teacher_only(302)),
    ("regenerate-code", "post", class_url("regenerate-code"), {}, teacher_only(302)),
    ("teacher-add", "post", class_url("teacher-add"), {"username": "otro"}, teacher_only(302)),
    ("teacher-remove", "post", class_url("teacher-remove", lambda w: w.colleague.pk), {}, teacher_only(302)),
    ("archive", "post", class_url("archive"), {}, owner_only(302)),
    ("restore", "post", class_url("restore"), {}, owner_only(302)),
    ("delete-active", "get", class_url("delete"), {}, owner_only(409)),
]


def persona(world: World, name: str) -> Any:
    return None if name == "anonymous" else getattr(world, name)


@pytest.mark.parametrize("who", PERSONAS)
@pytest.mark.parametrize(
    ("name", "method", "url", "data", "expected"), CASES, ids=[c[0] + "-" + c[1] for c in CASES]
)
def test_every_view_answers_each_persona(
    client: Client, who: str, name: str, method: str, url: Url, data: dict[str, str], expected: dict[str, int]
):
    world = build_world()
    user = persona(world, who)
    if user is not None:
        client.force_login(user)
    address = url(world)
    response = client.get(address) if method == "get" else client.post(address, data)
    assert response.status_code == expected[who], response.content.decode()[:2000]
    if response.status_code == 302 and who == "anonymous":
        assert response["Location"].startswith(reverse("accounts:login"))
    if response.status_code >= 400:
        assert 'role="alert"' in response.content.decode()  # a Spanish explanation, inside the site


def test_refusals_explain_in_spanish(client: Client):
    world = build_world()
    client.force_login(world.student)
    html = client.get(reverse("classroom:detail", args=[world.classroom.pk])).content.decode()
    assert "Esta página es para el profesorado de la clase" in html
    client.force_login(world.other_teacher)
    html = client.get(reverse("classroom:detail", args=[world.classroom.pk])).content.decode()
    assert "No hay ninguna clase tuya con ese número" in html


@pytest.mark.parametrize(
    "path",
    [
        "/clases/99999999999999999999999/",
        "/clases/0/",
        "/clases/{pk}/alumnos/99999999999999999999999/",
        "/clases/{pk}/alumnos/0/",
        "/clases/{pk}/tareas/99999999999999999999999/quitar/",
        "/clases/{pk}/tareas/{other_task}/quitar/",
        "/clases/unirse/NO-EXISTE/",
        "/clases/unirse/%F0%9F%82%A1/",
    ],
)
def test_forged_ids_and_codes_are_404_not_500(client: Client, path: str):
    world = build_world()
    other_task = world.other_classroom.assignments.create(kind="mano", game="hombre", seed=1)
    client.force_login(world.teacher)
    response = client.get(path.format(pk=world.classroom.pk, other_task=other_task.pk))
    assert response.status_code == 404


def test_forged_posts_change_nothing(client: Client):
    world = build_world()
    client.force_login(world.other_teacher)
    code = world.classroom.code
    for name in ("regenerate-code", "archive"):
        assert client.post(reverse(f"classroom:{name}", args=[world.classroom.pk])).status_code == 404
    remove = reverse("classroom:teacher-remove", args=[world.classroom.pk, world.colleague.pk])
    assert client.post(remove).status_code == 404
    world.classroom.refresh_from_db()
    assert world.classroom.code == code and not world.classroom.is_archived
    assert world.classroom.teachers.count() == 2


def test_a_teacher_cannot_remove_a_student_of_another_class(client: Client):
    world = build_world()
    client.force_login(world.teacher)
    url = reverse("classroom:student-remove", args=[world.classroom.pk, world.outsider.pk])
    assert client.post(url).status_code == 404
    assert world.other_classroom.has_student(world.outsider)


def test_classes_are_invisible_to_other_teachers_in_their_index(client: Client):
    world = build_world()
    client.force_login(world.other_teacher)
    html = client.get(reverse("classroom:index")).content.decode()
    assert world.other_classroom.name in html and world.classroom.name not in html
    assert Classroom.objects.filter(teachers=world.other_teacher).count() == 1


def test_a_co_teacher_can_neither_archive_nor_delete_the_owners_class(client: Client):
    world = build_world()
    world.classroom.archive(by=world.teacher)
    client.force_login(world.colleague)
    url = reverse("classroom:delete", args=[world.classroom.pk])
    assert client.post(url, {"name": world.classroom.name}).status_code == 403
    assert client.post(reverse("classroom:restore", args=[world.classroom.pk])).status_code == 403
    world.classroom.refresh_from_db()
    assert world.classroom.is_archived
    world.classroom.restore()
    assert client.post(reverse("classroom:archive", args=[world.classroom.pk])).status_code == 403
    world.classroom.refresh_from_db()
    assert not world.classroom.is_archived
