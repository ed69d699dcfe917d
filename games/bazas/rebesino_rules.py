"""The 1790 *Rebesino*: four players each for himself, no trumps, and the aim of taking no trick.

"todos están obligados á servir menos el que estuviese fallo ó tenga quatro ases … no habiendo triunfo en este
juego, siempre gana el mayor naype del palo que se salió jugando" (1790, l. 2179). Nobody is obliged to win
(l. 2005). The holder of the *napolitana* may renege as often as he likes (l. 2029).

>>> import games
>>> pos = games.position("rebesino", hands=[[], ["5O", "3C"], [], []], trick=["7O"], leader=0)
>>> pos.legal_plays()
['5O']
>>> games.position("rebesino", hands=[[], ["5O", "3C"], [], []], trick=["7O"], leader=0,
...                napolitana=1).legal_plays()
['5O', '3C']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.cards import DECK_48, Card, Suit
from games.core.citations import cite
from games.core.rules import GameRules, Requirement, plain_power
from games.core.violations import ASISTIR

if TYPE_CHECKING:
    from games.core.trick import Position

POWER = plain_power((1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2))
BOOK = "mediator-hombre-1807"
DE_LA_MANO = cite(BOOK, "Rebesino: De la mano", 2179)


class Rebesino(GameRules):
    slug = "rebesino"
    name = "Rebesino"
    aliases = ("revesino",)
    family = "rebesino"
    players = (4,)
    deck = DECK_48
    hand_size = {4: 11}
    source_slug = BOOK
    has_trumps = False
    summary = "Cuatro jugadores, cada uno por sí, sin triunfo: gana quien no hace bazas o hace menos puntos."
    obligations = "Servir al palo, sin obligación de ganar; quien tiene la napolitana puede renunciar (1790, l. 2179, 2005, 2029)."
    play_citation = DE_LA_MANO

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return card.suit.value, POWER[card.rank]

    def requirements(self, position: Position) -> list[Requirement]:
        if position.to_move == position.napolitana:
            return []
        led = position.trick[0]
        same = frozenset(card for card in position.hand if card.suit == led.suit)
        if not same:
            return []
        return [Requirement(ASISTIR, same, DE_LA_MANO, FOLLOW)]


FOLLOW = (
    "Renuncio: la baza la abrió {led} y tienes {suit} ({allowed}): todos están obligados a servir, aunque nadie a "
    "ganar. Has intentado jugar {tried}."
)
