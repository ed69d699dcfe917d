"""The home page, the health check and robots.txt."""

from __future__ import annotations

from django.db import DatabaseError, connection
from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

import games
from tutor.http import TutorRequest


@require_GET
def home(request: TutorRequest) -> HttpResponse:
    return render(request, "pages/home.html", {"games": list(games.GAMES.values())})


@never_cache
@require_GET
def health(request: TutorRequest) -> HttpResponse:
    """Answer 200 when the database answers, 503 otherwise (for load balancers)."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        return HttpResponse(
            "base de datos no disponible\n", status=503, content_type="text/plain; charset=utf-8"
        )
    return HttpResponse("ok\n", content_type="text/plain; charset=utf-8")


ROBOTS = """User-agent: *
Disallow: /practicar/
Disallow: /cuestionarios/responder/
Disallow: /clases/
Disallow: /cuenta/
Disallow: /admin/
"""


@require_GET
def robots(request: TutorRequest) -> HttpResponse:
    """Crawlers read the lessons; the practice tables, answers, classes and accounts are for people."""
    return HttpResponse(ROBOTS, content_type="text/plain; charset=utf-8")
