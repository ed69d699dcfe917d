"""The modern Tresillo's variants at the table, one test per rule, each citing its line of juegos-baraja-espanola.txt:
palo de favor, espada forzada (birlonga), contrabola and the fourth player as alcalde."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

import games
from games import Card, Suit
from games.core.errors import InvalidNotationError
from games.core.hand import HandOptions
from games.core.trick import Position
from games.ombre.state import OmbreState
from tests.games.hand_helpers import dealt, refusal, run

STRONG = ["1E 7O 1B 1O 12O 11O 10O 2O 3O", "12C 11C 10C 1C 2C 3C 4C 5C 6C", "12E 11E 10E 7E 6E 5E 4E 3E 2E"]
# Nobody has a game here; seat 1 holds the espada.
WEAK = ["3C 4C 5O 6O 3E 4E 5B 6B 7B", "1E 5C 6C 4O 5E 6E 2B 3B 4B", "2C 7C 2O 3O 7E 11B 2E 10B 12B"]
# The mano holds no matador and no figure: a hand for the contrabola.
HOPELESS = ["2O 3O 4O 5O 6O 7O 2C 3C 4C", "1O 12O 11O 10O 12C 11C 10C 1C 5C", "1E 1B 7C 6C 12E 11E 10E 7E 6E"]


def played_out(hand: Any) -> Any:
    """The hand played to its end: the Jugador plays his lowest card, the others their highest."""
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0] if hand.phase != "juego" else card_for(hand))
    return hand


def card_for(hand: Any) -> str:
    view = hand.view(hand.to_move)
    order = view.play_rules.order(view.trump)
    cards = [Card.parse(action) for action in hand.legal_actions() if action[0].isdigit()]
    choose = min if hand.to_move == view.jugador else max
    return choose(cards, key=lambda card: (order.suit_of[card] == "T", order.power[card])).code


def cited(violation, first: int, last: int | None = None) -> bool:
    citation = violation.citation
    return citation is not None and citation.first_line <= first and (last or first) <= citation.last_line


# -- palo de favor (l. 2418–2420) --------------------------------------------------------------------------------------
def test_palo_de_favor_the_lances_a_oros_rank_above_their_plain_lance():
    # l. 2420: "de mayor a menor: solo a oros, solo, vuelta a oros, vuelta, entrada a oros y entrada".
    hand = games.new_hand("tresillo", seed=7, variant="palo-de-favor")
    assert hand.legal_actions() == [
        "paso",
        "entrada",
        "entrada-oros",
        "vuelta",
        "vuelta-oros",
        "solo",
        "solo-oros",
    ]
    hand = hand.apply("entrada-oros")
    violation = refusal(hand, "entrada")
    assert violation.code == "subasta" and cited(violation, 2420)
    assert "vuelta" in hand.legal_actions()


def test_palo_de_favor_identical_lances_go_to_the_mano():
    # l. 2420: "Si hay dos jugadores que ofrecen lances idénticos, el que sea mano tendrá prioridad".
    hand = run(games.new_hand("tresillo", seed=7, variant="palo-de-favor"), "paso vuelta-oros")
    assert refusal(hand, "vuelta-oros").code == "subasta"  # seat 2 is farther from the mano
    hand = run(games.new_hand("tresillo", seed=7, variant="palo-de-favor"), "vuelta-oros")
    assert "vuelta-oros" not in hand.legal_actions() and "solo" in hand.legal_actions()


def test_palo_de_favor_a_lance_a_oros_makes_oros_trumps():
    # l. 2420 (and Vocabulario, l. 2485: "cuando el Jugador elija dicho palo como triunfo").
    hand = run(games.new_hand("tresillo", seed=7, variant="palo-de-favor"), "entrada-oros paso paso")
    assert hand.phase == "descarte" and hand.state.trump == Suit.OROS and hand.state.contract == "entrada"
    hand = run(games.new_hand("tresillo", seed=7, variant="palo-de-favor"), "vuelta-oros paso paso")
    assert hand.state.trump == Suit.OROS and hand.state.turned in hand.state.hands[0]
    hand = run(games.new_hand("tresillo", seed=7, variant="palo-de-favor"), "solo-oros paso paso")
    assert hand.state.trump == Suit.OROS and hand.to_move == 1  # no exchange for the solo: the contra goes


def test_palo_de_favor_a_plain_lance_may_not_name_oros():
    # l. 2418–2420: oros, the favoured suit, belongs to the lances a oros, which rank higher.
    hand = run(games.new_hand("tresillo", seed=7, variant="palo-de-favor"), "entrada paso paso")
    assert "triunfo:O" not in hand.legal_actions()
    violation = refusal(hand, "triunfo:O")
    assert violation.code == "triunfo" and cited(violation, 2420)


def test_palo_de_favor_everything_is_paid_double():
    # l. 2420: "cuando se juega con palo de favor se paga y se cobra todo doble".
    plain = played_out(run(dealt("tresillo", STRONG), "solo paso paso triunfo:O roba roba"))
    favoured = played_out(
        run(dealt("tresillo", STRONG, variant="palo-de-favor"), "solo-oros paso paso roba roba")
    )
    assert plain.result().kind == favoured.result().kind == "llevada"
    assert favoured.result().payments == tuple(2 * n for n in plain.result().payments)
    assert favoured.result().payments[0] > 0
    assert all("palo de favor" in line.concept for line in favoured.result().transfers)


# -- espada forzada or birlonga (l. 2422–2424) ---------------------------------------------------------------------------
def test_espada_forzada_the_holder_of_the_espada_must_enter_when_all_passed():
    # l. 2424: "el que tiene la espada se verá en la obligación de jugar en la segunda vuelta, pudiendo efectuar una
    # entrada sencilla o vuelta".
    hand = run(dealt("tresillo", WEAK, variant="espada-forzada"), "paso paso paso")
    assert hand.phase == "subasta" and hand.to_move == 1
    assert hand.legal_actions() == ["entrada", "vuelta"]
    for word in ("paso", "solo"):
        violation = refusal(hand, word)
        assert violation.code == "subasta" and cited(violation, 2422, 2424)
    hand = hand.apply("entrada")
    assert hand.phase == "triunfo" and hand.state.jugador == 1


def test_espada_forzada_another_may_enter_first():
    # l. 2424: "si uno de los otros jugadores quiere entrar, puede hacerlo aunque no tenga la espada".
    hand = run(dealt("tresillo", WEAK, variant="espada-forzada"), "paso paso entrada")
    assert hand.phase == "triunfo" and hand.state.jugador == 2


def test_espada_forzada_without_the_espada_in_a_hand_nobody_plays():
    # l. 2424 binds only "el que tenga la espada": in the baceta it binds no one (interpretation 11).
    deal = [WEAK[0], "12O 5C 6C 4O 5E 6E 2B 3B 4B", WEAK[2]]
    hand = run(dealt("tresillo", deal, variant="espada-forzada"), "paso paso paso")
    assert hand.is_over and hand.result().kind == "pasan"


# -- contrabola (l. 2431–2433) -----------------------------------------------------------------------------------------
def test_contrabola_only_after_all_have_passed():
    # l. 2433: "solo es permitida después que todos los jugadores hayan dicho 'paso'".
    hand = dealt("tresillo", WEAK, variant="contrabola")
    violation = refusal(hand, "contrabola")
    assert violation.code == "subasta" and cited(violation, 2431, 2433)
    hand = run(hand, "paso paso paso")
    assert hand.to_move == 0 and hand.legal_actions() == ["paso", "contrabola"]
    assert refusal(hand, "entrada").code == "subasta"
    assert refusal(dealt("tresillo", WEAK), "contrabola").code == "subasta"  # not a variant of this table
    assert run(hand, "paso paso paso").result().kind == "pasan"


def test_contrabola_the_jugador_must_hold_a_card_of_the_trump_he_names():
    # l. 2433: "deberá tener por lo menos una carta del palo que cante como triunfo".
    hand = run(
        dealt(
            "tresillo",
            ["3C 4C 5C 6C 7C 4O 5O 6O 7O", "1E 2C 1C 3E 5E 6E 2B 3B 4B", "12O 11O 10O 3O 7E 11B 2E 10B 12B"],
            variant="contrabola",
        ),
        "paso paso paso contrabola",
    )
    assert hand.phase == "triunfo" and hand.legal_actions() == ["triunfo:O", "triunfo:C"]
    violation = refusal(hand, "triunfo:E")
    assert violation.code == "triunfo" and cited(violation, 2433)


def test_contrabola_the_jugador_does_not_exchange_the_defence_may():
    # l. 2433: "no le está permitido cambiar cartas. La defensa sí puede cambiar cartas".
    hand = run(dealt("tresillo", WEAK, variant="contrabola"), "paso paso paso contrabola triunfo:C")
    assert (
        hand.phase == "descarte"
        and hand.to_move == 1
        and hand.state.hands[0] == dealt("tresillo", WEAK).state.hands[0]
    )
    assert refusal(hand, "descarta:3C", seat=0).code in ("turno", "descarte")


def test_contrabola_one_trick_loses_it_and_pays_forty_to_each():
    # l. 2431: "con solo hacer una pierde el juego"; l. 2407: "deberá pagarle 40 tantos a cada contrista".
    hand = run(
        dealt("tresillo", STRONG, variant="contrabola"), "paso paso paso contrabola triunfo:O roba roba"
    )
    hand = played_out(hand)
    result = hand.result()
    assert result.kind == "contrabola perdida" and result.tricks[0] == 1 and len(hand.state.history) == 1
    assert result.payments == (-80, 40, 40)
    assert {line.citation.first_line for line in result.transfers} == {2405}


def test_contrabola_no_trick_collects_the_llevada_and_forty_from_each():
    # l. 2406: "aparte de lo que ya le corresponde al Jugador por haber ganado por llevada, cada contrista deberá
    # pagarle 40 tantos"; l. 2394: 5 from each when the plate is empty.
    hand = run(
        dealt("tresillo", HOPELESS, variant="contrabola"), "paso paso paso contrabola triunfo:C roba roba"
    )
    result = played_out(hand).result()
    assert result.kind == "contrabola" and result.tricks[0] == 0
    assert result.payments == (90, -45, -45)


def test_the_experto_sings_the_contrabola_with_a_hopeless_hand_and_ducks_every_trick():
    hand = run(dealt("tresillo", HOPELESS, variant="contrabola"), "paso paso paso")
    while hand.to_move is not None:
        hand = hand.apply(games.choose(hand.view(hand.to_move), "experto", random.Random(1)))
    assert "contrabola" in hand.actions and hand.result().kind == "contrabola"
    strong = run(dealt("tresillo", STRONG, variant="contrabola"), "paso paso paso")
    assert games.choose(strong.view(strong.to_move), "experto", random.Random(1)) == "paso"


# -- the alcalde, the fourth player (l. 2254, 2384, 2394–2398) -----------------------------------------------------------
def test_alcalde_four_at_the_table_the_dealer_gets_no_cards_nor_speaks():
    # l. 2254: "este cuarta participante resulta siendo el repartidor de cartas para los otros tres, sin participar
    # en el juego"; l. 2442: "Alcalde: se llama así al que da las cartas cuando se juega entre cuatro".
    hand = games.new_hand("tresillo", seed=3, players=4, variant="alcalde")
    assert [len(hand.view(seat).hand) for seat in range(4)] == [9, 9, 9, 0]
    assert hand.view(3).active == (0, 1, 2) and hand.view(0).talon_size == 13
    over = run(hand, "paso paso paso").result()
    assert over is not None and over.kind == "pasan"
    with pytest.raises(InvalidNotationError):
        games.new_hand("tresillo", seed=3, players=4)
    with pytest.raises(InvalidNotationError):
        games.new_hand("tresillo", seed=3, players=3, variant="alcalde")


def settled(tricks: tuple[int, int, int], contract: str = "entrada", pot: int = 0):
    """The result of an alcalde's hand that ended with ``tricks``, seat 0 Jugador with neither estuches."""
    rules = games.GAMES["tresillo"].hand_rules
    options = HandOptions(seed=0, players=4, variant="alcalde", pot=pot)
    start = rules.start(options)
    held = tuple(Card.parse(code) for code in ["1E", "12O", "4C", "5C", "6C", "7C", "3E", "4E", "5E"])
    position = Position(games.GAMES["tresillo"].rules, ((), (), ()), Suit.OROS, (), 0, 0, tricks)
    state = replace(
        start,
        jugador=0,
        contract=contract,
        trump=Suit.OROS,
        position=position,
        start_hands=(held, (), (), ()),
    )
    return rules.settle(state, options)


def test_alcalde_pays_and_collects_like_the_others():
    # l. 2384: "El alcalde no juega la mano, pero cobra y paga como los demás"; l. 2394: "(y del alcalde, si hubiera
    # un cuarto jugador)"; l. 2391: 10 for the solo from each.
    assert settled((5, 4, 0)).payments == (15, -5, -5, -5)
    assert settled((5, 4, 0), "solo").payments == (45, -15, -15, -15)


def test_alcalde_the_puesta_is_twenty_and_the_codillo_goes_to_the_contrista():
    # l. 2396: "15 tantos al plato si participan 3 personas, o 20 si son 4"; l. 2400: the codillo to "el contrista
    # que le hizo codillo".
    puesta = settled((4, 4, 1))
    assert puesta.kind == "puesta" and puesta.pot_change == 20 and puesta.payments[3] == 0
    codillo = settled((3, 5, 1))
    assert codillo.kind == "codillo" and codillo.payments == (-40, 20, 0, 0) and codillo.winners == (1,)


# -- properties over seeded random hands ---------------------------------------------------------------------------------
def alcalde_problems(hands: int) -> list[str]:
    """What goes wrong in ``hands`` seeded random hands with an alcalde: he must never move nor hold a card, the
    tricks must be the three players', and he pays a llevada as each contrista does (l. 2254, 2384, 2394)."""
    problems = []
    for seed in range(hands):
        rng = random.Random(seed)
        hand = games.new_hand("tresillo", seed=seed, players=4, variant="alcalde")
        while not hand.is_over and hand.to_move != 3 and not hand.view(3).hand:
            hand = hand.apply(rng.choice(hand.legal_actions()))
        result = hand.result()
        if result is None:
            problems.append(f"{hand.notation}: el alcalde juega")
        elif result.tricks[3]:
            problems.append(f"{hand.notation}: bazas {result.tricks}")
        elif (
            result.kind == "llevada"
            and len({n for s, n in enumerate(result.payments) if s != result.jugador}) != 1
        ):
            problems.append(
                f"{hand.notation}: el alcalde no paga la llevada como un contrista {result.payments}"
            )
    return problems


def test_alcalde_property_over_random_hands():
    assert alcalde_problems(300) == []


def test_alcalde_property_notices_an_alcalde_who_plays(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(OmbreState, "active", property(lambda state: tuple(range(state.players))))
    assert alcalde_problems(30) != []
