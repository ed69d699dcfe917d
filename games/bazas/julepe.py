"""Whole partidas of the Julepe (*Juegos de naipes con la baraja española*, l. 1029–1041; glossary l. 32–48).

Three to six players, five cards each dealt one by one from the mano (l. 1029, 28); the first card left undealt is
turned: the *pinta*, whose suit is trumps (l. 43). In turn from the mano each says ``juego`` or ``paso``; the
dealer (*pie*) speaks last, may ``baile`` (keep the pinta and be bound to play, l. 1031) and must play when all
but one have passed (l. 1039). Those who play discard (``descarta:7O``, one card per action) and draw as many
(``roba``) in turn, the pie last; then the five tricks with the tute's obligations and compulsory *subfallar*
(l. 1029, 47). Who makes fewer than two tricks «queda Julepe» and pays the plate to those who made it (l. 1035);
two players who both make it share the plate (l. 1037); the pie alone plays «contra la baceta» (l. 1039). When
all pass the hand is void and dealt again: the next ronda of the same partida. A partida is the one hand that gets
played.

>>> import games
>>> hand = games.new_hand("julepe", seed=3, players=4)
>>> hand.phase, hand.to_move, hand.legal_actions()
('declaracion', 0, ['juego', 'paso'])
>>> view = hand.view(0)
>>> len(view.hand), view.pinta.code, view.trump.spanish, view.stock_size
(5, '6E', 'espadas', 20)
>>> hand.result() is None and hand.state.plate == 5  # four puestas with the plate empty, and the pie's one
True
>>> hand = hand.apply("paso").apply("paso").apply("juego")
>>> hand.legal_actions()  # the pie: all but one have passed, so he must play (l. 1039)
['juego', 'baile']
>>> hand.check("paso").code
'subasta'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from games.bazas.base import FIN, JUEGO, BazaRules, BazaView, Ronda, deal_ronda, variant_names
from games.bazas.tute_trick import TuteTrick
from games.core.cards import DECK_40, Card
from games.core.citations import cite
from games.core.errors import InvalidNotationError
from games.core.hand import (
    ACCION,
    DESCARTE_CODE,
    FASE,
    ROBO,
    SUBASTA_CODE,
    HandOptions,
    once_per_state,
    violation,
)
from games.core.result import POT, HandResult, Transfer, make_result
from games.core.rules import GameRules
from games.core.trick import Position, TrickRecord
from games.core.violations import CARTA, TURNO, Violation

CATALOGUE = "juegos-baraja-espanola"
REGLAS = cite(CATALOGUE, "JULEPE", 1029)
BAILE_L = cite(CATALOGUE, "JULEPE: baile", 1031)
APUESTAS = cite(CATALOGUE, "JULEPE: apuestas", 1033)
PAGO = cite(CATALOGUE, "JULEPE: pago y cobro de fichas", 1035)
PLATO = cite(CATALOGUE, "JULEPE: cobro del plato o pozo", 1037)
BACETA_L = cite(CATALOGUE, "JULEPE: juego contra la baceta", 1039)
CINCO_L = cite(CATALOGUE, "JULEPE: variante para cinco o siete jugadores", 1041)
REPARTO = cite(CATALOGUE, "Aclaraciones: el reparto, una a una", 28)
PINTA_L = cite(CATALOGUE, "Vocabulario: muestra o pinta", 43)

# Phases (besides JUEGO, the play of the tricks, and FIN).
DECLARACION = "declaracion"  # each says «juego» or «paso», the mano first, the pie last
DESCARTE = "descarte"  # those who play discard and draw, in turn, the pie last

# Action words.
JUEGO_WORD = "juego"
PASO = "paso"
BAILE = "baile"
DESCARTA = "descarta"
ROBA = "roba"
CARD = "carta"
ALIASES = {
    "juego": JUEGO_WORD,
    "jugar": JUEGO_WORD,
    "juego yo": JUEGO_WORD,
    "paso": PASO,
    "pasar": PASO,
    "me paso": PASO,
    "baile": BAILE,
    "bailo": BAILE,
    "bailar": BAILE,
    "roba": ROBA,
    "robo": ROBA,
    "robar": ROBA,
}

HAND = 5  # cards each player holds for the five tricks (l. 1029)
TRICKS = 5
NEED = 2  # «Para ganar hay que obtener dos bazas como mínimo» (l. 1029)
NEED_ACE_BAILE = 3  # the dealer who keeps an ace as pinta (l. 1031)
BACETA_CARDS = 6  # «alzando las seis primeras cartas del mazo» (l. 1039)
PUESTA = 1  # the X of l. 1033: what each puts in the empty plate, and what the pie adds every hand
SEIS_CARTAS = (
    "seis-cartas"  # l. 1041: with five players, six cards each and one discarded without replacement
)


class Julepe(TuteTrick):
    slug = "julepe"
    name = "Julepe"
    players = (3, 4, 5, 6)
    hand_size = {3: 5, 4: 5, 5: 5, 6: 5}
    source_slug = CATALOGUE
    citation = cite(CATALOGUE, "JULEPE", 1029)
    must_undertrump = True
    summary = "Cinco cartas, jugar o pasar, descartarse y hacer al menos dos bazas para no quedar julepe."
    obligations = "Las del tute y, además, subfallar es obligatorio (l. 1029, 47)."
    play_citation = cite(CATALOGUE, "JULEPE", 1029)


PLAY: GameRules = Julepe()

INTERPRETATION = """\
Decisiones nuestras donde el texto (l. 1029–1041) calla o admite varias lecturas:
1. Baraja de cuarenta cartas (el texto no lo dice; el orden y las obligaciones son los del tute). Las cartas se \
dan de una en una, empezando por la mano (l. 28), y la pinta es la primera que queda sin repartir (l. 43): queda \
boca arriba debajo del monte, como en el tute, y es su última carta: solo se roba si se acaba el resto, \
y el pie puede quedársela bailando.
2. El asiento 1 es la mano de la primera ronda y el último asiento da las cartas: es el pie (el texto llama pie y \
dador a la misma persona, l. 1033–1039). Si todos pasan, la mano no se juega y se reparte otra vez (l. 1029): es \
la ronda siguiente de la misma partida; la mano y el pie pasan al asiento siguiente. La partida es la mano que se \
llega a jugar.
3. Apuestas (l. 1033): la X acordada es un tanto. Con el plato vacío, cada jugador pone uno; además, el pie de cada \
reparto pone siempre uno, también en el reparto que sigue a una mano que todos pasaron. El plato se arrastra de un \
reparto al siguiente.
4. Se habla por turno desde la mano: «juego» o «paso»; el pie habla el último. Si todos los demás han pasado menos \
uno, el pie está obligado a jugar (l. 1039). Bailar («baile») lo dice el pie en su turno en lugar de «juego»: se \
queda con la pinta y juega (l. 1031).
5. Descarte (l. 1029): los que juegan, por turno desde la mano y el pie el último, se descartan de las cartas que \
quieran, una a una, y roban del monte otras tantas; quien baila se descarta al menos de una y roba una menos \
(l. 1031); con cinco jugadores y la variante «seis-cartas», cada uno se descarta al menos de una, que no se \
repone (l. 1041). Nadie puede descartarse de más cartas de las que el monte (con la pinta, su última carta) puede \
reponer: el monte se acaba para los últimos.
6. Si solo juega el pie, juega contra la baceta (l. 1039): hace de baceta el primero que habló (la mano), que deja \
aparte sus cartas (boca abajo, como descartadas), alza las seis primeras del monte y se descarta de una; luego se descarta el pie. La baceta sale \
a la primera baza como mano.
7. Se juegan siempre las cinco bazas, con las obligaciones del tute y el subfallar obligatorio (l. 1029, 47); sale \
a la primera el primero de los que juegan desde la mano, y cada baza la abre quien ganó la anterior.
8. Pago y cobro (l. 1035): cada jugador que queda julepe paga lo que hay en el plato en ese momento, repartido \
entre los que hicieron julepe (a partes iguales; el tanto que no se puede partir va a quien hizo más bazas, y a \
igualdad al primero desde la mano); si ninguno hiciera julepe, cada uno pagaría eso mismo al plato. Si juegan dos y \
los dos hacen julepe, se reparten el plato a partes iguales y el tanto impar queda en el plato (l. 1037). Contra la \
baceta (l. 1039): si el pie da julepe se lleva el plato; si lo recibe, pone en el plato otro tanto como hay; si los \
dos hacen dos bazas o más, el pie se lleva la mitad del plato (redondeando hacia abajo) y la baceta nada. Quien \
baila con un as de pinta necesita tres bazas (l. 1031). Los que pasaron ni ganan ni pierden.
9. Las cartas que no se pueden jugar (renuncios, también no subfallar) no se admiten: no hay renuncios que \
denunciar ni castigar (l. 46)."""

GRAMMAR = """\
``juego`` (también «jugar»)
    en la declaración, jugar la mano (l. 1029).
``paso`` (también «pasar»)
    en la declaración, retirarse de la mano (l. 1029); el pie no puede pasar si todos han pasado menos uno (l. 1039).
``baile`` (también «bailo»)
    solo el pie, en su turno de hablar: se queda con la pinta y juega (l. 1031).
``descarta:7O``
    en el descarte, dejar una carta (una acción por carta).
``roba``
    terminar el descarte robando del monte las cartas que tocan (``roba:3`` también se entiende, y se rechaza si el
    número no es el debido). La baceta no roba: su turno acaba al descartarse de una.
``7O``
    jugar una carta (su código)."""


@dataclass(frozen=True, slots=True)
class JulepeState:
    """A partida of Julepe at one moment. ``hands`` are by seat (a passer keeps his cards, out of play); the trick
    being played is ``trick``, led by the seat ``leader``; ``active`` are the seats in play, in playing order from
    the mano; ``queue`` the seats still to exchange, the one exchanging first.
    """

    phase: str
    to_move: int | None
    players: int
    ronda: int
    mano: int
    pie: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    pinta: Card
    plate: int
    size: int = HAND  # the cards dealt to each: six in the five players' variant (l. 1041)
    ledger: tuple[Transfer, ...] = ()
    rondas: tuple[Ronda, ...] = ()
    baile: bool = False
    pinta_down: bool = True  # the pinta lies face up under the stock, its last card, until drawn or bailed
    said: tuple[tuple[int, str], ...] = ()
    active: tuple[int, ...] = ()
    baceta: int | None = None
    queue: tuple[int, ...] = ()
    discards: tuple[tuple[Card, ...], ...] = ()
    # The baceta's own cards, put aside when he takes up the first six of the stock.
    set_aside: tuple[Card, ...] = ()
    trick: tuple[Card, ...] = ()
    leader: int | None = None
    history: tuple[TrickRecord, ...] = ()
    notes: tuple[str, ...] = ()
    result: HandResult | None = None

    @property
    def tricks(self) -> tuple[int, ...]:
        """The tricks each seat has won this ronda."""
        won = [0] * self.players
        for record in self.history:
            won[record.winner] += 1
        return tuple(won)

    @property
    def drawable(self) -> int:
        """The cards that can still be drawn: the stock and, under it, the pinta."""
        return len(self.stock) + self.pinta_down

    @property
    def passed(self) -> frozenset[int]:
        """The seats that said «paso» this ronda and are out of it (the baceta plays although he passed)."""
        return frozenset(seat for seat, word in self.said if word == PASO and seat != self.baceta)

    def need(self, seat: int) -> int:
        """The tricks ``seat`` must make not to «quedar Julepe»: three for the pie who bailed an ace (l. 1031)."""
        if self.baile and seat == self.pie and self.pinta.rank == 1:
            return NEED_ACE_BAILE
        return NEED


def parse(action: str) -> tuple[str, str] | None:
    """``(verb, argument)`` of an action text, or ``None`` when it is not an action of the Julepe."""
    text = " ".join(action.strip().lower().split())
    if text in ALIASES:
        return ALIASES[text], ""
    verb, colon, argument = text.partition(":")
    if colon and verb in ("descarta", "descarto", "descartar") and argument:
        return DESCARTA, argument.strip()
    if colon and verb in ("roba", "robo", "robar") and argument.strip().isdigit():
        return ROBA, argument.strip()
    try:
        card = Card.parse(action.strip())
    except InvalidNotationError:
        return None
    return CARD, card.code


def seat_label(seat: int) -> str:
    return f"asiento {seat + 1}"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def settle(
    active: tuple[int, ...],
    tricks: tuple[int, ...],
    needs: dict[int, int],
    plate: int,
    baceta: int | None = None,
    pie: int | None = None,
) -> tuple[str, tuple[int, ...], list[Transfer], list[str]]:
    """The verdict of a played hand: its kind in the source's words, the seats that won, the payments and the lines
    that explain it. ``active`` are the seats that played, in order from the mano; ``plate`` what the plate holds.
    """
    lines = []
    for seat in active:
        made = tricks[seat] >= needs[seat]
        role = " (la baceta)" if seat == baceta else ""
        verdict = "hace julepe" if made else "queda julepe"
        extra = f", y necesitaba {needs[seat]} por bailar un as" if needs[seat] > NEED else ""
        lines.append(f"El {seat_label(seat)}{role} hizo {plural(tricks[seat], 'baza')}: {verdict}{extra}.")
    transfers: list[Transfer] = []
    if baceta is not None:
        assert pie is not None
        pie_made = tricks[pie] >= needs[pie]
        baceta_made = tricks[baceta] >= needs[baceta]
        if pie_made and not baceta_made:
            transfers.append(
                Transfer(POT, pie, plate, "dar julepe contra la baceta: se lleva el plato", BACETA_L)
            )
            lines.append(
                f"El pie da julepe contra la baceta y se lleva todo el plato ({plural(plate, 'tanto')})."
            )
            return "dio julepe", (pie,), transfers, lines
        if not pie_made:
            transfers.append(
                Transfer(pie, POT, plate, "recibir julepe contra la baceta: dobla el plato", BACETA_L)
            )
            lines.append(
                f"El pie recibe julepe contra la baceta: dobla el plato (pone {plural(plate, 'tanto')})."
            )
            return "recibió julepe", (), transfers, lines
        half = plate // 2
        transfers.append(Transfer(POT, pie, half, "hacer julepe el pie y la baceta: medio plato", BACETA_L))
        lines.append(
            f"El pie y la baceta hacen julepe: el pie se lleva medio plato ({plural(half, 'tanto')})."
        )
        return "medio plato", (pie,), transfers, lines
    makers = [seat for seat in active if tricks[seat] >= needs[seat]]
    losers = [seat for seat in active if tricks[seat] < needs[seat]]
    if not losers:
        share = plate // len(makers)
        for seat in makers:
            transfers.append(
                Transfer(POT, seat, share, "hacer julepe los dos que juegan: medio plato", PLATO)
            )
        rest = plate - share * len(makers)
        left = f"; queda en el plato {plural(rest, 'tanto')}" if rest else ""
        lines.append(f"Nadie queda julepe: se reparten el plato ({plural(share, 'tanto')} cada uno{left}).")
        return "hicieron julepe", tuple(makers), transfers, lines
    if not makers:
        for seat in losers:
            transfers.append(Transfer(seat, POT, plate, "quedar julepe todos los que juegan", PAGO))
        lines.append(
            f"Todos los que juegan quedan julepe: cada uno pone {plural(plate, 'tanto')} en el plato."
        )
        return "todos quedan julepe", (), transfers, lines
    ranked = sorted(makers, key=lambda seat: (-tricks[seat], active.index(seat)))
    share, rest = divmod(plate, len(makers))
    for loser in losers:
        for index, seat in enumerate(ranked):
            amount = share + (1 if index < rest else 0)
            transfers.append(Transfer(loser, seat, amount, "quedar julepe", PAGO))
    names = " y ".join(f"el {seat_label(seat)}" for seat in ranked)
    lines.append(
        f"Cada uno de los que quedan julepe paga lo que hay en el plato ({plural(plate, 'tanto')}) a quienes "
        f"hicieron julepe ({names})."
    )
    return "julepe", tuple(makers), transfers, lines


class JulepeRules(BazaRules[JulepeState]):
    """The Julepe: the declaration, the baile, the exchange, the five tricks and the plate."""

    slug: ClassVar[str] = "julepe"
    name: ClassVar[str] = "Julepe"
    players: ClassVar[tuple[int, ...]] = (3, 4, 5, 6)
    variants: ClassVar[tuple[str, ...]] = (SEIS_CARTAS,)
    summary: ClassVar[str] = (
        "Cinco cartas y la pinta da el triunfo; cada uno juega o pasa, los que juegan se descartan, y quien no hace "
        "dos bazas queda julepe y paga el plato."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR
    default_juegos: ClassVar[int] = 1
    play_rules: ClassVar[GameRules] = PLAY

    # -- options and the deal ------------------------------------------------------------------------------------
    def check_options(self, options: HandOptions) -> None:
        super().check_options(options)
        names = variant_names(options.variant)
        if any(name.startswith("juegos-") for name in names):
            raise InvalidNotationError("el Julepe se juega mano a mano: no tiene juegos-N")
        if SEIS_CARTAS in names and options.players != 5:
            raise InvalidNotationError(
                "la variante seis-cartas es la del Julepe entre cinco jugadores (l. 1041)"
            )
        if options.deal is not None:
            size = self.hand_size(options)
            deal = options.deal
            every = [card for cards in deal for card in cards]
            if len(deal) != options.players + 1 or any(len(cards) != size for cards in deal[:-1]):
                raise InvalidNotationError(
                    f"un reparto del Julepe da {size} cartas a cada uno de {options.players} y el resto al monte, "
                    "cuya primera carta es la pinta"
                )
            if len(every) != len(DECK_40) or set(every) != set(DECK_40):
                raise InvalidNotationError(
                    "el reparto debe tener las cuarenta cartas de la baraja, cada una una vez"
                )

    @staticmethod
    def hand_size(options: HandOptions) -> int:
        return HAND + 1 if SEIS_CARTAS in variant_names(options.variant) else HAND

    def start(self, options: HandOptions) -> JulepeState:
        return self._deal(options, 1, options.pot, (), ())

    def _deal(
        self,
        options: HandOptions,
        ronda: int,
        plate: int,
        ledger: tuple[Transfer, ...],
        rondas: tuple[Ronda, ...],
    ) -> JulepeState:
        players = options.players
        mano = (ronda - 1) % players
        pie = (mano - 1) % players
        if ronda == 1 and options.deal is not None:
            hands, rest = options.deal[:-1], options.deal[-1]
        else:
            hands, rest = deal_ronda(
                DECK_40, options.seed, ronda, players, (1,) * self.hand_size(options), mano
            )
        payments = list(ledger)
        if plate == 0:
            for step in range(players):
                seat = (mano + step) % players
                payments.append(Transfer(seat, POT, PUESTA, "la puesta con el plato vacío", APUESTAS))
                plate += PUESTA
        payments.append(Transfer(pie, POT, PUESTA, "la puesta del pie", APUESTAS))
        plate += PUESTA
        pinta = rest[0]
        notes = (
            f"Ronda {ronda}: da el {seat_label(pie)}, que es el pie; es mano el {seat_label(mano)}.",
            f"La pinta es {pinta.with_article}: triunfan {pinta.suit.spanish}.",
        )
        return JulepeState(
            phase=DECLARACION,
            to_move=mano,
            players=players,
            ronda=ronda,
            mano=mano,
            pie=pie,
            hands=tuple(hands),
            stock=tuple(rest[1:]),
            pinta=pinta,
            plate=plate,
            size=self.hand_size(options),
            ledger=tuple(payments),
            rondas=rondas,
            discards=((),) * players,
            notes=notes,
        )

    # -- what may be done ----------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: JulepeState) -> list[str]:
        mover = state.to_move
        if mover is None:
            return []
        if state.phase == DECLARACION:
            if mover != state.pie:
                return [JUEGO_WORD, PASO]
            if self._pie_bound(state):
                return [JUEGO_WORD, BAILE]
            return [JUEGO_WORD, PASO, BAILE]
        if state.phase == DESCARTE:
            hand = state.hands[mover]
            if mover == state.baceta:
                return [f"{DESCARTA}:{card.code}" for card in hand]
            actions = [f"{DESCARTA}:{card.code}" for card in hand] if self._may_discard(state, mover) else []
            if len(hand) <= HAND:
                actions.append(ROBA)
            return actions
        return self._position(state).legal_plays()

    @staticmethod
    def _pie_bound(state: JulepeState) -> bool:
        """Whether all but one have passed before the pie, who is then bound to play (l. 1039)."""
        return sum(1 for _, word in state.said if word != PASO) == 1

    @staticmethod
    def _may_discard(state: JulepeState, seat: int) -> bool:
        """Whether the stock can still replace one more discard of ``seat``."""
        return HAND - (len(state.hands[seat]) - 1) <= state.drawable

    def _position(self, state: JulepeState) -> Position:
        """The trick play among the seats in play (indices of ``active``), with no stock: the obligations apply."""
        assert state.leader is not None
        hands = tuple(state.hands[seat] for seat in state.active)
        return Position(PLAY, hands, state.pinta.suit, state.trick, state.active.index(state.leader), 0)

    def canonical(self, action: str) -> str:
        parsed = parse(action)
        if parsed is None:
            return action
        verb, argument = parsed
        if verb == CARD:
            return argument
        if verb == DESCARTA:
            try:
                return f"{DESCARTA}:{Card.parse(argument).code}"
            except InvalidNotationError:
                return action
        return verb

    # -- checking ------------------------------------------------------------------------------------------------
    def check(self, state: JulepeState, action: str, seat: int | None = None) -> Violation | None:
        mover = state.to_move
        if state.phase == FIN or mover is None:
            return violation(
                FASE, "La partida ha terminado: ya no se puede hacer nada más.", None, action, []
            )
        parsed = parse(action)
        if parsed is None:
            allowed = self.legal_actions(state)
            shown = ", ".join(f"«{a}»" for a in allowed[:12])
            return violation(
                ACCION,
                f"«{action}» no es una acción del Julepe. Ahora puedes: {shown}.",
                None,
                action,
                allowed,
            )
        verb, argument = parsed
        if seat is not None and seat != mover:
            return self._not_your_turn(state, seat, verb, action)
        if state.phase == DECLARACION:
            return self._check_declaration(state, mover, verb, action)
        if state.phase == DESCARTE:
            return self._check_exchange(state, mover, verb, argument, action)
        if verb != CARD:
            return violation(
                FASE,
                "Ahora se juegan las bazas: juega una carta de tu mano.",
                REGLAS,
                action,
                self.legal_actions(state),
            )
        return self._position(state).check_play(argument)

    def _not_your_turn(self, state: JulepeState, seat: int, verb: str, action: str) -> Violation:
        mover = state.to_move
        assert mover is not None
        if seat in state.passed and state.phase in (DESCARTE, JUEGO):
            if verb in (DESCARTA, ROBA):
                text = (
                    "Has pasado: quienes pasan se retiran definitivamente de la mano y no se descartan; solo se "
                    "descartan los que juegan."
                )
                return violation(TURNO, text, REGLAS, action, [])
            text = (
                "Has pasado: te has retirado definitivamente de esta mano y no juegas sus bazas; "
                f"ahora juega el {seat_label(mover)}."
            )
            return violation(TURNO, text, REGLAS, action, [])
        doing = {DECLARACION: "hablar", DESCARTE: "descartarse", JUEGO: "jugar"}[state.phase]
        return violation(
            TURNO, f"No es tu turno: ahora le toca {doing} al {seat_label(mover)}.", REGLAS, action, []
        )

    def _check_declaration(self, state: JulepeState, mover: int, verb: str, action: str) -> Violation | None:
        allowed = self.legal_actions(state)
        if verb == BAILE and mover != state.pie:
            text = (
                "Solo el que da las cartas (el pie) puede bailar, quedándose con la pinta, y habla el último."
            )
            return violation(SUBASTA_CODE, text, BAILE_L, action, allowed)
        if verb == PASO and mover == state.pie and self._pie_bound(state):
            text = "Han pasado todos menos uno: el pie queda obligado a jugar. Di «juego» (o «baile»)."
            return violation(SUBASTA_CODE, text, BACETA_L, action, allowed)
        if verb in (JUEGO_WORD, PASO, BAILE):
            return None
        text = "Ahora toca hablar: cada uno, por turno, dice si juega («juego») o pasa («paso»)."
        return violation(FASE, text, REGLAS, action, allowed)

    def _check_exchange(
        self, state: JulepeState, mover: int, verb: str, argument: str, action: str
    ) -> Violation | None:
        hand = state.hands[mover]
        if verb == DESCARTA:
            try:
                card = Card.parse(argument)
            except InvalidNotationError:
                return violation(
                    CARTA,
                    f"«{argument}» no es una carta de la baraja (ejemplos: 7O, 1E, 12B).",
                    None,
                    action,
                    self.legal_actions(state),
                )
            if card not in hand:
                return violation(
                    CARTA,
                    f"No tienes {card.with_article} en la mano.",
                    None,
                    action,
                    self.legal_actions(state),
                )
            if mover != state.baceta and not self._may_discard(state, mover):
                left = plural(state.drawable, "carta")
                text = (
                    f"En el monte quedan {left}: no puedes descartarte de más cartas de las que puedes robar. "
                    "Di «roba»."
                )
                return violation(DESCARTE_CODE, text, REGLAS, action, self.legal_actions(state))
            return None
        if verb == ROBA:
            if mover == state.baceta:
                text = "Haces de baceta: alzaste las seis primeras cartas del monte y te descartas de una, sin robar."
                return violation(DESCARTE_CODE, text, BACETA_L, action, self.legal_actions(state))
            if len(hand) > HAND:
                return self._short_discard(state, mover, action)
            due = HAND - len(hand)
            if argument and int(argument) != due:
                done = plural(len(state.discards[mover]), "carta")
                citation = REGLAS
                if state.baile and mover == state.pie:
                    citation = BAILE_L
                elif state.size > HAND:
                    citation = CINCO_L
                text = (
                    f"Te has descartado de {done}: robas {plural(due, 'carta')}, para quedarte con cinco, "
                    f"no {argument}."
                )
                return violation(ROBO, text, citation, action, self.legal_actions(state))
            return None
        text = "Ahora es el turno de descarte: deja cartas («descarta:7O») y roba las que tocan («roba»)."
        return violation(FASE, text, REGLAS, action, self.legal_actions(state))

    def _short_discard(self, state: JulepeState, mover: int, action: str) -> Violation:
        more = plural(len(state.hands[mover]) - HAND, "carta")
        if state.baile and mover == state.pie:
            text = (
                "Has bailado: te quedaste con la pinta y recibes una carta menos de las que dejas. Descártate "
                f"todavía de al menos {more} antes de robar."
            )
            citation = BAILE_L
        else:
            text = (
                "Con cinco jugadores cada uno recibe seis cartas y debe descartarse al menos de una, que no se le "
                f"repone. Descártate todavía de al menos {more} antes de robar."
            )
            citation = CINCO_L
        return violation(DESCARTE_CODE, text, citation, action, self.legal_actions(state))

    # -- applying ------------------------------------------------------------------------------------------------
    def apply(self, state: JulepeState, action: str, options: HandOptions) -> JulepeState:
        verb, argument = parse(action) or (action, "")
        mover = state.to_move
        assert mover is not None
        if state.phase == DECLARACION:
            return self._declare(state, mover, verb, options)
        if state.phase == DESCARTE:
            if verb == DESCARTA:
                card = Card.parse(argument)
                hands = _replace_at(state.hands, mover, tuple(c for c in state.hands[mover] if c != card))
                discards = _replace_at(state.discards, mover, (*state.discards[mover], card))
                state = replace(state, hands=hands, discards=discards)
                if mover == state.baceta and len(hands[mover]) == HAND:
                    note = f"La baceta (el {seat_label(mover)}) se descarta de una carta."
                    return self._next_exchange(replace(state, notes=(*state.notes, note)))
                return state
            due = HAND - len(state.hands[mover])
            drawn = state.stock[:due]
            pinta_down = state.pinta_down
            note = (
                f"El {seat_label(mover)} se descarta de {plural(len(state.discards[mover]), 'carta')} "
                f"y roba {due}."
            )
            if due > len(state.stock):  # the stock is spent: the last card drawn is the pinta
                drawn, pinta_down = (*drawn, state.pinta), False
                note = note[:-1] + f", la última la pinta ({state.pinta.with_article})."
            hands = _replace_at(state.hands, mover, state.hands[mover] + drawn)
            state = replace(
                state,
                hands=hands,
                stock=state.stock[due:],
                pinta_down=pinta_down,
                notes=(*state.notes, note),
            )
            return self._next_exchange(state)
        return self._play(state, mover, Card.parse(argument), options)

    def _declare(self, state: JulepeState, mover: int, verb: str, options: HandOptions) -> JulepeState:
        said = (*state.said, (mover, verb))
        state = replace(state, said=said)
        if verb == BAILE:
            note = f"El pie (el {seat_label(mover)}) baila: se queda con la pinta, {state.pinta.with_article}, y juega."
            hands = _replace_at(state.hands, mover, (*state.hands[mover], state.pinta))
            state = replace(state, baile=True, pinta_down=False, hands=hands, notes=(*state.notes, note))
        if mover != state.pie:
            return replace(state, to_move=(mover + 1) % state.players)
        playing = tuple(seat for seat, word in said if word != PASO)
        if not playing:
            ronda = Ronda(
                state.ronda,
                (0,) * state.players,
                (),
                0,
                ("Todos pasan: nadie juega esta mano y se vuelve a repartir.",),
                REGLAS,
            )
            return self._deal(options, state.ronda + 1, state.plate, state.ledger, (*state.rondas, ronda))
        if playing == (state.pie,):
            baceta = state.mano
            note = (
                f"Solo juega el pie: juega contra la baceta. Hace de baceta el {seat_label(baceta)}: deja aparte "
                "sus cartas, alza las seis primeras del monte y se descarta de una."
            )
            hands = _replace_at(state.hands, baceta, state.stock[:BACETA_CARDS])
            active = (baceta, state.pie)
            return replace(
                state,
                phase=DESCARTE,
                to_move=baceta,
                baceta=baceta,
                active=active,
                queue=active,
                hands=hands,
                stock=state.stock[BACETA_CARDS:],
                set_aside=state.hands[baceta],
                notes=(*state.notes, note),
            )
        return replace(state, phase=DESCARTE, to_move=playing[0], active=playing, queue=playing)

    def _next_exchange(self, state: JulepeState) -> JulepeState:
        queue = state.queue[1:]
        if queue:
            return replace(state, queue=queue, to_move=queue[0])
        first = state.active[0]
        return replace(state, queue=(), phase=JUEGO, to_move=first, leader=first)

    def _play(self, state: JulepeState, mover: int, card: Card, options: HandOptions) -> JulepeState:
        hands = _replace_at(state.hands, mover, tuple(c for c in state.hands[mover] if c != card))
        trick = (*state.trick, card)
        active = state.active
        assert state.leader is not None
        lead_index = active.index(state.leader)
        if len(trick) < len(active):
            following = active[(lead_index + len(trick)) % len(active)]
            return replace(state, hands=hands, trick=trick, to_move=following)
        index = PLAY.trick_winner(trick, lead_index, len(active), state.pinta.suit)
        assert index is not None
        winner = active[index]
        history = (*state.history, TrickRecord(state.leader, trick, winner))
        state = replace(state, hands=hands, trick=(), history=history, leader=winner, to_move=winner)
        if len(history) < TRICKS:
            return state
        return self._finish(state, options)

    def _finish(self, state: JulepeState, options: HandOptions) -> JulepeState:
        tricks = state.tricks
        needs = {seat: state.need(seat) for seat in state.active}
        kind, winners, payments, lines = settle(
            state.active,
            tricks,
            needs,
            state.plate,
            state.baceta,
            state.pie if state.baceta is not None else None,
        )
        citation = BACETA_L if state.baceta is not None else PAGO
        ledger = (*state.ledger, *payments)
        result = make_result(
            kind,
            winners,
            state.pie if state.baceta is not None else None,
            "contra la baceta" if state.baceta is not None else ("baile" if state.baile else None),
            tricks,
            options.pot,
            list(ledger),
            " ".join(lines),
            citation,
        )
        ronda = Ronda(state.ronda, tricks, winners, 1, tuple(lines), citation)
        return replace(
            state,
            phase=FIN,
            to_move=None,
            leader=None,
            ledger=ledger,
            plate=result.pot_after,
            rondas=(*state.rondas, ronda),
            result=result,
        )

    # -- what a seat sees ----------------------------------------------------------------------------------------
    def view(self, state: JulepeState, seat: int) -> BazaView:
        tricks = state.tricks
        winners = state.result.winners if state.result is not None else ()
        return BazaView(
            game=self.slug,
            seat=seat,
            players=state.players,
            phase=state.phase,
            to_move=state.to_move,
            hand=state.hands[seat],
            sides=tuple(range(state.players)),
            trump=state.pinta.suit,
            pinta=state.pinta if state.pinta_down else None,
            stock_size=state.drawable,
            trick=state.trick,
            trick_leader=state.leader if state.trick else None,
            history=state.history,
            hand_sizes=tuple(len(hand) for hand in state.hands),
            points=tricks,
            card_points=(0,) * state.players,
            cantes=(),
            juegos=tuple(1 if s in winners else 0 for s in range(state.players)),
            target=1,
            ronda=state.ronda,
            rondas=state.rondas,
            legal_actions=tuple(self.legal_actions(state)) if seat == state.to_move else (),
            result=state.result,
            play_rules=PLAY,
            mano=state.mano,
            active=state.active,
            announcements=state.said,
            discards=state.set_aside + state.discards[seat] if seat == state.baceta else state.discards[seat],
            notes=state.notes,
        )


def _replace_at(
    values: tuple[tuple[Card, ...], ...], index: int, value: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return (*values[:index], value, *values[index + 1 :])


RULES = JulepeRules()
