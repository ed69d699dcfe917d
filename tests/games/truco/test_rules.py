"""The Truco: no obligation to follow, the bravas, and tied tricks (pardas)."""

from __future__ import annotations

from tests.games.helpers import legal, pos


# Regulation l. 68: as de espadas, as de bastos, siete de espadas, siete de oro; then 3s, 2s, false aces…
def test_bravas_and_order():
    assert pos("truco", ["", "4C"], None, "7O 3B").trick_winner() == 0
    assert pos("truco", ["", "4C"], None, "1O 2C").trick_winner() == 1
    assert pos("truco", ["", "4C"], None, "7C 10C").trick_winner() == 1


def test_truco_never_obliges_to_follow():
    assert legal("truco", ["", "4O 3C 12E"], None, "5O") == ["12E", "3C", "4O"]


# Regulation l. 71: equal top cards from both sides make the trick parda.
def test_equal_cards_of_opponents_are_parda():
    assert pos("truco", ["", "", "4C", "5C"], None, "3B 3O").trick_winner() is None


def test_equal_cards_of_partners_win_for_their_side():
    assert pos("truco", ["", "4C", "", "5C"], None, "3B 4O 3O").trick_winner() == 0
