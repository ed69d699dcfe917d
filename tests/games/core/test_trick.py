"""Positions: construction checks, turn order, notation, procedural violations."""

from __future__ import annotations

import pytest

import games
from tests.games.helpers import pos


def test_registry_holds_every_game_of_the_issue():
    assert set(games.GAMES) == {
        "cientos",
        "cinquillo",
        "burro",
        "hombre",
        "tresillo",
        "mediator",
        "quadrillo",
        "quintillo",
        "seisillo",
        "tresillo-1807",
        "tresillo-1807-tres-palos",
        "tresillo-1807-36",
        "dosillo",
        "voltarete",
        "zanga",
        "malilla",
        "rebesino",
        "tute",
        "guinote",
        "brisca",
        "julepe",
        "truco",
        "siete-y-medio",
        "chinchon",
        "escoba",
        "mus",
    }


def test_every_game_describes_itself_in_spanish_and_cites_a_source():
    for rules in (game.rules for game in games.GAMES.values()):
        assert rules.name and rules.summary and rules.obligations
        assert rules.source.slug in {s.slug for s in games.SOURCES}
        assert str(rules.play_citation).startswith(rules.play_citation.title)


@pytest.mark.parametrize(
    ("alias", "slug"),
    [
        ("Cuatrillo", "quadrillo"),
        ("cascarela", "quadrillo"),
        ("GUIÑOTE", "guinote"),
        ("cinqueño", "quintillo"),
        ("Rocambor", "tresillo"),
    ],
)
def test_find_game_by_alias(alias, slug):
    assert games.find_game(alias).slug == slug


def test_unknown_game_raises():
    with pytest.raises(games.UnknownGameError):
        games.position("poker", hands=[[]], trump=None)


def test_turn_passes_to_the_next_seat_and_wraps():
    p = pos("brisca", ["1O", "2O", "3O"], "C", leader=1)
    assert p.to_move == 1
    p = p.play("2O")
    assert p.to_move == 2
    p = p.play("3O")
    assert p.to_move == 0


def test_the_winner_of_a_complete_trick_leads_the_next():
    p = pos("brisca", ["1O 4O", "3O 5O"], "C").play("1O").play("3O")
    assert p.is_trick_complete and p.trick_winner() == 0 and p.to_move == 0
    p = p.play("4O")
    assert p.trick == (games.Card.parse("4O"),) and p.leader == 0 and p.tricks == (1, 0)


def test_play_returns_a_new_position_and_leaves_the_old_one():
    p = pos("tresillo", ["3B 4B", "5B 6C", "7C 2O"], "O")
    after = p.play("3B")
    assert p.trick == () and after.trick != ()


@pytest.mark.parametrize(
    ("hands", "trick", "message"),
    [
        (["1O", "1O"], "", "repetida"),
        (["8O", "2O"], "", "no está en la baraja"),
        (["1O"], "", "jugadores"),
        (["1O", "2O"], "3O 4O 5O", "más cartas que jugadores"),
    ],
)
def test_impossible_positions_are_refused(hands, trick, message):
    with pytest.raises(games.InvalidNotationError, match=message):
        pos("brisca" if len(hands) != 1 else "tute", hands, "C", trick)


def test_a_card_not_in_hand_is_a_carta_violation():
    v = pos("tresillo", ["3B 4B", "5B 6C", "7C 2O"], "O").check_play("5B")
    assert v is not None and v.code == "carta" and not v.is_renuncio
    assert "No tienes el cinco de bastos" in v.explanation


def test_playing_out_of_turn_is_a_turno_violation():
    v = pos("tresillo", ["3B 4B", "5B 6C", "7C 2O"], "O").check_play("5B", seat=1)
    assert v is not None and v.code == "turno" and not v.is_renuncio


def test_garbage_is_a_carta_violation():
    v = pos("tresillo", ["3B 4B", "5B 6C", "7C 2O"], "O").check_play("<script>")
    assert v is not None and v.code == "carta"


def test_illegal_play_raises_with_the_violation():
    p = pos("tresillo", ["3B 4B", "5B 6C", "7C 2O"], "O").play("3B")
    with pytest.raises(games.IllegalPlayError) as caught:
        p.play("6C")
    assert caught.value.violation.code == "asistir"


def test_a_finished_hand_refuses_every_card():
    p = pos("brisca", ["1O", "3O"], "C").play("1O").play("3O")
    assert p.is_over and p.to_move is None and p.legal_plays() == []
    assert p.check_play("1O").code == "carta"


@pytest.mark.parametrize(
    "text",
    [
        "tresillo O 0 0 4B/5B,6C/7C,2O 3B 0,0,0",
        "rebesino - 2 0 1O,2O/3O/4O/5O - 1,0,2,0 napolitana=3",
        "tute E 1 6 1O,3O/12O,4C 11O 0,0",
    ],
)
def test_position_notation_round_trips(text):
    position = games.Position.from_notation(text)
    assert position.notation == text
    assert eval(repr(position), {"Position": games.Position}).notation == text


@pytest.mark.parametrize(
    "text", ["", "tresillo", "tresillo O x 0 1O/2O/3O - 0,0,0", "tresillo O 0 0 1O/2O/3O - 0,0,0 extra"]
)
def test_bad_position_notation_raises(text):
    with pytest.raises(games.InvalidNotationError):
        games.Position.from_notation(text)
