"""The computer players of the 1790 Rebesino (:mod:`games.bazas.rebesino`).

*Principiante*: keeps its hand or changes its highest card at random, declares the napolitana half the time, and
plays any legal card.

*Experto* follows the booklet's advice. In the exchange (l. 2124–2145) it goes «de la mayor carta que esté sola ó
poco acompañada», a carta de pago first, and keeps its hand when nothing is in danger; the pie leaves his most
dangerous card. It declares the napolitana. In the play it never takes a trick it can leave: it sells its aces and
the caballo de copas in a fallo (*vender*, l. 2320) and otherwise throws its highest and firmest cards, «de las que
cada uno procura salir» (l. 2227); it ducks under the card on the table with the highest card it can; when it must
take, it takes last with its highest card, keeping the small ones (*cabos*) to get out later, and never leads a
carta de pago if it can help it (l. 2324). When someone has won the first nine tricks it cuts the Rebesino in time
if it can (l. 2027, 2237).

>>> import games
>>> hand = games.new_hand("rebesino", seed=2)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

import random

from games.bazas.base import BazaView
from games.bazas.players import bots, last_to_play, legal_cards, winner_with
from games.bazas.rebesino import FIRST_CUT, NAPOLITANA, PASO, PAY_CARDS, POWER, holds_napolitana
from games.core.cards import Card

KEEP_BELOW = 8
CUT_EARLY = 5  # tricks won by one seat alone after which the experto cuts a Rebesino at the first chance  # the danger under which the experto keeps its hand in the exchange
RANKS_BY_POWER = sorted(POWER, key=POWER.__getitem__)


def beginner(view: BazaView, rng: random.Random) -> str:
    legal = view.legal_actions
    if view.phase == "descarte":
        if PASO not in legal:  # the pie must leave one
            return rng.choice(legal)
        if rng.random() < 0.5:
            return PASO
        return "descarta:" + max(view.hand, key=lambda card: POWER[card.rank]).code
    if NAPOLITANA in legal and rng.random() < 0.5:
        return NAPOLITANA
    return rng.choice(legal_cards(view)).code


def expert(view: BazaView, rng: random.Random) -> str:
    legal = view.legal_actions
    if view.phase == "descarte":
        return exchange(view)
    if NAPOLITANA in legal:
        return NAPOLITANA
    cards = legal_cards(view)
    if not view.trick:
        return lead(view, cards).code
    return follow(view, cards).code


# -- judging cards ----------------------------------------------------------------------------------------------------
def higher_out(view: BazaView, card: Card, gone: set[Card]) -> int:
    """How many cards of ``card``'s suit that beat it are neither played nor in this seat's hand."""
    power = POWER[card.rank]
    return sum(
        1
        for rank in RANKS_BY_POWER
        if POWER[rank] > power and (other := Card(rank, card.suit)) not in gone and other not in view.hand
    )


def danger(card: Card, hand: tuple[Card, ...] | list[Card], firm: bool = False) -> int:
    """How likely ``card`` is to take a trick (and cost): high, poorly accompanied by smaller cards, a carta de
    pago, firm."""
    lower = sum(1 for other in hand if other.suit == card.suit and POWER[other.rank] < POWER[card.rank])
    return POWER[card.rank] - 2 * lower + 2 * PAY_CARDS.get(card, 0) + (6 if firm else 0)


def exchange(view: BazaView) -> str:
    """«Se irá de la mayor carta que esté sola ó poco acompañada … particularmente si era carta de pago» (l. 2124)."""
    hand = view.hand
    candidates = list(hand)
    if holds_napolitana(hand):  # keep the napolitana whole
        candidates = [card for card in hand if card not in PAY_CARDS] or candidates
    worst = max(candidates, key=lambda card: danger(card, hand))
    if PASO in view.legal_actions and danger(worst, hand) < KEEP_BELOW:
        return PASO
    return "descarta:" + worst.code


def lead(view: BazaView, cards: list[Card]) -> Card:
    """Lead a card somebody is likely to beat: the smallest with most higher cards out; never a carta de pago if
    another will do («si al que le toca jugar sale por algun as … paga su valor», l. 2324)."""
    gone = set(view.played)
    plain = [card for card in cards if card not in PAY_CARDS] or cards
    return max(plain, key=lambda card: (higher_out(view, card, gone) > 0, -POWER[card.rank]))


def follow(view: BazaView, cards: list[Card]) -> Card:
    led = view.trick[0].suit
    gone = set(view.played)
    going = rebesino_attempt(view)
    if going is not None and going != view.seat and len(view.history) >= CUT_EARLY:
        taking = [card for card in cards if winner_with(view, card) == view.seat]
        if len(view.history) >= FIRST_CUT - 1 and taking:  # cut the Rebesino in time (l. 2027, 2237)
            return max(taking, key=lambda card: POWER[card.rank])
        plain = [card for card in taking if card not in PAY_CARDS]
        if plain:  # «á la primera ocasion cortan, aunque no sea á tiempo» (l. 2253)
            return min(plain, key=lambda card: POWER[card.rank])
    losing = [card for card in cards if winner_with(view, card) != view.seat]
    if losing:
        given = [card for card in losing if card in PAY_CARDS]
        if given:  # vender (l. 2320), or the caballo under a higher copa
            return max(given, key=lambda card: PAY_CARDS[card])
        in_suit = [card for card in losing if card.suit == led]
        if in_suit:
            return max(in_suit, key=lambda card: POWER[card.rank])
        held = view.hand
        return max(losing, key=lambda card: danger(card, held, higher_out(view, card, gone) == 0))
    plain = [card for card in cards if card not in PAY_CARDS]
    if last_to_play(view):  # the trick is ours anyway: take it with the highest, keep the cabos
        if plain:
            return max(plain, key=lambda card: POWER[card.rank])
        return min(cards, key=lambda card: PAY_CARDS[card])
    return min(plain or cards, key=lambda card: POWER[card.rank])  # someone after may take it


def rebesino_attempt(view: BazaView) -> int | None:
    """The seat that has won every trick so far (at least three), if any."""
    history = view.history
    if len(history) < 3:
        return None
    first = history[0].winner
    return first if all(record.winner == first for record in history) else None


PLAYERS = bots(beginner, expert)
