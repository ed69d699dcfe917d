"""Classes, the pages: *Mis tareas*, joining and leaving, the teachers' sign-up, a class's progress, renuncios and
students.

The teachers' changes to a class (assignments, students, settings) are in :mod:`tutor.classroom.actions`.
"""

from __future__ import annotations

import csv
from datetime import datetime

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.db.models import Count, Q
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.http import content_disposition_header
from django.views.decorators.http import require_GET, require_http_methods

from games import GAMES, ViolationCode
from tutor.accounts import throttle
from tutor.accounts.views import MODEL_BACKEND
from tutor.classroom.access import (
    Refusal,
    SignedInRequest,
    refusals,
    student_of,
    taught_classroom,
)
from tutor.classroom.forms import ClassroomForm, JoinForm, JoinLinkForm, TeacherSignUpForm
from tutor.classroom.models import (
    MAX_STUDENTS,
    Assignment,
    Classroom,
    Membership,
    Profile,
    normalize_code,
    practice_url,
)
from tutor.classroom.progress import (
    OBLIGATIONS,
    class_rows,
    deal_filter,
    fault_label,
    illegal_attempts,
    obligation_report,
    progress_table,
    tasks_for,
)
from tutor.http import TutorRequest
from tutor.practice.models import PracticeHand


def class_assignments(classroom: Classroom) -> list[Assignment]:
    return list(
        classroom.assignments.select_related("lesson__course", "course", "quiz", "track", "stage__track")
    )


@require_GET
@login_required
def index(request: SignedInRequest) -> HttpResponse:
    """The start of *Clases*: the classes one teaches, *Mis tareas* of the classes one is in, joining."""
    taught = Classroom.objects.filter(teachers=request.user).annotate(
        student_count=Count("memberships", distinct=True),
        assignment_count=Count("assignments", distinct=True),
    )
    return render(
        request,
        "classroom/index.html",
        {
            "is_teacher": Profile.is_teacher(request.user),
            "managed": Profile.is_managed(request.user),
            "active": [c for c in taught if not c.is_archived],
            "archived": [c for c in taught if c.is_archived],
            "mine": tasks_for(request.user),
            "join_form": JoinForm(user=request.user),
        },
    )


@require_http_methods(["GET", "POST"])
@refusals
def teacher_signup(request: TutorRequest) -> HttpResponse:
    """Become a teacher: a new account, or the profile for the account already signed in."""
    user = request.user
    if user.is_authenticated:
        if Profile.is_teacher(user):
            return redirect("classroom:index")
        if Profile.objects.filter(user_id=user.pk, managed_by__isnull=False).exists():
            raise Refusal(
                403,
                "Esta cuenta la creó tu profesor o tu profesora para su clase, y no puede ser de profesor/a. "
                "Entra con tu propia cuenta.",
            )
        if request.method == "POST":
            Profile.objects.update_or_create(user_id=user.pk, defaults={"role": Profile.Role.TEACHER})
            messages.success(request, "Ya tienes el perfil de profesor/a: crea tu primera clase.")
            return redirect("classroom:index")
        return render(request, "classroom/teacher_signup.html", {"form": None})
    form = TeacherSignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        account = throttle.create_account(request, form)
        if isinstance(account, HttpResponse):
            return account
        Profile.make_teacher(account)
        login(request, account, backend=MODEL_BACKEND)
        messages.success(request, "Cuenta creada con el perfil de profesor/a: crea tu primera clase.")
        return redirect("classroom:index")
    status = 400 if request.method == "POST" else 200
    return render(request, "classroom/teacher_signup.html", {"form": form}, status=status)


@require_http_methods(["GET", "POST"])
@login_required
def join(request: SignedInRequest) -> HttpResponse:
    """Join a class by typing its code."""
    link = JoinLinkForm(request.GET)
    initial = {"code": link.cleaned_data["codigo"] if link.is_valid() else ""}
    form = JoinForm(request.POST or None, user=request.user, initial=initial)
    if request.method == "POST" and form.is_valid():
        assert form.classroom is not None
        form.classroom.join(request.user)
        messages.success(request, f"Te has unido a la clase «{form.classroom.name}». Aquí tienes tus tareas.")
        return redirect("classroom:index")
    status = 400 if request.method == "POST" else 200
    return render(request, "classroom/join.html", {"form": form}, status=status)


@require_http_methods(["GET", "POST"])
@login_required
@refusals
def join_code(request: SignedInRequest, code: str) -> HttpResponse:
    """The join link a teacher shares: shows the class, and joins it on confirmation."""
    classroom = Classroom.objects.filter(code=normalize_code(code)[:20]).first()
    if classroom is None:
        raise Refusal(
            404,
            f"No hay ninguna clase con el código «{code[:20]}». Revisa el enlace o pide el código otra vez.",
            link=(reverse("classroom:join"), "Escribir el código"),
        )
    if classroom.is_archived:
        raise Refusal(403, f"La clase «{classroom.name}» está archivada y no admite alumnos nuevos.")
    teaches, member = classroom.is_taught_by(request.user), classroom.has_student(request.user)
    if request.method == "POST":
        if teaches:
            raise Refusal(400, "Ya das esta clase: no puedes unirte como alumno.")
        if not member:
            if classroom.memberships.count() >= MAX_STUDENTS:
                raise Refusal(403, f"La clase «{classroom.name}» está completa ({MAX_STUDENTS} alumnos).")
            classroom.join(request.user)
            messages.success(request, f"Te has unido a la clase «{classroom.name}». Aquí tienes tus tareas.")
        return redirect("classroom:index")
    return render(
        request,
        "classroom/join_code.html",
        {"classroom": classroom, "teaches": teaches, "member": member, "teachers": classroom.teachers.all()},
    )


@require_http_methods(["GET", "POST"])
@login_required
@refusals
def leave(request: SignedInRequest, pk: int) -> HttpResponse:
    """A student leaves a class, after a confirmation (their account and their work stay). An account the teachers
    made for the class cannot leave it: it would be left an account of no class, which nobody else looks after."""
    membership = (
        Membership.objects.select_related("classroom").filter(classroom_id=pk, user=request.user).first()
    )
    if membership is None:
        raise Refusal(404, "No estás en esa clase como alumno o alumna, así que no hay nada que dejar.")
    classroom = membership.classroom
    if membership.managed:
        raise Refusal(
            403,
            f"Tu cuenta la creó tu profesor o tu profesora para la clase «{classroom.name}», así que no puedes "
            "dejarla tú: la cuenta es de la clase. Si ya no vas a estar en ella, díselo y te quitará de la lista.",
        )
    if request.method == "POST":
        membership.delete()
        messages.success(request, f"Has dejado la clase «{classroom.name}». Tu trabajo sigue en tu cuenta.")
        return redirect("classroom:index")
    return render(request, "classroom/leave.html", {"classroom": classroom})


@require_http_methods(["GET", "POST"])
@login_required
@refusals
def create(request: SignedInRequest) -> HttpResponse:
    if not Profile.is_teacher(request.user):
        raise Refusal(
            403,
            "Para crear clases necesitas el perfil de profesor/a.",
            link=(reverse("classroom:teacher-signup"), "Activar el perfil de profesor/a"),
        )
    form = ClassroomForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        classroom = form.save(commit=False)
        classroom.created_by = request.user
        classroom.save()
        classroom.teachers.add(request.user)
        messages.success(request, "Clase creada. Comparte el código o el enlace con tu alumnado.")
        return redirect(classroom)
    status = 400 if request.method == "POST" else 200
    return render(request, "classroom/create.html", {"form": form}, status=status)


@require_GET
@login_required
@refusals
def detail(request: SignedInRequest, pk: int) -> HttpResponse:
    """A class's home for its teachers: the join code, and the table of students × assignments."""
    classroom = taught_classroom(request, pk)
    assignments = class_assignments(classroom)
    template = "classroom/detail.html#progress-table" if request.htmx else "classroom/detail.html"
    return render(
        request,
        template,
        {
            "classroom": classroom,
            "tab": "progreso",
            "assignments": assignments,
            "rows": class_rows(classroom, assignments),
            "join_url": request.build_absolute_uri(classroom.join_path),
        },
    )


@require_GET
@login_required
@refusals
def progress_csv(request: SignedInRequest, pk: int, delimiter: str = ",") -> HttpResponse:
    """The progress table as CSV (one line per student and assignment), for a spreadsheet: separated by commas,
    or by semicolons for spreadsheets set up in Spanish (where the comma is the decimal separator)."""
    classroom = taught_classroom(request, pk)
    assignments = class_assignments(classroom)
    name = "".join(ch if ch.isalnum() else "-" for ch in classroom.name.lower()).strip("-") or "clase"
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    # RFC 6266: a name with accents or «ñ» goes as filename*=utf-8''…, which browsers keep.
    response["Content-Disposition"] = content_disposition_header(True, f"progreso-{name[:40]}.csv")
    response.write("\ufeff")  # so that spreadsheets read the accents as UTF-8
    writer = csv.writer(response, delimiter=delimiter)
    codes = list(ViolationCode)
    writer.writerow(
        [
            "Usuario",
            "Nombre",
            "Tarea",
            "Tipo",
            "Fecha límite",
            "Estado",
            "Preguntas respondidas",
            "Aciertos o lecciones hechas",
            "De un total de",
            "Empezada",
            "Terminada",
            "Minutos",
            "Manos jugadas",
            *(f"Intentos ilegales: {fault_label(code).lower()}" for code in codes),
        ]
    )
    for row in class_rows(classroom, assignments, begun=True):
        for assignment, progress in row.cells:
            writer.writerow(
                [
                    _text(row.student.username),
                    _text(row.student.real_name),
                    _text(assignment.title),
                    assignment.get_kind_display(),
                    assignment.due_on.isoformat() if assignment.due_on else "",
                    progress.status.label,
                    "" if progress.answered is None else progress.answered,
                    "" if progress.right is None else progress.right,
                    "" if progress.total is None else progress.total,
                    _iso(progress.started_at),
                    _iso(progress.finished_at),
                    "" if progress.minutes is None else progress.minutes,
                    progress.hands if assignment.kind == Assignment.Kind.HAND else "",
                    *(progress.illegal.get(code, 0) for code in codes),
                ]
            )
    return response


def _text(value: str) -> str:
    """A text cell that a spreadsheet will not run as a formula (names are typed by people)."""
    return "'" + value if value[:1] in {"=", "+", "-", "@", "\t", "\r"} else value


def _iso(moment: datetime | None) -> str:
    return timezone.localtime(moment).isoformat(timespec="minutes") if moment else ""


@require_GET
@login_required
@refusals
def obligations(request: SignedInRequest, pk: int) -> HttpResponse:
    """Which obligations the class breaks most in its assigned hands: what to teach next."""
    classroom = taught_classroom(request, pk)
    report = obligation_report(classroom)
    return render(
        request,
        "classroom/obligations.html",
        {
            "classroom": classroom,
            "tab": "renuncios",
            "report": report,
            "matrix": [
                (member, [row.counts[i] for row in report.rows]) for i, member in enumerate(report.members)
            ],
            "has_hands": classroom.assignments.filter(kind=Assignment.Kind.HAND).exists(),
        },
    )


@require_GET
@login_required
@refusals
def student(request: SignedInRequest, pk: int, user_id: int) -> HttpResponse:
    """One student's work in a class: each assignment, and every practice hand since joining, with each illegal
    attempt explained. For the class's teachers, and for the student themself."""
    classroom = Classroom.objects.filter(pk=pk).first()
    own = classroom is not None and request.user.pk == user_id and classroom.has_student(request.user)
    if not own:
        classroom = taught_classroom(request, pk)
    assert classroom is not None
    membership = student_of(classroom, user_id)
    assignments = class_assignments(classroom)
    table = progress_table(assignments, [user_id])
    assigned = {(a.game, a.seed) for a in assignments if a.kind == Assignment.Kind.HAND}
    # The hands of the class's deals, and any other played since joining (not the student's life before).
    hands = PracticeHand.objects.filter(
        Q(updated_at__gte=membership.joined_at) | deal_filter(assignments), owner_id=user_id
    ).order_by("-updated_at")[:100]
    return render(
        request,
        "classroom/student.html",
        {
            "classroom": classroom,
            "tab": "alumnado",
            "own": own,
            "membership": membership,
            "cells": [(a, table[(a.pk, user_id)]) for a in assignments],
            "hands": [
                {
                    "hand": hand,
                    "game": GAMES[hand.game].name if hand.game in GAMES else hand.game,
                    "url": practice_url(hand.game, hand.seed),
                    "review_url": reverse("practice:review", args=[hand.game, hand.seed, hand.pk])
                    if hand.reviewable
                    else "",
                    "assigned": (hand.game, hand.seed) in assigned,
                    "attempts": illegal_attempts(hand),
                    "renuncios": sum(n for code, n in hand.illegal_by_kind.items() if code in OBLIGATIONS),
                }
                for hand in hands
            ],
        },
    )
