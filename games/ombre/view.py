"""What one seat of a hand of the Ombre family may see: :class:`OmbreView`."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.cards import Card, Suit
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.trick import TrickRecord
from games.core.view import SeatBasics


@dataclass(frozen=True, slots=True)
class OmbreView(SeatBasics):
    """What one seat may legally see: its own cards and discards, the table and the public history — never another
    seat's cards nor the talon.
    """

    bids: tuple[tuple[int, str], ...]
    passed: frozenset[int]
    jugador: int | None
    contract: str | None
    trump: Suit | None
    turned: Card | None
    discards: tuple[Card, ...]
    drawn: tuple[int, ...]
    first_contra: int | None
    talon_size: int
    hand_sizes: tuple[int, ...]
    trick: tuple[Card, ...]
    trick_leader: int | None
    history: tuple[TrickRecord, ...]
    tricks_won: tuple[int, ...]
    bola: bool
    surrendered: bool
    defender: int | None
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)
    # Games with a called king (Mediator, Quadrillo, Quintillo): the favorito of the session, the king called, the
    # Hombre's partner (only once the called king has been played, or to the partner himself), the seat that handed
    # over the king asked in a Mediator, and whether the Hombre entered chillado (forced by the espadilla).
    favorito: Suit | None = None
    called: Card | None = None
    partner: int | None = None
    giver: int | None = None
    chillado: bool = False
    # The Zanga: the talon cards this seat has been shown (the pie who looks at the zanga), the vales each pair holds
    # now and those in play in the centre, and the announcements of the play («cinco», «todas») by seat.
    seen_talon: tuple[Card, ...] = ()
    stakes: tuple[int, ...] = ()
    pot: int = 0
    claims: tuple[tuple[int, str], ...] = ()
    active: tuple[int, ...] = ()  # every seat plays
    ronda: int = 0  # a hand is one deal

    @property
    def maker(self) -> int | None:
        return self.jugador

    @property
    def sides(self) -> tuple[int, ...]:
        """Side 0 is the maker's (with his partner, once known), side 1 the others'; each for himself before."""
        if self.jugador is None:
            return tuple(range(self.players))
        return tuple(0 if seat in (self.jugador, self.partner) else 1 for seat in range(self.players))

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, completed tricks first."""
        return tuple(card for record in self.history for card in record.cards) + self.trick

    def visible_cards(self) -> frozenset[Card]:
        """Every card this view shows: own hand and discards, the turned card, and the cards played."""
        cards = set(self.hand) | set(self.discards) | set(self.played) | set(self.seen_talon)
        if self.turned is not None:
            cards.add(self.turned)
        return frozenset(cards)
