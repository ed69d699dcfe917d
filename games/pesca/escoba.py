"""Whole partidas of the Escoba del 15 (catalogue l. 782–812): deal after deal until a side reaches 15 or 21.

Seats are numbered in playing order: the first deal is dealt by the last seat (the *pie*), three cards to each and
four face up on the table (five with five players), so seat 0 is its *mano*; each later deal passes to the right.
When every hand is empty the dealer gives three more each (four with five players) until the stock is spent
(l. 782, 792, 812). With ``variant=parejas`` four players play in two pairs, seats 0 and 2 against 1 and 3, and
each pair pools its cards and escobas (l. 812); ``variant=a-21`` plays to 21 instead of 15 (l. 810).

The actions: a card code throws that card to the table (``7O``); a capture names the hand card first and then the
table cards it takes, which must sum 15 with it (``7O+3C+5E``); ``sopla:5C+10O`` takes the card the previous
player just threw, when it made 15 with the table (here with the sota de oros), before playing one's own turn
(l. 790).

>>> import games
>>> hand = games.new_hand("escoba", deal=[["7O", "5B", "12C"], ["1C", "2C", "4E"], ["3C", "5E", "1O", "2B"]])
>>> [action for action in hand.legal_actions() if "+" in action]
['7O+3C+5E', '7O+1O+5E+2B', '5B+3C+5E+2B', '12C+3C+2B', '12C+5E']
>>> violation = hand.check("7O+3C+1O")
>>> violation.code, violation.explanation.split(":")[0]
('quince', 'Esas cartas suman 11, no 15')
>>> hand = hand.apply("7O+3C+5E")
>>> [str(card) for card in hand.view(1).table], hand.to_move
(['1O', '2B'], 1)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import ClassVar

from games.core.cards import DECK_40, Card
from games.core.citations import Citation
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
from games.core.result import partida_won
from games.core.trick import seat_name
from games.core.violations import CARTA, TURNO, Violation, ViolationCode
from games.pesca.rules import (
    COMER,
    FIFTEEN,
    PARTIDA,
    SOPLAR,
    Escoba,
    value,
)
from games.pesca.state import (
    COME,
    ESCOBA,
    FIN,
    JUEGO,
    MANO,
    RESTO,
    SOPLO,
    Capture,
    DealRecord,
    EscobaState,
)
from games.pesca.tanteo import tanteo
from games.pesca.view import EscobaView

PAREJAS = "parejas"
A_21 = "a-21"
SOPLA = "sopla:"
DECK_INDEX = {card: index for index, card in enumerate(DECK_40)}

INTERPRETATION = """\
Decisiones nuestras donde el catálogo calla: el primer reparto lo da el último asiento, así que el asiento 1 es \
mano, y cada reparto siguiente lo da el jugador de la derecha del anterior. Comer no es obligatorio (l. 786–790): \
quien tira una carta que hacía 15 con la mesa puede ser soplado por el siguiente jugador, solo en su turno y antes \
de jugar; el soplo se lleva esa carta y las de la mesa que sumaban 15 con ella, no cuenta como escoba y, si fue la \
última carta del reparto, ya no se puede soplar. Un soplo cuenta como cartas recogidas para el resto (l. 792). \
Escoba de mano: las cartas de la mesa suman 15, o 30 en dos grupos de 15 (escoba doble), también en los repartos \
siguientes de la partida. Si en un reparto nadie come, el resto no es de nadie. La setenta la disputan solo los \
bandos con una blanca (as a siete) de cada palo, y gana la suma mayor de sus blancas más altas; no se juegan los \
puntos extra de «algunos jugadores» (l. 808) ni la escoba real en mano (l. 800)."""

GRAMMAR = (
    "Una carta tira esa carta a la mesa: 7O. Para comer, la carta de la mano y luego las de la mesa: 7O+3C+5E "
    "(suman 15). Soplar la carta que acaba de tirar el anterior con las de la mesa: sopla:5C+12O."
)


def variant_set(variant: str | None) -> frozenset[str]:
    """The variants named in ``variant`` (``parejas+a-21``)."""
    return frozenset(variant.split("+")) if variant else frozenset()


def fifteens(total: int, cards: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """Every set of ``cards`` summing ``total``, each in the order of ``cards``.

    >>> from games.core.cards import parse_cards
    >>> [" ".join(map(str, found)) for found in fifteens(8, parse_cards("3C 5E 1O 7B 10O"))]
    ['3C 5E', '1O 7B', '10O']
    """
    found: list[tuple[Card, ...]] = []

    def search(start: int, left: int, chosen: tuple[Card, ...]) -> None:
        if left == 0:
            found.append(chosen)
            return
        for index in range(start, len(cards)):
            if value(cards[index]) <= left:
                search(index + 1, left - value(cards[index]), (*chosen, cards[index]))

    search(0, total, ())
    return found


def dealt(cards: Sequence[Card], size: int, mano: int, players: int) -> tuple[tuple[Card, ...], ...]:
    """``size`` cards to each seat from the top of ``cards``, the mano first."""
    return tuple(tuple(cards[size * ((seat - mano) % players) :][:size]) for seat in range(players))


def parse(action: str) -> tuple[bool, tuple[Card, ...]]:
    """Whether ``action`` is a soplo, and its cards (a throw is one card; a capture, the hand card first).

    :raises InvalidNotationError: for text that is not an action of the Escoba.
    """
    text = action.strip()
    soplo = text.lower().startswith(SOPLA)
    codes = text[len(SOPLA) :] if soplo else text
    cards = tuple(Card.parse(code) for code in codes.split("+"))
    if any(card not in DECK_INDEX for card in cards) or (soplo and len(cards) < 2):
        raise InvalidNotationError(f"no es una acción de la Escoba: {action!r}")
    return soplo, cards


def notation(soplo: bool, cards: tuple[Card, ...]) -> str:
    """The canonical action: the first card, then the others in the deck's order."""
    rest = sorted(cards[1:], key=DECK_INDEX.__getitem__)
    return (SOPLA if soplo else "") + "+".join(card.code for card in (cards[0], *rest))


def values_text(cards: tuple[Card, ...]) -> str:
    """«el siete de oros (7), la sota de copas (8)»: each card with its value in the count of 15."""
    return ", ".join(f"{card.with_article} ({value(card)})" for card in cards)


class EscobaRules(HandRules[EscobaState, EscobaView]):
    """The Escoba's partidas (see the module's docstring)."""

    slug = "escoba"
    name = "Escoba"
    players: ClassVar[tuple[int, ...]] = (2, 3, 4, 5)
    variants: ClassVar[tuple[str, ...]] = (PAREJAS, A_21)
    play_rules = Escoba()
    summary = Escoba.summary
    interpretation = INTERPRETATION
    grammar = GRAMMAR

    # -- the deal --------------------------------------------------------------------------------------------------
    def options(self, setup: Setup) -> HandOptions:
        """The options of a partida; ``deal`` gives the first deal: each seat's three cards, then the table's and,
        optionally, the stock's first cards (the rest of the deck follows in the seed's order).

        :raises InvalidNotationError: for a number of players or a variant the Escoba does not have, a pot or
            stakes, or a deal that is not three different cards to each seat and the table's cards.
        """
        count = setup.players if setup.players is not None else self.players[0]
        if count not in self.players:
            raise InvalidNotationError(
                f"la Escoba se juega entre dos, tres, cuatro o cinco, no entre {count} (l. 782)"
            )
        named = variant_set(setup.variant)
        if not named <= set(self.variants) or (PAREJAS in named and count != 4):
            raise InvalidNotationError(
                f"la Escoba no tiene la variante {setup.variant!r} con {count} jugadores"
            )
        if setup.pot or setup.stakes is not None:
            raise InvalidNotationError("en la Escoba no hay polla ni tantos previos: se cuentan en el tanteo")
        dealt = None
        if setup.deal is not None:
            dealt = tuple(tuple(Card.parse(code) for code in cards) for cards in setup.deal)
            every = [card for cards in dealt for card in cards]
            if (
                len(dealt) != count + 1
                or any(len(cards) != 3 for cards in dealt[:count])
                or len(dealt[count]) < self.table_size(count)
                or len(set(every)) != len(every)
                or not set(every) <= set(DECK_40)
            ):
                raise InvalidNotationError(
                    f"un reparto de la Escoba da tres cartas distintas de la baraja de 40 a cada uno de {count} y "
                    f"{self.table_size(count)} a la mesa (l. 782)"
                )
        return HandOptions(seed=setup.seed, players=count, variant=setup.variant, deal=dealt)

    @staticmethod
    def table_size(players: int) -> int:
        """Four cards face up on the table, five with five players (l. 782, 812)."""
        return 5 if players == 5 else 4

    def start(self, options: HandOptions) -> EscobaState:
        players = options.players
        named = variant_set(options.variant)
        sides = tuple(seat % 2 for seat in range(players)) if PAREJAS in named else tuple(range(players))
        empty = EscobaState(
            players=players,
            sides=sides,
            target=21 if A_21 in named else 15,
            phase=JUEGO,
            to_move=0,
            number=0,
            dealer=players - 1,
            hands=(),
            table=(),
            stock=(),
            captures=(),
            soplo=None,
            scores=(0,) * (max(sides) + 1),
            deals=(),
        )
        return self._deal(empty, options, 0)

    def _deal(self, state: EscobaState, options: HandOptions, number: int) -> EscobaState:
        """A new deal: three cards each from the mano on, the table's face up, and the escoba de mano (l. 798)."""
        players = state.players
        dealer = (players - 1 + number) % players
        mano = (dealer + 1) % players
        if number == 0 and options.deal is not None:
            given = [card for cards in options.deal for card in cards]
            rest = [card for card in DECK_40 if card not in given]
            random.Random(f"escoba|{options.seed}|0").shuffle(rest)
            hands = options.deal[:players]
            deck = [*options.deal[players], *rest]
        else:
            deck = list(DECK_40)
            random.Random(f"escoba|{options.seed}|{number}").shuffle(deck)
            hands = dealt(deck, 3, mano, players)
            deck = deck[3 * players :]
        size = self.table_size(players)
        table, stock = tuple(deck[:size]), tuple(deck[size:])
        captures: tuple[Capture, ...] = ()
        escobas = self.escobas_de_mano(table)
        if escobas:
            captures = (Capture(dealer, table, MANO, escobas),)
            table = ()
        return replace(
            state,
            phase=JUEGO,
            to_move=mano,
            number=number,
            dealer=dealer,
            hands=hands,
            table=table,
            stock=stock,
            captures=captures,
            soplo=None,
        )

    @staticmethod
    def escobas_de_mano(table: tuple[Card, ...]) -> int:
        """The dealer's escobas de mano: one when the table sums 15, two when it splits into two 15s (l. 798)."""
        total = sum(value(card) for card in table)
        if total == FIFTEEN:
            return 1
        if total == 2 * FIFTEEN and fifteens(FIFTEEN, table):
            return 2
        return 0

    def count(self, cards: tuple[Card, ...]) -> int:
        """What ``cards`` sum in the count of 15: as to siete their index, sota 8, caballo 9, rey 10 (l. 794)."""
        return sum(value(card) for card in cards)

    # -- what may be done ------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: EscobaState) -> list[str]:
        if state.to_move is None:
            return []
        hand = state.hands[state.to_move]
        actions: list[str] = []
        if state.soplo is not None:
            others = tuple(card for card in state.table if card != state.soplo)
            actions += [
                notation(True, (state.soplo, *found))
                for found in fifteens(FIFTEEN - value(state.soplo), others)
            ]
        for card in hand:
            actions += [
                notation(False, (card, *found)) for found in fifteens(FIFTEEN - value(card), state.table)
            ]
        return actions + [card.code for card in hand]

    def canonical(self, action: str) -> str:
        return notation(*parse(action))

    def check(self, state: EscobaState, action: str, seat: int | None = None) -> Violation | None:
        legal = self.legal_actions(state)
        if state.to_move is None:
            return violation(FASE, "La partida ha terminado: ya no se juega.", PARTIDA, action, [])
        if seat is not None and seat != state.to_move:
            return violation(
                TURNO,
                f"No es tu turno: juega {seat_name(state.to_move)}.",
                COMER,
                action,
                legal,
            )
        try:
            soplo, cards = parse(action)
        except InvalidNotationError:
            if "" in action.strip().split("+"):  # «Comer» with no card of the table named
                text = "Para comer, elige tu carta y también las cartas de la mesa que sumen 15 con ella."
            else:
                text = (
                    f"«{action}» no es una jugada de la Escoba. Puedes: {actions_list(legal)}. Para comer, nombra "
                    "tu carta y luego las de la mesa que suman 15 con ella; para tirar, solo tu carta."
                )
            return violation(ACCION, text, COMER, action, legal)
        problem = self._soplo_problem(state, cards) if soplo else self._play_problem(state, cards)
        if problem is None:
            return None
        code, explanation, citation = problem
        return violation(code, explanation, citation, action, legal)

    def _play_problem(
        self, state: EscobaState, cards: tuple[Card, ...]
    ) -> tuple[ViolationCode, str, Citation] | None:
        assert state.to_move is not None
        hand = state.hands[state.to_move]
        if cards[0] not in hand:
            return CARTA, f"No tienes {cards[0].with_article} en la mano.", COMER
        if len(cards) == 1:
            return None
        return self._taken_problem(state, cards, hand, COMER)

    def _soplo_problem(
        self, state: EscobaState, cards: tuple[Card, ...]
    ) -> tuple[ViolationCode, str, Citation] | None:
        if state.soplo is None:
            return (
                ViolationCode.SOPLO,
                "No hay nada que soplar: solo se sopla la carta que el jugador anterior acaba de tirar cuando "
                "hacía 15 con la mesa.",
                SOPLAR,
            )
        if cards[0] != state.soplo:
            return (
                ViolationCode.SOPLO,
                f"Solo puedes soplar la carta que acaba de tirar el jugador anterior, {state.soplo.with_article}: "
                f"nómbrala primero.",
                SOPLAR,
            )
        assert state.to_move is not None
        return self._taken_problem(state, cards, state.hands[state.to_move], SOPLAR)

    @staticmethod
    def _taken_problem(
        state: EscobaState, cards: tuple[Card, ...], hand: tuple[Card, ...], citation: Citation
    ) -> tuple[ViolationCode, str, Citation] | None:
        """What is wrong with the table cards of a capture or a soplo (the first card is checked already)."""
        taken = cards[1:]
        if len(set(cards)) != len(cards):
            return ACCION, "Has nombrado dos veces la misma carta.", citation
        for card in taken:
            if card in hand:
                return (
                    CARTA,
                    f"Se come con una sola carta tuya: {card.with_article} también es de tu mano, no de la mesa.",
                    COMER,
                )
            if card not in state.table:
                return CARTA, f"{card.with_article.capitalize()} no está en la mesa.", citation
        total = sum(value(card) for card in cards)
        if total != FIFTEEN:
            return (
                ViolationCode.QUINCE,
                f"Esas cartas suman {total}, no 15: {values_text(cards)}. Se come cuando la carta de la mano y "
                "las de la mesa suman 15 entre todas (sota 8, caballo 9, rey 10).",
                citation,
            )
        return None

    # -- playing -----------------------------------------------------------------------------------------------------
    def apply(self, state: EscobaState, action: str, options: HandOptions) -> EscobaState:
        soplo, cards = parse(action)
        seat = state.to_move
        assert seat is not None
        taken = set(cards[1:])
        table = tuple(card for card in state.table if card not in taken)
        if soplo:
            table = tuple(card for card in table if card != cards[0])
            return replace(
                state, table=table, soplo=None, captures=(*state.captures, Capture(seat, cards, SOPLO))
            )
        hands = tuple(
            tuple(card for card in hand if card != cards[0]) if index == seat else hand
            for index, hand in enumerate(state.hands)
        )
        captures = state.captures
        thrown = None
        if len(cards) > 1:
            escoba = not table
            captures = (*captures, Capture(seat, cards, ESCOBA if escoba else COME, int(escoba)))
        else:
            card = cards[0]
            thrown = card if fifteens(FIFTEEN - value(card), state.table) else None
            table = (*table, card)
        state = replace(state, hands=hands, table=table, captures=captures, soplo=thrown)
        return self._next(state, options)

    def _next(self, state: EscobaState, options: HandOptions) -> EscobaState:
        """The next seat's turn, after dealing again when the hands are empty, or the deal's end (l. 792)."""
        to_move = (state.to_move or 0) + 1
        to_move %= state.players
        if any(state.hands):
            return replace(state, to_move=to_move)
        if state.stock:
            size = 4 if state.players == 5 else 3  # «la segunda tanda ... de 4 cartas por jugador» (l. 812)
            hands = dealt(state.stock, size, state.mano, state.players)
            return replace(state, to_move=to_move, hands=hands, stock=state.stock[size * state.players :])
        return self._end_of_deal(state, options)

    def _end_of_deal(self, state: EscobaState, options: HandOptions) -> EscobaState:
        """The rest of the table to the last one who captured (l. 792), the tanteo, and the partida's end or the
        next deal (l. 802–810)."""
        captures = state.captures
        if state.last_capturer is not None:
            captures = (*captures, Capture(state.last_capturer, state.table, RESTO))
        sides = max(state.sides) + 1
        piles: list[list[Card]] = [[] for _ in range(sides)]
        escobas = [0] * sides
        for capture in captures:
            piles[state.sides[capture.seat]] += capture.cards
            escobas[state.sides[capture.seat]] += capture.escobas
        lines = tanteo(piles, escobas)
        scores = list(state.scores)
        for line in lines:
            scores[line.side] += line.points
        record = DealRecord(state.number, state.dealer, captures, state.table, lines, tuple(scores))
        state = replace(
            state, captures=captures, table=(), soplo=None, scores=tuple(scores), deals=(*state.deals, record)
        )
        top = max(scores)
        if top >= state.target and scores.count(top) == 1:
            return self._finish(state, scores.index(top))
        return self._deal(state, options, state.number + 1)

    def _finish(self, state: EscobaState, side: int) -> EscobaState:
        seats = tuple(seat for seat in range(state.players) if state.sides[seat] == side)
        names = " y ".join(seat_name(seat) for seat in seats)
        others = ", ".join(str(score) for index, score in enumerate(state.scores) if index != side)
        explanation = (
            f"{'Ganan' if len(seats) > 1 else 'Gana'} la partida {names}, con {state.scores[side]} tantos contra "
            f"{others}, en {len(state.deals)} {'repartos' if len(state.deals) > 1 else 'reparto'} (l. 810)."
        )
        tricks = tuple(state.scores[state.sides[seat]] for seat in range(state.players))
        result = partida_won(state.players, seats, tricks, explanation, PARTIDA)
        return replace(state, phase=FIN, to_move=None, result=result)

    # -- what a seat sees --------------------------------------------------------------------------------------------
    def view(self, state: EscobaState, seat: int) -> EscobaView:
        legal = tuple(self.legal_actions(state)) if state.to_move == seat else ()
        return EscobaView(
            game=self.slug,
            seat=seat,
            players=state.players,
            phase=state.phase,
            to_move=state.to_move,
            hand=state.hands[seat],
            sides=state.sides,
            dealer=state.dealer,
            table=state.table,
            hand_sizes=tuple(len(hand) for hand in state.hands),
            stock_size=len(state.stock),
            captures=state.captures,
            soplo=state.soplo,
            scores=state.scores,
            target=state.target,
            deals=state.deals,
            legal_actions=legal,
            result=state.result,
            play_rules=self.play_rules,
            ronda=state.number + 1,
        )
