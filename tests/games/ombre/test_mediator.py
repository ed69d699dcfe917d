"""Whole hands of the Mediator (Madrid, 1807), one test per rule, each citing its line of mediator-hombre-1807.txt."""

from __future__ import annotations

from dataclasses import replace

import pytest

import games
from games.core.cards import Card, Suit
from games.core.hand import HandOptions
from games.core.trick import Position, TrickRecord
from games.ombre.mediator import MediatorState
from games.ombre.state import JUEGO
from tests.games.hand_helpers import cards, dealt, run
from tests.games.ombre.called import lines, settled

# The «Nota particular» (l. 1063–1065): a solo en favor with bola from the start, nine estuches and a king, not mano;
# the opponents lead the king's suit and trump it.
NOTA = [
    "1C 2C 3C 4C 5C 6C 7C 10C 11C 5O",
    "1E 7O 1B 1O 12O 11O 10O 2O 3O 12C",
    "4O 2E 3E 4E 5E 6E 7E 10E 11E 12E",
    "6O 2B 3B 4B 5B 6B 7B 10B 11B 12B",
]
# The same nine trumps with the mano: six trumps led win the first six tricks.
STRONG = [NOTA[1], NOTA[0], NOTA[2], NOTA[3]]
SIX_TRUMPS = "1E 5O 4O 6O 7O 2C 2E 2B 1B 3C 3E 3B 1O 4C 4E 4B 12O 5C 5E 5B 11O 6C 6E 6B"
# The first «Exemplo» of an entrada (l. 840–842): copas trumps, calling the rey de oros, the Hombre mano.
ENTRADA_1 = [
    "7C 1B 12C 11C 5C 10B 4B 7E 5E 1O",
    "1E 2E 3E 4E 6E 10E 11E 12E 1C 2C",
    "12O 2O 3O 4O 5O 6O 7O 3C 4C 6C",
    "10O 11O 10C 2B 3B 5B 6B 7B 11B 12B",
]
# The first «Exemplo» of a Mediator (l. 936–938): oros trumps, asking the rey de bastos, leaving the espada.
MEDIATOR_1 = [
    "1E 7O 1O 12O 2O 11B 3B 10E 2C 4C",
    "1B 3O 4O 5O 12C 11C 10C 1C 3C 5C",
    "12B 10B 7B 6B 5B 4B 2B 12E 11E 7E",
    "6O 10O 11O 2E 3E 4E 5E 6E 6C 7C",
]
RULES = games.GAMES["mediator"].hand_rules


def new(seed: int = 3, variant: str | None = "favorito-copas"):
    return games.new_hand("mediator", seed=seed, variant=variant)


# -- deal and favorito -------------------------------------------------------------------------------------------------
def test_ten_cards_each_and_no_talon():
    # l. 540–543: "diez á cada uno en tres veces; dos á tres, y una á quatro".
    hand = new()
    assert [len(hand.view(seat).hand) for seat in range(4)] == [10] * 4 and hand.view(0).talon_size == 0


def test_the_favorito_is_the_variant_or_a_card_turned_up_by_the_dealer():
    # l. 498–502: "el que dá los naypes descubrirá una carta á la suerte, y el palo que señaláre será favorito".
    assert new(variant="favorito-espadas").view(2).favorito is Suit.ESPADAS
    drawn = {new(seed, None).view(0).favorito for seed in range(40)}
    assert drawn == set(Suit) and new(7, None).view(0).favorito == new(7, None).view(1).favorito


# -- the auction -------------------------------------------------------------------------------------------------------
def test_the_mano_speaks_first_and_the_games_are_entrada_mediator_solo_and_bola():
    # l. 91: "Entrada, Mediator, Solo y Bola"; l. 561: "El que fuese mano será el primero que haga juego".
    hand = new()
    assert hand.to_move == 0 and hand.legal_actions() == ["paso", *RULES.contracts]
    assert hand.check("vuelta").code == "subasta"


def test_a_bid_must_be_the_same_game_in_favor_or_a_higher_one():
    # l. 569: "visto si hay alguno que se lo puje (haciendo el mismo juego en favor ú otro mayor)".
    hand = run(new(), "entrada")
    violation = hand.check("entrada")  # the same game, by a seat farther from the mano (l. 575)
    assert violation.code == "subasta" and "l. 575" in violation.source
    assert "entrada" not in hand.legal_actions() and "entrada-favor" in hand.legal_actions()
    violation = run(hand, "mediator").check("entrada-favor")  # a lower game (l. 569)
    assert violation.code == "subasta" and "l. 569" in violation.source


def test_the_mano_outbid_may_make_the_same_game_or_a_higher_one():
    # l. 569: "aun le queda al mano el arbitrio de hacer el juego que han nombrado, ú otro mayor"; l. 575: "en juego
    # igual … el que estuviese mas cerca de la mano".
    hand = run(new(), "entrada mediator paso paso")
    assert (
        hand.to_move == 0
        and "mediator" in hand.legal_actions()
        and "entrada-favor" not in hand.legal_actions()
    )
    hand = run(hand, "mediator")
    assert hand.to_move == 1 and "mediator" not in hand.legal_actions()
    hand = run(hand, "paso")
    assert hand.phase == "triunfo" and hand.state.jugador == 0 and hand.state.contract == "mediator"


def test_a_player_who_passed_does_not_speak_again():
    # l. 648: "si otro hace Mediator (habiendo pasado) no tiene arbitrio de poderlo hacer tambien".
    hand = run(new(), "paso mediator paso paso")
    assert hand.phase == "triunfo" and hand.state.jugador == 1


def test_bola_from_the_start_is_preferred_to_the_same_game_even_in_favor():
    # l. 103: "tiene la preferencia al que haga igual juego aunque sea de favor".
    hand = run(new(), "mediator-favor")
    assert "mediator-bola" in hand.legal_actions()
    assert "mediator-favor" not in hand.legal_actions() and hand.check("mediator").code == "subasta"


def test_the_game_once_made_is_never_diminished():
    # l. 571–573: "Solamente forzado puede aumentarse el juego … nunca llega el caso de poderlo disminuir".
    hand = run(new(), "solo")
    assert all(word.startswith("solo") for word in hand.legal_actions()[1:])
    assert hand.check("mediator-bola-favor").code == "subasta"


def test_when_all_pass_the_espadilla_must_chillar():
    # l. 565: "Si todos hubiesen pasado se obliga al que tiene la espadilla á que chille"; l. 567.
    hand = run(dealt("mediator", ENTRADA_1), "paso paso paso paso")
    assert hand.to_move == 1 and hand.legal_actions() == ["chillo"]
    violation = hand.check("paso")
    assert violation.code == "subasta" and "l. 565–567" in violation.source
    hand = run(hand, "chillo")
    assert hand.phase == "triunfo" and hand.state.jugador == 1 and hand.state.contract == "entrada"
    assert hand.view(3).chillado


def test_only_after_all_passed_is_there_chillar():
    # l. 567: "debe decir primero paso, y despues chillo".
    assert new().check("chillo").code == "subasta"


def test_no_mediator_when_no_king_can_be_asked_of_another():
    # l. 905–909: "El que tenga los quatro reyes puede pedir un caballo … El que tenga tres reyes y le falte el de
    # triunfo no puede hacer Mediator".
    four = dealt(
        "mediator",
        [
            "12O 12C 12E 12B 11O 11C 11E 11B 1E 1B",
            "1O 2O 3O 4O 5O 6O 7O 10O 1C 2C",
            "3C 4C 5C 6C 7C 10C 2E 3E 4E 5E",
            "6E 7E 10E 2B 3B 4B 5B 6B 7B 10B",
        ],
    )
    violation = four.check("mediator")
    assert violation.code == "subasta" and "l. 905–909" in violation.source
    assert "mediator" not in four.legal_actions() and "entrada" in four.legal_actions()


def test_three_kings_without_the_trump_king_cannot_name_that_trump_in_a_mediator():
    # l. 909: "El que tenga tres reyes y le falte el de triunfo no puede hacer Mediator".
    deal = [
        "12O 12C 12E 1E 7O 1O 2O 3O 11C 4C",
        "1B 4O 5O 6O 10O 11O 1C 2C 3C 5C",
        "12B 10B 7B 6B 5B 4B 2B 11E 10E 7E",
        "11B 3B 2E 3E 4E 5E 6E 6C 7C 10C",
    ]
    hand = run(dealt("mediator", deal, variant="favorito-copas"), "mediator paso paso paso")
    assert "triunfo:B" not in hand.legal_actions() and "triunfo:O" in hand.legal_actions()
    violation = hand.check("triunfo:B")
    assert violation.code == "triunfo" and "l. 905–909" in violation.source


# -- trumps and the king -----------------------------------------------------------------------------------------------
def test_a_game_in_favor_names_the_favorito_and_another_game_names_another_suit():
    # l. 65: the favorito "tiene el privilegio de ser preferido al que haga juego en otro palo"; ley I (l. 221–230).
    hand = run(new(), "entrada-favor paso paso paso")
    assert hand.legal_actions() == ["triunfo:C"] and hand.check("triunfo:O").code == "triunfo"
    hand = run(new(), "entrada paso paso paso")
    violation = hand.check("triunfo:C")
    assert violation.code == "triunfo" and "l. 65" in violation.source


def test_the_king_is_named_after_trumps_and_never_a_king_of_trumps():
    # l. 836: "el rey de oros me ayude á bastos"; l. 656–657: "no se podrá pedir jamas rey ni caballo de triunfo".
    hand = run(dealt("mediator", ENTRADA_1, variant="favorito-oros"), "entrada paso paso paso")
    assert hand.check("llama:12O").code == "llamada" and hand.phase == "triunfo"
    hand = run(hand, "triunfo:C")
    assert hand.phase == "llamada" and "llama:12C" not in hand.legal_actions()
    violation = hand.check("llama:12C")
    assert violation.code == "llamada" and "l. 656–657" in violation.source


def test_only_the_holder_of_the_four_kings_may_call_a_caballo():
    # l. 648: "El que tenga los quatro reyes puede pedir un caballo (G)".
    hand = run(dealt("mediator", ENTRADA_1), "entrada paso paso paso triunfo:C")
    assert hand.check("llama:11O").code == "llamada"
    four = dealt(
        "mediator",
        [
            "12O 12C 12E 12B 1E 7O 1O 2O 3O 4C",
            "1B 4O 5O 6O 10O 11O 1C 2C 3C 5C",
            "11B 10B 7B 6B 5B 4B 2B 11E 10E 7E",
            "11C 3B 2E 3E 4E 5E 6E 6C 7C 10C",
        ],
        variant="favorito-copas",
    )
    hand = run(four, "entrada paso paso paso triunfo:O")
    assert {"llama:11C", "llama:11E", "llama:11B", "llama:12C"} <= set(hand.legal_actions())
    assert "llama:11O" not in hand.legal_actions()


def test_in_an_entrada_the_holder_of_the_king_is_the_partner_unknown_until_it_is_played():
    # l. 836: "el que tenga el rey de oros es el compañero"; l. 353: never ask "quién es el compañero".
    hand = run(dealt("mediator", ENTRADA_1), "entrada paso paso paso triunfo:C llama:12O")
    assert hand.phase == "juego" and hand.to_move == 0
    assert [hand.view(seat).partner for seat in range(4)] == [None, None, 2, None]
    assert all(hand.view(seat).called == Card.parse("12O") for seat in range(4))
    hand = run(hand, "1O 3E 12O")
    assert [hand.view(seat).partner for seat in range(4)] == [2, 2, 2, 2]


def test_the_hombre_may_call_his_own_king_and_play_alone_as_an_entrada():
    # l. 663–679: "En caso de pedir uno de sus mismos reyes ha de hacer él solo las seis bazas … el pago (si pierde) es
    # mucho menor … con solo uno, si quisiese, podrá hacerlo".
    hand = run(dealt("mediator", ENTRADA_1), "entrada paso paso paso triunfo:O llama:12C")
    assert hand.state.partner == 0 and hand.view(0).partner == 0 and hand.view(1).partner is None


def test_in_a_mediator_the_king_is_handed_over_face_up_for_a_card_returned_face_down():
    # l. 883–885: "el que lo tenga está obligado á dar descubierta y recibir una carta tapada que le vuelven con uno ó
    # dos tantos encima"; l. 936–938: "Pidiendo el rey de bastos y yéndose de la espada ó copa".
    hand = run(dealt("mediator", MEDIATOR_1, variant="favorito-copas"), "mediator paso paso paso triunfo:O")
    violation = hand.check("llama:12O")
    assert violation.code == "llamada"
    hand = run(hand, "llama:12B")
    assert hand.phase == "descarte" and hand.to_move == 0
    assert len(cards(hand.view(0))) == 11 and "12B" in cards(hand.view(0)) and len(cards(hand.view(2))) == 9
    assert hand.view(3).giver == 2 and hand.view(3).called == Card.parse("12B")
    assert hand.check("descarta:12B").code == "descarte"
    hand = run(hand, "descarta:10E")
    assert hand.phase == "juego" and "10E" in cards(hand.view(2)) and "10E" not in cards(hand.view(0))
    assert all(Card.parse("10E") not in hand.view(seat).visible_cards() for seat in (0, 1, 3))
    assert hand.view(1).partner is None and hand.state.partner is None


def test_a_mediator_cannot_ask_the_hombres_own_king():
    # l. 909 and l. 883: the king asked is given by another; "teniendo el hombre el rey juega solo".
    hand = run(dealt("mediator", MEDIATOR_1, variant="favorito-copas"), "mediator paso paso paso triunfo:B")
    assert "llama:12O" not in hand.legal_actions()
    assert hand.check("llama:12O").code == "llamada"


# -- the play ----------------------------------------------------------------------------------------------------------
def test_the_mano_leads_the_first_trick_whoever_is_the_hombre():
    # l. 579: "El mano principia á jugar, y continúan los demas por su derecha".
    hand = run(dealt("mediator", NOTA), "paso solo paso paso triunfo:O")
    assert hand.phase == "juego" and hand.to_move == 0 and hand.check("1E", seat=1).code == "turno"


def test_following_suit_is_the_obligation_of_the_play():
    # l. 579: "poniendo cada uno del palo que se ha jugado (si tiene)".
    hand = run(dealt("mediator", NOTA), "paso solo paso paso triunfo:O 1C")
    violation = hand.check("1E")
    assert violation.code == "asistir" and violation.is_renuncio and hand.legal_actions()[0] == "12C"


def test_after_the_first_six_tricks_the_seventh_card_is_bola_or_the_game_is_taken():
    # Ley VIII (l. 323–331): "el que ponga la séptima carta en la mesa, despues de haber hecho las seis bazas
    # primeras … se entienda porque va á bola"; regla 9 (l. 911): "sea con la voz ó poniendo la carta en la mesa".
    hand = run(
        dealt("mediator", STRONG, variant="favorito-espadas"), f"solo paso paso paso triunfo:O {SIX_TRUMPS}"
    )
    assert hand.to_move == 0 and {"bola", "tiendo", "10O"} <= set(hand.legal_actions())
    taken = run(hand, "tiendo").result()
    assert taken.kind == "gana" and taken.bola is None and taken.tricks == (6, 0, 0, 0)
    assert taken.payments == (60, -20, -20, -20)  # solo 10 + 9 estuches + primeras, and the polla back
    played = run(hand, "10O")
    assert played.state.bola and played.check("tiendo").code == "bola"
    made = run(played, "7C 7E 7B 2O 10C 10E 10B 3O 11C 11E 11B 12C 1C 12E 12B").result()
    assert made.kind == "gana" and made.bola == "ganada" and made.payments == (150, -50, -50, -50)


def test_in_an_entrada_there_is_no_bola_before_the_called_king_has_appeared():
    # l. 683: "En el juego de entrada no se puede emprender la bola sin que haya salido el rey pedido"; l. 694: "aunque
    # se continúe jugando hasta que salga, no se le puede obligar á ir á bola".
    deal = [STRONG[0].replace("12C", "4C"), STRONG[1].replace("4C", "12C"), STRONG[2], STRONG[3]]
    plays = SIX_TRUMPS.replace("4C", "7C")
    hand = run(
        dealt("mediator", deal, variant="favorito-espadas"),
        f"entrada paso paso paso triunfo:O llama:12C {plays}",
    )
    result = hand.result()
    assert (
        result.kind == "gana"
        and result.winners == (0, 1)
        and result.tricks == (6, 0, 0, 0)
        and not result.bola
    )
    # each opponent pays each winner the entrada, the nine estuches of the side and primeras; the pot halved
    assert result.payments == (12, 32, -22, -22)


def test_a_bola_from_the_start_cut_loses_the_game_and_the_nota_particular_costs_374_tantos():
    # l. 339: "perderá no solamente la bola, pero tambien lo que tenia ganado por el juego … si menos … codillo";
    # l. 1063–1065: "doscientos noventa y quatro, á los que añadiendo el pozo de ochenta son trescientos setenta y
    # quatro tantos" (20 for the solo, 18 for nine estuches, 60 for the bola, from each of three; doubled in favor).
    hand = run(
        dealt("mediator", NOTA, variant="favorito-oros", pot=60), "paso solo-bola-favor paso paso triunfo:O"
    )
    result = run(hand, "1C 12C 4O 2B").result()
    assert result.kind == "codillo" and result.bola == "cortada" and result.tricks == (0, 0, 1, 0)
    assert result.payments[1] == -374
    assert lines(result, "el solo") == [(1, 0, 20), (1, 2, 20), (1, 3, 20)]
    assert lines(result, "estuches") == [(1, 0, 18), (1, 2, 18), (1, 3, 18)]
    assert lines(result, "bola") == [(1, 0, 60), (1, 2, 60), (1, 3, 60)]
    assert sum(amount for _, _, amount in lines(result, "codillo")) == 80  # the pozo


# -- the result and the payments ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tricks", "kind"),
    [((6, 0, 2, 2), "gana"), ((3, 1, 2, 4), "puesta"), ((2, 2, 2, 4), "codillo"), ((0, 6, 0, 4), "codillo")],
)
def test_six_tricks_win_five_are_puesta_four_or_fewer_codillo(tricks, kind):
    # l. 170–178: "Perder … no hace las seis bazas"; "Puesta … no pudo hacer mas de cinco"; "Codillo … no se pudo
    # hacer mas de quatro bazas".
    result = settled(tricks)
    assert result.kind == kind and set(result.winners) == ({0, 2} if kind == "gana" else {1, 3})


def test_the_payment_table():
    # l. 1019–1039: polla 20, pozo 80, entrada 1, each estuche 1, primeras 1, bola 30, Mediator 3, the card 1, solo 10.
    entrada = settled((6, 0, 4, 0), side_hand="1E 7O 1B 1O")
    assert lines(entrada, "la entrada") == [(1, 0, 1), (1, 2, 1), (3, 0, 1), (3, 2, 1)]
    assert lines(entrada, "estuches")[0][2] == 4 and lines(entrada, "primeras")[0][2] == 1
    assert lines(entrada, "polla") == [(0, None, 20)]
    assert settled((6, 2, 1, 1), "mediator", None).transfers[1].amount == 3
    assert settled((6, 2, 1, 1), "solo", None).transfers[1].amount == 10
    big = settled((6, 2, 1, 1), "solo", None, pot=200)
    assert lines(big, "en medio") == [(None, 0, 80)] and big.pot_after == 140  # one pozo at a time (l. 1025)


def test_everything_but_the_pot_is_paid_double_in_the_favorito():
    # l. 1041: "Todo esto, menos la polla ó pozo, que no aumenta ni disminuye, se paga doble siendo favorito".
    result = settled((6, 2, 1, 1), "solo", None, trump="C", favorito="C")
    assert lines(result, "el solo") == [(1, 0, 20), (2, 0, 20), (3, 0, 20)]
    assert lines(result, "en medio") == [(None, 0, 20)]


def test_the_hombre_who_loses_pays_what_he_would_have_won():
    # l. 1041–1043: "el Hombre, si perdiese, les satisfará igual cantidad de la que hubiera recibido ganando".
    result = settled((5, 2, 2, 1), "solo", None)
    assert lines(result, "el solo") == [(0, 1, 10), (0, 2, 10), (0, 3, 10)]


def test_a_puesta_leaves_the_pot_in_the_middle_and_a_codillo_is_shared_by_those_who_made_it():
    # l. 1045: "Si se perdiese puesta, la polla ó pozo que pierda el Hombre se queda en medio; pero si se pierde
    # cordillo, se reparte entre los que lo dieron".
    puesta = settled((5, 2, 2, 1), "solo", None, pot=40)
    assert lines(puesta, "puesta") == [(0, None, 60)] and puesta.pot_after == 120
    codillo = settled((4, 2, 2, 2), "solo", None, pot=40)
    assert lines(codillo, "codillo") == [(0, 1, 20), (0, 2, 20), (0, 3, 20)] and codillo.pot_after == 60


def test_the_partner_who_made_his_tricks_pays_his_part_but_not_the_pot():
    # l. 594–596: "si el compañero hubiere hecho dos bazas, no pagará sino las calidades que por su parte le
    # correspondan"; l. 602: "aunque no pague lo de en medio, ayuda á pagar el juego y las calidades".
    result = settled((3, 3, 2, 2))
    assert result.kind == "puesta" and lines(result, "la entrada") == [
        (0, 1, 1),
        (2, 1, 1),
        (0, 3, 1),
        (2, 3, 1),
    ]
    assert lines(result, "puesta") == [(0, None, 20)]


def test_the_partner_who_did_not_make_his_tricks_helps_pay_the_pot_by_halves():
    # l. 596: "para que el compañero ayude á pagar es preciso que no haya hecho sino una baza, perdiéndose el juego
    # puesta, ó que no haya hecho ninguna, perdiéndose codillo".
    puesta = settled((4, 4, 1, 1))
    assert lines(puesta, "puesta") == [(0, None, 10), (2, None, 10)]
    codillo = settled((3, 4, 1, 2))
    assert [payer for payer, _, _ in lines(codillo, "codillo")] == [0, 0]
    codillo = settled((4, 4, 0, 2))
    assert {payer for payer, _, _ in lines(codillo, "codillo")} == {0, 2}


def test_the_chillado_pays_codillo_by_halves_and_no_calidades():
    # l. 598: "aunque no hiciese mas que la espada, y el compañero tres bazas, pagarían el codillo por mitad; pero en
    # este caso no se pagan ni cobran calidades aunque las haya".
    result = settled((1, 4, 3, 2), chillado=True, side_hand="1E 7O 1B 1O")
    assert result.kind == "codillo" and not lines(result, "estuches")
    assert {payer for payer, _, _ in lines(result, "codillo")} == {0, 2}


def test_the_chillado_cannot_go_to_bola():
    # l. 688: "El que entráre forzado por tener la espadilla, no puede, ni su compañero emprender bola".
    deal = [STRONG[1], STRONG[0], STRONG[2], STRONG[3]]  # the espadilla is with seat 1, who is not the mano
    hand = run(
        dealt("mediator", deal, variant="favorito-espadas"), "paso paso paso paso chillo triunfo:O llama:12C"
    )
    assert hand.state.chillado and hand.state.partner == 1
    plays = "5O 1E 4O 6O 7O 2E 2B 2C 1B 3E 3B 3C 1O 4E 4B 4C 12O 5E 5B 5C 11O 6E 6B 6C"
    result = run(hand, plays).result()  # six tricks, and no seventh card: the hand is over
    assert result.kind == "gana" and result.tricks == (0, 6, 0, 0) and result.bola is None
    assert [t.concept for t in result.transfers if t.payee == 1] == ["la entrada"] * 3 + ["lo de en medio"]


def test_a_desbola_is_paid_as_a_bola():
    # l. 107: "Desbola. Es no hacer baza alguna el que hizo juego"; l. 1033: "Por la bola ó desbola tres fichas".
    result = settled((0, 6, 0, 4), "solo", None)
    assert result.bola == "desbola" and lines(result, "desbola") == [(0, 1, 30), (0, 2, 30), (0, 3, 30)]


def test_estuches_split_between_the_partners_count_as_one_hand_and_a_contra_estuche_as_if_held():
    # l. 824: "Aunque el estuche esté repartido entre dos compañeros, se paga como si estuviese en una mano";
    # l. 822: "Si el Hombre y su compañero jugasen contra estuche … se les pagaria como si lo tuviesen".
    options = HandOptions(seed=0, players=4)
    won = settled((6, 0, 2, 2), side_hand="1E 1B")
    assert not lines(won, "estuches")
    result = RULES.settle(_state_of(won_hand="1E 1B", partner_hand="7O"), options)
    assert lines(result, "estuches")[0][2] == 3
    contra = settled((6, 0, 2, 2), side_hand="12O 11O")
    assert lines(contra, "contra estuche de 4")[0][2] == 4  # espadilla, malilla, basto and punto missing


def _state_of(won_hand: str, partner_hand: str) -> MediatorState:
    options = HandOptions(seed=0, players=4)
    start = RULES.start(options)
    assert isinstance(start, MediatorState)
    hands = (
        tuple(Card.parse(c) for c in won_hand.split()),
        (),
        tuple(Card.parse(c) for c in partner_hand.split()),
        (),
    )
    winners = [0] * 6 + [2] * 2 + [1, 3]
    return replace(
        start,
        phase=JUEGO,
        jugador=0,
        contract="entrada",
        trump=Suit.OROS,
        partner=2,
        start_hands=hands,
        history=tuple(TrickRecord(0, (), seat) for seat in winners),
        position=Position(games.GAMES["mediator"].rules, ((),) * 4, Suit.OROS, (), 0, 0, (6, 1, 2, 1)),
    )


def test_primeras_are_the_first_six_tricks_in_a_row_and_not_paid_with_a_bola_from_the_start():
    # l. 156: "Primeras … hacer seguidas las seis primeras bazas"; l. 1049: "no se pagan quando se vá á bola desde el
    # principio del juego".
    assert lines(settled((6, 0, 2, 2)), "primeras")
    hand = run(dealt("mediator", STRONG, variant="favorito-espadas"), "solo-bola paso paso paso triunfo:O")
    result = run(hand, f"{SIX_TRUMPS} 10O 7C 7E 7B 2O 10C 10E 10B 3O 11C 11E 11B 12C 1C 12E 12B").result()
    assert result.bola == "ganada" and not lines(result, "primeras")


# -- giving the game up (ley VII) -------------------------------------------------------------------------------------
def test_the_hombre_may_give_the_game_up_as_codillo_once_the_opponents_are_known():
    # Ley VII (l. 307–310): "si acaso para abreviar el juego lo quisiere dar perdido, lo dirá antes de enseñarlo,
    # para ver si los contrarios se contentan ó se lo hacen jugar; … no está éste [el compañero] obligado á pagar".
    hand = run(dealt("mediator", ENTRADA_1), "entrada paso paso paso triunfo:C llama:12O")
    violation = hand.check("rendirse")
    assert violation.code == "rendicion" and "l. 307–310" in violation.source
    hand = run(hand, "1O 3E 12O 10O 2O 11O")
    assert hand.to_move == 0 and "rendirse" in hand.legal_actions()
    hand = run(hand, "rendirse")
    assert hand.phase == "rendicion" and hand.to_move == 1 and hand.legal_actions() == ["acepto", "juega"]
    assert hand.check("acepto", seat=2).code == "rendicion"
    result = run(hand, "acepto acepto").result()
    assert result.kind == "codillo" and result.winners == (1, 3)
    assert lines(result, "codillo") == [(0, 1, 10), (0, 3, 10)]  # the partner pays no part of the pot


def test_an_opponent_may_make_the_hombre_play_the_game_given_up():
    # Ley VII (l. 307–310): "ó se lo hacen jugar … y aunque se hiciese puesta, valdria por lo que dixo".
    hand = run(
        dealt("mediator", ENTRADA_1), "entrada paso paso paso triunfo:C llama:12O 1O 3E 12O 10O 2O 11O"
    )
    hand = run(hand, "rendirse juega")
    assert hand.phase == "juego" and hand.to_move == 0 and "rendirse" not in hand.legal_actions()


# -- the computer players -----------------------------------------------------------------------------------------------
def test_the_experto_calls_the_king_the_book_calls():
    # l. 840–842: "Malilla, basto, rey, caballo y cinco de copas (triunfo) … as de oros. Pedirá el rey de oros".
    hand = run(dealt("mediator", ENTRADA_1, variant="favorito-espadas"), "entrada paso paso paso triunfo:C")
    assert games.choose(hand.view(0), "experto") == "llama:12O"


def test_the_experto_makes_the_books_mediator_asking_the_rey_de_bastos_and_leaving_the_espada():
    # l. 936–938: "Pidiendo el rey de bastos y yéndose de la espada ó copa".
    hand = dealt("mediator", MEDIATOR_1, variant="favorito-copas")
    assert games.choose(hand.view(0), "experto") == "mediator"
    hand = run(hand, "mediator paso paso paso triunfo:O")
    assert games.choose(hand.view(0), "experto") == "llama:12B"
    hand = run(hand, "llama:12B")
    assert games.choose(hand.view(0), "experto") in ("descarta:10E", "descarta:2C", "descarta:4C")


def test_the_interpretation_lists_the_implementers_readings():
    text = RULES.interpretation
    assert "favorito" in text and "chillo" in text and "ley VII" in text
