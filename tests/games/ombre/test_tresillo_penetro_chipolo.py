"""The modern Tresillo's last two variants, each rule with its line of juegos-baraja-espanola.txt: the penetro
(l. 2426–2429, 2495), where the dealer of four plays against the three, and the chipolo (l. 2435–2439, 2453), a
lance without trump above the solo. Whole hands to their payments, refusals by code, and properties over seeded
hands judged by an oracle written here from the text (never the engine's scoring)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

import games
from games import Card, Suit
from games.core.hand import HandOptions
from games.core.trick import Position
from games.ombre.state import OmbreState
from tests.games.hand_helpers import dealt, refusal, run
from tests.games.oracles import ombre as trick_oracle

# Nobody of the three has a game; the baceta's first nine (deck order) go to the dealer who penetrates.
WEAK = ["3C 4C 5O 6O 3E 4E 5B 6B 7B", "1E 5C 6C 4O 5E 6E 2B 3B 4B", "2C 7C 2O 3O 7E 11B 2E 10B 12B"]
# The baceta of a penetro, top card first: nine oros with the espada and the basto, then the four left.
STRONG_BACETA = "1E 7O 1B 1O 12O 11O 10O 2O 3O 12C 11C 10C 1C"
THREE = ["4O 5C 6C 7C 12E 11E 10E 7E 6E", "5O 2C 3C 4C 5E 4E 3E 2E 12B", "6O 11B 10B 7B 6B 5B 4B 3B 2B"]
# A chipolo hand for the mano: espada, chipolo and basto, and the kings and caballos of oros and copas.
CHIPOLO_HAND = [
    "1E 6O 1B 12O 11O 12C 11C 10C 2E",
    "1O 2O 3O 4O 5O 7O 10O 12E 11E",
    "1C 2C 3C 4C 5C 6C 7C 10E 7E",
]


def cited(violation, first: int, last: int | None = None) -> bool:
    citation = violation.citation
    return citation is not None and citation.first_line <= first and (last or first) <= citation.last_line


def played_out(hand: Any) -> Any:
    """The hand played to its end: the Jugador plays his lowest card, the others their highest."""
    while not hand.is_over:
        if hand.phase != "juego":
            hand = hand.apply(hand.legal_actions()[0])
            continue
        view = hand.view(hand.to_move)
        order = view.play_rules.order(view.trump)
        cards = [Card.parse(action) for action in hand.legal_actions() if action[0].isdigit()]
        choose = min if hand.to_move == view.jugador else max
        hand = hand.apply(choose(cards, key=lambda c: (order.suit_of[c] == "T", order.power[c])).code)
    return hand


# -- the penetro (l. 2426–2429, 2495) ----------------------------------------------------------------------------------
def penetro_table(hands: list[str] = WEAK, baceta: str = "") -> Any:
    return dealt("tresillo", hands, baceta, players=4, variant="penetro")


def test_penetro_only_the_dealer_after_the_three_have_passed():
    # l. 2428: "Si se juega entre cuatro y han pasado los tres jugadores activos, el repartidor puede tener la opción
    # de jugar contra todos ellos"; l. 2495: "le da la opción al repartidor de decir 'penetro'".
    hand = penetro_table()
    assert [len(hand.view(seat).hand) for seat in range(4)] == [9, 9, 9, 0]
    violation = refusal(hand, "penetro")
    assert violation.code == "subasta" and cited(violation, 2428)
    assert refusal(dealt("tresillo", WEAK, players=4, variant="alcalde"), "penetro").code == "subasta"
    hand = run(hand, "paso paso paso")
    assert hand.to_move == 3 and hand.legal_actions() == ["paso", "penetro"]
    violation = refusal(hand, "entrada")
    assert violation.code == "subasta" and cited(violation, 2428)
    assert refusal(hand, "penetro", seat=0).code == "turno"
    over = hand.apply("paso").result()
    assert over is not None and over.kind == "pasan" and over.payments == (0, 0, 0, 0)


def test_penetro_the_dealer_takes_the_first_nine_of_the_baceta_then_passes_enters_or_goes_solo():
    # l. 2428: "tomando 9 las 13 cartas que quedaron en la baceta. Acto seguido puede elegir pasar, jugar una entrada
    # o un solo" (interpretation 14: the first nine, not chosen).
    hand = run(penetro_table(THREE, STRONG_BACETA), "paso paso paso penetro")
    assert " ".join(card.code for card in hand.view(3).hand) == " ".join(STRONG_BACETA.split()[:9])
    assert hand.view(0).talon_size == 4 and hand.view(0).hand_sizes == (9, 9, 9, 9)
    assert hand.legal_actions() == ["paso", "entrada", "solo"]
    violation = refusal(hand, "vuelta")
    assert violation.code == "subasta" and cited(violation, 2428)


def test_penetro_passed_loses_by_puesta_without_a_trick():
    # l. 2428: "En el primer caso, no se jugará ninguna baza y el dador perderá por puesta"; l. 2396: 20 among four.
    result = run(penetro_table(), "paso paso paso penetro paso").result()
    assert result.kind == "puesta" and result.tricks == (0, 0, 0, 0) and result.jugador == 3
    assert result.payments == (0, 0, 0, -20) and result.pot_change == 20
    assert result.winners == (0, 1, 2)


def test_penetro_entrada_names_trumps_exchanges_with_the_four_left_the_contra_does_not():
    # l. 2428: "En los demás casos, deberá elegir un palo como triunfo"; the contra already passed (interpretation 14).
    hand = run(penetro_table(THREE, STRONG_BACETA), "paso paso paso penetro entrada")
    assert hand.phase == "triunfo" and hand.to_move == 3
    hand = run(hand, "triunfo:O descarta:2O descarta:3O descarta:10O descarta:11O")
    assert refusal(hand, "descarta:12O").code == "descarte"  # four left in the baceta: at most four
    hand = run(hand, "roba")
    assert hand.phase == "juego" and hand.to_move == 0
    assert {"12C", "11C", "10C", "1C"} <= {card.code for card in hand.view(3).hand}
    assert refusal(hand, "rendirse", seat=3).code == "rendicion"


def test_penetro_solo_played_against_the_three_to_its_payments():
    # l. 2428: a solo "contra todos ellos", four seats to each trick; paid as the Tresillo's own (l. 2391–2394, 2387).
    hand = run(penetro_table(THREE, STRONG_BACETA), "paso paso paso penetro solo triunfo:O")
    assert hand.phase == "juego" and hand.view(3).talon_size == 4
    hand = played_out(hand)
    result = hand.result()
    assert all(len(record.cards) == 4 for record in hand.state.history)
    assert result.kind == "llevada" and result.tricks == (0, 0, 0, 9)
    # 5 for the llevada (empty plate), 10 for the solo, 5 estuches, 1 for primeras, from each of the three.
    assert result.payments == (-21, -21, -21, 63)
    assert games.Hand.from_notation(hand.notation) == hand


def penetro_settled(tricks: tuple[int, int, int, int], contract: str = "entrada"):
    """The result of a penetro that ended with ``tricks``, the dealer (seat 3) Jugador without estuches."""
    rules = games.GAMES["tresillo"].hand_rules
    options = HandOptions(seed=0, players=4, variant="penetro")
    held = tuple(Card.parse(code) for code in ["1E", "12O", "4C", "5C", "6C", "7C", "3E", "4E", "5E"])
    position = Position(games.GAMES["tresillo"].rules, ((),) * 4, Suit.OROS, (), 0, 0, tricks)
    state = replace(
        rules.start(options),
        jugador=3,
        contract=contract,
        trump=Suit.OROS,
        position=position,
        start_hands=((), (), (), held),
        penetro=True,
        dealer_sits=False,
    )
    return rules.settle(state, options)


def test_penetro_three_tricks_win_when_each_other_makes_two():
    # l. 2429: "el Jugador puede ganar haciendo solo 3 bazas, si cada uno de los otros tres jugadores hace dos".
    result = penetro_settled((2, 2, 2, 3))
    assert result.kind == "llevada" and result.winners == (3,) and result.payments == (-5, -5, -5, 15)
    assert cited(result, 2429)


def test_penetro_the_other_splits_as_the_tresillo_reads_them():
    # l. 2396: a tie with a contrista is puesta (20 among four); l. 2400: a contrista with more makes codillo and is
    # paid the puesta; l. 2401: tied above him, nobody made it: puesta (interpretation 14).
    puesta = penetro_settled((3, 2, 1, 3))
    assert puesta.kind == "puesta" and puesta.pot_change == 20 and puesta.payments == (0, 0, 0, -20)
    codillo = penetro_settled((1, 4, 2, 2))
    assert codillo.kind == "codillo" and codillo.winners == (1,) and codillo.payments == (0, 20, 0, -40)
    tied = penetro_settled((3, 3, 1, 2))
    assert tied.kind == "puesta" and tied.payments == (0, 0, 0, -20)
    solo = penetro_settled((2, 2, 2, 3), "solo")
    assert solo.payments == (-15, -15, -15, 45)


# -- the chipolo (l. 2435–2439, 2453) ----------------------------------------------------------------------------------
def test_chipolo_is_a_lance_above_the_solo_only_at_its_table():
    # l. 2437: "no hay palo de triunfo y se considera superior al solo".
    hand = dealt("tresillo", CHIPOLO_HAND, variant="chipolo")
    assert hand.legal_actions() == ["paso", "entrada", "vuelta", "solo", "chipolo"]
    violation = refusal(dealt("tresillo", CHIPOLO_HAND), "chipolo")
    assert violation.code == "subasta" and cited(violation, 2437)
    hand = run(hand, "paso solo")
    assert "chipolo" in hand.legal_actions()
    hand = hand.apply("chipolo")
    assert refusal(hand, "solo").code == "subasta"
    violation = refusal(run(dealt("tresillo", CHIPOLO_HAND, variant="chipolo"), "chipolo paso"), "chipolo")
    assert violation.code == "subasta" and cited(
        violation, 2437
    )  # seat 2, farther from the mano, may not equal it


def test_chipolo_the_jugador_keeps_his_nine_the_others_may_exchange_nobody_names_trumps():
    # l. 2437: "El Jugador no puede robar ni cambiar cartas ... Los demás jugadores sí pueden ir al robo".
    hand = run(dealt("tresillo", CHIPOLO_HAND, variant="chipolo"), "chipolo paso paso")
    assert hand.phase == "descarte" and hand.to_move == 1 and hand.state.trump is None
    assert "van" in hand.legal_actions()
    violation = refusal(hand, "descarta:2E", seat=0)
    assert violation.code == "descarte" and cited(violation, 2437)
    violation = refusal(hand, "triunfo:O")
    assert violation.code == "triunfo" and cited(violation, 2437)
    hand = run(hand, "roba roba")
    assert hand.phase == "juego" and hand.view(0).hand == dealt("tresillo", CHIPOLO_HAND).view(0).hand
    assert refusal(hand, "rendirse", seat=0).code == "rendicion"


def chipolo_position(hand: str, trick: str) -> Position:
    rules = (
        run(dealt("tresillo", CHIPOLO_HAND, variant="chipolo"), "chipolo paso paso roba roba")
        .view(0)
        .play_rules
    )
    seats = ((), (), tuple(games.parse_cards(hand.split())))
    return Position(rules, seats, None, tuple(games.parse_cards(trick.split())), 0)


def test_chipolo_the_three_matadores_are_the_only_trumps_and_keep_their_privilege():
    # l. 2437: "la espada y el basto siguen siendo el primer y el tercer matador ... La segunda carta en valor,
    # denominada mala o 'chipolo', es siempre el seis de oros. El 'estuche' quedaría como espada, seis de oros y basto";
    # l. 2264: a higher estuche led compels a lower one held alone.
    assert set(chipolo_position("6O 3C", "1E 4C").legal_plays()) == {"6O"}
    assert set(chipolo_position("6O 3C", "1B 4C").legal_plays()) == {"6O", "3C"}
    assert set(chipolo_position("6O 3C", "4O 5O").legal_plays()) == {"6O", "3C"}  # the chipolo is no oro
    assert set(chipolo_position("6O 5O 3C", "4O 2O").legal_plays()) == {"5O"}
    assert set(chipolo_position("1B 3C 4E", "5E 2O").legal_plays()) == {"4E"}  # the basto is no espada
    rules = chipolo_position("", "").rules
    # "Oros y copas el orden es el mismo de cuando no son triunfo": rey above as; the chipolo above the basto.
    assert rules.trick_winner(tuple(games.parse_cards(["1O", "12O", "7O"])), 0, 3, None) == 1
    assert rules.trick_winner(tuple(games.parse_cards(["12C", "1B", "6O"])), 0, 3, None) == 2


def test_chipolo_whole_hand_to_its_payments():
    # l. 2453: "Consiste en jugar un solo, pero sin palo de triunfo": 10 from each as for the solo (l. 2391); the
    # estuche "espada, seis de oros y basto" (l. 2437, 2388); the llevada with the plate empty, 5 each (l. 2394).
    hand = played_out(run(dealt("tresillo", CHIPOLO_HAND, variant="chipolo"), "chipolo paso paso roba roba"))
    result = hand.result()
    assert (
        result.kind == "llevada"
        and result.contract == "chipolo"
        and result.tricks[0] > max(result.tricks[1:])
    )
    concepts = Counter(line.concept.split(",")[0] for line in result.transfers)
    assert concepts["el chipolo"] == 2 and concepts["3 estuches"] == 2
    expected = 5 + 10 + 3 + (1 if all(r.winner == 0 for r in hand.state.history[:5]) else 0)
    assert result.payments == (2 * expected, -expected, -expected)
    assert games.Hand.from_notation(hand.notation) == hand


def test_the_experto_bids_the_chipolo_with_its_matadores_and_kings():
    strong = dealt("tresillo", CHIPOLO_HAND, variant="chipolo")
    assert games.choose(strong.view(0), "experto", random.Random(1)) == "chipolo"
    weak = dealt("tresillo", WEAK, variant="chipolo")
    assert games.choose(weak.view(0), "experto", random.Random(1)) != "chipolo"


def test_the_experto_penetrates_and_plays_the_baceta_it_found():
    hand = run(penetro_table(THREE, STRONG_BACETA), "paso paso paso")
    assert games.choose(hand.view(3), "experto", random.Random(1)) == "penetro"
    hand = hand.apply("penetro")
    assert games.choose(hand.view(3), "experto", random.Random(1)) == "solo"


# -- properties over seeded random hands, judged by an oracle written from the text ----------------------------------
def verdict(tricks: tuple[int, ...], jugador: int) -> tuple[str, tuple[int, ...]]:
    """What the tricks make of the hand: «llevada» with more than each other (l. 2394, 2429), «puesta» on a tie with
    the best of them or when two or more tie above him (l. 2396, 2401), else «codillo» for the one who made it
    (l. 2400); the winners as (the Jugador), (all the others) or (the maker of the codillo)."""
    others = {seat: n for seat, n in enumerate(tricks) if seat != jugador}
    best = max(others.values())
    tops = [seat for seat, n in others.items() if n == best]
    if tricks[jugador] > best:
        return "llevada", (jugador,)
    if tricks[jugador] == best or len(tops) > 1:
        return ("puesta real" if len(others) == 2 and tricks[jugador] == 1 else "puesta"), tuple(others)
    return "codillo", (tops[0],)


def random_hand(variant: str, seed: int) -> Any:
    """A seeded hand of ``variant`` played with random legal actions, leaning to the variant's own lance."""
    rng = random.Random(seed)
    players = 4 if variant == "penetro" else 3
    hand = games.new_hand("tresillo", seed=seed, players=players, variant=variant)
    while not hand.is_over:
        actions = hand.legal_actions()
        if hand.phase == "subasta" and variant == "penetro" and hand.to_move != 3:
            action = "paso"  # the three pass, so that the dealer may penetrate
        elif variant in actions and rng.random() < 0.7:
            action = variant
        else:
            action = rng.choice(actions)
        hand = hand.apply(action)
    return hand


def problems(variant: str, hands: int) -> list[str]:
    """What goes wrong in ``hands`` seeded hands: the cards (each once, four or three to a trick, the dealer's nine
    from the baceta), each trick's winner by the trick oracle, and the result by :func:`verdict`."""
    found = []
    for seed in range(hands):
        hand = random_hand(variant, seed)
        state, result = hand.state, hand.result()
        where = f"{hand.notation}"
        played = [card for record in state.history for card in record.cards]
        if len(played) != len(set(played)):
            found.append(f"{where}: una carta dos veces")
        if result.jugador is None:
            continue
        if result.contract == "penetro":  # penetrated and passed: a puesta, no trick (l. 2428)
            if (result.kind, result.pot_change, len(played)) != ("puesta", 20, 0):
                found.append(f"{where}: penetro pasado {result.kind} {result.pot_change}")
            continue
        seats = 4 if state.penetro else 3
        if (
            len(state.history) != 9
            and result.kind != "rendida"
            or any(len(record.cards) != seats for record in state.history)
        ):
            found.append(f"{where}: bazas {[len(r.cards) for r in state.history]}")
            continue
        trump = None if result.contract == "chipolo" else state.trump
        for record in state.history:
            winner = (record.leader + trick_oracle.winning_index(record.cards, trump)) % seats
            if winner != record.winner:
                found.append(f"{where}: {record.notation} la gana {winner}")
        if result.kind in ("rendida", "defendida"):
            continue
        kind, winners = verdict(result.tricks, result.jugador)
        if (result.kind, result.winners) != (kind, winners):
            found.append(f"{where}: {result.kind} {result.winners}, el oráculo {kind} {winners}")
        puesta = 20 if variant == "penetro" else 15
        if kind != "llevada" and result.pot_change != puesta:
            found.append(f"{where}: puesta de {result.pot_change}")
        if sum(result.payments) + result.pot_change != 0:
            found.append(f"{where}: pagos {result.payments} y plato {result.pot_change}")
    return found


def reached(variant: str, hands: int) -> Counter[str]:
    return Counter(
        f"{hand.result().contract}:{hand.result().kind}"
        for hand in (random_hand(variant, seed) for seed in range(hands))
    )


@pytest.mark.parametrize("variant", ["penetro", "chipolo"])
def test_property_over_a_thousand_seeded_hands(variant: str):
    assert problems(variant, 1000) == []


def test_the_property_hands_reach_every_verdict():
    penetro, chipolo = reached("penetro", 200), reached("chipolo", 200)
    assert {"penetro:puesta", "entrada:llevada", "entrada:codillo", "solo:llevada"} <= set(penetro)
    assert {"chipolo:llevada", "chipolo:codillo", "chipolo:puesta"} <= set(chipolo)


def test_the_property_notices_a_dealer_left_out_of_the_play(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(OmbreState, "active", property(lambda state: tuple(range(3))))
    assert problems("penetro", 40) != []


def test_the_property_notices_a_chipolo_that_is_an_oro(monkeypatch: pytest.MonkeyPatch):
    rules = type(chipolo_position("", "").rules)
    monkeypatch.setattr(
        rules, "card_power", lambda self, card, trump: super(rules, self).card_power(card, None)
    )
    rules.order.cache_clear()  # the card orders are computed once per trump
    try:
        assert problems("chipolo", 60) != []
    finally:
        monkeypatch.undo()
        rules.order.cache_clear()


def test_the_property_notices_a_three_seat_puesta(monkeypatch: pytest.MonkeyPatch):
    tresillo = type(games.GAMES["tresillo"].hand_rules).__module__
    monkeypatch.setattr(f"{tresillo}._puesta", lambda state: 15)
    assert problems("penetro", 60) != []
