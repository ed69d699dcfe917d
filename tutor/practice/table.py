"""Playing a stored practice hand: replay it, let the computer players move, and describe the table."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from django.db import transaction

import games
from games.bazas.base import BazaHand, BazaView
from games.core.cards import CARDS_BY_CODE, Card, Suit
from games.core.errors import InvalidNotationError
from games.core.hand import Hand
from games.core.narration import button_label, describe, describe_cante, join_names, relative_seat, told
from games.core.snapshot import restore, snapshot
from games.core.trick import TrickRecord
from games.ombre.hand import OmbreHand
from games.truco.hand import TrucoHand
from tutor.practice import store
from tutor.practice.banca_table import banca_context
from tutor.practice.guidance import what_to_do, why_won
from tutor.practice.models import PracticeHand, PracticeMove
from tutor.practice.scoring import explain_result

PACE = 0.8  # seconds between two computer moves shown after the learner's action
# Far more than any hand needs (a Chinchón partida played on by the others after the learner is eliminated
# included); a guard against a bot that could not finish.
MAX_BOT_MOVES = 5000


@dataclass(frozen=True, slots=True)
class Move:
    seat: int
    action: str
    trump: Suit | None = None  # the trumps when it was taken (tells the 40 from the 20 in a cante)
    ronda: int = 0  # the ronda of a partida of bazas it belongs to (0 in the other games)
    stock: int = 0  # the cards left in the monte when it was taken (the games of bazas; 0 in the others)

    @staticmethod
    def taken(view: games.SeatView, action: str) -> Move:
        """The move of ``action``, taken by the seat of ``view`` (its view of the hand just before)."""
        return Move(view.seat, action, view.trump, view.ronda, getattr(view, "stock_size", 0))

    def told(self, me: int, players: int) -> str:
        """The move in words, as the learner's seat sees it."""
        return describe(self.action, self.seat, me, players, self.trump)

    def row(self, record: PracticeHand, number: int) -> PracticeMove:
        """The move as the record keeps it, the ``number``-th of its hand."""
        trump = self.trump.value if self.trump else ""
        return PracticeMove(
            hand=record,
            number=number,
            seat=self.seat,
            action=self.action,
            trump=trump,
            ronda=self.ronda,
            stock=self.stock,
        )


AnyHand = Hand[Any, Any]
Context = dict[str, Any]
# The moves a table tells in its history (the last ones); the whole history has a page of its own.
TAIL = 30


def replay(record: PracticeHand) -> AnyHand:
    """The hand of the record: restored from its snapshot when the snapshot is of the record's version and names
    the same hand as its notation, otherwise replayed from the notation (which stays the truth)."""
    if record.snapshot and record.snapshot_version == record.version:
        with suppress(InvalidNotationError):  # a snapshot that is not this hand's: the notation decides
            return restore(bytes(record.snapshot), record.notation)
    return Hand.from_notation(record.notation)


def dealt(notation: str) -> AnyHand:
    """The hand of ``notation`` as dealt, before any action (cheap: its header only)."""
    return Hand.from_notation(notation.partition("|")[0] + "|")


def moves_between(before: AnyHand, after: AnyHand) -> list[Move]:
    """The actions ``after`` adds to ``before``, with the seat that took each (and its trumps, ronda and monte)."""
    moves: list[Move] = []
    current = before
    for action in after.actions[len(before.actions) :]:
        seat = current.to_move
        assert seat is not None
        moves.append(Move.taken(current.view(seat), action))
        current = current.apply(action)
    return moves


def snapshot_of(hand: AnyHand, version: int) -> dict[str, Any]:
    """The record's fields that keep ``hand`` as its ``version``, so that the next request does not replay it."""
    return {"snapshot": snapshot(hand), "snapshot_version": version}


def move_rows(record: PracticeHand, first: int, moves: Sequence[Move]) -> list[PracticeMove]:
    """The rows that keep ``moves``, the ``first``-th action of ``record`` and those after it."""
    return [move.row(record, first + index) for index, move in enumerate(moves)]


def keep_every_move(record: PracticeHand, hand: AnyHand) -> list[Move]:
    """Store every move of ``hand``, the saved ``record``'s, from the deal (and return them)."""
    moves = moves_between(dealt(hand.notation), hand)
    store.add_rows(move_rows(record, 0, moves))
    return moves


def window(
    record: PracticeHand, hand: AnyHand, since: int, ronda: int | None = None
) -> tuple[int, list[Move]]:
    """The moves of the hand from the ``since``-th on (and, when ``ronda`` is given, every move of that ronda, which
    is the last one), with the number of the first: as stored when they happened, not worked out again. They are
    those read with the record (its ``recent``) when these hold them all, else read now.

    A record whose rows are missing or are not its notation's (an unsaved one, or one whose rows were lost) gets
    them anew from the deal: the notation stays the truth."""
    total = len(hand.actions)
    since = max(0, min(since, total))
    if record.pk is not None:
        held = record.recent.holding(since, ronda) if record.recent is not None else None
        kept = as_stored(held, since, hand) if held is not None else None
        if kept is None:
            kept = as_stored(store.stored_moves(record.pk, since, ronda), since, hand)
        if kept is not None:
            return kept
    if record.pk is None:
        moves = moves_between(dealt(hand.notation), hand)
    else:
        with transaction.atomic():
            record.move_rows.all().delete()
            moves = keep_every_move(record, hand)
    first = min([since] + [number for number, move in enumerate(moves) if move.ronda == ronda])
    return first, moves[first:]


def as_stored(stored: Sequence[store.Row], since: int, hand: AnyHand) -> tuple[int, list[Move]] | None:
    """The stored rows as :func:`window` gives them, or None when they are not the hand's last actions in order,
    from the ``since``-th or before."""
    first = stored[0][0] if stored else since
    if first > since or [row[0] for row in stored] != list(range(first, len(hand.actions))):
        return None
    if [row[2] for row in stored] != list(hand.actions[first:]):
        return None
    return first, [
        Move(seat, action, Suit(trump) if trump else None, in_ronda, stock)
        for _, seat, action, trump, in_ronda, stock in stored
    ]


def actions_of(record: PracticeHand, hand: AnyHand) -> list[Move]:
    """Every action of the hand so far, as stored when it happened."""
    return window(record, hand, 0)[1]


def bots_move(hand: AnyHand, learner: int, level: str, log: list[Move] | None = None) -> AnyHand:
    """Let the computer players act until it is the learner's turn or the hand is over (each move appended to
    ``log`` when given)."""
    for _ in range(MAX_BOT_MOVES):
        seat = hand.to_move
        if seat is None or seat == learner:
            return hand
        view = hand.view(seat)
        rng = random.Random(f"{hand.notation}|{level}")
        action = games.choose(view, level, rng)
        if log is not None:
            log.append(Move.taken(view, action))
        hand = hand.apply(action)
    raise RuntimeError("los jugadores del ordenador no terminan la mano")


def start(
    game: str, seed: int, seat: int, level: str, players: int | None = None, variant: str | None = None
) -> AnyHand:
    """A fresh deal of ``game`` (with ``players``, or the game's usual number, and a ``variant`` among its
    modalities), played by the computer up to the learner's first turn.
    """
    return bots_move(games.new_hand(game, seed=seed, players=players, variant=variant), seat, level)


# -- what every table shows ------------------------------------------------------------------------------------------
ViewT = TypeVar("ViewT", bound=games.SeatView, covariant=True)


@dataclass(frozen=True, slots=True)
class Table(Generic[ViewT]):
    """What every table starts from: the learner's view (of the family's own view class), the moves it tells (the
    last ones, from the ``first``-th on), the learner's legal actions, the shared context (record, rules, history,
    the computer's replies…)."""

    view: ViewT
    moves: list[Move]
    legal: list[str]
    context: Context = field(default_factory=dict)
    first: int = 0

    @property
    def me(self) -> int:
        return self.view.seat

    @property
    def players(self) -> int:
        return int(self.view.players)

    def seat(self, seat: int) -> str:
        return relative_seat(seat, self.me, self.players)

    def told(self, text: str) -> str:
        """An engine text (a result, a ronda's line) with the names this table gives the seats."""
        return told(text, self.me, self.players, self.view.trump)

    def since(self, number: int) -> list[Move]:
        """The moves from the ``number``-th on (those the table holds)."""
        return self.moves[max(0, number - self.first) :]

    def history(self, moves: Sequence[Move] | None = None) -> list[str]:
        """The ``moves`` (all the table holds by default) in words, as the learner's seat sees them."""
        return [move.told(self.me, self.players) for move in (self.moves if moves is None else moves)]

    def recent(self) -> Context:
        """The last :data:`TAIL` moves in words (``lines``), the number of the first (``start``, from 1), and how
        many came before them (``earlier``: the whole history is on the hand's history page)."""
        total = self.first + len(self.moves)
        start = max(self.first, total - TAIL)
        return {"lines": self.history(self.since(start)), "start": start + 1, "earlier": start}


# The families whose table tells every move of the ronda under way (a deal of a partida of bazas: Tute's remate).
WHOLE_RONDA = frozenset({"bazas"})


def tells_whole_ronda(game: str) -> bool:
    """Whether ``game``'s table tells the whole ronda under way (False for a name that is no game's)."""
    rules = games.GAMES.get(game)
    return rules is not None and rules.family in WHOLE_RONDA


def table_basics(record: PracticeHand, hand: Hand[Any, ViewT], shown_from: int | None) -> Table[ViewT]:
    """The learner's view and what every table template shows, from what the learner's seat may see only.

    ``shown_from``: the first move made by this request (the learner's own); the computer's moves after it are
    revealed one by one (:data:`PACE` seconds apart). The table holds the last :data:`TAIL` moves, those of this
    request, and every move of the ronda under way when the game's table tells it (:func:`tells_whole_ronda`).
    """
    me = record.seat
    view = hand.view(me)
    players = view.players
    total = len(hand.actions)
    new_from = shown_from if shown_from is not None else total
    first, moves = window(
        record, hand, min(new_from, total - TAIL), view.ronda if tells_whole_ronda(record.game) else None
    )
    replies = [
        {
            "text": m.told(me, players),
            "code": m.action if m.action in CARDS_BY_CODE else "",
            "name": CARDS_BY_CODE[m.action].name if m.action in CARDS_BY_CODE else "",
            "delay": f"{index * PACE:.1f}s",
        }
        for index, m in enumerate(m for m in moves[max(0, new_from - first) :] if m.seat != me)
    ]
    table = Table(
        view,
        moves,
        list(view.legal_actions) if view.to_move == me else [],
        first=first,
        context={
            "record": record,
            "view": view,
            "rules": games.GAMES[record.game],
            "replies": replies,
            "my_turn": view.to_move == me,
            "result": view.result,
            "help_on": record.help_mode == PracticeHand.Help.ON,
            "guidance": what_to_do(view),
            "score_parties": explain_result(view),
        },
    )
    table.context["result_text"] = table.told(view.result.explanation) if view.result is not None else ""
    return table


def trick_seats(leader: int, count: int, players: int, active: Sequence[int] = ()) -> list[int]:
    """The seats that played the first ``count`` cards of a trick led by ``leader`` (only ``active`` seats play,
    when given: the Julepe's players, a punta pair of the Truco)."""
    order = [(leader + step) % players for step in range(players)]
    playing = [seat for seat in order if seat in active]
    return (playing if len(playing) >= count else order)[:count]


def trick_cards(table: Table[games.SeatView], delays: dict[str, str] | None = None) -> list[dict[str, str]]:
    """The trick on the table, each card with the seat that played it (and its delay when the computer just did)."""
    view = table.view
    seats = trick_seats(view.trick_leader or 0, len(view.trick), table.players, view.active)
    return [
        {"code": c.code, "name": c.name, "seat": table.seat(s), "delay": (delays or {}).get(c.code, "")}
        for c, s in zip(view.trick, seats, strict=True)
    ]


def reply_delays(table: Table[games.SeatView]) -> dict[str, str]:
    """The delay of each card the computer has just played (to show it land on the table with its reply)."""
    return {reply["code"]: reply["delay"] for reply in table.context["replies"] if reply["code"]}


def hand_buttons(
    table: Table[games.SeatView], cards: Sequence[Card], sort: bool = True
) -> list[dict[str, Any]]:
    """The learner's cards as buttons: the action each one takes (a play, or a discard in the exchange), whether
    it is legal now; sorted by suit (trumps first) and power under the view's trumps unless ``sort`` is false.
    """
    legal = table.legal
    discards = {a.partition(":")[2]: a for a in legal if a.startswith("descarta:")}
    if sort:
        trump = table.view.trump
        order = table.view.play_rules.order(trump)
        suits = {"T": 0, "O": 1, "C": 2, "E": 3, "B": 4}
        cards = sorted(cards, key=lambda c: (suits.get(order.suit_of.get(c, ""), 5), -order.power.get(c, 0)))
    buttons = []
    for card in cards:
        action = card.code if card.code in legal else discards.get(card.code, "")
        label = f"Descartar {card.with_article}" if action.startswith("descarta:") else card.name
        buttons.append(
            {"code": card.code, "name": card.name, "action": action, "legal": bool(action), "label": label}
        )
    return buttons


def action_buttons(actions: Sequence[str], trump: Suit | None = None) -> list[dict[str, str]]:
    return [{"value": a, "label": button_label(a, trump)} for a in actions]


def last_trick(table: Table[games.SeatView], record: TrickRecord | None) -> Context:
    """The last finished trick: its cards, who played each, who won it and why."""
    if record is None:
        return {"last_trick": None, "last_trick_cards": [], "last_trick_why": None}
    seats = trick_seats(record.leader, len(record.cards), table.players, table.view.active)
    return {
        "last_trick": record,
        "last_trick_cards": [
            {"code": c.code, "name": c.name, "seat": table.seat(s), "won": s == record.winner}
            for c, s in zip(record.cards, seats, strict=True)
        ],
        "last_trick_why": why_won(table.view, record),
    }


# -- the Ombre family ------------------------------------------------------------------------------------------------
def table_context(record: PracticeHand, hand: OmbreHand, shown_from: int | None = None) -> Context:
    """What the table template needs, from what the learner's seat may see only."""
    table = table_basics(record, hand, shown_from)
    table.context["history"] = table.recent()
    view, me, players = table.view, table.me, table.players
    legal = table.legal
    other_actions = [a for a in legal if a not in CARDS_BY_CODE and not a.startswith("descarta:")]
    seats = []
    maker = games.GAMES[record.game].words.maker
    for seat in range(players):
        role = ""
        if view.jugador is not None:
            role = maker if seat == view.jugador else "compañero" if seat == view.partner else "contra"
        seats.append(
            {
                "index": seat,
                "name": table.seat(seat),
                "cards": view.hand_sizes[seat],
                "tricks": view.tricks_won[seat],
                "role": role,
                "to_move": view.to_move == seat,
                "me": seat == me,
            }
        )
    return (
        table.context
        | last_trick(table, view.history[-1] if view.history else None)
        | {
            "seats": seats,
            "hand_cards": hand_buttons(table, view.hand),
            "other_actions": action_buttons(other_actions),
            "trick": trick_cards(table, reply_delays(table)),
            "trump_name": view.trump.spanish if view.trump else "",
            "named_by": by_whom(table, view.jugador, "lo nombraste tú", "lo nombró {}"),
            "named_by_summary": by_whom(table, view.jugador, "nombrado por ti", "nombrado por {}"),
            "maker": maker,
            "called_name": view.called.name if view.called else "",
            "held_by": by_whom(table, view.partner, "lo tienes tú", "lo tiene {}"),
            "favorito_name": view.favorito.spanish if view.favorito else "",
        }
    )


def by_whom(table: Table[games.SeatView], seat: int | None, mine: str, other: str) -> str:
    """A short clause about ``seat``, with the verb agreeing: «lo nombraste tú», «lo nombró Derecha» (``""``: nobody)."""
    if seat is None:
        return ""
    return mine if seat == table.me else other.format(table.seat(seat))


# -- the Truco -------------------------------------------------------------------------------------------------------
def truco_context(record: PracticeHand, hand: TrucoHand, shown_from: int | None = None) -> Context:
    """What the Truco table needs, from what the learner's seat may see only."""
    table = table_basics(record, hand, shown_from)
    table.context["history"] = table.recent()
    view, me, players = table.view, table.me, table.players
    legal = table.legal
    numbered = [a for a in legal if a.partition(":")[0] in ("envido", "tantos") and a.partition(":")[2]]
    others = [a for a in legal if a not in CARDS_BY_CODE and a not in numbered]
    mine = view.side

    def side_name(side: int) -> str:
        return "Tu lado" if side == mine else "Los contrarios"

    return table.context | {
        "hand_cards": hand_buttons(table, view.hand, sort=False),
        "other_actions": action_buttons(others),
        "numbered": action_buttons(numbered),
        "seats": [
            {
                "index": s,
                "name": table.seat(s),
                "cards": view.hand_sizes[s],
                "to_move": view.to_move == s,
                "me": s == me,
                "mano": s == view.mano,
                "partner": s != me and view.sides[s] == mine,
            }
            for s in range(players)
        ],
        "trick": trick_cards(table),
        "bazas": [
            {
                "cards": [c.name for c in baza.cards],
                "winner": "parda" if baza.winner is None else table.seat(baza.winner),
                "why": why_won(view, baza),
            }
            for baza in view.bazas
        ],
        "scores": [
            {"name": side_name(side), "tantos": view.scores[side], "halves": view.halves[side]}
            for side in range(len(view.scores))
        ]
        if len(view.scores) == 2
        else [],
        "words": [describe(w.word, w.seat, me, players) for w in view.words],
        "senas": view.senas,
        "last_tiro": [table.told(t.describe(view.sides)) for t in view.tiros[-1].lines] if view.tiros else [],
    }


# -- the games of bazas (Tute, Guiñote, Brisca, Julepe, Malilla, Rebesino) -------------------------------------------
def baza_context(record: PracticeHand, hand: BazaHand, shown_from: int | None = None) -> Context:
    """What the table of a game of bazas needs (any game of the family ``bazas``), from the learner's BazaView only."""
    table = table_basics(record, hand, shown_from)
    view, me, players = table.view, table.me, table.players
    trump = view.trump
    others = [a for a in table.legal if a not in CARDS_BY_CODE and not a.startswith("descarta:")]
    cards = hand_buttons(table, view.hand)
    shown = set(view.hand) | set(view.played) | set(view.discards) | {view.pinta}
    return (
        table.context
        | last_trick(table, view.history[-1] if view.history else None)
        | {
            "seats": [
                {
                    "index": s,
                    "name": table.seat(s),
                    "cards": view.hand_sizes[s],
                    "tricks": view.tricks_won[s],
                    "to_move": view.to_move == s,
                    "me": s == me,
                    "mano": s == view.mano,
                    "partner": s != me and view.sides[s] == view.side,
                    "out": bool(view.active) and s not in view.active,
                    "numbered": table.seat(s).startswith("Asiento"),
                }
                for s in range(players)
            ],
            "sides": [
                {
                    "name": side_name(table, side),
                    "numbers": side_numbers(table, side),
                    "mine": side == view.side,
                    "tantos": view.points[side] if side < len(view.points) else 0,
                    "card_points": view.card_points[side] if side < len(view.card_points) else 0,
                    "juegos": view.juegos[side] if side < len(view.juegos) else 0,
                }
                for side in range(view.sides_count)
            ],
            "hand_cards": cards,
            "other_actions": action_buttons(others, trump),
            "trick": trick_cards(table, reply_delays(table)),
            "trump_name": trump.spanish if trump else "",
            "pinta": view.pinta,
            "cantes": [describe_cante(c.seat, c.suit, c.points, me, players) for c in view.cantes],
            "words": [
                describe(word, seat, me, players, trump)
                for seat, word in view.announcements
                if not word.startswith("cante:") and word != "tute"  # the cantes have a list of their own
            ],
            "discards": [{"code": c.code, "name": c.name} for c in view.discards],
            "seen": [{"code": c.code, "name": c.name} for c in view.seen if c not in shown],
            "rondas": [
                {"number": r.number, "lines": [table.told(line) for line in r.lines]} for r in view.rondas
            ],
            "ronda_over": rondas_ended(table, shown_from),
            "monte_over": monte_over(table, shown_from),
            # The ronda under way move by move (the finished ones are told by their lines, in ``rondas``).
            "history_ronda": {
                "number": view.ronda,
                "lines": table.history([move for move in table.moves if move.ronda == view.ronda]),
            },
            "legal_names": legal_cards(cards),
            "won": view.result is not None and me in view.result.winners,
        }
    )


def legal_cards(cards: list[dict[str, Any]]) -> str:
    """For the screen reader's summary, with help on: «Puedes jugar: …» or «Puedes descartarte de: …»."""
    legal = [card for card in cards if card["legal"]]
    if not legal:
        return ""
    verb = "descartarte de" if legal[0]["action"].startswith("descarta:") else "jugar"
    return f"Puedes {verb}: " + ", ".join(card["name"] for card in legal) + "."


def side_name(table: Table[BazaView], side: int) -> str:
    """A side of a game of bazas by its seats, as the learner sees them: «Tú», «Tú y Enfrente», «Derecha»."""
    return join_names([table.seat(s) for s in range(table.players) if table.view.sides[s] == side])


def side_numbers(table: Table[BazaView], side: int) -> str:
    """A side by its seat numbers, as the engine's lines of each ronda name it: «asiento 2», «asientos 1 y 3»."""
    numbers = [str(s + 1) for s in range(table.players) if table.view.sides[s] == side]
    return ("asientos " if len(numbers) > 1 else "asiento ") + join_names(numbers)


def monte_over(table: Table[BazaView], shown_from: int | None) -> str:
    """When the cards played in this request drew the last of the monte: the game's obligations from now on, in its
    rules' own words and passage (``""`` otherwise, and in the games whose stock is not drawn in the play)."""
    view = table.view
    made = table.since(shown_from) if shown_from is not None else []
    if not made or view.stock_size or view.result is not None:
        return ""
    first = made[0]
    if first.action not in CARDS_BY_CODE or not first.stock or first.ronda != view.ronda:
        return ""
    rules = view.play_rules
    return f"Obligaciones de {rules.name} desde ahora: {rules.obligations} Fuente: {rules.play_citation}."


def rondas_ended(table: Table[BazaView], shown_from: int | None) -> list[dict[str, Any]]:
    """The rondas that ended with the moves of this request (the learner's and the computer's replies)."""
    made = table.since(shown_from) if shown_from is not None else []
    if not made:
        return []
    first = made[0].ronda
    return [
        {"number": r.number, "lines": [table.told(line) for line in r.lines]}
        for r in table.view.rondas
        if r.number >= first
    ]


from tutor.practice.combinaciones_table import combinaciones_context  # noqa: E402 (it builds on the helpers above)
from tutor.practice.pesca_table import pesca_context  # noqa: E402 — it builds on the helpers above

# -- which table each game sits at -----------------------------------------------------------------------------------
Builder = Callable[[PracticeHand, AnyHand, int | None], Context]


def layout(game: str) -> tuple[Builder, str]:
    """The context builder and the template of ``game``'s table: one per kind of hand (its family)."""
    return TABLES[games.GAMES[game].family]


# Imported here, where every helper it takes from this module is defined (it builds on table_basics).
from tutor.practice.cinquillo_table import cinquillo_context  # noqa: E402
from tutor.practice.mus_table import mus_context  # noqa: E402 — it builds on the helpers above

TABLES: dict[str, tuple[Builder, str]] = {
    "ombre": (table_context, "practice/table.html"),
    "bazas": (baza_context, "practice/bazas.html"),
    "truco": (truco_context, "practice/truco.html"),
    "banca": (banca_context, "practice/banca.html"),
    "combinaciones": (combinaciones_context, "practice/combinaciones.html"),
    "pesca": (pesca_context, "practice/pesca.html"),
    "mus": (mus_context, "practice/mus.html"),
    "cinquillo": (cinquillo_context, "practice/cinquillo.html"),
}

# The games the table can seat: every game whose family has a table (a new family is listed once it has one).
TABLE_GAMES = tuple(slug for slug, game in games.GAMES.items() if game.family in TABLES)
