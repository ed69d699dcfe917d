"""A WSGI app for tests/tutor/test_serving.py: ``/lento/`` keeps its thread :data:`SLOW` seconds, anything else
answers at once."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

SLOW = 1.5


def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    if environ["PATH_INFO"] == "/lento/":
        time.sleep(SLOW)
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [b"ok\n"]
