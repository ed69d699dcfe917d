"""``make bench`` runs every part in one process: the parts that set Django up do it in a process of their own
(benchmarks/process.py), or the first would hand its settings, and its database, to every part after it."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from typing import Any

import django
import pytest

from benchmarks import classes, content, learn, load, process, review, table

DJANGO_PARTS = (review, learn, classes, content, table)


def no_postgres() -> Iterator[str]:
    """``load.postgres`` on a machine that cannot start PostgreSQL: it says so as it is called."""
    raise SystemExit("no hay PostgreSQL en esta prueba")


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The commands the parts start, each answering one line; Django may not be set up in this process."""
    commands: list[list[str]] = []

    def run(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        commands.append(command)
        return subprocess.CompletedProcess(command, 0, stdout="cifras\n", stderr="")

    def setup(*args: object, **kwargs: object) -> None:
        pytest.fail("a part set Django up in make bench's own process")

    monkeypatch.setattr(subprocess, "run", run)
    monkeypatch.setattr(django, "setup", setup)
    monkeypatch.setattr(load, "postgres", no_postgres)
    return commands


@pytest.mark.parametrize("part", DJANGO_PARTS, ids=lambda part: part.__name__)
def test_a_part_that_sets_django_up_measures_in_a_process_of_its_own(part: Any, started: list[list[str]]):
    lines = list(part.run())
    assert "cifras" in lines
    assert started
    assert all(command[1:] == ["-m", part.__name__, process.MEASURE] for command in started)


def test_a_part_whose_process_fails_says_so_in_one_line(monkeypatch: pytest.MonkeyPatch):
    def run(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess(
            command, 1, stdout="a medias\n", stderr="Traceback…\nKeyError: 'x'"
        )

    monkeypatch.setattr(subprocess, "run", run)
    [line] = process.in_own_process("benchmarks.learn", "Aprende a jugar")
    assert line.startswith("Aprende a jugar") and "KeyError: 'x'" in line and "a medias" not in line
