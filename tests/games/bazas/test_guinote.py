"""Whole partidas of the Guiñote (l. 910–916) of the 2021 catalogue."""

from __future__ import annotations

import random

import games
from games.bazas.base import GUINOTE_POINTS, JUEGO, card_points
from games.bazas.brisca import BriscaRules
from games.bazas.guinote import GuinoteRules
from games.bazas.tute_family import Tally
from games.core.cards import Suit, parse_cards
from tests.games.hand_helpers import dealt_ronda as dealt
from tests.games.hand_helpers import ended_ronda, refusal, run

GUINOTE = GuinoteRules()
BRISCA = BriscaRules()


# -- Guiñote -------------------------------------------------------------------------------------------------------
GUINOTE_SEATS = ("1O 12C 10C 4B 5B 6B", "2O 3O 4O 5O 6O 7O", "1C 2C 3C 4C 5C 6C", "1E 2E 3E 4E 5E 6E")


def test_guinote_deals_six_to_each_of_two_pairs_and_turns_the_pinta():
    """«se reparten las cartas … hasta completar seis» (l. 911); «una variante del tute entre parejas» (l. 910)."""
    view = games.new_hand("guinote", seed=3).view(2)
    assert len(view.hand) == 6 and view.stock_size == 16 and view.pinta is not None
    assert view.sides == (0, 1, 0, 1) and view.partners(2) == (0,)


def test_guinote_sota_is_worth_three_and_beats_the_caballo():
    """«una sota vale 3 puntos y es superior al caballo, que vale 2» (l. 910)."""
    assert card_points(parse_cards("10O 11O"), GUINOTE_POINTS) == 5 and GUINOTE_POINTS[10] == 3
    hand = dealt(
        "guinote",
        "10O 2C 3C 4C 5C 6C",
        "11O 7E 1B 2B 3B 4B",
        "1E 2E 3E 4E 5E 6E",
        "5B 6B 7B 10B 11B 12B",
        pinta="7C",
    )
    hand = run(hand, "10O 11O 1E 5B")
    assert hand.state.history[0].winner == 0


def test_guinote_cantes_with_rey_and_sota_several_after_one_trick():
    """«precisamos tener reyes y sotas del mismo palo» (l. 910); «pudiendo ser más de un cántico» (l. 911)."""
    hand = dealt(
        "guinote",
        "1O 12C 10C 12B 10B 6E",
        "2O 3O 4O 5O 6O 7O",
        "1C 2C 3C 4C 5C 6C",
        "1E 2E 3E 4E 5E 7E",
        pinta="11O",
    )
    hand = run(hand, "1O 2O 1C 1E")  # oros are trumps: the as wins
    assert hand.to_move == 0
    assert [a for a in hand.legal_actions() if a.startswith("cante")] == ["cante:C", "cante:B"]
    hand = run(hand, "cante:C cante:B")
    assert [(c.suit, c.points) for c in hand.view(0).cantes] == [(Suit.COPAS, 20), (Suit.BASTOS, 20)]


def test_guinote_changes_the_pinta_only_for_the_seven():
    """«la pinta se puede cambiar por el siete … el segundo cambio de pinta -por el dos de triunfo- no» (l. 910)."""
    hand = dealt(
        "guinote",
        "1O 7B 2B 12E 10E 6E",
        "2O 3O 4O 5O 6O 7O",
        "1C 2C 3C 4C 5C 6C",
        "1E 2E 3E 4E 5E 7E",
        pinta="11B",
    )
    hand = run(hand, "1O 2O 1C 1E")
    assert "cambia:7B" in hand.legal_actions()
    hand = hand.apply("cambia:7B")
    found = refusal(hand, "cambia:2B")
    assert found.code == "pinta" and "no se puede cambiar" in found.explanation


def test_guinote_over_100_wins_the_juego():
    """«para ganar un "juego", hay conseguir más de 100 puntos en una sola ronda» (l. 913)."""
    lines: list[str] = []
    assert GUINOTE.verdict(ended_ronda(1, 4), Tally((104, 26), (84, 26), None, None), lines)[:2] == ((0,), 1)


def test_guinote_both_over_100_the_one_without_30_in_bazas_loses_else_the_last_trick():
    """l. 914: «perderá la que no haya acumulado un mínimo de 30 puntos en bazas … ganará aquella que se haya
    llevado la última baza»."""
    lines: list[str] = []
    assert GUINOTE.verdict(ended_ronda(0, 4), Tally((130, 110), (100, 20), None, None), lines)[0] == (0,)
    assert GUINOTE.verdict(ended_ronda(1, 4), Tally((130, 110), (100, 20), None, None), lines)[0] == (0,)
    assert GUINOTE.verdict(ended_ronda(1, 4), Tally((110, 130), (60, 70), None, None), lines)[0] == (1,)
    assert GUINOTE.verdict(ended_ronda(0, 4), Tally((110, 130), (60, 70), None, None), lines)[0] == (0,)


def test_guinote_the_30_in_bazas_are_card_points_without_the_diez_de_ultimas():
    """l. 914 asks «30 puntos en bazas (o sea, sin contar los acuses)» and does not say whether the diez de últimas
    count; the site counts the cards won only, as l. 911 adds the últimas apart: «sumando las cartas de valor …
    de sus bazas ganadas, acuses y diez de últimas». 115–115: the pair of the last trick has 25 in cards."""
    lines: list[str] = []
    assert GUINOTE.verdict(ended_ronda(1, 4), Tally((115, 115), (95, 25), None, None), lines)[0] == (0,)
    assert "l. 911, 914" in lines[-1]  # the table's result states the reading


def test_guinote_neither_over_100_plays_a_mano_de_vuelta_and_adds_the_tantos():
    """«ninguna pareja supere los 100 … segunda ronda (o mano de vuelta), cuyos tantos se sumarán» (l. 915)."""
    lines: list[str] = []
    winners, juegos, _, vuelta = GUINOTE.verdict(
        ended_ronda(0, 4), Tally((70, 60), (60, 60), None, None), lines
    )
    assert (winners, juegos, vuelta) == ((), 0, True)
    rng = random.Random(7)
    for seed in range(60):
        hand = games.new_hand("guinote", seed=seed)
        while hand.state.ronda == 1 and not hand.is_over:
            cards = [a for a in hand.legal_actions() if a[0].isdigit()] or ["paso"]
            hand = hand.apply(rng.choice(cards))
        if not hand.is_over:
            first = hand.state.rondas[0]
            assert first.juegos == 0 and all(points <= 100 for points in first.points)
            assert hand.state.carried == tuple((first.points[s], hand.state.carried[s][1]) for s in (0, 1))
            assert hand.view(0).points == first.points
            assert "fuera" in hand.legal_actions()
            return
    raise AssertionError("no mano de vuelta in 60 seeds")


def test_guinote_a_false_claim_gives_the_juego_to_the_others():
    """«si no fuera verdad, el "juego" quedará definido en favor de los adversarios» (l. 915)."""
    lines: list[str] = []
    state = ended_ronda(0, 4, carried=((80, 70), (50, 50)))
    assert GUINOTE.verdict(state, Tally((95, 60), (80, 55), None, 2), lines)[0] == (1,)
    assert GUINOTE.verdict(state, Tally((101, 60), (80, 55), None, 2), lines)[0] == (0,)
    assert refusal(games.new_hand("guinote", seed=1), "fuera").code == "fuera"


def test_guinote_after_the_stock_a_partners_trick_need_only_be_followed():
    """«si se agotó la baceta y la baza la va ganando el compañero, no hay obligación de montar ni fallar» (l. 911)."""
    rng = random.Random(4)
    for seed in range(80):
        hand = games.new_hand("guinote", seed=seed)
        while not hand.is_over and hand.view(0).stock_size:
            cards = [a for a in hand.legal_actions() if a[0].isdigit()] or ["paso"]
            hand = hand.apply(rng.choice(cards))
        while not hand.is_over and hand.state.ronda == 1:
            state = hand.state
            if len(state.trick) >= 2 and state.phase == JUEGO:
                position = GUINOTE.position(state)
                winner = position.trick_winner()
                me = hand.to_move
                if winner is not None and me is not None and winner % 2 == me % 2:
                    led = state.trick[0].suit
                    same = [c.code for c in state.hands[me] if c.suit == led]
                    assert sorted(hand.legal_actions()) == sorted(same or [c.code for c in state.hands[me]])
                    return
            cards = [a for a in hand.legal_actions() if a[0].isdigit()] or ["paso"]
            hand = hand.apply(rng.choice(cards))
    raise AssertionError("no partner's trick after the stock in 80 seeds")
