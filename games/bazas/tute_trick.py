"""The trick of the Tute family of the 2021 catalogue (Tute, Guiñote, Julepe, Brisca): card order and obligations.

Tute's obligations (l. 2825): follow suit (*asistir*), beating the card on the table if you can (*montar*); if you
cannot follow, trump (*fallar*); if someone has trumped already, trump higher (*pisar*); if you cannot, you need not
under-trump. They apply only when no stock is left to draw (l. 2829). The Guiñote frees you from beating or trumping
when your partner is winning the trick (l. 911); the Julepe makes under-trumping compulsory (l. 1029, 47); the
Brisca has no obligation at all (l. 257).

>>> import games
>>> hands = [[], ["4O", "12O", "3C"], []]
>>> games.position("tute", hands=hands, trump="E", trick=["11O"], leader=0).legal_plays()
['12O']
>>> games.position("tute", hands=hands, trump="E", trick=["11O"], leader=0, stock=4).legal_plays()
['4O', '12O', '3C']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from games.core.cards import DECK_40, Card, Suit
from games.core.citations import Citation, cite
from games.core.rules import TRUMP, GameRules, Requirement, plain_power
from games.core.violations import ASISTIR, FALLAR, MONTAR, PISAR, SUBFALLAR

if TYPE_CHECKING:
    from games.core.trick import Position

CATALOGUE = "juegos-baraja-espanola"
TUTE_POWER = plain_power((1, 3, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2))
GUINOTE_POWER = plain_power((1, 3, 12, 10, 11, 9, 8, 7, 6, 5, 4, 2))
TUTE_OBLIGATIONS = cite(CATALOGUE, "TUTE: D) Obligaciones del tute", 2825, 2827)


class TuteTrick(GameRules):
    """Trick play with the tute's cascade of obligations; subclasses switch parts of it."""

    family = "tute"
    deck = DECK_40
    uses_stock = True
    power: ClassVar[dict[int, int]] = TUTE_POWER
    citation: ClassVar[Citation] = TUTE_OBLIGATIONS
    free_while_stock: ClassVar[bool] = True
    partner_exempt: ClassVar[bool] = False
    must_undertrump: ClassVar[bool] = False

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return (TRUMP if card.suit == trump else card.suit.value), self.power[card.rank]

    def requirements(self, position: Position) -> list[Requirement]:
        if self.free_while_stock and position.stock > 0:
            return []
        order = self.order(position.trump)
        me = position.to_move
        winner = position.trick_winner()
        assert me is not None and winner is not None
        exempt = self.partner_exempt and self.partners(me, winner, position.players)
        led_suit = order.suit_of[position.trick[0]]
        hand = position.hand
        same = frozenset(card for card in hand if order.suit_of[card] == led_suit)
        if same:
            layers = [Requirement(ASISTIR, same, self.citation, FOLLOW)]
            best = max(order.power[card] for card in position.trick if order.suit_of[card] == led_suit)
            beaters = frozenset(card for card in same if order.power[card] > best)
            if beaters and not exempt:
                layers.append(Requirement(MONTAR, beaters, self.citation, BEAT))
            return layers
        trumps = frozenset(card for card in hand if order.suit_of[card] == TRUMP)
        if not trumps or exempt:
            return []
        played_trumps = [order.power[card] for card in position.trick if order.suit_of[card] == TRUMP]
        if not played_trumps:
            return [Requirement(FALLAR, trumps, self.citation, TRUMP_IT)]
        over = frozenset(card for card in trumps if order.power[card] > max(played_trumps))
        if over:
            return [Requirement(PISAR, over, self.citation, OVERTRUMP)]
        if self.must_undertrump:
            return [Requirement(SUBFALLAR, trumps, self.citation, UNDERTRUMP)]
        return []


FOLLOW = (
    "Renuncio: la baza la abrió {led} y tienes {suit} ({allowed}): debes asistir al palo de salida. "
    "Has intentado jugar {tried}."
)
BEAT = (
    "Renuncio: debes asistir y, si puedes, montar (matar la carta más alta del palo en la mesa): puedes con "
    "{allowed}. Has intentado jugar {tried}."
)
TRUMP_IT = (
    "Renuncio: no tienes {suit} pero sí triunfo ({allowed}): quien no puede asistir debe fallar. "
    "Has intentado jugar {tried}."
)
OVERTRUMP = (
    "Renuncio: ya han fallado la baza y tienes un triunfo mayor ({allowed}): debes pisar (fallar más alto). "
    "Has intentado jugar {tried}."
)
UNDERTRUMP = (
    "Renuncio: no puedes asistir ni pisar, pero tienes triunfo ({allowed}): en el Julepe es obligatorio "
    "subfallar. Has intentado jugar {tried}."
)
