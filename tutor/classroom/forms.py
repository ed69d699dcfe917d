"""Forms of the classes: a class, joining with a code, assignments, students in bulk, a student's real name,
co-teachers, deletion."""

from __future__ import annotations

import secrets
from collections import defaultdict
from typing import Any

from django import forms
from django.contrib.auth.models import User
from django.http import QueryDict

from games import GAMES
from tutor.accounts.forms import SignUpForm
from tutor.classroom.models import MAX_STUDENTS, Assignment, Classroom, Membership, Profile, normalize_code
from tutor.converters import MAX_ID
from tutor.learn.models import Stage, Track
from tutor.lessons.models import Course, Lesson
from tutor.practice.table import TABLE_GAMES
from tutor.quizzes.models import Quiz


class TeacherSignUpForm(SignUpForm):
    """A new account that teaches: the same as the learners' sign-up (no e-mail needed)."""


class ClassroomForm(forms.ModelForm[Classroom]):
    class Meta:
        model = Classroom
        fields = ("name", "level")
        labels = {"name": "Nombre de la clase", "level": "Nivel"}
        help_texts = {"name": "Por ejemplo: «Tresillo, martes por la tarde» o «6.º B»."}


class JoinForm(forms.Form):
    code = forms.CharField(
        label="Código de la clase",
        max_length=20,
        help_text="Te lo da tu profesor o tu profesora: ocho letras y números, como ABCD-EFGH.",
        widget=forms.TextInput(attrs={"autocomplete": "off", "autocapitalize": "characters"}),
    )

    def __init__(self, *args: Any, user: User, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.user = user
        self.classroom: Classroom | None = None

    def clean_code(self) -> str:
        code = normalize_code(self.cleaned_data["code"])
        classroom = Classroom.objects.filter(code=code).first()
        if classroom is None:
            raise forms.ValidationError(
                "No hay ninguna clase con ese código. Revisa las letras o pide el código otra vez."
            )
        if classroom.is_archived:
            raise forms.ValidationError("Esa clase está archivada y no admite alumnos nuevos.")
        if classroom.is_taught_by(self.user):
            raise forms.ValidationError("Ya das esa clase: no puedes unirte como alumno.")
        if not classroom.has_student(self.user) and classroom.memberships.count() >= MAX_STUDENTS:
            raise forms.ValidationError(f"Esa clase está completa ({MAX_STUDENTS} alumnos).")
        self.classroom = classroom
        return code


class JoinLinkForm(forms.Form):
    """``?codigo=``: a code to fill the join form with (from a link)."""

    codigo = forms.CharField(max_length=20, required=False)


def lesson_choices() -> list[Any]:
    """Every lesson, grouped by course, for a ``<select>`` with ``<optgroup>``s."""
    groups: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for pk, title, course in Lesson.objects.order_by("course__order", "course__slug", "order").values_list(
        "pk", "title", "course__title"
    ):
        groups[course].append((pk, title))
    return [("", "— Elige una lección —"), *groups.items()]


def stage_label(stage: Stage) -> str:
    return f"{stage.track.title} · {stage.order}. {stage.title}"


class AssignmentForm(forms.ModelForm[Assignment]):
    """One form for every kind: the kind's own field is required, the others are ignored."""

    game = forms.ChoiceField(label="Juego", required=False)
    seed = forms.IntegerField(
        label="Número de reparto",
        required=False,
        min_value=0,
        max_value=MAX_ID,
        help_text="Toda la clase juega el mismo reparto. Déjalo vacío para uno al azar.",
    )

    class Meta:
        model = Assignment
        fields = (
            "kind",
            "lesson",
            "course",
            "quiz",
            "track",
            "stage",
            "game",
            "seed",
            "due_on",
            "instructions",
        )
        labels = {
            "kind": "Tipo de tarea",
            "lesson": "Lección",
            "course": "Curso entero",
            "quiz": "Cuestionario",
            "track": "Curso de «Aprende a jugar»",
            "stage": "Etapa de «Aprende a jugar»",
            "due_on": "Fecha límite (opcional)",
            "instructions": "Instrucciones (opcional)",
        }
        widgets = {
            "kind": forms.RadioSelect,
            "due_on": forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
            "instructions": forms.Textarea(attrs={"rows": 3}),
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        fields = self.fields
        fields["kind"].choices = Assignment.Kind.choices  # type: ignore[attr-defined]
        fields["kind"].initial = Assignment.Kind.LESSON
        fields["lesson"].choices = lesson_choices()  # type: ignore[attr-defined]
        fields["course"].queryset = Course.objects.filter(kind=Course.Kind.COURSE)  # type: ignore[attr-defined]
        fields["course"].empty_label = "— Elige un curso —"  # type: ignore[attr-defined]
        fields["quiz"].queryset = Quiz.objects.all()  # type: ignore[attr-defined]
        fields["quiz"].empty_label = "— Elige un cuestionario —"  # type: ignore[attr-defined]
        fields["track"].queryset = Track.objects.all()  # type: ignore[attr-defined]
        fields["track"].empty_label = "— Elige un curso —"  # type: ignore[attr-defined]
        fields["stage"].queryset = Stage.objects.select_related("track")  # type: ignore[attr-defined]
        fields["stage"].label_from_instance = stage_label  # type: ignore[attr-defined]
        fields["stage"].empty_label = "— Elige una etapa —"  # type: ignore[attr-defined]
        fields["game"].choices = [  # type: ignore[attr-defined]
            ("", "— Elige un juego —"),
            *sorted(((slug, GAMES[slug].name) for slug in TABLE_GAMES), key=lambda choice: choice[1]),
        ]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        kind = data.get("kind")
        targets = {
            Assignment.Kind.LESSON: ("lesson", "Elige la lección."),
            Assignment.Kind.COURSE: ("course", "Elige el curso."),
            Assignment.Kind.QUIZ: ("quiz", "Elige el cuestionario."),
            Assignment.Kind.TRACK: ("track", "Elige el curso de «Aprende a jugar»."),
            Assignment.Kind.STAGE: ("stage", "Elige la etapa."),
        }
        chosen = targets[kind][0] if kind in targets else None
        for other, _ in targets.values():
            if other != chosen:
                data[other] = None
        if kind in targets:
            field, message = targets[kind]
            if not data.get(field) and field not in self.errors:
                self.add_error(field, message)
            data["game"], data["seed"] = "", None
        elif kind == Assignment.Kind.HAND:
            if not data.get("game"):
                self.add_error("game", "Elige el juego de la mano.")
            if data.get("seed") is None and "seed" not in self.errors:
                data["seed"] = secrets.randbelow(1_000_000)
        return data


class StudentNamesForm(forms.Form):
    names = forms.CharField(
        label="Nombres del alumnado, uno por línea",
        widget=forms.Textarea(attrs={"rows": 8, "autocomplete": "off"}),
        help_text="Se crea una cuenta sin correo para cada nombre. Verás los usuarios y las contraseñas una sola vez, para imprimirlas.",
    )

    def __init__(self, *args: Any, classroom: Classroom, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.classroom = classroom

    def clean_names(self) -> list[str]:
        names = [" ".join(line.split()) for line in self.cleaned_data["names"].splitlines()]
        names = [name for name in names if name]
        if not names:
            raise forms.ValidationError("Escribe al menos un nombre.")
        if any(len(name) > 150 for name in names):
            raise forms.ValidationError("Cada nombre puede tener hasta 150 caracteres.")
        if not all(any(ch.isalpha() for ch in name) for name in names):
            raise forms.ValidationError("Cada nombre tiene que tener alguna letra.")
        room = MAX_STUDENTS - self.classroom.memberships.count()
        if len(names) > room:
            raise forms.ValidationError(
                f"Una clase tiene como mucho {MAX_STUDENTS} alumnos: caben {max(room, 0)} más y has escrito {len(names)}."
            )
        return names


class RealNameForm(forms.ModelForm[Membership]):
    """The real name the teachers see beside a student's username (left empty, the username alone is shown)."""

    class Meta:
        model = Membership
        fields = ("real_name",)
        labels = {"real_name": "Nombre real"}

    def __init__(self, data: QueryDict | None = None, *, instance: Membership) -> None:
        # One form per row of the students' table: the ids carry the student's.
        super().__init__(data, instance=instance, auto_id=f"id_%s_{instance.user_id}")

    def clean_real_name(self) -> str:
        name = " ".join(str(self.cleaned_data["real_name"]).split())
        if name and not any(ch.isalpha() for ch in name):
            raise forms.ValidationError("El nombre tiene que tener alguna letra.")
        return name


class CoTeacherForm(forms.Form):
    username = forms.CharField(
        label="Nombre de usuario",
        max_length=150,
        help_text="La otra persona necesita una cuenta con el perfil de profesor/a.",
    )

    def __init__(self, *args: Any, classroom: Classroom, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.classroom = classroom
        self.teacher: User | None = None

    def clean_username(self) -> str:
        username = str(self.cleaned_data["username"]).strip()
        user = User.objects.filter(username=username).first()
        if user is None:
            raise forms.ValidationError("No hay ninguna cuenta con ese nombre de usuario.")
        if self.classroom.is_taught_by(user):
            raise forms.ValidationError("Esa persona ya da esta clase.")
        if self.classroom.has_student(user):
            raise forms.ValidationError("Esa cuenta es de un alumno o una alumna de esta clase.")
        if not Profile.is_teacher(user):
            raise forms.ValidationError(
                "Esa cuenta no tiene el perfil de profesor/a: pídele que lo active en «Clases» y vuelve a intentarlo."
            )
        self.teacher = user
        return username


class DeleteForm(forms.Form):
    name = forms.CharField(label="Escribe el nombre de la clase para confirmar", max_length=120)

    def __init__(self, *args: Any, classroom: Classroom, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.classroom = classroom

    def clean_name(self) -> str:
        name = str(self.cleaned_data["name"]).strip()
        if name != self.classroom.name:
            raise forms.ValidationError("El nombre no coincide: no se ha borrado nada.")
        return name
