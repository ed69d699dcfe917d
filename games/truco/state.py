"""The state of a Truco match: plain frozen data (the words said, the bazas, the envido, the flores, the truco,
the finished tiros).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.cards import Card
from games.core.citations import Citation
from games.core.result import HandResult
from games.core.trick import Position, seat_name
from games.truco.grammar import side_name

REPARTO = (
    "reparto"  # «a ley de juego»: before the cards are given, the pie of the other side may invite (l. 76)
)
DESCARTE = "descarte"  # the gallo, with four cards, throws one away before the play (l. 11)
JUEGO = "juego"  # the seat to play may play a card, call, or go to baraja
RESPUESTA = "respuesta"  # an invitation (envite) awaits its answer
CANTO = "canto"  # the points of an accepted envido are being sung
FIN = "fin"  # the match is over


@dataclass(frozen=True, slots=True)
class Word:
    """A word said aloud in a tiro (ABC h): who said it and the action (``envido``, ``quiero``, ``canto:27``…)."""

    seat: int
    word: str


@dataclass(frozen=True, slots=True)
class Baza:
    """A played baza: who led it, the cards in the order played, and the seat whose card won it (``None``: parda)."""

    leader: int
    cards: tuple[Card, ...]
    winner: int | None

    @property
    def parda(self) -> bool:
        return self.winner is None

    @property
    def notation(self) -> str:
        """``leader:cards>winner``, seats from 1, ``>parda`` for a tied baza: ``1:3B,3O>parda``."""
        won = "parda" if self.winner is None else str(self.winner + 1)
        return f"{self.leader + 1}:{','.join(card.code for card in self.cards)}>{won}"


@dataclass(frozen=True, slots=True)
class Tanto:
    """Tantos a side earns in a tiro: how many, for what, and where the source says so."""

    side: int
    amount: int
    concept: str
    citation: Citation | None = None

    def describe(self, sides: int | tuple[int, ...]) -> str:
        """``El asiento 1 cobra 2 tantos por el truco querido (El truco, regla c, l. 70).`` (``sides``: each seat's
        side, or the number of players when sides alternate.)
        """
        unit = "tanto" if self.amount == 1 else "tantos"
        text = f"{side_name(self.side, sides, capital=True)} cobra {self.amount} {unit} por {self.concept}"
        if self.citation is not None:
            text += f" ({self.citation.section.split(' (')[0]}, {self.citation.lines})"
        return text + "."


@dataclass(frozen=True, slots=True)
class Envido:
    """The envido of a tiro: the calls crossed (each a revido of the one before), how it stands, the points sung.

    ``status`` is ``pendiente`` (the last call awaits its answer), ``querido``, ``no querido`` or ``anulado`` (a
    flor came out, El envido, regla a). ``sung`` holds ``(seat, points)``; ``None`` points is «son buenas».
    """

    chain: tuple[Word, ...]
    status: str
    sung: tuple[tuple[int, int | None], ...] = ()


PENDIENTE = "pendiente"
QUERIDO = "querido"
NO_QUERIDO = "no querido"
ANULADO = "anulado"
ABIERTA = "abierta"  # both sides sang flor: the first singer must settle it
ACHICADO = "achicado"


@dataclass(frozen=True, slots=True)
class Duel:
    """Flores of both sides (La flor, reglas f–h): the two singers, the contraflor calls, how it stands, and who
    must speak. ``status``: ``abierta`` (the first singer must invite or give up), ``pendiente``, ``querido`` or
    ``achicado`` (``loser`` gave up with «con flor me achico» or «paso»).
    """

    seats: tuple[int, int]
    chain: tuple[Word, ...]
    status: str
    responder: int | None = None
    loser: int | None = None  # the side that gave up


@dataclass(frozen=True, slots=True)
class TrucoBet:
    """The truco: the level accepted (0 callado, 1 truco, 2 retruco, 3 vale cuatro), the call awaiting its answer,
    the side that may raise next (the one last invited, RETRUCO l. 73), and the call refused with «paso».
    """

    level: int = 0
    call: Word | None = None
    right: int | None = None
    refused: Word | None = None


@dataclass(frozen=True, slots=True)
class Tiro:
    """A finished tiro: its mano, the words said, the bazas, the tantos earned with their rules, and the score."""

    number: int
    mano: int
    words: tuple[Word, ...]
    bazas: tuple[Baza, ...]
    lines: tuple[Tanto, ...]
    credited: tuple[int, ...]
    scores: tuple[int, ...]
    half_won: tuple[int, ...]  # who won the medio juego in this tiro (sides; seats in a gallo por turno)
    sides: tuple[int, ...] = ()
    notes: tuple[str, ...] = ()
    active: tuple[int, ...] = ()  # the seats that played it (a punta pair, with six or eight)
    kind: str = ""  # ``redonda`` or ``punta`` with six or eight

    def summary(self) -> list[str]:
        """Every line in Spanish: the tantos and the notes (faults, annulled envido, points not credited)."""
        return [line.describe(self.sides) for line in self.lines] + list(self.notes)


@dataclass(frozen=True, slots=True)
class TrucoState:
    """A match at one moment: the score, and the tiro being played.

    ``dealt`` are the cards each seat received this tiro; ``position`` holds what they still hold and the open
    baza; ``flores`` the seats that sang «flor» (in order); ``scores`` the tantos of each side in the current
    medio juego (credited at the end of each tiro, l. 4) and ``halves`` the medios juegos won.
    """

    players: int
    phase: str
    to_move: int | None
    number: int
    mano: int
    sides: tuple[int, ...]
    dealt: tuple[tuple[Card, ...], ...]
    position: Position
    bazas: tuple[Baza, ...] = ()
    words: tuple[Word, ...] = ()
    envido: Envido | None = None
    flores: tuple[int, ...] = ()
    duel: Duel | None = None
    truco: TrucoBet = TrucoBet()
    combined: bool = False  # an envido and a truco invited together await one answer (ABC j)
    folded: int | None = None  # the side that went to baraja
    scores: tuple[int, ...] = (0, 0)
    halves: tuple[int, ...] = (0, 0)
    tiros: tuple[Tiro, ...] = ()
    result: HandResult | None = None
    gallo: int | None = None  # with three, the seat that goes alone (l. 11)
    individual: bool = False  # gallo por turno: each seat keeps its own tantos (l. 11)
    discard: Card | None = None  # the card the gallo threw away (his own secret)
    active: tuple[
        int, ...
    ] = ()  # the seats in play, in the order of ``position``'s hands (all, or a punta pair)
    deal_mano: int = 0  # the mano of the deal (with six or eight, a punta pair has its own ``mano``)
    kind: str = ""  # with six or eight: ``redonda`` or ``punta`` (l. 13)
    pairs_left: tuple[tuple[int, int], ...] = ()  # the punta pairs still to play this tiro
    ley: Word | None = None  # the invitation made before the deal (l. 76, 82)
    ley_open: bool = False  # ... still awaiting the answer: the invited side may go to baraja instead (l. 80)

    # -- seats -----------------------------------------------------------------------------------------------------
    def order(self) -> list[int]:
        """The seats in play, in playing order from the mano."""
        return sorted(self.active, key=lambda seat: (seat - self.mano) % self.players)

    def pie(self, side: int) -> int:
        """The pie of a side: the last of it to play (the dealer, and the seat on his left, l. 16)."""
        return [seat for seat in self.order() if self.sides[seat] == side][-1]

    def partners(self, seat: int) -> list[int]:
        """The seat's partners in play."""
        return [other for other in self.active if other != seat and self.sides[other] == self.sides[seat]]

    def held(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now: in a tiro de punta, a player waiting his turn holds all he was dealt, and
        one whose pair has played, none.
        """
        if seat in self.active:
            return self.position.hands[self.active.index(seat)]
        return self.dealt[seat] if any(seat in pair for pair in self.pairs_left) else ()

    def has_played(self, seat: int) -> bool:
        """Whether ``seat`` has played its first card of the tiro."""
        return len(self.held(seat)) < len(self.dealt[seat])

    @property
    def dealer(self) -> int:
        return (self.deal_mano - 1) % self.players

    def scorers(self, side: int) -> list[int]:
        """Who is credited what a side wins: the side itself, or each of its seats in a gallo por turno (l. 11)."""
        if not self.individual:
            return [side]
        return [seat for seat in range(self.players) if self.sides[seat] == side]

    def standing(self, side: int) -> int:
        """The tantos a side stands on, for what it lacks: its own, and in a gallo por turno the gallo's, or for the
        partners the mano's (l. 11).
        """
        if not self.individual:
            return self.scores[side]
        seats = self.scorers(side)
        return self.scores[seats[0]] if len(seats) == 1 else self.scores[self.mano]

    def scorer_name(self, scorer: int, capital: bool = False) -> str:
        text = seat_name(scorer) if self.individual else side_name(scorer, self.sides)
        return text[0].upper() + text[1:] if capital else text
