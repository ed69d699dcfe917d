"""The sampled estimate for a real seat (:func:`games.estimate_for_seat`): what it reads of the view, its seeds, and
that it agrees with the exact solve where the seat has nothing left to guess."""

from __future__ import annotations

import random
from typing import Any

import pytest

import games
from games.core import estimate, solver
from games.core.cards import CARDS_BY_CODE


def tute_of_two(stock_out: bool, seed: int = 4) -> games.Hand[Any, Any]:
    """A Tute of two played by the experto to a turn of a seat with two legal cards or more: once the stock is out
    (the rival's hand is then all the seat does not see), or at the first such turn."""
    hand, rng = games.new_hand("tute", seed=seed, players=2), random.Random(seed)
    while not hand.is_over:
        assert hand.to_move is not None
        view = hand.view(hand.to_move)
        if sum(action in CARDS_BY_CODE for action in view.legal_actions) > 1 and (
            not stock_out or not view.stock_size
        ):
            return hand
        hand = hand.apply(games.choose(view, "experto", rng))
    raise AssertionError("la mano terminó sin esa jugada")


def open_solution(hand: games.Hand[Any, Any]) -> games.Solution:
    seat = hand.to_move
    assert seat is not None
    view = hand.view(seat)
    leader = view.trick_leader if view.trick else seat
    position = games.Position(
        view.play_rules, tuple(hand.view(other).hand for other in range(2)), view.trump, view.trick, leader
    )
    return games.solve(position)


def test_a_seat_with_nothing_to_guess_gets_the_exact_values() -> None:
    hand = tute_of_two(stock_out=True)
    assert hand.to_move is not None
    found = games.estimate_for_seat(hand.view(hand.to_move), samples=3, exact=10)
    assert found is not None and found.samples == 3
    assert dict(found.values) == dict(open_solution(hand).values)
    assert not any(found.errors.values())


def test_a_broken_playout_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    """An exact end that counts nothing must show against the solver."""
    monkeypatch.setattr(solver._Search, "value", lambda self: 0)
    hand = tute_of_two(stock_out=True)
    assert hand.to_move is not None
    found = games.estimate_for_seat(hand.view(hand.to_move), samples=1, exact=10)
    assert found is not None and dict(found.values) != dict(open_solution(hand).values)


def test_the_stock_is_drawn_only_where_the_players_draw() -> None:
    assert estimate.to_draw(tute_of_two(stock_out=False).view(0)) > 0
    assert estimate.to_draw(games.new_hand("tute", seed=1, players=4).view(0)) == 0
    assert estimate.to_draw(games.new_hand("julepe", seed=1).view(0)) == 0


def test_the_same_seed_gives_the_same_estimate_while_the_stock_lasts() -> None:
    hand = tute_of_two(stock_out=False)
    assert hand.to_move is not None
    view = hand.view(hand.to_move)
    assert view.stock_size

    def found(seed: int) -> games.SeatSolution | None:
        return games.estimate_for_seat(view, samples=4, budget=1e9, seed=seed)

    first = found(1)
    assert first is not None and first == found(1) and first.samples == 4
    assert set(first.values) == {code for code in view.legal_actions if code in CARDS_BY_CODE}
