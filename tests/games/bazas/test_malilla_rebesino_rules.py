"""The 1790 games: Malilla's four renuncios and Rebesino's follow-suit with the napolitana privilege."""

from __future__ import annotations

import games
from tests.games.helpers import legal, pos


# 1790, l. 2432–2434: the nine is the malilla, then the as, rey, caballo, sota, ocho … dos, in every suit.
def test_malilla_order():
    ranking = [str(c) for c in games.GAMES["malilla"].rules.ranking(games.Suit.OROS, "C")]
    assert ranking == ["9C", "1C", "12C", "11C", "10C", "8C", "7C", "6C", "5C", "4C", "3C", "2C"]


# 1790, l. 2415 (first kind): "quando no se sirve al palo que se salió jugando, teniendo".
def test_malilla_must_follow_suit():
    p = pos("malilla", ["", "5O 3C", "", ""], "E", "7O")
    assert p.legal_plays() == ["5O"]
    assert p.check_play("3C").code == "asistir"


# 1790, l. 2413, 2415 (second kind): "pudiendo no cargase yendo la baza de los contrarios".
def test_malilla_must_win_when_opponents_are_winning():
    p = pos("malilla", ["", "5O 12O 3C", "", ""], "E", "7O")
    assert p.legal_plays() == ["12O"]
    violation = p.check_play("5O")
    assert violation.code == "montar" and "cargar" in violation.explanation


# 1790, l. 2492–2495: "á menos que no vaya ganando su compañero, que entonces es arbitrario".
def test_malilla_need_not_win_over_the_partner():
    assert legal("malilla", ["", "", "5O 12O 3C", ""], "E", "7O 4O") == ["12O", "5O"]


# 1790, l. 2415 (third kind): "teniendo triunfo y estando fallo no se ponga, yendo la baza de los contrarios".
def test_malilla_must_trump_when_void():
    p = pos("malilla", ["", "2E 3C", "", ""], "E", "7O")
    assert p.legal_plays() == ["2E"]
    assert p.check_play("3C").code == "fallar"


def test_malilla_void_player_is_free_when_partner_wins():
    assert legal("malilla", ["", "", "2E 3C", ""], "E", "7O 4O") == ["2E", "3C"]


# 1790, l. 2415 (fourth kind): "habiendo otro fallo no contrafallase, no siendo el que falló su compañero".
def test_malilla_must_overtrump_an_opponent():
    p = pos("malilla", ["", "", "3E 9E 3C", ""], "E", "7O 5E")
    assert p.legal_plays() == ["9E"]
    assert p.check_play("3E").code == "pisar"


def test_malilla_cannot_overtrump_is_free_by_our_reading():
    assert legal("malilla", ["", "", "3E 3C", ""], "E", "7O 5E") == ["3C", "3E"]


def test_malilla_trumped_plain_suit_only_asks_to_follow():
    # An opponent ruffed a plain lead: following cannot win, so any card of the suit will do (our reading).
    assert legal("malilla", ["", "", "9O 2O", ""], "E", "7O 5E") == ["2O", "9O"]


def test_malilla_partners_are_zero_and_two():
    assert legal("malilla", ["", "", "", "9O 2O"], "E", "7O 5O 1O", leader=0) == ["9O"]


# 1790, l. 2067: Rebesino order as, rey, caballo, sota, nueve … dos.
def test_rebesino_order():
    ranking = [str(c) for c in games.GAMES["rebesino"].rules.ranking(None, "B")]
    assert ranking[:5] == ["1B", "12B", "11B", "10B", "9B"] and ranking[-1] == "2B"


# 1790, l. 2179: follow suit; no trumps: the highest of the suit led wins.
def test_rebesino_follow_suit_and_no_trumps():
    p = pos("rebesino", ["", "5O 3C", "", ""], None, "7O")
    assert p.legal_plays() == ["5O"]
    assert pos("rebesino", ["", "", "", "1C"], None, "7O 1O 1E").trick_winner() == 1


# 1790, l. 2005: "no se obliga á cargar ó ganar".
def test_rebesino_never_obliged_to_win():
    assert legal("rebesino", ["", "5O 1O", "", ""], None, "7O") == ["1O", "5O"]


# 1790, l. 2029, 2179: the napolitana holder may renege.
def test_rebesino_napolitana_may_renege():
    assert legal("rebesino", ["", "5O 3C", "", ""], None, "7O", napolitana=1) == ["3C", "5O"]
    assert legal("rebesino", ["", "5O 3C", "", ""], None, "7O", napolitana=2) == ["5O"]
