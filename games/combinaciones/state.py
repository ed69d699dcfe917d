"""The Chinchón's state (a whole partida of deals), the record of each finished deal and what one seat sees."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.cards import Card
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.view import SeatBasics

ROBO = "robo"  # the seat to move takes a card: from the baceta or from the montón
DESCARTE = "descarte"  # the seat to move has taken one and discards (or cuts)
FIN = "fin"


@dataclass(frozen=True, slots=True)
class Config:
    """What the players agree before the partida (l. 445, 449): the deck, the tope and the reenganches."""

    deck: int = 48
    target: int = 101
    reenganches: int = 1


@dataclass(frozen=True, slots=True)
class Shown:
    """One seat's cards laid out at the end of a deal: its jugadas, what it left unmatched and what it scores."""

    seat: int
    melds: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class Deal:
    """A finished deal: who cut (``None``: the baceta ran out twice), with chinchón or not, every seat's cards
    laid out, the scores after it, who re-entered (*reenganche*) and who was eliminated."""

    number: int
    mano: int
    cutter: int | None
    chinchon: bool
    face_down: Card | None
    shown: tuple[Shown, ...]
    scores: tuple[int, ...]
    reenganchados: tuple[int, ...]
    eliminated: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChinchonState:
    """A partida between deals' actions: the current deal (hands, baceta top first, montón top last) and the
    partida's scores, reenganches used and seats still playing."""

    config: Config
    players: int
    seed: int
    number: int
    mano: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    pile: tuple[Card, ...]
    phase: str
    to_move: int | None
    discards: int  # discards made in this deal: the first round ends when every seat playing has made one
    reshuffles: int
    scores: tuple[int, ...]
    used: tuple[int, ...]
    alive: tuple[bool, ...]
    taken: tuple[tuple[Card, ...], ...]  # per seat: the montón's cards it took in this deal and still holds
    deals: tuple[Deal, ...] = ()
    result: HandResult | None = None

    @property
    def playing(self) -> int:
        return sum(self.alive)

    @property
    def first_round(self) -> bool:
        """Whether this deal is still in its first round of discards, when nobody may cut (l. 447)."""
        return self.discards < self.playing


@dataclass(frozen=True, slots=True)
class ChinchonView(SeatBasics):
    """What one seat sees: its own cards, the montón (every card of it was shown face up), the montón's cards each
    seat took in this deal and still holds (everybody saw them taken), how many cards each seat and the baceta hold,
    the scores and the deals already laid out — never another seat's cards that nobody saw."""

    sides: tuple[int, ...]
    deck: int
    target: int
    mano: int
    number: int
    stock_size: int
    pile: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    alive: tuple[bool, ...]
    taken: tuple[tuple[Card, ...], ...]
    reenganches_left: tuple[int, ...]
    first_round: bool
    deals: tuple[Deal, ...]
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)

    trick: tuple[Card, ...] = ()
    trick_leader: None = None
    trump: None = None
    maker: None = None
    history: tuple[()] = ()

    @property
    def active(self) -> tuple[int, ...]:
        """The seats still in the partida, when some have been eliminated (empty while all play)."""
        if all(self.alive):
            return ()
        return tuple(seat for seat, alive in enumerate(self.alive) if alive)

    @property
    def ronda(self) -> int:
        """The deal's number in the partida, from 1."""
        return self.number + 1

    @property
    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """The montón's top card, the only one that may be taken."""
        return ((self.pile[-1],),) if self.pile else ()

    def visible_cards(self) -> frozenset[Card]:
        """The seat's own cards, the montón's and those the seats took from it (earlier deals were other deals)."""
        return (
            frozenset(self.hand)
            | frozenset(self.pile)
            | frozenset(card for cards in self.taken for card in cards)
        )
