"""Whole hands of the Quadrillo (Madrid, 1807, l. 1609–1677), one test per rule, each citing its line."""

from __future__ import annotations

import random

import pytest

import games
from games.ombre.mediator import CalledKingHand
from tests.games.hand_helpers import dealt, run
from tests.games.ombre.called import lines, settled
from tests.games.ombre.test_properties import check_result, check_views, conserved, deck_of

# A deal for the rey forzado: the Hombre (mano) has no king; seat 1 holds the rey de copas among its copas and the
# rey de oros as its last trump but one.
FORZADO = [
    "1E 7O 1B 1O 11O 10O 3O 11C 4C 6C",
    "12C 10C 1C 2C 3C 5C 7C 5O 12O 11E",
    "12E 2E 3E 4E 5E 6E 7E 10E 2O 4O",
    "12B 2B 3B 4B 5B 6B 7B 10B 11B 6O",
]


def forzado(variant: str = "rey-forzado"):
    return run(dealt("quadrillo", FORZADO, variant=variant), "entrada paso paso paso triunfo:O")


def test_no_juego_medio_and_no_favorito():
    # l. 1613–1616: "Se diferencia del Mediator en que no tiene este juego medio ni el palo de favorito".
    hand = games.new_hand("quadrillo", seed=4)
    assert hand.legal_actions() == ["paso", "entrada", "solo", "solo-bola"]
    for bid in ("mediator", "entrada-favor", "solo-favor"):
        violation = hand.check(bid)
        assert violation is not None and violation.code == "subasta" and "l. 1613–1616" in violation.source
    assert hand.view(0).favorito is None


def test_in_all_else_it_follows_the_mediator_chillar_calling_the_king_and_ten_cards():
    # l. 1613: "en todo lo demas sigue sus reglas y leyes"; l. 565 (chillar); l. 836 (calling the king).
    hand = games.new_hand("quadrillo", seed=4)
    assert [len(hand.view(seat).hand) for seat in range(4)] == [10] * 4
    hand = run(hand, "paso paso paso paso")
    assert hand.legal_actions() == ["chillo"]
    hand = run(hand, "chillo")
    hand = run(hand, hand.legal_actions()[0])
    assert hand.phase == "llamada"


def test_the_partner_always_pays_half():
    # l. 1616: "en este juego, haga ó no, paga siempre á medias con el entrado".
    result = settled((3, 3, 2, 2), game="quadrillo", favorito=None)  # the partner made his two
    assert result.kind == "puesta" and lines(result, "puesta") == [(0, None, 10), (2, None, 10)]
    codillo = settled((2, 3, 2, 3), game="quadrillo", favorito=None)
    assert {payer for payer, _, _ in lines(codillo, "codillo")} == {0, 2}


def test_the_payments_are_the_mediators():
    # l. 1613 and the table of l. 1027–1039: entrada 1, solo 10.
    assert lines(settled((6, 0, 2, 2), game="quadrillo", favorito=None), "la entrada")[0][2] == 1
    assert lines(settled((6, 2, 1, 1), "solo", None, game="quadrillo", favorito=None), "el solo")[0][2] == 10


def test_rey_forzado_no_king_is_named_and_the_first_king_out_is_the_partner():
    # l. 1632: "en el juego de entrada no se nombra el rey, y que el primero de estos que salga es el compañero".
    hand = forzado()
    assert hand.phase == "juego" and hand.view(1).called is None and hand.state.partner is None
    hand = run(hand, "11C 10C 2E 2B 4C 1C 3E 3B 5O 4O 6O 3O 1E 12O 2O 4B")
    assert hand.state.partner == 1 and [hand.view(seat).partner for seat in range(4)] == [1] * 4


def test_rey_forzado_the_king_of_the_suit_led_only_as_the_last_card_of_it():
    # Regla 2.ª (l. 1636–1639): "El rey del palo que se juega no se debe poner sino quando no se tenga otra del mismo
    # palo"; and yet as the last trump it must serve (l. 1639, "hasta la tercera jugada no lo puede poner").
    hand = run(forzado(), "11C")
    violation = hand.check("12C")
    assert violation.code == "rey" and "l. 1636–1639" in violation.source and not violation.is_renuncio
    assert "12C" not in hand.legal_actions() and "10C" in hand.legal_actions()
    hand = run(hand, "10C 2E 2B 4C 1C 3E 3B 5O 4O 6O 3O 1E")
    assert hand.legal_actions() == ["12O"]


def test_rey_forzado_nobody_leads_a_king():
    # Regla 4.ª (l. 1643): "Nadie puede salir jugando su rey, aunque esté solo".
    hand = run(forzado(), "11C 10C 2E 2B 4C 1C 3E 3B")
    assert hand.to_move == 1
    for king in ("12C", "12O"):
        violation = hand.check(king)
        assert violation.code == "rey" and "l. 1643" in violation.source


def test_rey_forzado_once_the_king_is_out_the_others_are_free():
    # Regla 10.ª (l. 1671): "Quando ha salido ya el rey se pueden jugar los otros reyes, aunque estén acompañados".
    hand = run(forzado(), "11C 10C 2E 2B 4C 1C 3E 3B 5O 4O 6O 3O 1E 12O 2O 4B 6C")
    assert "12C" in hand.legal_actions() and "2C" in hand.legal_actions()


def play_variant(variant: str, seeds: int = 60) -> None:
    """The property tests of every game, with ``variant``: cards conserved, views never leak, the result agrees."""
    for seed in range(seeds):
        rng = random.Random(seed)
        hand = games.new_hand("quadrillo", seed=seed, variant=variant)
        deck = deck_of(hand)
        while not hand.is_over:
            assert conserved(hand.state, deck)
            check_views(hand)
            hand = hand.apply(rng.choice(hand.legal_actions()))
        check_result(hand)
    for seed in range(seeds // 3):
        hand = games.new_hand("quadrillo", seed=seed, variant=variant)
        while not hand.is_over:
            seat = hand.to_move
            assert seat is not None
            hand = hand.apply(games.choose(hand.view(seat), "experto" if seat % 2 else "principiante"))
        check_result(hand)


@pytest.mark.parametrize("variant", ["rey-forzado", "solitario"])
def test_variant_hands_keep_every_invariant(variant):
    play_variant(variant)


def test_the_solitario_invariant_notices_a_partner(monkeypatch):
    # Broken on purpose: the solitario's entrada calls a partner as in the Quadrillo; the property check notices.
    monkeypatch.setattr(CalledKingHand, "asks_king", lambda self, state, game: game == "mediator")
    with pytest.raises(AssertionError):
        play_variant("solitario")


def test_the_interpretation_names_the_variant_and_what_is_left_out():
    text = games.GAMES["quadrillo"].interpretation
    assert "rey-forzado" in text and "«solitario»" in text and "l. 1618–1628" in text


def solitario(deal: list[str] = FORZADO):
    return run(dealt("quadrillo", deal, variant="solitario"), "entrada paso paso paso triunfo:O")


def test_solitario_the_entrant_gets_the_king_from_its_holder_for_a_card():
    # l. 1620: "al que entra se le ha de volver el rey, de suerte que es una especie de Mediator".
    hand = solitario()
    assert hand.phase == "llamada" and hand.legal_actions() == ["llama:12C", "llama:12E", "llama:12B"]
    hand = run(hand, "llama:12C")
    assert hand.phase == "descarte" and hand.to_move == 0 and "descarta:12C" not in hand.legal_actions()
    hand = run(hand, "descarta:6C")
    assert hand.phase == "juego" and hand.view(0).giver == 1
    assert games.Card.parse("12C") in hand.view(0).hand and games.Card.parse("6C") in hand.view(1).hand


def test_solitario_the_entrant_plays_alone_and_is_paid_as_an_entrada():
    # l. 1620: "solamente que se paga como entrada, y que no dá tanto quando vuelve la carta"; l. 1626: "siempre se
    # juega sin compañero que le ayude al entrado".
    hand = run(solitario(), "llama:12C descarta:6C")
    assert hand.state.partner is None and {hand.view(seat).partner for seat in range(4)} == {None}
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(games.choose(hand.view(seat), "experto"))
    result = hand.result()
    assert result is not None and result.kind == "gana" and result.winners == (0,) and result.tricks[0] >= 6
    assert lines(result, "la entrada") == [(1, 0, 1), (2, 0, 1), (3, 0, 1)]
    assert lines(result, "en medio") == [(None, 0, 20)] and lines(result, "carta que se vuelve") == []


def test_solitario_a_lost_entrada_is_the_hombres_alone():
    # l. 1626: no partner, so nobody "paga á medias con el entrado" (l. 1616).
    result = settled((4, 3, 2, 1), game="quadrillo", favorito=None, partner=None, pot=40, solitario=True)
    assert result.kind == "codillo" and result.winners == (1, 2, 3)
    assert lines(result, "la entrada") == [(0, 1, 1), (0, 2, 1), (0, 3, 1)]
    assert {payer for payer, _, _ in lines(result, "codillo")} == {0}


def test_solitario_no_chillar_the_hand_is_passed_and_the_mano_puts_in_again():
    # l. 1624–1625: "si no hay quien haga juego, pasa la mano, volviéndose á reponer lo de enmedio".
    hand = games.new_hand("quadrillo", seed=4, variant="solitario", pot=20)
    violation = hand.check("chillo")
    assert violation is not None and violation.code == "subasta" and "l. 1624–1625" in violation.source
    hand = run(hand, "paso paso paso paso")
    result = hand.result()
    assert hand.is_over and result is not None and result.kind == "pasan" and result.jugador is None
    assert lines(result, "polla") == [(0, None, 20)] and result.pot_after == 40
    assert result.citation is not None and result.citation.first_line == 1624


def test_solitario_refuses_calling_ones_own_king():
    # l. 1620: the king is handed over by another, as in a Mediator (l. 883–885).
    deal = [FORZADO[0].replace("6C", "12B"), FORZADO[1], FORZADO[2], FORZADO[3].replace("12B", "6C")]
    hand = solitario(deal)
    violation = hand.check("llama:12B")
    assert violation is not None and violation.code == "llamada" and "l. 1620" in violation.source
    assert "llama:12B" not in hand.legal_actions()


def test_solitario_solo_as_in_the_quadrillo():
    # l. 1628: "En todo lo demas sigue las leyes del Quadrillo".
    hand = games.new_hand("quadrillo", seed=4, variant="solitario")
    assert hand.legal_actions() == ["paso", "entrada", "solo", "solo-bola"]
    hand = run(hand, "solo paso paso paso")
    assert hand.phase == "triunfo"
    assert run(hand, hand.legal_actions()[0]).phase == "juego"
