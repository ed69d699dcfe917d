"""The home page, the health check and robots.txt."""

from __future__ import annotations

from django.db import DatabaseError, connection
from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

import games
from tutor.http import TutorRequest
from tutor.learn.views import summaries
from tutor.lessons.models import CurriculumVersion


@require_GET
def home(request: TutorRequest) -> HttpResponse:
    """The way in: «Empieza aquí», the learner's courses under way, and every game (those with a course first; the
    list depends on the curriculum only, and is cached with its version)."""
    version = CurriculumVersion.current()
    courses = summaries(request, version)
    first = {course["track"].game: index for index, course in enumerate(courses)}
    ordered = sorted(games.GAMES.values(), key=lambda game: first.get(game.slug, len(first)))
    return render(
        request,
        "pages/home.html",
        {
            "games": [(game, courses[first[game.slug]] if game.slug in first else None) for game in ordered],
            "under_way": [course for course in courses if course["done"]],
            "version": version,
        },
    )


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
