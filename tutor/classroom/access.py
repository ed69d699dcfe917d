"""Who may see what: teachers see the classes they teach, students their own work, anonymous visitors nothing.

Views look classes and students up through these helpers; a refusal is a :class:`Refusal`, rendered by the
:func:`refusals` decorator as a Spanish page with the right 4xx status (never a 500 for a forged id: the URL converters bound every id).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar, cast

from django.contrib.auth.models import User
from django.http import HttpResponse
from django.shortcuts import render
from django.urls import reverse

from tutor.classroom.models import Assignment, Classroom, Membership
from tutor.http import TutorRequest


class SignedInRequest(TutorRequest):
    """A request behind ``login_required``: ``request.user`` is a real account."""

    user: User


class Refusal(Exception):
    """A request turned down, with a Spanish explanation and, optionally, a way on."""

    def __init__(self, status: int, message: str, *, link: tuple[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.link = status, message, link


_View = TypeVar("_View", bound=Callable[..., HttpResponse])


def refusals(view: _View) -> _View:
    """Render a :class:`Refusal` raised by the view as ``classroom/problem.html``."""

    @wraps(view)
    def wrapper(request: TutorRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except Refusal as refusal:
            context = {"message": refusal.message, "link": refusal.link, "status": refusal.status}
            return render(request, "classroom/problem.html", context, status=refusal.status)

    return cast(_View, wrapper)


NOT_FOUND = "No hay ninguna clase tuya con ese número. Quizá el enlace está mal copiado, o no das esa clase."
ARCHIVED = "Esta clase está archivada: restáurala en «Ajustes» para cambiarla."


OWNER_ONLY = (
    "Solo quien creó la clase puede archivarla, restaurarla o borrarla. Pídeselo a esa persona, o deja tú la "
    "clase en «Ajustes»."
)


def owned_classroom(request: SignedInRequest, pk: int) -> Classroom:
    """The class ``pk`` if the user created it: only its creator archives, restores or deletes a class.

    :raises Refusal: as :func:`taught_classroom`, and 403 for a co-teacher.
    """
    classroom = taught_classroom(request, pk)
    if classroom.created_by_id != request.user.pk:
        raise Refusal(
            403, OWNER_ONLY, link=(reverse("classroom:settings", args=[classroom.pk]), "Ir a Ajustes")
        )
    return classroom


def taught_classroom(request: SignedInRequest, pk: int, *, editable: bool = False) -> Classroom:
    """The class ``pk`` if the user teaches it; with ``editable``, only while it is not archived.

    :raises Refusal: 404 when the class does not exist or the user has nothing to do with it; 403 for its own
        students (they know it exists); 409 for a change to an archived class.
    """
    classroom = Classroom.objects.filter(pk=pk).first()
    if classroom is None or not classroom.is_taught_by(request.user):
        if classroom is not None and classroom.has_student(request.user):
            raise Refusal(
                403,
                "Esta página es para el profesorado de la clase. Tu trabajo está en «Mis tareas».",
                link=(reverse("classroom:index"), "Ir a Mis tareas"),
            )
        raise Refusal(404, NOT_FOUND)
    if editable and classroom.is_archived:
        raise Refusal(
            409, ARCHIVED, link=(reverse("classroom:settings", args=[classroom.pk]), "Ir a Ajustes")
        )
    return classroom


def student_of(classroom: Classroom, user_id: int) -> Membership:
    """The membership of ``user_id`` in the class.

    :raises Refusal: 404 when that account is not a student of this class.
    """
    membership = classroom.memberships.select_related("user").filter(user_id=user_id).first()
    if membership is None:
        raise Refusal(404, "Esa persona no es alumno ni alumna de esta clase.")
    return membership


def assignment_of(classroom: Classroom, assignment_id: int) -> Assignment:
    """An assignment of the class.

    :raises Refusal: 404 when the assignment belongs to no class or to another.
    """
    assignment = classroom.assignments.filter(pk=assignment_id).first()
    if assignment is None:
        raise Refusal(404, "Esa tarea no es de esta clase.")
    return assignment
