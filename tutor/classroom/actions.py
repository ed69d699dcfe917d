"""Classes, the teachers' changes: assignments, students (accounts in bulk, real names), settings, co-teachers, the
join code, archiving, restoring and deleting.

Every change is a plain form post that redirects; when htmx sends it, the same view answers with the page's
partial instead (the section it changes). Nothing is deleted without a confirmation page.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect

from tutor.classroom.access import (
    Refusal,
    SignedInRequest,
    assignment_of,
    owned_classroom,
    refusals,
    student_of,
    taught_classroom,
)
from tutor.classroom.forms import (
    AssignmentForm,
    ClassroomForm,
    CoTeacherForm,
    DeleteForm,
    RealNameForm,
    StudentNamesForm,
)
from tutor.classroom.models import MAX_STUDENTS, Assignment, Classroom, Membership


def invalid(request: SignedInRequest) -> int:
    """The status of a form sent back with errors: 400, but 200 for htmx (which swaps only successes)."""
    return 200 if request.htmx else 400


def assignments_context(classroom: Classroom, form: AssignmentForm | None = None) -> dict[str, object]:
    return {
        "classroom": classroom,
        "tab": "tareas",
        "assignments": classroom.assignments.select_related(
            "lesson__course", "course", "quiz", "track", "stage__track"
        ),
        "form": form or AssignmentForm(),
    }


@require_http_methods(["GET", "POST"])
@login_required
@refusals
def assignments(request: SignedInRequest, pk: int) -> HttpResponse:
    """The class's assignments and the form to add one."""
    classroom = taught_classroom(request, pk, editable=request.method == "POST")
    template = "classroom/assignments.html"
    if request.method != "POST":
        return render(request, template, assignments_context(classroom))
    form = AssignmentForm(request.POST, instance=Assignment(classroom=classroom, created_by=request.user))
    if not form.is_valid():
        context = assignments_context(classroom, form)
        return render(
            request,
            template + ("#assignment-section" if request.htmx else ""),
            context,
            status=invalid(request),
        )
    assignment = form.save()
    if request.htmx:
        context = assignments_context(classroom) | {"created": assignment}
        return render(request, template + "#assignment-section", context)
    messages.success(request, f"Tarea puesta: {assignment.title}.")
    return redirect("classroom:assignments", classroom.pk)


@require_http_methods(["GET", "POST"])
@login_required
@refusals
def assignment_delete(request: SignedInRequest, pk: int, assignment_id: int) -> HttpResponse:
    """Remove an assignment, after a confirmation (the students' work itself stays in their accounts)."""
    classroom = taught_classroom(request, pk, editable=request.method == "POST")
    assignment = assignment_of(classroom, assignment_id)
    if request.method == "POST":
        title = assignment.title
        assignment.delete()
        messages.success(request, f"Tarea quitada: {title}.")
        return redirect("classroom:assignments", classroom.pk)
    return render(
        request,
        "classroom/assignment_delete.html",
        {"classroom": classroom, "tab": "tareas", "assignment": assignment},
    )


def students_context(
    classroom: Classroom, form: StudentNamesForm | None = None, named: RealNameForm | None = None
) -> dict[str, object]:
    """The students page; ``named`` is a real-name form sent back with its errors, shown in its student's row."""
    members = classroom.students()
    return {
        "classroom": classroom,
        "tab": "alumnado",
        "rows": [
            (member, named if named and named.instance.pk == member.pk else RealNameForm(instance=member))
            for member in members
        ],
        "form": form or StudentNamesForm(classroom=classroom),
        "max_students": MAX_STUDENTS,
    }


@require_http_methods(["GET", "POST"])
@login_required
@never_cache
@refusals
def students(request: SignedInRequest, pk: int) -> HttpResponse:
    """The class's students; the post creates accounts from a list of names and shows their passwords, once."""
    classroom = taught_classroom(request, pk, editable=request.method == "POST")
    if request.method != "POST":
        return render(request, "classroom/students.html", students_context(classroom))
    form = StudentNamesForm(request.POST, classroom=classroom)
    if not form.is_valid():
        return render(request, "classroom/students.html", students_context(classroom, form), status=400)
    created = classroom.create_students(form.cleaned_data["names"], by=request.user)
    return render(request, "classroom/credentials.html", {"classroom": classroom, "created": created})


@require_POST
@login_required
@refusals
def student_name(request: SignedInRequest, pk: int, user_id: int) -> HttpResponse:
    """Set, change or clear the real name the teachers see for a student (one who joined with the code shows
    only their username, often a nickname)."""
    classroom = taught_classroom(request, pk, editable=True)
    membership = student_of(classroom, user_id)
    form = RealNameForm(request.POST, instance=membership)
    if not form.is_valid():
        return render(request, "classroom/students.html", students_context(classroom, named=form), status=400)
    form.save()
    messages.success(request, f"Nombre guardado: {membership.display_name}.")
    return redirect("classroom:students", classroom.pk)


@require_http_methods(["GET", "POST"])
@login_required
@refusals
def student_remove(request: SignedInRequest, pk: int, user_id: int) -> HttpResponse:
    """Take a student out of the class, after a confirmation (their account and their work stay)."""
    classroom = taught_classroom(request, pk, editable=request.method == "POST")
    membership = student_of(classroom, user_id)
    if request.method == "POST":
        membership.delete()
        messages.success(request, f"{membership.display_name} ya no está en la clase.")
        return redirect("classroom:students", classroom.pk)
    return render(
        request,
        "classroom/student_remove.html",
        {"classroom": classroom, "tab": "alumnado", "membership": membership},
    )


@require_POST
@login_required
@never_cache
@refusals
def student_password(request: SignedInRequest, pk: int, user_id: int) -> HttpResponse:
    """A new password for an account the teachers made for the class (a pupil forgot theirs)."""
    classroom = taught_classroom(request, pk, editable=True)
    membership = student_of(classroom, user_id)
    if not membership.managed:
        raise Refusal(
            400,
            "Solo puedes cambiar la contraseña de las cuentas que se crearon para la clase; "
            "las demás son de sus dueños.",
        )
    password = membership.reset_password()
    return render(
        request,
        "classroom/credentials.html",
        {"classroom": classroom, "created": [(membership, password)], "reset": True},
    )


def settings_context(
    request: SignedInRequest,
    classroom: Classroom,
    form: ClassroomForm | None = None,
    teacher_form: CoTeacherForm | None = None,
) -> dict[str, object]:
    return {
        "classroom": classroom,
        "tab": "ajustes",
        "form": form or ClassroomForm(instance=classroom),
        "teacher_form": teacher_form or CoTeacherForm(classroom=classroom),
        "teachers": classroom.teachers.order_by("username"),
    }


@require_http_methods(["GET", "POST"])
@login_required
@refusals
def settings(request: SignedInRequest, pk: int) -> HttpResponse:
    """Name and level, co-teachers, archive or restore, and (archived classes only) deletion."""
    classroom = taught_classroom(request, pk, editable=request.method == "POST")
    if request.method != "POST":
        return render(request, "classroom/settings.html", settings_context(request, classroom))
    form = ClassroomForm(request.POST, instance=classroom)
    if not form.is_valid():
        return render(
            request, "classroom/settings.html", settings_context(request, classroom, form=form), status=400
        )
    form.save()
    messages.success(request, "Cambios guardados.")
    return redirect("classroom:settings", classroom.pk)


@require_POST
@login_required
@refusals
def regenerate_code(request: SignedInRequest, pk: int) -> HttpResponse:
    """A new join code: the old code and its link stop working (for a code that got out of the class)."""
    classroom = taught_classroom(request, pk, editable=True)
    classroom.regenerate_code()
    if request.htmx:
        context = {
            "classroom": classroom,
            "join_url": request.build_absolute_uri(classroom.join_path),
            "renewed": True,
        }
        return render(request, "classroom/detail.html#join-code", context)
    messages.success(request, f"Nuevo código: {classroom.display_code}. El anterior ya no sirve.")
    return redirect(classroom)


@require_POST
@login_required
@refusals
def teacher_add(request: SignedInRequest, pk: int) -> HttpResponse:
    classroom = taught_classroom(request, pk, editable=True)
    form = CoTeacherForm(request.POST, classroom=classroom)
    template = "classroom/settings.html" + ("#teachers" if request.htmx else "")
    if not form.is_valid():
        context = settings_context(request, classroom, teacher_form=form)
        return render(request, template, context, status=invalid(request))
    assert form.teacher is not None
    classroom.teachers.add(form.teacher)
    if request.htmx:
        context = settings_context(request, classroom) | {"added": form.teacher}
        return render(request, template, context)
    messages.success(request, f"{form.teacher.get_username()} ya da esta clase contigo.")
    return redirect("classroom:settings", classroom.pk)


@require_POST
@login_required
@refusals
def teacher_remove(request: SignedInRequest, pk: int, user_id: int) -> HttpResponse:
    """Take a co-teacher off the class (or leave it yourself); whoever created the class stays."""
    classroom = taught_classroom(request, pk, editable=True)
    teacher = classroom.teachers.filter(pk=user_id).first()
    if teacher is None:
        raise Refusal(404, "Esa persona no da esta clase.")
    if teacher.pk == classroom.created_by_id:
        raise Refusal(400, "Quien creó la clase no se puede quitar del profesorado.")
    if classroom.teachers.count() == 1:
        raise Refusal(400, "Una clase necesita al menos un profesor o una profesora.")
    classroom.teachers.remove(teacher)
    if teacher.pk == request.user.pk:
        messages.success(request, f"Has dejado la clase «{classroom.name}».")
        if request.htmx:
            return HttpResponseClientRedirect(reverse("classroom:index"))
        return redirect("classroom:index")
    if request.htmx:
        return render(request, "classroom/settings.html#teachers", settings_context(request, classroom))
    messages.success(request, f"{teacher.get_username()} ya no da esta clase.")
    return redirect("classroom:settings", classroom.pk)


@require_POST
@login_required
@refusals
def archive(request: SignedInRequest, pk: int) -> HttpResponse:
    """Archive: the class leaves the students' *Mis tareas* and takes no one new; nothing is deleted."""
    classroom = owned_classroom(request, pk)
    classroom.archive(by=request.user)
    messages.success(request, f"Clase «{classroom.name}» archivada. Puedes restaurarla cuando quieras.")
    return redirect("classroom:index")


@require_POST
@login_required
@refusals
def restore(request: SignedInRequest, pk: int) -> HttpResponse:
    classroom = owned_classroom(request, pk)
    classroom.restore()
    messages.success(request, f"Clase «{classroom.name}» restaurada.")
    return redirect(classroom)


@require_http_methods(["GET", "POST"])
@login_required
@refusals
def delete(request: SignedInRequest, pk: int) -> HttpResponse:
    """Delete an archived class for good, once its name is typed. Student accounts and their work stay."""
    classroom = owned_classroom(request, pk)
    if not classroom.is_archived:
        raise Refusal(
            409,
            "Solo se puede borrar una clase archivada. Archívala primero: así nada se borra por accidente.",
        )
    form = DeleteForm(request.POST or None, classroom=classroom)
    if request.method == "POST" and form.is_valid():
        name = classroom.name
        classroom.delete()
        messages.success(request, f"Clase «{name}» borrada.")
        return redirect("classroom:index")
    status = 400 if request.method == "POST" else 200
    context = {
        "classroom": classroom,
        "tab": "ajustes",
        "form": form,
        "students": classroom.memberships.count(),
        "managed": Membership.objects.filter(classroom=classroom, managed=True).count(),
        "assignment_count": classroom.assignments.count(),
    }
    return render(request, "classroom/delete.html", context, status=status)
