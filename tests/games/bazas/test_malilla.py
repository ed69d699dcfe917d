"""Whole partidas of the 1790 Malilla de compañeros (mediator-hombre-1807.txt, l. 2364–2648), one test per rule,
each citing its line: the deal and the alce, the favorito, the four renuncios, the count of 72, the gain over 36,
the capote, the payments; then a seeded property test over a thousand random partidas."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import games
from games.bazas.base import FIN, JUEGO, BazaHand, card_points
from games.bazas.malilla import (
    INTERPRETATION,
    MALILLA_POINTS,
    RULES,
    MalillaRules,
    MalillaState,
    favorito_of,
    side_points,
)
from games.core.cards import DECK_48, Card, Suit, parse_cards
from games.core.errors import InvalidNotationError
from games.core.hand import Hand, HandOptions
from games.core.trick import TrickRecord
from tests.games.hand_helpers import refusal, run


# -- helpers -----------------------------------------------------------------------------------------------------------
def dealt(seats: dict[int, str], alce: str = "2B", variant: str | None = "sin-favorito") -> BazaHand:
    """A partida whose first ronda deals these cards (by seat; the rest of the deck fills the hands in deck order);
    ``alce`` is the pie's (seat 4's) last card, which gives trumps."""
    hands = {seat: cards.split() for seat, cards in seats.items()}
    used = {code for cards in hands.values() for code in cards} | {alce}
    rest = [card.code for card in DECK_48 if card.code not in used]
    deal: list[list[str]] = []
    for seat in range(4):
        cards = list(hands.get(seat, []))
        room = 11 if seat == 3 else 12
        while len(cards) < room:
            cards.append(rest.pop(0))
        if seat == 3:
            cards.append(alce)
        deal.append(cards)
    hand = games.new_hand("malilla", deal=deal, variant=variant)
    assert isinstance(hand, Hand)
    return hand


def settle(
    tricks: list[tuple[int, str]], alce: str = "2B", variant: str | None = "sin-favorito", dealer: int = 3
) -> MalillaState:
    """The state after a ronda whose tricks were won as given (winner seat, the four cards)."""
    options = HandOptions(seed=0, players=4, variant=variant)
    state = RULES.start(options)
    history = tuple(TrickRecord(winner, parse_cards(cards), winner) for winner, cards in tricks)
    state = replace(state, history=history, alce=Card.parse(alce), dealer=dealer)
    return RULES._end_ronda(state, options)


def blank_tricks(count: int) -> list[str]:
    blanks = [card.code for card in DECK_48 if card.rank not in MALILLA_POINTS]
    return [" ".join(blanks[4 * i : 4 * i + 4]) for i in range(count)]


VALUE_CARDS = [card.code for card in DECK_48 if card.rank in MALILLA_POINTS]  # twenty cards of value


def tricks_with(value: list[str], blanks: list[str]) -> list[str]:
    """Cards grouped four by four: the value cards first, then the blank ones."""
    cards = value + blanks
    return [" ".join(cards[i : i + 4]) for i in range(0, len(cards), 4)]


def play_random(hand: BazaHand, seed: int) -> BazaHand:
    rng = random.Random(seed)
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    return hand


# -- deck and deal -----------------------------------------------------------------------------------------------------
def test_the_whole_deck_of_48_is_dealt_and_nothing_is_left():
    """«quarenta y ocho entre todos … y con esta baraja completa se debe jugar á la Malilla» (l. 2388)."""
    hand = games.new_hand("malilla", seed=3)
    cards = [card for seat in hand.state.hands for card in seat]
    assert sorted(cards, key=DECK_48.index) == list(DECK_48)
    assert hand.view(0).stock_size == 0


def test_twelve_each_in_three_rounds_of_four_from_the_dealers_right():
    """«principiando por su derecha, y dando doce á cada uno, en tres veces, á quatro» (l. 2470)."""
    seed = 8
    cards = list(DECK_48)
    random.Random(f"{seed}/1").shuffle(cards)
    hand = games.new_hand("malilla", seed=seed)
    for seat in range(4):
        packets = [cards[16 * r + 4 * seat : 16 * r + 4 * seat + 4] for r in range(3)]
        assert list(hand.state.hands[seat]) == [c for packet in packets for c in packet]


def test_the_dealers_last_card_is_turned_and_gives_trumps():
    """«La última carta de la baraja, que le toca al que dá los naipes, la descubrirá … y es la que señala el
    triunfo para aquella mano» (l. 2474; l. 2390)."""
    hand = games.new_hand("malilla", seed=5)
    state = hand.state
    assert state.alce == state.hands[3][-1]
    for seat in range(4):
        view = hand.view(seat)
        assert view.trump == state.alce.suit
        assert any(state.alce.with_article in note for note in view.notes)
    assert hand.view(0).pinta is None  # the alce is the pie's card, in his hand


def test_the_mano_on_the_dealers_right_leads():
    """«Mano. Es aquel que está á la derecha del que dió los naypes, y al que le toca salir jugando» (l. 2396)."""
    hand = games.new_hand("malilla", seed=5)
    view = hand.view(0)
    assert hand.to_move == 0 and view.mano == 0 and view.legal_actions
    assert sorted(view.legal_actions) == sorted(card.code for card in view.hand)


def test_partners_sit_opposite():
    """«Los compañeros colocados ya uno enfrente del otro» (l. 2450)."""
    view = games.new_hand("malilla", seed=1).view(2)
    assert view.sides == (0, 1, 0, 1) and view.partners(2) == (0,)


def test_a_given_deal_must_be_twelve_each_of_the_48_cards():
    """Twelve each (l. 2470) of the whole deck (l. 2388)."""
    with pytest.raises(InvalidNotationError, match="doce cartas"):
        games.new_hand("malilla", deal=[["1O"] * 12, ["2O"] * 12, ["3O"] * 12, ["4O"] * 11])
    codes = [card.code for card in DECK_48]
    twice = [codes[:12], codes[12:24], codes[24:36], codes[:12]]
    with pytest.raises(InvalidNotationError, match="48 cartas"):
        games.new_hand("malilla", deal=twice)


def test_no_pot_no_other_players_no_unknown_variant():
    """Four players (l. 2382–2384); no plate: the tantos in the middle are counters (l. 2460)."""
    with pytest.raises(InvalidNotationError):
        games.new_hand("malilla", seed=1, players=3)
    with pytest.raises(InvalidNotationError, match="plato"):
        games.new_hand("malilla", seed=1, pot=10)
    with pytest.raises(InvalidNotationError):
        games.new_hand("malilla", seed=1, variant="mari-perez")
    with pytest.raises(InvalidNotationError, match="favorito"):
        games.new_hand("malilla", seed=1, variant="favorito-O+sin-favorito")


# -- the favorito --------------------------------------------------------------------------------------------------------
def test_the_favorito_is_drawn_before_dealing_and_lasts_the_partida():
    """«Favorito. Es un palo que se sacó á la suerte … antes de principiar á dar los naypes y dura toda la partida»
    (l. 2392); drawn with the cut that names the dealer (l. 2450)."""
    drawn = {favorito_of(HandOptions(seed=seed, players=4)) for seed in range(40)}
    assert drawn == set(Suit)
    hand = games.new_hand("malilla", seed=2, variant="juegos-2")
    first = hand.state.favorito
    assert first is not None
    hand = play_random(hand, 2)
    assert hand.state.favorito == first and len(hand.state.rondas) >= 2


def test_the_favorito_may_be_named_or_left_out():
    """«particularmente en jugando con favorito» (l. 2630): it may be agreed, or not played."""
    assert games.new_hand("malilla", seed=2, variant="favorito-C").state.favorito == Suit.COPAS
    assert games.new_hand("malilla", seed=2, variant="sin-favorito").state.favorito is None


# -- order of the cards ----------------------------------------------------------------------------------------------------
def test_the_nine_is_the_malilla_above_the_as():
    """«el nueve es la principal carta ó la mayor del juego con el nombre de Malilla; segundo á esta sigue el as …
    rey, caballo, sota, ocho, siete …» (l. 2432–2434)."""
    hand = dealt({0: "1O", 1: "9O", 2: "12O", 3: "8O"})
    hand = run(hand, "1O 9O 12O 8O")
    assert hand.state.history[0].winner == 1
    assert [c.code for c in RULES.play_rules.ranking(Suit.BASTOS, "O")][:6] == [
        "9O",
        "1O",
        "12O",
        "11O",
        "10O",
        "8O",
    ]


def test_the_smallest_trump_beats_the_highest_card_of_another_suit():
    """«aunque sea el triunfo de los mas pequeños gana á todas las cartas de los otros palos» (l. 2390)."""
    hand = dealt({0: "9O", 1: "3C 4C 5C 6C 7C 8C 3B 4E 5E 6E 7E 8E", 2: "1O", 3: "12O"})
    hand = run(hand, "9O 3B 1O 12O")
    assert hand.state.history[0].winner == 1


# -- refusals ------------------------------------------------------------------------------------------------------------------
def test_out_of_turn_is_refused():
    """«El que jugare de mano no tocandole, no cuenta, y pierde diez tantos» (l. 2486): the table does not let it
    happen."""
    hand = games.new_hand("malilla", seed=4)
    card = hand.state.hands[1][0].code
    found = refusal(hand, card, seat=1)
    assert found.code == "turno" and found.explanation == "No es tu turno: ahora juega el asiento 1."
    assert found.citation is not None and found.citation.first_line == 2486


def test_text_that_is_no_card_is_refused():
    found = refusal(games.new_hand("malilla", seed=4), "arrastro")
    assert found.code == "accion" and "no es una carta" in found.explanation


def test_a_card_not_held_is_refused():
    hand = games.new_hand("malilla", seed=4)
    card = hand.state.hands[2][0]
    found = refusal(hand, card.code)
    assert found.code == "carta" and found.explanation == f"No tienes {card.with_article} en la mano."


def test_renuncio_first_kind_not_following_suit():
    """«primero quando no se sirve al palo que se salió jugando, teniendo» (l. 2415)."""
    hand = dealt({0: "5O", 1: "7O 3C"}).apply("5O")
    found = refusal(hand, "3C")
    assert found.code == "asistir" and found.is_renuncio
    assert "debes servir al palo" in found.explanation
    assert found.citation is not None and found.citation.first_line == 2415


def test_renuncio_second_kind_not_winning_the_opponents_trick():
    """«segundo quando pudiendo no cargase yendo la baza de los contrarios»; «Cargar. Es no solo servir, pero ganar
    pudiendo» (l. 2415, 2413)."""
    hand = dealt({0: "5O", 1: "4O 12O"}).apply("5O")
    found = refusal(hand, "4O")
    assert found.code == "montar" and "cargar" in found.explanation
    assert found.citation is not None and found.citation.first_line == 2413
    assert "4O" not in hand.legal_actions() and "12O" in hand.legal_actions()


def test_renuncio_third_kind_not_trumping_the_opponents_trick():
    """«tercero quando teniendo triunfo y estando fallo no se ponga, yendo la baza de los contrarios» (l. 2415)."""
    hand = dealt({0: "5O", 1: "3C 4C 5C 6C 7C 8C 3B 4E 5E 6E 7E 8E"}).apply("5O")
    found = refusal(hand, "3C")
    assert found.code == "fallar" and "debes fallar" in found.explanation
    assert hand.legal_actions() == ["3B"]


def test_renuncio_fourth_kind_not_over_trumping():
    """«quarto quando habiendo otro fallo no contrafallase, no siendo el que falló su compañero» (l. 2415)."""
    hand = dealt(
        {
            0: "5O",
            1: "3C 4C 5C 6C 7C 8C 6B 4E 5E 6E 7E 8E",
            2: "9C 1C 12C 11C 10C 2C 7B 4B 9E 1E 12E 11E",
        }
    )
    hand = run(hand, "5O 6B")
    assert refusal(hand, "4B").code == "pisar"
    assert refusal(hand, "2C").code == "pisar"
    assert hand.legal_actions() == ["7B"]


def test_on_the_partners_trick_the_play_is_free():
    """«en no dexar de cargar, á menos que no vaya ganando su compañero, que entonces es arbitrario»; fallar ó
    contrafallar «siempre que vayan ganando los contrarios» (l. 2492–2495)."""
    hand = dealt({0: "12O", 1: "3O", 2: "9O 4O 3C 3B"})
    hand = run(hand, "12O 3O")
    assert {"9O", "4O"} == set(hand.legal_actions())  # follow suit, but no need to win
    void = dealt({0: "12O", 1: "3O", 2: "3C 4C 5C 6C 7C 8C 3B 4E 5E 6E 7E 8E"})
    void = run(void, "12O 3O")
    assert set(void.legal_actions()) == {c.code for c in void.state.hands[2]}  # nor to trump


def test_a_finished_partida_takes_no_more_cards():
    hand = play_random(games.new_hand("malilla", seed=6), 6)
    assert hand.phase == FIN and hand.legal_actions() == []
    assert refusal(hand, "9O").code == "fase"


def test_renuncios_are_refused_so_their_ten_tantos_are_never_charged():
    """«no contar y pagar diez tantos» (l. 2495–2497, 2645): the engine refuses the renuncio instead."""
    assert "diez tantos" in INTERPRETATION
    for seed in range(30):
        result = play_random(games.new_hand("malilla", seed=seed), seed).result()
        assert result is not None
        assert all("renuncio" not in t.concept for t in result.transfers)


# -- counting -----------------------------------------------------------------------------------------------------------------
def test_the_cards_are_worth_60_and_the_tricks_12():
    """«la Malilla cinco puntos, el as quatro, el rey tres, caballo dos, y sota uno … cada baza … se contará por uno»
    (l. 2436): 72 in all (l. 2438)."""
    assert card_points(DECK_48, MALILLA_POINTS) == 60
    for seed in range(20):
        hand = play_random(games.new_hand("malilla", seed=seed), seed)
        assert all(sum(ronda.points) == 72 for ronda in hand.state.rondas)
        assert sum(hand.view(0).points) == 72 and sum(hand.view(0).card_points) == 60


def test_a_trick_counts_one_more_than_its_cards():
    """«si la baza tuviese cartas de valor siempre se le añadirá un punto mas por el que le corresponde á la baza»
    (l. 2436)."""
    history = (
        TrickRecord(0, parse_cards("9O 1O 2O 3O"), 0),
        TrickRecord(0, parse_cards("2C 3C 4C 5C"), 1),
    )
    assert side_points(history) == ((10, 1), (9, 0))


def test_the_side_over_36_wins_the_excess():
    """«debiendo hacer cada partida treinta y seis puntos, los que se tengan demas será la ganancia, y los que se
    tengan de menos la pérdida» (l. 2438)."""
    blanks = [c for t in blank_tricks(7) for c in t.split()]
    tricks = tricks_with(VALUE_CARDS, blanks)
    # Seat 2 wins the first three tricks: oros and copas of value (30) and the as and malilla de espadas (9).
    state = settle([(1, t) for t in tricks[:3]] + [(0, t) for t in tricks[3:]])
    assert state.rondas[0].points == (21 + 9, 39 + 3)
    result = state.result
    assert result is not None and result.kind == "ganancia" and result.winners == (1, 3)
    assert result.payments == (-6, 6, -6, 6)
    assert result.explanation.startswith("Ganan la partida los asientos 2 y 4.")


def test_one_point_short_of_capote_wins_thirty_five():
    """«mas si faltase tan solo un punto, solo se ganará treinta y cinco, que es lo que excedió sobre las treinta y
    seis, siendo la mayor ganancia que puede darse no habiendo capote» (l. 2440)."""
    blanks = blank_tricks(7)
    rest = [c for t in blanks[1:] for c in t.split()]
    tricks = [(0, t) for t in tricks_with(VALUE_CARDS, rest)] + [(1, blanks[0])]
    state = settle(tricks)
    assert state.rondas[0].points == (71, 1)
    result = state.result
    assert result is not None and result.payments == (35, -35, 35, -35)
    assert "35 sobre 36" in result.table[0] and "(l. 2438–2440)" in result.table[0]


def test_the_capote_wins_72_not_the_excess():
    """«si hubiese capote, que vale el conjunto ó setenta y dos tantos, se ganan estos, y no el exceso de treinta y
    seis» (l. 2438–2440); «Por el capote. 72» (l. 2638)."""
    blanks = [c for t in blank_tricks(7) for c in t.split()]
    state = settle([(1, t) for t in tricks_with(VALUE_CARDS, blanks)])
    result = state.result
    assert result is not None and result.kind == "capote" and result.winners == (1, 3)
    assert result.payments == (-72, 72, -72, 72)
    assert "capote" in result.table[0] and "(l. 2638)" in result.table[0]


def test_36_each_wins_nothing_and_another_hand_is_dealt():
    """Each side needs 36 (l. 2438): at 36 each nobody gains, and the partida goes on; the deal passes to the mano."""
    value = VALUE_CARDS  # oros and copas for side 0 (30 points), espadas and bastos for side 1
    blanks = [c for t in blank_tricks(7) for c in t.split()]
    side0 = [c for c in value if c[-1] in "OC"] + [c for c in blanks if c[-1] in "OC"]
    side1 = [c for c in value if c[-1] in "EB"] + [c for c in blanks if c[-1] in "EB"]
    tricks = [(0, " ".join(side0[i : i + 4])) for i in range(0, 24, 4)]
    tricks += [(1, " ".join(side1[i : i + 4])) for i in range(0, 24, 4)]
    state = settle(tricks)
    assert state.rondas[0].points == (36, 36) and state.rondas[0].winners == ()
    assert state.phase == JUEGO and state.ronda == 2 and state.result is None
    assert state.dealer == 0 and state.to_move == 1 and state.transfers == ()


# -- the alce, the favorito, the payments --------------------------------------------------------------------------------
def test_a_turned_malilla_gives_the_dealers_side_five_tantos():
    """«Si fuese carta de valor la descubierta, se señalará tantos tantos de ganancia quantos puntos tenga … por una
    Malilla cinco tantos, por un as quatro &c.» (l. 2474, 2640–2644)."""
    blanks = blank_tricks(7)
    rest = [c for t in blanks[1:] for c in t.split()]
    tricks = [(0, t) for t in tricks_with(VALUE_CARDS, rest)] + [(1, blanks[0])]
    state = settle(tricks, alce="9B")
    result = state.result
    assert result is not None
    assert result.payments == (35 - 5, 5 - 35, 35 - 5, 5 - 35)
    alce = [t for t in result.transfers if "alce" in t.concept]
    assert [(t.payer, t.payee, t.amount) for t in alce] == [(0, 1, 5), (2, 3, 5)]
    assert alce[0].citation is not None and alce[0].citation.first_line == 2474


@pytest.mark.parametrize(
    ("card", "tantos"), [("9E", 5), ("1E", 4), ("12E", 3), ("11E", 2), ("10E", 1), ("8E", 0)]
)
def test_the_alce_is_worth_the_points_of_the_card(card, tantos):
    """«por una Malilla cinco tantos, por un as quatro &c. y por consiguiente nada por las cartas blancas»
    (l. 2474)."""
    blanks = blank_tricks(7)
    rest = [c for t in blanks[1:] for c in t.split()]
    tricks = [(0, t) for t in tricks_with(VALUE_CARDS, rest)] + [(1, blanks[0])]
    result = settle(tricks, alce=card).result
    assert result is not None and result.payments[1] == tantos - 35


def test_everything_is_paid_double_when_the_favorito_is_trumps():
    """«Todo esto se paga doble la mano de favorito» (l. 2646); «pagándose todo doble la mano que sale triunfo»
    (l. 2392)."""
    blanks = blank_tricks(7)
    rest = [c for t in blanks[1:] for c in t.split()]
    tricks = [(0, t) for t in tricks_with(VALUE_CARDS, rest)] + [(1, blanks[0])]
    plain = settle(tricks, alce="1B", variant="favorito-O").result
    double = settle(tricks, alce="1B", variant="favorito-B").result
    assert plain is not None and double is not None
    assert plain.payments == (31, -31, 31, -31)
    assert double.payments == (62, -62, 62, -62)
    doubles = [t for t in double.transfers if "doble del favorito" in t.concept]
    assert len(doubles) == 4 and all(
        t.citation is not None and t.citation.first_line == 2646 for t in doubles
    )


def test_each_loser_pays_the_opponent_on_his_right():
    """The side's gain is each player's (l. 2438; the split between partners is our reading): seat 1 pays seat 2,
    seat 3 pays seat 4, or seat 2 pays seat 3 and seat 4 pays seat 1."""
    blanks = [c for t in blank_tricks(7) for c in t.split()]
    result = settle([(0, t) for t in tricks_with(VALUE_CARDS, blanks)]).result
    assert result is not None
    assert [(t.payer, t.payee) for t in result.transfers] == [(1, 2), (3, 0)]
    assert (
        result.table[0] == "El asiento 2 paga 72 tantos al asiento 3 por el capote de la ronda 1 (l. 2638)."
    )


def test_a_partida_of_two_juegos_plays_rondas_and_passes_the_deal():
    """The deal passes on (the mano deals next, l. 2396, 2470); with ``juegos-2`` a side must win two hands."""
    hand = games.new_hand("malilla", seed=9, variant="juegos-2+sin-favorito")
    while hand.state.ronda == 1:
        hand = hand.apply(hand.legal_actions()[0])
    assert hand.state.dealer == 0 and hand.to_move == 1 and hand.view(2).mano == 1
    assert len(hand.state.hands[0]) == 12 and hand.state.alce == hand.state.hands[0][-1]
    assert hand.view(0).rondas[0].number == 1 and hand.view(0).history == ()
    hand = play_random(hand, 9)
    result = hand.result()
    assert result is not None and max(hand.view(0).juegos) == 2 and result.kind == "partida"
    assert sum(result.payments) == 0


def test_the_notation_replays_the_partida():
    hand = play_random(games.new_hand("malilla", seed=12, variant="favorito-E"), 12)
    again = BazaHand.from_notation(hand.notation)
    assert again.notation == hand.notation and again.result() == hand.result()
    given = dealt({0: "5O"})
    assert BazaHand.from_notation(given.notation).state.hands == given.state.hands


def test_the_rules_are_registered():
    assert isinstance(games.GAMES["malilla"].hand_rules, MalillaRules)
    assert set(games.GAMES["malilla"].bots) == {"principiante", "experto"}
    view = games.new_hand("malilla", seed=1).view(0)
    assert games.choose(view, "experto") in view.legal_actions
    assert games.choose(view, "principiante") in view.legal_actions


def test_the_experto_beats_the_principiantes():
    """Two expertos against two principiantes, sides alternating, win most partidas."""
    wins = 0
    for seed in range(120):
        side = seed % 2
        levels = ["experto" if s % 2 == side else "principiante" for s in range(4)]
        hand = games.new_hand("malilla", seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            seat = hand.to_move
            assert seat is not None
            hand = hand.apply(games.choose(hand.view(seat), levels[seat], rng))
        result = hand.result()
        assert result is not None
        wins += side in result.winners
    assert wins >= 72  # 60 %


# -- property test --------------------------------------------------------------------------------------------------------
def check_views(hand: BazaHand) -> None:
    state = hand.state
    views = [hand.view(seat) for seat in range(4)]
    cards = [c for view in views for c in view.hand] + list(views[0].played)
    assert len(cards) == len(set(cards)) == 48, hand.notation  # cards conserved
    for view in views:
        assert view.hand == state.hands[view.seat] and view.stock_size == 0
        assert bool(view.legal_actions) == (view.seat == hand.to_move)
        for other in views:
            if other.seat != view.seat:
                assert not view.visible_cards() & set(other.hand), hand.notation
    assert sum(views[0].points) == sum(views[0].card_points) + len(views[0].history)


def test_a_thousand_random_partidas_keep_every_invariant():
    for seed in range(1000):
        rng = random.Random(seed)
        variant = rng.choice([None, "sin-favorito", "juegos-2", "favorito-O"])
        hand = games.new_hand("malilla", seed=seed, variant=variant)
        full = seed < 60
        while not hand.is_over:
            if full or rng.random() < 0.05:
                check_views(hand)
            actions = hand.legal_actions()
            assert actions and all(hand.check(a) is None for a in actions)
            hand = hand.apply(rng.choice(actions))
        result = hand.result()
        assert result is not None
        assert sum(result.payments) == 0 and result.pot_before == result.pot_after == 0
        assert set(result.winners) in ({0, 2}, {1, 3})
        if seed % 25 == 0:
            again = BazaHand.from_notation(hand.notation)
            assert again.notation == hand.notation and again.result() == result
