"""Engine figures: ``legal_plays()`` calls per second on random mid-trick positions, and full random
trick-play hands per second, for every game."""

from __future__ import annotations

import random
import statistics
import time

import games


def deal(slug: str, rng: random.Random) -> games.Position:
    rules = games.GAMES[slug].rules
    players = rules.players[0] if slug != "tute" else 3
    size = rules.hand_size[players]
    deck = list(rules.deck)
    rng.shuffle(deck)
    hands = [[str(c) for c in deck[i * size : (i + 1) * size]] for i in range(players)]
    trump = rng.choice("OCEB") if rules.has_trumps else None
    return games.position(slug, hands=hands, trump=trump, leader=0)


def mid_trick_positions(slug: str, count: int, rng: random.Random) -> list[games.Position]:
    """Positions taken from random games, each with at least one card on the table."""
    found: list[games.Position] = []
    while len(found) < count:
        position = deal(slug, rng)
        while not position.is_over:
            position = position.play(rng.choice(position.legal_plays()))
            if position.trick and not position.is_trick_complete:
                found.append(position)
    return found[:count]


def legal_plays_rate(slug: str, rng: random.Random) -> tuple[float, float]:
    """Median seconds per call (over 7 batches) and calls per second."""
    positions = mid_trick_positions(slug, 2000, rng)
    batches = []
    for _ in range(7):
        start = time.perf_counter()
        for position in positions:
            position.legal_plays()
        batches.append((time.perf_counter() - start) / len(positions))
    median = statistics.median(batches)
    return median, 1 / median


def hands_rate(slug: str, rng: random.Random, seconds: float = 1.0) -> float:
    """Complete random trick-play hands (deal to last trick, every play checked) per second."""
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        position = deal(slug, rng)
        while not position.is_over:
            position = position.play(rng.choice(position.legal_plays()))
        done += 1
    return done / (time.perf_counter() - start)


def run() -> list[str]:
    rng = random.Random(2026)
    lines = [
        "Motor: legal_plays() en posiciones a media baza, y manos completas de juego de bazas al azar",
        f"{'juego':<10} {'mediana µs':>11} {'llamadas/s':>11} {'manos/s':>9}",
    ]
    for slug in sorted(slug for slug, game in games.GAMES.items() if game.plays_tricks):
        median, calls = legal_plays_rate(slug, rng)
        lines.append(f"{slug:<10} {median * 1e6:>11.2f} {calls:>11,.0f} {hands_rate(slug, rng):>9,.0f}")
    return lines


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
