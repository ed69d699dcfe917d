from __future__ import annotations

from django.apps import AppConfig


class LearnConfig(AppConfig):
    name = "tutor.learn"
    verbose_name = "Aprende a jugar"

    def ready(self) -> None:
        from tutor.learn import signals  # noqa: F401  (connects the receiver that keeps anonymous stars)
