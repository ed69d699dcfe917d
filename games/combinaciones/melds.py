"""The Chinchón's jugadas: escaleras de color and tríos, the comodín in them, and the best way to lay a hand out.

"series (o 'jugadas') de por lo menos tres cartas de escalera de color o de tres cartas con igual índice … El comodín
puede reemplazar a cualquier carta … no se pueden utilizar dos comodines en una misma jugada, ni tampoco ligar un
rey con un as del mismo palo" (l. 445). Where the source is silent the site reads: a trío holds at most four cards
(one of each suit, or three and the comodín), and with 40 cards the sota follows the siete in an escalera.

>>> from games.combinaciones.cards import parse_card
>>> cards = lambda text: tuple(parse_card(code) for code in text.split())
>>> meld_problem(cards("3O J1 5O"), 48) is None, meld_problem(cards("11O 12O 1O"), 48)
(True, 'no se puede ligar un rey con un as')
>>> layout(cards("1O 2O 3O 5C 5E 5B 4B"), 48).unmatched
(Card.parse('4B'),)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from games.combinaciones.cards import is_joker, ladder, value
from games.core.cards import Card, Suit

SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}
MIN_MELD = 3
MAX_TRIO = 4


def meld_problem(cards: tuple[Card, ...], deck: int) -> str | None:
    """Why ``cards`` are not one jugada (a short Spanish clause), or ``None`` when they are."""
    if len(cards) < MIN_MELD:
        return "una jugada tiene por lo menos tres cartas"
    jokers = sum(is_joker(card) for card in cards)
    if jokers > 1:
        return "no se pueden usar dos comodines en una misma jugada"
    naturals = [card for card in cards if not is_joker(card)]
    if len({card.rank for card in naturals}) == 1:
        return None if len(cards) <= MAX_TRIO else "un trío tiene como mucho cuatro cartas"
    if len({card.suit for card in naturals}) > 1:
        return "no son del mismo palo ni del mismo número"
    places = ladder(deck)
    steps = sorted(places[card.rank] for card in naturals)
    gaps = steps[-1] - steps[0] + 1 - len(steps)
    if gaps <= jokers:
        if gaps < jokers and steps[0] == 0 and steps[-1] == len(places) - 1:
            return "no se puede ligar un rey con un as"
        return None
    if steps[0] == 0 and steps[-1] == len(places) - 1:
        return "no se puede ligar un rey con un as"
    return "no son cartas seguidas"


def is_meld(cards: tuple[Card, ...], deck: int) -> bool:
    return meld_problem(cards, deck) is None


def arranged(meld: tuple[Card, ...]) -> tuple[Card, ...]:
    """A jugada in its canonical order, whatever the deck: an escalera upwards with the comodín in the first gap
    between ranks (on top when there is none, or below when the escalera ends at the rey), a trío by suit with the
    comodín last."""
    naturals = [card for card in meld if not is_joker(card)]
    jokers = [card for card in meld if is_joker(card)]
    if len({card.rank for card in naturals}) == 1:
        return (*sorted(naturals, key=lambda card: SUIT_ORDER[card.suit]), *jokers)
    places = ladder(48)
    naturals.sort(key=lambda card: places[card.rank])
    if not jokers:
        return tuple(naturals)
    for index in range(1, len(naturals)):
        if places[naturals[index].rank] - places[naturals[index - 1].rank] > 1:
            return (*naturals[:index], *jokers, *naturals[index:])
    if places[naturals[-1].rank] == len(places) - 1:
        return (*jokers, *naturals)
    return (*naturals, *jokers)


def meld_key(meld: tuple[Card, ...]) -> tuple[int, ...]:
    """The order of jugadas in a canonical cut: by their first natural card's code order."""
    first = next(card for card in meld if not is_joker(card))
    return (SUIT_ORDER[first.suit], first.rank, len(meld))


@dataclass(frozen=True, slots=True)
class Layout:
    """A hand laid out: its jugadas (canonical, in order), the cards left unmatched and what they count."""

    melds: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]
    points: int


def layout(cards: tuple[Card, ...], deck: int) -> Layout:
    """The layout of ``cards`` that leaves the fewest points unmatched (the fewest jugadas on a tie)."""
    return _layout(frozenset(cards), deck)


@lru_cache(maxsize=1 << 16)
def _layout(cards: frozenset[Card], deck: int) -> Layout:
    ordered = sorted(cards, key=lambda card: (SUIT_ORDER.get(card.suit, 0), card.rank, card.code))
    melds = candidates(cards, deck)
    best: tuple[int, int, tuple[frozenset[Card], ...]] = (sum(value(c, deck) for c in cards), 0, ())

    def search(left: frozenset[Card], chosen: tuple[frozenset[Card], ...], start: int) -> None:
        nonlocal best
        points = sum(value(card, deck) for card in left)
        if (points, len(chosen)) < best[:2]:
            best = (points, len(chosen), chosen)
        for index in range(start, len(melds)):
            if melds[index] <= left:
                search(left - melds[index], (*chosen, melds[index]), index + 1)

    search(cards, (), 0)
    points, _, chosen = best
    shown = sorted((arranged(tuple(meld)) for meld in chosen), key=meld_key)
    used = frozenset().union(*chosen) if chosen else frozenset()
    unmatched = tuple(card for card in ordered if card not in used)
    return Layout(tuple(shown), unmatched, points)


def candidates(cards: frozenset[Card], deck: int) -> list[frozenset[Card]]:
    """Every jugada that ``cards`` can make, in a fixed order: tríos of three or four, and escaleras with or
    without one comodín."""
    ordered = sorted(cards, key=lambda card: (SUIT_ORDER.get(card.suit, 0), card.rank, card.code))
    jokers = [card for card in ordered if is_joker(card)]
    naturals = [card for card in ordered if not is_joker(card)]
    found: dict[frozenset[Card], None] = {}
    by_rank: dict[int, list[Card]] = {}
    for card in naturals:
        by_rank.setdefault(card.rank, []).append(card)
    for same in by_rank.values():
        for size in range(2, len(same) + 1):
            for group in combinations(same, size):
                if size >= MIN_MELD:
                    found[frozenset(group)] = None
                if size < MAX_TRIO:
                    found.update(dict.fromkeys(frozenset((*group, joker)) for joker in jokers))
    places = ladder(deck)
    allowed = min(1, len(jokers))
    for suit in Suit:
        held = {places[card.rank]: card for card in naturals if card.suit == suit}
        if len(held) + allowed < MIN_MELD:
            continue
        for low in range(len(places)):
            if low not in held and not (allowed and low + 1 in held):
                continue
            missing = 0
            for high in range(low, len(places)):
                missing += high not in held
                if missing > allowed:
                    break
                if high - low + 1 < MIN_MELD:
                    continue
                run = [held[place] for place in range(low, high + 1) if place in held]
                if missing:
                    found.update(dict.fromkeys(frozenset((*run, joker)) for joker in jokers))
                    continue
                found[frozenset(run)] = None
                for index in range(len(run)):
                    found.update(
                        dict.fromkeys(frozenset((*run[:index], *run[index + 1 :], j)) for j in jokers)
                    )
    return list(found)
