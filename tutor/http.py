"""Typed request for views (``request.htmx`` is set by django-htmx's middleware), and the no-store middleware."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import add_never_cache_headers
from django_htmx.middleware import HtmxDetails


class TutorRequest(HttpRequest):
    htmx: HtmxDetails


# The apps whose pages show state that changes as the learner plays: a page restored from the browser's cache
# (the Back button) would offer moves on a stale table or quiz.
NO_STORE_APPS = frozenset({"practice", "quizzes", "classroom", "learn"})


class NoStoreMiddleware:
    """``Cache-Control: no-store`` (via ``add_never_cache_headers``) on every answer of :data:`NO_STORE_APPS`."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        match = request.resolver_match
        if match is not None and match.app_name in NO_STORE_APPS:
            add_never_cache_headers(response)
        return response


class MethodNotAllowedMiddleware:
    """A 405 (a GET of an address that only takes a form's post, say) is a Spanish page that says what to do."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.status_code != 405 or response.content:
            return response
        page = render(request, "405.html", {"allowed": response.get("Allow", "")}, status=405)
        page["Allow"] = response.get("Allow", "")
        return page
