"""Whole partidas of the Julepe (juegos-baraja-espanola.txt, l. 1029–1041; glossary l. 28–47), one test per rule,
each citing its line."""

from __future__ import annotations

import random

import pytest

import games
from games.bazas.base import BazaHand, BazaView, deal_ronda
from games.bazas.julepe import JulepeState, settle
from games.core.cards import DECK_40, Card
from games.core.errors import IllegalActionError, InvalidNotationError
from games.core.hand import Hand
from games.core.result import POT
from tests.games.hand_helpers import run

RULES = games.GAMES["julepe"]
DECK = frozenset(DECK_40)

# Three players, oros trumps (the pinta is the 2 of oros): seat 1 holds the five highest trumps.
TRUMPS = ["1O 3O 12O 11O 10O", "1C 3C 12C 11C 10C", "1E 3E 12E 11E 10E"]
# For the obligations: seat 1 leads copas, seat 2 has no copas but the 3 of oros, seat 3 only the 4 of oros.
RENUNCIO = ["4C 5C 6C 7C 2C", "3O 5E 6E 7E 2E", "4O 12E 11E 10E 1B"]


def dealt(hands: list[str], pinta: str, stock: str = "", pot: int = 0) -> BazaHand:
    """A hand with the given cards (one string per seat); the stock starts with the pinta, then ``stock``, then
    the rest of the deck in deck order."""
    seats = [hand.split() for hand in hands]
    first = [pinta, *stock.split()]
    used = {code for seat in seats for code in seat} | set(first)
    rest = first + [card.code for card in DECK_40 if card.code not in used]
    return games.new_hand("julepe", deal=[*seats, rest], players=len(hands), pot=pot)


def state(hand: BazaHand) -> JulepeState:
    assert isinstance(hand.state, JulepeState)
    return hand.state


def codes(cards: tuple[Card, ...]) -> list[str]:
    return [card.code for card in cards]


# -- the deal ---------------------------------------------------------------------------------------------------------
def test_five_cards_each_dealt_one_by_one_and_the_pinta_turned() -> None:
    """l. 1029: «se reparten 5 cartas a cada uno y se descubre la carta que pintará el palo de triunfo»; l. 28: las
    cartas se reparten una a una; l. 43: la pinta «es la primera que quedó sin repartir»."""
    hand = games.new_hand("julepe", seed=11, players=4)
    hands, rest = deal_ronda(DECK_40, 11, 1, 4, (1, 1, 1, 1, 1), 0)
    assert [hand.view(seat).hand for seat in range(4)] == list(hands)
    view = hand.view(0)
    assert view.pinta == rest[0] and view.trump == rest[0].suit
    assert view.stock_size == 40 - 20 and state(hand).stock == rest[1:]  # the pinta lies under the stock
    assert hand.phase == "declaracion" and hand.to_move == 0


def test_three_to_six_players_and_forty_cards() -> None:
    """l. 1029: «puede intervenir varias personas»; the deck is the tute's forty (l. 1029, «el orden de las cartas es
    el mismo que en el tute»)."""
    for players in (3, 4, 5, 6):
        hand = games.new_hand("julepe", seed=1, players=players)
        view = hand.view(0)
        assert view.stock_size == 40 - 5 * players
    for players in (2, 7):
        with pytest.raises(InvalidNotationError, match="Julepe se juega con 3 o 4 o 5 o 6 jugadores"):
            games.new_hand("julepe", seed=1, players=players)


def test_five_players_with_six_cards_each() -> None:
    """l. 1041: «Si los jugadores son cinco, cada uno recibe seis cartas en el reparto inicial» (variant
    ``seis-cartas``, only with five)."""
    hand = games.new_hand("julepe", seed=2, players=5, variant="seis-cartas")
    assert [len(hand.view(seat).hand) for seat in range(5)] == [6] * 5
    assert hand.view(0).stock_size == 40 - 30
    with pytest.raises(InvalidNotationError, match="cinco jugadores"):
        games.new_hand("julepe", seed=2, players=4, variant="seis-cartas")
    with pytest.raises(InvalidNotationError, match="juegos-N"):
        games.new_hand("julepe", seed=2, players=4, variant="juegos-3")


def test_a_given_deal_is_checked() -> None:
    """The deal option (each seat's cards, then the stock, pinta first) must hold the forty cards once."""
    with pytest.raises(InvalidNotationError, match="5 cartas a cada uno"):
        games.new_hand("julepe", players=3, deal=[["1O"], ["1C"], ["1E"], ["1B"]])
    seats = [hand.split() for hand in TRUMPS]
    with pytest.raises(InvalidNotationError, match="cuarenta cartas"):
        games.new_hand("julepe", players=3, deal=[*seats, ["2O", "2O"]])


# -- the stakes -------------------------------------------------------------------------------------------------------
def test_the_empty_plate_gets_a_puesta_from_everyone_and_one_more_from_the_pie() -> None:
    """l. 1033: «solo en el caso de que el pozo o plato esté vacío, todos los jugadores deberán depositar … Además, …
    el jugador que es pie siempre deberá aportar X fichas adicionales»."""
    hand = games.new_hand("julepe", seed=3, players=4)
    ledger = state(hand).ledger
    assert [(t.payer, t.payee, t.amount) for t in ledger] == [
        (0, POT, 1),
        (1, POT, 1),
        (2, POT, 1),
        (3, POT, 1),
    ] + [(3, POT, 1)]
    assert all(t.citation is not None and t.citation.first_line == 1033 for t in ledger)
    assert state(hand).plate == 5
    carried = games.new_hand("julepe", seed=3, players=4, pot=7)
    assert [(t.payer, t.amount, t.concept) for t in state(carried).ledger] == [(3, 1, "la puesta del pie")]
    assert state(carried).plate == 8


# -- the declaration --------------------------------------------------------------------------------------------------
def test_each_says_juego_or_paso_in_turn_the_pie_last() -> None:
    """l. 1029: «por turno, cada jugador deberá indicar si quiere "jugar" esa mano o si "pasa"»."""
    hand = dealt(TRUMPS, "2O")
    assert hand.legal_actions() == ["juego", "paso"]
    hand = hand.apply("jugar")
    assert hand.to_move == 1 and hand.actions == ("juego",)
    hand = hand.apply("paso")
    assert hand.to_move == 2 and hand.legal_actions() == ["juego", "baile"]
    assert hand.view(2).announcements == ((0, "juego"), (1, "paso"))


def test_the_pie_is_bound_to_play_when_all_but_one_have_passed() -> None:
    """l. 1039: «si todos pasan menos uno, el pie quedará obligado a "jugar"»."""
    hand = run(
        dealt(["4C 5C 6C 7C 2C", "1C 3C 12C 11C 10C", "1E 3E 12E 11E 10E", "1B 3B 12B 11B 10B"], "2O"),
        "paso juego paso",
    )
    violation = hand.check("paso")
    assert violation is not None and violation.code == "subasta"
    assert (
        violation.explanation
        == "Han pasado todos menos uno: el pie queda obligado a jugar. Di «juego» (o «baile»)."
    )
    assert violation.citation is not None and violation.citation.first_line == 1039
    free = run(dealt(TRUMPS, "2O"), "juego juego")
    assert free.check("paso") is None


def test_only_the_pie_may_bail() -> None:
    """l. 1031: «el jugador que da las cartas puede quedarse con la pinta»."""
    hand = dealt(TRUMPS, "2O")
    violation = hand.check("baile")
    assert violation is not None and violation.code == "subasta"
    assert "Solo el que da las cartas (el pie) puede bailar" in violation.explanation
    assert violation.citation is not None and violation.citation.first_line == 1031


def test_when_nobody_plays_the_hand_is_dealt_again() -> None:
    """l. 1029: «Si nadie decide "jugar", la mano no se disputa y se procederá a un nuevo reparto»; the next pie puts
    his puesta (l. 1033) and the plate is carried."""
    hand = run(games.new_hand("julepe", seed=4, players=3), "paso paso paso")
    s = state(hand)
    assert s.ronda == 2 and s.mano == 1 and s.pie == 0 and hand.to_move == 1
    assert hand.phase == "declaracion" and s.plate == 4 + 1
    hands, rest = deal_ronda(DECK_40, 4, 2, 3, (1,) * 5, 1)
    assert s.hands == hands and s.pinta == rest[0]
    view = hand.view(0)
    assert view.ronda == 2 and len(view.rondas) == 1 and view.rondas[0].winners == ()
    assert view.rondas[0].citation is not None and view.rondas[0].citation.first_line == 1029
    assert Hand.from_notation(hand.notation) == hand


# -- the exchange -----------------------------------------------------------------------------------------------------
def test_those_who_play_discard_and_draw_as_many_in_turn() -> None:
    """l. 1029: «se descartarán los que "juegan", retirándose definitivamente de la mano quienes pasaron»."""
    hand = run(dealt(TRUMPS, "2O", stock="4B 5B 6B"), "paso juego juego")
    assert hand.phase == "descarte" and hand.to_move == 1
    assert hand.view(1).active == (1, 2)
    hand = run(hand, "descarta:10C descarta:11C")
    assert codes(hand.view(1).discards) == ["10C", "11C"] and hand.view(2).discards == ()
    hand = hand.apply("roba")
    assert codes(hand.view(1).hand) == ["1C", "3C", "12C", "4B", "5B"]
    assert hand.to_move == 2 and hand.view(2).stock_size == 25 - 2
    assert "El asiento 2 se descarta de 2 cartas y roba 2." in hand.view(0).notes
    hand = hand.apply("roba")
    assert hand.phase == "juego" and hand.to_move == 1  # the first of those who play, from the mano


def test_drawing_the_wrong_number_is_refused() -> None:
    """l. 1029: who plays draws as many as he discarded (``roba:N`` with another number is refused)."""
    hand = run(dealt(TRUMPS, "2O"), "juego juego juego descarta:10O")
    violation = hand.check("roba:2")
    assert violation is not None and violation.code == "robo"
    assert (
        violation.explanation == "Te has descartado de 1 carta: robas 1 carta, para quedarte con cinco, no 2."
    )
    assert hand.check("roba:1") is None
    assert hand.apply("roba:1").actions[-1] == "roba"


def test_nobody_discards_more_than_the_stock_can_replace() -> None:
    """l. 1029: the discards are replaced from the stock, whose last card is the pinta (l. 43); with six players it
    may not be enough for the last ones."""
    hands = [
        "1O 3O 12O 11O 10O",
        "1C 3C 12C 11C 10C",
        "1E 3E 12E 11E 10E",
        "1B 3B 12B 11B 10B",
        "2O 4O 5O 6O 7O",
        "2C 4C 5C 6C 7C",
    ]
    hand = run(dealt(hands, "2E"), "juego juego juego juego juego juego")
    assert hand.view(0).stock_size == 9 + 1
    hand = run(hand, "descarta:1O descarta:3O descarta:12O descarta:11O descarta:10O roba")
    hand = run(hand, "descarta:1C descarta:3C descarta:12C descarta:11C descarta:10C roba")
    assert (
        codes(hand.view(1).hand)[-1] == "2E" and hand.view(0).pinta is None and hand.view(0).stock_size == 0
    )
    assert (
        "El asiento 2 se descarta de 5 cartas y roba 5, la última la pinta (el dos de espadas)."
        in hand.view(0).notes
    )
    violation = hand.check("descarta:1E")
    assert violation is not None and violation.code == "descarte"
    assert violation.explanation == (
        "En el monte quedan 0 cartas: no puedes descartarte de más cartas de las que puedes robar. Di «roba»."
    )
    assert hand.legal_actions() == ["roba"]


def test_who_passed_neither_discards_nor_plays() -> None:
    """l. 1029: «retirándose definitivamente de la mano quienes pasaron»."""
    hand = run(dealt(TRUMPS, "2O"), "paso juego juego")
    violation = hand.check("descarta:1O", seat=0)
    assert violation is not None and violation.code == "turno"
    assert violation.explanation.startswith("Has pasado: quienes pasan se retiran definitivamente de la mano")
    assert violation.citation is not None and violation.citation.first_line == 1029
    hand = run(hand, "roba roba")
    violation = hand.check("1O", seat=0)
    assert violation is not None and violation.code == "turno"
    assert violation.explanation.startswith("Has pasado: te has retirado definitivamente de esta mano")
    assert hand.view(0).legal_actions == ()


def test_the_baile_keeps_the_pinta_and_draws_one_fewer() -> None:
    """l. 1031: «puede quedarse con la pinta … al hacerlo se obliga a "jugar" … el pie dejará las cartas que quiera
    y recibirá una menos»."""
    hand = run(dealt(TRUMPS, "2O"), "juego paso baile")
    assert (
        codes(hand.view(2).hand)[-1] == "2O" and hand.view(0).pinta is None and hand.view(0).trump is not None
    )
    hand = hand.apply("roba")
    assert hand.to_move == 2
    violation = hand.check("roba")
    assert violation is not None and violation.code == "descarte"
    assert violation.explanation.startswith("Has bailado: te quedaste con la pinta")
    assert violation.citation is not None and violation.citation.first_line == 1031
    hand = run(hand, "descarta:10E descarta:11E")
    hand = hand.apply("roba")
    assert len(hand.view(2).hand) == 5 and hand.phase == "juego"
    assert "El asiento 3 se descarta de 2 cartas y roba 1." in hand.view(0).notes


def test_five_players_discard_at_least_one_not_replaced() -> None:
    """l. 1041: «cada uno recibe seis cartas …, de las que debe descartar obligatoriamente una, que no le será
    repuesta … reciben una menos de las descartadas»."""
    hand = run(
        games.new_hand("julepe", seed=8, players=5, variant="seis-cartas"), "juego paso paso paso juego"
    )
    assert "roba" not in hand.legal_actions()
    violation = hand.check("roba")
    assert violation is not None and violation.code == "descarte" and violation.citation is not None
    assert violation.citation.first_line == 1041
    first = hand.view(0).hand[0]
    hand = run(hand, f"descarta:{first.code} roba")
    assert len(hand.view(0).hand) == 5 and hand.to_move == 4


# -- contra la baceta -------------------------------------------------------------------------------------------------
def test_the_pie_alone_plays_against_the_baceta() -> None:
    """l. 1039: «en el caso particular de que solo "juegue" el pie … cualquiera de sus adversarios debe "tomar el
    papel de baceta", alzando las seis primeras cartas del mazo, y descartándose luego de una. A continuación, hace
    su descarte normal el jugador que no pasó»."""
    hand = run(dealt(TRUMPS, "2O", stock="4B 5B 6B 7B 2B 4E"), "paso paso juego")
    s = state(hand)
    assert s.baceta == 0 and hand.to_move == 0 and hand.view(0).active == (0, 2)
    assert codes(hand.view(0).hand) == ["4B", "5B", "6B", "7B", "2B", "4E"]
    assert codes(hand.view(0).discards) == TRUMPS[0].split() and hand.view(1).discards == ()
    violation = hand.check("roba")
    assert (
        violation is not None and violation.code == "descarte" and "Haces de baceta" in violation.explanation
    )
    hand = hand.apply("descarta:2B")
    assert hand.to_move == 2 and len(hand.view(0).hand) == 5
    hand = hand.apply("roba")
    assert hand.phase == "juego" and hand.to_move == 0


# -- the play ---------------------------------------------------------------------------------------------------------
def test_the_tute_obligations_bind_even_with_stock_left() -> None:
    """l. 1029: «Las "obligaciones" son las mismas que las del tute»: who cannot follow must trump (l. 2825)."""
    hand = run(dealt(RENUNCIO, "5O"), "juego juego juego roba roba roba 4C")
    assert hand.view(1).stock_size == 25
    violation = hand.check("5E")
    assert violation is not None and violation.code == "fallar" and violation.is_renuncio
    assert hand.legal_actions() == ["3O"]


def test_under_trumping_is_compulsory() -> None:
    """l. 1029: «lo habitual es que, llegado el caso, sea obligatorio subfallar»; l. 47: «En el juego del "Julepe"
    es obligatorio subfallar (siempre y cuando se tengan cartas para ello)»."""
    hand = run(dealt(RENUNCIO, "5O"), "juego juego juego roba roba roba 4C 3O")
    violation = hand.check("12E")
    assert violation is not None and violation.code == "subfallar"
    assert "en el Julepe es obligatorio subfallar" in violation.explanation
    assert violation.citation is not None and violation.citation.first_line == 1029
    assert hand.legal_actions() == ["4O"]
    with pytest.raises(IllegalActionError):
        hand.apply("12E")


def test_the_winner_of_a_trick_leads_the_next_among_those_who_play() -> None:
    """l. 1029: «El ganador de cada una de las bazas será mano en la posterior»; passers are skipped."""
    hand = run(dealt(RENUNCIO, "5O"), "juego paso juego roba roba 4C")
    assert hand.to_move == 2  # seat 2 passed
    hand = hand.apply("4O")
    assert hand.to_move == 2 and hand.view(0).history[-1].winner == 2


def test_procedural_refusals() -> None:
    """Another seat than the one to move (``turno``), unknown text (``accion``), a card not held (``carta``), the
    wrong phase (``fase``): each explained in Spanish (l. 1029 «por turno»)."""
    hand = dealt(TRUMPS, "2O")
    turno = hand.check("juego", seat=1)
    assert turno is not None and turno.code == "turno"
    assert turno.explanation == "No es tu turno: ahora le toca hablar al asiento 1."
    accion = hand.check("quiero")
    assert (
        accion is not None and accion.code == "accion" and "no es una acción del Julepe" in accion.explanation
    )
    fase = hand.check("descarta:1O")
    assert fase is not None and fase.code == "fase" and fase.explanation.startswith("Ahora toca hablar")
    hand = run(hand, "juego juego juego")
    carta = hand.check("descarta:1C")
    assert (
        carta is not None
        and carta.code == "carta"
        and carta.explanation == "No tienes el as de copas en la mano."
    )
    assert hand.check("juego") is not None and hand.check("juego").code == "fase"  # type: ignore[union-attr]
    hand = run(hand, "roba roba roba")
    assert hand.check("roba") is not None and hand.check("roba").code == "fase"  # type: ignore[union-attr]
    assert hand.check("1C").code == "carta"  # type: ignore[union-attr]


# -- the result -------------------------------------------------------------------------------------------------------
def test_a_whole_hand_who_makes_fewer_than_two_tricks_queda_julepe_and_pays_the_plate() -> None:
    """l. 1029: «Para ganar hay que obtener dos bazas como mínimo … el jugador "queda Julepe"»; l. 1035: «los
    "jugadores" que pierdan deberán pagarle a los que ganaron … la cantidad de fichas que haya en el platillo»."""
    hand = run(
        dealt(TRUMPS, "2O"),
        "juego juego juego roba roba roba 1O 1C 1E 3O 3C 3E 12O 12C 12E 11O 11C 11E 10O 10C 10E",
    )
    result = hand.result()
    assert result is not None and hand.phase == "fin" and hand.to_move is None
    assert result.kind == "julepe" and result.winners == (0,) and result.tricks == (5, 0, 0)
    assert result.payments == (-1 + 8, -1 - 4, -2 - 4) and result.pot_before == 0 and result.pot_after == 4
    assert result.table[-2:] == [
        "El asiento 2 paga 4 tantos al asiento 1 por quedar julepe (l. 1035).",
        "El asiento 3 paga 4 tantos al asiento 1 por quedar julepe (l. 1035).",
    ]
    assert "El asiento 2 hizo 0 bazas: queda julepe." in result.explanation
    view = hand.view(0)
    assert view.juegos == (1, 0, 0) and view.rondas[-1].winners == (0,)
    assert Hand.from_notation(hand.notation).result() == result


def test_losers_pay_the_plate_shared_among_those_who_made_julepe() -> None:
    """l. 1035, read as: each loser pays what the plate holds, shared among the winners (the odd tanto to the one
    with most tricks); the passers neither win nor lose."""
    kind, winners, transfers, _ = settle((0, 1, 2, 3), (2, 2, 1, 0), {0: 2, 1: 2, 2: 2, 3: 2}, 5)
    assert kind == "julepe" and winners == (0, 1)
    assert [(t.payer, t.payee, t.amount) for t in transfers] == [(2, 0, 3), (2, 1, 2), (3, 0, 3), (3, 1, 2)]
    kind, winners, transfers, _ = settle((1, 3, 0), (1, 3, 0, 1), {1: 2, 3: 2, 0: 2}, 10)
    assert winners == (1,) and [(t.payer, t.payee, t.amount) for t in transfers] == [(3, 1, 10), (0, 1, 10)]
    assert all(t.citation is not None and t.citation.first_line == 1035 for t in transfers)


def test_when_all_who_play_lose_they_pay_the_pot() -> None:
    """l. 1035: «En caso de que todos los que "jueguen" pierdan deberán hacer ese mismo pago al pozo»."""
    kind, winners, transfers, _ = settle((0, 1, 2, 3, 4), (1, 1, 1, 1, 1), dict.fromkeys(range(5), 2), 6)
    assert kind == "todos quedan julepe" and winners == ()
    assert [(t.payer, t.payee, t.amount) for t in transfers] == [(seat, POT, 6) for seat in range(5)]


def test_two_who_both_make_julepe_share_the_plate() -> None:
    """l. 1037: «si solamente "juegan" dos jugadores y ambos logran el "Julepe", … se repartirán equitativamente la
    cantidad del pozo» (the odd tanto stays in the plate)."""
    kind, winners, transfers, lines = settle((0, 2), (3, 0, 2), {0: 2, 2: 2}, 9)
    assert kind == "hicieron julepe" and winners == (0, 2)
    assert [(t.payer, t.payee, t.amount) for t in transfers] == [(POT, 0, 4), (POT, 2, 4)]
    assert transfers[0].citation is not None and transfers[0].citation.first_line == 1037
    assert (
        lines[-1]
        == "Nadie queda julepe: se reparten el plato (4 tantos cada uno; queda en el plato 1 tanto)."
    )


def test_the_three_outcomes_against_the_baceta() -> None:
    """l. 1039: «Si el dador da Julepe, se llevará todo lo que haya en el plato. Si el pie recibe Julepe, él solo
    deberá doblar el pozo. Si el pie y la "baceta" ganan … el dador se lleva medio plato, pero su rival nada»."""
    needs = {0: 2, 2: 2}
    kind, winners, transfers, _ = settle((0, 2), (1, 0, 4), needs, 8, baceta=0, pie=2)
    assert (kind, winners, [(t.payer, t.payee, t.amount) for t in transfers]) == (
        "dio julepe",
        (2,),
        [(POT, 2, 8)],
    )
    kind, winners, transfers, _ = settle((0, 2), (4, 0, 1), needs, 8, baceta=0, pie=2)
    assert (kind, winners, [(t.payer, t.payee, t.amount) for t in transfers]) == (
        "recibió julepe",
        (),
        [(2, POT, 8)],
    )
    kind, winners, transfers, _ = settle((0, 2), (2, 0, 3), needs, 7, baceta=0, pie=2)
    assert (kind, winners, [(t.payer, t.payee, t.amount) for t in transfers]) == (
        "medio plato",
        (2,),
        [(POT, 2, 3)],
    )
    assert all(t.citation is not None and t.citation.first_line == 1039 for t in transfers)


def test_a_baile_of_an_ace_needs_three_tricks() -> None:
    """l. 1031: «En caso de que la pinta fuera un as …, si el dador la toma se obliga a "jugar" y a ganar tres bazas
    para no "quedar Julepe", en vez de las dos usuales»."""
    hand = run(dealt(["4C 5C 6C 7C 2C", "1C 3C 12C 11C 10C", "3E 12E 11E 10E 2E"], "1E"), "juego paso baile")
    s = state(hand)
    assert s.need(2) == 3 and s.need(0) == 2
    kind, winners, transfers, lines = settle((0, 2), (3, 0, 2), {0: 2, 2: 3}, 4)
    assert (
        kind == "julepe"
        and winners == (0,)
        and [(t.payer, t.payee, t.amount) for t in transfers] == [(2, 0, 4)]
    )
    assert lines[1] == "El asiento 3 hizo 2 bazas: queda julepe, y necesitaba 3 por bailar un as."


def test_a_whole_hand_against_the_baceta() -> None:
    """l. 1039: the pie who plays alone against the baceta and gives him julepe takes the whole plate."""
    hands = [TRUMPS[1], TRUMPS[2], TRUMPS[0]]
    hand = run(dealt(hands, "2O", stock="4B 5B 6B 7B 2B 4E"), "paso paso juego descarta:2B roba")
    hand = run(hand, "4B 1O 3O 4E 12O 5B 11O 6B 10O 7B")
    result = hand.result()
    assert result is not None and result.kind == "dio julepe" and result.tricks == (0, 0, 5)
    assert result.payments == (-1, -1, -2 + 4) and result.pot_after == 0
    assert result.contract == "contra la baceta" and result.jugador == 2


# -- properties -------------------------------------------------------------------------------------------------------
def every_card(s: JulepeState) -> list[Card]:
    cards = [card for hand in s.hands for card in hand] + list(s.stock) + list(s.set_aside)
    cards += [card for discards in s.discards for card in discards]
    cards += [card for record in s.history for card in record.cards] + list(s.trick)
    if s.pinta_down:
        cards.append(s.pinta)
    return cards


def check_views(hand: BazaHand) -> None:
    s = state(hand)
    for seat in range(hand.players):
        view = hand.view(seat)
        assert isinstance(view, BazaView)
        visible = view.visible_cards()
        allowed = set(s.hands[seat]) | set(s.discards[seat]) | set(view.played) | {s.pinta}
        if seat == s.baceta:
            allowed |= set(s.set_aside)
        assert visible <= allowed, (hand.notation, seat)
        assert not visible & set(s.stock)
        for other in range(hand.players):
            if other != seat:
                assert not visible & (set(s.hands[other]) - {s.pinta})
                assert not visible & set(s.discards[other])
        assert bool(view.legal_actions) == (seat == hand.to_move)
        assert view.stock_size == s.drawable == len(s.stock) + (view.pinta is not None)


def test_random_partidas_keep_every_invariant() -> None:
    """Over 1,200 seeded partidas of random legal actions: the forty cards are conserved, every legal action applies,
    the views hide other seats' cards and the stock, the notation round-trips and the payments balance."""
    kinds: set[str] = set()
    for seed in range(1200):
        rng = random.Random(seed)
        players = 3 + seed % 4
        variant = "seis-cartas" if players == 5 and seed % 8 == 1 else None
        hand = games.new_hand(
            "julepe", seed=seed, players=players, variant=variant, pot=rng.choice((0, 0, 3))
        )
        while not hand.is_over:
            s = state(hand)
            assert len(every_card(s)) == 40 and set(every_card(s)) == DECK
            if seed % 10 == 0:
                check_views(hand)
            legal = hand.legal_actions()
            assert legal and all(hand.check(action) is None for action in legal)
            hand = hand.apply(rng.choice(legal))
        s = state(hand)
        assert len(every_card(s)) == 40 and set(every_card(s)) == DECK
        result = hand.result()
        assert result is not None
        assert sum(result.payments) + result.pot_after - result.pot_before == 0
        assert sum(result.tricks) == 5 and result.pot_after == s.plate >= 0
        if seed % 5 == 0:
            assert Hand.from_notation(hand.notation) == hand
        kinds.add(result.kind)
    assert kinds >= {
        "julepe",
        "hicieron julepe",
        "dio julepe",
        "recibió julepe",
        "medio plato",
        "todos quedan julepe",
    }


# -- the computer players ---------------------------------------------------------------------------------------------
def test_the_players_are_legal_and_the_experto_beats_the_principiante() -> None:
    """Both levels return legal actions; over 200 partidas the experto, one seat against principiantes, wins tantos
    while they lose them."""
    experto, principiante = games.GAMES["julepe"].bots["experto"], games.GAMES["julepe"].bots["principiante"]
    expert_total = beginner_total = 0
    for seed in range(200):
        rng = random.Random(seed)
        players = 3 + seed % 4
        seat = (seed // 4) % players
        hand = games.new_hand("julepe", seed=seed, players=players)
        while not hand.is_over:
            mover = hand.to_move
            assert mover is not None
            player = experto if mover == seat else principiante
            action = player(hand.view(mover), rng)
            assert action in hand.legal_actions()
            hand = hand.apply(action)
        result = hand.result()
        assert result is not None
        expert_total += result.payments[seat]
        beginner_total += (sum(result.payments) - result.payments[seat]) // (players - 1)
    assert expert_total > 0 > beginner_total
