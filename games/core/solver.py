"""The exact open-hand solver: what every legal card is worth when every hand is known, with best play after it.

:func:`solve` takes a :class:`~games.Position` of trick play with no stock left and every hand known, and gives,
for each card :meth:`~games.Position.legal_plays` allows the seat to move, what its side collects *from this
position to the end of the play* when both sides play their best afterwards (never a card the rules refuse):

* **tricks** (``bazas``) in the games that count tricks — the Ombre family, the Rebesino, the Julepe and the
  Truco (a *parda* counts for nobody);
* **card points** (``puntos``) where the game's :meth:`~games.core.hand.HandRules.count` gives card points — the
  Tute, the Guiñote, the Brisca and the Malilla —, the cards of the tricks still to play (the cards already on the
  table included), plus the ten *de últimas* where the game has them (the Tute, the Guiñote): with no stock left,
  the position's last trick is the hand's. Cantes and what earlier tricks won are not counted.

Sides: the ``sides`` given (each seat's side, as :attr:`games.SeatView.sides` gives them) or the ``maker`` (the
Ombre family's Jugador against the others); by default the game's partnerships (partners sit opposite), and where
each plays for himself the seat to move against all the others together. In the Rebesino the aim is the fewest
tricks: the best card is the one that takes fewest.

>>> import games
>>> pos = games.position("tute", hands=[["1O", "4C"], ["3O", "12C"]], trump="E")
>>> solution = games.solve(pos)
>>> dict(solution.values), solution.best_cards, solution.cost("1O")
({'1O': 21, '4C': 31}, ('4C',), 10)

The search is a fail-soft alpha-beta over bitmasks run as null-window tests (MTD(f)), with a transposition table (the
bounds and the moves, best first, of every position met), the top trumps of one side as sure tricks or points,
touching cards of one hand taken as one move, the last two tricks valued once each by a plain alpha-beta (their exact
value kept), the last card of a trick tried without the table (what follows it is), and cheap move ordering; the obligations of the Ombre and Tute families
are compiled to bitmasks, those of any other game asked of :meth:`Position.legal_plays`.
:func:`solve_for_seat` averages :func:`solve` over deals sampled among those a seat cannot tell apart.
"""

from __future__ import annotations

import random
import time
from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from math import comb, sqrt
from statistics import stdev
from types import MappingProxyType

from games.bazas.tute_trick import TuteTrick
from games.core.cards import CARDS_BY_CODE, Card, Suit
from games.core.registry import GAMES, find_game
from games.core.rules import TRUMP, GameRules
from games.core.trick import Position
from games.ombre.rules import OmbreRules

TRICKS, POINTS = "bazas", "puntos"
ULTIMAS = 10  # the ten «de últimas» of the Tute and the Guiñote (catalogue, l. 2833, 911)
CLOCK_EVERY = 2048  # positions searched between two looks at the clock when :func:`solve` has a budget
FEWEST = frozenset({"rebesino"})  # games whose aim is to take no trick (1790, l. 1932)


@dataclass(frozen=True, slots=True)
class Solution:
    """The value of every legal card for the side to move (tricks or card points, see :mod:`games.core.solver`).

    ``values`` maps each legal card code (in hand order) to what the mover's side collects with it; ``best`` is the
    best of them (the most, or the fewest where the aim is to take none) and ``best_cards`` the cards that reach it.
    """

    seat: int
    side: tuple[int, ...]  # the seats whose tricks or points are counted: the mover's side
    unit: str  # TRICKS or POINTS
    fewest: bool  # True where the aim is the fewest (the Rebesino)
    values: Mapping[str, int] = field(hash=False)
    best: int
    best_cards: tuple[str, ...]
    nodes: int = field(compare=False)  # positions searched, a measure of the effort

    def cost(self, code: str) -> int:
        """What playing ``code`` gives away against the best card (0 for a best card)."""
        return abs(self.best - self.values[code])


def solve(
    position: Position,
    *,
    sides: Sequence[int] | None = None,
    maker: int | None = None,
    budget: float | None = None,
) -> Solution:
    """Every legal card's value for the side to move with best play afterwards (see :mod:`games.core.solver`).

    ``sides`` gives each seat's side; ``maker`` the seat playing alone against the others (the Ombre family needs
    one of them with three players or more); ``budget``, the seconds the search may take at most.

    :raises ValueError: when the play is over, when stock is left to draw, or when the sides are not known.
    :raises TimeoutError: when the search would take longer than ``budget``.
    """
    search = _Search(position, resolve_sides(position, sides, maker))
    if budget is not None:
        search.deadline = time.perf_counter() + budget
        search.stop = 0
    return search.solve()


def resolve_sides(position: Position, sides: Sequence[int] | None, maker: int | None) -> tuple[int, ...]:
    """Each seat's side: as given, the maker against the rest, or the game's partnerships (else each alone)."""
    players = position.players
    if maker is not None:
        if not 0 <= maker < players:
            raise ValueError(f"no hay asiento {maker} en la mesa")
        return tuple(0 if seat == maker else 1 for seat in range(players))
    if sides is not None:
        if len(sides) != players:
            raise ValueError("se necesita el bando de cada asiento")
        return tuple(sides)
    rules = position.rules
    hand_rules = GAMES[rules.slug].hand_rules
    by_game = getattr(hand_rules, "sides", None)
    if callable(by_game):
        return tuple(by_game(players))
    if rules.family == "ombre" and players > 2:
        raise ValueError("en la familia del hombre hay que decir quién es el jugador (maker) o los bandos")
    if rules.partnerships and players % 2 == 0:
        return tuple(seat % 2 for seat in range(players))
    return tuple(range(players))


def _points_of(rules: GameRules) -> Callable[[tuple[Card, ...]], int | None] | None:
    """The game's count of card points, or ``None`` where tricks are counted (the Truco's count is the envido's)."""
    if rules.family == "truco":
        return None
    count = GAMES[rules.slug].hand_rules.count
    return count if count(()) is not None else None


class _Search:
    """One solve: the position as bitmasks (bit *i* is the *i*-th card in play, each effective suit a run of bits,
    lowest first) and the search over it."""

    def __init__(self, position: Position, sides: tuple[int, ...], counted: int | None = None) -> None:
        """``counted``: the side whose tricks or points are counted (the mover's by default)."""
        pos = position.collected()
        if pos.is_over:
            raise ValueError("la mano ha terminado: no queda nada que jugar")
        if pos.stock:
            raise ValueError("quedan cartas en el monte: el resolvedor necesita todas las manos conocidas")
        self.position = pos
        rules = self.rules = pos.rules
        order = rules.order(pos.trump)
        seat = pos.to_move
        assert seat is not None
        self.seat: int = seat
        self.players = pos.players
        count = _points_of(rules)
        self.unit = TRICKS if count is None else POINTS
        self.fewest = rules.slug in FEWEST
        mover_side = sides[self.seat] if counted is None else counted
        self.side = tuple(seat for seat in range(self.players) if sides[seat] == mover_side)
        # What the mover's side takes is counted; it wants the most (its rivals the fewest), or the other way round.
        self.ours = tuple(sides[seat] == mover_side for seat in range(self.players))
        self.maximizer = tuple(ours != self.fewest for ours in self.ours)
        cards = sorted(
            [card for hand in pos.hands for card in hand] + list(pos.trick),
            key=lambda card: (order.suit_of[card], order.power[card]),
        )
        self.cards = cards
        self.index = {card: i for i, card in enumerate(cards)}
        suit_names = sorted({order.suit_of[card] for card in cards})
        self.suit = [suit_names.index(order.suit_of[card]) for card in cards]
        self.trump_suit = suit_names.index(TRUMP) if TRUMP in suit_names else -1
        self.suit_mask = [
            sum(1 << i for i, s in enumerate(self.suit) if s == k) for k in range(len(suit_names))
        ]
        self.above = [self.suit_mask[s] & ~((2 << i) - 1) for i, s in enumerate(self.suit)]
        self.below = [self.suit_mask[s] & ((1 << i) - 1) for i, s in enumerate(self.suit)]
        self.rank = [
            i - min(j for j, s in enumerate(self.suit) if s == self.suit[i]) for i in range(len(cards))
        ]
        self.points = [1 if count is None else count((card,)) or 0 for card in cards]
        hand_rules = GAMES[rules.slug].hand_rules
        self.ultimas = ULTIMAS if count is not None and getattr(hand_rules, "has_ultimas", False) else 0
        special = rules.matadores(pos.trump) if isinstance(rules, OmbreRules) else frozenset()
        tags: dict[tuple[int, int, bool, int], int] = {}
        self.tag = [
            tags.setdefault(
                (
                    self.suit[i],
                    self.points[i],
                    card in special,
                    order.power[card] if rules.tied_tricks else 0,
                ),
                len(tags),
            )
            for i, card in enumerate(cards)
        ]
        self.special = sum(1 << self.index[card] for card in special if card in self.index)
        self.hands = [self.mask(hand) for hand in pos.hands]
        self.trick = [self.index[card] for card in pos.trick]
        self.leader = pos.leader
        self.partner = [
            [rules.partners(a, b, self.players) for b in range(self.players)] for a in range(self.players)
        ]
        self.table: dict[tuple[int, ...], tuple[int, int, list[int]]] = {}
        self.nodes = 0
        # With a deadline, the clock is read every CLOCK_EVERY positions, from the ``stop``-th on.
        self.deadline = 0.0
        self.stop = 1 << 62
        self.legal = self._legal_function()
        self.winner = self._winner_function()

    def mask(self, cards: Iterable[Card]) -> int:
        return sum(1 << self.index[card] for card in cards)

    # -- the rules, compiled to bitmasks --------------------------------------------------------------------------
    def _legal_function(self) -> Callable[[int, int, list[int], int, int], int]:
        """``legal(seat, hand, trick, leader, place)``: the cards of ``hand`` the rules allow ``seat`` to play
        (``place``: where in ``trick`` the winning card lies)."""
        rules = self.rules
        requirements = type(rules).requirements
        suit, suit_mask, above, below = self.suit, self.suit_mask, self.above, self.below
        trump = self.trump_suit
        trumps = suit_mask[trump] if trump >= 0 else 0
        if requirements is GameRules.requirements:
            return lambda seat, hand, trick, leader, place: hand
        if isinstance(rules, OmbreRules) and requirements is OmbreRules.requirements:
            matadores = self.special

            def ombre(seat: int, hand: int, trick: list[int], leader: int, place: int) -> int:
                if not trick:
                    return hand
                led = trick[0]
                same = hand & suit_mask[suit[led]]
                if not same:
                    return hand
                if suit[led] != trump or same & ~matadores:
                    return same
                if matadores >> led & 1 and same & below[led]:
                    return same
                return hand

            return ombre
        if isinstance(rules, TuteTrick) and requirements is TuteTrick.requirements:
            exempting = rules.partner_exempt
            undertrump = rules.must_undertrump
            partner = self.partner

            def tute(seat: int, hand: int, trick: list[int], leader: int, place: int) -> int:
                if not trick:
                    return hand
                led_suit = suit[trick[0]]
                top = trick[place]
                exempt = exempting and partner[seat][(leader + place) % len(partner)]
                same = hand & suit_mask[led_suit]
                if same:
                    best = top if suit[top] == led_suit else max(c for c in trick if suit[c] == led_suit)
                    beaters = same & above[best]
                    return beaters if beaters and not exempt else same
                mine = hand & trumps
                if not mine or exempt:
                    return hand
                if suit[top] != trump:
                    return mine
                return mine & above[top] or (mine if undertrump else hand)

            return tute
        return self._legal_by_position()

    def _legal_by_position(self) -> Callable[[int, int, list[int], int, int], int]:
        """Any other rules: ask :meth:`Position.legal_plays`, once per hand and trick (obligations read the mover's
        hand and the trick only)."""
        pos, cards, index = self.position, self.cards, self.index
        empty: tuple[Card, ...] = ()
        memo: dict[tuple[int, int, tuple[int, ...], int], int] = {}

        def legal(seat: int, hand: int, trick: list[int], leader: int, place: int) -> int:
            if not trick:
                return hand
            key = (seat, hand, tuple(trick), leader)
            found = memo.get(key)
            if found is None:
                held = tuple(cards[i] for i in range(hand.bit_length()) if hand >> i & 1)
                hands = tuple(held if s == seat else empty for s in range(self.players))
                probe = Position(
                    pos.rules, hands, pos.trump, tuple(cards[i] for i in trick), leader, 0, (), pos.napolitana
                )
                found = memo[key] = sum(1 << index[CARDS_BY_CODE[code]] for code in probe.legal_plays())
            return found

        return legal

    def _winning(self, trick: list[int]) -> int:
        """The place in ``trick`` of the card winning it: the highest trump, else the highest of the suit led."""
        suit, trump = self.suit, self.trump_suit
        best, best_suit, place = trick[0], suit[trick[0]], 0
        for i in range(1, len(trick)):
            card = trick[i]
            card_suit = suit[card]
            if (card_suit == best_suit and card > best) or (card_suit == trump and best_suit != trump):
                best, best_suit, place = card, card_suit, i
        return place

    def _winner_function(self) -> Callable[[list[int], int, int], int | None]:
        """``winner(trick, leader, place)``: the seat that takes a complete trick (``None``: a parda), ``place``
        being where its winning card lies by the usual rule (highest trump, else highest of the suit led)."""
        rules, players = self.rules, self.players
        if type(rules).trick_winner is GameRules.trick_winner:
            return lambda trick, leader, place: (leader + place) % players
        cards, trump = self.cards, self.position.trump
        memo: dict[tuple[tuple[int, ...], int], int | None] = {}

        def winner(trick: list[int], leader: int, place: int) -> int | None:
            key = (tuple(trick), leader)
            if key not in memo:
                memo[key] = rules.trick_winner(tuple(cards[i] for i in trick), leader, players, trump)
            return memo[key]

        return winner

    # -- the search -----------------------------------------------------------------------------------------------
    def moves(self, seat: int, trick: list[int], leader: int, place: int) -> list[tuple[int, int]]:
        """The moves of ``seat``: one card for each set of equivalent legal cards (touching in the order, with
        the same points and privileges), each with the mask of the cards it stands for, best guesses first.

        The guess: leading, a card no other can beat first, else the fewest points, the highest; following, win
        cheaply what the rivals hold, leave what the partner holds, and throw points where they are won.
        """
        hand = self.hands[seat]
        legal = self.legal(seat, hand, trick, leader, place)
        if not legal & (legal - 1):
            return [(legal.bit_length() - 1, legal)]
        others = sum(self.hands) - hand
        for card in trick:
            others |= 1 << card
        tag, points, rank, above, suit = self.tag, self.points, self.rank, self.above, self.suit
        if trick:
            best = trick[place]
            best_suit = suit[best]
            trump = self.trump_suit
            friendly = self.maximizer[(leader + place) % self.players] == self.maximizer[seat]
            last = len(trick) == self.players - 1
        scored: list[tuple[int, int, int]] = []
        previous = -1
        rest = legal
        while rest:
            card = rest.bit_length() - 1
            rest ^= 1 << card
            if previous >= 0 and tag[card] == tag[previous] and not others & ((1 << previous) - (2 << card)):
                score, top, members = scored[-1]
                scored[-1] = (score, top, members | 1 << card)
                previous = card
                continue
            previous = card
            if not trick:
                score = rank[card] - 10 * points[card] if others & above[card] else 1000 + 10 * points[card]
            elif (suit[card] == best_suit and card > best) or (suit[card] == trump and best_suit != trump):
                if friendly:
                    score = 10 * points[card] - rank[card]
                else:
                    score = 2000 + 10 * points[card] + (-rank[card] if last else rank[card])
            elif friendly:
                score = 1000 + 10 * points[card] - rank[card]
            else:
                score = -10 * points[card] - rank[card]
            scored.append((score, card, 1 << card))
        scored.sort(reverse=True)
        return [(card, members) for _, card, members in scored]

    def bounds(self, left: int) -> tuple[int, int]:
        """Bounds on the value at the start of a trick: the top trumps held by one side win whatever they fall on,
        so that side is sure of their points (or, counting tricks, of as many tricks as one seat holds of them)."""
        hands, ours, points = self.hands, self.ours, self.points
        rest = sum(hands) & self.suit_mask[self.trump_suit]
        side = None
        sure = 0
        held = [0] * self.players
        while rest:
            card = rest.bit_length() - 1
            rest ^= 1 << card
            owner = next(seat for seat, hand in enumerate(hands) if hand >> card & 1)
            if side is None:
                side = ours[owner]
            elif ours[owner] != side:
                break
            sure += points[card]
            held[owner] += 1
        if self.unit == TRICKS:
            sure = max(held)
        return (sure, left) if side else (0, left - sure)

    def searcher(self) -> Callable[[int, list[int], int, int, int, int, int], int]:
        """``search(leader, trick, place, left, alpha, beta, only)``: what the mover's side takes of all
        still to play (``left`` in all, the cards on the table included), fail-soft within ``alpha`` .. ``beta``;
        ``place`` is where the trick's winning card lies; ``only`` (a card, or -1) restricts the seat to move to that
        card, and the result is then not stored.

        A closure over the position's lists, for speed: the table keeps, for each position met (the hands, the
        leader and the trick), the bounds found and its moves, the best first.
        """
        hands, table, players, maximizer, ours = (
            self.hands,
            self.table,
            self.players,
            self.maximizer,
            self.ours,
        )
        points, ultimas, winner, moves, suit = self.points, self.ultimas, self.winner, self.moves, self.suit
        by_points = self.unit == POINTS
        trump = self.trump_suit
        # Sure tricks or points need the usual trick winner and a trump suit.
        bounded = trump >= 0 and type(self.rules).trick_winner is GameRules.trick_winner
        bounds, winning, get, legal = self.bounds, self._winning, table.get, self.legal

        known: dict[tuple[int, ...], int] = {}  # the exact values of the last two tricks, at their start

        def last(leader: int, trick: list[int]) -> int:
            """What the mover's side takes of the last trick, whose cards are all known from here."""
            seat = (leader + len(trick)) % players
            cards = trick + [
                hands[(seat + i) % players].bit_length() - 1 for i in range(players - len(trick))
            ]
            taker = winner(cards, leader, winning(cards))
            gain = (sum([points[c] for c in cards]) + ultimas) if by_points else 1
            return 0 if taker is None or not ours[taker] else gain

        def heads(card: int, count: int, top: int, place: int) -> int:
            """Where the winning card lies once ``card`` joins a trick of ``count`` cards whose winner, ``top``,
            lies at ``place``."""
            if (
                not count
                or (suit[card] == suit[top] and card > top)
                or (suit[card] == trump and suit[top] != trump)
            ):
                return count
            return place

        def ending(leader: int, trick: list[int], place: int, alpha: int, beta: int) -> int:
            """The value of the last two tricks from ``trick`` by a plain alpha-beta (a few lines, no table),
            fail-soft within ``alpha`` .. ``beta``: exact with the whole window."""
            seat = (leader + len(trick)) % players
            hand = hands[seat]
            rest = legal(seat, hand, trick, leader, place)
            maximizing = maximizer[seat]
            count = len(trick)
            top = trick[place] if count else -1
            best = -1 if maximizing else 1 << 30
            while rest and alpha < beta:
                card = rest.bit_length() - 1
                rest ^= 1 << card
                now = heads(card, count, top, place)
                hands[seat] = hand ^ 1 << card
                trick.append(card)
                if count + 1 == players:
                    taker = winner(trick, leader, now)
                    if taker is None:  # a parda: its leader leads the last trick
                        value = last(leader, [])
                    else:
                        won = (sum([points[c] for c in trick]) if by_points else 1) if ours[taker] else 0
                        value = won + last(taker, [])
                else:
                    value = ending(leader, trick, now, alpha, beta)
                trick.pop()
                hands[seat] = hand
                if maximizing:
                    if value > best:
                        best = value
                        alpha = max(alpha, best)
                elif value < best:
                    best = value
                    beta = min(beta, best)
            return best

        def search(
            leader: int, trick: list[int], place: int, left: int, alpha: int, beta: int, only: int = -1
        ) -> int:
            if left <= alpha:
                return left
            if beta <= 0:
                return 0
            self.nodes += 1
            if self.nodes >= self.stop:
                self.check_clock()
            seat = (leader + len(trick)) % players
            hand = hands[seat]
            if not hand & (hand - 1):  # the last trick: every hand holds one card, or none
                return last(leader, trick)
            key = (*hands, leader, *trick)
            if not trick and only < 0 and hand.bit_count() == 2:
                value = known.get(key)
                if value is None and all(h.bit_count() == 2 for h in hands):
                    value = known[key] = ending(leader, trick, 0, -1, left + 1)
                if value is not None:
                    return value
            closing = len(trick) == players - 1 and only < 0
            entry = None if closing else get(key)
            if closing:
                low, high = 0, left
                order = [card for card, _ in moves(seat, trick, leader, place)]
            elif entry is None:
                low, high = bounds(left) if bounded and not trick else (0, left)
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                order = [card for card, _ in moves(seat, trick, leader, place)]
            else:
                low, high, order = entry
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
            floor, ceiling = alpha, beta
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
            maximizing = maximizer[seat]
            best, best_card = (-1, -1) if maximizing else (left + 1, -1)
            count = len(trick)
            top = trick[place] if count else -1
            complete = count + 1 == players
            for card in order if only < 0 else (only,):
                now = heads(card, count, top, place)
                hands[seat] = hand ^ 1 << card
                trick.append(card)
                if complete:
                    taker = winner(trick, leader, now)
                    gain = sum([points[c] for c in trick]) if by_points else 1  # never the last trick (above)
                    if taker is None:  # a parda: nobody takes it, its leader leads again
                        won, taker = 0, leader
                    else:
                        won = gain if ours[taker] else 0
                    value = won + search(taker, [], 0, left - gain, alpha - won, beta - won)
                else:
                    value = search(leader, trick, now, left, alpha, beta)
                trick.pop()
                hands[seat] = hand
                if maximizing:
                    if value > best:
                        best, best_card = value, card
                        if best > alpha:
                            alpha = best
                elif value < best:
                    best, best_card = value, card
                    if best < beta:
                        beta = best
                if alpha >= beta:
                    break
            if only >= 0 or closing:
                return best
            if best <= floor:
                high = best
            elif best >= ceiling:
                low = best
            else:
                low = high = best
            if order[0] != best_card:
                order = [best_card, *(card for card in order if card != best_card)]
            table[key] = (low, high, order)
            return best

        return search

    def left(self) -> int:
        """The value of everything still to play: tricks, or card points and the últimas."""
        if self.unit == TRICKS:
            return -(-len(self.cards) // self.players)
        return sum(self.points) + self.ultimas

    def check_clock(self) -> None:
        """Go on for :data:`CLOCK_EVERY` more positions, unless the deadline has passed."""
        if time.perf_counter() > self.deadline:
            raise TimeoutError(f"el resolvedor no ha terminado a tiempo ({self.nodes} posiciones)")
        self.stop = self.nodes + CLOCK_EVERY

    def value(self) -> int:
        """What the counted side takes of all still to play, with best play from here on."""
        left = self.left()
        trick = self.trick
        return self.searcher()(
            self.leader, trick, self._winning(trick) if trick else 0, left, -1, left + 1, -1
        )

    def solve(self) -> Solution:
        """Each legal card's exact value: the first (the likeliest best) by one search with the whole window, the
        others by null-window tests from the last value found (MTD(f))."""
        left = self.left()
        search = self.searcher()
        leader, trick = self.leader, self.trick
        place = self._winning(trick) if trick else 0
        values: dict[int, int] = {}
        found = -1
        for card, members in self.moves(self.seat, trick, leader, place):
            if found < 0:
                found = search(leader, trick, place, left, -1, left + 1, card)
            else:
                low, high, value = 0, left, found
                while low < high:
                    beta = value + 1 if value == low else value
                    value = search(leader, trick, place, left, beta - 1, beta, card)
                    if value < beta:
                        high = value
                    else:
                        low = value
                found = low
            values.update((i, found) for i in range(len(self.cards)) if members >> i & 1)
        by_code = {code: values[self.index[CARDS_BY_CODE[code]]] for code in self.position.legal_plays()}
        best = (min if self.fewest else max)(by_code.values())
        return Solution(
            seat=self.seat,
            side=self.side,
            unit=self.unit,
            fewest=self.fewest,
            values=MappingProxyType(by_code),
            best=best,
            best_cards=tuple(code for code, value in by_code.items() if value == best),
            nodes=self.nodes,
        )


# -- hidden hands -----------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SeatSolution:
    """The expected value of every legal card of one seat over the deals sampled (see :func:`solve_for_seat`)."""

    seat: int
    unit: str
    fewest: bool
    values: Mapping[str, float] = field(hash=False)  # the mean over the deals, by legal card code
    best_cards: tuple[str, ...]
    samples: int  # the deals solved (fewer than asked when the time ran out)
    # The standard error of each card's cost: of its difference to the first best card, deal by deal.
    errors: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}), hash=False)

    def cost(self, code: str) -> float:
        """What ``code`` gives away on average against the best card (0 for a best card)."""
        best = self.values[self.best_cards[0]]
        return abs(best - self.values[code])


def seat_solution(seat: int, unit: str, fewest: bool, runs: Mapping[str, Sequence[float]]) -> SeatSolution:
    """The :class:`SeatSolution` of the values of each legal card deal by deal (``runs``, in the same deals)."""
    means = {code: sum(values) / len(values) for code, values in runs.items()}
    best = (min if fewest else max)(means.values())
    best_cards = tuple(code for code, value in means.items() if value == best)
    first = runs[best_cards[0]]
    errors = {
        code: stdev([a - b for a, b in zip(first, values, strict=True)]) / sqrt(len(values))
        if len(values) > 1
        else 0.0
        for code, values in runs.items()
    }
    return SeatSolution(
        seat=seat,
        unit=unit,
        fewest=fewest,
        values=MappingProxyType(means),
        best_cards=best_cards,
        samples=len(first),
        errors=MappingProxyType(errors),
    )


def solve_for_seat(
    game: str,
    seat: int,
    hand: Iterable[str],
    held: Sequence[int],
    *,
    trump: str | None = None,
    trick: Sequence[str] = (),
    played: Iterable[str] = (),
    unseen: Iterable[str] | None = None,
    voids: Mapping[int, Iterable[str]] | None = None,
    fits: Callable[[Card, int], bool] | None = None,
    sides: Sequence[int] | None = None,
    maker: int | None = None,
    napolitana: int | None = None,
    samples: int = 40,
    budget: float = 0.3,
    seed: int = 0,
) -> SeatSolution:
    """Every legal card's mean value for ``seat`` (to move) over deals of the hidden cards it cannot tell apart.

    What the seat knows: its ``hand``; how many cards each seat holds (``held``, by seat, its own included); the
    current ``trick`` (its leader is found from the seat to move); the cards ``played`` in earlier tricks; and the
    ``voids`` shown (by seat, the effective suits it cannot hold: ``O``, ``C``, ``E``, ``B``, or ``T`` for trumps)
    and whatever else ``fits`` tells of where a card may lie (:func:`games.core.inference.allowed`).
    ``unseen`` defaults to the deck less the hand, the trick and the cards played; where it holds more cards than
    the other hands (a talon, discards), the rest lie out of play. Each deal is drawn uniformly among those that fit,
    solved by :func:`solve` with the same ``sides``/``maker``, and the values averaged. At most ``samples`` deals,
    and no more than fit in ``budget`` seconds at the pace of the first ones (at least one deal): the same ``seed``
    gives the same deals.

    :raises ValueError: when no deal fits what the seat knows.
    """
    rules = find_game(game).rules
    players = len(held)
    mine = [CARDS_BY_CODE[code] for code in hand]
    on_table = [CARDS_BY_CODE[code] for code in trick]
    if unseen is None:
        gone = set(mine) | set(on_table) | {CARDS_BY_CODE[code] for code in played}
        hidden = [card for card in rules.deck if card not in gone]
    else:
        hidden = [CARDS_BY_CODE[code] for code in unseen]
    trump_suit = Suit.parse(trump) if trump else None
    suit_of = rules.order(trump_suit).suit_of
    shut = {other: set(suits) for other, suits in (voids or {}).items()}
    capacity = [0 if other == seat else held[other] for other in range(players)]
    capacity.append(len(hidden) - sum(capacity))  # the cards out of play: a talon, discards
    deal = _Dealer(
        hidden,
        capacity,
        lambda card, other: (
            (other == players or suit_of[card] not in shut.get(other, ()))
            and (fits is None or fits(card, other))
        ),
    )
    rng = random.Random(seed)
    leader = (seat - len(on_table)) % players
    runs: dict[str, list[float]] = {}
    solved = 0
    start = time.perf_counter()
    solution: Solution | None = None
    # Another deal only while it should end within the budget, at the pace of those solved.
    while solved < samples and (
        solved == 0 or (time.perf_counter() - start) * (solved + 1) / solved <= budget
    ):
        hands = deal.sample(rng)
        hands[seat] = list(mine)
        position = Position.from_notation(
            _notation(rules.slug, trump, leader, hands[:players], on_table, players, napolitana)
        )
        solution = solve(position, sides=sides, maker=maker)
        for code, value in solution.values.items():
            runs.setdefault(code, []).append(value)
        solved += 1
    assert solution is not None
    return seat_solution(seat, solution.unit, solution.fewest, runs)


def _notation(
    slug: str,
    trump: str | None,
    leader: int,
    hands: list[list[Card]],
    trick: list[Card],
    players: int,
    napolitana: int | None,
) -> str:
    """A position's notation (:attr:`Position.notation`) from its parts."""
    text = " ".join(
        (
            slug,
            trump or "-",
            str(leader),
            "0",
            "/".join(",".join(card.code for card in cards) or "-" for cards in hands),
            ",".join(card.code for card in trick) or "-",
            ",".join("0" * players),
        )
    )
    return text + (f" napolitana={napolitana}" if napolitana is not None else "")


class _Dealer:
    """Deals ``cards`` to seats with the given capacities, each card only where ``allowed``, uniformly among all the
    deals that fit: cards that go to the same seats form a class, and the number of deals of the classes still to
    place (counted once, by capacities left) weighs each way of placing a class."""

    def __init__(self, cards: list[Card], capacity: list[int], allowed: Callable[[Card, int], bool]) -> None:
        classes: dict[tuple[int, ...], list[Card]] = {}
        for card in cards:
            seats = tuple(seat for seat in range(len(capacity)) if capacity[seat] and allowed(card, seat))
            classes.setdefault(seats, []).append(card)
        self.classes = list(classes.items())
        self.capacity = tuple(capacity)
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}
        if min(capacity) < 0 or not self.ways(0, self.capacity):
            raise ValueError("ningún reparto de las cartas no vistas encaja con lo que sabe el asiento")

    def splits(self, seats: tuple[int, ...], count: int, room: tuple[int, ...]) -> Iterable[tuple[int, ...]]:
        """Every way of sharing ``count`` cards among ``seats`` within ``room``: how many each seat takes."""
        if not seats:
            if not count:
                yield ()
            return
        for take in range(min(count, room[seats[0]]) + 1):
            for rest in self.splits(seats[1:], count - take, room):
                yield (take, *rest)

    def ways(self, index: int, room: tuple[int, ...]) -> int:
        """How many deals place the classes from ``index`` on in exactly ``room``."""
        if index == len(self.classes):
            return 0 if any(room) else 1
        key = (index, room)
        if key not in self.memo:
            self.memo[key] = sum(weight for weight, _, _ in self.options(index, room))
        return self.memo[key]

    def options(
        self, index: int, room: tuple[int, ...]
    ) -> Iterable[tuple[int, tuple[int, ...], tuple[int, ...]]]:
        """Each way of placing class ``index``: its number of deals, the seats' shares and the room left."""
        seats, cards = self.classes[index]
        for split in self.splits(seats, len(cards), room):
            left = list(room)
            arrangements, remaining = 1, len(cards)
            for seat, take in zip(seats, split, strict=True):
                left[seat] -= take
                arrangements *= comb(remaining, take)
                remaining -= take
            after = self.ways(index + 1, tuple(left))
            if after:
                yield arrangements * after, split, tuple(left)

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """One deal, drawn uniformly: each seat's cards (the last seat: those out of play)."""
        hands: list[list[Card]] = [[] for _ in self.capacity]
        room = self.capacity
        for index, (seats, cards) in enumerate(self.classes):
            options = list(self.options(index, room))
            ends = list(accumulate(weight for weight, _, _ in options))
            _, split, left = options[bisect_right(ends, rng.randrange(ends[-1]))]
            shuffled = list(cards)
            rng.shuffle(shuffled)
            for seat, take in zip(seats, split, strict=True):
                hands[seat].extend(shuffled[:take])
                shuffled = shuffled[take:]
            room = left
        return hands
