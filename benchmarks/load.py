"""Load on the practice table: gunicorn on loopback, 20 simulated players playing whole hands at once, and the
health check measured in the same run. Reports requests/s and p50/p95 latency of the play request and of /salud/.
"""

from __future__ import annotations

import http.client
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = 20
HANDS_PER_PLAYER = 2
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
    """One browser-like client: its own cookies, playing the first legal action the page offers."""

    def __init__(self, port: int, seed: int, timings: list[float], errors: list[str]) -> None:
        super().__init__(daemon=True)
        self.port, self.seed, self.timings, self.errors = port, seed, timings, errors
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, body: dict[str, str] | None = None) -> tuple[int, str, str]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        data = None
        if body is not None:
            data = urllib.parse.urlencode(body)
            headers |= {
                "Content-Type": "application/x-www-form-urlencoded",
                "Referer": f"http://127.0.0.1:{self.port}/",
            }
        connection.request(method, path, data, headers)
        response = connection.getresponse()
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name] = rest.split(";")[0]
        text = response.read().decode()
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

    def run(self) -> None:
        for hand in range(HANDS_PER_PLAYER):
            status, location, _ = self.request("GET", f"/practicar/tresillo/{self.seed * 10 + hand + 1}/")
            if status != 302:
                self.errors.append(f"sentarse: {status}")
                return
            path = urllib.parse.urlparse(location).path
            for _ in range(150):
                status, _, page = self.request("GET", path)
                actions = self.legal(page)
                act, version, csrf = ACT_URL.search(page), VERSION.search(page), CSRF.search(page)
                if "Resultado:" in page or not actions or not (act and version and csrf):
                    break
                started = time.perf_counter()
                body = {
                    "action": actions[0],
                    "version": version.group(1),
                    "csrfmiddlewaretoken": csrf.group(1),
                }
                status, _, _ = self.request("POST", act.group(1), body)
                self.timings.append(time.perf_counter() - started)
                if status != 200:
                    self.errors.append(f"jugada: {status}")


class Prober(threading.Thread):
    """Times GET /salud/ while the players play."""

    def __init__(self, port: int, timings: list[float], errors: list[str], stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.port, self.timings, self.errors, self.stop = port, timings, errors, stop

    def run(self) -> None:
        while not self.stop.is_set():
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
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


def run() -> list[str]:
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "DATABASE_URL": f"sqlite:///{folder}/bench.sqlite3", "DEBUG": "1"}
        env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
        server = subprocess.Popen(
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
                "--worker-class",
                "gthread",
                "--log-level",
                "warning",
            ],
            cwd=ROOT,
            env=env,
        )
        try:
            for _ in range(100):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            plays: list[float] = []
            health: list[float] = []
            errors: list[str] = []
            stop = threading.Event()
            prober = Prober(port, health, errors, stop)
            players = [Player(port, seed, plays, errors) for seed in range(1, PLAYERS + 1)]
            started = time.perf_counter()
            prober.start()
            for player in players:
                player.start()
            for player in players:
                player.join()
            stop.set()
            prober.join()
            elapsed = time.perf_counter() - started
        finally:
            server.terminate()
            server.wait(timeout=30)
    return [
        f"Carga: gunicorn (2 procesos × 4 hilos, SQLite WAL) con {PLAYERS} jugadores simultáneos, {HANDS_PER_PLAYER} manos cada uno",
        f"  jugadas: {len(plays)} en {elapsed:.1f} s = {len(plays) / elapsed:.1f} jugadas/s; "
        f"p50 {statistics.median(plays) * 1000:.0f} ms, p95 {percentile(plays, 0.95) * 1000:.0f} ms",
        f"  /salud/: {len(health)} peticiones; p50 {statistics.median(health) * 1000:.0f} ms, "
        f"p95 {percentile(health, 0.95) * 1000:.0f} ms",
        f"  errores: {len(errors)}" + (f" ({', '.join(sorted(set(errors)))})" if errors else ""),
    ]
