"""The search of the lessons and the glossary: lesson hits ranked for a beginner, each labelled with its games and shown with a snippet
where the words searched for are highlighted.

The ranking: a hit in the title before a hit in the text only; then the site's own lessons for beginners
(``texto-propio``) before the catalogue's fiches, and those before the treatises' transcribed chapters; then the
course's place in the list of courses, and the lesson's in its course. Glossary terms that name the words come
before those whose definitions only mention them.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from django.db.models import Q
from django.utils.safestring import SafeString, mark_safe

import games
from tutor.lessons.models import Course, Lesson, Term

MAX_HITS = 60
MAX_TERMS = 30
BEFORE, AFTER = 60, 110  # characters of text kept before and after the first match
KIND_RANK: dict[str, int] = {Lesson.Kind.OWN_WORDS: 0, Lesson.Kind.CATALOGUE: 1, Lesson.Kind.TRANSCRIPTION: 2}
# The curriculum's markup, left out of a snippet: rows of cards, a repaired reading (its adopted word is kept),
# emphasis, table bars.
MARKUP = [
    (re.compile(r"\[\[[^\]]*\]\]"), " "),
    (re.compile(r"\{\{([^{}|]*)\|[^{}]*\}\}"), r"\1"),
    (re.compile(r"[*_#]+"), ""),
    (re.compile(r"\|"), " "),
    (re.compile(r"\s+"), " "),
]


@dataclass(frozen=True, slots=True)
class Hit:
    lesson: Lesson
    title: SafeString
    games: list[str]
    snippet: SafeString


def search_lessons(query: str) -> list[Hit]:
    """The lessons whose title or text holds ``query`` (any case), best first, at most :data:`MAX_HITS`."""
    words = re.compile(f"({re.escape(query)})", re.IGNORECASE)
    found = Lesson.objects.select_related("course").filter(
        Q(title__icontains=query) | Q(search_text__icontains=query)
    )
    ranked = sorted(
        found,
        key=lambda lesson: (
            words.search(lesson.title) is None,
            KIND_RANK.get(lesson.kind, len(KIND_RANK)),
            lesson.course.order,
            lesson.order,
        ),
    )
    return [
        Hit(lesson, highlight(lesson.title, words), game_names(lesson), snippet(lesson, words))
        for lesson in ranked[:MAX_HITS]
    ]


def search_terms(query: str) -> tuple[list[Term], list[Term]]:
    """The glossary terms that name ``query`` (in their headword), and those whose definitions only mention it."""
    named = list(Term.objects.filter(term__icontains=query)[:MAX_TERMS])
    mentioning = (
        Term.objects.filter(definitions__definition__icontains=query)
        .exclude(pk__in=[term.pk for term in named])
        .distinct()
    )
    return named, list(mentioning[: MAX_TERMS - len(named)])


def game_names(lesson: Lesson) -> list[str]:
    """The games a lesson teaches: its own (or its course's) games of the engine; a catalogue fiche is about the
    game it is named after; a course without games of the engine is about the game of its title."""
    slugs = lesson.games or lesson.course.games
    names = [games.GAMES[slug].name for slug in slugs if slug in games.GAMES]
    if names:
        return names
    return [lesson.title if lesson.course.kind == Course.Kind.CATALOGUE else lesson.course.title]


def snippet(lesson: Lesson, words: re.Pattern[str]) -> SafeString:
    """A stretch of the lesson's text around the first match (its opening when the title alone matched)."""
    text = lesson.search_text.removeprefix(lesson.title)
    for pattern, replacement in MARKUP:
        text = pattern.sub(replacement, text)
    text = text.strip()
    first = words.search(text)
    low, high = (first.start(), first.end()) if first else (0, 0)
    start = 0 if low <= BEFORE else text.find(" ", low - BEFORE, low) + 1 or low - BEFORE
    space = text.rfind(" ", high, high + AFTER)
    end = len(text) if high + AFTER >= len(text) else space if space > high else high + AFTER
    stretch = ("… " if start > 0 else "") + text[start:end].strip() + (" …" if end < len(text) else "")
    return highlight(stretch, words)


def highlight(text: str, words: re.Pattern[str]) -> SafeString:
    """``text``, escaped, with each match of ``words`` (a pattern with one group) in a ``<mark>``."""
    pieces = words.split(text)
    return mark_safe(  # noqa: S308 — every piece is escaped
        "".join(
            f"<mark>{html.escape(piece)}</mark>" if index % 2 else html.escape(piece)
            for index, piece in enumerate(pieces)
        )
    )
