"""Template filters of the practice tables: what each card would otherwise look up on every render."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from django import template
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.templatetags.static import static

register = template.Library()


@register.filter
@lru_cache(maxsize=128)
def card_src(code: str) -> str:
    """The address of a card's drawing, ``static/cards/<code>.svg`` (``back`` for a face-down card): the static
    files' manifest is read once per card and process, not once per card shown (issue #17)."""
    return static(f"cards/{code}.svg")


@receiver(setting_changed)
def forget_card_sources(*, setting: str, **kwargs: Any) -> None:
    """A test that changes where the static files live gets addresses from the new place."""
    if setting in {"STATIC_URL", "STATIC_ROOT", "STORAGES"}:
        card_src.cache_clear()
