"""The classes' pages at scale, in-process (Django's test client) on a throwaway SQLite database with the
curriculum: a class's progress table for 100 students × 10 assignments (every student has begun every task) and *Mis
tareas* for a pupil in 1, 2, 4 and 8 classes (a task of every kind in each). Reports the best CPU time of ROUNDS
requests, the queries and the page's size; the issue asks for the table in 40 ms or less and *Mis tareas* in a
constant number of queries.

It runs in a process of its own (``benchmarks/process.py``): Django is set up once per process, on its own database.
"""

from __future__ import annotations

import io
import os
import tempfile
import time
from collections.abc import Iterator

from benchmarks.process import in_own_process

ROUNDS = 15
TARGET_MS = 40.0


def run() -> list[str]:
    return in_own_process("benchmarks.classes", "Clases")


def measure() -> Iterator[str]:
    """The figures, in this process (which it sets Django up in)."""
    with tempfile.TemporaryDirectory() as folder:
        os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tutor.settings")
        import django

        django.setup()
        yield from figures()


def figures() -> Iterator[str]:
    """The figures, Django being set up."""
    from django.contrib.auth.models import User
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from tests.tutor.test_classroom_teaching import crowd, pupil_in

    call_command("migrate", verbosity=0)
    call_command("load_curriculum", verbosity=0, stdout=io.StringIO())

    def timed(user: User, path: str) -> tuple[float, int, int]:
        client = Client()
        client.force_login(user)
        client.get(path)
        best = float("inf")
        for _ in range(ROUNDS):
            start = time.process_time()
            client.get(path)
            best = min(best, time.process_time() - start)
        with CaptureQueriesContext(connection) as queries:
            size = len(client.get(path).content)
        return best * 1000, len(queries), size

    classroom = crowd(100, 10)
    ms, queries, size = timed(User.objects.get(username="maestra"), f"/clases/{classroom.pk}/")
    verdict = "ok" if ms <= TARGET_MS else f"over the {TARGET_MS:.0f} ms target"
    yield (
        f"Class progress, 100 students × 10 assignments: {ms:.1f} ms CPU, {queries} queries, "
        f"{size // 1024} KB ({verdict})"
    )
    for classes in (1, 2, 4, 8):
        ms, queries, _ = timed(pupil_in(classes), "/clases/")
        yield f"Mis tareas, {classes} classes: {ms:.1f} ms CPU, {queries} queries"


if __name__ == "__main__":
    for line in measure():
        print(line, flush=True)
