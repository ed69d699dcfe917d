"""Lessons: the course list, each course's contents, the lesson pages with their check, glossary and search.

What depends on the curriculum alone (the glossary, a term, a course's contents, a lesson's text) is a template
fragment cached under the curriculum's content hash (:class:`CurriculumVersion`, stored with the content, so every
app server agrees without a shared cache); what shows a visitor's progress stays outside the fragments, or is part
of the key. The querysets and lists those fragments need are lazy: a cached fragment never runs them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property
from hashlib import sha256
from typing import TypeVar, cast

from django.core.cache import cache
from django.db.models import Count
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

import games
from games.core.citations import Citation
from tutor.http import TutorRequest
from tutor.learn.models import Track
from tutor.lessons.curriculum import CATALOGUE_SLUG
from tutor.lessons.forms import CheckForm, SearchForm
from tutor.lessons.models import Check, Course, CurriculumVersion, Lesson, LessonProgress, Passage, Term
from tutor.lessons.search import Hit, search_lessons, search_terms
from tutor.lessons.signals import SESSION_KEY
from tutor.practice.table import TABLE_GAMES
from tutor.quizzes.models import Quiz
from tutor.quizzes.questions import GENERATED_GAMES

T = TypeVar("T")

# A check's wrong answers per question, in the visitor's session: after this many the answer is shown.
MISSES_KEY = "comprobaciones_falladas"
TRIES_BEFORE_THE_ANSWER = 2

CATEGORY_NAMES = {
    "bazas": "Juegos de bazas",
    "ombre": "Familia del Hombre",
    "envite": "Juegos de envite",
    "pesca": "Juegos de pesca",
    "combinaciones": "Juegos de combinaciones",
    "casino": "Juegos de casino",
    "infantil": "Juegos infantiles",
    "solitario": "Solitarios",
    "otros": "Otros juegos",
}


def completed_ids(request: TutorRequest) -> set[int]:
    """The lessons this visitor has completed (from the account, or from the session before signing in)."""
    if request.user.is_authenticated:
        return set(
            LessonProgress.objects.filter(user=request.user, completed_at__isnull=False).values_list(
                "lesson_id", flat=True
            )
        )
    return set(request.session.get(SESSION_KEY, []))


def resume_at(last: LessonProgress | None, done: set[int]) -> Lesson | None:
    """Where «Continúa» goes: the last lesson visited if it is not completed, else the next one of its course
    that is not (``None`` when the course is done)."""
    if last is None:
        return None
    lessons = last.lesson.course.lessons.filter(order__gte=last.lesson.order).order_by("order")
    return next((lesson for lesson in lessons if lesson.pk not in done), None)


@require_GET
def index(request: TutorRequest) -> HttpResponse:
    courses = list(Course.objects.annotate(size=Count("lessons")).order_by("order"))
    done = completed_ids(request)
    per_course: dict[int, int] = {}
    for course_id in Lesson.objects.filter(pk__in=done).values_list("course_id", flat=True):
        per_course[course_id] = per_course.get(course_id, 0) + 1
    for course in courses:
        course.done = per_course.get(course.pk, 0)  # type: ignore[attr-defined]
    resume = None
    if request.user.is_authenticated:
        last = LessonProgress.objects.filter(user=request.user).select_related("lesson__course")
        resume = resume_at(last.order_by("-visited_at").first(), done)
    return render(
        request,
        "lessons/index.html",
        {
            "courses": [c for c in courses if c.kind == Course.Kind.COURSE],
            "catalogue": next((c for c in courses if c.kind == Course.Kind.CATALOGUE), None),
            "resume": resume,
        },
    )


class Contents:
    """A course's lessons in their groups, with what this visitor has completed: worked out only when the page's
    cached fragment is missing."""

    def __init__(self, course: Course, done: set[int]) -> None:
        self.course, self.done = course, done

    @cached_property
    def lessons(self) -> list[Lesson]:
        return list(self.course.lessons.all())

    @cached_property
    def groups(self) -> list[tuple[str, list[Lesson]]]:
        if self.course.slug != CATALOGUE_SLUG:
            return [("", self.lessons)]
        groups: list[tuple[str, list[Lesson]]] = []
        for key, label in CATEGORY_NAMES.items():
            members = [
                lesson
                for lesson in self.lessons
                if lesson.facts.get("category") == key
                or (key == "solitario" and lesson.facts.get("group") == "solitarios")
            ]
            if members:
                groups.append((label, members))
        return groups

    @cached_property
    def nature(self) -> str:
        """What the course's text is, from its lessons' kind and source: a transcription of a treatise, or an
        explanation of our own, with the source and the lines its lessons stand for."""
        ranges = [line for lesson in self.lessons for pair in lesson.source_ranges for line in pair]
        if not ranges:
            return ""
        span = Citation(self.course.source, "", min(ranges), max(ranges))
        if all(lesson.kind == Lesson.Kind.TRANSCRIPTION for lesson in self.lessons):
            year = re.search(r"(\d{4})\)$", span.title)
            return f"Transcripción del tratado de {year.group(1) if year else ''}: {span.title}, {span.lines}"
        return f"Explicación propia a partir de {span.title} ({span.lines})"

    @property
    def count(self) -> int:
        return len(self.lessons)

    @property
    def done_count(self) -> int:
        return len(self.done & {lesson.pk for lesson in self.lessons})


@require_GET
def course(request: TutorRequest, course_slug: str) -> HttpResponse:
    version = CurriculumVersion.current()
    course = kept(f"course:{version}:{course_slug}", lambda: get_object_or_404(Course, slug=course_slug))
    done = completed_ids(request)
    return render(
        request,
        "lessons/course.html",
        {
            "course": course,
            "contents": Contents(course, done),
            "version": version,
            # the fragment holds the completed marks: its key has the visitor's completed lessons
            "done_key": sha256(",".join(map(str, sorted(done))).encode()).hexdigest(),
        },
    )


def playable(lesson: Lesson) -> list[dict[str, object]]:
    """The games of a lesson that can be practised, with their step-by-step course when there is one."""
    tracks = set(Track.objects.filter(game__in=lesson.games).values_list("game", flat=True))
    return [
        {
            "rules": games.GAMES[slug],
            "learn": reverse("learn:map", args=[slug]) if slug in tracks else "",
            "url": reverse("practice:new", args=[slug])
            if slug in TABLE_GAMES
            else reverse("quizzes:practice", args=[slug]),
        }
        for slug in lesson.games
        if slug in TABLE_GAMES or slug in GENERATED_GAMES
    ]


def kept(key: str, compute: Callable[[], T]) -> T:
    """``compute()``, kept in the cache under ``key`` (which holds the curriculum's version) until a new version.

    The cache sees a digest of ``key``: the key holds slugs from the address, and a long or odd one must not reach
    a backend that limits keys (memcached refuses keys over 250 characters or with spaces)."""
    digest = "kept:" + sha256(key.encode()).hexdigest()
    found = cache.get(digest)
    if found is None:
        found = compute()
        cache.set(digest, found, None)
    return cast(T, found)


# The lesson's fields that only its cached fragments show.
CACHED_FIELDS = (
    "summary",
    "rules",
    "interpretation",
    "terms",
    "cards",
    "facts",
    "search_text",
    "content_hash",
)


def lesson_context(request: TutorRequest, lesson: Lesson, version: str | None = None) -> dict[str, object]:
    """The lesson page's context. What only the cached fragments show is given as callables, which the template
    calls only when a fragment is missing: a cached page runs none of their queries."""
    version = CurriculumVersion.current() if version is None else version
    # whether a passage has a translation (the page's layout): known once per version of the curriculum
    bilingual = kept(
        f"bilingual:{version}:{lesson.pk}", lambda: lesson.passages.exclude(translation="").exists()
    )
    return {
        "lesson": lesson,
        "course": lesson.course,
        "passages": lesson.passages.all,
        "checks": lesson.checks.all,
        "neighbours": lesson.neighbours,
        "completed": lesson.pk in completed_ids(request),
        "playable": lambda: playable(lesson),
        "see_also": lambda: Lesson.objects.filter(
            course__slug=CATALOGUE_SLUG, slug__in=lesson.facts.get("see_also", [])
        ),
        "bilingual": bilingual,
        "version": version,
        "quizzes": lambda: Quiz.objects.filter(questions__lesson=lesson).distinct(),
        "exercises": lesson.exercises.all,
        "book_hands": lesson.book_hands.all,
    }


@require_GET
def lesson(request: TutorRequest, course_slug: str, lesson_slug: str) -> HttpResponse:
    # The lesson itself is kept with the curriculum's version (its long texts only when a fragment is missing).
    version = CurriculumVersion.current()
    lesson = kept(
        f"lesson:{version}:{course_slug}/{lesson_slug}",
        lambda: get_object_or_404(
            Lesson.objects.select_related("course").defer(*CACHED_FIELDS),
            course__slug=course_slug,
            slug=lesson_slug,
        ),
    )
    if request.user.is_authenticated:
        LessonProgress.visit(request.user, lesson)
    return render(request, "lessons/lesson.html", lesson_context(request, lesson, version))


@require_POST
def check_answers(request: TutorRequest, course_slug: str, lesson_slug: str) -> HttpResponse:
    """Mark the answers of a lesson's check; all right completes the lesson."""
    lesson = get_object_or_404(
        Lesson.objects.select_related("course"), course__slug=course_slug, slug=lesson_slug
    )
    checks = list(lesson.checks.all())
    form = CheckForm(request.POST, checks=checks)
    form.is_valid()
    error = form.error()
    misses: dict[str, int] = request.session.get(MISSES_KEY, {})
    results = {
        check.pk: marked(lesson, check, chosen, misses)
        for check in checks
        if (chosen := form.chosen(check)) is not None
    }
    request.session[MISSES_KEY] = misses
    all_right = not error and len(results) == len(checks) and all(r["right"] for r in results.values())
    if all_right:
        mark_completed(request, lesson)
    context = lesson_context(request, lesson) | {
        "results": results,
        "check_error": error,
        "all_right": all_right,
    }
    template = "lessons/lesson.html#check-section" if request.htmx else "lessons/lesson.html"
    return render(request, template, context, status=400 if error else 200)


def marked(lesson: Lesson, check: Check, chosen: int, misses: dict[str, int]) -> dict[str, object]:
    """One answer of a check: right, or wrong with the line that says why, and the answer once it has been
    missed :data:`TRIES_BEFORE_THE_ANSWER` times (``misses`` counts them, by question)."""
    right = chosen == check.answer
    if right:
        return {"chosen": chosen, "right": True}
    misses[str(check.pk)] = misses.get(str(check.pk), 0) + 1
    return {
        "chosen": chosen,
        "right": False,
        "cited": cited_url(lesson, check.cite),
        "answer": check.options[check.answer] if misses[str(check.pk)] >= TRIES_BEFORE_THE_ANSWER else "",
    }


def cited_url(lesson: Lesson, cite: str) -> str:
    """Where the first line of a check's ``cite`` (``l. 67``) is shown: a passage of the lesson itself (an anchor
    of this page), or else the lesson passage that holds it; empty when none does."""
    line = re.search(r"\d+", cite)
    if line is None:
        return ""
    number = int(line.group())
    own = next((p for p in lesson.passages.all() if p.first_line <= number <= p.last_line), None)
    if own is not None:
        return f"#l{own.first_line}"
    elsewhere = Passage.citing(lesson.course.source, number)
    return elsewhere.get_absolute_url() if elsewhere is not None else ""


def mark_completed(request: TutorRequest, lesson: Lesson) -> None:
    if request.user.is_authenticated:
        LessonProgress.complete(request.user, lesson)
        return
    done = request.session.get(SESSION_KEY, [])
    if lesson.pk not in done:
        request.session[SESSION_KEY] = [*done, lesson.pk]


@require_GET
def glossary(request: TutorRequest) -> HttpResponse:
    terms = Term.objects.prefetch_related("definitions")
    return render(request, "lessons/glossary.html", {"terms": terms, "version": CurriculumVersion.current()})


@require_GET
def term(request: TutorRequest, term_slug: str) -> HttpResponse:
    version = CurriculumVersion.current()
    term = kept(f"term:{version}:{term_slug}", lambda: get_object_or_404(Term, slug=term_slug))
    lessons = Lesson.objects.filter(glossary=term).select_related("course").order_by("course__order", "order")
    return render(request, "lessons/term.html", {"term": term, "lessons": lessons[:41], "version": version})


@require_GET
def search(request: TutorRequest) -> HttpResponse:
    form = SearchForm(request.GET)
    query = form.cleaned_data["q"] if form.is_valid() else ""
    lessons: list[Hit] = []
    named: list[Term] = []
    mentioning: list[Term] = []
    if len(query) >= 2:
        lessons = search_lessons(query)
        named, mentioning = search_terms(query)
    return render(
        request,
        "lessons/search.html",
        {
            "query": query,
            "lessons": lessons,
            "terms": named + mentioning,
            "named": named,
            "mentioning": mentioning,
            "short": 0 < len(query) < 2,
        },
        status=200 if form.is_valid() else 400,
    )
