"""Whole hands of the Quadrillo (Madrid, 1807, l. 1609–1677), one test per rule, each citing its line."""

from __future__ import annotations

import random

import games
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


def test_rey_forzado_hands_keep_every_invariant():
    # The property tests of every game, with the variant: cards conserved, views never leak, the result agrees.
    for seed in range(60):
        rng = random.Random(seed)
        hand = games.new_hand("quadrillo", seed=seed, variant="rey-forzado")
        deck = deck_of(hand)
        while not hand.is_over:
            assert conserved(hand.state, deck)
            check_views(hand)
            hand = hand.apply(rng.choice(hand.legal_actions()))
        check_result(hand)
    for seed in range(20):
        hand = games.new_hand("quadrillo", seed=seed, variant="rey-forzado")
        while not hand.is_over:
            seat = hand.to_move
            assert seat is not None
            hand = hand.apply(games.choose(hand.view(seat), "experto" if seat % 2 else "principiante"))
        check_result(hand)


def test_the_interpretation_names_the_variant_and_what_is_left_out():
    text = games.GAMES["quadrillo"].interpretation
    assert "rey-forzado" in text and "solitario" in text
