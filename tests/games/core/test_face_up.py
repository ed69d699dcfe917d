"""The cards a view shows face up on the table (``face_up``): never the seat's own hand, seen by every seat, and
there when the game has a table to show."""

from __future__ import annotations

import random
from typing import Any

import pytest

import games
from games.pesca.view import EscobaView

SHOWING = {"escoba", "chinchon", "siete-y-medio", "cinquillo", "burro"}


def faults(game: str, seeds: range = range(2)) -> tuple[list[str], bool]:
    """Where a face-up card is the seat's own or hidden from another seat; and whether any position showed one."""
    found, shown = [], False
    for seed in seeds:
        hand: games.Hand[Any, Any] = games.new_hand(game, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            views = [hand.view(seat) for seat in range(hand.players)]
            for view in views:
                up = {card for group in view.face_up() for card in group}
                shown = shown or bool(up)
                wrong = (up & set(view.hand)).union(*(up - other.visible_cards() for other in views))
                if wrong:
                    found.append(f"{hand.notation} asiento {view.seat}: {sorted(c.code for c in wrong)}")
            if hand.to_move is None:
                break
            hand = hand.apply(games.choose(hand.view(hand.to_move), "principiante", rng))
    return found, shown


@pytest.mark.parametrize("game", sorted(games.GAMES))
def test_no_card_face_up_is_in_a_hand(game: str) -> None:
    found, shown = faults(game)
    assert found == []
    assert shown == (game in SHOWING)


def test_a_table_that_showed_a_hand_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(EscobaView, "face_up", lambda view: (view.hand,))
    assert faults("escoba", range(1))[0]
