"""The cards' points: envido and flor (El envido, reglas d y j; La flor, regla e), and what a side lacks."""

from __future__ import annotations

from games.core.cards import Card

HALF = 18  # a medio juego (l. 2)
CHICO = 9  # a chico: the malos, then the buenos (l. 2)


def points(card: Card) -> int:
    """A card's value for the envido and the flor: its number, the figures nothing (El envido, regla j).

    >>> points(Card.parse("7O")), points(Card.parse("12O"))
    (7, 0)
    """
    return card.rank if card.rank <= 7 else 0


def has_flor(cards: tuple[Card, ...]) -> bool:
    """Three cards of one suit (La flor, l. 30)."""
    return len(cards) == 3 and cards[0].suit == cards[1].suit == cards[2].suit


def flor_points(cards: tuple[Card, ...]) -> int:
    """Twenty and the three values: from 20 (three figures) to 38 (7, 6 and 5; La flor, regla e).

    >>> flor_points((Card.parse("7C"), Card.parse("6C"), Card.parse("5C")))
    38
    """
    return 20 + sum(points(card) for card in cards)


def envido_points(cards: tuple[Card, ...]) -> int:
    """Twenty and the two values of two cards of one suit (20 to 33), or the highest single card when no two
    share a suit (El envido, reglas d y j).

    >>> envido_points((Card.parse("7E"), Card.parse("6E"), Card.parse("1B")))
    33
    >>> envido_points((Card.parse("12O"), Card.parse("5C"), Card.parse("4B")))
    5
    """
    best = max((points(card) for card in cards), default=0)
    for suit in {card.suit for card in cards}:
        values = sorted((points(card) for card in cards if card.suit == suit), reverse=True)
        if len(values) >= 2:
            best = max(best, 20 + values[0] + values[1])
    return best


def proof(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards that show a hand's envido: the two of one suit, or the highest card."""
    count = envido_points(cards)
    if count >= 20:
        for first in cards:
            for second in cards:
                if (
                    first != second
                    and first.suit == second.suit
                    and 20 + points(first) + points(second) == count
                ):
                    return (first, second)
    return tuple(card for card in cards if points(card) == count)[:1]


def resto_chico(score: int) -> int:
    """What a side with ``score`` tantos lacks to close its chico: the malos, or the buenos (l. 2)."""
    return CHICO - score if score < CHICO else HALF - score
