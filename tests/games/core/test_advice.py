"""The *pista*: the expert's action, always legal, with a reason in Spanish that fits what it is."""

from __future__ import annotations

import random

import pytest

import games
from games.core.advice import advise, reason
from games.truco.grammar import ENVIDO_WORDS


@pytest.mark.parametrize(
    "game",
    ["tresillo", "truco", *sorted(slug for slug, game in games.GAMES.items() if game.family == "bazas")],
)
def test_the_hint_is_legal_and_says_why(game: str) -> None:
    rng = random.Random(1)
    for seed in range(6):
        hand = games.new_hand(game, seed=seed)
        for _ in range(30):
            if hand.is_over:
                break
            seat = hand.to_move
            assert seat is not None
            action, why = advise(hand.view(seat))
            assert action in hand.legal_actions()
            assert why.text.endswith(".") and why.text[0].isupper() and "«" not in why.text[:1]
            hand = hand.apply(rng.choice(hand.legal_actions()))


def test_passing_is_explained_by_the_phase() -> None:
    julepe = games.new_hand("julepe", seed=3)
    view = julepe.view(julepe.to_move or 0)
    assert view.phase == "declaracion"
    assert "julepe" in reason(view, "paso").text
    remate = games.new_hand("tute", seed=3, players=3, variant="remate")
    assert "puja" in reason(remate.view(0), "paso").text
    assert "cántala" in reason(games.new_hand("tute", seed=1, players=2).view(0), "cante:O").text


def test_bids_and_envidos_say_what_the_hand_holds() -> None:
    said = 0
    for seed in range(30):
        for game in ("tresillo", "truco"):
            hand = games.new_hand(game, seed=seed)
            view = hand.view(hand.to_move or 0)
            for action in view.legal_actions:
                text = reason(view, action).text
                if game == "tresillo":
                    kings = sum(1 for card in view.hand if card.rank == 12)
                    assert (f"{kings} rey" in text) == (kings > 0), text
                elif action.partition(":")[0] in ENVIDO_WORDS:
                    assert f"Tienes {games.GAMES['truco'].hand_rules.count(view.hand)} de envido." in text
                said += 1
    assert said > 60
