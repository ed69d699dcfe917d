"""The Cinquillo (catalogue, l. 505) and the Seises it varies (l. 1968–1972), with the cabrón of both (l. 507, 1974–1976).

All the cards are dealt, the same number to each (l. 1968). The holder of the five of oros (the six in the
``seises`` variant) is mano and opens with it; then each in turn lays on the table a card of a suit that follows a
row of that suit up or down, or the five (six) of another suit, which opens that suit's row; who cannot play says
``paso``. The first to lay down all his cards wins: 5 points, and 1 for each card the others still hold, which
each of them loses (l. 1970). In the ``cabron`` variant any card of a row's suit beyond either of its ends may be
laid, so the cards skipped can never be played; the hand ends when nobody can play, and it scores as l. 1976 says.
The ``dinero`` variant plays for money (l. 1972): each puts 2 tantos in the plato, 1 more at every pass, and the
winner takes the plato.

>>> import games
>>> hand = games.new_hand("cinquillo", deal=[
...     ["5O", "4O", "6C", "1E", "2E", "3E", "4E", "5E", "6E", "7E"],
...     ["6O", "5C", "4C", "7O", "10E", "11E", "12E", "1B", "2B", "3B"],
...     ["3O", "2O", "1O", "10O", "11O", "12O", "3C", "2C", "1C", "7C"],
...     ["10C", "11C", "12C", "4B", "5B", "6B", "7B", "10B", "11B", "12B"]])
>>> hand.legal_actions()
['5O']
>>> hand = hand.apply("5O")
>>> hand.legal_actions()
['6O', '5C']
>>> hand.check("7O").code
'hilera'
>>> hand = hand.apply("6O").apply("paso")
>>> hand.view(3).rows[0]
(Card.parse('5O'), Card.parse('6O'))
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import ClassVar

from games.bazas.base import variant_names
from games.cinquillo.base import (
    BARAJA_48,
    CATALOGUE,
    PASO,
    Ended,
    ShedGame,
    ShedRules,
    holders,
    next_holder,
    without,
)
from games.core.cards import CARDS_BY_CODE, DECK_40, SUITS, Card, Suit, names_list
from games.core.citations import Citation, cite
from games.core.hand import HandOptions, once_per_state, violation
from games.core.result import HandResult, Transfer, make_result
from games.core.rules import GameRules
from games.core.view import SeatBasics
from games.core.violations import CARTA, Violation, ViolationCode

HILERA = ViolationCode.HILERA  # a card that does not fit the rows on the table
PASO_CODE = ViolationCode.PASO  # passing when a card can be played

SEISES = "seises"  # the six opens, and the rows are built from the sixes (l. 1968)
CABRON = "cabron"  # any card of the row's suit beyond its end (l. 1974)
DINERO = "dinero"  # for money: a stake each, and a half stake at every pass (l. 1972)
STAKE, PASS_STAKE = 2, 1  # «20 centavos» and «la mitad … 10 centavos» (l. 1972), in tantos

CINQUILLO_PASSAGE = cite(CATALOGUE, "CINQUILLO", 505)
CABRON_CINQUILLO = cite(CATALOGUE, "CINQUILLO CABRÓN", 507)
PLAY = cite(CATALOGUE, "SEISES", 1968)
SCORE = cite(CATALOGUE, "SEISES", 1970)
MONEY = cite(CATALOGUE, "SEISES", 1972)
CABRON_PLAY = cite(CATALOGUE, "SEISES CABRÓN", 1974)
CABRON_SCORE = cite(CATALOGUE, "SEISES CABRÓN", 1976)
OUT_BONUS = 5  # «sumando 5 puntos» (l. 1970), and the cabrón's «otros 5 puntos extra» (l. 1976)

INTERPRETATION = """\
El cinquillo se juega como los seises (l. 505), con el cinco por carta base. El catálogo no dice qué carta sigue \
al siete en la baraja de 40: el sitio entiende que la sota, como en el orden de la baraja. Con 40 cartas se juega \
entre 4, 5 u 8, y con 48 entre 3, 4, 6 u 8, para que todos reciban las mismas (l. 1968). Una mano se juega sola: \
los puntos de la l. 1970 son su resultado, y la partida a una cantidad de puntos queda para la mesa. En el cabrón \
la mano acaba cuando nadie puede poner más cartas, y el premio de los ganadores empatados se reparte por igual, \
sin fracciones. Por dinero (variante), la puesta es de 2 tantos y cada pase de 1, la mitad (l. 1972)."""


def ladder(deck: tuple[Card, ...]) -> tuple[int, ...]:
    """The ranks of one suit in their order: 1–7, sota, caballo, rey (1–12 with the 48-card deck)."""
    return tuple(sorted({card.rank for card in deck}))


class Cinquillo(ShedGame):
    """The Cinquillo's metadata and card order (its rows go by rank; there are no tricks)."""

    slug = "cinquillo"
    name = "Cinquillo"
    aliases = ("seises", "cinquillo cabrón", "seises cabrón")
    players = (4, 3, 5, 6, 8)
    deck = DECK_40
    hand_size = {4: 10, 3: 16, 5: 8, 6: 8, 8: 5}
    summary = (
        "Se reparten todas las cartas; abre el cinco de oros y cada uno pone en la mesa la carta que sigue, hacia "
        "arriba o hacia abajo, en la hilera de su palo. Quien no puede, pasa; gana quien se queda antes sin cartas."
    )
    obligations = (
        "Se pone una carta del mismo palo que siga a una hilera por arriba o por abajo, o un cinco que abre la "
        "hilera de otro palo; solo pasa quien no puede poner ninguna (l. 505, l. 1968)."
    )
    play_citation = PLAY
    interpretation = INTERPRETATION


@dataclass(frozen=True, slots=True)
class CinquilloState(Ended):
    """A hand of Cinquillo: each seat's cards, each suit's row (its cards, lowest first), the cards laid in order,
    the passes of each seat, whose turn it is and the result."""

    hands: tuple[tuple[Card, ...], ...]
    rows: tuple[tuple[Card, ...], ...]  # by suit, in the order of SUITS; empty while the suit is not opened
    laid: tuple[tuple[int, str], ...]  # every move: (seat, card code or «paso»)
    passes: tuple[int, ...]
    to_move: int | None
    opening: Card
    ladder: tuple[int, ...]
    cabron: bool
    result: HandResult | None = None


@dataclass(frozen=True, slots=True)
class CinquilloView(SeatBasics):
    """What one seat sees: its own cards, the rows on the table, how many cards each seat holds, the moves so far —
    never another seat's cards."""

    sides: tuple[int, ...]
    rows: tuple[tuple[Card, ...], ...]  # by suit, in the order of SUITS
    laid: tuple[tuple[int, str], ...]
    hand_sizes: tuple[int, ...]
    passes: tuple[int, ...]
    base: int  # the rank that opens every row: the five, or the six in the Seises
    ladder: tuple[int, ...]  # the ranks of a suit in their order
    cabron: bool
    legal_actions: tuple[str, ...]
    result: HandResult | None
    play_rules: GameRules = field(repr=False, compare=False)
    trick: tuple[Card, ...] = ()
    trick_leader: None = None
    history: tuple[()] = ()
    trump: None = None
    maker: None = None
    active: tuple[int, ...] = ()
    ronda: int = 0

    def visible_cards(self) -> frozenset[Card]:
        return frozenset(self.hand) | frozenset(card for row in self.rows for card in row)

    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """The rows opened so far, one per suit."""
        return tuple(row for row in self.rows if row)

    def row(self, suit: Suit) -> tuple[Card, ...]:
        return self.rows[SUITS.index(suit)]


def openings(state: CinquilloState) -> list[Card]:
    """The cards the rows take now, whoever holds them: each open row's neighbours (with the cabrón, every card of
    its suit beyond an end), each unopened suit's base card; only the opening card before anything is laid."""
    if not any(state.rows):
        return [state.opening]
    fits: list[Card] = []
    for suit, row in zip(SUITS, state.rows, strict=True):
        if not row:
            fits.append(Card(state.opening.rank, suit))
            continue
        low, high = state.ladder.index(row[0].rank), state.ladder.index(row[-1].rank)
        below = state.ladder[:low] if state.cabron else state.ladder[max(low - 1, 0) : low]
        above = state.ladder[high + 1 :] if state.cabron else state.ladder[high + 1 : high + 2]
        fits.extend(Card(rank, suit) for rank in (*reversed(below), *above))
    return fits


def playable(state: CinquilloState, seat: int) -> list[Card]:
    """The cards of ``seat`` the rows take now."""
    held = set(state.hands[seat])
    return [card for card in openings(state) if card in held]


class CinquilloRules(ShedRules[CinquilloState, CinquilloView]):
    """Whole hands of Cinquillo, Seises and their cabrón."""

    slug = "cinquillo"
    name = "Cinquillo"
    players = Cinquillo.players
    variants = (SEISES, CABRON, DINERO, BARAJA_48)
    play_rules = Cinquillo()
    deck_players: ClassVar[dict[int, tuple[int, ...]]] = {
        3: (48,),
        4: (40, 48),
        5: (40,),
        6: (48,),
        8: (40, 48),
    }
    summary = Cinquillo.summary
    interpretation = INTERPRETATION
    grammar = "Una carta (7O, 10C…) que entre en una hilera, o «paso» si no puedes poner ninguna."

    def citation(self) -> Citation:
        return PLAY

    def start(self, options: HandOptions) -> CinquilloState:
        names = variant_names(options.variant)
        deck = self.deck(options)
        hands, _ = self.dealt(options, len(deck) // options.players)
        opening = Card(6 if SEISES in names else 5, Suit.OROS)
        opener = next(seat for seat, hand in enumerate(hands) if opening in hand)
        return CinquilloState(
            hands=hands,
            rows=((),) * 4,
            laid=(),
            passes=(0,) * options.players,
            to_move=opener,
            opening=opening,
            ladder=ladder(deck),
            cabron=CABRON in names,
        )

    @once_per_state
    def legal_actions(self, state: CinquilloState) -> list[str]:
        if state.to_move is None:
            return []
        cards = playable(state, state.to_move)
        return [card.code for card in cards] if cards else [PASO]

    def refuse(self, state: CinquilloState, action: str, allowed: list[str]) -> Violation:
        seat = state.to_move
        assert seat is not None
        citation = self.rule_passage(state)
        if action == PASO:
            cards = [CARDS_BY_CODE[code] for code in allowed]
            return violation(
                PASO_CODE,
                f"No puedes pasar: puedes poner {names_list(cards)}. Solo pasa quien no puede jugar.",
                citation,
                action,
                allowed,
            )
        card = CARDS_BY_CODE[action]
        if card not in state.hands[seat]:
            return violation(CARTA, f"No tienes {card.with_article} en la mano.", citation, action, allowed)
        return violation(HILERA, self.misfit(state, card, allowed), citation, action, allowed)

    def rule_passage(self, state: CinquilloState) -> Citation:
        """The passage of the rule of laying cards in this hand's game."""
        if state.cabron:
            return CABRON_PLAY if state.opening.rank == 6 else CABRON_CINQUILLO
        return PLAY if state.opening.rank == 6 else CINQUILLO_PASSAGE

    def misfit(self, state: CinquilloState, card: Card, allowed: list[str]) -> str:
        """Why ``card`` does not fit the rows, naming it, its row and what the seat could lay instead."""
        could = names_list([CARDS_BY_CODE[code] for code in allowed]) if allowed != [PASO] else ""
        instead = f" Puedes poner {could}." if could else " No puedes poner ninguna carta: pasa."
        if not any(state.rows):
            return (
                f"{card.with_article.capitalize()} no abre: la mano se abre con {state.opening.with_article}."
            )
        row = state.rows[SUITS.index(card.suit)]
        suit = card.suit.spanish
        if not row:
            base = Card(state.opening.rank, card.suit)
            return (
                f"{card.with_article.capitalize()} no entra: la hilera de {suit} no está abierta, y se abre "
                f"con {base.with_article}.{instead}"
            )
        span = f"la hilera de {suit} va de {row[0].with_article} a {row[-1].with_article}"
        if row[0].rank < card.rank < row[-1].rank:
            return (
                f"{card.with_article.capitalize()} no entra: {span}, y lo que queda en medio ya no se puede "
                f"poner.{instead}"
            )
        return (
            f"{card.with_article.capitalize()} no entra: {span}, y solo se pone la carta que sigue por arriba o "
            f"por abajo.{instead}"
        )

    def apply(self, state: CinquilloState, action: str, options: HandOptions) -> CinquilloState:
        seat = state.to_move
        assert seat is not None
        if action == PASO:
            passes = tuple(n + (s == seat) for s, n in enumerate(state.passes))
            state = replace(state, passes=passes, laid=(*state.laid, (seat, PASO)))
        else:
            card = CARDS_BY_CODE[action]
            index = SUITS.index(card.suit)
            row = tuple(sorted((*state.rows[index], card), key=lambda c: state.ladder.index(c.rank)))
            rows = state.rows[:index] + (row,) + state.rows[index + 1 :]
            hands = tuple(without(hand, card) if s == seat else hand for s, hand in enumerate(state.hands))
            state = replace(state, hands=hands, rows=rows, laid=(*state.laid, (seat, action)))
        return self.after(state, seat, options)

    def after(self, state: CinquilloState, seat: int, options: HandOptions) -> CinquilloState:
        """The next turn, or the end: the first seat out (the cabrón: when nobody can lay a card)."""
        if not state.cabron and not state.hands[seat]:
            return replace(state, to_move=None, result=self.first_out(state, seat, options))
        if state.cabron and not any(playable(state, s) for s in holders(state.hands)):
            return replace(state, to_move=None, result=self.closed(state, options))
        return replace(state, to_move=next_holder(state.hands, seat))

    def first_out(self, state: CinquilloState, winner: int, options: HandOptions) -> HandResult:
        """The Seises' score (l. 1970): 5 points and 1 for each card the others hold, which each of them loses."""
        left = tuple(len(hand) for hand in state.hands)
        lines = [
            Transfer(None, winner, OUT_BONUS, "quedarse el primero sin cartas", SCORE, "punto", "tanteo")
        ]
        lines += [
            Transfer(seat, winner, left[seat], "las cartas que le quedan", SCORE, "punto")
            for seat in range(options.players)
            if seat != winner
        ]
        return make_result(
            "gana",
            (winner,),
            None,
            None,
            (0,) * options.players,
            0,
            self.money(state, (winner,), options) or lines,
            f"El asiento {winner + 1} se queda el primero sin cartas y gana la mano.",
            SCORE,
        )

    def closed(self, state: CinquilloState, options: HandOptions) -> HandResult:
        """The cabrón's score (l. 1976): a point for each card laid; who holds fewest cards wins as many as the
        others hold (shared when tied), and 5 more if he laid them all."""
        left = tuple(len(hand) for hand in state.hands)
        fewest = min(left)
        winners = tuple(seat for seat in range(options.players) if left[seat] == fewest)
        laid = [
            sum(1 for s, action in state.laid if s == seat and action != PASO) for seat in range(len(left))
        ]
        prize = (sum(left) - fewest * len(winners)) // len(winners)
        lines = [
            Transfer(None, seat, laid[seat], "las cartas que ha puesto", CABRON_SCORE, "punto", "tanteo")
            for seat in range(options.players)
        ]
        for seat in winners:
            lines.append(
                Transfer(None, seat, prize, "las cartas de sus rivales", CABRON_SCORE, "punto", "tanteo")
            )
            if not fewest:
                lines.append(
                    Transfer(None, seat, OUT_BONUS, "ponerlas todas", CABRON_SCORE, "punto", "tanteo")
                )
        names = " y ".join(f"el asiento {seat + 1}" for seat in winners)
        return make_result(
            "gana",
            winners,
            None,
            None,
            (0,) * options.players,
            0,
            self.money(state, winners, options) or lines,
            f"Las hileras quedan cerradas; {names} se queda con menos cartas.",
            CABRON_SCORE,
        )

    def money(self, state: CinquilloState, winners: tuple[int, ...], options: HandOptions) -> list[Transfer]:
        """Playing for money (l. 1972), instead of points: the stakes and the passes go to the plato, and the
        winner takes it (none without the ``dinero`` variant)."""
        if DINERO not in variant_names(options.variant):
            return []
        lines = [Transfer(seat, None, STAKE, "la puesta", MONEY) for seat in range(options.players)]
        lines += [
            Transfer(seat, None, n * PASS_STAKE, "sus pases", MONEY) for seat, n in enumerate(state.passes)
        ]
        pot = STAKE * options.players + PASS_STAKE * sum(state.passes)
        share, rest = divmod(pot, len(winners))
        lines += [
            Transfer(None, seat, share + (index < rest), "el plato", MONEY)
            for index, seat in enumerate(winners)
        ]
        return lines

    def view(self, state: CinquilloState, seat: int) -> CinquilloView:
        return CinquilloView(
            **self.basics(state, seat),
            rows=state.rows,
            laid=state.laid,
            passes=state.passes,
            base=state.opening.rank,
            ladder=state.ladder,
            cabron=state.cabron,
            play_rules=self.play_rules,
        )
