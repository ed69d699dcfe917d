"""Whole hands of the Zanga, the Hombre of the Canaries (*La Zanga en Canarias*, its 64 articles, l. 420–600).

Four players in two pairs sitting face to face (Artículo 2): seats 1 and 3 against 2 and 4 (``0+2`` against
``1+3`` counted from 0). Eight cards each, dealt four by four from the dealer's right, and the other eight, *la
zanga*, in the middle of the table (Artículos 3, 13). Each player speaks (*habla*) in turn, the mano first:
``juego`` (name the trumps and be the *nombrado*), ``paso`` or ``solo`` (Artículos 18–22, 54). The mano always
puts four vales in the centre, five if he passes; every further pass one (Artículos 19, 21, 40, 41). After a
«juego» an opponent may send the nombrado solo (``mando``); he goes (``solo``) or sends it back (``devuelvo``,
l. 364; Artículo 26). After three passes the pie must play, with his cards or with the zanga's, paying a vale and
a *fianza* (``zanga``, ``tomo``, ``dejo``; Artículos 21, 23–25). The nombrada pair needs five tricks of eight;
four-four is *puesta*, three or fewer *codillo* (Artículos 43–47); «cinco», «todas», the estuche and the solo are
paid apart (Artículos 48–64).

>>> import games
>>> hand = games.new_hand("zanga", seed=4)
>>> hand.legal_actions(), [len(hand.view(seat).hand) for seat in range(4)], hand.view(0).talon_size
(['paso', 'juego', 'solo'], [8, 8, 8, 8], 8)
>>> hand = hand.apply("juego")
>>> hand.to_move, hand.legal_actions()
(1, ['paso', 'juego', 'mando'])
>>> hand.check("solo").code, "Artículo 54" in hand.check("solo").source
('subasta', True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from games.core.cards import Card, Suit
from games.core.citations import Citation, cite
from games.core.hand import (
    BOLA_CODE,
    DESCARTE_CODE,
    FASE,
    SUBASTA_CODE,
    TRIUNFO_CODE,
    HandOptions,
    once_per_state,
    violation,
)
from games.core.result import POT, HandResult, Transfer, make_result
from games.core.trick import Position, TrickRecord, seat_name
from games.core.violations import TURNO, Violation, ViolationCode
from games.ombre.hand import PASO, SOLO, OmbreHandRules, parse_action
from games.ombre.rules import BASTO, ESPADILLA, malilla
from games.ombre.state import FIN, SUBASTA, TRIUNFO, OmbreState
from games.ombre.state import JUEGO as PLAYING
from games.ombre.view import OmbreView

DOC = "zanga-canarias"


def article(number: int, first: int, last: int | None = None, what: str = "") -> Citation:
    """A citation of one of the source's numbered articles: ``Artículo 21``."""
    section = f"Artículo {number}" + (f": {what}" if what else "")
    return cite(DOC, section, first, last if last is not None else first)


ART_18 = article(18, 502, what="los tres restantes se pronuncian en el orden establecido")
ART_19 = article(19, 504, what="el mano deposita cuatro vales, o cinco si se pasa")
ART_20 = article(20, 506, what="si el mano juega, el de su derecha se pasa u obliga a jugar solo")
ART_21 = article(21, 508, 512, what="los pases, el pie que juega forzosamente y la fianza de la zanga")
ART_22 = article(22, 514, what="el nombrado indica el triunfo y juega inmediatamente el mano")
ART_23 = article(23, 516, what="para jugar con la zanga, tres vales como mínimo")
ART_24 = article(24, 518, what="la fianza si la pareja oponente tiene un vale o ninguno")
ART_25 = article(25, 520, what="el pie que vuelve a sus cartas pierde la fianza")
ART_26 = article(26, 522, what="al que mandan solo decide inmediatamente")
ART_40 = article(40, 550, what="el mano deposita siempre cuatro vales")
ART_41 = article(41, 552, what="todo jugador que se pase introduce un vale")
ART_42 = article(42, 554, what="una pareja sin vales ha de jugar")
ART_43 = article(43, 556, what="cinco bazas para obtener los vales en juego")
ART_44 = article(44, 558, what="cuatro y cuatro es puesta")
ART_45 = article(45, 560, what="tres o menos bazas es codillo")
ART_46 = article(46, 562, what="en la puesta se deposita otro tanto como hay en juego")
ART_47 = article(47, 564, what="en el codillo se pierden los vales en juego y se deposita otro tanto")
ART_48 = article(48, 566, what="pedir cinco antes de jugar la tercera")
ART_49 = article(49, 568, what="ir a todas")
ART_50 = article(50, 570, what="pedir en contra")
ART_51 = article(51, 572, 574, what="el estuche con cinco bazas")
ART_54 = article(54, 580, what="quién puede jugar solo")
ART_55 = article(55, 582, what="el solo con cinco bazas")
ART_58 = article(58, 588, what="el compañero del solo pone sus cartas sobre la zanga")
ART_59 = article(59, 590, what="cinco pedidas y no hechas")
ART_60 = article(60, 592, what="«las de cinco por las de todas»")
ART_61 = article(61, 594, what="en la puesta o el codillo se paga el estuche de la contraria")
ART_62 = article(62, 596, what="el solo en la puesta o el codillo")
MANDAR = cite(DOC, "El juego de la Zanga: mandar a jugar solo al mano", 364)
FIRST_LEAD = cite(DOC, "Otros pasos: sale el mano, o el que le sigue cuando su compañero juega solo", 370)
HECHA = cite(DOC, "Final de lance: quien gana la mano se lleva además las puestas", 406)

JUEGO = "juego"
MANDO = "mando"
DEVUELVO = "devuelvo"
ZANGA_WORD = "zanga"
TOMO = "tomo"
DEJO = "dejo"
CINCO = "cinco"
TODAS = "todas"
WORDS = frozenset({PASO, JUEGO, SOLO, MANDO, DEVUELVO, ZANGA_WORD, TOMO, DEJO, CINCO, TODAS})
ALIASES = {
    "me voy solo": SOLO,
    "mando solo": MANDO,
    "pido cinco": CINCO,
    "pido ocho": TODAS,
    "a todas": TODAS,
}

VALES = 16  # each pair's vales at the start of a match (Artículo 10)
MANO_VALES = 4  # Artículos 19, 40
PASS_VALES = 1  # Artículos 21, 41
ZANGA_VALES = 1  # Artículo 21: «al igual que los anteriores, un vale en el centro»
FIANZA_VALES = 2  # Artículo 21: two from the pie's pair, two from the other (or what it has, Artículo 24)
BONUS = 2  # cinco, todas, estuche, solo (Artículos 48, 49, 51, 55)
WIN_TRICKS = 5

INTERPRETATION = """\
Decisiones nuestras donde el reglamento calla o se contradice (véanse los artículos citados):
1. Asientos: el asiento 1 es la mano (Artículo 17) y el 4 el pie, que da; juegan juntos el 1 y el 3 contra el 2 \
y el 4. Cada mano se juega como una mano cualquiera de la partida: no se aplica el Artículo 16 (la primera mano la \
empieza quien tenga el siete de espadas). Las cuentas de una mano suelta empiezan con dieciséis vales por pareja \
(Artículo 10), salvo que se den otras («stakes=…»).
2. Los vales de cada pareja los lleva uno de los dos (l. 321): aquí el primero de la pareja en hablar, el asiento 1 \
y el asiento 2; en sus cuentas se anota todo lo que paga o cobra la pareja, diciendo quién lo causó.
3. Hablar: el mano juega, pasa o se va solo (Artículos 18, 19, 54). Pasan pagando un vale los que hablan antes de \
que nadie haya jugado (Artículos 21, 41); después de un «juego» los demás dicen «juego» o «paso», que es lo mismo y \
no cuesta nada (l. 362), y los contrarios del nombrado pueden mandarle solo («mando»; el Artículo 20 dice \
«obligarse a jugar solo»). El nombrado decide en el acto (Artículo 26): va solo, o se lo devuelve al que se lo \
mandó, que ha de ir solo él (l. 364). El compañero del nombrado no puede mandarle solo. Quien va solo ya no deja \
hablar a nadie más.
4. Tras tres pases el pie juega forzosamente (Artículo 21). Si su pareja tiene tres vales (Artículo 23) puede ver la \
zanga («zanga»): pone un vale en el centro y dos de fianza, y la otra pareja dos (o los que tenga, Artículo 24). \
Visto la zanga, juega con ella («tomo»: sus ocho cartas quedan en la zanga) o con las suyas («dejo»), y luego dice \
«juego» o «solo». La fianza perdida (Artículo 25: si vuelve a sus cartas, o con la zanga pierde puesta o codillo) \
es para la pareja contraria; si con la zanga hace la mano, su pareja gana la fianza entera.
5. El triunfo lo nombra el nombrado cuando todos han hablado, y sale el mano (Artículo 22), o el siguiente si el \
mano es el compañero del que va solo (l. 370), cuyas cartas van sobre la zanga (Artículo 58).
6. Las cartas que no se pueden jugar (Artículos 27 y 28) no se admiten: no hay renuncios que pedir ni multar \
(Artículos 29–35).
7. Resultado (Artículos 43–47): con cinco bazas la pareja nombrada saca los vales en juego (l. 406); en la puesta y \
en el codillo deposita otros tantos como haya en juego, o los que tenga, y los del centro quedan «acodillados» \
(l. 408): nadie los saca, y a efectos de quién gana el lance lo gana la pareja contraria.
8. «Cinco» la pide, antes de salir a la tercera baza, quien ganó la segunda si su pareja ganó las dos primeras; \
cualquiera de las dos parejas (Artículos 48, 50). «Todas» la pide quien gana la quinta, si se pidió cinco y su \
pareja hizo las cinco (Artículo 49). Se cobran o pagan dos vales cada una (Artículos 48, 49, 59, 60); las de cinco \
no suman los vales en juego a la pareja que no es nombrada. Siempre se juegan las ocho bazas.
9. El estuche se canta solo: lo cobra (dos vales) la pareja que tiene entre sus jugadores en juego la espadilla, la \
malilla y el basto si es la nombrada y hace la mano (Artículo 51), o si es la contraria y la mano es puesta o \
codillo (Artículo 61). El solo cobra dos vales si hace cinco bazas y paga dos si no (Artículos 55, 62).
10. Ninguna pareja cobra por un concepto más de lo que tiene para pagarlo, ni paga más de lo que tiene (Artículos \
57, 64)."""


@dataclass(frozen=True, slots=True)
class ZangaState(OmbreState):
    """The state of a Zanga hand: the Ombre state, the vales of each pair and what the Zanga adds.

    ``hands`` always has four entries (the partner of a solo player holds nothing once his cards go on the zanga);
    the play's :class:`~games.Position` holds only the seats in the hand (``active``), in playing order.
    """

    held: tuple[int, int] = (
        VALES,
        VALES,
    )  # the vales each pair holds now (pair 0: seats 0+2, pair 1: seats 1+3)
    centre: int = 0  # the vales in play (en juego): the carried pot and this hand's deposits
    ledger: tuple[Transfer, ...] = ()  # every payment so far
    sender: int | None = None  # who sent the nombrado solo, waiting for his answer
    zanga: str = ""  # the pie and the zanga: "", "vista", "tomada" or "dejada"
    fianza: tuple[int, int] = (0, 0)  # the pie's pair's part of the fianza and the other pair's
    out: int | None = None  # the partner of a solo player, out of the hand
    active: tuple[int, ...] = (0, 1, 2, 3)  # the seats in the play, in playing order
    cinco: int | None = None  # the pair that asked «cinco»
    todas: bool = False
    claims: tuple[tuple[int, str], ...] = ()  # «cinco» and «todas», by seat
    seen: tuple[tuple[Card, ...], ...] = ((), (), (), ())  # talon cards each seat has seen (the pie)

    @property
    def current_hands(self) -> tuple[tuple[Card, ...], ...]:
        if self.position is None:
            return self.hands
        by_seat: list[tuple[Card, ...]] = [(), (), (), ()]
        for index, seat in enumerate(self.active):
            by_seat[seat] = self.position.hands[index]
        return tuple(by_seat)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        counts = [0] * self.players
        for record in self.history:
            counts[record.winner] += 1
        return tuple(counts)


def _zs(state: OmbreState) -> ZangaState:
    assert isinstance(state, ZangaState)
    return state


def pair(seat: int) -> int:
    """The pair of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def holder(side: int) -> int:
    """The seat that keeps a pair's vales (l. 321): the first of the pair to speak."""
    return side


def partner(seat: int) -> int:
    return (seat + 2) % 4


def parse(action: str) -> tuple[str, str] | None:
    """The verb and argument of a Zanga action (the family's grammar and the Zanga's own words)."""
    low = " ".join(action.strip().lower().split())
    if low in WORDS:
        return low, ""
    if low in ALIASES:
        return ALIASES[low], ""
    return parse_action(action)


class ZangaHand(OmbreHandRules):
    """The Zanga: two pairs, the zanga, the vales, cinco, todas, estuche and solo."""

    of_the: ClassVar[str] = "de la"

    slug = "zanga"
    name = "Zanga"
    players: ClassVar[tuple[int, ...]] = (4,)
    packets: ClassVar[tuple[int, ...]] = (4, 4)
    contracts = (JUEGO, SOLO)
    repeated_auction = False
    jugador_word = "el nombrado"
    sides: ClassVar[int] = 2  # the two pairs keep their vales through the hand (``stakes=``)
    summary = "Dos parejas: juego o solo; la pareja nombrada hace cinco bazas, o es puesta o codillo."
    interpretation = INTERPRETATION

    cite_auction = ART_18
    cite_overcall = ART_20
    cite_trump = ART_22
    cite_solo = ART_58
    cite_exchange = ART_21
    cite_draw = ART_25
    cite_max_discard = ART_21
    cite_bola = ART_48
    cite_play = ART_22
    cite_turn = ART_18

    # -- setting up --------------------------------------------------------------------------------------------------
    def start(self, options: HandOptions) -> OmbreState:
        return self.fresh(options, ZangaState, held=self.stakes(options), centre=options.pot)

    @staticmethod
    def stakes(options: HandOptions) -> tuple[int, int]:
        """The vales of each pair before the hand: given, or what is not in the centre shared out (Artículo 10)."""
        if options.stakes is not None:
            return options.stakes[0], options.stakes[1]
        rest = max(0, 2 * VALES - options.pot)
        return rest - rest // 2, rest // 2

    # -- what may be done ----------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: OmbreState) -> list[str]:
        s = _zs(state)
        mover = s.to_move
        if mover is None:
            return []
        if s.phase == SUBASTA:
            return self._speaking(s, mover)
        if s.phase == TRIUNFO:
            return [f"triunfo:{suit.value}" for suit in Suit]
        if s.phase == PLAYING:
            assert s.position is not None
            actions = s.position.legal_plays()
            if self._may_ask(s, mover, CINCO):
                actions.append(CINCO)
            if self._may_ask(s, mover, TODAS):
                actions.append(TODAS)
            return actions
        return []

    def _speaking(self, s: ZangaState, mover: int) -> list[str]:
        if s.sender is not None:
            return [SOLO, DEVUELVO]
        if s.zanga == "vista":
            return [TOMO, DEJO]
        if s.jugador is None:
            if mover == 3:  # the pie after three passes plays perforce (Artículo 21)
                return [JUEGO, SOLO] + ([ZANGA_WORD] if self._may_see_zanga(s) else [])
            return ([PASO] if self._may_pass(s, mover) else []) + [JUEGO, SOLO]
        return [PASO, JUEGO] + ([MANDO] if pair(mover) != pair(s.jugador) else [])

    def _may_pass(self, s: ZangaState, seat: int) -> bool:
        """A pair that cannot pay the pass must play (Artículo 42); the mano's pass comes after his four vales."""
        need = MANO_VALES + PASS_VALES if seat == 0 else PASS_VALES
        return s.held[pair(seat)] >= need

    def _may_see_zanga(self, s: ZangaState) -> bool:
        return s.zanga == "" and s.held[pair(3)] >= ZANGA_VALES + FIANZA_VALES  # Artículo 23

    def _may_ask(self, s: ZangaState, seat: int, word: str) -> bool:
        if s.position is None or s.trick:
            return False
        wins = [record.winner for record in s.history]
        side = pair(seat)
        if word == CINCO:
            return s.cinco is None and len(wins) == 2 and wins[1] == seat and pair(wins[0]) == side
        return (
            s.cinco == side
            and not s.todas
            and len(wins) == WIN_TRICKS
            and wins[-1] == seat
            and all(pair(w) == side for w in wins)
        )

    def canonical(self, action: str) -> str:
        parsed = parse(action)
        if parsed is None:
            return action
        verb, argument = parsed
        if verb == "carta":
            return argument
        if verb in ("triunfo", "descarta"):
            return f"{verb}:{argument}"
        return verb

    def parse(self, action: str) -> tuple[str, str] | None:
        return parse(action)

    # -- checking ------------------------------------------------------------------------------------------------------
    def check(self, state: OmbreState, action: str, seat: int | None = None) -> Violation | None:
        s = _zs(state)
        opened = self.opening(s, action)
        if isinstance(opened, Violation):
            return opened
        allowed = self.legal_actions(s)
        verb, argument = opened
        assert s.to_move is not None  # the hand is not over
        if seat is not None and seat != s.to_move:
            doing = {SUBASTA: "hablar", TRIUNFO: "nombrar el triunfo", PLAYING: "jugar"}[s.phase]
            cited = ART_18 if s.phase == SUBASTA else FIRST_LEAD
            return violation(
                TURNO, f"No es tu turno: ahora le toca {doing} al asiento {s.to_move + 1}.", cited, action, []
            )
        if s.phase == PLAYING and verb == "carta":
            assert s.position is not None
            return s.position.check_play(argument)
        if self.canonical(action) in allowed:
            return None
        code, text, why = self._why_not(s, verb, argument)
        return violation(code, text, why, action, allowed)

    def _why_not(self, s: ZangaState, verb: str, argument: str) -> tuple[ViolationCode, str, Citation | None]:
        mover = s.to_move
        assert mover is not None
        if s.phase == SUBASTA:
            return self._why_not_speaking(s, mover, verb)
        if s.phase == TRIUNFO:
            if verb == "triunfo":
                return TRIUNFO_CODE, "Nombra uno de los cuatro palos: «triunfo:O», «triunfo:C»…", ART_22
            return (
                TRIUNFO_CODE,
                f"Ya han hablado todos: {seat_name(s.jugador)}, el nombrado, indica en alta voz el palo que es "
                "triunfo («triunfo:O», «triunfo:C»…), y el mano sale en seguida.",
                ART_22,
            )
        if verb == CINCO:
            return (
                BOLA_CODE,
                "«Cinco» solo la pide, y antes de salir a la tercera baza, el que ganó la segunda si su pareja ganó "
                "también la primera.",
                ART_48,
            )
        if verb == TODAS:
            return (
                BOLA_CODE,
                "«Todas» solo la decide, por sí solo, el que ganó la quinta baza, cuando su pareja pidió cinco y "
                "las hizo seguidas, antes de salir a la sexta.",
                ART_49,
            )
        if verb == "triunfo":
            trump = s.trump.spanish if s.trump else ""
            return TRIUNFO_CODE, f"El triunfo ya está nombrado: son {trump}.", ART_22
        return FASE, "Ya han hablado todos y se juegan las bazas: juega una carta.", ART_22

    def _why_not_speaking(
        self, s: ZangaState, mover: int, verb: str
    ) -> tuple[ViolationCode, str, Citation | None]:
        if s.sender is not None:
            return (
                SUBASTA_CODE,
                f"{seat_name(s.sender).capitalize()} te ha mandado solo: decide en el acto, sin volver a mirar tus "
                "cartas, si vas solo («solo») o se lo devuelves («devuelvo») y va él solo.",
                ART_26,
            )
        if s.zanga == "vista":
            return (
                DESCARTE_CODE,
                "Has visto la zanga: di si juegas con sus ocho cartas («tomo») o vuelves a las tuyas («dejo»), y en "
                "ese caso pierdes la fianza.",
                ART_25,
            )
        if verb in (TOMO, DEJO):
            return (
                DESCARTE_CODE,
                "Para quedarte con la zanga o dejarla, primero has de verla («zanga»).",
                ART_25,
            )
        if verb == ZANGA_WORD:
            if mover != 3 or s.jugador is not None:
                return (
                    DESCARTE_CODE,
                    "Solo el pie, cuando los otros tres se han pasado y le toca jugar a la fuerza, puede tomar las "
                    "cartas de la zanga.",
                    ART_21,
                )
            if s.zanga:
                return DESCARTE_CODE, "Ya has visto la zanga: no se ve dos veces.", ART_25
            return (
                DESCARTE_CODE,
                f"Para jugar con la zanga tu pareja necesita al menos tres vales (uno va al centro y dos son la "
                f"fianza), y tiene {s.held[pair(mover)]}.",
                ART_23,
            )
        if verb in (DEVUELVO,):
            return SUBASTA_CODE, "Solo devuelve el solo el nombrado a quien se lo han mandado.", MANDAR
        if s.jugador is None:
            if verb == MANDO:
                return SUBASTA_CODE, "Nadie ha jugado todavía: no hay nombrado a quien mandar solo.", MANDAR
            if verb == PASO and mover == 3:
                return (
                    SUBASTA_CODE,
                    "Los otros tres se han pasado: en ti terminan los pases y has de jugar forzosamente («juego» o "
                    "«solo»).",
                    ART_21,
                )
            if verb == PASO:
                return (
                    SUBASTA_CODE,
                    f"Tu pareja no tiene vales para pagar el pase (tiene {s.held[pair(mover)]}): ha de jugar "
                    "obligatoriamente.",
                    ART_42,
                )
        else:
            if verb == SOLO:
                return (
                    SUBASTA_CODE,
                    f"Ya hay nombrado ({seat_name(s.jugador)}): solo puede irse solo el mano, o quien habla después de "
                    "que se hayan pasado los anteriores. Si eres su contrario puedes mandarle solo («mando»).",
                    ART_54,
                )
            if verb == MANDO:
                return (
                    SUBASTA_CODE,
                    "Solo un jugador de la pareja contraria puede mandar solo al nombrado; tú eres su compañero: di "
                    "«juego» para que prosiga.",
                    MANDAR,
                )
        if verb in (CINCO, TODAS, "carta", "triunfo"):
            return (
                FASE,
                "Todavía se está hablando: primero hablan todos (juego, paso, solo) y luego el nombrado dice el "
                "triunfo.",
                ART_18,
            )
        return SUBASTA_CODE, "Ahora se habla: «juego», «paso» o «solo».", ART_18

    # -- applying ------------------------------------------------------------------------------------------------------
    def apply(self, state: OmbreState, action: str, options: HandOptions) -> OmbreState:
        s = _zs(state)
        parsed = parse(action)
        assert parsed is not None and s.to_move is not None
        verb, argument = parsed
        mover = s.to_move
        if s.phase == SUBASTA:
            return self._apply_speaking(s, mover, verb, options)
        if s.phase == TRIUNFO:
            return self._start_play(replace(s, trump=Suit(argument)))
        return self._apply_play_zanga(s, mover, verb, argument, options)

    def _pay(self, s: ZangaState, side: int, amount: int, concept: str, citation: Citation) -> ZangaState:
        """A pair puts vales in the centre (never more than it has)."""
        amount = min(amount, s.held[side])
        if not amount:
            return s
        held = tuple(n - amount if i == side else n for i, n in enumerate(s.held))
        line = Transfer(holder(side), POT, amount, concept, citation, unit="vale", pot_name="centro")
        return replace(s, held=(held[0], held[1]), centre=s.centre + amount, ledger=(*s.ledger, line))

    def _apply_speaking(self, s: ZangaState, mover: int, verb: str, options: HandOptions) -> OmbreState:
        s = replace(s, bids=(*s.bids, (mover, verb)))
        if s.sender is not None:  # the nombrado answers «mando» (Artículo 26, l. 364)
            solo = s.jugador if verb == SOLO else s.sender
            return self._end_speaking(replace(s, jugador=solo, contract=SOLO, sender=None))
        if s.zanga == "vista":
            if verb == TOMO:
                hands = tuple(s.talon if seat == mover else h for seat, h in enumerate(s.hands))
                seen = tuple(s.hands[mover] if seat == mover else c for seat, c in enumerate(s.seen))
                return replace(s, hands=hands, talon=s.hands[mover], seen=seen, zanga="tomada")
            return replace(s, zanga="dejada")
        if s.jugador is None and mover == 0:
            s = self._pay(
                s,
                0,
                MANO_VALES,
                "la entrada del mano (asiento 1)",
                ART_40 if s.held[0] < MANO_VALES else ART_19,
            )
        if s.jugador is None:
            if verb == PASO:
                s = self._pay(s, pair(mover), PASS_VALES, f"el pase del asiento {mover + 1}", ART_41)
                return replace(s, passed=s.passed | {mover}, to_move=mover + 1)
            if verb == ZANGA_WORD:
                s = self._pay(s, pair(mover), ZANGA_VALES, "jugar con la zanga (el pie, asiento 4)", ART_21)
                own = min(FIANZA_VALES, s.held[pair(mover)])
                other = min(FIANZA_VALES, s.held[1 - pair(mover)])
                seen = tuple(s.talon if seat == mover else c for seat, c in enumerate(s.seen))
                return replace(s, zanga="vista", fianza=(own, other), seen=seen)
            s = replace(s, jugador=mover, contract=SOLO if verb == SOLO else JUEGO)
            if verb == SOLO or mover == 3:
                return self._end_speaking(s)
            return replace(s, to_move=mover + 1)
        if verb == MANDO:
            return replace(s, sender=mover, to_move=s.jugador)
        if mover == 3:
            return self._end_speaking(s)
        return replace(s, to_move=mover + 1)

    def _end_speaking(self, s: ZangaState) -> ZangaState:
        assert s.jugador is not None
        if s.contract == SOLO:  # the partner's cards go on the zanga (Artículo 58)
            out = partner(s.jugador)
            hands = tuple(() if seat == out else h for seat, h in enumerate(s.hands))
            s = replace(s, hands=hands, talon=s.talon + s.hands[out], out=out)
        return replace(s, phase=TRIUNFO, to_move=s.jugador)

    def _start_play(self, s: ZangaState) -> ZangaState:
        active = tuple(seat for seat in range(s.players) if seat != s.out)
        hands = tuple(s.hands[seat] for seat in active)
        position = Position(self.play_rules, hands, s.trump, (), 0, 0, (0,) * len(active))
        return replace(
            s, phase=PLAYING, active=active, position=position, to_move=active[0], start_hands=s.hands
        )

    def _apply_play_zanga(
        self, s: ZangaState, mover: int, verb: str, argument: str, options: HandOptions
    ) -> OmbreState:
        if verb == CINCO:
            return replace(s, cinco=pair(mover), claims=(*s.claims, (mover, CINCO)))
        if verb == TODAS:
            return replace(s, todas=True, claims=(*s.claims, (mover, TODAS)))
        assert s.position is not None
        position = s.position._apply(Card.parse(argument))
        history = s.history
        if position.is_trick_complete:
            winner = position.trick_winner()
            assert winner is not None
            record = TrickRecord(s.active[position.leader], position.trick, s.active[winner])
            history = (*history, record)
            position = position.collected()
        following = position.to_move
        s = replace(
            s, position=position, history=history, to_move=None if following is None else s.active[following]
        )
        if position.is_over:
            result = self.settle(s, options)
            start = self.stakes(options)
            held = tuple(start[side] + result.payments[side] + result.payments[side + 2] for side in (0, 1))
            return replace(
                s, phase=FIN, to_move=None, result=result, held=(held[0], held[1]), centre=result.pot_after
            )
        return s

    # -- result and payments -------------------------------------------------------------------------------------------
    def settle(self, state: OmbreState, options: HandOptions) -> HandResult:
        s = _zs(state)
        assert s.jugador is not None and s.contract is not None and s.trump is not None
        tricks = s.tricks_won
        side = pair(s.jugador)
        other = 1 - side
        made = sum(tricks[seat] for seat in range(s.players) if pair(seat) == side)
        kind = "hecha" if made >= WIN_TRICKS else "puesta" if made == WIN_TRICKS - 1 else "codillo"
        held = list(s.held)
        lines = list(s.ledger)

        def move(payer: int | None, payee: int | None, amount: int, concept: str, citation: Citation) -> None:
            if payer is not None:
                amount = min(amount, held[payer])
                held[payer] -= amount
            if payee is not None:
                held[payee] += amount
            if amount:
                lines.append(
                    Transfer(
                        POT if payer is None else holder(payer),
                        POT if payee is None else holder(payee),
                        amount,
                        concept,
                        citation,
                        unit="vale",
                        pot_name="centro",
                    )
                )

        if kind == "hecha":
            move(None, side, s.centre, "los vales en juego (hecha)", HECHA)
        else:
            again = "la puesta" if kind == "puesta" else "el codillo"
            cited = ART_46 if kind == "puesta" else ART_47
            move(side, None, s.centre, f"{again}: otros tantos como hay en juego", cited)
        own, theirs = s.fianza
        if s.zanga == "tomada" and kind == "hecha":
            move(
                1 - pair(3),
                pair(3),
                theirs,
                "la fianza, que gana el pie con la zanga",
                ART_25 if theirs == 2 else ART_24,
            )
        elif s.zanga in ("tomada", "dejada"):
            why = "volvió a sus cartas" if s.zanga == "dejada" else f"{kind} con la zanga"
            move(pair(3), 1 - pair(3), own, f"la fianza perdida ({why})", ART_25)
        capped = False
        for payer, payee, concept, citation in self._bonuses(s, kind, side):
            cap = s.held[payee]  # Artículos 57, 64: nobody collects more than it would have to pay
            capped = capped or cap < BONUS
            move(payer, payee, min(BONUS, cap), concept, citation)
        split = "-".join(str(n) for n in tricks)
        alone = " (solo)" if s.contract == SOLO else ""
        text = {
            "hecha": f"Hecha: la pareja del asiento {s.jugador + 1}, el nombrado{alone}, hizo {made} bazas de ocho ({split}) y saca los "
            "vales en juego.",
            "puesta": f"Puesta: cuatro bazas cada pareja ({split}); la pareja nombrada pone en el centro otros tantos "
            "vales como hay en juego.",
            "codillo": f"Codillo: la pareja del asiento {s.jugador + 1}, el nombrado{alone}, solo hizo {made} bazas ({split}); pierde y "
            "pone otros tantos vales en el centro, que quedan acodillados.",
        }[kind]
        if capped:
            solo = (
                " (ni nada por el solo, si su pareja no tiene vales: Artículo 57)"
                if s.contract == SOLO
                else ""
            )
            text += f" Ninguna pareja cobra por un concepto más vales de los que tiene (Artículo 64){solo}."
        winners = tuple(
            seat for seat in range(s.players) if pair(seat) == (side if kind == "hecha" else other)
        )
        citation = {"hecha": ART_43, "puesta": ART_44, "codillo": ART_45}[kind]
        return make_result(kind, winners, s.jugador, s.contract, tricks, options.pot, lines, text, citation)

    def _bonuses(self, s: ZangaState, kind: str, side: int) -> list[tuple[int, int, str, Citation]]:
        """(payer pair, payee pair, concept, article) of the cinco, todas, estuche and solo (Artículos 48–63)."""
        items: list[tuple[int, int, str, Citation]] = []
        wins = [pair(record.winner) for record in s.history]
        if s.cinco is not None:
            asker = s.cinco
            if all(w == asker for w in wins[:WIN_TRICKS]):
                items.append(
                    (
                        1 - asker,
                        asker,
                        "«cinco», las cinco primeras bazas seguidas",
                        ART_48 if asker == side else ART_50,
                    )
                )
                if s.todas:
                    if all(w == asker for w in wins):
                        items.append((1 - asker, asker, "ir a «todas» y hacer las ocho", ART_49))
                    else:
                        items.append(
                            (asker, 1 - asker, "«las de cinco por las de todas» (no hizo las ocho)", ART_60)
                        )
            else:
                items.append((asker, 1 - asker, "«cinco» pedidas y no hechas", ART_59))
        assert s.trump is not None
        matadores = {ESPADILLA, BASTO, malilla(s.trump)}
        for estuche in (0, 1):
            cards = {c for seat in s.active if pair(seat) == estuche for c in s.start_hands[seat]}
            if matadores <= cards:
                if estuche == side and kind == "hecha":
                    items.append((1 - side, side, "el estuche (espadilla, malilla y basto)", ART_51))
                elif estuche != side and kind != "hecha":
                    items.append((side, estuche, "el estuche de la pareja contraria", ART_61))
        if s.contract == SOLO:
            if kind == "hecha":
                items.append((1 - side, side, "el solo, con cinco bazas", ART_55))
            else:
                items.append((side, 1 - side, f"el solo ({kind})", ART_62))
        return items

    # -- seeing --------------------------------------------------------------------------------------------------------
    def view(self, state: OmbreState, seat: int) -> OmbreView:
        s = _zs(state)
        position = s.position
        return replace(
            super().view(s, seat),
            turned=None,
            discards=(),
            first_contra=None,
            trick_leader=s.active[position.leader] if position is not None and position.trick else None,
            bola=s.todas,
            surrendered=False,
            defender=None,
            seen_talon=s.seen[seat],
            stakes=s.held,
            pot=s.centre,
            claims=s.claims,
        )


__all__ = ["ZangaHand", "ZangaState", "holder", "pair", "partner"]
