"""Every action of every playable game has a Spanish button label and a Spanish sentence at the table."""

from __future__ import annotations

import random

import pytest

import games
from games import bots
from tutor.practice.narration import button_label, describe
from tutor.practice.table import TABLE_GAMES


@pytest.mark.parametrize("game", sorted(TABLE_GAMES))
def test_every_action_reads_in_spanish(game: str):
    for seed in range(12):
        hand = games.new_hand(game, seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            seat = hand.to_move
            assert seat is not None
            for action in hand.legal_actions():
                if action in {card.code for card in games.DECK_48}:
                    continue
                assert button_label(action) != action, action
                assert "hace «" not in describe(action, seat, 0, hand.players), action
            level = rng.choice(bots.LEVELS)
            hand = hand.apply(bots.choose(hand.view(seat), level, rng))


def test_calling_a_king_reads_naturally():
    assert describe("llama:12O", 1, 0, 4) == "Derecha llama al rey de oros"
    assert describe("mediator-bola-favor", 2, 0, 4) == "Enfrente juega Mediator con bola en favorito"
