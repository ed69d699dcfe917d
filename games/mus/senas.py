"""The señas between partners (l. 1455–1483): each gesture, what it tells, and which hands may make it.

The site lets a seat make only the señas its cards bear out, so that the partner reads them right.

>>> from games.core.cards import parse_cards
>>> [sena.name for sena in holding(parse_cards("12O 3C 1E 2B"), 8)]
['duples', 'dos-reyes', 'dos-ases']
>>> [sena.name for sena in holding(parse_cards("4O 5C 6E 7B"), 8)]
['ciego']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from games.core.cards import Card
from games.core.citations import Citation, cite
from games.mus.lances import DUPLES, MEDIAS, juego_points, pares_of, rank_of
from games.mus.passages import CATALOGUE


@dataclass(frozen=True, slots=True)
class Sena:
    """A seña: its action name, the Spanish name, the gesture, and the catalogue's line."""

    name: str
    label: str
    gesture: str
    citation: Citation


def _count(rank: int, cards: Sequence[Card], reyes: int) -> int:
    return sum(rank_of(card, reyes) == rank for card in cards)


def _kind(cards: Sequence[Card], reyes: int) -> int:
    found = pares_of(cards, reyes)
    return found[0] if found else 0


# name → (label, gesture, line, whether the cards bear it out), in the catalogue's order
SENAS: dict[str, tuple[str, str, int, Callable[[Sequence[Card], int], bool]]] = {
    "duples": ("Duples", "elevar las cejas", 1464, lambda c, r: _kind(c, r) == DUPLES),
    "medias": ("Medias", "torcer los labios hacia un costado", 1463, lambda c, r: _kind(c, r) == MEDIAS),
    "tres-reyes": (
        "Tres reyes",
        "morderse un lateral del labio inferior",
        1460,
        lambda c, r: _count(12, c, r) == 3,
    ),
    "dos-reyes": (
        "Dos reyes",
        "morderse el centro del labio inferior",
        1459,
        lambda c, r: _count(12, c, r) == 2,
    ),
    "tres-ases": ("Tres ases", "sacar la lengua por un lateral", 1462, lambda c, r: _count(1, c, r) == 3),
    "dos-ases": ("Dos ases", "sacar la lengua", 1461, lambda c, r: _count(1, c, r) == 2),
    "treinta-y-una": ("31 de juego", "guiñar un ojo", 1465, lambda c, r: juego_points(c, r) == 31),
    "treinta-de-punto": (
        "30 de punto",
        "levantar los dos hombros",
        1481,
        lambda c, r: juego_points(c, r) == 30,
    ),
}
CIEGO = "ciego"  # «malas cartas: cerrar los ojos» (l. 1466): none of the others
CIEGO_SENA = Sena(
    CIEGO, "Malas cartas", "cerrar los ojos", cite(CATALOGUE, "MUS, G) Señas: malas cartas", 1466)
)
BY_NAME: dict[str, Sena] = {
    name: Sena(name, label, gesture, cite(CATALOGUE, f"MUS, G) Señas: {label.lower()}", line))
    for name, (label, gesture, line, _) in SENAS.items()
} | {CIEGO: CIEGO_SENA}


@cache
def holding(cards: tuple[Card, ...], reyes: int) -> tuple[Sena, ...]:
    """The señas ``cards`` bear out, the weightiest first; «ciego» when there is none."""
    found = tuple(BY_NAME[name] for name, (_, _, _, test) in SENAS.items() if test(cards, reyes))
    return found or (CIEGO_SENA,)
