"""What every game's rules share: metadata, card order, trick winner and layered play obligations.

A game's rules are a :class:`GameRules` subclass that sets ``ClassVar`` metadata and overrides small hooks:
:meth:`GameRules.card_power` (the order of the cards) and :meth:`GameRules.requirements` (the obligations of the
player to move). Obligations come as layers, each narrowing the one before (*asistir*, then *montar*…): the legal
cards are those of the last layer, and an illegal card breaks the first layer it is not in.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from games.core.cards import DECK_40, Card, Suit, names_list
from games.core.citations import SOURCES_BY_SLUG, Citation, SourceDocument
from games.core.violations import ViolationCode

if TYPE_CHECKING:
    from games.core.trick import Position

TRUMP = "T"  # the effective suit of every trump, whatever its printed suit


@dataclass(frozen=True, slots=True)
class Requirement:
    """One obligation of the player to move: the cards that satisfy it, the rule and its wording.

    ``message`` is a ``str.format`` template that may use ``{led}``, ``{tried}``, ``{allowed}`` and ``{suit}``.
    """

    code: ViolationCode
    cards: frozenset[Card]
    citation: Citation
    message: str


@dataclass(frozen=True, slots=True)
class CardOrder:
    """The effective suit (a suit letter, or ``T`` for trumps) and the power of every card under one trump."""

    suit_of: dict[Card, str]
    power: dict[Card, int]


class GameRules:
    """Base class of the rules of one game (subclass it; instances are stateless singletons)."""

    slug: ClassVar[str]
    name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    family: ClassVar[str]
    players: ClassVar[tuple[int, ...]]
    deck: ClassVar[tuple[Card, ...]] = DECK_40
    hand_size: ClassVar[dict[int, int]]
    source_slug: ClassVar[str]
    summary: ClassVar[str]
    obligations: ClassVar[str]
    play_citation: ClassVar[Citation]
    partnerships: ClassVar[bool] = False
    uses_stock: ClassVar[bool] = False
    has_trumps: ClassVar[bool] = True
    tied_tricks: ClassVar[bool] = False  # whether a trick may be won by nobody (the Truco's *parda*)
    # False for a game without tricks (Mus, Escoba, Chinchón…): the trick's questions, the solver, the hint and the
    # trick-by-trick review are not offered for it.
    plays_tricks: ClassVar[bool] = True
    interpretation: ClassVar[str] = ""

    # -- description ------------------------------------------------------------------------------------------
    @property
    def source(self) -> SourceDocument:
        return SOURCES_BY_SLUG[self.source_slug]

    @property
    def players_text(self) -> str:
        counts = sorted(self.players)
        if len(counts) == 1:
            text = f"{counts[0]} jugadores"
        elif counts == list(range(counts[0], counts[-1] + 1)):
            text = f"de {counts[0]} a {counts[-1]} jugadores"
        else:
            text = " o ".join(str(n) for n in counts) + " jugadores"
        return text + (" (por parejas con cuatro)" if self.partnerships else "")

    @property
    def deck_text(self) -> str:
        return f"baraja de {len(self.deck)} cartas"

    def __repr__(self) -> str:
        return f"games.GAMES[{self.slug!r}].rules"

    # -- card order ---------------------------------------------------------------------------------------------
    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        """The effective suit of ``card`` under ``trump`` and its power within it (higher wins)."""
        raise NotImplementedError  # every concrete game overrides it

    @cache  # noqa: B019 — rules objects are immortal singletons
    def order(self, trump: Suit | None) -> CardOrder:
        """The card order under ``trump``, computed once per trump."""
        suit_of: dict[Card, str] = {}
        power: dict[Card, int] = {}
        for card in self.deck:
            suit, value = self.card_power(card, trump)
            suit_of[card], power[card] = suit, value
        return CardOrder(suit_of, power)

    def ranking(self, trump: Suit | None, suit: str) -> list[Card]:
        """The cards of one effective suit, highest first (``T`` for the trumps).

        >>> from games import GAMES
        >>> [str(c) for c in GAMES["tresillo"].rules.ranking(Suit.OROS, "T")][:5]
        ['1E', '7O', '1B', '1O', '12O']
        """
        order = self.order(trump)
        return sorted((c for c in self.deck if order.suit_of[c] == suit), key=lambda c: -order.power[c])

    def trick_winner(
        self, trick: tuple[Card, ...], leader: int, players: int, trump: Suit | None
    ) -> int | None:
        """The seat winning ``trick`` so far: the highest trump, else the highest card of the suit led."""
        if not trick:
            return None
        order = self.order(trump)
        suit_of, power = order.suit_of, order.power
        led = suit_of[trick[0]]
        best, best_index = -1, 0
        for index, card in enumerate(trick):
            suit = suit_of[card]
            if suit == TRUMP:
                value = 1000 + power[card]
            elif suit == led:
                value = power[card]
            else:
                continue
            if value > best:
                best, best_index = value, index
        return (leader + best_index) % players

    # -- obligations --------------------------------------------------------------------------------------------
    def requirements(self, position: Position) -> list[Requirement]:
        """The obligations of the player to move, outermost first; empty when any card may be played."""
        return []

    def explain(self, position: Position, requirement: Requirement, tried: Card) -> str:
        """The Spanish explanation of playing ``tried`` against ``requirement``."""
        led = position.trick[0]
        allowed = sorted(requirement.cards & frozenset(position.hand), key=position.hand.index)
        return requirement.message.format(
            led=self.describe(led, position.trump),
            tried=self.describe(tried, position.trump),
            allowed=names_list(allowed),
            suit=led.suit.spanish,
        )

    def describe(self, card: Card, trump: Suit | None) -> str:
        """A card's name with article, plus its name in this game when it has one (``la espadilla``)."""
        return card.with_article

    # -- helpers for subclasses -----------------------------------------------------------------------------------
    @staticmethod
    def partners(seat: int, other: int, players: int) -> bool:
        """Whether two seats play together (seats 0+2 against 1+3 with four players)."""
        return players == 4 and (seat - other) % 2 == 0


def plain_power(sequence: tuple[int, ...]) -> dict[int, int]:
    """Powers from a rank sequence written highest first: ``(1, 3, 12, …)`` → ``{1: 10, 3: 9, …}``."""
    return {rank: len(sequence) - index for index, rank in enumerate(sequence)}
