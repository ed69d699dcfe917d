"""When a visitor signs up or in, the hands they played anonymously become their account's."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver
from django.http import HttpRequest

from tutor.practice.models import PracticeHand


@receiver(user_logged_in)
def keep_anonymous_hands(sender: Any, request: HttpRequest | None, user: Any, **kwargs: Any) -> None:
    """Give the account the hands of the browser's anonymous session.

    ``login()`` has already given the session a new key (against session fixation) when this runs, but the
    request still carries the cookie it came with: the anonymous key, the same credential that let this browser
    play those hands. Only hands without an owner are taken.
    """
    if request is None:
        return
    anonymous_key = request.COOKIES.get(settings.SESSION_COOKIE_NAME, "")
    if anonymous_key:
        PracticeHand.objects.filter(owner=None, session_key=anonymous_key).update(owner=user, session_key="")
