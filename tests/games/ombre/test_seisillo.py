"""Whole hands of the Seisillo (Madrid, 1807, l. 1701–1717), one test per rule, each citing its line."""

from __future__ import annotations

import pytest

import games
from games.core.cards import DECK_40
from games.core.rules import TRUMP
from tests.games.hand_helpers import dealt, run
from tests.games.ombre.called import lines, settled

REMOVED = {"6O", "6C", "3E", "3B"}
# A solo in oros for the mano: the six top trumps.
SOLO = [
    "1E 7O 1B 1O 12O 11O",
    "10O 2O 3O 4O 5O 12C",
    "1C 2C 3C 4C 5C 7C",
    "10C 11C 2E 4E 5E 6E",
    "7E 10E 11E 12E 2B 4B",
    "5B 6B 7B 10B 11B 12B",
]
FOUR_TRICKS = "1E 10O 1C 2E 7E 5B 7O 2O 2C 4E 10E 6B 1B 3O 3C 5E 11E 7B 1O 4O 4C 6E 12E 10B"


def test_thirty_six_cards_six_to_each():
    # l. 1705: "Se quitan de la baraja regular del Mediator los seises de oros y copas, y los treses de espadas y
    # bastos, y las treinta y seis cartas restantes se reparten entre los seis jugadores, dando seis naypes á cada uno".
    for seed in range(20):
        hand = games.new_hand("seisillo", seed=seed)
        cards = [card.code for seat in range(6) for card in hand.view(seat).hand]
        assert len(cards) == 36 and set(cards) == {card.code for card in DECK_40} - REMOVED
    assert {card.code for card in games.GAMES["seisillo"].deck} == {card.code for card in DECK_40} - REMOVED


def test_a_deal_with_a_removed_card_is_refused():
    # l. 1705: the seises de oros y copas and the treses de espadas y bastos are not in the deck.
    deal = [*SOLO[:5], SOLO[5].replace("12B", "6O")]
    with pytest.raises(games.InvalidNotationError):
        dealt("seisillo", deal)


@pytest.mark.parametrize(("trump", "count"), [("O", 11), ("C", 11), ("E", 10), ("B", 10)])
def test_ten_trumps_in_the_black_suits_and_eleven_in_the_red(trump, count):
    # l. 1584 (the same thirty-six cards): "hay diez triunfos en espadas y bastos, y once en oros y copas".
    ranking = games.GAMES["seisillo"].rules.ranking(games.Suit.parse(trump), TRUMP)
    assert len(ranking) == count


def test_only_entrada_and_solo():
    # l. 1711–1717: the Cinqueño's games («no hay mas juego que entrada y solo», l. 1683).
    hand = games.new_hand("seisillo", seed=2)
    assert hand.legal_actions() == ["paso", "entrada", "solo"]
    violation = hand.check("mediator")
    assert violation is not None and violation.code == "subasta"


@pytest.mark.parametrize(
    ("tricks", "kind"),
    [
        ((3, 0, 1, 1, 1, 0), "gana"),
        ((2, 1, 1, 1, 1, 0), "puesta"),
        ((1, 1, 1, 1, 1, 1), "codillo"),
        ((0, 2, 0, 2, 1, 1), "codillo"),
    ],
)
def test_four_tricks_win_three_are_puesta_two_codillo(tricks, kind):
    # l. 1707: "Es preciso para ganar hacer quatro bazas; tres es puesta, y dos codillo".
    assert settled(tricks, game="seisillo", favorito=None).kind == kind


def test_two_tantos_each_a_hand_and_one_for_passing():
    # l. 1715: "Dos tantos cada uno de mano, uno de paso".
    result = settled((3, 0, 1, 1, 1, 0), game="seisillo", favorito=None, bids=((0, "entrada"), (1, "paso")))
    assert lines(result, "la mano") == [(seat, None, 2) for seat in range(6)]
    assert lines(result, "pasar") == [(1, None, 1)]


def test_the_solo_pays_six_and_the_calidades_doubled():
    # l. 1715: "seis por el solo … los estuches y primeras se pagan doble al que va solo".
    hand = run(dealt("seisillo", SOLO), f"solo paso paso paso paso paso triunfo:O {FOUR_TRICKS}")
    assert {"bola", "tiendo"} <= set(hand.legal_actions())  # four tricks made: the game is won
    result = hand.apply("tiendo").result()
    assert result.kind == "gana" and result.tricks == (4, 0, 0, 0, 0, 0)
    assert lines(result, "el solo") == [(seat, 0, 6) for seat in range(1, 6)]
    assert {amount for _, _, amount in lines(result, "primeras")} == {2}


def test_the_bola_is_twelve_with_a_partner_and_eighteen_alone():
    # l. 1715: "doce por la bola entre compañeros, y diez y ocho por la bola al que vaya solo".
    rules = games.GAMES["seisillo"].hand_rules
    assert rules.bola_tantos["entrada"][0] == 12 and rules.bola_tantos["solo"][0] == 18
    assert rules.game_tantos["entrada"][0] == 1  # «otro de dulce»


def test_rey_forzado_and_chillar():
    # l. 1711: "Se juega tambien á rey forzado, y á chillar la espadilla".
    hand = games.new_hand("seisillo", seed=2, variant="rey-forzado")
    hand = run(hand, "entrada paso paso paso paso paso")
    hand = run(hand, hand.legal_actions()[0])
    assert hand.phase == "juego" and hand.view(1).called is None
    passed = run(games.new_hand("seisillo", seed=2), "paso paso paso paso paso paso")
    assert passed.legal_actions() == ["chillo"] and passed.to_move is not None
    assert "1E" in {card.code for card in passed.view(passed.to_move).hand}
