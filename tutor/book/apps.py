from __future__ import annotations

from django.apps import AppConfig


class BookConfig(AppConfig):
    name = "tutor.book"
    label = "book"
    verbose_name = "Juega con el libro"
