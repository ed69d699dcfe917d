"""A student's progress on an assignment as HTML, built in Python: the class table has a cell per student and
assignment (1,000 for 100 students and 10 tasks), which an included template renders several times slower."""

from __future__ import annotations

from django import template
from django.utils import dateformat, timezone
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from tutor.classroom.models import Assignment
from tutor.classroom.progress import Progress, Row

register = template.Library()

LATE = mark_safe('<span class="late">Fuera de plazo</span>')


@register.simple_tag
def progress(assignment: Assignment, progress: Progress) -> SafeString:
    """Status; score (a quiz: answered, right and total); when it was finished and how long it took; the hands
    played; the illegal attempts by kind; and whether it is late."""
    parts = [format_html('<span class="status status-{}">{}</span>', progress.status, progress.status.label)]
    if progress.total and assignment.kind == Assignment.Kind.QUIZ:
        parts.append(
            format_html(
                '<span class="score" data-answered="{0}" data-right="{1}" data-total="{2}">'
                "{0}/{2} respondidas · {1} bien</span>",
                progress.answered,
                progress.right,
                progress.total,
            )
        )
    elif progress.total:
        parts.append(
            format_html('<span class="score">{}/{} lecciones</span>', progress.right, progress.total)
        )
    if progress.finished_at:
        when = dateformat.format(timezone.localtime(progress.finished_at), "j/n/y H:i")
        minutes = f" · {progress.minutes} min" if progress.minutes else ""
        parts.append(format_html('<span class="meta">{}{}</span>', when, minutes))
    if progress.hands > 1:
        parts.append(format_html('<span class="meta">{} manos</span>', progress.hands))
    if progress.illegal:
        faults = format_html_join(
            "",
            '<li class="fault{}">{} ×{}</li>',
            (
                (" fault-renuncio", f"Renuncio: {label.lower()}", count) if renuncio else ("", label, count)
                for _, label, count, renuncio in progress.illegal_items
            ),
        )
        parts.append(format_html('<ul class="faults" aria-label="Intentos ilegales">{}</ul>', faults))
    if not progress.done and assignment.is_overdue():
        parts.append(LATE)
    return mark_safe("\n".join(parts))  # noqa: S308 — every part is escaped above


@register.simple_tag
def progress_cells(row: Row) -> SafeString:
    """The cells of a student's row of the class table, one per assignment."""
    return format_html_join(
        "",
        '<td class="cell cell-{}">{}</td>',
        ((cell.status, progress(assignment, cell)) for assignment, cell in row.cells),
    )
