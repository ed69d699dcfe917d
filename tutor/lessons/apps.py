from __future__ import annotations

from django.apps import AppConfig


class LessonsConfig(AppConfig):
    name = "tutor.lessons"
    verbose_name = "Lecciones"

    def ready(self) -> None:
        from tutor.lessons import signals  # noqa: F401 — connects the login handler
