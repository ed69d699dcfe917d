"""Whole hands of the Hombre (Madrid, 1807), one test per rule, each citing its line of mediator-hombre-1807.txt."""

from __future__ import annotations

import pytest

import games
from tests.games.hand_helpers import cards, dealt, run, settle

# Juego 3 of the book (l. 1469–1487; reconstructed in the digest §5.1): oros trumps, the Hombre is pie (seat 2).
JUEGO_3 = [
    "1O 12E 10E 7E 3E 6B 5B 4B 3B",  # mano: punto; rey, sota, 7, 3 de espadas; 6, 5, 4, 3 de bastos
    "1E 10O 2O 5O 12B 12C 11C 5C 6C",  # enclavado: espadilla, sota, 2, 5 de triunfo; rey de bastos; copas
    "7O 1B 12O 11O 3O 4O 6O 10B 10C",  # Hombre: malilla, basto, rey, caballo, 3, 4, 6; sota de bastos y de copas
]
JUEGO_3_PLAY = (
    "3B 12B 10B",  # the mano plays bastos, the 2.º takes with his rey, the Hombre puts the sota
    "12C 10C 4B",  # the 2.º plays the rey de copas, the Hombre serves with the sota, the mano throws a basto
    "11C 12O 1O",  # the Hombre trumps with the rey; the mano over-trumps with the punto
    "5B 10O 11O",  # the 2.º trumps with the sota, the Hombre over-trumps with the caballo
    "1B 6B 5O",  # the Hombre leads the bastillo; the mano throws a basto; the 2.º puts the cinco
    "3O 3E 2O",  # with the espadilla and the dos the 2.º «se queda á ver venir» and makes the dos…
    "5C 4O 7E",
    "7O 10E 6C",  # …the malilla is led: the lone espadilla is not forced (l. 708)
    "6O 12E 1E",  # …and the espadilla
)


def new(seed: int = 3):
    return games.new_hand("hombre", seed=seed)


# -- deal and antes ----------------------------------------------------------------------------------------------------
def test_nine_cards_each_and_thirteen_in_the_monte():
    # l. 1182: "solo se dan nueve (en tres veces) á cada uno … y quedan trece cartas … monte".
    hand = new()
    assert [len(hand.view(seat).hand) for seat in range(3)] == [9, 9, 9] and hand.view(1).talon_size == 13


def test_the_games_are_entrada_and_solo_only():
    # l. 1079: "En éste no hay mas que los de entrada y solo".
    hand = new()
    assert hand.legal_actions() == ["paso", "entrada", "solo"]
    violation = hand.check("vuelta")
    assert violation.code == "subasta" and "l. 1079–1081" in violation.source


def test_the_mano_only_speaks_first_and_cannot_raise_once_outbid():
    # l. 1194–1197: "La mano á este juego solo tiene la preferencia de hablar primero; pero aunque (el que le sigue)
    # aumente de juego, no puede mudar el suyo en otro mayor".
    hand = run(new(), "entrada")
    assert hand.legal_actions() == ["paso", "solo"]
    hand = run(hand, "solo paso")
    assert hand.phase == "triunfo" and hand.state.jugador == 1 and hand.state.contract == "solo"


def test_each_player_speaks_once():
    hand = run(new(), "paso paso entrada")
    assert hand.phase == "triunfo" and hand.state.jugador == 2


def test_when_the_three_pass_the_polla_and_the_passes_stay_in_the_middle():
    # l. 1199: "pondrá en medio cada uno nueve tantos"; l. 1201: "Cada uno que pasa pone dos tantos en medio, y si
    # los tres pasasen se vuelve á otra mano".
    result = run(new(), "paso paso paso").result()
    assert result.kind == "pasan" and result.payments == (-11, -11, -11) and result.pot_after == 33


# -- trumps and the exchange ---------------------------------------------------------------------------------------------
def test_the_hombre_names_trumps_before_drawing():
    # l. 1287: "Antes de haber robado ha de tener el Hombre cuidado de nombrar el palo que hace triunfo".
    hand = run(new(), "entrada paso paso")
    violation = hand.check(f"descarta:{cards(hand.view(0))[0]}")
    assert violation.code == "triunfo" and "l. 1287–1291" in violation.source
    assert hand.check("triunfo:B", seat=2).code == "triunfo"


def test_the_hombre_discards_at_most_eight():
    # l. 1215–1217: "no tiene número señalado, pero no puede ser de todas … lo mas son ocho".
    hand = run(new(), "entrada paso paso triunfo:O")
    hand = run(hand, " ".join(f"descarta:{c}" for c in cards(hand.view(0))[:8]))
    violation = hand.check(f"descarta:{cards(hand.view(0))[0]}")
    assert (
        violation.code == "descarte"
        and "8 como mucho" in violation.explanation
        and "l. 1215–1217" in violation.source
    )


def test_drawing_more_or_fewer_than_discarded_is_refused_by_ley_x():
    # Ley X, l. 1105–1107: "prohíbe tomar mas ni menos cartas que las que se hayan descartado".
    hand = run(new(), "entrada paso paso triunfo:O")
    hand = run(hand, " ".join(f"descarta:{c}" for c in cards(hand.view(0))[:5]))
    violation = hand.check("roba:6")
    assert violation.code == "robo" and "Ley X" in violation.source
    assert hand.check("roba:5") is None


def test_the_solo_player_does_not_discard():
    # l. 1213: "Solamente en el juego de entrada puede descartarse el Hombre, pero los dos contrarios, tanto en el
    # juego de entrada como en el solo".
    hand = run(new(), "solo paso paso")
    assert hand.check(f"descarta:{cards(hand.view(0))[0]}").code == "descarte"
    hand = run(hand, "triunfo:E")
    assert hand.phase == "descarte" and hand.to_move == 1
    violation = hand.check(f"descarta:{cards(hand.view(0))[0]}", seat=0)
    assert violation.code == "descarte" and "l. 1213" in violation.source


def test_the_exchange_goes_hombre_then_his_right_then_the_other():
    # l. 1182–1186: "principiando el que hizo el juego, y en seguida el inmediato á su derecha, no contandose con el
    # que es mano"; l. 1225.
    hand = run(new(), "paso entrada paso triunfo:C roba")
    assert hand.to_move == 2 and "van" not in hand.legal_actions()
    assert hand.check("van").code == "descarte"
    hand = run(hand, "roba")
    assert hand.to_move == 0
    hand = run(hand, "roba")
    assert hand.phase == "juego" and hand.to_move == 0  # the mano always plays the first card (l. 1197)


# -- giving the game up (ley VII, l. 307–310; the Mediator's laws hold in the Hombre, l. 1103) -------------------------
def test_the_hombre_may_give_the_game_up_and_the_opponents_answer():
    # l. 307: "si acaso para abreviar el juego lo quisiere dar perdido, lo dirá antes de enseñarlo, para ver si los
    # contrarios se contentan ó se lo hacen jugar".
    hand = run(new(), "entrada paso paso triunfo:O roba roba roba")
    assert "rendirse" in hand.legal_actions() and hand.check("doy el juego perdido") is None
    assert hand.check("rendirse", seat=1).code == "rendicion"  # only the Hombre gives it up
    given = run(hand, "rendirse")
    assert given.phase == "defensa" and given.to_move == 1 and given.legal_actions() == ["juega", "acepto"]
    violation = given.check("3O")
    assert violation.code == "fase" and "l. 307–310" in violation.source


def test_a_game_given_up_and_accepted_is_codillo_shared_by_the_opponents():
    # l. 307–310: "doy el juego perdido codillo … si los contrarios se contentan"; l. 1041–1043: he pays each the
    # game as if he had lost it.
    hand = run(new(), "entrada paso paso triunfo:O roba roba roba rendirse acepto acepto")
    result = hand.result()
    assert hand.is_over and result.kind == "codillo" and result.winners == (1, 2)
    polla = 3 * 9 + 2 * 2  # the antes and what the two who passed put in (l. 1199–1201)
    codillo = [t.amount for t in result.transfers if t.concept.startswith("el codillo")]
    assert codillo == [polla // 2, polla // 2]
    assert [t.amount for t in result.transfers if t.payer == 0 and t.concept == "la entrada"] == [3, 3]


def test_the_solo_may_be_given_up_too_and_made_to_play_on():
    # Ley VII does not except the solo; l. 1162 (ley XIV) builds on it for the solo player.
    hand = run(new(), "solo paso paso triunfo:O roba roba")
    assert hand.phase == "juego" and "rendirse" in hand.legal_actions()
    hand = run(hand, "rendirse juega")
    assert hand.phase == "juego" and hand.to_move == 0 and hand.state.defender == 1
    assert "rendirse" not in hand.legal_actions() and "bola" not in hand.legal_actions()


@pytest.mark.parametrize(
    ("tricks", "played_on", "winners"),
    [
        ((2, 5, 2), True, (1,)),  # made to play, one opponent makes more than each: he collects it (l. 1305)
        ((5, 2, 2), True, (1, 2)),  # he would have won: still codillo, «valdria por lo que dixo» (l. 310)
        ((3, 3, 3), True, (1, 2)),
        ((0, 0, 0), False, (1, 2)),  # accepted at once
    ],
)
def test_a_game_given_up_stays_codillo(tricks, played_on, winners):
    # l. 310: "y aunque se hiciese puesta, valdria por lo que dixo de que lo daba codillo"; no desbola (l. 1174).
    result = settle("hombre", tricks, surrendered=True, defender=1 if played_on else None, pot=10)
    assert result.kind == "codillo" and result.winners == winners and result.bola is None
    assert "l. 307–310" in str(result.citation)
    assert result.payments[0] == -9 - 3 * 2 - (10 + 27)  # his ante, the entrada to each, the polla's worth


# -- the Tabla (l. 1261–1271) ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("hombre", "first", "second", "kind"),
    [
        (5, 4, 0, "gana"),  # l. 1265
        (4, 3, 2, "gana"),  # l. 1266
        (4, 4, 1, "puesta"),  # l. 1267
        (3, 3, 3, "puesta"),  # l. 1268
        (1, 4, 4, "puesta"),  # l. 1269: "¿quál de los dos habia de ganar de codillo?" (l. 1279)
        (4, 5, 0, "codillo"),  # l. 1270
        (3, 4, 2, "codillo"),  # l. 1271
    ],
)
def test_the_tabla_of_the_book(hombre, first, second, kind):
    # l. 1279–1283: "para ganar se haya de hacer … mas bazas que el que mas de los otros dos".
    result = settle("hombre", (hombre, first, second))
    assert result.kind == kind
    assert result.winners == {"gana": (0,), "codillo": (1,), "puesta": (1, 2)}[kind]


# -- payments (l. 1311–1323) ---------------------------------------------------------------------------------------------
def test_the_winner_takes_the_polla_and_three_tantos_from_each_for_the_entrada():
    # l. 1099: "el entrado lo saca de en medio de la mesa"; l. 1321: "Por la entrada se paga tres tantos de cada uno".
    result = settle("hombre", (5, 4, 0))
    assert result.payments == (-9 + 27 + 6, -9 - 3, -9 - 3) and result.pot_after == 0


def test_the_solo_is_paid_double():
    # l. 1321: "y por el solo doble".
    assert settle("hombre", (5, 4, 0), contract="solo").payments == (-9 + 27 + 12, -15, -15)


def test_a_puesta_leaves_the_polla_and_puts_as_much_again_in_the_middle():
    # l. 1045: "Si se perdiese puesta, la polla ó pozo que pierda el Hombre se queda en medio"; l. 1041–1043: he
    # pays each what he would have received.
    result = settle("hombre", (4, 4, 1))
    assert result.payments == (-9 - 6 - 27, -9 + 3, -9 + 3) and result.pot_after == 54


def test_a_codillo_is_paid_by_the_hombre_to_the_one_who_made_it():
    # l. 1305: "si es el otro el que las hace gana el codillo (que se lo paga el Hombre)"; l. 1099.
    result = settle("hombre", (3, 4, 2), pot=10)
    assert (
        result.winners == (1,)
        and result.payments == (-9 - 6 - 37, -9 + 3 + 37, -9 + 3)
        and result.pot_after == 37
    )


def test_each_estuche_is_a_tanto_counted_without_a_gap_from_three():
    # l. 1323: "Por los estuches, por cada uno un tanto"; l. 158–162: "hasta que se encuentre alguno salteado …
    # si hubiera solamente dos, ni aun aquellos dos se podrian contar".
    four = settle("hombre", (5, 2, 2), hand="1E 7O 1B 1O 11O 4C 5C 6C 7C")
    assert ("4 estuches", 4) in [(t.concept, t.amount) for t in four.transfers if t.payer == 1]
    two = settle("hombre", (5, 2, 2), hand="1E 7O 1O 12O 4C 5C 6C 7C 3E")
    assert all("estuche" not in t.concept for t in two.transfers)


def test_the_contraestuche_counts_only_when_united_in_one_hand():
    # l. 1323: "si juega contra estuche ha de estar unido en una sola mano para que cobre ó pague".
    hand = "12O 11O 2O 3O 4C 5C 6C 7C 3E"
    split = settle("hombre", (5, 2, 2), hand=hand, others={1: "1E 7O 4O", 2: "1B 1O 5O"})
    assert all("estuche" not in t.concept for t in split.transfers)
    united = settle("hombre", (5, 2, 2), hand=hand, others={1: "1E 7O 1B 1O", 2: "5O"})
    assert ("contraestuche de 4", 4) in [(t.concept, t.amount) for t in united.transfers if t.payer == 2]


def test_bola_is_paid_two_fichas_in_the_entrada_and_three_in_the_solo():
    # l. 1311–1315: "La bola se paga en la entrada dos fichas de cada uno, y en el solo tres"; a ficha is 9 tantos
    # (l. 1199).
    entrada = settle("hombre", (9, 0, 0), bola=True)
    assert ("la bola", 18) in [(t.concept, t.amount) for t in entrada.transfers if t.payer == 1]
    solo = settle("hombre", (9, 0, 0), contract="solo", bola=True)
    assert ("la bola", 27) in [(t.concept, t.amount) for t in solo.transfers if t.payer == 2]
    cut = settle("hombre", (8, 1, 0), bola=True)
    assert cut.kind == "gana" and cut.bola == "cortada"
    assert ("la bola cortada", 18) in [(t.concept, t.amount) for t in cut.transfers if t.payer == 0]


def test_payments_quote_the_book():
    result = settle("hombre", (3, 4, 2))
    assert any("(l. 1305)" in line for line in result.table) and "(l. 1199)" in result.table[0]


# -- the book's Juego 3, played through ----------------------------------------------------------------------------------
def test_the_books_juego_3_is_lost_puesta_four_four_one():
    # l. 1469–1487: "ha de hacer las dos, y se pierde este juego puesta".
    hand = run(dealt("hombre", JUEGO_3), "paso paso entrada triunfo:O roba roba roba")
    assert hand.phase == "juego" and hand.to_move == 0
    for trick in JUEGO_3_PLAY:
        hand = run(hand, trick)
    result = hand.result()
    assert [r.winner for r in hand.state.history] == [1, 1, 0, 2, 2, 1, 2, 2, 1]
    assert result.kind == "puesta" and result.tricks == (1, 4, 4)
    assert games.Hand.from_notation(hand.notation) == hand


def test_in_juego_3_the_second_must_serve_a_trump_to_the_bastillo():
    # l. 1476–1478 (5th trick): the 2.º "pone el cinco de triunfo"; a copa would be a renuncio (l. 132–136).
    hand = run(dealt("hombre", JUEGO_3), "paso paso entrada triunfo:O roba roba roba")
    for trick in JUEGO_3_PLAY[:4]:
        hand = run(hand, trick)
    hand = run(hand, "1B 6B")
    assert hand.check("5C").code == "arrastre"
    assert sorted(hand.legal_actions()) == ["1E", "2O", "5O"]
