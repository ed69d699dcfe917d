"""The Ombre family's card order and rule of play, one test per rule, each citing its source line."""

from __future__ import annotations

import pytest

import games
from tests.games.helpers import legal, pos

OMBRE = [
    "hombre",
    "tresillo",
    "mediator",
    "quadrillo",
    "quintillo",
    "seisillo",
    "dosillo",
    "voltarete",
    "zanga",
]
SEATS = {
    "hombre": 3,
    "tresillo": 3,
    "voltarete": 3,
    "mediator": 4,
    "quadrillo": 4,
    "zanga": 4,
    "quintillo": 5,
    "seisillo": 6,
    "dosillo": 2,
}


def seat_hands(game: str, mover_hand: str) -> list[str]:
    """Hands for a position where seat 1 moves after seat 0 led: seat 1 gets ``mover_hand``."""
    return ["", mover_hand] + [""] * (SEATS[game] - 2)


def order(trump: str, suit: str = "T") -> list[str]:
    return [str(c) for c in games.GAMES["hombre"].rules.ranking(games.Suit.parse(trump), suit)]


# 1807, l. 434–447: oros or copas trumps, twelve of them.
def test_red_trump_order_has_twelve_cards_with_the_punto():
    assert order("O") == ["1E", "7O", "1B", "1O", "12O", "11O", "10O", "2O", "3O", "4O", "5O", "6O"]


# 1807, l. 449–461: espadas or bastos trumps, eleven of them.
def test_black_trump_order_has_eleven_cards():
    assert order("B") == ["1E", "2B", "1B", "12B", "11B", "10B", "7B", "6B", "5B", "4B", "3B"]


# 1807, l. 397–408: a red plain suit runs rey, caballo, sota, as, dos … siete.
def test_red_plain_suit_is_inverted():
    assert order("E", "C") == ["12C", "11C", "10C", "1C", "2C", "3C", "4C", "5C", "6C", "7C"]


# 1807, l. 410–420 and 429: a black plain suit has no ace (its ace is always a trump).
def test_black_plain_suit_has_no_ace():
    assert order("O", "E") == ["12E", "11E", "10E", "7E", "6E", "5E", "4E", "3E", "2E"]


# 1807, l. 69–71: the malilla of a suit that is not trump is the last card of its suit.
def test_malilla_card_is_last_when_its_suit_is_not_trump():
    assert order("E", "O")[-1] == "7O"


@pytest.mark.parametrize("game", OMBRE)
def test_must_follow_suit_when_holding_it(game):
    # 1807, l. 579: "poniendo cada uno del palo que se ha jugado (si tiene)".
    assert legal(game, seat_hands(game, "3C 12C 4E 2O"), "O", "5C") == ["12C", "3C"]


@pytest.mark.parametrize("game", OMBRE)
def test_void_player_is_free_to_trump_or_discard(game):
    # 1807, l. 702: "no se obliga … tampoco á fallar con triunfo, ni á contrafallar".
    assert legal(game, seat_hands(game, "3O 4E 2O"), "O", "5C") == ["2O", "3O", "4E"]


@pytest.mark.parametrize("game", OMBRE)
def test_not_obliged_to_win_the_trick(game):
    # 1807, l. 702: "A este juego no se obliga á cargar".
    assert legal(game, seat_hands(game, "12C 7C"), "O", "5C") == ["12C", "7C"]


@pytest.mark.parametrize("game", OMBRE)
def test_espadilla_does_not_follow_espadas(game):
    # 1807, l. 67, 429: the espadilla is always trump, never an espada.
    p = pos(game, seat_hands(game, "1E 4E 4C"), "O", "5E")
    assert p.legal_plays() == ["4E"]
    violation = p.check_play("1E")
    assert violation.code == "asistir"
    assert "siempre triunfo" in violation.explanation


@pytest.mark.parametrize("game", OMBRE)
def test_only_the_espadilla_means_void_in_espadas(game):
    assert legal(game, seat_hands(game, "1E 4C"), "O", "5E") == ["1E", "4C"]


@pytest.mark.parametrize("game", OMBRE)
def test_arrastre_must_be_served_with_a_trump(game):
    # 1807, l. 132–136: a trump lead must be served.
    p = pos(game, seat_hands(game, "2O 4C"), "O", "5O")
    assert p.legal_plays() == ["2O"]
    assert p.check_play("4C").code == "arrastre"


@pytest.mark.parametrize("game", OMBRE)
def test_lone_matador_need_not_answer_a_small_trump(game):
    # 1807, l. 708: "las tres del estuche gozan el privilegio (estando solas) de renunciar".
    assert legal(game, seat_hands(game, "1B 4C"), "O", "5O") == ["1B", "4C"]
    assert legal(game, seat_hands(game, "7O 1E 4C"), "O", "5O") == ["1E", "4C", "7O"]


@pytest.mark.parametrize("game", OMBRE)
def test_higher_matador_led_forces_a_lone_lower_one(game):
    # 1807, l. 708: "la mayor, saliendo jugando, obliga á la menor á servir, aunque esté sola".
    p = pos(game, seat_hands(game, "1B 4C"), "O", "1E")
    assert p.legal_plays() == ["1B"]
    violation = p.check_play("4C")
    assert violation.code == "arrastre" and "obliga a la menor" in violation.explanation


@pytest.mark.parametrize("game", OMBRE)
def test_lower_matador_led_does_not_force_a_higher_one(game):
    # Voltarete 1834, l. 358: "o Basto não obriga a Manilha, nem a Espadilha".
    assert legal(game, seat_hands(game, "1E 4C"), "O", "1B") == ["1E", "4C"]


@pytest.mark.parametrize("game", [game for game in OMBRE if SEATS[game] > 2])
def test_matador_played_onto_a_small_trump_lead_does_not_force(game):
    # 1807, l. 710: "si la mayor no sale arrastrando … no obliga á las otras del estuche".
    hands = ["", "", "1B 4C", *[""] * (SEATS[game] - 3)]
    assert legal(game, hands, "O", "5O 1E") == ["1B", "4C"]


@pytest.mark.parametrize("game", OMBRE)
def test_matador_with_another_trump_may_be_kept(game):
    # Voltarete 1834, l. 360: with another trump "he inteiramente livre de jogar o trunfo, ou o matador".
    assert legal(game, seat_hands(game, "1B 3O 4C"), "O", "1E") == ["1B", "3O"]


@pytest.mark.parametrize("game", OMBRE)
def test_punto_is_not_privileged(game):
    # 1807, l. 164: only "las tres, espada, malla y basto" are the estuche.
    assert legal(game, seat_hands(game, "1O 4C"), "O", "5O") == ["1O"]


def test_malilla_led_forces_the_basto_with_espadilla_also_held_either_may_go():
    # Tresillo (catalogue l. 2264), 1807 l. 708; our reading when both E and B are held: either serves.
    assert legal("tresillo", ["", "1E 1B 4C", ""], "O", "7O") == ["1B", "1E"]


def test_voltarete_hand_four_manilha_forces_the_basto():
    # Voltarete 1834, Cap. XVII, hand 4 (l. 644): the manilha is led and the basto, alone, must go.
    assert legal("voltarete", ["", "1B 12C 5O", ""], "E", "2E") == ["1B"]


def test_trick_winner_highest_trump_then_highest_of_suit_led():
    p = pos("hombre", ["", "", "3C"], "O", "5C 12C")
    assert p.trick_winner() == 1
    p = pos("hombre", ["", "", "3C"], "O", "5C 6O")
    assert p.trick_winner() == 1
    p = pos("hombre", ["", "", "3C"], "O", "5C 12E")
    assert p.trick_winner() == 0  # a discard of another suit never wins


def test_violation_names_the_cards_and_cites_the_1807_book():
    v = pos("hombre", ["", "2O 4C", ""], "O", "5O").check_play("4C")
    assert "el cinco de oros" in v.explanation and "el dos de oros" in v.explanation
    assert "el cuatro de copas" in v.explanation
    assert v.source.startswith("Reglas y leyes del Mediator y del Hombre (Madrid, 1807)")
    assert v.allowed == ("2O",)


def test_voltarete_cites_the_law_number():
    v = pos("voltarete", ["", "3C 4E", ""], "O", "5C").check_play("4E")
    assert "Lei X" in v.source and "l. 1804" in v.source
