"""The Escoba's metadata, the value of its cards and the catalogue's passages it cites.

The Escoba has no tricks: its trick rules (:class:`Escoba`) only describe the game and order the cards by their
value in the count of 15 (l. 794), so that the generic tools that build positions still have an order to read.

>>> [value(Card.parse(code)) for code in ("1O", "7C", "10E", "11B", "12O")]
[1, 7, 8, 9, 10]
"""

from __future__ import annotations

from games.core.cards import DECK_40, Card, Suit
from games.core.citations import cite
from games.core.rules import GameRules

CATALOGUE = "juegos-baraja-espanola"
FIFTEEN = 15

DEAL = cite(CATALOGUE, "ESCOBA: el reparto", 782)
COMER = cite(CATALOGUE, "ESCOBA: comer", 786)
NO_COMER = cite(CATALOGUE, "ESCOBA: no comer", 788)
SOPLAR = cite(CATALOGUE, "ESCOBA: soplar", 790)
RESIDUO = cite(CATALOGUE, "ESCOBA: los repartos y el residuo", 792)
VALORES = cite(CATALOGUE, "ESCOBA: valor de las cartas", 794)
ESCOBA = cite(CATALOGUE, "ESCOBA: hacer escoba", 796)
ESCOBA_DE_MANO = cite(CATALOGUE, "ESCOBA: escoba de mano", 798)
TANTEO = cite(CATALOGUE, "ESCOBA: tanteo", 802)
VELOS = cite(CATALOGUE, "ESCOBA: tanteo, el siete de velos", 803)
CARTAS = cite(CATALOGUE, "ESCOBA: tanteo, el mayor número de cartas", 804)
OROS = cite(CATALOGUE, "ESCOBA: tanteo, más oros", 805)
SETENTA = cite(CATALOGUE, "ESCOBA: tanteo, la setenta", 806)
PARTIDA = cite(CATALOGUE, "ESCOBA: empates y final de la partida", 810)
VARIANTES = cite(CATALOGUE, "ESCOBA: variantes (parejas, cinco jugadores)", 812)

SIETE_DE_VELOS = Card(7, Suit.OROS)


def value(card: Card) -> int:
    """A card's value in the count of 15: as to siete their index, sota 8, caballo 9, rey 10 (l. 794)."""
    return card.rank if card.rank <= 7 else card.rank - 2


class Escoba(GameRules):
    slug = "escoba"
    name = "Escoba"
    aliases = ("escoba del 15", "escoba del quince")
    family = "pesca"
    players = (2, 3, 4, 5)
    deck = DECK_40
    hand_size = {2: 3, 3: 3, 4: 3, 5: 3}
    source_slug = CATALOGUE
    has_trumps = False
    plays_tricks = False
    summary = (
        "Con una carta de la mano y las de la mesa, haz 15 y cómetelas; si dejas la mesa limpia, escoba."
    )
    obligations = (
        "No hay bazas ni obligación de comer: en tu turno comes con una carta de la mano cartas de la mesa que "
        "sumen 15 con ella (sota 8, caballo 9, rey 10), o tiras una carta a la mesa (l. 786–788); si tiras una "
        "carta que hacía 15, el siguiente te la puede soplar (l. 790)."
    )
    play_citation = COMER

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return card.suit.value, value(card)
