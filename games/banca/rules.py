"""The Siete y medio of the catalogue («Juegos de casino», l. 1021–1023): the values of the cards, the passages
cited, and its metadata as a :class:`GameRules` (a game without tricks: no card order, no obligation).

«las blancas tienen el valor de su índice y las figuras valen medio» (l. 1023): points are counted here in halves,
so that siete y medio is 15.

>>> from games.core.cards import parse_cards
>>> points(parse_cards("7O 12C")), said(points(parse_cards("7O 12C")))
(15, 'siete y medio')
>>> said(points(parse_cards("10B")))
'medio'
"""

from __future__ import annotations

from games.core.cards import DECK_40, Card, Suit
from games.core.citations import cite
from games.core.rules import GameRules

CATALOGUE = "juegos-baraja-espanola"
CASINO = cite(CATALOGUE, "JUEGOS DE CASINO", 1021)  # closest without passing, ties, the covered last card
SIETE = cite(CATALOGUE, "JUEGOS DE CASINO: siete y medio", 1023)  # values, one card, plantarse or ask
BOTH = cite(CATALOGUE, "JUEGOS DE CASINO", 1021, 1023)

LIMIT = 15  # siete y medio, in halves
MIN_STAKE = 1
MAX_STAKE = 5
WORDS = {0: "cero", 1: "uno", 2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete"}


def halves(card: Card) -> int:
    """A card's value in halves: a blanca its index (l. 1023), a figure (sota, caballo, rey) a half."""
    return HALVES[card]


HALVES = {card: 2 * card.rank if card.rank <= 7 else 1 for card in DECK_40}


def points(cards: tuple[Card, ...] | list[Card]) -> int:
    """The points of ``cards``, in halves."""
    return sum(map(HALVES.__getitem__, cards))


def said(value: int) -> str:
    """Points in halves said in Spanish: «siete y medio», «cuatro», «medio»; beyond the sevens, in figures."""
    whole, half = divmod(value, 2)
    if whole == 0 and half:
        return "medio"
    text = WORDS.get(whole, str(whole))
    return text + " y medio" if half else text


class SieteYMedio(GameRules):
    slug = "siete-y-medio"
    name = "Siete y medio"
    aliases = ("siete y media", "7 y medio")
    family = "banca"
    players = (4, 2, 3, 5, 6)
    deck = DECK_40
    hand_size = dict.fromkeys((2, 3, 4, 5, 6), 1)
    source_slug = CATALOGUE
    has_trumps = False
    plays_tricks = False
    summary = (
        "Contra la banca: una carta cada uno y más si la pides, sin pasar de siete y medio; las blancas valen su "
        "número y las figuras medio punto."
    )
    obligations = (
        "No hay bazas: cada uno pide cartas o se planta, sin pasar de siete y medio (l. 1023). Se enseñan todas "
        "las cartas menos la última, que va tapada (l. 1021)."
    )
    play_citation = SIETE

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        """No card beats another: each is worth its points (in halves)."""
        return "T", halves(card)
