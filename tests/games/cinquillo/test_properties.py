"""Property tests of the Cinquillo and the Burro: thousands of seeded games played to the end by random legal
actions, every step checked against an oracle written here from the catalogue, never from the engine.

At every step: the cards are all there, each once; no seat's view holds another seat's cards; the legal actions are
the oracle's; each Cinquillo row is a run through its base card (contiguous, except in the cabrón, where the gaps
are blocked); the notation replays. At the end: the oracle's winner (or burro) and the Seises' score (l. 1970).
One test breaks the engine on purpose and shows the checks notice.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields
from typing import Any

import pytest

import games
from games.cinquillo import cinquillo
from games.core.cards import DECK_40, DECK_48, SUITS, Card

GAMES = 1000  # seeded games of each game, over its player counts and variants
CINQUILLO = [
    (4, None),
    (5, None),
    (3, None),
    (4, "seises"),
    (4, "cabron"),
    (6, "seises+cabron"),
    (8, "dinero"),
]
BURRO = [(4, None), (2, None), (3, None), (6, None), (4, "cinco"), (5, "baraja-48")]


def cards_in(value: Any) -> set[Card]:
    """Every card anywhere in a view's fields (the rules object aside), however deep."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list, set, frozenset)):
        return {card for item in value for card in cards_in(item)}
    if hasattr(value, "__dataclass_fields__"):
        return {
            card for f in fields(value) if f.name != "play_rules" for card in cards_in(getattr(value, f.name))
        }
    return set()


def private(hand: games.Hand) -> None:  # type: ignore[type-arg]
    """No view holds a card of another seat's hand."""
    views = [hand.view(seat) for seat in range(hand.players)]
    for view in views:
        seen = cards_in(view)
        for other in views:
            if other.seat != view.seat:
                assert not seen & set(other.hand), (hand.notation, view.seat, other.seat)


# -- the Cinquillo's oracle (l. 505, 1968–1976) ------------------------------------------------------------------
def ranks_of(size: int) -> list[int]:
    return list(range(1, 13)) if size == 48 else [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]


def cinquillo_fits(view: Any, base: int, cabron: bool, ranks: list[int]) -> set[str]:
    """The cards any seat may lay on these rows: the opening card first; then each row's next card beyond either
    end (any card beyond, in the cabrón), and the base card of each suit not yet opened."""
    placed = {card for row in view.rows for card in row}
    if not placed:
        return {f"{base}O"}
    fits = set()
    for suit in SUITS:
        mine = sorted(ranks.index(card.rank) for card in placed if card.suit == suit)
        if not mine:
            fits.add(f"{base}{suit.value}")
            continue
        below = range(0, mine[0]) if cabron else range(mine[0] - 1, mine[0])
        above = range(mine[-1] + 1, len(ranks)) if cabron else range(mine[-1] + 1, mine[-1] + 2)
        fits |= {f"{ranks[i]}{suit.value}" for i in (*below, *above) if 0 <= i < len(ranks)}
    return fits


def check_cinquillo(hand: games.Hand, base: int, cabron: bool, size: int) -> None:  # type: ignore[type-arg]
    ranks = ranks_of(size)
    views = [hand.view(seat) for seat in range(hand.players)]
    on_table = [card for row in views[0].rows for card in row]
    everything = [card for view in views for card in view.hand] + on_table
    assert len(everything) == len(set(everything)) == size, hand.notation
    for suit, row in zip(SUITS, views[0].rows, strict=True):
        assert all(card.suit == suit for card in row)
        indexes = [ranks.index(card.rank) for card in row]
        assert indexes == sorted(indexes)
        if row:
            assert ranks.index(base) in indexes, hand.notation
            if not cabron:
                assert indexes == list(range(indexes[0], indexes[-1] + 1)), hand.notation
    private(hand)
    if hand.to_move is None:
        return
    mover = views[hand.to_move]
    fits = cinquillo_fits(mover, base, cabron, ranks) & {card.code for card in mover.hand}
    assert set(hand.legal_actions()) == (fits or {"paso"}), hand.notation
    assert all(v.legal_actions == () for v in views if v.seat != mover.seat)


def cinquillo_score(hand: games.Hand) -> None:  # type: ignore[type-arg]
    """The Seises' score (l. 1970): the first out +5 and +1 per card the others hold; each other −1 a card."""
    result = hand.result()
    left = hand.view(0).hand_sizes
    assert result is not None and left.count(0) == 1, hand.notation
    winner = left.index(0)
    assert result.winners == (winner,)
    assert result.payments == tuple(5 + sum(left) if seat == winner else -n for seat, n in enumerate(left))


def cabron_score(hand: games.Hand) -> None:  # type: ignore[type-arg]
    """The cabrón's score (l. 1976): a point a card laid; who holds fewest wins the rivals' cards (shared), and 5
    more if he holds none. It ends only when nobody can lay a card."""
    view = hand.view(0)
    result = hand.result()
    left = view.hand_sizes
    assert result is not None
    for seat in range(hand.players):
        assert not set(cinquillo_fits(view, view.base, True, list(view.ladder))) & set(hand.view(seat).hand)
    fewest = min(left)
    winners = [seat for seat, n in enumerate(left) if n == fewest]
    prize = (sum(left) - fewest * len(winners)) // len(winners) + (5 if fewest == 0 else 0)
    laid = [
        sum(1 for s, action in view.laid if s == seat and action != "paso") for seat in range(hand.players)
    ]
    assert result.winners == tuple(winners)
    assert result.payments == tuple(
        laid[seat] + (prize if seat in winners else 0) for seat in range(hand.players)
    )


def money_score(hand: games.Hand) -> None:  # type: ignore[type-arg]
    """For money (l. 1972): 2 tantos each and 1 a pass into the plato, which the first out takes."""
    view = hand.view(0)
    result = hand.result()
    passes = [
        sum(1 for s, action in view.laid if s == seat and action == "paso") for seat in range(hand.players)
    ]
    pot = 2 * hand.players + sum(passes)
    winner = view.hand_sizes.index(0)
    assert result is not None
    assert result.payments == tuple(
        (pot if seat == winner else 0) - 2 - passes[seat] for seat in range(hand.players)
    )


def play_cinquillo(seed: int, players: int, variant: str | None) -> games.Hand:  # type: ignore[type-arg]
    names = set((variant or "").split("+"))
    hand = games.new_hand("cinquillo", seed=seed, players=players, variant=variant)
    size = 48 if players in (3, 6) else 40
    base, cabron = (6 if "seises" in names else 5), "cabron" in names
    rng = random.Random(seed)
    while True:
        check_cinquillo(hand, base, cabron, size)
        if hand.is_over:
            break
        hand = hand.apply(rng.choice(hand.legal_actions()))
    if "cabron" in names:
        cabron_score(hand)
    elif "dinero" in names:
        money_score(hand)
    else:
        cinquillo_score(hand)
    return hand


def play_many(play: Callable[[int, int, str | None], Any], configs: list[Any], part: int, parts: int) -> None:
    """One ``part`` of :data:`GAMES` seeded games, the configurations in turn; every 50th notation replayed."""
    for seed in range(part, GAMES, parts):
        hand = play(seed, *configs[seed % len(configs)])
        if seed % 50 == 0:
            assert games.Hand.from_notation(hand.notation).notation == hand.notation


@pytest.mark.parametrize("part", range(4))
def test_random_cinquillos_keep_every_invariant(part: int) -> None:
    play_many(play_cinquillo, CINQUILLO, part, 4)


# -- the Burro's oracle (l. 287–291) -----------------------------------------------------------------------------
def check_burro(hand: games.Hand, size: int) -> None:  # type: ignore[type-arg]
    views = [hand.view(seat) for seat in range(hand.players)]
    first = views[0]
    played = [card for baza in first.history for card in baza.cards] + list(first.trick)
    held = [card for view in views for card in view.hand]
    assert len(held + played) == len(set(held + played)), hand.notation
    assert len(held) + len(played) + first.stock_size == size, hand.notation
    private(hand)
    if hand.to_move is None:
        return
    assert sum(1 for view in views if view.hand) >= 2, hand.notation
    mover = views[hand.to_move]
    assert mover.hand, hand.notation
    if not mover.trick:
        expected = {card.code for card in mover.hand}
    else:
        follow = {card.code for card in mover.hand if card.suit == mover.trick[0].suit}
        expected = follow or ({"roba"} if mover.stock_size else {"paso"})
    assert set(hand.legal_actions()) == expected, hand.notation


def play_burro(seed: int, players: int, variant: str | None) -> games.Hand:  # type: ignore[type-arg]
    hand = games.new_hand("burro", seed=seed, players=players, variant=variant)
    size = len(DECK_48 if variant == "baraja-48" else DECK_40)
    rng = random.Random(seed)
    while True:
        check_burro(hand, size)
        if hand.is_over:
            break
        hand = hand.apply(rng.choice(hand.legal_actions()))
    result = hand.result()
    holding = [seat for seat, n in enumerate(hand.view(0).hand_sizes) if n]
    assert result is not None and len(holding) == 1, hand.notation
    assert set(result.winners) == set(range(players)) - set(holding)
    return hand


@pytest.mark.parametrize("part", range(2))
def test_random_burros_keep_every_invariant(part: int) -> None:
    play_many(play_burro, BURRO, part, 2)


def test_winners_of_the_burro_trick_are_the_highest_of_the_suit_led() -> None:
    """Every finished baza went to the highest card of the suit led (l. 287; the as first with ``cinco``, l. 291)."""
    for seed in range(200):
        players, variant = BURRO[seed % len(BURRO)]
        hand = play_burro(seed, players, variant)
        for baza in hand.view(0).history:
            led = baza.plays[0][1].suit
            value = {1: 13} if variant == "cinco" else {}
            seat, _ = max(
                ((s, c) for s, c in baza.plays if c.suit == led),
                key=lambda pair: value.get(pair[1].rank, pair[1].rank),
            )
            assert baza.winner == seat, hand.notation


# -- the checks notice a broken engine ----------------------------------------------------------------------------
def test_a_broken_engine_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows that take a card two places beyond their end, a view that shows the next seat's hand, and a winner
    paid one point short must each fail the checks above."""
    honest = cinquillo.openings

    def skipping(state: cinquillo.CinquilloState) -> list[Card]:
        fits = honest(state)
        extra = [
            Card(state.ladder[state.ladder.index(row[-1].rank) + 2], row[-1].suit)
            for row in state.rows
            if row and state.ladder.index(row[-1].rank) + 2 < len(state.ladder)
        ]
        return fits + [card for card in extra if card not in fits]

    with monkeypatch.context() as patch:
        patch.setattr(cinquillo, "openings", skipping)
        with pytest.raises(AssertionError):
            for seed in range(30):
                play_cinquillo(seed, 4, None)

    view = games.GAMES["burro"].hand_rules.view

    def leaky(rules: Any, state: Any, seat: int) -> Any:
        shown = view(state, seat)
        return type(shown)(
            **{**{f.name: getattr(shown, f.name) for f in fields(shown)}, "trick": state.hands[1]}
        )

    with monkeypatch.context() as patch:
        patch.setattr(type(games.GAMES["burro"].hand_rules), "view", leaky)
        with pytest.raises(AssertionError):
            play_burro(1, 4, None)

    short = cinquillo.CinquilloRules.first_out

    def stingy(rules: Any, state: Any, winner: int, options: Any) -> Any:
        result = short(rules, state, winner, options)
        return type(result)(
            **{**{f.name: getattr(result, f.name) for f in fields(result)}, "payments": (0,) * 4}
        )

    with monkeypatch.context() as patch:
        patch.setattr(cinquillo.CinquilloRules, "first_out", stingy)
        with pytest.raises(AssertionError):
            play_cinquillo(3, 4, None)
