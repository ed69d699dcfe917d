"""The Mus: the experto pair against the principiante pair over 2,000 seeded juegos, and juegos per second.

Each juego (a whole Hand, to 40 piedras) seats the expertos on side 1 (asientos 1 and 3) for even seeds and on
side 2 for odd seeds. The experto pair's share of juegos won is printed with the mean piedras of each pair, then
200 juegos with expertos at every seat are timed: juegos and manos per second.
"""

from __future__ import annotations

import sys
import time
from typing import Any

import games
from benchmarks import bazas

JUEGOS = 2000
TIMED = 200


def play(seed: int, levels: list[str], players: int = 4) -> games.Hand[Any, Any]:
    """One juego from the first deal to the result, each seat played by the bot of its level."""
    hand: games.Hand[Any, Any] = bazas.play("mus", players, seed, levels)
    return hand


def measure(juegos: int = JUEGOS, players: int = 4) -> list[str]:
    won = 0
    piedras = dict.fromkeys(games.LEVELS, 0)
    for seed in range(juegos):
        experts = seed % 2
        levels = ["experto" if seat % 2 == experts else "principiante" for seat in range(players)]
        hand = play(seed, levels, players)
        result = hand.result()
        assert result is not None
        won += experts in {seat % 2 for seat in result.winners}
        scores = hand.view(0).scores
        piedras["experto"] += scores[experts]
        piedras["principiante"] += scores[1 - experts]
    return [
        f"mus ({players} jugadores): {juegos} juegos, pareja experta contra pareja principiante",
        f"  la pareja experta gana {won / juegos:.1%} de los juegos",
        *(f"  {level:<13} {piedras[level] / juegos:.1f} piedras por juego" for level in games.LEVELS),
    ]


def speed(juegos: int = TIMED) -> str:
    start = time.perf_counter()
    manos = sum(len(play(seed, ["experto"] * 4).view(0).manos) for seed in range(juegos))
    elapsed = time.perf_counter() - start
    return f"mus (4 jugadores): {juegos / elapsed:.1f} juegos y {manos / elapsed:.0f} manos por segundo con bots expertos"


def run(juegos: int = JUEGOS) -> list[str]:
    return [*measure(juegos), speed()]


if __name__ == "__main__":
    print("\n".join(run(int(sys.argv[1]) if len(sys.argv) > 1 else JUEGOS)))
