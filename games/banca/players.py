"""The Siete y medio's computer players.

The principiante stakes at random and asks for cards below five points, stands above five and a half, and tosses a
coin in between. The experto stakes high only on a first card that tends to beat the bank (a seven or a figure);
as a punter it asks while the chance of passing with the next card, counted over the cards it has not seen, stays
below :data:`RISK`; as the bank, which plays last, it weighs standing against asking with the cards the punters
show: it values every total it could reach against each punter's possible covered card, and takes the better.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import cache

from games.banca.hand import CARTA, PLANTO, STAKES
from games.banca.rules import LIMIT, MAX_STAKE, MIN_STAKE, halves
from games.banca.view import BancaView
from games.core.cards import DECK_40
from games.core.game import Bot

RISK = 0.45  # the experto punter asks while the next card passes it less often than this
STRONG_FIRST = frozenset({14, 12})  # a first seven or six: the experto stakes the most
MOST_CARDS = 12  # no seat can hold more cards without passing siete y medio

Player = Callable[[BancaView, random.Random], str]


def bots(beginner: Player, expert: Player) -> dict[str, Bot[BancaView]]:
    """The players by level; without a random source, each draws its lots from what its seat sees."""

    def seeded(player: Player) -> Bot[BancaView]:
        def decide(view: BancaView, rng: random.Random | None) -> str:
            cards = ",".join(card.code for card in view.hand)
            return player(view, rng or random.Random(f"{view.game}|{view.seat}|{view.ronda}|{cards}"))

        return decide

    return {"principiante": seeded(beginner), "experto": seeded(expert)}


def beginner(view: BancaView, rng: random.Random) -> str:
    if view.legal_actions[0] in STAKES:
        return rng.choice(view.legal_actions)
    if view.points < 10:
        return CARTA
    if view.points > 11:
        return PLANTO
    return rng.choice((CARTA, PLANTO))


def expert(view: BancaView, rng: random.Random) -> str:
    if view.legal_actions[0] in STAKES:
        amount = MAX_STAKE if halves(view.hand[0]) in STRONG_FIRST else MIN_STAKE
        return f"apuesta:{amount}"
    seen = view.visible_cards()
    unseen = [halves(card) for card in DECK_40 if card not in seen]
    if view.is_bank:
        return CARTA if _bank_asks(view, tuple(sorted(unseen))) else PLANTO
    passing = sum(value > LIMIT - view.points for value in unseen) / len(unseen)
    return CARTA if view.points < LIMIT and passing < RISK else PLANTO


def _bank_asks(view: BancaView, unseen: tuple[int, ...]) -> bool:
    """Whether asking is worth more to the bank than standing, against the punters still in the round."""
    punters = tuple(
        (jugada.shown_points, len(jugada.shown) + jugada.covered, jugada.stake)
        for jugada in view.jugadas
        if jugada.seat != view.bank and not jugada.bust
    )
    value = _bank_values(punters, unseen)
    return value(view.points, len(view.hand), True) > value(view.points, len(view.hand), False)


def _bank_values(
    punters: tuple[tuple[int, int, int], ...], unseen: tuple[int, ...]
) -> Callable[[int, int, bool], float]:
    """The bank's expected tantos at a total of ``points`` with ``cards`` cards, asking once more or standing (and
    playing on at its best after asking); each punter's covered card and the bank's next card are drawn from the
    cards the bank has not seen."""
    draws = [(value, count / len(unseen)) for value, count in Counter(unseen).items()]
    at_risk = sum(stake for _, _, stake in punters)
    # each punter's chances of holding more than, or as much as, each total: a punter still in the round did not
    # pass with his covered card
    chances = []
    for shown, held, stake in punters:
        possible = [shown + value for value in unseen if shown + value <= LIMIT] or [shown]
        above = [sum(total > points for total in possible) / len(possible) for points in range(LIMIT + 1)]
        equal = [possible.count(points) / len(possible) for points in range(LIMIT + 1)]
        chances.append((above, equal, held, stake))
    most_held = max((held for _, _, held, _ in chances), default=0)

    def standing(points: int, cards: int) -> float:
        return sum(
            stake * (1 - 2 * (above[points] + (equal[points] if held < cards else 0)))
            for above, equal, held, stake in chances
        )

    @cache
    def best(points: int, cards: int) -> float:
        return max(standing(points, cards), asking(points, cards))

    def asking(points: int, cards: int) -> float:
        if cards >= MOST_CARDS or points >= LIMIT:
            return -float(at_risk)
        after = min(cards + 1, most_held + 1)  # past every punter's count, more cards change nothing
        return sum(
            chance * (best(points + value, after) if points + value <= LIMIT else -at_risk)
            for value, chance in draws
        )

    def value(points: int, cards: int, asks: bool) -> float:
        return asking(points, cards) if asks else standing(points, cards)

    return value


PLAYERS = bots(beginner, expert)
