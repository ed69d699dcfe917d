"""Progress on assignments, derived (never stored) from lesson progress, quiz answers and practice hands.

The rules, one per kind of assignment:

* a lesson is *hecha* once its check is passed (``LessonProgress.completed_at``), *en curso* once visited;
* a course is *hecha* when all its lessons are completed, *en curso* when any lesson has progress;
* a quiz is *hecha* when every question has been answered at least once, *en curso* when any has; its score is the
  questions answered, and those answered right at least once, over all its questions;
* a practice hand is *hecha* when the student has a finished hand of that game and seed, *en curso* when one exists.
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from django.contrib.auth.models import User
from django.db import connection, models
from django.db.models import Q
from django.utils.dateparse import parse_datetime

from games import ViolationCode
from games.core.violations import CODES
from tutor.classroom.models import Assignment, Classroom, Membership, display_name
from tutor.learn.models import Stage, StageResult
from tutor.lessons.models import Lesson, LessonProgress
from tutor.practice.models import PracticeHand, illegal_by_kind
from tutor.quizzes.models import Attempt, Question


class Status(models.TextChoices):
    NOT_STARTED = "no-empezada", "No empezada"
    IN_PROGRESS = "en-curso", "En curso"
    DONE = "hecha", "Hecha"


# The obligations of trick play, in teaching order, with what each asks of the player; then the other faults.
OBLIGATIONS = tuple(code for code in ViolationCode if code.is_renuncio)
OTHER_FAULTS = tuple(code for code in ViolationCode if not code.is_renuncio)


def fault_label(code: str) -> str:
    """The Spanish name of a violation code (one recorded before the code existed is shown as it was stored)."""
    known = CODES.get(code)
    return known.label if known is not None else code


@dataclass(frozen=True, slots=True)
class Progress:
    """One student's progress on one assignment."""

    status: Status = Status.NOT_STARTED
    answered: int | None = None  # quiz: questions answered at least once
    right: int | None = None  # quiz: questions answered right; course: lessons completed
    total: int | None = None  # quiz: questions; course: lessons
    started_at: datetime | None = None
    finished_at: datetime | None = None
    duration: timedelta | None = None
    illegal: dict[str, int] = field(default_factory=dict)  # practice hands: illegal attempts by kind
    hands: int = 0  # practice hands of this deal played
    stars: tuple[
        int, ...
    ] = ()  # Aprende: the stars of each stage of the course (or of the one stage), 0 = not done

    @property
    def done(self) -> bool:
        return self.status == Status.DONE

    @property
    def minutes(self) -> int | None:
        if self.duration is None:
            return None
        return max(1, round(self.duration.total_seconds() / 60))

    @property
    def illegal_items(self) -> list[tuple[str, str, int, bool]]:
        """(code, label, count, is a renuncio), obligations first in teaching order, then the other faults."""
        order: list[str] = list(ViolationCode)
        codes = sorted(self.illegal, key=lambda c: (order.index(c) if c in order else len(order), c))
        return [(code, fault_label(code), self.illegal[code], code in OBLIGATIONS) for code in codes]


NOT_STARTED = Progress()


# Keys are (target id, user id): the lesson, course or quiz of an assignment, and the student.
Key = tuple[int | None, int]


# The progress of lessons, courses, quizzes and hands is read in plain SQL (issue #17): the class table runs
# these queries on every request, and the ORM took longer to build them (1–2.5 ms each) than SQLite to run
# them. Each value is converted as the ORM would, by the field's own converters, and only when it is shown: a
# date of a task not finished, or of when one was begun (the CSV's alone), stays as the database sent it.


def _table(model: type[models.Model]) -> str:
    return connection.ops.quote_name(model._meta.db_table)


def _marks(values: Sequence[object]) -> str:
    """``(%s, %s, …)``: a placeholder for each of ``values``, for an ``IN``."""
    return f"({', '.join(['%s'] * len(values))})"


def _select(sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return list(cursor.fetchall())


def _reader(model: type[models.Model], name: str) -> Callable[[Any], Any]:
    """What the ORM makes of a value of ``model``'s field ``name`` as the database sends it (in SQLite a date is
    text unless read from its column; JSON is text)."""
    field = model._meta.get_field(name)
    assert isinstance(field, models.Field)
    col = field.get_col(model._meta.db_table)
    converters = [*connection.ops.get_db_converters(col), *col.get_db_converters(connection)]

    def read(value: Any) -> Any:
        for convert in converters:
            value = convert(value, col, connection)
        return value

    return read


def _sizes(model: type[models.Model], column: str, ids: Sequence[int | None]) -> dict[int | None, int]:
    """How many rows of ``model`` each of ``ids`` has in ``column`` (lessons of courses, questions of quizzes)."""
    rows = _select(
        f"SELECT {column}, COUNT(*) FROM {_table(model)} WHERE {column} IN {_marks(ids)} GROUP BY {column}",
        ids,
    )
    return dict(rows)


class _Distinct:
    """Makes each distinct ``Progress`` of a table once: its cells repeat (every student has begun the lesson,
    nobody has started the quiz), and making one costs several times more than finding it again. A hand's illegal
    attempts come as ``faults``, the items of ``illegal``."""

    def __init__(self) -> None:
        self.made: dict[tuple[Any, ...], Progress] = {}

    def __call__(
        self,
        status: Status,
        *,
        answered: int | None = None,
        right: int | None = None,
        total: int | None = None,
        started_at: datetime | None = None,
        finished_at: datetime | None = None,
        duration: timedelta | None = None,
        faults: tuple[tuple[str, int], ...] = (),
        hands: int = 0,
    ) -> Progress:
        key = (status, answered, right, total, started_at, finished_at, duration, faults, hands)
        if (progress := self.made.get(key)) is None:
            progress = self.made[key] = Progress(
                status, answered, right, total, started_at, finished_at, duration, dict(faults), hands
            )
        return progress


def _per_target(
    entries: type[models.Model],
    parts: type[models.Model],
    link: str,
    target: str,
    ids: Sequence[int | None],
    users: list[int],
    aggregates: str,
) -> dict[Key, list[Any]]:
    """``aggregates`` over a student's ``entries`` (lesson progress, answers) of the ``parts`` (lessons, questions)
    of each target (course, quiz) of ``ids``: one row per target and student, whatever the parts, keyed by both."""
    rows = _select(
        f"SELECT part.{target}, entry.user_id, {aggregates} FROM {_table(entries)} entry"
        f" INNER JOIN {_table(parts)} part ON entry.{link} = part.id"
        f" WHERE part.{target} IN {_marks(ids)} AND entry.user_id IN {_marks(users)}"
        f" GROUP BY part.{target}, entry.user_id",
        [*ids, *users],
    )
    return {(target_id, user_id): values for target_id, user_id, *values in rows}


def _lessons(assignments: list[Assignment], users: list[int], begun: bool) -> dict[tuple[int, int], Progress]:
    lesson_ids = [a.lesson_id for a in assignments]
    rows = _select(
        f"SELECT lesson_id, user_id, {'visited_at' if begun else 'NULL'}, completed_at"
        f" FROM {_table(LessonProgress)}"
        f" WHERE lesson_id IN {_marks(lesson_ids)} AND user_id IN {_marks(users)}",
        [*lesson_ids, *users],
    )
    date, make = _reader(LessonProgress, "completed_at"), _Distinct()
    found: dict[Key, tuple[Any, Any]] = {
        (lesson_id, user_id): (visited, completed) for lesson_id, user_id, visited, completed in rows
    }
    result: dict[tuple[int, int], Progress] = {}
    for assignment in assignments:
        pk = assignment.pk
        for user_id in users:
            if (row := found.get((assignment.lesson_id, user_id))) is not None:
                visited, completed = row
                result[(pk, user_id)] = make(
                    Status.DONE if completed else Status.IN_PROGRESS,
                    started_at=date(visited) if begun else None,
                    finished_at=date(completed) if completed else None,
                )
    return result


def _courses(assignments: list[Assignment], users: list[int], begun: bool) -> dict[tuple[int, int], Progress]:
    course_ids = [a.course_id for a in assignments]
    sizes = _sizes(Lesson, "course_id", course_ids)
    # How many lessons completed, the first visit, the last completion.
    per = _per_target(
        LessonProgress,
        Lesson,
        "lesson_id",
        "course_id",
        course_ids,
        users,
        f"COUNT(entry.completed_at), {'MIN(entry.visited_at)' if begun else 'NULL'}, MAX(entry.completed_at)",
    )
    date, make = _reader(LessonProgress, "completed_at"), _Distinct()
    result: dict[tuple[int, int], Progress] = {}
    for assignment in assignments:
        pk, total = assignment.pk, sizes.get(assignment.course_id, 0)
        for user_id in users:
            if (row := per.get((assignment.course_id, user_id))) is None:
                continue
            completed, first, last = row
            done = total > 0 and completed >= total
            result[(pk, user_id)] = make(
                Status.DONE if done else Status.IN_PROGRESS,
                right=completed,
                total=total,
                started_at=date(first) if begun else None,
                finished_at=date(last) if done else None,
            )
    return result


def _quizzes(assignments: list[Assignment], users: list[int], begun: bool) -> dict[tuple[int, int], Progress]:
    quiz_ids = [a.quiz_id for a in assignments]
    sizes = _sizes(Question, "quiz_id", quiz_ids)
    # The questions answered, those answered right at least once, and the first and last answers.
    per = _per_target(
        Attempt,
        Question,
        "question_id",
        "quiz_id",
        quiz_ids,
        users,
        "COUNT(DISTINCT entry.question_id), COUNT(DISTINCT CASE WHEN entry.correct THEN entry.question_id END),"
        " MIN(entry.created_at), MAX(entry.created_at)",
    )
    date, make = _reader(Attempt, "created_at"), _Distinct()
    result: dict[tuple[int, int], Progress] = {}
    for assignment in assignments:
        pk, total = assignment.pk, sizes.get(assignment.quiz_id, 0)
        for user_id in users:
            if (row := per.get((assignment.quiz_id, user_id))) is None:
                # Not begun, out of how many questions.
                result[(pk, user_id)] = make(Status.NOT_STARTED, answered=0, right=0, total=total)
                continue
            answered, right, first, last = row
            done = total > 0 and answered >= total
            if done or begun:  # a date converted only when shown
                first, last = date(first), date(last)
            result[(pk, user_id)] = make(
                Status.DONE if done else Status.IN_PROGRESS,
                answered=answered,
                right=right,
                total=total,
                started_at=first if begun else None,
                finished_at=last if done else None,
                duration=last - first if done else None,
            )
    return result


def deal_filter(assignments: Iterable[Assignment]) -> Q:
    """Practice hands of the deals of these assignments (matches nothing when there are none)."""
    query = Q(pk__in=[])
    for assignment in assignments:
        if assignment.kind == Assignment.Kind.HAND:
            query |= Q(game=assignment.game, seed=assignment.seed)
    return query


def _hands(assignments: list[Assignment], users: list[int], begun: bool) -> dict[tuple[int, int], Progress]:
    deals = " OR ".join(["(game = %s AND seed = %s)"] * len(assignments))
    # When a hand was begun is read for the CSV, and for the hands finished (how long they took).
    created = "created_at" if begun else "CASE WHEN finished_at IS NULL THEN NULL ELSE created_at END"
    rows = _select(
        f"SELECT game, seed, owner_id, illegal, {created}, finished_at"  # not the notation
        f" FROM {_table(PracticeHand)}"
        f" WHERE ({deals}) AND owner_id IN {_marks(users)} ORDER BY created_at",
        [*(value for a in assignments for value in (a.game, a.seed)), *users],
    )
    date, illegal_of, make = (
        _reader(PracticeHand, "created_at"),
        _reader(PracticeHand, "illegal"),
        _Distinct(),
    )
    per: dict[tuple[str, int | None, int | None], list[tuple[Any, Any, Any]]] = defaultdict(list)
    for game, seed, owner_id, attempts, created_at, finished_at in rows:
        per[(game, seed, owner_id)].append((attempts, created_at, finished_at))
    result: dict[tuple[int, int], Progress] = {}
    for assignment in assignments:
        for user_id in users:
            played = per.get((assignment.game, assignment.seed, user_id))
            if not played:
                continue
            finished = [
                (date(finished_at), date(created_at)) for _, created_at, finished_at in played if finished_at
            ]
            first = min(finished) if finished else None
            illegal: Counter[str] = Counter()
            for attempts, _, _ in played:
                if attempts := illegal_of(attempts):
                    illegal.update(illegal_by_kind(attempts))
            result[(assignment.pk, user_id)] = make(
                Status.DONE if first else Status.IN_PROGRESS,
                started_at=date(played[0][1]) if begun else None,
                finished_at=first[0] if first else None,
                duration=first[0] - first[1] if first else None,
                faults=tuple(illegal.items()),
                hands=len(played),
            )
    return result


def _stars(assignments: list[Assignment], users: list[int], begun: bool) -> dict[tuple[int, int], Progress]:
    """A course or a stage of «Aprende a jugar»: the best stars of each of its stages (done when all have some)."""
    of_track: dict[int | None, list[str]] = defaultdict(list)
    stages = Stage.objects.filter(
        Q(track_id__in=[a.track_id for a in assignments]) | Q(pk__in=[a.stage_id for a in assignments])
    )
    by_pk: dict[int, str] = {}
    for pk, track_id, game, slug in stages.order_by("order").values_list(
        "pk", "track_id", "track__game", "slug"
    ):
        of_track[track_id].append(f"{game}/{slug}")
        by_pk[pk] = f"{game}/{slug}"
    keys = {
        a.pk: [by_pk[a.stage_id]] if a.stage_id is not None else of_track[a.track_id] for a in assignments
    }
    wanted = {key for stage_keys in keys.values() for key in stage_keys}
    rows = StageResult.objects.filter(user_id__in=users, stage_key__in=wanted).values_list(
        "user_id", "stage_key", "stars", "updated_at"
    )
    found: dict[tuple[int, str], tuple[int, datetime]] = {(u, key): (n, at) for u, key, n, at in rows}
    result: dict[tuple[int, int], Progress] = {}
    for assignment in assignments:
        for user_id in users:
            done = [found.get((user_id, key)) for key in keys.get(assignment.pk, [])]
            if not any(done):
                continue
            complete = all(done)
            result[(assignment.pk, user_id)] = Progress(
                Status.DONE if complete else Status.IN_PROGRESS,
                finished_at=max(at for _, at in filter(None, done)) if complete else None,
                stars=tuple(item[0] if item else 0 for item in done),
            )
    return result


_BY_KIND = {
    Assignment.Kind.LESSON: _lessons,
    Assignment.Kind.COURSE: _courses,
    Assignment.Kind.QUIZ: _quizzes,
    Assignment.Kind.HAND: _hands,
    Assignment.Kind.TRACK: _stars,
    Assignment.Kind.STAGE: _stars,
}


def progress_table(
    assignments: Sequence[Assignment], user_ids: Sequence[int], *, begun: bool = False
) -> dict[tuple[int, int], Progress]:
    """Progress of every user on every assignment, keyed by ``(assignment.pk, user_id)``; a few queries per kind.
    Tasks tell when they were begun (``started_at``, a date to read) only if ``begun``: the CSV alone says it."""
    users = list(user_ids)
    result: dict[tuple[int, int], Progress] = {}
    for kind, compute in _BY_KIND.items():
        of_kind = [a for a in assignments if a.kind == kind]
        if of_kind and users:
            result |= compute(of_kind, users, begun)
    return {
        key: result.get(key, NOT_STARTED) for key in itertools.product([a.pk for a in assignments], users)
    }


@dataclass(frozen=True, slots=True)
class Student:
    """A student of the class table: their account and the real name the teachers gave them."""

    user_id: int
    username: str
    real_name: str

    @property
    def display_name(self) -> str:
        return display_name(self.real_name, self.username)


@dataclass(frozen=True, slots=True)
class Row:
    """A student's row of the class table: their progress on each assignment, in column order."""

    student: Student
    cells: list[tuple[Assignment, Progress]]

    @property
    def done(self) -> int:
        return sum(1 for _, progress in self.cells if progress.done)


def class_rows(classroom: Classroom, assignments: Sequence[Assignment], *, begun: bool = False) -> list[Row]:
    """The class table: its students and their progress on ``assignments`` (and when each was begun, with
    ``begun``)."""
    students = [
        Student(*row) for row in classroom.students().values_list("user_id", "user__username", "real_name")
    ]
    table = progress_table(assignments, [s.user_id for s in students], begun=begun)
    columns = [(a, a.pk) for a in assignments]
    return [Row(s, [(a, table[(pk, s.user_id)]) for a, pk in columns]) for s in students]


@dataclass(frozen=True, slots=True)
class Task:
    """An assignment as a student sees it in *Mis tareas*."""

    assignment: Assignment
    progress: Progress


@dataclass(frozen=True, slots=True)
class ClassTasks:
    """An active class of the student in *Mis tareas*: their membership (with the class) and its assignments."""

    membership: Membership
    tasks: list[Task]

    @property
    def classroom(self) -> Classroom:
        return self.membership.classroom


@dataclass(frozen=True, slots=True)
class MyClasses:
    """*Mis tareas*: the active classes with their work, and the archived ones (told, with no work)."""

    active: list[ClassTasks]
    archived: list[Membership]


def tasks_for(user: User) -> MyClasses:
    """*Mis tareas*, in a number of queries that does not grow with the classes: each active class of the student
    with its assignments, those due first; and the archived ones, so that the student is told."""
    memberships = list(
        Membership.objects.filter(user=user)
        .select_related("classroom")
        .order_by("classroom__name", "classroom")
    )
    active = [m for m in memberships if not m.classroom.is_archived]
    assignments = list(
        Assignment.objects.filter(classroom__in=[m.classroom_id for m in active])
        .select_related("lesson__course", "course", "quiz", "track", "stage__track")
        .order_by(models.F("due_on").asc(nulls_last=True), "created_at", "pk")
    )
    table = progress_table(assignments, [user.pk])
    per_class: dict[int, list[Task]] = defaultdict(list)
    for assignment in assignments:
        per_class[assignment.classroom_id].append(Task(assignment, table[(assignment.pk, user.pk)]))
    return MyClasses(
        active=[ClassTasks(m, per_class[m.classroom_id]) for m in active],
        archived=[m for m in memberships if m.classroom.is_archived],
    )


@dataclass(frozen=True, slots=True)
class IllegalAttempt:
    action: str
    code: str
    label: str
    explanation: str
    source: str
    at: datetime | None

    @property
    def is_renuncio(self) -> bool:
        return self.code in OBLIGATIONS


def illegal_attempts(hand: PracticeHand) -> list[IllegalAttempt]:
    attempts = []
    for item in hand.illegal:
        data: dict[str, Any] = item if isinstance(item, dict) else {}
        code = str(data.get("code", ""))
        attempts.append(
            IllegalAttempt(
                action=str(data.get("action", "")),
                code=code,
                label=fault_label(code),
                explanation=str(data.get("explanation", "")),
                source=str(data.get("source", "")),
                at=parse_datetime(str(data.get("at", ""))),
            )
        )
    return attempts


@dataclass(frozen=True, slots=True)
class ObligationRow:
    code: str
    label: str
    description: str
    total: int
    students: int
    counts: list[int]  # per student, in the order of the report's members
    example: IllegalAttempt | None


@dataclass(frozen=True, slots=True)
class ObligationReport:
    rows: list[ObligationRow]  # most broken first
    members: list[Membership]
    hands: int
    other_faults: int

    @property
    def top(self) -> ObligationRow | None:
        return self.rows[0] if self.rows and self.rows[0].total else None


def obligation_report(classroom: Classroom) -> ObligationReport:
    """Which obligations the class breaks most, over the hands of the class's practice assignments."""
    members = list(classroom.students())
    hands = list(
        PracticeHand.objects.filter(
            deal_filter(classroom.assignments.filter(kind=Assignment.Kind.HAND)),
            owner_id__in=[m.user_id for m in members],
        ).order_by("-updated_at")
    )
    index = {m.user_id: i for i, m in enumerate(members)}
    counts = {code: [0] * len(members) for code in OBLIGATIONS}
    examples: dict[str, IllegalAttempt] = {}
    other = 0
    for hand in hands:
        for attempt in illegal_attempts(hand):
            if attempt.code in counts:
                counts[attempt.code][index[hand.owner_id]] += 1  # type: ignore[index]
                examples.setdefault(attempt.code, attempt)
            else:
                other += 1
    rows = [
        ObligationRow(
            code=code,
            label=code.label,
            description=code.description,
            total=sum(counts[code]),
            students=sum(1 for n in counts[code] if n),
            counts=counts[code],
            example=examples.get(code),
        )
        for code in OBLIGATIONS
    ]
    rows.sort(key=lambda row: (-row.total, -row.students))  # stable: ties keep the teaching order
    return ObligationReport(rows=rows, members=members, hands=len(hands), other_faults=other)
