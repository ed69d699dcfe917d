"""A part of ``make bench`` that sets Django up runs in a Python process of its own (``python -m <part> --medir``).

Django reads its settings once per process. ``make bench`` runs every part in one process, so a part that set Django
up there would hand its settings to every part after it. A later part's throwaway database would then be ignored, and
it would write to the first part's database instead, or to the developer's own ``db.sqlite3`` when the first part
named none.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Given to the part's module: measure here. A part whose script does more, as the table's (it starts PostgreSQL and
# runs itself twice), tells the two apart by it; the others measure either way.
MEASURE = "--medir"


def in_own_process(module: str, title: str, env: Mapping[str, str] | None = None) -> list[str]:
    """The lines ``module`` prints when run with :data:`MEASURE` in a new process (with ``env`` added to this
    one's), or one line that says, under ``title``, how it failed."""
    done = subprocess.run(
        [sys.executable, "-m", module, MEASURE],
        cwd=ROOT,
        env=os.environ | dict(env or {}),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        return [f"{title}: el proceso falló ({done.stderr.strip()[-300:]})"]
    return done.stdout.splitlines()
