"""Whole partidas of the 1790 *Rebesino*: four players each for himself, no trumps, and the aim of taking no trick.

*Reglas y leyes del Rebesino* (Madrid, 1790; bound into ``mediator-hombre-1807.txt``, l. 1932–2362). Forty-eight
cards; eleven to each in three rounds («una á tres, y dos á quatro», l. 2083) and the pie, who deals, keeps twelve
(l. 1981); the three left over are the *bazeta* (l. 2090). The exchange goes from the mano round the table: each
may put one card under the bazeta and take the top one, keep his hand, or look at the top card and put it under
(l. 2147, 2163); the pie takes none and only leaves one of his twelve (l. 2149–2151): four cards *duermen*. Then
eleven tricks: follow suit if you can, no need to win (l. 2179, 2005), the highest card of the suit led wins, and
the winner leads (l. 2181). The holder of the *napolitana* (four aces, or three and the caballo de copas, l. 2029)
may renege until he is *introducido* (l. 2305).

At the end (l. 2311–2358): the *partida* (4 tantos) is paid by the seat with most points in its tricks (as 4, rey 3,
caballo 2, sota 1, l. 2071) to the one who took no trick or fewest points; the *cartas de pago* (ases 1, as de oros
2, caballo de copas 3, l. 2075) are paid when sold, drawn out, led or left sleeping; a *Rebesino de cartas* (all
eleven tricks) takes eight tantos from each (l. 2358); the napolitana twelve (l. 2357).

>>> import games
>>> hand = games.new_hand("rebesino", seed=3)
>>> [len(hand.view(seat).hand) for seat in range(4)], hand.view(0).stock_size
([11, 11, 11, 12], 3)
>>> hand.phase, hand.to_move, hand.legal_actions()[:2]
('descarte', 0, ['paso', 'mira'])
>>> hand = hand.apply("paso").apply("mira").apply("paso")
>>> hand.check("paso").code, hand.check("roba").code
('descarte', 'robo')
>>> hand = hand.apply("descarta:" + hand.view(3).hand[0].code)
>>> hand.phase, hand.to_move, hand.view(3).stock_size
('juego', 0, 4)

The trick: the 1790 *Rebesino*: four players each for himself, no trumps, and the aim of taking no trick.

"todos están obligados á servir menos el que estuviese fallo ó tenga quatro ases … no habiendo triunfo en este
juego, siempre gana el mayor naype del palo que se salió jugando" (1790, l. 2179). Nobody is obliged to win
(l. 2005). The holder of the *napolitana* may renege as often as he likes (l. 2029).

>>> import games
>>> pos = games.position("rebesino", hands=[[], ["5O", "3C"], [], []], trick=["7O"], leader=0)
>>> pos.legal_plays()
['5O']
>>> games.position("rebesino", hands=[[], ["5O", "3C"], [], []], trick=["7O"], leader=0,
...                napolitana=1).legal_plays()
['5O', '3C']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import ClassVar

from games.bazas.base import (
    CANTE_CODE,
    FIN,
    JUEGO,
    BazaRules,
    BazaView,
    Ronda,
    deal_ronda,
)
from games.core.cards import CARDS_BY_CODE, DECK_48, Card, Suit
from games.core.citations import Citation, cite
from games.core.errors import InvalidNotationError
from games.core.hand import ACCION, DESCARTE_CODE, FASE, ROBO, HandOptions, once_per_state, violation
from games.core.result import HandResult, Transfer, make_result
from games.core.rules import GameRules, Requirement, plain_power
from games.core.trick import Position, TrickRecord, seat_name
from games.core.violations import ASISTIR, CARTA, TURNO, Violation

BOOK = "mediator-hombre-1807"
POWER = plain_power((1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2))
DE_LA_MANO = cite(BOOK, "Rebesino: De la mano", 2179)


class Rebesino(GameRules):
    slug = "rebesino"
    name = "Rebesino"
    aliases = ("revesino",)
    family = "rebesino"
    players = (4,)
    deck = DECK_48
    hand_size = {4: 11}
    source_slug = BOOK
    has_trumps = False
    summary = "Cuatro jugadores, cada uno por sí, sin triunfo: gana quien no hace bazas o hace menos puntos."
    obligations = "Servir al palo, sin obligación de ganar; quien tiene la napolitana puede renunciar (1790, l. 2179, 2005, 2029)."
    play_citation = DE_LA_MANO

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return card.suit.value, POWER[card.rank]

    def requirements(self, position: Position) -> list[Requirement]:
        if position.to_move == position.napolitana:
            return []
        led = position.trick[0]
        same = frozenset(card for card in position.hand if card.suit == led.suit)
        if not same:
            return []
        return [Requirement(ASISTIR, same, DE_LA_MANO, FOLLOW)]


FOLLOW = (
    "Renuncio: la baza la abrió {led} y tienes {suit} ({allowed}): todos están obligados a servir, aunque nadie a "
    "ganar. Has intentado jugar {tried}."
)


# -- the passages ---------------------------------------------------------------------------------------------------
BARAJA = cite(BOOK, "Rebesino: Reglas del Rebesino", 1958)
BAZETA = cite(BOOK, "Rebesino: Explicación de algunos términos (Monte ó Bazeta)", 1981, 1983)
CORTAR = cite(BOOK, "Rebesino: Explicación de algunos términos (Cortar el Rebesino)", 2027)
NAPOLITANA_DEF = cite(BOOK, "Rebesino: Explicación de algunos términos (Napolitana ó Rebesino de ases)", 2029)
BIEN_SENTADO = cite(BOOK, "Rebesino: Explicación de algunos términos (Estar bien sentado)", 2037)
PUNTOS = cite(BOOK, "Rebesino: Del valor de los naypes", 2071)
PAGO = cite(BOOK, "Rebesino: Del valor de los naypes (cartas de pago)", 2075, 2077)
DAR = cite(BOOK, "Rebesino: Del dar ó repartir los naypes", 2083)
MONTE = cite(BOOK, "Rebesino: Del dar ó repartir los naypes", 2090)
MIRAR = cite(BOOK, "Rebesino: Del descarte y robo", 2147)
PIE_DEJA = cite(BOOK, "Rebesino: Del descarte y robo", 2149, 2151)
MUDAR = cite(BOOK, "Rebesino: Del descarte y robo", 2153)
VER_ANTES = cite(BOOK, "Rebesino: Del descarte y robo", 2159)
DOS_CARTAS = cite(BOOK, "Rebesino: Del descarte y robo", 2161)
MODO = cite(BOOK, "Rebesino: Del descarte y robo", 2163)
PIE_ROBA = cite(BOOK, "Rebesino: Del descarte y robo", 2171)
MANO = cite(BOOK, "Rebesino: De la mano", 2179)
ALZA = cite(BOOK, "Rebesino: De la mano", 2181)
PRIMERO_CORTA = cite(BOOK, "Rebesino: Reglas generales", 2237)
NO_PAGA = cite(BOOK, "Rebesino: Reglas generales (el que dé Rebesino)", 2243)
OBLIGACION = cite(BOOK, "Rebesino: la napolitana", 2270, 2272)
PRIVILEGIO_CORTE = cite(BOOK, "Rebesino: la napolitana", 2274, 2279)
INTRODUCCION = cite(BOOK, "Rebesino: la napolitana", 2281, 2285)
ENTRE_TODOS = cite(BOOK, "Rebesino: la napolitana", 2287)
NAPOLITANA_MANO = cite(BOOK, "Rebesino: la napolitana", 2291, 2295)
SIN_PRIVILEGIO = cite(BOOK, "Rebesino: la napolitana", 2303)
INTRODUCIDO = cite(BOOK, "Rebesino: la napolitana", 2305)
DUERME_NAPOLITANA = cite(BOOK, "Rebesino: la napolitana", 2307, 2309)
GANA_PARTIDA = cite(BOOK, "Rebesino: la partida", 2316)
PAGA_PARTIDA = cite(BOOK, "Rebesino: la partida", 2316, 2318)
VENDER = cite(BOOK, "Rebesino: vender", 2320)
SACAR = cite(BOOK, "Rebesino: sacar", 2322)
CABEZA = cite(BOOK, "Rebesino: salir por un as", 2324)
ENCERRADO = cite(BOOK, "Rebesino: el que se queda encerrado", 2324, 2331)
DORMIDOS = cite(BOOK, "Rebesino: los que se hallen en la bazeta", 2333)
TABLA_PARTIDA = cite(BOOK, "Rebesino: Resumen de los pagos", 2356)
TABLA_NAPOLITANA = cite(BOOK, "Rebesino: Resumen de los pagos", 2357)
TABLA_REBESINO = cite(BOOK, "Rebesino: Resumen de los pagos", 2358)

# -- the game's numbers ------------------------------------------------------------------------------------------------
PLAYERS = 4
PACKETS = (3, 4, 4)  # «dando once á cada uno en tres veces, una á tres, y dos á quatro» (l. 2083)
HAND_SIZE = 11
POINTS: dict[int, int] = {1: 4, 12: 3, 11: 2, 10: 1}  # l. 2071: 40 in the deck
PAY_CARDS: dict[Card, int] = {  # l. 2075, 2353–2355
    CARDS_BY_CODE["1O"]: 2,
    CARDS_BY_CODE["1C"]: 1,
    CARDS_BY_CODE["1E"]: 1,
    CARDS_BY_CODE["1B"]: 1,
    CARDS_BY_CODE["11C"]: 3,
}
PARTIDA = 4  # l. 2356
NAPOLITANA_TANTOS = 12  # l. 2357
REBESINO_EACH = 8  # l. 2358: «dos partidas ú ocho tantos de cada uno»
REBESINO_TOTAL = 24
CORTE = 24  # not in the source: the value of the Rebesino cut (digest §5.2.18)
FIRST_CUT = 10  # the last two tricks: cutting «á tiempo» (l. 2027)

DESCARTE = "descarte"  # the exchange with the bazeta
DESCARTA = "descarta:"
PASO = "paso"
MIRA = "mira"
ROBA = "roba"
NAPOLITANA = "napolitana"
WORDS = frozenset({PASO, MIRA, ROBA, NAPOLITANA})
ALIASES = {
    "me quedo": PASO,
    "no robo": PASO,
    "miro": MIRA,
    "miro la carta": MIRA,
    "robo": ROBA,
    "rebesino de ases": NAPOLITANA,
    "tengo napolitana": NAPOLITANA,
}
DECLARED = "declarada"
INTRODUCED = "introducida"
LOST = "perdida"

PLAY_RULES: GameRules = Rebesino()

# The helper that records one payment while a mano is settled: payer, payee, tantos, concept, passage.
_Pay = Callable[[int, int, int, str, Citation], None]

INTERPRETATION = """\
Decisiones nuestras donde el libro de 1790 calla (véanse las líneas citadas):
1. Asientos: el asiento 1 es la mano y el 4 el pie, que da; se juega y se descarta hacia la derecha, del 1 al 4. \
Se dan once a cada uno en tres vueltas, tres, cuatro y cuatro, empezando por la mano (l. 2083); el pie recibe \
después la carta cuadragésima quinta, su duodécima (l. 1981: el libro no dice cuándo), y las tres que quedan son \
la bazeta.
2. Descarte (l. 2147–2163): por turno desde la mano, cada uno pone una carta debajo de la bazeta y roba la de \
encima en un solo paso («descarta:7O»), o se queda con sus cartas («paso»), o mira la carta de encima y la pone \
debajo para que no sirva a otro («mira»). Los descartes van debajo de las tres cartas de la bazeta, así que nadie \
llega a robar la carta que otro dejó o miró: cada uno conoce la suya. El pie no roba: solo deja una de sus doce \
(«descarta:…»). Quedan cuatro cartas durmiendo, que solo se ven al acabar la mano, en las cuentas.
3. Napolitana (l. 2029): cuatro ases, o tres y el caballo de copas. Su dueño la declara diciendo «napolitana» antes \
de echar su primera carta; desde entonces todos lo saben. Si no la declara juega como en el juego ordinario \
(l. 2303). Declarada, puede renunciar cuantas veces quiera (l. 2259) y cobra doce tantos, cuatro de cada uno \
(l. 2357), si no le introducen.
4. Introducción (l. 2281–2285, 2305): el de la napolitana que gana una baza queda introducido, paga los doce tantos \
al que salió a esa baza y pierde el privilegio de renunciar. No lo es la baza con que corta a tiempo un Rebesino \
(l. 2281), ni la primera baza si es mano y salió de su carta más baja (l. 2291); si también le dejan la segunda \
pierde la napolitana: ni cobra ni paga los doce (l. 2291–2295). Si la baza la abrió él mismo, los doce se reparten \
entre los otros tres, cuatro a cada uno (como en la nota de l. 2287).
5. Rebesino de cartas (l. 2023–2025, 2358): quien hace las once bazas cobra ocho tantos de cada uno; no paga las \
cartas de pago que le echaron, le sacaron o jugó (l. 2243), y no hay partida. Si había napolitana declarada paga \
ella los veinticuatro (l. 2270) y no cobra sus doce.
6. Cortar a tiempo (l. 2027, 2237, 2274): va a Rebesino quien ha ganado las nueve primeras bazas; lo corta a \
tiempo el primero que gana su carta en la décima o en la undécima, aunque otro levante la baza, salvo que la \
levante el de la napolitana, que entonces gana el corte. El libro no tasa el corte: cobra el valor del Rebesino, \
veinticuatro tantos, del que iba a Rebesino; o del de la napolitana, si lo cortó otro (l. 2231, 2272).
7. Cartas de pago (l. 2075–2077, 2320–2333): la vendida en un fallo la paga al que la echó quien alza la baza; la \
que gana la baza sirviendo al palo (sacada) la paga su dueño al que salió, aunque luego la supere otra (el caballo \
de copas); la jugada de cabeza, su dueño al que gana la partida. Quien la tiene que tomar encerrado (todas sus \
cartas son firmes contando solo las ya jugadas, como en los ejemplos de l. 2326–2331) la paga también al que gana la \
partida. El caballo de copas echado sirviendo bajo una copa mayor lo paga quien alza la baza al que lo echó (l. 2077: \
«lo pagará aquel en cuya baza se halle»; a quién, el libro no lo dice). Las que duermen en la bazeta las paga el \
que pierde la partida al que la gana (l. 2333). Con napolitana declarada y no introducida, las que irían al que gana \
la partida las cobra el de la napolitana (l. 2307–2309).
8. Partida (l. 2316–2318): la gana quien no hizo baza o, si todos la hicieron, quien tiene menos puntos, luego \
menos bazas, luego el mejor sentado (el pie, y después el de su izquierda: l. 2037); la paga quien tiene más \
puntos, luego más bazas, luego el peor sentado (la mano).
9. El motor no admite renuncios, descartes dobles, robos del pie ni jugadas fuera de turno: por eso nunca se cobran \
sus penas (l. 2153–2175, 2195–2209). No se juegan el dote (l. 2057), la Mari Perez (l. 2041) ni la costumbre de \
repartir entre todos las cuentas de la napolitana (l. 2287–2289).
10. Una partida es una mano. Con «juegos-N» se juegan manos hasta que alguien gane N (gana una mano quien gana la \
partida o da Rebesino); da entonces el siguiente, que era la mano, y es mano el de su derecha. Se paga cada mano."""

GRAMMAR = """\
``descarta:7O``
    the exchange, in turn from the mano: put that card under the bazeta and take the top one (the pie, who takes
    none, only leaves one of his twelve). One card only: ``descarta:7O,5C`` is refused.
``paso``
    keep your hand without drawing (not the pie).
``mira``
    keep your hand, but look at the top card of the bazeta and put it under, so that it serves nobody (l. 2147).
``napolitana``
    the holder of four aces (or three and the caballo de copas) declares it, before playing his first card: he may
    renege until he is introducido.
``7O``
    play a card (its code; ``7o`` is understood). Follow suit if you can; nobody is obliged to win.
"""


@dataclass(frozen=True, slots=True)
class RebesinoState:
    """A partida at one moment. ``hands`` are the cards held now; ``bazeta`` the monte, its top card first (the
    discards go under it, so a seat's view shows its own discard among the cards it has ``seen``, not among the
    ``discards`` kept out of the stock; with a bazeta of three and one turn each, nobody can draw a card another
    put under or looked at);
    ``dealt`` the hands as the play began (after the exchange); ``transfers`` every payment of the finished manos.
    The napolitana, once declared by ``napolitana``, is ``declarada`` (its holder may renege), ``introducida`` or
    ``perdida``; ``introducer`` is who introduced him (``None``: he led that trick himself).
    """

    phase: str
    to_move: int | None
    ronda: int
    mano: int
    hands: tuple[tuple[Card, ...], ...]
    bazeta: tuple[Card, ...]
    target: int = 1
    discards: tuple[tuple[Card, ...], ...] = ((), (), (), ())
    seen: tuple[tuple[Card, ...], ...] = ((), (), (), ())
    words: tuple[tuple[int, str], ...] = ()
    dealt: tuple[tuple[Card, ...], ...] = ()
    trick: tuple[Card, ...] = ()
    leader: int = 0
    history: tuple[TrickRecord, ...] = ()
    napolitana: int | None = None
    napolitana_state: str = ""
    introducer: int | None = None
    grace: bool = False  # the mano holding the napolitana was left the first trick (l. 2291)
    juegos: tuple[int, ...] = (0, 0, 0, 0)
    rondas: tuple[Ronda, ...] = ()
    transfers: tuple[Transfer, ...] = ()
    result: HandResult | None = None

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def dealer(self) -> int:
        """The pie: he deals and sits on the mano's left (the last to play)."""
        return (self.mano + PLAYERS - 1) % PLAYERS

    @property
    def privileged(self) -> int | None:
        """The seat that may renege now: a napolitana declared and neither introduced nor lost."""
        return self.napolitana if self.napolitana_state == DECLARED else None

    @property
    def current_hands(self) -> tuple[tuple[Card, ...], ...]:
        return self.hands


@dataclass(frozen=True, slots=True)
class Settlement:
    """What one mano comes to: its verdict, the seat that won it, every payment and the lines that explain it."""

    kind: str  # «partida» or «rebesino»
    winner: int
    transfers: tuple[Transfer, ...]
    lines: tuple[str, ...]
    citation: Citation
    tricks: tuple[int, ...]
    points: tuple[int, ...]


def holds_napolitana(cards: tuple[Card, ...] | list[Card]) -> bool:
    """Four aces, or three aces and the caballo de copas (or all five): four of the five cartas de pago (l. 2029)."""
    return sum(1 for card in cards if card in PAY_CARDS) >= 4


def trick_points(cards: tuple[Card, ...]) -> int:
    return sum(POINTS.get(card.rank, 0) for card in cards)


def seat_priority(seat: int, mano: int) -> int:
    """How well seated a seat is: the pie 3, the one on his left 2, then 1, the mano 0 (l. 2037, 2183)."""
    return (seat - mano) % PLAYERS


def partida_seats(points: tuple[int, ...], tricks: tuple[int, ...], mano: int) -> tuple[int, int]:
    """Who wins the partida and who pays it (l. 2316–2318): fewest points, then fewest tricks, then the best seated
    wins (one who took no trick has neither); most points, then most tricks, then the worst seated pays.

    >>> partida_seats((0, 7, 12, 3), (0, 3, 4, 4), mano=0)
    (0, 2)
    """

    def key(seat: int) -> tuple[int, int, int]:
        return points[seat], tricks[seat], -seat_priority(seat, mano)

    return min(range(PLAYERS), key=key), max(range(PLAYERS), key=key)


def is_firm(card: Card, held: set[Card] | frozenset[Card], gone: set[Card] | frozenset[Card]) -> bool:
    """Whether every higher card of ``card``'s suit is held or already played («carta firme», l. 1973)."""
    power = POWER[card.rank]
    for rank, other_power in POWER.items():
        if other_power > power:
            other = Card(rank, card.suit)
            if other not in held and other not in gone:
                return False
    return True


def encerrado(hand: tuple[Card, ...], gone: set[Card]) -> bool:
    """Whether a seat holding ``hand`` is shut in: every card firm, counting only the cards played (l. 2021, 2326–2331)."""
    held = frozenset(hand)
    return all(is_firm(card, held, gone) for card in hand)


def attempter(history: tuple[TrickRecord, ...]) -> int | None:
    """The seat going to Rebesino: the one that won the first nine tricks (once nine are played)."""
    if len(history) < FIRST_CUT - 1:
        return None
    first = history[0].winner
    if all(record.winner == first for record in history[: FIRST_CUT - 1]):
        return first
    return None


def first_beater(record: TrickRecord, seat: int) -> int:
    """The first seat that beat the card ``seat`` played to ``record`` (l. 2237: «el primero que gane la carta que
    jugó el que va á Rebesino»): the seat already winning when it was played, or the first to beat it after."""
    led = record.cards[0].suit
    index = (seat - record.leader) % PLAYERS
    best = None
    for i, card in enumerate(record.cards[:index]):
        if card.suit == led and (best is None or POWER[card.rank] > POWER[record.cards[best].rank]):
            best = i
    mine = record.cards[index]
    if best is not None and (mine.suit != led or POWER[mine.rank] < POWER[record.cards[best].rank]):
        return (record.leader + best) % PLAYERS
    for i in range(index + 1, PLAYERS):
        card = record.cards[i]
        if card.suit == led and POWER[card.rank] > POWER[mine.rank]:
            return (record.leader + i) % PLAYERS
    raise AssertionError("the card of the one going to Rebesino was not beaten")


class RebesinoRules(BazaRules[RebesinoState]):
    """The 1790 Rebesino: deal, exchange with the bazeta, eleven tricks, and the book's table of payments."""

    slug: ClassVar[str] = "rebesino"
    name: ClassVar[str] = "Rebesino"
    players: ClassVar[tuple[int, ...]] = (PLAYERS,)
    default_juegos: ClassVar[int] = 1
    play_rules: ClassVar[GameRules] = PLAY_RULES
    plays_tell: ClassVar[bool] = False  # the napolitana's holder may renounce while not introduced
    summary: ClassVar[str] = (
        "Cuatro jugadores, cada uno por sí, con 48 cartas y sin triunfo: cada uno cambia una carta con la bazeta y "
        "se juegan once bazas; gana la partida quien no hace baza o hace menos puntos, el que las hace todas da "
        "Rebesino, y se pagan los ases y el caballo de copas vendidos, sacados o dormidos."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR

    # -- the deal ----------------------------------------------------------------------------------------------------
    def check_options(self, options: HandOptions) -> None:
        super().check_options(options)
        if options.pot:
            raise InvalidNotationError("el Rebesino no se juega con plato")
        if options.deal is not None:
            every = [card for cards in options.deal for card in cards]
            sizes = tuple(len(cards) for cards in options.deal)
            if sizes != (HAND_SIZE, HAND_SIZE, HAND_SIZE, HAND_SIZE + 1, 3) or set(every) != set(DECK_48):
                raise InvalidNotationError(
                    "un reparto del Rebesino da once cartas a los asientos 1, 2 y 3, doce al 4 (el pie) y deja "
                    "tres en la bazeta: las 48 cartas, cada una una vez"
                )

    def start(self, options: HandOptions) -> RebesinoState:
        return self.deal(options, 1, 0, (0,) * PLAYERS, (), ())

    def deal(
        self,
        options: HandOptions,
        ronda: int,
        mano: int,
        juegos: tuple[int, ...],
        rondas: tuple[Ronda, ...],
        transfers: tuple[Transfer, ...],
    ) -> RebesinoState:
        if ronda == 1 and options.deal is not None:
            hands, bazeta = tuple(options.deal[:PLAYERS]), tuple(options.deal[PLAYERS])
        else:
            dealt, rest = deal_ronda(DECK_48, options.seed, ronda, PLAYERS, PACKETS, mano)
            dealer = (mano + PLAYERS - 1) % PLAYERS
            hands = tuple((*cards, rest[0]) if seat == dealer else cards for seat, cards in enumerate(dealt))
            bazeta = rest[1:]
        return RebesinoState(
            phase=DESCARTE,
            to_move=mano,
            ronda=ronda,
            mano=mano,
            hands=hands,
            bazeta=bazeta,
            target=self.target(options),
            juegos=juegos,
            rondas=rondas,
            transfers=transfers,
        )

    # -- what may be done --------------------------------------------------------------------------------------------
    def position(self, state: RebesinoState) -> Position:
        """The trick play as it stands, to judge the card of the seat to move."""
        return Position(PLAY_RULES, state.hands, None, state.trick, state.leader, 0, (), state.privileged)

    def may_declare(self, state: RebesinoState, seat: int) -> bool:
        """Whether ``seat`` may declare the napolitana now: holding it, before playing his first card."""
        return (
            state.phase == JUEGO
            and state.napolitana is None
            and not state.history
            and len(state.hands[seat]) == HAND_SIZE
            and holds_napolitana(state.hands[seat])
        )

    @once_per_state
    def legal_actions(self, state: RebesinoState) -> list[str]:
        seat = state.to_move
        if state.result is not None or seat is None:
            return []
        hand = state.hands[seat]
        if state.phase == DESCARTE:
            discards = [DESCARTA + card.code for card in hand]
            return discards if seat == state.dealer else [PASO, MIRA, *discards]
        actions = self.position(state).legal_plays()
        if self.may_declare(state, seat):
            actions.append(NAPOLITANA)
        return actions

    def canonical(self, action: str) -> str:
        text = " ".join(action.strip().split())
        lower = text.lower()
        word, colon, rest = lower.partition(":")
        if colon and word.strip() in ("descarta", "descarto", "descartar", "descarte"):
            return DESCARTA + rest.replace(" ", "").upper()
        lower = ALIASES.get(lower, lower)
        if lower in WORDS:
            return lower
        return text.upper()

    def check(self, state: RebesinoState, action: str, seat: int | None = None) -> Violation | None:
        act = self.canonical(action)
        if state.result is not None or state.to_move is None:
            return violation(FASE, "La partida ha terminado: ya no se puede jugar.", None, act, ())
        if seat is not None and seat != state.to_move:
            return Violation(TURNO, f"No es tu turno: ahora juega {seat_name(state.to_move)}.", tried=act)
        if state.phase == DESCARTE:
            return self._exchange_violation(state, act, action)
        return self._play_violation(state, act, action)

    def _exchange_violation(self, state: RebesinoState, act: str, action: str) -> Violation | None:
        me = state.to_move
        assert me is not None
        hand = state.hands[me]
        pie = me == state.dealer
        if act.startswith(DESCARTA):
            codes = [code for code in act.removeprefix(DESCARTA).replace("+", ",").split(",") if code]
            if len(codes) > 1:
                return violation(
                    DESCARTE_CODE,
                    "Solo puedes descartarte de una carta: quien se descarta de dos para robar otras dos hace nula "
                    "la mano y paga dos partidas a cada uno de los otros.",
                    DOS_CARTAS,
                    act,
                    self.legal_actions(state),
                )
            code = codes[0] if codes else ""
            card = CARDS_BY_CODE.get(code)
            if card is None:
                return violation(
                    CARTA, f"«{code}» no es una carta de la baraja (ejemplos: 7O, 1E, 12B).", None, act, ()
                )
            if card not in hand:
                return violation(
                    CARTA, f"No tienes {card.with_article} en la mano.", None, act, self.legal_actions(state)
                )
            return None
        if act in (PASO, MIRA):
            if not pie:
                return None
            return violation(
                DESCARTE_CODE,
                "El que da no toma carta ni mira la de la bazeta: solo deja una de sus doce para quedarse con "
                "once, como los demás («descarta:…»).",
                PIE_DEJA,
                act,
                self.legal_actions(state),
            )
        if act == ROBA:
            if pie:
                return violation(
                    ROBO,
                    "El que da no roba: si roba, o tan solo ve la carta, paga por todos. Deja una de tus doce "
                    "(«descarta:…»).",
                    PIE_ROBA,
                    act,
                    self.legal_actions(state),
                )
            return violation(
                ROBO,
                "Primero se pone el descarte debajo de la bazeta y luego se roba la de encima: di «descarta:7O» "
                "(robas a la vez), o «paso» para quedarte con tus cartas.",
                VER_ANTES,
                act,
                self.legal_actions(state),
            )
        if act in CARDS_BY_CODE:
            return violation(
                FASE,
                "Todavía no se juega: es el descarte, que empieza por la mano. Descártate de una carta "
                "(«descarta:…») o di «paso».",
                MODO,
                act,
                self.legal_actions(state),
            )
        if act == NAPOLITANA:
            return violation(
                FASE,
                "La napolitana se declara en el juego, antes de echar tu primera carta, no en el descarte.",
                NAPOLITANA_DEF,
                act,
                self.legal_actions(state),
            )
        return self._unknown(state, action)

    def _play_violation(self, state: RebesinoState, act: str, action: str) -> Violation | None:
        me = state.to_move
        assert me is not None
        if act == NAPOLITANA:
            if self.may_declare(state, me):
                return None
            return violation(
                CANTE_CODE,
                self._napolitana_refusal(state, me),
                NAPOLITANA_DEF,
                act,
                self.legal_actions(state),
            )
        if act in CARDS_BY_CODE or (act[:-1].isdigit() and act[-1:].isalpha()):
            found = self.position(state).check_play(act)
            if (
                found is not None
                and found.code == ASISTIR
                and state.napolitana == me
                and not state.privileged
            ):
                return Violation(
                    ASISTIR,
                    found.explanation + " Desde que te introdujeron ya no tienes el privilegio de renunciar.",
                    INTRODUCIDO,
                    tried=found.tried,
                    allowed=found.allowed,
                )
            return found
        if act.startswith(DESCARTA):
            return violation(
                FASE,
                "El descarte ya se hizo: puesta la carta debajo del monte no se puede mudar. Ahora se juegan las "
                "bazas.",
                MUDAR,
                act,
                self.legal_actions(state),
            )
        if act in (PASO, MIRA, ROBA):
            return violation(
                FASE, "El descarte ya se hizo: ahora juega una carta.", MODO, act, self.legal_actions(state)
            )
        return self._unknown(state, action)

    def _napolitana_refusal(self, state: RebesinoState, seat: int) -> str:
        if state.napolitana == seat:
            return "Ya has declarado la napolitana."
        if state.napolitana is not None:
            return f"La napolitana ya la ha declarado {seat_name(state.napolitana)}."
        if not holds_napolitana(state.dealt[seat] if state.dealt else state.hands[seat]):
            return (
                "Para declarar la napolitana hay que tener los cuatro ases, o tres ases y el caballo de copas, "
                "que se reputa como as."
            )
        return (
            "La napolitana se declara antes de echar tu primera carta; ya has jugado sin valerte de ella, como en "
            "el juego ordinario."
        )

    def _unknown(self, state: RebesinoState, action: str) -> Violation:
        return violation(
            ACCION,
            f"«{action}» no es una jugada del Rebesino: en el descarte «descarta:7O», «paso» o «mira»; en el juego "
            "una carta (7O, 1E…) o «napolitana».",
            None,
            action,
            self.legal_actions(state),
        )

    # -- applying ----------------------------------------------------------------------------------------------------
    def apply(self, state: RebesinoState, action: str, options: HandOptions) -> RebesinoState:
        seat = state.to_move
        assert seat is not None
        if state.phase == DESCARTE:
            return self._exchange(state, seat, action)
        if action == NAPOLITANA:
            return replace(
                state,
                napolitana=seat,
                napolitana_state=DECLARED,
                words=(*state.words, (seat, NAPOLITANA)),
            )
        return self._play(state, seat, CARDS_BY_CODE[action], options)

    def _exchange(self, state: RebesinoState, seat: int, action: str) -> RebesinoState:
        hands = list(state.hands)
        bazeta = state.bazeta
        discards, seen = state.discards, state.seen
        if action.startswith(DESCARTA):
            card = CARDS_BY_CODE[action.removeprefix(DESCARTA)]
            hand = tuple(c for c in hands[seat] if c != card)
            bazeta = (*bazeta, card)  # the bazeta goes on top of the discard (l. 2163)
            if seat != state.dealer:  # … and he takes the top card; the pie takes none (l. 2149)
                hand, bazeta = (*hand, bazeta[0]), bazeta[1:]
            hands[seat] = hand
            discards = tuple((*d, card) if s == seat else d for s, d in enumerate(discards))
            word = "descarta"
        elif action == MIRA:  # looks at the top card and puts it under (l. 2147)
            seen = tuple((*d, bazeta[0]) if s == seat else d for s, d in enumerate(seen))
            bazeta = (*bazeta[1:], bazeta[0])
            word = MIRA
        else:
            word = PASO
        state = replace(
            state,
            hands=tuple(hands),
            bazeta=bazeta,
            discards=discards,
            seen=seen,
            words=(*state.words, (seat, word)),
        )
        if seat != state.dealer:
            return replace(state, to_move=(seat + 1) % PLAYERS)
        return replace(state, phase=JUEGO, to_move=state.mano, leader=state.mano, dealt=state.hands)

    def _play(self, state: RebesinoState, seat: int, card: Card, options: HandOptions) -> RebesinoState:
        hands = tuple(tuple(c for c in h if c != card) if s == seat else h for s, h in enumerate(state.hands))
        trick = (*state.trick, card)
        if len(trick) < PLAYERS:
            return replace(state, hands=hands, trick=trick, to_move=(seat + 1) % PLAYERS)
        winner = PLAY_RULES.trick_winner(trick, state.leader, PLAYERS, None)
        assert winner is not None
        record = TrickRecord(state.leader, trick, winner)
        state = self._napolitana_after(state, record)
        state = replace(
            state,
            hands=hands,
            trick=(),
            leader=winner,
            to_move=winner,
            history=(*state.history, record),
        )
        if not any(hands):
            return self.end_ronda(state, options)
        return state

    def _napolitana_after(self, state: RebesinoState, record: TrickRecord) -> RebesinoState:
        """The napolitana after ``record`` (not yet in the history): introduced, lost, or still standing."""
        holder = state.privileged
        if holder is None or record.winner != holder:
            return state
        number = len(state.history) + 1
        going = attempter(state.history)
        if going is not None and going != holder and number >= FIRST_CUT:
            earlier = state.history[FIRST_CUT - 1 :]
            if all(r.winner in (going, holder) for r in earlier):
                return state  # the tricks of the corte (l. 2281)
        if number == 1 and record.leader == holder == state.mano:
            lowest = min(POWER[card.rank] for card in state.dealt[holder])
            if POWER[record.cards[0].rank] == lowest:
                return replace(state, grace=True)  # l. 2291: led his lowest and they left it to him
        if number == 2 and state.grace:
            return replace(state, napolitana_state=LOST)  # l. 2291–2295: left to him again
        introducer = record.leader if record.leader != holder else None
        return replace(state, napolitana_state=INTRODUCED, introducer=introducer)

    # -- the end of a mano -----------------------------------------------------------------------------------------
    def end_ronda(self, state: RebesinoState, options: HandOptions) -> RebesinoState:
        settled = self.settle(state)
        net = [0] * PLAYERS
        for transfer in settled.transfers:
            if transfer.payer is not None:
                net[transfer.payer] -= transfer.amount
            if transfer.payee is not None:
                net[transfer.payee] += transfer.amount
        ronda = Ronda(
            number=state.ronda,
            points=tuple(net),
            winners=(settled.winner,),
            juegos=1,
            lines=settled.lines,
            citation=settled.citation,
        )
        juegos = tuple(n + (1 if s == settled.winner else 0) for s, n in enumerate(state.juegos))
        transfers = (*state.transfers, *settled.transfers)
        rondas = (*state.rondas, ronda)
        if max(juegos) < state.target:
            return self.deal(options, state.ronda + 1, (state.mano + 1) % PLAYERS, juegos, rondas, transfers)
        state = replace(state, juegos=juegos, rondas=rondas, transfers=transfers)
        return replace(state, phase=FIN, to_move=None, result=self.finish(state, settled))

    def finish(self, state: RebesinoState, last: Settlement) -> HandResult:
        champion = max(range(PLAYERS), key=lambda s: (state.juegos[s], seat_priority(s, state.mano)))
        explanation: list[str] = []
        if len(state.rondas) > 1:
            explanation.append(
                f"Gana la partida {seat_name(champion)}, el primero en ganar {state.target} "
                f"{'mano' if state.target == 1 else 'manos'}."
            )
        for ronda in state.rondas:
            explanation.extend(ronda.lines)
        return make_result(
            kind=last.kind if len(state.rondas) == 1 else "partida",
            winners=(champion,),
            jugador=None,
            contract=None,
            tricks=last.tricks,
            pot_before=0,
            transfers=list(state.transfers),
            explanation="\n".join(explanation),
            citation=last.citation,
        )

    def settle(self, state: RebesinoState) -> Settlement:
        """Everything one finished mano comes to (its eleven tricks in ``history``), in the book's terms."""
        tricks = [0] * PLAYERS
        points = [0] * PLAYERS
        for record in state.history:
            tricks[record.winner] += 1
            points[record.winner] += trick_points(record.cards)
        suffix = f" (mano {state.ronda})" if state.target > 1 else ""
        lines = [
            (f"Mano {state.ronda}. " if state.target > 1 else "")
            + "Bazas "
            + "-".join(str(n) for n in tricks)
            + ", puntos "
            + "-".join(str(n) for n in points)
            + "."
        ]
        transfers: list[Transfer] = []

        def pay(payer: int, payee: int, amount: int, concept: str, citation: Citation) -> None:
            if payer != payee and amount:
                transfers.append(Transfer(payer, payee, amount, concept + suffix, citation))

        self._settle_napolitana(state, pay, lines)
        maker = next((s for s in range(PLAYERS) if tricks[s] == len(state.history)), None)
        if maker is not None:  # «levantar todas las bazas» (l. 2023–2025)
            if state.privileged is not None and state.privileged != maker:
                pay(state.privileged, maker, REBESINO_TOTAL, "el Rebesino de cartas, por todos", OBLIGACION)
                lines.append(
                    f"{seat_name(maker).capitalize()} da Rebesino de cartas: {seat_name(state.privileged)}, que "
                    f"tenía la napolitana y debía cortarlo, lo paga por todos ({REBESINO_TOTAL} tantos) y no cobra "
                    "la napolitana (l. 2270)."
                )
            else:
                for seat in range(PLAYERS):
                    pay(seat, maker, REBESINO_EACH, "el Rebesino de cartas", TABLA_REBESINO)
                lines.append(
                    f"{seat_name(maker).capitalize()} da Rebesino de cartas: cobra {REBESINO_EACH} tantos de cada "
                    "uno (l. 2358)."
                )
            lines.append("El que da Rebesino no paga los ases que le echaron, le sacaron o jugó (l. 2243).")
            return Settlement(
                "rebesino",
                maker,
                tuple(transfers),
                tuple(lines),
                TABLA_REBESINO,
                tuple(tricks),
                tuple(points),
            )
        if state.privileged is not None:
            for seat in range(PLAYERS):
                pay(seat, state.privileged, NAPOLITANA_TANTOS // 3, "la napolitana", TABLA_NAPOLITANA)
            lines.append(
                f"{seat_name(state.privileged).capitalize()} no fue introducido: cobra la napolitana, "
                f"{NAPOLITANA_TANTOS} tantos, cuatro de cada uno (l. 2357)."
            )
        winner, payer = partida_seats(tuple(points), tuple(tricks), state.mano)
        pay(payer, winner, PARTIDA, "la partida", PAGA_PARTIDA)
        how = (
            "sin hacer baza"
            if tricks[winner] == 0
            else f"con {points[winner]} {'punto' if points[winner] == 1 else 'puntos'} en {tricks[winner]} "
            f"{'baza' if tricks[winner] == 1 else 'bazas'}"
        )
        lines.append(
            f"Gana la partida {seat_name(winner)}, {how}; la paga {seat_name(payer)}, con {points[payer]} puntos "
            f"en {tricks[payer]} bazas: {PARTIDA} tantos (l. 2316–2318)."
        )
        self._settle_corte(state, pay, lines)
        collector = state.privileged if state.privileged is not None else winner
        self._settle_pay_cards(state, pay, lines, winner, payer, collector)
        return Settlement(
            "partida", winner, tuple(transfers), tuple(lines), PAGA_PARTIDA, tuple(tricks), tuple(points)
        )

    def _settle_napolitana(self, state: RebesinoState, pay: _Pay, lines: list[str]) -> None:
        holder = state.napolitana
        if holder is None:
            return
        if state.napolitana_state == INTRODUCED:
            if state.introducer is not None:
                pay(
                    holder,
                    state.introducer,
                    NAPOLITANA_TANTOS,
                    "la introducción de la napolitana",
                    INTRODUCCION,
                )
                lines.append(
                    f"{seat_name(holder).capitalize()}, el de la napolitana, fue introducido por "
                    f"{seat_name(state.introducer)}: le paga los {NAPOLITANA_TANTOS} tantos (l. 2281–2285)."
                )
            else:
                for seat in range(PLAYERS):
                    pay(holder, seat, NAPOLITANA_TANTOS // 3, "la introducción de la napolitana", ENTRE_TODOS)
                lines.append(
                    f"{seat_name(holder).capitalize()}, el de la napolitana, hizo baza saliendo él: paga los "
                    f"{NAPOLITANA_TANTOS} tantos entre los otros tres (l. 2281–2287)."
                )
        elif state.napolitana_state == LOST:
            lines.append(
                f"{seat_name(holder).capitalize()} era mano con la napolitana y le dejaron las dos primeras bazas: "
                "perdió el privilegio, y ni cobra ni paga la napolitana (l. 2291–2295)."
            )

    def _settle_corte(self, state: RebesinoState, pay: _Pay, lines: list[str]) -> None:
        going = attempter(state.history)
        if going is None:
            return
        number = next(
            (i for i in range(FIRST_CUT - 1, len(state.history)) if state.history[i].winner != going), None
        )
        if number is None:
            return
        record = state.history[number]
        cutter = first_beater(record, going)
        # The napolitana was still standing when the Rebesino was cut: its holder had made no trick before.
        holder = state.napolitana if state.napolitana is not None and state.napolitana != going else None
        if holder is not None and record.winner == holder:
            cutter = holder  # l. 2274: the napolitana who takes the trick wins the corte
        payer = holder if holder is not None and cutter != holder else going
        pay(payer, cutter, CORTE, "el corte del Rebesino", PRIMERO_CORTA if payer == going else OBLIGACION)
        text = (
            f"{seat_name(going).capitalize()} iba a Rebesino (ganó las nueve primeras bazas) y "
            f"{seat_name(cutter)} se lo cortó a tiempo en la baza {number + 1} (l. 2027, 2237): cobra el corte, "
            f"{CORTE} tantos (el libro no lo tasa; valor del Rebesino), del {seat_name(payer).removeprefix('el ')}"
        )
        if payer != going:
            text += ", el de la napolitana, que debía cortarlo (l. 2231, 2272)"
        lines.append(text + ".")

    def _settle_pay_cards(
        self, state: RebesinoState, pay: _Pay, lines: list[str], winner: int, loser: int, collector: int
    ) -> None:
        """The cartas de pago (l. 2075–2077, 2320–2333); ``collector`` takes what goes to the partida's winner."""
        own = collector == state.privileged
        to_partida = " (lo cobra el de la napolitana)" if own else ""
        partida_cite = DUERME_NAPOLITANA if own else None
        hands = [list(cards) for cards in state.dealt]
        gone: set[Card] = set()
        for record in state.history:
            led = record.cards[0].suit
            best: Card | None = None
            for index, card in enumerate(record.cards):
                seat = (record.leader + index) % PLAYERS
                before = tuple(hands[seat])
                hands[seat].remove(card)
                value = PAY_CARDS.get(card)
                if value is not None:
                    name = card.with_article
                    if index == 0:
                        pay(
                            seat,
                            collector,
                            value,
                            f"{name} jugado de cabeza{to_partida}",
                            partida_cite or CABEZA,
                        )
                    elif card.suit != led:
                        pay(record.winner, seat, value, f"{name} vendido", VENDER)
                    else:
                        assert best is not None
                        if POWER[card.rank] > POWER[best.rank]:
                            if encerrado(before, gone):
                                pay(
                                    seat,
                                    collector,
                                    value,
                                    f"{name}, que tomó encerrado{to_partida}",
                                    partida_cite or ENCERRADO,
                                )
                            else:
                                pay(seat, record.leader, value, f"{name} sacado", SACAR)
                        else:
                            pay(record.winner, seat, value, f"{name}, echado bajo una copa mayor", PAGO)
                if card.suit == led and (best is None or POWER[card.rank] > POWER[best.rank]):
                    best = card
                gone.add(card)
        sleeping = [card for card in state.bazeta if card in PAY_CARDS]
        for card in sleeping:
            pay(
                loser,
                collector,
                PAY_CARDS[card],
                f"{card.with_article}, que dormía en la bazeta{to_partida}",
                partida_cite or DORMIDOS,
            )
        if state.bazeta:
            lines.append(
                "Dormían en la bazeta: "
                + ", ".join(card.name for card in state.bazeta)
                + "."
                + (
                    " Las cartas de pago dormidas las paga quien pierde la partida (l. 2333)."
                    if sleeping
                    else ""
                )
            )

    # -- what a seat sees ----------------------------------------------------------------------------------------------
    def view(self, state: RebesinoState, seat: int) -> BazaView:
        card_points = [0] * PLAYERS
        for record in state.history:
            card_points[record.winner] += trick_points(record.cards)
        net = [0] * PLAYERS
        for transfer in state.transfers:
            if transfer.payer is not None:
                net[transfer.payer] -= transfer.amount
            if transfer.payee is not None:
                net[transfer.payee] += transfer.amount
        return BazaView(
            game=self.slug,
            seat=seat,
            players=PLAYERS,
            phase=state.phase,
            to_move=state.to_move,
            hand=state.hands[seat],
            sides=tuple(range(PLAYERS)),
            trump=None,
            pinta=None,
            stock_size=len(state.bazeta),
            trick=state.trick,
            trick_leader=state.leader if state.trick else None,
            history=state.history,
            hand_sizes=tuple(len(cards) for cards in state.hands),
            points=tuple(net),
            card_points=tuple(card_points),
            cantes=(),
            juegos=state.juegos,
            target=state.target,
            ronda=state.ronda,
            rondas=state.rondas,
            legal_actions=tuple(self.legal_actions(state)) if seat == state.to_move else (),
            result=state.result,
            play_rules=PLAY_RULES,
            mano=state.mano,
            announcements=state.words,
            notes=self.notes(state),
            seen=state.discards[seat] + state.seen[seat],
        )

    def notes(self, state: RebesinoState) -> tuple[str, ...]:
        """The public facts of the mano, in Spanish."""
        notes = [
            f"Da {seat_name(state.dealer)}, el pie; es mano {seat_name(state.mano)}. Sin triunfo: se lleva la baza "
            "quien eche la carta mayor del palo con que se salió, y nadie está obligado a ganarla."
        ]
        if state.phase == DESCARTE:
            notes.append(
                f"La bazeta tiene {len(state.bazeta)} cartas: cada uno, desde la mano, puede dejar una debajo y "
                "robar la de encima; el pie solo deja una de sus doce."
            )
        elif state.phase == JUEGO:
            notes.append(f"Duermen {len(state.bazeta)} cartas en la bazeta.")
        holder = state.napolitana
        if holder is not None:
            name = seat_name(holder).capitalize()
            if state.napolitana_state == DECLARED:
                notes.append(f"{name} tiene la napolitana: puede renunciar mientras no le introduzcan.")
            elif state.napolitana_state == INTRODUCED:
                notes.append(f"{name} tenía la napolitana y fue introducido: ya no puede renunciar.")
            else:
                notes.append(f"{name} perdió el privilegio de la napolitana.")
        history = state.history
        if state.phase == JUEGO and len(history) >= 3 and all(r.winner == history[0].winner for r in history):
            notes.append(
                f"{seat_name(history[0].winner).capitalize()} ha ganado todas las bazas: puede ir a Rebesino."
            )
        return tuple(notes)


RULES = RebesinoRules()
