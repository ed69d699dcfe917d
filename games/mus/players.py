"""Computer players of the Mus (:data:`PLAYERS` by level), seeing only the seat's :class:`MusView`.

*principiante*
    asks for mus or cuts by chance, throws away cards at random, envida now and then and takes a bet at a toss
    (now and then «por mí quiero», leaving the last word to a partner still to speak, l. 1432).
*experto*
    weighs each lance by the odds: the share of hands its cards beat (over every hand of four), raised to the number
    of rivals in the lance, and its partner's señas and words; it bets from that strength, its place (the ties are
    the mano's, l. 1311) and the score (an órdago when the rivals are «dentro»), and takes a bet when what it may win
    outweighs what refusing costs (l. 1313). It cuts the mus with pares of medias or duples or with juego, and
    throws away what is neither rey, nor pair, nor as.

Both make their señas to the partner once the mus is cut (l. 1455–1466).

>>> import games
>>> hand = games.new_hand("mus", seed=3)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from itertools import combinations_with_replacement
from math import comb

from games.core.cards import DECK_40, Card
from games.core.game import Bot
from games.mus import lances as L
from games.mus.hand import CUT, ENVIDO, NO_QUIERO, ORDAGO_WORD, PASO, POR_MI, QUIERO, SENA, discard
from games.mus.state import DECLARA, DESCARTE, ENVITE, MUS, ORDAGO
from games.mus.view import MusView

Player = Callable[[MusView, random.Random], str]


@cache
def _table(lance: str, reyes: int) -> dict[tuple[int, ...], float]:
    """For each key of ``lance``: the share of the hands of four that hold the lance and lose to it (half the ties)."""
    by_power: dict[int, list[Card]] = {}
    for card in DECK_40:
        by_power.setdefault(L.power(card, reyes), []).append(card)
    weights: Counter[tuple[int, ...]] = Counter()
    for powers in combinations_with_replacement(sorted(by_power), 4):
        counts = Counter(powers)
        if any(n > len(by_power[value]) for value, n in counts.items()):
            continue
        cards = [card for value, n in counts.items() for card in by_power[value][:n]]
        if L.holds(lance, cards, reyes):
            weight = 1
            for value, n in counts.items():
                weight *= comb(len(by_power[value]), n)
            weights[L.lance_key(lance, cards, reyes)] += weight
    total = sum(weights.values())
    table: dict[tuple[int, ...], float] = {}
    below = 0
    for key in sorted(weights):
        table[key] = (below + weights[key] / 2) / total
        below += weights[key]
    return table


def strength(lance: str, cards: tuple[Card, ...], reyes: int) -> float:
    """The share of hands holding ``lance`` that ``cards`` beat (0 when they do not hold it)."""
    if not L.holds(lance, cards, reyes):
        return 0.0
    return _table(lance, reyes)[L.lance_key(lance, cards, reyes)]


# What a partner's seña tells of its strength in each lance.
SENA_STRENGTH: dict[str, dict[str, float]] = {
    L.GRANDE: {"tres-reyes": 0.95, "dos-reyes": 0.8, "ciego": 0.2},
    L.CHICA: {"tres-ases": 0.95, "dos-ases": 0.8, "ciego": 0.3},
    L.PARES: {"duples": 0.9, "medias": 0.75, "tres-reyes": 0.75, "dos-reyes": 0.6},
    L.JUEGO: {"treinta-y-una": 0.9},
    L.PUNTO: {"treinta-de-punto": 0.95},
}


def _rivals(view: MusView) -> int:
    """How many rivals speak in the lance under way."""
    if view.lance in (L.PARES, L.JUEGO):
        return sum(held and seat % 2 != view.side for seat, held in view.declared) or 1
    return view.players // 2


def side_chance(view: MusView) -> float:
    """The experto's estimate that its side wins the lance under way."""
    rivals = _rivals(view)
    mine = strength(view.lance, view.hand, view.reyes) ** rivals
    partners = [seat for seat in range(view.players) if seat != view.seat and seat % 2 == view.side]
    best = 0.0
    for partner in partners:
        if view.lance in (L.PARES, L.JUEGO) and not dict(view.declared).get(partner, False):
            continue
        told = [SENA_STRENGTH[view.lance].get(word.word) for word in view.senas if word.seat == partner]
        guess = max((value for value in told if value is not None), default=0.5)
        best = max(best, guess**rivals)
    chance = 1 - (1 - mine) * (1 - best)
    if view.seat == view.mano:
        chance += 0.03
    return min(chance, 1.0)


def _lots(view: MusView, level: str, rng: random.Random | None) -> random.Random:
    if rng is not None:
        return rng
    cards = ",".join(card.code for card in view.hand)
    return random.Random(f"mus|{level}|{view.seat}|{view.number}|{len(view.words)}|{cards}|{view.scores}")


def _sena(view: MusView) -> str | None:
    """The first seña still to make, once the mus is cut."""
    if view.phase not in (DECLARA, ENVITE):
        return None
    return next((action for action in view.legal_actions if action.startswith(f"{SENA}:")), None)


MUS_ROUNDS = 3  # after this many descartes in one mano, a computer player cuts the mus
RAISES = 3  # and it re-raises a bet only while the chain is shorter: among computer players, every hand ends


def _mus_rounds(view: MusView) -> int:
    """How many descartes this mano has had so far."""
    return sum(1 for word in view.words if word.seat == view.seat and word.word.startswith("descarte"))


def principiante(view: MusView, rng: random.Random | None = None) -> str:
    lots = _lots(view, "principiante", rng)
    sena = _sena(view)
    if sena is not None:
        return sena
    legal = [action for action in view.legal_actions if not action.startswith(f"{SENA}:")]
    if view.phase == MUS:
        return CUT if lots.random() < 0.3 or _mus_rounds(view) >= MUS_ROUNDS else "mus"
    if view.phase != ENVITE:
        return lots.choice(legal)
    roll = lots.random()
    if not view.chain:
        return PASO if roll < 0.7 else ENVIDO if roll < 0.97 else ORDAGO_WORD
    if view.chain[-1] == ORDAGO:
        return QUIERO if roll < 0.35 else NO_QUIERO
    if roll >= 0.92 and len(view.chain) < RAISES:
        return ENVIDO
    if roll < 0.15 and POR_MI in legal:
        return POR_MI
    return QUIERO if roll < 0.45 or NO_QUIERO not in legal else NO_QUIERO


def _keeps(view: MusView) -> list[Card]:
    """The cards the experto keeps in a descarte: reyes, cards paired, ases."""
    counts = Counter(L.power(card, view.reyes) for card in view.hand)
    top = L.ORDER.index(12)
    kept = [
        card
        for card in view.hand
        if L.power(card, view.reyes) in (top, 0) or counts[L.power(card, view.reyes)] > 1
    ]
    if len(kept) == 4:
        kept.remove(
            min(kept, key=lambda card: (counts[L.power(card, view.reyes)], L.power(card, view.reyes)))
        )
    return kept


def _cuts(view: MusView) -> bool:
    found = L.pares_of(view.hand, view.reyes)
    points = L.juego_points(view.hand, view.reyes)
    if found is not None and (found[0] >= L.MEDIAS or points >= 31):
        return True
    return points in (31, 32) or strength(L.GRANDE, view.hand, view.reyes) > 0.93


def _bet(view: MusView, chance: float) -> str:
    theirs, ours = view.scores[1 - view.side], view.scores[view.side]
    if chance > 0.9 and view.target - theirs <= 10 and theirs > ours:
        return ORDAGO_WORD
    if chance > 0.88:
        return f"{ENVIDO}:4"
    if chance > 0.72:
        return ENVIDO
    return PASO


def _answer(view: MusView, chance: float) -> str:
    stake = sum(view.chain)
    refused = sum(view.chain[:-1]) or 1
    theirs, ours = view.scores[1 - view.side], view.scores[view.side]
    if view.chain[-1] == ORDAGO:
        desperate = view.target - theirs <= 5 and ours < theirs
        return QUIERO if chance > 0.62 or (desperate and chance > 0.4) else NO_QUIERO
    if chance > 0.88 and stake < 12 and ENVIDO in view.legal_actions:
        return ENVIDO
    return QUIERO if (2 * chance - 1) * stake > -refused else NO_QUIERO


def experto(view: MusView, rng: random.Random | None = None) -> str:
    sena = _sena(view)
    if sena is not None:
        return sena
    if view.phase == MUS:
        return CUT if _cuts(view) or _mus_rounds(view) >= MUS_ROUNDS else "mus"
    if view.phase == DESCARTE:
        kept = set(_keeps(view))
        return discard([card for card in view.hand if card not in kept])
    if view.phase == DECLARA:
        return view.legal_actions[0]
    chance = side_chance(view)
    if not view.chain:
        return _bet(view, chance)
    answer = _answer(view, chance)
    return answer if answer in view.legal_actions else QUIERO


PLAYERS: dict[str, Bot[MusView]] = {"principiante": principiante, "experto": experto}
