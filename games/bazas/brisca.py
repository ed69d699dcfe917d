"""The Brisca (catalogue, l. 257–273), its trick and its whole partidas: two to six players, three cards in hand,
drawing after each trick, the pinta taken by the last to draw, never any obligation; the most card points wins the
mano. Its computer players are the Tute family's (:mod:`games.bazas.tute_players`), its words the family's.

>>> import games
>>> hand = games.new_hand("brisca", seed=1, players=3)
>>> view = hand.view(0)
>>> len(view.hand), view.stock_size, "2O" in {c.code for c in view.visible_cards()}
(3, 27, False)
"""

from __future__ import annotations

from typing import ClassVar

from games.bazas.base import wins
from games.bazas.tute_family import (
    BRISCA,
    BRISCA_PINTA,
    FIGURES_AND_POINTS,
    Tally,
    TuteFamilyRules,
    TuteState,
    Verdict,
)
from games.bazas.tute_trick import CATALOGUE, TuteTrick
from games.core.cards import DECK_40, DECK_48, Card
from games.core.citations import Citation, cite
from games.core.rules import GameRules, Requirement
from games.core.trick import Position

INTERPRETATION = (
    "La pinta la alza quien roba el último (el texto dice «quien se quede con dos cartas»). Se cambia tras ganar "
    "una baza: entonces quien la cambia la toma en seguida, que es lo que el texto pide («no podrá tomarla hasta "
    "que gane baza»). Con cuatro se juega por parejas y con seis en dos tríos alternos, con la baraja de 48 "
    "(l. 273), en la que los ochos y nueves van entre la sota y el siete y la pinta con puntos se cambia por el "
    "nueve. Si hay empate a puntos, la mano no es de nadie. La partida es a una mano ganada."
)

GRAMMAR = """``7O``
    play a card (never any obligation).
``cambia:7O``
    give the seven (the nine with 48 cards) of trumps for a pinta with points, or the two for a blanca, right after
    winning a trick.
"""


class Brisca(TuteTrick):
    slug = "brisca"
    name = "Brisca"
    players = (2, 3, 4, 5, 6)
    hand_size = {2: 3, 3: 3, 4: 3, 5: 3, 6: 3}
    source_slug = CATALOGUE
    summary = "Tres cartas en la mano, se roba tras cada baza y se cuentan los puntos; nunca hay obligación."
    obligations = "«Nunca hay obligación de asistir ni fallar» (l. 257)."
    play_citation = cite(CATALOGUE, "BRISCA", 257)

    def requirements(self, position: Position) -> list[Requirement]:
        return []


class Brisca48(Brisca):
    """The Brisca with the 48-card deck (six players, l. 273)."""

    deck = DECK_48


BRISCA_48_RULES = Brisca48()


class BriscaRules(TuteFamilyRules):
    """The Brisca of two to six players."""

    slug: ClassVar[str] = "brisca"
    play_rules: ClassVar[GameRules] = Brisca()
    name: ClassVar[str] = "Brisca"
    players: ClassVar[tuple[int, ...]] = (2, 3, 4, 5, 6)
    partnership_counts: ClassVar[tuple[int, ...]] = (4, 6)
    cards_each: ClassVar[dict[int, int]] = dict.fromkeys((2, 3, 4, 5, 6), 3)
    has_cantes: ClassVar[bool] = False
    has_ultimas: ClassVar[bool] = False
    cante_citation: ClassVar[Citation] = BRISCA
    pinta_citation: ClassVar[Citation] = BRISCA_PINTA
    deal_citation: ClassVar[Citation] = BRISCA
    summary: ClassVar[str] = (
        "De dos a seis jugadores, tres cartas en la mano y se roba tras cada baza; puedes echar la carta que "
        "quieras, sin asistir ni fallar por fuerza, y gana quien junta más puntos."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR

    def deck(self, players: int, variants: frozenset[str] = frozenset()) -> tuple[Card, ...]:
        if players == 3:  # «se sacan los 4 doses» (l. 257)
            return tuple(card for card in DECK_40 if card.rank != 2)
        return DECK_48 if players == 6 else DECK_40

    def rules_for(self, players: int, variants: frozenset[str] = frozenset()) -> GameRules:
        return BRISCA_48_RULES if players == 6 else self.play_rules

    def exchange_for(self, state: TuteState, pinta: Card) -> Card | None:
        if (
            state.players == 6 and pinta.rank in FIGURES_AND_POINTS
        ):  # «por el nueve … (no por el siete)» (l. 273)
            return Card(9, pinta.suit)
        return super().exchange_for(state, pinta)

    def verdict(self, state: TuteState, tally: Tally, lines: list[str]) -> Verdict:
        totals, cards, tute, fuera = tally
        names = self.side_names(state.players)
        best = max(cards)
        top = [side for side, points in enumerate(cards) if points == best]
        if len(top) > 1:
            lines.append(f"Empate a {best} puntos: la mano no es de nadie.")
            return (), 0, BRISCA, False
        lines.append(f"{wins(names[top[0]])} la mano {names[top[0]]}, con {best} puntos (l. 257).")
        return (top[0],), 1, BRISCA, False
