"""Tapete's rules engine: the Spanish deck and the trick play of every game of the sources, in pure Python.

A tour:

>>> import games
>>> sorted(games.GAMES)[:4]
['brisca', 'burro', 'chinchon', 'cientos']
>>> card = games.Card.parse("7O")
>>> str(card), card.name
('7O', 'siete de oros')
>>> pos = games.position("tresillo", hands=[["1E", "5O", "3C"], ["2O", "4C"], ["6B", "12C"]], trump="O")
>>> pos = pos.play("5O")           # an arrastre: oros are trumps
>>> pos.legal_plays()
['2O']
>>> violation = pos.check_play("4C")
>>> violation.code, violation.is_renuncio
('arrastre', True)
>>> print(violation.explanation)
Renuncio: la baza la abrió el cinco de oros, que es triunfo (arrastre), y tienes triunfo (el dos de oros): debes servir triunfo. Solo las tres del estuche —espadilla, malilla y basto—, cuando no tienes otro triunfo, pueden quedarse sin servir. Has intentado jugar el cuatro de copas.
>>> violation.source
'Juegos de naipes con la baraja española (2021), «TRESILLO: obligaciones», l. 2260'
>>> pos.play("2O").trick_winner()
1

Positions have a one-line notation (see :attr:`Position.notation`): game, trump, leader, stock, hands by seat
(cards separated by commas, seats by slashes), the current trick, and the tricks won by each seat.

Two levels: a :class:`Position` is one trick being played (``legal_plays`` / ``check_play`` / ``play``, cards
only); a :class:`Hand` is a whole hand of any game of :data:`GAMES` (``legal_actions`` / ``check`` / ``apply``,
bids and words too), dealt by :func:`new_hand` and replayed by :meth:`Hand.from_notation`:

>>> hand = games.new_hand("tute", seed=3, players=2)
>>> games.Hand.from_notation(hand.apply(hand.legal_actions()[0]).notation).game
'tute'
>>> games.GAMES["voltarete"].words.maker, games.GAMES["brisca"].players
('feito', (2, 3, 4, 5, 6))

The open-hand solver gives what every legal card is worth with best play afterwards (:func:`solve`), and over the
deals a seat cannot tell apart (:func:`solve_for_seat`); where it cannot reach (a stock still to draw, too many
cards), :func:`estimate_for_seat` plays each card out over deals of what the seat has not seen:

>>> solution = games.solve(games.position("tute", hands=[["1O", "4C"], ["3O", "12C"]], trump="E"))
>>> dict(solution.values), solution.best_cards  # leading the as gives away the diez de últimas
({'1O': 21, '4C': 31}, ('4C',))
"""

from __future__ import annotations

from games.core.cards import DECK_40, DECK_48, Card, Suit, parse_cards
from games.core.citations import SOURCES, Citation, SourceDocument
from games.core.errors import (
    GameError,
    IllegalActionError,
    IllegalDecisionError,
    IllegalPlayError,
    InvalidNotationError,
    UnknownGameError,
)
from games.core.estimate import estimate_for_seat
from games.core.factory import position
from games.core.game import Game, Modality, Words
from games.core.hand import Hand
from games.core.players import LEVELS, choose
from games.core.registry import GAMES, find_game, new_hand
from games.core.rules import GameRules
from games.core.solver import SeatSolution, Solution, solve, solve_for_seat
from games.core.trick import Position
from games.core.view import SeatView
from games.core.violations import OBLIGATION_CODES, Violation, ViolationCode

# The distribution's version (pyproject.toml reads it from here): ``pip install .`` installs the engine alone.
__version__ = "0.1.0"

__all__ = [
    "DECK_40",
    "DECK_48",
    "GAMES",
    "LEVELS",
    "OBLIGATION_CODES",
    "SOURCES",
    "Card",
    "Citation",
    "Game",
    "GameError",
    "GameRules",
    "Hand",
    "IllegalActionError",
    "IllegalDecisionError",
    "IllegalPlayError",
    "InvalidNotationError",
    "Modality",
    "Position",
    "SeatSolution",
    "SeatView",
    "Solution",
    "SourceDocument",
    "Suit",
    "UnknownGameError",
    "Violation",
    "ViolationCode",
    "Words",
    "__version__",
    "choose",
    "estimate_for_seat",
    "find_game",
    "new_hand",
    "parse_cards",
    "position",
    "solve",
    "solve_for_seat",
]
