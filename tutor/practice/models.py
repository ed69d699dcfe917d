"""Practice hands: the server's record of every hand a learner plays against the computer."""

from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import models
from django.db.models import F, Func, Value
from django.utils import timezone

import games

if TYPE_CHECKING:
    from django.db.backends.base.base import BaseDatabaseWrapper
    from django.db.models.sql.compiler import SQLCompiler, _AsSqlType

    from tutor.practice.store import Recent


class AppendToList(Func):
    """``field`` (a JSON list) with ``item`` appended, computed by the database: no read-modify-write."""

    output_field = models.JSONField()

    def __init__(self, field: str, item: dict[str, Any]) -> None:
        super().__init__(F(field), Value(json.dumps(item)))

    def parts(
        self, compiler: SQLCompiler, connection: BaseDatabaseWrapper
    ) -> tuple[str, str, tuple[Any, ...]]:
        field, item = self.get_source_expressions()
        field_sql, field_params = compiler.compile(field)
        item_sql, item_params = compiler.compile(item)
        return field_sql, item_sql, (*field_params, *item_params)

    def as_sqlite(self, compiler: SQLCompiler, connection: BaseDatabaseWrapper, **extra: Any) -> _AsSqlType:
        field_sql, item_sql, params = self.parts(compiler, connection)
        return f"json_insert({field_sql}, '$[#]', json({item_sql}))", params

    def as_postgresql(
        self, compiler: SQLCompiler, connection: BaseDatabaseWrapper, **extra: Any
    ) -> _AsSqlType:
        field_sql, item_sql, params = self.parts(compiler, connection)
        return f"({field_sql} || jsonb_build_array(({item_sql})::jsonb))", params


def illegal_by_kind(attempts: list[dict[str, Any]]) -> dict[str, int]:
    """How many illegal attempts of each kind (asistir, arrastre, …) a list of recorded attempts holds."""
    return dict(Counter(str(item.get("code", "")) for item in attempts))


class PracticeHand(models.Model):
    """One hand at the practice table: the deal (game + seed), the learner's seat, the bots' level, and every
    action so far as the engine's notation. The engine replays the notation, so the record is the only truth."""

    class Level(models.TextChoices):
        BEGINNER = "principiante", "Principiante"
        EXPERT = "experto", "Experto"

    class Help(models.TextChoices):
        ON = "con-ayuda", "Con ayuda"
        OFF = "sin-ayuda", "Sin ayuda"

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="practice_hands",
    )
    session_key = models.CharField("sesión anónima", max_length=40, blank=True, db_index=True)
    game = models.CharField("juego", max_length=30)
    seed = models.PositiveBigIntegerField("semilla")
    seat = models.PositiveSmallIntegerField("asiento")
    level = models.CharField("nivel", max_length=15, choices=Level.choices, default=Level.BEGINNER)
    help_mode = models.CharField("ayuda", max_length=10, choices=Help.choices, default=Help.ON)
    notation = models.TextField("notación de la mano")
    version = models.PositiveIntegerField("versión", default=0)
    # The engine's snapshot of the hand at ``snapshot_version`` (games.core.snapshot): a request restores the hand
    # without replaying it from the deal. Its actions as they happened are rows of PracticeMove.
    snapshot = models.BinaryField("instantánea", blank=True, default=b"")
    snapshot_version = models.PositiveIntegerField("versión de la instantánea", null=True, blank=True)
    illegal = models.JSONField("intentos ilegales", default=list, blank=True)
    hints = models.PositiveIntegerField("pistas pedidas", default=0)
    exercise = models.ForeignKey(
        "Exercise",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="hands",
        verbose_name="ejercicio",
    )
    result = models.JSONField("resultado", default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField("terminada", null=True, blank=True)
    # Not a column: the last move rows, read with the hand by tutor.practice.store.find_hand (None otherwise).
    recent: Recent | None = None

    class Meta:
        ordering = ["-updated_at"]
        verbose_name = "mano de práctica"
        verbose_name_plural = "manos de práctica"

    def __str__(self) -> str:
        return f"{self.game} #{self.seed} (asiento {self.seat + 1})"

    def is_whose(self, owner: int | None, session_key: str) -> bool:
        """Whether this is the hand of the user ``owner``, or (``owner`` None) of the anonymous session
        ``session_key``."""
        if owner is not None:
            return self.owner_id == owner
        return self.owner_id is None and session_key != "" and self.session_key == session_key

    @property
    def reviewable(self) -> bool:
        """Whether the hand is over and has a trick-by-trick review (its game plays tricks)."""
        game = games.GAMES.get(self.game)
        return self.finished_at is not None and game is not None and game.plays_tricks

    @property
    def illegal_by_kind(self) -> dict[str, int]:
        """How many illegal attempts of each kind (asistir, arrastre, …) the learner made in this hand."""
        return illegal_by_kind(self.illegal)

    def record_illegal(self, action: str, violation: Any) -> None:
        """Remember an illegal attempt (the hand itself does not change).

        The database appends it in one ``UPDATE``: attempts posted at the same moment are all kept.
        """
        attempt = {
            "action": action,
            "code": violation.code,
            "explanation": violation.explanation,
            "source": violation.source,
            "at": timezone.now().isoformat(),
        }
        PracticeHand.objects.filter(pk=self.pk).update(
            illegal=AppendToList("illegal", attempt), updated_at=timezone.now()
        )
        self.refresh_from_db(fields=["illegal", "updated_at"])


class PracticeMove(models.Model):
    """One action of a practice hand, kept as it happened: the seat that took it, and what telling it needs (the
    trumps, the ronda and the cards left in the monte then). A request reads only the moves its table shows."""

    hand = models.ForeignKey(PracticeHand, on_delete=models.CASCADE, related_name="move_rows")
    number = models.PositiveIntegerField("número")  # its place among the hand's actions, from 0
    seat = models.PositiveSmallIntegerField("asiento")
    action = models.TextField("acción")
    trump = models.CharField("triunfo", max_length=1, blank=True)
    ronda = models.PositiveIntegerField("ronda", default=0)
    stock = models.PositiveSmallIntegerField("monte", default=0)

    class Meta:
        ordering = ["hand", "number"]
        constraints = [models.UniqueConstraint(fields=["hand", "number"], name="unique_move_number")]
        indexes = [models.Index(fields=["hand", "ronda"], name="move_ronda")]
        verbose_name = "jugada"

    def __str__(self) -> str:
        return f"{self.hand} · {self.number + 1}: {self.action}"


class Exercise(models.Model):
    """A curated exercise of the practice table: a position (or a hand under way) with a goal."""

    class Goal(models.TextChoices):
        LEGAL = "legal", "Juega una carta legal"
        WIN = "gana", "Gana esta baza"
        MATADOR = "matador", "Guarda tu matador"
        LOSE = "pierde", "No te lleves la baza"
        CONTRACT = "contrato", "Haz el contrato"
        ACTION = "accion", "Decide la jugada"

    slug = models.SlugField(max_length=120, unique=True)
    title = models.CharField("título", max_length=200)
    game = models.CharField("juego", max_length=30)
    goal = models.CharField("objetivo", max_length=10, choices=Goal.choices)
    prompt = models.TextField("enunciado")
    position = models.TextField("posición", blank=True)
    hand = models.TextField("mano en curso", blank=True)
    seat = models.PositiveSmallIntegerField("asiento", default=0)
    level = models.CharField("nivel del ordenador", max_length=15, default=PracticeHand.Level.BEGINNER)
    explanation = models.TextField("explicación")
    rule = models.TextField("regla", blank=True)
    answer = models.TextField(
        "acciones buenas", blank=True, help_text="separadas por espacios (objetivo «accion»)"
    )
    hint = models.TextField("pista", blank=True, help_text="por qué las otras acciones legales no son buenas")
    options = models.TextField(
        "acciones ofrecidas", blank=True, help_text="separadas por espacios; vacío: todas las legales"
    )
    source = models.CharField("fuente", max_length=60)
    cite = models.CharField("cita", max_length=100)
    lesson = models.ForeignKey(
        "lessons.Lesson", null=True, blank=True, on_delete=models.SET_NULL, related_name="exercises"
    )
    order = models.PositiveIntegerField("orden", default=0)

    class Meta:
        ordering = ["order"]
        verbose_name = "ejercicio"

    def __str__(self) -> str:
        return self.title


class ExerciseSolved(models.Model):
    """A signed-in learner solved an exercise (kept so the list can mark it)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="solved_exercises"
    )
    exercise = models.ForeignKey(Exercise, on_delete=models.CASCADE, related_name="solutions")
    solved_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "exercise"], name="unique_solution")]
        verbose_name = "ejercicio resuelto"
        verbose_name_plural = "ejercicios resueltos"

    def __str__(self) -> str:
        return f"{self.user} · {self.exercise}"
