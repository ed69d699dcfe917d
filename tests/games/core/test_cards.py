"""Cards: notation, names, decks."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import games
from games.core.cards import names_list


@given(st.sampled_from(games.DECK_48))
def test_card_notation_round_trips(card):
    assert games.Card.parse(str(card)) == card
    assert eval(repr(card), {"Card": games.Card}) == card


@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("1E", "as de espadas"),
        ("7O", "siete de oros"),
        ("10C", "sota de copas"),
        ("11B", "caballo de bastos"),
        ("12O", "rey de oros"),
        ("9C", "nueve de copas"),
    ],
)
def test_spanish_names(code, name):
    assert games.Card.parse(code).name == name


def test_articles_follow_the_card():
    assert games.Card.parse("10E").with_article == "la sota de espadas"
    assert games.Card.parse("11E").with_article == "el caballo de espadas"


def test_lower_case_codes_are_read():
    assert games.Card.parse(" 7o ") == games.Card.parse("7O")


@pytest.mark.parametrize("code", ["13X", "0O", "7", "O7", "", "12Z", "abc"])
def test_bad_codes_raise_invalid_notation(code):
    with pytest.raises(games.InvalidNotationError):
        games.Card.parse(code)


def test_decks_have_40_and_48_distinct_cards():
    assert len(set(games.DECK_40)) == 40
    assert len(set(games.DECK_48)) == 48
    assert not any(card.rank in (8, 9) for card in games.DECK_40)


def test_names_list_joins_with_y():
    assert names_list(games.parse_cards("1O 2O 3O")) == "el as de oros, el dos de oros y el tres de oros"
