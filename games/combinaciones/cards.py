"""The Chinchón's decks (40, 48 or 50 cards with the two comodines), the value of each card and the order of the
escaleras.

"Jugando con 48 o 50 cartas, cada carta tiene en tantos el valor indicado por su índice. Pero cuando se juega con
una baraja de 40, el rey vale 10; el caballo 9 y la sota 8" (l. 445). The comodín, "sin ligar … vale 50 puntos en
contra" (l. 445), is one of the two cards the 50-card deck adds to the 48 (l. 15).

>>> value(parse_card("12O"), 40), value(parse_card("12O"), 48), value(parse_card("J1"), 50)
(10, 12, 50)
>>> parse_card("j2").name, str(parse_card("j2"))
('comodín', 'J2')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from games.core.cards import CARDS_BY_CODE, DECK_40, DECK_48, Card, Suit, card_hash

JOKER_VALUE = 50  # an unmatched comodín (l. 445)
FIGURES_40 = {10: 8, 11: 9, 12: 10}  # sota, caballo and rey with 40 cards (l. 445)


@dataclass(frozen=True, slots=True)
class Comodin(Card):
    """One of the two comodines of the 50-card deck (rank 0): ``J1`` and ``J2``, each named «comodín»."""

    def __post_init__(self) -> None:
        number = 1 if self.suit == Suit.OROS else 2
        object.__setattr__(self, "code", f"J{number}")
        object.__setattr__(self, "_hash", card_hash(self.rank, self.suit))

    def __hash__(self) -> int:
        return self._hash

    @property
    def name(self) -> str:
        return "comodín"

    @property
    def with_article(self) -> str:
        return "el comodín"


JOKERS: tuple[Card, Card] = (Comodin(0, Suit.OROS), Comodin(0, Suit.COPAS))
DECKS: dict[int, tuple[Card, ...]] = {40: DECK_40, 48: DECK_48, 50: DECK_48 + JOKERS}
BY_CODE: dict[str, Card] = {**CARDS_BY_CODE, **{joker.code: joker for joker in JOKERS}}


def is_joker(card: Card) -> bool:
    return card.rank == 0


def parse_card(text: str) -> Card:
    """A card code of the Chinchón: the deck's (``7O``, ``12B``) or a comodín (``J1``, ``J2``).

    :raises InvalidNotationError: for any other text.
    """
    code = text.strip().upper()
    if code in BY_CODE:
        return BY_CODE[code]
    return Card.parse(code)  # raises with the deck's own message


def value(card: Card, deck: int) -> int:
    """What ``card`` counts against its holder when it is not matched (l. 445)."""
    if is_joker(card):
        return JOKER_VALUE
    if deck == 40:
        return FIGURES_40.get(card.rank, card.rank)
    return card.rank


@cache
def ladder(deck: int) -> dict[int, int]:
    """Each rank's place in an escalera: with 40 cards the sota follows the siete."""
    ranks = sorted({card.rank for card in DECKS[deck]} - {0})
    return {rank: place for place, rank in enumerate(ranks)}
