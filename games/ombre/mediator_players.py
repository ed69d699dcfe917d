"""The computer players of the games with a called king: Mediator, Quadrillo, Quintillo, Seisillo and the three
Tresillos (1807).

*Experto* follows the book's advice. It counts the tricks its hand holds and enters «en regla» with four, three of
them sure (l. 629–633), makes Mediator with five (l. 883) and solo when the six are safe (l. 998); the mano may risk
with less (l. 577, 917). It calls the king of a suit where it is *semifallo*, else where it keeps a guarded caballo,
and never the king of a suit it lacks (l. 635–646); in a Mediator it asks the king of a suit where it has the caballo
or the sota and returns a card that leaves it *fallo* (reglas 1–5, l. 889–903). The Hombre leads trumps when he
holds the estuche or many trumps and otherwise goes to find the king (l. 717–731); the partner shows himself with
the king (l. 743, 771); the opponents do not lead the called king's suit (l. 803). After the first six tricks it
goes to bola only when every card left is a master, and otherwise takes the game (ley VIII). *Principiante* enters
with four trumps, calls any king and plays plausible cards.

>>> import games
>>> hand = games.new_hand("mediator", seed=5)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

from functools import lru_cache

from games.core.cards import Card, Suit
from games.core.rules import TRUMP
from games.ombre.players import Beginner, Expert, bots
from games.ombre.rules import BASTO, ESPADILLA, OMBRE_RULES, RED, malilla

TRESILLOS = ("tresillo-1807", "tresillo-1807-tres-palos", "tresillo-1807-36")
GAMES_OF_THE_FAMILY = ("mediator", "quadrillo", "quintillo", "seisillo", *TRESILLOS)
WIN_TRICKS = {"mediator": 6, "quadrillo": 6, "quintillo": 5, "seisillo": 4, "tresillo-1807-36": 7}
ENTRADA_TRICKS = 3.5  # four tricks, three sure and one possible (l. 629–633)
MEDIATOR_TRICKS = 4.9  # five tricks, and the king asked for the sixth (l. 883)
SOLO_TRICKS = 6.0  # six safe tricks (l. 998)
# The Quintillo's eight cards among five players: an entrada wants a little more, a solo five of eight (l. 1681).
# The Seisillo's six cards among six players, four tricks to win (l. 1707): an entrada wants four tricks' worth.
# The Tresillo of thirty-six cards: seven tricks of twelve win (l. 1580), and each hand holds more trumps.
THRESHOLDS = {"quintillo": (4.0, 4.9, 5.5), "seisillo": (4.0, 4.9, 5.0), "tresillo-1807-36": (4.5, 5.0, 6.0)}
# The Tresillo of 1807 has a card order of its own: the rey de oros is the malilla in oros (l. 1514–1517).
ORDER_OF = {"tresillo-1807": "tresillo-1807"}


def estimate(hand: tuple[Card, ...] | list[Card], trump: Suit, game: str = "mediator") -> float:
    """The tricks a hand may expect to make under ``trump``, playing against the rest of the table."""
    return _estimate(frozenset(hand), trump, ORDER_OF.get(game, "mediator"))


@lru_cache(maxsize=8192)
def _estimate(hand: frozenset[Card], trump: Suit, order_of: str) -> float:
    rules = OMBRE_RULES[order_of]
    order = rules.order(trump)
    ranking = rules.ranking(trump, TRUMP)
    mine = [card for card in ranking if card in hand]
    length = len(mine)
    sure = sum(1 for card in mine if ranking.index(card) < length)
    spare = length - sure
    total = float(sure)
    short = 0.0
    for suit in Suit:
        cards = sorted(
            (card for card in hand if card.suit == suit and order.suit_of[card] != TRUMP),
            key=lambda card: -order.power[card],
        )
        ranks = {card.rank for card in cards}
        if not cards:
            short += 1.0
        elif len(cards) == 1:
            short += 0.5
        if 12 in ranks:
            total += 1.0 if len(cards) <= 4 else 0.6
            if 11 in ranks and len(cards) <= 3:
                total += 0.6
        elif 11 in ranks and len(cards) >= 2:
            total += 0.4
    return total + min(spare, short) * 0.6


def suits_of(legal: list[str], prefix: str) -> list[str]:
    return [action.split(":", 1)[1] for action in legal if action.startswith(prefix)]


class FamilyExpert(Expert):
    """The experto of the Mediator family."""

    def decide(self) -> str:
        phase = self.view.phase
        if phase == "llamada":
            return self.call()
        if phase == "rendicion":
            return self.answer()
        return super().decide()

    # -- auction ---------------------------------------------------------------------------------------------------
    @property
    def needed(self) -> int:
        return WIN_TRICKS.get(self.view.game, 6)

    def level_of(self, suit: Suit) -> int:
        """0 nothing, 1 entrada, 2 Mediator, 3 solo: the game the hand holds with ``suit`` as trumps."""
        view = self.view
        tricks = estimate(view.hand, suit, view.game)
        if view.seat == 0 or (len(view.passed) == view.players - 1 and view.seat not in view.passed):
            tricks += 0.4  # the mano, and the last to speak, may risk more (l. 577, 917)
        entrada, mediator, solo = THRESHOLDS.get(view.game, (ENTRADA_TRICKS, MEDIATOR_TRICKS, SOLO_TRICKS))
        if tricks >= solo:
            return 3
        if tricks >= mediator:
            return 2
        return 1 if tricks >= entrada else 0

    def bid(self) -> str:
        view = self.view
        if "chillo" in self.legal:
            return "chillo"
        supported: set[str] = set()
        games = ("entrada", "mediator", "solo")
        for suit in Suit:
            level = self.level_of(suit)
            favor = "-favor" if view.favorito == suit else ""
            if view.game == "tresillo-1807" and suit == Suit.OROS:
                favor = "-refavor"  # the fulminante (l. 1531)
            for game in games[:level]:
                supported.add(game + favor)
        options = [word for word in self.legal if word in supported]
        if not options:
            return "paso"
        return options[-1]

    def name_trump(self) -> str:
        suits = [Suit(letter) for letter in suits_of(self.legal, "triunfo:")]
        best = max(suits, key=lambda suit: estimate(self.view.hand, suit, self.view.game))
        return f"triunfo:{best.value}"

    def call(self) -> str:
        view = self.view
        trump = view.trump
        assert trump is not None
        cards = [Card.parse(code) for code in suits_of(self.legal, "llama:")]
        order = view.play_rules.order(trump)

        def plain(suit: Suit) -> list[Card]:
            return [card for card in view.hand if card.suit == suit and order.suit_of[card] != TRUMP]

        mediator = view.contract == "mediator"

        def score(card: Card) -> tuple[int, int, int]:
            held = plain(card.suit)
            ranks = {c.rank for c in held}
            own = card in view.hand
            if mediator:
                figure = 2 if 11 in ranks else 1 if 10 in ranks else 0  # regla 1: caballo or sota (l. 889)
                return (figure, -len(held), card.suit in RED)  # reglas 2 and 5 (l. 891, 903)
            if own:
                return (-9, 0, 0)  # himself only when nothing else is left (l. 659–661)
            if not held:
                return (-5, 0, card.suit in RED)  # never the king of a suit he lacks (l. 643–646)
            if len(held) == 1:
                return (3, 0, card.suit in RED)  # semifallo; of two, the long suit (l. 635)
            return (1 + (11 in ranks), -len(held), card.suit in RED)  # the guarded caballo (l. 639)

        return f"llama:{max(cards, key=score).code}"

    def exchange(self) -> str:
        """The card returned for the king asked: leave a void, or at least a singleton (regla 4, l. 895–901)."""
        view = self.view
        trump = view.trump
        order = view.play_rules.order(trump)
        options = [Card.parse(code) for code in suits_of(self.legal, "descarta:")]
        plain = [card for card in options if order.suit_of[card] != TRUMP and card.rank != 12]
        if not plain:
            return f"descarta:{min(options, key=lambda card: order.power[card]).code}"

        def length(card: Card) -> int:
            return sum(1 for c in view.hand if c.suit == card.suit and order.suit_of[c] != TRUMP)

        def guarded(card: Card) -> bool:
            return card.rank == 11 and Card(12, card.suit) in view.hand

        choice = min(plain, key=lambda card: (guarded(card), length(card), order.power[card]))
        return f"descarta:{choice.code}"

    def answer(self) -> str:
        """The opponents let the Hombre give the game up as codillo, unless he has not a trick (ley VII)."""
        view = self.view
        side = {view.jugador, view.partner} - {None}
        made = sum(view.tricks_won[seat] for seat in side if seat is not None)
        return "juega" if made == 0 else "acepto"

    # -- play ----------------------------------------------------------------------------------------------------------
    def _enemies(self) -> set[int]:
        view = self.view
        everyone = set(range(len(view.active) or view.players)) - {view.seat}  # not the zángano, who sits out
        if view.contract != "entrada":
            return everyone - {view.jugador} if view.seat != view.jugador else everyone
        partner = view.partner
        hombre = {view.jugador} if view.jugador is not None else set()
        if view.seat == view.jugador:
            return everyone - ({partner} if partner is not None else set())
        if partner == view.seat:
            return everyone - hombre
        if partner is None:
            return hombre  # the partner unknown: the Hombre is the one to beat
        return hombre | {partner}

    def on_side(self) -> bool:
        view = self.view
        return view.seat == view.jugador or (view.contract == "entrada" and view.partner == view.seat)

    def play(self) -> str:
        view = self.view
        if "rendirse" in self.legal and self.hopeless():
            return "rendirse"
        if "tiendo" in self.legal:
            if view.game == "quintillo" or self._bola_is_sure():
                return "bola"  # the Quintillo's bola costs nothing if it fails (l. 1685)
            return "tiendo"
        cards = self.cards_to_play()
        if not cards:
            return self.legal[0]
        self.order = view.play_rules.order(view.trump)
        self.outstanding = self._outstanding()
        called = view.called
        # the partner shows himself with the king: leading it, or when its suit is led (l. 743, 771)
        if (
            called is not None
            and called in cards
            and view.contract == "entrada"
            and (not view.trick or self.order.suit_of[view.trick[0]] == self.order.suit_of[called])
            and not any(self.order.suit_of[c] == TRUMP for c in view.trick)
        ):
            return called.code
        if not view.trick:
            return self._lead(cards).code
        return self._follow(cards).code

    def hopeless(self) -> bool:
        """Codillo is certain: give it up and spare the partner (ley VII)."""
        view = self.view
        side = {view.jugador, view.partner} - {None}
        made = sum(view.tricks_won[seat] for seat in side if seat is not None)
        return made + len(view.hand) <= self.needed - 2

    def _lead(self, cards: list[Card]) -> Card:
        view = self.view
        if self.on_side():
            return self.side_lead(cards)
        called = view.called
        if called is not None and called not in view.played and view.contract == "entrada":
            others = [c for c in cards if c.suit != called.suit or self.order.suit_of[c] == TRUMP]
            if others:
                cards = others  # the opponents do not go to find the king (l. 803)
        return self.defend_lead(cards)

    def side_lead(self, cards: list[Card]) -> Card:
        view = self.view
        power = self.order.power
        trumps = [c for c in cards if self.order.suit_of[c] == TRUMP]
        out_trumps = [c for c in self.outstanding if self.order.suit_of[c] == TRUMP]
        matadores = [c for c in trumps if c in (ESPADILLA, BASTO, malilla(view.trump))]
        if trumps and out_trumps and (len(matadores) >= 2 or len(trumps) >= 4):
            masters = [c for c in trumps if self._is_master(c)]
            if masters:
                return max(masters, key=lambda c: power[c])
            small = [c for c in trumps if c not in matadores]
            if small:
                return min(small, key=lambda c: power[c])  # «arrastrar de pequeño» (l. 724–731)
        sure = [c for c in cards if self.order.suit_of[c] != TRUMP and self._is_master(c)]
        if sure:
            return max(sure, key=lambda c: power[c])
        called = view.called
        if view.seat == view.jugador and called is not None and called not in view.played:
            seeking = [c for c in cards if c.suit == called.suit and self.order.suit_of[c] != TRUMP]
            if seeking:
                return min(seeking, key=lambda c: power[c])  # «salir buscando el rey» (l. 717)
        plain = [c for c in cards if self.order.suit_of[c] != TRUMP]
        if plain:
            return min(plain, key=self._value)
        return min(trumps, key=lambda c: power[c])

    def defend_lead(self, cards: list[Card]) -> Card:
        view = self.view
        power = self.order.power
        if view.jugador is not None and view.seat == (view.jugador - 1) % (len(view.active) or view.players):
            # on the Hombre's left, lead a small trump: the «arrastre de cuñado» (l. 775, 803)
            small = [c for c in cards if self.order.suit_of[c] == TRUMP and power[c] < 97]
            if small:
                return min(small, key=lambda c: power[c])
        sure = [c for c in cards if self.order.suit_of[c] != TRUMP and self._is_master(c)]
        if sure:
            return max(sure, key=lambda c: power[c])
        plain = [c for c in cards if self.order.suit_of[c] != TRUMP]
        if plain:
            by_suit: dict[Suit, list[Card]] = {}
            for card in plain:
                by_suit.setdefault(card.suit, []).append(card)
            longest = max(by_suit.values(), key=len)
            return min(longest, key=self._value)
        return min(cards, key=lambda c: power[c])


class FamilyBeginner(Beginner):
    """Legal, plausible moves: four trumps enter, seven go solo; any king is called."""

    def decide(self) -> str:
        phase = self.view.phase
        if phase == "llamada":
            return self.rng.choice(self.legal)
        if phase == "rendicion":
            return "acepto"
        if phase == "descarte":
            return self.give_back()
        return super().decide()

    def bid(self) -> str:
        if "chillo" in self.legal:
            return "chillo"
        counts = self.trump_counts(self.view.hand)
        best = max(count for suit, count in counts.items() if suit != self.view.favorito)
        if best >= 7 and "solo" in self.legal:
            return "solo"
        if best >= 4 and "entrada" in self.legal:
            return "entrada"
        if best >= 5 and "mediator" in self.legal:
            return "mediator"  # the Tresillos, which have no entrada (l. 1525)
        return "paso"

    def name_trump(self) -> str:
        counts = self.trump_counts(self.view.hand)
        suits = [Suit(letter) for letter in suits_of(self.legal, "triunfo:")]
        return f"triunfo:{max(suits, key=lambda suit: counts[suit]).value}"

    def give_back(self) -> str:
        order = self.view.play_rules.order(self.view.trump)
        options = [Card.parse(code) for code in suits_of(self.legal, "descarta:")]
        return f"descarta:{min(options, key=lambda card: (order.suit_of[card] == TRUMP, order.power[card])).code}"

    def play(self) -> str:
        if "tiendo" in self.legal:
            return "tiendo" if self.rng.random() < 0.5 else super().play()
        return super().play()


PLAYERS = bots(FamilyExpert, FamilyBeginner)  # the Mediator's, the Quadrillo's and the Quintillo's
