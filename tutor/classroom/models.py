"""Classes: teachers, their students, the join code, and the work assigned to the class.

After lichess' *clas* module: a class has several teachers (the one who created it first), students join with a
code or get an account made by the teacher (``managed``), and archiving is soft. Progress is never stored here:
:mod:`tutor.classroom.progress` derives it from the lessons, quizzes and practice hands themselves.
"""

from __future__ import annotations

import secrets
import unicodedata
from collections.abc import Collection
from datetime import date

from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.db import models, transaction
from django.urls import reverse
from django.utils import timezone

from games import GAMES
from tutor.learn.models import Stage, Track
from tutor.lessons.models import Course, Lesson
from tutor.quizzes.models import Quiz

# Join codes avoid look-alikes (no I, O, 0, 1): pupils copy them from a board.
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
MAX_STUDENTS = 100


def new_code() -> str:
    """A fresh join code that no class uses."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if not Classroom.objects.filter(code=code).exists():
            return code


def new_password() -> str:
    """A password a child can copy from paper: ten letters and digits without look-alikes, in two groups."""
    chars = "".join(secrets.choice(PASSWORD_ALPHABET) for _ in range(10))
    return f"{chars[:5]}-{chars[5:]}"


def username_for(name: str, taken: Collection[str] = ()) -> str:
    """A free username from a pupil's name: ``Ana García López`` → ``ana.garcia.417`` (not one of ``taken``)."""
    plain = unicodedata.normalize("NFKD", name.lower())
    words = ["".join(ch for ch in word if ch.isascii() and ch.isalnum()) for word in plain.split()]
    base = ".".join([word for word in words if word][:2])[:24].strip(".") or "alumno"
    while True:
        username = f"{base}.{secrets.randbelow(900) + 100}"
        if username not in taken and not User.objects.filter(username=username).exists():
            return username


def normalize_code(text: str) -> str:
    """A code as typed (``abcd-efgh``, with spaces) in its stored form (``ABCDEFGH``)."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


class Profile(models.Model):
    """What the site knows about an account besides Django's user: its role, and who made it."""

    class Role(models.TextChoices):
        STUDENT = "alumno", "Alumno/a"
        TEACHER = "profesor", "Profesor/a"

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="classroom_profile",
        verbose_name="usuario",
    )
    role = models.CharField("papel", max_length=10, choices=Role.choices, default=Role.STUDENT)
    managed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="managed_profiles",
        verbose_name="cuenta creada por",
        help_text="El profesor o la profesora que creó esta cuenta (sin correo) para su clase.",
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = "perfil"
        verbose_name_plural = "perfiles"

    def __str__(self) -> str:
        return f"{self.user} · {self.get_role_display()}"

    @property
    def managed(self) -> bool:
        return self.managed_by_id is not None

    @classmethod
    def is_teacher(cls, user: AbstractBaseUser | AnonymousUser) -> bool:
        return bool(user.is_authenticated) and cls.objects.filter(user=user, role=cls.Role.TEACHER).exists()

    @classmethod
    def is_managed(cls, user: User) -> bool:
        return cls.objects.filter(user=user, managed_by__isnull=False).exists()

    @classmethod
    def make_teacher(cls, user: User) -> None:
        cls.objects.update_or_create(user=user, defaults={"role": cls.Role.TEACHER})


class Classroom(models.Model):
    """A class: its teachers (co-teachers added by username), its students, a join code and the assignments."""

    class Level(models.TextChoices):
        BEGINNER = "iniciacion", "Iniciación"
        INTERMEDIATE = "intermedio", "Intermedio"
        ADVANCED = "avanzado", "Avanzado"

    name = models.CharField("nombre", max_length=120)
    level = models.CharField("nivel", max_length=12, choices=Level.choices, default=Level.BEGINNER)
    code = models.CharField("código para unirse", max_length=CODE_LENGTH, unique=True, default=new_code)
    teachers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, related_name="taught_classrooms", verbose_name="profesorado"
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        on_delete=models.SET_NULL,
        related_name="created_classrooms",
        verbose_name="creada por",
    )
    created_at = models.DateTimeField("creada", default=timezone.now)
    archived_at = models.DateTimeField("archivada", null=True, blank=True)
    archived_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="archived_classrooms",
        verbose_name="archivada por",
    )

    class Meta:
        ordering = ["name", "pk"]
        verbose_name = "clase"

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("classroom:detail", args=[self.pk])

    @property
    def is_archived(self) -> bool:
        return self.archived_at is not None

    @property
    def display_code(self) -> str:
        """The code as shown to pupils: two groups of four."""
        return f"{self.code[:4]}-{self.code[4:]}"

    @property
    def join_path(self) -> str:
        return reverse("classroom:join-code", args=[self.code])

    def is_taught_by(self, user: AbstractBaseUser | AnonymousUser) -> bool:
        return user.pk is not None and self.teachers.filter(pk=user.pk).exists()

    def has_student(self, user: AbstractBaseUser | AnonymousUser) -> bool:
        return user.pk is not None and self.memberships.filter(user_id=user.pk).exists()

    def regenerate_code(self) -> None:
        """A new code: the old one, and links made with it, stop working."""
        self.code = new_code()
        self.save(update_fields=["code"])

    def archive(self, by: User) -> None:
        if self.archived_at is None:
            self.archived_at, self.archived_by = timezone.now(), by
            self.save(update_fields=["archived_at", "archived_by"])

    def restore(self) -> None:
        self.archived_at, self.archived_by = None, None
        self.save(update_fields=["archived_at", "archived_by"])

    def join(self, user: User) -> Membership:
        membership, _ = Membership.objects.get_or_create(classroom=self, user=user)
        return membership

    def create_students(self, names: list[str], by: User) -> list[tuple[Membership, str]]:
        """Accounts without e-mail for these pupils, in this class; returns each membership with its password
        (the only time it is known: only its hash is stored).

        The passwords are hashed first (slow on purpose, ~0.7 s each); the rows are then written in one short
        transaction, so that other requests never wait for the hashing (SQLite has one writer at a time).
        """
        taken: set[str] = set()
        accounts = []
        for name in names:
            username = username_for(name, taken)
            taken.add(username)
            password = new_password()
            accounts.append((name, User(username=username, password=make_password(password)), password))
        with transaction.atomic():
            users = User.objects.bulk_create([user for _, user, _ in accounts])
            Profile.objects.bulk_create(
                [Profile(user=user, role=Profile.Role.STUDENT, managed_by=by) for user in users]
            )
            memberships = Membership.objects.bulk_create(
                [
                    Membership(classroom=self, user=user, real_name=name, managed=True)
                    for (name, _, _), user in zip(accounts, users, strict=True)
                ]
            )
        return [
            (membership, password) for membership, (_, _, password) in zip(memberships, accounts, strict=True)
        ]

    def students(self) -> models.QuerySet[Membership]:
        return self.memberships.select_related("user").order_by("user__username")


class Membership(models.Model):
    """A student in a class. ``real_name`` is for the teachers' eyes only (usernames of pupils are often nicknames)."""

    classroom = models.ForeignKey(
        Classroom, on_delete=models.CASCADE, related_name="memberships", verbose_name="clase"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="classroom_memberships",
        verbose_name="alumno/a",
    )
    real_name = models.CharField("nombre real", max_length=150, blank=True)
    managed = models.BooleanField("cuenta creada por el profesorado", default=False)
    joined_at = models.DateTimeField("se unió", default=timezone.now)

    class Meta:
        ordering = ["classroom", "user__username"]
        constraints = [models.UniqueConstraint(fields=["classroom", "user"], name="unique_student_per_class")]
        verbose_name = "alumno/a de una clase"
        verbose_name_plural = "alumnado de las clases"

    def __str__(self) -> str:
        return f"{self.user} en {self.classroom}"

    @property
    def display_name(self) -> str:
        return display_name(self.real_name, self.user.get_username())

    def reset_password(self) -> str:
        """A new password for an account the teachers made (only those: the others belong to their owners)."""
        if not self.managed:
            raise ValueError("only accounts made for the class")
        password = new_password()
        self.user.set_password(password)
        self.user.save(update_fields=["password"])
        return password


class Assignment(models.Model):
    """Work for the whole class: a lesson, a course, a quiz, or one practice deal (game + seed) everybody plays."""

    class Kind(models.TextChoices):
        LESSON = "leccion", "Lección"
        COURSE = "curso", "Curso"
        QUIZ = "cuestionario", "Cuestionario"
        HAND = "mano", "Mano de práctica"
        TRACK = "aprende", "Curso de «Aprende a jugar»"
        STAGE = "etapa", "Etapa de «Aprende a jugar»"

    classroom = models.ForeignKey(
        Classroom, on_delete=models.CASCADE, related_name="assignments", verbose_name="clase"
    )
    kind = models.CharField("tipo", max_length=12, choices=Kind.choices)
    lesson = models.ForeignKey(
        Lesson,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="assignments",
        verbose_name="lección",
    )
    course = models.ForeignKey(
        Course,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="assignments",
        verbose_name="curso",
    )
    quiz = models.ForeignKey(
        Quiz,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="assignments",
        verbose_name="cuestionario",
    )
    track = models.ForeignKey(
        Track,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="assignments",
        verbose_name="curso de Aprende",
    )
    stage = models.ForeignKey(
        Stage,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="assignments",
        verbose_name="etapa de Aprende",
    )
    game = models.CharField("juego", max_length=30, blank=True)
    seed = models.PositiveBigIntegerField("número de reparto", null=True, blank=True)
    due_on = models.DateField("fecha límite", null=True, blank=True)
    instructions = models.TextField("instrucciones", blank=True, max_length=2000)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        on_delete=models.SET_NULL,
        related_name="created_assignments",
        verbose_name="puesta por",
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["classroom", "created_at", "pk"]
        constraints = [
            models.CheckConstraint(
                name="assignment_target_matches_kind",
                condition=(
                    models.Q(kind="leccion", lesson__isnull=False, course__isnull=True, quiz__isnull=True)
                    | models.Q(kind="curso", course__isnull=False, lesson__isnull=True, quiz__isnull=True)
                    | models.Q(
                        kind="cuestionario", quiz__isnull=False, lesson__isnull=True, course__isnull=True
                    )
                    | models.Q(kind="aprende", track__isnull=False, stage__isnull=True, lesson__isnull=True)
                    | models.Q(kind="etapa", stage__isnull=False, track__isnull=True, lesson__isnull=True)
                    | (
                        models.Q(
                            kind="mano",
                            seed__isnull=False,
                            lesson__isnull=True,
                            course__isnull=True,
                            quiz__isnull=True,
                        )
                        & ~models.Q(game="")
                    )
                ),
            )
        ]
        verbose_name = "tarea"

    def __str__(self) -> str:
        return self.title

    @property
    def title(self) -> str:
        if self.kind == self.Kind.LESSON and self.lesson is not None:
            return self.lesson.title
        if self.kind == self.Kind.COURSE and self.course is not None:
            return self.course.title
        if self.kind == self.Kind.QUIZ and self.quiz is not None:
            return self.quiz.title
        if self.kind == self.Kind.TRACK and self.track is not None:
            return self.track.title
        if self.kind == self.Kind.STAGE and self.stage is not None:
            return f"{self.stage.track.title}: etapa {self.stage.order}, {self.stage.title}"
        return f"Mano de {self.game_name}, reparto n.º {self.seed}"

    @property
    def game_name(self) -> str:
        rules = GAMES.get(self.game)
        return rules.name if rules is not None else self.game

    @property
    def url(self) -> str:
        """Where the student does the work."""
        if self.kind == self.Kind.LESSON and self.lesson is not None:
            return self.lesson.get_absolute_url()
        if self.kind == self.Kind.COURSE and self.course is not None:
            return self.course.get_absolute_url()
        if self.kind == self.Kind.QUIZ and self.quiz is not None:
            return self.quiz.get_absolute_url()
        if self.kind == self.Kind.TRACK and self.track is not None:
            return self.track.get_absolute_url()
        if self.kind == self.Kind.STAGE and self.stage is not None:
            return self.stage.get_absolute_url()
        return practice_url(self.game, self.seed or 0)

    def is_overdue(self, today: date | None = None) -> bool:
        return self.due_on is not None and self.due_on < (today or timezone.localdate())


def display_name(real_name: str, username: str) -> str:
    """A student as the teachers see them: the real name they gave, with the username; or the username alone."""
    return f"{real_name} ({username})" if real_name else username


def practice_url(game: str, seed: int) -> str:
    """The practice table for one deal (the practice app owns the page; the address is fixed)."""
    return f"/practicar/{game}/{seed}/"
