"""Sessions of Siete y medio against the bank (catalogue, «Juegos de casino», l. 1021–1023).

A hand (:class:`games.Hand`) is a session of :data:`ROUNDS` rounds. In each round every seat receives one card,
covered, the punters (every seat but the bank, from the bank's right) stake ``apuesta:N`` tantos, then each in turn
asks for a card (``carta``) or stands (``planto``) while not past siete y medio, the bank last. Every card received
is shown but the last, which stays covered (l. 1021). A punter who passes siete y medio shows his cards and pays at
once; the bank then pays those left if it passes, and otherwise each is compared with it: more points win, then
fewer cards, then the bank, who plays last (l. 1021). A punter who beats the bank with siete y medio takes the bank.

>>> import games
>>> hand = games.new_hand("siete-y-medio", deal=[["7O"], ["5C"], ["12B"], ["3E"], ["6B", "11C", "2O"]])
>>> hand.view(0).bank, hand.to_move, hand.legal_actions()
(3, 0, ['apuesta:1', 'apuesta:2', 'apuesta:3', 'apuesta:4', 'apuesta:5'])
>>> hand = hand.apply("apuesta:2").apply("apuesta:1").apply("apuesta:3")
>>> hand = hand.apply("planto").apply("carta")          # seat 1 draws the seis de bastos: eleven
>>> [(jugada.shown, jugada.covered) for jugada in hand.view(2).jugadas][:2]
[((), 1), ((Card.parse('5C'), Card.parse('6B')), 0)]
>>> hand.check("carta", seat=0).code, hand.check("carta", seat=1).code
('plante', 'pasado')
>>> hand = hand.apply("carta").apply("planto").apply("carta").apply("planto")
>>> for line in hand.view(0).finished[0].transfers:
...     print(line.describe())
El asiento 2 paga 1 tanto al asiento 4 por pasarse de siete y medio (l. 1023).
El asiento 4 paga 2 tantos al asiento 1 por ganar a la banca, siete contra cinco (l. 1021).
El asiento 3 paga 3 tantos al asiento 4 por perder contra la banca, uno contra cinco (l. 1021).
"""

from __future__ import annotations

import random
from dataclasses import astuple, replace
from typing import ClassVar

from games.banca.rules import BOTH, CASINO, LIMIT, MAX_STAKE, MIN_STAKE, SIETE, SieteYMedio, points, said
from games.banca.state import APUESTA, FIN, PEDIR, BancaState, Puesto, Ronda
from games.banca.view import BancaView, Jugada, RondaJugada
from games.core.cards import DECK_40, Card, names_list
from games.core.errors import InvalidNotationError
from games.core.hand import (
    ACCION,
    FASE,
    HandOptions,
    HandRules,
    Setup,
    actions_list,
    once_per_state,
    violation,
)
from games.core.result import HandResult, Transfer, make_result
from games.core.rules import GameRules
from games.core.violations import TURNO, Violation, ViolationCode

ROUNDS = 8  # rounds in a session
STAKE = "apuesta"
CARTA = "carta"
PLANTO = "planto"
STAKES = tuple(f"{STAKE}:{amount}" for amount in range(MIN_STAKE, MAX_STAKE + 1))

INTERPRETATION = f"""\
Donde el catálogo calla (l. 1021–1023), el sitio juega así:
1. La banca se sortea (el sitio la echa a suertes con la semilla del reparto; con un reparto dado, banca el último \
asiento). Es mano quien está a su derecha y la banca juega la última, como dice la l. 1021.
2. Cada uno recibe su primera carta tapada; vista ella, cada punto apuesta de {MIN_STAKE} a {MAX_STAKE} tantos, \
empezando por el mano. La banca no apuesta: cubre todas las apuestas.
3. Luego, por turno, cada uno pide carta o se planta. Con siete y medio justos aún se puede pedir, pero cualquier \
carta te pasa. Quien se pasa enseña sus cartas y paga su apuesta a la banca en el acto, aunque la banca se pase \
después. Si todos los puntos se pasan, la banca no juega.
4. Si la banca se pasa, paga a cada punto que quede su apuesta. Si no, gana quien tiene más puntos; a iguales \
puntos, quien usó menos cartas; y si persiste, la banca, que juega la última (l. 1021). Se paga lo apostado, uno \
por uno.
5. La banca pasa al punto que le gana con siete y medio (al primero en jugar, si son varios); si no, la conserva.
6. Una sesión son {ROUNDS} rondas, con una baraja barajada de nuevo en cada una; gana la sesión quien termina con \
más tantos."""

GRAMMAR = f"""``apuesta:N``
    stake N tantos ({MIN_STAKE} to {MAX_STAKE}) on this round, after seeing the first card (the punters only).
``carta``
    ask for one more card.
``planto``
    stand (plantarse).
"""


class SieteYMedioRules(HandRules[BancaState, BancaView]):
    """Sessions of Siete y medio, two to six players, one of them the bank."""

    slug: ClassVar[str] = "siete-y-medio"
    name: ClassVar[str] = "Siete y medio"
    players: ClassVar[tuple[int, ...]] = (4, 2, 3, 5, 6)
    play_rules: ClassVar[GameRules] = SieteYMedio()
    summary: ClassVar[str] = (
        f"Una sesión de {ROUNDS} rondas contra la banca: apuesta, pide cartas o plántate sin pasar de siete y medio; "
        "quien gana a la banca con siete y medio se queda con ella."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR

    def count(self, cards: tuple[Card, ...]) -> int:
        """The cards' points in halves, as the engine counts them (15 is siete y medio; l. 1023)."""
        return points(cards)

    def count_words(self, value: int) -> str:
        """``15`` is «15 medios: 7 y medio»; ``1`` «1 medio: medio punto»."""
        whole, half = divmod(value, 2)
        said = "medio punto" if not whole and half else f"{whole} y medio" if half else f"{whole} puntos"
        return f"{value} medio{'s' if value != 1 else ''}: {said}"

    # -- the deal ------------------------------------------------------------------------------------------------------
    def options(self, setup: Setup) -> HandOptions:
        """The options of a session; ``deal`` gives the first round's cards: one to each seat, then the top of the
        stock (the rest of the deck follows in its order).

        :raises InvalidNotationError: for a number of players the game does not have, a variant, a pot or stakes,
            or a deal that is not one card to each seat and a stock, no card twice.
        """
        seed, players, variant, pot, deal, stakes = astuple(setup)
        count = players if players is not None else self.players[0]
        if count not in self.players:
            raise InvalidNotationError(f"el Siete y medio se juega aquí de 2 a 6, no con {count}")
        if variant or pot or stakes is not None:
            raise InvalidNotationError("el Siete y medio no tiene variantes, polla ni tantos previos")
        dealt = None
        if deal is not None:
            dealt = tuple(tuple(Card.parse(code) for code in cards) for cards in deal)
            every = [card for cards in dealt for card in cards]
            if (
                len(dealt) != count + 1
                or any(len(cards) != 1 for cards in dealt[:count])
                or len(set(every)) != len(every)
                or not set(every) <= set(DECK_40)
            ):
                raise InvalidNotationError(
                    "el reparto debe dar una carta a cada asiento y luego el monte, sin repetir carta (baraja de 40)"
                )
        return HandOptions(seed, count, deal=dealt)

    def start(self, options: HandOptions) -> BancaState:
        bank = (
            options.players - 1
            if options.deal is not None
            else random.Random(options.seed).randrange(options.players)
        )
        ronda = self._deal(options, 1, bank)
        return BancaState(options.players, ROUNDS, (ronda,), APUESTA, ronda.punters[0])

    def _deal(self, options: HandOptions, number: int, bank: int) -> Ronda:
        """Round ``number``'s deal: one card to each, the mano first and the bank last; the rest is the stock."""
        players = options.players
        if number == 1 and options.deal is not None:
            cards = [cards[0] for cards in options.deal[:players]]
            first = {seat: cards[seat] for seat in range(players)}
            rest = tuple(card for card in DECK_40 if card not in set(cards) | set(options.deal[players]))
            stock = options.deal[players] + rest
        else:
            deck = list(DECK_40)
            random.Random(options.seed * 1000 + number).shuffle(deck)
            order = [(bank + offset) % players for offset in range(1, players + 1)]
            first = {seat: deck[index] for index, seat in enumerate(order)}
            stock = tuple(deck[players:])
        puestos = tuple(Puesto((first[seat],)) for seat in range(players))
        return Ronda(number, bank, puestos, tuple(stock))

    # -- what may be done ----------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: BancaState) -> list[str]:
        if state.to_move is None:
            return []
        if state.phase == APUESTA:
            return list(STAKES)
        return [CARTA, PLANTO]

    def canonical(self, action: str) -> str:
        return action.strip().lower()

    def check(self, state: BancaState, action: str, seat: int | None = None) -> Violation | None:
        text = self.canonical(action)
        legal = self.legal_actions(state)
        word, colon, amount = text.partition(":")
        if state.to_move is None:
            return violation(
                FASE, "La sesión ha terminado: ya no se apuesta ni se piden cartas.", None, text, []
            )
        if word not in (STAKE, CARTA, PLANTO) or (colon and word != STAKE) or (word == STAKE and not colon):
            return violation(
                ACCION,
                f"«{action}» no es una acción del Siete y medio: usa {actions_list(legal)}.",
                SIETE,
                text,
                legal,
            )
        ronda = state.ronda
        actor = state.to_move if seat is None else seat
        puesto = ronda.puestos[actor] if 0 <= actor < state.players else None
        if word == STAKE and actor == ronda.bank:
            return violation(
                ViolationCode.APUESTA,
                "Eres la banca: la banca no apuesta, cubre lo que apuesta cada punto.",
                CASINO,
                text,
                legal if actor == state.to_move else [],
            )
        if word == CARTA and puesto is not None and puesto.done:
            code, why = (
                (ViolationCode.PASADO, "te has pasado de siete y medio: has perdido esta ronda")
                if puesto.bust
                else (ViolationCode.PLANTE, "te has plantado, y quien se planta no pide más cartas")
            )
            return violation(
                code,
                f"Con {names_list(puesto.cards)} ({said(puesto.points)}) {why}.",
                SIETE,
                text,
                [],
            )
        if actor != state.to_move:
            return violation(
                TURNO,
                f"No es tu turno: le toca al asiento {state.to_move + 1}.",
                CASINO,
                text,
                [],
            )
        return self._check_mover(state, text, word, amount, legal)

    def _check_mover(
        self, state: BancaState, text: str, word: str, amount: str, legal: list[str]
    ) -> Violation | None:
        """What the seat to move may not do: stake out of the stake phase or out of bounds, play before staking."""
        if word == STAKE and state.phase != APUESTA:
            return violation(
                FASE,
                "Las apuestas se hacen antes de pedir cartas: ahora pide carta o plántate.",
                SIETE,
                text,
                legal,
            )
        if word == STAKE and not (amount.isdigit() and MIN_STAKE <= int(amount) <= MAX_STAKE):
            return violation(
                ViolationCode.APUESTA,
                f"La apuesta va de {MIN_STAKE} a {MAX_STAKE} tantos; «{amount}» no vale.",
                None,
                text,
                legal,
            )
        if word != STAKE and state.phase == APUESTA:
            mine = state.ronda.puestos[state.to_move or 0].cards
            return violation(
                FASE,
                f"Primero apuesta: mira tu carta ({names_list(mine)}) y di cuántos tantos te juegas.",
                SIETE,
                text,
                legal,
            )
        return None

    # -- what happens ----------------------------------------------------------------------------------------------------
    def apply(self, state: BancaState, action: str, options: HandOptions) -> BancaState:
        ronda = state.ronda
        mover = state.to_move
        assert mover is not None
        word, _, amount = action.partition(":")
        if word == STAKE:
            ronda = _with_puesto(ronda, mover, replace(ronda.puestos[mover], stake=int(amount)))
            waiting = [seat for seat in ronda.punters if ronda.puestos[seat].stake == 0]
            if waiting:
                return _current(state, ronda, APUESTA, waiting[0])
            return _current(state, ronda, PEDIR, ronda.punters[0])
        puesto = ronda.puestos[mover]
        if word == CARTA:
            puesto = replace(puesto, cards=(*puesto.cards, ronda.stock[0]))
            ronda = replace(_with_puesto(ronda, mover, puesto), stock=ronda.stock[1:])
            if puesto.bust and mover != ronda.bank:
                paid = Transfer(mover, ronda.bank, puesto.stake, "pasarse de siete y medio", SIETE)
                ronda = replace(ronda, transfers=(*ronda.transfers, paid))
        else:
            ronda = _with_puesto(ronda, mover, replace(puesto, standing=True))
        if not ronda.puestos[mover].done:
            return _current(state, ronda, PEDIR, mover)
        waiting = [seat for seat in ronda.order if not ronda.puestos[seat].done]
        if waiting and not all(ronda.puestos[seat].bust for seat in ronda.punters):
            return _current(state, ronda, PEDIR, waiting[0])
        return self._next_round(state, _settled(ronda), options)

    def _next_round(self, state: BancaState, ronda: Ronda, options: HandOptions) -> BancaState:
        rondas = (*state.rondas[:-1], ronda)
        if ronda.number == state.rounds:
            over = replace(state, rondas=rondas, phase=FIN, to_move=None)
            return replace(over, result=_result(over))
        assert ronda.next_bank is not None
        fresh = self._deal(options, ronda.number + 1, ronda.next_bank)
        return replace(state, rondas=(*rondas, fresh), phase=APUESTA, to_move=fresh.punters[0])

    # -- what a seat sees --------------------------------------------------------------------------------------------------
    def view(self, state: BancaState, seat: int) -> BancaView:
        ronda = state.ronda
        jugadas = tuple(_jugada(ronda, other) for other in range(state.players))
        settled = state.rondas if ronda.over else state.rondas[:-1]
        return BancaView(
            game=self.slug,
            seat=seat,
            players=state.players,
            phase=state.phase,
            to_move=state.to_move,
            hand=ronda.puestos[seat].cards,
            sides=tuple(range(state.players)),
            bank=ronda.bank,
            ronda=ronda.number,
            rounds=state.rounds,
            jugadas=jugadas,
            stock_size=len(ronda.stock),
            scores=state.scores,
            finished=tuple(_played(done) for done in settled),
            legal_actions=tuple(self.legal_actions(state)) if seat == state.to_move else (),
            result=state.result,
            play_rules=self.play_rules,
        )


def _with_puesto(ronda: Ronda, seat: int, puesto: Puesto) -> Ronda:
    puestos = list(ronda.puestos)
    puestos[seat] = puesto
    return replace(ronda, puestos=tuple(puestos))


def _current(state: BancaState, ronda: Ronda, phase: str, to_move: int) -> BancaState:
    return replace(state, rondas=(*state.rondas[:-1], ronda), phase=phase, to_move=to_move)


def _jugada(ronda: Ronda, seat: int) -> Jugada:
    """A seat's cards as the others see them: all face up once it passed or the round is settled, otherwise all but
    the last (l. 1021)."""
    puesto = ronda.puestos[seat]
    covered = 0 if ronda.over or puesto.bust else 1
    shown = puesto.cards[: len(puesto.cards) - covered]
    return Jugada(seat, shown, covered, puesto.stake, puesto.standing, puesto.bust)


def _played(ronda: Ronda) -> RondaJugada:
    return RondaJugada(
        ronda.number,
        ronda.bank,
        tuple(puesto.cards for puesto in ronda.puestos),
        tuple(puesto.stake for puesto in ronda.puestos),
        ronda.transfers,
        ronda.next_bank,
    )


def _settled(ronda: Ronda) -> Ronda:
    """The round paid: the bank that passed pays every punter left; otherwise each punter left is compared with the
    bank (points, then fewer cards, then the bank, l. 1021). The bank passes to the first punter who beat it with
    siete y medio."""
    bank = ronda.puestos[ronda.bank]
    lines = list(ronda.transfers)
    next_bank = ronda.bank
    for seat in ronda.punters:
        puesto = ronda.puestos[seat]
        if puesto.bust:
            continue
        wins, concept = (
            (True, "pasarse la banca de siete y medio") if bank.bust else _against_bank(puesto, bank)
        )
        citation = SIETE if bank.bust else CASINO
        if wins:
            lines.append(Transfer(ronda.bank, seat, puesto.stake, concept, citation))
            if puesto.points == LIMIT and next_bank == ronda.bank:
                next_bank = seat
        else:
            lines.append(Transfer(seat, ronda.bank, puesto.stake, concept, citation))
    return replace(ronda, transfers=tuple(lines), over=True, next_bank=next_bank)


def _against_bank(puesto: Puesto, bank: Puesto) -> tuple[bool, str]:
    """Whether the punter beats the bank, and the concept of the payment."""
    mine, theirs = puesto.points, bank.points
    versus = f"{said(mine)} contra {said(theirs)}"
    if mine != theirs:
        return mine > theirs, (
            "ganar a la banca" if mine > theirs else "perder contra la banca"
        ) + f", {versus}"
    if len(puesto.cards) != len(bank.cards):
        return len(puesto.cards) < len(bank.cards), f"empate a {said(mine)}: gana quien usó menos cartas"
    return False, f"empate a {said(mine)} con tantas cartas: gana la banca, que juega la última"


def _result(state: BancaState) -> HandResult:
    scores = state.scores
    best = max(scores)
    winners = tuple(seat for seat, score in enumerate(scores) if score == best and best > 0)
    return make_result(
        "sesion",
        winners,
        None,
        None,
        (0,) * state.players,
        0,
        list(state.transfers),
        f"Al cabo de {state.rounds} rondas: "
        + ", ".join(f"el asiento {seat + 1} {score:+d}" for seat, score in enumerate(scores))
        + ".",
        BOTH,
    )
