"""«Repasa la mano» while the monte lasts: a card the exact solve cannot reach is judged over sampled deals."""

from __future__ import annotations

import random
import time

import pytest

import games
from games.core.cards import Card
from tutor.practice import review as reviewing
from tutor.practice.models import PracticeHand
from tutor.practice.review import COST, Decision, estimate, open_position, review
from tutor.practice.table import AnyHand, bots_move, start

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("review_without_clock")]
SEAT = 0
COUNT = games.GAMES["tute"].hand_rules.count


def points(card: Card) -> int:
    return COUNT((card,)) or 0


def giveaway(hand: AnyHand) -> tuple[str, str] | None:
    """On a rival's lead of no points while the monte lasts: a plain as the learner would lose to it (a gift of 11
    points) and a card of no points it could throw instead, both of suits neither led nor trumps."""
    view = hand.view(SEAT)
    if hand.to_move != SEAT or not view.stock_size or len(view.trick) != 1 or points(view.trick[0]):
        return None
    others = [card for card in view.hand if card.suit not in (view.trick[0].suit, view.trump)]
    aces = [card.code for card in others if card.rank == 1]
    blanks = [card.code for card in others if not points(card)]
    return (aces[0], blanks[0]) if aces and blanks else None


def played(gift: bool) -> tuple[PracticeHand, AnyHand, int, tuple[str, str]]:
    """A Tute of two played by the experto but for the first giveaway chance: the as given (``gift``) or the card
    of no points thrown; the hand's record, the finished hand, that decision's step and the two cards."""
    for seed in range(1, 40):
        hand = start("tute", seed, SEAT, "experto", players=2)
        rng = random.Random(seed)
        chance: tuple[int, tuple[str, str]] | None = None
        while not hand.is_over:
            offered = giveaway(hand) if chance is None else None
            if offered is not None:
                chance = (len(hand.actions), offered)
                action = offered[0] if gift else offered[1]
            else:
                action = games.choose(hand.view(SEAT), "experto", rng)
            hand = bots_move(hand.apply(action, seat=SEAT), SEAT, "experto")
        if chance is not None:
            record = PracticeHand(game="tute", seed=seed, seat=SEAT, notation=hand.notation)
            return record, hand, *chance
    raise AssertionError("ninguna mano con un as que regalar")


def decision_at(record: PracticeHand, hand: AnyHand, step: int) -> Decision:
    return next(d for d in review(record, hand).decisions if d.step == step)


def test_an_as_given_away_while_the_monte_lasts_is_costed_with_a_better_card():
    record, hand, step, (ace, blank) = played(gift=True)
    marked = decision_at(record, hand, step)
    assert (marked.mark, marked.action, marked.unit) == (COST, ace, "puntos")
    assert marked.cost > reviewing.CLEAR["puntos"] and marked.samples == reviewing.ESTIMATE_SAMPLES
    assert marked.better and ace not in marked.better
    assert f"{marked.samples} repartos" in marked.comment


def test_the_card_of_no_points_thrown_instead_is_not_blamed():
    record, hand, step, (_, blank) = played(gift=False)
    marked = decision_at(record, hand, step)
    assert (marked.mark, marked.action, marked.cost, marked.better) == ("buena", blank, 0, ())
    assert marked.samples == reviewing.ESTIMATE_SAMPLES


def test_the_estimate_is_seeded_and_keeps_to_its_budget():
    hand = start("guinote", 3, SEAT, "experto")
    view = hand.view(SEAT)
    assert view.stock_size
    found = open_position(hand)
    assert found is not None and found[0].stock

    def judged(budget: float) -> Decision:
        decision = Decision(len(hand.actions), view.legal_actions[0], "")
        estimate(decision, found[0], view, budget)
        return decision

    assert judged(1e9) == judged(1e9)
    began = time.perf_counter()
    quick = judged(0.05)
    assert 1 <= quick.samples < reviewing.ESTIMATE_SAMPLES and time.perf_counter() - began < 1.0
