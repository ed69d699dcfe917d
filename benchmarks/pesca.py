"""The Escoba (the family ``pesca``): *experto* against *principiante*, and partidas per second.

For every number of players (and the pairs), 2,000 seeded partidas to 15. With pairs one side is of expertos,
changing every partida; each for himself, even seeds seat one experto among principiantes and odd seeds one
principiante among expertos, the odd one out changing seat every partida. For each level: the share of
seat-partidas won. Then 200 partidas with expertos at every seat are timed: partidas and deals per second.
"""

from __future__ import annotations

import time
from typing import Any

import games

PARTIDAS = 2000
TIMED = 200
CONFIGS: tuple[tuple[int, str | None], ...] = ((2, None), (3, None), (4, None), (4, "parejas"), (5, None))


def play(players: int, variant: str | None, seed: int, levels: list[str]) -> games.Hand[Any, Any]:
    """One partida from the first deal to the result, each seat played by the bot of its level."""
    hand = games.new_hand("escoba", seed=seed, players=players, variant=variant)
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(games.choose(hand.view(seat), levels[seat]))
    return hand


def levels_for(players: int, variant: str | None, seed: int) -> list[str]:
    if variant == "parejas":  # one pair of expertos
        return ["experto" if seat % 2 == seed % 2 else "principiante" for seat in range(players)]
    odd = (seed // 2) % players
    lone, rest = ("experto", "principiante") if seed % 2 == 0 else ("principiante", "experto")
    return [lone if seat == odd else rest for seat in range(players)]


def title(players: int, variant: str | None) -> str:
    return f"escoba{f' {variant}' if variant else ''} ({players} jugadores)"


def measure(players: int, variant: str | None, partidas: int = PARTIDAS) -> list[str]:
    seats = dict.fromkeys(games.LEVELS, 0)
    wins = dict.fromkeys(games.LEVELS, 0)
    for seed in range(partidas):
        levels = levels_for(players, variant, seed)
        result = play(players, variant, seed, levels).result()
        assert result is not None
        for seat, level in enumerate(levels):
            seats[level] += 1
            wins[level] += seat in result.winners
    lines = [f"{title(players, variant)}: {partidas} partidas, experto contra principiante"]
    lines += [
        f"  {level:<13} gana {wins[level] / seats[level]:.1%} de sus partidas" for level in games.LEVELS
    ]
    return lines


def speed(players: int, variant: str | None, partidas: int = TIMED) -> str:
    start = time.perf_counter()
    deals = 0
    for seed in range(partidas):
        deals += len(play(players, variant, seed, ["experto"] * players).view(0).deals)
    elapsed = time.perf_counter() - start
    return (
        f"{title(players, variant)}: {partidas / elapsed:.0f} partidas y {deals / elapsed:.0f} repartos por "
        "segundo con bots expertos"
    )


def run() -> list[str]:
    lines: list[str] = []
    for config in CONFIGS:
        lines += measure(*config)
    lines += [speed(*config) for config in CONFIGS]
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
