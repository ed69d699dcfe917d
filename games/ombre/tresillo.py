"""Whole hands of the Tresillo (*Juegos de naipes con la baraja española*, 2021, «TRESILLO», l. 2254–2522).

Three players, nine cards each dealt three by three, thirteen in the *baceta* (l. 2258). The auction has three
*lances*, entrada < vuelta < solo (l. 2280–2286, 2420); the Jugador names trumps (entrada, solo) or turns the top
card of the baceta (vuelta); he exchanges first (not in a solo), then the *primero en contra*, then the *mano
pobre* (l. 2258); he may surrender an entrada or a vuelta before the fourth trick (l. 2282–2284, 2505) and ask for
*bola* after winning the first five (l. 2382). The result is *llevada*, *puesta*, *puesta real* or *codillo*
(l. 2394–2401), and the payments are the source's *transacciones* (l. 2384–2414).

>>> import games
>>> hand = games.new_hand("tresillo", seed=7)
>>> hand.phase, hand.to_move, hand.legal_actions()
('subasta', 0, ['paso', 'entrada', 'vuelta', 'solo'])
>>> hand = hand.apply("entrada").apply("paso").apply("paso")
>>> hand.phase, hand.to_move
('triunfo', 0)
>>> hand.check("vuelta").code
'subasta'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from games.core.cards import Card, Suit
from games.core.citations import Citation, cite
from games.core.hand import DESCARTE_CODE, SUBASTA_CODE, TRIUNFO_CODE, HandOptions, once_per_state
from games.core.result import HandResult, Transfer, make_result, passed_out
from games.core.rules import GameRules
from games.core.trick import seat_name
from games.core.violations import Violation
from games.ombre.hand import ENTRADA, PASO, SOLO, VUELTA, OmbreHandRules
from games.ombre.rules import CHIPOLO_RULES
from games.ombre.state import DESCARTE, FIN, SUBASTA, TRIUNFO, OmbreState

DOC = "juegos-baraja-espanola"

AUCTION = cite(DOC, "TRESILLO: reparto y subasta", 2258)
TIES = cite(DOC, "TRESILLO, palo de favor: en lances idénticos tiene prioridad la mano", 2420)
OVERCALL = cite(DOC, "TRESILLO, vocabulario: Masear, Mejorar el juego", 2489, 2491)
ENTRADA_CITE = cite(DOC, "TRESILLO, lances: ENTRADA o JUEGO", 2282)
VUELTA_CITE = cite(DOC, "TRESILLO, lances: VUELTA, VOLTERETA o VOLTEO", 2284)
SOLO_CITE = cite(DOC, "TRESILLO, lances: SOLO o ROBEN", 2286)
EXCHANGE = cite(DOC, "TRESILLO: el descarte", 2258)
NEGOTIATION = cite(DOC, "TRESILLO, vocabulario: Van, Van y vienen, Vuelven", 2518, 2521)
SURRENDER = cite(DOC, "TRESILLO, vocabulario: Rendirse", 2505)
DEFENSE = cite(DOC, "TRESILLO: entrada defendida", 2409, 2414)
BOLA_CITE = cite(DOC, "TRESILLO: BOLA", 2382)
FIRST_LEAD = cite(DOC, "TRESILLO, el chipolo: el mano sale en la primera baza", 2438)
PRIMERAS = cite(DOC, "TRESILLO, condiciones: por primeras", 2387)
PRIMERAS_LOST = cite(DOC, "TRESILLO, vocabulario: Primeras", 2498)
ESTUCHES = cite(DOC, "TRESILLO, condiciones: por estuches", 2388)
VUELTA_PAY = cite(DOC, "TRESILLO, condiciones: por vuelta", 2390)
SOLO_PAY = cite(DOC, "TRESILLO, condiciones: por solo", 2391)
BOLA_PAY = cite(DOC, "TRESILLO: bola y contrabola", 2405, 2407)
LLEVADA = cite(DOC, "TRESILLO: lo que se cobra al ganar (llevada o sacada)", 2394)
PUESTA = cite(DOC, "TRESILLO: pagos por perder por puesta", 2396, 2398)
CODILLO = cite(DOC, "TRESILLO: pagos por perder por codillo", 2400)
PUESTA_REAL = cite(DOC, "TRESILLO: la puesta real", 2401)
FAVOR_CITE = cite(DOC, "TRESILLO, variante 1: palo de favor", 2418, 2420)
FORZADA_CITE = cite(DOC, "TRESILLO, variante 2: espada forzada", 2422, 2424)
CONTRABOLA_CITE = cite(DOC, "TRESILLO, variante 4: la contrabola", 2431, 2433)
PENETRO_CITE = cite(DOC, "TRESILLO, variante 3: el penetro", 2426, 2428)
PENETRO_WIN = cite(
    DOC, "TRESILLO, el penetro: tres bazas le bastan cuando cada defensor se queda en dos", 2429
)
CHIPOLO_LANCE = cite(DOC, "TRESILLO, variante 5: el chipolo, superior al solo", 2437)

FAVOR = "palo-de-favor"
FORZADA = "espada-forzada"
CONTRABOLA = "contrabola"
ALCALDE = "alcalde"
PENETRO = "penetro"
CHIPOLO = "chipolo"
PENETRO_CARDS = 9  # «tomando 9 las 13 cartas que quedaron en la baceta» (l. 2428)
LANCES = frozenset({CONTRABOLA, PENETRO, CHIPOLO})  # the variants' own words in the auction
FAVOURED = {f"{bid}-oros": bid for bid in (ENTRADA, VUELTA, SOLO)}  # the lances a oros (l. 2420)
FAVOR_LADDER = (ENTRADA, "entrada-oros", VUELTA, "vuelta-oros", SOLO, "solo-oros")
ESPADA = Card.parse("1E")

PUESTA_TANTOS = 15  # with three players (20 with four, l. 2396)
PUESTA_ALCALDE = 20
EMPTY_PLATE = 5  # what each contrista pays a llevada when the plate is empty (l. 2394)
BOLA_TANTOS = 40
CONTRACT_TANTOS = {
    VUELTA: (5, "la vuelta", VUELTA_PAY),
    SOLO: (10, "el solo", SOLO_PAY),
    CHIPOLO: (10, "el chipolo, que es un solo sin triunfo (l. 2453)", SOLO_PAY),
}
MAX_ESTUCHES = 5

INTERPRETATION = """\
Decisiones nuestras donde el reglamento calla (se indican las líneas en que nos apoyamos):
1. Asientos: el asiento 1 es la mano, habla primero y sale en la primera baza (l. 2438); se habla y se juega hacia \
la derecha, y el asiento 3 da las cartas.
2. Subasta: se habla por turno, vuelta tras vuelta, hasta que todos menos uno han pasado. Cada lance ha de superar \
al que está en pie (entrada < vuelta < solo, l. 2258); quien está más cerca de la mano puede igualarlo, porque en \
lances idénticos tiene prioridad la mano (l. 2420, «mejorar el juego», l. 2491). Quien pasa no vuelve a hablar.
3. Si todos pasan, la mano no se juega ni se paga nada: se vuelve a dar (el reglamento no lo dice).
4. En la vuelta triunfa el palo que pinta la carta vuelta, también si es la espada o el basto.
5. Tras el Jugador, el contrista de su derecha decide: va al robo (es el primero en contra) o dice «van»; el otro \
va entonces o contesta «vuelven» (l. 2518–2521). El reglamento no limita cuántas cartas deja el Jugador en la entrada.
6. El Jugador se rinde en su turno, antes de empezar la cuarta baza, diciendo «paso» (l. 2282) o «me rindo». \
Primero decide si defiende el primero en contra y después el mano pobre.
7. El plato es una sola cantidad: la puesta segunda o reservada se anota en él aunque no se ponga en el plato.
8. Las condiciones se pagan al perder igual que se cobran al ganar (vuelta, solo, estuches); los estuches y el \
contraestuche se cuentan en las nueve cartas con que juega el Jugador tras el descarte. Las primeras se pagan al \
perder solo si no hizo ninguna baza (l. 2498). Una rendición sin defensa es una puesta con sus condiciones.
9. Variantes (modalidades de la mesa): «palo-de-favor», «espada-forzada», «contrabola», «alcalde», «penetro» y \
«chipolo».
10. Palo de favor (l. 2418–2420): el palo es siempre oros. Los lances a oros («entrada-oros», «vuelta-oros», \
«solo-oros») fijan el triunfo en oros; en la vuelta a oros el Jugador vuelve y se queda la carta de encima como en \
cualquier vuelta, pero triunfan oros. Tras una entrada o un solo sencillos no se puede nombrar oros (sería un lance \
a oros sin haberlo ofrecido); una vuelta sencilla cuya carta vuelta es de oros se paga doble (l. 2493). Todo lo \
que se paga y cobra en un lance a oros se dobla.
11. Espada forzada (l. 2422–2424): si todos pasan en la primera vuelta y la espada está en una mano, su dueño ha de \
jugar entrada o vuelta; si la espada está en la baceta, no juega nadie.
12. Contrabola (l. 2431–2433): si todos pasan, se habla otra vez desde la mano y cada uno puede cantar \
«contrabola» o pasar. El Jugador nombra un palo del que tenga al menos una carta (contando el palo que la carta \
lleva pintado), no cambia cartas ni se rinde, y la contra cambia como en un solo. En cuanto hace una baza pierde y la \
mano termina. Se paga como la bola (l. 2405–2407): si no hace ninguna, cobra la llevada y 40 tantos de cada \
adversario; si hace una, paga 40 a cada uno.
13. Alcalde (l. 2254, 2384, 2442): el cuarto jugador es el asiento 4, el que da; no recibe cartas ni habla ni juega, \
pero paga y cobra como los demás: la llevada, las condiciones y la bola (l. 2394, 2398), no el codillo, que es del \
contrista que lo hizo (l. 2400). La puesta es de 20 tantos (l. 2396).
14. Penetro (l. 2426–2429, 2495): se juega entre cuatro y el que da no recibe cartas, como el alcalde. Si los tres \
pasan, el que da dice «penetro» o «paso» (y entonces se vuelve a dar). Al penetrar toma las nueve primeras cartas de \
la baceta, sin escogerlas: el texto dice «tomando», y el «acto seguido puede elegir» viene después, porque solo al \
verlas decide si pasa, entra o va solo; si las hubiera escogido entre las trece, pasar no tendría sentido ni la \
entrada tendría con qué cambiar. Con «paso» pierde por puesta sin jugar baza; con una entrada nombra el triunfo y \
cambia con las cuatro cartas que quedan; con un solo nombra el triunfo y no cambia. La contra, que ya pasó, no cambia \
cartas ni se rinde el Jugador (pudo pasar antes de jugar). Se juega entre los cuatro, uno contra tres. Gana por \
llevada si supera en bazas a cada defensor por separado (le bastan tres si cada defensor hace dos, l. 2429); si empata con el \
que más hace, es puesta; si uno de los tres hace más que todos, es codillo y cobra él (l. 2400); si dos o más empatan \
por encima del Jugador, nadie le hizo el codillo y es puesta, como en la puesta real (l. 2401). La puesta es de 20 \
(l. 2396). No exigimos que nadie lleve la espada: el texto dice que «algunas modalidades» lo exigen (l. 2428).
15. Chipolo (l. 2435–2439, 2453): un lance mayor que el solo, que se ofrece en la subasta. No hay palo de triunfo: \
los únicos triunfos son las tres del estuche, la espada, el seis de oros («chipolo») y el basto, que no cuentan como \
espadas, oros ni bastos; las demás cartas van en su orden de palo que no es triunfo. Una de las tres, sacada, no \
obliga a echar otra, salvo a la menor que esté sola cuando sale una mayor, como el arrastre de estuches (l. 2264): \
las tres son el estuche y conservan su privilegio. El Jugador juega sus nueve cartas, no se rinde ni nombra \
triunfo; la contra cambia como en un solo. Se paga como un solo (10 tantos, l. 2391), y los estuches son las tres \
cartas del chipolo (o las tres que faltan)."""


@dataclass(frozen=True, slots=True)
class TresilloState(OmbreState):
    """A Tresillo hand with its variant: the lance a oros, the seat forced by the espada, the contrabola's round,
    the dealer's penetro."""

    variant: str | None = None
    favoured: bool = False  # a lance a oros with the palo de favor: everything paid double (l. 2420)
    forced: int | None = None  # espada forzada: the holder of the espada, bound to enter (l. 2424)
    second_round: bool = False  # contrabola: all passed, each may now sing it (l. 2433)
    penetro: bool = False  # the dealer said «penetro»: he plays against the three (l. 2428)


class TresilloHand(OmbreHandRules):
    """The Tresillo's auction, exchange, surrender, defence, bola and payments, and its variants."""

    slug = "tresillo"
    name = "Tresillo"
    contracts = (ENTRADA, VUELTA, SOLO)
    repeated_auction = True
    max_discards = 9
    negotiation = True
    surrender = True
    surrender_word = PASO  # «El Jugador se puede "rendir" antes de la cuarta baza, diciendo "paso"» (l. 2282)
    defended = (ENTRADA,)  # «No se puede "defender" en este lance» (the vuelta, l. 2284)
    jugador_word = "el Jugador"
    summary = "Entrada, vuelta o solo; el Jugador contra la contra; llevada, puesta o codillo."
    interpretation = INTERPRETATION
    variants: ClassVar[tuple[str, ...]] = (FAVOR, FORZADA, CONTRABOLA, ALCALDE, PENETRO, CHIPOLO)
    sitting_variants: ClassVar[tuple[str, ...]] = (ALCALDE, PENETRO)  # the dealer sits out (l. 2254, 2428)

    cite_auction = AUCTION
    cite_overcall = TIES
    cite_trump = ENTRADA_CITE
    cite_solo = SOLO_CITE
    cite_exchange = EXCHANGE
    cite_draw = EXCHANGE
    cite_max_discard = EXCHANGE
    cite_bola = BOLA_CITE
    cite_play = FIRST_LEAD
    cite_turn = AUCTION
    cite_vuelta: ClassVar[Citation | None] = VUELTA_CITE
    cite_surrender: ClassVar[Citation | None] = SURRENDER
    cite_defense: ClassVar[Citation | None] = DEFENSE
    cite_negotiation: ClassVar[Citation | None] = NEGOTIATION

    # -- the variants: the table, the lances a oros, the espada forzada and the contrabola ---------------------------
    def start(self, options: HandOptions) -> TresilloState:
        return self.fresh(options, TresilloState, variant=options.variant)

    def bids(self, state: OmbreState) -> tuple[str, ...]:
        variant = _variant(state)
        if variant == FAVOR:
            return FAVOR_LADDER
        return (*self.contracts, CHIPOLO) if variant == CHIPOLO else self.contracts

    def parse(self, action: str) -> tuple[str, str] | None:
        word = action.strip().lower()
        return (word, "") if word in FAVOURED or word in LANCES else super().parse(action)

    def keeps_hand(self, state: OmbreState) -> bool:
        return state.contract in (SOLO, CHIPOLO)

    def trick_rules(self, state: OmbreState) -> GameRules:
        return CHIPOLO_RULES if state.contract == CHIPOLO else self.play_rules

    @once_per_state
    def legal_actions(self, state: OmbreState) -> list[str]:
        if isinstance(state, TresilloState) and state.phase == SUBASTA:
            if state.forced is not None:
                return [ENTRADA, VUELTA]
            if state.second_round:
                return [PASO, CONTRABOLA]
            if _may_penetrate(state):
                return [PASO, PENETRO]
            if _penetrating(state):
                return [PASO, ENTRADA, SOLO]
        actions = super().legal_actions(state)
        if state.phase == TRIUNFO:
            return [action for action in actions if self._trump_problem(state, Suit(action[-1])) is None]
        return actions

    def check(self, state: OmbreState, action: str, seat: int | None = None) -> Violation | None:
        parsed = self.parse(action)
        if state.contract == CHIPOLO and state.phase != FIN and parsed is not None and parsed[0] == "triunfo":
            text = "En el chipolo no hay palo de triunfo: solo la espada, el chipolo (el seis de oros) y el basto."
            return self._wrong_phase(state, action, text, CHIPOLO_LANCE, TRIUNFO_CODE)
        return super().check(state, action, seat)

    def _check_auction(self, state: OmbreState, verb: str, action: str) -> Violation | None:
        assert isinstance(state, TresilloState)
        penetro = self._penetro_problem(state, verb)
        if penetro is not None:
            return self._wrong_phase(state, action, penetro, PENETRO_CITE, SUBASTA_CODE)
        if verb == PENETRO or _penetrating(state):
            return None
        if verb == CHIPOLO:
            elsewhere = "Esta mesa no juega el chipolo (es una variante: elige la modalidad «chipolo»)."
            return self._variant_lance(state, verb, action, CHIPOLO, elsewhere, CHIPOLO_LANCE)
        if state.forced is not None and verb not in (ENTRADA, VUELTA):
            text = (
                "Todos han pasado y tienes la espada: en la espada forzada has de jugar, entrada o vuelta "
                "(«difícilmente podrá hacer solo»)."
            )
            return self._wrong_phase(state, action, text, FORZADA_CITE, SUBASTA_CODE)
        if state.second_round and verb not in (PASO, CONTRABOLA):
            text = "Todos han pasado: ahora solo se puede cantar «contrabola» o pasar."
            return self._wrong_phase(state, action, text, CONTRABOLA_CITE, SUBASTA_CODE)
        if verb == CONTRABOLA and state.second_round:
            return None
        if verb == CONTRABOLA:
            text = (
                "La contrabola solo se canta cuando todos han dicho «paso», y solo si se juega esa variante."
                if state.variant == CONTRABOLA
                else "Esta mesa no juega la contrabola (es una variante: elige la modalidad «contrabola»)."
            )
            return self._wrong_phase(state, action, text, CONTRABOLA_CITE, SUBASTA_CODE)
        if verb in FAVOURED:
            elsewhere = "Sin palo de favor no hay lances a oros: entrada, vuelta o solo, y el triunfo se nombra después."
            return self._variant_lance(state, verb, action, FAVOR, elsewhere, FAVOR_CITE)
        return super()._check_auction(state, verb, action)

    def _variant_lance(
        self, state: TresilloState, verb: str, action: str, variant: str, elsewhere: str, citation: Citation
    ) -> Violation | None:
        """A lance of ``variant`` offered: refused at another table (``elsewhere`` says why) or below the standing one."""
        if state.variant != variant:
            return self._wrong_phase(state, action, elsewhere, citation, SUBASTA_CODE)
        if not self._bid_allowed(state, state.to_move or 0, verb):
            return self._wrong_phase(state, action, self.overcall_text(state, verb), citation, SUBASTA_CODE)
        return None

    def _check_trump(self, state: OmbreState, verb: str, action: str) -> Violation | None:
        parsed = self.parse(action)
        if verb != "triunfo" or parsed is None:
            return super()._check_trump(state, verb, action)
        problem = self._trump_problem(state, Suit(parsed[1]))
        return None if problem is None else self._wrong_phase(state, action, *problem, TRIUNFO_CODE)

    def _penetro_problem(self, state: TresilloState, verb: str) -> str | None:
        """Why ``verb`` is not the dealer's word of the penetro now (``None``: it is, or it is no such word)."""
        if _may_penetrate(state) and verb not in (PASO, PENETRO):
            return "Los tres han pasado: como el que da, puedes decir «penetro» y jugar contra los tres, o pasar."
        if _penetrating(state) and verb not in (PASO, ENTRADA, SOLO):
            return "Has penetrado: ahora pasas (y pierdes por puesta), juegas una entrada o un solo; no hay vuelta."
        if verb == PENETRO and not _may_penetrate(state):
            if state.variant != PENETRO:
                return "Esta mesa no juega el penetro (es una variante entre cuatro: elige la modalidad «penetro»)."
            return "Solo penetra el que da, y solo cuando los tres que juegan han pasado."
        return None

    def _trump_problem(self, state: OmbreState, suit: Suit) -> tuple[str, Citation] | None:
        """Why the Jugador may not name ``suit``: none of it for a contrabola, or oros without a lance a oros."""
        assert state.to_move is not None
        if state.contract == CONTRABOLA and not any(card.suit == suit for card in state.hands[state.to_move]):
            text = (
                f"Para cantar contrabola necesitas al menos una carta del palo que nombras triunfo, y no tienes "
                f"{suit.spanish}."
            )
            return text, CONTRABOLA_CITE
        if _variant(state) == FAVOR and suit == Suit.OROS:
            text = (
                f"Oros es el palo de favor: para jugar a oros había que ofrecer {state.contract} a oros, que es un "
                "lance mayor. Con un lance sencillo nombra otro palo."
            )
            return text, FAVOR_CITE
        return None

    def _apply_bid(self, state: OmbreState, mover: int, verb: str, options: HandOptions) -> OmbreState:
        assert isinstance(state, TresilloState)
        if _may_penetrate(state) or _penetrating(state):
            return self._apply_penetro(state, mover, verb, options)
        if verb == CONTRABOLA:
            bids = (*state.bids, (mover, verb))
            return replace(
                state,
                bids=bids,
                high_seat=mover,
                high_bid=verb,
                jugador=mover,
                contract=CONTRABOLA,
                second_round=False,
                phase=TRIUNFO,
                to_move=mover,
            )
        everyone = verb == PASO and state.high_bid is None and len(state.passed | {mover}) == state.players
        if everyone and state.variant == FORZADA and state.forced is None:
            holder = next((seat for seat in state.active if ESPADA in state.hands[seat]), None)
            if holder is not None:
                passed = (state.passed | {mover}) - {holder}
                return replace(
                    state, bids=(*state.bids, (mover, verb)), passed=passed, forced=holder, to_move=holder
                )
        if everyone and state.variant == PENETRO and state.dealer_sits:  # the dealer may penetrate (l. 2428)
            dealer = state.players - 1
            bids = (*state.bids, (mover, verb))
            return replace(state, bids=bids, passed=state.passed - {dealer}, to_move=dealer)
        if everyone and state.variant == CONTRABOLA and not state.second_round:
            sitting = frozenset(range(len(state.active), state.players))
            return replace(
                state, bids=(*state.bids, (mover, verb)), passed=sitting, second_round=True, to_move=0
            )
        return super()._apply_bid(replace(state, forced=None), mover, verb, options)

    def _apply_penetro(
        self, state: TresilloState, dealer: int, verb: str, options: HandOptions
    ) -> OmbreState:
        """The dealer's words in the penetro: «penetro» takes the baceta's first nine cards, then «paso» loses by
        puesta, an entrada or a solo makes him the Jugador against the other three (l. 2428)."""
        bids = (*state.bids, (dealer, verb))
        if verb == PENETRO:
            hands = tuple(
                state.talon[:PENETRO_CARDS] if seat == dealer else hand
                for seat, hand in enumerate(state.hands)
            )
            return replace(
                state,
                bids=bids,
                hands=hands,
                talon=state.talon[PENETRO_CARDS:],
                jugador=dealer,
                high_seat=dealer,
                high_bid=PENETRO,
                contract=PENETRO,
                penetro=True,
                dealer_sits=False,
            )
        if verb == PASO:
            return self._finish(replace(state, bids=bids, passed=state.passed | {dealer}), options)
        return replace(state, bids=bids, high_bid=verb, contract=verb, phase=TRIUNFO)

    def _begin_contra(self, state: OmbreState, options: HandOptions) -> OmbreState:
        if isinstance(state, TresilloState) and state.penetro:  # the contra passed: it does not exchange
            return self._begin_play(state)
        return super()._begin_contra(state, options)

    def apply(self, state: OmbreState, action: str, options: HandOptions) -> OmbreState:
        parsed = self.parse(action)
        if state.phase == TRIUNFO and state.contract == CONTRABOLA and parsed is not None:
            return self._begin_contra(replace(state, trump=Suit(parsed[1])), options)
        after = super().apply(state, action, options)
        j = after.jugador
        if after.contract == CONTRABOLA and after.phase != FIN and j is not None and after.tricks_won[j]:
            return self._finish(after, options)
        return after

    def _solo_exchange(self, state: OmbreState, action: str) -> Violation:
        if state.contract != CHIPOLO:
            return super()._solo_exchange(state, action)
        text = (
            "Juegas chipolo: el Jugador no roba ni cambia cartas, juega con las nueve que le dieron, como en el solo. "
            "Solo la contra puede ir al robo."
        )
        return self._wrong_phase(state, action, text, CHIPOLO_LANCE, DESCARTE_CODE)

    def _surrender_problem(self, state: OmbreState, seat: int) -> str | None:
        if state.contract == CONTRABOLA:
            return "En la contrabola no hay rendición: el Jugador juega hasta que haga una baza o las pierda todas."
        if isinstance(state, TresilloState) and state.penetro:
            return "En el penetro no hay rendición: el que penetra pudo pasar antes de jugar, y ya juega."
        return super()._surrender_problem(state, seat)

    def _may_ask_bola(self, state: OmbreState, seat: int) -> bool:
        return state.contract != CONTRABOLA and super()._may_ask_bola(state, seat)

    def overcall_text(self, state: OmbreState, verb: str) -> str:
        if _variant(state) == FAVOR:
            return (
                f"Tu lance debe ser superior al que ya se ha ofrecido: {seat_name(state.high_seat)} ofreció "
                f"{state.high_bid}, y {verb} no lo supera. Con palo de favor, de menor a mayor: entrada, entrada a "
                "oros, vuelta, vuelta a oros, solo y solo a oros (l. 2420); en lances idénticos tiene prioridad la mano."
            )
        ladder = " < ".join(self.bids(state))
        return (
            f"Tu lance debe ser superior al que ya se ha ofrecido: {seat_name(state.high_seat)} ofreció "
            f"{state.high_bid}, y {verb} no lo supera ({ladder}, l. 2258, 2437). Solo quien está más cerca "
            "de la mano puede igualar un lance ofrecido, porque en lances idénticos la mano tiene prioridad."
        )

    def after_auction(self, state: OmbreState, options: HandOptions) -> OmbreState:
        assert isinstance(state, TresilloState)
        if state.contract == CHIPOLO:  # no trump to name, no exchange for the Jugador (l. 2437)
            return self._begin_contra(state, options)
        if state.contract in FAVOURED:  # a lance a oros: oros are trumps, named by the bid (l. 2420)
            state = replace(state, contract=FAVOURED[state.contract], favoured=True, trump=Suit.OROS)
            if state.contract == SOLO:
                return self._begin_contra(state, options)
            if state.contract == ENTRADA:
                return replace(state, phase=DESCARTE, to_move=state.jugador)
        if state.contract != VUELTA:
            return super().after_auction(state, options)
        assert state.jugador is not None
        turned = state.talon[0]
        hands = tuple(
            hand + (turned,) if seat == state.jugador else hand for seat, hand in enumerate(state.hands)
        )
        return replace(
            state,
            hands=hands,
            talon=state.talon[1:],
            turned=turned,
            trump=state.trump or turned.suit,
            favoured=state.favoured or (state.variant == FAVOR and turned.suit == Suit.OROS),
            phase=DESCARTE,
            to_move=state.jugador,
        )

    # -- result and payments -------------------------------------------------------------------------------------------
    def settle(self, state: OmbreState, options: HandOptions) -> HandResult:
        tricks = state.tricks_won
        pot = options.pot
        j = state.jugador
        if j is None or state.contract is None:
            return passed_out(
                tricks,
                pot,
                [],
                "Todos han pasado: no hay Jugador, no se paga nada y se vuelve a dar.",
                AUCTION,
            )
        if state.defender is not None:
            return self._settle_defended(state, options, j, state.defender)
        if state.contract == CONTRABOLA:
            return self._settle_contrabola(state, options, j)
        if state.contract == PENETRO:  # he penetrated and passed: a puesta, no trick played (l. 2428)
            transfer = Transfer(j, None, _puesta(state), "la puesta del penetro pasado", PENETRO_CITE)
            text = f"{seat_name(j).capitalize()} penetró y pasó: pierde por puesta sin jugar ninguna baza."
            contra = tuple(seat for seat in range(state.players) if seat != j)
            return make_result("puesta", contra, j, PENETRO, tricks, pot, [transfer], text, PENETRO_CITE)
        contra = tuple(seat for seat in state.active if seat != j)
        opponents = tuple(seat for seat in range(state.players) if seat != j)  # the alcalde too (l. 2384)
        puesta = _puesta(state)
        best = max(tricks[seat] for seat in contra)
        makers = [seat for seat in contra if tricks[seat] == best]
        bola = None
        if state.surrendered:
            kind = "rendida"
        elif tricks[j] > best:
            kind = "llevada"
        elif tricks[j] == best or len(makers) > 1:  # tied above him, nobody made the codillo (l. 2401)
            kind = "puesta real" if tricks[j] == 1 and len(contra) == 2 else "puesta"
        else:
            kind = "codillo"
        if state.bola:
            bola = "ganada" if tricks[j] == 9 else "cortada"
        transfers: list[Transfer] = []
        won = kind == "llevada"
        if won:
            if pot:
                transfers.append(Transfer(None, j, pot, "el plato de la llevada", LLEVADA))
            else:
                transfers += [
                    Transfer(o, j, EMPTY_PLATE, "la llevada con el plato vacío", LLEVADA) for o in opponents
                ]
        else:
            reserved = " (puesta segunda o reservada: se anota)" if pot else ""
            transfers.append(Transfer(j, None, puesta, f"la puesta{reserved}", PUESTA))
        for amount, concept, citation in self._conditions(state, j, won, played_out=not state.surrendered):
            for seat in opponents:
                transfers.append(
                    Transfer(seat, j, amount, concept, citation)
                    if won
                    else Transfer(j, seat, amount, concept, citation)
                )
        if bola is not None:
            for seat in opponents:
                if bola == "ganada":
                    transfers.append(Transfer(seat, j, BOLA_TANTOS, "la bola", BOLA_PAY))
                else:
                    transfers.append(Transfer(j, seat, BOLA_TANTOS, "la bola cortada", BOLA_PAY))
        winners: tuple[int, ...]
        if won:
            winners = (j,)
        elif kind == "codillo":
            maker = makers[0]
            winners = (maker,)
            transfers.append(Transfer(j, maker, puesta, "el codillo", CODILLO))
        else:
            winners = contra
        return make_result(
            kind,
            winners,
            j,
            state.contract,
            tricks,
            pot,
            _doubled(state, transfers),
            self._explain(kind, state, j, tricks, bola),
            PENETRO_WIN
            if won and isinstance(state, TresilloState) and state.penetro
            else {
                "llevada": LLEVADA,
                "puesta": PUESTA,
                "puesta real": PUESTA_REAL,
                "codillo": CODILLO,
                "rendida": SURRENDER,
            }[kind],
            bola,
        )

    def _settle_contrabola(self, state: OmbreState, options: HandOptions, j: int) -> HandResult:
        """The contrabola, paid as the bola (l. 2405–2407): no trick, the llevada and 40 from each; one, 40 to each."""
        tricks, pot = state.tricks_won, options.pot
        opponents = tuple(seat for seat in range(state.players) if seat != j)
        won = tricks[j] == 0
        transfers: list[Transfer] = []
        if won and pot:
            transfers.append(Transfer(None, j, pot, "el plato de la llevada", LLEVADA))
        elif won:
            transfers += [
                Transfer(o, j, EMPTY_PLATE, "la llevada con el plato vacío", LLEVADA) for o in opponents
            ]
        transfers += [
            Transfer(o, j, BOLA_TANTOS, "la contrabola", BOLA_PAY)
            if won
            else Transfer(j, o, BOLA_TANTOS, "la contrabola perdida", BOLA_PAY)
            for o in opponents
        ]
        split = "-".join(str(n) for n in tricks)
        who = seat_name(j)
        text = (
            f"Contrabola ganada: {who}, el Jugador, no hizo ninguna baza ({split})."
            if won
            else f"Contrabola perdida: {who}, el Jugador, hizo una baza ({split}) y con ella pierde."
        )
        winners = (j,) if won else tuple(seat for seat in state.active if seat != j)
        kind = "contrabola" if won else "contrabola perdida"
        return make_result(kind, winners, j, CONTRABOLA, tricks, pot, transfers, text, CONTRABOLA_CITE)

    def _conditions(
        self, state: OmbreState, j: int, won: bool, played_out: bool
    ) -> list[tuple[int, str, Citation]]:
        """The *condiciones* the Jugador collects from (or pays to) each contrista."""
        items: list[tuple[int, str, Citation]] = []
        assert state.contract is not None
        if state.contract in CONTRACT_TANTOS:
            amount, concept, citation = CONTRACT_TANTOS[state.contract]
            items.append((amount, concept, citation))
        if (state.trump is not None or state.contract == CHIPOLO) and state.start_hands:
            held, missing = self.estuche_runs(state.trump, set(state.start_hands[j]), self.trick_rules(state))
            if held >= 3:
                items.append((min(held, MAX_ESTUCHES), f"{held} estuches", ESTUCHES))
            elif missing >= 3:
                items.append((min(missing, MAX_ESTUCHES), f"contraestuche de {missing}", ESTUCHES))
        history = state.history
        if won and not state.bola and len(history) >= 5 and all(r.winner == j for r in history[:5]):
            items.append((1, "primeras", PRIMERAS))
        if not won and played_out and state.tricks_won[j] == 0:
            items.append((1, "primeras (perdió sin hacer baza)", PRIMERAS_LOST))
        return items

    def _explain(
        self, kind: str, state: OmbreState, j: int, tricks: tuple[int, ...], bola: str | None
    ) -> str:
        split = "-".join(str(n) for n in tricks)
        who = seat_name(j)
        text = {
            "llevada": f"Llevada: {who}, el Jugador, hizo más bazas que cada contrista ({split}).",
            "puesta": f"Puesta: {who}, el Jugador, empató en bazas con un contrista ({split})."
            if tricks[j] == max(tricks)
            else f"Puesta: dos contristas empataron con más bazas que {who}, el Jugador, y ninguno le hizo "
            f"codillo ({split}).",
            "puesta real": f"Puesta real: el Jugador hizo una baza y cada contrista cuatro ({split}); es puesta, no codillo.",
            "codillo": f"Codillo: un contrista hizo más bazas que {who}, el Jugador ({split}).",
            "rendida": f"{who.capitalize()}, el Jugador, se rindió y pierde por puesta ({split}).",
        }[kind]
        if bola == "ganada":
            text += " Además hizo la bola: las nueve bazas."
        elif bola == "cortada":
            text += " Pidió bola y se la cortaron: cobra la llevada pero paga la bola."
        return text

    def _settle_defended(
        self, state: OmbreState, options: HandOptions, retired: int, defender: int
    ) -> HandResult:
        """Entrada defendida, cases A–E of l. 2409–2414 (no condiciones are paid, E)."""
        tricks = state.tricks_won
        poor = next(seat for seat in state.active if seat not in (retired, defender))
        puesta = _puesta(state)
        d, r, p = tricks[defender], tricks[retired], tricks[poor]
        transfers: list[Transfer]
        if d > r and d > p:
            case, winners = "A", (defender,)
            transfers = [Transfer(retired, defender, puesta, "la puesta, que cobra el defensor", DEFENSE)]
            text = "el defensor superó en bazas al Jugador retirado y al mano pobre, y cobra la puesta del retirado"
        elif p > r and p > d:
            case, winners = "D", (poor,)
            transfers = [
                Transfer(retired, None, puesta, "la puesta del Jugador retirado", DEFENSE),
                Transfer(defender, None, puesta, "la puesta del defensor", DEFENSE),
                Transfer(defender, poor, puesta, "el codillo del defensor", DEFENSE),
            ]
            text = "el mano pobre hizo más bazas que los otros dos: el Jugador retirado paga puesta y el defensor codillo"
        elif d < r:
            case, winners = "C", (retired,)
            transfers = [Transfer(defender, None, puesta, "la puesta del defensor", DEFENSE)]
            text = "el defensor hizo menos bazas que el Jugador retirado: paga él la puesta y el Jugador nada"
        else:
            case, winners = "B", (poor,)
            transfers = [
                Transfer(retired, None, puesta, "la puesta del Jugador retirado", DEFENSE),
                Transfer(defender, None, puesta, "la puesta gemela del defensor", DEFENSE),
            ]
            text = "el defensor empató en bazas: pierde por puesta, y la paga igual que el Jugador retirado (puesta gemela)"
        split = "-".join(str(n) for n in tricks)
        return make_result(
            "defendida",
            winners,
            retired,
            state.contract,
            tricks,
            options.pot,
            _doubled(state, transfers),
            f"Entrada defendida, caso {case} ({split}): {text}. No se pagan condiciones.",
            DEFENSE,
        )


def _variant(state: OmbreState) -> str | None:
    return state.variant if isinstance(state, TresilloState) else None


def _may_penetrate(state: OmbreState) -> bool:
    """Whether the dealer of a penetro table is to say «penetro» or «paso», the three having passed (l. 2428)."""
    return (
        _variant(state) == PENETRO
        and state.dealer_sits
        and state.phase == SUBASTA
        and state.to_move == state.players - 1
    )


def _penetrating(state: OmbreState) -> bool:
    """Whether the dealer has penetrated and is to pass, enter or go solo (l. 2428)."""
    return isinstance(state, TresilloState) and state.penetro and state.contract == PENETRO


def _puesta(state: OmbreState) -> int:
    """The puesta: 15 tantos among three, 20 among four, the alcalde's or the penetro's table (l. 2396)."""
    return PUESTA_ALCALDE if state.players == 4 else PUESTA_TANTOS


def _doubled(state: OmbreState, transfers: list[Transfer]) -> list[Transfer]:
    """Every payment of a lance a oros with the palo de favor, doubled (l. 2420)."""
    if not (isinstance(state, TresilloState) and state.favoured):
        return transfers
    return [
        replace(t, amount=2 * t.amount, concept=f"{t.concept}, doble por el palo de favor (l. 2420)")
        for t in transfers
    ]
