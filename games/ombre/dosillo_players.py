"""The computer players of the Dosillo: the family's bots, with the Hombre's judgment for the robo.

The Dosillo is played «en quanto al robo con las reglas del Hombre» (1807, l. 1607), so the *experto* enters with
the Hombre's minimum hands (l. 1351–1409, «tres bazas seguras», l. 1219) and, as the only contrario, changes every
card that is neither a trump nor a king («tiene ley para robar aunque sean siete», l. 1229; «guardar los triunfos
y reyes», l. 1235): there is no second contrario to leave the robo to. Neither level names the suit taken out of
the deck (l. 1600).

>>> import games
>>> hand = games.new_hand("dosillo", seed=5)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

from games.core.cards import DECK_40, Card, Suit
from games.core.rules import TRUMP
from games.ombre.players import Beginner, Expert, _best_contract, bots, may_risk


def _legal_suits(legal: list[str]) -> list[Suit]:
    return [Suit(action.split(":")[1]) for action in legal if action.startswith("triunfo:")]


class DosilloExpert(Expert):
    """The family's experto, with the Hombre's minimum hands and a contrario who changes all his blank cards."""

    def bid(self) -> str:
        view = self.view
        cards = tuple(sorted(view.hand, key=DECK_40.index))
        best = _best_contract(True, cards, may_risk(view) or bool(view.bids))
        if best is None:
            return "paso"
        return best[0] if best[0] in self.legal else "paso"

    def name_trump(self) -> str:
        suits = _legal_suits(self.legal)
        cards = tuple(sorted(self.view.hand, key=DECK_40.index))
        best = _best_contract(True, cards, True)
        if best is not None and best[1] in suits:
            return f"triunfo:{best[1].value}"
        rules = self.view.play_rules

        def strength(suit: Suit) -> tuple[int, int]:
            order = rules.order(suit)
            trumps = [order.power[c] for c in self.view.hand if order.suit_of[c] == TRUMP]
            return len(trumps), sum(trumps)

        return f"triunfo:{max(suits, key=strength).value}"

    def _discard_target(self, keep: set[Card]) -> int:
        view = self.view
        return len(view.hand) - len(keep) + len(view.discards)


class DosilloBeginner(Beginner):
    """The family's principiante, who names only a suit that is in the deck."""

    def name_trump(self) -> str:
        suits = _legal_suits(self.legal)
        counts = self.trump_counts(self.view.hand)
        return f"triunfo:{max(suits, key=lambda suit: counts[suit]).value}"


PLAYERS = bots(DosilloExpert, DosilloBeginner)
