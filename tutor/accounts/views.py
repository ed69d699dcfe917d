"""Sign-up; login and logout are Django's own views with Spanish templates."""

from __future__ import annotations

from django.contrib.auth import login
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods

from tutor.accounts import throttle
from tutor.accounts.forms import NextForm, SignUpForm
from tutor.http import TutorRequest

# A new account is signed in by Django's own backend (django-axes only watches logins).
MODEL_BACKEND = "django.contrib.auth.backends.ModelBackend"


@require_http_methods(["GET", "POST"])
def signup(request: TutorRequest) -> HttpResponse:
    sent = NextForm(request.POST if request.method == "POST" else request.GET)
    next_url = sent.cleaned_data["next"] if sent.is_valid() else ""
    if not url_has_allowed_host_and_scheme(next_url, {request.get_host()}, request.is_secure()):
        next_url = ""
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = throttle.create_account(request, form)
        if isinstance(user, HttpResponse):
            return user
        login(request, user, backend=MODEL_BACKEND)
        return redirect(next_url or "pages:home")
    return render(request, "registration/signup.html", {"form": form, "next": next_url})
