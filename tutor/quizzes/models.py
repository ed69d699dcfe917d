"""Question banks, answers given, and the review boxes (Leitner) that bring wrong answers back."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone

from games.core.citations import SOURCES_BY_SLUG
from tutor.lessons.models import Lesson

# Days until a card in each Leitner box comes back; past the last box it is learnt.
BOX_DAYS = {1: 0, 2: 1, 3: 3, 4: 7, 5: 15}
LAST_BOX = max(BOX_DAYS)


class Quiz(models.Model):
    """A bank of authored questions about one game or family."""

    slug = models.SlugField(unique=True)
    title = models.CharField("título", max_length=200)
    description = models.TextField("descripción", blank=True)
    games = models.JSONField("juegos", default=list, blank=True)
    order = models.PositiveIntegerField("orden", default=0)

    class Meta:
        ordering = ["order", "title"]
        verbose_name = "cuestionario"

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("quizzes:quiz", args=[self.slug])


class Question(models.Model):
    """One authored question; ``data`` holds what its kind needs (options, position, cards, answer)."""

    class Kind(models.TextChoices):
        CHOICE = "opcion", "Elige la respuesta"
        CARD = "carta", "Elige la carta"
        TRICK = "baza", "¿Quién gana la baza?"
        NUMBER = "numero", "Número"
        ORDER = "orden", "Ordena las cartas"

    quiz = models.ForeignKey(Quiz, on_delete=models.CASCADE, related_name="questions")
    order = models.PositiveIntegerField("orden")
    kind = models.CharField("tipo", max_length=10, choices=Kind.choices)
    prompt = models.TextField("pregunta")
    data = models.JSONField("datos")
    explanation = models.TextField("explicación")
    source = models.CharField("fuente", max_length=60)
    cite = models.CharField("cita", max_length=100)
    lesson = models.ForeignKey(
        Lesson, null=True, blank=True, on_delete=models.SET_NULL, related_name="questions"
    )

    class Meta:
        ordering = ["quiz", "order"]
        verbose_name = "pregunta"

    def __str__(self) -> str:
        return self.prompt

    @property
    def key(self) -> str:
        return f"q{self.pk}"

    @property
    def source_title(self) -> str:
        document = SOURCES_BY_SLUG.get(self.source)
        return document.title if document else self.source


class Attempt(models.Model):
    """One answer given by a signed-in learner, to an authored or a generated question."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="attempts")
    key = models.CharField("pregunta", max_length=80)
    question = models.ForeignKey(
        Question, null=True, blank=True, on_delete=models.SET_NULL, related_name="attempts"
    )
    game = models.CharField("juego", max_length=30, blank=True)
    answer = models.CharField("respuesta", max_length=100)
    correct = models.BooleanField("acertada")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "respuesta"

    def __str__(self) -> str:
        return f"{self.user} · {self.key} · {'bien' if self.correct else 'mal'}"


class ReviewCard(models.Model):
    """A question a learner got wrong, in a Leitner box: each right answer moves it up and spaces it out."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="review_cards")
    key = models.CharField("pregunta", max_length=80)
    question = models.ForeignKey(
        Question, null=True, blank=True, on_delete=models.CASCADE, related_name="reviews"
    )
    spec = models.JSONField("pregunta generada", default=dict, blank=True)
    box = models.PositiveSmallIntegerField("caja", default=1)
    due_at = models.DateTimeField("toca repasar", default=timezone.now)

    class Meta:
        ordering = ["due_at"]
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="unique_review_card")]
        verbose_name = "tarjeta de repaso"
        verbose_name_plural = "tarjetas de repaso"

    def __str__(self) -> str:
        return f"{self.user} · {self.key} · caja {self.box}"

    @classmethod
    def missed(cls, user: Any, key: str, question: Question | None, spec: dict[str, Any]) -> None:
        """A wrong answer: the question goes (back) to the first box, due now."""
        cls.objects.update_or_create(
            user=user,
            key=key,
            defaults={"question": question, "spec": spec, "box": 1, "due_at": timezone.now()},
        )

    def reviewed(self, correct: bool) -> None:
        """Move the card up a box (or back to the first); past the last box it is learnt and leaves the review."""
        if not correct:
            self.box, self.due_at = 1, timezone.now()
            self.save(update_fields=["box", "due_at"])
            return
        if self.box >= LAST_BOX:
            self.delete()
            return
        self.box += 1
        self.due_at = timezone.now() + timedelta(days=BOX_DAYS[self.box])
        self.save(update_fields=["box", "due_at"])


def question_spec(question: Question) -> dict[str, Any]:
    """An authored question as a spec for :mod:`tutor.quizzes.questions`."""
    return {
        **question.data,
        "kind": question.kind,
        "prompt": question.prompt,
        "explanation": question.explanation,
        "cite": question.cite,
        "source": question.source,
    }


class QuizRun(models.Model):
    """Where a signed-in learner is in a quiz taken one question at a time, and the answers of this run
    (``answers``: question id → ``{"answer": raw, "correct": bool}``). Anonymous visitors keep it in their session."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="quiz_runs")
    quiz = models.ForeignKey(Quiz, on_delete=models.CASCADE, related_name="runs")
    position = models.PositiveIntegerField("pregunta actual", default=0)
    answers = models.JSONField("respuestas", default=dict, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "quiz"], name="unique_run_per_quiz")]
        verbose_name = "cuestionario en curso"
        verbose_name_plural = "cuestionarios en curso"

    def __str__(self) -> str:
        return f"{self.user} · {self.quiz} · pregunta {self.position + 1}"
