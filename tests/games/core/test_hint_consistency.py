"""Every *Pista* names a reason its card really has: checked from the position, apart from the advice's analysis,
over 200 seeded decisions of every game."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import games
from benchmarks.hints import decisions
from games.core import advice
from games.core.advice import CARD_CODES, Reason
from games.core.cards import CARDS_BY_CODE, Card
from games.core.rules import TRUMP
from games.ombre.rules import OmbreRules

WINNING = {"fallo", "pisa", "gana-barata", "gana"}
LOSING = {"carga", "companero", "guarda-matador", "salva-puntos", "pierde", "deja"}
LEADING = {"arrastra", "maestra", "salida-larga", "salida"}
TRUMPS = {"fallo", "pisa", "arrastra"}


@pytest.fixture(scope="module")
def views() -> list[games.SeatView]:
    return decisions()


SOLVED: dict[games.SeatView, games.SeatSolution | None] = {}


@pytest.fixture(autouse=True)
def solved_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each view is solved (or its estimate made) once for the module: each takes a time budget of its own."""
    solved = advice.solved

    def once(view: games.SeatView) -> games.SeatSolution | None:
        if view not in SOLVED:
            SOLVED[view] = solved(view)
        return SOLVED[view]

    monkeypatch.setattr(advice, "solved", once)


def faults(view: games.SeatView, action: str, code: str) -> list[str]:
    """What is false in giving ``code`` as the reason of ``action`` (empty: consistent)."""
    if action in CARDS_BY_CODE and games.GAMES[view.game].words.card_reason is not None:
        return shedding_faults(view, CARDS_BY_CODE[action], code)  # the Cinquillo's rows, the Burro's bazas
    if not view.play_rules.plays_tricks:  # the Escoba: a capture is «comer», a card thrown «tirar»
        return (
            []
            if code == ("comer" if "+" in action else "tirar") or ":" in action
            else [f"{code} para {action}"]
        )
    if action not in CARDS_BY_CODE:
        return [] if code == action.partition(":")[0] else [f"{code} para {action}"]
    card = CARDS_BY_CODE[action]
    rules = view.play_rules
    order = rules.order(view.trump)
    legal = [CARDS_BY_CODE[code] for code in view.legal_actions if code in CARDS_BY_CODE]
    seats = view.active or tuple(range(view.players))
    leader = view.trick_leader if view.trick_leader is not None else view.seat

    def winner(played: Card) -> int | None:
        index = rules.trick_winner((*view.trick, played), seats.index(leader), len(seats), view.trump)
        return None if index is None else seats[index]

    def trump(played: Card) -> bool:
        return view.trump is not None and order.suit_of[played] == TRUMP

    def points(played: Card) -> int | None:
        count = games.GAMES[view.game].hand_rules.count
        return None if rules.family == "truco" or count(()) is None else count((played,))

    def strength(played: Card) -> int:
        suit = order.suit_of[played]
        return order.power[played] + (1000 if suit == TRUMP else 0) if suit in (TRUMP, led) else -1

    led = order.suit_of[view.trick[0]] if view.trick else None
    wins = winner(card) == view.seat
    winners = [other for other in legal if winner(other) == view.seat]
    losers = [other for other in legal if winner(other) != view.seat]
    after = winner(card)
    partner = after is not None and after != view.seat and view.sides[after] == view.sides[view.seat]
    seen = {played for trick in view.history for played in trick.cards} | set(view.hand) | set(view.trick)
    ranking = rules.ranking(view.trump, order.suit_of[card])
    plain = [order.suit_of[held] for held in view.hand if not trump(held)]
    checks: dict[str, bool] = {
        "known code": code in CARD_CODES,
        "forzada: the only legal card": code != "forzada" or len(legal) == 1,
        "wins the trick": code not in WINNING or wins,
        "loses the trick": code not in LOSING or not wins,
        "leads": (code in LEADING) == (not view.trick) or code == "forzada",
        "a trump": code not in TRUMPS or trump(card),
        "on a plain suit": code not in {"fallo", "pisa"} or led != TRUMP,
        "over a trump": code != "pisa" or any(trump(played) for played in view.trick),
        "the lowest that wins": code != "gana-barata"
        or strength(card) == min(map(strength, winners), default=None),
        "the partner wins": code not in {"carga", "companero"} or partner,
        "the most points": code != "carga"
        or 0 < (points(card) or 0) == max(points(other) or 0 for other in legal),
        "the fewest points lost": code != "salva-puntos"
        or (
            points(card) is not None
            and points(card) == min((points(other) or 0 for other in losers), default=None)
        ),
        "nothing wins": code != "pierde" or not winners,
        "something would win": code != "deja" or bool(winners),
        "a matador kept": code != "guarda-matador"
        or (
            isinstance(rules, OmbreRules)
            and led == TRUMP
            and not trump(card)
            and bool(rules.matadores(view.trump) & set(view.hand))
        ),
        "the highest left": code != "maestra" or set(ranking[: ranking.index(card)]) <= seen,
        "the longest plain suit": code != "salida-larga"
        or plain.count(order.suit_of[card]) == max(map(plain.count, plain), default=None),
    }
    return [f"{code} para {action}: no es {name}" for name, holds in checks.items() if not holds]


def shedding_faults(view: Any, card: Card, code: str) -> list[str]:
    """The same for the games that give their own reasons (the Cinquillo's rows, the Burro's bazas)."""
    legal = [CARDS_BY_CODE[code] for code in view.legal_actions if code in CARDS_BY_CODE]
    power = {other: view.play_rules.card_power(other, None)[1] for other in legal}
    led = [played for played in view.trick if played.suit == view.trick[0].suit] if view.trick else []
    top = max((view.play_rules.card_power(played, None)[1] for played in led), default=0)
    lacking = {
        baza.cards[0].suit
        for baza in getattr(view, "history", ())
        if any(seat != view.seat and seat in view.active for seat in (*baza.drew, *baza.passed))
    }
    checks: dict[str, bool] = {
        "known code": code
        in {"forzada", "abre", "hilera", "salida-falta", "salida", "gana", "pierde", "deja"},
        "forzada: the only legal card": (code == "forzada") == (len(legal) == 1),
        "abre: a row not opened": code != "abre" or not view.row(card.suit),
        "hilera: an open row": code != "hilera" or bool(view.row(card.suit)),
        "leads": code not in {"salida", "salida-falta"} or not view.trick,
        "a suit another lacks": code != "salida-falta" or card.suit in lacking,
        "wins the baza": code != "gana" or power[card] > top,
        "nothing wins": code != "pierde" or all(value <= top for value in power.values()),
        "something would win": code != "deja" or any(value > top for value in power.values()),
    }
    return [f"{code} para {card.code}: no es {name}" for name, holds in checks.items() if not holds]


def inconsistencies(views: list[games.SeatView]) -> list[str]:
    found = []
    for view in views:
        action, why = advice.advise(view)
        assert action in view.legal_actions
        found += [f"{view.game}: {fault}" for fault in faults(view, action, why.code)]
        if why.solution is not None and advice.costs_too_much(why.solution, action):
            found.append(f"{view.game}: {action} cuesta {why.solution.cost(action)} según el solver")
    return found


def test_every_hint_names_what_its_card_does(views: list[games.SeatView]) -> None:
    assert len(views) == 200 and {view.game for view in views} == set(games.GAMES)
    assert inconsistencies(views) == []


def test_the_reasons_are_varied(views: list[games.SeatView]) -> None:
    codes = {advice.advise(view)[1].code for view in views}
    assert len(codes & set(CARD_CODES)) >= 10


def test_a_reason_drawn_at_random_is_caught(
    views: list[games.SeatView], monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(4)
    drawn: Callable[[advice.Play], Reason] = lambda play: Reason(rng.choice(CARD_CODES), "")  # noqa: E731
    monkeypatch.setattr(advice, "_card_reason", drawn)
    assert len(inconsistencies(views)) > 20


def test_the_solver_replaces_a_card_that_costs_too_much(
    views: list[games.SeatView], monkeypatch: pytest.MonkeyPatch
) -> None:
    worst: dict[int, str] = {}  # by view: the legal card the seat's sampled solve values least
    for view in views:
        solution = advice.solved(view)
        if solution is not None and len(worst) < 40:
            worst[id(view)] = (max if solution.fewest else min)(
                solution.values, key=solution.values.__getitem__
            )
    monkeypatch.setattr(advice, "choose", lambda view, level: worst.get(id(view), view.legal_actions[0]))
    replaced = 0
    for view in views:
        if id(view) in worst:
            action, why = advice.advise(view)
            assert why.solution is not None and not advice.costs_too_much(why.solution, action)
            replaced += action != worst[id(view)]
    assert len(worst) == 40 and replaced >= 5, replaced
