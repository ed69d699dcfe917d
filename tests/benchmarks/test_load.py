"""The load benchmark's arithmetic (benchmarks/load.py): the interval it gives the ratio of the two p95s."""

from __future__ import annotations

import random

from benchmarks.load import percentile, ratio_interval


def spread(rng: random.Random, count: int, scale: float) -> list[float]:
    """``count`` latencies around ``scale``, skewed to the right as a server's are."""
    return [scale * rng.lognormvariate(0, 0.4) for _ in range(count)]


def test_the_interval_holds_the_true_ratio():
    rng = random.Random(3)
    health, plays = spread(rng, 950, 1.0), spread(rng, 380, 3.0)
    low, high = ratio_interval(plays, health)
    assert low <= percentile(plays, 0.95) / percentile(health, 0.95) <= high
    assert low < 3 < high


def test_more_requests_narrow_the_interval():
    rng = random.Random(4)
    health, plays = spread(rng, 950, 1.0), spread(rng, 380, 3.0)
    low, high = ratio_interval(plays, health)
    more_low, more_high = ratio_interval(plays * 4, health * 4)
    assert more_high - more_low < (high - low) * 0.7


def test_the_same_requests_give_one():
    rng = random.Random(5)
    health = spread(rng, 950, 1.0)
    low, high = ratio_interval(health, health)
    assert low <= 1 <= high
