"""The Burro, rule by rule, each test citing the catalogue's line (juegos-baraja-espanola.txt, l. 287–291)."""

from __future__ import annotations

import games

# Three seats of four cards, then the baceta (top first).
DEAL = [
    ["4O", "7C", "1E", "2B"],
    ["5O", "6C", "3E", "12B"],
    ["10C", "11C", "12C", "1C"],
    ["2C", "7O", "3O"],
]


def burro(deal: list[list[str]] = DEAL, variant: str | None = None) -> games.Hand:  # type: ignore[type-arg]
    return games.new_hand("burro", players=len(deal) - 1, deal=deal, variant=variant)


def test_four_cards_each_and_the_rest_is_the_baceta() -> None:
    """«Cada jugador recibe cuatro cartas. Las que queden sin dar serán la baceta» (l. 287)."""
    view = games.new_hand("burro", seed=4).view(0)
    assert view.hand_sizes == (4, 4, 4, 4) and view.stock_size == 40 - 16
    five = games.new_hand("burro", seed=4, variant="cinco").view(0)
    assert five.hand_sizes == (5, 5, 5, 5)  # «cada jugador recibe 5 cartas» (l. 291)


def test_the_mano_opens_with_any_card() -> None:
    """«El jugador mano abrirá el juego, dejando una carta descubierta» (l. 287)."""
    start = burro()
    assert start.to_move == 0 and set(start.legal_actions()) == set(DEAL[0])


def test_the_others_follow_suit() -> None:
    """«los demás deberán jugar un naipe del mismo palo» (l. 287): a card of another suit is refused."""
    after = burro().apply("7C")
    assert after.legal_actions() == ["6C"]
    refused = after.check("5O")
    assert refused is not None and refused.code == "asistir" and "l. 287" in refused.source
    assert "cinco de oros" in refused.explanation and "seis de copas" in refused.explanation
    assert after.check("roba").code == "robo"  # type: ignore[union-attr]
    assert after.check("paso").code == "paso"  # type: ignore[union-attr]


def test_who_cannot_follow_draws_from_the_baceta_until_he_can() -> None:
    """«Si no pueden, deberán robar de la baceta hasta conseguirlo» (l. 287)."""
    after = burro().apply("4O").apply("5O")
    assert after.legal_actions() == ["roba"]
    refused = after.check("10C")
    assert refused is not None and refused.code == "asistir" and "roba" in refused.explanation
    assert after.check("paso").code == "paso"  # type: ignore[union-attr]
    after = after.apply("roba")
    assert after.to_move == 2 and after.legal_actions() == ["roba"]  # the dos de copas does not serve
    after = after.apply("roba")
    assert after.legal_actions() == ["7O"] and after.view(0).hand_sizes == (3, 3, 6)


def test_the_highest_card_of_the_suit_led_opens_the_next_baza() -> None:
    """«El que eche la carta de índice más alto, abrirá la siguiente "baza". No hay palo de triunfo» (l. 287)."""
    after = burro().apply("4O").apply("5O").apply("roba").apply("roba").apply("7O")
    assert after.to_move == 2 and after.view(0).history[-1].winner == 2
    assert after.legal_actions() and not after.view(2).trick


def test_with_the_baceta_spent_who_cannot_follow_passes() -> None:
    """«Cuando ya no queden cartas en la baceta, quienes no tengan cartas del palo en juego pasarán su turno»
    (l. 287)."""
    deal = [["4O", "7C"], ["5O", "6C"], ["10C", "11C"], []]
    after = burro(deal).apply("4O").apply("5O")
    assert after.legal_actions() == ["paso"]
    refused = after.check("roba")
    assert refused is not None and refused.code == "robo"
    after = after.apply("paso")
    assert after.to_move == 1 and not after.view(1).trick  # the cinco de oros took the baza


def test_the_last_with_cards_is_the_burro() -> None:
    """«El juego finaliza cuando solo un participante se quede con cartas: ese será el perdedor» (l. 287)."""
    deal = [["4O"], ["5O", "6C"], ["10O", "11C"], []]
    end = burro(deal).apply("4O").apply("5O").apply("10O")
    assert not end.is_over and end.to_move == 2  # the sota de oros took it; seats 2 and 3 still hold cards
    end = end.apply("11C")  # the third seat's last card: only the second still holds one
    result = end.result()
    assert end.is_over and result is not None and set(result.winners) == {0, 2}
    assert "asiento 2" in result.explanation and result.citation is not None


def test_in_the_variant_the_as_beats_the_rey() -> None:
    """«el as mata al rey y a las demás cartas» (l. 291)."""
    deal = [["12O", "2C", "3C", "4C", "5C"], ["1O", "6C", "7C", "10C", "11C"], ["3O"]]
    after = burro(deal, "cinco").apply("12O").apply("1O")
    assert after.to_move == 1
    plain = [["12O", "2C", "3C", "4C"], ["1O", "6C", "7C", "10C"], ["3O"]]
    assert burro(plain).apply("12O").apply("1O").to_move == 0
