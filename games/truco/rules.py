"""The Truco of the regulation: its own order of the cards, and (the site's reading) any card may be played.

The regulation states no obligation at all for the card played, and never speaks of a *renuncio* in the Truco: the
site reads it as leaving every card free, as the 2021 catalogue says of the Truco argentino (l. 2635 there).

"Las cartas de mayor valor son el AS DE ESPADAS, AS DE BASTOS, SIETE DE ESPADAS y el SIETE DE ORO" (l. 68);
cards of the same value tie, and a tied trick is *parda* (l. 71).

>>> import games
>>> pos = games.position("truco", hands=[[], ["4O", "3C"]], trick=["1E"], leader=0)
>>> pos.legal_plays(), pos.trick_winner()
(['4O', '3C'], 0)
>>> games.position("truco", hands=[["2O"], []], trick=["3B", "3C"], leader=0).trick_winner() is None
True
"""

from __future__ import annotations

from games.core.cards import DECK_40, Card, Suit
from games.core.citations import cite
from games.core.rules import GameRules

BRAVAS = {"1E": 14, "1B": 13, "7E": 12, "7O": 11}
BY_RANK = {3: 10, 2: 9, 1: 8, 12: 7, 11: 6, 10: 5, 7: 4, 6: 3, 5: 2, 4: 1}


class Truco(GameRules):
    slug = "truco"
    name = "Truco"
    aliases = ("truco argentino", "truco criollo")
    family = "truco"
    players = (2, 3, 4, 6, 8)
    partnerships = True
    deck = DECK_40
    hand_size = {2: 3, 3: 3, 4: 3, 6: 3, 8: 3}
    source_slug = "truco-reglamento"
    has_trumps = False
    tied_tricks = True
    summary = "Tres cartas, tres bazas y las apuestas: envido, flor y truco, retruco y vale cuatro."
    obligations = (
        "Cualquier carta vale en cada baza. Es lectura del sitio: el reglamento solo da el valor de las cartas (l. 68) "
        "y no impone asistir."
    )
    interpretation = (
        "El reglamento no dice que haya que asistir al palo ni matar, ni habla de renuncio en el truco: solo da el "
        "valor de las cartas, que «tienen un valor aparte» (l. 68). El sitio entiende que vale cualquier carta, como "
        "dice expresamente el catálogo de 2021 del truco argentino («no hay obligación de asistir», l. 2635)."
    )
    play_citation = cite("truco-reglamento", "Valor de las cartas", 68)

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return "T", BRAVAS.get(card.code, BY_RANK[card.rank])

    def trick_winner(
        self, trick: tuple[Card, ...], leader: int, players: int, trump: Suit | None
    ) -> int | None:
        """The seat with the highest card; ``None`` for a *parda* (the top value played by both sides)."""
        if not trick:
            return None
        power = self.order(None).power
        best = max(power[card] for card in trick)
        seats = [(leader + index) % players for index, card in enumerate(trick) if power[card] == best]
        if len(seats) == 1 or (players % 2 == 0 and len({seat % 2 for seat in seats}) == 1):
            return seats[0]
        return None
