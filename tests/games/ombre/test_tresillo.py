"""Whole hands of the Tresillo, one test per rule, each citing its line of juegos-baraja-espanola.txt."""

from __future__ import annotations

import pytest

import games
from games.core.deal import deal
from tests.games.hand_helpers import cards, dealt, run, settle

# A deal where the mano holds the nine best oros: a solo that makes bola.
STRONG = ["1E 7O 1B 1O 12O 11O 10O 2O 3O", "12C 11C 10C 1C 2C 3C 4C 5C 6C", "12E 11E 10E 7E 6E 5E 4E 3E 2E"]


# Oros trumps: seat 0 leads the rey de copas, seat 1 holds copas (l. 2260).
MIXED = ["1E 7O 1B 12C 3C 12E 4E 12B 4B", "1O 12O 11C 2C 11E 5E 11B 5B 6O", "11O 10O 10C 4C 10E 6E 10B 6B 2O"]


def new(seed: int = 7):
    return games.new_hand("tresillo", seed=seed)


# -- the deal ----------------------------------------------------------------------------------------------------------
def test_nine_cards_each_dealt_three_by_three_and_thirteen_in_the_baceta():
    # l. 2258: "se reparten 9 cartas por persona de 3 en 3, mientras que las 13 restantes forman la baceta".
    hand = new()
    assert [len(hand.view(seat).hand) for seat in range(3)] == [9, 9, 9]
    assert hand.view(0).talon_size == 13
    hands, talon = deal(40, 7, 3, (3, 3, 3))
    assert hands[0][:3] != hands[1][:3] and len(talon) == 13
    assert tuple(hand.view(0).hand) == hands[0]


def test_the_same_seed_deals_the_same_cards():
    assert cards(new(11).view(2)) == cards(new(11).view(2))
    assert cards(new(11).view(2)) != cards(new(12).view(2))


# -- the auction -------------------------------------------------------------------------------------------------------
def test_the_mano_speaks_first_and_may_pass_or_bid_any_lance():
    # l. 2258: "por turno, cada uno dice si pasa o si juega".
    hand = new()
    assert hand.phase == "subasta" and hand.to_move == 0
    assert hand.legal_actions() == ["paso", "entrada", "vuelta", "solo"]


def test_a_bid_must_be_higher_than_the_standing_one():
    # l. 2258: "elegirá un lance que, dado el caso, debe [ser] superior a lo que ya hayan ofertado sus rivales".
    hand = run(new(), "entrada")
    assert hand.legal_actions() == ["paso", "vuelta", "solo"]
    violation = hand.check("entrada")
    assert violation.code == "subasta" and not violation.is_renuncio
    assert "superior" in violation.explanation and "l. 2420" in violation.source


def test_the_seat_nearer_the_mano_may_equal_a_standing_bid():
    # l. 2420: "Si hay dos jugadores que ofrecen lances idénticos, el que sea mano tendrá prioridad"; l. 2491.
    hand = run(new(), "entrada vuelta paso")
    assert hand.to_move == 0 and hand.legal_actions() == ["paso", "vuelta", "solo"]
    hand = run(hand, "vuelta")
    assert hand.to_move == 1 and hand.legal_actions() == [
        "paso",
        "solo",
    ]  # masear: only a higher lance (l. 2489)
    hand = run(hand, "solo solo")
    assert hand.to_move == 1 and hand.legal_actions() == ["paso"]
    hand = run(hand, "paso")
    assert hand.phase == "triunfo" and hand.state.jugador == 0 and hand.state.contract == "solo"


def test_a_seat_that_passed_is_not_asked_again():
    # l. 2494: "Pasar: negarse a ser el Jugador".
    hand = run(new(), "paso entrada")
    assert hand.to_move == 2
    hand = run(hand, "vuelta")
    assert hand.to_move == 1  # seat 0 passed
    assert hand.check("solo", seat=0).code == "turno"


def test_the_highest_bidder_becomes_the_jugador():
    # l. 2258: "El que oferte el lance mayor se convierte en el Jugador".
    hand = run(new(), "entrada solo paso paso")
    assert hand.state.jugador == 1 and hand.state.contract == "solo" and hand.to_move == 1


def test_when_all_pass_the_hand_is_void_and_nothing_is_paid():
    # Not in the source (l. 2254–2522 say nothing): our reading, stated in the interpretation.
    hand = run(new(), "paso paso paso")
    result = hand.result()
    assert hand.is_over and hand.to_move is None and result.kind == "pasan"
    assert result.payments == (0, 0, 0) and result.pot_change == 0
    assert "todos pasan" in games.GAMES["tresillo"].interpretation.lower()


# -- trumps --------------------------------------------------------------------------------------------------------------
def test_the_jugador_names_trumps_in_an_entrada():
    # l. 2282: "el Jugador anuncia el palo de triunfo y luego descarta".
    hand = run(new(), "entrada paso paso")
    assert hand.phase == "triunfo" and hand.legal_actions() == [
        "triunfo:O",
        "triunfo:C",
        "triunfo:E",
        "triunfo:B",
    ]
    assert run(hand, "triunfo:c").state.trump == games.Suit.COPAS


def test_naming_trumps_out_of_turn_is_refused():
    hand = new()
    assert hand.check("triunfo:O").code == "triunfo"  # nobody is the Jugador yet
    hand = run(hand, "entrada paso paso")
    violation = hand.check("triunfo:O", seat=1)
    assert violation.code == "triunfo" and "l. 2282" in violation.source


def test_the_jugador_may_not_discard_before_naming_trumps():
    hand = run(new(), "entrada paso paso")
    first = cards(hand.view(0))[0]
    assert hand.check(f"descarta:{first}").code == "triunfo"


def test_the_vuelta_turns_the_top_card_of_the_baceta_for_trumps_and_keeps_it():
    # l. 2284: "toma la primera carta de la baceta, le da vuelta y el palo de esta determina el palo de triunfo";
    # "salvo la que dio vuelta, que queda con él".
    top = deal(40, 7, 3, (3, 3, 3))[1][0]
    hand = run(new(), "vuelta paso paso")
    assert hand.phase == "descarte" and hand.to_move == 0
    assert hand.state.turned == top and hand.state.trump == top.suit
    assert hand.view(1).turned == top  # everyone sees the turned card
    assert top in hand.view(0).hand and len(hand.view(0).hand) == 10
    assert hand.check("triunfo:O").code == "triunfo"
    assert hand.check(f"descarta:{top.code}").code == "descarte"


def test_in_the_vuelta_the_turned_card_counts_as_one_of_the_cards_drawn():
    # l. 2284: "si canta cambiar seis, descarta seis de su mano y toma cinco de la baceta más la que dio vuelta".
    hand = run(new(), "vuelta paso paso")
    assert hand.check("roba").code == "descarte"  # ten cards: he must discard at least one
    others = [c for c in cards(hand.view(0)) if c != hand.state.turned.code]
    hand = run(hand, " ".join(f"descarta:{c}" for c in others[:6]))
    assert hand.check("roba:6").code == "robo"
    hand = run(hand, "roba:5")
    assert len(hand.view(0).hand) == 9 and hand.view(1).talon_size == 12 - 5


# -- the exchange ------------------------------------------------------------------------------------------------------
def test_a_solo_player_does_not_exchange():
    # l. 2286: "el Jugador declara el palo de triunfo pero no cambia cartas. Sin embargo, la contra puede descartar".
    hand = run(new(), "solo paso paso triunfo:O")
    assert hand.phase == "descarte" and hand.to_move == 1
    card = cards(hand.view(0))[0]
    violation = hand.check(f"descarta:{card}", seat=0)
    assert violation.code == "descarte" and "l. 2286" in violation.source


def test_the_jugador_exchanges_first_card_by_card_drawing_as_many_as_discarded():
    # l. 2258: "En primer lugar, se descarta el Jugador, reemplazando las cartas de su mano con igual cantidad".
    hand = run(new(), "entrada paso paso triunfo:O")
    assert hand.to_move == 0 and "roba" in hand.legal_actions()
    discards = cards(hand.view(0))[:3]
    hand = run(hand, " ".join(f"descarta:{c}" for c in discards))
    assert hand.view(0).discards == tuple(games.Card.parse(c) for c in discards)
    assert hand.view(1).discards == () and len(hand.view(0).hand) == 6
    violation = hand.check("roba:4")
    assert violation.code == "robo" and "te descartaste de 3" in violation.explanation
    hand = run(hand, "roba:3")
    assert len(hand.view(0).hand) == 9 and hand.view(2).drawn == (3, 0, 0) and hand.view(2).talon_size == 10


def test_the_contrista_on_the_jugadors_right_decides_who_goes_first_van_and_vuelven():
    # l. 2258 (primero en contra, mano pobre) and l. 2518–2521: "Van", "Vuelven".
    hand = run(new(), "entrada paso paso triunfo:O roba")
    assert hand.to_move == 1 and "van" in hand.legal_actions()
    hand = run(hand, "van")
    assert hand.to_move == 2 and "vuelven" in hand.legal_actions()
    hand = run(hand, "vuelven")
    assert hand.to_move == 1 and "van" not in hand.legal_actions()
    hand = run(hand, f"descarta:{cards(hand.view(1))[0]} roba")
    assert hand.state.first_contra == 1 and hand.to_move == 2  # then the mano pobre


def test_the_primero_en_contra_is_whoever_goes_first_to_the_talon():
    hand = run(new(), "entrada paso paso triunfo:O roba van")
    hand = run(hand, f"descarta:{cards(hand.view(2))[0]}")
    assert hand.state.first_contra == 2 and hand.check("vuelven").code == "descarte"
    hand = run(hand, "roba")
    assert hand.to_move == 1


def test_a_contrista_may_not_discard_more_than_the_baceta_can_replace():
    # l. 2258: "finalmente, si aún han quedado cartas en la baceta, el mano pobre".
    hand = run(new(), "entrada paso paso triunfo:O")
    hand = run(hand, " ".join(f"descarta:{c}" for c in cards(hand.view(0))[:8]) + " roba")  # 5 left
    hand = run(hand, " ".join(f"descarta:{c}" for c in cards(hand.view(1))[:5]))
    violation = hand.check(f"descarta:{cards(hand.view(1))[0]}")
    assert violation.code == "descarte" and "solo quedan 5" in violation.explanation
    hand = run(hand, "roba")
    assert hand.phase == "juego"  # nothing left for the mano pobre


def test_the_cards_left_in_the_baceta_are_never_seen():
    # l. 2465: "Dormidas: las cartas de la baceta que sobran después de haber hecho todos su descarte".
    hand = run(new(), "entrada paso paso triunfo:O roba roba roba")
    assert hand.phase == "juego"
    talon = set(hand.state.talon)
    assert len(talon) == 13
    for seat in range(3):
        assert not hand.view(seat).visible_cards() & talon


# -- the play ------------------------------------------------------------------------------------------------------------
def test_the_mano_leads_the_first_trick():
    # l. 2438: "teniendo importancia si el jugador es mano para poder salir en la primera baza".
    hand = run(new(), "paso entrada paso triunfo:O roba roba roba")
    assert hand.phase == "juego" and hand.to_move == 0


def test_the_play_uses_the_engine_obligations_and_their_explanations():
    # l. 2260: "solo hay obligación de asistir al palo de salida".
    hand = run(dealt("tresillo", MIXED), "entrada paso paso triunfo:O roba roba roba 12C")
    assert hand.to_move == 1 and hand.legal_actions() == ["11C", "2C"]
    violation = hand.check("1O")
    assert violation.code == "asistir" and violation.is_renuncio and "l. 2260" in violation.source
    with pytest.raises(games.IllegalActionError) as error:
        hand.apply("1O")
    assert error.value.violation == violation
    assert hand.check("2C", seat=2).code == "turno"


def test_a_completed_trick_is_public_and_its_winner_leads():
    hand = run(dealt("tresillo", MIXED), "entrada paso paso triunfo:O roba roba roba 12C 2C 4C")
    record = hand.view(2).history[0]
    assert (record.leader, record.winner, record.notation) == (0, 0, "1:12C,2C,4C>1")
    assert hand.to_move == 0 and hand.view(1).tricks_won == (1, 0, 0)


# -- surrender and defence --------------------------------------------------------------------------------------------
def started(deal: list[str], actions: str):
    return run(dealt("tresillo", deal), actions)


def test_the_jugador_may_surrender_an_entrada_before_the_fourth_trick():
    # l. 2282: "El Jugador se puede rendir antes de la cuarta baza"; l. 2505 "Rendirse".
    hand = started(MIXED, "entrada paso paso triunfo:O roba roba roba")
    assert "rendirse" in hand.legal_actions()
    assert hand.check("me rindo") is None
    assert hand.check("rendirse", seat=1).code == "rendicion"  # only the Jugador
    hand = run(hand, "rendirse")
    assert hand.phase == "defensa" and hand.to_move == 1 and hand.legal_actions() == ["defiendo", "paso"]


def test_the_jugador_surrenders_with_the_sources_word_paso():
    # l. 2282: "El Jugador se puede "rendir" antes de la cuarta baza, diciendo "paso"".
    hand = started(MIXED, "entrada paso paso triunfo:O roba roba roba")
    assert hand.check("paso") is None
    surrendered = run(hand, "paso")
    assert surrendered.phase == "defensa" and surrendered.state.surrendered and surrendered.to_move == 1
    assert run(surrendered, "paso paso").result().kind == "rendida"
    refused = hand.check("paso", seat=1)  # a contrista has nothing to pass: it is the Jugador's word
    assert refused is not None and refused.code == "turno"
    solo = started(MIXED, "solo paso paso triunfo:O roba roba")
    violation = solo.check("paso")  # the solo may never be surrendered, whatever the word (l. 2286)
    assert violation.code == "rendicion" and "l. 2505" in violation.source


def test_no_surrender_once_the_fourth_trick_has_begun():
    hand = started(MIXED, "entrada paso paso triunfo:O roba roba roba 12C 2C 4C 3C 11C 10C")
    hand = run(hand, "5E 6E 12E")
    assert len(hand.state.history) == 3 and hand.to_move == 0
    assert "rendirse" in hand.legal_actions()
    hand = run(hand, "4E")
    violation = hand.check("rendirse", seat=0)
    assert violation.code == "rendicion" and "cuarta baza" in violation.explanation


def test_a_solo_may_never_be_surrendered():
    # l. 2286: "no puede rendirse de ninguna manera".
    hand = started(MIXED, "solo paso paso triunfo:O roba roba")
    assert "rendirse" not in hand.legal_actions()
    violation = hand.check("rendirse")
    assert violation.code == "rendicion" and "l. 2505" in violation.source


def test_a_surrendered_vuelta_is_lost_by_puesta_and_cannot_be_defended():
    # l. 2284: "El Jugador puede rendirse antes de comenzar la cuarta baza y así perder por puesta. No se puede
    # defender en este lance."
    hand = run(new(), "vuelta paso paso")
    hand = run(
        hand, f"descarta:{[c for c in cards(hand.view(0)) if c != hand.state.turned.code][0]} roba roba roba"
    )
    hand = run(hand, "rendirse")
    result = hand.result()
    assert hand.is_over and result.kind == "rendida" and result.winners == (1, 2)
    assert ("la puesta", 15) in [(t.concept, t.amount) for t in result.transfers if t.payee is None]
    assert ("la vuelta", 5) in [(t.concept, t.amount) for t in result.transfers if t.payer == 0]


def test_an_undefended_entrada_is_lost_by_puesta():
    # l. 2282: "que este pierda por puesta"
    hand = run(started(MIXED, "entrada paso paso triunfo:O roba roba roba"), "rendirse paso paso")
    assert hand.result().kind == "rendida" and hand.result().pot_change == 15


def test_a_defended_entrada_goes_on_with_the_defender():
    # l. 2460: "Defender: proponerse ganar el juego uno de la contra cuando el Jugador se ha rendido".
    hand = run(started(MIXED, "entrada paso paso triunfo:O roba roba roba"), "rendirse paso defiendo")
    assert hand.phase == "juego" and hand.state.defender == 2 and hand.to_move == 0
    assert "rendirse" not in hand.legal_actions() and "bola" not in hand.legal_actions()


@pytest.mark.parametrize(
    ("tricks", "case", "payments", "pot"),
    [
        (
            (2, 2, 5),
            "A",
            (-15, 0, 15),
            0,
        ),  # l. 2410: the defender beats both: the retired Jugador's puesta is his
        ((3, 3, 3), "B", (-15, 0, -15), 30),  # l. 2411: the defender ties: puesta gemela
        ((4, 3, 2), "C", (0, 0, -15), 15),  # l. 2412: the defender makes fewer than the retired Jugador
        ((2, 5, 2), "D", (-15, 15, -30), 30),  # l. 2413: the mano pobre beats both: puesta and codillo
    ],
)
def test_the_entrada_defendida_is_paid_by_the_four_cases(tricks, case, payments, pot):
    # l. 2409–2414; E (l. 2414): "En ninguno de estos casos se pagarán condiciones".
    result = settle(
        "tresillo", tricks, jugador=0, defender=2, surrendered=True, hand="1E 7O 1B 1O 12O 4C 5C 6C 7C"
    )
    assert result.kind == "defendida" and f"caso {case}" in result.explanation
    assert result.payments == payments and result.pot_change == pot
    assert not any("estuche" in t.concept for t in result.transfers)


# -- bola --------------------------------------------------------------------------------------------------------------
def test_bola_may_be_asked_only_after_winning_the_first_five_tricks():
    # l. 2382: "Si, tras ganar las 5 primeras bazas, el Jugador cree que puede ganar las 9, deberá anunciar que pide bola".
    hand = started(STRONG, "solo paso paso triunfo:O roba roba")
    assert hand.check("bola").code == "bola"
    for lead in ("1E", "7O", "1B", "1O", "12O"):
        hand = hand.apply(lead)
        hand = hand.apply(hand.legal_actions()[0])
        hand = hand.apply(hand.legal_actions()[0])
    assert hand.to_move == 0 and "bola" in hand.legal_actions()
    hand = run(hand, "bola")
    assert hand.view(1).bola and hand.check("bola").code == "bola"
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    result = hand.result()
    assert result.kind == "llevada" and result.bola == "ganada" and result.tricks == (9, 0, 0)
    # l. 2406: +40 from each; l. 2391: the solo, 10; l. 2388: estuches (espada, mala, basto, punto, rey: max 5);
    # l. 2394: empty plate, 5 each; l. 2387: no primeras when going for bola.
    assert result.payments == (2 * (40 + 10 + 5 + 5), -60, -60)
    assert "primeras" not in [t.concept for t in result.transfers]


def test_a_cut_bola_still_collects_the_llevada_but_pays_forty_to_each():
    # l. 2407: "el Jugador se lleva todo lo que le corresponda por haber ganado por llevada, pero deberá pagarle 40".
    result = settle("tresillo", (8, 1, 0), bola=True, first_five=True)
    assert result.kind == "llevada" and result.bola == "cortada"
    assert result.payments == (2 * (5 - 40), 35, 35)


# -- results and payments ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tricks", "kind"),
    [
        ((5, 4, 0), "llevada"),
        (
            (4, 3, 2),
            "llevada",
        ),  # l. 2258: "también puede ganar si se lleva 4 bazas y los rivales obtienen 3 y 2"
        ((4, 4, 1), "puesta"),  # l. 2396: "perder por puesta es empatar en bazas con algún contrista"
        ((3, 3, 3), "puesta"),
        ((1, 4, 4), "puesta real"),  # l. 2401
        ((4, 5, 0), "codillo"),  # l. 2400: "algún contrista hace más bazas que el Jugador"
        ((3, 4, 2), "codillo"),
        ((0, 5, 4), "codillo"),
    ],
)
def test_the_result_follows_the_tricks(tricks, kind):
    assert settle("tresillo", tricks).kind == kind


def test_a_llevada_takes_the_plate_or_five_from_each_when_it_is_empty():
    # l. 2394: "el Jugador cobrará el plato … Si no hay tantos en el plato … le pagarán 5 tantos cada uno".
    assert settle("tresillo", (5, 4, 0)).payments == (10, -5, -5)
    result = settle("tresillo", (5, 4, 0), pot=45)
    assert result.payments == (45, 0, 0) and result.pot_after == 0


def test_a_puesta_puts_fifteen_in_the_plate_and_pays_the_condiciones():
    # l. 2396: "tiene que aportar 15 tantos al plato si participan 3 personas"; l. 2398: pays the condiciones.
    result = settle("tresillo", (4, 4, 1), contract="vuelta")
    assert result.payments == (-15 - 10, 5, 5) and result.pot_change == 15
    reserved = settle("tresillo", (3, 3, 3), pot=15)
    assert "reservada" in reserved.transfers[0].concept  # l. 2398: puesta segunda o reservada


def test_a_codillo_pays_the_puesta_and_as_much_again_to_the_contrista_who_made_it():
    # l. 2400: "el Jugador paga lo mismo que si perdiera por puesta, pero también debe pagarle una cantidad igual a
    # la puesta, al contrista que le hizo codillo".
    result = settle("tresillo", (3, 2, 4), contract="solo")
    assert result.winners == (2,) and result.payments == (-15 - 15 - 20, 10, 25) and result.pot_change == 15


def test_the_puesta_real_is_paid_as_a_puesta():
    # l. 2401: "el resultado se considera puesta y no codillo".
    assert settle("tresillo", (1, 4, 4)).payments == (-15, 0, 0)


def test_estuches_count_the_unbroken_top_trumps_from_three_up_to_five():
    # l. 2388: "1 tanto por cada carta superior que tenga, siempre que a lo menos reúna las tres del Estuche …
    # sin que se puedan cobrar más de 5".
    three = settle("tresillo", (5, 2, 2), hand="1E 7O 1B 11O 4C 5C 6C 7C 3E")
    assert [t.concept for t in three.transfers if t.payer == 1] == [
        "la llevada con el plato vacío",
        "3 estuches",
    ]
    two = settle("tresillo", (5, 2, 2), hand="1E 7O 1O 11O 4C 5C 6C 7C 3E")
    assert all("estuche" not in t.concept for t in two.transfers)
    six = settle("tresillo", (5, 2, 2), hand="1E 7O 1B 1O 12O 11O 10O 7C 3E")
    assert ("7 estuches", 5) in [(t.concept, t.amount) for t in six.transfers if t.payer == 1]


def test_contraestuche_counts_the_missing_top_trumps():
    # l. 2388: "también puede cobrar 1 tanto por cada carta de Estuche que le falte, que es lo que se llama
    # Contra-estuche, con las mismas condiciones".
    result = settle("tresillo", (5, 2, 2), hand="11O 10O 2O 3O 4C 5C 6C 7C 3E")
    assert ("contraestuche de 5", 5) in [(t.concept, t.amount) for t in result.transfers if t.payer == 1]


def test_primeras_are_collected_for_the_first_five_tricks_and_paid_for_none():
    # l. 2387: "cuando el Jugador gana las cinco primeras bazas … cada rival deberá pagarle 1 tanto por primeras";
    # l. 2498: "o paga a los mismos cuando ha perdido la jugada sin haber hecho ninguna baza".
    assert "primeras" in [t.concept for t in settle("tresillo", (6, 2, 1), first_five=True).transfers]
    lost = settle("tresillo", (0, 5, 4))
    assert "primeras (perdió sin hacer baza)" in [t.concept for t in lost.transfers if t.payer == 0]


def test_every_result_lists_its_payments_in_spanish_with_lines():
    result = settle("tresillo", (4, 5, 0))
    assert result.table[0] == "El asiento 1 paga 15 tantos al plato por la puesta (l. 2396–2398)."
    assert sum(result.payments) + result.pot_change == 0


def test_the_interpretation_is_written_for_the_site():
    text = games.GAMES["tresillo"].interpretation
    assert "l. 2420" in text and "van" in text.lower()


def test_a_turned_espadilla_makes_espadas_trumps():
    # l. 2284: "el palo de esta determina el palo de triunfo" — read as the suit printed on the card.
    seats = [
        "1O 12O 11C 2C 11E 5E 11B 5B 6O",
        "11O 10O 10C 4C 10E 6E 10B 6B 2O",
        "7O 1B 12C 3C 12E 4E 12B 4B 1C",
    ]
    hand = run(dealt("tresillo", seats, talon="1E 3O 4O 5O 5C 6C 7C 2E 3E 7E 2B 3B 7B"), "vuelta paso paso")
    assert hand.state.turned == games.Card.parse("1E") and hand.state.trump == games.Suit.ESPADAS


def test_a_contrista_may_keep_his_cards():
    hand = run(new(), "entrada paso paso triunfo:O roba roba")
    assert hand.state.first_contra == 1 and hand.view(0).drawn == (0, 0, 0) and hand.to_move == 2


def test_a_given_deal_must_hold_the_forty_cards_once():
    with pytest.raises(games.InvalidNotationError):
        dealt("tresillo", ["1E 7O 1B 12C 3C 12E 4E 12B 4B", "1E 12O 11C 2C 11E 5E 11B 5B 6O", MIXED[2]])
    with pytest.raises(games.InvalidNotationError):
        games.new_hand("tresillo", deal=[["1E"], [], [], []])
    hand = dealt("tresillo", MIXED)
    assert games.Hand.from_notation(hand.notation).view(0).hand == hand.view(0).hand


def test_a_view_of_a_seat_that_is_not_at_the_table_is_refused():
    with pytest.raises(games.InvalidNotationError):
        new().view(3)


def test_a_card_out_of_turn_is_a_turno_violation_citing_the_turn_order():
    hand = run(dealt("tresillo", MIXED), "entrada paso paso triunfo:O roba roba roba")
    violation = hand.check("11C", seat=1)
    assert violation.code == "turno" and "l. 2258" in violation.source
