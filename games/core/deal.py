"""Seeded deals: shuffle with ``random.Random(seed)`` and deal in the source's packets, the mano first.

Seats are numbered in playing order: seat 0 is the *mano* (the dealer's right, 1807 l. 115), each next seat plays
after the one before (the play goes to the right, l. 579), and the last seat is the dealer, the *pie*. The dealer
gives each packet to the mano first and goes round in that order; what is left is the talon (*monte*, *baceta*),
its first card on top.

>>> hands, talon = deal(40, seed=7, players=3, packets=(3, 3, 3))
>>> [len(hand) for hand in hands], len(talon)
([9, 9, 9], 13)
>>> deal(40, seed=7, players=3, packets=(3, 3, 3)) == (hands, talon)
True
"""

from __future__ import annotations

import random

from games.core.cards import DECK_40, DECK_48, Card


def shuffled(deck_size: int | tuple[Card, ...], seed: int) -> list[Card]:
    """The deck in the order a ``random.Random(seed)`` shuffle leaves it: 40 or 48 cards, or the cards given (a
    deck with some taken out, as the Dosillo's or the Seisillo's)."""
    deck = list(deck_size if isinstance(deck_size, tuple) else DECK_40 if deck_size == 40 else DECK_48)
    random.Random(seed).shuffle(deck)
    return deck


def deal(
    deck_size: int | tuple[Card, ...], seed: int, players: int, packets: tuple[int, ...]
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Deal ``packets`` (e.g. three rounds of three) to each seat from a seeded shuffle; the rest is the talon."""
    deck = shuffled(deck_size, seed)
    hands: list[list[Card]] = [[] for _ in range(players)]
    top = 0
    for size in packets:
        for seat in range(players):
            hands[seat].extend(deck[top : top + size])
            top += size
    return tuple(tuple(hand) for hand in hands), tuple(deck[top:])
