"""gunicorn's settings, read from the working directory (``gunicorn`` alone serves the site): threaded workers, so
that ``/salud/`` and the light pages are answered by a free thread instead of queueing behind the plays, and a
thread kept for ``/salud/`` when none is free (tutor/serving.py). Each setting may be overridden on the command line
or by the variables below."""

from __future__ import annotations

import gc
import os

wsgi_app = "tutor.wsgi"
bind = os.environ.get("GUNICORN_BIND", "0.0.0.0:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))
worker_class = "tutor.serving.Worker"
threads = int(os.environ.get("GUNICORN_THREADS", "4"))


def post_worker_init(worker: object) -> None:
    """Import the views and compile the templates before the worker takes its first request (tutor/warmup.py);
    then leave what is loaded out of the garbage collector's scans: it lives as long as the worker, and a full
    collection of it (about 110,000 objects) took 35–45 ms, paid by whichever request was running."""
    from tutor.warmup import warm_up

    warm_up()
    gc.collect()
    gc.freeze()
