"""What one seat sees of a juego of Mus."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.cards import Card
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.view import SeatBasics
from games.mus.state import ManoRecord, Outcome, Word


@dataclass(frozen=True, slots=True)
class MusView(SeatBasics):
    """What one seat may see: its own cards, every word said, how many cards each asked for, the score, and its
    partners' señas — never another seat's cards before they are shown at the end of the mano."""

    sides: tuple[int, ...]
    mano: int
    postre: int
    number: int  # the mano's number in the juego
    corrido: bool
    lance: str
    chain: tuple[int, ...]
    bettor: int | None
    declared: tuple[tuple[int, bool], ...]
    outcomes: tuple[Outcome, ...]
    words: tuple[Word, ...]
    senas: tuple[Word, ...]  # the señas this seat's partners made (and its own)
    drawn: tuple[int, ...]
    deck_size: int
    scores: tuple[int, int]
    target: int
    reyes: int
    juego: int  # the juego of the partida under way (the last one once it is over)
    juegos: tuple[int, int]  # each side's juegos in the vaca under way
    vacas: tuple[int, int]  # each side's vacas
    per_vaca: int  # the juegos that make a vaca
    per_partida: int  # the vacas that win the partida
    manos: tuple[ManoRecord, ...]
    pending: str
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)

    trick: tuple[Card, ...] = ()
    trick_leader: None = None
    history: tuple[()] = ()
    trump: None = None
    maker: None = None
    active: tuple[int, ...] = ()

    @property
    def ronda(self) -> int:
        return self.number

    @property
    def side(self) -> int:
        return self.seat % 2

    def amarracos(self, side: int) -> tuple[int, int]:
        """The side's score as amarracos of five and piedras (l. 1317)."""
        return divmod(self.scores[side], 5)

    def dentro(self, side: int) -> bool:
        """Whether the side is «dentro»: one amarraco or less from the juego (l. 1317)."""
        return self.target - self.scores[side] <= 5

    def visible_cards(self) -> frozenset[Card]:
        """The seat's own cards (the cards shown at the end of earlier manos were other deals)."""
        return frozenset(self.hand)
