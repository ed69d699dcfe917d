"""Whole partidas of the 1790 *Cientos* (the French *Piquet*): two players, 32 cards, declarations, then twelve tricks.

*Reglas y leyes … de los Cientos ó Piquete* (Madrid, 1790; bound into ``mediator-hombre-1807.txt``, l. 2650–3054).
The 48 cards less the treses, cuatros, cincos and seises; the doses count as dieces (l. 2712–2725). Twelve cards to
each, eight in the monte (l. 2804, 2813). The mano discards one to five and takes as many from the top; the pie may
take the rest (l. 2872). A hand with no figure is *cartas blancas*, 10 (l. 2857–2860). Then the mano declares his
*ganancias* in their order, punto, secansas, catorces or tres (l. 2888), each answered *bueno*, *igual* or *no vale*
(l. 2890–2903); the pie shows those that beat them. Twelve tricks, no trump, follow suit, never obliged to win
(l. 2991–2993). Pique, repique, the tricks, the last trick and the capote are counted (l. 2941–3005); each hand's
points go to the decade (l. 2960–2980), and the first to 100 wins the juego, double if the other has not made 50
(l. 2702); who rounds up to 50 or 100 owes what he lacks and must make it before the other reaches 100
(l. 2999–3003). With ``calidades`` the qualities are paid besides (l. 3009–3033).

>>> import games
>>> hand = games.new_hand("cientos", seed=3)
>>> [len(hand.view(seat).hand) for seat in range(2)], hand.view(0).stock_size, hand.phase
([12, 12], 8, 'descarte')
>>> mano = hand.to_move
>>> hand.check("roba").code
'descarte'
>>> hand = hand.apply("descarta:" + hand.view(mano).hand[0].code).apply("roba")
>>> hand.to_move != mano, hand.view(0).stock_size
(True, 7)

The trick: no trump, follow suit, never obliged to win («Es preciso servir siempre que se tenga del palo que va
jugado, pero no es obligacion ganar si no se quiere», l. 2991).

>>> pos = games.position("cientos", hands=[[], ["9O", "1C"]], trick=["2O"], leader=0)
>>> pos.legal_plays()
['9O']
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import ClassVar

from games.bazas.base import FIN, JUEGO, BazaRules, BazaView, Ronda, deal_ronda, variant_names
from games.core.cards import CARDS_BY_CODE, DECK_48, Card, Suit
from games.core.citations import cite
from games.core.errors import InvalidNotationError
from games.core.hand import ACCION, DESCARTE_CODE, FASE, HandOptions, once_per_state, violation
from games.core.result import HandResult, Transfer, make_result, net
from games.core.rules import GameRules, Requirement, plain_power
from games.core.trick import Position, TrickRecord, seat_name
from games.core.violations import ASISTIR, CARTA, TURNO, Violation, ViolationCode

BOOK = "mediator-hombre-1807"
ACUSE_CODE = ViolationCode.ACUSE

# -- the passages ------------------------------------------------------------------------------------------------------
BARAJA = cite(BOOK, "Cientos: Naypes de que ha de constar la baraja", 2712, 2725)
CATORCES = cite(BOOK, "Cientos: De los catorces", 2775, 2785)
SORTEO = cite(BOOK, "Cientos: Modo de dar", 2791, 2793)
DAR = cite(BOOK, "Cientos: Modo de dar", 2802, 2807)
MONTE = cite(BOOK, "Cientos: Modo de dar", 2813)
BLANCAS_LAW = cite(BOOK, "Cientos: Cartas blancas", 2857, 2860)
DESCARTE_LAW = cite(BOOK, "Cientos: Reglas para descartarse", 2872, 2876)
SALIR = cite(BOOK, "Cientos: Reglas para descartarse", 2878)
NO_VOLVER = cite(BOOK, "Cientos: Reglas para descartarse", 2880)
ORDEN = cite(BOOK, "Cientos: De la mano", 2888)
PUNTO_LAW = cite(BOOK, "Cientos: De la mano (el punto)", 2890, 2899)
SECANSA_LAW = cite(BOOK, "Cientos: De la mano (las secansas)", 2901, 2903)
SOMBRA = cite(BOOK, "Cientos: De la mano (las secansas)", 2905)
MAYOR_PRIMERO = cite(BOOK, "Cientos: De la mano (las secansas)", 2907, 2909)
CATORCE_PRIMERO = cite(BOOK, "Cientos: De la mano (los catorces)", 2911, 2915)
ENSENAR = cite(BOOK, "Cientos: De la mano", 2919)
CATORCE_POR_OTRO = cite(BOOK, "Cientos: De la mano", 2931)
REPIQUE = cite(BOOK, "Cientos: De las demas ganancias (repique)", 2941, 2946)
PIQUE = cite(BOOK, "Cientos: De las demas ganancias (pique)", 2948, 2952)
CONTAR = cite(BOOK, "Cientos: De las demas ganancias (contar jugando)", 2954, 2958)
DECENAS = cite(BOOK, "Cientos: De las demas ganancias (las decenas)", 2960, 2980)
SERVIR = cite(BOOK, "Cientos: De las demas ganancias", 2991, 2993)
BAZAS_LAW = cite(BOOK, "Cientos: Explicación de algunos términos (Bazas, Capote)", 2698, 2700)
CAPOTE_LAW = cite(BOOK, "Cientos: De las demas ganancias (capote)", 3005)
NOTA = cite(BOOK, "Cientos: Nota (lo que falta para el medio juego o para los cien)", 2999, 3003)
JUEGO_LAW = cite(BOOK, "Cientos: Explicación de algunos términos (Juego)", 2702)
CALIDADES = cite(BOOK, "Cientos: Del juego de Cientos con calidades", 3011, 3033)
RESUMEN = cite(BOOK, "Cientos: Resumen de los pagos", 3035, 3052)

# -- the game's numbers ------------------------------------------------------------------------------------------------
PLAYERS = 2
HAND_SIZE = 12
TALON = 8
MANO_MAX = 5  # «podrá irse hasta de cinco naypes … á lo menos ha de ser de uno» (l. 2872)
RANKS = (
    1,
    12,
    11,
    10,
    2,
    9,
    8,
    7,
)  # as, rey, caballo, sota, diez (los doses), nueve, ocho, siete (l. 2716–2725)
DECK_32: tuple[Card, ...] = tuple(card for card in DECK_48 if card.rank in RANKS)
POWER = plain_power(RANKS)
VALUE: dict[int, int] = {1: 11, 12: 10, 11: 10, 10: 10, 2: 10, 9: 9, 8: 8, 7: 7}
FIGURES = frozenset({12, 11, 10})  # rey, caballo, sota: a hand without them is «cartas blancas» (l. 2682)
SEQUENCE = {rank: index for index, rank in enumerate(RANKS)}  # the order of the secansas, as first
SECANSA_POINTS = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}  # l. 2735–2771, 3040–3045
SECANSA_WORDS = {3: "tercera", 4: "cuarta", 5: "quinta", 6: "sexta", 7: "septima", 8: "octava"}
SECANSA_NAMES = {3: "tercera", 4: "cuarta", 5: "quinta", 6: "sexta", 7: "séptima", 8: "octava"}
LENGTHS = {word: length for length, word in SECANSA_WORDS.items()}
GROUP_RANKS = (1, 12, 11, 10, 2)  # ases, reyes, caballos, sotas, dieces: the only catorces (l. 2779–2781)
GROUP_NAMES = {1: "ases", 12: "reyes", 11: "caballos", 10: "sotas", 2: "dieces"}
CATORCE, TRES = 14, 3
BLANCAS_POINTS = 10
BAZAS_POINTS, CAPOTE_POINTS = 10, 40
PIQUE_BONUS, REPIQUE_BONUS, PIQUE_AT = 30, 60, 30  # 60 or 90 instead of 30 (l. 3051–3052)
TARGET, HALF = 100, 50  # l. 2702
SENCILLO, DOBLE = 4, 8  # the juego in tantos: a peseta of four reales single, two double (l. 3011)

# The phases (besides ``juego`` and ``fin``) and the words.
DESCARTE = "descarte"
ACUSE = "acuse"
DESCARTA = "descarta:"
ROBA, PASO, BLANCAS, NADA = "roba", "paso", "blancas", "nada"
VER = "ver:"  # the mano names the suit he will lead, to see the cards the pie left (l. 2872–2876)
BUENO, IGUAL, NO_VALE = "bueno", "igual", "no-vale"
ANSWERS = (BUENO, IGUAL, NO_VALE)
PUNTO_CAT, SECANSA_CAT, GRUPO_CAT = 0, 1, 2
CATEGORIES = ("el punto", "las secansas", "los catorces o tres")
MANO_WINS, PIE_WINS, TIE = "mano", "pie", "igual"
CALIDADES_VARIANT = "calidades"
MARKS = {HALF: "el medio juego", TARGET: "los 100"}


class Cientos(GameRules):
    slug = "cientos"
    name = "Cientos"
    aliases = ("piquet", "piquete", "los cientos")
    family = "cientos"
    players = (PLAYERS,)
    deck = DECK_32
    hand_size = {PLAYERS: HAND_SIZE}
    source_slug = BOOK
    has_trumps = False
    summary = (
        "Dos jugadores, 32 cartas, sin triunfo: se acusan punto, secansas y catorces y se juegan doce bazas."
    )
    obligations = "Servir al palo, sin obligación de ganar; no hay triunfo (1790, l. 2991–2993)."
    play_citation = SERVIR

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return card.suit.value, POWER[card.rank]

    def requirements(self, position: Position) -> list[Requirement]:
        led = position.trick[0]
        same = frozenset(card for card in position.hand if card.suit == led.suit)
        return [Requirement(ASISTIR, same, SERVIR, FOLLOW)] if same else []


FOLLOW = (
    "Renuncio: la baza la abrió {led} y tienes {suit} ({allowed}): es preciso servir siempre que se tenga del palo, "
    "aunque no ganar. Has intentado jugar {tried}."
)
PLAY_RULES: GameRules = Cientos()


# -- the ganancias of a hand ---------------------------------------------------------------------------------------------
def suit_values(cards: Iterable[Card]) -> dict[Suit, int]:
    """The punto of each suit held: the value of its cards (l. 2684, 2716–2725)."""
    values: dict[Suit, int] = {}
    for card in cards:
        values[card.suit] = values.get(card.suit, 0) + VALUE[card.rank]
    return values


def punto_tantos(value: int) -> int:
    """A punto counts its decades, and one more from half a decade (l. 2895): 35 → 4, 34 → 3.

    >>> punto_tantos(35), punto_tantos(34), punto_tantos(7)
    (4, 3, 1)
    """
    return value // 10 + (1 if value % 10 >= 5 else 0)


def secansas(cards: Iterable[Card]) -> list[tuple[int, Card]]:
    """Every secansa held, (length, first card), best first: longer, then from a higher card (l. 2735–2771).

    >>> from games.core.cards import parse_cards
    >>> secansas(parse_cards("1O 12O 11O 10O 2O 7C 8C 9C"))
    [(5, Card.parse('1O')), (3, Card.parse('9C'))]
    """
    held = set(cards)
    found: list[tuple[int, Card]] = []
    for suit in Suit:
        run: list[Card] = []
        for rank in (*RANKS, None):
            card = Card(rank, suit) if rank is not None else None
            if card is not None and card in held:
                run.append(card)
                continue
            if len(run) >= 3:
                found.append((len(run), run[0]))
            run = []
    return sorted(found, key=lambda s: (-s[0], SEQUENCE[s[1].rank]))


def groups(cards: Iterable[Card]) -> list[tuple[int, int]]:
    """Every catorce (four) and tres (three) of ases, reyes, caballos, sotas or dieces, best first (l. 2775–2785)."""
    counts: dict[int, int] = {}
    for card in cards:
        if card.rank in GROUP_RANKS:
            counts[card.rank] = counts.get(card.rank, 0) + 1
    found = [(n, rank) for rank, n in counts.items() if n >= 3]
    return sorted(found, key=lambda g: (-g[0], GROUP_RANKS.index(g[1])))


def is_blancas(cards: Iterable[Card]) -> bool:
    """No rey, caballo nor sota among the cards (l. 2682)."""
    return not any(card.rank in FIGURES for card in cards)


def secansa_action(length: int, first: Card) -> str:
    return f"{SECANSA_WORDS[length]}:{first.code}"


def group_action(size: int, rank: int) -> str:
    return f"{'catorce' if size == 4 else 'tres'}:{rank}"


def category_of(action: str) -> int | None:
    """Which ganancia a declaration is: punto, secansa or catorces (``None``: not a declaration)."""
    word = action.partition(":")[0]
    if word == "punto":
        return PUNTO_CAT
    if word in LENGTHS:
        return SECANSA_CAT
    if word in ("catorce", "tres"):
        return GRUPO_CAT
    return None


def best_declaration(cards: tuple[Card, ...], category: int) -> str | None:
    """The highest declaration of ``category`` the cards make (the punto of the best suit)."""
    if category == PUNTO_CAT:
        values = suit_values(cards)
        return f"punto:{max(values.values())}" if values else None
    if category == SECANSA_CAT:
        found = secansas(cards)
        return secansa_action(*found[0]) if found else None
    held = groups(cards)
    return group_action(*held[0]) if held else None


def declarations(cards: tuple[Card, ...], category: int) -> list[str]:
    """Every declaration of ``category`` the cards hold: a punto per suit; each secansa, catorce or tres."""
    if category == PUNTO_CAT:
        return [f"punto:{value}" for value in sorted(set(suit_values(cards).values()), reverse=True)]
    if category == SECANSA_CAT:
        return [secansa_action(*s) for s in secansas(cards)]
    return [group_action(*g) for g in groups(cards)]


def strength(action: str) -> tuple[int, int]:
    """How a declaration compares with another of its category (higher wins; equal is *igual*)."""
    word, _, argument = action.partition(":")
    if word == "punto":
        return 0, int(argument)
    if word in LENGTHS:
        return LENGTHS[word], -SEQUENCE[CARDS_BY_CODE[argument].rank]
    return (4 if word == "catorce" else 3), -GROUP_RANKS.index(int(argument))


def declaration_points(action: str) -> int:
    """What one declaration counts (l. 3037–3047)."""
    word, _, argument = action.partition(":")
    if word == "punto":
        return punto_tantos(int(argument))
    if word in LENGTHS:
        return SECANSA_POINTS[LENGTHS[word]]
    return CATORCE if word == "catorce" else TRES


def declaration_cards(action: str) -> list[Card]:
    """The cards a secansa shows, first to last."""
    word, _, argument = action.partition(":")
    first = CARDS_BY_CODE[argument]
    start = SEQUENCE[first.rank]
    return [Card(rank, first.suit) for rank in RANKS[start : start + LENGTHS[word]]]


def said(action: str) -> str:
    """A declaration as one says it: «punto de 48», «quinta al rey de oros», «catorce de ases», «tres reyes»."""
    word, _, argument = action.partition(":")
    if word == "punto":
        return f"punto de {argument}"
    if word in LENGTHS:
        first = CARDS_BY_CODE[argument]
        name = first.name.replace("dos de", "diez de")
        return f"{SECANSA_NAMES[LENGTHS[word]]} {'a la' if first.rank == 10 else 'al'} {name}"
    names = GROUP_NAMES[int(argument)]
    return f"catorce de {names}" if word == "catorce" else f"tres {names}"


def decades(points: int) -> int:
    """A hand's points as the markers count them: to the decade, up from five (l. 2960–2980): 24 → 20, 25 → 30."""
    return (points + 5) // 10 * 10


def owed_points(owed: int) -> str:
    """«1 punto», «4 puntos»."""
    return f"{owed} punto{'' if owed == 1 else 's'}"


INTERPRETATION = """\
Decisiones nuestras donde el libro de 1790 calla (véanse las líneas citadas):
1. Mano y corte (l. 2791–2807): se alza una carta cada uno (la fija la semilla) y el de la mayor es mano; la mano \
alza (el barajado y el corte los fija la semilla) y el que reparte da de dos en dos, seis veces. Después se da \
alternativamente: la mano de una es el que da en la siguiente.
2. Descarte (l. 2872–2880): se deja cada carta con «descarta:7O» y se roba con «roba»: el mano de una a cinco, el \
pie hasta las que queden («paso» si no quiere ninguna). El pie ve las que deja en el monte; el mano puede verlas \
antes de acusar diciendo primero de qué palo saldrá («ver:O»), y ha de salir de él (l. 2876–2878). El mano no ve \
las que él dejó (el libro se lo permite, avisándolo), porque pasan al pie.
3. Cartas blancas (l. 2857–2860): se enseñan con «blancas» antes de descartarse, cada uno en su turno del descarte.
4. Acuse (l. 2888–2931): el mano acusa en su orden, punto, secansas y catorces o tres, solo lo mayor de cada clase \
(l. 2907, 2911), o «nada»; el pie responde con la verdad, «bueno», «igual» o «no-vale». El punto se compara por \
su valor, que es lo que cuenta (l. 2895); las secansas por su número de cartas y luego por su carta mayor. El que \
gana una clase cuenta a su sombra todas las suyas de esa clase (l. 2905, 3027), también sus tres si tiene catorce. \
Acabado el acuse del mano, el pie enseña lo que le valió; lo que no enseña no le cuenta, y cuenta el mano lo suyo \
(l. 2919). El pie acusa antes de la primera carta del mano: así lo cuenta antes que el juego (l. 2952).
5. Repique y pique (l. 2941–2952): se cuentan las ganancias en su orden (cartas blancas, punto, secansas, catorces); \
quien llega a 30 sin que el otro haya contado ni empatado nada cuenta 90; el mano que llega a 30 jugando, sin que \
el pie haya contado ni empatado nada, cuenta 60. Las bazas y el capote, que se cuentan al acabar, no pican.
6. Contar jugando (l. 2954–2958): un punto por cada carta con que se sale, uno por cada baza ganada a la salida del \
contrario, y uno más por la última baza si la carta que la gana vale diez o más.
7. Partida (l. 2702, 2960–2980): los puntos de cada mano se señalan por decenas y el juego lo gana quien, acabada \
una mano, pasa de 100 con más que el otro; es doble si el otro no llegó a 50. Vale cuatro tantos sencillo y ocho \
doble; con «calidades» cada calidad vale un tanto, la cuarta parte (l. 3011).
8. El motor reparte bien y no deja tomar más ni menos cartas de las debidas, ni jugar fuera de turno: las \
penas de los errores del reparto y del monte (l. 2809–2853) no llegan a darse. Lo que falta tras redondear \
(l. 2999–3003): quien, acabada una mano, señala 50 o 100 sin haberlos hecho de verdad (lo señalado antes y \
los puntos de la mano, sin redondear) debe lo que le falta (con 46 debe 4; con 95, 5), y no tiene el medio \
juego o los 100 hasta hacerlos en la mano siguiente; si entretanto el otro junta 100 (lo señalado antes y \
lo que lleva contado) sin deber nada para los 100, gana el juego, doble si la deuda era del medio juego, \
redondee como redondee esa mano. Los puntos se cuentan por su orden (blancas, ganancias, juego, bazas); el \
que debe para los 100 los junta justo cuando paga. Si los dos deben, gana el primero que paga lo suyo para \
los 100. Lo que no se paga en la mano siguiente se sigue debiendo. Acabada la mano, quien debe para los 100 \
no gana y quien debe para el medio juego no llegó a 50."""

GRAMMAR = """\
``descarta:7O``
    put a card aside in the exchange (the mano 1 to 5, the pie up to what is left in the monte).
``roba``
    take as many cards from the monte as were put aside. ``paso``: the pie takes none.
``blancas``
    show a hand without figures (before discarding): 10 points.
``ver:O``
    the mano, before declaring, names the suit he will lead and sees the cards the pie left in the monte.
``punto:48``, ``quinta:12O``, ``catorce:1``, ``tres:12``, ``nada``
    the mano's declarations in their order (punto, secansas, catorces or tres), or nothing in that class; the pie
    shows his own after them.
``bueno``, ``igual``, ``no-vale``
    the pie's answer to each declaration of the mano.
``7O``
    play a card (follow suit if you can; nobody is obliged to win).
"""


@dataclass(frozen=True, slots=True)
class CientosState:
    """A partida at one moment. ``hands`` are the cards held; ``talon`` the monte, top first; ``discards`` each
    seat's cards put aside (during the exchange, those not yet replaced); ``outcome`` who won each class of
    ganancias (``mano``, ``pie``, ``igual`` or ``""``); ``shown`` the declarations that count, by seat; ``points``
    this hand's points; ``totals`` the partida's, by decades; ``debts`` what each seat still owes after rounding and
    toward which mark (50 or 100; ``(0, 0)``: nothing), set at the end of the previous hand; ``nota`` the seat that
    won the juego this hand reaching 100 while the other still owed (l. 2999–3003).
    """

    phase: str
    to_move: int | None
    ronda: int
    mano: int
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    alce: tuple[Card, ...] = ()
    calidades: bool = False
    discards: tuple[tuple[Card, ...], ...] = ((), ())
    pending: int = 0  # the cards the seat to move has put aside and not yet replaced
    seen: tuple[tuple[Card, ...], ...] = ((), ())
    held: tuple[tuple[Card, ...], ...] = ((), ())  # the hands after the exchange, that the ganancias count
    blancas: tuple[int, ...] = ()
    step: int = 0  # the class the mano is declaring (3: the pie shows his)
    claim: str = ""  # the mano's declaration waiting for the pie's answer
    named: Suit | None = None  # the suit the mano said he would lead, to see what the pie left
    outcome: tuple[str, ...] = ("", "", "")
    shown: tuple[tuple[str, ...], ...] = ((), ())
    words: tuple[tuple[int, str], ...] = ()
    points: tuple[int, ...] = (0, 0)
    tied: bool = False
    pique: int | None = None
    repique: int | None = None
    trick: tuple[Card, ...] = ()
    leader: int = 0
    history: tuple[TrickRecord, ...] = ()
    totals: tuple[int, ...] = (0, 0)
    debts: tuple[tuple[int, int], ...] = ((0, 0), (0, 0))
    nota: int | None = None
    rondas: tuple[Ronda, ...] = ()
    transfers: tuple[Transfer, ...] = ()
    result: HandResult | None = None

    @property
    def pie(self) -> int:
        return 1 - self.mano

    @property
    def players(self) -> int:
        return PLAYERS


def first_mano(options: HandOptions) -> tuple[int, tuple[Card, ...]]:
    """The draw for the mano (l. 2791): each seat lifts a card, the higher is mano; a tie lifts again."""
    if options.deal is not None:
        return 0, ()
    rng = random.Random(f"{options.seed}/alce")
    while True:
        lifted = tuple(rng.sample(DECK_32, 2))
        if POWER[lifted[0].rank] != POWER[lifted[1].rank]:
            return (0 if POWER[lifted[0].rank] > POWER[lifted[1].rank] else 1), lifted


class CientosRules(BazaRules[CientosState]):
    """The 1790 Cientos: deal, exchange, declarations, twelve tricks, and the partida to 100."""

    slug: ClassVar[str] = "cientos"
    name: ClassVar[str] = "Cientos"
    players: ClassVar[tuple[int, ...]] = (PLAYERS,)
    variants: ClassVar[tuple[str, ...]] = (CALIDADES_VARIANT,)
    play_rules: ClassVar[GameRules] = PLAY_RULES
    summary: ClassVar[str] = (
        "Dos jugadores con 32 cartas (sin treses, cuatros, cincos ni seises; los doses valen diez): doce a cada uno "
        "y ocho al monte; el mano se descarta de una a cinco y el pie de las que quedan; se acusan el punto, las "
        "secansas y los catorces, y se juegan doce bazas sin triunfo. Pique, repique y capote; gana el primero a 100."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR

    # -- the deal --------------------------------------------------------------------------------------------------
    def check_options(self, options: HandOptions) -> None:
        names = variant_names(options.variant)
        if any(name.startswith("juegos-") for name in names):
            raise InvalidNotationError("los Cientos se juegan a 100 puntos, no a juegos")
        super().check_options(options)
        if options.pot:
            raise InvalidNotationError("los Cientos no se juegan con plato")
        if options.deal is not None:
            every = [card for cards in options.deal for card in cards]
            sizes = tuple(len(cards) for cards in options.deal)
            if sizes != (HAND_SIZE, HAND_SIZE, TALON) or set(every) != set(DECK_32) or len(every) != 32:
                raise InvalidNotationError(
                    "un reparto de los Cientos da doce cartas a cada uno (el asiento 1 es mano) y deja ocho en el "
                    "monte: las 32 cartas, cada una una vez"
                )

    def start(self, options: HandOptions) -> CientosState:
        mano, alce = first_mano(options)
        return replace(self.deal(options, 1, mano, (0, 0), (), ()), alce=alce)

    def deal(
        self,
        options: HandOptions,
        ronda: int,
        mano: int,
        totals: tuple[int, ...],
        rondas: tuple[Ronda, ...],
        transfers: tuple[Transfer, ...],
    ) -> CientosState:
        if ronda == 1 and options.deal is not None:
            hands, talon = tuple(options.deal[:PLAYERS]), tuple(options.deal[PLAYERS])
        else:  # «dará doce á cada uno en seis veces, á dos» (l. 2804)
            hands, talon = deal_ronda(DECK_32, options.seed, ronda, PLAYERS, (2,) * 6, mano)
        return CientosState(
            phase=DESCARTE,
            to_move=mano,
            ronda=ronda,
            mano=mano,
            hands=hands,
            talon=talon,
            calidades=CALIDADES_VARIANT in variant_names(options.variant),
            totals=totals,
            rondas=rondas,
            transfers=transfers,
        )

    # -- what may be done ------------------------------------------------------------------------------------------
    def position(self, state: CientosState) -> Position:
        return Position(PLAY_RULES, state.hands, None, state.trick, state.leader)

    def may_show_blancas(self, state: CientosState, seat: int) -> bool:
        return (
            state.phase == DESCARTE
            and seat not in state.blancas
            and not state.pending
            and not state.discards[seat]
            and is_blancas(state.hands[seat])
        )

    def showing(self, state: CientosState) -> int | None:
        """The class of ganancias the pie has to show now (after the mano's declarations), if any."""
        if state.phase != ACUSE or state.step < len(CATEGORIES):
            return None
        pie_shown = {category_of(d) for d in state.shown[state.pie]}
        return next(
            (c for c, won in enumerate(state.outcome) if won == PIE_WINS and c not in pie_shown), None
        )

    def answer(self, state: CientosState) -> str:
        """The true answer to the mano's standing declaration, from the pie's cards (l. 2890–2903)."""
        best = best_declaration(state.hands[state.pie], category_of(state.claim) or 0)
        if best is None or category_of(best) != category_of(state.claim):
            return BUENO
        mine, his = strength(state.claim), strength(best)
        return BUENO if mine > his else IGUAL if mine == his else NO_VALE

    @once_per_state
    def legal_actions(self, state: CientosState) -> list[str]:
        seat = state.to_move
        if state.result is not None or seat is None:
            return []
        hand = state.hands[seat]
        if state.phase == DESCARTE:
            actions = [BLANCAS] if self.may_show_blancas(state, seat) else []
            limit = MANO_MAX if seat == state.mano else len(state.talon)
            if state.pending < limit:
                actions += [DESCARTA + card.code for card in hand]
            if state.pending:
                actions.append(ROBA)
            elif seat == state.pie:
                actions.append(PASO)
            return actions
        if state.phase == ACUSE:
            if state.claim:
                return [self.answer(state)]
            category = state.step if seat == state.mano else self.showing(state)
            assert category is not None
            if seat == state.mano and category == PUNTO_CAT:
                return [*declarations(hand, PUNTO_CAT), NADA, *self.may_see(state)]
            best = best_declaration(hand, category)
            if best is None:
                return [NADA]
            return [d for d in declarations(hand, category) if strength(d) == strength(best)] + [NADA]
        plays = self.position(state).legal_plays()
        if self.bound(state):
            return [code for code in plays if CARDS_BY_CODE[code].suit == state.named]
        return plays

    def may_see(self, state: CientosState) -> list[str]:
        """The mano may see the cards the pie left, saying first which suit he will lead (l. 2872–2876)."""
        if state.named is not None or state.step or not state.talon:
            return []
        return [
            VER + suit.value for suit in Suit if any(card.suit == suit for card in state.hands[state.mano])
        ]

    @staticmethod
    def bound(state: CientosState) -> bool:
        """Whether the mano's first lead must be of the suit he named (l. 2876–2878)."""
        return (
            state.named is not None and not state.history and not state.trick and state.to_move == state.mano
        )

    def canonical(self, action: str) -> str:
        text = "".join(action.strip().split())
        lower = text.lower()
        word, colon, rest = lower.partition(":")
        if colon and word in ("descarta", "punto", "catorce", "tres", "ver", *LENGTHS):
            return f"{word}:{rest.upper()}"
        if lower in ("novale", "no_vale"):
            return NO_VALE
        if lower in (ROBA, PASO, BLANCAS, NADA, *ANSWERS):
            return lower
        return text.upper()

    def check(self, state: CientosState, action: str, seat: int | None = None) -> Violation | None:
        act = self.canonical(action)
        if state.result is not None or state.to_move is None:
            return violation(FASE, "La partida ha terminado: ya no se puede jugar.", None, act, ())
        if seat is not None and seat != state.to_move:
            return Violation(TURNO, f"No es tu turno: ahora le toca {seat_name(state.to_move)}.", tried=act)
        legal = self.legal_actions(state)
        if act in legal:
            return None
        if state.phase == DESCARTE:
            return self._exchange_violation(state, act, action, legal)
        if state.phase == ACUSE:
            return self._acuse_violation(state, act, action, legal)
        return self._play_violation(state, act, action, legal)

    def _exchange_violation(self, state: CientosState, act: str, action: str, legal: list[str]) -> Violation:
        me = state.to_move
        assert me is not None
        mano = me == state.mano
        if act.startswith(DESCARTA):
            card = CARDS_BY_CODE.get(act.removeprefix(DESCARTA))
            if card is None or card not in state.hands[me]:
                return violation(CARTA, "No tienes esa carta en la mano.", None, act, legal)
            most = MANO_MAX if mano else len(state.talon)
            return violation(
                DESCARTE_CODE,
                f"{'El mano' if mano else 'El pie'} no puede irse de más de {most} cartas: "
                + ("puede robar hasta cinco del monte." if mano else "son las que quedan en el monte.")
                + " Di «roba».",
                MONTE,
                act,
                legal,
            )
        if act == ROBA:
            return violation(
                DESCARTE_CODE,
                "El mano ha de descartarse a lo menos de una carta antes de robar.",
                DESCARTE_LAW,
                act,
                legal,
            )
        if act == PASO:
            text = (
                "El mano no puede quedarse con sus doce: a lo menos ha de irse de una."
                if mano
                else "Ya has dejado cartas: roba otras tantas del monte («roba»)."
            )
            return violation(DESCARTE_CODE, text, DESCARTE_LAW, act, legal)
        if act == BLANCAS:
            text = (
                "Cartas blancas son las que no tienen figura alguna: tienes rey, caballo o sota."
                if not is_blancas(state.hands[me] + state.discards[me])
                else "Las cartas blancas se enseñan lo primero, antes de descartarse."
            )
            return violation(ACUSE_CODE, text, BLANCAS_LAW, act, legal)
        if category_of(act) is not None or act in ANSWERS or act == NADA:
            return violation(
                FASE,
                "Las ganancias se acusan hecho ya el descarte: ahora te toca descartarte.",
                ORDEN,
                act,
                legal,
            )
        if act in CARDS_BY_CODE:
            return violation(
                FASE, "Todavía no se juega: primero el descarte y el acuse.", DESCARTE_LAW, act, legal
            )
        return self._unknown(action, legal)

    def _acuse_violation(self, state: CientosState, act: str, action: str, legal: list[str]) -> Violation:
        me = state.to_move
        assert me is not None
        category = category_of(act)
        if state.claim:
            if act in ANSWERS:
                law = (PUNTO_LAW, SECANSA_LAW, CATORCES)[category_of(state.claim) or 0]
                return violation(
                    ACUSE_CODE,
                    f"No es así: a «{state.claim}» has de responder con la verdad de tus cartas, «{legal[0]}».",
                    law,
                    act,
                    legal,
                )
            return violation(
                ACUSE_CODE,
                f"Primero responde a lo que acusó el mano («{state.claim}»): «bueno», «igual» o «no-vale».",
                PUNTO_LAW,
                act,
                legal,
            )
        if act in ANSWERS:
            return violation(ACUSE_CODE, "Nadie ha acusado nada a que responder.", PUNTO_LAW, act, legal)
        if act.startswith(VER):
            return violation(
                ACUSE_CODE,
                "Las cartas que deja el pie las ve el mano antes de acusar, y diciendo primero de qué palo ha de "
                "salir, de un palo que tenga; y solo si el pie dejó alguna.",
                DESCARTE_LAW,
                act,
                legal,
            )
        if category is None:
            if act in CARDS_BY_CODE:
                return violation(
                    FASE,
                    "Antes de jugar la primera carta se acusan y enseñan las ganancias: acusa o di «nada».",
                    ENSENAR,
                    act,
                    legal,
                )
            if act.startswith(DESCARTA) or act in (ROBA, PASO, BLANCAS):
                return violation(
                    FASE,
                    "El descarte ya está hecho: tocado el monte no se vuelve el descarte al juego.",
                    NO_VOLVER,
                    act,
                    legal,
                )
            return self._unknown(action, legal)
        mine = state.step if me == state.mano else self.showing(state)
        assert mine is not None
        if category != mine:
            return violation(
                ACUSE_CODE,
                f"Se acusa por su orden, el punto, después las secansas y luego los catorces o tres: ahora toca "
                f"{CATEGORIES[mine]}.",
                ORDEN,
                act,
                legal,
            )
        held = declarations(state.hands[me], category)
        if act not in held:
            return violation(
                ACUSE_CODE,
                "No tienes eso en tus cartas: todo se ha de enseñar para que valga, y el que acusa un catorce "
                "por otro no cuenta nada.",
                CATORCE_POR_OTRO if category == GRUPO_CAT else ENSENAR,
                act,
                legal,
            )
        return violation(
            ACUSE_CODE,
            "Se ha de principiar por nombrar lo mayor: quien acusa primero lo menor lo pierde.",
            CATORCE_PRIMERO if category == GRUPO_CAT else MAYOR_PRIMERO,
            act,
            legal,
        )

    def _play_violation(self, state: CientosState, act: str, action: str, legal: list[str]) -> Violation:
        if act in CARDS_BY_CODE or (act[:-1].isdigit() and act[-1:].isalpha()):
            found = self.position(state).check_play(act)
            if found is not None:
                return found
            if self.bound(state):
                return violation(
                    ACUSE_CODE,
                    f"Dijiste que saldrías de {state.named.spanish if state.named else ''} para ver las que dejó el "
                    "pie: has de salir de ese palo.",
                    SALIR,
                    act,
                    legal,
                )
            return violation(CARTA, "Esa carta no es de esta baraja.", BARAJA, act, legal)
        if category_of(act) is not None or act in (*ANSWERS, NADA, BLANCAS):
            return violation(
                FASE,
                "Las ganancias se enseñan antes de jugar la primera carta: ya no se pueden acusar.",
                ENSENAR,
                act,
                legal,
            )
        if act.startswith(DESCARTA) or act in (ROBA, PASO):
            return violation(
                FASE, "El descarte ya se hizo: ahora se juegan las bazas.", NO_VOLVER, act, legal
            )
        return self._unknown(action, legal)

    def _unknown(self, action: str, legal: list[str]) -> Violation:
        return violation(
            ACCION,
            f"«{action}» no es una jugada de los Cientos: en el descarte «descarta:7O» y «roba»; en el acuse "
            "«punto:48», «quinta:12O», «catorce:1», «nada», «bueno»…; en el juego una carta.",
            None,
            action,
            legal,
        )

    # -- applying --------------------------------------------------------------------------------------------------
    def apply(self, state: CientosState, action: str, options: HandOptions) -> CientosState:
        seat = state.to_move
        assert seat is not None
        words = (*state.words, (seat, action))
        if state.phase == DESCARTE:
            return self._exchange(replace(state, words=words), seat, action)
        if state.phase == ACUSE:
            return self._acuse(replace(state, words=words), seat, action)
        return self._play(state, seat, CARDS_BY_CODE[action], options)

    def _exchange(self, state: CientosState, seat: int, action: str) -> CientosState:
        if action == BLANCAS:
            return replace(state, blancas=(*state.blancas, seat))
        if action.startswith(DESCARTA):
            card = CARDS_BY_CODE[action.removeprefix(DESCARTA)]
            hands = tuple(
                tuple(c for c in h if c != card) if s == seat else h for s, h in enumerate(state.hands)
            )
            discards = tuple((*d, card) if s == seat else d for s, d in enumerate(state.discards))
            return replace(state, hands=hands, discards=discards, pending=state.pending + 1)
        taken, talon = state.talon[: state.pending], state.talon[state.pending :]
        hands = tuple((*h, *taken) if s == seat else h for s, h in enumerate(state.hands))
        state = replace(state, hands=hands, talon=talon, pending=0)
        if seat == state.mano:
            return replace(state, to_move=state.pie)
        seen = tuple(
            talon if s == seat else d for s, d in enumerate(state.seen)
        )  # the pie sees what he leaves
        return replace(state, seen=seen, phase=ACUSE, to_move=state.mano, step=0, held=hands)

    def _acuse(self, state: CientosState, seat: int, action: str) -> CientosState:
        outcome = list(state.outcome)
        if action in ANSWERS:  # the pie answers the mano's declaration
            category = category_of(state.claim)
            assert category is not None
            outcome[category] = {BUENO: MANO_WINS, IGUAL: TIE, NO_VALE: PIE_WINS}[action]
            if action == BUENO:
                state = self._add_shown(state, state.mano, state.claim)
            state = replace(state, outcome=tuple(outcome), claim="", tied=state.tied or action == IGUAL)
            return self._next_declaration(replace(state, step=state.step + 1))
        if seat == state.mano:
            if action.startswith(VER):
                seen = tuple((*d, *state.talon) if s == seat else d for s, d in enumerate(state.seen))
                return replace(state, named=Suit.parse(action.removeprefix(VER)), seen=seen)
            if action != NADA:
                return replace(state, claim=action, to_move=state.pie)
            pie_has = best_declaration(state.hands[state.pie], state.step) is not None
            outcome[state.step] = PIE_WINS if pie_has else ""
            return self._next_declaration(replace(state, outcome=tuple(outcome), step=state.step + 1))
        category = self.showing(state)
        assert category is not None
        if action == NADA:  # not shown, not counted; the mano counts his own (l. 2919)
            mano_has = best_declaration(state.hands[state.mano], category) is not None
            outcome[category] = MANO_WINS if mano_has else ""
            state = replace(state, outcome=tuple(outcome))
            if mano_has:
                best = best_declaration(state.hands[state.mano], category)
                assert best is not None
                state = self._add_shown(state, state.mano, best)
        else:
            state = self._add_shown(state, seat, action)
        return self._next_declaration(state)

    def _add_shown(self, state: CientosState, seat: int, action: str) -> CientosState:
        return replace(
            state, shown=tuple((*d, action) if s == seat else d for s, d in enumerate(state.shown))
        )

    def _next_declaration(self, state: CientosState) -> CientosState:
        if state.step < len(CATEGORIES):
            return replace(state, to_move=state.mano)
        if self.showing(state) is not None:
            return replace(state, to_move=state.pie)
        return self._count_declarations(state)

    def _count_declarations(self, state: CientosState) -> CientosState:
        """The ganancias in their order, with the repique (l. 2941–2946); then the mano leads."""
        points = [0, 0]
        repique: int | None = None
        tied = False
        events: list[tuple[int, int]] = [
            (seat, BLANCAS_POINTS) for seat in (state.mano, state.pie) if seat in state.blancas
        ]
        for category, won in enumerate(state.outcome):
            if won == TIE:
                tied = True
                events.append((state.mano, 0))
                continue
            for seat in range(PLAYERS):
                counted = self.counted(state, seat, category)
                if counted:
                    events.append((seat, counted))
        nota = state.nota
        for seat, amount in events:
            if not amount:
                continue
            points[seat] += amount
            other = 1 - seat
            if repique is None and points[seat] >= PIQUE_AT and not points[other] and not tied:
                repique = seat
                points[seat] += REPIQUE_BONUS
            nota = self.first_to_100(replace(state, points=tuple(points), nota=nota), seat)
        return replace(
            state,
            points=tuple(points),
            nota=nota,
            repique=repique,
            tied=tied,
            phase=JUEGO,
            to_move=state.mano,
            leader=state.mano,
        )

    def counted(self, state: CientosState, seat: int, category: int) -> int:
        """What ``seat`` counts of ``category``: nothing unless it won it; then its declared punto, or every secansa
        (or catorce and tres) it holds, «á su sombra» (l. 2905, 3025–3027)."""
        mine = [d for d in state.shown[seat] if category_of(d) == category]
        if not mine:
            return 0
        if category == PUNTO_CAT:
            return declaration_points(mine[0])
        return sum(declaration_points(d) for d in declarations(state.held[seat], category))

    def _play(self, state: CientosState, seat: int, card: Card, options: HandOptions) -> CientosState:
        hands = tuple(tuple(c for c in h if c != card) if s == seat else h for s, h in enumerate(state.hands))
        trick = (*state.trick, card)
        if len(trick) == 1:  # a point for every card led (l. 2954)
            return replace(self._score(state, seat, 1), hands=hands, trick=trick, to_move=1 - seat)
        winner = PLAY_RULES.trick_winner(trick, state.leader, PLAYERS, None)
        assert winner is not None
        record = TrickRecord(state.leader, trick, winner)
        if winner != state.leader:
            state = self._score(state, winner, 1)  # won on the other's lead (l. 2954)
        if not any(hands):
            winning = trick[(winner - state.leader) % PLAYERS]
            if (
                VALUE[winning.rank] >= 10
            ):  # the last trick, unless taken with a seven, eight or nine (l. 2956)
                state = self._score(state, winner, 1)
        state = replace(
            state, hands=hands, trick=(), leader=winner, to_move=winner, history=(*state.history, record)
        )
        return self.end_ronda(state, options) if not any(hands) else state

    def _score(self, state: CientosState, seat: int, amount: int) -> CientosState:
        """``amount`` points to ``seat`` in play, with the pique (l. 2948–2952)."""
        points = list(state.points)
        points[seat] += amount
        pique = state.pique
        if (
            seat == state.mano
            and pique is None
            and state.repique is None
            and points[seat] >= PIQUE_AT
            and not points[1 - seat]
            and not state.tied
        ):
            pique = seat
            points[seat] += PIQUE_BONUS
        state = replace(state, points=tuple(points), pique=pique)
        return replace(state, nota=self.first_to_100(state, seat))

    @staticmethod
    def first_to_100(state: CientosState, seat: int) -> int | None:
        """The seat that wins by the Nota (l. 2999–3003), once ``seat`` has just counted: it reaches 100 (marked
        totals and this hand's points so far), owing nothing toward 100, while the other has not paid his debt."""
        if state.nota is not None:
            return state.nota
        owed, toward = state.debts[seat]
        reached = state.totals[seat] + state.points[seat] >= TARGET and (
            toward != TARGET or state.points[seat] >= owed
        )
        return seat if reached and state.points[1 - seat] < state.debts[1 - seat][0] else None

    @staticmethod
    def owing(state: CientosState, seat: int) -> tuple[int, int]:
        """What ``seat`` still owes now, and toward which mark: its debt less this hand's points."""
        owed, toward = state.debts[seat]
        left = owed - state.points[seat]
        return (left, toward) if left > 0 else (0, 0)

    # -- the end of a hand and of the partida ------------------------------------------------------------------------
    def end_ronda(self, state: CientosState, options: HandOptions) -> CientosState:
        tricks = [0, 0]
        for record in state.history:
            tricks[record.winner] += 1
        points = list(state.points)
        lines = [self._ronda_heading(state, tricks)]
        lines += self._declaration_lines(state)
        bazas = next((s for s in range(PLAYERS) if tricks[s] > HAND_SIZE // 2), None)
        if bazas is not None:
            capote = tricks[bazas] == HAND_SIZE
            points[bazas] += CAPOTE_POINTS if capote else BAZAS_POINTS
            state = replace(state, points=tuple(points))
            state = replace(state, nota=self.first_to_100(state, bazas))
            lines.append(
                f"{seat_name(bazas).capitalize()} "
                + (
                    f"hace todas las bazas: capote, {CAPOTE_POINTS} ({CAPOTE_LAW.lines})."
                    if capote
                    else f"gana las bazas ({tricks[bazas]}): {BAZAS_POINTS} ({BAZAS_LAW.lines})."
                )
            )
        else:
            lines.append("Seis bazas cada uno: las bazas se empatan (l. 2704).")
        marked = tuple(decades(p) for p in points)
        lines.append(
            "Puntos de la mano: "
            + ", ".join(f"{seat_name(s)} {points[s]}, señala {marked[s]}" for s in range(PLAYERS))
            + f" (por decenas, {DECENAS.lines})."
        )
        totals = tuple(t + m for t, m in zip(state.totals, marked, strict=True))
        debts = self._debts(state, totals, lines)
        transfers = list(state.transfers)
        if state.calidades:
            transfers += self._calidades(state, tricks, points, lines)
        if state.nota is not None:
            over, winner = True, state.nota
            doble = state.debts[1 - winner][1] == HALF
            lines.append(
                f"{seat_name(winner).capitalize()} llega a {TARGET} antes de que {seat_name(1 - winner)} haga lo "
                f"que debía: gana el juego {'doble' if doble else 'sencillo'} ({NOTA.lines})."
            )
        else:
            standing = [(debts[s][1] != TARGET and totals[s] >= TARGET, totals[s]) for s in range(PLAYERS)]
            winner = max(range(PLAYERS), key=lambda s: standing[s])
            over = standing[winner][0] and standing[0] != standing[1]
            doble = totals[1 - winner] < HALF or debts[1 - winner][1] == HALF
            if over:
                lines.append(
                    f"{seat_name(winner).capitalize()} llega a {totals[winner]} y gana el juego "
                    + (
                        f"doble: el otro no llegó a {HALF} (l. 2702)."
                        if doble
                        else f"sencillo: el otro pasó de {HALF} (l. 2702)."
                    )
                )
        if over:
            stake = DOBLE if doble else SENCILLO
            transfers.append(
                Transfer(1 - winner, winner, stake, f"el juego {'doble' if doble else 'sencillo'}", JUEGO_LAW)
            )
            if state.calidades:
                amount = 2 if doble else 1
                transfers.append(
                    Transfer(
                        1 - winner,
                        winner,
                        amount,
                        f"calidad: perder el juego {'doble' if doble else 'sencillo'}",
                        CALIDADES,
                    )
                )
        ronda = Ronda(
            number=state.ronda,
            points=tuple(points),
            winners=tuple(s for s in range(PLAYERS) if marked[s] == max(marked)),
            juegos=0,
            lines=tuple(lines),
            citation=RESUMEN,
        )
        rondas = (*state.rondas, ronda)
        if not over:
            next_state = self.deal(options, state.ronda + 1, state.pie, totals, rondas, tuple(transfers))
            return replace(next_state, alce=state.alce, debts=debts)
        state = replace(state, totals=totals, rondas=rondas, transfers=tuple(transfers), points=tuple(points))
        result = make_result(
            kind="juego doble" if doble else "juego sencillo",
            winners=(winner,),
            jugador=None,
            contract=None,
            tricks=tuple(tricks),
            pot_before=0,
            transfers=transfers,
            explanation="\n".join(line for r in rondas for line in r.lines),
            citation=JUEGO_LAW,
        )
        return replace(state, phase=FIN, to_move=None, result=result)

    def _debts(
        self, state: CientosState, totals: tuple[int, ...], lines: list[str]
    ) -> tuple[tuple[int, int], ...]:
        """What each seat owes after this hand (l. 2999–3003): the unpaid rest of its debt, or, when rounding up
        carried it to a mark (50 or 100) that its exact points (marked totals before and this hand's points) did
        not reach, the points missing."""
        debts = []
        for seat in range(PLAYERS):
            owed = state.debts[seat][0]
            left = self.owing(state, seat)
            if owed and not left[0]:
                lines.append(
                    f"{seat_name(seat).capitalize()} hace {owed_points(owed)} que debía ({NOTA.lines})."
                )
            exact = state.totals[seat] + state.points[seat]
            mark = next((m for m in (TARGET, HALF) if exact < m <= totals[seat]), None)
            if not left[0] and mark is not None:
                left = (mark - exact, mark)
            if left[0]:
                lines.append(
                    f"{seat_name(seat).capitalize()} señala {totals[seat]} y debe {owed_points(left[0])} para "
                    f"{MARKS[left[1]]}: en la mano siguiente ({NOTA.lines})."
                )
            debts.append(left)
        return tuple(debts)

    def _ronda_heading(self, state: CientosState, tricks: list[int]) -> str:
        return (
            f"Mano {state.ronda} (es mano {seat_name(state.mano)}). Bazas {tricks[0]}-{tricks[1]}; puntos contados "
            f"{state.points[0]}-{state.points[1]} antes de las bazas (ganancias y juego, {CONTAR.lines})."
        )

    def _declaration_lines(self, state: CientosState) -> list[str]:
        lines = [
            f"{seat_name(seat).capitalize()} enseña cartas blancas: {BLANCAS_POINTS} (l. 2857–2860)."
            for seat in state.blancas
        ]
        for category, won in enumerate(state.outcome):
            if won == TIE:
                lines.append(
                    f"{CATEGORIES[category].capitalize()} se empata: no lo cuenta ninguno (l. 2897, 2903)."
                )
                continue
            for seat in range(PLAYERS):
                counted = self.counted(state, seat, category)
                if counted:
                    shown = [said(d) for d in state.shown[seat] if category_of(d) == category]
                    lines.append(
                        f"{seat_name(seat).capitalize()} cuenta {CATEGORIES[category]} ({', '.join(shown)}"
                        f"{f', y a su sombra lo demás, {SOMBRA.lines}' if category and len(shown) == 1 and counted > declaration_points(shown[0]) else ''}"
                        f"): {counted}."
                    )
        if state.repique is not None:
            lines.append(
                f"{seat_name(state.repique).capitalize()} repica: cuenta 90 en lugar de 30 ({REPIQUE.lines})."
            )
        if state.pique is not None:
            lines.append(
                f"{seat_name(state.pique).capitalize()} pica: cuenta 60 en lugar de 30 ({PIQUE.lines})."
            )
        return lines

    def _calidades(
        self, state: CientosState, tricks: list[int], points: list[int], lines: list[str]
    ) -> list[Transfer]:
        """The calidades of one hand, one tanto each (l. 3015–3031)."""
        owed: list[tuple[int, int, str]] = []  # (payee, calidades, concept)
        owed += [(seat, 1, "cartas blancas") for seat in state.blancas]
        if state.pique is not None:
            owed.append((state.pique, 1, "el pique"))
        if state.repique is not None:
            owed.append((state.repique, 2, "el repique"))
        for seat in range(PLAYERS):
            if self.counted(state, seat, SECANSA_CAT):
                for length, _first in secansas(state.held[seat]):
                    if length >= 5:
                        owed.append((seat, length - 4, f"una {SECANSA_NAMES[length]}"))
            if self.counted(state, seat, GRUPO_CAT):
                owed += [
                    (seat, 1, f"el catorce de {GROUP_NAMES[r]}")
                    for n, r in groups(state.held[seat])
                    if n == 4
                ]
        capote = next((s for s in range(PLAYERS) if tricks[s] == HAND_SIZE), None)
        if capote is not None:
            owed.append((capote, 1, "el capote"))
        for seat in range(PLAYERS):
            if points[seat] < 5:
                owed.append((1 - seat, 2, "no llegar a cinco en la mano"))
            elif points[seat] < 10:
                owed.append((1 - seat, 1, "no llegar a diez en la mano"))
        transfers = [
            Transfer(1 - payee, payee, amount, f"calidad: {concept}", CALIDADES)
            for payee, amount, concept in owed
        ]
        if transfers:
            lines.append(
                "Calidades: "
                + "; ".join(f"{concept}, {amount} a {seat_name(payee)}" for payee, amount, concept in owed)
                + " (l. 3015–3031)."
            )
        return transfers

    # -- what a seat sees ----------------------------------------------------------------------------------------------
    def view(self, state: CientosState, seat: int) -> BazaView:
        return BazaView(
            game=self.slug,
            seat=seat,
            players=PLAYERS,
            phase=state.phase,
            to_move=state.to_move,
            hand=state.hands[seat],
            sides=(0, 1),
            trump=None,
            pinta=None,
            stock_size=len(state.talon),
            trick=state.trick,
            trick_leader=state.leader if state.trick else None,
            history=state.history,
            hand_sizes=tuple(len(cards) for cards in state.hands),
            points=net(state.transfers, PLAYERS)[0],
            card_points=state.points,
            cantes=(),
            juegos=state.totals,
            target=TARGET,
            ronda=state.ronda,
            rondas=state.rondas,
            legal_actions=tuple(self.legal_actions(state)) if seat == state.to_move else (),
            result=state.result,
            play_rules=PLAY_RULES,
            mano=state.mano,
            announcements=self._public_words(state),
            discards=state.discards[seat],
            notes=self.notes(state),
            seen=state.seen[seat],
            score_unit="puntos",
        )

    @staticmethod
    def _public_words(state: CientosState) -> tuple[tuple[int, str], ...]:
        """The words of the exchange that the other seat may know: how many cards each left, not which."""
        return tuple((seat, "descarta" if word.startswith(DESCARTA) else word) for seat, word in state.words)

    def notes(self, state: CientosState) -> tuple[str, ...]:
        """The public facts of the hand, in Spanish: the draw, the exchange, what was declared and shown."""
        notes = []
        if state.alce and state.ronda == 1:
            notes.append(
                f"Al alzar, el asiento 1 sacó {state.alce[0].with_article} y el asiento 2 "
                f"{state.alce[1].with_article}: es mano {seat_name(state.mano)}, que tiene la mayor ({SORTEO.lines})."
            )
        notes.append(
            f"Es mano {seat_name(state.mano)} y pie {seat_name(state.pie)}, que da. Sin triunfo; los doses valen "
            f"diez; dio de dos en dos ({DAR.lines}). Se cuentan las ganancias y las bazas, y gana el primero que llega a 100."
        )
        if state.phase == DESCARTE:
            notes.append(
                f"El monte tiene {len(state.talon)} cartas: el mano se va de una a cinco y roba otras tantas; el pie, "
                "de las que queden."
            )
        notes += [f"{seat_name(seat).capitalize()} enseña cartas blancas." for seat in state.blancas]
        for seat in range(PLAYERS):
            for shown in state.shown[seat]:
                cards = (
                    f" ({', '.join(c.name for c in declaration_cards(shown))})"
                    if category_of(shown) == SECANSA_CAT
                    else ""
                )
                notes.append(f"{seat_name(seat).capitalize()} acusa y le vale {said(shown)}{cards}.")
        if state.claim:
            notes.append(f"{seat_name(state.mano).capitalize()} acusa {said(state.claim)}.")
        if state.repique is not None:
            notes.append(f"{seat_name(state.repique).capitalize()} ha repicado (90 en lugar de 30).")
        if state.pique is not None:
            notes.append(f"{seat_name(state.pique).capitalize()} ha picado (60 en lugar de 30).")
        if state.phase in (ACUSE, JUEGO):
            notes.append(f"Puntos de esta mano: asiento 1, {state.points[0]}; asiento 2, {state.points[1]}.")
        notes.append(f"Partida: asiento 1, {state.totals[0]}; asiento 2, {state.totals[1]} (a {TARGET}).")
        for seat in range(PLAYERS):
            owed, toward = self.owing(state, seat)
            if owed and state.result is None:
                notes.append(
                    f"{seat_name(seat).capitalize()} debe {owed_points(owed)} para {MARKS[toward]} ({NOTA.lines})."
                )
        return tuple(notes)
