"""What the games of bazas and card points share: Tute, Guiñote, Brisca, Julepe, the 1790 Malilla, Rebesino and Cientos.

Each game keeps its own frozen state and :class:`~games.core.hand.HandRules`; all of them show a seat the same
:class:`BazaView`, so that one practice table, one narration and one set of property tests serve them all. A
*hand* of these games is a whole *partida*: rondas (deals) follow one another until a side reaches the agreed
number of *juegos* (``juegos-3`` in the variant), each ronda dealt from the seed and its number.

>>> from games.core.cards import DECK_40, parse_cards
>>> card_points(parse_cards("1O 3O 12O 11O 10O 7O"), TUTE_POINTS)
30
>>> deal_ronda(DECK_40, seed=5, ronda=1, players=4, packets=(5, 5)) == deal_ronda(DECK_40, 5, 1, 4, (5, 5))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import astuple, dataclass, field
from typing import Any, ClassVar, TypeVar

from games.core.cards import Card, Suit
from games.core.citations import Citation
from games.core.errors import InvalidNotationError
from games.core.hand import Hand, HandOptions, HandRules, HandState, Setup
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.trick import TrickRecord
from games.core.view import SeatBasics
from games.core.violations import ViolationCode

# Card points (l. 2819 for the Tute, whose values the Brisca and the Julepe borrow; l. 910 for the Guiñote,
# where the sota and the caballo swap places).
TUTE_POINTS: dict[int, int] = {1: 11, 3: 10, 12: 4, 11: 3, 10: 2}
GUINOTE_POINTS: dict[int, int] = {1: 11, 3: 10, 12: 4, 10: 3, 11: 2}

# Phases every game of bazas may use (each game adds its own: ``declaracion``, ``descarte``…).
JUEGO = "juego"  # the play of the tricks
CANTE = "cante"  # a partner may sing before the winner of the trick leads (4-player Tute)
FIN = "fin"  # the partida is over

# Violation codes of these games, besides the play's own and the hand codes of :mod:`games.core.hand`.
CANTE_CODE = ViolationCode.CANTE  # a cante (20, 40, tute) that may not be sung now
PINTA_CODE = ViolationCode.PINTA  # changing the turned card without the right card or out of time
CAPOTE_CODE = ViolationCode.CAPOTE  # announcing a capote out of time
FUERA_CODE = (
    ViolationCode.FUERA
)  # claiming to be out (over 100, over 101) when the game does not allow it now
BAZA_CODES = frozenset({CANTE_CODE, PINTA_CODE, CAPOTE_CODE, FUERA_CODE})


def card_points(cards: Iterable[Card], values: dict[int, int]) -> int:
    """The points of ``cards`` under ``values`` (rank → points; the other ranks are worth nothing)."""
    return sum(values.get(card.rank, 0) for card in cards)


def deal_ronda(
    deck: tuple[Card, ...], seed: int, ronda: int, players: int, packets: tuple[int, ...], first: int = 0
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Deal ronda number ``ronda`` of a partida: a shuffle fixed by the seed and the ronda, packets given from seat
    ``first`` (the mano) round the table; what is left is the stock, its first card on top.
    """
    cards = list(deck)
    random.Random(f"{seed}/{ronda}").shuffle(cards)
    hands: list[list[Card]] = [[] for _ in range(players)]
    top = 0
    for size in packets:
        for step in range(players):
            seat = (first + step) % players
            hands[seat].extend(cards[top : top + size])
            top += size
    return tuple(tuple(hand) for hand in hands), tuple(cards[top:])


def target_juegos(variants: frozenset[str], default: int) -> int:
    """The juegos that win the partida: ``juegos-N`` among the variants, else ``default``."""
    named = [name for name in variants if name.startswith("juegos-")]
    if not named:
        return default
    number = named[0].removeprefix("juegos-")
    if len(named) > 1 or not number.isdigit() or not 1 <= int(number) <= 9:
        raise InvalidNotationError("una partida se juega de 1 a 9 juegos (juegos-1 … juegos-9)")
    return int(number)


def variant_names(variant: str | None) -> frozenset[str]:
    """The variants named in ``variant`` (``con-tute+juegos-3``)."""
    return frozenset(variant.split("+")) if variant else frozenset()


@dataclass(frozen=True, slots=True)
class Cante:
    """An *acuse* or *cántico*: who sang, in which suit, and for how many tantos (``tute`` sings no suit)."""

    seat: int
    suit: Suit | None
    points: int
    kind: str = "cante"  # ``cante`` (the 20 or the 40) or ``tute``

    def describe(self) -> str:
        """``El asiento 2 canta las 40.`` / ``las 20 en copas`` / ``tute``."""
        who = f"El asiento {self.seat + 1}"
        if self.kind == "tute":
            return f"{who} canta tute."
        if self.points == 40:
            return f"{who} canta las 40 (en {self.suit.spanish if self.suit else 'triunfo'})."
        return f"{who} canta las 20 en {self.suit.spanish if self.suit else '¿?'}."


@dataclass(frozen=True, slots=True)
class Ronda:
    """A finished ronda: each side's tantos, the sides that won it, the juegos it gave them, and why (in Spanish)."""

    number: int
    points: tuple[int, ...]
    winners: tuple[int, ...]
    juegos: int
    lines: tuple[str, ...]
    citation: Citation | None = None


@dataclass(frozen=True, slots=True)
class BazaView(SeatBasics):
    """What one seat may see of a partida of bazas: its own cards, the table and the public record — never another
    seat's cards nor the stock.

    ``sides[i]`` is seat *i*'s side (partners share one; in games each for himself the side is the seat);
    ``points``, ``card_points``, ``juegos`` are by side. ``pinta`` is the turned card while it is still on the table.
    """

    sides: tuple[int, ...]
    trump: Suit | None
    pinta: Card | None
    stock_size: int
    trick: tuple[Card, ...]
    trick_leader: int | None
    history: tuple[TrickRecord, ...]
    hand_sizes: tuple[int, ...]
    points: tuple[int, ...]
    card_points: tuple[int, ...]
    cantes: tuple[Cante, ...]
    juegos: tuple[int, ...]
    target: int
    ronda: int
    rondas: tuple[Ronda, ...]
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)
    mano: int = 0  # the seat that leads the first trick of this ronda
    active: tuple[int, ...] = ()  # the seats in play this ronda (the Julepe's players); empty: every seat
    # The words said this ronda (``juego``, ``paso``, ``capote``…), by seat.
    announcements: tuple[tuple[int, str], ...] = ()
    discards: tuple[Card, ...] = ()  # this seat's own discards (never another's)
    notes: tuple[str, ...] = ()  # public facts of this game in Spanish (the alce, the bazeta, a capote…)
    seen: tuple[Card, ...] = ()  # other cards this seat has been shown (a card drawn in an exchange)
    out_of_play: tuple[Card, ...] = ()  # cards face up out of the play (the leftover in a Tute of three)
    exchanged: tuple[
        tuple[int, Card], ...
    ] = ()  # cards taken from the table in an exchange (the pinta), by whom
    score_unit: str = "juegos"  # what ``juegos`` and ``target`` count: juegos, or puntos (Tute remate)
    maker: None = (
        None  # no seat makes the game against the rest (see ``announcements`` for a remate's bidder)
    )

    @property
    def side(self) -> int:
        return self.sides[self.seat]

    @property
    def sides_count(self) -> int:
        return max(self.sides) + 1

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s side."""
        return tuple(s for s in range(self.players) if s != seat and self.sides[s] == self.sides[seat])

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played this ronda, completed tricks first."""
        return tuple(card for record in self.history for card in record.cards) + self.trick

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """The tricks each seat has won this ronda."""
        won = [0] * self.players
        for record in self.history:
            won[record.winner] += 1
        return tuple(won)

    def visible_cards(self) -> frozenset[Card]:
        """Every card this view shows: own hand and discards, the pinta, the cards played and any card shown."""
        cards = (
            set(self.hand) | set(self.discards) | set(self.played) | set(self.seen) | set(self.out_of_play)
        )
        if self.pinta is not None:
            cards.add(self.pinta)
        return frozenset(cards)


def alternate_sides(players: int, partnerships: bool) -> tuple[int, ...]:
    """Each seat's side: partners sit opposite (0+2 against 1+3; with six, two trios 0+2+4 against 1+3+5)."""
    if partnerships:
        return tuple(seat % 2 for seat in range(players))
    return tuple(range(players))


def wins(name: str) -> str:
    """``Gana`` for one seat (``el asiento 1``), ``Ganan`` for a side of several (``los asientos 1 y 3``)."""
    return "Gana" if name.startswith("el ") else "Ganan"


def side_total(values: tuple[int, ...], sides: tuple[int, ...]) -> tuple[int, ...]:
    """Per-seat ``values`` added up by side."""
    totals = [0] * (max(sides) + 1)
    for seat, value in enumerate(values):
        totals[sides[seat]] += value
    return tuple(totals)


StateT = TypeVar("StateT", bound=HandState)


class BazaRules(HandRules[StateT, BazaView]):
    """The rules of whole partidas of one game of bazas (subclass it; instances are stateless singletons).

    ``default_juegos`` is the length of a partida unless the variant says ``juegos-N``; ``variants`` lists the
    other options, joined with ``+`` in a hand's variant (``con-tute+juegos-3``).
    """

    default_juegos: ClassVar[int] = 1
    play_rules: ClassVar[GameRules]

    def check_options(self, options: HandOptions) -> None:
        """Refuse a number of players, a variant or a pot this game does not have.

        :raises InvalidNotationError: with the reason in Spanish.
        """
        if options.players not in self.players:
            counts = " o ".join(str(n) for n in self.players)
            raise InvalidNotationError(
                f"{self.name} se juega con {counts} jugadores, no con {options.players}"
            )
        names = variant_names(options.variant)
        unknown = sorted(
            name for name in names if name not in self.variants and not name.startswith("juegos-")
        )
        if unknown:
            raise InvalidNotationError(f"{self.name} no tiene la variante {unknown[0]!r}")
        target_juegos(names, self.default_juegos)
        if options.pot < 0:
            raise InvalidNotationError("el plato no puede tener menos de cero tantos")
        if options.stakes is not None:
            raise InvalidNotationError(f"{self.name} no empieza con tantos apuntados")

    def target(self, options: HandOptions) -> int:
        """The juegos that win the partida."""
        return target_juegos(variant_names(options.variant), self.default_juegos)

    def options(self, setup: Setup) -> HandOptions:
        """The options of a new partida, checked by :meth:`check_options`; ``deal`` gives each seat's cards."""
        seed, players, variant, pot, deal, stakes = astuple(setup)
        options = HandOptions(
            seed=seed,
            players=players if players is not None else self.players[0],
            variant=variant,
            pot=pot,
            deal=tuple(tuple(Card.parse(code) for code in seat) for seat in deal)
            if deal is not None
            else None,
            stakes=tuple(stakes) if stakes is not None else None,
        )
        self.check_options(options)
        return options


BazaHand = Hand[Any, BazaView]  # a whole partida of a game of bazas
