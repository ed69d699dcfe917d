"""At most :data:`settings.SIGNUP_LIMIT` new accounts an hour from one address, kept in the database so that every
app server counts the same sign-ups (no shared cache is needed)."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import User
from django.http import HttpResponse
from django.shortcuts import render
from django.utils import timezone

from tutor.accounts.forms import SignUpForm
from tutor.accounts.models import SignUp
from tutor.http import TutorRequest

WINDOW = timedelta(hours=1)


def address(request: TutorRequest) -> str:
    """The client's address as the server saw it (behind a proxy, the proxy's: the limit is then per site)."""
    return request.META.get("REMOTE_ADDR") or "0.0.0.0"


def too_many(request: TutorRequest) -> HttpResponse | None:
    """A Spanish 429 page when this address has already created its accounts for the hour, else ``None``."""
    since = timezone.now() - WINDOW
    if SignUp.objects.filter(address=address(request), at__gte=since).count() < settings.SIGNUP_LIMIT:
        return None
    response = render(
        request, "registration/too_many_signups.html", {"limit": settings.SIGNUP_LIMIT}, status=429
    )
    response["Retry-After"] = str(int(WINDOW.total_seconds()))
    return response


def record(request: TutorRequest) -> None:
    """Count a new account against this address."""
    SignUp.objects.create(address=address(request))


def prune() -> int:
    """Forget the sign-ups older than the window; how many were removed."""
    removed, _ = SignUp.objects.filter(at__lt=timezone.now() - WINDOW).delete()
    return removed


def create_account(request: TutorRequest, form: SignUpForm) -> User | HttpResponse:
    """The account of a valid sign-up form, counted against its address; or the 429 once the address is over."""
    refused = too_many(request)
    if refused is not None:
        return refused
    user = form.save()
    record(request)
    return user
