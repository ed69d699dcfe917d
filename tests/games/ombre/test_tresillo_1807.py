"""Whole hands of the three Tresillos of 1807 («Mediator entre tres», l. 1504–1586), one test per rule, each citing its
line."""

from __future__ import annotations

import random

import pytest

import games
from games.core.cards import DECK_40, Card, Suit
from games.core.deal import deal
from games.core.rules import TRUMP
from games.ombre.rules import OMBRE_RULES
from tests.games.hand_helpers import dealt, refusal, run
from tests.games.ombre.called import lines, settled

TRESILLO = "tresillo-1807"
TRES_PALOS = "tresillo-1807-tres-palos"
TREINTA_Y_SEIS = "tresillo-1807-36"
ALL = (TRESILLO, TRES_PALOS, TREINTA_Y_SEIS)

# The mano holds the three trumps of oros and the kings, caballos and sota of the three whole suits.
REFAVOR = [
    "1E 12O 1B 12C 11C 10C 12E 11E 12B 11B",
    "1C 2C 3C 10E 7E 6E 5E 10B 7B 6B",
    "4C 5C 7C 4E 3E 2E 5B 4B 3B 2B",
]
# The mano makes Mediator in espadas and asks the rey de copas, which the second holds.
MEDIATOR = [
    "1E 2E 1B 12E 11E 10E 7E 12O 12B 4C",
    "12C 1C 2C 3C 6E 5E 11B 10B 7B 6B",
    "5C 7C 10C 11C 4E 3E 5B 4B 3B 2B",
]


def codes(cards) -> set[str]:
    return {card.code for card in cards}


def play_out(hand, leads: list[str]):
    """The mano leads ``leads`` in turn (winning each trick); the others play their first legal card."""
    for lead in leads:
        hand = hand.apply(lead)
        while hand.to_move not in (0, None) and not hand.is_over:
            hand = hand.apply(hand.legal_actions()[0])
    return hand


# -- the Tresillo «solitario, fulminante, ó refavor» (l. 1504–1564) --------------------------------------------------
def test_thirty_cards_of_the_oros_only_the_rey_and_no_seis_de_copas():
    # l. 1512: "de los diez oros solo se dexa el rey, y de las copas se quita el seis; y quedan en treinta cartas,
    # que se reparten á diez cada uno, en tres veces".
    expected = {c.code for c in DECK_40 if c.suit != Suit.OROS and c.code != "6C"} | {"12O"}
    assert codes(games.GAMES[TRESILLO].deck) == expected and len(expected) == 30
    for seed in range(20):
        hand = games.new_hand(TRESILLO, seed=seed)
        held = [card.code for seat in range(3) for card in hand.view(seat).hand]
        assert len(held) == 30 and set(held) == expected
        assert [len(hand.view(seat).hand) for seat in range(3)] == [10, 10, 10]


def test_a_deal_with_a_removed_card_is_refused():
    # l. 1512: the oros but the rey and the seis de copas are out of the deck.
    with pytest.raises(games.InvalidNotationError):
        dealt(TRESILLO, [REFAVOR[0], REFAVOR[1].replace("6B", "6C"), REFAVOR[2]])


def test_in_oros_the_rey_is_the_malilla_and_the_trumps_are_three():
    # l. 1514–1521: "añadiendo la espada y basto al rey, que en este caso tiene todas las preeminencias de
    # malilla … quando es triunfo son solamente tres".
    rules = OMBRE_RULES[TRESILLO]
    assert [c.code for c in rules.ranking(Suit.OROS, TRUMP)] == ["1E", "12O", "1B"]
    assert codes(rules.matadores(Suit.OROS)) == {"1E", "12O", "1B"}
    assert "malilla" in rules.describe(Card.parse("12O"), Suit.OROS)


def test_not_trumps_the_rey_de_oros_is_only_a_king():
    # l. 1515–1521: "pero no siendo triunfo, solamente la del rey … siempre es fallado el rey, por estar solo".
    rules = OMBRE_RULES[TRESILLO]
    assert [c.code for c in rules.ranking(Suit.COPAS, "O")] == ["12O"]
    assert Card.parse("12O") not in rules.matadores(Suit.COPAS)
    pos = games.position(TRESILLO, hands=[[], ["1B", "4C"], []], trump="C", trick=["12O"], leader=0)
    assert sorted(pos.legal_plays()) == ["1B", "4C"]  # void in oros: free to trump or not (l. 702)


@pytest.mark.parametrize("trump", ["C", "E", "B"])
def test_nine_cards_of_a_whole_suit_and_eleven_when_trumps(trump):
    # l. 1519: "En los otros tres palos quedan nueve naypes en cada uno, quando no son triunfos, y once quando lo son".
    rules = games.GAMES[TRESILLO].rules
    assert len(rules.ranking(Suit.parse(trump), TRUMP)) == 11
    for other in {"C", "E", "B"} - {trump}:
        assert len(rules.ranking(Suit.parse(trump), other)) == 9


def test_the_rey_de_oros_has_the_malillas_privilege():
    # l. 1514–1517 with l. 708–711: the espadilla led obliges the lower matador; the basto led does not.
    forced = games.position(TRESILLO, hands=[[], ["12O", "4C"], []], trump="O", trick=["1E"], leader=0)
    assert forced.legal_plays() == ["12O"]
    assert refusal_code(forced, "4C") == "arrastre"
    free = games.position(TRESILLO, hands=[[], ["12O", "4C"], []], trump="O", trick=["1B"], leader=0)
    assert sorted(free.legal_plays()) == ["12O", "4C"]


def test_with_espadilla_and_malilla_the_basto_falls_at_the_first_arrastre():
    # l. 1535: "El que tenga espadilla y malilla, ó espadilla y basto sabe fixamente que al primer arrastre ha de caer
    # qualquiera de los dos que le faltan": the espadilla led obliges the lone basto or rey de oros.
    for missing in ("1B", "12O"):
        pos = games.position(
            TRESILLO, hands=[[], [missing, "4C", "5E"], ["7C"]], trump="O", trick=["1E"], leader=0
        )
        assert pos.legal_plays() == [missing]


def refusal_code(position, card: str) -> str:
    found = position.check_play(card)
    assert found is not None
    return str(found.code)


def test_the_rey_de_oros_may_be_asked_for_the_mediator():
    # l. 1523: "El rey de oros se puede pedir para el Mediator como uno de los otros reyes, esto es, quando no sea
    # triunfo".
    swapped = [MEDIATOR[0].replace("12O", "5C"), MEDIATOR[1], MEDIATOR[2].replace("5C", "12O")]
    hand = run(dealt(TRESILLO, swapped, variant="favorito-bastos"), "mediator paso paso triunfo:E")
    assert hand.legal_actions() == ["llama:12O", "llama:12C"]
    assert refusal(
        run(dealt(TRESILLO, swapped, variant="favorito-bastos"), "mediator paso paso"), "triunfo:O"
    ).code == ("triunfo")


def test_with_the_four_kings_no_caballo_de_oros_is_asked():
    # l. 1512 and l. 648: the caballo de oros is out of the deck.
    four = [
        "12O 12C 12E 12B 1E 2E 1B 11E 10E 7E",
        "11C 1C 2C 3C 6E 5E 11B 10B 7B 6B",
        "5C 7C 10C 4C 4E 3E 5B 4B 3B 2B",
    ]
    hand = run(dealt(TRESILLO, four, variant="favorito-bastos"), "mediator paso paso triunfo:E")
    assert hand.legal_actions() == ["llama:11C", "llama:11B"]


def test_only_mediator_and_solo_no_entrada_nor_chillar():
    # l. 1525: "El menor juego es Mediator, por carecer de entrada, y el otro juego es solo, ó solo con bola".
    hand = games.new_hand(TRESILLO, seed=1, variant="favorito-copas")
    assert {action.split("-")[0] for action in hand.legal_actions()} == {"paso", "mediator", "solo"}
    assert refusal(hand, "entrada").code == "subasta"
    assert refusal(hand, "chillo").code == "subasta"
    assert refusal(hand, "mediator-bola").code == "subasta"


def test_a_hand_with_no_game_is_passed_and_the_mano_puts_again():
    # l. 1527–1529: "La mano que no hay Mediator ó solo, se pasa, y vuelve á poner el que es mano, como si se
    # hubiera jugado".
    hand = run(games.new_hand(TRESILLO, seed=1), "paso paso paso")
    result = hand.result()
    assert hand.is_over and result is not None and result.kind == "pasan"
    assert lines(result, "polla") == [(0, None, 20)]
    assert result.citation is not None and result.citation.first_line == 1527


def test_the_favorito_is_drawn_from_the_three_whole_suits():
    # l. 1531: "no solo se sortea un palo (de los tres enteros que hay) para hacerlo favorito".
    drawn = {games.new_hand(TRESILLO, seed=seed).view(0).favorito for seed in range(60)}
    assert drawn == {Suit.COPAS, Suit.ESPADAS, Suit.BASTOS}
    assert "favorito-oros" not in games.GAMES[TRESILLO].variants


def test_the_fulminante_is_paid_quadruple_the_double_of_the_favorito():
    # l. 1531: "el palo de oros se llama fulminante, y se paga quadruplo ó el doble que de favorito".
    for trump, each in (("E", 3), ("C", 6), ("O", 12)):
        result = settled(
            (6, 2, 2), contract="mediator", partner=None, trump=trump, favorito="C", game=TRESILLO
        )
        assert lines(result, "el Mediator") == [(1, 0, each), (2, 0, each)]


def test_the_refavor_names_oros_and_outbids_the_favorito():
    # l. 1531 ("algunos llaman al fulminante refavor") with l. 65: our reading, a rung above the favorito.
    hand = run(games.new_hand(TRESILLO, seed=1, variant="favorito-copas"), "mediator-favor")
    assert "mediator-refavor" in hand.legal_actions() and "mediator-favor" not in hand.legal_actions()
    solo = run(games.new_hand(TRESILLO, seed=1, variant="favorito-copas"), "solo paso paso")
    assert refusal(solo, "triunfo:O").code == "triunfo"
    assert "triunfo:O" not in solo.legal_actions() and "triunfo:C" not in solo.legal_actions()


@pytest.mark.parametrize(
    ("tricks", "kind"), [((6, 2, 2), "gana"), ((5, 3, 2), "puesta"), ((4, 3, 3), "codillo")]
)
def test_six_tricks_win_five_are_puesta_four_codillo(tricks, kind):
    # l. 1510 with l. 170–178: the Mediator's thresholds (the digest's reading for ten cards each).
    assert settled(tricks, contract="solo", partner=None, trump="E", favorito="C", game=TRESILLO).kind == kind


def test_a_solo_con_bola_in_refavor_with_the_three_trumps_and_the_firm_cards():
    # l. 1521: "con ellos y cartas firmes se hacen las entradas en el juego"; l. 1531, 1039, 1029, 1033, 1049.
    hand = run(dealt(TRESILLO, REFAVOR, variant="favorito-copas"), "solo-bola-refavor paso paso")
    assert hand.legal_actions() == ["triunfo:O"]
    hand = play_out(
        hand.apply("triunfo:O"), ["1E", "12O", "1B", "12C", "11C", "10C", "12E", "11E", "12B", "11B"]
    )
    result = hand.result()
    assert (
        result is not None
        and result.kind == "gana"
        and result.tricks == (10, 0, 0)
        and result.bola == "ganada"
    )
    assert lines(result, "el solo") == [(1, 0, 40), (2, 0, 40)]  # 10 ×4
    assert lines(result, "3 estuches") == [(1, 0, 12), (2, 0, 12)]  # 3 ×4
    assert lines(result, "la bola") == [(1, 0, 120), (2, 0, 120)]  # 30 ×4
    assert lines(result, "primeras") == []  # not paid with bola from the start (l. 1049)
    assert lines(result, "en medio") == [(None, 0, 20)]
    assert result.payments == (2 * 172, -172, -172)  # the mano puts the polla and takes it back


def test_a_whole_mediator_asking_a_king_played_to_its_payments():
    # l. 883–885: the king handed over face up and a card returned face down with its tanto; then alone against two.
    hand = run(dealt(TRESILLO, MEDIATOR, variant="favorito-bastos"), "mediator paso paso")
    # not the favorito nor the fulminante; nor copas, holding the three other kings (l. 909)
    assert hand.legal_actions() == ["triunfo:E"]
    hand = run(hand, "triunfo:E llama:12C")
    assert "12C" in codes(hand.view(0).hand) and hand.view(1).giver == 1
    hand = play_out(hand.apply("descarta:4C"), ["1E", "2E", "1B", "12E", "12O", "12B"])
    assert {"bola", "tiendo"} <= set(
        hand.legal_actions()
    )  # six tricks: the seventh card would be bola (ley VIII)
    result = hand.apply("tiendo").result()
    assert result is not None and result.kind == "gana" and result.tricks == (6, 0, 0)
    assert lines(result, "la carta que se vuelve") == [(0, 1, 1)]  # l. 1037
    assert lines(result, "el Mediator") == [(1, 0, 3), (2, 0, 3)]  # l. 1035
    assert lines(result, "7 estuches") == [(1, 0, 7), (2, 0, 7)]  # l. 1029, 1047
    assert lines(result, "primeras") == [(1, 0, 1), (2, 0, 1)]  # l. 1031
    assert lines(result, "en medio") == [(None, 0, 20)]  # the polla (l. 1021)


# -- «Otro Tresillo», a long suit out (l. 1566–1570) -------------------------------------------------------------------
def test_otro_tresillo_plays_with_three_suits():
    # l. 1568: "á la baraja se le quitan … diez naypes; pero es todo el palo de oros ó copas, y se juega con los otros
    # tres palos solamente".
    assert codes(games.GAMES[TRES_PALOS].deck) == {c.code for c in DECK_40 if c.suit != Suit.OROS}
    hand = games.new_hand(TRES_PALOS, seed=3, variant="favorito-copas")
    assert [len(hand.view(seat).hand) for seat in range(3)] == [10, 10, 10]
    hand = run(hand, "solo paso paso")
    assert "triunfo:O" not in hand.legal_actions()
    assert refusal(hand, "triunfo:O").code == "triunfo"


def test_otro_tresillo_has_no_fulminante_and_its_favor_is_optional():
    # l. 1568–1570: "escogiendo uno de ellos de favor si se quiere, no habiendo mas juego que Mediator y Solo".
    assert not any("refavor" in word for word in games.GAMES[TRES_PALOS].hand_rules.contracts)
    plain = games.new_hand(TRES_PALOS, seed=3, variant="sin-favorito")
    assert plain.view(0).favorito is None
    assert not any("favor" in action for action in plain.legal_actions())
    assert refusal(plain, "solo-favor").code == "subasta"
    assert refusal(plain, "entrada").code == "subasta"


# -- «Otro Tresillo» of thirty-six cards (l. 1572–1586) ----------------------------------------------------------------
def test_thirty_six_cards_twelve_each_in_three_packets_of_four():
    # l. 1574–1576: "los dos seises de oros y copas, y los dos treses de espadas y bastos … á doce cada uno en tres
    # veces á quatro".
    deck = games.GAMES[TREINTA_Y_SEIS].deck
    assert codes(deck) == {c.code for c in DECK_40} - {"6O", "6C", "3E", "3B"}
    for seed in range(5):
        hand = games.new_hand(TREINTA_Y_SEIS, seed=seed)
        hands, talon = deal(deck, seed, 3, (4, 4, 4))
        assert [tuple(hand.view(seat).hand) for seat in range(3)] == list(hands) and talon == ()


@pytest.mark.parametrize(
    ("trump", "count", "plain"), [("O", 11, 9), ("C", 11, 9), ("E", 10, 8), ("B", 10, 8)]
)
def test_ten_trumps_in_espadas_and_bastos_eleven_in_oros_and_copas(trump, count, plain):
    # l. 1584: "hay diez triunfos en espadas y bastos, y once en oros y copas; y que quando no son triunfos son ocho
    # los naypes de espadas y bastos, y nueve los oros y copas".
    rules = games.GAMES[TREINTA_Y_SEIS].rules
    assert len(rules.ranking(Suit.parse(trump), TRUMP)) == count
    assert len(rules.ranking(Suit.OROS if trump != "O" else Suit.COPAS, trump)) == plain


@pytest.mark.parametrize(
    ("tricks", "kind"), [((7, 3, 2), "gana"), ((6, 3, 3), "puesta"), ((5, 4, 3), "codillo")]
)
def test_seven_tricks_win_six_are_puesta_five_codillo(tricks, kind):
    # l. 1580: "Para ganar es menester hacer siete bazas; seis es perdida puesta, y cinco ó menos codillo".
    assert (
        settled(tricks, contract="solo", partner=None, trump="E", favorito=None, game=TREINTA_Y_SEIS).kind
        == kind
    )


def test_the_thirty_six_have_mediator_and_solo_and_an_optional_favor():
    # l. 1578: "Se nombra (si se quiere) un palo de favor, y no hay mas juego que Mediator y solo".
    hand = games.new_hand(TREINTA_Y_SEIS, seed=2, variant="favorito-oros")
    assert {action.split("-")[0] for action in hand.legal_actions()} <= {"paso", "mediator", "solo"}
    assert refusal(hand, "entrada").code == "subasta"
    plain = games.new_hand(TREINTA_Y_SEIS, seed=2, variant="sin-favorito")
    assert not any("favor" in action for action in plain.legal_actions())


BASE = {"mediator": 3, "solo": 10}  # l. 1035, 1039


def faults(game: str, hands: int) -> list[str]:
    """Seeded random hands of ``game`` whose payments break the book: the game paid its tantos (l. 1035, 1039),
    doubled in the favorito (l. 1041) and four times in the fulminante (l. 1531), by each opponent; the card
    returned for the king paid with its tanto (l. 1037); a passed hand costing the mano his polla (l. 1527–1529)."""
    found: list[str] = []
    for seed in range(hands):
        rng = random.Random(seed)
        hand = games.new_hand(game, seed=seed)
        while not hand.is_over:
            hand = hand.apply(rng.choice(hand.legal_actions()))
        result, state = hand.result(), hand.state
        assert result is not None
        if result.kind == "pasan":
            if lines(result, "polla") != [(0, None, 20)]:
                found.append(f"{hand.notation}: pasada {result.table}")
            continue
        j = result.jugador
        times = (
            4 if game == TRESILLO and state.trump == Suit.OROS else 2 if state.trump == state.favorito else 1
        )
        assert state.contract is not None
        each = BASE[state.contract] * times
        expected = [
            (seat, j, each) if result.kind == "gana" else (j, seat, each) for seat in range(3) if seat != j
        ]
        named = "el Mediator" if state.contract == "mediator" else "el solo"
        if lines(result, named) != expected:
            found.append(f"{hand.notation}: {named} {lines(result, named)}, esperado {expected}")
        card = [(j, state.giver, times)] if state.contract == "mediator" else []
        if lines(result, "la carta que se vuelve") != card:
            found.append(f"{hand.notation}: carta {lines(result, 'la carta que se vuelve')}, esperado {card}")
    return found


@pytest.mark.parametrize("game", ALL)
def test_every_random_hand_pays_as_the_book_says(game):
    assert faults(game, 150) == []


def test_a_broken_fulminante_is_caught(monkeypatch):
    # The same check notices an engine that pays the oros and the favorito as any other suit.
    monkeypatch.setattr(type(games.GAMES[TRESILLO].hand_rules), "multiplier", lambda self, state: 1)
    assert faults(TRESILLO, 150)
