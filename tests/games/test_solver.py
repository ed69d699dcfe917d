"""The open-hand solver against an independent brute-force minimax, on random endings of every game.

Every game of :data:`games.GAMES` builds such endings with :func:`games.position`: none is skipped. The endings are
short (at most four tricks, fewer with more players, so that the brute force, which has no pruning, no table and
no reduction, stays quick), with random sides (partnerships, the maker against the rest, each alone), a random
leader and part of a trick already played.
"""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from collections.abc import Callable

import pytest

import games
from games.core import solver
from games.core.cards import Card

ENDINGS = 500
TRICKS_BY_PLAYERS = {2: 4, 3: 3, 4: 2}  # more players: two tricks
FEWEST = {"rebesino"}  # the aim is to take no trick


def count_of(slug: str) -> Callable[[tuple[Card, ...]], int | None] | None:
    """Card points where the game counts them (the Truco's count is the envido's, not the tricks')."""
    count = games.GAMES[slug].hand_rules.count
    return None if slug == "truco" or count(()) is None else count


def brute_force(position: games.Position, ours: frozenset[int]) -> dict[str, int]:
    """What the mover's side (``ours``) collects with each legal card, by plain minimax over the Position API."""
    slug = position.rules.slug
    count = count_of(slug)
    ultimas = 10 if count and getattr(games.GAMES[slug].hand_rules, "has_ultimas", False) else 0
    fewest = slug in FEWEST

    def after(pos: games.Position, code: str) -> int:
        following = pos.play(code)
        if not following.is_trick_complete:
            return value(following)
        winner = following.trick_winner()
        gain = (count(following.trick) or 0) if count else 1
        if following.is_over:
            gain += ultimas
        return (gain if winner in ours else 0) + value(following)

    def value(pos: games.Position) -> int:
        pos = pos.collected()
        if pos.is_over:
            return 0
        results = [after(pos, code) for code in pos.legal_plays()]
        wants_most = (pos.to_move in ours) != fewest
        return max(results) if wants_most else min(results)

    opened = position.collected()
    return {code: after(opened, code) for code in opened.legal_plays()}


def ending(slug: str, rng: random.Random) -> tuple[games.Position, tuple[int, ...]]:
    """A random ending of ``slug`` and random sides for it."""
    rules = games.GAMES[slug].rules
    players = rng.choice(rules.players)
    tricks = rng.randint(1, TRICKS_BY_PLAYERS.get(players, 2))
    deck = list(rules.deck)
    rng.shuffle(deck)
    hands = [[card.code for card in deck[seat * tricks : (seat + 1) * tricks]] for seat in range(players)]
    napolitana = rng.choice([None, rng.randrange(players)]) if slug == "rebesino" else None
    position = games.position(
        slug,
        hands=hands,
        trump=rng.choice("OCEB") if rules.has_trumps else None,
        leader=rng.randrange(players),
        napolitana=napolitana,
    )
    for _ in range(rng.randrange(players)):
        position = position.play(rng.choice(position.legal_plays()))
    return position, tuple(rng.randrange(2) for _ in range(players))


def disagreements(slug: str, endings: int, seed: int = 1) -> int:
    """How many random endings the solver values differently from the brute force."""
    rng = random.Random(seed)
    wrong = 0
    for _ in range(endings):
        position, sides = ending(slug, rng)
        mover = position.collected().to_move
        assert mover is not None
        ours = frozenset(seat for seat in range(position.players) if sides[seat] == sides[mover])
        wrong += dict(games.solve(position, sides=sides).values) != brute_force(position, ours)
    return wrong


TRICK_GAMES = sorted(slug for slug, game in games.GAMES.items() if game.rules.trick_play)


@pytest.mark.parametrize("slug", TRICK_GAMES)
def test_the_solver_agrees_with_brute_force(slug: str) -> None:
    assert disagreements(slug, ENDINGS) == 0


def test_a_broken_reduction_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Taking every pair of touching cards as one move, whatever their suit and points, must show."""
    build = solver._Search.__init__

    def careless(self: solver._Search, position: games.Position, sides: tuple[int, ...]) -> None:
        build(self, position, sides)
        self.tag = [0] * len(self.cards)

    monkeypatch.setattr(solver._Search, "__init__", careless)
    assert disagreements("tute", 100) > 0
    assert disagreements("tresillo", 100) > 0


def test_a_broken_table_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table that takes a lower bound for the exact value must show."""

    class Credulous(dict[tuple[int, ...], tuple[int, int, list[int]]]):
        def __setitem__(self, key: tuple[int, ...], entry: tuple[int, int, list[int]]) -> None:
            low, _, order = entry
            super().__setitem__(key, (low, low, order))

    build = solver._Search.__init__

    def credulous(self: solver._Search, position: games.Position, sides: tuple[int, ...]) -> None:
        build(self, position, sides)
        self.table = Credulous()

    monkeypatch.setattr(solver._Search, "__init__", credulous)
    assert disagreements("guinote", 100) > 0


def watch_moves(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Check that every set of moves the search tries is exactly what :meth:`Position.legal_plays` allows there;
    the list returned grows with each check."""
    checked: list[int] = []
    moves = solver._Search.moves

    def watched(
        self: solver._Search, seat: int, trick: list[int], leader: int, place: int
    ) -> list[tuple[int, int]]:
        found = moves(self, seat, trick, leader, place)
        hands = tuple(
            tuple(card for i, card in enumerate(self.cards) if hand >> i & 1) for hand in self.hands
        )
        here = games.Position(
            self.rules,
            hands,
            self.position.trump,
            tuple(self.cards[i] for i in trick),
            leader,
            napolitana=self.position.napolitana,
        )
        tried = {
            self.cards[i].code for _, members in found for i in range(len(self.cards)) if members >> i & 1
        }
        assert tried == set(here.legal_plays())
        checked.append(len(found))
        return found

    monkeypatch.setattr(solver._Search, "moves", watched)
    return checked


@pytest.mark.parametrize("slug", TRICK_GAMES)
def test_the_search_only_plays_what_the_rules_allow(slug: str, monkeypatch: pytest.MonkeyPatch) -> None:
    checked = watch_moves(monkeypatch)
    rng = random.Random(2)
    for _ in range(40):
        position, sides = ending(slug, rng)
        solution = games.solve(position, sides=sides)
        assert list(solution.values) == position.collected().legal_plays()
        assert set(solution.best_cards) <= set(solution.values)
    assert checked


def test_a_search_that_ignores_the_obligations_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    watch_moves(monkeypatch)
    monkeypatch.setattr(solver._Search, "_legal_function", lambda self: lambda seat, hand, *rest: hand)
    with pytest.raises(AssertionError):
        games.solve(games.position("tute", hands=[["1O", "4C"], ["3O", "12C"]], trump="E"))


def test_the_sides_by_default() -> None:
    guinote = games.position("guinote", hands=[["1O"], ["3O"], ["12O"], ["4O"]], trump="E")
    assert games.solve(guinote).side == (0, 2)
    tresillo = games.position("tresillo", hands=[["1O"], ["3O"], ["12O"]], trump="E")
    with pytest.raises(ValueError):
        games.solve(tresillo)
    assert games.solve(tresillo, maker=1).side == (0, 2)
    assert games.solve(games.position("julepe", hands=[["1O"], ["3O"], ["12O"]], trump="E")).side == (0,)


def test_what_is_counted() -> None:
    tute = games.solve(games.position("tute", hands=[["1O", "4C"], ["3O", "12C"]], trump="E"))
    assert (tute.unit, dict(tute.values), tute.best_cards, tute.cost("1O")) == (
        "puntos",
        {"1O": 21, "4C": 31},
        ("4C",),
        10,
    )
    brisca = games.solve(games.position("brisca", hands=[["1O", "4C"], ["3O", "12C"]], trump="E"))
    assert dict(brisca.values) == {"1O": 21, "4C": 21}  # no diez de últimas in the Brisca
    truco = games.solve(games.position("truco", hands=[["1E", "4C"], ["3O", "4O"]]))
    assert (truco.unit, dict(truco.values)) == ("bazas", {"1E": 1, "4C": 1})
    rebesino = games.solve(games.position("rebesino", hands=[["1O"], ["3O"], ["12C"], ["4C"]]))
    assert (rebesino.fewest, dict(rebesino.values)) == (True, {"1O": 1})


def test_stock_or_an_ended_play_is_refused() -> None:
    with pytest.raises(ValueError):
        games.solve(games.position("tute", hands=[["1O"], ["3O"]], trump="E", stock=4))
    with pytest.raises(ValueError):
        games.solve(games.position("tute", hands=[[], []], trump="E"))


# -- hidden hands ------------------------------------------------------------------------------------------------------
def test_a_seat_that_can_see_everything_gets_the_open_solution() -> None:
    position = games.position("tute", hands=[["1O", "4C", "7E"], ["3O", "12C", "2E"]], trump="E")
    seen = solver.solve_for_seat(
        "tute",
        0,
        ["1O", "4C", "7E"],
        [3, 3],
        trump="E",
        unseen=["3O", "12C", "2E"],
    )
    assert dict(seen.values) == dict(games.solve(position).values)
    assert seen.best_cards == games.solve(position).best_cards


def test_sampling_is_fixed_by_the_seed_and_respects_voids() -> None:
    def sample() -> games.SeatSolution:
        return games.solve_for_seat(
            "tresillo",
            1,
            ["1O", "3C", "12E"],
            [3, 3, 3],
            trump="O",
            maker=0,
            voids={2: ["T", "C"]},
            samples=6,
            budget=60.0,
            seed=5,
        )

    first, again = sample(), sample()
    assert first == again and first.samples == 6
    assert set(first.values) == {"1O", "3C", "12E"}


def test_the_deals_are_uniform_among_those_that_fit() -> None:
    cards = [Card.parse(code) for code in ("1O", "2O", "3C", "4C", "5E")]
    dealer = solver._Dealer(cards, [2, 2, 1], lambda card, seat: not (seat == 0 and card.suit.value == "O"))
    fitting = {
        (frozenset(a), frozenset(b))
        for a in itertools.combinations(cards, 2)
        for b in itertools.combinations([c for c in cards if c not in a], 2)
        if not any(card.suit.value == "O" for card in a)
    }
    rng = random.Random(3)
    seen = Counter(
        (frozenset(hands[0]), frozenset(hands[1])) for hands in (dealer.sample(rng) for _ in range(3000))
    )
    assert set(seen) == fitting
    expected = 3000 / len(fitting)
    assert all(0.7 * expected < n < 1.3 * expected for n in seen.values())


def test_no_fitting_deal_is_an_error() -> None:
    with pytest.raises(ValueError):
        games.solve_for_seat("tute", 0, ["1O"], [1, 1], trump="E", unseen=["3O"], voids={1: ["O"]})


def test_a_budget_stops_a_long_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """A solve with a budget reads the clock as it goes: past the deadline it stops; within it, the values are
    those of a solve without one."""
    deck = [card.code for card in games.DECK_40]
    random.Random(5).shuffle(deck)
    hands = [deck[first : first + 9] for first in (0, 9, 18)]
    position = games.position("tresillo", hands=hands, trump="O")
    ticks = iter(range(10**9))
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 1.0)  # one second per look
    with pytest.raises(TimeoutError):
        games.solve(position, maker=0, budget=2.5)
    monkeypatch.undo()
    small = ending("tresillo", random.Random(3))[0]
    assert games.solve(small, maker=0, budget=60).values == games.solve(small, maker=0).values
