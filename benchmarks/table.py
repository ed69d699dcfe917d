"""The practice table's cost per play as a partida grows (issue #17): the server CPU of one play request (the
learner's action, the computer players' answers, the page) at the start of a long partida and deep into it, measured
in-process with Django's test client on a throwaway SQLite database, then on a throwaway PostgreSQL, each in a
process of its own set up as production is (``DEBUG=0``, the static files collected). Each figure is the best of
ROUNDS requests on fresh copies of the same record, the hands compared taken in turns (the machine's noise only ever
adds). Targets: deep within 1.5× of early; a typical play (the htmx post of an early card, with the partial it
answers) within 5 ms, printed beside /salud/ measured in the same run (the machine's speed drifts between runs)."""

from __future__ import annotations

import io
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from benchmarks import load
from benchmarks.process import MEASURE, in_own_process

TITLE = "Practice table"
ROUNDS = 15
CASES = (("tute", 3, "remate", 600), ("truco", 2, None, 200))
EARLY = 3
TYPICAL = ("brisca", "tute", "guinote", "tresillo", "truco", "mus", "escoba", "chinchon")
TYPICAL_TARGET = 5.0
# As in production (README), but on plain HTTP with Django's test client.
PRODUCTION = {
    "DEBUG": "0",
    "SECRET_KEY": "banco-de-pruebas-" + "x" * 40,
    "ALLOWED_HOSTS": "testserver",
    "SECURE_SSL_REDIRECT": "0",
}


# Set by run() alone, to a throwaway PostgreSQL of its own (never a DATABASE_URL the shell may hold).
DATABASE = "TABLE_BENCH_DATABASE_URL"


def _setup(folder: str) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tutor.settings")
    os.environ["DATABASE_URL"] = os.environ.get(DATABASE) or f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, stdout=io.StringIO())
    call_command("collectstatic", interactive=False, verbosity=0, stdout=io.StringIO())


def _played(game: str, players: int, variant: str | None, moves: int) -> Any:
    """A partida played by the computer for at least ``moves`` actions, stopped at seat 0's turn."""
    import games

    hand = games.new_hand(game, seed=17, players=players or None, variant=variant)
    rng = random.Random(5)
    while len(hand.actions) < moves or hand.to_move != 0:
        seat = hand.to_move
        if seat is None:
            raise RuntimeError(f"{game}: la partida acaba antes de {moves} jugadas")
        hand = hand.apply(games.choose(hand.view(seat), "principiante", rng))
    return hand


def _cpu_ms(client: Any, hand: Any, htmx: bool = False) -> float:
    from django.urls import reverse

    from tutor.practice.models import PracticeHand
    from tutor.practice.table import keep_every_move, snapshot_of

    client.get("/")
    record = PracticeHand(
        game=hand.game,
        seed=hand.options.seed,
        seat=0,
        notation=hand.notation,
        session_key=client.session.session_key or "",
        **snapshot_of(hand, version=0),
    )
    record.save()
    keep_every_move(record, hand)
    url = reverse("practice:act", args=[record.game, record.seed, record.pk])
    # As a browser posts a form, htmx included: urlencoded (not the test client's multipart), asking for gzip.
    headers = {"HTTP_ACCEPT_ENCODING": "gzip, deflate, br"} | ({"HTTP_HX_REQUEST": "true"} if htmx else {})
    body = urlencode({"action": hand.legal_actions()[0], "version": "0"})
    start = time.process_time()
    response = client.post(url, body, content_type="application/x-www-form-urlencoded", **headers)
    spent = (time.process_time() - start) * 1000
    if response.status_code != 200:
        raise RuntimeError(f"{url}: {response.status_code}")
    return spent


def _best(client: Any, hands: list[Any], htmx: bool = False) -> list[float]:
    """The best of :data:`ROUNDS` plays of each of ``hands``, taken in turns: a slow spell of the machine then
    falls on every hand alike, not on one hand's whole series."""
    rounds = [[_cpu_ms(client, hand, htmx) for hand in hands] for _ in range(ROUNDS)]
    return [min(figures) for figures in zip(*rounds, strict=True)]


def measure() -> Iterator[str]:
    """The figures, in this process (which it sets Django up in)."""
    with tempfile.TemporaryDirectory() as folder:
        _setup(folder)
        from django.test import Client

        client = Client()
        client.get("/")
        client.session.save()
        yield f"Practice table: CPU of one play request, best of {ROUNDS} (ms)"
        for game, players, variant, deep in CASES:
            early_hand, deep_hand = (
                _played(game, players, variant, EARLY),
                _played(game, players, variant, deep),
            )
            early, late = _best(client, [early_hand, deep_hand])
            ratio = late / early
            name = f"{game} {variant or ''}".strip()
            verdict = "met" if ratio <= 1.5 else "NOT met"
            yield (
                f"  {name}: move {len(early_hand.actions)} {early:.1f} · move {len(deep_hand.actions)} "
                f"{late:.1f} · ratio {ratio:.2f} (target ≤ 1.5: {verdict})"
            )
        yield from _typical(client)


def _typical(client: Any) -> Iterator[str]:
    """The htmx play of an early card in each game of :data:`TYPICAL`, and their median."""
    health = []
    for _ in range(ROUNDS * 3):
        start = time.process_time()
        client.get("/salud/")
        health.append((time.process_time() - start) * 1000)
    yield f"Typical play POST (htmx), best of {ROUNDS} (ms); /salud/ in the same run: {min(health):.2f}"
    figures = _best(client, [_played(game, 0, None, EARLY) for game in TYPICAL], htmx=True)
    for game, figure in zip(TYPICAL, figures, strict=True):
        yield f"  {game}: {figure:.1f}"
    typical = statistics.median(figures)
    verdict = "met" if typical <= TYPICAL_TARGET else "NOT met"
    yield f"  median {typical:.1f} (target ≤ {TYPICAL_TARGET:.0f}: {verdict}); {typical / min(health):.0f}× /salud/"


def run() -> list[str]:
    """The figures on SQLite, then on a throwaway PostgreSQL (the load run's) when this machine can start one."""
    lines = ["On SQLite:", *in_own_process("benchmarks.table", TITLE)]
    try:
        with load.postgres() as database:
            lines += ["On PostgreSQL (the client's CPU: the database's own runs in its processes):"]
            lines += in_own_process("benchmarks.table", TITLE, {DATABASE: database})
    except SystemExit as missing:
        lines.append(f"On PostgreSQL: not measured ({missing})")
    return lines


if __name__ == "__main__":
    if sys.argv[1:] == [MEASURE]:
        os.environ.update(PRODUCTION)
        for line in measure():
            print(line, flush=True)
    else:
        for line in run():
            print(line, flush=True)
