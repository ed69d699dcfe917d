"""The 1790 *Malilla de compañeros*: two against two, the nine (*malilla*) highest, the strictest obligations.

"Se puede renunciar de diferentes maneras: primero quando no se sirve al palo que se salió jugando, teniendo;
segundo quando pudiendo no cargase yendo la baza de los contrarios; tercero quando teniendo triunfo y estando
fallo no se ponga, yendo la baza de los contrarios; quarto quando habiendo otro fallo no contrafallase, no siendo
el que falló su compañero" (1790, l. 2415).

>>> import games
>>> pos = games.position("malilla", hands=[[], ["5O", "12O", "3C"], [], []], trump="E",
...                      trick=["7O"], leader=0)
>>> pos.legal_plays()  # the trick goes to the opponents: follow and win (cargar)
['12O']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.cards import DECK_48, Card, Suit
from games.core.citations import cite
from games.core.rules import TRUMP, GameRules, Requirement, plain_power
from games.core.violations import ASISTIR, FALLAR, MONTAR, PISAR

if TYPE_CHECKING:
    from games.core.trick import Position

POWER = plain_power((9, 1, 12, 11, 10, 8, 7, 6, 5, 4, 3, 2))
BOOK = "mediator-hombre-1807"
RENUNCIAR = cite(BOOK, "Malilla: Explicacion de algunos términos, Renunciar", 2415)
CARGAR = cite(BOOK, "Malilla: Cargar; Modo de jugar la Malilla", 2413, 2495)


class Malilla(GameRules):
    slug = "malilla"
    name = "Malilla"
    aliases = ("malilla de compañeros",)
    family = "malilla"
    players = (4,)
    partnerships = True
    deck = DECK_48
    hand_size = {4: 12}
    source_slug = BOOK
    summary = (
        "Dos contra dos con la baraja de 48: el nueve es la malilla, la carta mayor; se cuentan 72 tantos."
    )
    obligations = (
        "Asistir, cargar si la baza va de los contrarios, fallar y contrafallar (1790, l. 2415, 2492–2495)."
    )
    play_citation = RENUNCIAR
    interpretation = (
        "Si un contrario ha fallado un palo que no es triunfo, no se puede cargar siguiendo el palo: basta con "
        "asistir. Si no puedes contrafallar, eres libre. El texto de 1790 no lo dice; es nuestra lectura."
    )

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return (TRUMP if card.suit == trump else card.suit.value), POWER[card.rank]

    def requirements(self, position: Position) -> list[Requirement]:
        order = self.order(position.trump)
        suit_of = order.suit_of
        trick, players = position.trick, len(position.hands)
        me = (position.leader + len(trick)) % players
        winner = self.trick_winner(trick, position.leader, players, position.trump)
        assert winner is not None
        opponents_winning = (me - winner) % 2 == 1
        top = trick[(winner - position.leader) % players]
        led_suit = suit_of[trick[0]]
        hand = position.hands[me]
        same = frozenset(card for card in hand if suit_of[card] == led_suit)
        if same:
            layers = [Requirement(ASISTIR, same, RENUNCIAR, FOLLOW)]
            if opponents_winning and order.suit_of[top] == led_suit:
                beaters = frozenset(card for card in same if order.power[card] > order.power[top])
                if beaters:
                    layers.append(Requirement(MONTAR, beaters, CARGAR, BEAT))
            return layers
        trumps = frozenset(card for card in hand if order.suit_of[card] == TRUMP)
        if not (opponents_winning and trumps):
            return []
        if order.suit_of[top] == TRUMP:
            over = frozenset(card for card in trumps if order.power[card] > order.power[top])
            return [Requirement(PISAR, over, RENUNCIAR, OVERTRUMP)] if over else []
        return [Requirement(FALLAR, trumps, RENUNCIAR, TRUMP_IT)]


FOLLOW = "Renuncio: la baza la abrió {led} y tienes {suit} ({allowed}): debes servir al palo. Has intentado jugar {tried}."
BEAT = (
    "Renuncio: la baza va de los contrarios y puedes ganarla con {allowed}: en la Malilla hay que cargar, "
    "«no solo servir, pero ganar pudiendo». Has intentado jugar {tried}."
)
TRUMP_IT = (
    "Renuncio: no tienes {suit}, la baza va de los contrarios y tienes triunfo ({allowed}): debes fallar. "
    "Has intentado jugar {tried}."
)
OVERTRUMP = "Renuncio: un contrario ha fallado y puedes contrafallar con {allowed}: debes hacerlo. Has intentado jugar {tried}."
