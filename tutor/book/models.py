"""The treatises' worked hands, loaded from ``fixtures/libro/`` and replayed turn by turn (see ``hands.py``)."""

from __future__ import annotations

from django.db import models
from django.urls import reverse

from tutor.lessons.models import Lesson


class BookHand(models.Model):
    """One worked hand of a book: the deal, the tricks as the book plays them and its words, as checked data."""

    slug = models.SlugField("identificador", max_length=80, unique=True)
    title = models.CharField("título", max_length=200)
    game = models.CharField("juego", max_length=30)
    source = models.CharField("fuente", max_length=60)
    lesson = models.ForeignKey(
        Lesson, on_delete=models.SET_NULL, null=True, blank=True, related_name="book_hands"
    )
    order = models.PositiveIntegerField("orden", default=0)
    data = models.JSONField("mano")

    class Meta:
        ordering = ("order",)
        verbose_name = "mano del libro"
        verbose_name_plural = "manos del libro"

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("book:hand", args=[self.slug])
