"""«Repasa la mano»: the time the review takes, per decision of the learner and per whole hand, over hands of every
game played to the end (the learner's seat by the principiante, the others by the experto), in-process and without
a database. Targets (issue #19): ≤ 300 ms per decision, ≤ 3 s per hand."""

from __future__ import annotations

import os
import random
import statistics

import games
from benchmarks.process import in_own_process

SEEDS = range(1, 5)
SEAT = 0


def run() -> list[str]:
    return in_own_process("benchmarks.review", "Repasa la mano")


def measure() -> list[str]:
    """The figures, in this process (which it sets Django up in)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tutor.settings")
    import django

    django.setup()
    from tutor.practice.models import PracticeHand
    from tutor.practice.review import review
    from tutor.practice.table import bots_move, start

    decisions: list[float] = []
    lines = [
        "Repasa la mano: ms por decisión (mediana, peor) y por mano (mediana, peor); marcas (y estimadas)"
    ]
    worst_hand = 0.0
    for slug in games.GAMES:
        hands: list[float] = []
        mine: list[float] = []
        marks: dict[str, int] = {}
        for seed in SEEDS:
            hand = start(slug, seed, SEAT, "experto")
            rng = random.Random(seed)
            while not hand.is_over:
                hand = bots_move(
                    hand.apply(games.choose(hand.view(SEAT), "principiante", rng)), SEAT, "experto"
                )
            record = PracticeHand(game=slug, seed=seed, seat=SEAT, level="experto", notation=hand.notation)
            result = review(record, hand)
            hands.append(result.seconds * 1000)
            mine += [d.seconds * 1000 for d in result.decisions]
            for d in result.decisions:
                marks[d.mark] = marks.get(d.mark, 0) + 1
                if d.samples:
                    marks["estimadas"] = marks.get("estimadas", 0) + 1
        decisions += mine
        worst_hand = max(worst_hand, *hands)
        lines.append(
            f"  {slug:10} decisión {statistics.median(mine):6.1f} / {max(mine):6.1f}"
            f"   mano {statistics.median(hands):7.1f} / {max(hands):7.1f}   {marks}"
        )
    lines.append(
        f"  todas: decisión mediana {statistics.median(decisions):.1f} ms, peor {max(decisions):.1f} ms"
        f" (objetivo 300); peor mano {worst_hand:.0f} ms (objetivo 3000)"
    )
    return lines


if __name__ == "__main__":
    print("\n".join(measure()))
