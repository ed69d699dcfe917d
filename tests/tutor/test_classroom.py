"""Classes: the personas every classroom test uses, the status rules of each kind of assignment, codes, accounts
made in bulk, and the class report of broken obligations."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import timedelta
from typing import Any

import pytest
from django.contrib.auth import authenticate
from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.test import RequestFactory
from django.utils import timezone

import games
from tutor.classroom.models import (
    CODE_ALPHABET,
    PASSWORD_ALPHABET,
    Assignment,
    Classroom,
    Membership,
    Profile,
    new_password,
    normalize_code,
    username_for,
)
from tutor.classroom.progress import OBLIGATIONS, Status, obligation_report, progress_table, tasks_for
from tutor.lessons.models import Course, Lesson, LessonProgress
from tutor.practice.models import PracticeHand
from tutor.quizzes.models import Attempt, Quiz

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_passwords(settings: Any) -> None:
    """Hashing with the production hasher would make the hundreds of accounts of these tests slow."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


PASSWORD = "las-cuarenta-en-bastos"


@dataclass
class World:
    """Two classes: *profesora* teaches the first (with *colega*), where *alumna* and *pupilo* (an account made
    for the class) study; *otro* teaches the second, where *intrusa* studies."""

    teacher: User
    colleague: User
    other_teacher: User
    student: User
    pupil: User
    outsider: User
    classroom: Classroom
    other_classroom: Classroom
    lesson: Lesson
    lesson_task: Assignment
    hand_task: Assignment


def make_user(username: str, *, teacher: bool = False) -> User:
    user = User.objects.create_user(username, password=PASSWORD)
    if teacher:
        Profile.make_teacher(user)
    return user


def make_classroom(name: str, teacher: User) -> Classroom:
    classroom = Classroom.objects.create(name=name, created_by=teacher)
    classroom.teachers.add(teacher)
    return classroom


def build_world() -> World:
    teacher = make_user("profesora", teacher=True)
    colleague = make_user("colega", teacher=True)
    other_teacher = make_user("otro", teacher=True)
    student = make_user("alumna")
    outsider = make_user("intrusa")
    classroom = make_classroom("Tresillo de los martes", teacher)
    classroom.teachers.add(colleague)
    classroom.join(student)
    [(pupil_membership, _)] = classroom.create_students(["Pepe Pérez"], by=teacher)
    other_classroom = make_classroom("Brisca de los jueves", other_teacher)
    other_classroom.join(outsider)
    lesson = Lesson.objects.filter(course__slug="tresillo").order_by("order").first()
    assert lesson is not None
    lesson_task = Assignment.objects.create(classroom=classroom, kind=Assignment.Kind.LESSON, lesson=lesson)
    hand_task = Assignment.objects.create(
        classroom=classroom, kind=Assignment.Kind.HAND, game="tresillo", seed=7
    )
    return World(
        teacher=teacher,
        colleague=colleague,
        other_teacher=other_teacher,
        student=student,
        pupil=pupil_membership.user,
        outsider=outsider,
        classroom=classroom,
        other_classroom=other_classroom,
        lesson=lesson,
        lesson_task=lesson_task,
        hand_task=hand_task,
    )


def illegal(code: str, action: str = "4C") -> dict[str, Any]:
    return {
        "action": action,
        "code": code,
        "explanation": f"Renuncio de prueba ({code}).",
        "source": "Juegos de naipes con la baraja española (2021), l. 2260",
        "at": timezone.now().isoformat(),
    }


def play_hand(
    user: User, game: str = "tresillo", seed: int = 7, *, codes: tuple[str, ...] = (), finished: bool = True
) -> PracticeHand:
    """A practice hand as the practice table records it (the table itself is another app)."""
    started = timezone.now() - timedelta(minutes=12)
    return PracticeHand.objects.create(
        owner=user,
        game=game,
        seed=seed,
        seat=0,
        notation=games.new_hand(game, seed=seed).notation,
        illegal=[illegal(code) for code in codes],
        created_at=started,
        finished_at=timezone.now() if finished else None,
    )


@pytest.fixture
def world(db: Any) -> World:
    return build_world()


def status(assignment: Assignment, user: User) -> Any:
    return progress_table([assignment], [user.pk])[(assignment.pk, user.pk)]


def test_obligation_labels_cover_the_engine_codes():
    assert set(OBLIGATIONS) == games.OBLIGATION_CODES


def test_lesson_is_done_when_its_check_is_passed(world: World):
    assert status(world.lesson_task, world.student).status == Status.NOT_STARTED
    LessonProgress.visit(world.student, world.lesson)
    assert status(world.lesson_task, world.student).status == Status.IN_PROGRESS
    LessonProgress.complete(world.student, world.lesson)
    progress = status(world.lesson_task, world.student)
    assert progress.status == Status.DONE and progress.finished_at is not None
    assert status(world.lesson_task, world.pupil).status == Status.NOT_STARTED


def test_course_is_done_when_all_its_lessons_are(world: World):
    course = Course.objects.get(slug="tresillo")
    task = Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.COURSE, course=course)
    lessons = list(course.lessons.all())
    LessonProgress.complete(world.student, lessons[0])
    progress = status(task, world.student)
    assert (progress.status, progress.right, progress.total) == (Status.IN_PROGRESS, 1, len(lessons))
    for lesson in lessons[1:]:
        LessonProgress.complete(world.student, lesson)
    assert status(task, world.student).status == Status.DONE


def test_the_class_table_may_leave_out_when_tasks_were_begun_and_nothing_else(world: World):
    course = Course.objects.get(slug="tresillo")
    task = Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.COURSE, course=course)
    quizzes = list(Quiz.objects.all()[:2])
    begun, answered = (
        Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.QUIZ, quiz=quiz)
        for quiz in quizzes
    )
    LessonProgress.visit(world.student, world.lesson)
    LessonProgress.complete(world.student, list(course.lessons.all())[-1])
    question = quizzes[0].questions.all()[0]
    Attempt.objects.create(user=world.student, key=question.key, question=question, answer="x", correct=False)
    for question in quizzes[1].questions.all():
        Attempt.objects.create(
            user=world.student, key=question.key, question=question, answer="x", correct=True
        )
    play_hand(world.student)
    play_hand(world.pupil, finished=False)
    tasks = [world.lesson_task, task, begun, answered, world.hand_task]
    users = [world.student.pk, world.pupil.pk]
    full = progress_table(tasks, users, begun=True)
    assert all(full[(t.pk, world.student.pk)].started_at for t in tasks)
    assert (
        full[(answered.pk, world.student.pk)].duration
        and full[(world.hand_task.pk, world.student.pk)].duration
    )
    assert progress_table(tasks, users) == {
        key: replace(progress, started_at=None) for key, progress in full.items()
    }


def test_quiz_is_done_when_every_question_is_answered_and_scores_distinct_right_answers(world: World):
    quiz = Quiz.objects.first()
    assert quiz is not None
    task = Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.QUIZ, quiz=quiz)
    questions = list(quiz.questions.all())
    first = questions[0]
    Attempt.objects.create(user=world.student, key=first.key, question=first, answer="x", correct=False)
    progress = status(task, world.student)
    assert (progress.status, progress.right, progress.total) == (Status.IN_PROGRESS, 0, len(questions))
    Attempt.objects.create(user=world.student, key=first.key, question=first, answer="y", correct=True)
    Attempt.objects.create(user=world.student, key=first.key, question=first, answer="y", correct=True)
    for question in questions[1:]:
        Attempt.objects.create(
            user=world.student, key=question.key, question=question, answer="x", correct=False
        )
    progress = status(task, world.student)
    assert (progress.status, progress.right, progress.total) == (Status.DONE, 1, len(questions))
    assert progress.duration is not None


def test_hand_is_done_with_a_finished_hand_of_that_game_and_seed(world: World):
    play_hand(world.student, seed=8, codes=("asistir",))  # another deal: not this assignment
    play_hand(world.outsider, codes=("asistir",))  # somebody else
    assert status(world.hand_task, world.student).status == Status.NOT_STARTED
    play_hand(world.student, codes=("asistir", "turno"), finished=False)
    progress = status(world.hand_task, world.student)
    assert progress.status == Status.IN_PROGRESS and progress.illegal == {"asistir": 1, "turno": 1}
    play_hand(world.student, codes=("asistir", "arrastre"))
    progress = status(world.hand_task, world.student)
    assert progress.status == Status.DONE
    assert progress.illegal == {"asistir": 2, "turno": 1, "arrastre": 1}
    assert progress.hands == 2 and progress.minutes == 12
    assert [item[:3] for item in progress.illegal_items] == [
        ("asistir", "Asistir", 2),
        ("arrastre", "Arrastre", 1),
        ("turno", "Fuera de turno", 1),
    ]


def test_obligation_report_ranks_what_the_class_breaks_most(world: World):
    play_hand(world.student, codes=("asistir", "asistir", "arrastre", "turno"))
    play_hand(world.pupil, codes=("asistir",))
    play_hand(world.pupil, seed=99, codes=("pisar", "pisar", "pisar"))  # not an assigned deal
    play_hand(world.outsider, codes=("montar", "montar", "montar", "montar"))  # not in the class
    report = obligation_report(world.classroom)
    assert report.hands == 2 and report.other_faults == 1
    assert report.top is not None
    assert (report.top.code, report.top.total, report.top.students) == ("asistir", 3, 2)
    assert [row.code for row in report.rows][:2] == ["asistir", "arrastre"]
    totals = {row.code: row.total for row in report.rows}
    assert totals["pisar"] == 0 and totals["montar"] == 0
    assert report.top.example is not None and "asistir" in report.top.example.explanation


def test_codes_are_unambiguous_and_typed_any_way(world: World):
    code = world.classroom.code
    assert len(code) == 8 and set(code) <= set(CODE_ALPHABET)
    assert normalize_code(f" {code[:4].lower()}-{code[4:]} ") == code
    world.classroom.regenerate_code()
    assert world.classroom.code != code and len(world.classroom.code) == 8


def test_accounts_made_in_bulk_have_working_generated_passwords(world: World):
    created = world.classroom.create_students(
        ["Ana García López", "Ana García López", "Ñandú"], by=world.teacher
    )
    usernames = [m.user.username for m, _ in created]
    assert len(set(usernames)) == 3
    assert usernames[0].startswith("ana.garcia.") and usernames[2].startswith("nandu.")
    for membership, password in created:
        assert set(password.replace("-", "")) <= set(PASSWORD_ALPHABET) and len(password) == 11
        assert (
            authenticate(RequestFactory().post("/"), username=membership.user.username, password=password)
            == membership.user
        )
        assert membership.managed and membership.real_name
        assert Profile.is_managed(membership.user) and not Profile.is_teacher(membership.user)
    membership, old = created[0]
    new = membership.reset_password()
    assert (
        new != old
        and authenticate(RequestFactory().post("/"), username=membership.user.username, password=new)
        == membership.user
    )


def test_username_for_odd_names():
    assert username_for("   ").startswith("alumno.")
    assert username_for("李 小龙").startswith("alumno.")
    assert new_password() != new_password()


def test_only_accounts_made_for_the_class_get_a_new_password_from_the_teacher(world: World):
    membership = Membership.objects.get(classroom=world.classroom, user=world.student)
    with pytest.raises(ValueError):
        membership.reset_password()


def test_an_assignment_needs_the_target_of_its_kind(world: World):
    with pytest.raises(IntegrityError), transaction.atomic():
        Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.LESSON)
    with pytest.raises(IntegrityError), transaction.atomic():
        Assignment.objects.create(classroom=world.classroom, kind=Assignment.Kind.HAND, game="", seed=3)


def test_my_tasks_leave_out_archived_classes_and_put_the_due_first(world: World):
    soon = Assignment.objects.create(
        classroom=world.classroom,
        kind=Assignment.Kind.HAND,
        game="hombre",
        seed=1,
        due_on=timezone.localdate() + timedelta(days=2),
    )
    [entry] = tasks_for(world.student).active
    assert entry.classroom == world.classroom
    assert [task.assignment for task in entry.tasks] == [soon, world.lesson_task, world.hand_task]
    world.classroom.archive(by=world.teacher)
    mine = tasks_for(world.student)
    assert mine.active == [] and [m.classroom for m in mine.archived] == [world.classroom]


def test_assignment_titles_and_links(world: World):
    assert world.hand_task.url == "/practicar/tresillo/7/"
    assert world.hand_task.title == "Mano de Tresillo, reparto n.º 7"
    assert world.lesson_task.url == world.lesson.get_absolute_url()
    assert str(world.lesson_task) == world.lesson.title


def test_passwords_are_hashed_before_the_write_transaction(monkeypatch: pytest.MonkeyPatch, world: World):
    """Hashing is slow on purpose; inside the transaction it would hold SQLite's only write lock meanwhile."""
    from django.contrib.auth.hashers import MD5PasswordHasher
    from django.db import connection

    inside: list[bool] = []
    encode = MD5PasswordHasher.encode

    def watched(self: MD5PasswordHasher, password: str, salt: str) -> str:
        inside.append(connection.in_atomic_block and len(connection.atomic_blocks) > 1)
        return encode(self, password, salt)

    monkeypatch.setattr(MD5PasswordHasher, "encode", watched)
    queries: list[str] = []

    def log(run: Any, sql: str, *args: Any) -> Any:
        queries.append(sql)
        return run(sql, *args)

    with connection.execute_wrapper(log):
        created = world.classroom.create_students([f"Niña {n}" for n in range(30)], by=world.teacher)
    assert len(inside) == 30 and not any(inside)
    assert len({membership.user.username for membership, _ in created}) == 30
    assert all(
        authenticate(RequestFactory().post("/"), username=m.user.username, password=p) == m.user
        for m, p in created[:3]
    )
    writes = [sql for sql in queries if sql.lstrip().upper().startswith("INSERT")]
    assert len(writes) == 3  # the users, their profiles and their memberships: one statement each
