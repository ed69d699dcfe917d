"""The modern Tresillo's variants with computer players: *experto* against *principiante*, and hands per second.

``run()`` returns the lines to print. For every variant of the Tresillo's sit-down form (palo de favor, espada
forzada, contrabola, alcalde, penetro, chipolo) it plays ``HANDS`` seeded hands at the mixed tables of
:mod:`benchmarks.hands` (one experto against the others, then one principiante against expertos, the odd one out
changing seat), and reports each level's share of the seat-hands it won, its tantos per seat-hand, and how many
hands had a Jugador and how many played the variant's own lance; then it times ``TIMED_HANDS`` hands with experto
bots at every seat.

``python -m benchmarks.tresillo`` prints them alone.
"""

from __future__ import annotations

import time

import games
from benchmarks.hands import mixed, play
from games.core.result import HandResult

HANDS = 2000
TIMED_HANDS = 300
VARIANTS = ("palo-de-favor", "espada-forzada", "contrabola", "alcalde", "penetro", "chipolo")
OWN_LANCE = (
    "palo-de-favor",
    "contrabola",
    "penetro",
    "chipolo",
)  # the variants that add a lance of their own


def players_of(variant: str) -> int:
    return next(m.players for m in games.GAMES["tresillo"].words.modalities if m.variant == variant)


def own(variant: str, result: HandResult) -> bool:
    """Whether the hand played the variant's own lance: one a oros (paid double), the contrabola, the chipolo, the
    dealer's penetro (the espada forzada and the alcalde have none)."""
    if variant == "palo-de-favor":
        return any("palo de favor" in line.concept for line in result.transfers)
    if variant == "penetro":
        return result.jugador == 3
    return result.contract == variant


def measure(variant: str, hands: int = HANDS) -> list[str]:
    players = players_of(variant)
    totals = {level: [0, 0, 0] for level in games.LEVELS}  # seat-hands, won, tantos
    counted = played = 0
    lance = {
        level: [0, 0] for level in games.LEVELS
    }  # the variant's own lance by the level of its Jugador: played, won
    for seed in range(hands):
        levels = mixed(seed, players)
        result = play("tresillo", seed, levels, variant)
        if own(variant, result) and result.jugador is not None:
            counted += 1
            row = lance[levels[result.jugador]]
            row[:] = [row[0] + 1, row[1] + (result.jugador in result.winners)]
        played += result.jugador is not None
        for seat, level in enumerate(levels):
            row = totals[level]
            row[:] = [row[0] + 1, row[1] + (seat in result.winners), row[2] + result.payments[seat]]
    lines = [
        f"tresillo {variant}: {hands} manos entre {players}, mesas mixtas; {played} con Jugador"
        + (f", {counted} con el lance de la variante" if variant in OWN_LANCE else "")
    ]
    for level, (seats, won, tantos) in totals.items():
        line = f"  {level:<13} gana {won / seats:.1%} de sus manos, {tantos / seats:+.2f} tantos por mano"
        if variant in OWN_LANCE:
            line += f"; con el lance de la variante gana {lance[level][1]} de {lance[level][0]}"
        lines.append(line)
    return lines


def speed(variant: str, hands: int = TIMED_HANDS) -> str:
    players = players_of(variant)
    start = time.perf_counter()
    for seed in range(hands):
        play("tresillo", seed, ["experto"] * players, variant)
    elapsed = time.perf_counter() - start
    return f"tresillo {variant}: {hands / elapsed:.0f} manos enteras por segundo con bots expertos"


def run(hands: int = HANDS) -> list[str]:
    lines = ["Variantes del Tresillo: experto contra principiante"]
    for variant in VARIANTS:
        lines += measure(variant, hands)
    return [*lines, *(speed(variant) for variant in VARIANTS)]


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
