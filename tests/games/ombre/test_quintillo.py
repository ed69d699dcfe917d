"""Whole hands of the Quintillo or Cinqueño (Madrid, 1807, l. 1679–1699), one test per rule, each citing its line."""

from __future__ import annotations

import pytest

import games
from tests.games.hand_helpers import dealt, run
from tests.games.ombre.called import lines, settled

# A solo in oros for the mano: the seven top trumps and the rey de copas.
SOLO = [
    "1E 7O 1B 1O 12O 11O 10O 12C",
    "2O 3O 1C 2C 3C 4C 5C 6C",
    "4O 7C 10C 11C 2E 3E 4E 5E",
    "5O 6E 7E 10E 11E 12E 2B 3B",
    "6O 4B 5B 6B 7B 10B 11B 12B",
]
FIVE_TRICKS = "1E 2O 4O 5O 6O 7O 3O 2E 6E 4B 1B 1C 3E 7E 5B 1O 2C 4E 10E 6B 12O 3C 5E 11E 7B"


def solo(deal: list[str] = SOLO):
    return run(dealt("quintillo", deal), f"solo paso paso paso paso triunfo:O {FIVE_TRICKS}")


def test_five_players_eight_cards_each_all_forty_dealt():
    # l. 1681: "ocho á cada uno en dos veces, y no de otra manera alguna".
    hand = games.new_hand("quintillo", seed=2)
    assert hand.players == 5 and [len(hand.view(seat).hand) for seat in range(5)] == [8] * 5
    assert hand.view(0).talon_size == 0


def test_only_entrada_and_solo_and_no_favorito():
    # l. 1683: "no hay mas juego que entrada y solo; no hay favorito".
    hand = games.new_hand("quintillo", seed=2)
    assert hand.legal_actions() == ["paso", "entrada", "solo"] and hand.view(0).favorito is None
    for bid in ("mediator", "entrada-favor", "solo-bola"):
        violation = hand.check(bid)
        assert violation is not None and violation.code == "subasta" and "l. 1683" in violation.source


@pytest.mark.parametrize(
    ("tricks", "kind"),
    [
        ((4, 0, 1, 2, 1), "gana"),
        ((3, 2, 1, 1, 1), "puesta"),
        ((2, 2, 1, 2, 1), "codillo"),
        ((0, 3, 0, 3, 2), "codillo"),
    ],
)
def test_five_tricks_win_four_are_puesta_three_or_fewer_codillo(tricks, kind):
    # l. 1681: "para ganar se necesitan hacer cinco bazas, quatro es puesta, y tres ó menos codillo".
    assert settled(tricks, game="quintillo", favorito=None).kind == kind


def test_each_puts_two_tantos_a_hand_and_one_more_for_passing():
    # l. 1685: "cada uno pone dos tantos en medio todas las manos, y aquel que pasa, otro tanto".
    result = settled((4, 0, 1, 2, 1), game="quintillo", favorito=None, bids=((0, "entrada"), (1, "paso")))
    assert lines(result, "la mano") == [(seat, None, 2) for seat in range(5)]
    assert lines(result, "pasar") == [(1, None, 1)]


def test_the_dulce_estuches_three_as_one_and_primeras_and_the_odd_tanto_to_the_entrant():
    # l. 1687: "Por la entrada se paga el dulce, que es un tanto de cada uno de los contrarios; por cada estuche otro
    # tanto, contando los tres primeros por uno; primeras otro tanto"; l. 1697: "si hubiese algun tanto impar … es el
    # entrado á tomarlo".
    result = settled((4, 0, 2, 1, 1), game="quintillo", favorito=None, side_hand="1E 7O 1B")
    paid = {(payer, payee): 0 for payer in (1, 3, 4) for payee in (0, 2)}
    for transfer in result.transfers:
        if transfer.payer in (1, 3, 4) and transfer.payee in (0, 2):
            paid[(transfer.payer, transfer.payee)] += transfer.amount
    assert [paid[(o, 0)] + paid[(o, 2)] for o in (1, 3, 4)] == [3, 3, 3]
    assert sum(paid[(o, 0)] for o in (1, 3, 4)) == 5 and sum(paid[(o, 2)] for o in (1, 3, 4)) == 4


def test_the_solo_pays_five_and_the_calidades_doubled():
    # l. 1687–1689: "en solo se paga doble. Por solo cada uno de los jugadores da cinco tantos, y ademas las
    # calidades".
    result = solo().apply("tiendo").result()
    assert result.kind == "gana" and result.tricks == (5, 0, 0, 0, 0)
    assert lines(result, "el solo") == [(seat, 0, 5) for seat in range(1, 5)]
    assert lines(result, "estuches") == [(seat, 0, 10) for seat in range(1, 5)]  # seven: 5, doubled
    assert lines(result, "primeras") == [(seat, 0, 2) for seat in range(1, 5)]
    assert result.payments[0] == 4 * 17 + 14 - 2  # and the middle: the antes and the four passes


def test_the_bola_is_paid_fifteen_alone_and_nothing_if_it_fails():
    # l. 1685: "no hay pena para el que va á bola … si la hace se le paga, y si no nada"; l. 1695: "Por bola el que
    # va solo, quince tantos de cada uno".
    hand = solo()
    assert {"bola", "tiendo"} <= set(hand.legal_actions())
    made = run(hand, "11O 4C 7C 12E 10B 10O 5C 10C 2B 11B 12C 6C 11C 3B 12B").result()
    assert made.bola == "ganada" and lines(made, "la bola") == [(seat, 0, 15) for seat in range(1, 5)]
    cut_deal = [SOLO[0].replace("12C", "11C"), SOLO[1], SOLO[2].replace("11C", "12C"), SOLO[3], SOLO[4]]
    hand = run(dealt("quintillo", cut_deal), f"solo paso paso paso paso triunfo:O {FIVE_TRICKS}")
    cut = run(hand, "11O 4C 7C 12E 10B 10O 5C 10C 2B 11B 11C 6C 12C 3B 12B").result()
    assert cut.kind == "gana" and cut.bola == "cortada" and not lines(cut, "bola")
    assert cut.payments[0] == 4 * 17 + 14 - 2


def test_the_bola_with_a_partner_is_ten_from_each():
    # l. 1691–1693: "Por bola entre compañeros diez tantos de cada uno".
    assert games.GAMES["quintillo"].hand_rules.bola_tantos["entrada"][0] == 10


def test_the_partner_always_helps_to_pay():
    # l. 1683: "El compañero siempre ayuda á pagar"; l. 1697: "Si pierde paga lo mismo".
    result = settled((2, 1, 2, 2, 1), game="quintillo", favorito=None)
    assert result.kind == "puesta"
    assert {payer for payer, _, _ in lines(result, "la entrada")} == {0, 2}
    assert {payer for payer, _, _ in lines(result, "puesta")} == {0, 2}


def test_the_chillado_enters_as_if_voluntarily():
    # l. 1685: "quando chilla la espadilla es lo mismo que si entrára voluntariamente".
    result = settled((4, 0, 2, 1, 1), game="quintillo", favorito=None, chillado=True, side_hand="1E 7O 1B")
    assert lines(result, "estuches") and lines(result, "primeras")
    hand = run(games.new_hand("quintillo", seed=2), "paso paso paso paso paso")
    assert hand.legal_actions() == ["chillo"]


def test_rey_forzado_is_the_usual_way():
    # l. 1683: "se suele jugar á rey forzado".
    hand = games.new_hand("quintillo", seed=2, variant="rey-forzado")
    hand = run(hand, "entrada paso paso paso paso")
    hand = run(hand, hand.legal_actions()[0])
    assert hand.phase == "juego" and hand.view(1).called is None
