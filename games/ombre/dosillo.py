"""Whole hands of the Dosillo, «el Mediator entre dos» (*Reglas y leyes del Mediator y del Hombre*, 1807, l. 1588–1607).

Two players and thirty cards: a long suit, oros or copas, is taken out of the deck (l. 1592); eight cards each and
fourteen in the *monte* (l. 1594). The book gives the Dosillo only its differences: five tricks win, four are
*puesta*, three or fewer *codillo* (l. 1596); naming the removed suit trumps costs a polla (l. 1600); «en todo lo
demas se juega con las reglas del Mediator, y en quanto al robo con las del Hombre» (l. 1607). So the auction,
the bola and the payments are the Mediator's (l. 561–575, 101–107, 1021–1049) and the exchange the Hombre's
(l. 1182–1186, 1213–1225).

>>> import games
>>> hand = games.new_hand("dosillo", seed=3)
>>> hand.legal_actions(), len(hand.view(0).hand), hand.view(1).talon_size
(['paso', 'entrada', 'solo', 'bola'], 8, 14)
>>> hand = hand.apply("entrada").apply("paso")
>>> hand.phase, hand.to_move, "triunfo:O" in hand.legal_actions()
('triunfo', 0, False)
>>> violation = hand.check("triunfo:O")
>>> violation.code, "l. 1600" in violation.source
('triunfo', True)
"""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from games.core.cards import DECK_40, Card, Suit
from games.core.citations import Citation, cite
from games.core.hand import BOLA_CODE, SUBASTA_CODE, TRIUNFO_CODE, HandOptions, once_per_state, violation
from games.core.result import HandResult, Transfer, make_result, passed_out
from games.core.trick import seat_name
from games.core.violations import Violation
from games.ombre.hand import BOLA, ENTRADA, PASO, SOLO, OmbreHandRules, parse_action
from games.ombre.rules import ESPADILLA
from games.ombre.state import TRIUNFO, OmbreState

BOOK = "mediator-hombre-1807"

DEAL = cite(
    BOOK,
    "Del Mediator entre dos, ó Dosillo: se quita todo un palo; ocho á cada uno y catorce en el monte",
    1592,
    1594,
)
RESULT = cite(BOOK, "Dosillo: cinco bazas para ganar; quatro puesta, y tres ó menos codillo", 1596)
REMOVED = cite(BOOK, "Dosillo: si se nombrase el palo que se ha quitado pagaría una polla", 1600)
RULES = cite(BOOK, "Dosillo: las reglas del Mediator, y en quanto al robo las del Hombre", 1607)
JUEGOS = cite(BOOK, "Explicacion de algunos terminos: entrada, solo, bola", 93, 105)
AUCTION = cite(BOOK, "De la mano: el mano es el primero que haga juego", 561)
OVERCALL = cite(
    BOOK, "De la mano: pujar; al mano le queda el arbitrio de hacer el juego nombrado ú otro mayor", 569, 575
)
CHILLAR = cite(BOOK, "De la mano: si todos hubiesen pasado, chilla el que tiene la espadilla", 565, 567)
CHILLADO_BOLA = cite(BOOK, "El que entráre forzado por tener la espadilla no puede emprender bola", 688)
CHILLADO_PAY = cite(
    BOOK, "Leyes para precaver las entradas ligeras: al chillado no se pagan ni cobran calidades", 598
)
TRUMP = cite(BOOK, "Hombre, notas: nombrar el triunfo antes de robar", 1287, 1291)
SOLO_CITE = cite(BOOK, "Hombre, nota 2.ª: solamente en el juego de entrada puede descartarse el Hombre", 1213)
EXCHANGE = cite(BOOK, "Hombre: del descarte y robo, el que hizo el juego es el primero", 1213, 1225)
DRAW = cite(BOOK, "Ley X: Carta de mas ó de menos (en el robo)", 1105, 1123)
MAX_DISCARD = cite(BOOK, "Hombre: no puede ser de todas", 1215, 1217)
BOLA_CITE = cite(BOOK, "Ley VIII: Leyes para la bola", 323, 341)
FIRST_LEAD = cite(BOOK, "De la mano: el mano principia á jugar", 579)
POLLA = cite(BOOK, "Pagos: el que es mano pone en medio la polla", 1021)
ENTRADA_PAY = cite(BOOK, "Pagos: por la entrada", 1027)
SOLO_PAY = cite(BOOK, "Pagos: por el solo una ficha", 1039)
ESTUCHE_PAY = cite(BOOK, "Pagos: por cada estuche; nota 3.ª, contarlos todos desde el primero", 1029)
ESTUCHE_COUNT = cite(BOOK, "39. Estuche: sin intermision, á lo menos los tres primeros", 158, 162)
CONTRA_ESTUCHE = cite(BOOK, "Contra estuche: se paga como si lo tuviesen; unido en una sola mano", 822, 826)
PRIMERAS = cite(BOOK, "Pagos: por las primeras", 1031)
BOLA_PAY = cite(BOOK, "Pagos: por la bola ó desbola tres fichas", 1033)
DESBOLA = cite(BOOK, "18. Desbola: no hacer baza alguna el que hizo juego", 107)
LOSS = cite(BOOK, "Pagos, nota 1.ª: el Hombre, si perdiese, satisfará igual cantidad", 1041, 1043)
POT_WIN = cite(BOOK, "41. Perder: la polla ó pozo, segun los dos modos de perder", 172, 174)
PUESTA = cite(BOOK, "Pagos, nota 2.ª: si se perdiese puesta, la polla se queda en medio", 1045)
CODILLO = cite(BOOK, "Pagos, nota 2.ª: si se pierde codillo, se reparte entre los que lo dieron", 1045)
BOLA_LOST = cite(
    BOOK, "Ley VIII, tercero: la bola pedida desde el principio se pierde con el juego", 339, 341
)
BOLA_CUT = cite(BOOK, "42. Perder la bola no por eso pierde el juego", 180)
NO_PRIMERAS = cite(BOOK, "Al que va á bola desde el principio no se le pagan primeras", 696)

CHILLO = "chillo"  # the bid the engine records for the espadilla's holder when both pass (l. 565–567)
WIN_TRICKS = 5  # l. 1596
POLLA_TANTOS = 20  # «dos fichas ó la polla» (l. 1021)
GAME_TANTOS = {ENTRADA: 1, SOLO: 10}  # l. 1027, 1039
BOLA_TANTOS = 30  # «tres fichas» (l. 1033; the OCR prints 39, the worked example of l. 1065 gives 30)
PRIMERAS_TANTOS = 1
LONG_SUITS = (Suit.OROS, Suit.COPAS)

INTERPRETATION = """\
Decisiones nuestras donde el libro calla (el Dosillo se juega «en todo» con las reglas del Mediator y en el robo \
con las del Hombre, l. 1590, 1607):
1. Baraja: se quitan los oros; la variante «sin-copas» quita las copas (l. 1592). No se juega la variante que deja \
el rey del palo quitado y quita el seis del otro palo largo (l. 1602–1605), ni con palo de favorito.
2. Reparto: ocho cartas a cada uno en tres veces (tres, tres y dos), como en el Mediator y el Hombre; el asiento 1 \
es la mano y el asiento 2 da.
3. Juegos: entrada (con descarte y robo, como el Hombre), solo, y solo con bola desde el principio («bola»), que \
prefiere al solo (l. 101–105). El Mediator de rey pedido no cabe entre dos. Subasta del Mediator: el mano habla \
primero; quien habla después ha de hacer un juego mayor, y al mano le queda el arbitrio de hacer el mismo juego que \
le pujaron u otro mayor (l. 569–575); quien pasa no vuelve a hablar.
4. Si los dos pasan chilla quien tiene la espadilla (l. 565–567): entra forzado, sin cobrar ni pagar calidades \
(l. 598) y sin poder ir a bola (l. 688). Si la espadilla está en el monte, la polla queda en medio y se vuelve a dar.
5. Nombrar triunfo el palo quitado no se admite: el libro lo multa con una polla (l. 1600); aquí se explica la \
multa y se pide nombrar otro palo.
6. Robo del Hombre: el Hombre nombra el triunfo, se descarta de siete como mucho (no puede ser de todas, \
l. 1215–1217) y roba otras tantas; luego el otro se descarta de las que quiera y roba de lo que queda. En el solo \
el Hombre no se descarta; el otro sí (l. 1213).
7. La bola se pide con «bola» después de hacer las cinco primeras bazas, antes de jugar la sexta (ley VIII, \
l. 323–341, a la medida de cinco bazas); aquí siempre se juegan las ocho bazas. Si se la cortan, paga la bola pero \
gana el juego (l. 180, 694). La bola pedida desde el principio se gana o se pierde con el juego: si se la cortan \
con cuatro o más bazas hechas pierde puesta, y con menos codillo (l. 339, a la medida de cinco bazas).
8. Pagos del Mediator (l. 1021–1049): el mano pone la polla (20 tantos); el Hombre que gana saca lo que hay en \
medio y cobra la entrada (1) o el solo (10), un tanto por estuche (al menos los tres primeros, l. 158–162, 1047), \
uno por las primeras (las cinco primeras bazas seguidas, que son las que ganan el juego; no en la bola desde el \
principio, l. 696) y la bola (30). Perdiendo paga lo mismo (l. 1041–1043); en la puesta pone en medio otro tanto \
como hay, y en el codillo se lo paga al otro (l. 1045). El contraestuche se cuenta como el estuche si las cartas \
que le faltan al Hombre están todas en la mano del otro (l. 822, 1323). Sin hacer baza paga además la desbola (30, \
l. 107, 826)."""


class DosilloHand(OmbreHandRules):
    """The Dosillo: the Mediator between two, with the Hombre's monte."""

    slug = "dosillo"
    name = "Dosillo"
    players: ClassVar[tuple[int, ...]] = (2,)
    packets: ClassVar[tuple[int, ...]] = (3, 3, 2)
    variants: ClassVar[tuple[str, ...]] = ("sin-copas",)
    contracts = (ENTRADA, SOLO, BOLA)
    repeated_auction = True
    max_discards = 7
    jugador_word = "el Hombre"
    summary = "Entrada, solo o solo con bola; el Hombre contra el otro; cinco bazas ganan, cuatro son puesta."
    interpretation = INTERPRETATION

    cite_auction = JUEGOS
    cite_overcall = OVERCALL
    cite_trump = TRUMP
    cite_solo = SOLO_CITE
    cite_exchange = EXCHANGE
    cite_draw = DRAW
    cite_max_discard = MAX_DISCARD
    cite_bola = BOLA_CITE
    cite_play = FIRST_LEAD
    cite_turn = FIRST_LEAD

    # -- the deck and the deal -----------------------------------------------------------------------------------------
    @staticmethod
    def removed_suit(variant: str | None) -> Suit:
        """The long suit taken out of the deck: oros, or copas in the variant «sin-copas» (l. 1592)."""
        return Suit.COPAS if variant == "sin-copas" else Suit.OROS

    def deck_cards(self, variant: str | None) -> tuple[Card, ...]:
        removed = self.removed_suit(variant)
        return tuple(card for card in DECK_40 if card.suit != removed)

    @staticmethod
    def _removed(state: OmbreState) -> Suit:
        """The removed suit, read from the cards in play (no oros anywhere: the oros were taken out)."""
        cards = [card for hand in state.current_hands for card in hand] + list(state.talon)
        cards += [card for discards in state.discards for card in discards]
        cards += [card for record in state.history for card in record.cards] + list(state.trick)
        return Suit.COPAS if any(card.suit == Suit.OROS for card in cards) else Suit.OROS

    # -- what may be done ----------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: OmbreState) -> list[str]:
        actions = super().legal_actions(state)
        if state.phase == TRIUNFO:
            removed = self._removed(state)
            return [action for action in actions if action != f"triunfo:{removed.value}"]
        return actions

    def check(self, state: OmbreState, action: str, seat: int | None = None) -> Violation | None:
        parsed = parse_action(action)
        if (
            parsed is not None
            and parsed[0] == "triunfo"
            and state.phase == TRIUNFO
            and (seat is None or seat == state.to_move)
        ):
            removed = self._removed(state)
            if parsed[1] == removed.value:
                return violation(
                    TRIUNFO_CODE,
                    f"En el Dosillo se quitaron de la baraja todas las {removed.spanish}: no hay ninguna en juego y "
                    f"no pueden ser triunfo. El libro multa esa equivocación con una polla, porque además de no "
                    "haberse dejado ninguna podría hacer titubear al contrario en su descarte. Nombra otro palo.",
                    REMOVED,
                    action,
                    self.legal_actions(state),
                )
        return super().check(state, action, seat)

    def _check_auction(self, state: OmbreState, verb: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None
        if verb == BOLA:
            if self._bid_allowed(state, mover, BOLA):
                return None
            return self._wrong_phase(
                state, action, self.overcall_text(state, "solo con bola"), self.cite_overcall, SUBASTA_CODE
            )
        return super()._check_auction(state, verb, action)

    def overcall_text(self, state: OmbreState, verb: str) -> str:
        high = "solo con bola" if state.high_bid == BOLA else state.high_bid
        return (
            f"{seat_name(state.high_seat).capitalize()} ya hizo {high}: para pujarle has de hacer un juego mayor "
            f"(entrada < solo < solo con bola), y {verb} no lo es. Solo el mano, si le pujan, puede hacer el mismo "
            "juego que le han nombrado."
        )

    def _may_ask_bola(self, state: OmbreState, seat: int) -> bool:
        return super()._may_ask_bola(state, seat) and not _chillado(state)

    def _check_play(self, state: OmbreState, verb: str, argument: str, action: str) -> Violation | None:
        if verb == BOLA and _chillado(state) and state.to_move == state.jugador:
            return self._wrong_phase(
                state,
                action,
                "Entraste forzado por tener la espadilla (chillaste): quien entra así no puede emprender bola.",
                CHILLADO_BOLA,
                BOLA_CODE,
            )
        return super()._check_play(state, verb, argument, action)

    # -- applying ------------------------------------------------------------------------------------------------------
    def _apply_bid(self, state: OmbreState, mover: int, verb: str, options: HandOptions) -> OmbreState:
        everyone = frozenset(range(state.players))
        if verb == PASO and state.high_bid is None and state.passed | {mover} == everyone:
            holder = next((seat for seat, hand in enumerate(state.hands) if ESPADILLA in hand), None)
            if holder is not None:
                bids = (*state.bids, (mover, PASO), (holder, CHILLO))
                state = replace(state, bids=bids, passed=everyone, jugador=holder, contract=ENTRADA)
                return self.after_auction(state, options)
        return super()._apply_bid(state, mover, verb, options)

    def after_auction(self, state: OmbreState, options: HandOptions) -> OmbreState:
        if state.contract == BOLA:  # solo con bola desde el principio: a solo that must make every trick
            state = replace(state, contract=SOLO, bola=True)
        return super().after_auction(state, options)

    def _other_contra(self, state: OmbreState, seat: int) -> int:
        """Between two there is no second contrario: once the other has drawn, the play begins."""
        return seat

    # -- result and payments -------------------------------------------------------------------------------------------
    def settle(self, state: OmbreState, options: HandOptions) -> HandResult:
        tricks = state.tricks_won
        transfers = [Transfer(0, None, POLLA_TANTOS, "la polla, que pone el mano", POLLA)]
        pot_now = options.pot + POLLA_TANTOS
        j = state.jugador
        if j is None or state.contract is None or state.trump is None:
            return passed_out(
                tricks,
                options.pot,
                transfers,
                "Los dos han pasado y la espadilla está en el monte, así que nadie chilla: la polla queda en medio "
                "y se vuelve a dar.",
                CHILLAR,
            )
        other = 1 - j
        chillado = _chillado(state)
        from_start = state.high_bid == BOLA
        made = tricks[j]
        bola: str | None = None
        if state.bola:
            bola = "ganada" if made == sum(self.packets) else "cortada"
        if from_start and bola == "cortada":
            cut_at = next(index for index, record in enumerate(state.history) if record.winner != j)
            kind = "puesta" if cut_at >= WIN_TRICKS - 1 else "codillo"
        else:
            kind = "gana" if made >= WIN_TRICKS else "puesta" if made == WIN_TRICKS - 1 else "codillo"
        won = kind == "gana"
        contract = "solo con bola" if from_start else state.contract
        for amount, concept, citation in self._calidades(state, j, chillado, from_start, won):
            transfers.append(
                Transfer(other, j, amount, concept, citation)
                if won
                else Transfer(j, other, amount, concept, citation)
            )
        if bola == "ganada":
            transfers.append(Transfer(other, j, BOLA_TANTOS, "la bola", BOLA_PAY))
        elif bola == "cortada":
            transfers.append(Transfer(j, other, BOLA_TANTOS, "la bola cortada", BOLA_PAY))
        if made == 0:
            transfers.append(Transfer(j, other, BOLA_TANTOS, "la desbola (no hizo baza)", DESBOLA))
        split = "-".join(str(n) for n in tricks)
        who = seat_name(j)
        if won:
            transfers.append(Transfer(None, j, pot_now, "lo que hay en medio, que saca", POT_WIN))
            text = f"Gana: {who}, el Hombre, hizo {made} bazas de ocho ({split}); con cinco se gana."
            citation = RESULT
        elif kind == "puesta":
            transfers.append(Transfer(j, None, pot_now, "la puesta (otro tanto como hay en medio)", PUESTA))
            text = (
                f"Puesta: {who}, el Hombre, hizo {made} bazas ({split}); pone en medio otro tanto como hay."
            )
            citation = RESULT
        else:
            transfers.append(
                Transfer(j, other, pot_now, "el codillo (otro tanto como hay en medio)", CODILLO)
            )
            text = f"Codillo: {who}, el Hombre, solo hizo {made} bazas ({split}); el otro cobra el codillo."
            citation = RESULT
        if from_start and bola == "cortada":
            text = (
                f"{kind.capitalize()}: {who} jugaba solo con bola desde el principio y le cortaron la bola; pierde la "
                f"bola y el juego ({split})."
            )
            citation = BOLA_LOST
        elif bola == "ganada":
            text += " Además hizo la bola: las ocho bazas."
        elif bola == "cortada":
            text += " Pidió bola y se la cortaron: paga la bola, pero gana el juego."
        if chillado:
            text += " Entró chillado: no se pagan calidades."
        winners = (j,) if won else (other,)
        return make_result(kind, winners, j, contract, tricks, options.pot, transfers, text, citation, bola)

    def _calidades(
        self, state: OmbreState, j: int, chillado: bool, from_start: bool, won: bool
    ) -> list[tuple[int, str, Citation]]:
        """The game and the *calidades* the other pays the Hombre, or the Hombre pays him when he loses."""
        assert state.contract is not None and state.trump is not None
        game_cite = ENTRADA_PAY if state.contract == ENTRADA else SOLO_PAY
        name = "la entrada" if state.contract == ENTRADA else "el solo"
        items: list[tuple[int, str, Citation]] = [(GAME_TANTOS[state.contract], name, game_cite)]
        if chillado:
            return items  # «no se pagan ni cobran calidades» (l. 598)
        hands = state.start_hands or state.hands
        held, missing = self.estuche_runs(state.trump, set(hands[j]))
        if held >= 3:
            items.append((held, f"{held} estuches", ESTUCHE_COUNT))
        elif missing >= 3:
            top = self.play_rules.ranking(state.trump, "T")[:missing]
            if set(top) <= set(hands[1 - j]):
                items.append((missing, f"contraestuche de {missing}", CONTRA_ESTUCHE))
        first = state.history[:WIN_TRICKS]
        if won and not from_start and len(first) == WIN_TRICKS and all(r.winner == j for r in first):
            items.append((PRIMERAS_TANTOS, "las primeras (las cinco primeras bazas seguidas)", PRIMERAS))
        return items


def _chillado(state: OmbreState) -> bool:
    """Whether the Hombre entered forced, holding the espadilla after both passed (l. 565–567)."""
    return state.jugador is not None and (state.jugador, CHILLO) in state.bids


__all__ = ["CHILLO", "DosilloHand"]
