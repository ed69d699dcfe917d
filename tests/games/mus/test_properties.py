"""Properties of whole juegos of Mus over more than a thousand seeded manos: the cards are conserved, no seat sees
another's cards before the show-down, and every mano's count matches a recount written here from the catalogue
(l. 1293–1318), never calling the engine's scoring."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields, is_dataclass, replace
from typing import Any

import pytest

import games
from games.core.cards import Card

LANCES = ("grande", "chica", "pares", "juego", "punto")
GRANDE_ORDER = [1, 4, 5, 6, 7, 10, 11, 12]  # with eight reyes (l. 1293, 1299)
GRANDE_ORDER_4 = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]
BEST_JUEGO = [31, 32, 40, 37, 36, 35, 34, 33]  # l. 1306


# -- the oracle, from the catalogue ----------------------------------------------------------------------------------
def rank(card: Card, reyes: int) -> int:
    return {3: 12, 2: 1}.get(card.rank, card.rank) if reyes == 8 else card.rank


def points(cards: tuple[Card, ...], reyes: int) -> int:
    return sum(min(rank(card, reyes), 10) for card in cards)


def pares(cards: tuple[Card, ...], reyes: int) -> tuple[int, ...]:
    order = GRANDE_ORDER if reyes == 8 else GRANDE_ORDER_4
    counts = Counter(order.index(rank(card, reyes)) for card in cards)
    shape = sorted(counts.values(), reverse=True)
    pairs = sorted((value for value, n in counts.items() if n >= 2), reverse=True)
    if shape[0] == 4 or shape[:2] == [2, 2]:
        return (3, pairs[0], pairs[-1])
    if shape[0] == 3:
        return (2, pairs[0])
    if shape[0] == 2:
        return (1, pairs[0])
    return ()


def key(lance: str, cards: tuple[Card, ...], reyes: int) -> tuple[int, ...]:
    order = GRANDE_ORDER if reyes == 8 else GRANDE_ORDER_4
    ranks = sorted(order.index(rank(card, reyes)) for card in cards)
    if lance == "grande":
        return tuple(reversed(ranks))
    if lance == "chica":
        return tuple(-r for r in ranks)
    if lance == "pares":
        return pares(cards, reyes)
    if lance == "juego":
        total = points(cards, reyes)
        return (-BEST_JUEGO.index(total),) if total >= 31 else ()
    return (points(cards, reyes),)


def winner(lance: str, seats: tuple[int, ...], hands: tuple[tuple[Card, ...], ...], reyes: int) -> int:
    """The seat that wins: the best cards, a tie to the first from the mano (l. 1311)."""
    best = seats[0]
    for seat in seats[1:]:
        if key(lance, hands[seat], reyes) > key(lance, hands[best], reyes):
            best = seat
    return best


def extras(lance: str, cards: tuple[Card, ...], reyes: int) -> int:
    if lance == "pares":
        found = pares(cards, reyes)
        return {3: 3, 2: 2, 1: 1}[found[0]] if found else 0  # l. 1304
    total = points(cards, reyes)
    return 0 if total < 31 else 3 if total == 31 else 2  # l. 1307


def recount(record: Any, reyes: int, deje: bool) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """``(side, piedras)`` of a finished mano in the order they are scored: the refused envites at once, then the
    lances in order (l. 1313, 1316, 1318)."""
    hands = record.hands
    at_once, end = [], []
    for outcome in record.outcomes:
        lance, bets = outcome.lance, outcome.bets
        if outcome.status == "no querido":
            amount = sum(bets[:-1]) or 1
            if deje and len(bets) > 1 and lance != "grande" and lance != "chica":
                amount += 1
            at_once.append((outcome.bettor % 2, amount))
        if not outcome.seats:
            continue
        if outcome.status == "no querido":
            side = outcome.bettor % 2
        else:
            side = winner(lance, outcome.seats, hands, reyes) % 2
        if outcome.status == "querido" and 0 not in bets:
            end.append((side, sum(bets)))
        if lance in ("grande", "chica") and outcome.status == "paso":
            end.append((side, 1))
        if lance == "punto":
            end.append((side, 1))
        if lance in ("pares", "juego"):
            end.append(
                (side, sum(extras(lance, hands[seat], reyes) for seat in outcome.seats if seat % 2 == side))
            )
    return at_once, end


def check_count(hand: games.Hand[Any, Any]) -> int:
    """Every finished mano's lines against the recount; the score stops at the first side reaching the target, and
    each juego starts from nothing."""
    state = hand.state
    scores = [0, 0]
    for before, record in zip((None, *state.manos), state.manos, strict=False):
        if before is not None and before.juego != record.juego:
            scores = [0, 0]
        at_once, end = recount(record, state.reyes, state.deje)
        found = [(line.side, line.amount) for line in record.lines]
        last = record.outcomes[-1] if record.outcomes else None
        if last is not None and last.status == "querido" and 0 in last.bets:  # an órdago accepted (l. 1314)
            assert found[:-1] == at_once
            for side, amount in at_once:
                scores[side] += amount
            side = winner(last.lance, last.seats, record.hands, state.reyes) % 2
            assert found[-1] == (side, state.target - scores[side])
            scores[side] = state.target
        else:
            expected = at_once + end
            assert found == expected[: len(found)]
            for side, amount in found:
                scores[side] += amount
            if len(found) < len(expected):
                assert max(scores) >= state.target
        lances = [LANCES.index(line.lance) for line in record.lines[len(at_once) :]]
        assert lances == sorted(lances)  # scoring order (l. 1318)
        assert record.scores == tuple(min(score, state.target) for score in scores)
    return len(state.manos)


def check_partida(hand: games.Hand[Any, Any]) -> None:
    """The juegos and vacas of a finished partida, recounted from the manos (l. 1291, 1448): a juego ends when a side
    reaches the piedras, and only then; a vaca is the agreed juegos, counted afresh; the partida ends at once with
    the agreed vacas."""
    state = hand.state
    juegos, vacas, numbers = [0, 0], [0, 0], []
    for record, after in zip(state.manos, (*state.manos[1:], None), strict=True):
        numbers.append(record.juego)
        assert max(vacas) < state.per_partida, "a mano played after the partida was won"
        if after is not None and after.juego == record.juego:
            assert max(record.scores) < state.target
            continue
        side = record.scores.index(state.target)
        juegos[side] += 1
        if juegos[side] == state.per_vaca:
            vacas[side] += 1
            juegos = [0, 0]
    assert numbers == sorted(numbers) and set(numbers) == set(range(1, numbers[-1] + 1))
    view = hand.view(0)
    assert (view.juegos, view.vacas) == (tuple(juegos), tuple(vacas))
    result = hand.result()
    assert result is not None and vacas[result.winners[0] % 2] == state.per_partida


def check_views(hand: games.Hand[Any, Any], seats: list[int]) -> None:
    """Cards conserved; no view holds a card of another seat's hand (the shown manos are other deals)."""
    state = hand.state
    held = [card for cards in state.hands for card in cards]
    assert (
        len(set(held) | set(state.deck) | set(state.pile))
        == 40
        == len(held) + len(state.deck) + len(state.pile)
    )
    for seat in seats:
        view = hand.view(seat)
        own = set(state.hands[seat])
        assert cards_in(replace(view, manos=(), result=None)) <= own


def cards_in(value: object) -> set[Card]:
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple):
        return set().union(*(cards_in(item) for item in value)) if value else set()
    if is_dataclass(value) and not isinstance(value, type):
        return set().union(
            *(cards_in(getattr(value, f.name)) for f in fields(value) if f.name != "play_rules")
        )
    return set()


def juegos(
    count: int, variants: tuple[str | None, ...] = (None, "musin", "deje+a-30"), seeds: range | None = None
) -> int:
    """Plays ``count`` partidas of computer players (or those of ``seeds``), checking each; the number of manos
    played. The views are checked at every action of the first 170 seeds, at one in eight after them."""
    manos = 0
    for seed in seeds if seeds is not None else range(count):
        hand = games.new_hand(
            "mus", seed=seed, players=(4, 2, 6)[seed % 3], variant=variants[seed % len(variants)]
        )
        rng = random.Random(seed)
        while not hand.is_over:
            seat = hand.to_move
            assert seat is not None
            if seed < 170 or len(hand.actions) % 8 == 0:
                check_views(hand, [seat, (seat + 1 + rng.randrange(hand.players - 1)) % hand.players])
            level = "experto" if seat % 2 == seed % 2 else "principiante"
            hand = hand.apply(games.choose(hand.view(seat), level, rng))
        manos += check_count(hand)
        check_partida(hand)
        if seed % 25 == 0:
            assert games.Hand.from_notation(hand.notation) == hand
    return manos


@pytest.mark.parametrize("part", range(4))
def test_over_two_thousand_juegos_the_count_the_cards_and_the_views_hold(part: int) -> None:
    """Seeds 0–169 check every view; with the other three parts, 2,000 juegos and over 12,000 manos."""
    assert juegos(0, seeds=range(part * 500, (part + 1) * 500)) >= 3000


def test_over_partidas_of_several_juegos_the_juegos_and_vacas_hold() -> None:
    assert juegos(24, ("juegos-2+vacas-2+a-30", "juegos-3+musin+a-30")) >= 200


def test_the_partida_check_notices_a_vaca_that_does_not_start_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    def kept(won: tuple[int, ...], per_vaca: int) -> tuple[tuple[int, int], tuple[int, int]]:
        juegos = (won.count(0), won.count(1))
        return juegos, (juegos[0] // per_vaca, juegos[1] // per_vaca)

    monkeypatch.setattr("games.mus.hand.tally", kept)
    with pytest.raises(AssertionError):
        juegos(12, ("juegos-2+vacas-2+a-30",))


def test_the_recount_notices_a_wrong_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("games.mus.lances.PARES_EXTRA", {3: 3, 2: 3, 1: 1})
    with pytest.raises(AssertionError):
        juegos(30)


def test_the_view_check_notices_a_partner_s_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    view = type(games.GAMES["mus"].hand_rules).view

    def leaky(rules: Any, state: Any, seat: int) -> Any:
        return replace(view(rules, state, seat), hand=state.hands[(seat + 2) % state.players])

    monkeypatch.setattr(type(games.GAMES["mus"].hand_rules), "view", leaky)
    with pytest.raises(AssertionError):
        juegos(1)
