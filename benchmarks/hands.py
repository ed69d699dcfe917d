"""Whole hands with computer players: *experto* against *principiante*, and hands per second with *experto* bots.

``run()`` returns the lines to print. For every game of :data:`games.HAND_GAMES` it plays 2,000 seeded hands at
mixed tables (even seeds: one experto against two principiantes; odd seeds: two expertos against one principiante;
the odd one out changes seat every hand), and reports for each level the share of seat-hands won (the seat is
among the result's winners), the mean tantos per seat-hand, and how often a Jugador of that level won his game.
Then it times 500 hands with experto bots at every seat.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import games
from games import bots

HANDS = 2000
TIMED_HANDS = 500


def play(game: str, seed: int, levels: list[str]) -> games.hands.HandResult:
    """One hand from the deal to the payments, each seat played by the bot of its level."""
    hand = games.new_hand(game, seed=seed)
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(bots.choose(hand.view(seat), levels[seat]))
    result = hand.result()
    assert result is not None
    return result


def mixed(seed: int, players: int) -> list[str]:
    odd = (seed // 2) % players
    if seed % 2 == 0:
        return ["experto" if seat == odd else "principiante" for seat in range(players)]
    return ["principiante" if seat == odd else "experto" for seat in range(players)]


def measure(game: str, hands: int = HANDS, table: Callable[[int, int], list[str]] = mixed) -> list[str]:
    players = games.HAND_GAMES[game].players[0]
    seats = dict.fromkeys(bots.LEVELS, 0)
    wins = dict.fromkeys(bots.LEVELS, 0)
    tantos = dict.fromkeys(bots.LEVELS, 0)
    played = dict.fromkeys(bots.LEVELS, 0)
    made = dict.fromkeys(bots.LEVELS, 0)
    for seed in range(hands):
        levels = table(seed, players)
        result = play(game, seed, levels)
        for seat, level in enumerate(levels):
            seats[level] += 1
            wins[level] += seat in result.winners
            tantos[level] += result.payments[seat]
        if result.jugador is not None:
            level = levels[result.jugador]
            played[level] += 1
            made[level] += result.jugador in result.winners
    lines = [f"{game}: {hands} manos, mesas mixtas (experto contra principiante)"]
    for level in bots.LEVELS:
        jugador = f"{made[level] / played[level]:.0%} de {played[level]}" if played[level] else "nunca"
        lines.append(
            f"  {level:<13} gana {wins[level] / seats[level]:.1%} de sus manos, "
            f"{tantos[level] / seats[level]:+.2f} tantos por mano; como Jugador gana {jugador}"
        )
    return lines


def speed(game: str, hands: int = TIMED_HANDS) -> str:
    players = games.HAND_GAMES[game].players[0]
    start = time.perf_counter()
    for seed in range(hands):
        play(game, seed, ["experto"] * players)
    elapsed = time.perf_counter() - start
    return f"{game}: {hands / elapsed:.0f} manos enteras por segundo con bots expertos (subasta a pagos)"


def run() -> list[str]:
    lines: list[str] = []
    for game in sorted(games.HAND_GAMES):
        lines += measure(game)
    lines += [speed(game) for game in sorted(games.HAND_GAMES)]
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
