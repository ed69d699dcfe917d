"""The hint's sampled solve is bounded by time as well as by deals; tests lift the time bound so that a loaded
machine solves the same deals as a quiet one (the hint is then the same on every run)."""

from __future__ import annotations

import pytest

from games.core import advice


@pytest.fixture(autouse=True)
def same_deals_on_any_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(advice, "SOLVER_BUDGET", 1e9)
