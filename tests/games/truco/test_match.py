"""Whole Truco matches (truco-reglamento.txt), one test per rule, each citing its line; then property tests over
thousands of random tiros: a match always ends, nobody collects more than is at stake, only legal words are heard.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import Violation
from games.core.cards import DECK_40, Card, parse_cards
from games.core.result import HandResult
from games.truco.base import TRUCO_CODES
from games.truco.hand import TrucoHand
from games.truco.points import HALF, envido_points, flor_points
from games.truco.senas import senas
from games.truco.state import Tanto

# The mano (seat 0) holds 33 of envido; the other 5 (no two of a suit).
SEVEN_SIX = ["7E 6E 3B", "1E 5C 4O"]

RULES = games.GAMES["truco"].hand_rules


def deal(*hands: str, players: int = 2, stakes: tuple[int, ...] | None = None, variant: str | None = None):
    return games.new_hand(
        "truco", players=players, deal=[hand.split() for hand in hands], stakes=stakes, variant=variant
    )


def run(hand: TrucoHand, actions: str) -> TrucoHand:
    for action in actions.split():
        hand = hand.apply(action)
    return hand


def refusal(hand: TrucoHand, action: str, seat: int | None = None) -> Violation:
    violation = hand.check(action, seat)
    assert violation is not None, action
    return violation


def outcome(hand: TrucoHand) -> HandResult:
    result = hand.result()
    assert result is not None
    return result


def lines(hand: TrucoHand) -> list[tuple[int, int, str]]:
    """The tantos of the last finished tiro: side, amount, and the rule's section (without its gloss)."""
    tiro = hand.state.tiros[-1]
    return [
        (line.side, line.amount, (line.citation.section if line.citation else "").split(" (")[0])
        for line in tiro.lines
    ]


def earned(hand: TrucoHand, rule: str) -> list[tuple[int, int]]:
    return [(side, amount) for side, amount, section in lines(hand) if section.startswith(rule)]


# -- cards, deal, seats ------------------------------------------------------------------------------------------------
def test_forty_cards_three_to_each_one_at_a_time_the_mano_first():
    # l. 1, l. 6: "dar tres cartas a cada jugador en tres vueltas de una carta por vez".
    for players in (2, 4):
        hand = games.new_hand("truco", seed=11, players=players)
        dealt = [hand.view(seat).hand for seat in range(players)]
        assert all(len(cards) == 3 for cards in dealt)
        assert len({card for cards in dealt for card in cards}) == 3 * players
        assert hand.to_move == 0 and hand.view(0).mano == 0 and hand.view(0).dealer == players - 1


def test_the_deal_passes_to_the_right_so_the_next_seat_is_mano():
    # l. 6: "las cartas son dadas una vez por cada jugador, siguiendo por turno por la derecha".
    hand = run(deal(*SEVEN_SIX), "truco paso")
    assert (
        hand.view(0).tiro == 1 and hand.view(0).mano == 1 and hand.to_move == 1 and hand.view(0).dealer == 0
    )


def test_partners_sit_face_to_face_and_each_side_has_its_pie():
    # l. 12 (alternados, frente a frente); l. 16: pie is the dealer, and for the other side the seat on his left.
    view = games.new_hand("truco", seed=2, players=4).view(1)
    assert view.sides == (0, 1, 0, 1) and view.dealer == 3 and view.pies == (2, 3)


def test_truco_order_has_the_four_bravas_on_top():
    # l. 68: as de espadas, as de bastos, siete de espadas, siete de oro; then the 3s, 2s, ases falsos…
    order = RULES.play_rules.ranking(None, "T")
    assert [card.code for card in order[:4]] == ["1E", "1B", "7E", "7O"]


# -- envido and flor points -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("cards", "points"),
    [
        ("7E 6E 1B", 33),  # l. 54: the highest envido, a seven and a six of one suit
        ("12C 11C 5B", 20),  # l. 54: the lowest, two figures of one suit
        ("7O 12O 4C", 27),  # l. 54: figures are worth nothing
        ("12O 5C 4B", 5),  # l. 48: no two of a suit: the highest card
        ("10O 11C 12B", 0),  # l. 48 and 54: three figures of three suits
    ],
)
def test_envido_points(cards, points):
    assert envido_points(parse_cards(cards)) == points


def test_flor_points_go_from_twenty_to_thirty_eight():
    # l. 39: the highest flor is 7, 6 and 5 (38); the lowest rey, caballo and sota (20).
    assert flor_points(parse_cards("7C 6C 5C")) == 38 and flor_points(parse_cards("12O 11O 10O")) == 20


# -- the envido --------------------------------------------------------------------------------------------------------
def test_an_accepted_envido_pays_two_to_the_higher_points_and_the_mano_sings_first():
    # l. 47: "gana el que tenga envido de mayor punto, cobrando dos tantos"; l. 51: the mano sings first.
    hand = run(deal(*SEVEN_SIX), "envido quiero")
    assert hand.phase == "canto" and hand.to_move == 0 and hand.legal_actions() == ["canto:33"]
    hand = run(hand, "canto:33")
    assert hand.to_move == 1 and hand.legal_actions() == ["canto:5", "son-buenas"]  # l. 53: no need to sing
    hand = run(hand, "son-buenas truco paso")
    assert earned(hand, "El envido") == [(0, 2)]


def test_a_refused_envido_pays_one_to_the_caller():
    # l. 47: "Si la proposición no es aceptada el que la hizo cobra un tanto".
    assert earned(run(deal(*SEVEN_SIX), "envido paso truco paso"), "El envido") == [(0, 1)]


def test_a_tie_goes_to_the_mano():
    # l. 50: "En caso de empate en el número de puntos del envido querido, ganará el que sea mano".
    hand = run(deal("7O 3O 12E", "7B 3B 4C"), "envido quiero canto:30 canto:30 truco paso")
    assert earned(hand, "El envido") == [(0, 2)]


def test_every_envido_said_pays_two_accepted_and_the_earlier_ones_when_refused():
    # l. 47 and l. 56: a revido accepts the envido before it; refused, the raiser collects the earlier calls.
    assert earned(
        run(deal(*SEVEN_SIX), "envido envido quiero canto:33 son-buenas truco paso"), "El envido"
    ) == [(0, 4)]
    assert earned(run(deal(*SEVEN_SIX), "envido envido paso truco paso"), "El envido") == [(1, 2)]
    # l. 57: with three envidos crossed, the last one refused pays the two before it as accepted.
    assert earned(run(deal(*SEVEN_SIX), "envido envido envido paso truco paso"), "El envido") == [(0, 4)]


def test_real_envido_is_three_or_one_and_as_a_revido_two_and_three():
    # l. 63: "vale tres puntos, y un punto si no lo fue… como revido… dos tantos… y además los tantos que vale".
    assert earned(
        run(deal(*SEVEN_SIX), "real-envido quiero canto:33 son-buenas truco paso"), "Real envido"
    ) == [(0, 3)]
    assert earned(run(deal(*SEVEN_SIX), "real-envido paso truco paso"), "El envido") == [(0, 1)]
    hand = run(deal(*SEVEN_SIX), "envido real-envido quiero canto:33 son-buenas truco paso")
    assert earned(hand, "Real envido") == [(0, 5)]
    assert earned(run(deal(*SEVEN_SIX), "envido real-envido paso truco paso"), "El envido") == [(1, 2)]


def test_falta_envido_refused_pays_one_or_the_earlier_calls():
    # l. 65: "vale sólo un tanto si fue echado de primera vez y los que correspondan a los envites anteriores".
    assert earned(run(deal(*SEVEN_SIX), "falta-envido paso truco paso"), "El envido") == [(0, 1)]
    assert earned(run(deal(*SEVEN_SIX), "envido falta-envido paso truco paso"), "El envido") == [(1, 2)]
    hand = run(deal(*SEVEN_SIX), "envido real-envido falta-envido paso truco paso")
    assert earned(hand, "El envido") == [(0, 5)]


def test_falta_envido_accepted_pays_what_the_loser_lacks_to_close_his_chico():
    # l. 65: "cobra tantos puntos como le falten a los contrarios para concluir un chico, se de tantos buenos o malos".
    hand = run(deal(*SEVEN_SIX, stakes=(5, 7)), "falta-envido quiero canto:33 son-buenas truco paso")
    assert earned(hand, "La falta") == [(0, 2)]  # the loser has 7 malos: 9 - 7
    hand = run(deal(*reversed(SEVEN_SIX), stakes=(5, 7)), "falta-envido quiero canto:5 canto:33 truco paso")
    assert earned(hand, "La falta") == [(1, 4)]  # the loser has 5 malos: 9 - 5
    hand = run(deal(*SEVEN_SIX, stakes=(2, 12)), "falta-envido quiero canto:33 son-buenas truco paso")
    assert earned(hand, "La falta") == [(0, 6)]  # the loser has 12, three buenos: 18 - 12


def test_no_envido_pays_more_than_the_loser_lacks_for_the_medio_juego():
    # l. 58: "los que le ganan sólo pueden cobrar tantos como les falten a los que… han perdido el envite".
    hand = run(deal(*SEVEN_SIX, stakes=(0, 16)), "envido envido quiero canto:33 son-buenas truco paso")
    assert earned(hand, "El envido") == [(0, 2)]


def test_igualar_el_envido_pays_up_to_the_leaders_score_or_the_leaders_chico():
    # l. 61: the winner collects "los tantos necesarios hasta igualar"; the leader, what he lacks for his chico.
    hand = run(deal(*SEVEN_SIX, stakes=(2, 7)), "igualar-envido quiero canto:33 son-buenas truco paso")
    assert earned(hand, "A igualar") == [(0, 5)]
    hand = run(deal(*SEVEN_SIX, stakes=(7, 2)), "igualar-envido quiero canto:33 son-buenas truco paso")
    assert earned(hand, "A igualar") == [(0, 2)]
    assert earned(run(deal(*SEVEN_SIX, stakes=(2, 7)), "igualar-envido paso truco paso"), "El envido") == [
        (0, 1)
    ]


def test_numbered_envidos_are_worth_what_they_say_and_envido_said_first_is_a_simple_one():
    # l. 59: "dos, tres, cuatro, etc, envido" and "diez, o más tantos al envido" are legal; "envido" before the number
    # makes a simple envido.
    hand = run(deal(*SEVEN_SIX), "tres-envido quiero canto:33 son-buenas truco paso")
    assert earned(hand, "El envido") == [(0, 6)]
    hand = run(deal(*SEVEN_SIX), "tantos:10 quiero canto:33 son-buenas truco paso")
    assert earned(hand, "El envido") == [(0, 10)]
    assert RULES.canonical("envido tres") == "envido" and RULES.canonical("diez al envido") == "tantos:10"
    assert refusal(deal(*SEVEN_SIX), "tantos:5").code == "envido"  # l. 59 speaks of ten or more


def test_envido_is_proposed_before_the_first_card():
    # l. 46: "la palabra pronunciada por quien haya jugado su primer carta no vale".
    hand = run(
        deal(*SEVEN_SIX), "3B 4O"
    )  # the tres takes the baza: seat 0 leads again, its first card played
    violation = refusal(hand, "envido")
    assert violation.code == "envido" and "El envido, regla b" in violation.source


def test_the_invited_may_raise_after_playing_his_first_card():
    # l. 17 (ABC b, "ir a la pesca"): wait for the others to envidar, then re-raise.
    hand = run(deal(*SEVEN_SIX), "3B envido")
    assert hand.to_move == 0 and "real-envido" in hand.legal_actions()


def test_after_quiero_nobody_raises_the_envido():
    # l. 55: "Aceptado el envido con la palabra QUIERO no puede revidar ninguno de los jugadores".
    hand = run(deal(*SEVEN_SIX), "envido quiero canto:33 son-buenas")
    violation = refusal(hand, "real-envido")
    assert violation.code == "envido" and "regla k" in violation.source


def test_the_falta_is_not_raised():
    # l. 65: the falta is made first or as a revido of an envido or real envido; nothing raises it.
    hand = run(deal(*SEVEN_SIX), "falta-envido")
    assert refusal(hand, "real-envido").code == "envido" and hand.legal_actions()[:2] == ["quiero", "paso"]


def test_a_winner_who_sang_points_he_does_not_have_loses_them():
    # l. 52: "Si el que gana envido se ha equivocado al cantar sus puntos… perderá los tantos".
    hand = run(deal(*SEVEN_SIX), "envido quiero")
    assert "canto:31" in RULES.faults(hand.state) and "canto:31" not in hand.legal_actions()
    hand = run(hand, "canto:31 son-buenas truco paso")
    assert earned(hand, "El envido") == [(1, 2)]


def test_a_number_nobody_can_have_is_refused():
    # l. 54: the envido goes from 20 to 33; l. 48: without a pair, the highest card (up to 7).
    hand = run(deal(*SEVEN_SIX), "envido quiero")
    assert refusal(hand, "canto:35").code == "canto" and refusal(hand, "canto:12").code == "canto"
    assert refusal(hand, "son-buenas").code == "canto"  # l. 51: the mano must sing first


def test_an_envido_winner_who_folds_without_showing_his_cards_loses_it():
    # l. 52: "Lo mismo sucederá si alguien gana un envido se va a barajas sin jugar o mostrar las cartas".
    hand = run(deal(*SEVEN_SIX), "envido quiero canto:33 son-buenas baraja")
    assert earned(hand, "El envido") == [(1, 2)]


def test_no_quiero_is_not_a_word_of_this_game():
    # l. 22: "Todas las propuestas… deben ser cerradas con la palabra QUIERO… y PASO… Cualquier otra frase… no valen".
    hand = run(deal(*SEVEN_SIX), "envido")
    violation = refusal(hand, "no quiero")
    assert violation.code == "accion" and "regla g" in violation.source and "paso" in violation.allowed


def test_quiero_needs_an_invitation():
    violation = deal(*SEVEN_SIX).check("quiero")
    assert violation.code == "respuesta" and "regla g" in violation.source


def test_an_invitation_is_answered_before_anything_else():
    hand = run(deal(*SEVEN_SIX), "envido")
    assert refusal(hand, "5C").code == "respuesta" and refusal(hand, "baraja").code == "respuesta"
    assert refusal(hand, "3B", seat=0).code == "turno"


# -- the flor ------------------------------------------------------------------------------------------------------
FLOR_38 = ["7C 6C 5C", "1E 5B 4O"]


def test_a_flor_sung_in_time_collects_three():
    # l. 31-32: sing FLOR before playing any card; "El que la tiene cobra tres tantos".
    assert earned(run(deal(*FLOR_38), "flor truco paso"), "La flor, regla b") == [(0, 3)]


def test_a_flor_not_sung_before_the_first_card_goes_to_the_other_side():
    # l. 34, 37: the flor is lost, and the other side collects its three, if it is not sung in time.
    hand = run(deal(*FLOR_38), "7C")
    assert refusal(hand, "flor", seat=0).code == "turno"
    hand = run(hand, "truco paso")
    assert earned(hand, "La flor, regla c") == [(1, 3)]


def test_a_flor_cannot_be_lied_singing_one_without_it_pays_three():
    # l. 30: "la única que no puede ser mentida"; l. 35: "Si antes de jugar su primera carta la canta sin tenerla".
    hand = run(deal(*FLOR_38), "7C")
    assert "flor" in RULES.faults(hand.state) and "flor" not in hand.legal_actions()
    hand = run(hand, "flor truco paso")
    assert (0, 3) in earned(hand, "La flor, regla c")


def test_with_a_flor_out_there_is_no_envido():
    # l. 45: "Habiendo salido una flor en un tiro no se pueden hacer ni querer envidos".
    hand = run(deal(*FLOR_38), "flor")
    assert hand.to_move == 0
    violation = refusal(hand, "envido")
    assert violation.code == "envido" and "regla a" in violation.source
    hand = run(
        deal("1E 5B 4O", "7C 6C 5C"), "envido flor truco paso"
    )  # the flor answers and voids the envido
    assert earned(hand, "El envido") == [] and earned(hand, "La flor, regla b") == [(1, 3)]


def test_a_flor_holder_does_not_envidar():
    assert refusal(deal(*FLOR_38), "envido").code == "envido"


def test_contraflor_accepted_pays_six_to_the_higher_flor():
    # l. 40: "si el envite de contraflor es querido ganará seis puntos el que tenga flor de mayor puntaje".
    hand = run(deal("7C 6C 2C", "5E 4E 10E"), "flor 2C contraflor quiero")
    assert hand.phase == "juego"  # the truco goes on (l. 40, "no impide")
    hand = run(hand, "truco paso")
    assert earned(hand, "La flor, regla g") == [(0, 6)] and earned(hand, "La flor, regla b") == []


def test_con_flor_me_achico_pays_the_flor_and_one_more():
    # l. 40: "cobra tres tantos de su flor y uno por achicarse el adversario, en total cuatro".
    hand = run(deal("7C 6C 2C", "5E 4E 10E"), "flor 2C contraflor con-flor-me-achico truco paso")
    assert earned(hand, "La flor, regla g") == [(1, 4)]
    hand = run(deal("7C 6C 2C", "5E 4E 10E"), "flor 2C flor con-flor-me-achico truco paso")
    assert earned(hand, "La flor, regla g") == [(1, 4)]


def test_both_flores_sung_one_side_must_lose_its_flor():
    # l. 40: "si son contrarios, uno de los dos tiene que perderla por CONTRAFLOR… o CON FLOR ME ACHICO".
    hand = run(deal("7C 6C 2C", "5E 4E 10E"), "flor 2C flor")
    assert hand.to_move == 0 and sorted(hand.legal_actions()) == sorted(
        ["contraflor", "contraflor-al-resto", "con-flor-me-achico"]
    )


def test_contraflor_al_resto_pays_what_the_winner_lacks_and_ends_the_tiro():
    # l. 41: the higher flor "cobra tantos puntos como le falten a él para terminar un chico… sin seguir con el truco".
    hand = run(deal("7C 6C 2C", "5E 4E 10E", stakes=(3, 0)), "flor 2C contraflor-al-resto quiero")
    assert lines(hand) == [(0, 6, "La flor, regla h")] and hand.view(0).tiro == 1


def test_partners_flores_both_collect():
    # l. 40: "si son compañeros, cobran las dos flores, es decir seis tantos en total".
    hand = deal("7C 6C 5C", "1E 2E 3O", "4B 5B 6B", "1B 2B 3C", players=4)
    hand = run(hand, "flor 7C")
    hand = run(hand, "2E flor 4B")  # seat 2 sings its flor before its first card
    hand = run(hand, "truco paso")
    assert earned(hand, "La flor, regla b") == [(0, 3), (0, 3)]


def test_a_flor_sung_and_taken_to_baraja_is_lost():
    # l. 36: "Si luego de haberla cantado en momento oportuno, se va a barajas en lugar de jugar o mostrar".
    hand = run(deal(*FLOR_38), "flor baraja")
    assert earned(hand, "La flor, regla c") == [(1, 3)]


# -- the truco -------------------------------------------------------------------------------------------------------
def test_a_truco_played_callado_pays_one():
    # l. 70: "Si se juega callado… el que gana sólo cobra un tanto".
    hand = run(
        deal(*SEVEN_SIX), "3B 1E 4O 7E 6E 5C"
    )  # 1E takes the first; the 7E the second; the 6E the third
    assert lines(hand) == [(0, 1, "El truco, regla c")]


def test_truco_accepted_pays_two_and_refused_one():
    # l. 70: "Si el truco ha sido querido, el que gana cobra dos tantos; si no se quiere, termina el tiro… un tanto".
    assert lines(run(deal(*SEVEN_SIX), "truco quiero 3B 1E 4O 7E 6E 5C")) == [(0, 2, "El truco, regla c")]
    assert lines(run(deal(*SEVEN_SIX), "truco paso")) == [(0, 1, "El truco, regla c")]


def test_retruco_and_vale_cuatro_values():
    # l. 73: retruco 3 accepted, 2 refused; l. 75: vale cuatro 4 and 3.
    assert lines(run(deal(*SEVEN_SIX), "truco retruco paso")) == [(1, 2, "Retruco")]
    assert lines(run(deal(*SEVEN_SIX), "truco retruco quiero 3B 1E 4O 7E 6E 5C")) == [(0, 3, "Retruco")]
    assert lines(run(deal(*SEVEN_SIX), "truco retruco vale-cuatro paso")) == [(0, 3, "Vale cuatro")]
    hand = run(deal(*SEVEN_SIX), "truco retruco vale-cuatro quiero 3B 1E 4O 7E 6E 5C")
    assert lines(hand) == [(0, 4, "Vale cuatro")]


def test_only_the_side_invited_with_truco_may_retrucar():
    # l. 73: "Sin ser invitados con la palabra TRUCO, no se puede echar un RETRUCO… sólo puede retrucar el bando que es
    # envidado con un TRUCO"; and it may do so later, after QUIERO.
    assert refusal(deal(*SEVEN_SIX), "retruco").code == "truco"
    hand = run(deal(*SEVEN_SIX), "truco quiero")
    assert hand.to_move == 0 and refusal(hand, "retruco").code == "truco"  # raising one's own bet
    hand = run(hand, "3B")
    assert hand.to_move == 1 and "retruco" in hand.legal_actions() and "truco" not in hand.legal_actions()
    assert refusal(deal(*SEVEN_SIX), "vale-cuatro").code == "truco"  # l. 75: only after a retruco


def test_pardas_decide_as_the_source_says():
    # l. 71: a first parda, the second decides; a second parda, the first decides; three pardas, the mano.
    hand = run(deal("3O 1B 4C", "3E 7E 5C"), "3O 3E 1B 7E")
    assert lines(hand) == [(0, 1, "El truco, regla c")] and len(hand.state.tiros[-1].bazas) == 2
    hand = run(deal("7O 12C 4C", "2C 12B 5E"), "7O 2C 12C 12B")
    assert lines(hand) == [(0, 1, "El truco, regla c")] and hand.state.tiros[-1].bazas[1].parda
    hand = run(deal("3O 2C 10E", "3B 2O 10C"), "3O 3B 2C 2O 10E 10C")
    assert lines(hand) == [(0, 1, "El truco, regla c")]
    # One baza each and the third parda: the first baza's winner (catálogo, l. 2635).
    hand = run(deal("1E 4C 3O", "7O 5B 3C"), "4C 5B 7O 1E 3O 3C")
    assert lines(hand) == [(1, 1, "El truco, regla c")]


# -- going to baraja -------------------------------------------------------------------------------------------------
def test_going_to_baraja_before_any_card_or_word_pays_two_and_the_flor():
    # l. 18: "el bando contrario… cobrará dos tantos, y si… tuviera flor le cantará y cobrará además".
    assert lines(run(deal(*SEVEN_SIX), "baraja")) == [(1, 2, "El ABC del juego, regla c")]
    hand = run(deal("1E 5B 4O", "7C 6C 5C"), "baraja")
    assert sorted(lines(hand)) == [(1, 2, "El ABC del juego, regla c"), (1, 3, "El ABC del juego, regla c")]


def test_going_to_baraja_later_pays_the_truco_as_it_stands():
    # Not in the source (interpretation 8): the other side collects the truco as it stands, or one tanto.
    assert lines(run(deal(*SEVEN_SIX), "3B 1E baraja")) == [(0, 1, "El truco, regla c")]
    assert lines(run(deal(*SEVEN_SIX), "truco quiero 3B 1E baraja")) == [(0, 2, "El truco, regla c")]


# -- double invitations -----------------------------------------------------------------------------------------------
def test_a_double_invitation_is_answered_saying_first_what_is_passed():
    # l. 25: "hay que decir primero lo que se pasa y luego lo que se quiere".
    hand = run(deal(*SEVEN_SIX), "falta-envido+truco paso-envido+quiero-truco")
    assert hand.phase == "juego" and hand.view(0).truco.level == 1
    hand = run(hand, "3B 1E 4O 7E 6E 5C")
    assert earned(hand, "El envido") == [(0, 1)] and earned(hand, "El truco") == [(0, 2)]


def test_quiero_said_first_accepts_the_whole_double_invitation():
    # l. 25: "si primero se dice 'Quiero tal cosa y paso tal otra' se considera aceptada toda invitación".
    hand = run(deal(*SEVEN_SIX), "envido+truco")
    assert "quiero-truco+paso-envido" in RULES.faults(hand.state)
    hand = run(hand, "quiero-truco+paso-envido")
    assert hand.phase == "canto" and hand.view(0).truco.level == 1


def test_a_double_invitation_refused_pays_both_refusals():
    assert sorted(lines(run(deal(*SEVEN_SIX), "envido+truco paso"))) == [
        (0, 1, "El envido, regla c"),
        (0, 1, "El truco, regla c"),
    ]


# -- four players -------------------------------------------------------------------------------------------------
FOUR = ["4C 5C 10O", "1E 2E 3O", "7E 6E 12B", "4B 6O 11C"]  # seat 2 (a pie) has 33; seat 0 (its partner) 29


def test_with_four_only_the_pies_envidar_and_they_answer_for_their_side():
    # l. 49: "el que propone y quiere envido es el que es PIE de cada bando".
    hand = deal(*FOUR, players=4)
    violation = refusal(hand, "envido")
    assert violation.code == "envido" and "regla e" in violation.source
    hand = run(hand, "4C 2E envido")  # seat 2, pie of seats 0 and 2
    assert hand.to_move == 3 and hand.phase == "respuesta"


def test_a_pie_sings_his_own_points_or_his_partners():
    # l. 49: "debiendo hacerlo por sus cartas o por las de su compañero indistintamente".
    hand = run(deal(*FOUR, players=4), "4C 2E envido quiero")
    assert hand.to_move == 2 and hand.legal_actions() == ["canto:33", "canto:29"]


def test_a_truco_is_answered_by_the_pie_of_the_invited_side():
    hand = run(deal(*FOUR, players=4), "truco")
    assert hand.to_move == 3 and refusal(hand, "quiero", seat=1).code == "turno"


def test_partners_see_each_others_signals_not_their_cards():
    # l. 84: "Es muy importante que el que es pie, sepa las cartas que tiene el que es mano".
    hand = deal(*FOUR, players=4)
    view = hand.view(0)
    assert [sena.name for sena in view.senas] == ["Cabecear", "Siete de espadas"]
    assert not view.visible_cards() & set(hand.view(2).hand)


# -- senas ----------------------------------------------------------------------------------------------------------
def test_senas_of_the_regulation():
    # l. 85-103: one gesture for each brava, the threes, the twos, the ases falsos, cabecear and estar ciego.
    names = [sena.name for sena in senas(parse_cards("1E 1B 3C"))]
    assert names == ["As de espadas", "As de basto", "Tres"]
    assert [s.name for s in senas(parse_cards("2O 1C 12B"))] == ["Dos", "Ases falsos"]
    ciego = senas(parse_cards("4O 5C 6B"))
    assert [s.name for s in ciego] == ["Estar ciego"] and ciego[0].gesture == "Se cierran los ojos."
    assert all(
        sena.citation.document == "truco-reglamento" and sena.meaning
        for sena in senas(parse_cards("7O 6O 2C"))
    )


# -- the score ---------------------------------------------------------------------------------------------------
def test_reaching_nine_the_side_achica():
    # l. 3: "Cuando se llega a tener… un chico de puntos malos, los jugadores deben achicar".
    hand = run(deal(*SEVEN_SIX, stakes=(8, 0)), "truco paso")
    assert hand.view(0).scores == (9, 0) and any("achica" in note for note in hand.state.tiros[-1].notes)


def test_eighteen_win_the_medio_juego_and_what_is_left_is_not_counted():
    # l. 2-3: medios juegos of 18; a new one starts after achicar.
    hand = run(deal(*SEVEN_SIX, stakes=(17, 0)), "envido quiero canto:33 son-buenas truco paso")
    tiro = hand.state.tiros[-1]
    assert tiro.credited == (1, 0) and tiro.half_won == (0,) and hand.view(0).scores == (0, 0)
    assert hand.view(0).halves == (1, 0) and not hand.is_over


def test_one_medio_juego_variant_ends_at_eighteen():
    hand = run(deal(*SEVEN_SIX, stakes=(17, 0), variant="un-medio-juego"), "truco paso")
    result = outcome(hand)
    assert hand.is_over and result.winners == (0,) and result.payments == (1, -1) and hand.phase == "fin"
    assert refusal(hand, "paso").code == "fase"


def test_a_match_is_two_medios_juegos_out_of_three():
    # l. 2: "la partida se hace a ganar dos medios juegos sobre tres".
    hand = games.new_hand("truco", seed=5)
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(games.choose(hand.view(seat), "experto"))
    result = outcome(hand)
    assert result.kind == "partida" and max(hand.state.halves) == 2 and min(hand.state.halves) <= 1
    assert hand.state.tiros[-1].half_won and "dos medios juegos" in result.explanation


# -- notation, refusals, views -----------------------------------------------------------------------------------------
def test_notation_round_trips_and_new_hand_deals_truco():
    hand = run(games.new_hand("truco", seed=9, players=4), "truco quiero")
    again = TrucoHand.from_notation(hand.notation)
    assert again == hand and again.legal_actions() == hand.legal_actions()
    assert games.Hand.from_notation(hand.notation) == hand  # one hand class replays every game
    with pytest.raises(games.InvalidNotationError):
        games.new_hand("truco", players=5)
    assert deal(*SEVEN_SIX, stakes=(5, 7)).notation.startswith(
        "truco seed=0 players=2 deal=7E,6E,3B/1E,5C,4O stakes"
    )


def test_every_refusal_is_a_violation_with_a_cited_explanation():
    hand = run(deal(*SEVEN_SIX), "envido")
    for action in ("truco", "3B", "baraja", "contraflor", "retruco", "canto:20", "son-buenas"):
        violation = refusal(hand, action)
        assert violation is not None and violation.code in TRUCO_CODES | {"accion", "carta", "turno"}
        assert violation.explanation and violation.citation is not None and "quiero" in violation.allowed


# -- properties ---------------------------------------------------------------------------------------------------------
VOCABULARY = sorted(
    {
        *["quiero", "paso", "envido", "real-envido", "falta-envido", "igualar-envido", "flor", "contraflor"],
        *[
            "contraflor-al-resto",
            "con-flor-me-achico",
            "truco",
            "retruco",
            "vale-cuatro",
            "baraja",
            "son-buenas",
        ],
        *["paso-envido+quiero-truco", "paso-truco+quiero-envido", "quiero-truco+paso-envido"],
        *[
            "quiero-envido+paso-truco",
            "envido+truco",
            "falta-envido+truco",
            "igualar-envido+truco",
            "no quiero",
        ],
        *[f"envido:{n}" for n in range(0, 12)],
        *[f"tantos:{n}" for n in range(0, 21)],
        *[f"canto:{n}" for n in range(0, 40)],
        *[card.code for card in DECK_40],
        *[f"descarta:{card.code}" for card in DECK_40],
        *["a-ley-de-juego", "da", "descarta:13O"],
    }
)


def stake_ok(line: Tanto, start: tuple[int, int]) -> bool:
    """Nobody collects more than its call is worth (l. 32, 40-41, 47, 58, 63, 65, 70-75, 18)."""
    section = line.citation.section if line.citation else ""
    if section.startswith(("El truco", "Retruco", "Vale cuatro")):
        return 1 <= line.amount <= 4
    if section.startswith("La flor, regla h"):
        return line.amount <= 9
    if section.startswith("La flor"):
        return line.amount in (3, 4, 6)
    if section.startswith("El ABC"):
        return line.amount in (2, 3)
    if section.startswith("A ley de juego"):  # l. 80: going to baraja after the invitation before the deal
        return line.amount == 2
    if section.startswith(
        "El envido, regla h"
    ):  # l. 52: the tantos the winner should have had go to the other
        return 1 <= line.amount <= HALF - start[line.side]
    return 1 <= line.amount <= HALF - start[1 - line.side]  # the envido family (l. 58)


def play_randomly(seed: int, players: int, rng: random.Random, every: bool) -> TrucoHand:
    variants = [None, "un-medio-juego", "a-ley-de-juego+un-medio-juego"]
    if players == 3:
        variants.append("gallo-fijo+un-medio-juego")
    hand = games.new_hand("truco", seed=seed, players=players, variant=rng.choice(variants))
    steps = 0
    while not hand.is_over:
        state = hand.state
        legal = hand.legal_actions()
        faults = RULES.faults(state)
        assert legal and not set(legal) & set(faults)
        if every:  # only legal words are heard; the penalised ones are the source's faults
            for action in VOCABULARY:
                accepted = hand.check(action) is None
                assert accepted == (action in legal or action in faults), (hand.notation, action)
        pool = legal + faults if rng.random() < 0.1 else legal
        action = rng.choice(pool)
        start = (state.standing(0), state.standing(1))
        scores = state.scores
        tiros = len(state.tiros)
        hand = hand.apply(action)
        if len(hand.state.tiros) > tiros:
            tiro = hand.state.tiros[-1]
            assert all(stake_ok(line, start) for line in tiro.lines), (hand.notation, tiro)
            assert all(credit <= HALF - score for credit, score in zip(tiro.credited, scores, strict=True))
            assert max(tiro.scores) <= HALF
        for seat in range(players):
            view = hand.view(seat)
            for other in range(players):
                if other != seat:
                    assert not view.visible_cards() & set(hand.state.held(other))
            assert bool(view.legal_actions) == (seat == hand.to_move)
        steps += 1
        assert steps < 5000, "a match always ends"
    result = hand.result()
    assert result is not None and sum(result.payments) == 0 and hand.to_move is None
    return hand


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), choice=st.integers(min_value=0, max_value=2**16))
def test_random_matches_end_pay_no_more_than_the_stakes_and_keep_views_private(players, seed, choice):
    play_randomly(seed, players, random.Random(choice), every=False)


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), choice=st.integers(min_value=0, max_value=2**16))
def test_only_legal_words_are_accepted(players, seed, choice):
    play_randomly(seed, players, random.Random(choice), every=True)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), junk=st.text(max_size=14))
def test_anything_else_is_refused_with_a_violation_not_a_crash(seed, junk):
    hand = games.new_hand("truco", seed=seed)
    violation = hand.check(junk)
    canonical = RULES.canonical(junk)
    if canonical in hand.legal_actions() or canonical in RULES.faults(hand.state):
        assert violation is None
    else:
        assert violation is not None and violation.explanation
        with pytest.raises(games.IllegalActionError):
            hand.apply(junk)


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
@pytest.mark.parametrize("level", games.LEVELS)
def test_bots_play_legal_actions_from_their_view_alone(players, level):
    for seed in range(4):
        hand = games.new_hand("truco", seed=seed, players=players, variant="un-medio-juego")
        while not hand.is_over:
            seat = hand.to_move
            assert seat is not None
            action = games.choose(hand.view(seat), level)
            assert action in hand.legal_actions(), (hand.notation, action)
            hand = hand.apply(action)


def test_notation_round_trips_along_a_match():
    hand = games.new_hand("truco", seed=77, players=4, variant="un-medio-juego")
    rng = random.Random(1)
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
        if rng.random() < 0.05:
            assert TrucoHand.from_notation(hand.notation) == hand


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
def test_cards_are_conserved_in_every_tiro(players):
    hand = games.new_hand("truco", seed=3, players=players, variant="un-medio-juego")
    rng = random.Random(3)
    while not hand.is_over:
        state = hand.state
        held = [card for seat in state.active for card in state.held(seat)]
        played = [card for baza in state.bazas for card in baza.cards] + list(state.position.trick)
        dealt = [card for seat in state.active for card in state.dealt[seat]]
        assert sorted(held + played, key=str) == sorted(dealt, key=str) and len(set(dealt)) == len(dealt)
        every = {card for seat in range(players) for card in state.dealt[seat]}
        assert len(every) == sum(len(cards) for cards in state.dealt) and every <= set(DECK_40)
        hand = hand.apply(rng.choice(hand.legal_actions()))


# -- gallo (three players) ------------------------------------------------------------------------------------------
GALLO = ["3O 4C 5C", "3B 6C 7B", "2O 4B 5B 6O"]  # seat 3 deals and goes de gallo with four cards


def test_the_gallo_takes_four_cards_and_throws_one_away_before_the_play():
    # l. 11: "se da cuatro cartas para sí y luego que las ha visto debe descartarse de una antes de que comience".
    hand = deal(*GALLO, players=3)
    assert hand.phase == "descarte" and hand.to_move == 2 and hand.view(2).gallo == 2
    assert hand.legal_actions() == ["descarta:2O", "descarta:4B", "descarta:5B", "descarta:6O"]
    assert refusal(hand, "truco").code == "descarte" and refusal(hand, "descarta:3O").code == "carta"
    hand = run(hand, "descarta:6O")
    assert hand.phase == "juego" and hand.to_move == 0 and len(hand.view(2).hand) == 3
    assert hand.view(2).discard == Card.parse("6O") and hand.view(0).discard is None
    assert hand.view(0).sides == (0, 0, 1) and hand.view(0).pies == (1, 2)


def test_partners_who_tie_a_baza_take_it_for_their_side():
    # l. 71: a parda is a tie between the two sides («los dos equipos»); partners' equal cards win for them.
    hand = run(deal(*GALLO, players=3), "descarta:6O 3O 3B 2O")
    assert hand.state.bazas[0].winner == 0


def test_gallo_por_turno_each_partner_collects_for_himself_and_the_next_dealer_goes_alone():
    # l. 11: "los que en cada tiro son compañeros cobran cada uno para sí los tantos que hayan ganado juntos".
    hand = run(deal(*GALLO, players=3), "descarta:6O truco paso")
    assert hand.view(0).scores == (1, 1, 0) and hand.view(0).gallo == 0 and hand.to_move == 0  # seat 1 deals


def test_what_the_partners_lack_is_what_the_mano_lacks():
    # l. 11: "los que van de compañeros se regirá por los que le falten al que sea mano".
    hand = deal("12O 4C 5B", "11B 6C 1O", "7E 6E 1B 4O", players=3, stakes=(5, 3, 7))
    hand = run(hand, "descarta:4O falta-envido quiero")  # the gallo (seat 3) answers for himself
    assert hand.to_move == 1 and hand.legal_actions() == [
        "canto:6",
        "canto:5",
    ]  # the partners' pie sings first
    hand = run(hand, "canto:6 canto:33 truco paso")
    assert earned(hand, "La falta") == [(1, 4)]  # 9 - 5, the mano's malos


def test_gallo_fijo_keeps_the_same_seat_alone_and_two_scores():
    hand = run(deal(*GALLO, players=3, variant="gallo-fijo"), "descarta:6O truco paso")
    assert hand.view(0).gallo == 2 and hand.view(0).scores == (1, 0) and hand.phase == "descarte"
    assert games.new_hand("truco", players=3, variant="gallo-fijo+un-medio-juego").view(0).gallo == 2
    with pytest.raises(games.InvalidNotationError):
        games.new_hand("truco", players=2, variant="gallo-fijo")


# -- six and eight players ----------------------------------------------------------------------------------------------
def test_six_play_a_redonda_then_a_tiro_de_punta_pair_by_pair():
    # l. 13: "Se juega un tiro a mano general (llamado Redonda) entre los seis y se sigue alternando con otro tiro
    # (llamado de Punta) en el cual juegan en forma separada e independiente cada pareja de contrarios particulares".
    hand = games.new_hand("truco", seed=4, players=6)
    view = hand.view(0)
    assert view.kind == "redonda" and view.active == tuple(range(6)) and view.pies == (4, 5)
    assert refusal(hand, "envido").code == "envido"  # l. 49: only the pies envidar with more than three
    hand = run(hand, "truco")
    assert hand.to_move == 5  # the pie of the invited side answers
    hand = run(hand, "paso")
    view = hand.view(0)
    assert view.kind == "punta" and view.active == (1, 4) and hand.to_move == 1 and view.mano == 1
    assert [len(hand.view(seat).hand) for seat in range(6)] == [3] * 6 and not hand.view(0).legal_actions
    assert view.dealer == 0 and view.senas == ()  # a waiting player shows nothing (l. 13)
    hand = run(hand, "truco paso")  # the first pair's tiro
    assert hand.view(0).active == (2, 5) and hand.view(0).scores == (1, 1)
    hand = run(hand, "truco paso truco paso")  # the two other pairs: C-F, then E-B
    view = hand.view(0)
    assert view.kind == "redonda" and view.tiro == 2 and view.mano == 2 and view.scores == (2, 2)
    assert [tiro.active for tiro in hand.state.tiros] == [tuple(range(6)), (1, 4), (2, 5), (3, 0)]


def test_eight_play_like_six_each_against_an_opponent():
    # l. 14: "esta partida es igual a la partida de seis".
    hand = run(games.new_hand("truco", seed=1, players=8), "truco paso")
    view = hand.view(0)
    assert (
        view.kind == "punta" and view.active == (1, 4) and hand.state.pairs_left == ((2, 7), (3, 6), (5, 0))
    )
    assert all(view.sides[a] != view.sides[b] for a, b in [(1, 4), (2, 7), (3, 6), (5, 0)])


# -- the invitation before the deal (variant «a-ley-de-juego») ---------------------------------------------------------
def ley(*hands: str) -> TrucoHand:
    return games.new_hand("truco", deal=[hand.split() for hand in hands], variant="a-ley-de-juego")


def test_before_the_deal_the_pie_of_the_other_side_may_invite():
    # l. 76: "Esta invitación tienen que hacerla el que sea pie del equipo contrario al que está dando las cartas de
    # un tiro, antes de que hayan dado las tres cartas del tiro".
    hand = ley(*SEVEN_SIX)
    assert (
        hand.phase == "reparto" and hand.to_move == 0 and hand.view(0).hand == () and hand.view(1).hand == ()
    )
    assert hand.legal_actions() == ["a-ley-de-juego", "falta-envido+truco", "da"]
    assert refusal(hand, "truco").code == "respuesta"
    hand = run(hand, "da")
    assert (
        hand.phase == "juego"
        and len(hand.view(0).hand) == 3
        and refusal(hand, "a-ley-de-juego").code == "respuesta"
    )


def test_without_flores_it_is_the_falta_de_envido_and_the_truco():
    # l. 76: "si no sale flor en los dos bandos, la falta de envido y el truco"; l. 78: pass first, then accept.
    hand = run(ley(*SEVEN_SIX), "a-ley-de-juego")
    assert hand.to_move == 1 and {"quiero", "paso", "paso-envido+quiero-truco", "baraja"} <= set(
        hand.legal_actions()
    )
    assert sorted(lines(run(hand, "paso"))) == [(0, 1, "El envido, regla c"), (0, 1, "El truco, regla c")]
    hand = run(hand, "quiero canto:33 son-buenas")
    assert hand.view(0).truco.level == 1 and hand.phase == "juego"


def test_with_flores_on_both_sides_it_is_the_contraflor_and_the_truco():
    # l. 76: "si salen flores se echa la contra flor sencilla y el truco".
    hand = run(ley("7C 6C 2C", "5E 4E 10E"), "a-ley-de-juego")
    assert hand.view(0).flores == (0, 1) and hand.to_move == 1
    hand = run(hand, "paso-truco+quiero-envido")
    assert earned(hand, "La flor, regla g") == [(0, 6)] and earned(hand, "El truco") == [(0, 1)]


def test_a_flor_on_one_side_only_collects_and_leaves_the_truco():
    # l. 79: "Si un solo bando saca flor, la canta y cobra; … el envido queda reducido al truco".
    hand = run(ley("7C 6C 5C", "1E 5B 4O"), "a-ley-de-juego")
    assert hand.view(0).envido is None and refusal(hand, "paso-envido+quiero-truco").code == "respuesta"
    assert sorted(lines(run(hand, "paso"))) == [(0, 1, "El truco, regla c"), (0, 3, "La flor, regla b")]


def test_falta_de_envido_y_truco_with_flores_makes_the_flor_invite_the_contraflor():
    # l. 82: "cualquiera de los jugadores que saque flor… tiene que invitar a sus contrarios a contraflor y queda
    # nulo el envite de la falta de envido".
    hand = run(ley("7C 6C 2C", "5E 4E 10E"), "falta-envido+truco")
    duel = hand.view(0).duel
    assert duel is not None and duel.chain[0].word == "contraflor" and hand.view(0).envido is None
    hand = run(hand, "con-flor-me-achico quiero")
    assert hand.view(0).truco.level == 1


def test_going_to_baraja_after_the_invitation_pays_two():
    # l. 80: "los que estaban dispuestos a jugar cobran dos tantos y a su vez se van a barajas".
    hand = run(ley(*SEVEN_SIX), "a-ley-de-juego baraja")
    assert lines(hand) == [(0, 2, "A ley de juego, regla e")]
