"""``manage.py prune``: delete expired sessions, the anonymous practice hands nobody can reach any more, and the
sign-ups older than the throttle's hour.

Meant for cron, once a day (see the README, «Producción»).
"""

from __future__ import annotations

from typing import Any

from django.contrib.sessions.models import Session
from django.core.management.base import BaseCommand
from django.utils import timezone

from tutor.accounts import throttle
from tutor.practice.models import PracticeHand


class Command(BaseCommand):
    help = "Borra las sesiones caducadas, las manos anónimas de sesiones que ya no existen y las altas de hace más de una hora."

    def handle(self, *args: Any, **options: Any) -> None:
        sessions, _ = Session.objects.filter(expire_date__lt=timezone.now()).delete()
        live = Session.objects.values("session_key")
        hands, _ = PracticeHand.objects.filter(owner=None).exclude(session_key__in=live).delete()
        signups = throttle.prune()
        self.stdout.write(
            f"Sesiones caducadas borradas: {sessions}. Manos anónimas abandonadas borradas: {hands}. "
            f"Altas antiguas borradas: {signups}."
        )
