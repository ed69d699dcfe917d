"""The state of a partida of Mus: plain frozen data (the manos played, the lance being bet, the words said, the
juegos won)."""

from __future__ import annotations

from dataclasses import dataclass

from games.core.cards import Card
from games.core.citations import Citation
from games.core.result import HandResult

MUS = "mus"  # each in turn says «mus» or «no hay mus» (l. 1295)
DESCARTE = "descarte"  # everybody asked for mus: each discards one to four cards and draws as many
DECLARA = "declara"  # each says truthfully whether he has pares, or juego (l. 1303, 1306)
ENVITE = "envite"  # the bets of a lance (l. 1313)
FIN = "fin"  # the juego is over

ORDAGO = 0  # an órdago in a chain of bets (every envite is at least 2)

# The outcome of a lance.
EN_PASO = "paso"  # nobody bet (l. 1313)
QUERIDO = "querido"
NO_QUERIDO = "no querido"
SIN_ENVITE = "sin envite"  # pares or juego held by one side only, or by nobody: no bets (l. 1303, 1306)


@dataclass(frozen=True, slots=True)
class Word:
    """A word said aloud (or a seña made): who, and the action."""

    seat: int
    word: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a lance was settled: ``status``, the chain of bets (``ORDAGO`` for an órdago), the side that made the
    last bet, and the seats that took part (those with pares, or juego)."""

    lance: str
    status: str
    bets: tuple[int, ...] = ()
    bettor: int | None = None
    seats: tuple[int, ...] = ()

    @property
    def accepted_value(self) -> int:
        """An envite accepted is worth the sum of every bet of the lance (l. 1313)."""
        return sum(self.bets)

    @property
    def refused_value(self) -> int:
        """Refused, the sum of the bets before the last, or 1 when there was none (l. 1313)."""
        return sum(self.bets[:-1]) or 1


@dataclass(frozen=True, slots=True)
class Line:
    """Piedras a side earns: how many, for what, in which lance, and where the source says so."""

    side: int
    amount: int
    concept: str
    lance: str
    citation: Citation | None = None

    def describe(self, players: int) -> str:
        """``El bando de los asientos 1 y 3 se apunta 2 piedras por la grande, envite querido (l. 1313).``"""
        unit = "piedra" if self.amount == 1 else "piedras"
        text = (
            f"{side_name(self.side, players, capital=True)} se apunta {self.amount} {unit} por {self.concept}"
        )
        return text + (f" ({self.citation.lines})." if self.citation else ".")


@dataclass(frozen=True, slots=True)
class ManoRecord:
    """A finished mano: its mano, the cards shown, the words, every line in the order it was scored (the refused
    envites first, as they were scored at once), the score after it, and how each lance was settled."""

    number: int
    mano: int
    hands: tuple[tuple[Card, ...], ...]
    words: tuple[Word, ...]
    lines: tuple[Line, ...]
    scores: tuple[int, int]
    outcomes: tuple[Outcome, ...] = ()
    juego: int = 1  # the juego of the partida it was played in

    def summary(self) -> list[str]:
        return [line.describe(len(self.hands)) for line in self.lines]


@dataclass(frozen=True, slots=True)
class MusState:
    """A partida at one moment (by default a partida of one juego).

    ``hands`` are the cards each seat holds; ``deck`` what is left to draw (top first) and ``pile`` the discards
    not yet shuffled back; ``queue`` the seats still to speak in this round of words, in order; ``chain`` and
    ``bettor`` the bets of the lance under way; ``declared`` what each seat said of its pares or juego;
    ``outcomes`` the lances settled in this mano; ``at_once`` the lines already scored in it (refused envites);
    ``por_mi`` whether a seat said «por mí quiero» to the bet under way; ``won`` the side that won each juego so
    far, ``per_vaca`` the juegos that make a vaca and ``per_partida`` the vacas that win the partida (l. 1291).
    """

    players: int
    reyes: int
    target: int
    deje: bool
    phase: str
    to_move: int | None
    number: int
    mano: int
    corrido: bool
    start: int  # who speaks first in this round of mus (the mano, or in the mus corrido the next each round)
    hands: tuple[tuple[Card, ...], ...]
    deck: tuple[Card, ...]
    pile: tuple[Card, ...]
    reshuffles: int = 0
    queue: tuple[int, ...] = ()
    lance: str = ""
    declared: tuple[tuple[int, bool], ...] = ()
    chain: tuple[int, ...] = ()
    bettor: int | None = None
    por_mi: bool = False
    outcomes: tuple[Outcome, ...] = ()
    words: tuple[Word, ...] = ()
    signals: tuple[Word, ...] = ()  # the señas made this mano (cleared for a seat when it discards)
    drawn: tuple[int, ...] = ()  # the cards each seat asked for in the last descarte
    at_once: tuple[Line, ...] = ()
    scores: tuple[int, int] = (0, 0)
    manos: tuple[ManoRecord, ...] = ()
    result: HandResult | None = None
    per_vaca: int = 1
    per_partida: int = 1
    won: tuple[int, ...] = ()

    def side(self, seat: int) -> int:
        return seat % 2

    def order(self, first: int | None = None) -> tuple[int, ...]:
        """Every seat in speaking order from ``first`` (the mano by default)."""
        first = self.mano if first is None else first
        return tuple((first + step) % self.players for step in range(self.players))

    def partners(self, seat: int) -> tuple[int, ...]:
        return tuple(other for other in range(self.players) if other != seat and other % 2 == seat % 2)

    @property
    def postre(self) -> int:
        """The dealer, last to speak (vocabulary, «postre»)."""
        return (self.mano - 1) % self.players


def tally(won: tuple[int, ...], per_vaca: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """``(juegos, vacas)`` of each side after the juegos ``won``: the juegos count within the vaca under way, and
    a side that reaches ``per_vaca`` of them wins a vaca and the next vaca starts from nothing (l. 1291, 1448).

    >>> tally((0, 1, 0, 1), 2)
    ((0, 1), (1, 0))
    """
    juegos, vacas = [0, 0], [0, 0]
    for side in won:
        juegos[side] += 1
        if juegos[side] == per_vaca:
            vacas[side] += 1
            juegos = [0, 0]
    return (juegos[0], juegos[1]), (vacas[0], vacas[1])


def side_name(side: int, players: int, capital: bool = False) -> str:
    """``el asiento 1`` (entre dos) or ``el bando de los asientos 1 y 3`` (seats alternate between the sides)."""
    seats = [str(seat + 1) for seat in range(players) if seat % 2 == side]
    if len(seats) == 1:
        text = f"el asiento {seats[0]}"
    else:
        text = "el bando de los asientos " + ", ".join(seats[:-1]) + f" y {seats[-1]}"
    return text[0].upper() + text[1:] if capital else text
