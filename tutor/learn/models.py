"""«Aprende a jugar»: one course per game, made of stages of steps, and the stars each learner earned."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone


class Track(models.Model):
    """The course of one game: its stages in order, from nothing to a whole hand."""

    game = models.SlugField("juego", max_length=30, unique=True)
    title = models.CharField("título", max_length=120)
    intro = models.TextField("presentación")
    order = models.PositiveSmallIntegerField("orden", default=0)

    class Meta:
        ordering = ["order", "game"]
        verbose_name = "curso de Aprende"
        verbose_name_plural = "cursos de Aprende"

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("learn:map", args=[self.game])


class Stage(models.Model):
    """One stage of a course: a goal reached in a few steps, scored with stars."""

    track = models.ForeignKey(Track, on_delete=models.CASCADE, related_name="stages", verbose_name="curso")
    slug = models.SlugField(max_length=80)
    title = models.CharField("título", max_length=120)
    goal = models.CharField("objetivo", max_length=200)
    intro = models.TextField("presentación")
    order = models.PositiveSmallIntegerField("orden")

    class Meta:
        ordering = ["track", "order"]
        constraints = [models.UniqueConstraint(fields=["track", "slug"], name="unique_stage_slug")]
        verbose_name = "etapa"

    def __str__(self) -> str:
        return f"{self.track.title} · {self.order}. {self.title}"

    def get_absolute_url(self) -> str:
        return reverse("learn:stage", args=[self.track.game, self.slug])

    @property
    def key(self) -> str:
        """The stage's stable name (``tute/asistir``): progress is kept under it, not under the row's id."""
        return f"{self.track.game}/{self.slug}"


class Step(models.Model):
    """One step of a stage: a prepared position and the one thing the learner does with it (see ``steps.py``)."""

    stage = models.ForeignKey(Stage, on_delete=models.CASCADE, related_name="steps", verbose_name="etapa")
    order = models.PositiveSmallIntegerField("orden")
    kind = models.CharField("tipo", max_length=10)
    prompt = models.TextField("enunciado")
    data: models.JSONField[dict[str, Any]] = models.JSONField("datos")

    class Meta:
        ordering = ["stage", "order"]
        constraints = [models.UniqueConstraint(fields=["stage", "order"], name="unique_step_order")]
        verbose_name = "paso"

    def __str__(self) -> str:
        return f"{self.stage} · paso {self.order + 1}"


class StageResult(models.Model):
    """The best stars a signed-in learner earned in a stage (anonymous visitors keep theirs in the session)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="stage_results")
    stage_key = models.CharField("etapa", max_length=120)
    stars = models.PositiveSmallIntegerField("estrellas")
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "stage_key"], name="unique_stage_result"),
            models.CheckConstraint(condition=models.Q(stars__gte=1, stars__lte=3), name="stars_1_to_3"),
        ]
        verbose_name = "resultado de etapa"
        verbose_name_plural = "resultados de etapas"

    def __str__(self) -> str:
        return f"{self.user} · {self.stage_key}: {self.stars}"
