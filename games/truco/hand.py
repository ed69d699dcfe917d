"""Whole matches of the Truco of the regulation (*truco-reglamento*): flor, envido and truco, word by word.

A Truco hand (:class:`games.Hand`) is a whole *partida*: tiro after tiro (a deal of three cards each, l. 6) until one side wins
two *medios juegos* of 18 tantos, each of two *chicos* of nine, the *tantos malos* and the *tantos buenos* (l. 2–3).
Everything said aloud is an action, with the source's own words: ``envido``, ``real-envido``, ``falta-envido``,
``igualar-envido``, ``envido:3`` («tres envido»), ``tantos:10`` («diez tantos al envido»), ``flor``,
``contraflor``, ``contraflor-al-resto``, ``con-flor-me-achico``, ``truco``, ``retruco``, ``vale-cuatro``,
``quiero`` and ``paso`` (this regulation's refusal: «no quiero» is not a word of the game, ABC g), ``baraja``
(irse a baraja), ``canto:27`` to sing the points of an accepted envido and ``son-buenas`` not to sing them; a card
code plays the card. An envido and a truco may be invited in one breath (``falta-envido+truco``), and answered
``quiero``, ``paso`` or, saying first what is passed, ``paso-envido+quiero-truco`` (ABC j).

Seats are numbered in playing order; with four players seats 0 and 2 play against 1 and 3; with three, the *gallo*
(the dealer, or seat 2 all match in the ``gallo-fijo`` variant) takes four cards, throws one away
(``descarta:6O``) and plays alone against the other two (l. 11). The first tiro is dealt by the last seat, so seat
0 is its *mano*; the deal then passes to the right (l. 6), so each tiro's mano is the next seat. A side's *pie* is
the last of it to play (l. 16): it answers every invitation for its side, and with four players only the pies
propose, accept and sing the envido (El envido, regla e). With six or eight, tiros *redonda* (all at once, three or
four a side) alternate with tiros *de punta*, where each pair of opponents plays its own tiro in turn (l. 13-14).
In the ``a-ley-de-juego`` variant, before every deal the pie of the side that does not deal may invite to the
contraflor or the falta de envido, and the truco (``a-ley-de-juego``, ``falta-envido+truco``) or let the cards be
given (``da``) (l. 76-82).

>>> import games
>>> hand = games.new_hand("truco", deal=[["7E", "6E", "3B"], ["1E", "5C", "4O"]])
>>> hand.legal_actions()[:5]
['7E', '6E', '3B', 'envido', 'envido:2']
>>> hand = hand.apply("envido").apply("quiero")       # the mano invites, the other accepts
>>> hand.phase, hand.to_move, hand.legal_actions()    # the mano sings first: 7 + 6 + 20
('canto', 0, ['canto:33'])
>>> hand = hand.apply("canto:33").apply("son-buenas")
>>> hand = hand.apply("truco").apply("paso")           # a truco refused ends the tiro
>>> for line in hand.view(0).tiros[-1].lines:
...     print(line.describe(2))
El asiento 1 cobra 2 tantos por el envido querido: 33 contra nada (El envido, regla c, l. 47).
El asiento 1 cobra 1 tanto por el truco no querido (El truco, regla c, l. 70).
>>> hand.view(0).scores, hand.to_move                 # the next tiro: seat 1 is mano
((3, 0), 1)
>>> hand.check("no quiero").code
'accion'
"""

from __future__ import annotations

import math
import random
from dataclasses import astuple, dataclass, field, replace
from functools import lru_cache
from typing import ClassVar

from games.core.cards import DECK_40, Card
from games.core.citations import Citation, cite
from games.core.errors import InvalidNotationError
from games.core.hand import ACCION, FASE, Hand, HandOptions, HandRules, Setup, violation
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.trick import Position, seat_name
from games.core.violations import CARTA, TURNO, Violation, ViolationCode
from games.truco.rules import Truco

DOC = "truco-reglamento"
CATALOGUE = "juegos-baraja-espanola"

# -- the source's passages -----------------------------------------------------------------------------------------
DECK = cite(DOC, "1) Se juega con una baraja de 40 cartas", 1)
PARTIDA = cite(DOC, "2) Dos medios juegos sobre tres, de dos chicos de nueve tantos", 2)
ACHICAR = cite(DOC, "3) Achicar: quitar los tantos malos", 3)
PLATO = cite(DOC, "4) Los tantos se retiran al fin de cada tiro", 4)
DEAL = cite(DOC, "6) Tres cartas a cada jugador, de una en una, desde la derecha", 6)
FORMAS = cite(DOC, "Las 5 formas de jugar: mano a mano y partida corriente", 10, 12)
GALLO = cite(DOC, "Las 5 formas de jugar, 2: partida de gallo", 11)
ABC_A = cite(DOC, "El ABC del juego, regla a (el pie)", 16)
ABC_B = cite(DOC, "El ABC del juego, regla b (ir a la pesca)", 17)
ABC_C = cite(DOC, "El ABC del juego, regla c (irse a baraja antes de jugar)", 18)
ABC_F = cite(DOC, "El ABC del juego, regla f", 21)
ABC_G = cite(DOC, "El ABC del juego, regla g (QUIERO y PASO)", 22)
ABC_I = cite(DOC, "El ABC del juego, regla i (palabras equivalentes)", 24)
ABC_J = cite(DOC, "El ABC del juego, regla j (invitación doble)", 25)
ABC_K = cite(DOC, "El ABC del juego, regla k (el número cantado vale)", 26)
FLOR_INTRO = cite(DOC, "La flor: no puede ser mentida", 30)
FLOR_A = cite(DOC, "La flor, regla a", 31)
FLOR_B = cite(DOC, "La flor, regla b", 32)
FLOR_C = cite(DOC, "La flor, regla c", 33, 37)
FLOR_E = cite(DOC, "La flor, regla e", 39)
FLOR_F = cite(DOC, "La flor, regla f", 40)
FLOR_G = cite(DOC, "La flor, regla g", 40)
FLOR_H = cite(DOC, "La flor, regla h", 41)
ENV_A = cite(DOC, "El envido, regla a", 45)
ENV_B = cite(DOC, "El envido, regla b", 46)
ENV_C = cite(DOC, "El envido, regla c", 47)
ENV_D = cite(DOC, "El envido, regla d", 48)
ENV_E = cite(DOC, "El envido, regla e", 49)
ENV_F = cite(DOC, "El envido, regla f", 50)
ENV_G = cite(DOC, "El envido, regla g", 51)
ENV_H = cite(DOC, "El envido, regla h", 52)
ENV_I = cite(DOC, "El envido, regla i", 53)
ENV_J = cite(DOC, "El envido, regla j", 54)
ENV_K = cite(DOC, "El envido, regla k", 55)
ENV_L = cite(DOC, "El envido, regla l", 56)
ENV_M = cite(DOC, "El envido, regla m", 57)
ENV_N = cite(DOC, "El envido, regla n", 58)
ENV_O = cite(DOC, "El envido, regla o", 59)
IGUALAR_A = cite(DOC, "A igualar el envido, regla a", 61)
REAL_B = cite(DOC, "Real envido, regla b", 63)
FALTA_C = cite(DOC, "La falta de envido, regla c", 65)
TRUCO_A = cite(DOC, "El truco, regla a", 68)
TRUCO_B = cite(DOC, "El truco, regla b", 69)
TRUCO_C = cite(DOC, "El truco, regla c", 70)
TRUCO_D = cite(DOC, "El truco, regla d (pardas)", 71)
RETRUCO_CITE = cite(DOC, "Retruco", 73)
VALE_CITE = cite(DOC, "Vale cuatro", 75)
COMBINED = cite(DOC, "Invitación doble: querer parte y pasar el resto, regla c", 78)
LEY_A = cite(DOC, "A ley de juego, regla a (antes de dar)", 76)
LEY_D = cite(DOC, "A ley de juego, regla d (flor de un solo bando)", 79)
LEY_E = cite(DOC, "A ley de juego, regla e (irse a baraja)", 80)
LEY_FALTA = cite(DOC, "Falta de envido y truco", 82)
SENAS_CITE = cite(DOC, "Las señas", 84, 103)
LEADS = cite(CATALOGUE, "TRUCO ARGENTINO, lance 3: quién abre cada baza", 2635)
BUENAS_CITE = cite(CATALOGUE, "TRUCO ARGENTINO: «son buenas»", 2573)
PRIMERO = cite(CATALOGUE, "TRUCO ARGENTINO: «el envido está primero»", 2652)

# -- phases, codes and words ---------------------------------------------------------------------------------------
REPARTO = (
    "reparto"  # «a ley de juego»: before the cards are given, the pie of the other side may invite (l. 76)
)
DESCARTE = "descarte"  # the gallo, with four cards, throws one away before the play (l. 11)
JUEGO = "juego"  # the seat to play may play a card, call, or go to baraja
RESPUESTA = "respuesta"  # an invitation (envite) awaits its answer
CANTO = "canto"  # the points of an accepted envido are being sung
FIN = "fin"  # the match is over

ENVIDO_CODE = ViolationCode.ENVIDO  # an envido that may not be proposed or raised now
FLOR_CODE = ViolationCode.FLOR  # a flor, contraflor or achique out of time or without flor
TRUCO_CODE = ViolationCode.TRUCO  # a truco, retruco or vale cuatro by the wrong side or out of order
RESPUESTA_CODE = ViolationCode.RESPUESTA  # an invitation unanswered, or an answer where nothing was invited
CANTO_CODE = ViolationCode.CANTO  # singing out of turn, or a number no hand can have
BARAJA_CODE = ViolationCode.BARAJA  # going to baraja while an invitation awaits the answer
DESCARTE_CODE = ViolationCode.DESCARTE  # the gallo's discard: one of his four cards, before anything else
TRUCO_CODES = frozenset(
    {ENVIDO_CODE, FLOR_CODE, TRUCO_CODE, RESPUESTA_CODE, CANTO_CODE, BARAJA_CODE, DESCARTE_CODE}
)

QUIERO = "quiero"
PASO = "paso"
ENVIDO = "envido"
REAL = "real-envido"
FALTA = "falta-envido"
IGUALAR = "igualar-envido"
NUMBERED = "envido:"  # «dos, tres, cuatro, etc, envido»
TANTOS = "tantos:"  # «diez, o más tantos al envido»
FLOR = "flor"
CONTRAFLOR = "contraflor"
AL_RESTO = "contraflor-al-resto"
ACHICO = "con-flor-me-achico"
TRUCO = "truco"
RETRUCO = "retruco"
VALE = "vale-cuatro"
BARAJA = "baraja"
CANTA = "canto:"
BUENAS = "son-buenas"
CARD = "carta"
DESCARTA = "descarta:"
NO_QUIERO = "no-quiero"
PASO_ENVIDO = "paso-envido+quiero-truco"  # pass the envido, accept the truco
PASO_TRUCO = "paso-truco+quiero-envido"  # pass the truco, accept the envido
WRONG_ORDER = ("quiero-truco+paso-envido", "quiero-envido+paso-truco")  # «quiero» first: all accepted (ABC j)
PARTIAL = (PASO_ENVIDO, PASO_TRUCO, *WRONG_ORDER)

ENVIDO_WORDS = (ENVIDO, REAL, FALTA, IGUALAR)
TRUCO_WORDS = (TRUCO, RETRUCO, VALE)
TRUCO_LEVEL = {TRUCO: 1, RETRUCO: 2, VALE: 3}
FLOR_WORDS = (FLOR, CONTRAFLOR, AL_RESTO, ACHICO)
LEY = "a-ley-de-juego"  # the invitation before the deal: contraflor or falta de envido, and truco (l. 76)
DA = "da"  # no invitation: the dealer gives the cards
SIMPLE = frozenset(
    {QUIERO, PASO, *ENVIDO_WORDS, *FLOR_WORDS, *TRUCO_WORDS, BARAJA, BUENAS, *PARTIAL, LEY, DA}
)
NUMBERED_RANGE = range(2, 10)  # «dos… nueve envido»: nine envidos already pay a medio juego
TANTOS_RANGE = range(10, 19)  # «diez, o más tantos al envido», up to a medio juego
POSSIBLE_POINTS = (*range(0, 8), *range(20, 34))  # one card 0–7 (El envido, regla d); a pair 20–33 (regla j)

NUMBER_WORDS = {
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "ocho": 8,
    "nueve": 9,
    "diez": 10,
    "once": 11,
    "doce": 12,
    "trece": 13,
    "catorce": 14,
    "quince": 15,
    "dieciseis": 16,
    "dieciséis": 16,
    "diecisiete": 17,
    "dieciocho": 18,
}
ALIASES = {
    "falta-de-envido": FALTA,
    "a-igualar-el-envido": IGUALAR,
    "igualar-el-envido": IGUALAR,
    "igualar": IGUALAR,
    "contra-flor": CONTRAFLOR,
    "contra-flor-al-resto": AL_RESTO,
    "me-achico": ACHICO,
    "vale-4": VALE,
    "irse-a-baraja": BARAJA,
    "me-voy-a-baraja": BARAJA,
    "me-voy-a-barajas": BARAJA,
    "a-baraja": BARAJA,
    "buenas": BUENAS,
    "paso-el-envido-y-quiero-el-truco": PASO_ENVIDO,
    "paso-la-falta-de-envido-y-quiero-el-truco": PASO_ENVIDO,
    "paso-el-truco-y-quiero-el-envido": PASO_TRUCO,
}

HALF = 18  # a medio juego (l. 2)
CHICO = 9  # a chico: the malos, then the buenos (l. 2)
DURO_FOLD = 2  # a side going to baraja before any card or word: the other collects two (ABC c)

# -- variants of the match (joined with «+»: ``gallo-fijo+un-medio-juego``) -----------------------------------------
UN_MEDIO_JUEGO = "un-medio-juego"  # one medio juego instead of two out of three («por lo general», l. 2)
A_LEY = "a-ley-de-juego"  # before every deal the pie of the other side may invite (l. 76-82)
GALLO_FIJO = (
    "gallo-fijo"  # with three, the same seat goes alone all the match (l. 11); by default «por turno»
)


def variant_set(variant: str | None) -> frozenset[str]:
    """The variants named in ``variant`` (``gallo-fijo+un-medio-juego``)."""
    return frozenset(variant.split("+")) if variant else frozenset()


def punta_pairs(players: int, mano: int) -> tuple[tuple[int, int], ...]:
    """The pairs of a tiro de punta, each with its mano first, the mano's pair first: with six, each against the
    seat opposite (l. 13: «A contra D, C contra F y E contra B»); with eight, where the seat opposite is a partner,
    against the third seat on his right (not in the source: l. 14 only says it is played like the six).

    >>> punta_pairs(6, 0)
    ((0, 3), (1, 4), (2, 5))
    """
    step = players // 2 if (players // 2) % 2 else players // 2 - 1
    pairs = []
    for index in range(players // 2):
        one, other = (mano + 2 * index) % players, (mano + 2 * index + step) % players
        pairs.append(tuple(sorted((one, other), key=lambda seat: (seat - mano) % players)))
    ordered = sorted(pairs, key=lambda pair: (pair[0] - mano) % players)
    return tuple((pair[0], pair[1]) for pair in ordered)


def _balanced(payments: tuple[int, ...]) -> tuple[int, ...]:
    """Payments reduced by their common divisor (a winner against one loser: +1 and -1)."""
    divisor = 0
    for amount in payments:
        divisor = math.gcd(divisor, amount)
    return tuple(amount // divisor for amount in payments) if divisor else payments


# ---------------------------------------------------------------------------------------------------------------------
# Cards: truco order, envido and flor points
# ---------------------------------------------------------------------------------------------------------------------
def points(card: Card) -> int:
    """A card's value for the envido and the flor: its number, the figures nothing (El envido, regla j).

    >>> points(Card.parse("7O")), points(Card.parse("12O"))
    (7, 0)
    """
    return card.rank if card.rank <= 7 else 0


def has_flor(cards: tuple[Card, ...]) -> bool:
    """Three cards of one suit (La flor, l. 30)."""
    return len(cards) == 3 and cards[0].suit == cards[1].suit == cards[2].suit


def flor_points(cards: tuple[Card, ...]) -> int:
    """Twenty and the three values: from 20 (three figures) to 38 (7, 6 and 5; La flor, regla e).

    >>> flor_points((Card.parse("7C"), Card.parse("6C"), Card.parse("5C")))
    38
    """
    return 20 + sum(points(card) for card in cards)


def envido_points(cards: tuple[Card, ...]) -> int:
    """Twenty and the two values of two cards of one suit (20 to 33), or the highest single card when no two
    share a suit (El envido, reglas d y j).

    >>> envido_points((Card.parse("7E"), Card.parse("6E"), Card.parse("1B")))
    33
    >>> envido_points((Card.parse("12O"), Card.parse("5C"), Card.parse("4B")))
    5
    """
    best = max((points(card) for card in cards), default=0)
    for suit in {card.suit for card in cards}:
        values = sorted((points(card) for card in cards if card.suit == suit), reverse=True)
        if len(values) >= 2:
            best = max(best, 20 + values[0] + values[1])
    return best


def proof(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards that show a hand's envido: the two of one suit, or the highest card."""
    count = envido_points(cards)
    if count >= 20:
        for first in cards:
            for second in cards:
                if (
                    first != second
                    and first.suit == second.suit
                    and 20 + points(first) + points(second) == count
                ):
                    return (first, second)
    return tuple(card for card in cards if points(card) == count)[:1]


def resto_chico(score: int) -> int:
    """What a side with ``score`` tantos lacks to close its chico: the malos, or the buenos (l. 2)."""
    return CHICO - score if score < CHICO else HALF - score


# ---------------------------------------------------------------------------------------------------------------------
# The state: plain frozen data
# ---------------------------------------------------------------------------------------------------------------------
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


# ---------------------------------------------------------------------------------------------------------------------
# What a seat sees, and the partner's signals
# ---------------------------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Sena:
    """A partner's signal (*seña*, l. 84–103): its name, the gesture, and what it tells."""

    name: str
    gesture: str
    meaning: str
    citation: Citation
    seat: int | None = None  # the partner who makes it (in a view)


SENAS: tuple[tuple[str, str, str, int], ...] = (
    ("1E", "As de espadas", "Se alza la vista como si uno fuera a mirar las cejas.", 86),
    ("1B", "As de basto", "Se guiña un ojo.", 88),
    ("7E", "Siete de espadas", "Se hace una mueca hacia la derecha.", 90),
    ("7O", "Siete de oro", "Se hace una mueca hacia la izquierda.", 92),
)
RANK_SENAS: tuple[tuple[int, str, str, int], ...] = (
    (3, "Tres", "Se muerde el labio inferior.", 94),
    (2, "Dos", "Se extienden los labios cerrados hacia delante.", 96),
    (1, "Ases falsos", "Se abre la boca.", 98),
)
BRAVAS = frozenset(Card.parse(code) for code, _, _, _ in SENAS)


def senas(cards: tuple[Card, ...], envido: int | None = None) -> tuple[Sena, ...]:
    """The signals a player makes to his partner for ``cards`` (l. 83–103): one for each brava, tres, dos and false
    ace; «cabecear» with an envido over thirty (``envido``, by default the envido of ``cards``); «estar ciego»
    when none of the cards has a signal of its own.

    >>> [s.name for s in senas((Card.parse("1B"), Card.parse("3O"), Card.parse("3C")))]
    ['As de basto', 'Tres']
    >>> [s.name for s in senas((Card.parse("7C"), Card.parse("6C"), Card.parse("4B")))]
    ['Cabecear', 'Estar ciego']
    """
    found: list[Sena] = []
    for code, name, gesture, line in SENAS:
        if Card.parse(code) in cards:
            found.append(
                Sena(
                    name,
                    gesture,
                    f"Tiene el {name.lower()}, una de las cuatro bravas.",
                    cite(DOC, name, line),
                )
            )
    for rank, name, gesture, line in RANK_SENAS:
        held = [card for card in cards if card.rank == rank and card not in BRAVAS]
        if held:
            what = " y ".join(card.with_article for card in held)
            found.append(Sena(name, gesture, f"Tiene {what}.", cite(DOC, name, line)))
    count = envido_points(cards) if envido is None else envido
    if count > 30:
        found.insert(
            0,
            Sena(
                "Cabecear",
                "Se inclina la cabeza hacia los hombros.",
                f"Tiene envido de más de treinta: {count}.",
                cite(DOC, "Cabecear", 99, 100),
            ),
        )
    if not any(sena.name not in ("Cabecear",) for sena in found):
        found.append(
            Sena(
                "Estar ciego",
                "Se cierran los ojos.",
                "No tiene buenas cartas: ni bravas, ni treses, ni doses, ni ases falsos.",
                cite(DOC, "Estar ciego", 101, 103),
            )
        )
    return tuple(found)


@dataclass(frozen=True, slots=True)
class TrucoView:
    """What one seat may see of the match: its own cards, the table, every word said and the score — never another
    seat's cards (the partner's signals tell what the partner chooses to tell, l. 84).
    """

    game: str
    seat: int
    players: int
    phase: str
    to_move: int | None
    hand: tuple[Card, ...]
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


def side_name(side: int, sides: int | tuple[int, ...], capital: bool = False) -> str:
    """``el asiento 1`` (alone), ``el bando de los asientos 1 y 3`` (partners); ``sides`` gives each seat's side,
    or the number of players when sides alternate.
    """
    if isinstance(sides, int):
        sides = tuple(seat % 2 for seat in range(sides))
    seats = [seat + 1 for seat, of in enumerate(sides) if of == side]
    text = (
        f"el asiento {seats[0]}"
        if len(seats) == 1
        else "el bando de los asientos " + ", ".join(map(str, seats[:-1])) + f" y {seats[-1]}"
    )
    return text[0].upper() + text[1:] if capital else text


def of(seat: int) -> str:
    """``del asiento 2``."""
    return of_text(seat_name(seat))


def of_text(name: str) -> str:
    """``de`` before a name, contracted: ``del asiento 2``, ``del bando de los asientos 1 y 3``."""
    return "del " + name[3:] if name.startswith("el ") else "de " + name


def to(name: str) -> str:
    """``a`` before a name, contracted: ``al asiento 2``."""
    return "al " + name[3:] if name.startswith("el ") else "a " + name


# ---------------------------------------------------------------------------------------------------------------------
# Reading actions
# ---------------------------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Act:
    """A parsed action: ``verb`` (a word, ``carta``, ``canto``, ``doble``…) and its argument."""

    verb: str
    argument: str = ""
    number: int = 0

    @property
    def canonical(self) -> str:
        if self.verb == CARD:
            return self.argument
        if self.verb == DESCARTA:
            return f"{DESCARTA}{self.argument}"
        if self.verb == CANTA:
            return f"{CANTA}{self.number}"
        if self.verb in (NUMBERED, TANTOS):
            return f"{self.verb}{self.number}"
        if self.verb == "doble":
            return f"{self.argument}+{TRUCO}"
        return self.verb

    @property
    def envido_word(self) -> str:
        """The envido call this action makes (itself, or the envido half of a double invitation)."""
        return self.argument if self.verb == "doble" else self.canonical


@lru_cache(maxsize=4096)
def parse_action(action: str) -> Act | None:
    """The action a text stands for, or ``None``.

    >>> [parse_action(t).canonical for t in ("Real envido", "tres envido", "envido tres", "10 tantos al envido")]
    ['real-envido', 'envido:3', 'envido', 'tantos:10']
    >>> parse_action("falta de envido y truco").canonical, parse_action("27").canonical, parse_action("7o").canonical
    ('falta-envido+truco', 'canto:27', '7O')
    """
    text = "-".join(action.strip().lower().replace("«", "").replace("»", "").split())
    if not text:
        return None
    text = ALIASES.get(text, text)
    if text in SIMPLE:
        return Act(text)
    if text in ("no-quiero", "noquiero"):
        return Act(NO_QUIERO)
    card = _card_code(text)
    if card is not None:
        return Act(CARD, card)
    if _digits(text):
        return Act(CANTA, number=int(text))
    head, colon, tail = text.partition(":")
    if head == "descarta" and colon:
        code = _card_code(tail)
        return Act(DESCARTA, code) if code else None
    if colon and _digits(tail):
        number = int(tail)
        if head == "canto":
            return Act(CANTA, number=number)
        if head == "envido":
            return Act(NUMBERED, number=number)
        if head == "tantos":
            return Act(TANTOS, number=number)
        return None
    for joiner in ("+truco", "-y-truco"):
        if text.endswith(joiner):
            first = parse_action(text[: -len(joiner)])
            if first is not None and first.verb in ENVIDO_WORDS:
                return Act("doble", first.canonical)
            return None
    words = text.split("-")
    if words[-2:] == ["al", "envido"] and _number(words[0]) is not None and words[1:-2] in ([], ["tantos"]):
        return Act(TANTOS, number=_number(words[0]) or 0)  # «diez, o más tantos al envido» (regla o)
    if len(words) == 2 and words[1] == "envido" and _number(words[0]) is not None:  # «tres envido»
        return Act(NUMBERED, number=_number(words[0]) or 0)
    if len(words) == 2 and words[0] == "envido" and _number(words[1]) is not None:
        return Act(ENVIDO)  # «envido tres»: said before the number, a simple envido (regla o)
    return None


def _digits(text: str) -> bool:
    """ASCII digits only (``"¹".isdigit()`` is true, and ``int`` refuses it)."""
    return text.isascii() and text.isdigit()


def _number(word: str) -> int | None:
    if _digits(word):
        return int(word)
    return NUMBER_WORDS.get(word)


def _card_code(text: str) -> str | None:
    body = text.upper()
    if len(body) < 2 or not _digits(body[:-1]) or body[-1] not in "OCEB" or not 1 <= int(body[:-1]) <= 12:
        return None
    return f"{int(body[:-1])}{body[-1]}"


def accepted_value(word: str) -> int:
    """What an envido call is worth accepted, as part of a chain: envido 2 (regla c), «tres envido» 6, «diez tantos
    al envido» 10 (regla o), real envido 3 (Real envido, regla b). The falta and igualar are worth what the score
    says (:func:`envido_stake`).
    """
    if word == ENVIDO:
        return 2
    if word == REAL:
        return 3
    if word.startswith(NUMBERED):
        return 2 * int(word[len(NUMBERED) :])
    if word.startswith(TANTOS):
        return int(word[len(TANTOS) :])
    return 0


def refused_value(chain: tuple[Word, ...]) -> int:
    """What the last caller collects when his call is not wanted: one tanto for a first call (reglas c, a, b, c),
    else the earlier calls, accepted by the revido itself (El envido, reglas l y m; Real envido, b; Falta, c).
    """
    if len(chain) == 1:
        return 1
    return sum(accepted_value(word.word) for word in chain[:-1])


def chain_text(chain: tuple[Word, ...]) -> str:
    """The calls crossed, in Spanish: ``envido, envido y real envido``."""
    names = [word_name(word.word) for word in chain]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " y " + names[-1]


WORD_NAMES = {
    ENVIDO: "envido",
    REAL: "real envido",
    FALTA: "falta de envido",
    IGUALAR: "a igualar el envido",
    CONTRAFLOR: "contraflor",
    AL_RESTO: "contraflor al resto",
    TRUCO: "truco",
    RETRUCO: "retruco",
    VALE: "vale cuatro",
}


def word_name(word: str) -> str:
    """The Spanish words of a call: ``tres envido``, ``diez tantos al envido``, ``falta de envido``."""
    if word.startswith(NUMBERED):
        number = int(word[len(NUMBERED) :])
        spelled = next((name for name, value in NUMBER_WORDS.items() if value == number), str(number))
        return f"{spelled} envido"
    if word.startswith(TANTOS):
        number = int(word[len(TANTOS) :])
        spelled = next((name for name, value in NUMBER_WORDS.items() if value == number), str(number))
        return f"{spelled} tantos al envido"
    return WORD_NAMES.get(word, word)


# ---------------------------------------------------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------------------------------------------------
INTERPRETATION = """\
Decisiones nuestras donde el reglamento calla o deja opciones (ver la investigación, parte B5):
1. Asientos: el primer tiro lo da el último asiento, así que el asiento 1 es mano; el reparto pasa a la derecha \
(l. 6) y cada tiro es mano el asiento siguiente. Con cuatro, los asientos 1 y 3 contra 2 y 4. El pie de cada bando \
es el último de él en jugar (l. 16). No se sortean compañeros por los reyes (l. 5).
2. Abre la primera baza el mano, las siguientes quien ganó la anterior y, tras una parda, quien abrió la parda \
(catálogo, l. 2635). Si se emparda la primera y la segunda decide la tercera; con una baza cada uno y la tercera \
parda gana quien hizo la primera (catálogo, l. 2635).
3. Cada palabra se dice en el turno propio, antes de jugar la carta, o al contestar. Contesta cada envite el pie \
del bando invitado (ABC a; El envido, regla e). Mientras hay un envite sin contestar no se juega ni se va a baraja.
4. El envido lo propone quien no ha jugado su primera carta (regla b); el invitado puede revidar aunque ya haya \
jugado (ir a la pesca, ABC b). Con un truco pendiente, quien aún puede envidar puede hacerlo antes de contestar \
(«el envido está primero», catálogo l. 2652). La falta y el igualar no admiten revido.
5. Envido no querido: cobra el último que envidó los envites anteriores como queridos (reglas l y m, Real b, \
Falta c); con una sola palabra, un tanto. La falta paga lo que le falta al perdedor para su chico (Falta, regla c), \
todo envido con el tope de la regla n: lo que al perdedor le falta para el medio juego. Igualar con el tanteo \
igualado: el ganador cierra su chico. «dos… nueve envido» vale dos tantos por envido; «diez o más tantos al envido» \
lo dicho; no queridos de primera, un tanto.
6. Cantan los pies (con dos, cada uno): primero el bando mano (regla g), con sus cartas o las del compañero \
(regla e); el otro canta si mata o dice «son buenas» (regla i). El empate lo gana el bando mano (regla f). Se \
canta un número posible (0 a 7, 20 a 33); si el ganador cantó un número que no tiene, el envido es del contrario \
(regla h), y también si se va a baraja sin haber jugado las cartas del envido.
7. Una flor dada en el tiro deja el envido sin valor (El envido, regla a), aunque no se cante: quien juega su \
primera carta sin cantarla pierde la flor (La flor, regla c); si el tiro acaba antes de su primera carta, la canta \
entonces. Cantar flor sin tenerla no se rehúsa: se paga (regla c), y esa flor pierde cualquier contraflor. Con \
flores de los dos bandos, la contraflor querida compara las flores contándolas; su premio (4 achicándose, 6 \
querida, el resto querida al resto) sustituye los tres tantos de cada flor. Empate de flores: el bando mano. \
«Pido flor» (regla d) y la revisión de las bazas (ABC d) no hacen falta: el motor ve las cartas y cobra cada falta \
al fin del tiro.
8. Irse a baraja es de todo el bando. Antes de jugarse carta alguna y sin que nadie haya hablado, el otro cobra \
dos tantos (ABC c); después, cobra el truco como está: lo querido, o un tanto. Quien del otro bando tenga flor y no \
haya jugado, la canta y la cobra.
9. Los tantos se anotan al fin de cada tiro (l. 4), por este orden: flor, envido, truco (l. 28); al llegar un \
bando a 18 gana el medio juego y lo que sobra no se anota. Al pasar de nueve se achica (l. 3).
10. Gallo (l. 11): por turno va de gallo quien da; fijo («gallo-fijo»), el asiento 3 toda la partida, y el \
reparto pasa a la derecha igual. El gallo recibe la cuarta carta y se descarta antes de que nadie hable. Por turno \
cada uno lleva sus tantos, y los compañeros de cada tiro cobran cada uno lo que ganan juntos; lo que les falta es lo \
que le falta al mano. Contesta y canta por los compañeros el pie, con sus cartas o las del compañero.
11. De seis y de ocho (l. 13-14): el primer tiro es redonda, el siguiente de punta, y así alternando; en el de \
punta se reparte a todos y juega cada pareja de contrarios particulares su tiro mano a mano, una tras otra desde \
la del mano (con seis, A contra D, C contra F, E contra B; con ocho, cada uno contra el tercero a su derecha, que \
el de enfrente es compañero). Los tantos son del bando. Si un bando gana el medio juego, las parejas que faltan no \
juegan. La pena a los mirones (l. 13) no se aplica: aquí nadie comenta.
12. La invitación antes de dar (l. 76-82) se juega con la variante «a-ley-de-juego»: antes de cada tiro el pie \
del bando que no da dice «a-ley-de-juego», «falta-envido+truco» o «da». Vistas las cartas, las flores se cantan \
solas, y el pie invitado contesta QUIERO, PASO o en parte (primero lo que pasa); no querido todo, cobra cada envite \
lo suyo. Con «falta de envido y truco» y flores en los dos bandos, invita a contraflor la primera flor desde el \
mano (l. 82). Irse a baraja en vez de contestar, o antes de jugar, paga dos (l. 80).
13. No se juega irse a baraja uno solo dejando al compañero (ABC e).
14. En cada baza vale cualquier carta: el reglamento no impone asistir al palo ni matar, ni habla de renuncio en el \
truco; solo da el valor de las cartas, que «tienen un valor aparte» (l. 68). Así lo dice el catálogo del truco \
argentino («no hay obligación de asistir», catálogo l. 2635)."""

GRAMMAR = """\
Truco: ``envido``, ``real-envido``, ``falta-envido``, ``igualar-envido``, ``envido:3`` («tres envido»), \
``tantos:10`` («diez tantos al envido»), ``flor``, ``contraflor``, ``contraflor-al-resto``, \
``con-flor-me-achico``, ``truco``, ``retruco``, ``vale-cuatro``, ``quiero``, ``paso``, ``baraja``, ``canto:27``, \
``son-buenas``, ``falta-envido+truco`` and its answers ``paso-envido+quiero-truco``, ``paso-truco+quiero-envido``; \
``descarta:6O`` (the gallo); ``a-ley-de-juego`` and ``da`` (before the deal)."""


class TrucoRules(HandRules[TrucoState, TrucoView]):
    """Whole matches of the Truco of the regulation, two or four players."""

    slug: ClassVar[str] = "truco"
    name: ClassVar[str] = "Truco"
    players: ClassVar[tuple[int, ...]] = (2, 3, 4, 6, 8)
    variants: ClassVar[tuple[str, ...]] = (UN_MEDIO_JUEGO, GALLO_FIJO, A_LEY)
    packets: ClassVar[tuple[int, ...]] = (1, 1, 1)
    summary: ClassVar[str] = (
        "Una partida entera, mano a mano, de gallo o por parejas: tiros de tres cartas, flor, envido y truco con "
        "las palabras del reglamento, a dos medios juegos de dieciocho tantos."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR

    play_rules: ClassVar[GameRules] = Truco()

    # -- dealing ---------------------------------------------------------------------------------------------------
    def start(self, options: HandOptions) -> TrucoState:
        individual = options.players == 3 and GALLO_FIJO not in variant_set(options.variant)
        count = options.players if individual else 2
        scores = tuple(options.stakes) if options.stakes else (0,) * count
        return self._deal(options, 0, 0, scores, (0,) * count, ())

    def _deal(
        self,
        options: HandOptions,
        number: int,
        mano: int,
        scores: tuple[int, ...],
        halves: tuple[int, ...],
        tiros: tuple[Tiro, ...],
    ) -> TrucoState:
        players = options.players
        gallo: int | None = None
        if players == 3:  # the gallo: fixed (the first dealer), or the dealer of each tiro (l. 11)
            gallo = players - 1 if GALLO_FIJO in variant_set(options.variant) else (mano - 1) % players
            sides = tuple(1 if seat == gallo else 0 for seat in range(players))
        else:
            sides = tuple(seat % 2 for seat in range(players))
        if number == 0 and options.deal is not None:
            hands = options.deal[:players]
        else:
            deck = list(DECK_40)
            random.Random(f"truco|{options.seed}|{number}").shuffle(deck)
            dealt: list[list[Card]] = [[] for _ in range(players)]
            for index in range(3 * players):  # three rounds of one card, the mano first (l. 6)
                dealt[(mano + index) % players].append(deck[index])
            if gallo is not None:  # «se da cuatro cartas para sí» (l. 11)
                dealt[gallo].append(deck[3 * players])
            hands = tuple(tuple(hand) for hand in dealt)
        kind = ""
        pairs: tuple[tuple[int, int], ...] = ()
        if players > 4:  # a redonda, then a tiro de punta, alternately (l. 13-14)
            kind = "redonda" if number % 2 == 0 else "punta"
            if kind == "punta":  # A-D, C-F, E-B with six; with eight each against the third on his right
                pairs = punta_pairs(players, mano)
        before = A_LEY in variant_set(options.variant) and kind != "punta"
        inviter = (
            mano - 2
        ) % players  # the pie of the side that does not deal: the dealer's left (l. 16, 76)
        state = TrucoState(
            players=players,
            phase=REPARTO if before else JUEGO if gallo is None else DESCARTE,
            to_move=inviter if before else mano if gallo is None else gallo,
            number=number,
            mano=mano,
            sides=sides,
            dealt=hands,
            position=Position(self.play_rules, hands, None, (), mano, 0, ()),
            scores=scores,
            halves=halves,
            tiros=tiros,
            gallo=gallo,
            individual=players == 3 and GALLO_FIJO not in variant_set(options.variant),
            active=tuple(range(players)),
            deal_mano=mano,
            kind=kind,
            pairs_left=pairs,
        )
        return self._next_pair(state) if pairs else state

    def _next_pair(self, state: TrucoState) -> TrucoState:
        """The next pair of a tiro de punta plays its own tiro, mano a mano, with the cards dealt (l. 13)."""
        (mano, other), rest = state.pairs_left[0], state.pairs_left[1:]
        active = (mano, other)
        position = Position(self.play_rules, (state.dealt[mano], state.dealt[other]), None, (), 0, 0, ())
        return replace(
            state,
            phase=JUEGO,
            to_move=mano,
            mano=mano,
            active=active,
            position=position,
            pairs_left=rest,
            bazas=(),
            words=(),
            envido=None,
            flores=(),
            duel=None,
            truco=TrucoBet(),
            combined=False,
            folded=None,
        )

    # -- who speaks -------------------------------------------------------------------------------------------------
    def turn(self, state: TrucoState) -> int | None:
        """The seat whose turn it is to play a card (whoever else must answer first)."""
        local = state.position.collected().to_move
        return None if local is None else state.active[local]

    def responder(self, state: TrucoState, side: int) -> int:
        """Who answers for a side: its pie (ABC a; El envido, regla e)."""
        return state.pie(side)

    def singers(self, state: TrucoState) -> tuple[int, int]:
        """Who sings the envido: the mano's side first, through its pie (reglas e y g)."""
        first = state.sides[state.mano]
        return state.pie(first), state.pie(1 - first)

    def valid_counts(self, state: TrucoState, seat: int) -> tuple[int, ...]:
        """The points ``seat`` may truly sing: its own, and with four players its partner's (El envido, regla e)."""
        seats = [seat, *state.partners(seat)]
        return tuple(sorted({envido_points(state.dealt[s]) for s in seats}, reverse=True))

    # -- what may be done ----------------------------------------------------------------------------------------------
    def legal_actions(self, state: TrucoState) -> list[str]:
        return [action for action in self._candidates(state) if self._accept(state, action) is False]

    def faults(self, state: TrucoState) -> list[str]:
        """Actions accepted but penalised as the source says (a flor not held, points not held, «quiero» said first
        in a double answer): they are allowed, and cost their side at the end of the tiro.
        """
        return [
            action for action in self._candidates(state, every=True) if self._accept(state, action) is True
        ]

    def _accept(self, state: TrucoState, action: str) -> bool | None:
        """``False``: legal; ``True``: allowed but penalised; ``None``: refused."""
        if self._problem(state, action, None) is not None:
            return None
        act = parse_action(action)
        assert act is not None and state.to_move is not None
        return self._is_fault(state, state.to_move, act)

    def _candidates(self, state: TrucoState, every: bool = False) -> list[str]:
        mover = state.to_move
        if mover is None:
            return []
        if state.phase == REPARTO:
            return [LEY, f"{FALTA}+{TRUCO}", DA]
        if state.phase == DESCARTE:
            return [f"{DESCARTA}{card.code}" for card in state.held(mover)]
        if state.phase == CANTO:
            numbers = POSSIBLE_POINTS if every else self.valid_counts(state, mover)
            return [f"{CANTA}{n}" for n in numbers] + [BUENAS]
        envidos = [
            ENVIDO,
            *(f"{NUMBERED}{n}" for n in NUMBERED_RANGE),
            *(f"{TANTOS}{n}" for n in TANTOS_RANGE),
        ]
        envidos += [REAL, FALTA, IGUALAR]
        if self._problem(state, ENVIDO, None) is not None:  # the whole family stands or falls together
            envidos = []
        words = [*envidos, *FLOR_WORDS, *TRUCO_WORDS]
        if state.phase == RESPUESTA:
            return [QUIERO, PASO, *words, *PARTIAL, BARAJA]
        cards = [card.code for card in state.position.collected().hand]
        doubles = [f"{word}+{TRUCO}" for word in ENVIDO_WORDS] if envidos else []
        return [*cards, *words, *doubles, BARAJA]

    def _is_fault(self, state: TrucoState, seat: int, act: Act) -> bool:
        if act.verb == FLOR:
            return not has_flor(state.dealt[seat])
        if act.verb == CANTA:
            return act.number not in self.valid_counts(state, seat)
        return act.verb in WRONG_ORDER

    def canonical(self, action: str) -> str:
        act = parse_action(action)
        return action if act is None else act.canonical

    def check(self, state: TrucoState, action: str, seat: int | None = None) -> Violation | None:
        problem = self._problem(state, action, seat)
        if problem is None or problem.code in (TURNO, FASE, ACCION):
            return problem
        return replace(problem, allowed=tuple(self.legal_actions(state)))

    def _problem(self, state: TrucoState, action: str, seat: int | None) -> Violation | None:
        mover = state.to_move
        if state.result is not None or mover is None:
            return violation(
                FASE, "La partida ha terminado: ya no se puede hacer nada más.", PARTIDA, action, []
            )
        act = parse_action(action)
        if act is None or act.verb == NO_QUIERO:
            return self._not_an_action(state, action, act)
        if seat is not None and seat != mover:
            return self._out_of_turn(state, seat, action)
        if state.phase == REPARTO or act.verb in (LEY, DA):
            return self._check_ley(state, act, action)
        if state.phase == DESCARTE or act.verb == DESCARTA:
            return self._check_discard(state, mover, act, action)
        if state.phase == CANTO:
            return self._check_canto(state, mover, act, action)
        if state.phase == RESPUESTA:
            return self._check_answer(state, mover, act, action)
        return self._check_turn(state, mover, act, action)

    def _refuse(
        self, state: TrucoState, code: ViolationCode, text: str, citation: Citation | None, action: str
    ) -> Violation:
        """A refusal; :meth:`check` adds the actions that are allowed instead."""
        return violation(code, text, citation, action, [])

    def _not_an_action(self, state: TrucoState, action: str, act: Act | None) -> Violation:
        if act is not None:  # «no quiero»
            return violation(
                ACCION,
                "En este reglamento no se dice «no quiero»: las invitaciones se cierran con QUIERO si se quieren y "
                "con PASO si no; cualquier otra frase parecida no vale (ABC del juego, reglas g e i).",
                ABC_G,
                action,
                self.legal_actions(state),
            )
        allowed = self.legal_actions(state)
        shown = ", ".join(f"«{a}»" for a in allowed[:14]) + (" …" if len(allowed) > 14 else "")
        return violation(
            ACCION,
            f"«{action}» no es una palabra del juego: las palabras parecidas o equivalentes no valen (ABC del "
            f"juego, regla i). Ahora puedes: {shown or 'nada'}.",
            ABC_I,
            action,
            allowed,
        )

    def _out_of_turn(self, state: TrucoState, seat: int, action: str) -> Violation:
        mover = state.to_move
        assert mover is not None
        if state.phase == RESPUESTA:
            doing = f"contestar {seat_name(mover)}, el pie del bando invitado"
        elif state.phase == CANTO:
            doing = f"cantar los tantos {seat_name(mover)}"
        else:
            doing = f"jugar (o hablar antes de jugar) {seat_name(mover)}"
        cited = ABC_A if state.phase == RESPUESTA else DEAL
        return violation(TURNO, f"No es tu turno: ahora le toca {doing}.", cited, action, [])

    # -- checks by phase --------------------------------------------------------------------------------------------------
    def _check_turn(self, state: TrucoState, mover: int, act: Act, action: str) -> Violation | None:
        verb = act.verb
        if verb == CARD:
            return state.position.check_play(act.argument)
        if verb in (QUIERO, PASO, *PARTIAL):
            return self._refuse(
                state,
                RESPUESTA_CODE,
                "Nadie te ha invitado a nada: QUIERO y PASO cierran un envite que te han hecho (ABC del juego, "
                "regla g).",
                ABC_G,
                action,
            )
        if verb in (CANTA, BUENAS):
            return self._refuse(
                state,
                CANTO_CODE,
                "No hay envido querido: los tantos se cantan cuando el envido es querido (El envido, regla g).",
                ENV_G,
                action,
            )
        if verb in (*ENVIDO_WORDS, NUMBERED, TANTOS):
            return self._check_envido(state, mover, act, action, revido=False)
        if verb == "doble":
            problem = self._check_envido(state, mover, act, action, revido=False)
            if problem is None:
                problem = self._check_truco(state, mover, TRUCO, action)
            return problem
        if verb in FLOR_WORDS:
            return self._check_flor(state, mover, verb, action)
        if verb in TRUCO_WORDS:
            return self._check_truco(state, mover, verb, action)
        return None  # baraja

    def _check_answer(self, state: TrucoState, mover: int, act: Act, action: str) -> Violation | None:
        verb = act.verb
        duel, envido, call = state.duel, state.envido, state.truco.call
        if verb == BARAJA and state.ley_open:
            return None  # «los que estaban dispuestos a jugar cobran dos tantos» (l. 80)
        if state.combined and duel is not None and duel.status == PENDIENTE:
            if verb in (QUIERO, PASO, *PARTIAL):
                return None
            return self._refuse(
                state,
                RESPUESTA_CODE,
                "Te han invitado a contraflor y truco: contesta QUIERO (todo), PASO (nada), o di primero lo que pasas "
                "y luego lo que quieres (A ley de juego, regla c; ABC del juego, regla j).",
                COMBINED,
                action,
            )
        if duel is not None and duel.status == ABIERTA:
            if verb in (CONTRAFLOR, AL_RESTO, ACHICO):
                return None
            return self._refuse(
                state,
                FLOR_CODE,
                "Hay flor en los dos bandos y uno de los dos tiene que perderla: echa CONTRAFLOR o CONTRAFLOR AL "
                "RESTO, o di CON FLOR ME ACHICO (La flor, regla f).",
                FLOR_F,
                action,
            )
        if duel is not None and duel.status == PENDIENTE:
            last = duel.chain[-1].word
            if verb in (QUIERO, PASO, ACHICO) or (verb == AL_RESTO and last == CONTRAFLOR):
                return None
            return self._refuse(
                state,
                FLOR_CODE,
                f"Te han echado la {word_name(last)}: contesta QUIERO, o CON FLOR ME ACHICO (o PASO) si no la "
                "quieres"
                + (", o revida con CONTRAFLOR AL RESTO" if last == CONTRAFLOR else "")
                + " (La flor, reglas g y h).",
                FLOR_H if last == AL_RESTO else FLOR_G,
                action,
            )
        if envido is not None and envido.status == PENDIENTE:
            if state.combined:
                if verb in (QUIERO, PASO, *PARTIAL):
                    return None
                if verb == FLOR:
                    return self._check_flor(state, mover, verb, action)
                return self._refuse(
                    state,
                    RESPUESTA_CODE,
                    "Te han hecho una invitación doble, envido y truco: contesta QUIERO (todo), PASO (nada), o di "
                    "primero lo que pasas y luego lo que quieres: «paso-envido+quiero-truco» o "
                    "«paso-truco+quiero-envido» (ABC del juego, regla j).",
                    ABC_J,
                    action,
                )
            if verb in (QUIERO, PASO):
                return None
            if verb in (*ENVIDO_WORDS, NUMBERED, TANTOS):
                return self._check_envido(state, mover, act, action, revido=True)
            if verb == FLOR:
                return self._check_flor(state, mover, verb, action)
            return self._refuse(
                state,
                RESPUESTA_CODE,
                f"Te han echado {word_name(envido.chain[-1].word)}: antes de otra cosa contesta QUIERO o PASO, o "
                "revida (ABC del juego, regla g; El envido, regla k).",
                ABC_G,
                action,
            )
        assert call is not None
        if verb in (QUIERO, PASO):
            return None
        if verb in TRUCO_WORDS:
            return self._check_truco(state, mover, verb, action)
        if verb in (*ENVIDO_WORDS, NUMBERED, TANTOS):
            return self._check_envido(state, mover, act, action, revido=False)
        if verb in FLOR_WORDS:
            return self._check_flor(state, mover, verb, action)
        return self._refuse(
            state,
            RESPUESTA_CODE,
            f"Te han cantado {word_name(call.word)}: contesta QUIERO o PASO, o sube el envite, antes de jugar o de "
            "irte (ABC del juego, regla g).",
            ABC_G,
            action,
        )

    def _check_ley(self, state: TrucoState, act: Act, action: str) -> Violation | None:
        if state.phase != REPARTO:
            return self._refuse(
                state,
                RESPUESTA_CODE,
                "Esta invitación la hace el pie del bando contrario al que da, antes de que se den las cartas (A ley "
                "de juego, regla a).",
                LEY_A,
                action,
            )
        if act.verb in (LEY, DA) or act.canonical == f"{FALTA}+{TRUCO}":
            return None
        return self._refuse(
            state,
            RESPUESTA_CODE,
            "Aún no se han dado las cartas: el pie del bando contrario al que da puede invitar A LEY DE JUEGO o a "
            "FALTA DE ENVIDO Y TRUCO, o dejar que se dé («da») (A ley de juego, regla a; l. 82).",
            LEY_A,
            action,
        )

    def _check_discard(self, state: TrucoState, mover: int, act: Act, action: str) -> Violation | None:
        if state.phase != DESCARTE:
            return self._refuse(
                state,
                DESCARTE_CODE,
                "Solo el gallo se descarta, y de una sola carta, en cuanto ve las cuatro y antes de que comience el "
                "juego (Las 5 formas de jugar, 2, l. 11).",
                GALLO,
                action,
            )
        if act.verb != DESCARTA:
            return self._refuse(
                state,
                DESCARTE_CODE,
                "Vas de gallo: te diste cuatro cartas y antes de que comience el juego debes descartarte de una "
                "(«descarta:7O») (Las 5 formas de jugar, 2, l. 11).",
                GALLO,
                action,
            )
        if Card.parse(act.argument) not in state.held(mover):
            return self._refuse(
                state, CARTA, f"No tienes {Card.parse(act.argument).with_article} en la mano.", GALLO, action
            )
        return None

    def _check_canto(self, state: TrucoState, mover: int, act: Act, action: str) -> Violation | None:
        envido = state.envido
        assert envido is not None
        first = not envido.sung
        if act.verb == BUENAS:
            if first:
                return self._refuse(
                    state,
                    CANTO_CODE,
                    "Eres mano en el envido querido: te toca cantar primero tus puntos (El envido, regla g).",
                    ENV_G,
                    action,
                )
            return None
        if act.verb != CANTA:
            return self._refuse(
                state,
                CANTO_CODE,
                "Ahora se cantan los tantos del envido querido: canta tus puntos («canto:27») o, si no matas los "
                "cantados, di «son-buenas» (El envido, reglas g e i).",
                ENV_G,
                action,
            )
        if act.number not in POSSIBLE_POINTS:
            return self._refuse(
                state,
                CANTO_CODE,
                f"Nadie puede tener {act.number} de envido: con dos cartas de un palo son veinte más sus valores "
                "(de 20 a 33), y sin ellas se canta la carta más alta (de 0 a 7) (El envido, reglas d y j).",
                ENV_J,
                action,
            )
        return None

    def _check_envido(
        self, state: TrucoState, seat: int, act: Act, action: str, revido: bool
    ) -> Violation | None:
        if (
            act.verb == NUMBERED
            and act.number not in NUMBERED_RANGE
            or act.verb == TANTOS
            and (act.number not in TANTOS_RANGE)
        ):
            return self._refuse(
                state,
                ENVIDO_CODE,
                "Los envidos con número valen como se dicen: «dos, tres… nueve envido» (dos tantos por envido) o "
                "«diez, o más tantos al envido», hasta los dieciocho de un medio juego (El envido, regla o).",
                ENV_O,
                action,
            )
        if state.flores:
            return self._refuse(
                state,
                ENVIDO_CODE,
                "Ya salió una flor en este tiro: habiendo salido una flor no se pueden hacer ni querer envidos, la "
                "palabra envido no tiene valor (El envido, regla a).",
                ENV_A,
                action,
            )
        if has_flor(state.dealt[seat]):
            return self._refuse(
                state,
                ENVIDO_CODE,
                "Tienes flor: con flor en el tiro no hay envido (El envido, regla a); lo tuyo es cantar FLOR antes "
                "de jugar tu primera carta (La flor, regla a).",
                ENV_A,
                action,
            )
        envido = state.envido
        if revido:
            assert envido is not None
            last = envido.chain[-1].word
            if last in (FALTA, IGUALAR):
                return self._refuse(
                    state,
                    ENVIDO_CODE,
                    f"A {word_name(last)} no se le revida: se echa de primera o como revido de un envido o de un "
                    "real envido, y solo cabe QUIERO o PASO (La falta de envido, regla c; A igualar, regla a).",
                    FALTA_C if last == FALTA else IGUALAR_A,
                    action,
                )
            if sum(accepted_value(w.word) for w in envido.chain) >= HALF:
                return self._refuse(
                    state,
                    ENVIDO_CODE,
                    "Lo envidado ya vale un medio juego: nadie puede cobrar más de lo que al perdedor le falta para "
                    "concluirlo (El envido, regla n). Contesta QUIERO o PASO.",
                    ENV_N,
                    action,
                )
            return None
        if envido is not None:
            if envido.status == QUERIDO:
                text = (
                    "Aceptado el envido con la palabra QUIERO no puede revidar ninguno (El envido, regla k)."
                )
            else:
                text = "El envido ya se jugó en este tiro: no se puede volver a envidar (El envido, regla k)."
            return self._refuse(state, ENVIDO_CODE, text, ENV_K, action)
        if len(state.active) > 3 and seat != state.pie(state.sides[seat]):
            return self._refuse(
                state,
                ENVIDO_CODE,
                f"Jugando más de tres, el que propone y quiere envido es el pie de cada bando; el de tu bando es "
                f"{seat_name(state.pie(state.sides[seat]))} (El envido, regla e).",
                ENV_E,
                action,
            )
        if state.has_played(seat):
            return self._refuse(
                state,
                ENVIDO_CODE,
                "El envido se propone antes de jugar la primera carta: la palabra de quien ya la jugó no vale (El "
                "envido, regla b).",
                ENV_B,
                action,
            )
        return None

    def _check_flor(self, state: TrucoState, seat: int, verb: str, action: str) -> Violation | None:
        side = state.sides[seat]
        rivals = [s for s in state.flores if state.sides[s] != side]
        if seat in state.flores and verb == FLOR:
            return self._refuse(state, FLOR_CODE, "Ya cantaste tu flor en este tiro.", FLOR_A, action)
        if state.has_played(seat) and seat not in state.flores:
            return self._refuse(
                state,
                FLOR_CODE,
                "La flor se canta antes de jugar alguna de las tres cartas; jugada la primera, ya pasó el momento "
                "(La flor, reglas a y c; ABC del juego, regla f).",
                FLOR_A,
                action,
            )
        if verb == FLOR:
            return None
        if state.duel is not None:
            return self._refuse(
                state,
                FLOR_CODE,
                "Las flores de este tiro ya se resolvieron: no se puede volver a echar contraflor (La flor, regla g).",
                FLOR_G,
                action,
            )
        if not rivals:
            return self._refuse(
                state,
                FLOR_CODE,
                "Nadie del otro bando ha cantado flor: la contraflor se echa en cuanto se oye cantar una flor "
                "contraria, y solo la echa quien también tiene flor (La flor, regla g).",
                FLOR_G,
                action,
            )
        if not has_flor(state.dealt[seat]):
            return self._refuse(
                state,
                FLOR_CODE,
                "No tienes flor: la contraflor solo puede echarla un contrario que en el mismo tiro saque flor, y "
                "achicarse solo puede quien la tiene (La flor, reglas f y g).",
                FLOR_G,
                action,
            )
        return None

    def _check_truco(self, state: TrucoState, seat: int, word: str, action: str) -> Violation | None:
        bet = state.truco
        side = state.sides[seat]
        level = TRUCO_LEVEL[word]
        call = bet.call
        if call is not None:  # answering a call «en el aire»
            if level == TRUCO_LEVEL[call.word] + 1:
                return None
            return self._refuse(
                state,
                TRUCO_CODE,
                f"Te han cantado {word_name(call.word)}: lo que puedes subir es "
                + (f"{word_name(TRUCO_WORDS[TRUCO_LEVEL[call.word]])}" if call.word != VALE else "nada más")
                + " (RETRUCO, l. 73; VALE CUATRO, l. 75).",
                RETRUCO_CITE if call.word == TRUCO else VALE_CITE,
                action,
            )
        if level == 1:
            if bet.level == 0:
                return None
            return self._refuse(
                state,
                TRUCO_CODE,
                "El truco ya está querido: ahora solo puede subirlo, con RETRUCO, el bando al que se lo cantaron "
                "(RETRUCO, l. 73).",
                RETRUCO_CITE,
                action,
            )
        if bet.level == 0:
            return self._refuse(
                state,
                TRUCO_CODE,
                "Sin ser invitados con la palabra TRUCO no se puede echar un RETRUCO: es solo un revido del truco "
                "(RETRUCO, l. 73)."
                if level == 2
                else "El VALE CUATRO es un revido del retruco: sin retruco no se puede echar (VALE CUATRO, l. 75).",
                RETRUCO_CITE if level == 2 else VALE_CITE,
                action,
            )
        if bet.level + 1 != level:
            above = word_name(TRUCO_WORDS[bet.level]) if bet.level < 3 else ""
            return self._refuse(
                state,
                TRUCO_CODE,
                f"Ya se ha querido {word_name(TRUCO_WORDS[bet.level - 1])}: "
                + (f"lo siguiente es {above}" if above else "a ley de juego todo está dicho")
                + " (VALE CUATRO, l. 75).",
                VALE_CITE,
                action,
            )
        if bet.right != side:
            return self._refuse(
                state,
                TRUCO_CODE,
                f"Solo puede subir a {word_name(word)} el bando al que le cantaron "
                f"{word_name(TRUCO_WORDS[bet.level - 1])}: no se revida el envite propio (RETRUCO, l. 73; VALE "
                "CUATRO, l. 75).",
                RETRUCO_CITE if level == 2 else VALE_CITE,
                action,
            )
        return None

    # -- applying -----------------------------------------------------------------------------------------------------
    def apply(self, state: TrucoState, action: str, options: HandOptions) -> TrucoState:
        act = parse_action(action)
        mover = state.to_move
        assert act is not None and mover is not None
        if act.verb == CARD:
            return self._next(self._play(state, act.argument), options)
        if act.verb == DESCARTA:  # private: not a word said aloud
            card = Card.parse(act.argument)
            kept = tuple(held for held in state.dealt[mover] if held != card)
            dealt = tuple(kept if seat == mover else hand for seat, hand in enumerate(state.dealt))
            position = replace(state.position, hands=tuple(dealt[seat] for seat in state.active))
            return self._next(replace(state, dealt=dealt, position=position, discard=card), options)
        said = replace(state, words=(*state.words, Word(mover, act.canonical)))
        if state.phase == REPARTO:
            ley = None if act.verb == DA else Word(mover, act.canonical)
            return self._next(replace(said, phase=JUEGO, ley=ley, ley_open=ley is not None), options)
        if state.phase == CANTO:
            return self._next(self._sing(said, mover, act), options)
        if state.phase == RESPUESTA:
            return self._next(self._answer(said, mover, act), options)
        return self._next(self._call(said, mover, act), options)

    def _play(self, state: TrucoState, code: str) -> TrucoState:
        position = state.position.play(code)
        bazas = state.bazas
        if position.is_trick_complete:
            led = state.active[position.leader]
            winner = self.baza_winner(state, position.trick, led)
            bazas = (*bazas, Baza(led, position.trick, winner))
            # the winner leads the next baza; after a parda, the same leader (catálogo, l. 2635)
            leader = position.leader if winner is None else state.active.index(winner)
            position = Position(position.rules, position.hands, None, (), leader, 0, ())
        return replace(state, position=position, bazas=bazas)

    def baza_winner(self, state: TrucoState, cards: tuple[Card, ...], leader: int) -> int | None:
        """The seat whose card takes the baza: the highest (l. 68); ``None`` when both sides played the highest
        value (parda, l. 71); partners who tie take it for their side.
        """
        power = self.play_rules.order(None).power
        best = max(power[card] for card in cards)
        order = state.active
        start = order.index(leader)
        seats = [
            order[(start + index) % len(order)] for index, card in enumerate(cards) if power[card] == best
        ]
        if len({state.sides[seat] for seat in seats}) == 1:
            return seats[0]
        return None

    def _sing(self, state: TrucoState, mover: int, act: Act) -> TrucoState:
        envido = state.envido
        assert envido is not None
        number = None if act.verb == BUENAS else act.number
        return replace(state, envido=replace(envido, sung=(*envido.sung, (mover, number))))

    def _call(self, state: TrucoState, mover: int, act: Act) -> TrucoState:
        verb = act.verb
        if verb in FLOR_WORDS:
            return self._flor(state, mover, verb)
        if verb in TRUCO_WORDS:
            return self._truco_call(state, mover, verb)
        if verb == BARAJA:
            return replace(state, folded=state.sides[mover])
        word = Word(mover, act.envido_word)
        state = replace(state, envido=Envido((word,), PENDIENTE))
        if verb == "doble":
            state = replace(state, combined=True, truco=replace(state.truco, call=Word(mover, TRUCO)))
        return state

    def _answer(self, state: TrucoState, mover: int, act: Act) -> TrucoState:
        verb = act.verb
        duel, envido = state.duel, state.envido
        side = state.sides[mover]
        state = replace(state, ley_open=False)
        if verb == BARAJA:
            return replace(state, folded=side)
        if state.combined and duel is not None and duel.status == PENDIENTE:  # contraflor and truco (l. 76)
            flor_wanted = verb in (QUIERO, PASO_TRUCO, *WRONG_ORDER)
            truco_wanted = verb in (QUIERO, PASO_ENVIDO, *WRONG_ORDER)
            settled = replace(duel, status=QUERIDO, responder=None)
            if not flor_wanted:
                settled = replace(duel, status=ACHICADO, responder=None, loser=side)
            state = replace(state, combined=False, duel=settled)
            return self._truco_answer(state, mover, QUIERO if truco_wanted else PASO)
        if duel is not None and duel.status in (ABIERTA, PENDIENTE):
            if verb == QUIERO:
                return replace(state, duel=replace(duel, status=QUERIDO, responder=None))
            if verb in (PASO, ACHICO):
                return replace(state, duel=replace(duel, status=ACHICADO, responder=None, loser=side))
            other = duel.seats[0] if state.sides[duel.seats[0]] != side else duel.seats[1]
            chain = (*duel.chain, Word(mover, verb))
            return replace(state, duel=replace(duel, chain=chain, status=PENDIENTE, responder=other))
        if envido is not None and envido.status == PENDIENTE:
            if verb == FLOR:
                return self._flor(state, mover, verb)
            if state.combined:
                envido_wanted = verb in (QUIERO, PASO_TRUCO, *WRONG_ORDER)
                truco_wanted = verb in (QUIERO, PASO_ENVIDO, *WRONG_ORDER)
                state = replace(
                    state,
                    combined=False,
                    envido=replace(envido, status=QUERIDO if envido_wanted else NO_QUERIDO),
                )
                return self._truco_answer(state, mover, QUIERO if truco_wanted else PASO)
            if verb == QUIERO:
                return replace(state, envido=replace(envido, status=QUERIDO))
            if verb == PASO:
                return replace(state, envido=replace(envido, status=NO_QUERIDO))
            word = Word(mover, act.canonical)
            return replace(state, envido=replace(envido, chain=(*envido.chain, word)))
        # the truco awaits its answer
        if verb in (QUIERO, PASO):
            return self._truco_answer(state, mover, verb)
        if verb in TRUCO_WORDS:
            return self._truco_call(state, mover, verb)
        if verb in FLOR_WORDS:
            return self._flor(state, mover, verb)
        return replace(
            state, envido=Envido((Word(mover, act.canonical),), PENDIENTE)
        )  # «el envido está primero»

    def _truco_answer(self, state: TrucoState, mover: int, verb: str) -> TrucoState:
        bet = state.truco
        call = bet.call
        assert call is not None
        if verb == QUIERO:
            level = TRUCO_LEVEL[call.word]
            return replace(state, truco=TrucoBet(level, None, state.sides[mover], None))
        return replace(state, truco=replace(bet, call=None, refused=call))

    def _truco_call(self, state: TrucoState, mover: int, verb: str) -> TrucoState:
        bet = state.truco
        level = bet.level
        if bet.call is not None:  # raising «en el aire» accepts the call before (RETRUCO, l. 73)
            level = TRUCO_LEVEL[bet.call.word]
        return replace(state, truco=TrucoBet(level, Word(mover, verb), bet.right, None))

    def _flor(self, state: TrucoState, mover: int, verb: str) -> TrucoState:
        side = state.sides[mover]
        flores = state.flores if mover in state.flores else (*state.flores, mover)
        envido = state.envido
        if envido is not None and envido.status != ANULADO:
            envido = replace(envido, status=ANULADO)
        combined = False
        rivals = [s for s in state.flores if state.sides[s] != side]
        duel = state.duel
        if rivals and duel is None:
            first = rivals[0]
            if verb == FLOR:
                duel = Duel((first, mover), (), ABIERTA, first)
            elif verb == ACHICO:
                duel = Duel((first, mover), (), ACHICADO, None, side)
            else:
                duel = Duel((first, mover), (Word(mover, verb),), PENDIENTE, first)
        return replace(state, flores=flores, envido=envido, combined=combined, duel=duel)

    # -- after every action -----------------------------------------------------------------------------------------
    def _next(self, state: TrucoState, options: HandOptions) -> TrucoState:
        if state.phase == REPARTO:
            return state
        if state.gallo is not None and state.discard is None:
            return replace(state, phase=DESCARTE, to_move=state.gallo)
        if state.folded is not None:  # a side went to baraja: the tiro is over (ABC c; l. 80)
            return self._end_tiro(state, options)
        if (
            state.ley is not None
            and state.ley_open
            and state.truco.call is None
            and state.truco.refused is None
        ):
            state = self._open_ley(state)
        duel, envido, bet = state.duel, state.envido, state.truco
        if duel is not None and duel.status in (ABIERTA, PENDIENTE):
            return replace(state, phase=RESPUESTA, to_move=duel.responder)
        if duel is not None and duel.status == QUERIDO and duel.chain and duel.chain[-1].word == AL_RESTO:
            return self._end_tiro(state, options)
        if envido is not None and envido.status == PENDIENTE:
            invited = 1 - state.sides[envido.chain[-1].seat]
            return replace(state, phase=RESPUESTA, to_move=self.responder(state, invited))
        if envido is not None and envido.status == QUERIDO and len(envido.sung) < 2:
            return replace(state, phase=CANTO, to_move=self.singers(state)[len(envido.sung)])
        if bet.call is not None:
            invited = 1 - state.sides[bet.call.seat]
            return replace(state, phase=RESPUESTA, to_move=self.responder(state, invited))
        if bet.refused is not None or state.folded is not None or self.truco_winner(state) is not None:
            return self._end_tiro(state, options)
        return replace(state, phase=JUEGO, to_move=self.turn(state))

    def _open_ley(self, state: TrucoState) -> TrucoState:
        """The cards seen, what the invitation made before the deal holds (l. 76-82): the flores are sung; flores on
        both sides, a contraflor (l. 76; with «falta de envido y truco», the flor invites it, l. 82); on neither, the
        falta de envido; on one, the truco alone (l. 79) — always with the truco.
        """
        ley = state.ley
        assert ley is not None
        side = state.sides[ley.seat]
        flores = tuple(seat for seat in state.order() if has_flor(state.dealt[seat]))
        state = replace(state, flores=flores, truco=TrucoBet(0, Word(ley.seat, TRUCO), None, None))
        flowered = {state.sides[seat] for seat in flores}
        if len(flowered) == 2:
            first = (
                next(seat for seat in flores if state.sides[seat] == side) if ley.word == LEY else flores[0]
            )
            other = next(seat for seat in flores if state.sides[seat] != state.sides[first])
            invited = self.responder(state, 1 - state.sides[first])
            combined = ley.word == LEY  # «falta de envido y truco»: the flor's own invitation, apart (l. 82)
            duel = Duel((first, other), (Word(first, CONTRAFLOR),), PENDIENTE, invited if combined else other)
            return replace(state, duel=duel, combined=combined)
        if not flowered:
            return replace(state, envido=Envido((Word(ley.seat, FALTA),), PENDIENTE), combined=True)
        return state  # one side's flor is sung and collects; the falta is void (l. 79, 82)

    def truco_winner(self, state: TrucoState) -> int | None:
        """The side that has won the bazas, once it is decided (El truco, reglas a y d), else ``None``."""
        results = [None if baza.winner is None else state.sides[baza.winner] for baza in state.bazas]
        for side in (0, 1):
            if results.count(side) >= 2:
                return side
        if len(results) >= 2:
            first, second = results[0], results[1]
            if first is None and second is not None:
                return second  # the first parda: whoever makes the second (l. 71)
            if first is not None and second is None:
                return first  # the second parda: whoever made the first (l. 71)
        if len(results) == 3:
            first, third = results[0], results[2]
            if first is None:  # two pardas: the third decides, and three go to the mano (l. 71)
                return third if third is not None else state.sides[state.mano]
            return first  # one each and the third parda: the first baza (catálogo, l. 2635)
        return None

    def envido_winner(self, state: TrucoState) -> tuple[int, int] | None:
        """The side that won an accepted envido and the seat that sang for it, once both sides have sung."""
        envido = state.envido
        if envido is None or envido.status != QUERIDO or len(envido.sung) < 2:
            return None
        (first_seat, first), (second_seat, second) = envido.sung
        if second is not None and first is not None and second > first:
            return state.sides[second_seat], second_seat
        return state.sides[first_seat], first_seat  # the mano's side sang first and wins ties (regla f)

    # -- the end of a tiro ------------------------------------------------------------------------------------------
    def _end_tiro(self, state: TrucoState, options: HandOptions) -> TrucoState:
        lines, notes = self.tiro_lines(state)
        scores = list(state.scores)
        credited = [0] * len(scores)
        half_won: list[int] = []
        for line in lines:
            if half_won:
                notes.append(
                    f"No se anotan {line.amount} {of_text(side_name(line.side, state.sides))} por {line.concept}: el "
                    "medio juego ya está ganado."
                )
                continue
            for scorer in state.scorers(line.side):
                gain = min(line.amount, HALF - scores[scorer])
                if gain < line.amount:
                    notes.append(
                        f"De {line.concept} solo se le anotan {gain} {to(state.scorer_name(scorer))}: el medio juego "
                        "es de dieciocho."
                    )
                scores[scorer] += gain
                credited[scorer] += gain
                if scores[scorer] >= HALF:
                    half_won.append(scorer)
        for scorer, before in enumerate(state.scores):
            if before < CHICO <= scores[scorer] < HALF:
                notes.append(
                    f"{state.scorer_name(scorer, capital=True)} llega a los nueve tantos malos y achica: ahora "
                    "cuenta los buenos (l. 3)."
                )
        halves = list(state.halves)
        for scorer in half_won:
            halves[scorer] += 1
            others = ", ".join(str(score) for index, score in enumerate(scores) if index != scorer)
            notes.append(
                f"{state.scorer_name(scorer, capital=True)} gana el medio juego, {scores[scorer]} a {others} (l. 2)."
            )
        record = Tiro(
            number=state.number,
            mano=state.mano,
            words=state.words,
            bazas=state.bazas,
            lines=tuple(lines),
            credited=tuple(credited),
            scores=tuple(scores),
            half_won=tuple(half_won),
            sides=state.sides,
            notes=tuple(notes),
            active=state.active,
            kind=state.kind,
        )
        tiros = (*state.tiros, record)
        needed = 1 if UN_MEDIO_JUEGO in variant_set(options.variant) else 2
        winners = [scorer for scorer in half_won if halves[scorer] >= needed]
        if winners:
            return self._finish(state, tiros, tuple(halves), winners, needed)
        if half_won:
            scores = [0] * len(scores)  # achicar before a new medio juego (l. 3)
        elif state.pairs_left:  # the next pair of the tiro de punta
            return self._next_pair(replace(state, scores=tuple(scores), halves=tuple(halves), tiros=tiros))
        return self._deal(
            options,
            state.number + 1,
            (state.deal_mano + 1) % state.players,
            tuple(scores),
            tuple(halves),
            tiros,
        )

    def _finish(
        self,
        state: TrucoState,
        tiros: tuple[Tiro, ...],
        halves: tuple[int, ...],
        winners: list[int],
        needed: int,
    ) -> TrucoState:
        if state.individual:
            seats = tuple(winners)
            wins = [halves[seat] for seat in range(state.players)]
        else:
            seats = tuple(seat for seat in range(state.players) if state.sides[seat] in winners)
            wins = [halves[state.sides[seat]] for seat in range(state.players)]
        name = " y ".join(state.scorer_name(scorer) for scorer in winners)
        name = name[0].upper() + name[1:]
        others = ", ".join(str(count) for index, count in enumerate(halves) if index not in winners)
        if needed == 1:
            explanation = f"{name} gana la partida: llegó a los dieciocho tantos del medio juego (l. 2)."
        else:
            explanation = (
                f"{name} gana la partida: dos medios juegos a {others}, en {len(tiros)} tiros (l. 2)."
            )
        losers = state.players - len(seats)
        result = HandResult(
            kind="partida",
            winners=seats,
            jugador=None,
            contract=None,
            tricks=tuple(wins),
            payments=_balanced(
                tuple(losers if seat in seats else -len(seats) for seat in range(state.players))
            ),
            pot_before=0,
            pot_after=0,
            explanation=explanation,
            citation=PARTIDA,
        )
        return replace(state, phase=FIN, to_move=None, tiros=tiros, halves=halves, result=result)

    def tiro_lines(self, state: TrucoState) -> tuple[list[Tanto], list[str]]:
        """The tantos each side earns in the tiro, in the order they are credited (flor, envido, truco; l. 28), and
        the notes on what earns nothing.
        """
        lines: list[Tanto] = []
        notes: list[str] = []
        self._flor_lines(state, lines, notes)
        self._envido_lines(state, lines, notes)
        self._truco_lines(state, lines, notes)
        return lines, notes

    def _shown(self, state: TrucoState, seat: int, cards: tuple[Card, ...]) -> bool:
        """Whether ``cards`` of ``seat`` were seen: played, or shown at the end (not when its side went to baraja)."""
        if state.folded != state.sides[seat]:
            return True
        return not any(card in state.held(seat) for card in cards)

    def _before_any_word(self, state: TrucoState) -> bool:
        return not [word for word in state.words if word.word != BARAJA]

    def _flor_lines(self, state: TrucoState, lines: list[Tanto], notes: list[str]) -> None:
        duel = state.duel
        for seat in state.active:
            side = state.sides[seat]
            held = has_flor(state.dealt[seat])
            if seat in state.flores and not held:
                lines.append(Tanto(1 - side, 3, f"la flor que {seat_name(seat)} cantó sin tenerla", FLOR_C))
            elif held and seat not in state.flores:
                if state.folded == side:
                    lines.append(
                        Tanto(1 - side, 3, f"la flor que {seat_name(seat)} se llevó a baraja", FLOR_C)
                    )
                elif state.folded is not None and not state.has_played(seat):
                    lines.append(
                        Tanto(
                            side,
                            3,
                            f"la flor {of(seat)}, cantada al irse el contrario a baraja",
                            ABC_C,
                        )
                    )
                elif not state.has_played(seat):
                    lines.append(
                        Tanto(
                            side,
                            3,
                            f"la flor {of(seat)}, cantada al acabar el tiro antes de su primera carta",
                            FLOR_A,
                        )
                    )
                else:
                    lines.append(
                        Tanto(
                            1 - side,
                            3,
                            f"la flor que {seat_name(seat)} no cantó antes de su primera carta",
                            FLOR_C,
                        )
                    )
        if duel is not None and duel.status in (QUERIDO, ACHICADO):
            self._duel_line(state, duel, lines)
            return
        for seat in state.flores:
            side = state.sides[seat]
            if not has_flor(state.dealt[seat]):
                continue
            if self._shown(state, seat, state.dealt[seat]):
                lines.append(Tanto(side, 3, f"la flor {of(seat)}", FLOR_B))
            else:
                lines.append(
                    Tanto(
                        1 - side,
                        3,
                        f"la flor {of(seat)}, perdida al irse a baraja sin jugar ni mostrar sus cartas",
                        FLOR_C,
                    )
                )

    def _duel_line(self, state: TrucoState, duel: Duel, lines: list[Tanto]) -> None:
        if duel.status == ACHICADO:
            assert duel.loser is not None
            winner = 1 - duel.loser
            seat = next(s for s in state.flores if state.sides[s] == winner)
            concept = "la flor y el achique del contrario (tres y uno)"
            if self._shown(state, seat, state.dealt[seat]):
                lines.append(Tanto(winner, 4, concept, FLOR_G))
            else:
                lines.append(
                    Tanto(1 - winner, 4, concept + ", perdidos al irse a baraja sin mostrarla", FLOR_C)
                )
            return
        best: dict[int, tuple[int, int]] = {}
        for seat in state.flores:
            count = flor_points(state.dealt[seat]) if has_flor(state.dealt[seat]) else -1
            nearness = -((seat - state.mano) % state.players)  # the mano wins ties (as El envido, regla f)
            side = state.sides[seat]
            best[side] = max(best.get(side, (-2, -99)), (count, nearness))
        winner = 0 if best.get(0, (-2, -99)) > best.get(1, (-2, -99)) else 1
        counts = f"flor de {max(best[winner][0], 0)} contra {max(best[1 - winner][0], 0)}"
        seat = next(s for s in state.flores if state.sides[s] == winner)
        if duel.chain[-1].word == AL_RESTO:
            amount = resto_chico(state.standing(winner))
            concept = f"la contraflor al resto querida: lo que le falta para su chico ({counts})"
            cited = FLOR_H
        else:
            amount, concept, cited = 6, f"la contraflor querida ({counts})", FLOR_G
        if self._shown(state, seat, state.dealt[seat]):
            lines.append(Tanto(winner, amount, concept, cited))
        else:
            lines.append(
                Tanto(1 - winner, amount, concept + ", perdida al irse a baraja sin mostrarla", FLOR_C)
            )

    def _envido_lines(self, state: TrucoState, lines: list[Tanto], notes: list[str]) -> None:
        envido = state.envido
        if envido is None:
            return
        if envido.status == ANULADO:
            notes.append("El envido quedó sin valor al salir una flor (El envido, regla a).")
            return
        if envido.status == PENDIENTE:  # left unanswered by going to baraja (l. 80)
            return
        if any(has_flor(state.dealt[seat]) for seat in state.active):
            notes.append(
                "El envido no vale nada: en este tiro salió una flor, aunque no se cantó (El envido, regla a)."
            )
            return
        chain = envido.chain
        if envido.status == NO_QUERIDO:
            caller = state.sides[chain[-1].seat]
            amount = min(refused_value(chain), HALF - state.standing(1 - caller))
            cited = ENV_C if len(chain) == 1 else ENV_M
            lines.append(Tanto(caller, amount, f"el {chain_text(chain)} no querido", cited))
            return
        decided = self.envido_winner(state)
        assert decided is not None
        winner, singer = decided
        amount = self.envido_stake(state, winner)
        sung = dict(envido.sung)
        said = sung[singer]
        other = [number for seat, number in envido.sung if state.sides[seat] != winner][0]
        against = "nada" if other is None else str(other)
        concept = f"el {chain_text(chain)} querido: {said} contra {against}"
        cited = {FALTA: FALTA_C, IGUALAR: IGUALAR_A, REAL: REAL_B}.get(chain[-1].word, ENV_C)
        owners = [singer, *state.partners(singer)]
        proving = next((s for s in owners if envido_points(state.dealt[s]) == said), None)
        if proving is None:
            truth = envido_points(state.dealt[singer])
            lines.append(
                Tanto(
                    1 - winner,
                    amount,
                    f"el envido: {seat_name(singer)} cantó {said} y tenía {truth}, así que lo pierde",
                    ENV_H,
                )
            )
        elif not self._shown(state, proving, proof(state.dealt[proving])):
            lines.append(
                Tanto(
                    1 - winner,
                    amount,
                    "el envido, que el ganador perdió al irse a baraja sin mostrar las cartas que lo ganaron",
                    ENV_H,
                )
            )
        else:
            lines.append(Tanto(winner, amount, concept, cited))

    def envido_stake(self, state: TrucoState, winner: int) -> int:
        """What an accepted envido pays ``winner`` (El envido, reglas c, n y o; Real envido, b; Falta, c; Igualar)."""
        envido = state.envido
        assert envido is not None
        chain = envido.chain
        last = chain[-1].word
        loser = 1 - winner
        own, theirs = state.standing(winner), state.standing(loser)
        if last == FALTA:
            amount = resto_chico(theirs)  # what the opponents lack to conclude their chico (Falta, regla c)
        elif last == IGUALAR:
            amount = theirs - own if theirs > own else resto_chico(own)
        else:
            amount = sum(accepted_value(word.word) for word in chain)
        return max(1, min(amount, HALF - theirs))

    def _truco_lines(self, state: TrucoState, lines: list[Tanto], notes: list[str]) -> None:
        bet = state.truco
        duel = state.duel
        if duel is not None and duel.status == QUERIDO and duel.chain and duel.chain[-1].word == AL_RESTO:
            notes.append(
                "Querida la contraflor al resto, el tiro termina sin seguir con el truco (La flor, regla h)."
            )
            return
        if bet.refused is not None:
            level = TRUCO_LEVEL[bet.refused.word]
            cited = {1: TRUCO_C, 2: RETRUCO_CITE, 3: VALE_CITE}[level]
            lines.append(
                Tanto(
                    state.sides[bet.refused.seat],
                    level,
                    f"el {word_name(bet.refused.word)} no querido",
                    cited,
                )
            )
            return
        if state.folded is not None:
            winner = 1 - state.folded
            if state.ley is not None and not state.bazas and not state.position.trick:
                lines.append(
                    Tanto(
                        winner,
                        2,
                        "irse el contrario a baraja sin jugar, tras la invitación antes de dar",
                        LEY_E,
                    )
                )
            elif not state.bazas and not state.position.trick and self._before_any_word(state):
                lines.append(
                    Tanto(
                        winner,
                        DURO_FOLD,
                        "irse el contrario a baraja antes de jugar carta y sin hablar",
                        ABC_C,
                    )
                )
            elif bet.level:
                lines.append(
                    Tanto(
                        winner,
                        bet.level + 1,
                        f"el {word_name(TRUCO_WORDS[bet.level - 1])} querido, al irse el contrario a baraja",
                        TRUCO_C,
                    )
                )
            else:
                lines.append(Tanto(winner, 1, "el truco sin cantar, al irse el contrario a baraja", TRUCO_C))
            return
        won = self.truco_winner(state)
        assert won is not None
        if bet.level:
            name = word_name(TRUCO_WORDS[bet.level - 1])
            cited = {1: TRUCO_C, 2: RETRUCO_CITE, 3: VALE_CITE}[bet.level]
            lines.append(Tanto(won, bet.level + 1, f"el {name} querido", cited))
        else:
            lines.append(Tanto(won, 1, "el truco jugado callado", TRUCO_C))

    # -- seeing --------------------------------------------------------------------------------------------------------
    def view(self, state: TrucoState, seat: int) -> TrucoView:
        opened = state.position.collected()
        partner_signals: tuple[Sena, ...] = ()
        if state.result is None and seat in state.active and state.phase != REPARTO:
            for partner in state.partners(seat):
                found = senas(state.held(partner), envido_points(state.dealt[partner]))
                partner_signals += tuple(replace(sena, seat=partner) for sena in found)
        return TrucoView(
            game=self.slug,
            seat=seat,
            players=state.players,
            phase=state.phase,
            to_move=state.to_move,
            hand=() if state.phase == REPARTO else state.held(seat),
            sides=state.sides,
            mano=state.mano,
            dealer=state.dealer,
            pies=(state.pie(0), state.pie(1)),
            tiro=state.number,
            hand_sizes=tuple(
                0 if state.phase == REPARTO else len(state.held(other)) for other in range(state.players)
            ),
            trick=opened.trick,
            trick_leader=state.active[opened.leader] if opened.trick else None,
            bazas=state.bazas,
            words=state.words,
            pending=self.pending(state),
            envido=state.envido,
            flores=state.flores,
            duel=state.duel,
            truco=state.truco,
            scores=state.scores,
            halves=state.halves,
            standing=(state.standing(0), state.standing(1)),
            tiros=state.tiros,
            senas=partner_signals,
            envido_count=0 if state.phase == REPARTO else envido_points(state.dealt[seat]),
            flor=state.phase != REPARTO and has_flor(state.dealt[seat]),
            legal_actions=tuple(self.legal_actions(state)) if seat == state.to_move else (),
            result=state.result,
            play_rules=self.play_rules,
            gallo=state.gallo,
            discard=state.discard if seat == state.gallo else None,
            active=state.active,
            kind=state.kind,
        )

    def pending(self, state: TrucoState) -> tuple[str, ...]:
        """The invitations awaiting an answer, in Spanish, the one to answer first first."""
        found: list[str] = []
        duel, envido, call = state.duel, state.envido, state.truco.call
        if duel is not None and duel.status == ABIERTA and duel.responder is not None:
            found.append(
                f"Hay flor en los dos bandos: {seat_name(duel.responder)} echa contraflor o se achica."
            )
        if duel is not None and duel.status == PENDIENTE and duel.responder is not None:
            found.append(
                f"{word_name(duel.chain[-1].word).capitalize()}: contesta {seat_name(duel.responder)}."
            )
        if envido is not None and envido.status == PENDIENTE:
            found.append(f"{chain_text(envido.chain).capitalize()}: esperando QUIERO o PASO.")
        if call is not None:
            found.append(f"{word_name(call.word).capitalize()} {of(call.seat)}: esperando QUIERO o PASO.")
        return tuple(found)

    def options(self, setup: Setup) -> HandOptions:
        """The options of a Truco match from a seeded shuffle; ``deal`` gives the first tiro's cards (each seat's three codes), and
        ``stakes`` the tantos each side already has in the first medio juego (to practise the falta, the buenos…).

        :raises InvalidNotationError: for a number of players or a variant the Truco does not have, a pot, a deal that
            is not three different cards to each seat, or stakes that are not two scores below eighteen.

        >>> import games
        >>> games.new_hand("truco", seed=4, players=4).view(0).pies
        (2, 3)
        """
        seed, players, variant, pot, deal, stakes = astuple(setup)
        count = players if players is not None else self.players[0]
        if count not in self.players:
            raise InvalidNotationError(
                f"el Truco se juega mano a mano (2), de gallo (3), en partida corriente (4), de seis o de ocho, no con {count}"
            )
        named = variant_set(variant)
        if not named <= set(self.variants) or (GALLO_FIJO in named and count != 3):
            raise InvalidNotationError(f"el Truco no tiene la variante {variant!r} con {count} jugadores")
        if pot:
            raise InvalidNotationError("en el Truco no hay polla: los tantos se cuentan por bandos (l. 4)")
        dealt = None
        if deal is not None:
            hands = [tuple(Card.parse(code) for code in seat) for seat in deal]
            every = [card for hand in hands for card in hand]
            gallo = (count - 1) if count == 3 else None  # the gallo of the first tiro, dealer and seat 3
            sizes = [4 if seat == gallo else 3 for seat in range(count)]
            if (
                len(hands) < count
                or [len(hand) for hand in hands[:count]] != sizes
                or len(set(every)) != len(every)
            ):
                raise InvalidNotationError(
                    f"un reparto del Truco da tres cartas distintas a cada uno de {count}"
                    + (" y cuatro al gallo" if gallo is not None else "")
                )
            dealt = tuple(hands[:count])
        held = None
        if stakes is not None:
            held = tuple(stakes)
            scorers = 3 if count == 3 and GALLO_FIJO not in named else 2
            if len(held) != scorers or any(not 0 <= n < HALF for n in held):
                raise InvalidNotationError(
                    f"los tantos de partida son {scorers} números, uno por {'jugador' if scorers == 3 else 'bando'}, "
                    "de 0 a 17 (l. 2)"
                )
        return HandOptions(seed=seed, players=count, variant=variant, pot=0, deal=dealt, stakes=held)


TrucoHand = Hand[TrucoState, TrucoView]  # a whole Truco match
