"""Property tests of every game of bazas: seeded partidas played to the end with random legal actions.

Generic invariants, from what the seats see (:class:`~games.bazas.base.BazaView`): the cards are all there, each
once; no seat sees another's cards; only the seat to move has actions, and each of them applies; the notation
replays; the payments balance. For the Tute, the Guiñote and the Brisca also, from their state: the stock is never
seen, the card points stay 120 and a ronda played out counts 120 (+ 10 de últimas) besides its cantes, and every
cante sung was due (the singer's side had just won the trick and the singer held both cards).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.bazas.base import TUTE_POINTS, BazaHand, BazaView, card_points
from games.bazas.tute_family import TuteFamilyRules, TuteState
from games.core.cards import CARDS_BY_CODE, Card, Suit

CONFIGS = [
    *(
        (game, players, None)
        for game, rules in sorted(
            (slug, game.hand_rules) for slug, game in games.GAMES.items() if game.family == "bazas"
        )
        for players in rules.players
    ),
    ("tute", 2, "habanero"),
    ("tute", 3, "remate"),
]
PARTIDAS = 400  # seeded partidas per game and number of players (each partida plays one or more rondas)
LONG = {"remate": 150}  # a remate goes to 500 points: some six rondas a partida


def every_card(views: list[BazaView]) -> list[Card]:
    """Each seat's hand and discards, the cards played, the pinta and the cards out of play."""
    cards = [card for view in views for card in (*view.hand, *view.discards)]
    cards += list(views[0].played) + list(views[0].out_of_play)
    if views[0].pinta is not None:
        cards.append(views[0].pinta)
    return cards


def check_views(hand: BazaHand, total: int) -> None:
    views = [hand.view(seat) for seat in range(hand.players)]
    cards = every_card(views)
    assert len(cards) == len(set(cards)), hand.notation
    stock = views[0].stock_size - (views[0].pinta is not None)
    assert len(cards) + stock == total, hand.notation
    for view in views:
        assert bool(view.legal_actions) == (view.seat == hand.to_move), hand.notation
        assert {v.stock_size for v in views} == {view.stock_size}
        for other in views:
            if other.seat != view.seat:
                assert not view.visible_cards() & set(other.hand), (hand.notation, view.seat, other.seat)
                assert not view.visible_cards() & set(other.discards), hand.notation


def check_tute_state(rules: TuteFamilyRules, state: TuteState, views: list[BazaView] | None = None) -> None:
    """The stock is never seen; the card points in play stay 120."""
    places = [*state.stock, *state.trick, *(c for hand in state.hands for c in hand)]
    places += [c for won in state.won for c in won]
    if state.pinta is not None:
        places.append(state.pinta)
    if state.leftover is not None:
        places.append(state.leftover)
    assert card_points(places, rules.points) == 120
    for view in views or ():
        assert not view.visible_cards() & set(state.stock)


def cante_was_due(rules: TuteFamilyRules, state: TuteState, action: str) -> bool:
    """Checked apart from the engine: the singer's side won the last trick, no card led since, both cards held."""
    seat = state.to_move
    assert seat is not None
    if not state.history or state.trick:
        return False
    sides = rules.sides(state.players)
    suit = Suit.parse(action.removeprefix("cante:"))
    held = set(state.hands[seat])
    return (
        sides[state.history[-1].winner] == sides[seat]
        and Card(12, suit) in held
        and Card(rules.cante_figure, suit) in held
        and all(cante.suit != suit for cante in state.cantes)
    )


def play_out(game: str, players: int, variant: str | None, seed: int, full_checks: bool) -> BazaHand:
    rng = random.Random(seed)
    hand = games.new_hand(game, seed=seed, players=players, variant=variant)
    rules = hand.rules
    tute = isinstance(rules, TuteFamilyRules)
    total = len(every_card([hand.view(s) for s in range(players)])) + hand.view(0).stock_size
    total -= hand.view(0).pinta is not None
    assert total in (32, 36, 40, 48)
    for step in range(3000):
        if hand.is_over:
            break
        if full_checks or step % 11 == 0:
            check_views(hand, total)
        actions = hand.legal_actions()
        assert actions and len(set(actions)) == len(actions), hand.notation
        mover = hand.to_move
        assert mover is not None
        for other in range(players):
            if other != mover:
                refused = hand.check(actions[0], seat=other)
                assert refused is not None and refused.code == "turno" and refused.explanation
        foreign = next((c for s in range(players) if s != mover for c in hand.view(s).hand), None)
        if foreign is not None:
            refused = hand.check(foreign.code)
            assert refused is not None and refused.explanation, hand.notation
        action = rng.choice(actions)
        if tute:
            assert isinstance(rules, TuteFamilyRules)
            state = hand.state
            check_tute_state(rules, state)
            if action.startswith("cante:"):
                assert cante_was_due(rules, state, action), (hand.notation, action)
            before = len(state.rondas)
            hand = hand.apply(action)
            after: TuteState = hand.state
            if (
                len(after.rondas) > before
                and action in CARDS_BY_CODE
                and not any(state.hands[s] for s in range(players) if s != mover)
                and len(state.hands[mover]) == 1
            ):
                ronda = after.rondas[-1]
                sung = sum(cante.points for cante in state.cantes)
                carried = sum(t for t, _ in state.carried)
                ultimas = 10 if rules.has_ultimas else 0
                leftover = card_points([state.leftover], TUTE_POINTS) if state.leftover else 0
                assert sum(ronda.points) == 120 + ultimas + sung + carried - leftover, hand.notation
        else:
            hand = hand.apply(action)
    else:
        raise AssertionError(f"{hand.notation} never ends")
    result = hand.result()
    assert result is not None and set(result.winners) <= set(range(players))
    if result.transfers:
        assert sum(result.payments) + result.pot_change == 0
    assert hand.legal_actions() == [] and hand.check(actions[0]) is not None
    return hand


@pytest.mark.parametrize(("game", "players", "variant"), CONFIGS)
def test_random_partidas_keep_every_invariant(game: str, players: int, variant: str | None) -> None:
    for seed in range(LONG.get(variant or "", PARTIDAS)):
        hand = play_out(game, players, variant, seed, full_checks=seed < 20)
        if seed % 40 == 0:
            again = BazaHand.from_notation(hand.notation)
            assert again.notation == hand.notation and again.result() == hand.result()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=PARTIDAS, max_value=10**9), config=st.sampled_from(CONFIGS))
def test_any_seed_plays_out(seed: int, config: tuple[str, int, str | None]) -> None:
    play_out(*config, seed=seed, full_checks=False)
