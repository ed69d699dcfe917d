"""The engine is pure Python: importing it loads no Django."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


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
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in stdlib or top in ("games", "__future__"), f"{path.name}: import {name}"
