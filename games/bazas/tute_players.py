"""Computer players of the Tute, the Guiñote and the Brisca.

*principiante*: any legal card, sings when it notices (half the time), never changes the pinta nor announces.
*experto*: sings every cante it may (the 40 first, tute when it has it), changes the pinta, claims the juego in a
mano de vuelta when its side is past 100; in a Tute remate bids what its cards should make and names its longest,
strongest suit, and as a rival helps the other rival against the bidder; in the play it keeps its trumps and points while the stock lasts, takes a
trick with the cheapest card that wins it when the trick is worth it, loads its partner's trick with points
(*cargar*), and otherwise throws its cheapest card.
"""

from __future__ import annotations

import random

from games.bazas.base import GUINOTE_POINTS, TUTE_POINTS, BazaView
from games.bazas.players import (
    bots,
    cheapest,
    current_winner,
    is_trump,
    last_to_play,
    legal_cards,
    partner_winning,
    richest,
    trick_points,
    winners,
)
from games.core.cards import Card, Suit

WORTH_TAKING = 4  # points on the table (with the card that takes them) that make a trick worth a card


def values(view: BazaView) -> dict[int, int]:
    return GUINOTE_POINTS if view.game == "guinote" else TUTE_POINTS


def beginner(view: BazaView, rng: random.Random) -> str:
    if view.phase == "subasta":
        return view.legal_actions[1] if rng.random() < 0.35 else "paso"
    if view.phase == "triunfo":
        return "triunfo:" + max(Suit, key=lambda suit: sum(card.suit == suit for card in view.hand)).value
    words = [a for a in view.legal_actions if a.startswith("cante:") or a == "tute"]
    if words and rng.random() < 0.5:
        return rng.choice(words)
    cards = legal_cards(view)
    if cards:
        return rng.choice(cards).code
    return "paso" if "paso" in view.legal_actions else view.legal_actions[0]


def expert(view: BazaView, rng: random.Random) -> str:
    legal = view.legal_actions
    if view.phase == "subasta":
        return bid(view)
    if view.phase == "triunfo":
        return "triunfo:" + max(Suit, key=lambda suit: estimate(view.hand, suit)).value
    if "tute" in legal:
        return "tute"
    cantes = [a for a in legal if a.startswith("cante:")]
    if cantes:
        return cantes[0]  # the 40 comes alone while it is due
    if "fuera" in legal and view.points[view.side] > 100:
        return "fuera"
    exchange = next((a for a in legal if a.startswith("cambia:")), None)
    if exchange is not None:
        return exchange
    cards = legal_cards(view)
    if not cards:
        return "paso" if "paso" in legal else legal[0]
    return play(view, cards).code


def estimate(hand: tuple[Card, ...], trump: Suit) -> float:
    """The tantos a Tute remate bidder may expect with ``trump``: the aces and guarded treses with what they
    take, the long trumps, the cantes and the last trick."""
    trumps = [card for card in hand if card.suit == trump]
    held = set(hand)
    tricks = sum(1 for card in hand if card.rank == 1)
    tricks += sum(1 for card in hand if card.rank == 3 and Card(1, card.suit) in held)
    tricks += max(0, len(trumps) - 3)
    high = sum(TUTE_POINTS.get(card.rank, 0) for card in hand if card.rank in (1, 3))
    cantes = sum(
        40 if suit == trump else 20 for suit in Suit if Card(12, suit) in held and Card(11, suit) in held
    )
    return high + 7 * tricks + 0.7 * cantes + (10 if len(trumps) >= 5 else 0)


def bid(view: BazaView) -> str:
    """The highest multiple of five the hand should make, if the auction still allows it."""
    best = max(estimate(view.hand, suit) for suit in Suit)
    amount = int(best * 0.9) // 5 * 5
    bids = [int(a.removeprefix("puja:")) for a in view.legal_actions if a.startswith("puja:")]
    return f"puja:{amount}" if bids and bids[0] <= amount <= bids[-1] else "paso"


def bidder(view: BazaView) -> int | None:
    """The winner of a Tute remate's auction (the last seat that bid), if any."""
    bids = [seat for seat, word in view.announcements if word.startswith("puja:")]
    return bids[-1] if bids else None


def ally_winning(view: BazaView) -> bool:
    """The trick goes to this seat's partner, or, in a remate, to the other rival of the bidder."""
    if partner_winning(view):
        return True
    solo = bidder(view) if view.score_unit == "puntos" else None
    winner = current_winner(view)
    return solo is not None and winner is not None and winner != view.seat and solo not in (winner, view.seat)


def play(view: BazaView, cards: list[Card]) -> Card:
    points = values(view)
    stock = view.stock_size > 0
    if not view.trick:
        return lead(view, cards, points, stock)
    if ally_winning(view):
        plain = [card for card in cards if not is_trump(view, card)]
        if last_to_play(view) or not stock:
            return richest(view, plain or cards, points)
        return cheapest(view, cards, points)
    taking = winners(view, cards)
    if taking:
        best = cheapest(view, taking, points)
        worth = trick_points(view, points) + points.get(best.rank, 0)
        if worth >= WORTH_TAKING or not stock or not is_trump(view, best):
            return best
    return cheapest(view, cards, points)


def lead(view: BazaView, cards: list[Card], points: dict[int, int], stock: bool) -> Card:
    """Lead a master card worth points once the stock is out; otherwise the cheapest card, not a trump."""
    if not stock:
        masters = [card for card in cards if not is_trump(view, card) and master(view, card)]
        if masters:
            return max(masters, key=lambda card: points.get(card.rank, 0))
    plain = [card for card in cards if not is_trump(view, card)]
    return cheapest(view, plain or cards, points)


def master(view: BazaView, card: Card) -> bool:
    """No card of its suit that beats it is still out of sight."""
    order = view.play_rules.order(view.trump)
    seen = view.visible_cards()
    return all(
        other in seen
        for other in view.play_rules.deck
        if order.suit_of[other] == order.suit_of[card] and order.power[other] > order.power[card]
    )


PLAYERS = bots(beginner, expert)  # the Tute's, the Guiñote's and the Brisca's
