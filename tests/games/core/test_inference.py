"""What a seat reads of the hidden hands (``games.core.inference``): never wrong about the real deal, and it does
read voids, obligations and cantes where the rules make them show."""

from __future__ import annotations

import random
from typing import Any

import pytest

import games
from games.core import inference
from games.core.cards import CARDS_BY_CODE
from games.core.inference import allowed

# Games of trick play whose state holds every hand, at their sizes of table.
TABLES = [
    (slug, players)
    for slug, game in games.GAMES.items()
    if game.rules.plays_tricks
    for players in game.players
    if slug not in ("truco", "cientos")
]


def decisions(slug: str, players: int, seed: int) -> Any:
    """Each (hand, view) where a seat is to play a card in a random partida, with the real hands."""
    hand = games.new_hand(slug, seed=seed, players=players)
    rng = random.Random(seed)
    for _ in range(400):
        if hand.is_over:
            return
        seat = hand.to_move
        assert seat is not None
        view = hand.view(seat)
        real = getattr(hand.state, "hands", None)
        if real is not None and any(code in CARDS_BY_CODE for code in view.legal_actions):
            yield view, real
        hand = hand.apply(rng.choice(hand.legal_actions()))


def misread(slug: str, players: int, seeds: range) -> tuple[list[str], int]:
    """The cards the inference puts out of a hand that really holds them, and how many it ruled out in all."""
    wrong, ruled_out = [], 0
    for seed in seeds:
        for view, real in decisions(slug, players, seed):
            fits = allowed(view)
            hidden = set(view.play_rules.deck) - inference.visible(view)
            for seat, cards in enumerate(real):
                if seat == view.seat:
                    continue
                wrong += [f"{slug} {seed}: {card} in seat {seat}" for card in cards if not fits(card, seat)]
                ruled_out += sum(1 for card in hidden if not fits(card, seat))
    return wrong, ruled_out


@pytest.mark.parametrize(("slug", "players"), TABLES)
def test_what_a_seat_reads_of_the_hidden_hands_always_fits_the_real_deal(slug: str, players: int):
    wrong, _ = misread(slug, players, range(1, 7))
    assert wrong == []


@pytest.mark.parametrize(("slug", "players"), [("tute", 4), ("guinote", 4), ("tresillo", 3), ("malilla", 4)])
def test_the_plays_do_show_voids_and_obligations(slug: str, players: int):
    _, ruled_out = misread(slug, players, range(1, 4))
    assert ruled_out > 0


def test_the_obligations_of_the_monte_are_not_read_into_the_tricks_played_while_it_lasted(monkeypatch):
    """Broken on purpose: every trick taken as played without stock. In the Guiñote, where any card goes while the
    monte lasts, the inference then rules out cards the real hands hold, and the check above notices."""
    monkeypatch.setattr(inference, "past_stocks", lambda view: [0] * len(view.history))
    wrong, _ = misread("guinote", 4, range(1, 7))
    assert wrong


def test_a_seat_that_sang_holds_its_rey_and_caballo_until_it_plays_them():
    for seed in range(1, 60):
        for view, _ in decisions("tute", 2, seed):
            sung = [cante for cante in view.cantes if cante.kind == "cante" and cante.seat != view.seat]
            for cante in sung:
                king = games.Card(12, cante.suit)
                if king in inference.visible(view):
                    continue
                fits = allowed(view)
                assert fits(king, cante.seat)
                assert not any(fits(king, seat) for seat in range(view.players + 2) if seat != cante.seat)
                return
    pytest.fail("no cante of another seat in 59 partidas")


def test_a_seat_that_took_the_pinta_holds_it_until_it_plays_it():
    for seed in range(1, 200):
        for view, real in decisions("guinote", 4, seed):
            for seat, card in view.exchanged:
                if seat == view.seat or card in inference.visible(view):
                    continue
                fits = allowed(view)
                assert card in real[seat]
                assert [other for other in range(view.players + 2) if fits(card, other)] == [seat]
                return
    pytest.fail("no pinta taken by another seat in 199 partidas")
