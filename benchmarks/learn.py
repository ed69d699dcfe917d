"""«Aprende a jugar»: the server time of every step's answer, in-process (Django's test client on a throwaway
SQLite database holding the real curriculum). Every stage is played through ROUNDS times, with one wrong answer
to its first step; each post is timed in CPU time, and a step's figure is its best round (the machine's noise
only ever adds). Target (issue #20): every step answers in under 100 ms."""

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

TARGET_MS = 100.0
ROUNDS = 3


def _setup(folder: str) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tutor.settings")
    os.environ["DATABASE_URL"] = f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    call_command("load_curriculum", verbosity=0, stdout=io.StringIO())


def _cpu_ms(client: Any, url: str, fields: dict[str, Any]) -> float:
    start = time.process_time()
    response = client.post(url, fields)
    if response.status_code != 200:
        raise RuntimeError(f"{url}: {response.status_code}")
    return (time.process_time() - start) * 1000


def _answers(step: Any) -> tuple[str, list[str]]:
    from tutor.learn import steps

    data = {"prompt": step.prompt, **step.data, "kind": step.kind}
    right = steps.solutions(data)
    return right[0], [choice.value for choice in steps.choices(data) if choice.value not in right]


def measure() -> Iterator[str]:
    """The figures, in this process (which it sets Django up in)."""
    with tempfile.TemporaryDirectory() as folder:
        _setup(folder)
        from django.test import Client
        from django.urls import reverse

        from tutor.learn.models import Stage

        client = Client()
        best: dict[str, float] = {}
        for _ in range(ROUNDS):
            for stage in Stage.objects.select_related("track").prefetch_related("steps"):
                url = reverse("learn:answer", args=[stage.track.game, stage.slug])
                client.post(reverse("learn:restart", args=[stage.track.game, stage.slug]))
                for number, step in enumerate(stage.steps.all()):
                    if step.kind == "mano":
                        continue
                    right, wrong = _answers(step)
                    for kind, answer in [*(("mal", w) for w in wrong[:1] if number == 0), ("bien", right)]:
                        key = f"{stage.key} paso {number + 1} ({kind})"
                        spent = _cpu_ms(client, url, {"paso": number, "respuesta": answer})
                        best[key] = min(spent, best.get(key, spent))
        figures = sorted(best.values())
        slowest = max(best, key=lambda key: best[key])
        yield f"Aprende a jugar: {len(best)} answers, server CPU per answer, best of {ROUNDS} rounds (ms)"
        yield (
            f"  median {statistics.median(figures):.1f} · p95 {statistics.quantiles(figures, n=20)[-1]:.1f}"
            f" · max {best[slowest]:.1f} ({slowest})"
        )
        verdict = "met" if best[slowest] < TARGET_MS else "NOT met"
        yield f"  target: every step under {TARGET_MS:.0f} ms: {verdict}"


def run() -> list[str]:
    return in_own_process("benchmarks.learn", "Aprende a jugar")


if __name__ == "__main__":
    for line in measure():
        print(line, flush=True)
