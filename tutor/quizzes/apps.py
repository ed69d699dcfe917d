from __future__ import annotations

from django.apps import AppConfig


class QuizzesConfig(AppConfig):
    name = "tutor.quizzes"
    verbose_name = "Cuestionarios"

    def ready(self) -> None:
        from tutor.quizzes import signals  # noqa: F401  (connects the receiver that keeps anonymous answers)
