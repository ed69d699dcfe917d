"""Computer players of the games of bazas (``games.bazas.base``): a registry by game and level, and the card
judgments they share (which cards win the trick now, the cheapest of them, the partner's trick).

Each game's module (``games.bazas.tute_players``, ``games.bazas.julepe_players``…) registers its players in :data:`PLAYERS`;
:func:`games.ombre.players.choose` sends every :class:`~games.bazas.base.BazaView` here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from games.bazas.base import BazaView
from games.core.cards import CARDS_BY_CODE, Card
from games.core.game import Bot
from games.core.rules import TRUMP

Player = Callable[[BazaView, random.Random], str]  # a level's judgment, given its random source


def bots(beginner: Player, expert: Player) -> dict[str, Bot[BazaView]]:
    """A game's players by level; without a random source, each draws its lots from what its seat sees."""

    def seeded(player: Player) -> Bot[BazaView]:
        def decide(view: BazaView, rng: random.Random | None) -> str:
            cards = ",".join(c.code for c in view.hand)
            return player(view, rng or random.Random(f"{view.game}|{view.seat}|{cards}|{len(view.played)}"))

        return decide

    return {"principiante": seeded(beginner), "experto": seeded(expert)}


def legal_cards(view: BazaView) -> list[Card]:
    """The cards the seat may play now (none outside the play)."""
    return [CARDS_BY_CODE[action] for action in view.legal_actions if action in CARDS_BY_CODE]


def power(view: BazaView, card: Card) -> tuple[bool, int]:
    """How strong ``card`` is under the view's trump: trumps first, then its power within its suit."""
    order = view.play_rules.order(view.trump)
    return order.suit_of[card] == TRUMP, order.power[card]


def is_trump(view: BazaView, card: Card) -> bool:
    return view.play_rules.order(view.trump).suit_of[card] == TRUMP


def seats_in_order(view: BazaView, leader: int) -> list[int]:
    """The seats in play, in playing order from ``leader`` (the Julepe's passers sit out)."""
    seats = view.active or tuple(range(view.players))
    start = seats.index(leader)
    return [seats[(start + step) % len(seats)] for step in range(len(seats))]


def _winner(view: BazaView, trick: tuple[Card, ...], leader: int) -> int:
    index = view.play_rules.trick_winner(trick, 0, len(trick), view.trump)
    assert index is not None
    return seats_in_order(view, leader)[index]


def winner_with(view: BazaView, card: Card) -> int:
    """The seat that would be winning the trick if the seat to move played ``card``."""
    leader = view.trick_leader if view.trick and view.trick_leader is not None else view.seat
    return _winner(view, (*view.trick, card), leader)


def current_winner(view: BazaView) -> int | None:
    """The seat winning the trick on the table so far."""
    if not view.trick or view.trick_leader is None:
        return None
    return _winner(view, view.trick, view.trick_leader)


def winners(view: BazaView, cards: Iterable[Card]) -> list[Card]:
    """Those of ``cards`` that would put the trick in this seat's hands now."""
    return [card for card in cards if winner_with(view, card) == view.seat]


def cheapest(view: BazaView, cards: Iterable[Card], values: dict[int, int]) -> Card:
    """The card that costs least: fewest points, then not a trump, then the weakest."""
    return min(cards, key=lambda card: (values.get(card.rank, 0), power(view, card)))


def richest(view: BazaView, cards: Iterable[Card], values: dict[int, int]) -> Card:
    """The card worth most points, not a trump if possible (to load a partner's trick)."""
    return max(
        cards, key=lambda card: (values.get(card.rank, 0), not is_trump(view, card), -power(view, card)[1])
    )


def partner_winning(view: BazaView) -> bool:
    """Whether the trick on the table goes, for now, to this seat's side (another seat of it)."""
    winner = current_winner(view)
    return winner is not None and winner != view.seat and view.sides[winner] == view.side


def trick_points(view: BazaView, values: dict[int, int]) -> int:
    return sum(values.get(card.rank, 0) for card in view.trick)


def last_to_play(view: BazaView) -> bool:
    """Whether this seat closes the trick (counting only the seats in play)."""
    seats = len(view.active) if view.active else view.players
    return len(view.trick) == seats - 1
