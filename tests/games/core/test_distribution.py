"""The engine installs on its own: its wheel, in a fresh virtual environment without Django, runs the README's example."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import games

ROOT = Path(__file__).resolve().parents[3]


def readme_example() -> str:
    """The code of the README's «El motor en tres líneas»."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"### El motor en tres líneas\n.*?```python\n(.*?)```", readme, re.DOTALL)
    assert found, "the README has lost its example"
    return found.group(1)


def run(*command: str | Path, cwd: Path) -> str:
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.slow
def test_the_engine_wheel_installs_alone_and_runs_the_readme_example(tmp_path: Path):
    source = tmp_path / "src"  # building in a copy leaves no build/ or *.egg-info in the checkout
    shutil.copytree(ROOT / "games", source / "games", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", source)
    pip = (sys.executable, "-m", "pip", "--disable-pip-version-check")
    run(
        *pip,
        "wheel",
        "--no-deps",
        "--no-build-isolation",
        "--no-index",
        "-w",
        tmp_path / "dist",
        source,
        cwd=tmp_path,
    )
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    assert wheel.name == f"tapete_games-{games.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(f"tapete_games-{games.__version__}.dist-info/METADATA").decode()
    assert "Requires-Dist" not in metadata  # no dependency at all
    assert {name.split("/")[0] for name in names} == {"games", f"tapete_games-{games.__version__}.dist-info"}
    assert {"games/bazas/tute.py", "games/truco/rules.py", "games/core/registry.py", "games/py.typed"} <= set(
        names
    )

    run(sys.executable, "-m", "venv", "--without-pip", tmp_path / "venv", cwd=tmp_path)
    python = tmp_path / "venv" / "bin" / "python"
    run(*pip, "--python", python, "install", "--no-deps", "--no-index", "--quiet", wheel, cwd=tmp_path)

    check = (
        "import importlib.metadata, importlib.util, pathlib, sys, games\n"
        "print(importlib.util.find_spec('django') is None)\n"
        "print(games.__version__ == importlib.metadata.version('tapete-games'))\n"
        "print((pathlib.Path(games.__file__).parent / 'py.typed').is_file())\n"
        "print(pathlib.Path(games.__file__).is_relative_to(sys.prefix))\n"
    )
    assert run(python, "-I", "-c", check, cwd=tmp_path).split() == ["True"] * 4
    example = readme_example() + "print(pos.check_play('4C').code)\n"
    assert run(python, "-I", "-c", example, cwd=tmp_path).split() == ["arrastre"]
