"""«Repasa la mano»: every decision of the learner in a finished practice hand, marked, and the hand trick by trick.

After the hand every card is known, so each of the learner's cards is judged like a bridge double-dummy review:
:func:`games.solve` values every legal card of the position before it, with best play afterwards, and a card
that gives tricks or points away is named with the better card and the cost. A bid, a call or any other word is
compared with the *experto* computer player's, with the *Pista*'s reason. The refused attempts (renuncios and
other faults) are put back before the decision they were made at. Where the exact solve cannot reach (a monte still
to draw, more than :data:`MAX_CARDS` cards left), the card is judged as the seat could have judged it, by
:func:`games.estimate_for_seat` over deals of the cards it had not seen, within :data:`ESTIMATE_BUDGET` seconds (or
its share of the time left for the learner's decisions still to judge, if less): its mark says it is an estimate
over so many deals, and it names a cost only above :data:`CLEAR` and :data:`NOISE` standard errors. The work is
capped: a solve longer than :data:`PER_DECISION` seconds, and anything after :data:`BUDGET` seconds of solving, are
marked «sin análisis exacto».
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import games
from games.core.advice import reason
from games.core.cards import CARDS_BY_CODE, Card
from games.core.estimate import to_draw
from games.core.narration import describe, join_names, relative_seat, told
from games.core.trick import Position
from games.core.violations import ViolationCode
from tutor.practice.models import PracticeHand
from tutor.practice.table import AnyHand, actions_of, dealt

MAX_CARDS = (
    21  # cards left in all hands: seven tricks of three (issue #19: a Tresillo solve from trick 3 ≤ 50 ms)
)
BUDGET = 2.5  # seconds of solving for a whole hand; what comes after is left without an exact analysis
PER_DECISION = 0.25  # seconds of solving for one card at most
ESTIMATE_BUDGET = 0.1  # seconds of sampling for one card the exact solve cannot reach
ESTIMATE_SAMPLES = 24  # deals sampled for it at most
CLEAR = {"bazas": 0.5, "puntos": 5.0}  # what an estimated card must cost on average to be named costly…
NOISE = 2.0  # …and by how many standard errors of that cost at least

GOOD, COST, EXPERT, UNSOLVED = "buena", "coste", "experto", "sin-analisis"
UNITS = {"bazas": ("baza", "bazas"), "puntos": ("punto", "puntos")}


@dataclass(frozen=True, slots=True)
class Attempt:
    """A refused attempt of the learner: its code, whether it is a renuncio, the engine's explanation and source."""

    action: str
    code: str
    label: str
    is_renuncio: bool
    explanation: str
    source: str


@dataclass(slots=True)
class Decision:
    """One decision of the learner: the action (``step``: its place among the hand's actions) and its mark."""

    step: int
    action: str
    text: str
    mark: str = GOOD
    comment: str = ""
    cost: int = 0
    unit: str = ""
    samples: int = 0  # the deals an estimate was made over (0: an exact analysis, or none)
    better: tuple[str, ...] = ()  # the better card codes, or the experto's action
    attempts: list[Attempt] = field(default_factory=list)
    seconds: float = 0.0  # the time its judgement took


@dataclass(frozen=True, slots=True)
class Frame:
    """One trick of the replay: every hand face up before it, its cards by seat, and who took it."""

    number: int
    hands: tuple[tuple[str, tuple[str, ...]], ...]  # (seat's name, card codes) for every seat
    cards: tuple[tuple[str, str], ...]  # (seat's name, card code) in the order played
    winner: str


@dataclass(frozen=True, slots=True)
class Review:
    """The review of one hand: its decisions in order, the attempts not placed, the tricks, the time it took."""

    decisions: tuple[Decision, ...]
    unplaced: tuple[Attempt, ...]
    frames: tuple[Frame, ...]
    seconds: float


def open_position(hand: AnyHand) -> tuple[Position, tuple[int, ...]] | None:
    """The trick position of the seat to move with every hand known (the review is after the hand, when all are
    seen), and each of its seats' sides; ``None`` outside trick play, for a seat not in play, or where the
    position would not allow the very cards the hand allows."""
    seat = hand.to_move
    if seat is None:
        return None
    view = hand.view(seat)
    active = tuple(view.active) or tuple(range(view.players))
    if (
        not view.play_rules.plays_tricks
        or seat not in active
        or not any(card.code in view.legal_actions for card in view.hand)
    ):
        return None
    leader = view.trick_leader if view.trick and view.trick_leader is not None else seat
    position = Position(
        view.play_rules,
        tuple(hand.view(other).hand for other in active),
        view.trump,
        tuple(view.trick),
        active.index(leader),
        to_draw(view),
    )
    if set(position.legal_plays()) != {action for action in view.legal_actions if action in CARDS_BY_CODE}:
        return None  # a privilege the views do not show (the Rebesino's napolitana): no faithful position
    return position, tuple(view.sides[other] for other in active)


def review(record: PracticeHand, hand: AnyHand, *, budget: float | None = None) -> Review:
    """The review of the finished hand ``hand`` of ``record`` (see the module's docstring); ``budget``: seconds of
    solving in all (:data:`BUDGET` by default)."""
    budget = BUDGET if budget is None else budget
    start = time.perf_counter()
    me = record.seat
    moves = actions_of(record, hand)
    current = dealt(record.notation)
    decisions: list[tuple[Decision, AnyHand]] = []
    tape = TrickTape(me)
    spent = 0.0
    waiting = sum(move.seat == me for move in moves)  # the learner's decisions not judged yet
    for step, move in enumerate(moves):
        players = current.players
        if move.seat == me:
            decision = Decision(step, move.action, describe(move.action, me, me, players, move.trump))
            if spent < budget:
                began = time.perf_counter()
                judge(decision, current, me, min(PER_DECISION, budget - spent), (budget - spent) / waiting)
                decision.seconds = time.perf_counter() - began
                spent += decision.seconds
            else:
                decision.mark, decision.comment = (
                    UNSOLVED,
                    "Sin análisis exacto: se acabó el tiempo del repaso.",
                )
            waiting -= 1
            decisions.append((decision, current))
        after = current.apply(move.action)
        tape.step(current, move.seat, move.action, after)
        current = after
    unplaced = place_attempts(record, decisions)
    return Review(
        tuple(decision for decision, _ in decisions),
        tuple(unplaced),
        tuple(tape.frames),
        time.perf_counter() - start,
    )


class TrickTape:
    """The hand's tricks as they are played, for the replay: each with every hand before it and its taker."""

    def __init__(self, me: int) -> None:
        self.me = me
        self.frames: list[Frame] = []
        self.cards: list[tuple[int, str]] = []  # (seat, card code) of the trick being played
        self.hands: tuple[tuple[str, tuple[str, ...]], ...] = ()
        self.opened: Any = None  # the learner's view when the trick was opened

    def step(self, before: AnyHand, seat: int, action: str, after: AnyHand) -> None:
        """Follow one action: a card joins the trick; the trick ends when the table no longer shows it all (it
        was gathered, or the hand or the ronda was cut short, or the hand ended with it on the table: the Burro)."""
        if action in CARDS_BY_CODE:
            if not self.cards:
                self.opened = before.view(self.me)
                self.hands = tuple(
                    (self.name(other), tuple(card.code for card in before.view(other).hand))
                    for other in range(before.players)
                )
            self.cards.append((seat, action))
        if self.cards and (len(after.view(self.me).trick) < len(self.cards) or after.is_over):
            self.frames.append(
                Frame(
                    len(self.frames) + 1,
                    self.hands,
                    tuple((self.name(seat), code) for seat, code in self.cards),
                    self.taker(after),
                )
            )
            self.cards = []

    def taker(self, after: AnyHand) -> str:
        """Who took the trick, by the play's own rules (a parda for nobody; nobody when it was cut short); in a game
        no trick position plays (the Burro's passes, the Cinquillo's rows), the baza the hand has just recorded."""
        view = self.opened
        if not view.play_rules.plays_tricks:
            history = after.view(self.me).history
            if len(history) > len(view.history):
                return self.name(history[-1].winner)
            return "nadie: no se ha cerrado ninguna baza"
        active = tuple(view.active) or tuple(range(view.players))
        if len(self.cards) < len(active):
            return "nadie: la baza quedó sin terminar"
        winner = view.play_rules.trick_winner(
            tuple(CARDS_BY_CODE[code] for _, code in self.cards),
            active.index(self.cards[0][0]),
            len(active),
            view.trump,
        )
        return "nadie (parda)" if winner is None else self.name(active[winner])

    def name(self, seat: int) -> str:
        return relative_seat(seat, self.me, self.opened.players)


def judge(
    decision: Decision, hand: AnyHand, me: int, budget: float = PER_DECISION, share: float = ESTIMATE_BUDGET
) -> None:
    """Mark ``decision`` (taken in ``hand``): a card against the solver's values (solved within ``budget``
    seconds, or estimated within ``share`` of them at most), any other action against the experto's."""
    view = hand.view(me)
    players = view.players
    if decision.action not in CARDS_BY_CODE:
        rng = random.Random(f"{hand.notation}|experto")
        expert = games.choose(view, "experto", rng)
        if expert != decision.action:
            decision.mark, decision.better = EXPERT, (expert,)
            said = describe(expert, me, me, players, view.trump)
            why = told(reason(view, expert).text, me, players, view.trump)
            decision.comment = f"El experto habría elegido otra cosa: {said}. {why}"
        return
    found = open_position(hand)
    if found is None:
        decision.mark, decision.comment = UNSOLVED, "Sin análisis exacto de esta jugada."
        return
    position, sides = found
    if position.stock or sum(len(cards) for cards in position.hands) > MAX_CARDS:
        estimate(decision, position, view, min(ESTIMATE_BUDGET, budget, share))
        return
    try:
        solution = games.solve(position, sides=sides, budget=budget)
    except TimeoutError:
        decision.mark = UNSOLVED
        decision.comment = "Sin análisis exacto: esta posición pide más tiempo del que tiene el repaso."
        return
    if decision.action not in solution.values:
        decision.mark, decision.comment = UNSOLVED, "Sin análisis exacto de esta carta."
        return
    cost = solution.cost(decision.action)
    decision.unit = solution.unit
    if not cost:
        return
    decision.mark, decision.cost, decision.better = COST, cost, solution.best_cards
    decision.comment = cost_sentence(position, solution.best_cards, decision.action, cost, solution.unit)


def estimate(decision: Decision, position: Position, view: Any, budget: float) -> None:
    """Mark ``decision`` by the mean values of the cards over deals the learner could not tell apart (seeded by its
    place in the hand), within ``budget`` seconds: costly only when the mean cost is clear (see the module)."""
    solution = games.estimate_for_seat(view, samples=ESTIMATE_SAMPLES, budget=budget, seed=decision.step)
    if solution is None or decision.action not in solution.values:
        decision.mark, decision.comment = UNSOLVED, "Sin análisis de esta carta."
        return
    decision.unit, decision.samples = solution.unit, solution.samples
    among = f"Estimación sobre {solution.samples} repartos posibles de las cartas que no veías"
    cost = solution.cost(decision.action)
    if solution.samples < 2 or cost <= max(CLEAR[solution.unit], NOISE * solution.errors[decision.action]):
        decision.comment = f"{among}: ninguna carta era claramente mejor."
        return
    decision.mark, decision.cost, decision.better = COST, round(cost), solution.best_cards
    sentence = cost_sentence(position, solution.best_cards, decision.action, round(cost), solution.unit)
    decision.comment = f"{among}: {sentence[0].lower()}{sentence[1:-1]} de media."


def cost_sentence(position: Position, better: Sequence[str], played: str, cost: int, unit: str) -> str:
    """«Con el tres de copas ganabas la baza; el caballo de copas te costó 11 puntos»."""
    names = join_names([CARDS_BY_CODE[code].with_article for code in better])
    wins = position.trick and all(takes(position, CARDS_BY_CODE[code]) for code in better)
    what = "ganabas la baza" if wins and not takes(position, CARDS_BY_CODE[played]) else "jugabas mejor"
    one, many = UNITS.get(unit, (unit, unit))
    return f"Con {names} {what}; {CARDS_BY_CODE[played].with_article} te costó {cost} {one if cost == 1 else many}."


def takes(position: Position, card: Card) -> bool:
    """Whether ``card``, played now, wins the trick so far for the seat to move."""
    return position.play(card.code).trick_winner() == position.to_move


def place_attempts(record: PracticeHand, decisions: list[tuple[Decision, AnyHand]]) -> list[Attempt]:
    """Put each refused attempt (in the order made) before the first decision, from the last one placed on, where
    the engine refuses that action with that code; return those that fit nowhere."""
    unplaced: list[Attempt] = []
    at = 0
    for item in record.illegal:
        attempt = attempt_of(item)
        for index in range(at, len(decisions)):
            decision, hand = decisions[index]
            refused = hand.check(attempt.action, seat=record.seat) if hand.to_move == record.seat else None
            if refused is not None and str(refused.code) == attempt.code:
                decision.attempts.append(attempt)
                at = index
                break
        else:
            unplaced.append(attempt)
    return unplaced


def attempt_of(item: dict[str, Any]) -> Attempt:
    """A stored attempt (:meth:`PracticeHand.record_illegal`) with its code's label."""
    code = str(item.get("code", ""))
    known = code in ViolationCode._value2member_map_
    return Attempt(
        action=str(item.get("action", "")),
        code=code,
        label=ViolationCode(code).label if known else code,
        is_renuncio=ViolationCode(code).is_renuncio if known else False,
        explanation=str(item.get("explanation", "")),
        source=str(item.get("source", "")),
    )
