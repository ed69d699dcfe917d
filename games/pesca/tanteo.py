"""The tanteo of one deal (l. 802–810): escobas, the siete de velos, the most cards, the most oros, the setenta.

>>> from games.core.cards import parse_cards
>>> lines = tanteo((parse_cards("7O 7C 7E 7B 1O"), parse_cards("2O 3O 4O")), (1, 0))
>>> [(line.side, line.concept, line.points) for line in lines]
[(0, 'escobas', 1), (0, 'siete de velos', 1), (0, 'cartas', 1), (1, 'oros', 1), (0, 'setenta', 1)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.core.cards import SUITS, Card, Suit
from games.core.citations import Citation
from games.pesca.rules import CARTAS, ESCOBA, OROS, SETENTA, SIETE_DE_VELOS, VELOS
from games.pesca.state import Line

BLANCAS = range(1, 8)  # the cards of the setenta: as to siete (28 = the four sietes, l. 806)


def setenta(pile: Sequence[Card]) -> int | None:
    """The sum of the highest blanca of each suit, or ``None`` without a blanca of every suit (l. 806)."""
    best: dict[Suit, int] = {}
    for card in pile:
        if card.rank in BLANCAS:
            best[card.suit] = max(best.get(card.suit, 0), card.rank)
    return sum(best.values()) if len(best) == len(SUITS) else None


def _alone_at_top(measures: list[int | None]) -> int | None:
    """The side whose measure is highest and alone there (ties score nobody, l. 810); ``None`` counts for nothing."""
    counted = [m for m in measures if m is not None]
    if not counted:
        return None
    top = max(counted)
    return measures.index(top) if counted.count(top) == 1 else None


def tanteo(piles: Sequence[Sequence[Card]], escobas: Sequence[int]) -> tuple[Line, ...]:
    """Every side's points for one deal, from each side's pile and escobas, in the source's order."""
    lines = [Line(side, "escobas", count, ESCOBA) for side, count in enumerate(escobas) if count]
    lines += [
        Line(side, "siete de velos", 1, VELOS) for side, pile in enumerate(piles) if SIETE_DE_VELOS in pile
    ]
    measures: list[tuple[str, Callable[[Sequence[Card]], int | None], Citation]] = [
        ("cartas", len, CARTAS),
        ("oros", lambda pile: sum(card.suit is Suit.OROS for card in pile), OROS),
        ("setenta", setenta, SETENTA),
    ]
    for concept, measure, citation in measures:
        side = _alone_at_top([measure(pile) for pile in piles])
        if side is not None:
            lines.append(Line(side, concept, 1, citation))
    return tuple(lines)
