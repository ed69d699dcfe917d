"""The engine is pure Python: importing it loads no Django."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_games_loads_no_django_module():
    code = (
        "import sys, games\n"
        "games.position('tresillo', hands=[['1E'], ['2O'], ['3C']], trump='O').legal_plays()\n"
        "bad = sorted(m for m in sys.modules if m == 'django' or m.startswith(('django.', 'tutor')))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_games_imports_only_the_standard_library():
    stdlib = set(sys.stdlib_module_names)
    for path in (ROOT / "games").rglob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            words = line.split()
            if len(words) >= 2 and words[0] in ("import", "from") and not line.startswith(" "):
                top = words[1].split(".")[0]
                assert top in stdlib or top in ("games", "__future__"), f"{path.name}: {line}"
