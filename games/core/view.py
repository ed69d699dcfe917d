"""What every seat view offers, whatever the game: the one :class:`SeatView` protocol the site, the hint and the
computer players read.

Each family keeps its own frozen view class with more to show (the Ombre family's auction, the bazas' cantes, the
Truco's words and score); all of them satisfy this protocol.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from games.core.cards import Card, Suit
from games.core.result import HandResult
from games.core.rules import GameRules


@dataclass(frozen=True, slots=True)
class SeatBasics:
    """The facts every family's view begins with: the game, the seat, how many play, the phase, whose turn it is,
    and the seat's own cards."""

    game: str
    seat: int
    players: int
    phase: str
    to_move: int | None
    hand: tuple[Card, ...]

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """The cards face up on the table outside a trick position, in groups: the Escoba's table, the Cinquillo's
        rows, the Chinchón's montón, the others' cards in the Siete y medio, the Burro's baza (none by default)."""
        return ()


class PlayedTrick(Protocol):
    """A finished trick: who led it, the cards in the order played, and who won it (``None``: a Truco parda)."""

    @property
    def leader(self) -> int: ...

    @property
    def cards(self) -> tuple[Card, ...]: ...

    @property
    def winner(self) -> int | None: ...


@runtime_checkable
class SeatView(Protocol):
    """What one seat may see of any hand: never another seat's cards, nor the stock or the talon."""

    @property
    def game(self) -> str: ...

    @property
    def seat(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def phase(self) -> str: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def hand(self) -> tuple[Card, ...]: ...

    @property
    def trick(self) -> tuple[Card, ...]: ...

    @property
    def trick_leader(self) -> int | None: ...

    @property
    def trump(self) -> Suit | None:
        """The trump suit, ``None`` where the game has none (the Truco, the Rebesino) or before it is named."""

    @property
    def sides(self) -> tuple[int, ...]:
        """Each seat's side: partners share one; where each plays for himself, the side is the seat."""

    @property
    def maker(self) -> int | None:
        """The seat that makes the game against the others (the Ombre family's Jugador), where the game has one."""

    @property
    def active(self) -> tuple[int, ...]:
        """The seats in play when only some play (the Julepe's players, a Truco's punta pair); empty: every seat."""

    @property
    def ronda(self) -> int:
        """The deal's number within a partida of several deals (the bazas' rondas); 0 where there is one."""

    @property
    def legal_actions(self) -> tuple[str, ...]: ...

    @property
    def history(self) -> Sequence[PlayedTrick]:
        """The finished tricks of the current deal (ronda, tiro), oldest first."""

    @property
    def result(self) -> HandResult | None: ...

    @property
    def play_rules(self) -> GameRules: ...

    def visible_cards(self) -> frozenset[Card]:
        """Every card this view shows."""
