"""Computer players of the Julepe (``games.bazas.julepe``).

*principiante*: plays with any trump or ace, bails a pinta that is an ace or a three (and falls into the three
tricks an ace bailed asks, l. 1031), discards some small cards at random and plays any legal card.
*experto*: weighs how many tricks its hand is worth (trumps, aces, guarded threes) against the two it needs
(l. 1029), asking more the more players have already said «juego»; bails a pinta that improves its hand, an ace
only with three tricks in hand; discards everything but trumps, aces and guarded threes; in the play it leads its
master trumps, then its aces, takes a trick with the cheapest card that surely keeps it (or, when it still needs
tricks and nobody can be sure, with its strongest), and otherwise throws its weakest card.

>>> import random
>>> import games
>>> hand = games.new_hand("julepe", seed=5, players=4)
>>> PLAYERS["experto"](hand.view(0), random.Random(1)) in hand.legal_actions()
True
"""

from __future__ import annotations

import random

from games.bazas.base import BazaView
from games.bazas.players import bots, legal_cards
from games.core.cards import DECK_40, Card
from games.core.rules import TRUMP

JUEGO = "juego"
PASO = "paso"
BAILE = "baile"
ROBA = "roba"
DESCARTA = "descarta:"

# Roughly how many tricks a card is worth: trumps by rank, and the ace and three of another suit.
TRUMP_WORTH = {1: 1.0, 3: 0.95, 12: 0.8, 11: 0.7, 10: 0.6}
SMALL_TRUMP = 0.45
ACE_WORTH = 0.75
GUARDED_THREE = 0.45  # a three with its ace
LONE_THREE = 0.2
EXCHANGE_GAIN = 0.12  # what a discarded small card may bring back from the stock
PLAY_AT = 1.2  # tricks a hand must be worth to play, the first to say «juego»
EACH_RIVAL = 0.05  # and how much more for each player that has already said it
BACETA_AT = 1.9  # the pie alone, against the baceta who chooses five of six


def _order(view: BazaView) -> tuple[dict[Card, str], dict[Card, int]]:
    order = view.play_rules.order(view.trump)
    return order.suit_of, order.power


def worth(view: BazaView, hand: tuple[Card, ...] | list[Card]) -> float:
    """About how many tricks ``hand`` makes, without the exchange."""
    suit_of, _ = _order(view)
    aces = {card.suit for card in hand if card.rank == 1}
    total = 0.0
    trumps = 0
    for card in hand:
        if suit_of[card] == TRUMP:
            trumps += 1
            total += TRUMP_WORTH.get(card.rank, SMALL_TRUMP)
        elif card.rank == 1:
            total += ACE_WORTH
        elif card.rank == 3:
            total += GUARDED_THREE if card.suit in aces else LONE_THREE
    if trumps >= 3:
        total += 0.25 * (trumps - 2)
    return total


def keeps(view: BazaView, card: Card, hand: tuple[Card, ...] | list[Card]) -> float:
    """How much ``card`` is worth keeping (higher: keep)."""
    suit_of, power = _order(view)
    if suit_of[card] == TRUMP:
        return 10 + power[card]
    if card.rank == 1:
        return 8.0
    if card.rank == 3 and any(other.rank == 1 and other.suit == card.suit for other in hand):
        return 7.0
    return power[card] / 10


def weak_cards(view: BazaView, hand: tuple[Card, ...] | list[Card]) -> list[Card]:
    """The cards the experto would rather change: neither trumps, nor aces, nor threes guarded by their ace."""
    return [card for card in hand if keeps(view, card, hand) < 7]


def declaration(view: BazaView) -> str:
    legal = view.legal_actions
    hand = list(view.hand)
    value = worth(view, hand) + EXCHANGE_GAIN * len(weak_cards(view, hand))
    rivals = sum(1 for _, word in view.announcements if word != PASO)
    need = PLAY_AT + EACH_RIVAL * max(0, rivals - 1)
    if BAILE in legal and view.pinta is not None:
        pinta = view.pinta
        worst = min(hand, key=lambda card: keeps(view, card, hand))
        with_pinta = [card for card in hand if card != worst] + [pinta]
        bailed = worth(view, with_pinta) + EXCHANGE_GAIN * len(weak_cards(view, with_pinta))
        alone = rivals == 0
        if pinta.rank == 1:
            if bailed >= 3.1:
                return BAILE
        elif bailed > value + 0.2 and (
            bailed >= need or PASO not in legal or (alone and bailed >= BACETA_AT)
        ):
            return BAILE
    if PASO not in legal:
        return JUEGO
    if rivals == 0 and BAILE in legal:  # the pie, alone against the baceta if he plays
        return JUEGO if value >= BACETA_AT else PASO
    return JUEGO if value >= need else PASO


def exchange(view: BazaView) -> str:
    legal = set(view.legal_actions)
    hand = list(view.hand)
    if ROBA not in legal:  # the baceta, the pie who bailed, six cards each: a card must go
        worst = min(hand, key=lambda card: keeps(view, card, hand))
        return DESCARTA + worst.code
    weak = [card for card in weak_cards(view, hand) if DESCARTA + card.code in legal]
    if weak:
        return DESCARTA + min(weak, key=lambda card: keeps(view, card, hand)).code
    return ROBA


def _unseen(view: BazaView) -> set[Card]:
    known = set(view.hand) | set(view.played) | set(view.discards) | set(view.seen)
    if view.pinta is not None:
        known.add(view.pinta)
    return set(DECK_40) - known


def _winner(view: BazaView, cards: tuple[Card, ...]) -> int:
    """The seat winning ``cards`` played to the current trick (only the seats in play count)."""
    active = view.active or tuple(range(view.players))
    leader = view.trick_leader if view.trick else view.seat
    assert leader is not None
    index = view.play_rules.trick_winner(cards, active.index(leader), len(active), view.trump)
    assert index is not None
    return active[index]


def _sure(view: BazaView, card: Card, unseen: set[Card]) -> bool:
    """Whether no card still unseen could beat ``card`` (a trump beats any card of another suit)."""
    suit_of, power = _order(view)
    suit = suit_of[card]
    for other in unseen:
        if suit_of[other] == suit and power[other] > power[card]:
            return False
        if suit != TRUMP and suit_of[other] == TRUMP:
            return False
    return True


def card_play(view: BazaView) -> str:
    cards = legal_cards(view)
    suit_of, power = _order(view)
    hand = list(view.hand)
    unseen = _unseen(view)
    weakest = min(cards, key=lambda card: keeps(view, card, hand))
    active = view.active or tuple(range(view.players))
    if not view.trick:
        masters = [card for card in cards if _sure(view, card, unseen)]
        if masters:
            return max(masters, key=lambda card: (suit_of[card] == TRUMP, power[card])).code
        trumps = [card for card in cards if suit_of[card] == TRUMP]
        unseen_trumps = sum(1 for card in unseen if suit_of[card] == TRUMP)
        if len(trumps) >= 2 and unseen_trumps:  # arrastrar: draw the trumps out with the best
            return max(trumps, key=lambda card: power[card]).code
        aces = [card for card in cards if card.rank == 1 and suit_of[card] != TRUMP]
        if aces:
            return aces[0].code
        return weakest.code
    taking = [card for card in cards if _winner(view, (*view.trick, card)) == view.seat]
    if not taking:
        return weakest.code
    last = len(view.trick) == len(active) - 1
    if last:
        return min(taking, key=lambda card: (suit_of[card] == TRUMP, power[card])).code
    sure = [card for card in taking if _sure(view, card, unseen)]
    if sure:
        return min(sure, key=lambda card: (suit_of[card] == TRUMP, power[card])).code
    return max(taking, key=lambda card: (suit_of[card] == TRUMP, power[card])).code


def expert(view: BazaView, rng: random.Random) -> str:
    if view.phase == "declaracion":
        return declaration(view)
    if view.phase == "descarte":
        return exchange(view)
    return card_play(view)


def beginner(view: BazaView, rng: random.Random) -> str:
    legal = view.legal_actions
    suit_of, _ = _order(view)
    if view.phase == "declaracion":
        if BAILE in legal and view.pinta is not None and view.pinta.rank in (1, 3):
            return BAILE
        if PASO not in legal:
            return JUEGO
        good = any(suit_of[card] == TRUMP or card.rank == 1 for card in view.hand)
        return JUEGO if good else PASO
    if view.phase == "descarte":
        if ROBA not in legal:
            return rng.choice(legal)
        small = [
            card
            for card in view.hand
            if suit_of[card] != TRUMP and card.rank not in (1, 3) and DESCARTA + card.code in legal
        ]
        if small and rng.random() < 0.5:
            return DESCARTA + rng.choice(small).code
        return ROBA
    return rng.choice(legal)


PLAYERS = bots(beginner, expert)
