"""The state of a hand of the Ombre family: plain frozen data, changed only by the rules in :mod:`games.ombre.hand`."""

from __future__ import annotations

from dataclasses import dataclass

from games.core.cards import Card, Suit
from games.core.result import HandResult
from games.core.trick import Position, TrickRecord

# Phases, in the order a hand goes through them.
SUBASTA = "subasta"  # the auction
TRIUNFO = "triunfo"  # the winner of the auction names trumps
DESCARTE = "descarte"  # the exchange with the talon, seat by seat and card by card
JUEGO = "juego"  # the play of the tricks
DEFENSA = "defensa"  # Tresillo: after a surrendered entrada, the contra decides whether to defend it
FIN = "fin"  # the hand is over
PHASES = (SUBASTA, TRIUNFO, DESCARTE, JUEGO, DEFENSA, FIN)


@dataclass(frozen=True, slots=True)
class OmbreState:
    """Everything about a hand at one moment; seat 0 is the mano and the last seat deals (see :mod:`~games.core.deal`).

    ``hands`` are the cards held before the play begins; during the play ``position`` holds them (and the trick).
    ``discards`` are private to their seat; everyone sees how many cards each seat drew (``drawn``).
    """

    players: int
    phase: str
    to_move: int | None
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    bids: tuple[tuple[int, str], ...] = ()
    passed: frozenset[int] = frozenset()
    high_seat: int | None = None
    high_bid: str | None = None
    jugador: int | None = None
    contract: str | None = None
    trump: Suit | None = None
    turned: Card | None = None
    discards: tuple[tuple[Card, ...], ...] = ()
    drawn: tuple[int, ...] = ()
    exchanged: frozenset[int] = frozenset()
    first_contra: int | None = None
    contra_step: int = (
        0  # Tresillo: 0 the contrista on the Jugador's right decides, 1 after «van», 2 after «vuelven»
    )
    position: Position | None = None
    history: tuple[TrickRecord, ...] = ()
    start_hands: tuple[tuple[Card, ...], ...] = ()
    bola: bool = False
    surrendered: bool = False
    defender: int | None = None
    declined: frozenset[int] = frozenset()
    result: HandResult | None = None
    dealer_sits: bool = (
        False  # the dealer (the last seat) deals, pays and collects but does not play (the alcalde)
    )

    @property
    def active(self) -> tuple[int, ...]:
        """The seats that play the hand, in order from the mano: all but a dealer who sits out."""
        return tuple(range(self.players - 1 if self.dealer_sits else self.players))

    @property
    def current_hands(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat holds now (a dealer who sits out holds none)."""
        if self.position is None:
            return self.hands
        return self.position.hands + self.hands[len(self.position.hands) :]

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick being played (empty between tricks and outside the play)."""
        return self.position.trick if self.position is not None else ()

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """The tricks won by each seat so far."""
        if self.position is None or not self.position.tricks:
            return (0,) * self.players
        return self.position.tricks + (0,) * (self.players - len(self.position.tricks))
