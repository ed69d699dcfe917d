"""Values every template needs: the site's name, the navigation and the sources for the footer."""

from __future__ import annotations

from functools import cache

from django.http import HttpRequest
from django.urls import NoReverseMatch, get_script_prefix, reverse

from games import SOURCES, SourceDocument

# The site's sections, in navigation order. A section appears once its app is installed and routed.
SECTIONS: tuple[tuple[str, str], ...] = (
    ("Empieza aquí", "learn:index"),
    ("Lecciones", "lessons:index"),
    ("Practicar", "practice:index"),
    ("Cuestionarios", "quizzes:index"),
    ("Clases", "classroom:index"),
)


@cache
def _sections(prefix: str) -> tuple[tuple[str, str], ...]:
    """Each routed section's label and address under the site's script ``prefix`` (worked out once)."""
    found: list[tuple[str, str]] = []
    for label, name in SECTIONS:
        try:
            found.append((label, reverse(name)))
        except NoReverseMatch:
            continue
    return tuple(found)


def _navigation(path: str) -> list[dict[str, str | bool]]:
    return [
        {"label": label, "url": url, "current": path.startswith(url)}
        for label, url in _sections(get_script_prefix())
    ]


def site(request: HttpRequest) -> dict[str, object]:
    sources: tuple[SourceDocument, ...] = SOURCES
    return {"site_title": "Tapete", "sources": sources, "navigation": _navigation(request.path)}
