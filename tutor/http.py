"""Typed request for views: ``request.htmx`` is set by django-htmx's middleware."""

from __future__ import annotations

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class TutorRequest(HttpRequest):
    htmx: HtmxDetails
