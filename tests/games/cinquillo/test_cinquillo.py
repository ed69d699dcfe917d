"""The Cinquillo and the Seises, rule by rule, each test citing the catalogue's line (juegos-baraja-espanola.txt)."""

from __future__ import annotations

import pytest

import games
from games.core.errors import InvalidNotationError

# Four hands of ten: seat 0 holds the five of oros, seat 1 the six of oros.
DEAL = [
    ["5O", "4O", "6C", "1E", "2E", "3E", "4E", "5E", "6E", "7E"],
    ["6O", "5C", "4C", "7O", "10E", "11E", "12E", "1B", "2B", "3B"],
    ["3O", "2O", "1O", "10O", "11O", "12O", "3C", "2C", "1C", "7C"],
    ["10C", "11C", "12C", "4B", "5B", "6B", "7B", "10B", "11B", "12B"],
]


def hand(variant: str | None = None) -> games.Hand:  # type: ignore[type-arg]
    return games.new_hand("cinquillo", deal=DEAL, variant=variant)


def test_the_five_of_oros_opens_and_its_holder_is_mano() -> None:
    """«la primera mano se inicia con el cinco de oros» (l. 505); «Es mano quien tenga el seis de oros» (l. 1968)."""
    start = hand()
    assert start.to_move == 0 and start.legal_actions() == ["5O"]
    refused = start.check("4O")
    assert refused is not None and refused.code == "hilera" and "l. 505" in refused.source
    assert "cinco de oros" in refused.explanation


def test_the_seises_open_with_the_six_of_oros() -> None:
    """Seises: «Es mano quien tenga el seis de oros, descartándolo boca arriba» (l. 1968)."""
    start = hand("seises")
    assert start.to_move == 1 and start.legal_actions() == ["6O"]
    after = start.apply("6O")
    assert after.to_move == 2 and after.legal_actions() == [
        "paso"
    ]  # the next player; seat 2 holds no 5O/7O/6x
    assert set(after.apply("paso").legal_actions()) == {"6B"}


def test_rows_grow_up_and_down_by_suit_and_a_five_opens_another_row() -> None:
    """«cartas de igual palo que le sigan en orden correlativo ascendente o descendente … o colocar otro seis»
    (l. 1968), with the five as base card (l. 505)."""
    after = hand().apply("5O")
    assert set(after.legal_actions()) == {"6O", "5C"}  # seat 1: up on oros, or the five that opens copas
    after = after.apply("6O")
    assert after.legal_actions() == ["paso"]  # seat 2 holds neither the 4O, the 7O nor a five
    view = after.apply("paso").view(0)
    assert view.rows[0] == tuple(games.Card.parse(code) for code in ("5O", "6O"))


def test_a_card_that_does_not_fit_is_refused_naming_the_card_and_the_row() -> None:
    """A card must follow its row (l. 505, l. 1968): the seven of oros does not fit a row that ends in the five."""
    after = hand().apply("5O")
    refused = after.check("7O")
    assert refused is not None and refused.code == "hilera"
    assert "siete de oros" in refused.explanation and "hilera de oros" in refused.explanation
    assert set(refused.allowed) == {"6O", "5C"}
    unopened = after.check("4C")
    assert unopened is not None and unopened.code == "hilera" and "cinco de copas" in unopened.explanation
    assert after.check("1E").code == "carta"  # type: ignore[union-attr]  # the as de espadas is seat 0's


def test_passing_when_a_card_fits_is_refused() -> None:
    """«si alguien, en su turno, no puede jugar deberá pasar» (l. 1968): only who cannot play passes."""
    refused = hand().apply("5O").check("paso")
    assert refused is not None and refused.code == "paso" and "l. 505" in refused.source
    assert set(refused.allowed) == {"6O", "5C"}


def test_the_seven_is_followed_by_the_sota_in_the_forty_card_deck() -> None:
    """The rows run 1–7 then sota, caballo, rey (the site's reading of l. 1968 with 40 cards)."""
    deal = [["5O", "6O", "7O", "1E"], ["10O"], ["4C"], ["4B"]]
    after = games.new_hand("cinquillo", deal=deal).apply("5O").apply("paso").apply("paso").apply("paso")
    after = after.apply("6O").apply("paso").apply("paso").apply("paso").apply("7O")
    assert after.to_move == 1 and after.legal_actions() == ["10O"]


def test_the_first_out_wins_five_and_one_for_each_card_the_others_hold() -> None:
    """«gana la mano quien vuelca primero todas sus cartas … sumando 5 puntos, más 1 por cada carta que los rivales
    aún tengan … Al resto se les descuentan tantos puntos como cartas les hayan quedado» (l. 1970)."""
    deal = [["5O", "6O"], ["4O", "1C"], ["2C", "3C"], ["12B"]]
    end = (
        games.new_hand("cinquillo", deal=deal).apply("5O").apply("4O").apply("paso").apply("paso").apply("6O")
    )
    result = end.result()
    assert end.is_over and result is not None and result.winners == (0,)
    assert result.payments == (5 + 1 + 2 + 1, -1, -2, -1)
    assert all(line.citation is not None and line.citation.lines == "l. 1970" for line in result.transfers)


def test_playing_for_money_puts_stakes_and_passes_in_the_plato() -> None:
    """«una contribución inicial por cada mano … y otra cantidad cada vez que pasamos … la mitad» (l. 1972)."""
    deal = [["5O", "6O"], ["4O", "1C"], ["2C", "3C"], ["12B"]]
    start = games.new_hand("cinquillo", deal=deal, variant="dinero")
    end = start.apply("5O").apply("4O").apply("paso").apply("paso").apply("6O")
    result = end.result()
    assert result is not None and result.payments == (10 - 2, -2, -3, -3) and result.pot_after == 0


def test_the_cabron_takes_any_card_beyond_the_end_and_blocks_the_gap() -> None:
    """Seises cabrón: «no es necesario colocar cartas consecutivas … ya no será posible poner ni el cuatro ni el
    cinco» (l. 1974), with the five as base (l. 507)."""
    deal = [["5O", "2O", "1C"], ["3O", "12O", "5C"], ["4O", "7C"], ["6O", "2C"]]
    after = games.new_hand("cinquillo", deal=deal, variant="cabron").apply("5O")
    assert set(after.legal_actions()) == {"3O", "12O", "5C"}
    after = after.apply("3O")
    refused = after.check("4O")
    assert refused is not None and refused.code == "hilera" and "l. 507" in refused.source
    assert "cuatro de oros" in refused.explanation
    assert after.legal_actions() == ["paso"]


def test_the_cabron_ends_when_no_one_can_play_and_scores_cards_laid() -> None:
    """«se anotan tantos puntos como cartas hayan colocado … el jugador que tenga la menor cantidad de cartas …
    recibirá tantos puntos adicionales como naipes tengan sus rivales … otros 5 puntos extra» (l. 1976)."""
    deal = [["5O", "1O"], ["12O", "3O"], ["6O"], ["7O"]]
    end = games.new_hand("cinquillo", deal=deal, variant="cabron")
    for action in (
        "5O",
        "12O",
        "paso",
        "paso",
        "1O",
    ):  # the rey and the as close oros: 3O, 6O and 7O are blocked
        end = end.apply(action)
    result = end.result()
    assert end.is_over and result is not None and result.winners == (0,)
    assert result.payments == (2 + 3 + 5, 1, 0, 0)


@pytest.mark.parametrize(
    ("players", "variant", "size"), [(4, None, 40), (5, None, 40), (3, None, 48), (6, None, 48)]
)
def test_all_the_cards_are_dealt_equally(players: int, variant: str | None, size: int) -> None:
    """«Se juega entre 3 y 8 personas, con una baraja de 40 o 48 cartas, repartiéndolas todas en cantidades
    iguales» (l. 1968)."""
    sizes = games.new_hand("cinquillo", seed=3, players=players, variant=variant).view(0).hand_sizes
    assert sum(sizes) == size and len(set(sizes)) == 1


def test_uneven_deals_and_unknown_options_are_refused() -> None:
    with pytest.raises(InvalidNotationError):
        games.new_hand("cinquillo", players=5, variant="baraja-48")
    with pytest.raises(InvalidNotationError):
        games.new_hand("cinquillo", players=7)
    with pytest.raises(InvalidNotationError):
        games.new_hand("cinquillo", variant="triunfo")


def test_text_that_is_no_action_and_a_seat_out_of_turn_are_refused() -> None:
    start = hand()
    assert start.check("roba").code == "accion"  # type: ignore[union-attr]
    assert start.check("5O", seat=2).code == "turno"  # type: ignore[union-attr]
    assert start.check(" 5o ") is None


def test_seises_is_found_by_name() -> None:
    assert games.find_game("Seises").slug == "cinquillo"
