"""A student's progress on an assignment as HTML, built in Python: the class table has a cell per student and
assignment (1,000 for 100 students and 10 tasks), which an included template renders several times slower."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from html import escape

from django import template
from django.urls import reverse
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe

from tutor.classroom.models import Assignment, Classroom
from tutor.classroom.progress import Progress, Row

register = template.Library()


@register.simple_tag
def progress(assignment: Assignment, progress: Progress, today: date | None = None) -> SafeString:
    """Status; score (a quiz: answered, right and total); when it was finished and how long it took; the hands
    played; the illegal attempts by kind; and whether it is late. (Django's ``format_html`` would cost more than
    the rest of the page: the numbers need no escaping, the texts go through ``escape``.)"""
    parts = [f'<span class="status status-{progress.status}">{escape(progress.status.label)}</span>']
    if progress.total and assignment.kind == Assignment.Kind.QUIZ:
        answered, right, total = int(progress.answered or 0), int(progress.right or 0), int(progress.total)
        parts.append(
            f'<span class="score" data-answered="{answered}" data-right="{right}" data-total="{total}">'
            f"{answered}/{total} respondidas · {right} bien</span>"
        )
    elif progress.stars:
        parts.append(stars_html(progress.stars))
    elif progress.total:
        parts.append(f'<span class="score">{int(progress.right or 0)}/{int(progress.total)} lecciones</span>')
    if progress.finished_at:
        when = short_date(progress.finished_at)
        minutes = f" · {progress.minutes} min" if progress.minutes else ""
        parts.append(f'<span class="meta">{escape(when)}{minutes}</span>')
    if progress.hands > 1:
        parts.append(f'<span class="meta">{int(progress.hands)} manos</span>')
    if progress.illegal:
        faults = "".join(
            f'<li class="fault fault-renuncio">Renuncio: {escape(label.lower())} ×{int(count)}</li>'
            if renuncio
            else f'<li class="fault">{escape(label)} ×{int(count)}</li>'
            for _, label, count, renuncio in progress.illegal_items
        )
        parts.append(f'<ul class="faults" aria-label="Intentos ilegales">{faults}</ul>')
    if not progress.done and assignment.is_overdue(today):
        parts.append('<span class="late">Fuera de plazo</span>')
    return mark_safe("\n".join(parts))  # noqa: S308 — every text is escaped above, the rest are numbers


def short_date(moment: datetime) -> str:
    """``j/n/y H:i`` in the current time zone (27/11/26 09:05), as Django's ``date`` filter would write it at
    a fraction of its cost (it runs once per cell)."""
    local = timezone.localtime(moment)
    return f"{local.day}/{local.month}/{local.year % 100:02d} {local.hour:02d}:{local.minute:02d}"


def stars_html(stars: tuple[int, ...]) -> str:
    """The stars of each stage of «Aprende a jugar» (one group per stage, ☆ for a stage not done)."""
    earned = sum(stars)
    groups = "".join(f'<span data-stars="{int(n)}">{"★" * int(n)}{"☆" * (3 - int(n))}</span>' for n in stars)
    label = f"{earned} de {3 * len(stars)} estrellas" + (
        f", {sum(1 for n in stars if n)} de {len(stars)} etapas" if len(stars) > 1 else ""
    )
    return f'<span class="stage-stars" role="img" aria-label="{label}">{groups}</span>'


def cell_key(assignment: Assignment, progress: Progress) -> tuple[int, int]:
    """A cell of the class table by its column and its progress, both by identity: a cell is a function of the two,
    and the table shares one progress among the cells that read alike (a key of its values cost as much as
    building the cell)."""
    return id(assignment), id(progress)


@register.simple_tag
def progress_rows(rows: Sequence[Row], classroom: Classroom) -> SafeString:
    """The body of the class table: a row per student with their name (a link to their work), a cell per
    assignment and how many are done. Many cells read the same (every lesson begun, every quiz not started):
    each cell is built once per column and progress, and the students' links share one ``reverse()``."""
    today = timezone.localdate()
    students = escape(reverse("classroom:students", args=[classroom.pk]))
    built: dict[tuple[int, int], str] = {}
    lines = []
    for row in rows:
        cells = []
        for assignment, cell in row.cells:
            key = cell_key(assignment, cell)
            html = built.get(key)
            if html is None:
                html = built[key] = (
                    f'<td class="cell cell-{cell.status}">{progress(assignment, cell, today)}</td>'
                )
            cells.append(html)
        student = row.student
        lines.append(
            f'<tr>\n<th scope="row"><a href="{students}{int(student.user_id)}/">{escape(student.display_name)}</a>'
            f"</th>\n{''.join(cells)}\n<td>{row.done}/{len(row.cells)}</td>\n</tr>"
        )
    return mark_safe("\n".join(lines))  # noqa: S308 — built by progress(), the names escaped here
