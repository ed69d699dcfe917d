from __future__ import annotations

from django.apps import AppConfig


class LearnConfig(AppConfig):
    name = "tutor.learn"
    verbose_name = "Aprende a jugar"
