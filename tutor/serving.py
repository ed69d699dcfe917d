"""gunicorn's threaded worker, with the health check answered by a thread of its own (``gunicorn.conf.py``).

gthread hands every request to one pool of threads, first come, first served. Once every thread is busy with plays,
``/salud/`` waits behind all the plays queued before it: in the load benchmark's run of 100 players without pause it
took p50 80–190 ms and p95 0.5–1.4 s, and a load balancer that gives up sooner takes a busy but healthy server out of
service. This worker reads the first bytes of each request without taking them (``MSG_PEEK``): a ``GET`` or ``HEAD``
of the health check goes to a thread kept for it, everything else to the pool as before. A request whose first
bytes have not arrived when it is accepted goes to the pool too (the pool is free then: a busy worker reaches its
sockets late). Each request is served by gthread's own ``handle``, whichever thread runs it.
"""

from __future__ import annotations

import socket
from concurrent import futures
from typing import Any

from gunicorn.workers.gthread import ThreadWorker

HEALTH_CHECK = (b"GET /salud/ ", b"HEAD /salud/ ")


def asks_health(sock: socket.socket) -> bool:
    """Whether the request waiting on ``sock`` is the health check, its bytes left for the request's reader. False,
    without waiting, when nothing has arrived yet or the socket cannot be peeked at (a TLS socket)."""
    try:
        start = sock.recv(max(map(len, HEALTH_CHECK)), socket.MSG_PEEK | socket.MSG_DONTWAIT)
    except (OSError, ValueError):
        return False
    return start.startswith(HEALTH_CHECK)


class Worker(ThreadWorker):  # type: ignore[misc]  # gunicorn ships no types
    """gthread with one more thread, for the health check."""

    def init_process(self) -> None:
        self.health = futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="salud")
        super().init_process()

    def enqueue_req(self, conn: Any) -> None:
        """Hand the request on ``conn`` to the health check's thread, or to the pool (gthread's own)."""
        if not asks_health(conn.sock):
            super().enqueue_req(conn)
            return
        served = self.health.submit(self.handle, conn)
        served.add_done_callback(lambda done: self.method_queue.defer(self.finish_request, conn, done))
