"""Computer players of the Chinchón (:data:`PLAYERS` by level), seeing only the seat's :class:`ChinchonView`.

*principiante*
    takes the montón's card only when it ligates at once, throws away its loosest card with the most points (even
    a comodín) and cuts as soon as it may.
*experto*
    keeps the comodín, takes the montón's card when (after its best discard) it leaves fewer loose points, throws
    away the loose card that counts most, and cuts with the fewest points (a chinchón first).

>>> import games
>>> hand = games.new_hand("chinchon", seed=3)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

import random

from games.combinaciones.cards import BY_CODE, is_joker, value
from games.combinaciones.melds import layout
from games.combinaciones.state import ROBO, ChinchonView
from games.core.cards import Card
from games.core.game import Bot

GAIN = 1  # the montón's card is taken when it lowers the loose points by more than this


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


def loose_points(loose: tuple[Card, ...], deck: int, without: Card | None = None) -> int:
    """The points of the ``loose`` cards but ``without``."""
    return sum(value(card, deck) for card in loose if card is not without)


def best_discard(cards: tuple[Card, ...], deck: int) -> tuple[int, Card]:
    """The card to throw away from ``cards`` (never a comodín while there is another) and the loose points left.

    A card left loose by the best layout of ``cards`` leaves the rest laid out as they were, so only those are
    weighed; with every card matched, each is.
    """
    loose = layout(cards, deck).unmatched
    candidates = [card for card in loose if not is_joker(card)]
    if candidates:
        left = {card: loose_points(loose, deck, card) for card in candidates}
    else:
        candidates = [card for card in cards if not is_joker(card)] or list(cards)
        left = {
            card: layout(tuple(other for other in cards if other is not card), deck).points
            for card in candidates
        }
    card = min(candidates, key=left.__getitem__)
    return left[card], card


def expert(view: ChinchonView, rng: random.Random) -> str:
    if view.phase == ROBO:
        top = view.pile_top
        if top is not None and (
            is_joker(top)
            or best_discard((*view.hand, top), view.deck)[0] < layout(view.hand, view.deck).points - GAIN
        ):
            return "monton"
        return "baceta"
    cuts = [action for action in view.legal_actions if action.startswith("cierra:")]
    if cuts:
        return min(cuts, key=lambda action: cut_points(action, view))
    return "echa:" + best_discard(view.hand, view.deck)[1].code


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
