"""The computer players of the Zanga: the family's bots, playing by pairs.

*Principiante* speaks «juego» with four trumps, never sends anybody solo nor looks at the zanga, and plays the
family's plausible cards. *Experto* weighs its hand (matadores, trumps, kings) against the five tricks its pair
needs (Artículo 43), counting on its partner for some; goes solo only with a hand that makes five alone; sends the
nombrado solo only with such a hand (if he sends it back, it goes solo itself, l. 364); as the forced pie looks at
the zanga with a poor hand and keeps the better eight (Artículos 21, 25). In the play it follows the source's
advice (l. 414–416): to its partner's arrastre it gives its highest trump, it combines carteo and arrastre (a
king of another suit before repeating the arrastre), and it returns the suit its partner led first, for him to
trump; it asks «cinco» and «todas» only when its master cards make them.

>>> import games
>>> hand = games.new_hand("zanga", seed=5)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

from games.core.cards import Card, Suit
from games.core.rules import TRUMP
from games.ombre.players import Beginner, Expert, bots
from games.ombre.rules import OMBRE_RULES

SOLO_STRENGTH = 5.5  # tricks a hand must be worth to go solo (five of eight, Artículo 55)
JUEGO_STRENGTH = 3.0  # with the partner's share, the pair's five (Artículo 43)


def strength(hand: tuple[Card, ...] | list[Card], trump: Suit) -> float:
    """About how many tricks ``hand`` makes with ``trump``: matadores and high trumps, length, and kings."""
    order = OMBRE_RULES["zanga"].order(trump)
    power, suit_of = order.power, order.suit_of
    trumps = sorted((power[c] for c in hand if suit_of[c] == TRUMP), reverse=True)
    value = 0.0
    for rank, card_power in enumerate(trumps):
        if card_power >= 98:  # espadilla, malilla, basto
            value += 1.0
        elif card_power >= 97 or rank < 2:  # the punto, or a high trump
            value += 0.75
        else:
            value += 0.5
    if len(trumps) >= 5:
        value += 0.5 * (len(trumps) - 4)
    for suit in Suit:
        plain = [c for c in hand if c.suit == suit and suit_of[c] != TRUMP]
        ranks = {c.rank for c in plain}
        if 12 in ranks:
            value += 0.75 if len(plain) <= 3 else 0.5
            if 11 in ranks:
                value += 0.4
        if not plain and trumps:
            value += 0.25  # a void to trump in
    return value


def best_suit(hand: tuple[Card, ...] | list[Card]) -> tuple[Suit, float]:
    """The trump that makes ``hand`` strongest, and how strong."""
    scored = [(strength(hand, suit), suit) for suit in Suit]
    value, suit = max(scored, key=lambda item: (item[0], -list(Suit).index(item[1])))
    return suit, value


class ZangaBeginner(Beginner):
    """The family's principiante at the Zanga: four trumps to play, never solo nor the zanga."""

    def bid(self) -> str:
        most = max(self.trump_counts(self.view.hand).values())
        if "devuelvo" in self.legal:
            return "solo" if most >= 6 else "devuelvo"
        if "tomo" in self.legal:
            return "dejo"
        if most >= 4 and "juego" in self.legal and self.view.jugador is None:
            return "juego"
        return "paso" if "paso" in self.legal else "juego"


class ZangaExpert(Expert):
    """The family's experto, playing for its pair (seats 1 and 3 against 2 and 4)."""

    # -- speaking ------------------------------------------------------------------------------------------------------
    def bid(self) -> str:
        view = self.view
        hand = view.hand
        suit, value = best_suit(hand)
        legal = self.legal
        if "devuelvo" in legal:  # sent solo: decide at once (Artículo 26)
            return "solo" if value >= SOLO_STRENGTH - 1 else "devuelvo"
        if "tomo" in legal:  # the pie has seen the zanga: play the better eight (Artículo 25)
            _, zanga = best_suit(view.seen_talon)
            return "tomo" if zanga > value + 0.5 else "dejo"
        if view.jugador is not None:  # someone has played: let it go on, or send him solo with a solo hand
            if "mando" in legal and value >= SOLO_STRENGTH:
                return "mando"
            return "juego"
        if "zanga" in legal and value < JUEGO_STRENGTH:
            return "zanga"
        if "solo" in legal and value >= SOLO_STRENGTH:
            return "solo"
        need = JUEGO_STRENGTH if view.seat == 0 else JUEGO_STRENGTH + 0.5
        if value >= need or "paso" not in legal:
            return "juego"
        return "paso"

    def name_trump(self) -> str:
        suit, _ = best_suit(self.view.hand)
        return f"triunfo:{suit.value}"

    # -- the play ------------------------------------------------------------------------------------------------------
    def play(self) -> str:
        view = self.view
        self.order = view.play_rules.order(view.trump)
        self.outstanding = self._outstanding()
        if "todas" in self.legal and self._sure(len(view.hand)):
            return "todas"
        if "cinco" in self.legal and self._sure(3):
            return "cinco"
        cards = self.cards_to_play()
        if not cards:
            return self.legal[0]
        if not view.trick:
            return self._lead_zanga(cards).code
        return self._follow_zanga(cards).code

    def _sure(self, needed: int) -> bool:
        """Whether this hand holds ``needed`` master cards that no card still out can beat."""
        power, suit_of = self.order.power, self.order.suit_of
        out_trumps = [power[c] for c in self.outstanding if suit_of[c] == TRUMP]
        top = max(out_trumps, default=-1)
        sure = [
            c
            for c in self.view.hand
            if (suit_of[c] == TRUMP and power[c] > top) or (not out_trumps and self._is_master(c))
        ]
        return len(sure) >= needed

    def _partner(self) -> int:
        return (self.view.seat + 2) % 4

    def _out(self) -> int | None:
        view = self.view
        if view.contract == "solo" and view.jugador is not None:
            return (view.jugador + 2) % 4
        return None

    def _enemies(self) -> set[int]:
        seat = self.view.seat
        return {s for s in range(4) if s % 2 != seat % 2 and s != self._out()}

    def _order_from(self, leader: int) -> list[int]:
        out = self._out()
        return [s for s in ((leader + i) % 4 for i in range(4)) if s != out]

    def _lead_zanga(self, cards: list[Card]) -> Card:
        view = self.view
        power, suit_of = self.order.power, self.order.suit_of
        history = view.history
        mine = [r for r in history if r.leader == view.seat]
        # l. 416: the partner who, as the first to play, led a plain suit, is probably void in it: give it back to
        # him to trump
        if history and history[0].leader == self._partner() and suit_of[history[0].cards[0]] != TRUMP:
            led = suit_of[history[0].cards[0]]
            back = [c for c in cards if suit_of[c] == led]
            if back and self._out() != self._partner():
                return min(back, key=lambda c: power[c])
        # l. 414: after an arrastre, a king of another suit before repeating it
        if mine and suit_of[mine[-1].cards[0]] == TRUMP:
            kings = [c for c in cards if c.rank == 12 and suit_of[c] != TRUMP and self._is_master(c)]
            if kings:
                return kings[0]
        return self._lead_pair(cards)

    def _lead_pair(self, cards: list[Card]) -> Card:
        """The family's lead (1807 l. 721–731), with the whole nombrada pair attacking with trumps."""
        view = self.view
        power, suit_of = self.order.power, self.order.suit_of
        trumps = [c for c in cards if suit_of[c] == TRUMP]
        plain = [c for c in cards if suit_of[c] != TRUMP]
        out_trumps = [c for c in self.outstanding if suit_of[c] == TRUMP]
        attacking = view.jugador is not None and view.jugador % 2 == view.seat % 2
        if attacking and trumps and out_trumps and (len(trumps) >= 3 or any(power[c] >= 98 for c in trumps)):
            masters = [c for c in trumps if self._is_master(c)]
            if masters:
                return max(masters, key=lambda c: power[c])
            small = [c for c in trumps if power[c] < 98]
            if small:
                return min(small, key=lambda c: power[c])
        sure = [c for c in plain if self._is_master(c)]
        if sure:
            return max(sure, key=lambda c: power[c])
        if plain:
            by_suit: dict[str, list[Card]] = {}
            for c in plain:
                by_suit.setdefault(suit_of[c], []).append(c)
            longest = max(by_suit.values(), key=len)
            return min(longest, key=self._value)
        return min(trumps, key=lambda c: power[c])

    def _follow_zanga(self, cards: list[Card]) -> Card:
        view = self.view
        power, suit_of = self.order.power, self.order.suit_of
        leader = view.trick_leader if view.trick_leader is not None else view.seat
        seats = self._order_from(leader)
        # l. 414: to the partner's arrastre, the highest trump
        if leader == self._partner() and suit_of[view.trick[0]] == TRUMP:
            trumps = [c for c in cards if suit_of[c] == TRUMP]
            if trumps:
                return max(trumps, key=lambda c: power[c])
        winner_index = self._winning_index(view.trick)
        winner_seat = seats[winner_index]
        winning = view.trick[winner_index]
        enemies = self._enemies()
        later = seats[len(view.trick) + 1 :]
        later_enemies = any(s in enemies for s in later)
        beaters = [c for c in cards if self._beats(c, winning, view.trick[0])]
        if winner_seat not in enemies and (not later_enemies or self._is_master(winning) or not beaters):
            return min(cards, key=self._value)
        if beaters:
            if not later_enemies:
                return min(beaters, key=lambda c: (suit_of[c] == TRUMP, power[c]))
            safe = [c for c in beaters if self._is_master(c)]
            if safe:
                return min(safe, key=lambda c: (suit_of[c] == TRUMP, power[c]))
            return max(beaters, key=lambda c: (suit_of[c] != TRUMP, power[c]))
        return min(cards, key=self._value)


PLAYERS = bots(ZangaExpert, ZangaBeginner)
