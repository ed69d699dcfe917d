"""Tute, Guiñote and Julepe: the tute's cascade and its variations."""

from __future__ import annotations

import games
from tests.games.helpers import legal, pos


# Catalogue l. 2819: 1 > 3 > rey > caballo > sota > 7 … 4 > 2.
def test_tute_order():
    ranking = [str(c) for c in games.GAMES["tute"].rules.ranking(games.Suit.OROS, "C")]
    assert ranking == ["1C", "3C", "12C", "11C", "10C", "7C", "6C", "5C", "4C", "2C"]


# Catalogue l. 910: in the Guiñote the sota is above the caballo.
def test_guinote_sota_above_caballo():
    ranking = [str(c) for c in games.GAMES["guinote"].rules.ranking(games.Suit.OROS, "C")]
    assert ranking.index("10C") < ranking.index("11C")


# Catalogue l. 2825: asistir, "en lo posible matándola (montar)".
def test_tute_follow_and_beat():
    p = pos("tute", ["", "4O 12O 3C", ""], "E", "11O")
    assert p.legal_plays() == ["12O"]
    assert p.check_play("4O").code == "montar"
    assert p.check_play("3C").code == "asistir"


def test_tute_follow_with_any_when_none_beats():
    assert legal("tute", ["", "4O 12O 3C", ""], "E", "1O") == ["12O", "4O"]


# Catalogue l. 2825: "De no poder asistir, estarán obligados a jugar un triunfo (fallar)".
def test_tute_must_trump_when_void():
    p = pos("tute", ["", "4E 3C", ""], "E", "11O")
    assert p.legal_plays() == ["4E"]
    assert p.check_play("3C").code == "fallar"


# Catalogue l. 2825: "deberán jugar un triunfo mayor (pisar)".
def test_tute_must_overtrump():
    p = pos("tute", ["", "", "4E 3E 3C"], "E", "11O 12E")
    assert p.legal_plays() == ["3E"]
    assert p.check_play("4E").code == "pisar"


# Catalogue l. 2825: "NO es obligatorio subfallar".
def test_tute_need_not_undertrump():
    assert legal("tute", ["", "", "4E 3C"], "E", "11O 12E") == ["3C", "4E"]


def test_tute_must_beat_the_partner_too():
    assert legal("tute", ["", "", "4O 12O", ""], "E", "11O 3C") == ["12O"]


# Catalogue l. 2829: obligations exist only when the stock is empty.
def test_tute_free_while_stock_remains():
    assert legal("tute", ["", "4O 12O 3C"], "E", "11O", stock=10) == ["12O", "3C", "4O"]


# Catalogue l. 911: while there is stock, no obligations.
def test_guinote_free_while_stock_remains():
    assert legal("guinote", ["", "4O 12O 3C", "", ""], "E", "11O", stock=8) == ["12O", "3C", "4O"]


# Catalogue l. 911: "si … la baza la va ganando el compañero, no hay obligación de montar ni fallar".
def test_guinote_partner_winning_only_follow():
    assert legal("guinote", ["", "", "4O 12O 3C", ""], "E", "11O 2O") == ["12O", "4O"]
    assert legal("guinote", ["", "", "4E 3C", ""], "E", "11O 2O") == ["3C", "4E"]


def test_guinote_opponent_winning_beat_and_trump():
    assert legal("guinote", ["", "4O 12O 3C", "", ""], "E", "11O") == ["12O"]
    assert legal("guinote", ["", "4E 3C", "", ""], "E", "11O") == ["4E"]


# Catalogue l. 1029, 47: in the Julepe under-trumping is compulsory.
def test_julepe_must_undertrump():
    p = pos("julepe", ["", "", "4E 3C", ""], "E", "11O 12E")
    assert p.legal_plays() == ["4E"]
    assert p.check_play("3C").code == "subfallar"


def test_tute_explanation_names_cards_and_cites_the_catalogue():
    v = pos("tute", ["", "4E 3C", ""], "E", "11O").check_play("3C")
    assert "el cuatro de espadas" in v.explanation and "fallar" in v.explanation
    assert "l. 2825" in v.source
