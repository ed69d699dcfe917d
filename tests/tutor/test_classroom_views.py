"""Classes, the views: signing up as a teacher, classes and codes, joining, assignments, accounts in bulk,
co-teachers, archiving and deleting, the progress table, the CSV, renuncios and each student's hands."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any
from urllib.parse import unquote

import pytest
from django.contrib.auth import authenticate
from django.contrib.auth.models import User
from django.test import Client, RequestFactory
from django.urls import reverse
from django.utils import timezone

from tests.tutor.test_classroom import World, build_world, play_hand
from tutor.classroom.models import Assignment, Classroom, Membership, Profile
from tutor.lessons.models import Course, LessonProgress
from tutor.quizzes.models import Quiz

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture(autouse=True)
def fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def world(db: Any) -> World:
    return build_world()


def url(name: str, *args: Any) -> str:
    return reverse(f"classroom:{name}", args=args)


# Teachers


def test_anonymous_visitor_signs_up_as_teacher(client: Client):
    response = client.post(
        url("teacher-signup"),
        {"username": "maestra", "password1": "las-cuarenta-en-bastos", "password2": "las-cuarenta-en-bastos"},
    )
    assert response.status_code == 302 and response["Location"] == url("index")
    user = User.objects.get(username="maestra")
    assert Profile.is_teacher(user)
    assert "Nueva clase" in client.get(url("index")).content.decode()


def test_teacher_signup_with_bad_input_is_400(client: Client):
    response = client.post(url("teacher-signup"), {"username": "maestra", "password1": "a", "password2": "b"})
    assert response.status_code == 400
    assert not User.objects.filter(username="maestra").exists()


def test_signed_in_learner_activates_the_teacher_profile(client: Client, world: World):
    client.force_login(world.student)
    assert client.post(url("create"), {"name": "Mía"}).status_code == 403
    assert client.post(url("teacher-signup")).status_code == 302
    assert Profile.is_teacher(world.student)
    assert client.post(url("create"), {"name": "Mía", "level": "iniciacion"}).status_code == 302


def test_accounts_made_for_a_class_cannot_become_teachers(client: Client, world: World):
    client.force_login(world.pupil)
    response = client.post(url("teacher-signup"))
    assert response.status_code == 403 and "no puede ser de profesor/a" in response.content.decode()
    assert not Profile.is_teacher(world.pupil)


def test_teacher_creates_a_class_and_gets_a_code_and_link(client: Client, world: World):
    client.force_login(world.teacher)
    response = client.post(url("create"), {"name": "Hombre, 2.º", "level": "intermedio"})
    classroom = Classroom.objects.get(name="Hombre, 2.º")
    assert response["Location"] == url("detail", classroom.pk)
    assert list(classroom.teachers.all()) == [world.teacher] and classroom.created_by == world.teacher
    html = client.get(url("detail", classroom.pk)).content.decode()
    assert classroom.display_code in html and f"/clases/unirse/{classroom.code}/" in html
    assert client.post(url("create"), {"name": "", "level": "x"}).status_code == 400


# Joining


def test_student_joins_with_the_code_typed_loosely(client: Client, world: World):
    client.force_login(world.outsider)
    code = world.classroom.code
    response = client.post(url("join"), {"code": f"{code[:4].lower()} - {code[4:].lower()}"})
    assert response.status_code == 302
    assert world.classroom.has_student(world.outsider)
    html = client.get(url("index")).content.decode()
    assert "Mis tareas" in html and world.lesson.title in html


@pytest.mark.parametrize(
    ("who", "code", "message"),
    [
        ("outsider", "ZZZZ-ZZZZ", "No hay ninguna clase con ese código"),
        ("teacher", None, "Ya das esa clase"),
    ],
)
def test_a_wrong_code_is_a_clear_400(client: Client, world: World, who: str, code: str | None, message: str):
    client.force_login(getattr(world, who))
    response = client.post(url("join"), {"code": code or world.classroom.code})
    assert response.status_code == 400 and message in response.content.decode()


def test_join_link_shows_the_class_then_joins(client: Client, world: World):
    client.force_login(world.outsider)
    link = url("join-code", world.classroom.code)
    html = client.get(link).content.decode()
    assert world.classroom.name in html and "Unirme a la clase" in html
    assert client.post(link).status_code == 302
    assert "Ya estás en esta clase" in client.get(link).content.decode()


def test_join_link_for_anonymous_leads_to_login_and_back(client: Client, world: World):
    link = url("join-code", world.classroom.code)
    response = client.get(link)
    assert response.status_code == 302 and link in response["Location"]


def test_an_old_code_stops_working_when_regenerated(client: Client, world: World):
    old = world.classroom.code
    client.force_login(world.teacher)
    response = client.post(url("regenerate-code", world.classroom.pk), **HTMX)  # type: ignore[arg-type]
    world.classroom.refresh_from_db()
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html and 'id="join-code"' in html
    assert world.classroom.display_code in html and world.classroom.code != old
    client.force_login(world.outsider)
    response = client.get(url("join-code", old))
    assert response.status_code == 404 and "No hay ninguna clase con el código" in response.content.decode()
    assert client.post(url("join"), {"code": old}).status_code == 400


def test_archived_classes_take_nobody_new(client: Client, world: World):
    world.classroom.archive(by=world.teacher)
    client.force_login(world.outsider)
    assert client.get(url("join-code", world.classroom.code)).status_code == 403
    assert client.post(url("join"), {"code": world.classroom.code}).status_code == 400
    assert not world.classroom.has_student(world.outsider)


# Assignments


def test_teacher_assigns_each_kind(client: Client, world: World):
    client.force_login(world.teacher)
    course = Course.objects.get(slug="hombre")
    quiz = Quiz.objects.first()
    assert quiz is not None
    posts = [
        {"kind": "leccion", "lesson": world.lesson.pk, "instructions": "Lee y contesta."},
        {"kind": "curso", "course": course.pk, "due_on": "2030-05-04", "lesson": world.lesson.pk},
        {"kind": "cuestionario", "quiz": quiz.pk},
        {"kind": "mano", "game": "hombre", "seed": "", "lesson": world.lesson.pk},
    ]
    for data in posts:
        assert client.post(url("assignments", world.classroom.pk), data).status_code == 302
    lesson, course_task, quiz_task, hand = world.classroom.assignments.order_by("-pk")[:4][::-1]
    assert lesson.lesson == world.lesson and lesson.instructions == "Lee y contesta."
    assert course_task.course == course and course_task.lesson is None
    assert str(course_task.due_on) == "2030-05-04"
    assert quiz_task.quiz == quiz
    assert hand.game == "hombre" and hand.seed is not None and hand.lesson is None
    html = client.get(url("assignments", world.classroom.pk)).content.decode()
    assert f"/practicar/hombre/{hand.seed}/" in html


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "leccion"},
        {"kind": "leccion", "lesson": "999999999"},
        {"kind": "curso", "course": "abc"},
        {"kind": "mano", "seed": "5"},
        {"kind": "mano", "game": "parchis", "seed": "5"},
        {"kind": "mano", "game": "tresillo", "seed": "-1"},
        {"kind": "mano", "game": "tresillo", "seed": "99999999999999999999999"},
        {"kind": "otra"},
        {"kind": "leccion", "lesson": "LESSON", "due_on": "mañana"},
    ],
)
def test_bad_assignments_are_400_and_nothing_is_created(client: Client, world: World, data: dict[str, str]):
    client.force_login(world.teacher)
    data = {k: (str(world.lesson.pk) if v == "LESSON" else v) for k, v in data.items()}
    before = Assignment.objects.count()
    response = client.post(url("assignments", world.classroom.pk), data)
    assert response.status_code == 400 and "Revisa la tarea" in response.content.decode()
    assert Assignment.objects.count() == before


def test_htmx_assignment_post_answers_with_the_section(client: Client, world: World):
    client.force_login(world.teacher)
    address = url("assignments", world.classroom.pk)
    response = client.post(address, {"kind": "mano", "game": "tresillo", "seed": "3"}, **HTMX)  # type: ignore[arg-type]
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html
    assert 'id="assignment-section"' in html and "Tarea puesta: Mano de Tresillo, reparto n.º 3" in html
    response = client.post(address, {"kind": "mano"}, **HTMX)  # type: ignore[arg-type]
    assert response.status_code == 200 and "Elige el juego de la mano" in response.content.decode()


def test_removing_an_assignment_needs_confirmation(client: Client, world: World):
    client.force_login(world.teacher)
    address = url("assignment-delete", world.classroom.pk, world.hand_task.pk)
    assert "¿Quitar la tarea" in client.get(address).content.decode()
    assert Assignment.objects.filter(pk=world.hand_task.pk).exists()
    client.post(address)
    assert not Assignment.objects.filter(pk=world.hand_task.pk).exists()


# Students


def test_bulk_accounts_show_their_passwords_once(client: Client, world: World):
    client.force_login(world.teacher)
    address = url("students", world.classroom.pk)
    response = client.post(address, {"names": "Lola Flores\n\n  Manolo   Escobar \n"})
    html = response.content.decode()
    assert response.status_code == 200 and "no-store" in response["Cache-Control"]
    created = list(
        Membership.objects.filter(classroom=world.classroom, real_name__in=["Lola Flores", "Manolo Escobar"])
    )
    assert len(created) == 2
    for membership in created:
        assert membership.user.username in html and membership.managed
    password = html.split('<code class="credential">')[2].split("</code>")[0]
    assert authenticate(
        RequestFactory().post("/"), username=created[0].user.username, password=password
    ) is not None or authenticate(
        RequestFactory().post("/"), username=created[1].user.username, password=password
    )
    assert password not in client.get(address).content.decode()


def test_too_many_names_is_a_400(client: Client, world: World):
    client.force_login(world.teacher)
    names = "\n".join(f"Alumno {n}" for n in range(101))
    response = client.post(url("students", world.classroom.pk), {"names": names})
    assert response.status_code == 400 and "como mucho 100" in response.content.decode()
    assert world.classroom.memberships.count() == 2


def test_teacher_gives_a_pupil_a_new_password(client: Client, world: World):
    client.force_login(world.teacher)
    html = client.post(url("student-password", world.classroom.pk, world.pupil.pk)).content.decode()
    password = html.split('<code class="credential">')[2].split("</code>")[0]
    assert (
        authenticate(RequestFactory().post("/"), username=world.pupil.username, password=password)
        == world.pupil
    )
    response = client.post(url("student-password", world.classroom.pk, world.student.pk))
    assert response.status_code == 400 and "son de sus dueños" in response.content.decode()


def test_removing_a_student_keeps_the_account(client: Client, world: World):
    client.force_login(world.teacher)
    client.post(url("student-remove", world.classroom.pk, world.student.pk))
    assert not world.classroom.has_student(world.student)
    assert User.objects.filter(pk=world.student.pk).exists()


# Co-teachers


@pytest.mark.parametrize(
    ("username", "message"),
    [
        ("nadie", "No hay ninguna cuenta con ese nombre"),
        ("intrusa", "no tiene el perfil de profesor/a"),
        ("alumna", "es de un alumno o una alumna de esta clase"),
        ("colega", "ya da esta clase"),
    ],
)
def test_co_teacher_must_be_an_existing_teacher(client: Client, world: World, username: str, message: str):
    client.force_login(world.teacher)
    response = client.post(url("teacher-add", world.classroom.pk), {"username": username})
    assert response.status_code == 400 and message in response.content.decode()


def test_co_teacher_added_by_username_sees_the_class(client: Client, world: World):
    client.force_login(world.teacher)
    response = client.post(url("teacher-add", world.classroom.pk), {"username": "otro"}, **HTMX)  # type: ignore[arg-type]
    html = response.content.decode()
    assert response.status_code == 200 and 'id="teachers"' in html and "<html" not in html
    client.force_login(world.other_teacher)
    assert client.get(url("detail", world.classroom.pk)).status_code == 200


def test_the_creator_stays_and_a_co_teacher_can_leave(client: Client, world: World):
    client.force_login(world.colleague)
    response = client.post(url("teacher-remove", world.classroom.pk, world.teacher.pk))
    assert response.status_code == 400 and world.classroom.is_taught_by(world.teacher)
    response = client.post(url("teacher-remove", world.classroom.pk, world.colleague.pk), **HTMX)  # type: ignore[arg-type]
    assert response["HX-Redirect"] == url("index")
    assert not world.classroom.is_taught_by(world.colleague)


# Archive, restore, delete


def test_archive_restore_and_delete_only_after_confirmation(client: Client, world: World):
    client.force_login(world.teacher)
    pk = world.classroom.pk
    assert client.post(url("delete", pk), {"name": world.classroom.name}).status_code == 409
    client.post(url("archive", pk))
    world.classroom.refresh_from_db()
    assert world.classroom.is_archived and world.classroom.archived_by == world.teacher
    html = client.get(url("index")).content.decode()
    assert "Clases archivadas (1)" in html
    assert client.post(url("assignments", pk), {"kind": "mano", "game": "tresillo"}).status_code == 409
    assert client.post(url("regenerate-code", pk)).status_code == 409
    client.post(url("restore", pk))
    world.classroom.refresh_from_db()
    assert not world.classroom.is_archived
    client.post(url("archive", pk))
    assert "Borrar para siempre" in client.get(url("delete", pk)).content.decode()
    response = client.post(url("delete", pk), {"name": "otro nombre"})
    assert response.status_code == 400 and Classroom.objects.filter(pk=pk).exists()
    assert client.post(url("delete", pk), {"name": world.classroom.name}).status_code == 302
    assert not Classroom.objects.filter(pk=pk).exists()
    assert User.objects.filter(pk__in=[world.student.pk, world.pupil.pk]).count() == 2


def test_settings_rename_the_class(client: Client, world: World):
    client.force_login(world.teacher)
    client.post(url("settings", world.classroom.pk), {"name": "Tresillo avanzado", "level": "avanzado"})
    world.classroom.refresh_from_db()
    assert (world.classroom.name, world.classroom.level) == ("Tresillo avanzado", "avanzado")
    response = client.post(url("settings", world.classroom.pk), {"name": "", "level": "avanzado"})
    assert response.status_code == 400


# Progress


def finish_lesson_and_hand(world: World) -> None:
    LessonProgress.complete(world.student, world.lesson)
    play_hand(world.student, codes=("asistir",))
    play_hand(world.pupil, codes=("asistir", "arrastre", "turno"), finished=False)


def test_progress_table_shows_status_score_time_and_renuncios(client: Client, world: World):
    finish_lesson_and_hand(world)
    client.force_login(world.teacher)
    html = client.get(url("detail", world.classroom.pk)).content.decode()
    assert "<caption>Alumnado y tareas" in html and 'scope="row"' in html
    assert html.count("status-hecha") == 2 and html.count("status-en-curso") == 1
    assert "Renuncio: asistir ×1" in html and "Renuncio: arrastre ×1" in html and "Fuera de turno ×1" in html
    assert "12 min" in html and "Pepe Pérez (pepe.perez." in html
    partial = client.get(url("detail", world.classroom.pk), **HTMX).content.decode()  # type: ignore[arg-type]
    assert "<html" not in partial and 'id="progress-table"' in partial and "status-hecha" in partial


def test_overdue_work_is_flagged(client: Client, world: World):
    world.hand_task.due_on = timezone.localdate() - timedelta(days=1)
    world.hand_task.save()
    client.force_login(world.student)
    assert "Fuera de plazo" in client.get(url("index")).content.decode()


def test_csv_export_has_a_line_per_student_and_assignment(client: Client, world: World):
    finish_lesson_and_hand(world)
    client.force_login(world.teacher)
    response = client.get(url("progress-csv", world.classroom.pk))
    assert response["Content-Type"].startswith("text/csv") and "attachment" in response["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert len(rows) == 4
    hand = next(r for r in rows if r["Usuario"] == "alumna" and r["Tipo"] == "Mano de práctica")
    assert hand["Estado"] == "Hecha" and hand["Intentos ilegales: asistir"] == "1" and hand["Minutos"] == "12"
    lesson = next(r for r in rows if r["Usuario"] == "alumna" and r["Tipo"] == "Lección")
    assert lesson["Estado"] == "Hecha" and lesson["Empezada"] and lesson["Terminada"]
    assert "Fecha límite" in rows[0] and all(" " in h or h.isalpha() for h in rows[0])


def test_csv_for_spanish_spreadsheets_is_separated_by_semicolons(client: Client, world: World):
    finish_lesson_and_hand(world)
    client.force_login(world.teacher)
    comma = client.get(url("progress-csv", world.classroom.pk)).content.decode("utf-8-sig")
    semicolon = client.get(url("progress-csv-semicolon", world.classroom.pk)).content.decode("utf-8-sig")
    by_comma = list(csv.reader(io.StringIO(comma)))
    assert list(csv.reader(io.StringIO(semicolon), delimiter=";")) == by_comma and len(by_comma) == 5


def test_csv_file_name_keeps_accents_and_enye(client: Client, world: World):
    world.classroom.name = "Españoles de 6.º"
    world.classroom.save()
    client.force_login(world.teacher)
    disposition = client.get(url("progress-csv", world.classroom.pk))["Content-Disposition"]
    assert disposition.startswith("attachment") and "filename*=utf-8''" in disposition
    assert unquote(disposition.split("''", 1)[1]) == "progreso-españoles-de-6-º.csv"


def test_obligations_view_names_what_to_teach_next(client: Client, world: World):
    finish_lesson_and_hand(world)
    client.force_login(world.teacher)
    html = client.get(url("obligations", world.classroom.pk)).content.decode()
    assert "Lo que más cuesta: <strong>Asistir</strong>" in html
    assert "Renuncio de prueba (asistir)." in html and "Por alumno" in html


def test_student_page_lists_each_illegal_attempt_with_its_explanation(client: Client, world: World):
    finish_lesson_and_hand(world)
    before = play_hand(world.student, seed=3, codes=("pisar",))
    before.created_at = before.updated_at = timezone.now() - timedelta(days=400)
    before.save()
    client.force_login(world.teacher)
    html = client.get(url("student", world.classroom.pk, world.student.pk)).content.decode()
    assert "Tresillo, reparto n.º 7" in html and "Renuncio: asistir" in html
    assert "Renuncio de prueba (asistir)." in html and "l. 2260" in html
    assert "reparto n.º 3" not in html  # played before joining the class
    client.force_login(world.student)
    html = client.get(url("student", world.classroom.pk, world.student.pk)).content.decode()
    assert "Mi trabajo en" in html and "Renuncio de prueba (asistir)." in html


def test_my_tasks_show_status_and_due_dates(client: Client, world: World):
    LessonProgress.complete(world.student, world.lesson)
    world.hand_task.due_on = timezone.localdate() + timedelta(days=30)
    world.hand_task.save()
    client.force_login(world.student)
    html = client.get(url("index")).content.decode()
    assert "Mis tareas" in html and "Hecha" in html and "No empezada" in html
    assert "/practicar/tresillo/7/" in html and 'href="' + world.lesson.get_absolute_url() in html
    assert "sin fecha" in html


def test_csv_cells_never_start_a_formula(client: Client, world: World):
    Membership.objects.filter(user=world.student).update(real_name='=HYPERLINK("http://x")')
    client.force_login(world.teacher)
    content = client.get(url("progress-csv", world.classroom.pk)).content.decode("utf-8-sig")
    assert "'=HYPERLINK" in content and "\n=" not in content and ",=" not in content


# The admin


def test_admin_makes_a_teacher_and_shows_classes(admin_client: Client, world: World):
    profile = Profile.objects.create(user=world.outsider)
    response = admin_client.post(
        reverse("admin:classroom_profile_changelist"),
        {"action": "make_teachers", "_selected_action": [profile.pk, world.pupil.classroom_profile.pk]},
    )
    assert response.status_code == 302
    assert Profile.is_teacher(world.outsider) and not Profile.is_teacher(world.pupil)
    for name, pk in (("classroom_classroom", world.classroom.pk), ("classroom_profile", profile.pk)):
        assert admin_client.get(reverse(f"admin:{name}_change", args=[pk])).status_code == 200
        assert admin_client.get(reverse(f"admin:{name}_changelist")).status_code == 200
