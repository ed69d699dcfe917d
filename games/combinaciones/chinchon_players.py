"""Computer players of the Chinchón (:data:`PLAYERS` by level), seeing only the seat's :class:`ChinchonView`.

*principiante*
    takes the montón's card only when it ligates at once, throws away its loosest card with the most points (even
    a comodín) and cuts as soon as it may.
*experto*
    weighs a hand by its loose points less what a card drawn blind from those it has not seen (not in its hand, the
    montón or taken from it by a rival) is expected to save (less as the baceta runs short), and the chance that it
    lets the hand cut; takes the
    montón's card (a comodín always) when the hand it leaves is worth clearly less than a blind draw; throws away
    the loose card whose loss costs least, never a comodín, sparing the cards the next seat took from the montón
    the cards that lie next to them; and cuts as soon as it may, with the fewest points (a chinchón first).

>>> import games
>>> hand = games.new_hand("chinchon", seed=3)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

import random
from itertools import combinations

from games.combinaciones.cards import BY_CODE, DECKS, is_joker, ladder, value
from games.combinaciones.chinchon import CUT_LIMIT
from games.combinaciones.melds import MAX_TRIO, layout
from games.combinaciones.state import ROBO, ChinchonView
from games.core.cards import Card
from games.core.game import Bot

GAIN = 2.0  # the montón's card is taken when it leaves the hand worth this much less than a blind draw would
REACH = 3.0  # how much of a blind draw's expected saving counts in what a hand is worth
CUTTING = 10.0  # what a sure cut after the next blind draw is worth, in loose points
FRESH = 20  # with fewer cards than this in the baceta, a hand's chances weigh less and less
DANGER = 1.0  # what each card a rival took from the montón and a discard would lie next to costs


def beginner(view: ChinchonView, rng: random.Random) -> str:
    if view.phase == ROBO:
        top = view.pile_top
        if top is not None and top not in layout((*view.hand, top), view.deck).unmatched:
            return "monton"
        return "baceta"
    cuts = [action for action in view.legal_actions if action.startswith("cierra:")]
    if cuts:
        return cuts[0]
    loose = layout(view.hand, view.deck).unmatched or view.hand
    worst = max(value(card, view.deck) for card in loose)
    return "echa:" + rng.choice([card for card in loose if value(card, view.deck) == worst]).code


def unseen(view: ChinchonView) -> frozenset[Card]:
    """The cards the seat has not seen in this deal: in the baceta or in a rival's hand, never known taken."""
    return frozenset(DECKS[view.deck]) - view.visible_cards()


def near(card: Card, other: Card, deck: int) -> bool:
    """Whether two cards may lie in one jugada: a comodín, the same index, or the same suit two places apart at most."""
    if is_joker(card) or is_joker(other):
        return True
    if card.rank == other.rank:
        return True
    places = ladder(deck)
    return card.suit == other.suit and abs(places[card.rank] - places[other.rank]) <= 2


def completing(cards: tuple[Card, ...], deck: int) -> set[Card]:
    """The natural cards that would make one jugada with ``cards`` (a pair, two of a suit close, or a jugada)."""
    places = ladder(deck)
    ranks = sorted(places, key=places.__getitem__)
    naturals = [card for card in cards if not is_joker(card)]
    if not naturals:
        return set()
    if len({card.rank for card in naturals}) == 1:
        found = {card for card in DECKS[deck] if card.rank == naturals[0].rank} - set(naturals)
        return found if len(cards) < MAX_TRIO else set()
    steps = sorted(places[card.rank] for card in naturals)
    suit = naturals[0].suit
    missing = [place for place in range(steps[0], steps[-1] + 1) if place not in steps]
    if len(missing) > 1 or (missing and len(naturals) < len(cards)):
        return set()
    ends = missing or [steps[0] - 1, steps[-1] + 1]
    return {Card(ranks[place], suit) for place in ends if 0 <= place < len(ranks)}


def worth(cards: tuple[Card, ...], deck: int, live: frozenset[Card], reach: float) -> float:
    """The loose points of ``cards``, less what one card drawn blind from ``live`` (then the loosest thrown away) is
    expected to save by making a jugada of two loose cards or joining one, and less the chance that it lets the
    hand cut."""
    laid = layout(cards, deck)
    if not laid.points or not live:
        return laid.points
    loose = laid.unmatched
    points = [value(card, deck) for card in loose]
    highest = max(points)
    melded = dict.fromkeys(live, 0)
    for meld in laid.melds:
        for drawn in completing(meld, deck) & live:
            melded[drawn] = highest
    for first, second in combinations(range(len(loose)), 2):
        pair = (loose[first], loose[second])
        if near(*pair, deck):
            rest = [point for index, point in enumerate(points) if index not in (first, second)]
            gain = points[first] + points[second] + max(rest, default=0)
            for drawn in completing(pair, deck) & live:
                melded[drawn] = max(melded[drawn], gain)
    cutting = sum(
        laid.points - max(gain, highest - value(drawn, deck)) <= CUT_LIMIT for drawn, gain in melded.items()
    )
    return laid.points - (reach * sum(melded.values()) + CUTTING * cutting) / len(live)


def wanted(card: Card, rival: tuple[Card, ...], deck: int) -> int:
    """How many of the cards a rival took from the montón ``card`` lies near."""
    return sum(near(card, other, deck) for other in rival)


def discard(view: ChinchonView, cards: tuple[Card, ...], live: frozenset[Card]) -> tuple[float, Card]:
    """The card ``cards`` had best throw away (a loose one while there is one, a comodín only when all are) and what
    the hand left is worth, counting the help the card would give the next seat (the cards it took from the
    montón); the higher card on a tie."""
    seats = [(view.seat + step) % view.players for step in range(1, view.players)]
    rival = next((view.taken[seat] for seat in seats if view.alive[seat]), ())

    def left(card: Card) -> float:
        rest = tuple(other for other in cards if other != card)
        return worth(rest, view.deck, live, reach(view)) + DANGER * wanted(card, rival, view.deck)

    loose = [card for card in layout(cards, view.deck).unmatched if not is_joker(card)]
    candidates = loose or [card for card in cards if not is_joker(card)] or list(cards)
    card = min(candidates, key=lambda card: (left(card), -value(card, view.deck)))
    return left(card), card


def reach(view: ChinchonView) -> float:
    """How much the expected saving of a blind draw counts: less as the baceta, and the deal, runs short."""
    return REACH * min(1.0, view.stock_size / FRESH)


def expert(view: ChinchonView, rng: random.Random) -> str:
    live = unseen(view)
    if view.phase == ROBO:
        top = view.pile_top
        if top is None:
            return "baceta"
        if is_joker(top):
            return "monton"
        kept = discard(view, (*view.hand, top), live)[0]
        return "monton" if kept < worth(view.hand, view.deck, live, reach(view)) - GAIN else "baceta"
    cuts = [action for action in view.legal_actions if action.startswith("cierra:")]
    if cuts:
        return min(cuts, key=lambda action: cut_points(action, view))
    return "echa:" + discard(view, view.hand, live)[1].code


def cut_points(action: str, view: ChinchonView) -> int:
    """The points a cut leaves loose (the cards it does not list, but the one face down)."""
    listed = {BY_CODE[code] for code in action.partition(":")[2].replace("/", "-").split("-")}
    return sum(value(card, view.deck) for card in view.hand if card not in listed)


def _seeded(player: object) -> Bot[ChinchonView]:
    def decide(view: ChinchonView, rng: random.Random | None) -> str:
        cards = ",".join(card.code for card in view.hand)
        lots = f"chinchon|{view.seat}|{view.number}|{len(view.pile)}|{view.stock_size}|{cards}"
        return player(view, rng or random.Random(lots))  # type: ignore[operator,no-any-return]

    return decide


PLAYERS: dict[str, Bot[ChinchonView]] = {"principiante": _seeded(beginner), "experto": _seeded(expert)}
