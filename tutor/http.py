"""Typed request for views (``request.htmx`` is set by django-htmx's middleware), the no-store middleware and the
compression of pages."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.gzip import GZipMiddleware
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


# The answers that show a secret chosen by the site (the passwords a teacher makes for the pupils): never compressed,
# so that their length says nothing of it (BREACH; see the README's production section).
SECRET_PAGES = frozenset({("classroom", "students"), ("classroom", "student-password")})


class CompressionMiddleware(GZipMiddleware):
    """Gzip for the pages (Django's middleware: long enough answers, to browsers that accept it), except
    :data:`SECRET_PAGES`."""

    def process_response(self, request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
        match = request.resolver_match
        if match is not None and (match.app_name, match.url_name) in SECRET_PAGES:
            return response
        return super().process_response(request, response)
