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

from dataclasses import replace
from typing import ClassVar

from games.core.cards import Card
from games.core.hand import ACCION, FASE, Hand, HandOptions, once_per_state, violation
from games.core.trick import seat_name
from games.core.violations import TURNO, Violation
from games.truco.base import CANTO_CODE, RESPUESTA_CODE, Problem, Refusal
from games.truco.bets import TrucoBets
from games.truco.envido import EnvidoAndFlor
from games.truco.grammar import (
    AL_RESTO,
    ANSWERS,
    BARAJA,
    BUENAS,
    CANTA,
    CARD,
    DA,
    DESCARTA,
    ENVIDO,
    ENVIDO_VERBS,
    ENVIDO_WORDS,
    FALTA,
    FLOR,
    FLOR_WORDS,
    GRAMMAR,
    IGUALAR,
    LEY,
    NO_QUIERO,
    NUMBERED,
    NUMBERED_RANGE,
    PARTIAL,
    PASO,
    POSSIBLE_POINTS,
    QUIERO,
    REAL,
    TANTOS,
    TANTOS_RANGE,
    TRUCO,
    TRUCO_WORDS,
    WRONG_ORDER,
    Act,
    chain_text,
    of,
    parse_action,
    word_name,
)
from games.truco.passages import ABC_A, ABC_G, ABC_I, DEAL, ENV_G, PARTIDA
from games.truco.points import envido_points, has_flor
from games.truco.senas import Sena, senas
from games.truco.settlement import A_LEY, GALLO_FIJO, UN_MEDIO_JUEGO, TiroSettlement
from games.truco.state import (
    ABIERTA,
    CANTO,
    DESCARTE,
    JUEGO,
    PENDIENTE,
    QUERIDO,
    REPARTO,
    RESPUESTA,
    Tanto,
    TrucoState,
    Word,
)
from games.truco.view import TrucoView

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


# Every envido a seat may say, as the legal actions list them.
ENVIDO_CANDIDATES = (
    ENVIDO,
    *(f"{NUMBERED}{n}" for n in NUMBERED_RANGE),
    *(f"{TANTOS}{n}" for n in TANTOS_RANGE),
    REAL,
    FALTA,
    IGUALAR,
)


class TrucoRules(TiroSettlement, TrucoBets, EnvidoAndFlor):
    """Whole matches of the Truco of the regulation, two to eight players: the deal and settlement of the tiros,
    the truco and the answers, the envido and the flor, put together; each action checked and applied by phase.
    """

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

    # -- what may be done ----------------------------------------------------------------------------------------------

    def count(self, cards: tuple[Card, ...]) -> int:
        """The envido's tantos of ``cards`` (El envido, reglas d y j)."""
        return envido_points(cards)

    @once_per_state
    def legal_actions(self, state: TrucoState) -> list[str]:
        verdicts: dict[str, bool | None] = {}
        return [
            action
            for action in self._candidates(state, verdicts)
            if self._accept(state, action, verdicts) is False
        ]

    def faults(self, state: TrucoState) -> list[str]:
        """Actions accepted but penalised as the source says (a flor not held, points not held, «quiero» said first
        in a double answer): they are allowed, and cost their side at the end of the tiro.
        """
        verdicts: dict[str, bool | None] = {}
        return [
            action
            for action in self._candidates(state, verdicts, every=True)
            if self._accept(state, action, verdicts) is True
        ]

    def _accept(self, state: TrucoState, action: str, verdicts: dict[str, bool | None]) -> bool | None:
        """``False``: legal; ``True``: allowed but penalised; ``None``: refused, without wording why.

        ``verdicts`` keeps the answers of one state: every candidate envido (a number always within its range)
        stands or falls with the plain ``envido``, as the same check judges them all.
        """
        act = parse_action(action)
        assert act is not None and state.to_move is not None
        key = ENVIDO if act.verb in ENVIDO_VERBS else action
        if key not in verdicts:
            refused = self._problem(state, action, None) is not None
            verdicts[key] = None if refused else self._is_fault(state, state.to_move, act)
        return verdicts[key]

    def _candidates(
        self, state: TrucoState, verdicts: dict[str, bool | None], every: bool = False
    ) -> list[str]:
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
        # the whole family stands or falls together (see _accept)
        envidos = ENVIDO_CANDIDATES if self._accept(state, ENVIDO, verdicts) is not None else ()
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
        if problem is None or problem.code in (TURNO, FASE, ACCION) and isinstance(problem, Violation):
            return problem
        allowed = self.legal_actions(state)
        if isinstance(problem, Refusal):
            return problem.violation(action, allowed)
        return replace(problem, allowed=tuple(allowed))

    def _problem(self, state: TrucoState, action: str, seat: int | None) -> Problem | None:
        """Why ``action`` may not be said now: a :class:`Refusal` (not yet worded) or a worded violation."""
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
            return self._check_ley(state, act)
        if state.phase == DESCARTE or act.verb == DESCARTA:
            return self._check_discard(state, mover, act)
        if state.phase == CANTO:
            return self._check_canto(state, mover, act)
        if state.phase == RESPUESTA:
            return self._check_answer(state, mover, act)
        return self._check_turn(state, mover, act)

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
    def _check_turn(self, state: TrucoState, mover: int, act: Act) -> Problem | None:
        verb = act.verb
        if verb == CARD:
            return state.position.check_play(act.argument)
        if verb in ANSWERS:
            return self._refuse(
                RESPUESTA_CODE,
                "Nadie te ha invitado a nada: QUIERO y PASO cierran un envite que te han hecho (ABC del juego, "
                "regla g).",
                ABC_G,
            )
        if verb in (CANTA, BUENAS):
            return self._refuse(
                CANTO_CODE,
                "No hay envido querido: los tantos se cantan cuando el envido es querido (El envido, regla g).",
                ENV_G,
            )
        if verb in ENVIDO_VERBS:
            return self._check_envido(state, mover, act, revido=False)
        if verb == "doble":
            problem = self._check_envido(state, mover, act, revido=False)
            if problem is None:
                problem = self._check_truco(state, mover, TRUCO)
            return problem
        if verb in FLOR_WORDS:
            return self._check_flor(state, mover, verb)
        if verb in TRUCO_WORDS:
            return self._check_truco(state, mover, verb)
        return None  # baraja

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

    # -- the tantos of a tiro ---------------------------------------------------------------------------------------
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


TrucoHand = Hand[TrucoState, TrucoView]  # a whole Truco match
