"""Property tests: many seeded hands played to the end with random legal actions, checking every invariant."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import bots
from games.cards import DECK_40, Card
from games.hands import HAND_GAMES
from games.hands.state import OmbreState

GAMES = sorted(HAND_GAMES)
DECK = frozenset(DECK_40)


def every_card(state: OmbreState) -> list[Card]:
    """Every card of the deck where the state keeps it: hands, talon, discards and the cards played."""
    cards = [card for hand in state.current_hands for card in hand] + list(state.talon)
    cards += [card for discards in state.discards for card in discards]
    cards += [card for record in state.history for card in record.cards] + list(state.trick)
    return cards


def conserved(state: OmbreState) -> bool:
    """The forty cards are all there, each once."""
    cards = every_card(state)
    return len(cards) == len(DECK) and set(cards) == DECK


def check_views(hand: games.Hand) -> None:
    state = hand.state
    hands = state.current_hands
    for seat in range(hand.players):
        view = hand.view(seat)
        visible = view.visible_cards()
        allowed = set(hands[seat]) | set(state.discards[seat]) | set(view.played)
        if state.turned is not None:
            allowed.add(state.turned)
        assert visible <= allowed, (hand.notation, seat, visible - allowed)
        assert not visible & set(state.talon)
        for other in range(hand.players):
            if other != seat:
                assert not visible & (set(hands[other]) - {state.turned}), (hand.notation, seat, other)
                assert not visible & set(state.discards[other])
        assert view.hand == hands[seat] and view.talon_size == len(state.talon)
        assert bool(view.legal_actions) == (seat == hand.to_move)


def expected_kind(game: str, tricks: tuple[int, ...], jugador: int) -> str:
    """The verdict recomputed from the tricks alone (Tresillo l. 2394–2401; Hombre l. 1252–1283)."""
    others = [tricks[s] for s in range(3) if s != jugador]
    if game == "hombre":
        top = max(tricks)
        leaders = [s for s in range(3) if tricks[s] == top]
        return "gana" if leaders == [jugador] else "codillo" if len(leaders) == 1 else "puesta"
    if tricks[jugador] > max(others):
        return "llevada"
    if tricks[jugador] == max(others):
        return "puesta"
    return "puesta real" if tricks[jugador] == 1 and others == [4, 4] else "codillo"


def check_result(hand: games.Hand) -> None:
    result = hand.result()
    assert result is not None and hand.to_move is None and hand.phase == "fin" and not hand.legal_actions()
    assert sum(result.payments) + result.pot_change == 0
    assert result.pot_after >= 0
    counted = [0] * hand.players
    for record in hand.state.history:
        counted[record.winner] += 1
    assert tuple(counted) == result.tricks
    if result.kind in ("pasan",):
        assert result.jugador is None and sum(result.tricks) == 0
    elif result.kind not in ("rendida", "defendida"):
        assert result.jugador is not None and sum(result.tricks) == 9
        assert result.kind == expected_kind(hand.game, result.tricks, result.jugador)
    if result.bola == "ganada":
        assert result.jugador is not None and result.tricks[result.jugador] == 9


def play_randomly(game: str, seed: int, rng: random.Random, round_trip: bool) -> games.Hand:
    hand = games.new_hand(game, seed=seed)
    steps = 0
    while not hand.is_over:
        assert conserved(hand.state), hand.notation
        check_views(hand)
        actions = hand.legal_actions()
        assert actions and len(actions) == len(set(actions)) and len(actions) <= 20
        for action in rng.sample(actions, min(3, len(actions))):
            assert hand.check(action) is None, (hand.notation, action)
        action = rng.choice(actions)
        following = hand.apply(action)
        assert following is not hand and hand.legal_actions() == actions  # hands are immutable
        hand = following
        if round_trip:
            again = games.Hand.from_notation(hand.notation)
            assert again == hand and again.legal_actions() == hand.legal_actions()
        steps += 1
        assert steps < 150
    assert conserved(hand.state)
    check_views(hand)
    check_result(hand)
    return hand


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=300, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), choice=st.integers(min_value=0, max_value=2**16))
def test_random_hands_keep_every_invariant(game, seed, choice):
    play_randomly(game, seed, random.Random(choice), round_trip=False)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), choice=st.integers(min_value=0, max_value=2**16))
def test_notation_round_trips_at_every_step(game, seed, choice):
    play_randomly(game, seed, random.Random(choice), round_trip=True)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", bots.LEVELS)
def test_bots_play_legal_actions_from_their_view_alone(game, level):
    for seed in range(40):
        hand = games.new_hand(game, seed=seed)
        while not hand.is_over:
            seat = hand.to_move
            assert seat is not None
            action = bots.choose(hand.view(seat), level)
            assert hand.check(action) is None, (hand.notation, action)
            hand = hand.apply(action)
        check_result(hand)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), junk=st.text(max_size=12))
def test_anything_else_is_refused_with_a_violation_not_a_crash(game, seed, junk):
    hand = games.new_hand(game, seed=seed)
    violation = hand.check(junk)
    if junk.strip().lower() in hand.legal_actions():
        assert violation is None
    else:
        assert violation is not None and violation.explanation and not violation.is_renuncio
        with pytest.raises(games.IllegalActionError):
            hand.apply(junk)


def test_a_bad_notation_is_refused():
    with pytest.raises(games.InvalidNotationError):
        games.Hand.from_notation("tresillo paso")
    with pytest.raises(games.InvalidNotationError):
        games.Hand.from_notation("tresillo seed=x |")
    with pytest.raises(games.IllegalActionError):
        games.Hand.from_notation("tresillo seed=1 players=3 | entrada entrada")
    with pytest.raises(games.UnknownGameError):
        games.Hand.from_notation("malilla seed=1 |")
    with pytest.raises(games.InvalidNotationError):
        games.new_hand("tresillo", players=4)
