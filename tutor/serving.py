"""gunicorn's threaded worker, with the health check answered by a thread of its own (``gunicorn.conf.py``).

gthread hands every request to one pool of threads, first come, first served. Once every thread is busy with plays,
``/salud/`` waits behind all the plays queued before it: in the load benchmark's run of 100 players without pause it
took p50 80–190 ms and p95 0.5–1.4 s, and a load balancer that gives up sooner takes a busy but healthy server out of
service. This worker reads the first bytes of each request without taking them (``MSG_PEEK``): a ``GET`` or ``HEAD``
of the health check goes to a thread kept for it, everything else to the pool as before. A new connection whose
request has not arrived yet waits for it in the worker's poller, where gthread keeps the connections that are slow
to send theirs, instead of in a thread of the pool. Each request is served by gthread's own ``handle``, whichever
thread runs it.

Every thread starts with the worker and opens its database connection then (``connect``), where gthread starts a
thread only when all the others are busy. In the load benchmark's run of 20 players, a play that came to a thread not
yet connected took 11–18 ms, against 5 ms for the others: 3 of its 19 slowest plays.
"""

from __future__ import annotations

import selectors
import socket
import threading
import time
from concurrent import futures
from contextlib import suppress
from functools import partial
from typing import Any

from django.db import connection
from gunicorn.workers.gthread import DEFAULT_WORKER_DATA_TIMEOUT, ThreadWorker

HEALTH_CHECK = (b"GET /salud/ ", b"HEAD /salud/ ")


def first_bytes(sock: socket.socket) -> bytes | None:
    """The first bytes waiting on ``sock``, left there for the request's reader; None when nothing has arrived yet.
    Empty when there is nothing to tell: the client has gone, or the socket cannot be peeked at (TLS)."""
    try:
        return sock.recv(max(map(len, HEALTH_CHECK)), socket.MSG_PEEK | socket.MSG_DONTWAIT)
    except BlockingIOError:
        return None
    except (OSError, ValueError):
        return b""


def connect() -> None:
    """Open this thread's database connection (kept as ``CONN_MAX_AGE`` says). Whatever fails here (a database
    not reachable yet, an app that is not this site) is left to the first request that needs the database, which
    fails or connects as it did before: a thread whose start raised would break the whole pool."""
    with suppress(Exception):
        connection.ensure_connection()


def start_all(threads: futures.ThreadPoolExecutor, size: int) -> None:
    """Start the ``size`` threads of ``threads`` now (each runs the pool's initializer), rather than one by one as
    tasks find every started thread busy."""
    # Tasks that wait for each other, so that none finds a thread idle; they give up after a while (a thread that
    # could not start must not hold the others).
    together = threading.Barrier(size, timeout=30)
    for _ in range(size):
        threads.submit(together.wait)


class Worker(ThreadWorker):  # type: ignore[misc]  # gunicorn ships no types
    """gthread with one more thread, for the health check, and every thread connected before the first request."""

    def init_process(self) -> None:
        self.health = futures.ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="salud", initializer=connect
        )
        super().init_process()

    def get_thread_pool(self) -> futures.ThreadPoolExecutor:
        return futures.ThreadPoolExecutor(max_workers=self.cfg.threads, initializer=connect)

    def run(self) -> None:
        """Start the threads once the site is loaded (the database's settings with it), then serve."""
        start_all(self.tpool, self.cfg.threads)
        start_all(self.health, 1)
        super().run()

    def enqueue_req(self, conn: Any) -> None:
        """Hand the request on ``conn`` to the health check's thread or to the pool (gthread's own), or wait for
        it first (a connection just accepted)."""
        start = first_bytes(conn.sock)
        if start is None and not conn.initialized:
            self.wait_for_request(conn)
        elif start and start.startswith(HEALTH_CHECK):
            served = self.health.submit(self.handle, conn)
            served.add_done_callback(lambda done: self.method_queue.defer(self.finish_request, conn, done))
        else:
            super().enqueue_req(conn)

    def wait_for_request(self, conn: Any) -> None:
        """Put ``conn`` in the poller until its request arrives, as gthread does with a connection that is slow to
        send it, and close it if nothing comes within the time gthread gives a new connection (5 s; not the
        keep-alive's, which may be 0)."""
        conn.sock.setblocking(False)
        conn.timeout = time.monotonic() + DEFAULT_WORKER_DATA_TIMEOUT
        self.pending_conns.append(conn)
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self.on_pending_socket_readable, conn))
