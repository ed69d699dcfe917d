"""What four cards are worth in each lance of the Mus (l. 1293–1311), and who wins a lance.

With eight reyes (the default) the treses count as reyes and the doses as ases (l. 1293); with four (*musín*)
each card is itself. Every key below is «higher is better», so a lance's winner is the highest key, a tie going
to the mano or to whoever is nearest to being mano (l. 1311).

>>> from games.core.cards import parse_cards
>>> grande_key(parse_cards("12O 3C 11E 1B"), 8) > grande_key(parse_cards("12O 12C 10E 7B"), 8)
True
>>> pares_of(parse_cards("12O 3C 1E 2B"), 8), pares_of(parse_cards("12O 3C 1E 2B"), 4)
((3, 9, 0), None)
>>> juego_points(parse_cards("12O 3C 7E 4B"), 8), juego_points(parse_cards("12O 3C 7E 4B"), 4)
(31, 24)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache

from games.core.cards import Card

GRANDE, CHICA, PARES, JUEGO, PUNTO = "grande", "chica", "pares", "juego", "punto"
LANCES = (GRANDE, CHICA, PARES, JUEGO, PUNTO)
ORDER = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)  # the grande's order, lowest first (l. 1299)
JUEGO_ORDER = (31, 32, 40, 37, 36, 35, 34, 33)  # the best juego first (l. 1306)
DUPLES, MEDIAS, PAREJA = 3, 2, 1  # the kinds of pares (l. 1303)
PARES_NAMES = {DUPLES: "duples", MEDIAS: "medias", PAREJA: "pares"}
PARES_EXTRA = {DUPLES: 3, MEDIAS: 2, PAREJA: 1}  # l. 1304


def rank_of(card: Card, reyes: int) -> int:
    """The card's rank in the lances: with eight reyes a tres is a rey and a dos an as (l. 1293)."""
    if reyes == 8 and card.rank in (2, 3):
        return 12 if card.rank == 3 else 1
    return card.rank


def power(card: Card, reyes: int) -> int:
    """The card's place in the grande's order (0 for the as)."""
    return ORDER.index(rank_of(card, reyes))


def grande_key(cards: Sequence[Card], reyes: int) -> tuple[int, ...]:
    """The highest card first, then the second… (l. 1299)."""
    return tuple(sorted((power(card, reyes) for card in cards), reverse=True))


def chica_key(cards: Sequence[Card], reyes: int) -> tuple[int, ...]:
    """The lowest card first, then the second… (l. 1301), negated so that higher is better."""
    return tuple(-value for value in sorted(power(card, reyes) for card in cards))


def pares_of(cards: Sequence[Card], reyes: int) -> tuple[int, int, int] | None:
    """``(kind, high, low)``: duples (AAAA or AABB), medias (AAAB) or pares (AABC), with the ranks' places in the
    grande's order; ``None`` without pares (l. 1303)."""
    return _pares(tuple(sorted(power(card, reyes) for card in cards)))


@cache
def _pares(powers: tuple[int, ...]) -> tuple[int, int, int] | None:
    counts = Counter(powers)
    groups = sorted((n, value) for value, n in counts.items() if n >= 2)
    if not groups:
        return None
    if len(groups) == 2:
        return DUPLES, max(groups[0][1], groups[1][1]), min(groups[0][1], groups[1][1])
    n, value = groups[0]
    return (DUPLES if n == 4 else MEDIAS if n == 3 else PAREJA), value, value


def card_points(card: Card, reyes: int) -> int:
    """Figures 10, the blancas their index (l. 1306)."""
    rank = rank_of(card, reyes)
    return 10 if rank >= 10 else rank


def juego_points(cards: Sequence[Card], reyes: int) -> int:
    return sum(card_points(card, reyes) for card in cards)


def has_juego(cards: Sequence[Card], reyes: int) -> bool:
    return juego_points(cards, reyes) >= 31


def juego_key(cards: Sequence[Card], reyes: int) -> int:
    """31, 32, 40, 37 … 33 (l. 1306): 8 for 31 down to 1 for 33; 0 without juego."""
    points = juego_points(cards, reyes)
    return len(JUEGO_ORDER) - JUEGO_ORDER.index(points) if points >= 31 else 0


def punto_key(cards: Sequence[Card], reyes: int) -> int:
    """The punto: the nearer to 30 the better (l. 1309)."""
    return juego_points(cards, reyes)


def lance_key(lance: str, cards: Sequence[Card], reyes: int) -> tuple[int, ...]:
    """The key that decides ``lance`` (higher is better)."""
    if lance == GRANDE:
        return grande_key(cards, reyes)
    if lance == CHICA:
        return chica_key(cards, reyes)
    if lance == PARES:
        return pares_of(cards, reyes) or (0, 0, 0)
    if lance == JUEGO:
        return (juego_key(cards, reyes),)
    return (punto_key(cards, reyes),)


def holds(lance: str, cards: Sequence[Card], reyes: int) -> bool:
    """Whether the cards take part in ``lance`` (everybody in grande, chica and punto)."""
    if lance == PARES:
        return pares_of(cards, reyes) is not None
    if lance == JUEGO:
        return has_juego(cards, reyes)
    return True


def best_seat(seats: Sequence[int], key: Callable[[int], tuple[int, ...]]) -> int:
    """The seat of ``seats`` (in order from the mano) with the best key; the first of them wins a tie (l. 1311)."""
    best = seats[0]
    for seat in seats[1:]:
        if key(seat) > key(best):
            best = seat
    return best


def extra(lance: str, cards: Sequence[Card], reyes: int) -> int:
    """What one member's jugada adds in pares (3, 2, 1) and juego (3 for 31, 2 otherwise) (l. 1304, 1307)."""
    if lance == PARES:
        found = pares_of(cards, reyes)
        return PARES_EXTRA[found[0]] if found else 0
    if lance == JUEGO and has_juego(cards, reyes):
        return 3 if juego_points(cards, reyes) == 31 else 2
    return 0
