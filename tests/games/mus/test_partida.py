"""The Mus's partida of vacas and juegos (l. 1291, 1448) and the «por mí quiero» (l. 1432), each rule with its line."""

from __future__ import annotations

import random
from typing import Any

import pytest

import games
from games.core.errors import InvalidNotationError
from tests.games.mus.test_rules import DEAL, code, cut, play


def test_the_default_partida_is_one_juego_and_old_notations_mean_the_same() -> None:
    """l. 1291: a vaca of «generalmente 1, 2, 3 o 4» juegos; the site's default stays one juego of one vaca."""
    hand = play(cut(), "ordago", "quiero")
    assert hand.notation.startswith("mus seed=0 players=4 deal=") and "variant" not in hand.notation
    view = hand.view(0)
    assert (view.per_vaca, view.per_partida, view.juegos, view.vacas) == (1, 1, (0, 0), (1, 0))
    result = hand.result()
    assert result is not None and result.kind == "juego" and result.winners == (0, 2)


@pytest.mark.parametrize(
    "variant", ["juegos-5", "vacas-4", "juegos-2+juegos-3", "vacas-2+vacas-3", "juegos-1"]
)
def test_a_partida_the_catalogue_does_not_name_is_refused(variant: str) -> None:
    with pytest.raises(InvalidNotationError):
        games.new_hand("mus", seed=1, variant=variant)


def test_the_variant_words_have_one_canonical_order() -> None:
    hand = games.new_hand("mus", seed=1, variant="vacas-2+a-30+juegos-3")
    assert " variant=a-30+juegos-3+vacas-2 " in hand.notation + " "
    assert games.Hand.from_notation(hand.notation) == hand


def test_a_juego_won_starts_the_next_juego_from_nothing_and_the_mano_passes_on() -> None:
    """l. 1291: the juego is 30 or 40 piedras, and the vaca «un número determinado de juegos»; l. 1325: only the
    partida's first mano is a mus corrido; l. 1314: an órdago wins the juego, not the partida."""
    hand = play(cut(variant="juegos-2"), "ordago", "quiero")  # the asiento 1 (R R A A) wins the órdago
    assert not hand.is_over and hand.phase == "mus"
    view = hand.view(1)
    assert (view.juego, view.juegos, view.vacas, view.scores) == (2, (1, 0), (0, 0), (0, 0))
    assert view.number == 2 and view.mano == 1 and hand.to_move == 1 and not view.corrido
    assert [record.juego for record in view.manos] == [1] and view.manos[0].scores == (40, 0)


def test_a_vaca_needs_its_juegos_and_the_partida_its_vacas() -> None:
    """l. 1291, 1448: a side wins a vaca with the agreed juegos, the partida with the agreed vacas."""
    hand = games.new_hand("mus", seed=5, variant="juegos-2+vacas-2")
    while not hand.is_over:  # every mano: the mus cut, an órdago in the grande, accepted
        view = hand.view(hand.to_move or 0)
        if view.phase == "mus":
            hand = hand.apply("no-hay-mus")
        elif view.phase == "envite":
            hand = hand.apply("quiero" if view.chain else "ordago")
        else:
            hand = hand.apply(view.legal_actions[0])
    final = hand.view(0)
    winners = [record.scores.index(40) for record in final.manos]  # each mano is a whole juego here
    result = hand.result()
    assert result is not None and result.kind == "partida"
    side = result.winners[0] % 2
    assert final.vacas[side] == 2 and final.vacas[1 - side] < 2
    assert winners.count(side) >= 4 and final.juego == len(winners) == len(final.manos)
    assert [record.juego for record in final.manos] == list(range(1, len(winners) + 1))


def test_por_mi_quiero_leaves_the_last_word_to_the_partner() -> None:
    """l. 1432: «Alguien podrá contestar un envite diciendo "por mí quiero", y su compañero puede cerrar
    definitivamente el envite con un "queremos" o reenvidar [...] nunca deberíamos decir "no queremos"»."""
    hand = play(cut(), "envido")
    assert "por-mi-quiero" in hand.legal_actions()
    hand = hand.apply("por-mí-quiero")
    assert hand.actions[-1] == "por-mi-quiero" and hand.to_move == 3 and hand.phase == "envite"
    assert "no-quiero" not in hand.legal_actions() and code(hand, "no-quiero") == "respuesta"
    accepted = hand.apply("quiero")
    assert accepted.view(0).outcomes[-1].status == "querido" and accepted.view(0).outcomes[-1].bets == (2,)
    raised = hand.apply("envido:5")
    assert raised.to_move == 0 and raised.view(0).chain == (2, 5)
    assert "no-quiero" in raised.legal_actions()  # a new envite: its answers start afresh
    assert games.Hand.from_notation(accepted.notation) == accepted


@pytest.mark.parametrize(
    ("actions", "players"),
    [
        (("envido", "no-quiero"), 4),  # the last of the side to speak has no partner left to close it
        (("ordago",), 4),  # nothing can be raised over an órdago
        (("envido",), 2),  # entre dos there is no partner at all
    ],
)
def test_por_mi_quiero_needs_a_partner_still_to_speak(actions: tuple[str, ...], players: int) -> None:
    deal = DEAL[:players]
    hand = play(games.new_hand("mus", deal=deal, players=players).apply("no-hay-mus"), *actions)
    assert "por-mi-quiero" not in hand.legal_actions() and code(hand, "por-mi-quiero") == "respuesta"


@pytest.mark.parametrize("level", ["principiante", "experto"])
def test_computer_players_end_a_partida_of_several_juegos(level: str) -> None:
    for seed, players in ((1, 4), (2, 2), (3, 6)):
        hand: Any = games.new_hand("mus", seed=seed, players=players, variant="juegos-2+vacas-2+a-30")
        rng = random.Random(seed)
        for _ in range(20000):
            if hand.is_over:
                break
            hand = hand.apply(games.choose(hand.view(hand.to_move), level, rng))
        assert hand.is_over, (players, seed)
        view = hand.view(0)
        assert max(view.vacas) == 2 and view.juego >= 3
