"""*Pista* figures (issue #19): the time of the hint (the experto's action and its reason) per decision, over
random decisions of every game (seeded), median and slowest."""

from __future__ import annotations

import random
import statistics
import time

import games
from games.core.advice import advise
from games.core.cards import CARDS_BY_CODE

DECISIONS = 200


def decisions(count: int = DECISIONS, seed: int = 19) -> list[games.SeatView]:
    """``count`` views of the seat to move, taken in turn from every game of :data:`games.GAMES`: each a deal of a
    random player count and seed, played on by the principiante for a random number of actions (seeded)."""
    rng = random.Random(seed)
    slugs = sorted(games.GAMES)
    found: list[games.SeatView] = []
    while len(found) < count:
        slug = slugs[len(found) % len(slugs)]
        hand = games.new_hand(slug, seed=rng.randrange(10**6), players=rng.choice(games.GAMES[slug].players))
        for _ in range(rng.randrange(60)):
            if hand.to_move is None:
                break
            hand = hand.apply(games.choose(hand.view(hand.to_move), "principiante", rng))
        if hand.to_move is not None:
            found.append(hand.view(hand.to_move))
    return found


def run() -> list[str]:
    views = decisions()
    times, solved = [], []
    for view in views:
        start = time.perf_counter()
        _, why = advise(view)
        times.append((time.perf_counter() - start) * 1000)
        if why.solution is not None:
            solved.append(times[-1])
    cards = sum(1 for view in views if any(action in CARDS_BY_CODE for action in view.legal_actions))
    return [
        f"Pista en {len(views)} decisiones de todos los juegos ({cards} de carta): "
        f"mediana {statistics.median(times):.2f} ms, máximo {max(times):.1f} ms (objetivo ≤ 300 ms)",
        f"  de ellas {len(solved)} con el solver (repartos muestreados): "
        f"mediana {statistics.median(solved):.0f} ms, máximo {max(solved):.0f} ms",
    ]


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
