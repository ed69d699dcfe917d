"""Whole hands of the Dosillo (Madrid, 1807, l. 1588–1607), one test per rule, each citing its line of
mediator-hombre-1807.txt (the Dosillo follows the Mediator, and the Hombre in the robo, l. 1607)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import games
from games.core.cards import Card, Suit
from games.core.hand import HandOptions
from games.core.trick import Position, TrickRecord
from tests.games.hand_helpers import cards, run

RULES = games.GAMES["dosillo"].hand_rules

# Espadas make seven estuches for seat 0; seat 1 has bastos and copas; the oros are out of the deck.
STRONG = "1E 2E 1B 12E 11E 10E 7E 12C"
WEAK = "12B 11B 10B 7B 6B 11C 10C 1C"


def new(seed: int = 3, **options):
    return games.new_hand("dosillo", seed=seed, **options)


def dealt(hands: list[str], talon: str = "", variant: str | None = None, **options):
    """A Dosillo hand with the given cards; the monte is the rest of the thirty in deck order unless given."""
    seats = [hand.split() for hand in hands]
    used = {code for seat in seats for code in seat}
    rest = talon.split() if talon else [c.code for c in RULES.deck_cards(variant) if c.code not in used]
    return games.new_hand("dosillo", deal=[*seats, rest], variant=variant, **options)


def settle(
    tricks: tuple[int, int],
    contract: str = "entrada",
    jugador: int = 0,
    trump: str = "B",
    hand: str = "12E 6E 5E 4C 5C 6C 7C 3E",
    other: str = "",
    winners: str = "",
    bola: bool = False,
    high_bid: str | None = None,
    bids: tuple[tuple[int, str], ...] = (),
    pot: int = 0,
):
    """The result of a Dosillo hand that ended with ``tricks`` (``winners`` gives the seat, 0 or 1, that won each
    trick in order; by default the Hombre's first)."""
    options = HandOptions(seed=0, players=2, pot=pot)
    order = winners or "".join(str(jugador) * tricks[jugador] + str(1 - jugador) * tricks[1 - jugador])
    history = tuple(TrickRecord(0, (), int(w)) for w in order)
    start_hands = (
        tuple(Card.parse(c) for c in (hand if jugador == 0 else other).split()),
        tuple(Card.parse(c) for c in (other if jugador == 0 else hand).split()),
    )
    state = replace(
        RULES.start(options),
        jugador=jugador,
        contract=contract,
        trump=Suit.parse(trump),
        position=Position(games.GAMES["dosillo"].rules, ((), ()), Suit.parse(trump), (), 0, 0, tricks),
        start_hands=start_hands,
        history=history,
        bola=bola,
        high_bid=high_bid or contract,
        bids=bids or ((jugador, contract),),
    )
    return RULES.settle(state, options)


def lines(result, payer: int | None):
    return [(t.concept, t.amount) for t in result.transfers if t.payer == payer]


def play_out(hand, level: str = "experto"):
    while not hand.is_over:
        hand = hand.apply(games.choose(hand.view(hand.to_move), level))
    return hand


# -- the deck and the deal ------------------------------------------------------------------------------------------------
def test_a_long_suit_is_taken_out_leaving_thirty_cards():
    # l. 1592: "se quita todo un palo (de oros ó de copas), y quedan treinta naypes".
    assert len(RULES.deck_cards(None)) == 30 and all(c.suit != Suit.OROS for c in RULES.deck_cards(None))
    assert all(c.suit != Suit.COPAS for c in RULES.deck_cards("sin-copas"))
    hand = new(4, variant="sin-copas")
    state = hand.state
    every = [c for h in state.hands for c in h] + list(state.talon)
    assert len(set(every)) == 30 and not any(c.suit == Suit.COPAS for c in every)


def test_eight_cards_each_and_fourteen_in_the_monte():
    # l. 1592–1594: "se dan ocho naypes á cada uno, quedando un monte ó baceta de catorce naypes".
    hand = new(1)
    assert [len(hand.view(seat).hand) for seat in (0, 1)] == [8, 8] and hand.view(0).talon_size == 14
    assert new(1) == hand and new(2).state != hand.state


def test_two_players_only():
    # l. 1588: "Del Mediator entre dos, ó Dosillo".
    with pytest.raises(games.InvalidNotationError):
        games.new_hand("dosillo", players=3)
    assert games.new_hand("Mediator entre dos").game == "dosillo"


def test_a_given_deal_must_have_the_thirty_cards():
    with pytest.raises(games.InvalidNotationError, match="30 cartas"):
        games.new_hand("dosillo", deal=[STRONG.split(), WEAK.split(), ["1O"] * 14])
    hand = dealt([STRONG, WEAK])
    assert games.Hand.from_notation(hand.notation) == hand


# -- the auction (Mediator, l. 561–575) ----------------------------------------------------------------------------------
def test_the_games_are_entrada_solo_and_solo_with_bola():
    # l. 93–105: entrada, solo and bola «desde el principio» (Mediator needs a partner's king, impossible between two).
    hand = new(3)
    assert hand.legal_actions() == ["paso", "entrada", "solo", "bola"]
    violation = hand.check("vuelta")
    assert violation.code == "subasta" and "l. 93–105" in violation.source


def test_the_mano_speaks_first_and_the_other_must_bid_higher():
    # l. 561: "El que fuese mano será el primero que haga juego"; l. 569: pujar is a greater game.
    hand = run(new(3), "entrada")
    assert hand.to_move == 1 and hand.legal_actions() == ["paso", "solo", "bola"]
    violation = hand.check("entrada")
    assert violation.code == "subasta" and "l. 569–575" in violation.source


def test_the_mano_may_make_the_game_he_was_outbid_with():
    # l. 569: "si se lo pujasen aun le queda al mano el arbitrio de hacer el juego que han nombrado, ú otro mayor".
    hand = run(new(3), "entrada solo")
    assert hand.to_move == 0 and hand.legal_actions() == ["paso", "solo", "bola"]
    hand = run(hand, "solo")
    assert hand.to_move == 1 and hand.legal_actions() == ["paso", "bola"]
    hand = run(hand, "paso")
    assert hand.phase == "triunfo" and hand.state.jugador == 0 and hand.state.contract == "solo"


def test_the_game_once_made_is_raised_only_when_forced():
    # l. 571–573: "Solamente forzado puede aumentarse el juego que una vez se hizo".
    hand = run(new(3), "entrada paso")
    assert hand.phase == "triunfo" and hand.state.contract == "entrada"


def test_when_both_pass_the_holder_of_the_espadilla_chilla():
    # l. 565: "Si todos hubiesen pasado se obliga al que tiene la espadilla á que chille"; l. 567.
    hand = run(dealt([WEAK, STRONG]), "paso paso")
    assert hand.phase == "triunfo" and hand.to_move == 1 and hand.state.jugador == 1
    assert hand.state.contract == "entrada" and hand.view(0).bids[-1] == (1, "chillo")


def test_when_both_pass_and_the_espadilla_is_in_the_monte_the_polla_stays():
    # Not in the book: nobody can chillar; as in the Hombre (l. 1201) the polla stays in the middle.
    hand = run(dealt(["2E 1B 12E 11E 10E 7E 12C 2C", WEAK]), "paso paso")
    result = hand.result()
    assert result.kind == "pasan" and result.payments == (-20, 0) and result.pot_after == 20


def test_the_chillado_may_not_go_to_bola():
    # l. 688: "El que entráre forzado por tener la espadilla, no puede … emprender bola".
    hand = run(dealt([STRONG, WEAK]), "paso paso triunfo:E roba roba")
    while len(hand.state.history) < 5:
        hand = hand.apply(hand.legal_actions()[0])
    assert [r.winner for r in hand.state.history] == [0] * 5 and hand.to_move == 0
    assert "bola" not in hand.legal_actions()
    violation = hand.check("bola")
    assert violation.code == "bola" and "l. 688" in violation.source


def test_the_chillado_neither_collects_nor_pays_calidades():
    # l. 598: "en este caso no se pagan ni cobran calidades".
    result = settle((8, 0), trump="E", hand=STRONG, bids=((0, "paso"), (1, "paso"), (0, "chillo")))
    assert lines(result, 1) == [("la entrada", 1)]


# -- trumps and the robo (the Hombre's, l. 1607) ---------------------------------------------------------------------------
def test_naming_the_removed_suit_is_refused_and_its_polla_explained():
    # l. 1600: "Si se nombrase el palo que se ha quitado (haciéndolo triunfo) pagaría una polla por la equivocacion".
    hand = run(new(3), "entrada paso")
    assert "triunfo:O" not in hand.legal_actions() and len(hand.legal_actions()) == 3
    violation = hand.check("triunfo:oros")
    assert violation.code == "triunfo" and "polla" in violation.explanation and "l. 1600" in violation.source
    copas = run(new(3, variant="sin-copas"), "entrada paso")
    assert copas.check("triunfo:C").code == "triunfo" and copas.check("triunfo:O") is None


def test_the_hombre_names_trumps_before_the_robo():
    # l. 1287: "Antes de haber robado ha de tener el Hombre cuidado de nombrar el palo que hace triunfo".
    hand = run(new(3), "entrada paso")
    violation = hand.check(f"descarta:{cards(hand.view(0))[0]}")
    assert violation.code == "triunfo" and "l. 1287–1291" in violation.source


def test_the_hombre_discards_seven_at_most_not_all():
    # l. 1215: "no tiene número señalado, pero no puede ser de todas".
    hand = run(new(3), "entrada paso triunfo:E")
    hand = run(hand, " ".join(f"descarta:{c}" for c in cards(hand.view(0))[:7]))
    violation = hand.check(f"descarta:{cards(hand.view(0))[0]}")
    assert violation.code == "descarte" and "7 como mucho" in violation.explanation


def test_drawing_more_or_fewer_than_discarded_is_refused_by_ley_x():
    # Ley X, l. 1105–1107: "prohíbe tomar mas ni menos cartas que las que se hayan descartado".
    hand = run(new(3), "entrada paso triunfo:E")
    hand = run(hand, " ".join(f"descarta:{c}" for c in cards(hand.view(0))[:3]))
    assert hand.check("roba:4").code == "robo" and hand.check("roba:3") is None


def test_after_the_hombre_the_other_may_take_the_rest_of_the_monte():
    # l. 1225: "De las cartas que haya dexado en el monte el entrado se descartarán los otros"; l. 1229: "aunque
    # sean siete".
    hand = run(new(3), "entrada paso triunfo:E")
    hand = run(hand, " ".join(f"descarta:{c}" for c in cards(hand.view(0))[:7]) + " roba")
    assert hand.to_move == 1 and hand.view(1).talon_size == 7
    hand = run(hand, " ".join(f"descarta:{c}" for c in cards(hand.view(1))[:7]))
    assert hand.check(f"descarta:{cards(hand.view(1))[0]}").code == "descarte"
    hand = run(hand, "roba")
    assert hand.phase == "juego" and hand.to_move == 0 and hand.view(0).talon_size == 0


def test_the_solo_player_does_not_discard_but_the_other_does():
    # l. 1213: "Solamente en el juego de entrada puede descartarse el Hombre, pero los dos contrarios, tanto en el
    # juego de entrada como en el solo".
    hand = run(new(3), "paso solo triunfo:B")
    assert hand.phase == "descarte" and hand.to_move == 0
    violation = hand.check(f"descarta:{cards(hand.view(1))[0]}", seat=1)
    assert violation.code == "descarte" and "l. 1213" in violation.source


def test_the_mano_plays_the_first_card():
    # l. 579: "El mano principia á jugar".
    hand = run(new(3), "paso entrada triunfo:B roba roba")
    assert hand.phase == "juego" and hand.to_move == 0


def test_a_lone_matador_keeps_its_privilege_against_a_small_trump():
    # l. 708–711: the lone matador need not answer a smaller trump, but the espadilla led forces it.
    hand = run(
        dealt(["3E 4E 5E 6E 12C 11C 10C 1E", "1B 12B 11B 10B 7B 6B 1C 2C"]),
        "entrada paso triunfo:E roba roba",
    )
    assert "12B" in run(hand, "3E").legal_actions()
    assert run(hand, "1E").legal_actions() == ["1B"]


# -- the result (l. 1596) and the payments (Mediator, l. 1021–1049) -------------------------------------------------------
@pytest.mark.parametrize(
    ("made", "kind", "winner"),
    [(8, "gana", 0), (5, "gana", 0), (4, "puesta", 1), (3, "codillo", 1), (0, "codillo", 1)],
)
def test_five_tricks_win_four_are_puesta_three_or_fewer_codillo(made, kind, winner):
    # l. 1596: "Es preciso hacer cinco bazas para ganar; quatro será perdido puesta, y tres ó menos codillo".
    result = settle((made, 8 - made))
    assert result.kind == kind and result.winners == (winner,) and "l. 1596" in str(result.citation)


def test_the_mano_puts_the_polla_and_the_winner_takes_what_is_in_the_middle():
    # l. 1021: "El que es mano pone en medio dos fichas ó la polla. 20"; l. 1027: "Por la entrada. 1."
    result = settle((3, 5), jugador=1, pot=40, winners="01011011")
    assert result.payments == (-20 - 1, 60 + 1) and result.pot_after == 0


def test_the_solo_is_paid_one_ficha():
    # l. 1039: "Por el solo una ficha. 10."
    assert settle((6, 2), contract="solo", winners="01000001").payments == (-20 + 20 + 10, -10)


def test_a_puesta_puts_as_much_again_in_the_middle_and_pays_the_game():
    # l. 1045: "Si se perdiese puesta, la polla ó pozo que pierda el Hombre se queda en medio"; l. 1041–1043.
    result = settle((4, 4), pot=20)
    assert result.payments == (-20 - 1 - 40, 1) and result.pot_after == 80


def test_a_codillo_pays_the_other_what_is_in_the_middle():
    # l. 1045: "pero si se pierde cordillo, se reparte entre los que lo dieron".
    result = settle((5, 3), jugador=1)
    assert result.payments == (-20 + 1 + 20, -1 - 20) and result.pot_after == 20 and result.winners == (0,)


def test_each_estuche_is_a_tanto_counted_from_the_first_and_at_least_three():
    # l. 1029: "Por cada estuche. 1."; l. 1047: "contar todos los estuches desde el primero"; l. 158–162.
    result = settle((5, 3), trump="E", hand=STRONG, winners="01000011")
    assert ("7 estuches", 7) in lines(result, 1)
    two = settle((5, 3), trump="E", hand="1E 2E 12E 11E 10E 7E 12C 11C")
    assert all("estuche" not in concept for concept, _ in lines(two, 1))


def test_the_contraestuche_is_paid_as_if_held_when_united_in_the_other_hand():
    # l. 822: "Si el Hombre … jugasen contra estuche, y ganasen el juego, se les pagaria como si lo tuviesen"; l. 1323.
    result = settle((5, 3), trump="E", hand="12E 11E 10E 7E 12C 11C 12B 11B", other="1E 2E 1B 3E 4B 5B 6B 7B")
    assert ("contraestuche de 3", 3) in lines(result, 1)
    monte = settle((5, 3), trump="E", hand="12E 11E 10E 7E 12C 11C 12B 11B", other="1E 2E 3E 4B 5B 6B 7B 2B")
    assert all("estuche" not in concept for concept, _ in lines(monte, 1))


def test_the_primeras_are_the_first_five_tricks_in_a_row():
    # l. 156: "Primeras … hacer seguidas las seis primeras bazas" (the winning number, five in the Dosillo); l. 1031.
    assert ("las primeras (las cinco primeras bazas seguidas)", 1) in lines(
        settle((6, 2), winners="00000110"), 1
    )
    assert all("primeras" not in concept for concept, _ in lines(settle((6, 2), winners="01000001"), 1))


def test_the_desbola_is_paid_by_the_hombre_who_makes_no_trick():
    # l. 107: "Desbola. Es no hacer baza alguna el que hizo juego"; l. 1033: "Por la bola ó desbola tres fichas".
    assert ("la desbola (no hizo baza)", 30) in lines(settle((0, 8)), 0)


def test_bola_is_asked_after_five_tricks_and_if_cut_the_game_is_still_won():
    # l. 105: bola "se pide al jugar la septima carta" (the sixth here); l. 180: "Perder la bola … no por eso pierde
    # el juego"; l. 1033: three fichas.
    won = settle((8, 0), bola=True)
    assert won.bola == "ganada" and ("la bola", 30) in lines(won, 1)
    cut = settle((7, 1), bola=True, winners="00000100")
    assert cut.kind == "gana" and cut.bola == "cortada" and ("la bola cortada", 30) in lines(cut, 0)


def test_bola_is_asked_in_play_before_the_sixth_card():
    hand = run(dealt([STRONG, WEAK]), "entrada paso triunfo:E roba roba")
    assert "bola" not in hand.legal_actions()
    while len(hand.state.history) < 5:
        hand = hand.apply(hand.legal_actions()[0])
    assert "bola" in hand.legal_actions()
    hand = play_out(hand.apply("bola"))
    assert hand.result().bola == "ganada" and hand.result().tricks == (8, 0)


def test_solo_with_bola_from_the_start_outbids_the_solo():
    # l. 103: bola "desde el principio … tiene la preferencia al que haga igual juego".
    hand = run(new(3), "solo bola")
    assert hand.legal_actions() == ["paso", "bola"]
    hand = run(hand, "paso")
    assert hand.state.contract == "solo" and hand.state.bola and hand.phase == "triunfo"


def test_solo_with_bola_from_the_start_is_lost_with_the_bola():
    # l. 339: "perderá no solamente la bola, pero tambien lo que tenia ganado por el juego … si tuviera hechas
    # cinco lo perderá puesta, y si menos … codillo" (four and fewer in the Dosillo).
    late = settle((7, 1), contract="solo", bola=True, high_bid="bola", winners="00000100")
    assert late.kind == "puesta" and late.contract == "solo con bola" and "l. 339–341" in str(late.citation)
    assert ("el solo", 10) in lines(late, 0) and ("la bola cortada", 30) in lines(late, 0)
    early = settle((6, 2), contract="solo", bola=True, high_bid="bola", winners="00100000")
    assert early.kind == "codillo" and early.winners == (1,)


def test_no_primeras_with_bola_from_the_start():
    # l. 696: "Al que va á bola desde el principio no se le pagan primeras".
    result = settle((8, 0), contract="solo", bola=True, high_bid="bola")
    assert result.kind == "gana" and all("primeras" not in concept for concept, _ in lines(result, 1))
    assert ("el solo", 10) in lines(result, 1) and ("la bola", 30) in lines(result, 1)


def test_payments_quote_the_book():
    result = settle((3, 5))
    assert "(l. 1021)" in result.table[0] and any("(l. 1045)" in line for line in result.table)


# -- whole hands ----------------------------------------------------------------------------------------------------------
def test_whole_hands_balance_and_agree_with_the_tricks():
    for seed in range(200):
        rng = random.Random(seed)
        hand = new(seed, variant="sin-copas" if seed % 3 == 0 else None)
        while not hand.is_over:
            hand = hand.apply(rng.choice(hand.legal_actions()))
        result = hand.result()
        assert sum(result.payments) + result.pot_change == 0
        if result.jugador is not None:
            assert sum(result.tricks) == 8
        assert games.Hand.from_notation(hand.notation) == hand


def test_the_expert_beats_the_beginner():
    won = {"experto": 0, "principiante": 0}
    for seed in range(200):
        levels = ["experto", "principiante"] if seed % 2 else ["principiante", "experto"]
        hand = new(seed)
        while not hand.is_over:
            hand = hand.apply(games.choose(hand.view(hand.to_move), levels[hand.to_move]))
        for seat in hand.result().winners:
            won[levels[seat]] += 1
    assert won["experto"] > 1.5 * won["principiante"]
