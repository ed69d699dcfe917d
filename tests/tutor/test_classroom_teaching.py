"""Classes, what teachers see of the learning and what pupils may do: the quiz cell's answered/right/total, the real
name a teacher gives a pupil, leaving a class, archived classes told to their pupils, and the queries of the
class's progress and of *Mis tareas*, which do not grow with the students, the assignments or the classes."""

from __future__ import annotations

import csv
import dataclasses
import io
import itertools
import re
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import dateformat, timezone

import games
from tests.tutor.test_classroom import World, build_world, make_classroom, make_user
from tests.tutor.test_classroom_views import url
from tutor.classroom import progress as progress_module
from tutor.classroom.models import Assignment, Classroom, Membership
from tutor.classroom.progress import Progress, Row, Status, Student, class_rows
from tutor.classroom.templatetags import classroom as classroom_tags
from tutor.classroom.templatetags.classroom import progress, progress_rows, short_date
from tutor.classroom.views import class_assignments
from tutor.lessons.models import Course, Lesson, LessonProgress
from tutor.practice.models import PracticeHand
from tutor.quizzes.models import Attempt, Quiz

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def scores(html: str) -> list[tuple[int, int, int]]:
    """The quiz cells of a page: (answered, right, total) each."""
    found = re.findall(r'data-answered="(\d+)" data-right="(\d+)" data-total="(\d+)"', html)
    return [(int(a), int(r), int(t)) for a, r, t in found]


def real_name(world: World, user: User) -> str:
    return Membership.objects.get(classroom=world.classroom, user=user).real_name


# The quiz cell


def test_quiz_cell_shows_answered_right_and_total(client: Client):
    world = build_world()
    quiz = Quiz.objects.first()
    assert quiz is not None
    Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.QUIZ, quiz=quiz)
    first, second, third = list(quiz.questions.all())[:3]
    total = quiz.questions.count()
    for question, correct in ((first, False), (first, True), (second, False), (third, True)):
        Attempt.objects.create(
            user=world.student, key=question.key, question=question, answer="x", correct=correct
        )
    client.force_login(world.teacher)
    html = client.get(url("detail", world.classroom.pk)).content.decode()
    assert sorted(scores(html)) == [(0, 0, total), (3, 2, total)]  # the pupil has not started; alumna has
    rows = list(
        csv.DictReader(
            io.StringIO(client.get(url("progress-csv", world.classroom.pk)).content.decode("utf-8-sig"))
        )
    )
    quiz_row = next(r for r in rows if r["Usuario"] == "alumna" and r["Tipo"] == "Cuestionario")
    assert (quiz_row["Preguntas respondidas"], quiz_row["Aciertos o lecciones hechas"]) == ("3", "2")
    assert quiz_row["De un total de"] == str(total)
    client.force_login(world.student)
    assert scores(client.get(url("index")).content.decode()) == [(3, 2, total)]


def test_a_cell_escapes_the_texts_it_shows():
    """Cells are built in Python, not by the template's autoescaping: a fault recorded under an unknown code is
    shown as stored, and escaped."""
    hand = Assignment(kind=Assignment.Kind.HAND, game="tresillo", seed=1)
    html = progress(hand, Progress(Status.IN_PROGRESS, illegal={"<b>raro</b>": 2}, hands=3))
    assert "<b>" not in html and "&lt;b&gt;raro&lt;/b&gt; ×2" in html and "3 manos" in html


def test_the_table_escapes_a_pupils_name_and_links_each_row_to_the_pupils_work(client: Client):
    world = build_world()
    Membership.objects.filter(classroom=world.classroom, user=world.pupil).update(
        real_name='<b>Eva</b> & "Ñ"'
    )
    client.force_login(world.teacher)
    html = client.get(url("detail", world.classroom.pk)).content.decode()
    assert (
        "<b>Eva" not in html
        and f"&lt;b&gt;Eva&lt;/b&gt; &amp; &quot;Ñ&quot; ({world.pupil.username})" in html
    )
    links = re.findall(r'<th scope="row"><a href="([^"]+)">', html)
    assert links == [url("student", world.classroom.pk, user.pk) for user in (world.student, world.pupil)]


def cells_read_alone(rows: list[Row], classroom: Classroom) -> bool:
    """Whether each cell of the class table says what ``progress()`` says of that cell alone."""
    html = progress_rows(rows, classroom)
    found = re.findall(r'<td class="cell cell-[a-z-]+">(.*?)</td>', html, re.DOTALL)
    return found == [progress(assignment, cell) for row in rows for assignment, cell in row.cells]


def varied_rows() -> list[Row]:
    """Two pupils × a quiz and a hand past their due date, each cell differing from the first in one thing the
    cell shows (and one only in when it began, which the cell does not show)."""
    quiz = Assignment(pk=1, kind=Assignment.Kind.QUIZ, due_on=date(2000, 1, 1))
    hand = Assignment(pk=2, kind=Assignment.Kind.HAND, game="tresillo", seed=1, due_on=date(2000, 1, 1))
    when = datetime(2026, 11, 27, 9, 5, tzinfo=UTC)
    first = Progress(Status.IN_PROGRESS, 1, 1, 5, when, None, timedelta(minutes=9), {"asistir": 1}, 2, (1, 0))
    changes: list[dict[str, Any]] = [
        {},
        {"status": Status.DONE},
        {"answered": 2},
        {"right": 0},
        {"total": 6},
        {"finished_at": when},
        {"finished_at": when + timedelta(minutes=1), "duration": timedelta(minutes=10)},
        {"finished_at": when, "duration": timedelta(minutes=3)},
        {"illegal": {"asistir": 2}},
        {"illegal": {"asistir": 1, "<b>raro</b>": 1}},
        {"hands": 3},
        {"stars": (1, 1)},
        {"started_at": when},
    ]
    cells = [dataclasses.replace(first, **change) for change in changes]
    students = [Student(n, f"alumno{n}", "") for n in (1, 2)]
    return [Row(student, [(task, cell) for task in (quiz, hand) for cell in cells]) for student in students]


def test_each_cell_of_the_table_says_what_its_progress_says_alone():
    assert cells_read_alone(varied_rows(), Classroom(pk=1))


def test_the_check_of_the_cells_notices_cells_told_apart_by_too_little(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(classroom_tags, "cell_key", lambda task, cell: (id(task), id(cell.status)))
    assert not cells_read_alone(varied_rows(), Classroom(pk=1))


# The real name a teacher gives a pupil


@pytest.mark.parametrize("who", ["teacher", "colleague"])
def test_a_teacher_of_the_class_sets_and_changes_a_pupils_real_name(client: Client, who: str):
    world = build_world()
    client.force_login(getattr(world, who))
    address = url("student-name", world.classroom.pk, world.student.pk)
    response = client.post(address, {"real_name": "  Alba   Núñez "})
    assert response.status_code == 302 and response["Location"] == url("students", world.classroom.pk)
    assert real_name(world, world.student) == "Alba Núñez"
    html = client.get(url("students", world.classroom.pk)).content.decode()
    assert "Alba Núñez (alumna)" in html and 'value="Alba Núñez"' in html
    assert client.post(address, {"real_name": "Alba Núñez Ruiz"}).status_code == 302
    assert real_name(world, world.student) == "Alba Núñez Ruiz"
    assert client.post(address, {"real_name": ""}).status_code == 302
    assert real_name(world, world.student) == ""


@pytest.mark.parametrize("bad", ["1234", "x" * 151, "Alba\x00"])
def test_a_bad_real_name_is_a_400_and_changes_nothing(client: Client, bad: str):
    world = build_world()
    client.force_login(world.teacher)
    response = client.post(url("student-name", world.classroom.pk, world.pupil.pk), {"real_name": bad})
    assert response.status_code == 400 and 'role="alert"' in response.content.decode()
    assert real_name(world, world.pupil) == "Pepe Pérez"


@pytest.mark.parametrize(("who", "status"), [("student", 403), ("outsider", 404), ("other_teacher", 404)])
def test_only_the_classs_teachers_name_its_pupils(client: Client, who: str, status: int):
    world = build_world()
    client.force_login(getattr(world, who))
    response = client.post(url("student-name", world.classroom.pk, world.student.pk), {"real_name": "Mala"})
    assert response.status_code == status and 'role="alert"' in response.content.decode()
    assert real_name(world, world.student) == ""


def test_naming_a_pupil_is_a_post_with_its_csrf_token_to_a_class_in_use():
    world = build_world()
    client = Client(enforce_csrf_checks=True)
    client.force_login(world.teacher)
    address = url("student-name", world.classroom.pk, world.student.pk)
    assert client.get(address).status_code == 405
    assert client.post(address, {"real_name": "Alba"}).status_code == 403  # no token
    world.classroom.archive(by=world.teacher)
    client = Client()
    client.force_login(world.teacher)
    assert client.post(address, {"real_name": "Alba"}).status_code == 409
    assert real_name(world, world.student) == ""
    another = url("student-name", world.classroom.pk, world.outsider.pk)  # not a pupil of this class
    world.classroom.restore()
    assert client.post(another, {"real_name": "Alba"}).status_code == 404


# Leaving a class


def test_a_pupil_leaves_a_class_after_confirming(client: Client):
    world = build_world()
    play_hand = PracticeHand.objects.create(
        owner=world.student, game="tresillo", seed=7, seat=0, notation=games.new_hand("tresillo", 7).notation
    )
    client.force_login(world.student)
    index = client.get(url("index")).content.decode()
    assert url("leave", world.classroom.pk) in index
    confirm = client.get(url("leave", world.classroom.pk))
    assert confirm.status_code == 200 and world.classroom.name in confirm.content.decode()
    assert world.classroom.has_student(world.student)  # the page changes nothing
    response = client.post(url("leave", world.classroom.pk))
    assert response.status_code == 302 and response["Location"] == url("index")
    assert not world.classroom.has_student(world.student)
    assert User.objects.filter(pk=world.student.pk).exists() and PracticeHand.objects.filter(pk=play_hand.pk)
    assert f"<caption>{world.classroom.name}</caption>" not in client.get(url("index")).content.decode()
    assert client.post(url("leave", world.classroom.pk)).status_code == 404


def test_an_account_made_for_the_class_cannot_leave_it(client: Client):
    world = build_world()
    client.force_login(world.pupil)
    assert url("leave", world.classroom.pk) not in client.get(url("index")).content.decode()
    for response in (
        client.get(url("leave", world.classroom.pk)),
        client.post(url("leave", world.classroom.pk)),
    ):
        assert response.status_code == 403 and 'role="alert"' in response.content.decode()
    assert world.classroom.has_student(world.pupil)


@pytest.mark.parametrize("who", ["outsider", "teacher"])
def test_only_a_pupil_of_the_class_can_leave_it(client: Client, who: str):
    world = build_world()
    client.force_login(getattr(world, who))
    assert client.post(url("leave", world.classroom.pk)).status_code == 404
    assert world.classroom.memberships.count() == 2 and world.classroom.teachers.count() == 2


# Archived classes


def test_an_archived_class_tells_its_pupils_so(client: Client):
    world = build_world()
    world.classroom.archive(by=world.teacher)
    client.force_login(world.student)
    html = client.get(url("index")).content.decode()
    assert f'data-archived="{world.classroom.pk}"' in html and world.classroom.name in html
    assert timezone.localdate().strftime("%Y") in html
    assert "Todavía no estás en ninguna clase" not in html
    assert world.lesson.title not in html  # its tasks are gone
    assert client.post(url("leave", world.classroom.pk)).status_code == 302  # and it can be left
    html = client.get(url("index")).content.decode()
    assert "data-archived" not in html and "Todavía no estás en ninguna clase" in html


# What the pages cost


def crowd(students: int, assignments: int) -> Classroom:
    """A class of ``students`` pupils and ``assignments`` tasks (quiz, course, hand and lesson in turn), where
    every pupil has begun every task."""
    teacher = make_user("maestra", teacher=True)
    classroom = make_classroom("Numerosa", teacher)
    users = User.objects.bulk_create([User(username=f"alumno{n}") for n in range(students)])
    Membership.objects.bulk_create([Membership(classroom=classroom, user=user) for user in users])
    quizzes = iter(Quiz.objects.all())
    courses = iter(Course.objects.filter(kind=Course.Kind.COURSE))
    lessons = iter(Lesson.objects.all())
    kinds = itertools.islice(itertools.cycle(["quiz", "course", "hand", "lesson"]), assignments)
    for seed, kind in enumerate(kinds):
        if kind == "quiz":
            quiz = next(quizzes)
            Assignment.objects.create(classroom=classroom, kind=Assignment.Kind.QUIZ, quiz=quiz)
            question = quiz.questions.first()
            assert question is not None
            Attempt.objects.bulk_create(
                Attempt(user=user, key=question.key, question=question, answer="x", correct=True)
                for user in users
            )
        elif kind == "course":
            course = next(courses)
            Assignment.objects.create(classroom=classroom, kind=Assignment.Kind.COURSE, course=course)
            lesson = course.lessons.first()
            LessonProgress.objects.bulk_create(
                (LessonProgress(user=user, lesson=lesson, completed_at=timezone.now()) for user in users),
                ignore_conflicts=True,
            )
        elif kind == "hand":
            Assignment.objects.create(
                classroom=classroom, kind=Assignment.Kind.HAND, game="tresillo", seed=seed
            )
            notation = games.new_hand("tresillo", seed=seed).notation
            PracticeHand.objects.bulk_create(
                PracticeHand(owner=user, game="tresillo", seed=seed, seat=0, notation=notation)
                for user in users
            )
        else:
            lesson = next(lessons)
            Assignment.objects.create(classroom=classroom, kind=Assignment.Kind.LESSON, lesson=lesson)
            LessonProgress.objects.bulk_create(
                (LessonProgress(user=user, lesson=lesson) for user in users), ignore_conflicts=True
            )
    return classroom


# Session and user, the class and its teacher check, its assignments, its students, 6 for the progress of the
# four kinds of task (2 for courses, 2 for quizzes): whatever the number of students and assignments.
PROGRESS_QUERIES = 12


@pytest.mark.parametrize("students", [2, 20])
@pytest.mark.parametrize("assignments", [3, 10])
def test_class_progress_costs_the_same_queries_for_any_size(
    client: Client, django_assert_max_num_queries: Any, students: int, assignments: int
):
    classroom = crowd(students, assignments)
    client.force_login(User.objects.get(username="maestra"))
    with django_assert_max_num_queries(PROGRESS_QUERIES):
        html = client.get(url("detail", classroom.pk)).content.decode()
    assert html.count('class="cell ') == students * assignments
    assert "status-no-empezada" not in html


def test_the_query_bound_notices_a_query_per_student(
    client: Client, django_assert_max_num_queries: Any, monkeypatch: pytest.MonkeyPatch
):
    """The bound above is tight enough: a name looked up for each row of the table breaks it."""
    classroom = crowd(20, 3)
    monkeypatch.setattr(Student, "display_name", property(lambda s: User.objects.get(pk=s.user_id).username))
    client.force_login(User.objects.get(username="maestra"))
    with pytest.raises(pytest.fail.Exception), django_assert_max_num_queries(PROGRESS_QUERIES):
        client.get(url("detail", classroom.pk))


def alike_cells_shared(rows: list[Row]) -> bool:
    """Whether the cells of each column of the class table that read alike share one progress (the table builds
    a cell once per column and progress object)."""
    columns = zip(*(row.cells for row in rows), strict=True)
    return all(len({id(cell) for _, cell in col}) == len({repr(cell) for _, cell in col}) for col in columns)


def test_the_class_table_shares_one_progress_among_the_cells_alike():
    classroom = crowd(20, 4)
    assert alike_cells_shared(class_rows(classroom, class_assignments(classroom)))


def test_the_check_of_sharing_notices_a_progress_made_for_each_cell(monkeypatch: pytest.MonkeyPatch):
    def each(
        _: object, status: Status, *, faults: tuple[tuple[str, int], ...] = (), **fields: Any
    ) -> Progress:
        return Progress(status, illegal=dict(faults), **fields)

    monkeypatch.setattr(progress_module._Distinct, "__call__", each)
    classroom = crowd(20, 4)
    assert not alike_cells_shared(class_rows(classroom, class_assignments(classroom)))


def pupil_in(classes: int) -> User:
    """A pupil in ``classes`` classes with a task of every kind each, and in one more, archived."""
    pupil = make_user(f"alumna{classes}")
    teacher = make_user(f"maestra{classes}", teacher=True)
    quiz = Quiz.objects.first()
    course = Course.objects.filter(kind=Course.Kind.COURSE).first()
    lesson = Lesson.objects.first()
    for n in range(classes + 1):
        classroom = make_classroom(f"Clase {n}", teacher)
        classroom.join(pupil)
        classroom.assignments.create(kind=Assignment.Kind.QUIZ, quiz=quiz)
        classroom.assignments.create(kind=Assignment.Kind.COURSE, course=course)
        classroom.assignments.create(kind=Assignment.Kind.LESSON, lesson=lesson)
        classroom.assignments.create(kind=Assignment.Kind.HAND, game="tresillo", seed=n)
    classroom.archive(by=teacher)
    return pupil


def my_tasks_queries(client: Client, classes: int) -> int:
    client.force_login(pupil_in(classes))
    with CaptureQueriesContext(connection) as queries:
        html = client.get(url("index")).content.decode()
    assert html.count("<caption>Clase ") == classes and html.count("data-archived=") == 1
    return len(queries)


def test_my_tasks_cost_the_same_queries_for_one_class_or_eight(client: Client):
    assert my_tasks_queries(client, 1) == my_tasks_queries(client, 8)


@pytest.mark.parametrize(
    "moment",
    [
        "2026-11-27T09:05:00+00:00",
        "2005-01-02T23:59:59+00:00",
        "2031-12-31T00:00:00+00:00",
        "2026-03-29T01:30:00+00:00",
    ],
)
def test_the_cells_date_reads_as_djangos_date_filter_writes_it(moment: str) -> None:
    """The class table formats a date per cell by hand; it must say what ``date:"j/n/y H:i"`` says, local time."""
    when = datetime.fromisoformat(moment)
    assert short_date(when) == dateformat.format(timezone.localtime(when), "j/n/y H:i")
