from __future__ import annotations

from django.apps import AppConfig


class QuizzesConfig(AppConfig):
    name = "tutor.quizzes"
    verbose_name = "Cuestionarios"
