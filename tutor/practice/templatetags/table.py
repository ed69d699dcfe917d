"""Template filters of the practice tables: what would otherwise cost a lookup per card or a loop per line on
every render (issue #17)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from django import template
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.templatetags.static import static
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString

register = template.Library()


@register.filter
@lru_cache(maxsize=128)
def card_src(code: str) -> str:
    """The address of a card's drawing, ``static/cards/<code>.svg`` (``back`` for a face-down card): the
    static files' manifest is read once per card and process, not once per card shown."""
    return static(f"cards/{code}.svg")


@receiver(setting_changed)
def forget_card_sources(*, setting: str, **kwargs: Any) -> None:
    """A test that changes where the static files live gets addresses from the new place."""
    if setting in {"STATIC_URL", "STATIC_ROOT", "STORAGES"}:
        card_src.cache_clear()


@register.filter
def list_items(lines: Iterable[str] | None) -> SafeString:
    """Each line as an escaped list item, at a fraction of the cost of a long history's loop: the HTML of
    ``{% for line in lines %}<li>{{ line }}</li>{% endfor %}``."""
    return SafeString("".join(f"<li>{conditional_escape(line)}</li>" for line in lines or ()))
