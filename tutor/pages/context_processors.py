"""Values every template needs: the site's name, the navigation and the sources for the footer."""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import NoReverseMatch, reverse

from games import SOURCES, SourceDocument

# The site's sections, in navigation order. A section appears once its app is installed and routed.
SECTIONS: tuple[tuple[str, str], ...] = (
    ("Empieza aquí", "learn:index"),
    ("Lecciones", "lessons:index"),
    ("Practicar", "practice:index"),
    ("Cuestionarios", "quizzes:index"),
    ("Clases", "classroom:index"),
)


def _navigation(path: str) -> list[dict[str, str | bool]]:
    items: list[dict[str, str | bool]] = []
    for label, name in SECTIONS:
        try:
            url = reverse(name)
        except NoReverseMatch:
            continue
        items.append({"label": label, "url": url, "current": path.startswith(url)})
    return items


def site(request: HttpRequest) -> dict[str, object]:
    sources: tuple[SourceDocument, ...] = SOURCES
    return {"site_title": "Tapete", "sources": sources, "navigation": _navigation(request.path)}
