"""The Spanish deck: suits, cards, their notation and their Spanish names.

>>> card = Card.parse("7O")
>>> card.rank, card.suit.name
(7, 'OROS')
>>> str(card), card.name
('7O', 'siete de oros')
>>> Card.parse("10E").with_article
'la sota de espadas'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import cache

from games.core.errors import InvalidNotationError


class Suit(enum.Enum):
    """The four Spanish suits; the value is the notation letter."""

    OROS = "O"
    COPAS = "C"
    ESPADAS = "E"
    BASTOS = "B"

    @property
    def spanish(self) -> str:
        """The suit's name in Spanish, lower case: ``oros``."""
        return self.name.lower()

    @classmethod
    def parse(cls, letter: str) -> Suit:
        """The suit of a notation letter (``O``, ``C``, ``E``, ``B``).

        :raises InvalidNotationError: for any other text.
        """
        try:
            return cls(letter.upper())
        except ValueError:
            raise InvalidNotationError(f"palo desconocido: {letter!r} (usa O, C, E o B)") from None


RANK_NAMES = {
    1: "as",
    2: "dos",
    3: "tres",
    4: "cuatro",
    5: "cinco",
    6: "seis",
    7: "siete",
    8: "ocho",
    9: "nueve",
    10: "sota",
    11: "caballo",
    12: "rey",
}


_SUIT_NUMBER = {suit: number for number, suit in enumerate(Suit)}


def card_hash(rank: int, suit: Suit) -> int:
    """A card's hash, the same in every process: a snapshot pickles it, and Python's hash of a string changes from
    one process to the next (another server, or the same after a restart, would not find the card in a dict)."""
    return rank * 4 + _SUIT_NUMBER[suit]


@dataclass(frozen=True, slots=True)
class Card:
    """One card: a rank from 1 to 12 (10 sota, 11 caballo, 12 rey) and a suit."""

    rank: int
    suit: Suit
    code: str = field(init=False, repr=False, compare=False)
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank not in RANK_NAMES or not isinstance(self.suit, Suit):
            raise InvalidNotationError(f"carta no válida: {self.rank!r} de {self.suit!r}")
        object.__setattr__(self, "code", f"{self.rank}{self.suit.value}")
        object.__setattr__(self, "_hash", card_hash(self.rank, self.suit))

    def __hash__(self) -> int:
        return self._hash

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card code such as ``7O`` or ``12B``.

        :raises InvalidNotationError: when the text is not a card code.
        """
        return _parse(text.strip().upper())

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def name(self) -> str:
        """The Spanish name, without article: ``siete de oros``."""
        return f"{RANK_NAMES[self.rank]} de {self.suit.spanish}"

    @property
    def with_article(self) -> str:
        """The Spanish name with its article: ``el siete de oros``, ``la sota de copas``."""
        return ("la " if self.rank == 10 else "el ") + self.name


@cache
def _parse(text: str) -> Card:
    if len(text) < 2 or not (text[:-1].isascii() and text[:-1].isdigit()):  # "²".isdigit() is true
        raise InvalidNotationError(f"código de carta no válido: {text!r} (ejemplos: 7O, 1E, 12B)")
    return Card(int(text[:-1]), Suit.parse(text[-1]))


SUITS: tuple[Suit, ...] = tuple(Suit)
DECK_48: tuple[Card, ...] = tuple(_parse(f"{rank}{suit.value}") for suit in SUITS for rank in range(1, 13))
CARDS_BY_CODE: dict[str, Card] = {card.code: card for card in DECK_48}
DECK_40: tuple[Card, ...] = tuple(card for card in DECK_48 if card.rank not in (8, 9))


def parse_cards(text: str | list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    """Read several card codes, from a list or from text separated by spaces or commas.

    >>> parse_cards("1E, 7O 1B")
    (Card.parse('1E'), Card.parse('7O'), Card.parse('1B'))
    """
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(item) for item in items)


def names_list(cards: list[Card] | tuple[Card, ...]) -> str:
    """A Spanish list of card names with articles: ``el as, el dos y la sota de oros`` style.

    >>> names_list(parse_cards("3O 12C"))
    'el tres de oros y el rey de copas'
    """
    names = [card.with_article for card in cards]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " y " + names[-1]
