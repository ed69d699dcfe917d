"""A worker compiles the site's templates before its first request (gunicorn.conf.py's hook, tutor/warmup.py): the
first visitors after a start do not wait for them."""

from __future__ import annotations

import gc
import runpy
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings
from django.template import engines
from django.template.backends.django import DjangoTemplates
from django.template.backends.jinja2 import Jinja2
from django.template.loaders.filesystem import Loader as FileLoader
from jinja2 import FileSystemLoader

from tutor.warmup import warm_up


def test_every_template_of_the_sites_folders_is_compiled():
    names = warm_up()
    on_disk = [
        path.relative_to(folder).as_posix()
        for folder in (settings.BASE_DIR / "templates", settings.BASE_DIR / "jinja2")
        for path in sorted(Path(folder).rglob("*.html"))
    ]
    assert names == on_disk and len(names) > 90


@pytest.fixture
def cold() -> None:
    """Forget every compiled template, as a new worker starts."""
    for engine in engines.all():
        if isinstance(engine, Jinja2):
            assert engine.env.cache is not None
            engine.env.cache.clear()
        else:
            assert isinstance(engine, DjangoTemplates)
            for loader in engine.engine.template_loaders:
                loader.reset()


@pytest.fixture
def hooked() -> Iterator[None]:
    """Run gunicorn's hook as a new worker does (and give the test process its collector back afterwards)."""
    gc.unfreeze()
    runpy.run_path(str(settings.BASE_DIR / "gunicorn.conf.py"))["post_worker_init"](None)
    yield
    gc.unfreeze()


@pytest.mark.usefixtures("hooked")
def test_after_the_gunicorn_hook_the_collector_leaves_what_is_loaded_alone():
    assert gc.get_freeze_count() > 10_000


@pytest.mark.usefixtures("cold", "hooked")
def test_after_the_gunicorn_hook_no_template_is_read_again(monkeypatch: pytest.MonkeyPatch):

    def unread(*args: object) -> str:
        raise AssertionError("plantilla leída de nuevo")

    monkeypatch.setattr(FileLoader, "get_contents", unread)
    monkeypatch.setattr(FileSystemLoader, "get_source", unread)
    for name in ("practice/table.html", "base.html"):
        for engine in engines.all():
            if (Path(engine.dirs[0]) / name).exists():
                engine.get_template(name)
