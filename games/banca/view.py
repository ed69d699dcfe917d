"""What one seat sees of a session of Siete y medio: every card shown but the last one each seat received, which
stays covered (l. 1021), until the round is settled and all are turned up."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.banca.rules import points
from games.core.cards import Card
from games.core.result import HandResult, Transfer
from games.core.rules import GameRules
from games.core.view import SeatBasics


@dataclass(frozen=True, slots=True)
class Jugada:
    """One seat's cards as the table shows them in the current round: those face up, and how many are covered."""

    seat: int
    shown: tuple[Card, ...]
    covered: int
    stake: int
    standing: bool
    bust: bool

    @property
    def shown_points(self) -> int:
        """The points of the cards face up, in halves."""
        return points(self.shown)


@dataclass(frozen=True, slots=True)
class RondaJugada:
    """A settled round, every card turned up: who banked, each seat's cards and stake, and the payments."""

    number: int
    bank: int
    hands: tuple[tuple[Card, ...], ...]
    stakes: tuple[int, ...]
    transfers: tuple[Transfer, ...]
    next_bank: int | None


@dataclass(frozen=True, slots=True)
class BancaView(SeatBasics):
    """One seat's view: its own cards (the covered one too), the others' cards face up, the stakes and the score."""

    sides: tuple[int, ...]
    bank: int
    ronda: int  # the number of the round under way (or the last one, once the session is over)
    rounds: int  # how many rounds the session lasts
    jugadas: tuple[Jugada, ...]
    stock_size: int
    scores: tuple[int, ...]
    finished: tuple[RondaJugada, ...]  # the settled rounds, oldest first
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)

    trick: tuple[Card, ...] = ()  # no tricks in a banking game
    trick_leader: None = None
    trump: None = None
    maker: None = None
    active: tuple[int, ...] = ()
    history: tuple[()] = ()

    @property
    def points(self) -> int:
        """This seat's points in the round, in halves."""
        return points(self.hand)

    @property
    def is_bank(self) -> bool:
        return self.seat == self.bank

    def visible_cards(self) -> frozenset[Card]:
        """This seat's cards and every card face up in the round under way (earlier rounds were other deals)."""
        return frozenset(self.hand) | frozenset(card for jugada in self.jugadas for card in jugada.shown)

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """The other seats' cards face up in the round under way, seat by seat."""
        return tuple(jugada.shown for jugada in self.jugadas if jugada.seat != self.seat and jugada.shown)
