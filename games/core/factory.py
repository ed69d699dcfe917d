"""Building positions from plain data, with every check a hand-written position needs."""

from __future__ import annotations

from collections.abc import Sequence

from games.core.cards import Card, Suit
from games.core.errors import InvalidNotationError
from games.core.registry import find_game
from games.core.trick import Position


def position(
    game: str,
    hands: Sequence[Sequence[str]],
    trump: str | None = None,
    trick: Sequence[str] = (),
    leader: int = 0,
    stock: int = 0,
    tricks: Sequence[int] = (),
    napolitana: int | None = None,
) -> Position:
    """A position of ``game``: ``hands`` by seat (card codes), the trump suit letter, the cards already played
    to the current trick (led card first), the seat that led it, and the stock still to be drawn.

    :raises UnknownGameError: for a game that is not in :data:`games.GAMES`.
    :raises InvalidNotationError: for bad cards, a card twice, or seats and counts that do not fit.

    >>> position("brisca", hands=[["1O"], ["3O"]], trump="C").legal_plays()
    ['1O']
    """
    rules = find_game(game).rules
    if not rules.plays_tricks:
        raise InvalidNotationError(f"{rules.name} no se juega por bazas: no tiene posiciones de baza")
    seats = tuple(tuple(Card.parse(code) for code in hand) for hand in hands)
    played = tuple(Card.parse(code) for code in trick)
    if len(seats) not in rules.players:
        raise InvalidNotationError(f"{rules.name} se juega con {rules.players_text}, no con {len(seats)}")
    every = [card for hand in seats for card in hand] + list(played)
    deck = frozenset(rules.deck)
    strangers = [card.code for card in every if card not in deck]
    if strangers:
        raise InvalidNotationError(f"{', '.join(strangers)}: no está en la baraja de {rules.name}")
    if len(set(every)) != len(every):
        raise InvalidNotationError("hay una carta repetida")
    if not 0 <= leader < len(seats):
        raise InvalidNotationError(f"el asiento que abre la baza debe estar entre 0 y {len(seats) - 1}")
    if len(played) > len(seats):
        raise InvalidNotationError("la baza tiene más cartas que jugadores")
    if stock < 0:
        raise InvalidNotationError("el monte no puede tener menos de cero cartas")
    if tricks and len(tricks) != len(seats):
        raise InvalidNotationError("las bazas ganadas deben darse para cada asiento")
    if napolitana is not None and not 0 <= napolitana < len(seats):
        raise InvalidNotationError("el asiento de la napolitana no existe")
    trump_suit = Suit.parse(trump) if trump else None
    if trump_suit is None and rules.has_trumps and rules.family != "ombre":
        raise InvalidNotationError(f"{rules.name} necesita un palo de triunfo")
    return Position(
        rules, seats, trump_suit, played, leader, stock, tuple(tricks) or (0,) * len(seats), napolitana
    )
