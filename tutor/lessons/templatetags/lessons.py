"""Template filters for the curriculum's markup."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString, mark_safe

from tutor.lessons.markup import card_images, render, render_inline

register = template.Library()


@register.filter
def markup(text: str) -> SafeString:
    """Render curriculum markup (our own fixtures, never user input) to HTML."""
    return mark_safe(render(text))  # noqa: S308 — content comes from the curriculum files


@register.filter
def markup_inline(text: str) -> SafeString:
    return mark_safe(render_inline(text))  # noqa: S308


@register.filter
def cards(codes: str) -> SafeString:
    """A row of card images from space-separated codes."""
    return mark_safe(card_images(codes.split()))  # noqa: S308


@register.filter
def without_label(summary: str) -> str:
    """The summary without its leading «En pocas palabras:» (the page shows it as a heading)."""
    return summary.removeprefix("En pocas palabras:").strip()
