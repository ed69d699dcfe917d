"""Solver figures (issue #19): the open-hand solve of random endings, every legal card valued, and how its time
grows with the tricks left; then the sampled solve for one seat, and its estimate while a monte lasts. Medians of
wall-clock time and of the process's CPU time (the machine is shared: the CPU time is the steadier of the two)."""

from __future__ import annotations

import random
import statistics
import time

import games

# (label, game, players, cards each, tricks played first, endings, target in ms, the maker where one is needed)
CASES: tuple[tuple[str, str, int, int, int, int, int, int | None], ...] = (
    ("Tresillo desde la baza 3 (7 bazas)", "tresillo", 3, 9, 2, 20, 50, 0),
    ("Tresillo desde la baza 1 (9 bazas)", "tresillo", 3, 9, 0, 10, 1000, 0),
    ("Tute entre dos tras el monte (7 bazas)", "tute", 2, 7, 0, 20, 100, None),
    ("Guiñote tras el monte (6 bazas)", "guinote", 4, 6, 0, 20, 100, None),
)


def endings(slug: str, players: int, size: int, played: int, count: int) -> list[games.Position]:
    """Random deals of ``size`` cards each, with ``played`` tricks played at random first (seeded)."""
    rng = random.Random(19)
    rules = games.GAMES[slug].rules
    found = []
    for _ in range(count):
        deck = list(rules.deck)
        rng.shuffle(deck)
        hands = [[card.code for card in deck[seat * size : (seat + 1) * size]] for seat in range(players)]
        position = games.position(slug, hands=hands, trump=rng.choice("OCEB"), leader=rng.randrange(players))
        for _ in range(played * players):
            position = position.play(rng.choice(position.legal_plays()))
        found.append(position)
    return found


def timed(positions: list[games.Position], maker: int | None) -> tuple[float, float, float, int]:
    """Median wall and CPU milliseconds, the slowest wall time, and the median positions searched."""
    walls, cpus, nodes = [], [], []
    for position in positions:
        wall, cpu = time.perf_counter(), time.process_time()
        solution = games.solve(position, maker=maker)
        cpus.append((time.process_time() - cpu) * 1000)
        walls.append((time.perf_counter() - wall) * 1000)
        nodes.append(solution.nodes)
    return statistics.median(walls), statistics.median(cpus), max(walls), int(statistics.median(nodes))


def growth(slug: str, players: int, size: int, maker: int | None, count: int) -> list[str]:
    """One line per number of tricks left: the median times of a full solve."""
    lines = []
    for left in range(1, size + 1):
        wall, cpu, worst, nodes = timed(endings(slug, players, size, size - left, count), maker)
        lines.append(
            f"  {left} bazas: {wall:8.1f} ms ({cpu:7.1f} ms CPU, máx. {worst:7.1f} ms), {nodes} posiciones"
        )
    return lines


def for_seat() -> str:
    """The sampled solve of a Tresillo seat with 7 tricks left, within the Pista's 300 ms."""
    position = endings("tresillo", 3, 9, 2, 1)[0]
    seat = position.to_move
    assert seat is not None
    played = set(games.GAMES["tresillo"].rules.deck) - {card for hand in position.hands for card in hand}
    start = time.perf_counter()
    seen = games.solve_for_seat(
        "tresillo",
        seat,
        [card.code for card in position.hand],
        [len(hand) for hand in position.hands],
        trump=position.trump.value if position.trump else None,
        played=[card.code for card in played],
        maker=0,
        samples=1000,
        budget=0.3,
    )
    wall = (time.perf_counter() - start) * 1000
    return (
        f"solve_for_seat, Tresillo con 7 bazas, presupuesto 300 ms: {seen.samples} repartos en {wall:.0f} ms"
    )


def estimated() -> str:
    """The estimate of a Guiñote seat while the monte lasts (the review's and the Pista's), within 100 ms."""
    hand = games.new_hand("guinote", seed=19)
    seat = hand.to_move
    assert seat is not None
    start = time.perf_counter()
    found = games.estimate_for_seat(hand.view(seat), samples=1000, budget=0.1)
    wall = (time.perf_counter() - start) * 1000
    assert found is not None
    return (
        f"estimate_for_seat, Guiñote con monte, presupuesto 100 ms: {found.samples} repartos en {wall:.0f} ms"
    )


def run() -> list[str]:
    lines = ["Resolvedor a manos vistas (mediana de cada jugada legal valorada):"]
    for label, slug, players, size, played, count, target, maker in CASES:
        wall, cpu, worst, nodes = timed(endings(slug, players, size, played, count), maker)
        lines.append(
            f"{label}: {wall:.1f} ms ({cpu:.1f} ms CPU; objetivo ≤ {target} ms; máx. {worst:.0f} ms; "
            f"{nodes} posiciones; {count} finales)"
        )
    lines.append("Tresillo, tiempo por bazas que quedan (10 finales cada una):")
    lines += growth("tresillo", 3, 9, 0, 10)
    lines.append("Guiñote, tiempo por bazas que quedan (10 finales cada una):")
    lines += growth("guinote", 4, 6, None, 10)
    lines.append(for_seat())
    lines.append(estimated())
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
