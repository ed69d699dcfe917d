"""The Zángano of 1807 (l. 1719–1735) at the Quadrillo, Quintillo and Seisillo: one player more, the dealer, who sits
out the hand and takes what one opponent gives the Hombre, never losing."""

from __future__ import annotations

from typing import Any

import pytest

import games
from games.core.errors import InvalidNotationError
from games.core.result import HandResult
from games.ombre.mediator import CalledKingHand
from tests.games.hand_helpers import run

GAMES = [("quadrillo", 4), ("quintillo", 5), ("seisillo", 6)]


def bots_play(slug: str, seed: int, variant: str | None) -> Any:
    """A seeded hand played by experto bots to its end."""
    hand = games.new_hand(slug, seed=seed, variant=variant)
    while not hand.is_over:
        hand = hand.apply(games.choose(hand.view(hand.to_move or 0), "experto"))
    return hand


def one_share(hand: Any) -> int:
    """What one opponent gives the Hombre (won: to him, or to the pair where they share by halves) or takes from his
    side (lost) for the game and the calidades: neither the middle of the table nor the bola (l. 1727–1731)."""
    state, result = hand.state, hand.result()
    side = {state.jugador} | (
        {state.partner} if state.contract == "entrada" and state.partner is not None else set()
    )
    opponent = next(seat for seat in state.active if seat not in side)
    takers = {state.jugador} if games.GAMES[hand.game].hand_rules.each_winner else side
    lines = [
        line for line in result.transfers if not any(w in line.concept for w in ("bola", "medio", "zángano"))
    ]
    if result.kind == "gana":
        return sum(line.amount for line in lines if line.payer == opponent and line.payee in takers)
    return sum(line.amount for line in lines if line.payee == opponent and line.payer in side)


def zangano_problems(slug: str, players: int, hands: int) -> list[str]:
    """Hands where the zángano moves, holds cards, loses, or is not paid one opponent's share (l. 1725–1733)."""
    problems = []
    for seed in range(hands):
        hand = bots_play(slug, seed, "zangano")
        result: HandResult = hand.result()
        if any(seat == players for seat, _ in hand.state.bids) or result.tricks[players]:
            problems.append(f"{hand.notation}: el zángano juega")
        if result.payments[players] != one_share(hand) or result.payments[players] < 0:
            problems.append(
                f"{hand.notation}: el zángano cobra {result.payments[players]}, no {one_share(hand)}"
            )
    return problems


@pytest.mark.parametrize(("slug", "players"), GAMES)
def test_the_dealer_sits_out_as_zangano(slug: str, players: int):
    # l. 1725: "el que dá los naypes no juega"; l. 1721: "sin que dexé de jugarse entre quatro, cinco ó seis".
    hand = games.new_hand(slug, seed=5, variant="zangano")
    assert hand.state.players == players + 1 and hand.view(players).hand == ()
    assert hand.view(0).active == tuple(range(players))
    plain = games.new_hand(slug, seed=5)
    assert [hand.view(seat).hand for seat in range(players)] == [
        plain.view(seat).hand for seat in range(players)
    ]
    with pytest.raises(InvalidNotationError):
        games.new_hand(slug, seed=5, players=players, variant="zangano")


@pytest.mark.parametrize(("slug", "players"), GAMES)
def test_the_hand_is_played_as_without_him(slug: str, players: int):
    # l. 1721: "pueda entrar á divertirse un jugador mas sin alterar el juego".
    for seed in range(6):
        with_him = bots_play(slug, seed, "zangano")
        actions = with_him.notation.split("|", 1)[1].split()
        without = run(games.new_hand(slug, seed=seed), " ".join(actions)).result()
        assert without is not None
        assert with_him.result().kind == without.kind
        assert with_him.result().tricks[:players] == without.tricks


def test_when_the_hombre_wins_the_opponents_pay_the_zangano_one_share_the_odd_tanto_by_the_mano():
    # l. 1727: "si el Hombre gana, los contrarios le pagan al zángano … lo que uno de ellos da al Hombre"; l. 1733:
    # "Si hubiese algun tanto de non, lo pagará el que fuese mano".
    hand = next(
        h
        for h in (bots_play("quadrillo", seed, "zangano") for seed in range(40))
        if h.result().kind == "gana" and h.state.contract == "solo"
    )
    result = hand.result()
    assert result.payments[4] == one_share(hand) > 0
    odd = [line for line in result.transfers if line.concept.endswith("el tanto de non")]
    opponents = [seat for seat in range(4) if seat != hand.state.jugador]
    assert all(line.payer == opponents[0] and line.citation.first_line == 1733 for line in odd)
    assert {line.citation.first_line for line in result.transfers if line.payee == 4} <= {1727, 1733}


def test_when_the_hombre_loses_he_pays_the_zangano_as_one_opponent_more():
    # l. 1729–1731: "si éste pierde, cuenta con uno mas para lo que es el juego y las calidades; pero no entra en lo
    # de en medio de la mesa, ni en la bola".
    hand = next(
        h
        for h in (bots_play("quintillo", seed, "zangano") for seed in range(60))
        if h.result().kind != "gana"
    )
    result = hand.result()
    assert result.payments[5] == one_share(hand) > 0
    assert all(line.citation.first_line == 1731 for line in result.transfers if line.payee == 5)


@pytest.mark.parametrize(("slug", "players"), GAMES)
def test_the_zangano_never_loses_and_takes_one_share(slug: str, players: int):
    # l. 1733: "el zángano, aunque cobra poco, está seguro de ganar, sin exponerse de ninguna manera á perder".
    assert zangano_problems(slug, players, 60) == []


def test_the_zangano_check_notices_a_zangano_left_unpaid(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(CalledKingHand, "zangano_lines", lambda *args: [])
    assert zangano_problems("quadrillo", 4, 20) != []
