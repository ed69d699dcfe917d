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
from pathlib import Path

import pytest
from gunicorn.workers.gthread import ThreadWorker

from benchmarks.load import free_port, wait_for
from tests.tutor.slow_wsgi import SLOW
from tutor.serving import Worker, asks_health

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
    assert asks_health(server) is health
    assert server.recv(len(sent)) == sent


def test_a_request_not_arrived_yet_goes_to_the_pool_without_waiting(
    pair: tuple[socket.socket, socket.socket],
):
    _, server = pair
    server.setblocking(True)  # as gunicorn leaves an accepted socket
    started = time.perf_counter()
    assert not asks_health(server)
    assert time.perf_counter() - started < 0.1


def get(port: int, path: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path)
    response = connection.getresponse()
    response.read()
    return response.status


@pytest.mark.parametrize(("worker", "waits"), [(CONFIG["worker_class"], False), ("gthread", True)])
def test_the_health_check_does_not_wait_behind_a_busy_pool(tmp_path: Path, worker: str, waits: bool):
    """One process with one thread, busy with a slow request and another waiting: gthread answers the health check
    after both; production's worker at once."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", "--workers", "1", "--threads", "1"]
        + ["--worker-class", worker, "tests.tutor.slow_wsgi:app"],
        cwd=tmp_path,  # no gunicorn.conf.py here: the settings are these alone
        env=os.environ | {"PYTHONPATH": str(ROOT)},
    )
    try:
        wait_for(port)
        slow = [threading.Thread(target=get, args=(port, "/lento/")) for _ in range(2)]
        for thread in slow:
            thread.start()
            time.sleep(0.2)
        started = time.perf_counter()
        assert get(port, "/salud/") == 200
        took = time.perf_counter() - started
        assert (took > SLOW) is waits, took
        if not waits:
            assert took < SLOW / 3
        for thread in slow:
            thread.join()
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_gunicorn_alone_serves_the_sites_health_check(tmp_path: Path):
    """``gunicorn`` with production's settings file and the site itself (README, «Producción»)."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn"],
        cwd=ROOT,
        env=os.environ
        | {
            "GUNICORN_BIND": f"127.0.0.1:{port}",
            "WEB_CONCURRENCY": "1",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        },
    )
    try:
        wait_for(port)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        connection.request("GET", "/salud/")
        response = connection.getresponse()
        assert (response.status, response.read()) == (200, b"ok\n")
    finally:
        server.terminate()
        server.wait(timeout=30)
