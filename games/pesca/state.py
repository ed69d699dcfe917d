"""The Escoba's frozen state: the deal being played, what each capture took, and the tanteo of the deals done."""

from __future__ import annotations

from dataclasses import dataclass

from games.core.cards import Card
from games.core.citations import Citation
from games.core.result import HandResult

JUEGO = "juego"
FIN = "fin"

# What a capture was (:attr:`Capture.kind`).
COME = "come"  # a hand card and table cards making 15
ESCOBA = "escoba"  # the same, clearing the table (l. 796)
MANO = "mano"  # the dealer's escoba de mano: the table dealt makes 15 (or twice 15) (l. 798)
SOPLO = "sopla"  # the card a player threw when it made 15, taken by the next one (l. 790)
RESTO = "resto"  # what the table holds at the end, for the last one who captured (l. 792)


@dataclass(frozen=True, slots=True)
class Capture:
    """Cards that went from the table (and a hand) to a seat's pile, and the escobas it made."""

    seat: int
    cards: tuple[Card, ...]  # the hand card first, when there is one
    kind: str
    escobas: int = 0


@dataclass(frozen=True, slots=True)
class Line:
    """One item of a deal's tanteo: what a side scores and why (l. 802–806)."""

    side: int
    concept: str
    points: int
    citation: Citation


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A finished deal: its captures (the residue last), its tanteo and the sides' scores after it."""

    number: int
    dealer: int
    captures: tuple[Capture, ...]
    residue: tuple[Card, ...]
    lines: tuple[Line, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EscobaState:
    """A partida of Escoba: deal after deal until a side reaches the target (15 or 21) alone at the top (l. 810)."""

    players: int
    sides: tuple[int, ...]
    target: int
    phase: str
    to_move: int | None
    number: int  # the deal's index in the partida, from 0
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    captures: tuple[Capture, ...]  # this deal's, oldest first
    soplo: Card | None  # the card just thrown that made 15 with the table: the seat to move may soplar it
    scores: tuple[int, ...]  # each side's tantos before this deal
    deals: tuple[DealRecord, ...]
    result: HandResult | None = None

    @property
    def mano(self) -> int:
        """The seat on the dealer's right, who plays first in this deal."""
        return (self.dealer + 1) % self.players

    @property
    def last_capturer(self) -> int | None:
        return self.captures[-1].seat if self.captures else None
