"""The games of combinaciones (the Chinchón): *experto* against *principiante*, and partidas per second.

2,000 seeded partidas mano a mano, the experto in the first seat on even seeds and in the second on odd ones: the
share of partidas each level wins. Then 200 partidas with expertos at every seat are timed, with two and with four
players: partidas and deals per second.
"""

from __future__ import annotations

import time
from typing import Any

import games

PARTIDAS = 2000
TIMED = 200
GAME = "chinchon"


def play(players: int, seed: int, levels: list[str]) -> games.Hand[Any, Any]:
    """One partida from the first deal to the result, each seat played by the bot of its level."""
    hand = games.new_hand(GAME, seed=seed, players=players)
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(games.choose(hand.view(seat), levels[seat]))
    return hand


def measure(partidas: int = PARTIDAS) -> list[str]:
    wins = dict.fromkeys(games.LEVELS, 0)
    for seed in range(partidas):
        levels = ["experto", "principiante"] if seed % 2 == 0 else ["principiante", "experto"]
        result = play(2, seed, levels).result()
        assert result is not None
        for seat in result.winners:
            wins[levels[seat]] += 1
    lines = [f"{GAME} (2 jugadores): {partidas} partidas, experto contra principiante"]
    lines += [f"  {level:<13} gana {wins[level] / partidas:.1%} de las partidas" for level in games.LEVELS]
    return lines


def speed(players: int, partidas: int = TIMED) -> str:
    start = time.perf_counter()
    deals = sum(len(play(players, seed, ["experto"] * players).view(0).deals) for seed in range(partidas))
    elapsed = time.perf_counter() - start
    return (
        f"{GAME} ({players} jugadores): {partidas / elapsed:.1f} partidas y {deals / elapsed:.0f} manos por segundo "
        "con bots expertos"
    )


def run() -> list[str]:
    return [*measure(), speed(2), speed(4)]


if __name__ == "__main__":
    print("\n".join(run()))
