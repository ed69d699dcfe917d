"""Whole partidas of the Tute (catalogue of 2021, l. 2817–2888): deals, cantes, tute, the pinta, capote, rondas."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import games
from games.bazas.base import TUTE_POINTS, BazaHand, card_points
from games.bazas.tute import TuteRules
from games.bazas.tute_family import Tally
from games.core.cards import DECK_40, Card, Suit, parse_cards
from games.core.errors import InvalidNotationError
from tests.games.hand_helpers import ended_ronda, refusal, run

RULES = TuteRules()


def dealt(*hands: str, stock: str = "", players: int | None = None, variant: str | None = None) -> BazaHand:
    """A partida whose first ronda deals these cards; the stock (the pinta first) is the rest in deck order unless
    given."""
    seats = [hand.split() for hand in hands]
    used = {code for seat in seats for code in seat}
    rest = stock.split() if stock else [card.code for card in DECK_40 if card.code not in used]
    count = players if players is not None else len(seats)
    return games.new_hand("tute", deal=[*seats, rest], players=count, variant=variant)


def play_until(hand: BazaHand, done, seed: int = 0, limit: int = 400) -> BazaHand:
    """Random legal cards (no other action) until ``done(hand)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(hand):
            return hand
        cards = [a for a in hand.legal_actions() if a[0].isdigit()]
        hand = hand.apply(rng.choice(cards or hand.legal_actions()))
    raise AssertionError("never reached")


# -- the deal ------------------------------------------------------------------------------------------------------
def test_two_players_get_seven_each_and_the_next_card_turned_under_the_stock():
    """«se reparten 6 o 7 cartas … La carta siguiente se coloca debajo del mazo boca arriba» (l. 2875)."""
    hand = games.new_hand("tute", seed=4, players=2)
    view = hand.view(0)
    assert [len(h) for h in hand.state.hands] == [7, 7]
    assert view.pinta == hand.state.shown and view.trump == hand.state.shown.suit
    assert view.stock_size == 26  # 25 face down and the pinta, drawn last


def test_three_players_get_thirteen_and_the_card_left_over_shows_trumps_out_of_play():
    """Tute arrastrado: «se reparten 13 cartas … La carta restante, se da vuelta boca arriba» (l. 2843)."""
    hand = games.new_hand("tute", seed=4, players=3)
    view = hand.view(1)
    assert [len(h) for h in hand.state.hands] == [13, 13, 13]
    assert view.stock_size == 0 and view.pinta is None
    assert view.out_of_play == (hand.state.shown,) and view.trump == hand.state.shown.suit


def test_four_players_get_every_card_and_the_dealers_last_shows_trumps():
    """«se reparten todas las cartas … o la última que se dio, si es que se repartieron todas» (l. 2823)."""
    hand = games.new_hand("tute", seed=4, players=4)
    state = hand.state
    assert [len(h) for h in state.hands] == [10, 10, 10, 10]
    assert state.shown == state.hands[3][-1] and state.trump == state.shown.suit
    assert hand.view(0).sides == (0, 1, 0, 1)


def test_a_given_deal_must_be_the_whole_deck():
    with pytest.raises(InvalidNotationError, match="40 cartas"):
        games.new_hand("tute", players=2, deal=[["1O"] * 7, ["2O"] * 7, []])


def test_unknown_variants_and_player_counts_are_refused():
    with pytest.raises(InvalidNotationError):
        games.new_hand("tute", players=5)
    with pytest.raises(InvalidNotationError):
        games.new_hand("tute", players=2, variant="cabron")
    with pytest.raises(InvalidNotationError):
        games.new_hand("tute", players=3, variant="habanero")
    with pytest.raises(InvalidNotationError):
        games.new_hand("tute", players=2, variant="remate")
    with pytest.raises(InvalidNotationError):
        games.new_hand("tute", players=4, variant="con-tute")
    with pytest.raises(InvalidNotationError):
        games.new_hand("tute", players=2, variant="juegos-12")


# -- card points ------------------------------------------------------------------------------------------------------
def test_card_values_add_up_to_120():
    """«as (vale 11 puntos), tres (10), rey (4), caballo (3), sota (2) … el puntaje obtenido será de 120» (l. 2819)."""
    assert card_points(DECK_40, TUTE_POINTS) == 120
    assert card_points(parse_cards("1E 3E 12E 11E 10E 7E 2E"), TUTE_POINTS) == 30


def test_a_ronda_played_out_counts_120_and_ten_de_ultimas():
    """Diez de últimas (l. 2833): the tantos of a ronda without cantes are 130."""
    hand = games.new_hand("tute", seed=11, players=4)
    rng = random.Random(3)
    while not hand.state.rondas:  # cards only: nobody sings
        cards = [a for a in hand.legal_actions() if a[0].isdigit()] or ["paso"]
        hand = hand.apply(rng.choice(cards))
    assert sum(hand.state.rondas[0].points) == 130


# -- obligations with and without stock ----------------------------------------------------------------------------------
def test_two_players_play_freely_while_the_stock_lasts():
    """«sin limitaciones u obligaciones de ningún tipo» while there is a baceta (l. 2877–2879)."""
    hand = dealt("1O 2O 3O 4O 5O 6O 7O", "1C 2C 3C 4C 5C 6C 7C", players=2)
    hand = hand.apply("1O")
    assert sorted(hand.legal_actions()) == sorted(c.code for c in hand.state.hands[1])


def test_once_the_pinta_is_drawn_the_tute_obligations_return():
    """«cuando se roba la pinta … ya existe obligación de asistir, montar, fallar, pisar» (l. 2879)."""
    hand = play_until(games.new_hand("tute", seed=21, players=2), lambda h: h.view(0).stock_size == 0)
    position = RULES.position(hand.state)
    assert position.stock == 0
    hand = play_until(
        hand,
        lambda h: bool(h.state.trick) and len(h.legal_actions()) < len(h.state.hands[h.to_move]),
        seed=5,
    )
    illegal = next(c for c in hand.state.hands[hand.to_move] if c.code not in hand.legal_actions())
    found = refusal(hand, illegal.code)
    assert found.is_renuncio and found.citation is not None and found.citation.first_line == 2825


def test_four_players_must_follow_and_beat_from_the_first_trick():
    """Tute común: obligations from the start, «porque se dan todas las cartas» (l. 2829)."""
    hand = dealt(
        "1O 2O 3C 4C 5C 6C 7C 10C 11C 12C",
        "3O 4O 5O 6O 7O 1C 2C 10O 11O 12O",
        "1E 2E 3E 4E 5E 6E 7E 10E 11E 12E",
        "1B 2B 3B 4B 5B 6B 7B 10B 11B 12B",
    )
    hand = hand.apply("2O")
    assert hand.legal_actions() == ["3O", "4O", "5O", "6O", "7O", "10O", "11O", "12O"]
    assert refusal(hand, "1C").code == "asistir"


# -- cantes ---------------------------------------------------------------------------------------------------------------
COUPLE = "12C 11C 1O 2B 3B 4B 5B"  # rey and caballo de copas


def test_no_cante_before_winning_a_trick():
    """The acuse comes «después de ganar su primera baza» (l. 2831)."""
    hand = dealt(COUPLE, "1B 6B 7B 10B 11B 12B 2C", players=2)
    found = refusal(hand, "cante:C")
    assert found.code == "cante" and "después de ganar una baza" in found.explanation


@pytest.fixture
def won_first() -> BazaHand:
    """Seat 0 (rey and caballo de copas) wins the first trick with the as de oros."""
    seats = [COUPLE, "6B 7B 10B 11B 12B 2C 4C"]
    used = {code for s in seats for code in s.split()}
    rest = ["1E"] + [c.code for c in DECK_40 if c.code not in used and c.code != "1E"]  # espadas are trumps
    hand = games.new_hand("tute", players=2, deal=[s.split() for s in seats] + [rest])
    return run(hand, "1O 6B")


def test_the_twenty_counts_for_the_singer(won_first):
    """«cantar "las 20" si son de otro palo … Los acuses asignan los tantos que indican sus nombres» (l. 2831)."""
    assert "cante:C" in won_first.legal_actions()
    hand = won_first.apply("cante:C")
    view = hand.view(1)
    assert [(c.seat, c.suit, c.points) for c in view.cantes] == [(0, Suit.COPAS, 20)]
    assert view.points[0] == 20 + 11  # the cante and the as de oros
    assert refusal(hand, "cante:C").code == "cante"  # once per suit, once per trick


def test_a_cante_needs_both_cards(won_first):
    found = refusal(won_first, "cante:B")
    assert "rey y el caballo de bastos" in found.explanation


def test_the_forty_before_the_twenty():
    """«las 40 siempre deben "cantarse" antes que las 20» (l. 2831)."""
    seats = ["12C 11C 12E 11E 1O 2B 3B", "6B 7B 10B 11B 12B 2C 4C"]
    used = {code for s in seats for code in s.split()}
    rest = ["1E"] + [c.code for c in DECK_40 if c.code not in used and c.code != "1E"]
    hand = run(games.new_hand("tute", players=2, deal=[s.split() for s in seats] + [rest]), "1O 6B")
    assert [a for a in hand.legal_actions() if a.startswith("cante")] == ["cante:E"]
    assert "antes que las 20" in refusal(hand, "cante:C").explanation
    assert hand.apply("cante:E").view(0).cantes[0].points == 40


def test_with_every_card_dealt_the_first_cante_comes_after_the_first_trick_or_never():
    """«ya no se admitirá un eventual primer cántico después de que ganemos nuestra segunda baza» (l. 2831)."""
    hand = dealt(
        "1O 3O 12C 11C 4C 5C 6C 7C 2E 12E",
        "2O 4O 5O 6O 7O 10O 1B 2B 1C 3C",
        "1E 4E 5E 6E 7E 10E 11E 3E 2C 10C",
        "12O 11O 3B 4B 5B 6B 7B 10B 11B 12B",
    )
    hand = run(hand, "1O 2O 4E 12O")  # bastos are trumps (the dealer's last card); the as de oros wins
    assert hand.to_move == 0 and "cante:C" in hand.legal_actions()
    hand = run(hand, "3O 4O 5E 11O")  # wins again without singing
    assert hand.to_move == 0
    found = refusal(hand, "cante:C")
    assert "primera baza" in found.explanation


@pytest.mark.parametrize(("variant", "late_cante"), [(None, False), ("habanero", True)])
def test_two_players_with_a_stock_sing_first_after_the_first_trick_unless_habanero(variant, late_cante):
    """Entre dos the general rule holds: the first cante «INMEDIATAMENTE DESPUÉS de llevarse su primera baza»
    (l. 2831); only the habanero lets it come «en cualquier momento … después de haber ganado alguna baza» (l. 2898)."""
    seats = ["1O 3O 12C 11C 4C 5C 6C 7C", "2O 4O 5O 6O 7O 10O 1B 2B"]
    hands = [" ".join(seat.split()[: 8 if variant else 7]) for seat in seats]
    used = " ".join(hands).split()
    stock = " ".join(["1E"] + [c.code for c in DECK_40 if c.code not in used and c.code != "1E"])  # espadas
    hand = dealt(*hands, stock=stock, variant=variant)
    hand = run(hand, "1O 2O")  # the first trick, won holding the rey and caballo de copas…
    assert hand.to_move == 0 and "cante:C" in hand.legal_actions()
    hand = run(hand, "3O 4O")  # …not sung; the second trick is won too
    assert hand.to_move == 0 and ("cante:C" in hand.legal_actions()) == late_cante
    if not late_cante:
        assert "primera baza" in refusal(hand, "cante:C").explanation


def test_tute_of_four_kings_wins_two_juegos():
    """«si un jugador tuviera los cuatro reyes … ganará automáticamente dos rondas» (l. 2835)."""
    hand = dealt(
        "12O 12C 12E 12B 1O 2C 3C 4C 5C 6C",
        "2O 3O 4O 5O 6O 7O 10O 11C 1C 7C",
        "1E 2E 3E 4E 5E 6E 7E 10E 11E 10C",
        "1B 2B 3B 4B 5B 6B 7B 10B 11O 11B",
    )
    assert "tute" not in hand.legal_actions()
    hand = run(hand, "1O 2O 2E 11O")  # bastos are trumps; the as de oros wins
    assert "tute" in hand.legal_actions()
    hand = hand.apply("tute")
    result = hand.result()
    assert hand.is_over and result is not None and result.winners == (0, 2)
    assert hand.state.juegos == (2, 0)


def test_tute_with_two_players_only_when_agreed():
    """«Se puede jugar con "tute"» is an option of the tute entre dos (l. 2886)."""
    seats = ["12O 12C 12E 12B 1O 2C 3C", "6B 7B 10B 11B 2B 4C 5C"]
    used = {code for s in seats for code in s.split()}
    rest = ["1E"] + [c.code for c in DECK_40 if c.code not in used and c.code != "1E"]
    plain = run(games.new_hand("tute", players=2, deal=[s.split() for s in seats] + [rest]), "1O 6B")
    assert "tute" not in plain.legal_actions()
    assert "no vale cantar tute" in refusal(plain, "tute").explanation
    agreed = games.new_hand("tute", players=2, variant="con-tute", deal=[s.split() for s in seats] + [rest])
    assert "tute" in run(agreed, "1O 6B").legal_actions()


def test_the_partner_may_sing_when_his_side_wins():
    """«si se juega entre parejas y alguna de estas gana una baza, se admiten hasta dos cánticos simultáneos»
    (l. 2831): the partner is asked before the winner leads."""
    hand = dealt(
        "1O 3O 4C 5C 6C 7C 12E 3E 4E 5E",
        "2O 4O 5O 6O 7O 10O 11O 1B 1C 3C",
        "12C 11C 1E 6E 7E 10E 11E 2E 2C 10C",
        "12O 2B 3B 4B 5B 6B 7B 10B 11B 12B",
    )
    hand = run(hand, "1O 2O 6E 12O")
    assert hand.phase == "cante" and hand.to_move == 2
    assert hand.legal_actions() == ["cante:C", "paso"]
    assert refusal(hand, "3O", seat=0).code == "turno"
    assert refusal(hand, "1E").code == "fase"
    hand = hand.apply("cante:C")
    assert hand.phase == "juego" and hand.to_move == 0
    assert hand.view(1).points == (20 + 11 + 4, 0)


# -- the pinta ------------------------------------------------------------------------------------------------------------
def pinta_hand(pinta: str, mano: str = "7E 2E 1O 2O 3O 4O 5O") -> BazaHand:
    seats = [mano, "6B 7B 10B 11B 2B 4C 5C"]
    used = {code for s in seats for code in s.split()} | {pinta}
    rest = [pinta] + [c.code for c in DECK_40 if c.code not in used]
    return games.new_hand("tute", players=2, deal=[s.split() for s in seats] + [rest])


def test_the_seven_of_trumps_takes_an_as_tres_or_figure_pinta():
    """«Cuando la carta que pinta es un as, tres o figura, el jugador … le quede el siete del triunfo puede
    intercambiarlas» (l. 2821); with two, before the first trick (l. 2875)."""
    hand = pinta_hand("1E")
    assert "cambia:7E" in hand.legal_actions()
    hand = hand.apply("cambia:7E")
    assert Card.parse("1E") in hand.state.hands[0] and hand.view(1).pinta == Card.parse("7E")
    assert "cambia:2E" in hand.legal_actions()  # the seven, in its turn, for the two


def test_the_two_takes_a_blanca_and_nothing_takes_a_two():
    assert "cambia:2E" in pinta_hand("5E").legal_actions()
    hand = pinta_hand("2E", mano="7E 3E 1O 2O 3O 4O 5O")
    found = refusal(hand, "cambia:7E")
    assert found.code == "pinta" and "no se puede cambiar" in found.explanation


def test_the_wrong_card_for_the_pinta():
    found = refusal(pinta_hand("1E"), "cambia:2E")
    assert found.code == "pinta" and "el siete de espadas" in found.explanation


def test_only_the_winner_of_the_last_trick_changes_the_pinta():
    """«el jugador que acabe de ganar una baza y además le quede el siete del triunfo» (l. 2821)."""
    seats = ["3E 2E 6O 2O 3O 4O 5O", "7E 1O 10B 11B 2B 4C 5C"]
    used = {code for s in seats for code in s.split()}
    rest = ["1E"] + [c.code for c in DECK_40 if c.code not in used and c.code != "1E"]
    hand = games.new_hand("tute", players=2, deal=[s.split() for s in seats] + [rest])
    assert not [a for a in hand.legal_actions() if a.startswith("cambia")]  # the mano has no seven
    hand = run(hand, "2O 1O")
    assert hand.to_move == 1 and "cambia:7E" in hand.legal_actions()
    hand = run(hand, "10B 3E 2E")  # seat 1 lets it go; seat 0 trumps, wins and leads
    assert hand.to_move == 1
    assert "acaba de ganar una baza" in refusal(hand, "cambia:7E").explanation


# -- capote -------------------------------------------------------------------------------------------------------------
def test_capote_is_announced_only_once_the_stock_is_out():
    """«hay que cantar previamente que se intenta hacer esta jugada» once the baceta is over (l. 2880)."""
    hand = games.new_hand("tute", seed=30, players=2)
    assert refusal(hand, "capote").code == "capote"
    hand = play_until(hand, lambda h: h.view(0).stock_size == 0)
    assert "capote" in hand.legal_actions()
    with_capote = hand.apply("capote")
    assert "capote" not in with_capote.legal_actions()
    assert any("capote" in note for note in with_capote.view(0).notes)


def test_a_failed_capote_gives_the_ronda_to_the_other():
    """«si el jugador contrario hiciera alguna de las … bazas, es él quien gana el juego» (l. 2880)."""
    for seed in range(40):
        hand = play_until(games.new_hand("tute", seed=seed, players=2), lambda h: h.view(0).stock_size == 0)
        maker = hand.to_move
        hand = hand.apply("capote")
        hand = play_until(hand, lambda h: bool(h.state.rondas), seed=seed)
        ronda = hand.state.rondas[0]
        if ronda.winners != (maker,):
            assert "anunció capote" in ronda.lines[-1]
            assert ronda.juegos == 1
            return
    raise AssertionError("no failed capote in 40 seeds")


# -- the end of a ronda -----------------------------------------------------------------------------------------------
def test_most_tantos_wins_a_juego_and_over_100_a_doble_juego():
    """«el jugador o bando que obtenga la mayor cantidad de tantos … más de 100 tantos … "doble juego"» (l. 2837)."""
    lines: list[str] = []
    assert RULES.verdict(ended_ronda(1), Tally((70, 60), (60, 60), None, None), lines)[:2] == ((0,), 1)
    assert RULES.verdict(ended_ronda(1), Tally((30, 120), (20, 100), None, None), lines)[:2] == ((1,), 2)


def test_a_tie_goes_to_the_monte_or_the_tied_side_next_in_turn():
    """«En caso de empate en tantos, ganará … quien se haya llevado el "monte"» (l. 2837)."""
    lines: list[str] = []
    assert RULES.verdict(ended_ronda(1), Tally((65, 65), (60, 60), None, None), lines)[0] == (1,)
    assert any("que se llevó el monte" in line for line in lines)
    state = replace(ended_ronda(0, players=3), juegos=(0, 0, 0))
    lines = []
    assert RULES.verdict(state, Tally((50, 20, 50), (50, 20, 50), None, None), lines)[0] == (0,)
    state = replace(ended_ronda(1, players=3), juegos=(0, 0, 0))
    assert RULES.verdict(state, Tally((50, 20, 50), (50, 20, 50), None, None), lines)[0] == (2,)


def test_the_partida_goes_on_until_the_agreed_juegos():
    """«La partida finalizará cuando uno … alcance o supere el número de "juegos" pactado» (l. 2837)."""
    rng = random.Random(1)
    hand = games.new_hand("tute", seed=5, players=3, variant="juegos-3")
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    result = hand.result()
    assert max(hand.state.juegos) >= 3 and result is not None
    assert all(result.payments[s] == hand.state.juegos[s] for s in range(3))
    assert len(hand.state.rondas) >= 2
    assert {r.number for r in hand.state.rondas} == set(range(1, len(hand.state.rondas) + 1))


def test_each_ronda_moves_the_mano_one_seat():
    rng = random.Random(2)
    hand = games.new_hand("tute", seed=9, players=3, variant="juegos-9")
    while hand.state.ronda == 1:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    assert hand.state.mano == 1 and hand.to_move == 1


def test_not_your_turn_and_nonsense_are_refused_in_spanish():
    hand = games.new_hand("tute", seed=3, players=2)
    assert refusal(hand, hand.legal_actions()[0], seat=1).code == "turno"
    assert refusal(hand, "hola").code == "accion"
    assert refusal(hand, "13X").code == "carta"
    other = next(c for c in hand.state.hands[1])
    assert refusal(hand, other.code).code == "carta"


def test_a_finished_partida_refuses_everything():
    rng = random.Random(0)
    hand = games.new_hand("tute", seed=2, players=4)
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    assert hand.legal_actions() == []
    assert refusal(hand, "1O").code == "fase"


def test_four_cantes_make_the_hundred_of_acuses():
    """«sumando los 120 tantos en bazas, los 10 de monte y los 100 máximos de acuses … 230» (l. 2837): the 40 and
    three 20s, sung one after each trick won (l. 2831)."""
    hand = dealt(
        "1O 3O 12O 11O 12C 11C 12E 11E 12B 11B",
        "2O 4O 5O 1C 3C 2C 4C 5C 6C 7C",
        "10O 7O 1E 3E 2E 4E 5E 6E 7E 10E",
        "1B 3B 2B 4B 5B 6B 7B 10B 10C 6O",
    )
    assert hand.state.trump == Suit.OROS
    hand = run(hand, "1O 2O 7O 6O")
    assert [a for a in hand.legal_actions() if a.startswith("cante")] == ["cante:O"]
    hand = run(hand, "cante:O 3O 4O 10O 1B cante:C 12O 5O 1E 3B cante:E 11O 1C 3E 2B cante:B")
    assert [c.points for c in hand.view(0).cantes] == [40, 20, 20, 20]
    rng = random.Random(0)
    while not hand.state.rondas:
        hand = hand.apply(rng.choice([a for a in hand.legal_actions() if a[0].isdigit()]))
    ronda = hand.state.rondas[0]
    assert sum(ronda.points) == 120 + 10 + 100 and ronda.points[0] > 100
    assert ronda.winners == (0,) and ronda.juegos == 2


# -- the habanero (l. 2894–2902) --------------------------------------------------------------------------------------
def test_habanero_deals_eight_and_while_the_stock_lasts_only_a_trump_lead_binds():
    """«cada uno recibe inicialmente 8 cartas» (l. 2894); «Mientras haya baceta, solo es obligatorio asistir al palo
    de triunfo» (l. 2896)."""
    seats = ["1E 2O 3O 4O 5O 6O 7O 10O", "2E 1C 2C 3C 4C 5C 6C 7C"]
    used = {code for s in seats for code in s.split()}
    rest = ["12E"] + [c.code for c in DECK_40 if c.code not in used and c.code != "12E"]
    hand = games.new_hand("tute", players=2, variant="habanero", deal=[s.split() for s in seats] + [rest])
    assert len(hand.state.hands[0]) == 8 and hand.view(0).stock_size == 24
    free = hand.apply("2O")
    assert sorted(free.legal_actions()) == sorted(c.code for c in free.state.hands[1])
    arrastre = hand.apply("1E")
    assert arrastre.legal_actions() == ["2E"]
    found = refusal(arrastre, "1C")
    assert found.code == "arrastre" and found.citation is not None and found.citation.first_line == 2896


def test_habanero_101_wins_the_ronda_else_a_mano_de_vuelta_with_the_claim():
    """«el jugador que alcance 101 tantos gana la ronda … Si ninguno llegara … mano de vuelta» (l. 2902)."""
    lines: list[str] = []
    state = replace(ended_ronda(0, players=2), variants=frozenset({"habanero"}))
    assert RULES.verdict(state, Tally((105, 25), (95, 25), None, None), lines)[:2] == ((0,), 1)
    assert RULES.verdict(state, Tally((110, 120), (95, 25), None, None), lines)[:2] == ((1,), 1)
    winners, juegos, _, vuelta = RULES.verdict(state, Tally((70, 60), (60, 60), None, None), lines)
    assert (winners, juegos, vuelta) == ((), 0, True)
    vuelta_state = replace(state, carried=((70, 60), (60, 60)))
    assert RULES.verdict(vuelta_state, Tally((95, 130), (85, 120), None, 0), lines)[0] == (
        1,
    )  # a false claim
    assert RULES.verdict(vuelta_state, Tally((101, 130), (85, 120), None, 0), lines)[0] == (0,)
    assert refusal(games.new_hand("tute", seed=1, players=2, variant="habanero"), "fuera").code == "fuera"


# -- the remate (l. 2904–2908) ----------------------------------------------------------------------------------------
def test_remate_deals_twelve_without_the_doses_and_auctions_from_60():
    """«reciben 12 cartas cada uno (antes se sacan los cuatro doses) … múltiplos de 5, a partir de 60» (l. 2904)."""
    hand = games.new_hand("tute", seed=2, players=3, variant="remate")
    cards = [c for h in hand.state.hands for c in h]
    assert len(cards) == 36 and not any(c.rank == 2 for c in cards)
    assert hand.phase == "subasta" and hand.view(0).trump is None and hand.view(0).target == 500
    assert (
        hand.legal_actions()[:3] == ["paso", "puja:60", "puja:65"] and hand.legal_actions()[-1] == "puja:230"
    )
    assert refusal(hand, "puja:62").code == "subasta"
    assert refusal(hand, "puja:235").code == "subasta"
    assert refusal(hand, hand.state.hands[0][0].code).code == "fase"
    hand = hand.apply("puja:70")
    assert "pujar más alto" in refusal(hand, "puja:70").explanation
    hand = run(hand, "paso puja:80")
    assert hand.phase == "triunfo" and hand.to_move == 2
    hand = hand.apply("triunfo:c")
    assert hand.phase == "juego" and hand.state.trump == Suit.COPAS and hand.to_move == 0


def test_remate_all_pass_deals_again():
    """«Si todos pasan, la ronda se cancela y se reparte de nuevo» (l. 2904)."""
    hand = run(games.new_hand("tute", seed=2, players=3, variant="remate"), "paso paso paso")
    assert hand.state.ronda == 2 and hand.state.juegos == (0, 0, 0) and hand.phase == "subasta"
    assert hand.state.rondas[0].lines == ("Todos pasan: la ronda se anula y se reparte de nuevo (l. 2904).",)


def test_remate_the_bidder_scores_his_bid_or_the_rivals_share_it():
    """«logra al menos tantos como puntos ha subastado obtiene dicha cantidad … Caso contrario, los rivales se
    reparten los puntos subastados … el jugador que va de mano se lleva cinco puntos más» (l. 2908)."""
    state = replace(
        ended_ronda(0, players=3),
        variants=frozenset({"remate"}),
        juegos=(0, 0, 0),
        bids=((0, 0), (1, 75), (2, 0)),
        bidder=1,
    )
    lines: list[str] = []
    assert RULES.verdict(state, Tally((30, 80, 20), (30, 80, 20), None, None), lines)[:2] == ((1,), 75)
    assert RULES.awards(state, (1,), 75) == (0, 75, 0)
    assert RULES.verdict(state, Tally((50, 70, 10), (50, 70, 10), None, None), lines)[:2] == ((0, 2), 75)
    assert RULES.awards(state, (0, 2), 75) == (40, 0, 35)  # seat 1 is mano: five more
    assert RULES.awards(replace(state, mano=2), (0, 2), 75) == (35, 0, 40)
    assert RULES.awards(state, (0, 2), 80) == (40, 0, 40)


def test_remate_only_the_bidder_sings():
    """«Como solo importan los puntos que obtenga el subastador final … los contrarios no necesitan cantar» (l. 2904)."""
    rng = random.Random(4)
    for seed in range(30):
        hand = games.new_hand("tute", seed=seed, players=3, variant="remate")
        hand = run(hand, "puja:60 paso paso triunfo:O")
        while hand.state.ronda == 1:
            singers = {a for a in hand.legal_actions() if a.startswith("cante")}
            if singers:
                assert hand.to_move == 0
            hand = hand.apply(rng.choice(hand.legal_actions()))
    assert hand.view(0).score_unit == "puntos"
