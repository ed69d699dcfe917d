"""The computer players of the 1790 Cientos (:mod:`games.bazas.cientos`).

*Principiante*: shows its cartas blancas, puts aside cards at random (the mano one to five, the pie up to three),
declares what it holds (forgetting a class now and then) and plays any legal card.

*Experto* follows the booklet's advice for the discard (l. 2857–2870): it keeps the suit of its punto, the cards
that make or may make a secansa and those of a catorce or tres, and the high cards, and goes of the lowest and
loneliest; the pie goes only of cards of little use. It declares always and the highest first. In the play it leads
its firm cards of its longest suit («jugarse las firmes de un palo … de donde tuvo el punto», l. 2995), wins a trick
with its cheapest winning card and otherwise throws its lowest card, keeping its guards.

>>> import games
>>> hand = games.new_hand("cientos", seed=2)
>>> games.choose(hand.view(hand.to_move), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

import random

from games.bazas.base import BazaView
from games.bazas.cientos import (
    ACUSE,
    BLANCAS,
    DESCARTA,
    DESCARTE,
    MANO_MAX,
    NADA,
    PASO,
    POWER,
    RANKS,
    ROBA,
    VALUE,
    VER,
    groups,
    secansas,
    strength,
    suit_values,
)
from games.bazas.players import bots, legal_cards, winner_with
from games.core.cards import Card

PIE_MAX = 3
FORGET = 0.15  # how often the principiante forgets to declare a class


def beginner(view: BazaView, rng: random.Random) -> str:
    legal = view.legal_actions
    if BLANCAS in legal or len(legal) == 1:
        return legal[0]
    if view.phase == DESCARTE:
        wanted = rng.randint(1, MANO_MAX) if view.seat == view.mano else rng.randint(0, PIE_MAX)
        if len(view.discards) < wanted and any(a.startswith(DESCARTA) for a in legal):
            return rng.choice([a for a in legal if a.startswith(DESCARTA)])
        return ROBA if ROBA in legal else PASO if PASO in legal else rng.choice(legal)
    if view.phase == ACUSE:
        declared = [a for a in legal if a != NADA and not a.startswith(VER)]
        if not declared or (NADA in legal and rng.random() < FORGET):
            return NADA if NADA in legal else legal[0]
        return max(declared, key=strength)
    return rng.choice(legal_cards(view)).code


def expert(view: BazaView, rng: random.Random) -> str:
    legal = view.legal_actions
    if BLANCAS in legal or len(legal) == 1:
        return legal[0]
    if view.phase == DESCARTE:
        return exchange(view, legal)
    if view.phase == ACUSE:
        declared = [a for a in legal if a != NADA and not a.startswith(VER)]
        return max(declared, key=strength) if declared else legal[0]
    cards = legal_cards(view)
    return (follow(view, cards) if view.trick else lead(view, cards)).code


# -- the discard ------------------------------------------------------------------------------------------------------
def keep_value(card: Card, cards: tuple[Card, ...]) -> float:
    """How much a card is worth keeping among ``cards``: its suit's punto, its secansa, its catorce, its height."""
    values = suit_values(cards)
    best_suit = max(values, key=lambda suit: values[suit])
    score = VALUE[card.rank] + (3 - RANKS.index(card.rank) if card.rank in (1, 12, 11) else 0)
    if card.suit == best_suit:
        score += 12
    for length, first in secansas(cards):
        start = RANKS.index(first.rank)
        if first.suit == card.suit and start <= RANKS.index(card.rank) < start + length:
            score += 4 * length
    for size, rank in groups(cards):
        if rank == card.rank:
            score += 6 * size
    near = sum(
        1 for other in cards if other.suit == card.suit and abs(POWER[other.rank] - POWER[card.rank]) == 1
    )
    return score + 2 * near


def exchange(view: BazaView, legal: tuple[str, ...]) -> str:
    """Put aside the lowest cards one by one, then draw: the mano as many as are poor (at least one), the pie only
    those of little use."""
    everything = (*view.hand, *view.discards)
    ranked = sorted(everything, key=lambda card: keep_value(card, everything))
    mano = view.seat == view.mano
    limit = MANO_MAX if mano else min(PIE_MAX, view.stock_size)
    poor = [card for card in ranked[:limit] if keep_value(card, everything) < 24]
    wanted = max(1, len(poor)) if mano else len(poor)
    if len(view.discards) < wanted:
        card = next(card for card in ranked if card in view.hand)
        return DESCARTA + card.code
    return ROBA if ROBA in legal else PASO


# -- the play ---------------------------------------------------------------------------------------------------------
def is_firm(view: BazaView, card: Card) -> bool:
    """Whether no unseen card of its suit beats it (l. 2989, «carta firme»)."""
    gone = set(view.played) | set(view.hand) | set(view.discards)
    return all(Card(rank, card.suit) in gone for rank in RANKS if POWER[rank] > POWER[card.rank])


def lead(view: BazaView, cards: list[Card]) -> Card:
    firm = [card for card in cards if is_firm(view, card)]
    if firm:
        return max(firm, key=lambda card: (sum(1 for c in cards if c.suit == card.suit), POWER[card.rank]))
    longest = max(cards, key=lambda card: (sum(1 for c in cards if c.suit == card.suit), -POWER[card.rank]))
    same = [card for card in cards if card.suit == longest.suit]
    return min(same, key=lambda card: POWER[card.rank])


def follow(view: BazaView, cards: list[Card]) -> Card:
    winning = [card for card in cards if winner_with(view, card) == view.seat]
    if winning:
        return min(winning, key=lambda card: POWER[card.rank])
    led = view.trick[0].suit
    if any(card.suit == led for card in cards):
        return min(cards, key=lambda card: POWER[card.rank])
    counts = {card.suit: sum(1 for c in cards if c.suit == card.suit) for card in cards}
    return min(cards, key=lambda card: (POWER[card.rank] + 3 * counts[card.suit], counts[card.suit]))


PLAYERS = bots(beginner, expert)
