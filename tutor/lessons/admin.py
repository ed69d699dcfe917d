"""The curriculum in the admin. Files in fixtures/ remain the source of truth: load_curriculum rewrites what
changed in them, so edit here only to try a correction, then carry it to the file."""

from __future__ import annotations

from django.contrib import admin

from tutor.lessons.curriculum import stored_links
from tutor.lessons.markup import render
from tutor.lessons.models import Check, Course, Definition, Lesson, LessonProgress, Passage, Term


class PassageInline(admin.StackedInline[Passage, Lesson]):
    model = Passage
    extra = 0


class CheckInline(admin.StackedInline[Check, Lesson]):
    model = Check
    extra = 0


@admin.register(Course)
class CourseAdmin(admin.ModelAdmin[Course]):
    list_display = ("title", "slug", "source", "order", "kind")


@admin.register(Lesson)
class LessonAdmin(admin.ModelAdmin[Lesson]):
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
class TermAdmin(admin.ModelAdmin[Term]):
    list_display = ("term", "slug")
    search_fields = ("term", "slug")
    inlines = [DefinitionInline]


@admin.register(LessonProgress)
class LessonProgressAdmin(admin.ModelAdmin[LessonProgress]):
    list_display = ("user", "lesson", "visited_at", "completed_at")
