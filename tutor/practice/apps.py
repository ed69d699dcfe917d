from __future__ import annotations

from django.apps import AppConfig


class PracticeConfig(AppConfig):
    name = "tutor.practice"
    verbose_name = "Práctica"

    def ready(self) -> None:
        from tutor.practice import signals  # noqa: F401 — connects the login handler
