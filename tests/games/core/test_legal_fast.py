"""Cheap legality: ``legal_actions`` is computed once per state, and the Truco's yes/no path (no explanation worded,
a numbered envido judged with the others of its kind) finds the same legal set as the full check, which words every
refusal; on many random hands of every game, and a broken fast path is noticed."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

import games
from games.core.hand import Hand, once_per_state
from games.truco.grammar import ENVIDO, parse_action
from games.truco.hand import TrucoRules

# Each game's own computation of the legal set, behind the memo (taken before any test patches the rules).
UNMEMOISED = {slug: type(game.hand_rules).legal_actions.__wrapped__ for slug, game in games.GAMES.items()}
HANDS = {"truco": 12}  # a Truco hand is a whole match: fewer of them
DEFAULT_HANDS = 6


def full_path(hand: Hand[Any, Any]) -> list[str]:
    """The legal set as the full check finds it: for the Truco, every candidate the check lets through (each refusal
    worded) that is not a fault; for the others, the rules' own computation, bypassing the memo."""
    rules, state = hand.rules, hand.state
    if isinstance(rules, TrucoRules):
        mover = state.to_move
        return [
            action
            for action in rules._candidates(
                state, {ENVIDO: False}
            )  # every envido too, whatever the fast path says
            if rules.check(state, action) is None and not rules._is_fault(state, mover, parse_action(action))  # type: ignore[arg-type]
        ]
    return list(UNMEMOISED[rules.slug](rules, state))


def mismatches(slug: str, players: int, seeds: range) -> list[str]:
    """The states of random hands where the fast legal set differs from :func:`full_path` (the first of its hand),
    or where a legal action is refused by :meth:`Hand.check`, or a card of the deck outside the legal set is let
    through."""
    found: list[str] = []
    deck = [card.code for card in games.GAMES[slug].deck]
    for seed in seeds:
        rng = random.Random(seed)
        hand = games.new_hand(slug, seed=seed, players=players)
        while not hand.is_over:
            legal = hand.legal_actions()
            if legal != full_path(hand) or hand.legal_actions() != legal:
                found.append(f"{hand.notation}: {legal} != {full_path(hand)}")
                break  # the rest of this hand would stand on a wrong legal set
            refused = [action for action in legal if hand.check(action) is not None]
            passed = [code for code in deck if code not in legal and hand.check(code) is None]
            if refused or passed:
                found.append(f"{hand.notation}: refused {refused}, let through {passed}")
            hand = hand.apply(rng.choice(legal))
    return found


CASES = [(slug, players) for slug, game in games.GAMES.items() for players in game.players[:2]]


@pytest.mark.parametrize(("slug", "players"), CASES, ids=[f"{slug}-{n}" for slug, n in CASES])
def test_the_fast_legal_set_is_the_full_checks(slug: str, players: int) -> None:
    assert mismatches(slug, players, range(HANDS.get(slug, DEFAULT_HANDS))) == []


def test_a_fast_path_that_judges_the_retruco_with_the_truco_is_noticed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    accept = TrucoRules._accept

    def broken(self: TrucoRules, state: Any, action: str, verdicts: dict[str, bool | None]) -> bool | None:
        return accept(self, state, "truco" if action == "retruco" else action, verdicts)

    monkeypatch.setattr(TrucoRules, "_accept", broken)
    assert mismatches("truco", 2, range(2))


def test_a_memo_that_answers_another_state_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    first: dict[str, list[str]] = {}
    monkeypatch.setattr(
        type(games.GAMES["tute"].hand_rules),
        "legal_actions",
        lambda self, state: first.setdefault("", UNMEMOISED["tute"](self, state)),
    )
    assert mismatches("tute", 2, range(1))


def test_legal_actions_are_computed_once_per_state_and_handed_out_anew() -> None:
    calls: list[object] = []

    class Rules:
        @once_per_state
        def legal_actions(self, state: Any) -> list[str]:
            calls.append(state)
            return ["7O"]

    hand = games.new_hand("brisca", seed=1)
    rules = Rules()
    answer = rules.legal_actions(hand.state)
    answer.append("changed")
    assert rules.legal_actions(hand.state) == ["7O"]
    assert calls == [hand.state]
    twin = replace(hand.state)  # equal, but another state: asked again
    assert rules.legal_actions(twin) == ["7O"] and len(calls) == 2


def test_a_tute_action_computes_its_legal_set_once(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = games.new_hand("tute", seed=3, players=2)
    states: list[object] = []

    def counted(self: Any, state: Any) -> list[str]:
        states.append(state)
        return list(UNMEMOISED["tute"](self, state))

    monkeypatch.setattr(type(hand.rules), "legal_actions", once_per_state(counted))
    for _ in range(10):
        assert hand.to_move is not None
        view = hand.view(hand.to_move)
        hand = hand.apply(games.choose(view, "experto"))
    assert len(states) == len({id(state) for state in states}) == 10
