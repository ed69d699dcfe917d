from __future__ import annotations

from django.apps import AppConfig


class PagesConfig(AppConfig):
    name = "tutor.pages"
    verbose_name = "Páginas"
