"""Property tests of the Escoba over thousands of random deals (partidas of several deals, every number of
players): the 40 cards conserved, no seat seeing another's hand or the stock, every capture summing 15, the residue
summing 10 mod 15 (l. 792), the tanteo recounted by an oracle written here from the source (l. 802–810), never from
the engine's scoring, and the notation round-tripping. A last test breaks the engine on purpose and sees the check
notice.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from itertools import combinations
from typing import Any

import pytest

import games
from games.core.cards import DECK_40, Card, Suit
from games.core.hand import HandOptions
from games.pesca import escoba
from games.pesca.state import EscobaState
from games.pesca.tanteo import tanteo

# The oracle's values, from l. 794: as to siete their index, sota 8, caballo 9, rey 10.
VALUE = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 10: 8, 11: 9, 12: 10}
CONFIGS = [(2, None), (3, None), (4, None), (4, "parejas"), (5, None), (2, "a-21")]
PARTIDAS = 45  # per configuration: some 8 deals each, over 2,000 deals in all


def total(cards: list[Card] | tuple[Card, ...]) -> int:
    return sum(VALUE[card.rank] for card in cards)


def oracle_points(piles: list[list[Card]], escobas: list[int]) -> list[int]:
    """Each side's points of one deal, from the source alone (l. 802–810)."""
    points = list(escobas)  # «un punto por cada escoba»
    for side, pile in enumerate(piles):
        if Card(7, Suit.OROS) in pile:  # the siete de velos
            points[side] += 1

    def to_the_single_best(measures: dict[int, int]) -> None:  # «Si hay empate ... nadie se anotará punto»
        ranked = sorted(measures.values(), reverse=True)
        if ranked and (len(ranked) == 1 or ranked[0] > ranked[1]):
            points[max(measures, key=measures.__getitem__)] += 1

    to_the_single_best({side: len(pile) for side, pile in enumerate(piles)})
    to_the_single_best({side: sum(c.suit is Suit.OROS for c in pile) for side, pile in enumerate(piles)})
    setentas = {}
    for side, pile in enumerate(piles):
        tops = [max((c.rank for c in pile if c.suit is suit and c.rank <= 7), default=0) for suit in Suit]
        if all(tops):  # «al menos una carta blanca cada uno de los palos»
            setentas[side] = sum(tops)
    to_the_single_best(setentas)
    return points


def escobas_de_mano(table: tuple[Card, ...]) -> int:
    if total(table) == 15:
        return 1
    halves = [c for n in range(1, len(table)) for c in combinations(table, n) if total(c) == 15]
    return 2 if total(table) == 30 and halves else 0


def choose(hand: games.Hand[Any, Any], rng: random.Random, policy: str) -> str:
    legal = hand.legal_actions()
    if policy == "random":
        return rng.choice(legal)
    return games.choose(hand.view(hand.to_move or 0), policy, rng)


def check_partida(seed: int, players: int, variant: str | None, policy: str) -> list[int]:
    """Play one partida, checking every invariant on the way; the residues of its deals."""
    rng = random.Random(seed)
    hand = games.new_hand("escoba", seed=seed, players=players, variant=variant)
    sides = hand.view(0).sides
    count = max(sides) + 1
    scores = [0] * count
    residues: list[int] = []
    piles: list[list[Card]] = [[] for _ in range(count)]
    escobas = [0] * count
    last: int | None = None
    ronda = 0
    while True:
        state = hand.state
        view = hand.view(0)
        if view.ronda != ronda and not hand.is_over:  # a new deal: the escoba de mano, by the oracle
            ronda = view.ronda
            piles, escobas, last = [[] for _ in range(count)], [0] * count, None
            if view.captures:
                mano = view.captures[0]
                assert view.table == () and mano.seat == view.dealer
                assert escobas_de_mano(mano.cards) == mano.escobas > 0
                piles[sides[mano.seat]] += mano.cards
                escobas[sides[mano.seat]] += mano.escobas
                last = mano.seat
            else:
                assert escobas_de_mano(view.table) == 0
        every = [c for h in state.hands for c in h] + list(state.table) + list(state.stock)
        every += [c for capture in state.captures for c in capture.cards]
        assert sorted(every, key=DECK_40.index) == list(DECK_40) or hand.is_over
        for seat in range(players):
            seen = hand.view(seat).visible_cards()
            hidden = {c for other in range(players) if other != seat for c in state.hands[other]}
            assert not seen & (hidden | set(state.stock)) and hand.view(seat).hand == state.hands[seat]
        if hand.is_over:
            break
        mover = hand.to_move
        assert mover is not None
        for action in hand.legal_actions():
            cards = [Card.parse(code) for code in action.removeprefix("sopla:").split("+")]
            assert len(cards) == 1 or total(cards) == 15
        action = choose(hand, rng, policy)
        before = len(hand.view(0).deals)
        table = hand.view(0).table
        hand = hand.apply(action)
        cards = [Card.parse(code) for code in action.removeprefix("sopla:").split("+")]
        if len(cards) > 1:
            piles[sides[mover]] += cards
            last = mover
            if not action.startswith("sopla:") and set(cards[1:]) == set(table):
                escobas[sides[mover]] += 1
        if len(hand.view(0).deals) > before:  # the deal ended: the rest, the residue, the tanteo
            record = hand.view(0).deals[-1]
            rest = [c for c in table if c not in cards] + ([cards[0]] if len(cards) == 1 else [])
            assert sorted(rest, key=DECK_40.index) == sorted(record.residue, key=DECK_40.index)
            residues.append(total(rest))
            assert total(rest) % 15 == 10  # 220 in all, every capture a 15 (l. 792)
            if last is not None:
                piles[sides[last]] += rest
            assert sum(len(pile) for pile in piles) == 40 or last is None
            points = oracle_points(piles, escobas)
            scores = [a + b for a, b in zip(scores, points, strict=True)]
            assert list(record.scores) == scores, (hand.notation, record.lines)
    result = hand.result()
    assert result is not None
    target = 21 if variant and "a-21" in variant else 15
    assert max(scores) >= target and scores.count(max(scores)) == 1
    assert set(result.winners) == {
        seat for seat in range(players) if sides[seat] == scores.index(max(scores))
    }
    again = games.Hand.from_notation(hand.notation)
    assert again == hand and again.view(0) == hand.view(0)
    return residues


@pytest.mark.parametrize(("players", "variant"), CONFIGS)
def test_random_partidas_keep_every_invariant(players: int, variant: str | None) -> None:
    residues: Counter[int] = Counter()
    for seed in range(PARTIDAS):
        residues.update(check_partida(seed, players, variant, "random"))
    assert sum(residues.values()) >= 150 and residues[10] and residues[25]  # 2,200 deals in all


@pytest.mark.parametrize("policy", games.LEVELS)
def test_the_computer_players_partidas_keep_every_invariant(policy: str) -> None:
    for seed in range(12):
        check_partida(seed, 2 + seed % 4, None, policy)


def test_an_impossible_capture_is_always_refused_with_its_sum() -> None:
    rng = random.Random(7)
    refused = 0
    for seed in range(200):
        hand = games.new_hand("escoba", seed=seed, players=2 + seed % 4)
        while not hand.is_over and refused < 1000:
            hand_cards, table = hand.view(hand.to_move or 0).hand, hand.view(hand.to_move or 0).table
            chosen = [c for c in table if rng.random() < 0.5]
            if chosen:
                card = rng.choice(hand_cards)
                action = "+".join(c.code for c in (card, *chosen))
                violation = hand.check(action)
                assert (violation is None) == (total([card, *chosen]) == 15)
                if violation is not None:
                    refused += 1
                    assert violation.code is games.ViolationCode.QUINCE
                    assert f"suman {total([card, *chosen])}, no 15" in violation.explanation
                    assert all(c.name in violation.explanation for c in (card, *chosen))
            hand = hand.apply(rng.choice(hand.legal_actions()))
    assert refused >= 1000


def test_a_broken_tanteo_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine made to forget the setenta: the oracle's recount catches it."""
    monkeypatch.setattr(escoba, "tanteo", lambda piles, counts: tanteo(piles, counts)[:-1])
    with pytest.raises(AssertionError):
        for seed in range(10):
            check_partida(seed, 2, None, "random")


def test_a_card_lost_by_the_engine_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine made to lose each card thrown instead of leaving it on the table: conservation catches it."""
    real = escoba.EscobaRules.apply

    def losing(
        self: escoba.EscobaRules, state: EscobaState, action: str, options: HandOptions
    ) -> EscobaState:
        after = real(self, state, action, options)
        return replace(after, table=after.table[:-1]) if "+" not in action and after.table else after

    monkeypatch.setattr(escoba.EscobaRules, "apply", losing)
    with pytest.raises(AssertionError):
        check_partida(1, 2, None, "random")
