"""Every action of every playable game has a Spanish button label and a Spanish sentence at the table."""

from __future__ import annotations

import random

import pytest

import games
from games.core.cards import Suit
from games.core.narration import button_label, describe, describe_cante, is_worded


@pytest.mark.parametrize("game", sorted(games.GAMES))
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
                assert is_worded(action), f"{game}: «{action}» needs its words in narration.WORDS"
                assert button_label(action) != action, action
                assert "hace «" not in describe(action, seat, 0, hand.players), action
            level = rng.choice(games.LEVELS)
            hand = hand.apply(games.choose(hand.view(seat), level, rng))


def test_calling_a_king_reads_naturally():
    assert describe("llama:12O", 1, 0, 4) == "Derecha llama al rey de oros"
    assert describe("mediator-bola-favor", 2, 0, 4) == "Enfrente juega Mediator con bola en favorito"


def test_the_cantes_tell_the_40_from_the_20_by_the_trumps():
    assert button_label("cante:O", Suit.COPAS) == "Cantar las 20 en oros"
    assert button_label("cante:O", Suit.OROS) == "Cantar las 40"
    assert button_label("cante:B") == "Cantar en bastos"  # trumps unknown: never a wrong number
    assert describe("cante:E", 1, 0, 2, Suit.ESPADAS) == "Derecha canta las 40 en espadas"
    assert describe("cante:C", 0, 0, 4, Suit.ESPADAS) == "Tú cantas las 20 en copas"
    assert describe_cante(2, Suit.BASTOS, 40, 0, 4) == "Enfrente canta las 40 en bastos"
    assert describe_cante(0, None, 0, 0, 3) == "Tú cantas tute"


def test_the_words_of_the_games_of_bazas():
    assert button_label("cambia:7O") == "Cambiar la pinta por el siete de oros"
    assert describe("cambia:2E", 3, 0, 4) == "Izquierda cambia la pinta por el dos de espadas"
    assert describe("cambia:7B", 0, 0, 2) == "Tú cambias la pinta por el siete de bastos"
    assert button_label("tute") == "Cantar tute" and describe("tute", 1, 0, 3) == "Derecha canta tute"
    assert button_label("capote") == "Anunciar capote" and describe("capote", 0, 0, 2) == "Tú anuncias capote"
    assert button_label("fuera") == "¡Hemos pasado de 100!"
    assert describe("fuera", 2, 0, 4) == "Enfrente dice «¡hemos pasado de 100!»"
    assert button_label("paso") == "Paso" and describe("paso", 1, 0, 4) == "Derecha pasa"
    assert describe("juego", 1, 0, 4) == "Derecha dice «juego»"
    assert button_label("descarta:7O") == "Descartar: siete de oros"
    assert describe("roba", 0, 0, 4) == "Tú robas"
    assert button_label("baile").startswith("Bailo") and describe("baile", 1, 0, 5).startswith(
        "Derecha baila"
    )
    assert button_label("puja:75") == "Pujo 75" and describe("puja:75", 1, 0, 3) == "Derecha puja 75"


@pytest.mark.parametrize(
    ("action", "label", "told"),
    [
        ("arrastre-largo", "Arrastre largo", "Derecha dice «arrastre largo»"),
        ("cuenta:7O", "Cuenta el siete de oros", "Derecha dice «cuenta el siete de oros»"),
        ("acusa:C", "Acusa de copas", "Derecha dice «acusa de copas»"),
        ("reparte:3", "Reparte 3", "Derecha dice «reparte 3»"),
        ("cante:Z", "Cante Z", "Derecha dice «cante Z»"),
    ],
)
def test_unknown_words_degrade_to_readable_spanish(action: str, label: str, told: str):
    """A word of a game newer than the narration is still said in words, never shown as raw notation."""
    assert not is_worded(action)
    assert button_label(action) == label
    assert describe(action, 1, 0, 4) == told
