"""Computer players of the Tute, the Guiñote and the Brisca.

*principiante*: any legal card, sings when it notices (half the time), never changes the pinta nor announces.
*experto*: sings every cante it may (the 40 first, tute when it has it), changes the pinta, claims the juego in a
Guiñote vuelta when its pair is past 100; in the play it keeps its trumps and points while the stock lasts, takes a
trick with the cheapest card that wins it when the trick is worth it, loads its partner's trick with points
(*cargar*), and otherwise throws its cheapest card.
"""

from __future__ import annotations

import random

from games.bots_bazas import (
    PLAYERS,
    cheapest,
    is_trump,
    last_to_play,
    legal_cards,
    partner_winning,
    richest,
    trick_points,
    winners,
)
from games.cards import Card
from games.hands.bazas import GUINOTE_POINTS, TUTE_POINTS, BazaView

WORTH_TAKING = 4  # points on the table (with the card that takes them) that make a trick worth a card


def values(view: BazaView) -> dict[int, int]:
    return GUINOTE_POINTS if view.game == "guinote" else TUTE_POINTS


def beginner(view: BazaView, rng: random.Random) -> str:
    words = [a for a in view.legal_actions if a.startswith("cante:") or a == "tute"]
    if words and rng.random() < 0.5:
        return rng.choice(words)
    cards = legal_cards(view)
    if cards:
        return rng.choice(cards).code
    return "paso" if "paso" in view.legal_actions else view.legal_actions[0]


def expert(view: BazaView, rng: random.Random) -> str:
    legal = view.legal_actions
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


def play(view: BazaView, cards: list[Card]) -> Card:
    points = values(view)
    stock = view.stock_size > 0
    if not view.trick:
        return lead(view, cards, points, stock)
    if partner_winning(view):
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


for _game in ("tute", "guinote", "brisca"):
    PLAYERS[_game] = {"principiante": beginner, "experto": expert}
