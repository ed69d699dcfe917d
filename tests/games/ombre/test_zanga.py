"""Whole hands of the Zanga (*La Zanga en Canarias*), one test per rule, each citing its article («Artículo N»)
or its line of zanga-canarias.txt."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import games
from games.core.cards import Card, Suit
from games.core.hand import HandOptions
from games.core.trick import Position, TrickRecord
from games.ombre.zanga import ZangaState
from tests.games.hand_helpers import cards, run

RULES = games.GAMES["zanga"].hand_rules

# Seat 0 holds eight of the twelve oros trumps, the estuche among them; seat 1 the four small ones.
STRONG = [
    "1E 7O 1B 1O 12O 11O 10O 2O",
    "3O 4O 5O 6O 12C 11C 10C 1C",
    "2C 3C 4C 5C 6C 7C 12E 11E",
    "10E 7E 6E 5E 4E 3E 2E 12B",
]
ZANGA = "11B 10B 7B 6B 5B 4B 3B 2B"


def new(seed: int = 4, **options):
    return games.new_hand("zanga", seed=seed, **options)


def dealt(hands=STRONG, talon: str = ZANGA, **options):
    return games.new_hand("zanga", deal=[*(h.split() for h in hands), talon.split()], **options)


def play_first(hand, until: int = 8):
    """Play the first legal card until ``until`` tricks are complete."""
    while len(hand.state.history) < until and not hand.is_over:
        hand = hand.apply(next(a for a in hand.legal_actions() if a[0].isdigit()))
    return hand


def settle(
    winners: str,
    jugador: int = 0,
    contract: str = "juego",
    trump: str = "C",
    hands: list[str] | None = None,
    held: tuple[int, int] = (12, 15),
    centre: int = 5,
    **extra,
):
    """The result of a Zanga hand whose tricks were won by the seats in ``winners`` (digits, one per trick)."""
    options = HandOptions(seed=0, players=4, pot=centre)  # what is in play, carried from earlier hands
    out = (jugador + 2) % 4 if contract == "solo" else None
    start = tuple(tuple(Card.parse(c) for c in h.split()) for h in (hands or ["", "", "", ""]))
    fresh = RULES.start(options)
    assert isinstance(fresh, ZangaState)
    state = replace(
        fresh,
        jugador=jugador,
        contract=contract,
        trump=Suit.parse(trump),
        position=Position(games.GAMES["zanga"].rules, ((), (), ()), Suit.parse(trump), (), 0, 0, (0, 0, 0)),
        start_hands=start,
        history=tuple(TrickRecord(0, (), int(w)) for w in winners),
        held=held,
        centre=centre,
        out=out,
        active=tuple(s for s in range(4) if s != out),
        **extra,
    )
    return RULES.settle(state, options)


def lines(result, payer: int | None):
    return [(t.concept, t.amount) for t in result.transfers if t.payer == payer]


# -- players, deal and the zanga (Artículos 1–3, 13, 17) ----------------------------------------------------------------
def test_eight_cards_each_dealt_four_by_four_and_eight_in_the_zanga():
    # Artículo 3 (l. 428): "ocho cartas ... las ocho restantes ... LA ZANGA"; Artículo 13 (l. 492): "de cuatro en
    # cuatro, empezando por el jugador situado a su derecha".
    from games.core.deal import shuffled

    hand = new(7)
    deck = shuffled(40, 7)
    assert [len(hand.view(s).hand) for s in range(4)] == [8] * 4 and hand.view(2).talon_size == 8
    assert hand.view(0).hand == tuple(deck[0:4] + deck[16:20]) and hand.state.talon == tuple(deck[32:])


def test_four_players_in_two_pairs_facing_each_other():
    # Artículo 2 (l. 426); l. 201: "formando 2 parejas cuyos componentes ... se sientan frente a frente".
    with pytest.raises(games.InvalidNotationError):
        new(players=3)
    result = settle("00221133")  # seats 1 and 3 (0 and 2 from zero) made four
    assert result.kind == "puesta" and set(result.winners) == {1, 3}


def test_the_mano_speaks_first_and_plays_passes_or_goes_solo():
    # Artículo 18 (l. 502); l. 347–351: "Jugar, Pasar, Irse solo"; Artículo 54 (l. 580).
    hand = new()
    assert hand.to_move == 0 and hand.legal_actions() == ["paso", "juego", "solo"]
    violation = hand.check("juego", seat=2)
    assert violation.code == "turno" and "Artículo 18" in violation.source


# -- speaking and the vales (Artículos 19–22, 40–42) ---------------------------------------------------------------------
def test_the_mano_puts_four_vales_if_he_plays_and_five_if_he_passes():
    # Artículo 19 (l. 504): "depositara cuatro vales ... y en el segundo cinco".
    assert run(new(), "juego").view(3).pot == 4 and run(new(), "juego").view(3).stakes == (12, 16)
    assert run(new(), "paso").view(1).pot == 5


def test_every_pass_before_anybody_plays_costs_a_vale():
    # Artículo 21 (l. 508); Artículo 41 (l. 552): "Todo jugador que se pase habrá de introducir un vale".
    hand = run(new(), "paso paso paso")
    assert hand.view(3).pot == 7 and hand.view(3).stakes == (10, 15)


def test_after_the_mano_plays_the_next_passes_or_sends_him_solo():
    # Artículo 20 (l. 506): "solo tendrá dos opciones: pasarse u obligarse a jugar solo"; l. 362: «juego» lets it go
    # on, and costs nothing.
    hand = run(new(), "juego")
    assert hand.legal_actions() == ["paso", "juego", "mando"]
    violation = hand.check("solo")
    assert violation.code == "subasta" and "Artículo 54" in violation.source
    assert run(hand, "paso").view(2).pot == 4


def test_the_partner_of_the_nombrado_may_not_send_him_solo():
    # l. 364: "Un jugador del equipo contrario al mano puede mandar a jugar solo al mano".
    hand = run(new(), "juego juego")
    assert hand.to_move == 2 and hand.legal_actions() == ["paso", "juego"]
    violation = hand.check("mando")
    assert violation.code == "subasta" and "l. 364" in violation.source


def test_sent_solo_the_nombrado_decides_at_once():
    # Artículo 26 (l. 522): "este deberá decidir inmediatamente si lo hace o no".
    hand = run(new(), "juego mando")
    assert hand.to_move == 0 and hand.legal_actions() == ["solo", "devuelvo"]
    violation = hand.check("juego")
    assert violation.code == "subasta" and "Artículo 26" in violation.source
    hand = run(hand, "solo")
    assert hand.phase == "triunfo" and hand.state.jugador == 0 and hand.state.contract == "solo"


def test_sent_back_the_sender_goes_solo():
    # l. 364: "el mano puede elegir entre dejarlo ir solo a él o irse solo el propio mano".
    hand = run(new(), "juego juego juego mando devuelvo")
    assert hand.phase == "triunfo" and hand.to_move == 3 and hand.state.jugador == 3
    assert hand.state.contract == "solo" and hand.view(1).hand == ()


def test_a_solo_player_s_partner_puts_his_cards_on_the_zanga():
    # Artículo 58 (l. 588): "su compañero pondrá inmediatamente sus cartas sobre las denominadas de la ZANGA y no
    # podrá intervenir en el juego"; the tricks have three cards.
    hand = run(new(), "solo triunfo:B")
    assert hand.view(2).hand == () and hand.view(0).talon_size == 16 and hand.to_move == 0
    hand = play_first(hand)
    assert all(len(record.cards) == 3 for record in hand.state.history) and hand.result().tricks[2] == 0


def test_when_the_mano_is_out_the_next_player_leads():
    # l. 370: "La partida empieza jugando una carta el mano, o el jugador sucesivo si el compañero del mano va solo".
    hand = run(new(), "paso paso solo triunfo:E")
    assert hand.view(0).hand == () and hand.phase == "juego" and hand.to_move == 1


def test_only_the_mano_or_one_after_passes_goes_solo():
    # Artículo 54 (l. 580): "El jugador mano o aquel al que corresponda pronunciarse por haberse pasado el anterior".
    hand = run(new(), "paso")
    assert "solo" in hand.legal_actions()
    assert run(hand, "solo").phase == "triunfo"


def test_after_three_passes_the_pie_plays_perforce():
    # Artículo 21 (l. 510): "habrá de jugar FORZOSAMENTE, ya que en el terminan obligatoriamente los pases".
    hand = run(new(), "paso paso paso")
    assert hand.to_move == 3 and hand.legal_actions() == ["juego", "solo", "zanga"]
    violation = hand.check("paso")
    assert violation.code == "subasta" and "Artículo 21" in violation.source


def test_a_pair_without_vales_must_play():
    # Artículo 42 (l. 554): "el primero de sus jugadores al que corresponda pronunciarse tendrá que jugar".
    hand = new(stakes=[4, 16])
    assert hand.legal_actions() == ["juego", "solo"]
    violation = hand.check("paso")
    assert violation.code == "subasta" and "Artículo 42" in violation.source
    assert run(hand, "juego").view(1).stakes == (0, 16)


def test_the_mano_with_fewer_than_four_puts_what_he_has():
    # Artículo 40 (l. 550): "si no posee esta cantidad, la totalidad de los que tenga".
    hand = run(new(stakes=[3, 16]), "juego")
    assert hand.view(0).pot == 3 and "Artículo 40" in hand.state.ledger[0].citation.section


def test_the_stakes_of_a_hand_round_trip_in_its_notation():
    hand = run(new(stakes=[9, 11], pot=12), "juego paso")
    assert "stakes=9,11" in hand.notation and games.Hand.from_notation(hand.notation) == hand
    with pytest.raises(games.InvalidNotationError):
        new(stakes=[1, 2, 3])
    with pytest.raises(games.InvalidNotationError):
        games.new_hand("tresillo", stakes=[1, 2])


# -- the pie and the zanga (Artículos 21, 23–25) -------------------------------------------------------------------------
def test_the_pie_looks_at_the_zanga_paying_a_vale_and_the_fianza():
    # Artículo 21 (l. 512): "deberá depositar ... un vale en el centro de la mesa y separará dos vales más ...
    # debiendo depositar otros dos vales la pareja contraria ... se denomina FIANZA".
    hand = run(dealt(), "paso paso paso zanga")
    assert hand.view(3).pot == 8 and hand.state.fianza == (2, 2)
    assert hand.view(3).seen_talon == tuple(Card.parse(c) for c in ZANGA.split())
    assert all(hand.view(seat).seen_talon == () for seat in (0, 1, 2))
    assert hand.legal_actions() == ["tomo", "dejo"]


def test_the_zanga_needs_three_vales():
    # Artículo 23 (l. 516): "la pareja a que pertenece el jugador (pie) ha de tener como mínimo TRES VALES".
    hand = run(new(stakes=[16, 3]), "paso paso paso")
    assert "zanga" not in hand.legal_actions()
    violation = hand.check("zanga")
    assert violation.code == "descarte" and "Artículo 23" in violation.source


def test_an_opposing_pair_with_one_vale_puts_only_that_in_the_fianza():
    # Artículo 24 (l. 518): "deberá depositar SIEMPRE los dos vales correspondientes a la FIANZA".
    hand = run(new(stakes=[7, 16]), "paso paso paso zanga")
    assert hand.state.fianza == (2, 1)


def test_only_the_forced_pie_may_use_the_zanga():
    # Artículo 21 (l. 510–512): the option is the pie's, after the three passes.
    violation = new().check("zanga")
    assert violation.code == "descarte" and "Artículo 21" in violation.source


def test_the_pie_plays_with_the_zanga_cards():
    # Artículo 25 (l. 520): "en caso de optar por jugar con las cartas de la zanga".
    hand = run(dealt(), "paso paso paso zanga tomo")
    assert cards(hand.view(3)) == ZANGA.split() and hand.state.talon == tuple(
        Card.parse(c) for c in STRONG[3].split()
    )
    assert hand.legal_actions() == ["juego", "solo"]
    hand = run(hand, "juego triunfo:B")
    assert hand.phase == "juego" and hand.to_move == 0


def test_back_to_his_own_cards_the_pie_loses_the_fianza():
    # Artículo 25 (l. 520): "decidiera volver a jugar con las que anteriormente le habían correspondido, perderá
    # automáticamente los cuatro, tres o dos vales".
    hand = play_first(run(dealt(), "paso paso paso zanga dejo juego triunfo:O"))
    result = hand.result()
    assert ("la fianza perdida (volvió a sus cartas)", 2) in lines(result, 1)


def test_with_the_zanga_a_hecha_wins_the_fianza():
    result = settle("11113333", jugador=3, zanga="tomada", fianza=(2, 2))
    assert result.kind == "hecha" and ("la fianza, que gana el pie con la zanga", 2) in lines(result, 0)


# -- trumps and the play (Artículos 22, 27, 28) --------------------------------------------------------------------------
def test_the_nombrado_names_trumps_and_the_mano_leads():
    # Artículo 22 (l. 514): "El jugador nombrado indicará en alta voz el palo ... y jugada inmediatamente el mano".
    hand = run(new(), "paso juego paso juego")
    assert hand.phase == "triunfo" and hand.to_move == 1
    assert hand.check("triunfo:O", seat=0).code == "turno"
    violation = hand.check("5C")
    assert violation.code == "triunfo" and "Artículo 22" in violation.source
    hand = run(hand, "triunfo:O")
    assert hand.phase == "juego" and hand.to_move == 0


def test_follow_suit_and_answer_the_arrastre_by_the_articles():
    # Artículo 27 (l. 524): "deberán jugar obligatoriamente cartas del mismo palo"; Artículo 28 (l. 526).
    hand = run(dealt(), "juego juego juego juego triunfo:O 1E")
    violation = hand.check("12C")
    assert violation.code == "arrastre" and "Artículo 28" in violation.source and violation.is_renuncio
    hand = run(dealt(), "juego juego juego juego triunfo:E 12O")
    assert hand.legal_actions() == ["3O", "4O", "5O", "6O"]
    violation = hand.check("12C")
    assert violation.code == "asistir" and "Artículo 27" in violation.source


def test_the_lone_matadores_are_reserved_against_a_smaller_trump():
    # Artículo 28 (l. 526): "solo servirán obligatoriamente, cuando a falta de otro triunfo el arrastre de origen lo
    # haya sido por otra pieza de valor superior"; l. 380–382: "son reservadas".
    deal = ["1E 3O 12C 11C 10C 1C 2C 3C", "1B 12E 11E 10E 7E 6E 5E 4E", "4O 5O 6O 4C 5C 6C 3E 2E"]
    deal.append("7O 12O 11O 10O 1O 2O 12B 11B")
    hand = run(dealt(deal, "7C 10B 7B 6B 5B 4B 3B 2B"), "juego juego juego juego triunfo:O")
    assert len(run(hand, "3O").legal_actions()) == 8
    assert run(hand, "1E").legal_actions() == ["1B"]


# -- result and payments (Artículos 43–47, l. 406–408) -------------------------------------------------------------------
def test_five_tricks_make_a_hecha_and_take_the_vales_in_play():
    # Artículo 43 (l. 556): "habrá de lograr un mínimo de cinco bazas"; l. 406: "gana también las puestas".
    result = settle("00220113", centre=9)
    assert result.kind == "hecha" and set(result.winners) == {0, 2}
    assert ("los vales en juego (hecha)", 9) in lines(result, None) and result.pot_after == 0


def test_four_and_four_is_puesta_and_the_nombrada_puts_as_much_again():
    # Artículo 44 (l. 558); Artículo 46 (l. 562): "una cantidad de vales igual a la que hubiera en juego".
    result = settle("00221133", centre=6)
    assert result.kind == "puesta" and result.pot_after == 12 and result.payments[0] == -6


def test_three_or_fewer_is_codillo_and_the_vales_stay_acodillados():
    # Artículo 45 (l. 560); Artículo 47 (l. 564); l. 408: "El que da codillo no puede ganar las de en medio".
    result = settle("01131313", centre=5)
    assert result.kind == "codillo" and set(result.winners) == {1, 3} and result.pot_after == 10
    assert lines(result, 1) == []


def test_puesta_and_codillo_deposits_are_capped_by_what_the_pair_has():
    # Artículo 46 (l. 562): "o la totalidad de los que tenga si no alcanza aquella cantidad".
    result = settle("00221133", centre=9, held=(3, 20))
    assert result.payments[0] == -3 and result.pot_after == 12


# -- cinco, todas, estuche, solo (Artículos 48–64) ------------------------------------------------------------------------
def test_cinco_is_asked_by_the_winner_of_the_second_trick_before_the_third():
    # Artículo 48 (l. 566): "el jugador que haya hecho la segunda mano, y obligatoriamente antes de jugar la
    # tercera, pida CINCO".
    hand = play_first(run(dealt(), "juego juego juego juego triunfo:O"), 1)
    assert "cinco" not in hand.legal_actions()
    violation = hand.check("cinco")
    assert violation.code == "bola" and "Artículo 48" in violation.source
    hand = play_first(hand, 2)
    assert "cinco" in hand.legal_actions()
    assert "cinco" not in play_first(hand, 3).legal_actions()


def test_the_whole_hand_with_cinco_todas_and_estuche_pays_six():
    # Artículo 53 (l. 578): "ganará SEIS VALES (DOS por CINCO, DOS por TODAS y DOS por ESTUCHE)".
    hand = play_first(run(dealt(), "juego juego juego juego triunfo:O"), 2)
    hand = play_first(hand.apply("cinco"), 5)
    assert "todas" in hand.legal_actions()
    hand = play_first(hand.apply("todas"))
    result = hand.result()
    assert result.kind == "hecha" and result.tricks == (8, 0, 0, 0)
    bonuses = [amount for concept, amount in lines(result, 1)]
    assert bonuses == [2, 2, 2] and result.payments == (-4 + 4 + 6, -6, 0, 0)
    assert games.Hand.from_notation(hand.notation) == hand


def test_cinco_asked_and_not_made_pays_two():
    # Artículo 59 (l. 590): "Cuando una pareja haya pedido cinco ... y no consiga hacerlas, abonará DOS VALES".
    result = settle("00100022", cinco=0)
    assert ("«cinco» pedidas y no hechas", 2) in lines(result, 0)


def test_cinco_may_be_asked_against_the_nombrado():
    # Artículo 50 (l. 570): "no es necesario que uno de sus jugadores sea el nombrado (PEDIR EN CONTRA)".
    result = settle("11313000", cinco=1)
    assert result.kind == "codillo" and ("«cinco», las cinco primeras bazas seguidas", 2) in lines(result, 0)


def test_todas_tried_and_failed_gives_back_the_cinco():
    # Artículo 60 (l. 592): "perderá los dos vales ganados por el primer concepto".
    result = settle("00200201", cinco=0, todas=True)
    assert ("«cinco», las cinco primeras bazas seguidas", 2) in lines(result, 1)
    assert ("«las de cinco por las de todas» (no hizo las ocho)", 2) in lines(result, 0)


def test_the_estuche_with_five_tricks_is_two_vales():
    # Artículo 51 (l. 572–574): "tenga, bien uno de sus jugadores o entre los dos las tres piezas ... y haciendo
    # cinco bazas ... ganara dos vales mas".
    split = ["1E 3C", "", "7C 1B", ""]
    result = settle("00220131", hands=split)
    assert ("el estuche (espadilla, malilla y basto)", 2) in lines(result, 1)
    assert not lines(settle("00220131", hands=["1E 3C", "7C", "1B", ""]), 1)


def test_on_puesta_or_codillo_the_nombrada_pays_the_other_pair_s_estuche():
    # Artículo 61 (l. 594): "la pareja nombrada deberá pagar, en todo caso, el ESTUCHE, tanto si lo tiene la
    # contraria".
    result = settle("00221133", hands=["", "1E 7C", "", "1B"])
    assert ("el estuche de la pareja contraria", 2) in lines(result, 0)


def test_the_solo_made_is_two_vales_and_lost_pays_two():
    # Artículo 55 (l. 582): "hace las cinco bazas ... ganará DOS vales más"; Artículo 62 (l. 596).
    made = settle("00011100", contract="solo")
    assert made.kind == "hecha" and ("el solo, con cinco bazas", 2) in lines(made, 1)
    lost = settle("01011100", contract="solo")
    assert lost.kind == "puesta" and ("el solo (puesta)", 2) in lines(lost, 0)


def test_a_solo_of_a_pair_without_vales_collects_nothing_for_it():
    # Artículo 57 (l. 586): "y la suya carezca de vales, caso de sacar el juego no cobrará ninguno por este concepto";
    # Artículo 64 (l. 600).
    result = settle("00011100", contract="solo", held=(0, 16))
    assert all("solo" not in concept for concept, _ in lines(result, 1))


def test_solo_and_cinco_not_made_collects_nothing():
    # Artículo 63 (l. 598): "LAS DE CINCO POR LAS DE SOLO".
    result = settle("00010003", contract="solo", cinco=0)
    net = sum(a for c, a in lines(result, 1) if "solo" in c or "cinco" in c)
    net -= sum(a for c, a in lines(result, 0) if "solo" in c or "cinco" in c)
    assert result.kind == "hecha" and net == 0


def test_payments_quote_the_articles_in_vales():
    result = settle("00221133")
    assert (
        result.table[-1].startswith("El asiento 1 paga 5 vales al centro") and "(l. 562)" in result.table[-1]
    )


# -- whole hands --------------------------------------------------------------------------------------------------------
def test_whole_hands_balance_and_agree_with_the_tricks():
    for seed in range(200):
        rng = random.Random(seed)
        hand = new(seed)
        while not hand.is_over:
            hand = hand.apply(rng.choice(hand.legal_actions()))
        result = hand.result()
        assert sum(result.payments) + result.pot_change == 0 and sum(result.tricks) == 8
        assert isinstance(hand.state, ZangaState) and games.Hand.from_notation(hand.notation) == hand


def test_the_expert_pair_beats_the_beginner_pair():
    won = {"experto": 0, "principiante": 0}
    for seed in range(200):
        levels = ["experto", "principiante"] * 2 if seed % 2 else ["principiante", "experto"] * 2
        hand = new(seed)
        while not hand.is_over:
            hand = hand.apply(games.choose(hand.view(hand.to_move), levels[hand.to_move]))
        for seat in hand.result().winners:
            won[levels[seat]] += 1
    assert won["experto"] > 1.3 * won["principiante"]
