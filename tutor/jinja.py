"""The Jinja2 environment of the practice table's fragment (``jinja2/practice/``): compiled to Python, it renders
the section every play answers several times faster than Django's template language (issue #17).

It holds what the fragments use and renders as Django would: a missing variable or attribute as an empty string,
a number localized (``2,5``), the file's last newline kept.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from functools import lru_cache, wraps
from typing import Any

from django.core.signals import setting_changed
from django.dispatch import receiver
from django.template import defaultfilters
from django.urls import get_script_prefix, reverse
from django.utils.formats import localize
from django.utils.safestring import SafeString
from jinja2 import ChainableUndefined, Environment, Undefined, pass_context
from jinja2.runtime import Context

from tutor.practice.templatetags.table import as_buttons, as_options, card_src, list_items


def url(name: str, *args: object) -> str:
    """``{% url name arg… %}``, worked out once per process and script prefix: a hand's addresses come back at every
    play, and Django's ``reverse`` costs 0.04–0.1 ms each time (three a play: 0.13 ms of the fragment's 0.75)."""
    return _reversed(get_script_prefix(), name, args)


@lru_cache(maxsize=4096)
def _reversed(prefix: str, name: str, args: tuple[object, ...]) -> str:
    return reverse(name, args=args)


@receiver(setting_changed)
def forget_addresses(*, setting: str, **kwargs: Any) -> None:
    """A test that changes the URLconf gets the new addresses."""
    if setting == "ROOT_URLCONF":
        _reversed.cache_clear()


def django_filter(function: Callable[..., object]) -> Callable[..., object]:
    """One of Django's filters, given a missing value as Django's templates give it: an empty string."""

    @wraps(function)
    def applied(value: object, *args: object) -> object:
        return function("" if isinstance(value, Undefined) else value, *args)

    return applied


@pass_context
def card_address(context: Context, code: str) -> str:
    """``card_src``, never worked out once for all when a template is compiled (Jinja folds a filter of a constant,
    as ``"back"|card_src``, unless it takes the context): the address follows the static files' settings."""
    return card_src(code)


def linebreaksbr(value: str) -> SafeString:
    """Django's ``linebreaksbr``, the text escaped (autoescaping is always on here)."""
    return defaultfilters.linebreaksbr(value, autoescape=True)


def shown(value: object) -> object:
    """What ``{{ value }}`` prints: a number localized as Django's templates do, anything else as it is."""
    return localize(value) if isinstance(value, float | Decimal) else value


def environment(**options: Any) -> Environment:
    """The environment of Django's Jinja2 backend (``TEMPLATES`` in the settings)."""
    env = Environment(
        **options
        | {
            "undefined": ChainableUndefined,  # the backend's default shows a missing name when DEBUG is on
            "keep_trailing_newline": True,
            "finalize": shown,
        }
    )
    env.globals["url"] = url
    env.filters |= {
        "card_src": card_address,
        "list_items": list_items,
        "as_buttons": as_buttons,
        "as_options": as_options,
        "capfirst": django_filter(defaultfilters.capfirst),
        "default": django_filter(defaultfilters.default),
        "linebreaksbr": django_filter(linebreaksbr),
        "pluralize": django_filter(defaultfilters.pluralize),
    }
    return env
