"""The Burro (catalogue, l. 287–291): follow suit or draw from the baceta until you can; the last with cards loses.

Four cards each (five in the ``cinco`` variant, where the as beats the rey, l. 291); the rest is the baceta. The
mano leads any card; each other seat still holding cards, in turn, plays a card of the suit led, and who has none
draws (``roba``) from the baceta until he can; with the baceta spent, he passes (``paso``). The highest card of the
suit led opens the next baza; there are no trumps. The game ends when only one seat holds cards: the burro.

>>> import games
>>> hand = games.new_hand("burro", players=3, deal=[["4O", "7C", "1E", "2B"], ["5O", "6C", "3E", "12B"],
...     ["10C", "11C", "12C", "1C"], ["2C", "7O"]])
>>> hand = hand.apply("4O").apply("5O")
>>> hand.legal_actions()
['roba']
>>> hand.check("10C").code
'asistir'
>>> hand = hand.apply("roba").apply("roba")
>>> hand.legal_actions(), hand.view(2).stock_size
(['7O'], 0)
>>> hand.apply("7O").to_move   # the siete de oros takes the baza: its seat leads
2
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import ClassVar

from games.bazas.base import variant_names
from games.cinquillo.base import (
    BARAJA_48,
    CATALOGUE,
    PASO,
    Ended,
    ShedGame,
    ShedRules,
    holders,
    next_holder,
    without,
)
from games.core.cards import CARDS_BY_CODE, DECK_40, Card, Suit, names_list
from games.core.citations import Citation, cite
from games.core.hand import ROBO, HandOptions, once_per_state, violation
from games.core.result import HandResult, make_result
from games.core.rules import GameRules, Requirement
from games.core.trick import Position, seat_name
from games.core.view import SeatBasics
from games.core.violations import ASISTIR, CARTA, Violation, ViolationCode

CINCO = "cinco"  # five cards each, and the as beats the rey (l. 291)
ROBA = "roba"  # draw the top card of the baceta
PASO_CODE = ViolationCode.PASO  # passing while one can play or draw
PLAY = cite(CATALOGUE, "BURRO", 287)
VARIANT = cite(CATALOGUE, "BURRO", 291)
ACE_HIGH = 13  # the as above the rey in the ``cinco`` variant

INTERPRETATION = """\
El catálogo dice que la carta de índice más alto abre la baza siguiente (l. 287): el sitio lo lee como la carta más \
alta del palo que se sacó, del as (1) al rey (12), porque no hay triunfo y los demás han de echar de ese palo. Quien se \
queda sin cartas sale del juego; si quien gana la baza ya no tiene cartas, abre el siguiente que aún las tenga. \
El juego se juega entre 2 y 6, con 40 cartas (o 48 en la variante), y acaba en cuanto solo uno conserva cartas."""


class Burro(ShedGame):
    """The Burro's card order and its one obligation: asistir (drawing until one can is the whole hand's)."""

    slug = "burro"
    name = "Burro"
    players = (4, 2, 3, 5, 6)
    deck = DECK_40
    hand_size = {4: 4, 2: 4, 3: 4, 5: 4, 6: 4}
    summary = (
        "Cuatro cartas cada uno; hay que echar del palo que sale y, si no tienes, robar de la baceta hasta poder. "
        "Quien se queda el último con cartas es el burro."
    )
    obligations = (
        "Hay que echar un naipe del palo de salida; quien no tiene roba de la baceta hasta conseguirlo, y sin "
        "baceta pasa (l. 287)."
    )
    play_citation = PLAY
    interpretation = INTERPRETATION

    def requirements(self, position: Position) -> list[Requirement]:
        if not position.trick:
            return []
        led = position.trick[0].suit
        return [
            Requirement(
                ASISTIR,
                frozenset(card for card in position.hand if card.suit == led),
                PLAY,
                "Hay que echar del palo de salida: {suit}. {tried} no es de {suit}; echa {allowed}.",
            )
        ]


class AceHighBurro(Burro):
    """The variant of five cards, where the as beats the rey and all the others (l. 291)."""

    hand_size = {4: 5, 2: 5, 3: 5, 5: 5, 6: 5}
    play_citation = VARIANT

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return card.suit.value, ACE_HIGH if card.rank == 1 else card.rank


@dataclass(frozen=True, slots=True)
class Baza:
    """A baza: who led, each card with the seat that played it, who drew or passed, and who took it."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    drew: tuple[int, ...] = ()  # a seat once for every card it drew
    passed: tuple[int, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)


@dataclass(frozen=True, slots=True)
class BurroState(Ended):
    """A game of Burro: the hands, the baceta (top first), the baza on the table, the seats still to answer it, the
    bazas taken, whose turn it is and the result."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    plays: tuple[tuple[int, Card], ...]  # the baza on the table
    waiting: tuple[int, ...]  # the seats still to answer it, in order
    drew: tuple[int, ...]
    passed: tuple[int, ...]
    history: tuple[Baza, ...]
    to_move: int | None
    ace_high: bool
    result: HandResult | None = None

    @property
    def led(self) -> Suit | None:
        return self.plays[0][1].suit if self.plays else None


@dataclass(frozen=True, slots=True)
class BurroView(SeatBasics):
    """What one seat sees: its own cards, the baza on the table and the finished ones, the size of the baceta and
    of every hand — never another seat's cards nor the baceta's."""

    sides: tuple[int, ...]
    trick: tuple[Card, ...]
    trick_seats: tuple[
        int, ...
    ]  # who played each card of the baza on the table (a seat that passes plays none)
    trick_leader: int | None
    drew: tuple[int, ...]  # who drew during this baza, once a card
    passed: tuple[int, ...]
    history: tuple[Baza, ...]
    stock_size: int
    hand_sizes: tuple[int, ...]
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)
    active: tuple[int, ...] = ()  # the seats still holding cards
    trump: None = None
    maker: None = None
    ronda: int = 0

    def visible_cards(self) -> frozenset[Card]:
        played = {card for baza in self.history for card in baza.cards}
        return frozenset(self.hand) | frozenset(self.trick) | frozenset(played)

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """The baza under way (the Burro has no trick positions of its own)."""
        return (self.trick,) if self.trick else ()


RULES = Burro()
ACE_HIGH_RULES = AceHighBurro()


class BurroRules(ShedRules[BurroState, BurroView]):
    """Whole games of Burro."""

    slug = "burro"
    name = "Burro"
    players = Burro.players
    variants = (CINCO, BARAJA_48)
    play_rules = RULES
    deck_players: ClassVar[dict[int, tuple[int, ...]]] = dict.fromkeys(Burro.players, (40, 48))
    words = (ROBA,)
    summary = Burro.summary
    interpretation = INTERPRETATION
    grammar = "Una carta (7O, 10C…); «roba» si no tienes del palo y queda baceta; «paso» si ya no queda."

    def citation(self) -> Citation:
        return PLAY

    def rules_for(self, state: BurroState) -> Burro:
        return ACE_HIGH_RULES if state.ace_high else RULES

    def start(self, options: HandOptions) -> BurroState:
        ace_high = CINCO in variant_names(options.variant)
        hands, stock = self.dealt(options, 5 if ace_high else 4)
        return BurroState(hands, stock, (), (), (), (), (), 0, ace_high)

    @once_per_state
    def legal_actions(self, state: BurroState) -> list[str]:
        seat = state.to_move
        if seat is None:
            return []
        hand = state.hands[seat]
        if state.led is None:
            return [card.code for card in hand]
        follow = [card.code for card in hand if card.suit == state.led]
        return follow or ([ROBA] if state.stock else [PASO])

    def refuse(self, state: BurroState, action: str, allowed: list[str]) -> Violation:
        seat = state.to_move
        assert seat is not None
        led = state.led
        if action in (ROBA, PASO):
            if led is None:
                code = ROBO if action == ROBA else PASO_CODE
                return violation(code, "Sales tú: echa la carta que quieras.", PLAY, action, allowed)
            follow = [CARDS_BY_CODE[code] for code in allowed if code in CARDS_BY_CODE]
            if follow:
                code = ROBO if action == ROBA else PASO_CODE
                return violation(
                    code,
                    f"Tienes {led.spanish}: echa {names_list(follow)}; solo roba o pasa quien no tiene del palo.",
                    PLAY,
                    action,
                    allowed,
                )
            if action == ROBA:
                return violation(
                    ROBO, "Ya no queda baceta: no tienes del palo, así que pasa.", PLAY, action, allowed
                )
            return violation(
                PASO_CODE,
                "Aún queda baceta: roba hasta conseguir una carta del palo; solo se pasa cuando ya no queda.",
                PLAY,
                action,
                allowed,
            )
        card = CARDS_BY_CODE[action]
        if card not in state.hands[seat]:
            return violation(CARTA, f"No tienes {card.with_article} en la mano.", PLAY, action, allowed)
        assert led is not None
        follow = [held for held in state.hands[seat] if held.suit == led]
        remedy = f"echa {names_list(follow)}" if follow else "roba de la baceta hasta conseguirlo"
        if not follow and not state.stock:
            remedy = "como ya no queda baceta, pasa"
        return violation(
            ASISTIR,
            f"Hay que echar del palo de salida, {led.spanish}: {card.with_article} no es de {led.spanish}; {remedy}.",
            PLAY,
            action,
            allowed,
        )

    def apply(self, state: BurroState, action: str, options: HandOptions) -> BurroState:
        seat = state.to_move
        assert seat is not None
        if action == ROBA:
            hands = tuple(
                (*hand, state.stock[0]) if s == seat else hand for s, hand in enumerate(state.hands)
            )
            return replace(state, hands=hands, stock=state.stock[1:], drew=(*state.drew, seat))
        if action == PASO:
            state = replace(state, passed=(*state.passed, seat), waiting=state.waiting[1:])
        else:
            card = CARDS_BY_CODE[action]
            hands = tuple(without(hand, card) if s == seat else hand for s, hand in enumerate(state.hands))
            if state.led is None:
                waiting = tuple(
                    s for s in ((seat + step) % len(hands) for step in range(1, len(hands))) if hands[s]
                )
            else:
                waiting = state.waiting[1:]
            state = replace(state, hands=hands, plays=(*state.plays, (seat, card)), waiting=waiting)
        if len(holders(state.hands)) <= 1:
            return replace(state, to_move=None, result=self.burro(state))
        if state.waiting:
            return replace(state, to_move=state.waiting[0])
        return self.gathered(state)

    def gathered(self, state: BurroState) -> BurroState:
        """The baza is complete: the highest card of the suit led takes it and its seat (or the next still holding
        cards) leads."""
        rules = self.rules_for(state)
        led = state.led
        winner = max(
            (pair for pair in state.plays if pair[1].suit == led),
            key=lambda pair: rules.card_power(pair[1], None),
        )[0]
        baza = Baza(state.plays[0][0], state.plays, winner, state.drew, state.passed)
        leader = winner if state.hands[winner] else next_holder(state.hands, winner)
        return replace(
            state, plays=(), waiting=(), drew=(), passed=(), history=(*state.history, baza), to_move=leader
        )

    def burro(self, state: BurroState) -> HandResult:
        """Only one seat holds cards: he is the burro, and everybody else wins (the source gives no stakes)."""
        (loser,) = holders(state.hands)
        others = tuple(seat for seat in range(len(state.hands)) if seat != loser)
        return make_result(
            "burro",
            others,
            None,
            None,
            tuple(
                sum(1 for baza in state.history if baza.winner == seat) for seat in range(len(state.hands))
            ),
            0,
            [],
            f"Solo {seat_name(loser)} se queda con cartas: es el burro y pierde.",
            PLAY,
        )

    def view(self, state: BurroState, seat: int) -> BurroView:
        return BurroView(
            **self.basics(state, seat),
            trick=tuple(card for _, card in state.plays),
            trick_seats=tuple(s for s, _ in state.plays),
            trick_leader=state.plays[0][0] if state.plays else None,
            drew=state.drew,
            passed=state.passed,
            history=state.history,
            stock_size=len(state.stock),
            play_rules=self.rules_for(state),
            active=holders(state.hands),
        )
