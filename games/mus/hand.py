"""Whole partidas of Mus (l. 1291–1329): mano after mano until a side reaches 40 piedras (30 with ``a-30``) and
wins the juego; by default the partida is that one juego, and ``juegos-2``… make a vaca of several juegos and
``vacas-2``… a partida of several vacas (l. 1291).

A Mus hand (:class:`games.Hand`) is a whole *partida*, as the Truco's is. Each mano: four cards each,
then in turn ``mus`` or ``no-hay-mus`` (l. 1295); when everybody asks for mus, each discards one to four cards
(``descarte:4C,5E``) and draws as many, and the words start again. Then the four lances in order (l. 1297): grande
and chica, pares (each first says ``pares:si`` or ``pares:no``, truthfully), juego (``juego:si``/``juego:no``) or
punto. In each lance: ``paso``, ``envido`` (two piedras), ``envido:5``, ``ordago``; against a bet ``quiero``,
``no-quiero`` (for oneself: the partner may still take it, l. 1419), ``por-mi-quiero`` (for oneself: the partner
closes it or re-raises, l. 1432), a re-raise or an órdago (l. 1313). A seat may
make a seña to its partner (``sena:dos-reyes``, l. 1455–1483) on its turn: it does not pass the turn.

Seats are numbered in speaking order; seats 1, 3 (and 5) against 2, 4 (and 6). The partida's first mano is a *mus
corrido* (l. 1325): whoever cuts the mus is its mano; then the mano passes to the next seat each mano.

>>> import games
>>> hand = games.new_hand("mus", deal=[["12O", "3C", "1E", "2B"], ["4O", "5C", "6E", "7B"],
...                                    ["11O", "11C", "10E", "1B"], ["7O", "7C", "4E", "5B"]])
>>> hand.legal_actions()[:2], hand.to_move
(['mus', 'no-hay-mus'], 0)
>>> hand = hand.apply("no-hay-mus").apply("envido").apply("no-quiero").apply("no-quiero")
>>> hand.view(0).scores        # the envite refused is scored at once: 1 piedra (l. 1313, 1316)
(1, 0)
>>> hand.phase, hand.view(0).lance
('envite', 'chica')
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations
from typing import ClassVar

from games.core.cards import DECK_40, Card, names_list
from games.core.citations import Citation
from games.core.errors import InvalidNotationError
from games.core.hand import (
    ACCION,
    DESCARTE_CODE,
    FASE,
    HandOptions,
    HandRules,
    Setup,
    once_per_state,
    violation,
)
from games.core.result import HandResult
from games.core.violations import TURNO, Violation, ViolationCode
from games.mus import lances as L
from games.mus import passages as P
from games.mus.rules import Mus
from games.mus.senas import BY_NAME, holding
from games.mus.state import (
    DECLARA,
    DESCARTE,
    EN_PASO,
    ENVITE,
    FIN,
    MUS,
    NO_QUERIDO,
    ORDAGO,
    QUERIDO,
    SIN_ENVITE,
    Line,
    ManoRecord,
    MusState,
    Outcome,
    Word,
    side_name,
    tally,
)
from games.mus.view import MusView

DECLARACION = ViolationCode.DECLARACION
LANCE_CODE = ViolationCode.LANCE
SENA_CODE = ViolationCode.SENA
ENVIDO_CODE = ViolationCode.ENVIDO
RESPUESTA_CODE = ViolationCode.RESPUESTA

MUSIN, A_30, DEJE = "musin", "a-30", "deje"
# juegos per vaca and vacas per partida (l. 1291: «generalmente 1, 2, 3 o 4» juegos, «normalmente 1, 2 o 3» vacas)
PER_VACA = {"juegos-2": 2, "juegos-3": 3, "juegos-4": 4}
PER_PARTIDA = {"vacas-2": 2, "vacas-3": 3}
CUT = "no-hay-mus"
PASO, ENVIDO, ORDAGO_WORD, QUIERO, NO_QUIERO = "paso", "envido", "ordago", "quiero", "no-quiero"
POR_MI = "por-mi-quiero"  # a provisional «quiero»: the partner closes it or re-raises (l. 1432)
SI, NO = "si", "no"
SENA = "sena"
BETS = (ENVIDO, ORDAGO_WORD)
ANSWERS = (QUIERO, NO_QUIERO, POR_MI)
DECK_ORDER = {card: index for index, card in enumerate(DECK_40)}
LANCE_NAMES = {
    L.GRANDE: "la grande",
    L.CHICA: "la chica",
    L.PARES: "pares",
    L.JUEGO: "juego",
    L.PUNTO: "punto",
}
LANCE_CITATIONS = {L.GRANDE: P.GRANDE, L.CHICA: P.CHICA, L.PARES: P.PARES, L.JUEGO: P.JUEGO, L.PUNTO: P.PUNTO}

INTERPRETATION = """\
Decisiones nuestras donde el catálogo calla o deja opciones:
1. Una mano de la mesa es una partida entera: por omisión, de un solo juego a 40 piedras (30 con «a-30»). Con \
«juegos-2», «juegos-3» o «juegos-4» la vaca es de tantos juegos, y con «vacas-2» o «vacas-3» gana la partida quien \
gana tantas vacas (l. 1291, 1448); cada juego empieza de cero piedras, la mano sigue pasando al siguiente y solo \
la primera mano de la partida es de mus corrido (l. 1325). Un órdago querido gana el juego, no la partida \
(l. 1314). Con ocho reyes (los treses son reyes y los doses ases, l. 1293); «musin» juega con cuatro.
2. Asientos en el orden de hablar: los asientos 1 y 3 (y 5) contra 2 y 4 (y 6); entre dos y entre seis, las \
mismas reglas (l. 1490, 1492). La primera mano es de mus corrido (l. 1325): habla primero el asiento 1, quien \
corta el mus es mano, y en cada nueva tanda de mus habla primero el siguiente. Después, la mano pasa al asiento \
siguiente en cada mano.
3. En el descarte cada uno, por turno, se descarta de una a cuatro cartas y roba otras tantas. Si el mazo se \
acaba, se barajan los descartes y se sigue robando de ellos: el catálogo no lo dice.
4. En pares y en juego solo hablan quienes los llevan, y solo si los hay en los dos bandos (l. 1303, 1306). Si \
nadie tiene juego se juega al punto (l. 1309).
5. Un envite lo contesta el bando contrario, empezando por el siguiente en hablar: «quiero» acepta por la \
pareja («queremos»); «no quiero» es de uno solo y, si su compañero aún no ha hablado, este puede querer, no \
querer o reenvidar (l. 1419); «por mí quiero» acepta solo por uno y deja la última palabra al compañero que aún \
no ha hablado, que cierra con «quiero» o reenvida, pero ya no dice «no quiero» (l. 1432). Contra un órdago no \
hay reenvite, así que no se dice «por mí quiero». Cada reenvite suma lo dicho a lo anterior («envido 5» sobre un envido de 2 vale 7 \
querido, l. 1313). Se envida de 2 hasta las piedras del juego; más es el órdago.
6. Un envite rechazado se apunta en el acto (l. 1316) y puede cerrar el juego. Lo querido y los puntos extra se \
apuntan al final, lance por lance (l. 1318): gana el bando que llega primero a las piedras del juego. Quien ve \
rechazado su envite en pares o juego se apunta los extras de sus propias jugadas; en el punto, su punto extra.
7. El órdago querido: se muestran las cartas y el mejor del lance gana el juego (l. 1314).
8. Las señas (l. 1455–1483) se hacen en el turno propio, no cuentan como palabra, y solo las que tus cartas \
respaldan; se ven solo los compañeros. No hay señas en el mus corrido hasta cortar el mus (l. 1325), y al \
descartarte se borran las tuyas. «Mus con deje» (l. 1321) es la variante «deje».
9. El mus visto y el mus revuelto (l. 1327, 1329) remedian los errores del que reparte, y aquí reparte la \
máquina, que no los comete; el catálogo tampoco dice qué se hace con la carta de más o la carta vuelta. El mus \
con diez reyes (l. 1485–1488) no está: el catálogo no dice cómo se declaran verazmente pares y juego con un \
comodín cuyo valor solo se fija al mostrar las cartas, ni qué pasa si el valor elegido contradice lo declarado."""


def _order(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=DECK_ORDER.__getitem__))


def discard(cards: tuple[Card, ...] | list[Card]) -> str:
    """The canonical descarte of ``cards``: ``descarte:4C,5E``."""
    return f"{DESCARTE}:" + ",".join(card.code for card in _order(cards))


def parse(action: str) -> tuple[str, str] | None:
    """``(verb, argument)`` of an action in any accepted spelling, or ``None`` for text that is no action."""
    text = action.strip().lower().replace("ñ", "n").replace("á", "a").replace("í", "i")
    verb, _, argument = text.partition(":")
    if verb in (MUS, CUT, PASO, ORDAGO_WORD, *ANSWERS) and not argument:
        return verb, ""
    if verb == ENVIDO:
        if not argument:
            return verb, "2"
        return (verb, str(int(argument))) if argument.isascii() and argument.isdigit() else None
    if verb in (L.PARES, L.JUEGO) and argument in (SI, NO):
        return verb, argument
    if verb == SENA and argument in BY_NAME:
        return verb, argument
    if verb == DESCARTE and argument:
        try:
            cards = [Card.parse(code) for code in argument.split(",")]
        except InvalidNotationError:
            return None
        if len(set(cards)) != len(cards) or any(card not in DECK_ORDER for card in cards):
            return None
        return verb, ",".join(card.code for card in _order(cards))
    return None


class MusRules(HandRules[MusState, MusView]):
    """Whole partidas of Mus, two, four or six players."""

    slug: ClassVar[str] = "mus"
    name: ClassVar[str] = "Mus"
    players: ClassVar[tuple[int, ...]] = (4, 2, 6)
    variants: ClassVar[tuple[str, ...]] = (MUSIN, A_30, DEJE, *PER_VACA, *PER_PARTIDA)
    play_rules = Mus()
    summary: ClassVar[str] = Mus.summary
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = (
        "mus · no-hay-mus · descarte:4C,5E · pares:si / pares:no · juego:si / juego:no · paso · envido · "
        "envido:5 · ordago · quiero · por-mi-quiero · no-quiero · sena:dos-reyes"
    )

    def count(self, cards: tuple[Card, ...]) -> int:
        """The cards' points for juego or punto, with eight reyes (l. 1306)."""
        return L.juego_points(cards, 8)

    # -- a new juego ---------------------------------------------------------------------------------------------
    def options(self, setup: Setup) -> HandOptions:
        players = setup.players or 4
        if players not in self.players:
            raise InvalidNotationError(f"el mus se juega entre 2, 4 o 6, no entre {players}")
        flags = setup.variant.split("+") if setup.variant else []
        if (
            any(flag not in self.variants for flag in flags)
            or len(set(flags)) != len(flags)
            or len(set(flags) & set(PER_VACA)) > 1
            or len(set(flags) & set(PER_PARTIDA)) > 1
        ):
            raise InvalidNotationError(
                f"variante no válida: {setup.variant!r} (hay {', '.join(self.variants)})"
            )
        if setup.pot or setup.stakes is not None:
            raise InvalidNotationError("el mus no lleva plato ni tanteo previo")
        deal = None
        if setup.deal is not None:
            deal = tuple(tuple(Card.parse(code) for code in cards) for cards in setup.deal)
            dealt = [card for cards in deal for card in cards]
            if (
                len(deal) not in (players, players + 1)
                or any(len(cards) != 4 for cards in deal[:players])
                or len(set(dealt)) != len(dealt)
                or any(card not in DECK_ORDER for card in dealt)
            ):
                raise InvalidNotationError("reparto no válido: cuatro cartas distintas a cada asiento")
        variant = "+".join(flag for flag in self.variants if flag in flags) or None
        return HandOptions(setup.seed, players, variant, deal=deal)

    def start(self, options: HandOptions) -> MusState:
        flags = (options.variant or "").split("+")
        hands, deck = self._deal(options, 1, 0)
        return MusState(
            players=options.players,
            reyes=4 if MUSIN in flags else 8,
            target=30 if A_30 in flags else 40,
            deje=DEJE in flags,
            per_vaca=next((PER_VACA[flag] for flag in flags if flag in PER_VACA), 1),
            per_partida=next((PER_PARTIDA[flag] for flag in flags if flag in PER_PARTIDA), 1),
            phase=MUS,
            to_move=0,
            number=1,
            mano=0,
            corrido=True,
            start=0,
            hands=hands,
            deck=deck,
            pile=(),
            queue=tuple(range(options.players)),
        )

    @staticmethod
    def _deal(
        options: HandOptions, number: int, mano: int
    ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
        """Four cards each from the mano on, from the seeded shuffle of the mano (or the given deal)."""
        players = options.players
        if number == 1 and options.deal is not None:
            hands = options.deal[:players]
            held = {card for cards in hands for card in cards}
            rest = options.deal[players] if len(options.deal) > players else ()
            deck = list(rest) + [
                card for card in _shuffled(options.seed, 1) if card not in held and card not in rest
            ]
            return hands, tuple(deck)
        deck = _shuffled(options.seed, number)
        dealt: list[list[Card]] = [[] for _ in range(players)]
        for step in range(4 * players):
            dealt[(mano + step) % players].append(deck[step])
        return tuple(tuple(cards) for cards in dealt), tuple(deck[4 * players :])

    # -- what may be done ------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: MusState) -> list[str]:
        mover = state.to_move
        if mover is None:
            return []
        actions: list[str]
        if state.phase == MUS:
            actions = [MUS, CUT]
        elif state.phase == DESCARTE:
            hand = _order(state.hands[mover])
            actions = [discard(cards) for size in range(1, 5) for cards in combinations(hand, size)]
        elif state.phase == DECLARA:
            held = L.holds(state.lance, state.hands[mover], state.reyes)
            actions = [f"{state.lance}:{SI if held else NO}"]
        else:
            actions = self._bets(state)
        return actions + [f"{SENA}:{name}" for name in self._senas(state, mover)]

    def _bets(self, state: MusState) -> list[str]:
        raises = [ENVIDO, *(f"{ENVIDO}:{n}" for n in range(3, state.target + 1)), ORDAGO_WORD]
        if not state.chain:
            return [PASO, *raises]
        if state.chain[-1] == ORDAGO:
            return [QUIERO, NO_QUIERO]
        mover = state.to_move
        assert mover is not None
        partner_left = any(seat % 2 == mover % 2 for seat in state.queue[1:])
        return [
            QUIERO,
            *([POR_MI] if partner_left else []),
            *([] if state.por_mi else [NO_QUIERO]),
            *raises,
        ]

    def _senas(self, state: MusState, seat: int) -> list[str]:
        """The señas ``seat`` may still make: those its cards bear out, not made yet (none in the mus corrido)."""
        if state.corrido and state.phase in (MUS, DESCARTE):
            return []
        made = {word.word for word in state.signals if word.seat == seat}
        return [sena.name for sena in holding(state.hands[seat], state.reyes) if sena.name not in made]

    def canonical(self, action: str) -> str:
        parsed = parse(action)
        if parsed is None:
            return action
        verb, argument = parsed
        if verb == ENVIDO and argument == "2":
            return ENVIDO
        return f"{verb}:{argument}" if argument else verb

    def check(self, state: MusState, action: str, seat: int | None = None) -> Violation | None:
        mover = state.to_move
        if state.result is not None or mover is None:
            return violation(
                FASE, "El juego ha terminado: ya no se puede hacer nada más.", P.ORDEN, action, []
            )
        allowed = self.legal_actions(state)
        parsed = parse(action)
        if parsed is None:
            return violation(
                ACCION,
                f"«{action}» no es una palabra del mus. Ahora puedes: {_listed(allowed)}.",
                P.ENVITES if state.phase == ENVITE else P.MUS,
                action,
                allowed,
            )
        if seat is not None and seat != mover:
            return self._out_of_turn(state, seat, action)
        if self.canonical(action) in allowed:
            return None
        code, text, citation = self._why(state, mover, parsed)
        return violation(code, text, citation, action, allowed)

    def _out_of_turn(self, state: MusState, seat: int, action: str) -> Violation:
        mover = state.to_move
        assert mover is not None
        if state.phase == ENVITE and state.lance in (L.PARES, L.JUEGO) and seat not in self.eligible(state):
            return violation(
                LANCE_CODE,
                f"No llevas {state.lance}: en este lance solo hablan quienes {'los' if state.lance == L.PARES else 'lo'}"
                f" llevan (l. {LANCE_CITATIONS[state.lance].first_line}).",
                LANCE_CITATIONS[state.lance],
                action,
                [],
            )
        cited = P.ENVITES if state.phase == ENVITE else P.MUS
        return violation(
            TURNO,
            f"No es tu turno: ahora habla el asiento {mover + 1}, por turno (l. {cited.first_line}).",
            cited,
            action,
            [],
        )

    def _why(
        self, state: MusState, mover: int, parsed: tuple[str, str]
    ) -> tuple[ViolationCode, str, Citation]:
        """Why a well-formed action that is not legal now is refused: the code, the Spanish text, the passage."""
        verb, argument = parsed
        if verb == SENA:
            return self._why_sena(state, mover, argument)
        if state.phase == MUS:
            return (
                FASE,
                "Antes de los lances cada uno dice, por turno, «mus» o «no hay mus» (l. 1295).",
                P.MUS,
            )
        if state.phase == DESCARTE:
            if verb != DESCARTE:
                return (
                    FASE,
                    "Todos han pedido mus: ahora te descartas de una a cuatro cartas (l. 1295).",
                    P.MUS,
                )
            cards = [Card.parse(code) for code in argument.split(",")]
            missing = [card for card in cards if card not in state.hands[mover]]
            if missing:
                return (
                    DESCARTE_CODE,
                    f"No tienes {names_list(missing)}: solo te descartas de tus cartas.",
                    P.MUS,
                )
            return (
                DESCARTE_CODE,
                "Te descartas de una, dos, tres o las cuatro cartas, no más (l. 1295).",
                P.MUS,
            )
        if state.phase == DECLARA:
            return self._why_declara(state, mover, verb)
        return self._why_bet(state, verb, argument)

    def _why_sena(self, state: MusState, mover: int, name: str) -> tuple[ViolationCode, str, Citation]:
        sena = BY_NAME[name]
        if state.corrido and state.phase in (MUS, DESCARTE):
            return (
                SENA_CODE,
                "La primera mano se juega «corrido y sin señas» hasta que se corta el mus (l. 1325).",
                P.CORRIDO,
            )
        if any(word.seat == mover and word.word == name for word in state.signals):
            return SENA_CODE, f"Ya has hecho la seña de «{sena.label.lower()}» en esta mano.", sena.citation
        return (
            SENA_CODE,
            f"Tus cartas no son «{sena.label.lower()}»: la seña ({sena.gesture}) diría a tu compañero lo que no "
            f"llevas (l. {sena.citation.first_line}).",
            sena.citation,
        )

    def _why_declara(self, state: MusState, mover: int, verb: str) -> tuple[ViolationCode, str, Citation]:
        citation = LANCE_CITATIONS[state.lance]
        if verb == state.lance:
            held = L.holds(state.lance, state.hands[mover], state.reyes)
            what = "pares" if state.lance == L.PARES else "juego"
            return (
                DECLARACION,
                f"{'Llevas' if held else 'No llevas'} {what} con {names_list(_order(state.hands[mover]))}: "
                f"cada uno lo dice verazmente (l. {citation.first_line}).",
                citation,
            )
        if verb in (*BETS, PASO, *ANSWERS):
            return (
                LANCE_CODE,
                f"En {state.lance} no se apuesta hasta que todos dicen si {'los' if state.lance == L.PARES else 'lo'} "
                f"llevan, y solo si hay en los dos bandos (l. {citation.first_line}).",
                citation,
            )
        return FASE, f"Ahora cada uno dice si lleva {state.lance} (l. {citation.first_line}).", citation

    def _why_bet(self, state: MusState, verb: str, argument: str) -> tuple[ViolationCode, str, Citation]:
        lance = LANCE_NAMES[state.lance]
        if verb == NO_QUIERO and state.por_mi:
            return (
                RESPUESTA_CODE,
                "Tu compañero ya ha dicho «por mí quiero»: cierra con «quiero» o reenvida, pero no digas «no "
                "quiero» (l. 1432).",
                P.QUIERO,
            )
        if verb == POR_MI and state.chain:
            return (
                RESPUESTA_CODE,
                "«Por mí quiero» deja la última palabra a un compañero que aún no ha hablado, y se puede reenvidar "
                "sobre ella: ahora di «quiero» o «no quiero» (l. 1432).",
                P.QUIERO,
            )
        if verb in ANSWERS:
            return (
                RESPUESTA_CODE,
                f"Nadie ha envidado a {lance}: no hay nada que querer (l. 1313).",
                P.ENVITES,
            )
        if verb == PASO:
            return (
                RESPUESTA_CODE,
                f"Te han envidado a {lance}: contesta «quiero», «no quiero», reenvida o echa órdago (l. 1313).",
                P.ENVITES,
            )
        if verb in BETS and state.chain and state.chain[-1] == ORDAGO:
            return (
                ENVIDO_CODE,
                "Al órdago solo se contesta «quiero» o «no quiero»: es la máxima apuesta (l. 1314).",
                P.ORDAGO,
            )
        if verb == ENVIDO:
            return (
                ENVIDO_CODE,
                f"Se envidan de 2 a {state.target} piedras ({argument} no vale); para apostar el juego entero, "
                "órdago (l. 1313, 1314).",
                P.ENVITES,
            )
        return (
            FASE,
            f"Ahora se apuesta a {lance}: paso, envido u órdago, o se contesta al envite (l. 1313).",
            P.ENVITES,
        )

    # -- applying --------------------------------------------------------------------------------------------------
    def apply(self, state: MusState, action: str, options: HandOptions) -> MusState:
        parsed = parse(action)
        mover = state.to_move
        assert parsed is not None and mover is not None
        verb, argument = parsed
        if verb == SENA:
            return replace(state, signals=(*state.signals, Word(mover, argument)))
        if verb == DESCARTE:
            return self._discard(state, mover, argument, options)
        said = replace(state, words=(*state.words, Word(mover, action)))
        if verb == MUS:
            return self._after_mus(said)
        if verb == CUT:
            mano = mover if state.corrido else state.mano
            return self._enter(replace(said, mano=mano, corrido=False), L.GRANDE, options)
        if verb in (L.PARES, L.JUEGO):
            said = replace(said, declared=(*state.declared, (mover, argument == SI)), queue=state.queue[1:])
            return (
                self._after_declared(said, options)
                if not said.queue
                else replace(said, to_move=said.queue[0])
            )
        return self._bet(said, mover, verb, argument, options)

    def _after_mus(self, state: MusState) -> MusState:
        queue = state.queue[1:]
        if queue:
            return replace(state, queue=queue, to_move=queue[0])
        order = state.order(state.start)
        return replace(state, phase=DESCARTE, queue=order, to_move=order[0], drawn=(0,) * state.players)

    def _discard(self, state: MusState, seat: int, argument: str, options: HandOptions) -> MusState:
        thrown = {Card.parse(code) for code in argument.split(",")}
        deck, pile, reshuffles = list(state.deck), [*state.pile, *_order(list(thrown))], state.reshuffles
        kept = [card for card in state.hands[seat] if card not in thrown]
        while len(kept) < 4:
            if not deck:  # the deck runs out: the discards are shuffled to go on (our reading)
                reshuffles += 1
                deck = list(pile)
                random.Random(f"mus:{options.seed}:{state.number}:{reshuffles}").shuffle(deck)
                pile = []
            kept.append(deck.pop(0))
        hands = tuple(tuple(kept) if other == seat else cards for other, cards in enumerate(state.hands))
        drawn = tuple(len(thrown) if other == seat else n for other, n in enumerate(state.drawn))
        signals = tuple(word for word in state.signals if word.seat != seat)
        state = replace(
            state,
            hands=hands,
            deck=tuple(deck),
            pile=tuple(pile),
            reshuffles=reshuffles,
            drawn=drawn,
            signals=signals,
            words=(*state.words, Word(seat, f"{DESCARTE}:{len(thrown)}")),
        )
        queue = state.queue[1:]
        if queue:
            return replace(state, queue=queue, to_move=queue[0])
        start = (state.start + 1) % state.players if state.corrido else state.start
        order = state.order(start)
        return replace(state, phase=MUS, start=start, queue=order, to_move=order[0])

    def eligible(self, state: MusState) -> tuple[int, ...]:
        """The seats that speak in the lance under way, in order from the mano."""
        if state.lance in (L.PARES, L.JUEGO):
            holding_seats = {seat for seat, held in state.declared if held}
            return tuple(seat for seat in state.order() if seat in holding_seats)
        return state.order()

    def _enter(self, state: MusState, lance: str, options: HandOptions) -> MusState:
        state = replace(state, lance=lance, chain=(), bettor=None, declared=())
        if lance in (L.PARES, L.JUEGO):
            order = state.order()
            return replace(state, phase=DECLARA, queue=order, to_move=order[0])
        order = state.order()
        return replace(state, phase=ENVITE, queue=order, to_move=order[0])

    def _after_declared(self, state: MusState, options: HandOptions) -> MusState:
        seats = self.eligible(state)
        sides = {seat % 2 for seat in seats}
        if len(sides) == 2:
            return replace(state, phase=ENVITE, queue=seats, to_move=seats[0])
        if state.lance == L.JUEGO and not seats:
            return self._enter(state, L.PUNTO, options)
        return self._settled(state, Outcome(state.lance, SIN_ENVITE, seats=seats), options)

    def _bet(self, state: MusState, mover: int, verb: str, argument: str, options: HandOptions) -> MusState:
        seats = self.eligible(state)
        if verb == PASO:
            queue = state.queue[1:]
            if queue:
                return replace(state, queue=queue, to_move=queue[0])
            return self._settled(state, Outcome(state.lance, EN_PASO, seats=seats), options)
        if verb in BETS:
            amount = ORDAGO if verb == ORDAGO_WORD else int(argument)
            after = [(mover + step) % state.players for step in range(1, state.players)]
            queue = tuple(seat for seat in after if seat in seats and seat % 2 != mover % 2)
            return replace(
                state, chain=(*state.chain, amount), bettor=mover, por_mi=False, queue=queue, to_move=queue[0]
            )
        if verb == POR_MI:
            return replace(state, por_mi=True, queue=state.queue[1:], to_move=state.queue[1])
        outcome = Outcome(state.lance, QUERIDO, state.chain, state.bettor, seats)
        if verb == QUIERO:
            if state.chain[-1] == ORDAGO:
                return self._ordago(state, outcome, options)
            return self._settled(state, outcome, options)
        queue = state.queue[1:]
        if queue:
            return replace(state, queue=queue, to_move=queue[0])
        refused = replace(outcome, status=NO_QUERIDO)
        assert state.bettor is not None
        amount = refused.refused_value
        concept = f"{LANCE_NAMES[state.lance]}, envite no querido"
        if state.deje and len(state.chain) > 1 and state.lance in (L.PARES, L.JUEGO, L.PUNTO):
            amount += 1
            concept += " (con deje)"
        line = Line(state.bettor % 2, amount, concept, state.lance, P.ANOTACION)
        scores = _added(state.scores, line)
        state = replace(state, at_once=(*state.at_once, line), scores=scores)
        if scores[line.side] >= state.target:
            return self._end_mano(state, (*state.outcomes, refused), (), line.side, options)
        return self._settled(state, refused, options)

    def _settled(self, state: MusState, outcome: Outcome, options: HandOptions) -> MusState:
        """After a lance: the next lance, or the count at the end of the mano."""
        state = replace(state, outcomes=(*state.outcomes, outcome), chain=(), bettor=None, por_mi=False)
        following = {L.GRANDE: L.CHICA, L.CHICA: L.PARES, L.PARES: L.JUEGO}
        if outcome.lance in following:
            return self._enter(state, following[outcome.lance], options)
        lines = self.end_lines(state)
        scores = list(state.scores)
        for line in lines:
            scores[line.side] += line.amount
            if scores[line.side] >= state.target:
                kept = lines[: lines.index(line) + 1]
                return self._end_mano(state, state.outcomes, kept, line.side, options)
        return self._end_mano(state, state.outcomes, lines, None, options)

    def end_lines(self, state: MusState) -> list[Line]:
        """The lines counted at the end of the mano, in the lances' order (l. 1316–1318)."""
        lines: list[Line] = []
        for outcome in state.outcomes:
            lines.extend(self._lance_lines(state, outcome))
        return lines

    def _lance_lines(self, state: MusState, outcome: Outcome) -> list[Line]:
        lance, reyes, hands = outcome.lance, state.reyes, state.hands
        name = LANCE_NAMES[lance]
        citation = LANCE_CITATIONS[lance]
        if outcome.status == NO_QUERIDO:
            winner_side = None if outcome.bettor is None else outcome.bettor % 2
        elif outcome.seats:
            winner_side = L.best_seat(outcome.seats, lambda seat: L.lance_key(lance, hands[seat], reyes)) % 2
        else:
            return []
        assert winner_side is not None
        lines: list[Line] = []
        if outcome.status == QUERIDO:
            lines.append(
                Line(winner_side, outcome.accepted_value, f"{name}, envite querido", lance, P.ENVITES)
            )
        if lance in (L.GRANDE, L.CHICA) and outcome.status == EN_PASO:
            lines.append(Line(winner_side, 1, f"{name} en paso", lance, citation))
        if lance == L.PUNTO:
            lines.append(Line(winner_side, 1, "el punto", lance, citation))
        if lance in (L.PARES, L.JUEGO):
            members = [seat for seat in outcome.seats if seat % 2 == winner_side]
            amount = sum(L.extra(lance, hands[seat], reyes) for seat in members)
            extra_citation = P.PARES_EXTRA if lance == L.PARES else P.JUEGO_EXTRA
            lines.append(Line(winner_side, amount, f"{name} de {_seats(members)}", lance, extra_citation))
        return lines

    def _ordago(self, state: MusState, outcome: Outcome, options: HandOptions) -> MusState:
        """An órdago accepted: the cards are shown and the best of the lance wins the juego (l. 1314)."""
        seats = outcome.seats
        winner = L.best_seat(seats, lambda seat: L.lance_key(state.lance, state.hands[seat], state.reyes)) % 2
        line = Line(
            winner,
            state.target - state.scores[winner],
            f"el órdago querido a {LANCE_NAMES[state.lance]}",
            state.lance,
            P.ORDAGO,
        )
        return self._end_mano(state, (*state.outcomes, outcome), (line,), winner, options)

    def _end_mano(
        self,
        state: MusState,
        outcomes: tuple[Outcome, ...],
        lines: tuple[Line, ...] | list[Line],
        winner: int | None,
        options: HandOptions,
    ) -> MusState:
        """The mano's record; then the next mano, or, when ``winner`` reached the juego's piedras, the next juego
        or the end of the partida (l. 1291)."""
        scores = state.scores
        for line in lines:
            scores = _added(scores, line)
        record = ManoRecord(
            state.number,
            state.mano,
            state.hands,
            state.words,
            (*state.at_once, *lines),
            (min(scores[0], state.target), min(scores[1], state.target)),
            outcomes,
            juego=len(state.won) + 1,
        )
        state = replace(state, outcomes=outcomes, scores=record.scores, manos=(*state.manos, record))
        if winner is None:
            return self._next_mano(state, options)
        won = (*state.won, winner)
        vacas = tally(won, state.per_vaca)[1]
        if vacas[winner] < state.per_partida:
            return self._next_mano(replace(state, won=won, scores=(0, 0)), options)
        seats = tuple(seat for seat in range(state.players) if seat % 2 == winner)
        side = side_name(winner, state.players, capital=True)
        if len(won) == 1:
            kind = "juego"
            explanation = (
                f"{side} gana el juego: {record.scores[winner]} piedras a {record.scores[1 - winner]} en "
                f"{state.number} manos (l. 1291, 1318)."
            )
        else:
            kind = "partida"
            explanation = (
                f"{side} gana la partida: {_count(vacas[winner], 'vaca')} a {vacas[1 - winner]}, con "
                f"{_count(won.count(winner), 'juego')} ganados de {len(won)}, en {state.number} manos; el último "
                f"juego, {record.scores[winner]} piedras a {record.scores[1 - winner]} (l. 1291, 1318)."
            )
        result = HandResult(
            kind=kind,
            winners=seats,
            jugador=None,
            contract=None,
            tricks=tuple(record.scores[seat % 2] for seat in range(state.players)),
            payments=tuple(1 if seat in seats else -1 for seat in range(state.players)),
            pot_before=0,
            pot_after=0,
            explanation=explanation,
            citation=P.PARTIDA if len(won) > 1 else P.ORDEN,
        )
        return replace(state, won=won, phase=FIN, to_move=None, queue=(), result=result)

    def _next_mano(self, state: MusState, options: HandOptions) -> MusState:
        number, mano = state.number + 1, (state.mano + 1) % state.players
        hands, deck = self._deal(options, number, mano)
        order = state.order(mano)
        return replace(
            state,
            phase=MUS,
            number=number,
            mano=mano,
            start=mano,
            corrido=False,
            hands=hands,
            deck=deck,
            pile=(),
            reshuffles=0,
            queue=order,
            to_move=mano,
            lance="",
            declared=(),
            outcomes=(),
            words=(),
            signals=(),
            drawn=(),
            at_once=(),
        )

    # -- seeing ----------------------------------------------------------------------------------------------------
    def view(self, state: MusState, seat: int) -> MusView:
        mates = {seat, *state.partners(seat)}
        juegos, vacas = tally(state.won, state.per_vaca)
        return MusView(
            game=self.slug,
            seat=seat,
            players=state.players,
            phase=state.phase,
            to_move=state.to_move,
            hand=state.hands[seat] if state.result is None else (),
            sides=tuple(other % 2 for other in range(state.players)),
            mano=state.mano,
            postre=state.postre,
            number=state.number,
            corrido=state.corrido,
            lance=state.lance,
            chain=state.chain,
            bettor=state.bettor,
            declared=state.declared,
            outcomes=state.outcomes,
            words=state.words,
            senas=tuple(word for word in state.signals if word.seat in mates),
            drawn=state.drawn,
            deck_size=len(state.deck),
            scores=state.scores,
            target=state.target,
            reyes=state.reyes,
            juego=len(state.won) + (state.result is None),
            juegos=juegos,
            vacas=vacas,
            per_vaca=state.per_vaca,
            per_partida=state.per_partida,
            manos=state.manos,
            pending=self.pending(state),
            legal_actions=tuple(self.legal_actions(state)) if seat == state.to_move else (),
            result=state.result,
            play_rules=self.play_rules,
        )

    def pending(self, state: MusState) -> str:
        """What the table is waiting for, in Spanish."""
        mover = state.to_move
        if mover is None:
            return ""
        who = f"el asiento {mover + 1}"
        if state.phase == MUS:
            return f"¿Mus o no hay mus? Habla {who}."
        if state.phase == DESCARTE:
            return f"Todos piden mus: se descarta {who}."
        if state.phase == DECLARA:
            return f"¿Lleva {state.lance}? Lo dice {who}."
        lance = LANCE_NAMES[state.lance]
        if not state.chain:
            return f"Se apuesta a {lance}: habla {who}."
        bet = "órdago" if state.chain[-1] == ORDAGO else f"{sum(state.chain)} piedras"
        return f"Envite a {lance} ({bet}) del asiento {(state.bettor or 0) + 1}: contesta {who}."


def _shuffled(seed: int, number: int) -> list[Card]:
    deck = list(DECK_40)
    random.Random(f"mus:{seed}:{number}").shuffle(deck)
    return deck


def _added(scores: tuple[int, int], line: Line) -> tuple[int, int]:
    return (scores[0] + line.amount, scores[1]) if line.side == 0 else (scores[0], scores[1] + line.amount)


def _count(n: int, noun: str) -> str:
    """``1 vaca``, ``2 vacas``."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _seats(seats: list[int]) -> str:
    names = [str(seat + 1) for seat in seats]
    text = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " y " + names[-1]
    return ("el asiento " if len(names) == 1 else "los asientos ") + text


def _listed(actions: list[str]) -> str:
    shown = actions[:10]
    return ", ".join(f"«{action}»" for action in shown) + (" …" if len(actions) > len(shown) else "")
