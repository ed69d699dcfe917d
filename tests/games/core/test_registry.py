"""The registry of games and the one hand API: every game answers the same calls."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

import games
from games.core import players
from games.core.game import Game

SLUGS = sorted(games.GAMES)


def test_every_game_of_the_sources_is_registered_once_with_its_family() -> None:
    assert len(SLUGS) == len(set(SLUGS)) == len(games.GAMES)  # the full list: tests/games/core/test_trick.py
    families = {slug: game.family for slug, game in games.GAMES.items()}
    assert set(families.values()) == {
        "ombre",
        "bazas",
        "truco",
        "banca",
        "combinaciones",
        "pesca",
        "mus",
        "cinquillo",
    }
    assert families["cinquillo"] == families["burro"] == "cinquillo"
    assert families["brisca"] == "bazas" and families["zanga"] == "ombre" and families["truco"] == "truco"
    assert families["siete-y-medio"] == "banca" and families["chinchon"] == "combinaciones"
    assert families["escoba"] == "pesca" and families["mus"] == "mus"
    for slug, game in games.GAMES.items():
        assert game.slug == slug == game.rules.slug == game.hand_rules.slug
        assert games.find_game(game.name) is game
        assert set(game.bots) == set(games.LEVELS)
        assert game.players and set(game.players) <= set(game.rules.players)


def test_the_words_name_the_maker_as_each_source_does() -> None:
    makers = {slug: game.words.maker for slug, game in games.GAMES.items()}
    assert makers["tresillo"] == "Jugador" and makers["hombre"] == "Hombre"
    assert makers["voltarete"] == "feito" and makers["zanga"] == "nombrado"
    assert [m.variant for m in games.GAMES["tute"].words.modalities] == ["habanero", "remate"]


def played(slug: str, seed: int, steps: int) -> games.Hand[Any, games.SeatView]:
    """A hand of ``slug`` after up to ``steps`` actions of the principiante players."""
    hand = games.new_hand(slug, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if hand.is_over:
            break
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(games.choose(hand.view(seat), "principiante", rng))
    return hand


@pytest.mark.parametrize("slug", SLUGS)
def test_any_game_s_notation_replays_through_games_hand(slug: str) -> None:
    for seed, steps in ((1, 0), (2, 7), (3, 40)):
        hand = played(slug, seed, steps)
        again = games.Hand.from_notation(hand.notation)
        assert again.notation == hand.notation and again.game == slug
        assert again.legal_actions() == hand.legal_actions()
        assert again.to_move == hand.to_move and again.phase == hand.phase


@pytest.mark.parametrize("slug", SLUGS)
def test_every_seat_view_satisfies_the_one_protocol(slug: str) -> None:
    hand = played(slug, 5, 12)
    for seat in range(hand.players):
        view = hand.view(seat)
        assert isinstance(view, games.SeatView)
        assert view.seat == seat and len(view.sides) == hand.players
        assert set(view.hand) <= view.visible_cards()
        assert (view.legal_actions != ()) == (view.to_move == seat)


def test_a_player_that_decides_an_illegal_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = games.GAMES["brisca"]
    broken: Game[Any] = replace(game, bots={level: (lambda view, rng: "13X") for level in games.LEVELS})
    monkeypatch.setattr(players, "find_game", lambda name: broken)
    hand = games.new_hand("brisca", seed=1)
    with pytest.raises(games.IllegalDecisionError):
        games.choose(hand.view(hand.to_move or 0), "experto")


def test_choose_refuses_an_unknown_level_and_a_seat_with_nothing_to_do() -> None:
    hand = games.new_hand("tresillo", seed=1)
    with pytest.raises(ValueError):
        games.choose(hand.view(0), "maestro")
    with pytest.raises(ValueError):
        games.choose(hand.view(1), "experto")


def test_every_violation_code_has_a_spanish_label_and_only_obligations_are_renuncios() -> None:
    assert {code for code in games.ViolationCode if code.is_renuncio} == games.OBLIGATION_CODES
    labels = [code.label for code in games.ViolationCode]
    assert all(label[0].isupper() for label in labels) and len(set(labels)) == len(labels)
    assert all(code.description for code in games.OBLIGATION_CODES)
    assert games.ViolationCode("rendicion").label == "Rendición"
    violation = games.position("tresillo", hands=[["3B", "4B"], ["5B", "6C"], ["7C", "2O"]], trump="O")
    refused = violation.play("3B").check_play("6C")
    assert refused is not None and refused.code is games.ViolationCode.ASISTIR
