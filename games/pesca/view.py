"""What one seat sees of a partida of Escoba: its hand, the table, every capture made in the open, the scores."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.cards import Card
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.view import SeatBasics
from games.pesca.state import Capture, DealRecord


@dataclass(frozen=True, slots=True)
class EscobaView(SeatBasics):
    """One seat's view: never another seat's hand nor the stock (captures are made face up, so they are seen)."""

    sides: tuple[int, ...]
    dealer: int
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    captures: tuple[Capture, ...]  # this deal's
    soplo: Card | None  # the card the seat to move may soplar
    scores: tuple[int, ...]  # each side's tantos before this deal
    target: int
    deals: tuple[DealRecord, ...]
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)
    ronda: int = 0  # the deal's number in the partida, from 1

    trick: tuple[Card, ...] = ()  # no tricks in the Escoba
    trick_leader: None = None
    history: tuple[()] = ()
    trump: None = None
    maker: None = None
    active: tuple[int, ...] = ()

    @property
    def side(self) -> int:
        return self.sides[self.seat]

    @property
    def mano(self) -> int:
        return (self.dealer + 1) % self.players

    def pile_sizes(self) -> tuple[int, ...]:
        """The cards each side has captured in this deal."""
        sizes = [0] * (max(self.sides) + 1)
        for capture in self.captures:
            sizes[self.sides[capture.seat]] += len(capture.cards)
        return tuple(sizes)

    def escobas(self) -> tuple[int, ...]:
        """The escobas each side has made in this deal."""
        counts = [0] * (max(self.sides) + 1)
        for capture in self.captures:
            counts[self.sides[capture.seat]] += capture.escobas
        return tuple(counts)

    def captured(self) -> frozenset[Card]:
        """Every card captured in this deal (seen by all when it was taken)."""
        return frozenset(card for capture in self.captures for card in capture.cards)

    def visible_cards(self) -> frozenset[Card]:
        return frozenset(self.hand) | frozenset(self.table) | self.captured()

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """The cards on the table, to be captured."""
        return (self.table,) if self.table else ()
