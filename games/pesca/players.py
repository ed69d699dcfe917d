"""Computer players of the Escoba (:data:`PLAYERS` by level), seeing only the seat's :class:`EscobaView`.

*principiante*
    takes some capture when it sees one, but misses a 15 now and then (and then it may be blown, l. 790); it
    blows a missed 15 half the time and throws any card.
*experto*
    weighs each capture by the tanteo (escobas, the siete de velos, cards, oros, the sietes of the setenta) against
    the chance that the next player sweeps what it leaves on the table, counted over the cards it has not seen; it
    never throws a card that makes 15, and throws the card that gives away least.

>>> import games
>>> hand = games.new_hand("escoba", seed=3)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from math import comb

from games.core.cards import DECK_40, Card, Suit
from games.core.game import Bot
from games.pesca.escoba import SOPLA, parse
from games.pesca.rules import FIFTEEN, SIETE_DE_VELOS, value
from games.pesca.view import EscobaView

Player = Callable[[EscobaView, random.Random], str]
MISSES = 0.25  # how often the principiante does not see a 15 it could make


def bots(beginner: Player, expert: Player) -> dict[str, Bot[EscobaView]]:
    """The players by level; without a random source, each draws its lots from what its seat sees."""

    def seeded(player: Player) -> Bot[EscobaView]:
        def decide(view: EscobaView, rng: random.Random | None) -> str:
            seen = ",".join(card.code for card in (*view.hand, *view.table))
            return player(
                view, rng or random.Random(f"escoba|{view.seat}|{view.ronda}|{seen}|{len(view.captures)}")
            )

        return decide

    return {"principiante": seeded(beginner), "experto": seeded(expert)}


def beginner(view: EscobaView, rng: random.Random) -> str:
    soplos = [action for action in view.legal_actions if action.startswith(SOPLA)]
    if soplos and rng.random() < 0.5:
        return rng.choice(soplos)
    captures = [action for action in view.legal_actions if "+" in action and not action.startswith(SOPLA)]
    if captures and rng.random() >= MISSES:
        return rng.choice(captures)
    return rng.choice([card.code for card in view.hand])


def worth(cards: Sequence[Card]) -> float:
    """What taking ``cards`` is worth towards the tanteo: the siete de velos, cards, oros, sietes and seises."""
    return sum(
        1 + 0.6 * (card.suit is Suit.OROS) + 1.5 * (card.rank == 7) + 0.4 * (card.rank == 6) for card in cards
    ) + 4 * (SIETE_DE_VELOS in cards)


def sweep_risks(view: EscobaView) -> dict[int, float]:
    """For each sum the table may be left with, the chance that the next player holds the one value that sweeps it,
    over the cards this seat has not seen (none for an empty table)."""
    seen = view.visible_cards()
    hidden = [value(card) for card in DECK_40 if card not in seen]
    held = view.hand_sizes[(view.seat + 1) % view.players] or 3
    risks = {}
    for left in range(FIFTEEN - 10, FIFTEEN):
        fitting = hidden.count(FIFTEEN - left)
        risks[left] = 1 - comb(len(hidden) - fitting, held) / comb(len(hidden), held) if hidden else 0.0
    return risks


def makes_fifteen(card: Card, table: Sequence[Card]) -> bool:
    """Whether ``card`` captures something on ``table`` (throwing it would be blown, l. 790)."""
    need = FIFTEEN - value(card)
    sums = {0}
    for other in table:
        sums |= {total + value(other) for total in sums if total + value(other) <= need}
    return need in sums


def expert(view: EscobaView, rng: random.Random) -> str:
    risks = sweep_risks(view)

    def risk(table: list[Card]) -> float:
        return risks.get(sum(value(card) for card in table), 0.0) if table else 0.0

    def score(action: str) -> float:
        soplo, cards = parse(action)
        if soplo:
            return 100 + worth(cards)
        left = [card for card in view.table if card not in cards[1:]]
        if len(cards) > 1:
            escoba = 12 if not left else 0
            return escoba + worth(cards) - (12 + worth(left)) * risk(left)
        card = cards[0]
        after = [*view.table, card]
        blown = 8 if makes_fifteen(card, view.table) else 0
        return -blown - 0.5 * worth([card]) - (12 + worth(after)) * risk(after)

    scored = [(score(action), rng.random(), action) for action in view.legal_actions]
    return max(scored)[2]


PLAYERS = bots(beginner, expert)
