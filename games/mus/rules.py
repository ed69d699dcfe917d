"""The Mus as a :class:`GameRules`: its metadata, and the grande's order of the cards (there are no tricks)."""

from __future__ import annotations

from games.core.cards import DECK_40, Card, Suit
from games.core.rules import GameRules
from games.mus.lances import power
from games.mus.passages import CATALOGUE, GRANDE


class Mus(GameRules):
    slug = "mus"
    name = "Mus"
    aliases = ("musín", "mus entre dos", "mus entre seis")
    family = "mus"
    players = (4, 2, 6)
    partnerships = True
    deck = DECK_40
    hand_size = {2: 4, 4: 4, 6: 4}
    source_slug = CATALOGUE
    has_trumps = False
    plays_tricks = False
    summary = (
        "Dos parejas, cuatro cartas: mus o no hay mus, y los cuatro lances (la grande, la chica, los pares y el juego, o el punto si nadie tiene juego) "
        "con sus envites y el órdago, a un juego de cuarenta piedras."
    )
    obligations = (
        "No hay bazas: en cada lance se comparan las cartas, cuando la mano termina (l. 1297, 1311)."
    )
    interpretation = ""
    play_citation = GRANDE

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        """The grande's order with eight reyes (a tres is a rey, a dos an as, l. 1293)."""
        return "M", power(card, 8)
