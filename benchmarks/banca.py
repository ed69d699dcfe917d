"""The Siete y medio (the family ``banca``): *experto* against *principiante*, and rounds per second.

2,000 seeded sessions of four players: even seeds seat one experto among principiantes and odd seeds one
principiante among expertos, the odd one out changing seat every session (as :mod:`benchmarks.bazas` does). For each
level: the mean tantos per seat and round, and the share of seat-sessions won. Then 200 sessions with expertos at
every seat are timed: sessions and rounds per second (of wall clock and of CPU).
"""

from __future__ import annotations

import time

import games
from benchmarks.bazas import levels_for, play
from games.banca.hand import ROUNDS

GAME = "siete-y-medio"
PLAYERS = 4
SESSIONS = 2000
TIMED = 200


def measure(sessions: int = SESSIONS) -> list[str]:
    seats = dict.fromkeys(games.LEVELS, 0)
    wins = dict.fromkeys(games.LEVELS, 0)
    tantos = dict.fromkeys(games.LEVELS, 0)
    for seed in range(sessions):
        levels = levels_for(games.new_hand(GAME, seed=seed, players=PLAYERS), seed)
        result = play(GAME, PLAYERS, seed, levels).result()
        assert result is not None
        for seat, level in enumerate(levels):
            seats[level] += 1
            wins[level] += seat in result.winners
            tantos[level] += result.payments[seat]
    lines = [
        f"{GAME} ({PLAYERS} jugadores): {sessions} sesiones de {ROUNDS} rondas, experto contra principiante"
    ]
    for level in games.LEVELS:
        per_round = tantos[level] / seats[level] / ROUNDS
        lines.append(
            f"  {level:<13} {per_round:+.3f} tantos por ronda, gana {wins[level] / seats[level]:.1%} de sus sesiones"
        )
    return lines


def speed(sessions: int = TIMED) -> str:
    """Sessions and rounds per second with expertos at every seat, by the wall clock and by this process's CPU time
    (the machine may be shared)."""
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(sessions):
        play(GAME, PLAYERS, seed, ["experto"] * PLAYERS)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    rounds = sessions * ROUNDS
    return (
        f"{GAME} ({PLAYERS} jugadores): {sessions / wall:.0f} sesiones y {rounds / wall:.0f} rondas por segundo con "
        f"bots expertos ({rounds / cpu:.0f} rondas por segundo de CPU)"
    )


def run() -> list[str]:
    return [*measure(), speed()]


if __name__ == "__main__":
    print("\n".join(run()))
