"""gunicorn as production runs it (gunicorn.conf.py): threaded workers, and the health check answered by a thread of
its own when every thread of the pool is busy (tutor/serving.py)."""

from __future__ import annotations

import http.client
import os
import runpy
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent import futures
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import pytest
from django.db import connection
from gunicorn.workers.gthread import ThreadWorker

from benchmarks.load import free_port, wait_for
from tests.tutor.slow_wsgi import SLOW
from tutor.serving import HEALTH_CHECK, Worker, connect, first_bytes, start_all

ROOT = Path(__file__).resolve().parents[2]
CONFIG = runpy.run_path(str(ROOT / "gunicorn.conf.py"))


def test_production_runs_threaded_workers_with_the_health_checks_thread():
    assert CONFIG["wsgi_app"] == "tutor.wsgi" and CONFIG["threads"] > 1
    assert CONFIG["worker_class"] == "tutor.serving.Worker" and issubclass(Worker, ThreadWorker)


@pytest.fixture
def pair() -> Iterator[tuple[socket.socket, socket.socket]]:
    client, server = socket.socketpair()
    yield client, server
    client.close()
    server.close()


@pytest.mark.parametrize(
    ("sent", "health"),
    [
        (b"GET /salud/ HTTP/1.1\r\nHost: x\r\n\r\n", True),
        (b"HEAD /salud/ HTTP/1.1\r\n\r\n", True),
        (b"GET /salud/?x=1 HTTP/1.1\r\n\r\n", False),
        (b"POST /salud/ HTTP/1.1\r\n\r\n", False),
        (b"GET /salud/otra HTTP/1.1\r\n\r\n", False),
        (b"POST /practicar/tresillo/3/1/accion/ HTTP/1.1\r\n\r\n", False),
        (b"GET /sal", False),
        (b"\x16\x03\x01\x02\x00\x01", False),  # a TLS greeting
    ],
)
def test_the_health_check_is_known_by_its_first_bytes_which_stay_to_be_read(
    pair: tuple[socket.socket, socket.socket], sent: bytes, health: bool
):
    client, server = pair
    client.sendall(sent)
    start = first_bytes(server)
    assert start is not None and sent.startswith(start) and start.startswith(HEALTH_CHECK) is health
    assert server.recv(len(sent)) == sent


def test_a_request_not_arrived_yet_is_not_waited_for(pair: tuple[socket.socket, socket.socket]):
    client, server = pair
    server.setblocking(True)  # as gunicorn leaves an accepted socket
    started = time.perf_counter()
    assert first_bytes(server) is None
    assert time.perf_counter() - started < 0.1
    client.close()
    assert first_bytes(server) == b""  # the client has gone: the pool's thread closes the connection


def test_every_thread_of_a_pool_starts_at_once_each_running_its_initializer_first():
    started: list[int] = []
    with futures.ThreadPoolExecutor(3, initializer=lambda: started.append(threading.get_ident())) as threads:
        start_all(threads, 3)
        deadline = time.monotonic() + 10
        while len(started) < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert len(set(started)) == 3
        assert {threads.submit(threading.get_ident).result() for _ in range(9)} <= set(
            started
        )  # no thread more


@pytest.mark.django_db
def test_a_thread_connects_to_the_sites_database_as_it_starts():
    """(A thread that cannot connect still starts and serves: the slow app's tests below run without the site's
    settings.)"""

    def connected() -> bool:
        try:
            return connection.connection is not None
        finally:
            connection.close()

    with futures.ThreadPoolExecutor(max_workers=1, initializer=connect) as threads:
        assert threads.submit(connected).result()


def get(port: int, path: str, pause: float = 0.0) -> tuple[int, float]:
    """The status of ``GET path``, and the seconds it took from the request (sent ``pause`` seconds after the
    connection was opened)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.connect()
    time.sleep(pause)
    started = time.perf_counter()
    connection.request("GET", path)
    response = connection.getresponse()
    response.read()
    return response.status, time.perf_counter() - started


@contextmanager
def gunicorn(arguments: list[str], folder: Path, env: dict[str, str], port: int) -> Iterator[int]:
    """``gunicorn`` with these ``arguments``, run from ``folder`` with ``env`` added, until the block ends; its
    ``port`` once it listens."""
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", *arguments], cwd=folder, env=os.environ | env
    )
    try:
        wait_for(port)
        yield port
    finally:
        server.terminate()
        server.wait(timeout=30)


def served(worker: str, folder: Path, keepalive: str = "2") -> AbstractContextManager[int]:
    """gunicorn with one process of one thread running tests/tutor/slow_wsgi.py (and that keep-alive); its port.
    ``folder`` has no gunicorn.conf.py: the settings are these alone. The site's settings are not given either, so
    the worker's threads start without a database to connect to."""
    port = free_port()
    arguments = ["--bind", f"127.0.0.1:{port}", "--workers", "1", "--threads", "1", "--keep-alive", keepalive]
    arguments += ["--worker-class", worker, "tests.tutor.slow_wsgi:app"]
    return gunicorn(arguments, folder, {"PYTHONPATH": str(ROOT), "DJANGO_SETTINGS_MODULE": ""}, port)


@pytest.mark.parametrize(
    ("worker", "pause", "waits"),
    [(CONFIG["worker_class"], 0.0, False), (CONFIG["worker_class"], 0.3, False), ("gthread", 0.0, True)],
)
def test_the_health_check_does_not_wait_behind_a_busy_pool(
    tmp_path: Path, worker: str, pause: float, waits: bool
):
    """One process with one thread, busy with a slow request and another waiting: gthread answers the health check
    after both; production's worker at once, even when the request comes a while after its connection (its worker
    has accepted the connection before knowing what it asks)."""
    with served(worker, tmp_path) as port:
        slow = [threading.Thread(target=get, args=(port, "/lento/")) for _ in range(2)]
        for thread in slow:
            thread.start()
            time.sleep(0.2)
        status, took = get(port, "/salud/", pause)
        assert status == 200
        assert (took > SLOW) is waits, took
        if not waits:
            assert took < SLOW / 3
        for thread in slow:
            thread.join()


@pytest.mark.parametrize("keepalive", ["2", "0"])
@pytest.mark.parametrize(("worker", "holds"), [(CONFIG["worker_class"], False), ("gthread", True)])
def test_a_connection_that_sends_nothing_holds_no_thread_and_is_closed(
    tmp_path: Path, worker: str, holds: bool, keepalive: str
):
    """It waits in the poller, and is closed after 5 s whatever the keep-alive (a request sent 0.2 s after its
    connection is still served with none); gthread keeps its only thread waiting for it 5 s, and the next request
    with it."""
    with served(worker, tmp_path, keepalive) as port, socket.create_connection(("127.0.0.1", port)) as silent:
        time.sleep(0.2)
        status, took = get(port, "/rapido/", pause=0.2)
        assert status == 200 and (took > 3) is holds, took
        if holds:
            return
        silent.settimeout(10)
        started = time.perf_counter()
        assert silent.recv(1) == b""
        assert time.perf_counter() - started < 7


def test_gunicorn_alone_serves_the_sites_health_check(tmp_path: Path):
    """``gunicorn`` with production's settings file and the site itself (README, «Producción»)."""
    port = free_port()
    production = {
        "GUNICORN_BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": "1",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
    }
    with gunicorn([], ROOT, production, port):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        connection.request("GET", "/salud/")
        response = connection.getresponse()
        assert (response.status, response.read()) == (200, b"ok\n")
