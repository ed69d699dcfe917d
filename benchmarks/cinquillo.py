"""The Cinquillo and the Burro (the family ``cinquillo``): *experto* against *principiante*, and games per second.

2,000 seeded games of each configuration, seated as :mod:`benchmarks.bazas` seats games each for himself (one
experto among principiantes on even seeds, one principiante among expertos on odd ones): the share of seat-games
each level wins (the Cinquillo: the first out; the Burro: everybody but the burro). Then 200 games with expertos
at every seat are timed.
"""

from __future__ import annotations

import time

from benchmarks.bazas import measure, play, title

GAMES = 2000
TIMED = 200
CONFIGS: tuple[tuple[str, int, str | None], ...] = (
    ("cinquillo", 4, None),
    ("cinquillo", 4, "seises"),
    ("cinquillo", 4, "cabron"),
    ("burro", 4, None),
    ("burro", 2, None),
)


def speed(game: str, players: int, variant: str | None = None, count: int = TIMED) -> str:
    start = time.perf_counter()
    for seed in range(count):
        play(game, players, seed, ["experto"] * players, variant)
    elapsed = time.perf_counter() - start
    return f"{title(game, players, variant)}: {count / elapsed:.0f} partidas por segundo con bots expertos"


def run(count: int = GAMES) -> list[str]:
    lines: list[str] = []
    for config in CONFIGS:
        lines += measure(*config, partidas=count)
    lines += [speed(*config) for config in CONFIGS]
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
