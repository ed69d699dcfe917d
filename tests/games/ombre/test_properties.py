"""Property tests: many seeded hands played to the end with random legal actions, checking every invariant."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.core.cards import DECK_40, Card
from games.ombre.hand import OmbreHand
from games.ombre.state import OmbreState

GAMES = sorted(slug for slug, game in games.GAMES.items() if game.family == "ombre")
DECK = frozenset(DECK_40)


def every_card(state: OmbreState) -> list[Card]:
    """Every card of the deck where the state keeps it: hands, talon, discards and the cards played."""
    cards = [card for hand in state.current_hands for card in hand] + list(state.talon)
    cards += [card for discards in state.discards for card in discards]
    cards += [card for record in state.history for card in record.cards] + list(state.trick)
    return cards


def conserved(state: OmbreState, deck: frozenset[Card] = DECK) -> bool:
    """The forty cards (or the game's deck) are all there, each once."""
    cards = every_card(state)
    return len(cards) == len(deck) and set(cards) == deck


def deck_of(hand: OmbreHand) -> frozenset[Card]:
    """The cards of the hand's deal (the Dosillo takes a suit out)."""
    return frozenset(games.GAMES[hand.game].hand_rules.deck_cards(hand.options.variant))


def check_views(hand: OmbreHand) -> None:
    state = hand.state
    hands = state.current_hands
    for seat in range(hand.players):
        view = hand.view(seat)
        visible = view.visible_cards()
        allowed = set(hands[seat]) | set(state.discards[seat]) | set(view.played)
        seen = talon_seen(state, seat)
        allowed |= seen
        if state.turned is not None:
            allowed.add(state.turned)
        assert visible <= allowed, (hand.notation, seat, visible - allowed)
        assert not (visible - seen) & set(state.talon)
        for other in range(hand.players):
            if other != seat:
                assert not visible & (set(hands[other]) - {state.turned}), (hand.notation, seat, other)
                assert not visible & set(state.discards[other])
        assert view.hand == hands[seat] and view.talon_size == len(state.talon)
        assert bool(view.legal_actions) == (seat == hand.to_move)


def talon_seen(state: OmbreState, seat: int) -> set[Card]:
    """The talon cards a seat has legitimately seen (the Zanga's pie who looked at the zanga, Artículo 25)."""
    from games.ombre.zanga import ZangaState

    return set(state.seen[seat]) if isinstance(state, ZangaState) else set()


def expected_kind(game: str, tricks: tuple[int, ...], jugador: int) -> str:
    """The verdict recomputed from the tricks alone (Tresillo l. 2394–2401; Hombre l. 1252–1283)."""
    if game == "dosillo":  # l. 1596: five tricks win, four are puesta, three or fewer codillo
        return "gana" if tricks[jugador] >= 5 else "puesta" if tricks[jugador] == 4 else "codillo"
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


def check_result(hand: OmbreHand) -> None:
    result = hand.result()
    assert result is not None and hand.to_move is None and hand.phase == "fin" and not hand.legal_actions()
    assert sum(result.payments) + result.pot_change == 0
    assert result.pot_after >= 0
    counted = [0] * hand.players
    for record in hand.state.history:
        counted[record.winner] += 1
    assert tuple(counted) == result.tricks
    if hand.game in CALLED_KING:
        check_called_king_result(hand)
        return
    if hand.game == "voltarete":
        check_voltarete_result(hand)
        return
    if hand.game == "zanga":
        check_zanga_result(hand)
        return
    if result.kind in ("pasan",):
        assert result.jugador is None and sum(result.tricks) == 0
    elif hand.game == "hombre" and hand.state.surrendered:  # given up: codillo, played out or not (l. 307)
        assert result.kind == "codillo" and result.jugador not in result.winners and result.bola is None
        assert (sum(result.tricks) == 9) == (hand.state.defender is not None)
    elif result.kind not in ("rendida", "defendida"):
        assert result.jugador is not None and sum(result.tricks) == sum(
            games.GAMES[hand.game].hand_rules.packets
        )
        if hand.game == "dosillo" and result.contract == "solo con bola" and result.bola == "cortada":
            # l. 339: the bola from the start is lost with the game, by the tricks made when it was cut
            cut = next(i for i, r in enumerate(hand.state.history) if r.winner != result.jugador)
            assert result.kind == ("puesta" if cut >= 4 else "codillo")
        else:
            assert result.kind == expected_kind(hand.game, result.tricks, result.jugador)
    if result.bola == "ganada":
        assert result.jugador is not None
        assert result.tricks[result.jugador] == sum(games.GAMES[hand.game].hand_rules.packets)


CALLED_KING = (
    "mediator",
    "quadrillo",
    "quintillo",
    "seisillo",
    "tresillo-1807",
    "tresillo-1807-tres-palos",
    "tresillo-1807-36",
)
# The Tresillos of 1807 pass a hand where no one makes a game (l. 1527–1529), and so does the Quadrillo solitario
# (l. 1624–1625); the others make the espadilla chillar.
PASSED_HANDS = ("tresillo-1807", "tresillo-1807-tres-palos", "tresillo-1807-36")


def check_called_king_result(hand: OmbreHand) -> None:
    """Mediator family (1807 l. 170–178, 339, 1681): the Hombre's side (with the partner of an entrada) needs six
    tricks of ten (five of eight in the Quintillo); one fewer is puesta, fewer codillo; a bola asked from the start
    and cut is lost by the tricks made when it was cut; a hand may end as soon as nothing left can change it."""
    from games.ombre.mediator import MediatorState

    result = hand.result()
    state = hand.state
    assert result is not None and isinstance(state, MediatorState) and result.jugador == state.jugador
    if result.kind == "pasan":
        assert (hand.game in PASSED_HANDS or state.solitario) and all(
            word == "paso" for _, word in state.bids
        )
        assert sum(result.tricks) == 0 and len(state.bids) == hand.players
        return
    rules = games.GAMES[hand.game].hand_rules
    win, total = rules.win_tricks, sum(rules.packets)
    assert state.jugador is not None
    if state.solitario and state.contract == "entrada":  # the king handed over, no partner (l. 1620, 1626)
        assert (
            state.partner is None and state.giver not in (None, state.jugador) and state.returned is not None
        )
        assert not any("carta que se vuelve" in line.concept for line in result.transfers)
    side = {state.jugador} | (
        {state.partner} if state.contract == "entrada" and state.partner is not None else set()
    )
    made = sum(result.tricks[seat] for seat in side)
    if set(result.winners) == side:
        assert result.kind == "gana" and made >= win
    else:
        assert set(result.winners) == set(range(hand.players)) - side and result.kind in ("puesta", "codillo")
    first_lost = next((i for i, r in enumerate(state.history) if r.winner not in side), None)
    if state.offered:
        assert result.kind == "codillo"
    elif state.bola_start and first_lost is not None:
        assert result.kind == ("codillo" if first_lost < win - 1 else "puesta") and result.bola == "cortada"
    else:
        assert result.kind == ("gana" if made >= win else "puesta" if made == win - 1 else "codillo")
    if result.bola == "ganada":
        assert made == total == sum(result.tricks)
    if sum(result.tricks) < total:  # ended early: the game made, a bola cut, or the codillo accepted
        accepted = state.offered and not state.played_on
        assert accepted or (not state.offered and (made >= win or first_lost is not None))


def play_randomly(game: str, seed: int, rng: random.Random, round_trip: bool) -> OmbreHand:
    hand = games.new_hand(game, seed=seed)
    steps = 0
    deck = deck_of(hand)
    while not hand.is_over:
        assert conserved(hand.state, deck), hand.notation
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
    assert conserved(hand.state, deck)
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
@pytest.mark.parametrize("level", games.LEVELS)
def test_bots_play_legal_actions_from_their_view_alone(game, level):
    for seed in range(40):
        hand = games.new_hand(game, seed=seed)
        while not hand.is_over:
            seat = hand.to_move
            assert seat is not None
            action = games.choose(hand.view(seat), level)
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
    elif violation is None:  # an accepted alias («entro») must name a legal action
        assert hand.rules.canonical(junk) in hand.legal_actions(), junk
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
        games.Hand.from_notation("parchis seed=1 |")
    with pytest.raises(games.InvalidNotationError):
        games.Hand.from_notation("tresillo seed=1 players=3 variant=rey-forzado |")  # not a variant of it
    assert games.Hand.from_notation("tute seed=1 players=2 |").game == "tute"  # its header names the game
    with pytest.raises(games.InvalidNotationError):
        games.new_hand("tresillo", players=4)


def check_voltarete_result(hand: OmbreHand) -> None:
    """Voltarete (1834 l. 196–202): the feito wins with more tricks than each, repõe when level with the best, else
    loses by codilho; a feito who asked for resposta and was given it by one only cannot win, and the other must make
    codilho (Leis IX.II–V); a hand passed twice, a casca put back or a resposta given by both is not played; a feito
    who stops after cinco diante plays no more tricks."""
    from games.ombre.voltarete import VoltareteState

    result = hand.result()
    state = hand.state
    assert result is not None and isinstance(state, VoltareteState)
    tricks, j = result.tricks, result.jugador
    if result.kind == "passam":
        assert j is None and sum(tricks) == 0 and state.second_round
        return
    assert j is not None and j == state.jugador
    if result.kind in ("casca reposta", "resposta dada"):
        assert sum(tricks) == 0 and (result.kind == "resposta dada") == state.asked
        return
    assert sum(tricks) == 9 or (state.stopped and tricks[j] == sum(tricks) == 5)
    givers = [seat for seat, answer in state.answers if answer == "doy"]
    if state.asked and len(givers) == 1:
        refuser = next(seat for seat in range(3) if seat not in (j, givers[0]))
        best_other = max(tricks[seat] for seat in range(3) if seat != refuser)
        assert result.kind == ("codilho" if tricks[refuser] > best_other else "resposta")
        return
    best = max(tricks[seat] for seat in range(3) if seat != j)
    assert result.kind == ("ganha" if tricks[j] > best else "resposta" if tricks[j] == best else "codilho")
    if result.kind == "ganha" and not state.asked:
        assert result.pot_after == 0 and j in result.winners
    if result.bola == "ganada":
        assert tricks[j] == 9


def check_zanga_result(hand: OmbreHand) -> None:
    """Zanga (Artículos 43–45): the nombrada pair (seats 0+2 or 1+3) makes five tricks of eight for a hecha, four is
    puesta, three or fewer codillo; the partner of a solo player holds no card and makes no trick."""
    result = hand.result()
    assert result is not None and result.jugador is not None and sum(result.tricks) == 8
    side = [seat for seat in range(4) if seat % 2 == result.jugador % 2]
    made = sum(result.tricks[seat] for seat in side)
    assert result.kind == ("hecha" if made >= 5 else "puesta" if made == 4 else "codillo")
    assert set(result.winners) == ({*side} if made >= 5 else {0, 1, 2, 3} - {*side})
    if result.contract == "solo":
        assert result.tricks[(result.jugador + 2) % 4] == 0
