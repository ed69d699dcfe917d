"""The games of bazas (:data:`games.hands.BAZA_GAMES`): *experto* against *principiante*, and partidas per second.

For every game and number of players, 2,000 seeded partidas. Partners are of one level, the experto side changing
every partida; in games each for himself, even seeds seat one experto among principiantes and odd seeds one
principiante among expertos, the odd one out changing seat every partida. For each level: the share of
seat-partidas won (the seat is among the result's winners) and, where the game pays tantos, the mean tantos per
seat-partida. Then 200 partidas with expertos at every seat are timed: partidas and rondas (hands) per second.
"""

from __future__ import annotations

import time

import games
from games import bots
from games.hands import BAZA_GAMES, BazaHand

PARTIDAS = 2000
TIMED = 200


def play(game: str, players: int, seed: int, levels: list[str]) -> BazaHand:
    """One partida from the first deal to the result, each seat played by the bot of its level."""
    hand = games.new_hand(game, seed=seed, players=players)
    assert isinstance(hand, BazaHand)
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(bots.choose(hand.view(seat), levels[seat]))
    return hand


def levels_for(hand: BazaHand, seed: int) -> list[str]:
    sides = hand.view(0).sides
    players = len(sides)
    if max(sides) + 1 < players:  # partners: one side of expertos
        experts = seed % (max(sides) + 1)
        return ["experto" if sides[seat] == experts else "principiante" for seat in range(players)]
    odd = (seed // 2) % players
    lone, rest = ("experto", "principiante") if seed % 2 == 0 else ("principiante", "experto")
    return [lone if seat == odd else rest for seat in range(players)]


def measure(game: str, players: int, partidas: int = PARTIDAS) -> list[str]:
    seats = dict.fromkeys(bots.LEVELS, 0)
    wins = dict.fromkeys(bots.LEVELS, 0)
    tantos = dict.fromkeys(bots.LEVELS, 0)
    paid = False
    for seed in range(partidas):
        levels = levels_for(games.new_hand(game, seed=seed, players=players), seed)
        result = play(game, players, seed, levels).result()
        assert result is not None
        paid = paid or bool(result.transfers)
        for seat, level in enumerate(levels):
            seats[level] += 1
            wins[level] += seat in result.winners
            tantos[level] += result.payments[seat]
    lines = [f"{game} ({players} jugadores): {partidas} partidas, experto contra principiante"]
    for level in bots.LEVELS:
        money = f", {tantos[level] / seats[level]:+.2f} tantos por partida" if paid else ""
        lines.append(f"  {level:<13} gana {wins[level] / seats[level]:.1%} de sus partidas{money}")
    return lines


def speed(game: str, players: int, partidas: int = TIMED) -> str:
    start = time.perf_counter()
    rondas = 0
    for seed in range(partidas):
        rondas += max(1, len(play(game, players, seed, ["experto"] * players).view(0).rondas))
    elapsed = time.perf_counter() - start
    return (
        f"{game} ({players} jugadores): {partidas / elapsed:.0f} partidas y {rondas / elapsed:.0f} rondas por "
        "segundo con bots expertos"
    )


def configs() -> list[tuple[str, int]]:
    return [(game, players) for game, rules in sorted(BAZA_GAMES.items()) for players in rules.players]


def run() -> list[str]:
    lines: list[str] = []
    for game, players in configs():
        lines += measure(game, players)
    lines += [speed(game, players) for game, players in configs()]
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
