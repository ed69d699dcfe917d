"""``manage.py prune``: delete expired sessions and the anonymous practice hands nobody can reach any more.

Meant for cron, once a day (see the README, «Producción»).
"""

from __future__ import annotations

from typing import Any

from django.contrib.sessions.models import Session
from django.core.management.base import BaseCommand
from django.utils import timezone

from tutor.practice.models import PracticeHand


class Command(BaseCommand):
    help = "Borra las sesiones caducadas y las manos anónimas de sesiones que ya no existen."

    def handle(self, *args: Any, **options: Any) -> None:
        sessions, _ = Session.objects.filter(expire_date__lt=timezone.now()).delete()
        live = Session.objects.values("session_key")
        hands, _ = PracticeHand.objects.filter(owner=None).exclude(session_key__in=live).delete()
        self.stdout.write(
            f"Sesiones caducadas borradas: {sessions}. Manos anónimas abandonadas borradas: {hands}."
        )
