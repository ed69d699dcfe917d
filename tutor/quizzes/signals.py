"""When a visitor signs up or in, the quizzes answered before are kept in their account."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver
from django.http import HttpRequest

from tutor.quizzes.runs import join_account


@receiver(user_logged_in)
def keep_anonymous_quizzes(sender: Any, request: HttpRequest | None, user: Any, **kwargs: Any) -> None:
    if request is not None:
        join_account(request.session, user)
