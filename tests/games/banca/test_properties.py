"""Property tests of the Siete y medio over thousands of seeded rounds: the cards are conserved, no seat sees another's
covered card, every payment is recounted by an oracle written from the source (not the engine's scoring), and the
notation round-trips; then the checks are shown to notice a broken engine."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

import games
from games.banca import hand as banca_hand
from games.banca.view import Jugada, RondaJugada
from games.core.hand import Hand

GAME = "siete-y-medio"
SESSIONS = 1000  # of eight rounds each
SEVEN_AND_A_HALF = Fraction(15, 2)


def value(card: games.Card) -> Fraction:
    """l. 1023: «las blancas tienen el valor de su índice y las figuras valen medio»."""
    return Fraction(1, 2) if card.rank >= 10 else Fraction(card.rank)


def oracle(ronda: RondaJugada, players: int) -> tuple[list[int], int]:
    """Each seat's net tantos in a settled round and who banks the next, from the cards and stakes alone (l. 1021:
    closest to siete y medio without passing; a tie to fewer cards, then to the bank, who plays last)."""
    bank = ronda.bank
    mine = [sum(map(value, cards), Fraction(0)) for cards in ronda.hands]
    nets = [0] * players
    next_bank = bank
    for offset in range(1, players):
        seat = (bank + offset) % players
        stake = ronda.stakes[seat]
        if mine[seat] > SEVEN_AND_A_HALF:
            won = False
        elif mine[bank] > SEVEN_AND_A_HALF:
            won = True
        elif mine[seat] != mine[bank]:
            won = mine[seat] > mine[bank]
        else:
            won = len(ronda.hands[seat]) < len(ronda.hands[bank])
        nets[seat] += stake if won else -stake
        nets[bank] -= stake if won else -stake
        if won and mine[seat] == SEVEN_AND_A_HALF and next_bank == bank:
            next_bank = seat
    return nets, next_bank


def engine_nets(ronda: RondaJugada, players: int) -> list[int]:
    nets = [0] * players
    for line in ronda.transfers:
        assert line.payer is not None and line.payee is not None and line.amount > 0
        nets[line.payer] -= line.amount
        nets[line.payee] += line.amount
    return nets


def problems(hand: Hand[Any, Any]) -> list[str]:
    """Every broken invariant of ``hand`` as it stands."""
    found = []
    ronda = hand.state.ronda
    every = [card for puesto in ronda.puestos for card in puesto.cards] + list(ronda.stock)
    if sorted(every, key=games.DECK_40.index) != list(games.DECK_40):
        found.append("cards not conserved")
    for seat in range(hand.players):
        view = hand.view(seat)
        for other, puesto in enumerate(ronda.puestos):
            hidden = puesto.cards[-1]
            if other != seat and not ronda.over and not puesto.bust and hidden in view.visible_cards():
                found.append(f"seat {seat} sees the covered card of seat {other}")
            if (
                other != seat
                and not ronda.over
                and not puesto.bust
                and any(hidden in jugada.shown for jugada in view.jugadas)
            ):
                found.append(f"seat {seat} is shown the covered card of seat {other}")
    return found


def session(seed: int, check_views: bool) -> tuple[Hand[Any, Any], list[str]]:
    """A seeded session of random legal actions and computer players, with the invariants checked at every step."""
    rng = random.Random(seed)
    players = rng.choice(games.GAMES[GAME].players)
    hand = games.new_hand(GAME, seed=seed, players=players)
    found: list[str] = []
    while not hand.is_over:
        if check_views:
            found += problems(hand)
        seat = hand.to_move
        assert seat is not None
        action = (
            rng.choice(hand.legal_actions())
            if rng.random() < 0.3
            else games.choose(hand.view(seat), rng.choice(games.LEVELS), rng)
        )
        hand = hand.apply(action)
    return hand, found


def payment_problems(hand: Hand[Any, Any]) -> list[str]:
    """Where the engine's payments or banks differ from the oracle's, round by round and for the session."""
    view = hand.view(0)
    found = []
    total = [0] * hand.players
    for index, ronda in enumerate(view.finished):
        nets, next_bank = oracle(ronda, hand.players)
        if engine_nets(ronda, hand.players) != nets:
            found.append(f"round {ronda.number}: {engine_nets(ronda, hand.players)} != {nets}")
        if ronda.next_bank != next_bank or (
            index + 1 < len(view.finished) and view.finished[index + 1].bank != next_bank
        ):
            found.append(f"round {ronda.number}: the bank passed wrongly")
        total = [a + b for a, b in zip(total, nets, strict=True)]
    result = hand.result()
    if result is None or list(result.payments) != total:
        found.append("the session's payments are not the rounds' sum")
    return found


def test_thousands_of_seeded_rounds_keep_every_invariant():
    rounds = 0
    for seed in range(SESSIONS):
        hand, found = session(seed, check_views=seed % 4 == 0)
        found += payment_problems(hand)
        assert not found, (hand.notation, found)
        rounds += len(hand.view(0).finished)
        if seed % 10 == 0:
            again = games.Hand.from_notation(hand.notation)
            assert again == hand and again.view(1) == hand.view(1) and again.result() == hand.result()
    assert rounds == SESSIONS * banca_hand.ROUNDS


def test_the_notation_round_trips_in_the_middle_of_a_round():
    hand = games.new_hand(GAME, seed=5, players=5)
    rng = random.Random(5)
    for _ in range(40):
        hand = hand.apply(rng.choice(hand.legal_actions()))
        again = games.Hand.from_notation(hand.notation)
        assert again == hand and all(again.view(seat) == hand.view(seat) for seat in range(hand.players))


def test_the_checks_notice_a_broken_engine(monkeypatch: pytest.MonkeyPatch):
    """A tie given to the punter, a covered card shown, a card dealt twice: each is caught."""
    with monkeypatch.context() as patch:
        patch.setattr(
            banca_hand, "_against_bank", lambda puesto, bank: (puesto.points >= bank.points, "roto")
        )
        assert any(payment_problems(session(seed, check_views=False)[0]) for seed in range(20))
    with monkeypatch.context() as patch:
        patch.setattr(
            banca_hand,
            "_jugada",
            lambda ronda, seat: Jugada(seat, ronda.puestos[seat].cards, 0, 0, False, False),
        )
        assert session(1, check_views=True)[1]
    with monkeypatch.context() as patch:
        deal = banca_hand.SieteYMedioRules._deal

        def twice(rules: Any, options: Any, number: int, bank: int) -> Any:
            ronda = deal(rules, options, number, bank)
            return replace(ronda, stock=(ronda.puestos[0].cards[0], *ronda.stock[1:]))

        patch.setattr(banca_hand.SieteYMedioRules, "_deal", twice)
        assert "cards not conserved" in session(2, check_views=True)[1]
