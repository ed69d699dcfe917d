"""Load on the practice table: a throwaway PostgreSQL and two gunicorn app servers sharing it, all on loopback;
simulated players play whole hands as a browser with JavaScript does (the page once, then htmx posts whose answer is
the table's new state), each alternating between the two servers, while the health check is measured
in the same run. Two runs, as issue #17 asks: 20 players who think 0.5–1.5 s before each action (acceptance: the
play's p95 within 3× /salud/'s), then 100 players who never pause (acceptance: 0 errors). Reports requests/s, p50/p95
latency of the play request and of /salud/ (with the 95 % interval of their ratio), and the errors. Bounded: one
hand per player, and every player stops at DEADLINE seconds.

PostgreSQL is started here (as root, through ``runuser -u postgres``), listening on 127.0.0.1 only, and removed
at the end.
"""

from __future__ import annotations

import gzip
import http.client
import os
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import cycle
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# (players, think time in seconds before each action or None, the acceptance it checks)
RUNS: tuple[tuple[int, tuple[float, float] | None, str], ...] = (
    (20, (0.5, 1.5), "ratio"),
    (100, None, "errors"),
)
HANDS_PER_PLAYER = 1
DEADLINE = 300.0  # seconds: a player still playing then stops (its unfinished hand is counted in the report)
SERVERS = 2
VERSION = re.compile(r'name="version" value="(\d+)"')
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
LEGAL_CARD = re.compile(r'name="action" value="([^"]+)" data-card="[^"]+" class="card-button legal"')
BID = re.compile(r'<button type="submit" name="action" value="([^"]+)">')
ACT_URL = re.compile(r'action="(/practicar/[^"]+/accion/)"')


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Player(threading.Thread):
    """One browser-like client: its own cookies, playing the first legal action the page offers, each request to
    the next of the app servers in turn."""

    def __init__(
        self,
        ports: list[int],
        seed: int,
        timings: list[float],
        errors: list[str],
        end: float,
        think: tuple[float, float] | None,
    ) -> None:
        super().__init__(daemon=True)
        self.ports, self.seed, self.timings, self.errors, self.end = cycle(ports), seed, timings, errors, end
        self.think, self.rng = think, random.Random(seed)
        self.cookies: dict[str, str] = {}
        self.finished = 0

    def request(
        self, method: str, path: str, body: dict[str, str] | None = None, htmx: bool = False
    ) -> tuple[int, str, str]:
        port = next(self.ports)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        headers = {
            "Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items()),
            "Accept-Encoding": "gzip",  # as a browser asks, and as benchmarks.table posts
        }
        if htmx:
            headers |= {"HX-Request": "true", "HX-Target": "table-section"}
        data = None
        if body is not None:
            data = urllib.parse.urlencode(body)
            headers |= {
                "Content-Type": "application/x-www-form-urlencoded",
                "Referer": f"http://127.0.0.1:{port}/",
            }
        connection.request(method, path, data, headers)
        response = connection.getresponse()
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name] = rest.split(";")[0]
        answer = response.read()
        if response.getheader("Content-Encoding") == "gzip":
            answer = gzip.decompress(answer)
        text = answer.decode()
        return response.status, response.getheader("Location") or "", text

    @staticmethod
    def legal(page: str) -> list[str]:
        """The actions the page offers as legal: highlighted cards, then the bid buttons."""
        cards = LEGAL_CARD.findall(page)
        bids = (
            BID.findall(page.split('class="bid-buttons"', 1)[1].split("</div>", 1)[0])
            if "bid-buttons" in page
            else []
        )
        return cards + bids

    def sit_down(self, seed: int) -> str | None:
        """Open the deal and post its form; the address of the new hand, or None (an error is noted)."""
        deal = f"/practicar/tresillo/{seed}/"
        status, _, page = self.request("GET", deal)
        csrf = CSRF.search(page)
        if status != 200 or csrf is None:
            self.errors.append(f"reparto: {status}")
            return None
        body = {"asiento": "0", "nivel": "principiante", "csrfmiddlewaretoken": csrf.group(1)}
        status, location, _ = self.request("POST", deal, body)
        if status != 302:
            self.errors.append(f"sentarse: {status}")
            return None
        return urllib.parse.urlparse(location).path

    def run(self) -> None:
        for hand in range(HANDS_PER_PLAYER):
            path = self.sit_down(self.seed * 10 + hand + 1)
            if path is None:
                return
            # As a browser with JavaScript plays: the page once, then each action is an htmx post whose answer
            # is the table's new state (its partial), which offers the next actions.
            status, _, page = self.request("GET", path)
            if status != 200:
                self.errors.append(f"mesa: {status}")
                return
            for _ in range(150):
                if time.perf_counter() > self.end:
                    return
                actions = self.legal(page)
                act, version, csrf = ACT_URL.search(page), VERSION.search(page), CSRF.search(page)
                if "Resultado:" in page or not actions or not (act and version and csrf):
                    self.finished += 1
                    break
                if self.think is not None:
                    time.sleep(self.rng.uniform(*self.think))
                started = time.perf_counter()
                body = {
                    "action": actions[0],
                    "version": version.group(1),
                    "csrfmiddlewaretoken": csrf.group(1),
                }
                status, _, page = self.request("POST", act.group(1), body, htmx=True)
                self.timings.append(time.perf_counter() - started)
                if status != 200:
                    self.errors.append(f"jugada: {status}")
                    return


class Prober(threading.Thread):
    """Times GET /salud/ while the players play."""

    def __init__(
        self, ports: list[int], timings: list[float], errors: list[str], stop: threading.Event
    ) -> None:
        super().__init__(daemon=True)
        self.ports, self.timings, self.errors, self.stop = cycle(ports), timings, errors, stop

    def run(self) -> None:
        while not self.stop.is_set():
            connection = http.client.HTTPConnection("127.0.0.1", next(self.ports), timeout=60)
            started = time.perf_counter()
            connection.request("GET", "/salud/")
            response = connection.getresponse()
            response.read()
            self.timings.append(time.perf_counter() - started)
            if response.status != 200:
                self.errors.append(f"salud: {response.status}")
            time.sleep(0.02)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def ratio_interval(plays: list[float], health: list[float], resamples: int = 2000) -> tuple[float, float]:
    """The 95 % bootstrap interval of the play's p95 over the health check's: each p95 rests on the few slowest
    requests of a run (19 of 380 plays), so this says how far another run of the same code on the same machine may
    land. It counts the sampling only: a machine that changes speed during a run widens the spread further."""
    rng = random.Random(0)
    ratios = sorted(
        percentile(rng.choices(plays, k=len(plays)), 0.95)
        / percentile(rng.choices(health, k=len(health)), 0.95)
        for _ in range(resamples)
    )
    return ratios[int(0.025 * resamples)], ratios[int(0.975 * resamples)]


@contextmanager
def postgres() -> Iterator[str]:
    """A throwaway PostgreSQL cluster on 127.0.0.1 (root runs it as the postgres user); its DATABASE_URL."""
    bins = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if os.geteuid() != 0 or not bins:
        raise SystemExit("La prueba de carga necesita root y PostgreSQL (/usr/lib/postgresql/*/bin).")
    pgbin, port = bins[-1].parent, free_port()
    folder = Path(tempfile.mkdtemp(prefix="tapete-bench-pg."))
    shutil.chown(folder, "postgres", "postgres")
    data = folder / "data"

    def as_postgres(*command: str) -> None:
        subprocess.run(
            ["runuser", "-u", "postgres", "--", *command],
            check=True,
            stdin=subprocess.DEVNULL,
            capture_output=True,
        )

    options = f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} -c fsync=off -c max_connections=100"
    as_postgres(
        str(pgbin / "initdb"),
        "-D",
        str(data),
        "-U",
        "postgres",
        "-A",
        "trust",
        "-E",
        "UTF8",
        "--locale=C.UTF-8",
    )
    as_postgres(
        str(pgbin / "pg_ctl"),
        "-D",
        str(data),
        "-l",
        str(folder / "log"),
        "-w",
        "-t",
        "60",
        "-o",
        options,
        "start",
    )
    try:
        psql = [str(pgbin / "psql"), "-h", "127.0.0.1", "-p", str(port), "-U", "postgres", "-qc"]
        as_postgres(*psql, "CREATE ROLE app LOGIN PASSWORD 'app'")
        as_postgres(*psql, "CREATE DATABASE app OWNER app")
        yield f"postgres://app:app@127.0.0.1:{port}/app"
    finally:
        as_postgres(str(pgbin / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop")
        shutil.rmtree(folder, ignore_errors=True)


def gunicorn(port: int, env: dict[str, str]) -> subprocess.Popen[bytes]:
    """One app server on 127.0.0.1:``port`` (2 processes × 4 threads), with the rest of production's settings
    (gunicorn.conf.py: its worker class, the warm-up)."""
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "tutor.wsgi",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "2",
            "--threads",
            "4",
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
    )


def wait_for(port: int) -> None:
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)


def play(ports: list[int], players: int, think: tuple[float, float] | None) -> tuple[list[str], bool, bool]:
    """One run against the servers at ``ports``: its report, whether it had no error, and whether the play's p95
    stayed within 3× the health check's."""
    plays: list[float] = []
    health: list[float] = []
    errors: list[str] = []
    stop = threading.Event()
    prober = Prober(ports, health, errors, stop)
    started = time.perf_counter()
    # seeds apart from one run to the next: every run deals new hands
    crowd = [
        Player(ports, players * 1000 + seed, plays, errors, started + DEADLINE, think)
        for seed in range(1, players + 1)
    ]
    prober.start()
    for player in crowd:
        player.start()
    for player in crowd:
        player.join()
    stop.set()
    prober.join()
    elapsed = time.perf_counter() - started
    play_p95, health_p95 = percentile(plays, 0.95), percentile(health, 0.95)
    low, high = ratio_interval(plays, health)
    pause = (
        f"piensan {think[0]:g}–{think[1]:g} s antes de cada jugada" if think else "sin pausa entre jugadas"
    )
    lines = [
        f"  {players} jugadores a la vez, {pause}, {HANDS_PER_PLAYER} mano cada uno",
        f"    manos terminadas: {sum(p.finished for p in crowd)} de {players * HANDS_PER_PLAYER}",
        f"    jugadas: {len(plays)} en {elapsed:.1f} s = {len(plays) / elapsed:.1f} jugadas/s; "
        f"p50 {statistics.median(plays) * 1000:.0f} ms, p95 {play_p95 * 1000:.0f} ms",
        f"    /salud/: {len(health)} peticiones; p50 {statistics.median(health) * 1000:.0f} ms, "
        f"p95 {health_p95 * 1000:.0f} ms; la jugada, {play_p95 / health_p95:.1f} × en p95 "
        f"(intervalo del 95 %: {low:.1f}–{high:.1f} ×)",
        f"    errores: {len(errors)}" + (f" ({', '.join(sorted(set(errors)))})" if errors else ""),
    ]
    return lines, not errors, play_p95 <= 3 * health_p95


def run() -> list[str]:
    ports = [free_port() for _ in range(SERVERS)]
    lines = [
        f"Carga: PostgreSQL y {SERVERS} servidores gunicorn (2 procesos × 4 hilos cada uno, DEBUG=0) en 127.0.0.1; "
        "cada jugador alterna de servidor en cada petición"
    ]
    with postgres() as database:
        # as in production (README): DEBUG=0, the static files collected; plain HTTP on loopback, so no redirect
        env = {
            **os.environ,
            "DATABASE_URL": database,
            "DEBUG": "0",
            "SECRET_KEY": "carga-" + "x" * 50,
            "ALLOWED_HOSTS": "127.0.0.1",
            "SECURE_SSL_REDIRECT": "0",
            "SECURE_HSTS_SECONDS": "0",
        }
        env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        for command in (["migrate", "-v0"], ["collectstatic", "--noinput", "-v0"]):
            subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=env, check=True)
        servers = [gunicorn(port, env) for port in ports]
        try:
            for port in ports:
                wait_for(port)
            for players, think, acceptance in RUNS:
                report, clean, within = play(ports, players, think)
                lines += report
                if acceptance == "ratio":
                    verdict = "sí" if clean and within else "no"
                    lines.append(
                        f"    aceptación (0 errores y p95 de la jugada ≤ 3 × p95 de /salud/): {verdict}"
                    )
                else:
                    lines.append(f"    aceptación (0 errores): {'sí' if clean else 'no'}")
        finally:
            for server in servers:
                server.terminate()
            for server in servers:
                server.wait(timeout=30)
    return lines


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
