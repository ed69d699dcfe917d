"""Shared fixtures: Debian's Chromium for Playwright, the curriculum, the persona users.

Django is imported inside the fixtures only, so that ``tests/games`` runs without it (``make test-engine``).
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from django.contrib.auth.models import User

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Drive the system's Chromium (no browser download is possible or wanted)."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(autouse=True)
def fresh_cache() -> None:
    """Every test starts with an empty cache: a lesson kept by its slug must not outlive the rows a test rolled
    back (in production a new curriculum is a new version, and a new key)."""
    conf = sys.modules.get("django.conf")
    if conf is not None and conf.settings.configured:
        from django.core.cache import cache

        cache.clear()


def load() -> None:
    from django.core.management import call_command

    call_command("load_curriculum", verbosity=0)


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup: Any, django_db_blocker: Any) -> None:
    """Every test database starts with the real curriculum of fixtures/."""
    with django_db_blocker.unblock():
        load()


@pytest.fixture
def curriculum(transactional_db: Any) -> None:
    """For browser tests: transactional tests empty the database after each test, so load it again."""
    load()


@pytest.fixture
def student(db: Any) -> User:
    from django.contrib.auth.models import User

    return User.objects.create_user("alumno", password="las-cuarenta-en-bastos")


@pytest.fixture
def review_without_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's solving is bounded by time as well; tests lift the bound, so that a loaded machine marks the
    same decisions as a quiet one."""
    from tutor.practice import review

    monkeypatch.setattr(review, "BUDGET", 1e9)
    monkeypatch.setattr(review, "PER_DECISION", 1e9)
    monkeypatch.setattr(review, "ESTIMATE_BUDGET", 1e9)
