"""What one seat sees of a Truco match."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.cards import Card
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.view import SeatBasics
from games.truco.senas import Sena
from games.truco.state import Baza, Duel, Envido, Tiro, TrucoBet, Word


@dataclass(frozen=True, slots=True)
class TrucoView(SeatBasics):
    """What one seat may see of the match: its own cards, the table, every word said and the score — never another
    seat's cards (the partner's signals tell what the partner chooses to tell, l. 84).
    """

    sides: tuple[int, ...]
    mano: int
    dealer: int
    pies: tuple[int, int]
    tiro: int
    hand_sizes: tuple[int, ...]
    trick: tuple[Card, ...]
    trick_leader: int | None
    bazas: tuple[Baza, ...]
    words: tuple[Word, ...]
    pending: tuple[str, ...]
    envido: Envido | None
    flores: tuple[int, ...]
    duel: Duel | None
    truco: TrucoBet
    scores: tuple[int, ...]  # the tantos of each side (of each seat in a gallo por turno) in this medio juego
    halves: tuple[int, ...]
    standing: tuple[int, int]  # the tantos each side stands on for what it lacks (the mano's, for partners)
    tiros: tuple[Tiro, ...]
    senas: tuple[Sena, ...]
    envido_count: int  # the envido of this seat's three cards (the pie's partner's is signalled, not shown)
    flor: bool  # this seat holds a flor
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)
    gallo: int | None = None  # with three players, who goes alone this tiro
    discard: Card | None = None  # the gallo's own discard (seen by him alone)
    active: tuple[int, ...] = ()  # the seats in play (with six or eight, a punta pair)
    kind: str = ""  # with six or eight: ``redonda`` or ``punta``

    trump: None = None  # the Truco has no trumps
    maker: None = None  # nor a player who makes the game against the rest
    ronda: int = 0  # its tiros are told apart by ``tiro``

    @property
    def history(self) -> tuple[Baza, ...]:
        """The finished bazas of this tiro."""
        return self.bazas

    @property
    def side(self) -> int:
        return self.sides[self.seat]

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played in this tiro, finished bazas first."""
        return tuple(card for baza in self.bazas for card in baza.cards) + self.trick

    @property
    def bazas_won(self) -> tuple[int, int]:
        """The bazas each side has won in this tiro (pardas count for nobody)."""
        won = [0, 0]
        for baza in self.bazas:
            if baza.winner is not None:
                won[self.sides[baza.winner]] += 1
        return won[0], won[1]

    @property
    def pardas(self) -> int:
        return sum(baza.parda for baza in self.bazas)

    def visible_cards(self) -> frozenset[Card]:
        """Every card of this tiro the view shows: own hand and the cards played (earlier tiros were other deals)."""
        return frozenset(self.hand) | frozenset(self.played)
