"""Whole hands of the Mediator (*Reglas y leyes … del Mediator*, Madrid, 1807, l. 49–1066), and the machinery of the
games with a called king that the book derives from it: the Quadrillo (l. 1609–1677) and the Quintillo (l. 1679–1699).

Four players, ten cards each «en tres veces; dos á tres, y una á quatro» (l. 540–543), no talon. The games are
*entrada* (the Hombre names trumps and calls a king: its holder is his partner, unknown until the king is played,
l. 93, 836), *Mediator* (he asks a king, which its holder hands over face up for a card returned face down, and
plays alone, l. 95–97, 883–885), *solo* (l. 99, 998) and *bola* (all ten tricks: asked from the start in a
Mediator or a solo, or by playing the seventh card after the first six, l. 101–105, 331). A game in the
*favorito*, the suit turned up for the whole session (l. 498–502), is preferred to the same game in another suit
(l. 65), and a bola from the start to the same game even in the favorito (l. 103). When all pass, the holder of the
espadilla must *chillar*, enter forced (l. 565–567). Six tricks win, five are *puesta*, four or fewer *codillo*
(l. 170–178); the payments are the table of l. 1019–1039 with its notes (l. 1041–1057).

>>> import games
>>> hand = games.new_hand("mediator", seed=3, variant="favorito-copas")
>>> hand.legal_actions()[:4]
['paso', 'entrada', 'entrada-favor', 'mediator']
>>> hand = hand.apply("entrada").apply("paso").apply("paso").apply("paso")
>>> hand.phase, hand.to_move, hand.legal_actions()
('triunfo', 0, ['triunfo:O', 'triunfo:E', 'triunfo:B'])
>>> hand = hand.apply("triunfo:O")
>>> hand.phase, hand.legal_actions()
('llamada', ['llama:12C', 'llama:12E', 'llama:12B'])
>>> hand.check("llama:12O").code
'llamada'
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import ClassVar

from games.core.cards import DECK_40, Card, Suit
from games.core.citations import Citation, cite
from games.core.deal import deal
from games.core.hand import (
    BOLA_CODE,
    DESCARTE_CODE,
    FASE,
    LLAMADA_CODE,
    RENDICION,
    REY_CODE,
    SUBASTA_CODE,
    TRIUNFO_CODE,
    HandOptions,
    once_per_state,
    violation,
)
from games.core.result import HandResult, Transfer, make_result, passed_out
from games.core.trick import Position, TrickRecord, seat_name
from games.core.violations import CARTA, TURNO, Violation, ViolationCode
from games.ombre.hand import OmbreHandRules, parse_action
from games.ombre.rules import ESPADILLA
from games.ombre.state import DESCARTE, FIN, JUEGO, SUBASTA, TRIUNFO, OmbreState
from games.ombre.view import OmbreView

BOOK = "mediator-hombre-1807"

# Phases of their own (besides subasta, triunfo, descarte, juego and fin).
LLAMADA = "llamada"  # the Hombre calls (or asks) a king
RENDICION_PHASE = "rendicion"  # the Hombre gave the game up as codillo: the opponents accept or make him play

# The games (the bare words of the bids) and the words of these hands.
ENTRADA = "entrada"
MEDIATOR = "mediator"
SOLO = "solo"
PASO = "paso"
CHILLO = "chillo"
TIENDO = "tiendo"
BOLA = "bola"
RENDIRSE = "rendirse"
ACEPTO = "acepto"
JUEGA = "juega"
LLAMA = "llama"
DESCARTA = "descarta"
PLAY = "carta"

# Every bid of the family, lowest first: the Mediator's ladder (l. 65, 103, 569, 575, 883).
LADDER = (
    "entrada",
    "entrada-favor",
    "mediator",
    "mediator-favor",
    "mediator-bola",
    "mediator-bola-favor",
    "solo",
    "solo-favor",
    "solo-bola",
    "solo-bola-favor",
)
WORDS = frozenset({PASO, CHILLO, TIENDO, BOLA, RENDIRSE, ACEPTO, JUEGA})
ALIASES = {
    "entro": ENTRADA,
    "pasar": PASO,
    "chillar": CHILLO,
    "me tiendo": TIENDO,
    "me rindo": RENDIRSE,
    "doy el juego perdido": RENDIRSE,
    "juegue": JUEGA,
    "que juegue": JUEGA,
}
FAVORITO_VARIANTS = {f"favorito-{suit.spanish}": suit for suit in Suit}

# -- citations -----------------------------------------------------------------------------------------------------
JUEGOS = cite(BOOK, "13. Juego: Entrada, Mediator, Solo y Bola", 91)
TRIUNFO_TERM = cite(BOOK, "2. Triunfo: el palo que nombra el que hace juego", 63)
FAVORITO = cite(BOOK, "3. Favorito: preferido al que haga juego en otro palo", 65)
FAVORITO_DRAW = cite(BOOK, "Modo de sortear … el palo de favorito", 498, 502)
BOLA_TERM = cite(BOOK, "17. Bola: desde el principio, ó al jugar la septima carta", 101, 105)
DESBOLA = cite(BOOK, "18. Desbola: no hacer baza alguna el que hizo juego", 107)
DEAL = cite(BOOK, "Modo de dar las cartas: diez á cada uno en tres veces", 540, 543)
AUCTION = cite(BOOK, "De la mano: el mano el primero que haga juego", 561)
CHILLAR = cite(BOOK, "De la mano: si todos hubiesen pasado … chille", 565, 567)
OVERCALL = cite(BOOK, "De la mano: pujar haciendo el mismo juego en favor ú otro mayor", 569)
NO_LESS = cite(BOOK, "Nota: nunca llega el caso de poderlo disminuir (Ley I)", 571, 573)
PRECEDENCE = cite(BOOK, "De la mano: el que hiciese mayor juego tendrá la preferencia", 575)
PASSED = cite(BOOK, "Reglas para la entrada: habiendo pasado no tiene arbitrio", 648)
PLAY_CITE = cite(BOOK, "De la mano: el mano principia á jugar", 579)
LEY_I = cite(BOOK, "Ley I: La boca hace juego", 221, 230)
LEY_III = cite(BOOK, "Ley III: Jugar en su mano", 248, 258)
LEY_VII = cite(BOOK, "Ley VII: Tenderse antes de tiempo", 307, 310)
LEY_VII_SIXTH = cite(BOOK, "Ley VII: tenderse antes de hacer la sexta baza", 312)
LEY_VIII = cite(BOOK, "Ley VIII: la séptima carta es ir á bola", 323, 331)
LEY_VIII_PARTNER = cite(BOOK, "Ley VIII, segundo: la sexta baza en el compañero", 333)
LEY_VIII_START = cite(BOOK, "Ley VIII, tercero: bola pedida desde el principio", 339, 341)
LEY_IX = cite(BOOK, "Ley IX: no debe preguntar quién es el compañero", 353)
CALL = cite(BOOK, "Las voces con que se acostumbra á pedir rey", 836)
CALL_CABALLO = cite(BOOK, "El que tenga los quatro reyes puede pedir un caballo (G)", 648)
CALL_NO_TRUMP = cite(BOOK, "No se podrá pedir jamas rey ni caballo de triunfo (G)", 656, 657)
CALL_SELF = cite(BOOK, "Pedirse á sí mismo: ha de hacer él solo las seis bazas", 659, 679)
MEDIATOR_DEF = cite(BOOK, "De la entrada llamada Mediator: dar el rey descubierto", 883, 885)
MEDIATOR_RULES = cite(BOOK, "Mediator, reglas 6.ª–8.ª", 905, 909)
MEDIATOR_BOLA = cite(BOOK, "Mediator, reglas 9.ª–10.ª: la bola á la séptima jugada", 911, 913)
MEDIATOR_CALL = cite(BOOK, "Mediator, regla 17: el modo de pedir el rey", 932)
SOLO_DEF = cite(BOOK, "Del juego Solo", 998)
BOLA_ENTRADA = cite(
    BOOK, "En el juego de entrada no se puede emprender la bola sin que haya salido el rey", 683, 694
)
CHILLADO_BOLA = cite(BOOK, "El que entráre forzado … no puede, ni su compañero emprender bola", 688)
WIN = cite(BOOK, "41–43. Perder, puesta y codillo", 170, 178)
PAY_TABLE = cite(BOOK, "Reglas que se siguen en el pago", 1019, 1039)
POLLA = cite(BOOK, "El que es mano pone en medio dos fichas ó la polla", 1021)
POZO = cite(BOOK, "Quatro pollas forman el pozo", 1025)
PAY_ENTRADA = cite(BOOK, "Por la entrada. 1.", 1027)
PAY_ESTUCHE = cite(BOOK, "Por cada estuche. 1.", 1029)
PAY_PRIMERAS = cite(BOOK, "Por las seis primeras. 1.", 1031)
PAY_BOLA = cite(BOOK, "Por la bola ó desbola tres fichas", 1033)
PAY_MEDIATOR = cite(BOOK, "Por Mediator. 3.", 1035)
PAY_CARD = cite(BOOK, "En la carta que se vuelve en lugar del rey. 1.", 1037)
PAY_SOLO = cite(BOOK, "Por el solo una ficha. 10.", 1039)
NOTA_1 = cite(
    BOOK, "Pagos, nota 1.ª: doble siendo favorito; el Hombre, si perdiese, igual cantidad", 1041, 1043
)
NOTA_2 = cite(BOOK, "Pagos, nota 2.ª: puesta, se queda en medio; codillo, se reparte", 1045)
NOTA_3 = cite(BOOK, "Pagos, nota 3.ª: contar todos los estuches desde el primero", 1047)
NOTA_4 = cite(BOOK, "Pagos, nota 4.ª: las primeras no se pagan yendo á bola desde el principio", 1049)
ESTUCHE = cite(BOOK, "39. Estuche: sin intermision, á lo menos los tres primeros", 158, 162)
CONTRA_ESTUCHE = cite(BOOK, "Reglas generales: contra estuche, como si lo tuviesen", 822, 826)
SPLIT_ESTUCHE = cite(BOOK, "Aunque el estuche esté repartido entre dos compañeros", 824)
PRIMERAS = cite(BOOK, "38. Primeras: hacer seguidas las seis primeras bazas", 156)
LIGERAS = cite(BOOK, "Leyes para precaver las entradas ligeras, 1", 594, 596)
LIGERAS_CHILLADO = cite(BOOK, "Leyes para precaver las entradas ligeras, 2: el chillado", 598)
LIGERAS_POT = cite(BOOK, "Aunque no pague lo de en medio, ayuda á pagar el juego y las calidades", 602)
POT_EQUAL = cite(BOOK, "Los compañeros del Mediator, que para todos es igual", 1099)

INTERPRETATION = """\
Decisiones nuestras donde el libro calla o deja opciones (se indican las líneas en que nos apoyamos):
1. Asientos: el asiento 1 es la mano, habla primero y sale en la primera baza (l. 561, 579); se habla y se juega \
hacia la derecha y el asiento 4 da. Las cartas se dan tres, tres y cuatro (el libro deja al que da poner las cuatro \
al principio, en medio o al final, l. 540–543).
2. El favorito: la variante «favorito-oros», «favorito-copas», … lo fija; si no se da, la carta que descubre el que \
da sale de la semilla del reparto (l. 498–502).
3. Subasta (l. 561–575): se habla por turno, vuelta tras vuelta, hasta que todos menos uno han pasado; quien pasa no \
vuelve a hablar (l. 648). Cada juego ha de ser mayor que el que está en pie; quien está más cerca de la mano puede \
hacer el mismo juego, y así queda forzado (l. 123–126, 569). Orden: entrada < entrada en favor < Mediator < \
Mediator en favor < Mediator con bola < Mediator con bola en favor < solo < solo en favor < solo con bola < solo con \
bola en favor: la bola desde el principio solo prefiere al mismo juego (l. 103, 341).
4. Quien hace un juego en favor ha de nombrar triunfo el favorito, y quien no lo dijo no puede nombrarlo (si no, \
los demás no habrían podido pujarle).
5. Si todos pasan, el que tiene la espadilla dice «chillo» y juega una entrada forzada (l. 565–567): no hay bola \
(l. 688), no se pagan ni cobran calidades y el compañero paga por mitad (l. 598). Como nadie pujó, puede nombrar \
triunfo cualquier palo, también el favorito.
6. Primero se nombra el triunfo y después el rey («llama:12O»). En el Mediator el rey pedido pasa descubierto al \
Hombre, que vuelve una carta tapada («descarta:4C»), no el mismo rey; el tanto de la carta se paga siempre. Quien \
no puede pedir rey a otro en ningún palo no puede hacer Mediator (l. 905–909).
7. Hechas las seis primeras bazas, el que ganó la sexta sale a la séptima: jugar la carta es ir a bola (ley VIII); \
«tiendo» da el juego por ganado sin ir a bola. Si no hay bola posible, la mano acaba al hacer la sexta baza, y \
cortada una bola, al cortarse. La bola pedida desde el principio y cortada con seis bazas o más se pierde puesta.
8. Pagos (l. 1019–1049): cada contrario paga a cada uno de los que ganan el juego (entrada 1, Mediator 3, solo 10, \
cada estuche 1, primeras 1, bola 30; doble en favorito); perdiendo, el Hombre paga igual. La polla de la mano es de \
20 tantos y el pozo de 80: el que gana saca lo de en medio hasta un pozo, y lo que pase de él queda para otra mano; \
perdiendo puesta, el Hombre pone otro tanto en medio, y perdiendo codillo lo reparte entre los contrarios (lo que \
no se pueda repartir por igual queda en medio). Ganando con compañero, lo de en medio se parte por mitad (l. 1099); \
el tanto impar es del Hombre.
9. Estuches del lado del Hombre, juntando sus cartas y las del compañero (l. 824); el contraestuche cuenta los \
triunfos mayores que les faltan seguidos, desde la espadilla.
10. Entrada perdida (l. 594–602): el compañero paga siempre su parte del juego y de las calidades; si no hizo sus \
bazas (más de una en puesta, alguna en codillo) paga además la mitad de lo de en medio.
11. Dar el juego perdido codillo (ley VII): solo el Hombre, en su turno, antes de hacer la sexta baza y cuando los \
contrarios se conocen (no en una entrada antes de salir el rey). Si todos los contrarios aceptan es codillo y el \
compañero no paga; si uno dice «juega», se juega y vale codillo, y el compañero paga solo si no hace baza.
12. No se juegan la ley de volver el rey ni las penas por faltas (cartas enseñadas, renuncios consumados): el motor \
no deja hacerlas."""


@dataclass(frozen=True, slots=True)
class MediatorState(OmbreState):
    """The state of a hand with a called king: the Ombre state and what the Mediator family adds."""

    favorito: Suit | None = None
    favor: bool = False  # the game was bid in the favorito
    bola_start: bool = False  # bola asked from the start (Mediator or solo «con bola»)
    chillado: bool = False  # forced entry of the espadilla after all passed
    called: Card | None = None  # the king (or caballo) called or asked
    partner: int | None = None  # the Hombre's partner in an entrada (himself if he called his own king)
    giver: int | None = None  # Mediator: who handed over the king asked
    returned: Card | None = None  # Mediator: the card returned face down
    stopped: bool = False  # «tiendo»: six tricks made, the game taken without bola
    offered: bool = False  # the Hombre gave the game up as codillo
    accepted: frozenset[int] = frozenset()  # the opponents who accepted it
    played_on: bool = False  # an opponent made him play it out
    forced_king: bool = False  # rey forzado: the first king played is the partner
    solitario: bool = False  # Quadrillo solitario: the entrant asks the king as in a Mediator and plays alone


def _ms(state: OmbreState) -> MediatorState:
    assert isinstance(state, MediatorState)
    return state


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid of the ladder: its game, and whether it is «con bola» and «en favor»."""

    game: str
    bola: bool = False
    favor: bool = False
    refavor: bool = False  # in the fulminante, the oros of the Tresillo of 1807 (l. 1531)

    @classmethod
    def parse(cls, word: str) -> Bid:
        parts = word.split("-")
        return cls(parts[0], "bola" in parts[1:], "favor" in parts[1:], "refavor" in parts[1:])

    @property
    def as_mediator(self) -> Bid:
        """A Mediator in the same kind of suit (plain, favorito or refavor): whether one can be made decides."""
        return Bid(MEDIATOR, favor=self.favor, refavor=self.refavor)

    @property
    def spanish(self) -> str:
        text = {ENTRADA: "entrada", MEDIATOR: "Mediator", SOLO: "solo"}[self.game]
        if self.bola:
            text += " con bola"
        if self.favor:
            text += " en favorito"
        if self.refavor:
            text += " en refavor"
        return text


class CalledKingHand(OmbreHandRules):
    """Four or five players, no talon, an entrada with a called king, solo and bola: the Mediator and its kin."""

    of_the: ClassVar[str] = "del"

    players: ClassVar[tuple[int, ...]] = (4,)
    packets: ClassVar[tuple[int, ...]] = (3, 3, 4)
    contracts: ClassVar[tuple[str, ...]] = LADDER  # the bids of the game, lowest first
    repeated_auction = True
    win_tricks: ClassVar[int] = 6
    has_favorito: ClassVar[bool] = True
    # the chillado plays without bola nor calidades (Mediator, l. 598, 688)
    chillado_forced: ClassVar[bool] = True
    bola_risk: ClassVar[bool] = True  # a bola cut is paid (the Quintillo: «si no nada», l. 1685)
    partner_halves: ClassVar[bool] = False  # the partner always pays half (Quadrillo, l. 1616)
    # every opponent pays every winner (l. 1041); else each pays the side once, and the side halves it
    each_winner: ClassVar[bool] = True
    game_tantos: ClassVar[dict[str, tuple[int, Citation]]] = {
        ENTRADA: (1, PAY_ENTRADA),
        MEDIATOR: (3, PAY_MEDIATOR),
        SOLO: (10, PAY_SOLO),
    }
    bola_tantos: ClassVar[dict[str, tuple[int, Citation]]] = {
        ENTRADA: (30, PAY_BOLA),
        MEDIATOR: (30, PAY_BOLA),
        SOLO: (30, PAY_BOLA),
    }
    first_three_as_one: ClassVar[bool] = False  # estuches: the first three count as one (Quintillo, l. 1687)
    solo_doubles_calidades: ClassVar[bool] = False
    polla_tantos: ClassVar[int] = 20  # the mano's polla
    ante_each: ClassVar[int] = 0  # what every player puts in each hand (Quintillo)
    pass_tantos: ClassVar[int] = 0  # what each pass costs (Quintillo)
    pozo: ClassVar[int | None] = 80  # the most one hand wins or loses from the middle
    card_tantos: ClassVar[int] = 1  # the tanto on the card returned for the king
    rey_forzado_variant: ClassVar[str | None] = None
    solitario_variant: ClassVar[str | None] = None
    jugador_word = "el Hombre"

    cite_auction = AUCTION
    cite_overcall = OVERCALL
    cite_trump = CALL
    cite_solo = SOLO_DEF
    cite_exchange = MEDIATOR_DEF
    cite_draw = MEDIATOR_DEF
    cite_max_discard = MEDIATOR_DEF
    cite_bola = LEY_VIII
    cite_play = PLAY_CITE
    cite_turn = LEY_III
    cite_win: ClassVar[Citation] = WIN
    cite_polla: ClassVar[Citation] = POLLA
    cite_chillar: ClassVar[Citation] = CHILLAR
    cite_games: ClassVar[Citation] = JUEGOS
    cite_partner_pays: ClassVar[Citation] = LIGERAS
    cite_estuches: ClassVar[Citation] = NOTA_3
    cite_halves: ClassVar[Citation] = POT_EQUAL  # the middle shared by the Hombre and his partner
    cite_rey_forzado: ClassVar[Citation | None] = None
    cite_lead_king: ClassVar[Citation | None] = None
    cite_solitario: ClassVar[Citation] = MEDIATOR_DEF  # the entrada that asks the king (Quadrillo solitario)
    # where a hand that all pass is passed on (``hand_passes``), the rule that says so and what the result says
    cite_passed: ClassVar[Citation] = CHILLAR
    passed_text: ClassVar[str] = (
        "Nadie hizo juego: se pasa la mano; la polla queda en medio y se vuelve a dar."
    )

    # -- setting up --------------------------------------------------------------------------------------------------
    def favorito_of(self, options: HandOptions) -> Suit | None:
        """The favorito of the session: the variant's, or the suit of a card turned up by the seeded dealer."""
        if not self.has_favorito:
            return None
        if options.variant in FAVORITO_VARIANTS:
            return FAVORITO_VARIANTS[options.variant]
        return random.Random(f"favorito {options.seed}").choice(DECK_40).suit

    def start(self, options: HandOptions) -> MediatorState:
        playing = options.players - self.dealer_sits(options)
        if options.deal is not None:
            hands = tuple(options.deal[:playing])
        else:
            hands, _ = deal(self.deck_cards(options.variant), options.seed, playing, self.packets)
        state = MediatorState(
            players=playing,
            phase=SUBASTA,
            to_move=0,
            hands=hands,
            talon=(),
            discards=((),) * playing,
            drawn=(0,) * playing,
            favorito=self.favorito_of(options),
            forced_king=options.variant == self.rey_forzado_variant and self.rey_forzado_variant is not None,
            solitario=options.variant == self.solitario_variant and self.solitario_variant is not None,
        )
        return self.seat_dealer(state, options)

    # -- reading actions ---------------------------------------------------------------------------------------------
    def parse(self, action: str) -> tuple[str, str] | None:
        """The verb and argument of an action of these games, or ``None`` when it is not one."""
        low = " ".join(action.strip().lower().split())
        low = ALIASES.get(low, low)
        if low in LADDER or low in self.contracts or low == "vuelta":
            return "bid", low
        if low in WORDS:
            return low, ""
        verb, colon, argument = low.partition(":")
        if colon and verb == LLAMA:
            parsed = parse_action(argument)
            return (LLAMA, parsed[1]) if parsed is not None and parsed[0] == PLAY else None
        parsed = parse_action(action)
        if parsed is None or parsed[0] not in (
            "triunfo",
            DESCARTA,
            PLAY,
            "roba",
            "van",
            "vuelven",
            "defiendo",
        ):
            return None
        return parsed

    def canonical(self, action: str) -> str:
        parsed = self.parse(action)
        if parsed is None:
            return action
        verb, argument = parsed
        if verb in ("bid", PLAY):
            return argument
        if verb in ("triunfo", DESCARTA, LLAMA):
            return f"{verb}:{argument}"
        return verb

    # -- the auction -----------------------------------------------------------------------------------------------------
    def rank(self, word: str) -> int:
        return self.contracts.index(word)

    def admissible_trumps(self, state: MediatorState, bid: Bid) -> list[Suit]:
        """The suits the Hombre may name for ``bid``: the favorito in a game en favor, any other suit otherwise."""
        if state.favorito is None:
            return list(Suit)
        if bid.favor:
            return [state.favorito]
        return [suit for suit in Suit if suit != state.favorito]

    def callable_cards(self, hand: tuple[Card, ...], trump: Suit, game: str) -> list[Card]:
        """The kings (and, holding the four, the caballos) the Hombre may call for ``game`` under ``trump``."""
        cards: list[Card] = []
        held = set(hand)
        four = all(Card(12, suit) in held for suit in Suit)
        for rank in (12, 11) if four else (12,):
            for suit in Suit:
                card = Card(rank, suit)
                if suit == trump or (game == MEDIATOR and card in held):
                    continue
                cards.append(card)
        return cards

    def mediator_possible(self, state: MediatorState, seat: int, bid: Bid) -> bool:
        hand = state.hands[seat]
        return any(self.callable_cards(hand, suit, MEDIATOR) for suit in self.admissible_trumps(state, bid))

    def bid_allowed(self, state: MediatorState, seat: int, word: str, possible: bool | None = None) -> bool:
        """Whether ``seat`` may bid ``word`` (``possible``: whether it can make a Mediator, if already known)."""
        if word not in self.contracts:
            return False
        bid = Bid.parse(word)
        if self.asks_king(state, bid.game) and not (
            possible if possible is not None else self.mediator_possible(state, seat, bid)
        ):
            return False
        if state.high_bid is None or state.high_seat is None:
            return True
        rank, high = self.rank(word), self.rank(state.high_bid)
        return rank > high or (rank == high and seat < state.high_seat)

    def asks_king(self, state: MediatorState, game: str) -> bool:
        """Whether ``game`` gets its king from another player for a card: the Mediator, and the entrada of the
        Quadrillo solitario (l. 1620)."""
        return game == MEDIATOR or (game == ENTRADA and state.solitario)

    def with_partner(self, state: MediatorState) -> bool:
        """Whether the Hombre plays with a partner: an entrada, but not the solitario's (l. 1626)."""
        return state.contract == ENTRADA and not state.solitario

    def hand_passes(self, state: MediatorState) -> bool:
        """Whether a hand that all pass is passed on, the mano putting in again, instead of the espadilla
        chillando: the Quadrillo solitario (l. 1624–1625)."""
        return state.solitario

    def all_passed(self, state: MediatorState) -> bool:
        return state.high_bid is None and len(state.passed) == state.players

    def espadilla_seat(self, state: MediatorState) -> int:
        return next(seat for seat, hand in enumerate(state.hands) if ESPADILLA in hand)

    # -- the sides -------------------------------------------------------------------------------------------------------
    def side(self, state: MediatorState) -> tuple[int, ...] | None:
        """The Hombre and his partner (or the Hombre alone); ``None`` while a rey forzado has not appeared."""
        j = state.jugador
        if j is None:
            return None
        if not self.with_partner(state):
            return (j,)
        if state.partner is None:
            return None
        return (j,) if state.partner == j else (j, state.partner)

    def called_out(self, state: MediatorState) -> bool:
        """Whether the partner is known to everyone: the called king played, or the first king in a rey forzado."""
        if not self.with_partner(state):
            return True
        if state.forced_king:
            return state.partner is not None
        played = {card for record in state.history for card in record.cards} | set(state.trick)
        return state.called is not None and state.called in played

    def side_tricks(self, state: MediatorState) -> int | None:
        side = self.side(state)
        if side is None:
            return None
        return sum(state.tricks_won[seat] for seat in side)

    def bola_option(self, state: MediatorState) -> bool:
        """The leader of the seventh card, having made the first six, may go to bola (or take the game)."""
        side = self.side(state)
        if side is None or state.bola or state.bola_start or state.offered or state.trick:
            return False
        made = self.side_tricks(state)
        if made != self.win_tricks or len(state.history) != made:
            return False
        if state.chillado and self.chillado_forced:
            return False
        return self.called_out(state)

    def may_surrender(self, state: MediatorState, seat: int) -> bool:
        made = self.side_tricks(state)
        return (
            seat == state.jugador
            and not state.offered
            and not state.bola
            and made is not None
            and made < self.win_tricks
            and self.called_out(state)
        )

    # -- what may be done ----------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: OmbreState) -> list[str]:
        s = _ms(state)
        mover = s.to_move
        if mover is None:
            return []
        if s.phase == SUBASTA:
            if self.all_passed(s):
                return [CHILLO]
            kinds = {word: Bid.parse(word).as_mediator for word in self.contracts}
            possible = {kind: self.mediator_possible(s, mover, kind) for kind in set(kinds.values())}
            return [PASO] + [
                word for word in self.contracts if self.bid_allowed(s, mover, word, possible[kinds[word]])
            ]
        if s.phase == TRIUNFO:
            return [f"triunfo:{suit.value}" for suit in self.trumps_allowed(s)]
        if s.phase == LLAMADA:
            assert s.trump is not None and s.contract is not None
            game = MEDIATOR if self.asks_king(s, s.contract) else s.contract
            return [f"{LLAMA}:{card.code}" for card in self.callable_cards(s.hands[mover], s.trump, game)]
        if s.phase == DESCARTE:
            return [f"{DESCARTA}:{card.code}" for card in s.hands[mover] if card != s.called]
        if s.phase == RENDICION_PHASE:
            return [ACEPTO, JUEGA]
        if s.phase == JUEGO:
            actions = self.card_plays(s)
            if self.bola_option(s):
                actions += [BOLA, TIENDO]
            if self.may_surrender(s, mover):
                actions.append(RENDIRSE)
            return actions
        return []

    def trumps_allowed(self, state: MediatorState) -> list[Suit]:
        assert state.high_bid is not None and state.jugador is not None
        bid = Bid.parse(state.high_bid)
        if state.chillado:
            return list(Suit)  # nobody bid: the forced entrant names any suit
        suits = self.admissible_trumps(state, bid)
        if self.asks_king(state, bid.game):
            hand = state.hands[state.jugador]
            suits = [suit for suit in suits if self.callable_cards(hand, suit, MEDIATOR)]
        return suits

    def card_plays(self, state: MediatorState) -> list[str]:
        assert state.position is not None
        plays = state.position.legal_plays()
        if not self.king_rule_applies(state):
            return plays
        return [code for code in plays if self.king_problem(state, Card.parse(code)) is None]

    def king_rule_applies(self, state: MediatorState) -> bool:
        return state.forced_king and state.contract == ENTRADA and state.partner is None

    def king_problem(self, state: MediatorState, card: Card) -> str | None:
        """Rey forzado (l. 1636–1643): why ``card`` may not be played now, or ``None``."""
        if card.rank != 12 or not self.king_rule_applies(state):
            return None
        assert state.position is not None
        position = state.position.collected()
        hand = position.hand
        if not position.trick:
            if all(other.rank == 12 for other in hand):
                return None
            return (
                "Nadie puede salir jugando su rey, aunque esté solo, mientras no haya salido el primero: sal con "
                "otra carta (solo si no te quedan más que reyes puedes salir con uno)."
            )
        order = self.play_rules.order(state.trump)
        led = order.suit_of[position.trick[0]]
        same = [other for other in hand if other != card and order.suit_of[other] == order.suit_of[card]]
        if order.suit_of[card] == led and same:
            return (
                f"{card.with_article.capitalize()} no se pone mientras tengas otra carta de ese palo: sirve con "
                f"{same[0].with_article} y guarda el rey hasta que sea la última."
            )
        return None

    # -- checking ------------------------------------------------------------------------------------------------------
    def check(self, state: OmbreState, action: str, seat: int | None = None) -> Violation | None:
        s = _ms(state)
        parsed = self.opening(s, action)
        if isinstance(parsed, Violation):
            return parsed
        allowed = self.legal_actions(s)
        if seat is not None and seat != s.to_move:
            return self.out_of_turn(s, parsed[0], seat, action)
        if self.canonical(action) in allowed:
            return None
        verb, argument = parsed
        problem = {
            SUBASTA: self.auction_problem,
            TRIUNFO: self.trump_problem,
            LLAMADA: self.call_problem,
            DESCARTE: self.return_problem,
            RENDICION_PHASE: self.surrender_answer_problem,
            JUEGO: self.play_problem,
        }[s.phase](s, verb, argument, action)
        return problem

    def refuse(
        self,
        state: MediatorState,
        action: str,
        text: str,
        citation: Citation | None,
        code: ViolationCode = FASE,
    ) -> Violation:
        return violation(code, text, citation, action, self.legal_actions(state))

    def out_of_turn(self, state: MediatorState, verb: str, seat: int, action: str) -> Violation:
        mover = state.to_move
        assert mover is not None
        if state.phase == RENDICION_PHASE and seat in (self.side(state) or ()):
            text = (
                "Has dado el juego perdido: ahora los contrarios dicen si se contentan o te lo hacen jugar."
            )
            return self.refuse(state, action, text, LEY_VII, RENDICION)
        if verb in ("triunfo", LLAMA) and seat != state.jugador:
            text = f"Solo {self.jugador_word}, quien ganó la subasta, nombra el triunfo y el rey."
            code = TRIUNFO_CODE if verb == "triunfo" else LLAMADA_CODE
            return self.refuse(state, action, text, TRIUNFO_TERM if verb == "triunfo" else CALL, code)
        doing = {
            SUBASTA: "hablar",
            TRIUNFO: "nombrar el triunfo",
            LLAMADA: "llamar el rey",
            DESCARTE: "volver la carta del rey",
            RENDICION_PHASE: "decir si se contenta con el codillo",
            JUEGO: "jugar",
        }[state.phase]
        return violation(
            TURNO,
            f"No es tu turno: ahora le toca {doing} a {seat_name(mover)}. Cada uno debe jugar cuando le "
            "corresponda (ley III).",
            LEY_III,
            action,
            [],
        )

    def not_now(self, state: MediatorState, action: str, verb: str) -> Violation:
        """An action of another phase."""
        phase = state.phase
        texts = {
            SUBASTA: ("Ahora se habla: di «paso» o un juego (entrada, Mediator, solo…).", AUCTION),
            TRIUNFO: ("Ahora el Hombre nombra el triunfo: «triunfo:O», «triunfo:C»…", CALL),
            LLAMADA: ("Ahora el Hombre llama el rey que le ayude: «llama:12O»…", CALL),
            DESCARTE: (
                "Ahora el Hombre vuelve una carta tapada en lugar del rey: «descarta:4C»…",
                MEDIATOR_DEF,
            ),
            RENDICION_PHASE: ("El Hombre dio el juego perdido: di «acepto» o «juega».", LEY_VII),
            JUEGO: ("Ahora se juegan las bazas: juega una carta.", PLAY_CITE),
        }
        text, citation = texts[phase]
        code = {
            "bid": SUBASTA_CODE,
            PASO: SUBASTA_CODE,
            CHILLO: SUBASTA_CODE,
            "triunfo": TRIUNFO_CODE,
            LLAMA: LLAMADA_CODE,
            DESCARTA: DESCARTE_CODE,
            BOLA: BOLA_CODE,
            TIENDO: BOLA_CODE,
            RENDIRSE: RENDICION,
            ACEPTO: RENDICION,
            JUEGA: RENDICION,
        }.get(verb, FASE)
        earlier = {
            "bid": "La subasta ya terminó",
            PASO: "La subasta ya terminó",
            CHILLO: "La subasta ya terminó",
            "triunfo": "El triunfo ya está nombrado"
            if state.trump is not None
            else "Aún no se nombra el triunfo",
            LLAMA: "El rey ya está llamado" if state.called is not None else "Aún no se llama el rey",
        }.get(verb)
        if earlier is not None and phase != SUBASTA:
            text = f"{earlier}. {text}"
        if verb in ("roba", "van", "vuelven", "defiendo"):
            text = f"En el {self.name} no hay monte ni robo, ni se defiende una entrada. {text}"
            code = FASE
        return self.refuse(state, action, text, citation, code)

    def auction_problem(self, state: MediatorState, verb: str, argument: str, action: str) -> Violation:
        mover = state.to_move
        assert mover is not None
        if self.all_passed(state):
            text = (
                f"Todos han pasado: {seat_name(mover)}, que tiene la espadilla, ha de chillar, entrar forzado "
                "(«chillo»)."
            )
            return self.refuse(state, action, text, self.cite_chillar, SUBASTA_CODE)
        if verb == CHILLO and self.hand_passes(state):
            text = (
                f"En el {self.name} solitario no se chilla: si nadie hace juego, se pasa la mano y la mano vuelve "
                "a poner."
            )
            return self.refuse(state, action, text, self.cite_passed, SUBASTA_CODE)
        if verb == CHILLO:
            text = (
                "Solo se chilla cuando todos han pasado, y lo hace el que tiene la espadilla; si quieres entrar, "
                "di un juego."
            )
            return self.refuse(state, action, text, self.cite_chillar, SUBASTA_CODE)
        if verb != "bid":
            return self.not_now(state, action, verb)
        if argument not in self.contracts:
            bid = Bid.parse(argument) if argument in LADDER else None
            if bid is not None and bid.favor and not self.has_favorito:
                text = f"En el {self.name} no hay palo de favorito: los juegos son {self.games_text()}."
            elif bid is not None and bid.game == MEDIATOR:
                text = (
                    f"En el {self.name} no hay Mediator, el juego medio: los juegos son {self.games_text()}."
                )
            elif bid is not None and bid.bola:
                text = (
                    f"En el {self.name} no se pide bola desde el principio: los juegos son {self.games_text()}; "
                    "la bola se emprende después de hacer las bazas de ganar."
                )
            else:
                text = f"En el {self.name} no hay {argument}: los juegos son {self.games_text()}."
            return self.refuse(state, action, text, self.cite_games, SUBASTA_CODE)
        bid = Bid.parse(argument)
        if self.asks_king(state, bid.game) and not self.mediator_possible(state, mover, bid):
            text = (
                f"No puedes hacer {bid.spanish}: con tus reyes no te queda rey (ni caballo, si tuvieras los cuatro "
                "reyes) que pedir a otro que no sea de triunfo. «El que tenga tres reyes y le falte el de triunfo no "
                "puede hacer Mediator»."
            )
            return self.refuse(state, action, text, MEDIATOR_RULES, SUBASTA_CODE)
        assert state.high_bid is not None
        high = Bid.parse(state.high_bid)
        text = (
            f"{seat_name(state.high_seat).capitalize()} hizo {high.spanish}: para pujarle has de hacer el mismo "
            "juego en favor u otro mayor; el mismo juego solo lo puede hacer quien está más cerca de la mano, que "
            f"tiene la preferencia. {bid.spanish.capitalize()} no basta."
        )
        return self.refuse(
            state,
            action,
            text,
            PRECEDENCE if self.rank(argument) == self.rank(state.high_bid) else OVERCALL,
            SUBASTA_CODE,
        )

    def games_text(self) -> str:
        names = [Bid.parse(word).spanish for word in self.contracts]
        return ", ".join(names[:-1]) + " y " + names[-1] if len(names) > 1 else names[0]

    def trump_problem(self, state: MediatorState, verb: str, argument: str, action: str) -> Violation:
        if verb != "triunfo":
            return self.not_now(state, action, verb)
        suit = Suit(argument)
        assert state.high_bid is not None
        bid = Bid.parse(state.high_bid)
        fav = None if state.chillado else state.favorito
        if fav is not None and bid.favor and suit != fav:
            text = (
                f"Hiciste {bid.spanish}: el triunfo ha de ser el favorito, {fav.spanish}. La boca hace juego: "
                "has de jugar el juego que nombraste (ley I)."
            )
            return self.refuse(state, action, text, LEY_I, TRIUNFO_CODE)
        if fav is not None and suit == fav:
            text = (
                f"{fav.spanish.capitalize()} es el favorito: para hacerlo triunfo debiste decir el juego en favor "
                "en la subasta, donde los demás podían pujártelo. Nombra otro palo."
            )
            return self.refuse(state, action, text, FAVORITO, TRIUNFO_CODE)
        text = (
            f"En {suit.spanish} no te queda rey que pedir: el de triunfo no se pide, y los otros los tienes tú. "
            "«El que tenga tres reyes y le falte el de triunfo no puede hacer Mediator»: nombra otro triunfo."
        )
        return self.refuse(state, action, text, MEDIATOR_RULES, TRIUNFO_CODE)

    def call_problem(self, state: MediatorState, verb: str, argument: str, action: str) -> Violation:
        if verb != LLAMA:
            return self.not_now(state, action, verb)
        card = Card.parse(argument)
        hand = state.hands[state.to_move or 0]
        four = all(Card(12, suit) in hand for suit in Suit)
        if card.rank not in (11, 12):
            text = "Se llama un rey («el rey de oros me ayude á bastos»): no otra carta."
            return self.refuse(state, action, text, CALL, LLAMADA_CODE)
        if card.suit == state.trump:
            what = "rey" if card.rank == 12 else "caballo"
            text = f"No se puede pedir jamás {what} de triunfo: llama un rey de otro palo."
            return self.refuse(state, action, text, CALL_NO_TRUMP, LLAMADA_CODE)
        if card.rank == 11 and not four:
            text = "Solo quien tiene los cuatro reyes puede pedir un caballo que le ayude: llama un rey."
            return self.refuse(state, action, text, CALL_CABALLO, LLAMADA_CODE)
        if state.solitario:
            text = (
                f"{card.with_article.capitalize()} lo tienes tú: en el solitario se pide el rey a otro, que te lo "
                "da y le vuelves una carta, como en el Mediator."
            )
            return self.refuse(state, action, text, self.cite_solitario, LLAMADA_CODE)
        text = (
            f"{card.with_article.capitalize()} lo tienes tú: en el Mediator se pide el rey a otro, que te lo da "
            "descubierto; pedirse á sí mismo solo cabe en la entrada."
        )
        return self.refuse(state, action, text, MEDIATOR_RULES, LLAMADA_CODE)

    def return_problem(self, state: MediatorState, verb: str, argument: str, action: str) -> Violation:
        if verb != DESCARTA:
            return self.not_now(state, action, verb)
        card = Card.parse(argument)
        if card == state.called:
            text = f"{card.with_article.capitalize()} es el que te dieron: vuelves otra carta tapada en su lugar."
            return self.refuse(state, action, text, MEDIATOR_DEF, DESCARTE_CODE)
        return violation(
            CARTA, f"No tienes {card.with_article} en la mano.", None, action, self.legal_actions(state)
        )

    def surrender_answer_problem(
        self, state: MediatorState, verb: str, argument: str, action: str
    ) -> Violation:
        return self.not_now(state, action, verb)

    def play_problem(self, state: MediatorState, verb: str, argument: str, action: str) -> Violation:
        assert state.position is not None and state.to_move is not None
        if verb == PLAY:
            found = state.position.check_play(argument)
            if found is not None:
                return found
            problem = self.king_problem(state, Card.parse(argument))
            assert problem is not None
            citation = self.cite_rey_forzado if state.position.collected().trick else self.cite_lead_king
            return self.refuse(state, action, problem, citation, REY_CODE)
        if verb in (BOLA, TIENDO):
            return self.refuse(state, action, self.bola_text(state), self.bola_citation(state), BOLA_CODE)
        if verb == RENDIRSE:
            return self.refuse(state, action, self.surrender_text(state), LEY_VII, RENDICION)
        return self.not_now(state, action, verb)

    def bola_text(self, state: MediatorState) -> str:
        if state.chillado and self.chillado_forced:
            return "El que entra chillado no puede, ni su compañero, emprender bola."
        if state.bola or state.bola_start:
            return "Ya se va a bola: hay que hacer todas las bazas."
        if self.with_partner(state) and not self.called_out(state) and state.history:
            return "En la entrada no se puede emprender la bola sin que haya salido el rey llamado."
        return (
            f"La bola se emprende al sacar la carta siguiente tras hacer las {self.win_tricks} primeras bazas, y "
            "lo decide el que ganó la última; ahora no toca."
        )

    def bola_citation(self, state: MediatorState) -> Citation:
        if state.chillado and self.chillado_forced:
            return CHILLADO_BOLA
        if self.with_partner(state):
            return BOLA_ENTRADA
        return MEDIATOR_BOLA if state.contract == MEDIATOR else LEY_VIII

    def surrender_text(self, state: MediatorState) -> str:
        if state.to_move != state.jugador:
            return "Solo el Hombre puede dar el juego perdido."
        if state.offered:
            return "Ya diste el juego perdido: ahora se juega hasta el final."
        made = self.side_tricks(state)
        if made is not None and made >= self.win_tricks:
            return "Ya tienes hechas las bazas de ganar: no hay juego que dar perdido."
        return (
            "Aún no ha salido el rey llamado: los contrarios no se conocen, y no pueden decir si se contentan con "
            "el codillo."
        )

    # -- applying ------------------------------------------------------------------------------------------------------
    def apply(self, state: OmbreState, action: str, options: HandOptions) -> OmbreState:
        s = _ms(state)
        parsed = self.parse(action)
        assert parsed is not None and s.to_move is not None
        verb, argument = parsed
        mover = s.to_move
        if s.phase == SUBASTA:
            return self.apply_bid(s, mover, verb, argument, options)
        if s.phase == TRIUNFO:
            s = replace(s, trump=Suit(argument))
            if s.contract == SOLO or (s.contract == ENTRADA and s.forced_king):
                return self.begin_play(s)
            return replace(s, phase=LLAMADA, to_move=s.jugador)
        if s.phase == LLAMADA:
            return self.apply_call(s, Card.parse(argument))
        if s.phase == DESCARTE:
            return self.apply_return(s, Card.parse(argument))
        if s.phase == RENDICION_PHASE:
            return self.apply_answer(s, mover, verb, options)
        return self.apply_play(s, mover, verb, argument, options)

    def apply_bid(
        self, state: MediatorState, mover: int, verb: str, word: str, options: HandOptions
    ) -> OmbreState:
        if verb == CHILLO:
            state = replace(state, bids=(*state.bids, (mover, CHILLO)), chillado=True)
            return self.after_auction(
                replace(state, jugador=mover, contract=ENTRADA, high_bid=ENTRADA), options
            )
        bids = (*state.bids, (mover, word if verb == "bid" else PASO))
        passed = state.passed | {mover} if verb == PASO else state.passed
        high_seat, high_bid = (state.high_seat, state.high_bid) if verb == PASO else (mover, word)
        state = replace(state, bids=bids, passed=passed, high_seat=high_seat, high_bid=high_bid)
        players = state.players
        if high_bid is None and len(passed) == players:
            if self.hand_passes(state):
                result = passed_out(
                    state.tricks_won, options.pot, self.antes(state), self.passed_text, self.cite_passed
                )
                return replace(state, phase=FIN, to_move=None, result=result)
            return replace(state, to_move=self.espadilla_seat(state))
        following = [(mover + step) % players for step in range(1, players + 1)]
        speaker = next(seat for seat in following if seat not in passed)
        if speaker != high_seat:
            return replace(state, to_move=speaker)
        assert high_bid is not None
        bid = Bid.parse(high_bid)
        return self.after_auction(
            replace(state, jugador=high_seat, contract=bid.game, favor=bid.favor, bola_start=bid.bola),
            options,
        )

    def after_auction(self, state: OmbreState, options: HandOptions) -> OmbreState:
        return replace(state, phase=TRIUNFO, to_move=state.jugador)

    def apply_call(self, state: MediatorState, card: Card) -> OmbreState:
        j = state.jugador
        assert j is not None
        holder = next(seat for seat, hand in enumerate(state.hands) if card in hand)
        assert j is not None and state.contract is not None
        if not self.asks_king(state, state.contract):
            return self.begin_play(replace(state, called=card, partner=holder))
        hands = tuple(
            (*hand, card) if seat == j else tuple(c for c in hand if c != card) if seat == holder else hand
            for seat, hand in enumerate(state.hands)
        )
        return replace(state, hands=hands, called=card, giver=holder, phase=DESCARTE, to_move=j)

    def apply_return(self, state: MediatorState, card: Card) -> OmbreState:
        j, giver = state.jugador, state.giver
        assert j is not None and giver is not None
        hands = tuple(
            tuple(c for c in hand if c != card) if seat == j else (*hand, card) if seat == giver else hand
            for seat, hand in enumerate(state.hands)
        )
        return self.begin_play(replace(state, hands=hands, returned=card))

    def begin_play(self, state: MediatorState) -> OmbreState:
        players = len(state.active)  # the zángano, who sits out, is the last seat
        position = Position(self.play_rules, state.hands[:players], state.trump, (), 0, 0, (0,) * players)
        return replace(state, phase=JUEGO, to_move=0, position=position, start_hands=state.hands)

    def apply_answer(self, state: MediatorState, mover: int, verb: str, options: HandOptions) -> OmbreState:
        if verb == JUEGA:
            assert state.position is not None
            return replace(state, phase=JUEGO, played_on=True, to_move=state.position.collected().to_move)
        state = replace(state, accepted=state.accepted | {mover})
        waiting = [seat for seat in self.responders(state) if seat not in state.accepted]
        if waiting:
            return replace(state, to_move=waiting[0])
        return self.finish(state, options)

    def responders(self, state: MediatorState) -> list[int]:
        j = state.jugador
        side = self.side(state) or ()
        assert j is not None
        playing = len(state.active)
        return [(j + step) % playing for step in range(1, playing) if (j + step) % playing not in side]

    def apply_play(
        self, state: MediatorState, mover: int, verb: str, argument: str, options: HandOptions
    ) -> OmbreState:
        if verb == BOLA:
            return replace(state, bola=True)
        if verb == TIENDO:
            return self.finish(replace(state, stopped=True), options)
        if verb == RENDIRSE:
            state = replace(state, offered=True, phase=RENDICION_PHASE)
            return replace(state, to_move=self.responders(state)[0])
        assert state.position is not None
        if self.bola_option(state):
            state = replace(state, bola=True)  # the seventh card on the table: bola (ley VIII)
        card = Card.parse(argument)
        if state.forced_king and state.partner is None and card.rank == 12 and state.contract == ENTRADA:
            state = replace(state, partner=mover)  # the first king out is the partner (l. 1632, 1669)
        assert state.position is not None
        position = state.position._apply(card)
        history = state.history
        if position.is_trick_complete:
            winner = position.trick_winner()
            assert winner is not None
            history = (*history, TrickRecord(position.leader, position.trick, winner))
            position = position.collected()
        state = replace(state, position=position, history=history, to_move=position.to_move)
        if position.trick:
            return state
        if position.is_over or self.decided(state):
            return self.finish(state, options)
        return state

    def decided(self, state: MediatorState) -> bool:
        """Whether nothing left to play can change the result: the game made with no bola possible, or a bola cut."""
        made = self.side_tricks(state)
        if made is None or state.offered:
            return False
        lost = len(state.history) - made
        if state.bola or state.bola_start:
            return lost > 0
        return made >= self.win_tricks and not self.bola_option(state)

    def finish(self, state: MediatorState, options: HandOptions) -> OmbreState:
        result = self.settle(state, options)
        return replace(state, phase=FIN, to_move=None, result=result)

    # -- the result --------------------------------------------------------------------------------------------------
    def verdict(self, state: MediatorState) -> tuple[str, str | None]:
        """``gana``, ``puesta`` or ``codillo``, and what became of a bola (``ganada``, ``cortada``, ``desbola``)."""
        made = self.side_tricks(state)
        assert made is not None
        played_all = state.position is not None and state.position.is_over
        if state.offered:
            if state.bola_start:
                return "codillo", "cortada"
            return "codillo", "desbola" if played_all and made == 0 else None
        if state.bola or state.bola_start:
            lost_at = next(
                (
                    index
                    for index, record in enumerate(state.history)
                    if record.winner not in (self.side(state) or ())
                ),
                None,
            )
            if lost_at is None:
                return "gana", "ganada"
            if not state.bola_start:
                return "gana", "cortada"
            if lost_at >= self.win_tricks:
                return "puesta", "cortada"
            return ("puesta" if lost_at == self.win_tricks - 1 else "codillo"), "cortada"
        if made >= self.win_tricks:
            return "gana", None
        if made == self.win_tricks - 1:
            return "puesta", None
        return "codillo", "desbola" if played_all and made == 0 else None

    def settle(self, state: OmbreState, options: HandOptions) -> HandResult:
        s = _ms(state)
        tricks = s.tricks_won
        j = s.jugador
        side = self.side(s)
        assert j is not None and side is not None and s.contract is not None
        transfers = self.antes(s)
        pot_now = options.pot + sum(t.amount for t in transfers if t.payee is None)
        stake = min(pot_now, self.pozo) if self.pozo is not None else pot_now
        kind, bola = self.verdict(s)
        won = kind == "gana"
        opponents = tuple(seat for seat in s.active if seat not in side)
        fav = self.multiplier(s)
        partner = side[1] if len(side) > 1 else None
        liable = self.partner_liable(s, kind, partner)
        if s.giver is not None and s.returned is not None and not s.solitario:
            transfers.append(
                Transfer(
                    j, s.giver, self.card_tantos * fav, "la carta que se vuelve en lugar del rey", PAY_CARD
                )
            )
        turn = [True]
        calidades = self.calidades(s, won, side, fav)
        for amount, concept, citation in calidades:
            transfers += self.between(side, opponents, amount, concept, citation, to_side=won, j=j, turn=turn)
        if s.dealer_sits:
            transfers += self.zangano_lines(s, calidades, side, opponents, won, turn)
        if bola is not None:
            amount, citation = self.bola_tantos[s.contract]
            amount *= fav
            if bola == "ganada":
                transfers += self.between(
                    side, opponents, amount, "la bola", citation, to_side=True, j=j, turn=turn
                )
            elif bola == "desbola":
                transfers += self.between(
                    side, opponents, amount, "la desbola", DESBOLA, to_side=False, j=j, turn=turn
                )
            elif self.bola_risk or s.bola_start:
                transfers += self.between(
                    side, opponents, amount, "la bola cortada", citation, to_side=False, j=j, turn=turn
                )
        transfers += self.pot_transfers(s, kind, side, opponents, stake, liable)
        winners = side if won else opponents
        return make_result(
            kind,
            tuple(sorted(winners)),
            j,
            s.contract,
            tricks,
            options.pot,
            transfers,
            self.explain(s, kind, bola, side),
            self.cite_win,
            bola,
        )

    def multiplier(self, state: MediatorState) -> int:
        """What every payment but the middle's is multiplied by: two in the favorito (l. 1041)."""
        return 2 if self.has_favorito and state.trump is not None and state.trump == state.favorito else 1

    def zangano_lines(
        self,
        state: MediatorState,
        calidades: list[tuple[int, str, Citation]],
        side: tuple[int, ...],
        opponents: tuple[int, ...],
        won: bool,
        turn: list[bool],
    ) -> list[Transfer]:
        """The zángano's part: the game and the calidades one opponent pays the Hombre (l. 1727–1731), not the
        middle nor the bola. The opponents share it when the Hombre wins, the odd tantos paid by the one nearest the
        mano (l. 1733); the Hombre's side pays it as to one opponent more when he loses."""
        zangano, j = state.players - 1, state.jugador
        assert j is not None
        lines: list[Transfer] = []
        for amount, concept, _ in calidades:
            if not won:
                lines += self.between(
                    side,
                    (zangano,),
                    amount,
                    f"{concept}, al zángano",
                    ZANGANO_LOSS,
                    to_side=False,
                    j=j,
                    turn=turn,
                )
                continue
            share, odd = divmod(amount, len(opponents))
            lines += [
                Transfer(seat, zangano, share, f"{concept}, al zángano, a partes iguales", ZANGANO_WIN)
                for seat in opponents
            ]
            if odd:
                lines.append(Transfer(opponents[0], zangano, odd, f"{concept}: el tanto de non", ZANGANO_ODD))
        return lines

    def antes(self, state: MediatorState) -> list[Transfer]:
        lines: list[Transfer] = []
        if self.polla_tantos:
            lines.append(Transfer(0, None, self.polla_tantos, "la polla, que pone la mano", self.cite_polla))
        if self.ante_each:
            lines += [
                Transfer(seat, None, self.ante_each, "la mano", self.cite_polla) for seat in state.active
            ]
        if self.pass_tantos:
            lines += [
                Transfer(seat, None, self.pass_tantos, "pasar", self.cite_polla)
                for seat, word in state.bids
                if word == PASO
            ]
        return lines

    def partner_liable(self, state: MediatorState, kind: str, partner: int | None) -> bool:
        """Whether the partner of a lost entrada pays half of what goes to the middle (l. 594–598; ley VII)."""
        if partner is None:
            return False
        if self.partner_halves or (state.chillado and self.chillado_forced):
            return True
        mine = state.tricks_won[partner]
        if state.offered:
            return state.played_on and mine == 0
        if kind == "puesta":
            return mine <= 1
        return mine == 0

    def estuche_count(self, run: int) -> int:
        return run - 2 if self.first_three_as_one else run

    def calidades(
        self, state: MediatorState, won: bool, side: tuple[int, ...], fav: int
    ) -> list[tuple[int, str, Citation]]:
        """The game and the calidades paid between each opponent and the side (already doubled in favorito)."""
        assert state.contract is not None and state.trump is not None
        amount, citation = self.game_tantos[state.contract]
        names = {ENTRADA: "la entrada", MEDIATOR: "el Mediator", SOLO: "el solo"}
        items = [(amount * fav, names[state.contract], citation)]
        if state.chillado and self.chillado_forced:
            return items
        double = 2 if self.solo_doubles_calidades and state.contract == SOLO else 1
        cards = {card for seat in side for card in state.start_hands[seat]}
        held, missing = self.estuche_runs(state.trump, cards)
        if held >= 3:
            concept = f"{held} estuches" + (" (los tres primeros por uno)" if self.first_three_as_one else "")
            items.append((self.estuche_count(held) * fav * double, concept, self.cite_estuches))
        elif missing >= 3:
            items.append(
                (self.estuche_count(missing) * fav * double, f"contra estuche de {missing}", CONTRA_ESTUCHE)
            )
        win = self.win_tricks
        if (
            won
            and not state.bola_start
            and len(state.history) >= win
            and all(record.winner in side for record in state.history[:win])
        ):
            items.append((fav * double, "primeras", PRIMERAS))
        return items

    def between(
        self,
        side: tuple[int, ...],
        opponents: tuple[int, ...],
        amount: int,
        concept: str,
        citation: Citation,
        to_side: bool,
        j: int,
        turn: list[bool] | None = None,
    ) -> list[Transfer]:
        """``amount`` between every opponent and the side: to (or from) each member, or shared by halves.

        Shared by halves, an odd tanto goes to (or is paid by) the Hombre and the partner in turn, the Hombre first,
        so that of the whole the Hombre takes (or pays) the odd one (Quintillo, l. 1697); ``turn`` carries whose
        turn it is from one concept to the next.
        """
        lines: list[Transfer] = []
        turn = turn if turn is not None else [True]
        for opponent in opponents:
            if self.each_winner or len(side) == 1:
                shares = [(member, amount) for member in side]
            else:
                high, low = (amount + 1) // 2, amount // 2
                partner = side[1]
                first, second = (high, low) if turn[0] else (low, high)
                if high != low:
                    turn[0] = not turn[0]
                shares = [(j, first), (partner, second)]
            for member, share in shares:
                lines.append(
                    Transfer(opponent, member, share, concept, citation)
                    if to_side
                    else Transfer(member, opponent, share, concept, citation)
                )
        return lines

    def pot_transfers(
        self,
        state: MediatorState,
        kind: str,
        side: tuple[int, ...],
        opponents: tuple[int, ...],
        stake: int,
        liable: bool,
    ) -> list[Transfer]:
        """The middle of the table: the winners take it; a puesta doubles it; a codillo goes to the opponents."""
        j = side[0]
        partner = side[1] if len(side) > 1 else None
        if not stake:
            return []
        if kind == "gana":
            if partner is None:
                return [Transfer(None, j, stake, "lo de en medio", POT_WIN_CITE)]
            return [
                Transfer(None, j, (stake + 1) // 2, "la mitad de lo de en medio", self.cite_halves),
                Transfer(None, partner, stake // 2, "la mitad de lo de en medio", self.cite_halves),
            ]
        payers = (
            [(j, (stake + 1) // 2), (partner, stake // 2)] if partner is not None and liable else [(j, stake)]
        )
        citation = self.cite_partner_pays if partner is not None else NOTA_2
        if kind == "puesta":
            return [
                Transfer(
                    payer,
                    None,
                    amount,
                    "la puesta: otro tanto como hay en medio, que se queda en medio",
                    citation if payer != j else NOTA_2,
                )
                for payer, amount in payers
            ]
        lines: list[Transfer] = []
        each = stake // len(opponents)
        queue = [(payer, amount) for payer, amount in payers]
        for opponent in opponents:
            need = each
            while need:
                payer, left = queue[0]
                paid = min(need, left)
                lines.append(
                    Transfer(payer, opponent, paid, "el codillo: lo de en medio, que se reparte", NOTA_2)
                )
                need -= paid
                queue[0] = (payer, left - paid)
                if not queue[0][1]:
                    queue.pop(0)
        for payer, left in queue:
            if left:
                lines.append(Transfer(payer, None, left, "lo que del codillo no se puede repartir", NOTA_2))
        return lines

    def explain(self, state: MediatorState, kind: str, bola: str | None, side: tuple[int, ...]) -> str:
        made = sum(state.tricks_won[seat] for seat in side)
        j = state.jugador
        who = seat_name(j)
        with_partner = f" y su compañero, {seat_name(side[1])}," if len(side) > 1 else ""
        split = "-".join(str(n) for n in state.tricks_won)
        need = self.win_tricks
        if state.offered:
            text = f"Codillo: {who}, el Hombre, dio el juego perdido ({split})."
        elif kind == "gana":
            text = f"Gana: {who}, el Hombre,{with_partner} hizo {made} bazas de las {need} que se necesitan ({split})."
        elif kind == "puesta":
            text = f"Puesta: {who}, el Hombre,{with_partner} no hizo más de {need - 1} bazas ({split})."
        else:
            text = f"Codillo: {who}, el Hombre,{with_partner} no hizo más de {need - 2} bazas ({split})."
        if state.chillado:
            text += " Entró chillado, forzado por la espadilla."
        if len(side) == 1 and self.with_partner(state):
            text += " Se había llamado a sí mismo."
        if bola == "ganada":
            text += " Además hizo la bola: todas las bazas."
        elif bola == "cortada" and state.bola_start:
            text += " Pidió bola desde el principio y se la cortaron: pierde la bola y el juego."
        elif bola == "cortada":
            text += (
                " Fue a bola y se la cortaron: cobra el juego pero paga la bola."
                if self.bola_risk
                else " Fue a bola y no la hizo: cobra el juego, y la bola no se paga (l. 1685)."
            )
        elif bola == "desbola":
            text += " No hizo ninguna baza: paga la desbola."
        if state.stopped:
            text += " Hechas las bazas, se tendió sin ir a bola."
        return text

    # -- seeing --------------------------------------------------------------------------------------------------------
    def view(self, state: OmbreState, seat: int) -> OmbreView:
        s = _ms(state)
        base = super().view(s, seat)
        partner = s.partner if s.partner is not None and (self.called_out(s) or seat == s.partner) else None
        if not self.with_partner(s):
            partner = None
        return replace(
            base,
            favorito=s.favorito,
            called=s.called,
            partner=partner,
            giver=s.giver,
            chillado=s.chillado,
            surrendered=s.offered,
        )


ZANGANO = cite(BOOK, "El Zángano: el que dá los naypes no juega", 1725)
ZANGANO_VARIANT = "zangano"
ZANGANO_TEXT = """
Zángano (variante «zangano», l. 1719–1735): se sienta uno más, el último asiento, que da y no juega la mano; si el \
Hombre gana, los contrarios le pagan entre todos lo que uno de ellos da al Hombre por el juego y las calidades, a \
partes iguales, y el tanto de non lo paga el contrario más cercano a la mano (la mano, si es contrario); si el Hombre \
pierde, le paga el juego y las calidades como a un contrario más (con su compañero, como a los otros). No entra en lo \
de en medio ni en la bola, ni pone la mano ni los pasos."""
ZANGANO_WIN = cite(
    BOOK, "El Zángano: si el Hombre gana, los contrarios le pagan … lo que uno de ellos da", 1727
)
ZANGANO_LOSS = cite(BOOK, "El Zángano: si el Hombre pierde, cuenta con uno mas", 1731)
ZANGANO_ODD = cite(BOOK, "El Zángano: el tanto de non lo pagará el que fuese mano", 1733)

POT_WIN_CITE = cite(BOOK, "41. Perder: en quanto á la polla ó pozo", 172, 174)


class MediatorHand(CalledKingHand):
    """The Mediator of 1807: entrada with a called king, Mediator, solo and bola, favorito, chillar."""

    slug = "mediator"
    name = "Mediator"
    variants: ClassVar[tuple[str, ...]] = tuple(FAVORITO_VARIANTS)
    summary = (
        "Cuatro jugadores: entrada llamando un rey, Mediator pidiéndolo, solo o bola; favorito y chillar; seis bazas "
        "ganan, cinco son puesta y menos codillo."
    )
    interpretation = INTERPRETATION
