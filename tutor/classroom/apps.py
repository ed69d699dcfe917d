from __future__ import annotations

from django.apps import AppConfig


class ClassroomConfig(AppConfig):
    name = "tutor.classroom"
    verbose_name = "Clases"
