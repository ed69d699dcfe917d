"""Whole hands of the Hombre (*Reglas y leyes del Mediator y del Hombre*, Madrid, 1807, l. 1067–1502).

Three players, nine cards each «en tres veces», thirteen in the *monte* (l. 1182). Each puts nine tantos in the
*polla* and every one who passes two more (l. 1199–1201). The games are *entrada* and *solo* (l. 1079–1081); the
mano only speaks first (l. 1194–1197). The Hombre names trumps before drawing (l. 1287–1291), discards at most
eight (l. 1215–1217), then the player on his right and the other discard and draw (l. 1182–1186, 1225); a solo
player does not discard (l. 1213). The result follows the *Tabla* (l. 1250–1283): whoever alone makes more tricks
than each of the other two wins; a tie at the top is *puesta*. The Mediator's laws hold (l. 1103): the Hombre may
give the game up as codillo, and the opponents accept or make him play it out (ley VII, l. 307–310).

>>> import games
>>> hand = games.new_hand("hombre", seed=3)
>>> hand.legal_actions()
['paso', 'entrada', 'solo']
>>> hand = hand.apply("entrada")
>>> violation = hand.check("entrada")
>>> violation.code, "l. 1194–1197" in violation.source
('subasta', True)
"""

from __future__ import annotations

from typing import ClassVar

from games.core.citations import Citation, cite
from games.core.hand import HandOptions
from games.core.result import HandResult, Transfer, make_result, passed_out
from games.core.trick import seat_name
from games.ombre.hand import ACEPTO, ENTRADA, JUEGA, PASO, SOLO, OmbreHandRules
from games.ombre.state import OmbreState

BOOK = "mediator-hombre-1807"

JUEGOS = cite(BOOK, "45. Juego: entrada y solo", 1079, 1081)
AUCTION = cite(BOOK, "Del modo de dar los naypes, de la mano: la mano solo habla primero", 1194, 1197)
TRUMP = cite(BOOK, "Notas: nombrar el triunfo antes de robar", 1287, 1291)
SOLO_CITE = cite(BOOK, "Nota 2.ª: solamente en el juego de entrada puede descartarse el Hombre", 1213)
EXCHANGE = cite(BOOK, "Del descarte y robo: el que hizo el juego, luego el de su derecha", 1182, 1186)
DRAW = cite(BOOK, "Ley X: Carta de mas ó de menos (en el robo)", 1105, 1123)
MAX_DISCARD = cite(BOOK, "Nota 2.ª: no puede ser de todas, lo mas son ocho", 1215, 1217)
BOLA_CITE = cite(BOOK, "Ley XV: la bola pedida á la sexta jugada", 1170)
FIRST_LEAD = cite(BOOK, "La mano siempre jugará la primera carta", 1194, 1197)
TURN = cite(BOOK, "De la mano: continúan los demas por su derecha", 579)
POLLA = cite(BOOK, "Todas las manos pondrá cada uno nueve tantos", 1199)
PASS_FEE = cite(BOOK, "Cada uno que pasa pone dos tantos", 1201)
TABLA = cite(BOOK, "Tabla de ganar, puesta y codillo", 1250, 1283)
GAME_PAY = cite(BOOK, "Pagos, nota 4.ª: por la entrada tres tantos, por el solo doble", 1321)
ESTUCHES = cite(BOOK, "Pagos, nota 5.ª: por los estuches", 1323)
ESTUCHE_COUNT = cite(BOOK, "39. Estuche: se cuentan sin intermision, á lo menos los tres primeros", 158, 162)
BOLA_PAY = cite(BOOK, "Pagos, nota 1.ª: la bola se paga", 1311, 1315)
POT_WIN = cite(BOOK, "Nota 3.ª: el entrado lo saca de en medio de la mesa", 1099)
CODILLO = cite(BOOK, "Gana el codillo, que se lo paga el Hombre", 1305)
PUESTA = cite(BOOK, "Pagos del Mediator, nota 2.ª: si se perdiese puesta, la polla se queda en medio", 1045)
LEY_VII = cite(
    BOOK, "Ley VII: dar el juego perdido; los contrarios se contentan ó se lo hacen jugar", 307, 310
)
LOSS = cite(
    BOOK, "Pagos del Mediator, nota 1.ª: el Hombre, si perdiese, les satisfará igual cantidad", 1041, 1043
)

ANTE = 9  # «nueve tantos, que es una ficha» (l. 1199)
PASS_TANTOS = 2
GAME_TANTOS = {ENTRADA: 3, SOLO: 6}
BOLA_TANTOS = {ENTRADA: 18, SOLO: 27}  # two and three fichas of nine tantos (l. 1199, 1311–1315)

INTERPRETATION = """\
Decisiones nuestras donde el libro calla o deja opciones:
1. Asientos: el asiento 1 es la mano (habla primero y juega la primera carta, l. 1194–1197), el 2 el enclavado y \
el 3 el pie, que da.
2. Subasta: cada uno habla una vez; quien habla después solo puede hacer un juego mayor (entrada < solo), y quien ya \
habló no puede mudar su juego en otro mayor (l. 1194–1197). Si los tres pasan, la polla y lo de pasar quedan en \
medio y se vuelve a dar (l. 1201).
3. No se juega el chillar ni el ir á fondo, que el libro da como añadidos (l. 1203–1211).
4. El Hombre nombra el triunfo en cuanto gana la subasta, antes de robar (l. 1287–1291); el robo lo hace el Hombre, \
luego el de su derecha y luego el otro (l. 1182–1186, 1225). No se modela la ley XIII (ver las que sobran): las \
cartas que quedan en el monte no se enseñan a nadie.
5. Pagos: ganando, el Hombre saca la polla de en medio y cobra de cada contrario la entrada (3) o el solo (6), un \
tanto por estuche y la bola (dos fichas en la entrada, tres en el solo; la ficha es de nueve tantos). Perdiendo \
paga a cada uno lo mismo (l. 1041–1043); si es puesta pone en medio otro tanto como hay en la polla (l. 1045), y si \
es codillo se lo paga al que lo hizo (l. 1099, 1305). Las calidades se dan por pedidas (l. 1317).
6. Estuches: sin intermisión desde la espadilla y al menos los tres primeros (l. 158–162); el contraestuche se \
cuenta igual con los que le faltan al Hombre, solo si están unidos en una sola mano contraria (l. 1323). No hay \
primeras en el Hombre.
7. La bola se pide a la sexta jugada, tras hacer las cinco primeras bazas (ley XV, l. 1170); si se la cortan, paga \
la bola pero gana el juego.
8. Dar el juego perdido: las leyes del Mediator rigen también en el Hombre (l. 1103, y la ley XIV parte de la VII, \
l. 1162), así que el Hombre puede dar el juego perdido codillo (ley VII, l. 307–310), en su turno y antes de pedir \
bola, también en el solo. Contestan los contrarios, primero el de su derecha: «acepto» (se contentan) o «juega» \
(se lo hacen jugar). Vale codillo aunque luego haga puesta (l. 310): si los dos aceptan, lo que hay en la polla se \
reparte entre ellos; si se juega, lo cobra el contrario que saque más bazas que el Hombre y que su compañero, y si no \
lo hay se reparte. En el Hombre no hay desbola (l. 1174)."""


class HombreHand(OmbreHandRules):
    """The 1807 Hombre: entrada or solo, the monte, the Tabla and the payments of l. 1311–1323."""

    slug = "hombre"
    name = "Hombre"
    contracts = (ENTRADA, SOLO)
    repeated_auction = False
    max_discards = 8
    jugador_word = "el Hombre"
    summary = "Entrada o solo; el Hombre contra los otros dos; gana, puesta o codillo según la Tabla."
    interpretation = INTERPRETATION

    cite_auction = JUEGOS
    cite_overcall = AUCTION
    cite_trump = TRUMP
    cite_solo = SOLO_CITE
    cite_exchange = EXCHANGE
    cite_draw = DRAW
    cite_max_discard = MAX_DISCARD
    cite_bola = BOLA_CITE
    cite_play = FIRST_LEAD
    cite_turn = TURN
    surrender = True
    surrender_before = None
    solo_surrender = True
    defended = (ENTRADA, SOLO)
    defense_words = (JUEGA, ACEPTO)
    defense_prompt = (
        "El Hombre ha dado el juego perdido: di «acepto» si te contentas con el codillo o «juega» para hacérselo "
        "jugar."
    )
    cite_surrender: ClassVar[Citation | None] = LEY_VII
    cite_defense: ClassVar[Citation | None] = LEY_VII

    def overcall_text(self, state: OmbreState, verb: str) -> str:
        return (
            f"{seat_name(state.high_seat).capitalize()} ya hizo {state.high_bid}: para quitárselo has de hacer un "
            f"juego mayor, y {verb} no lo es (la entrada es menos que el solo). La mano solo tiene la preferencia de "
            "hablar primero."
        )

    def settle(self, state: OmbreState, options: HandOptions) -> HandResult:
        seats = range(state.players)
        tricks = state.tricks_won
        transfers = [Transfer(seat, None, ANTE, "la polla", POLLA) for seat in seats]
        transfers += [
            Transfer(seat, None, PASS_TANTOS, "pasar", PASS_FEE) for seat, bid in state.bids if bid == PASO
        ]
        pot_now = options.pot + sum(t.amount for t in transfers)
        j = state.jugador
        if j is None or state.contract is None or state.trump is None:
            return passed_out(
                tricks,
                options.pot,
                transfers,
                "Los tres han pasado: la polla y lo de pasar quedan en medio y se vuelve a dar.",
                PASS_FEE,
            )
        opponents = tuple(seat for seat in seats if seat != j)
        top = max(tricks)
        leaders = [seat for seat in seats if tricks[seat] == top]
        won = leaders == [j] and not state.surrendered
        calidades = self._calidades(state, j, opponents)
        for amount, concept, citation in calidades:
            for seat in opponents:
                transfers.append(
                    Transfer(seat, j, amount, concept, citation)
                    if won
                    else Transfer(j, seat, amount, concept, citation or LOSS)
                )
        bola = None
        if state.bola:
            bola = "ganada" if tricks[j] == 9 else "cortada"
            for seat in opponents:
                amount = BOLA_TANTOS[state.contract]
                if bola == "ganada":
                    transfers.append(Transfer(seat, j, amount, "la bola", BOLA_PAY))
                else:
                    transfers.append(Transfer(j, seat, amount, "la bola cortada", BOLA_PAY))
        split = "-".join(str(n) for n in tricks)
        winners: tuple[int, ...]
        if state.surrendered:
            kind, citation = "codillo", LEY_VII
            played_on = state.defender is not None
            maker = leaders[0] if played_on and len(leaders) == 1 and leaders[0] != j else None
            winners = (maker,) if maker is not None else opponents
            transfers += self._given_codillo(j, winners, pot_now)
            text = f"Codillo: {seat_name(j)}, el Hombre, dio el juego perdido ({split})"
            if not played_on:
                text += "; los contrarios se contentaron y se reparten el codillo."
            elif maker is not None:
                text += f"; se lo hicieron jugar y {seat_name(maker)} hizo más bazas que cada uno: lo cobra."
            else:
                text += "; se lo hicieron jugar y vale codillo, que se reparten los contrarios."
        elif won:
            kind, winners, citation = "gana", (j,), TABLA
            transfers.append(Transfer(None, j, pot_now, "la polla, que saca de en medio", POT_WIN))
            text = f"Gana: {seat_name(j)}, el Hombre, hizo más bazas que cualquiera de sus dos contrarios ({split})."
        elif len(leaders) == 1:
            maker = leaders[0]
            kind, winners, citation = "codillo", (maker,), TABLA
            transfers.append(Transfer(j, maker, pot_now, "el codillo (lo que hay en la polla)", CODILLO))
            text = f"Codillo: {seat_name(maker)} superó en bazas al Hombre y a su compañero ({split}) y lo cobra."
        else:
            kind, winners, citation = "puesta", opponents, TABLA
            transfers.append(
                Transfer(j, None, pot_now, "la puesta (otro tanto como hay en la polla)", PUESTA)
            )
            text = f"Puesta: nadie se quedó solo con el mayor número de bazas ({split}); la polla queda en medio."
        if bola == "ganada":
            text += " Además hizo la bola."
        elif bola == "cortada":
            text += " Pidió bola y se la cortaron: paga la bola, pero gana el juego."
        return make_result(
            kind, winners, j, state.contract, tricks, options.pot, transfers, text, citation, bola
        )

    @staticmethod
    def _given_codillo(j: int, winners: tuple[int, ...], pot: int) -> list[Transfer]:
        """The codillo of a game given up: as much as the polla, to the one who made it or shared by the two."""
        each, rest = divmod(pot, len(winners))
        lines = [Transfer(j, seat, each, "el codillo (lo que hay en la polla)", LEY_VII) for seat in winners]
        return [*lines, Transfer(j, None, rest, "lo que del codillo no se puede repartir", LEY_VII)]

    def _calidades(
        self, state: OmbreState, j: int, opponents: tuple[int, ...]
    ) -> list[tuple[int, str, Citation | None]]:
        """The game (entrada 3, solo 6) and the estuches or contraestuche, paid by each opponent or to each."""
        assert state.contract is not None and state.trump is not None
        items: list[tuple[int, str, Citation | None]] = [
            (GAME_TANTOS[state.contract], "la entrada" if state.contract == ENTRADA else "el solo", GAME_PAY)
        ]
        held, missing = self.estuche_runs(state.trump, set(state.start_hands[j]))
        if held >= 3:
            items.append((held, f"{held} estuches", ESTUCHE_COUNT))
        elif missing >= 3:
            top = self.play_rules.ranking(state.trump, "T")[:missing]
            if any(set(top) <= set(state.start_hands[seat]) for seat in opponents):
                items.append((missing, f"contraestuche de {missing}", ESTUCHES))
        return items
