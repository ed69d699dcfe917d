"""Sampled estimates for a real seat where the exact solve cannot reach: a stock still to draw, or too many cards.

:func:`estimate_for_seat` gives, for each legal card of the seat of a :class:`~games.SeatView`, what its side collects
on average from here to the end of the play (tricks, or card points and the ten *de últimas*, as
:mod:`games.core.solver` counts them) over deals of the cards it has not seen: the other hands and, where the players
draw, the stock's order, the *pinta* shown last. On each deal every legal card is played and the rest played out by a
plain rule (:func:`greedy`) for every seat, drawing after each trick (the winner first), until no stock is left and
at most ``exact`` tricks are left; from there the open-hand solver gives the exact value. Every card is judged
on the same deals, so their differences are less noisy than their means. Seeded: the same seed gives the same deals.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from games.core.cards import CARDS_BY_CODE, Card, Suit
from games.core.inference import allowed, visible
from games.core.registry import find_game
from games.core.rules import TRUMP, CardOrder, GameRules
from games.core.solver import (
    FEWEST,
    POINTS,
    TRICKS,
    SeatSolution,
    _Dealer,
    _points_of,
    _Search,
    seat_solution,
)
from games.core.trick import Position
from games.core.view import SeatView

EXACT_TRICKS = 3  # the playout hands over to the exact solve with no stock and at most this many tricks left


def estimate_for_seat(
    view: SeatView, *, samples: int = 12, budget: float = 0.2, seed: int = 0, exact: int = EXACT_TRICKS
) -> SeatSolution | None:
    """Every legal card's mean value for the seat of ``view`` (to move in trick play) over deals it cannot tell apart,
    each played out as the module says. At most ``samples`` deals, and no more than fit in ``budget`` seconds at the
    pace of the first ones (at least one).

    ``None`` where it does not apply: not the seat's card to play, seats sitting out, or no deal that fits. The
    deals are uniform among those of the unseen cards that fit what the seat has seen
    (:func:`games.core.inference.allowed`: voids and other obligations shown, cantes).
    """
    rules = view.play_rules
    players, seat = view.players, view.seat
    if view.to_move != seat or not rules.plays_tricks or (view.active and len(view.active) != players):
        return None
    trick = tuple(view.trick)
    leader = view.trick_leader if trick and view.trick_leader is not None else seat
    done = {(leader + turn) % players for turn in range(len(trick))}
    held = [len(view.hand) - (other in done) for other in range(players)]
    stock = to_draw(view)
    pinta: Card | None = getattr(view, "pinta", None) if stock else None
    gone = visible(view)  # the pinta too: it is drawn last, whoever draws it
    hidden = [card for card in rules.deck if card not in gone and card != pinta]
    # Where the hidden cards go: each other hand, then the stock; the rest lie out of play (a talon).
    capacity = [0 if other == seat else held[other] for other in range(players)]
    capacity.append(stock - (pinta is not None))
    if sum(capacity) > len(hidden):
        return None
    capacity.append(len(hidden) - sum(capacity))
    try:
        dealer = _Dealer(hidden, capacity, allowed(view))
    except ValueError:  # no deal fits what the seat has seen
        return None
    count = _points_of(rules)
    playout = Playout(rules, view.trump, count, tuple(view.sides), seat, exact)
    rng = random.Random(seed)
    runs: dict[str, list[float]] = {}
    solved = 0
    start = time.perf_counter()
    while solved < samples and (
        solved == 0 or (time.perf_counter() - start) * (solved + 1) / solved <= budget
    ):
        dealt = dealer.sample(rng)
        hands = [tuple(view.hand) if other == seat else tuple(dealt[other]) for other in range(players)]
        rng.shuffle(dealt[players])  # the stock's order
        drawn = [*dealt[players], *([pinta] if pinta else [])]
        position = Position(rules, tuple(hands), view.trump, trick, leader, stock)
        for code in position.legal_plays():
            runs.setdefault(code, []).append(playout.value(position.play(code), drawn))
        solved += 1
    if set(runs) != {action for action in view.legal_actions if action in CARDS_BY_CODE}:
        return None  # a privilege the view does not show: no faithful position
    return seat_solution(seat, TRICKS if count is None else POINTS, rules.slug in FEWEST, runs)


def to_draw(view: SeatView) -> int:
    """The cards the players of ``view`` still draw during the play, the pinta included (a Julepe's or a Cientos'
    stock is only drawn before it: none)."""
    draws = getattr(find_game(view.game).hand_rules, "draws", None)
    return int(getattr(view, "stock_size", 0)) if callable(draws) and draws(view.players) else 0


class Playout:
    """One way to play a position to the end: :func:`greedy` for every seat while stock is left or more than
    ``exact`` tricks are left, then the exact solve; what the seat's side collects is counted."""

    def __init__(
        self,
        rules: GameRules,
        trump: Suit | None,
        count: Callable[[tuple[Card, ...]], int | None] | None,
        sides: tuple[int, ...],
        seat: int,
        exact: int,
    ) -> None:
        self.sides, self.side, self.exact = sides, sides[seat], exact
        self.count = count
        order = rules.order(trump)
        standard = type(rules).trick_winner is GameRules.trick_winner
        # Cheap first: no trump, then the fewest points, then the lowest in the order.
        self.rule = Greedy(
            {
                card: (
                    order.suit_of[card] == TRUMP,
                    0 if count is None else count((card,)) or 0,
                    order.power[card],
                )
                for card in rules.deck
            },
            order if standard else None,
            sides,
        )

    def value(self, position: Position, stock: list[Card]) -> int:
        """What the seat's side takes from ``position`` (the candidate card just played) to the end of the play,
        drawing from ``stock`` (in order) after each trick."""
        total, drawn = 0, 0
        while True:
            if position.is_trick_complete:
                winner = position.trick_winner()
                if winner is not None and self.sides[winner] == self.side:
                    total += 1 if self.count is None else self.count(position.trick) or 0
                position = position.collected()
                if drawn < len(stock):
                    hands = list(position.hands)
                    for step in range(position.players):
                        drawer = (position.leader + step) % position.players
                        hands[drawer] = (*hands[drawer], stock[drawn])
                        drawn += 1
                    position = Position(
                        position.rules, tuple(hands), position.trump, (), position.leader, len(stock) - drawn
                    )
                if position.is_over:
                    return total
            if drawn == len(stock) and sum(map(len, position.hands)) <= self.exact * position.players:
                return total + _Search(position, self.sides, self.side).value()
            position = self.rule.play(position)


class Greedy:
    """The playout's plain rule: lead the cheapest card; on a rival's trick, take it with the cheapest card that
    does when the trick holds points or that card is no trump, else throw the cheapest; on the partner's trick, the
    last to play gives him the costliest plain card, any other the cheapest.

    ``cheap`` ranks every card (lower is cheaper: no trump, fewest points, lowest); ``order``, the card order where
    the usual trick winner applies (highest trump, else highest of the suit led), else ``None``.
    """

    def __init__(
        self, cheap: dict[Card, tuple[bool, int, int]], order: CardOrder | None, sides: tuple[int, ...]
    ) -> None:
        self.cheap, self.order, self.sides = cheap, order, sides

    def play(self, position: Position) -> Position:
        """``position`` after the seat to move plays by the rule (a complete trick gathered first)."""
        opened = position.collected()
        seat = opened.to_move
        assert seat is not None
        cheap = self.cheap.__getitem__
        legal = opened._allowed()
        cheapest = min(legal, key=cheap)
        trick = opened.trick
        if not trick:
            return opened._apply(cheapest)
        winner = opened.trick_winner()
        if winner is not None and self.sides[winner] == self.sides[seat]:
            if len(trick) + 1 == opened.players:
                plain = [card for card in legal if not cheap(card)[0]] or legal
                return opened._apply(max(plain, key=lambda card: (cheap(card)[1], -cheap(card)[2])))
            return opened._apply(cheapest)
        taking = [card for card in legal if self.takes(opened, card, seat)]
        if taking:
            taker = min(taking, key=cheap)
            if not cheap(taker)[0] or any(cheap(card)[1] for card in trick):
                return opened._apply(taker)
        return opened._apply(cheapest)

    def takes(self, position: Position, card: Card, seat: int) -> bool:
        """Whether ``card`` would win the open trick of ``position`` for ``seat``."""
        order = self.order
        if order is None:
            return position._apply(card).trick_winner() == seat
        suit_of, power = order.suit_of, order.power
        top = position.trick[0]
        for other in position.trick[1:]:
            if (suit_of[other] == suit_of[top] and power[other] > power[top]) or (
                suit_of[other] == TRUMP and suit_of[top] != TRUMP
            ):
                top = other
        return (suit_of[card] == suit_of[top] and power[card] > power[top]) or (
            suit_of[card] == TRUMP and suit_of[top] != TRUMP
        )
