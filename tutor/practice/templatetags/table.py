"""Template filters of the practice tables: what would otherwise cost a lookup per card or a loop per line on
every render (issue #17)."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any, cast

from django import template
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.template import engines
from django.templatetags.static import static
from django.utils.safestring import SafeString, mark_safe

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


def _text(value: object) -> str:
    """What ``{{ value }}`` prints for a string: HTML kept as it is, anything else escaped as Django's
    ``escape`` does, without the lazy-string wrapper of ``conditional_escape`` (dearer than the escaping)."""
    return str(value.__html__()) if hasattr(value, "__html__") else html.escape(str(value))


@register.filter
def list_items(lines: Iterable[str] | None) -> SafeString:
    """Each line as an escaped list item, at a fraction of the cost of a long history's loop: the HTML of
    ``{% for line in lines %}<li>{{ line }}</li>{% endfor %}``."""
    return SafeString("".join(f"<li>{_text(line)}</li>" for line in lines or ()))


def _each(element: str, actions: Iterable[Mapping[str, str]] | None) -> SafeString:
    """``element`` filled in with each action's escaped value and label (as ``table.action_buttons`` makes
    them)."""
    return SafeString(
        "".join(element.format(_text(action["value"]), _text(action["label"])) for action in actions or ())
    )


@register.filter
def as_buttons(actions: Iterable[Mapping[str, str]] | None) -> SafeString:
    """Each action a submit button named ``action``, its label as its text (a bid, a cante, a stake)."""
    return _each('<button type="submit" name="action" value="{}">{}</button>', actions)


@register.filter
def as_options(actions: Iterable[Mapping[str, str]] | None) -> SafeString:
    """Each action an option of a ``<select name="action">``."""
    return _each('<option value="{}">{}</option>', actions)


@register.simple_tag(takes_context=True)
def table_fragment(context: template.Context, name: str) -> SafeString:
    """The table's section in its page: the Jinja fragment ``jinja2/<name>`` that every htmx play answers alone,
    rendered with the page's context."""
    request = getattr(context, "request", None)
    return mark_safe(
        engines["jinja2"].get_template(name).render(cast("dict[str, Any]", context.flatten()), request)
    )
