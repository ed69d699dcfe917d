"""The computer players of the 1790 Malilla de compañeros (:mod:`games.bazas.malilla`).

*Principiante* plays any legal card. *Experto* keeps count of the cards that have gone out, «particularmente en el
palo de triunfo» (l. 2490), and learns from the obligations what each seat may still hold (who did not follow is
void; who did not win the opponents' trick when bound to cargar, fallar or contrafallar has nothing that would have
won it, l. 2415). It follows the booklet's advice: it leads trumps from the top while it holds the highest trump
left («arrastrar», l. 2527–2529, 2535, 2610), then its firm cards of value; it plays into its partner's known fallo
(«darle por él», l. 2562–2564) and, with few trumps, small cards of an opponent's fallo to make him spend them
(l. 2566–2568); it does not lead a lone card nor the caballo (l. 2605, 2618). On its partner's trick, when nobody
behind can take it, it throws its cards of value; otherwise it gives its blank cards, the smallest first
(l. 2587); it trumps or wins whenever that keeps the trick (l. 2525), with the cheapest card that does, and else
gives the least it can.

>>> import games
>>> hand = games.new_hand("malilla", seed=2)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

import random

from games.bazas.base import BazaView
from games.bazas.malilla import MALILLA_POINTS
from games.bazas.players import (
    bots,
    cheapest,
    current_winner,
    legal_cards,
    richest,
    trick_points,
    winner_with,
)
from games.core.cards import DECK_48, SUITS, Card, Suit

POINTS = MALILLA_POINTS
VOID_RISK = 0  # a seat that may hold more of the suit led than this is taken to follow it


def principiante(view: BazaView, rng: random.Random) -> str:
    """Any legal card."""
    return rng.choice(view.legal_actions)


class Memory:
    """What the experto knows of the ronda: the cards still out (neither in its hand nor played), and for every
    seat and suit the highest card it may still hold, learnt from the obligations: who did not follow is void in
    the suit; who did not win the opponents' trick when bound to «cargar», fallar or contrafallar holds nothing
    that would have won it (l. 2415).
    """

    def __init__(self, view: BazaView) -> None:
        self.view = view
        self.trump = trump = view.trump
        self.power = power = view.play_rules.order(view.trump).power
        seen = set(view.hand) | set(view.played)
        self.out = [card for card in DECK_48 if card not in seen]
        players = view.players
        # cap[seat][suit]: the seat holds no card of the suit with a higher power (0: void).
        self.cap: list[dict[Suit | None, int]] = [dict.fromkeys(SUITS, 99) for _ in range(players)]
        rules = view.play_rules
        tricks = [(record.leader, record.cards) for record in view.history]
        if view.trick and view.trick_leader is not None:
            tricks.append((view.trick_leader, view.trick))
        for leader, cards in tricks:
            led = cards[0].suit
            for index in range(1, len(cards)):
                seat = (leader + index) % players
                card = cards[index]
                winner = rules.trick_winner(cards[:index], leader, players, trump)
                assert winner is not None
                top = cards[(winner - leader) % players]
                against = (winner - seat) % 2 == 1  # the trick was going to his opponents
                cap = self.cap[seat]
                if card.suit == led:
                    if against and top.suit == led and power[card] < power[top]:
                        cap[led] = min(cap[led], power[top])
                    continue
                cap[led] = 0
                if against and trump is not None:
                    if top.suit != trump and card.suit != trump:
                        cap[trump] = 0
                    elif top.suit == trump and (card.suit != trump or power[card] < power[top]):
                        cap[trump] = min(cap[trump], power[top])

    def could_hold(self, seat: int, card: Card) -> bool:
        """Whether ``seat`` may hold ``card``, a card still out."""
        return self.power[card] <= self.cap[seat][card.suit]

    def higher_out(self, card: Card, seat: int | None = None) -> bool:
        """Whether a card still out (in ``seat``'s hand, when given) beats ``card`` in its own suit."""
        power = self.power[card]
        return any(
            other.suit == card.suit
            and self.power[other] > power
            and (seat is None or self.could_hold(seat, other))
            for other in self.out
        )

    def firm(self, card: Card) -> bool:
        """«Carta firme»: no card still out of its suit beats it (l. 2417)."""
        return not self.higher_out(card)

    def count(self, seat: int, suit: Suit) -> int:
        """How many of the cards still out of ``suit`` ``seat`` may hold."""
        return sum(1 for card in self.out if card.suit == suit and self.could_hold(seat, card))

    def void(self, seat: int, suit: Suit) -> bool:
        return self.count(seat, suit) == 0

    def may_trump(self, seat: int) -> bool:
        return self.trump is not None and not self.void(seat, self.trump)

    def opponents(self) -> tuple[int, int]:
        seat = self.view.seat
        return (seat + 1) % 4, (seat + 3) % 4

    def threat(self, seat: int, best: Card, led: Suit) -> bool:
        """Whether ``seat`` may still beat ``best`` in a trick led in ``led``."""
        if best.suit == led and self.higher_out(best, seat):
            return True
        if led == self.trump or self.count(seat, led) > VOID_RISK:
            return False  # he follows suit
        if best.suit == self.trump:
            return self.higher_out(best, seat)
        return self.may_trump(seat)

    def secure(self, card: Card) -> bool:
        """Whether the trick stays with this seat's side if it plays ``card``, whatever the opponents behind play."""
        view = self.view
        trick = (*view.trick, card)
        leader = view.trick_leader if view.trick else view.seat
        assert leader is not None
        winner = view.play_rules.trick_winner(trick, leader, view.players, self.trump)
        assert winner is not None
        if (winner - view.seat) % 2:
            return False
        best = trick[(winner - leader) % view.players]
        led = trick[0].suit
        for step in range(len(trick), view.players):
            seat = (leader + step) % view.players
            if (seat - view.seat) % 2 and self.threat(seat, best, led):
                return False
        return True

    def secure_without(self) -> bool:
        """Whether the trick, as it stands, stays with this seat's side whatever the opponents behind play."""
        view = self.view
        leader = view.trick_leader
        assert leader is not None and view.trick
        winner = view.play_rules.trick_winner(view.trick, leader, view.players, self.trump)
        assert winner is not None
        best = view.trick[(winner - leader) % view.players]
        led = view.trick[0].suit
        for step in range(len(view.trick) + 1, view.players):
            seat = (leader + step) % view.players
            if (seat - view.seat) % 2 and self.threat(seat, best, led):
                return False
        return True


def experto(view: BazaView, rng: random.Random) -> str:
    legal = legal_cards(view)
    if len(legal) == 1:
        return legal[0].code
    memory = Memory(view)
    card = lead(view, memory, legal) if not view.trick else follow(view, memory, legal)
    return card.code


def lead(view: BazaView, memory: Memory, hand: list[Card]) -> Card:
    trump = memory.trump
    power = memory.power
    trumps = sorted((c for c in hand if c.suit == trump), key=lambda c: -power[c])
    opponents = memory.opponents()
    partner = (view.seat + 2) % 4
    opponents_trump = any(memory.may_trump(seat) for seat in opponents)
    # Arrastrar de firme while the opponents may hold trumps (l. 2527–2529, 2535, 2610).
    if trumps and opponents_trump and memory.firm(trumps[0]):
        return trumps[0]
    plain = [c for c in hand if c.suit != trump]

    def safe(card: Card) -> bool:  # no opponent known void in the suit who may trump it
        return not any(memory.void(seat, card.suit) and memory.may_trump(seat) for seat in opponents)

    firm = [c for c in plain if memory.firm(c) and safe(c)]
    if firm:
        return max(firm, key=lambda c: (POINTS.get(c.rank, 0), power[c]))
    # The partner's fallo: give him the suit he trumps, while the opponents still follow it (l. 2562–2564).
    if memory.may_trump(partner):
        feed = [c for c in plain if memory.void(partner, c.suit) and safe(c) and POINTS.get(c.rank, 0) == 0]
        if feed:
            return min(feed, key=lambda c: power[c])
    # A long trump hand goes on drawing trumps even without the top one.
    if len(trumps) >= 5 and opponents_trump:
        return trumps[-1]
    blanks = [c for c in plain if POINTS.get(c.rank, 0) == 0]
    # Without many trumps, small cards of an opponent's fallo make him spend his trumps (l. 2566–2568).
    into_void = [c for c in blanks if not safe(c)]
    if into_void and len(trumps) < 3:
        return min(into_void, key=lambda c: power[c])
    if blanks:  # the smallest blank card of the longest suit; not a lone card (l. 2605)
        counts = {suit: sum(1 for c in plain if c.suit == suit) for suit in {c.suit for c in plain}}
        return min(blanks, key=lambda c: (counts[c.suit] < 2, -counts[c.suit], power[c]))
    if plain:  # not the caballo (l. 2618)
        return min(plain, key=lambda c: (not safe(c), c.rank == 11, POINTS.get(c.rank, 0), power[c]))
    return trumps[-1]


def follow(view: BazaView, memory: Memory, legal: list[Card]) -> Card:
    winner = current_winner(view)
    assert winner is not None
    ours = (winner - view.seat) % 2 == 0
    if ours and memory.secure_without():
        loaders = [c for c in legal if c.suit != memory.trump or len({x.suit for x in legal}) == 1]
        return richest(view, loaders or legal, POINTS)
    mine = [c for c in legal if winner_with(view, c) == view.seat]
    secure = [c for c in mine if memory.secure(c)]
    if secure:
        return min(secure, key=lambda c: (c.suit == memory.trump, memory.power[c]))
    if mine and not ours and trick_points(view, POINTS) >= 3:
        return max(mine, key=lambda c: memory.power[c])
    return cheapest(view, legal, POINTS)


PLAYERS = bots(principiante, experto)
