"""Content pages: the server CPU time of the glossary, a term, the catalogue and a lesson page, per request after the
first, in-process (Django's WSGI handler, as gunicorn calls it, on a throwaway SQLite database holding the real
curriculum; the test client would add its own bookkeeping of every template rendered), with the
fragments cached under the curriculum's hash and, in the same run, with the cache switched off (Django's dummy
cache: every fragment rebuilt, as before the cache), and for comparison ``/salud/`` and the home page (which has no
fragments). Each figure is the median of ROUNDS requests. Target (issue #17): every content page ≤ 3 ms after the
first request.

It runs in a process of its own (``benchmarks/process.py``): Django is set up once per process, on its own database.
"""

from __future__ import annotations

import io
import os
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks.process import in_own_process

TARGET_MS = 3.0
ROUNDS = 30
DUMMY = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}


def get(handler: Any, url: str) -> bytes:
    """The body of a GET of ``url``, from the WSGI ``handler`` (a browser that accepts no compression)."""
    environ = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": url,
        "QUERY_STRING": "",
        "SCRIPT_NAME": "",
        "SERVER_NAME": "localhost",
        "SERVER_PORT": "80",
        "HTTP_HOST": "localhost",
        "wsgi.input": io.BytesIO(),
        "wsgi.url_scheme": "http",
    }
    status: list[str] = []
    response = handler(environ, lambda answer, headers: status.append(answer))
    body = b"".join(response)
    response.close()
    if not status[0].startswith("200"):
        raise RuntimeError(f"{url}: {status[0]}")
    return body


def _median_ms(handler: Any, url: str) -> float:
    get(handler, url)  # the first request fills the cache
    spent = []
    for _ in range(ROUNDS):
        start = time.process_time()
        get(handler, url)
        spent.append((time.process_time() - start) * 1000)
    return statistics.median(spent)


def measure() -> Iterator[str]:
    """The figures, in this process (which it sets Django up in)."""
    with tempfile.TemporaryDirectory() as folder:
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tutor.settings")
        os.environ["DATABASE_URL"] = f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
        import django

        django.setup()
        from django.core.handlers.wsgi import WSGIHandler
        from django.core.management import call_command
        from django.test.utils import override_settings
        from django.urls import reverse

        from tutor.lessons.curriculum import CATALOGUE_SLUG
        from tutor.lessons.models import Lesson

        call_command("migrate", verbosity=0)
        call_command("load_curriculum", verbosity=0, stdout=io.StringIO())
        lesson = Lesson.objects.filter(course__slug="tresillo", passages__isnull=False).first()
        assert lesson is not None
        pages = {
            "glosario": reverse("lessons:glossary"),
            "término «triunfo»": reverse("lessons:term", args=["triunfo"]),
            "catálogo": reverse("lessons:course", args=[CATALOGUE_SLUG]),
            "lección": lesson.get_absolute_url(),
        }
        handler = WSGIHandler()
        yield f"Páginas de contenido: CPU del servidor por petición tras la primera, mediana de {ROUNDS} (ms)"
        yield f"  {'página':<20} {'sin caché':>10} {'con caché':>10} {'bytes':>8}"
        worst = 0.0
        for name, url in pages.items():
            with override_settings(CACHES=DUMMY):
                before = _median_ms(handler, url)
            after = _median_ms(handler, url)
            worst = max(worst, after)
            size = len(get(handler, url))
            yield f"  {name:<20} {before:>10.2f} {after:>10.2f} {size:>8}"
        reference = {"/salud/": _median_ms(handler, "/salud/"), "inicio": _median_ms(handler, "/")}
        yield "  para comparar: " + " · ".join(f"{name} {ms:.2f}" for name, ms in reference.items())
        verdict = "met" if worst <= TARGET_MS else "NOT met"
        yield f"  target: every content page ≤ {TARGET_MS:.0f} ms after the first: {verdict}"


def run() -> list[str]:
    return in_own_process("benchmarks.content", "Páginas de contenido")


if __name__ == "__main__":
    for line in measure():
        print(line, flush=True)
