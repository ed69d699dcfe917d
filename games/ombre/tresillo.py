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

from dataclasses import replace
from typing import ClassVar

from games.core.citations import Citation, cite
from games.core.hand import HandOptions
from games.core.result import HandResult, Transfer, make_result, passed_out
from games.core.trick import seat_name
from games.ombre.hand import ENTRADA, PASO, SOLO, VUELTA, OmbreHandRules
from games.ombre.state import DESCARTE, OmbreState

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
LLEVADA = cite(DOC, "TRESILLO: cobros por ganar por llevada o sacada", 2394)
PUESTA = cite(DOC, "TRESILLO: pagos por perder por puesta", 2396, 2398)
CODILLO = cite(DOC, "TRESILLO: pagos por perder por codillo", 2400)
PUESTA_REAL = cite(DOC, "TRESILLO: la puesta real", 2401)

PUESTA_TANTOS = 15  # with three players (20 with four, l. 2396)
EMPTY_PLATE = 5  # what each contrista pays a llevada when the plate is empty (l. 2394)
BOLA_TANTOS = 40
CONTRACT_TANTOS = {VUELTA: (5, VUELTA_PAY), SOLO: (10, SOLO_PAY)}
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
9. No se juegan con alcalde (cuarto jugador) ni las variantes (palo de favor, espada forzada, penetro, contrabola, \
chipolo)."""


class TresilloHand(OmbreHandRules):
    """The Tresillo's auction, exchange, surrender, defence, bola and payments."""

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

    def overcall_text(self, state: OmbreState, verb: str) -> str:
        return (
            f"Tu lance debe ser superior al que ya se ha ofrecido: {seat_name(state.high_seat)} ofreció "
            f"{state.high_bid}, y {verb} no lo supera (entrada < vuelta < solo, l. 2258). Solo quien está más cerca "
            "de la mano puede igualar un lance ofrecido, porque en lances idénticos la mano tiene prioridad."
        )

    def after_auction(self, state: OmbreState, options: HandOptions) -> OmbreState:
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
            trump=turned.suit,
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
        opponents = tuple(seat for seat in range(state.players) if seat != j)
        best = max(tricks[seat] for seat in opponents)
        bola = None
        if state.surrendered:
            kind = "rendida"
        elif tricks[j] > best:
            kind = "llevada"
        elif tricks[j] == best:
            kind = "puesta"
        elif tricks[j] == 1 and all(tricks[seat] == 4 for seat in opponents):
            kind = "puesta real"
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
            transfers.append(Transfer(j, None, PUESTA_TANTOS, f"la puesta{reserved}", PUESTA))
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
            maker = max(opponents, key=lambda seat: tricks[seat])
            winners = (maker,)
            transfers.append(Transfer(j, maker, PUESTA_TANTOS, "el codillo", CODILLO))
        else:
            winners = opponents
        return make_result(
            kind,
            winners,
            j,
            state.contract,
            tricks,
            pot,
            transfers,
            self._explain(kind, state, j, tricks, bola),
            {
                "llevada": LLEVADA,
                "puesta": PUESTA,
                "puesta real": PUESTA_REAL,
                "codillo": CODILLO,
                "rendida": SURRENDER,
            }[kind],
            bola,
        )

    def _conditions(
        self, state: OmbreState, j: int, won: bool, played_out: bool
    ) -> list[tuple[int, str, Citation]]:
        """The *condiciones* the Jugador collects from (or pays to) each contrista."""
        items: list[tuple[int, str, Citation]] = []
        assert state.contract is not None
        if state.contract in CONTRACT_TANTOS:
            amount, citation = CONTRACT_TANTOS[state.contract]
            items.append(
                (amount, f"la {state.contract}" if state.contract == VUELTA else "el solo", citation)
            )
        if state.trump is not None and state.start_hands:
            held, missing = self.estuche_runs(state.trump, set(state.start_hands[j]))
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
            "puesta": f"Puesta: {who}, el Jugador, empató en bazas con un contrista ({split}).",
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
        poor = next(seat for seat in range(state.players) if seat not in (retired, defender))
        d, r, p = tricks[defender], tricks[retired], tricks[poor]
        transfers: list[Transfer]
        if d > r and d > p:
            case, winners = "A", (defender,)
            transfers = [
                Transfer(retired, defender, PUESTA_TANTOS, "la puesta, que cobra el defensor", DEFENSE)
            ]
            text = "el defensor hizo más bazas que cada uno de los otros dos y cobra la puesta del Jugador retirado"
        elif p > r and p > d:
            case, winners = "D", (poor,)
            transfers = [
                Transfer(retired, None, PUESTA_TANTOS, "la puesta del Jugador retirado", DEFENSE),
                Transfer(defender, None, PUESTA_TANTOS, "la puesta del defensor", DEFENSE),
                Transfer(defender, poor, PUESTA_TANTOS, "el codillo del defensor", DEFENSE),
            ]
            text = "el mano pobre hizo más bazas que los otros dos: el Jugador retirado paga puesta y el defensor codillo"
        elif d < r:
            case, winners = "C", (retired,)
            transfers = [Transfer(defender, None, PUESTA_TANTOS, "la puesta del defensor", DEFENSE)]
            text = "el defensor hizo menos bazas que el Jugador retirado: paga él la puesta y el Jugador nada"
        else:
            case, winners = "B", (poor,)
            transfers = [
                Transfer(retired, None, PUESTA_TANTOS, "la puesta del Jugador retirado", DEFENSE),
                Transfer(defender, None, PUESTA_TANTOS, "la puesta gemela del defensor", DEFENSE),
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
            transfers,
            f"Entrada defendida, caso {case} ({split}): {text}. No se pagan condiciones.",
            DEFENSE,
        )
