"""Whole partidas of the 1790 *Malilla de compañeros* (*Reglas y leyes del Rebesino, Malilla y Cientos*, Madrid
1790, bound into ``mediator-hombre-1807.txt``, l. 2364–2648).

Four players, two against two, partners opposite (seats 1 and 3 against 2 and 4, l. 2450), the whole deck of 48
(l. 2388). The pie deals twelve to each, three times four, beginning on his right (l. 2470); the last card, his own,
is turned: it gives trumps for that hand, and if it is a card of value his side marks its points, the *alce*
(l. 2474). The nine, the *malilla*, is the highest card of each suit, then the as, rey, caballo, sota, ocho… dos
(l. 2432–2434). Play follows the four kinds of *renuncio* (l. 2415, 2492–2495): follow suit, win («cargar») when the
trick goes to the opponents, trump when void, over-trump an opponent's trump — the engine refuses them all.

Counting (l. 2436–2440): malilla 5, as 4, rey 3, caballo 2, sota 1, and one more for every trick: 72 in all. Each
side must make 36; what a side makes over 36 is its gain, and the capote (every trick) is worth the whole 72. In
the hand where the *favorito* is trumps everything is paid double (l. 2392, 2646).

>>> import games
>>> hand = games.new_hand("malilla", seed=11)
>>> view = hand.view(0)
>>> view.phase, view.to_move, len(view.hand), view.sides, view.trump.spanish
('juego', 0, 12, (0, 1, 0, 1), 'espadas')
>>> hand.state.alce.code, hand.state.alce in hand.view(3).hand  # the alce: the pie's last card, shown to all
('11E', True)
>>> print(view.notes[0])
Favorito: espadas, para toda la partida; la mano en que sale triunfo se paga todo doble (l. 2392, 2646).
>>> hand.check("3C", seat=1).explanation
'No es tu turno: ahora juega el asiento 1.'
>>> while not hand.is_over:
...     hand = hand.apply(games.choose(hand.view(hand.to_move), "experto"))
>>> result = hand.result()
>>> result.kind, hand.view(0).points, result.payments
('ganancia', (39, 33), (2, -2, 2, -2))
>>> for line in result.table[:3]:
...     print(line)
El asiento 2 paga 3 tantos al asiento 3 por la ganancia de la ronda 1: 39 puntos, 3 sobre 36 (l. 2438–2440).
El asiento 4 paga 3 tantos al asiento 1 por la ganancia de la ronda 1: 39 puntos, 3 sobre 36 (l. 2438–2440).
El asiento 2 paga 3 tantos al asiento 3 por el doble del favorito sobre la ganancia de la ronda 1 (l. 2646).

The trick: the 1790 *Malilla de compañeros*: two against two, the nine (*malilla*) highest, the strictest obligations.

"Se puede renunciar de diferentes maneras: primero quando no se sirve al palo que se salió jugando, teniendo;
segundo quando pudiendo no cargase yendo la baza de los contrarios; tercero quando teniendo triunfo y estando
fallo no se ponga, yendo la baza de los contrarios; quarto quando habiendo otro fallo no contrafallase, no siendo
el que falló su compañero" (1790, l. 2415).

>>> import games
>>> pos = games.position("malilla", hands=[[], ["5O", "12O", "3C"], [], []], trump="E",
...                      trick=["7O"], leader=0)
>>> pos.legal_plays()  # the trick goes to the opponents: follow and win (cargar)
['12O']
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import ClassVar

from games.bazas.base import (
    FIN,
    JUEGO,
    BazaRules,
    BazaView,
    Ronda,
    alternate_sides,
    card_points,
    deal_ronda,
    variant_names,
)
from games.core.cards import CARDS_BY_CODE, DECK_48, SUITS, Card, Suit
from games.core.citations import Citation, cite
from games.core.errors import InvalidNotationError
from games.core.hand import ACCION, FASE, HandOptions, once_per_state, violation
from games.core.result import HandResult, Transfer, make_result
from games.core.rules import TRUMP, GameRules, Requirement, plain_power
from games.core.trick import Position, TrickRecord
from games.core.violations import ASISTIR, FALLAR, MONTAR, PISAR, TURNO, Violation

BOOK = "mediator-hombre-1807"
POWER = plain_power((9, 1, 12, 11, 10, 8, 7, 6, 5, 4, 3, 2))
RENUNCIAR = cite(BOOK, "Malilla: Explicacion de algunos términos, Renunciar", 2415)
CARGAR = cite(BOOK, "Malilla: Cargar; Modo de jugar la Malilla", 2413, 2495)


class Malilla(GameRules):
    slug = "malilla"
    name = "Malilla"
    aliases = ("malilla de compañeros",)
    family = "malilla"
    players = (4,)
    partnerships = True
    deck = DECK_48
    hand_size = {4: 12}
    source_slug = BOOK
    summary = (
        "Dos contra dos con la baraja de 48: el nueve es la malilla, la carta mayor; se cuentan 72 tantos."
    )
    obligations = (
        "Asistir, cargar si la baza va de los contrarios, fallar y contrafallar (1790, l. 2415, 2492–2495)."
    )
    play_citation = RENUNCIAR
    interpretation = (
        "Si un contrario ha fallado un palo que no es triunfo, no se puede cargar siguiendo el palo: basta con "
        "asistir. Si no puedes contrafallar, eres libre. El texto de 1790 no lo dice; es nuestra lectura."
    )

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return (TRUMP if card.suit == trump else card.suit.value), POWER[card.rank]

    def requirements(self, position: Position) -> list[Requirement]:
        order = self.order(position.trump)
        suit_of = order.suit_of
        trick, players = position.trick, len(position.hands)
        me = (position.leader + len(trick)) % players
        winner = self.trick_winner(trick, position.leader, players, position.trump)
        assert winner is not None
        opponents_winning = (me - winner) % 2 == 1
        top = trick[(winner - position.leader) % players]
        led_suit = suit_of[trick[0]]
        hand = position.hands[me]
        same = frozenset(card for card in hand if suit_of[card] == led_suit)
        if same:
            layers = [Requirement(ASISTIR, same, RENUNCIAR, FOLLOW)]
            if opponents_winning and order.suit_of[top] == led_suit:
                beaters = frozenset(card for card in same if order.power[card] > order.power[top])
                if beaters:
                    layers.append(Requirement(MONTAR, beaters, CARGAR, BEAT))
            return layers
        trumps = frozenset(card for card in hand if order.suit_of[card] == TRUMP)
        if not (opponents_winning and trumps):
            return []
        if order.suit_of[top] == TRUMP:
            over = frozenset(card for card in trumps if order.power[card] > order.power[top])
            return [Requirement(PISAR, over, RENUNCIAR, OVERTRUMP)] if over else []
        return [Requirement(FALLAR, trumps, RENUNCIAR, TRUMP_IT)]


FOLLOW = "Renuncio: la baza la abrió {led} y tienes {suit} ({allowed}): debes servir al palo. Has intentado jugar {tried}."
BEAT = (
    "Renuncio: la baza va de los contrarios y puedes ganarla con {allowed}: en la Malilla hay que cargar, "
    "«no solo servir, pero ganar pudiendo». Has intentado jugar {tried}."
)
TRUMP_IT = (
    "Renuncio: no tienes {suit}, la baza va de los contrarios y tienes triunfo ({allowed}): debes fallar. "
    "Has intentado jugar {tried}."
)
OVERTRUMP = "Renuncio: un contrario ha fallado y puedes contrafallar con {allowed}: debes hacerlo. Has intentado jugar {tried}."


PALOS = cite(BOOK, "Malilla: Palo; con esta baraja completa se debe jugar", 2388)
TRIUNFO = cite(BOOK, "Malilla: Triunfo, la última carta de la baraja, que corresponde al que dá", 2390)
FAVORITO = cite(
    BOOK, "Malilla: Favorito, dura toda la partida, pagándose todo doble la mano que sale triunfo", 2392
)
MANO = cite(BOOK, "Malilla: Mano, el que está á la derecha del que dió, y al que le toca salir jugando", 2396)
CAPOTE = cite(BOOK, "Malilla: Capote, hacer todas las bazas", 2426)
ORDEN = cite(BOOK, "Malilla: del orden de los naypes; el nueve es la Malilla", 2432, 2434)
VALOR = cite(BOOK, "Malilla: el valor de los naypes, y cada baza por uno", 2436)
GANANCIA = cite(
    BOOK,
    "Malilla, nota: treinta y seis puntos; lo demas es la ganancia; el capote, setenta y dos",
    2438,
    2440,
)
SORTEO = cite(BOOK, "Malilla: quién ha de dar, y el palo de favorito", 2450)
REPARTO = cite(
    BOOK, "Malilla: dando doce á cada uno, en tres veces, á quatro, principiando por su derecha", 2470
)
ALCE = cite(BOOK, "Malilla: la última carta, que le toca al que dá, señala el triunfo; el alce", 2474)
FUERA_DE_MANO = cite(
    BOOK, "Malilla: el que jugare de mano no tocandole, no cuenta, y pierde diez tantos", 2486
)
RENUNCIO_PENA = cite(BOOK, "Malilla: la pena de no contar y pagar diez tantos", 2492, 2497)
PAGOS = cite(BOOK, "Malilla: resumen de los pagos", 2634, 2646)
PAGO_CAPOTE = cite(BOOK, "Malilla, resumen de los pagos: por el capote", 2638)
PAGO_PUNTOS = cite(BOOK, "Malilla, resumen de los pagos: por cada punto que pase de 36", 2639)
PAGO_ALCE = cite(
    BOOK, "Malilla, resumen de los pagos: por cada vuelta de Malilla, as, rey, caballo, sota", 2640, 2644
)
PAGO_FAVORITO = cite(BOOK, "Malilla, resumen de los pagos: todo esto se paga doble la mano de favorito", 2646)

# Card points (l. 2436): malilla 5, as 4, rey 3, caballo 2, sota 1; and one point for each trick.
MALILLA_POINTS: dict[int, int] = {9: 5, 1: 4, 12: 3, 11: 2, 10: 1}
TOTAL = 72  # 60 in the cards and 12 tricks (l. 2436–2440)
HALF = 36  # «debiendo hacer cada partida treinta y seis puntos» (l. 2438)
CAPOTE_TANTOS = 72  # l. 2438–2440, 2638
TRICKS = 12
PLAYERS = 4
PIE = 3  # the first ronda's dealer; seat 0, on his right, is the mano (l. 2396)

SIN_FAVORITO = "sin-favorito"
FAVORITO_VARIANTS = {f"favorito-{suit.value}": suit for suit in SUITS}

PLAY_RULES: GameRules = Malilla()
SIDE_NAMES = ("los asientos 1 y 3", "los asientos 2 y 4")

INTERPRETATION = """\
Decisiones nuestras donde el librito de 1790 calla o deja elegir:
1. Asientos: los compañeros se sientan enfrente (l. 2450): los asientos 1 y 3 contra los asientos 2 y 4. El asiento \
4 da la primera mano y el asiento 1, a su derecha, es el mano (l. 2396); en las manos siguientes da el que fue mano \
(el turno de dar corre hacia la derecha, como el juego).
2. Reparto: doce a cada uno en tres veces de a cuatro, empezando por el mano (l. 2470). La última carta de la \
baraja, la del pie, se vuelve: da el triunfo de esa mano (l. 2390, 2474) y el pie la guarda en la mano y la juega \
como las demás; todos la ven hasta que la juega.
3. Favorito: se sortea con la semilla antes de dar la primera mano, como el palo de la carta descubierta al alzar \
por medio la baraja (l. 2450), que señala también quién da primero: aquí ese es siempre el asiento 4. Dura toda la \
partida (l. 2392). La variante «favorito-O» (o C, E, B) lo fija; «sin-favorito» juega sin él (l. 2630 lo da por \
optativo). En la mano en que el favorito sale triunfo se paga todo doble (l. 2392, 2646): la ganancia, el capote y \
el alce, cada doble en su propia línea.
4. Cuenta (l. 2436–2440): malilla 5, as 4, rey 3, caballo 2, sota 1 y un punto por baza: 72. El bando que pasa de \
36 gana un tanto por cada punto de exceso; la tabla de pagos imprime «4.» por punto (l. 2639), pero la nota de \
l. 2438–2440 («si faltase tan solo un punto, solo se ganará treinta y cinco») solo cuadra con un tanto por punto: \
leemos «1.». El capote (todas las bazas) vale 72 tantos en lugar del exceso (l. 2438–2440, 2638). A 36 iguales \
nadie gana la mano.
5. Alce (l. 2474, 2640–2644): si la carta vuelta es de valor, el bando del pie gana sus puntos en tantos (malilla 5, \
as 4, rey 3, caballo 2, sota 1), gane o pierda la mano.
6. Pagos: lo que gana un bando lo gana cada uno de sus dos jugadores: cada jugador del bando que pierde paga la \
cantidad entera al contrario que tiene a su derecha (el asiento 1 al 2, el 3 al 4; o el 2 al 3 y el 4 al 1). El \
libro no dice cómo se reparte entre compañeros; esta es nuestra lectura. No hay plato: los cien tantos del centro \
(l. 2460) son fichas para señalar.
7. Renuncios: el motor no deja renunciar (las cuatro maneras de l. 2415: no servir, no cargar yendo la baza de los \
contrarios, no fallar yendo la baza de los contrarios, no contrafallar), ni jugar fuera de turno: por eso nunca se \
cobra la pena de no contar y pagar diez tantos (l. 2486, 2495–2497, 2645). Si un contrario ha fallado un palo que \
no es triunfo, basta con servir; si no puedes contrafallar, eres libre (el texto calla).
8. Partida: por defecto una mano («juegos-1»); si la mano queda a 36 iguales se da otra. Con «juegos-N» se juegan \
manos hasta que un bando gane N (gana la mano el bando que pasa de 36), y se paga cada mano. No se juega la \
Mari-perez (primera y última vuelta doble, l. 2630)."""

GRAMMAR = """\
``9O``, ``1E``, ``12B``…
    play a card (its code; ``9o`` is understood). The only action of the Malilla: the deal, the alce and the \
payments follow by themselves. The card must be held and must not be a renuncio (``asistir``, ``montar`` for \
«cargar», ``fallar``, ``pisar`` for «contrafallar»); another seat than the one to move gets ``turno``."""


@dataclass(frozen=True, slots=True)
class MalillaState:
    """A partida at one moment: the ronda being played (its dealer, alce and trumps; the cards and the open trick
    in ``position``; its tricks in ``history``), the finished rondas, the juegos and every payment so far.
    """

    phase: str
    to_move: int | None
    ronda: int
    target: int
    favorito: Suit | None
    dealer: int
    alce: Card
    position: Position
    history: tuple[TrickRecord, ...] = ()
    rondas: tuple[Ronda, ...] = ()
    juegos: tuple[int, ...] = (0, 0)
    transfers: tuple[Transfer, ...] = ()
    result: HandResult | None = None

    @property
    def trump(self) -> Suit:
        return self.alce.suit

    @property
    def mano(self) -> int:
        return (self.dealer + 1) % PLAYERS

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat holds now."""
        return self.position.hands

    @property
    def trick(self) -> tuple[Card, ...]:
        return self.position.trick

    @property
    def doubled(self) -> bool:
        """Whether this ronda is paid double: the favorito is trumps (l. 2392, 2646)."""
        return self.favorito is not None and self.favorito == self.trump


def side_points(history: tuple[TrickRecord, ...]) -> tuple[tuple[int, int], tuple[int, int]]:
    """Each side's points (cards and one per trick, l. 2436) and card points alone, over ``history``."""
    points = [0, 0]
    cards = [0, 0]
    for record in history:
        value = card_points(record.cards, MALILLA_POINTS)
        side = record.winner % 2
        cards[side] += value
        points[side] += value + 1
    return (points[0], points[1]), (cards[0], cards[1])


def alce_value(card: Card) -> int:
    """The tantos the pie's side marks for the turned card (l. 2474): its points, nothing for a blank card."""
    return MALILLA_POINTS.get(card.rank, 0)


def favorito_of(options: HandOptions) -> Suit | None:
    """The partida's favorito: named in the variant, none with ``sin-favorito``, else drawn from the seed (l. 2450)."""
    names = variant_names(options.variant)
    if SIN_FAVORITO in names:
        return None
    for name, suit in FAVORITO_VARIANTS.items():
        if name in names:
            return suit
    return random.Random(f"{options.seed}/favorito").choice(DECK_48).suit


class MalillaRules(BazaRules[MalillaState]):
    """The 1790 Malilla de compañeros as whole partidas (see the module docstring)."""

    slug: ClassVar[str] = "malilla"
    name: ClassVar[str] = "Malilla"
    players: ClassVar[tuple[int, ...]] = (4,)
    variants: ClassVar[tuple[str, ...]] = (SIN_FAVORITO, *FAVORITO_VARIANTS)
    summary: ClassVar[str] = (
        "Dos contra dos con la baraja de 48: la carta del pie da el triunfo, el nueve (la malilla) es la mayor, y "
        "el bando que pasa de 36 de los 72 puntos gana el exceso; el capote vale 72 (1790, l. 2364–2648)."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR

    default_juegos: ClassVar[int] = 1
    play_rules: ClassVar[GameRules] = PLAY_RULES

    def count(self, cards: tuple[Card, ...]) -> int:
        """The card points of ``cards``: malilla 5, as 4, rey 3, caballo 2, sota 1 (l. 2436)."""
        return card_points(cards, MALILLA_POINTS)

    # -- options and deal ------------------------------------------------------------------------------------------
    def check_options(self, options: HandOptions) -> None:
        super().check_options(options)
        names = variant_names(options.variant)
        if len(names & {SIN_FAVORITO, *FAVORITO_VARIANTS}) > 1:
            raise InvalidNotationError(
                "el favorito es un solo palo, o ninguno: elige una sola variante de favorito"
            )
        if options.pot:
            raise InvalidNotationError(
                "la Malilla no se juega con plato: los tantos se pagan entre los bandos"
            )
        if options.deal is not None:
            deal = options.deal
            if len(deal) == PLAYERS + 1 and not deal[-1]:
                deal = deal[:-1]
            if len(deal) != PLAYERS or any(len(cards) != TRICKS for cards in deal):
                raise InvalidNotationError(
                    "en la Malilla los cuatro jugadores reciben doce cartas cada uno y no queda monte (l. 2470)"
                )
            cards = [card for seat in deal for card in seat]
            if len(set(cards)) != len(cards) or set(cards) != set(DECK_48):
                raise InvalidNotationError(
                    "el reparto debe usar las 48 cartas de la baraja, cada una una vez (l. 2388)"
                )

    def _deal(self, options: HandOptions, ronda: int, dealer: int) -> tuple[tuple[Card, ...], ...]:
        if ronda == 1 and options.deal is not None:
            return tuple(options.deal[:PLAYERS])
        hands, _ = deal_ronda(DECK_48, options.seed, ronda, PLAYERS, (4, 4, 4), first=(dealer + 1) % PLAYERS)
        return hands

    def _ronda_state(
        self, options: HandOptions, ronda: int, dealer: int, base: MalillaState | None
    ) -> MalillaState:
        hands = self._deal(options, ronda, dealer)
        alce = hands[dealer][-1]  # the last card of the deck, the pie's (l. 2474)
        mano = (dealer + 1) % PLAYERS
        position = Position(PLAY_RULES, hands, alce.suit, (), mano, 0, (0,) * PLAYERS)
        if base is None:
            return MalillaState(
                phase=JUEGO,
                to_move=mano,
                ronda=ronda,
                target=self.target(options),
                favorito=favorito_of(options),
                dealer=dealer,
                alce=alce,
                position=position,
            )
        return replace(
            base,
            phase=JUEGO,
            to_move=mano,
            ronda=ronda,
            dealer=dealer,
            alce=alce,
            position=position,
            history=(),
        )

    def start(self, options: HandOptions) -> MalillaState:
        return self._ronda_state(options, 1, PIE, None)

    # -- actions ---------------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: MalillaState) -> list[str]:
        if state.phase != JUEGO:
            return []
        return state.position.legal_plays()

    def canonical(self, action: str) -> str:
        text = action.strip().upper()
        return text if text in CARDS_BY_CODE else action.strip()

    def check(self, state: MalillaState, action: str, seat: int | None = None) -> Violation | None:
        if state.phase != JUEGO or state.to_move is None:
            return violation(FASE, "La partida ha terminado: ya no se juega ninguna carta.", None, action, [])
        if seat is not None and seat != state.to_move:
            leading = not state.trick
            return violation(
                TURNO,
                f"No es tu turno: ahora juega el asiento {state.to_move + 1}.",
                FUERA_DE_MANO if leading else None,
                action,
                [],
            )
        code = self.canonical(action)
        if code not in CARDS_BY_CODE:
            return violation(
                ACCION,
                f"«{action}» no es una carta: en la Malilla solo se juegan cartas (ejemplos: 9O, 1E, 12B).",
                None,
                action,
                self.legal_actions(state),
            )
        return state.position.check_play(code)

    def apply(self, state: MalillaState, action: str, options: HandOptions) -> MalillaState:
        position = state.position.play(action)
        if len(position.trick) < PLAYERS:
            return replace(state, position=position, to_move=position.to_move)
        winner = PLAY_RULES.trick_winner(position.trick, position.leader, PLAYERS, position.trump)
        assert winner is not None
        history = (*state.history, TrickRecord(position.leader, position.trick, winner))
        position = position.collected()
        if len(history) < TRICKS:
            return replace(state, position=position, history=history, to_move=winner)
        return self._end_ronda(replace(state, position=position, history=history), options)

    # -- scoring ---------------------------------------------------------------------------------------------------
    def _end_ronda(self, state: MalillaState, options: HandOptions) -> MalillaState:
        number = state.ronda
        points, cards = side_points(state.history)
        tricks = [0, 0]
        for record in state.history:
            tricks[record.winner % 2] += 1
        items: list[tuple[int, int, str, str]] = []  # (gaining side, tantos, concept, what the double is for)
        lines = [
            f"{SIDE_NAMES[side].capitalize()}: {points[side]} puntos ({cards[side]} en cartas y "
            f"{tricks[side]} {'baza' if tricks[side] == 1 else 'bazas'})."
            for side in (0, 1)
        ]
        winners: tuple[int, ...] = ()
        capote = next((side for side in (0, 1) if tricks[side] == TRICKS), None)
        kind = "tablas"
        if capote is not None:
            kind, winners = "capote", (capote,)
            items.append((capote, CAPOTE_TANTOS, f"el capote de la ronda {number}", "el capote"))
            lines.append(f"Capote de {SIDE_NAMES[capote]}: hicieron todas las bazas y ganan 72 tantos.")
        else:
            best = 0 if points[0] > points[1] else 1
            if points[best] > HALF:
                excess = points[best] - HALF
                kind, winners = "ganancia", (best,)
                items.append(
                    (
                        best,
                        excess,
                        f"la ganancia de la ronda {number}: {points[best]} puntos, {excess} sobre 36",
                        "la ganancia",
                    )
                )
                lines.append(
                    f"Ganan {SIDE_NAMES[best]}: {excess} {'tanto' if excess == 1 else 'tantos'}, lo que pasan de 36."
                )
            else:
                lines.append("Quedan a 36 puntos cada bando: nadie gana esta mano.")
        pie_side = state.dealer % 2
        value = alce_value(state.alce)
        if value:
            items.append(
                (pie_side, value, f"el alce de la ronda {number}, {state.alce.with_article}", "el alce")
            )
            lines.append(
                f"Alce: {state.alce.with_article}, vuelto por el pie (asiento {state.dealer + 1}): "
                f"{value} {'tanto' if value == 1 else 'tantos'} para {SIDE_NAMES[pie_side]}."
            )
        if state.doubled and items:
            assert state.favorito is not None
            lines.append(f"Triunfo {state.favorito.spanish}, el palo de favorito: todo se paga doble.")
        transfers = list(state.transfers)
        for side, amount, concept, short in items:
            citation = {"el capote": PAGO_CAPOTE, "la ganancia": GANANCIA, "el alce": ALCE}[short]
            transfers += _side_pays(side, amount, concept, citation)
            if state.doubled:
                double = f"el doble del favorito sobre {short} de la ronda {number}"
                transfers += _side_pays(side, amount, double, PAGO_FAVORITO)
        juegos = list(state.juegos)
        for side in winners:
            juegos[side] += 1
        ronda = Ronda(
            number=number,
            points=points,
            winners=winners,
            juegos=1 if winners else 0,
            lines=tuple(lines),
            citation=PAGO_CAPOTE if kind == "capote" else GANANCIA,
        )
        state = replace(
            state, rondas=(*state.rondas, ronda), juegos=tuple(juegos), transfers=tuple(transfers)
        )
        champion = next((side for side in (0, 1) if juegos[side] >= state.target), None)
        if champion is None:
            next_dealer = (state.dealer + 1) % PLAYERS  # the deal passes to the right: the mano deals next
            return self._ronda_state(options, number + 1, next_dealer, state)
        return replace(state, phase=FIN, to_move=None, result=self._result(state, kind, champion))

    def _result(self, state: MalillaState, kind: str, champion: int) -> HandResult:
        if len(state.rondas) > 1:
            kind = "partida"
        explanation = [f"Ganan la partida {SIDE_NAMES[champion]}."]
        for ronda in state.rondas:
            prefix = f"Ronda {ronda.number}: " if len(state.rondas) > 1 else ""
            explanation.append(prefix + " ".join(ronda.lines))
        tricks = [0] * PLAYERS
        for record in state.history:
            tricks[record.winner] += 1
        return make_result(
            kind=kind,
            winners=tuple(seat for seat in range(PLAYERS) if seat % 2 == champion),
            jugador=None,
            contract=None,
            tricks=tuple(tricks),
            pot_before=0,
            transfers=list(state.transfers),
            explanation="\n".join(explanation),
            citation=PAGO_CAPOTE if kind == "capote" else GANANCIA,
        )

    # -- what a seat sees ------------------------------------------------------------------------------------------
    def view(self, state: MalillaState, seat: int) -> BazaView:
        points, cards = side_points(state.history)
        position = state.position
        return BazaView(
            game=self.slug,
            seat=seat,
            players=PLAYERS,
            phase=state.phase,
            to_move=state.to_move,
            hand=position.hands[seat],
            sides=alternate_sides(PLAYERS, True),
            trump=state.trump,
            pinta=None,  # the alce is the pie's own card, in his hand (l. 2474): see the notes
            stock_size=0,
            trick=position.trick,
            trick_leader=position.leader if state.phase == JUEGO else None,
            history=state.history,
            hand_sizes=tuple(len(cards_) for cards_ in position.hands),
            points=points,
            card_points=cards,
            cantes=(),
            juegos=state.juegos,
            target=state.target,
            ronda=state.ronda,
            rondas=state.rondas,
            legal_actions=tuple(self.legal_actions(state)) if seat == state.to_move else (),
            result=state.result,
            play_rules=PLAY_RULES,
            mano=state.mano,
            notes=self._notes(state),
        )

    def _notes(self, state: MalillaState) -> tuple[str, ...]:
        if state.favorito is None:
            favorito = "Se juega sin palo de favorito."
        else:
            favorito = (
                f"Favorito: {state.favorito.spanish}, para toda la partida; la mano en que sale triunfo se paga "
                "todo doble (l. 2392, 2646)."
            )
        value = alce_value(state.alce)
        alce = (
            f"Alce: el pie (asiento {state.dealer + 1}) volvió {state.alce.with_article}: triunfo "
            f"{state.trump.spanish}"
        )
        if value:
            alce += f"; {SIDE_NAMES[state.dealer % 2]} marcan {value} {'tanto' if value == 1 else 'tantos'} (l. 2474)."
        else:
            alce += "; carta blanca, no se marca nada (l. 2474)."
        notes = [favorito, alce]
        if state.phase == JUEGO and state.alce in state.position.hands[state.dealer]:
            notes.append(
                f"El pie (asiento {state.dealer + 1}) tiene aún en la mano {state.alce.with_article}."
            )
        if state.doubled:
            notes.append("El triunfo es el favorito: esta mano se paga todo doble.")
        return tuple(notes)


def _side_pays(side: int, amount: int, concept: str, citation: Citation) -> list[Transfer]:
    """The losing side pays ``amount`` to ``side``: each loser pays it whole to the opponent on his right."""
    losers = [seat for seat in range(PLAYERS) if seat % 2 != side]
    return [Transfer(seat, (seat + 1) % PLAYERS, amount, concept, citation) for seat in losers]


RULES = MalillaRules()
