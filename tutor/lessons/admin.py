"""The curriculum in the admin. Files in fixtures/ remain the source of truth: load_curriculum rewrites what
changed in them, so edit here only to try a correction, then carry it to the file."""

from __future__ import annotations

from typing import Any, TypeVar

from django.contrib import admin
from django.db.models import Model

from tutor.lessons.curriculum import stored_links
from tutor.lessons.markup import render
from tutor.lessons.models import (
    Check,
    Course,
    CurriculumVersion,
    Definition,
    Lesson,
    LessonProgress,
    Passage,
    Term,
)

M = TypeVar("M", bound=Model)


class ContentAdmin(admin.ModelAdmin[M]):
    """An edit here changes what the cached pages show: it gives the curriculum a new version."""

    def save_related(self, request: Any, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        CurriculumVersion.edited()

    def delete_model(self, request: Any, obj: M) -> None:
        super().delete_model(request, obj)
        CurriculumVersion.edited()

    def delete_queryset(self, request: Any, queryset: Any) -> None:
        super().delete_queryset(request, queryset)
        CurriculumVersion.edited()


class PassageInline(admin.StackedInline[Passage, Lesson]):
    model = Passage
    extra = 0


class CheckInline(admin.StackedInline[Check, Lesson]):
    model = Check
    extra = 0


@admin.register(Course)
class CourseAdmin(ContentAdmin[Course]):
    list_display = ("title", "slug", "source", "order", "kind")


@admin.register(Lesson)
class LessonAdmin(ContentAdmin[Lesson]):
    list_display = ("title", "course", "order", "kind")
    list_filter = ("course",)
    search_fields = ("title", "summary")
    inlines = [PassageInline, CheckInline]

    def save_formset(self, request: object, form: object, formset: object, change: bool) -> None:
        super().save_formset(request, form, formset, change)  # type: ignore[arg-type]
        lesson = getattr(form, "instance", None)
        if not isinstance(lesson, Lesson):
            return
        links = stored_links(lesson)
        for passage in lesson.passages.all():
            passage.text_html = render(passage.text, links)
            passage.translation_html = render(passage.translation, links) if passage.translation else ""
            passage.save(update_fields=["text_html", "translation_html"])


class DefinitionInline(admin.StackedInline[Definition, Term]):
    model = Definition
    extra = 0


@admin.register(Term)
class TermAdmin(ContentAdmin[Term]):
    list_display = ("term", "slug")
    search_fields = ("term", "slug")
    inlines = [DefinitionInline]


@admin.register(LessonProgress)
class LessonProgressAdmin(admin.ModelAdmin[LessonProgress]):
    list_display = ("user", "lesson", "visited_at", "completed_at")
