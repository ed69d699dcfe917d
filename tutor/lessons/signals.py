"""When a visitor signs in, the lessons completed before signing in are kept in their account."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver
from django.http import HttpRequest

from tutor.lessons.models import Lesson, LessonProgress

SESSION_KEY = "lecciones_completadas"


@receiver(user_logged_in)
def keep_anonymous_progress(sender: Any, request: HttpRequest | None, user: Any, **kwargs: Any) -> None:
    if request is None:
        return
    for lesson in Lesson.objects.filter(pk__in=request.session.pop(SESSION_KEY, [])):
        LessonProgress.complete(user, lesson)
