"""Computer players of the Truco (:data:`PLAYERS` by level), seeing only the seat's :class:`TrucoView`.

*principiante*
    sings its flor, envida with good points and accepts with fair ones, calls the truco now and then with a brava,
    and plays any card.
*experto*
    weighs every invitation by the odds: the chance that its envido beats the other side's (counted over every
    hand the unseen cards can make) and the chance of taking the bazas with its cards, against what is won and
    lost by «quiero» and by «paso» (El envido, reglas c, l y m; El truco, regla c). It reads its partner's señas
    (l. 84–103), bluffs now and then (the envido «es una de las que más se miente», l. 42), wins each baza as
    cheaply as it can and lets a baza its partner holds go.

>>> import games
>>> hand = games.new_hand("truco", seed=3)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from functools import cache
from itertools import combinations

from games.core.cards import DECK_40, Card
from games.core.game import Bot
from games.truco.grammar import (
    ACHICO,
    AL_RESTO,
    BUENAS,
    CANTA,
    CONTRAFLOR,
    DA,
    ENVIDO,
    FALTA,
    FLOR,
    LEY,
    PASO,
    PASO_ENVIDO,
    PASO_TRUCO,
    QUIERO,
    REAL,
    RETRUCO,
    TRUCO,
    TRUCO_LEVEL,
    TRUCO_WORDS,
    VALE,
    accepted_value,
    refused_value,
)
from games.truco.points import HALF, envido_points, flor_points, has_flor, resto_chico
from games.truco.rules import Truco
from games.truco.state import ABIERTA, CANTO, DESCARTE, PENDIENTE, REPARTO, RESPUESTA
from games.truco.view import TrucoView

POWER = Truco().order(None).power


def _seed_of(view: TrucoView, level: str) -> str:
    cards = ",".join(card.code for card in view.hand)
    return (
        f"truco|{level}|{view.seat}|{view.tiro}|{len(view.words)}|{len(view.played)}|{cards}|{view.standing}"
    )


@cache
def envido_table() -> tuple[float, ...]:
    """``table[n]``: the share of the hands of three cards (without flor) whose envido is below ``n``, plus half of
    those equal to it (ties are split; the mano's side wins them, El envido, regla f).
    """
    counts = [0] * 40
    total = 0
    for hand in combinations(DECK_40, 3):
        if has_flor(hand):
            continue
        counts[envido_points(hand)] += 1
        total += 1
    table = []
    below = 0
    for value in range(40):
        table.append((below + counts[value] / 2) / max(total, 1))
        below += counts[value]
    return tuple(table)


class TrucoPlayer(ABC):
    """What both levels share: the view, the lots, and reading the table."""

    def __init__(self, view: TrucoView, rng: random.Random) -> None:
        self.view = view
        self.rng = rng
        self.legal = view.legal_actions

    def decide(self) -> str:
        view = self.view
        if view.phase == REPARTO:
            return self.before_deal()
        if view.phase == DESCARTE:
            return f"descarta:{self.discard().code}"
        if view.phase == CANTO:
            return self.sing()
        if FLOR in self.legal and view.flor:
            return FLOR
        if view.phase == RESPUESTA:
            return self.answer()
        return self.turn()

    # -- shared judgment ------------------------------------------------------------------------------------------
    def before_deal(self) -> str:
        """Before the deal (l. 76): let the cards be given."""
        return DA

    def discard(self) -> Card:
        """The gallo's discard (l. 11): the weakest card."""
        return min(self.view.hand, key=lambda card: POWER[card])

    def sing(self) -> str:
        """Sing the true points (the number said binds, ABC k); the second sings only if he kills them (regla i)."""
        counts = sorted((int(a[len(CANTA) :]) for a in self.legal if a.startswith(CANTA)), reverse=True)
        envido = self.view.envido
        assert envido is not None and counts
        if not envido.sung:
            return f"{CANTA}{counts[0]}"
        first = envido.sung[0][1]
        if first is None or counts[0] > first:
            return f"{CANTA}{counts[0]}"
        return BUENAS

    def envido_count(self) -> int:
        """The points this seat can stand on: its own, or (a pie) the thirty-odd its partner signals (l. 100)."""
        count = self.view.envido_count
        if any(sena.name == "Cabecear" for sena in self.view.senas):
            count = max(count, 31)
        return count

    def unseen(self) -> frozenset[Card]:
        return frozenset(DECK_40) - frozenset(self.view.hand) - frozenset(self.view.played)

    def envido_odds(self, count: int, wary: bool) -> float:
        """The chance that ``count`` beats the other side (one hand each, the best of two with four players);
        ``wary``: the other side invited, so its hand is likely better than any.
        """
        table = envido_table()
        beat_one = table[min(count, 39)]
        mano = self.view.sides[self.view.mano] == self.view.side
        if mano:  # ties go to the mano's side
            beat_one = min(1.0, beat_one + 0.02)
        rivals = 2 if len(self.view.active) > 3 else 1
        odds = beat_one**rivals
        if wary:
            odds *= 0.75
        return odds

    def card_odds(self, card: Card, unseen: frozenset[Card]) -> float:
        """The chance that ``card`` beats one unseen card (a tie counts half)."""
        power = POWER[card]
        if not unseen:
            return 1.0
        score = sum(
            1.0 if POWER[other] < power else 0.5 if POWER[other] == power else 0.0 for other in unseen
        )
        return score / len(unseen)

    def truco_odds(self) -> float:
        """The chance of taking the truco: the bazas played, the open one, and one card a baza from the best."""
        view = self.view
        unseen = self.unseen()
        rivals = len(view.active) // 2
        results: list[float] = []
        for baza in view.bazas:
            if baza.winner is None:
                results.append(0.5)
            else:
                results.append(1.0 if view.sides[baza.winner] == view.side else 0.0)
        cards = sorted(view.hand, key=lambda card: -POWER[card])
        partner_boost = self.partner_strength()
        chances: list[float] = []
        if view.trick:
            table_best = max(POWER[card] for card in view.trick)
            ours = self.partner_holds_trick()
            still = len(view.active) - len(view.trick) - 1  # players after me in this baza
            if cards:
                best = cards[0]
                if POWER[best] > table_best:
                    chance = self.card_odds(best, unseen) ** max(still // 2, 0) if still else 1.0
                elif ours:
                    chance = 0.9
                else:
                    chance = 0.0 if POWER[best] < table_best else 0.5
                chances.append(chance)
                cards = cards[1:]
        for card in cards:
            mine = self.card_odds(card, unseen) ** rivals
            if len(view.active) > 2:
                mine = 1 - (1 - mine) * (1 - partner_boost)
            chances.append(mine)
        return _win_chance(results, chances, view.sides[view.mano] == view.side)

    def partner_strength(self) -> float:
        """How much the partner's señas promise for a baza (0: nothing or no partner)."""
        names = {sena.name for sena in self.view.senas}
        if not names or "Estar ciego" in names:
            return 0.1 if names else 0.3
        if names & {"As de espadas", "As de basto", "Siete de espadas", "Siete de oro"}:
            return 0.8
        if "Tres" in names:
            return 0.6
        return 0.45

    def cheapest_winner(self) -> str | None:
        """The lowest card that wins the open baza for this side (or ``None``)."""
        view = self.view
        if not view.trick:
            return None
        table_best = max(POWER[card] for card in view.trick)
        cards = [card for card in view.hand if card.code in self.legal and POWER[card] > table_best]
        if not cards:
            return None
        return min(cards, key=lambda card: POWER[card]).code

    def lowest(self) -> str:
        cards = [card for card in self.view.hand if card.code in self.legal]
        return min(cards, key=lambda card: POWER[card]).code

    def highest(self) -> str:
        cards = [card for card in self.view.hand if card.code in self.legal]
        return max(cards, key=lambda card: POWER[card]).code

    def partner_holds_trick(self) -> bool:
        view = self.view
        if not view.trick:
            return False
        table_best = max(POWER[card] for card in view.trick)
        order = list(view.active)
        start = order.index(view.trick_leader or 0)
        seats = [order[(start + index) % len(order)] for index in range(len(view.trick))]
        holders = [seat for seat, card in zip(seats, view.trick, strict=True) if POWER[card] == table_best]
        return all(view.sides[seat] == view.side for seat in holders)

    # -- written by each level -------------------------------------------------------------------------------------
    @abstractmethod
    def answer(self) -> str:
        """The answer to an invitation (quiero, paso, or a revido)."""

    @abstractmethod
    def turn(self) -> str:
        """The action when it is this seat's turn to play or call."""


def _win_chance(results: list[float], chances: list[float], mano: bool) -> float:
    """The chance of winning the truco from the bazas so far (1 won, 0 lost, 0.5 parda) and the chance of each
    baza still to play, following El truco, reglas a y d.
    """
    if len(results) >= 3 or not chances:
        return _decided(results, mano)
    first, rest = chances[0], chances[1:]
    return first * _win_chance([*results, 1.0], rest, mano) + (1 - first) * _win_chance(
        [*results, 0.0], rest, mano
    )


def _decided(results: list[float], mano: bool) -> float:
    won = results.count(1.0)
    lost = results.count(0.0)
    if won >= 2:
        return 1.0
    if lost >= 2:
        return 0.0
    decisive = [r for r in results if r != 0.5]
    if not decisive:
        return 1.0 if mano else 0.0
    return decisive[0] if won == lost else (1.0 if won > lost else 0.0)


class TrucoBeginner(TrucoPlayer):
    """Legal, plausible play: good points envida, a brava calls truco now and then, any card."""

    def answer(self) -> str:
        view = self.view
        duel = view.duel
        if PASO_TRUCO in self.legal:  # a double invitation
            good = view.envido_count >= 25 or view.flor
            return QUIERO if good else PASO_TRUCO if self.rng.random() < 0.5 else PASO
        if duel is not None and duel.status in (ABIERTA, PENDIENTE):
            strong = flor_points(view.hand) >= 33 if len(view.hand) == 3 else False
            if duel.status == ABIERTA:
                return CONTRAFLOR if strong and CONTRAFLOR in self.legal else ACHICO
            return QUIERO if strong else ACHICO
        envido = view.envido
        if envido is not None and envido.status == PENDIENTE:
            good = view.envido_count >= 25
            if PASO_TRUCO in self.legal:
                return QUIERO if good else PASO_TRUCO if self.rng.random() < 0.5 else PASO
            return QUIERO if good else PASO
        brava = any(POWER[card] >= 10 for card in view.hand)
        return QUIERO if brava or self.rng.random() < 0.4 else PASO

    def turn(self) -> str:
        view = self.view
        if ENVIDO in self.legal and view.envido_count >= 27 and self.rng.random() < 0.6:
            return ENVIDO
        if TRUCO in self.legal and any(POWER[card] >= 11 for card in view.hand) and self.rng.random() < 0.2:
            return TRUCO
        cards = [a for a in self.legal if a[0].isdigit()]
        return self.rng.choice(cards) if cards else self.legal[0]


class TrucoExpert(TrucoPlayer):
    """By the odds, with a bluff now and then."""

    BLUFF = 0.1

    def before_deal(self) -> str:
        """«A ley de juego» only as a last resort, well behind with the other side close to the medio juego."""
        own, theirs = self.view.standing[self.view.side], self.view.standing[1 - self.view.side]
        return LEY if theirs >= 14 and theirs - own >= 8 else DA

    def discard(self) -> Card:
        """Keep the three cards worth most: a flor, then the bazas they can take and the envido they make."""

        def worth(kept: tuple[Card, ...]) -> float:
            powers = sorted((POWER[card] for card in kept), reverse=True)
            value = powers[0] + 0.8 * powers[1] + 0.5 * powers[2] + envido_points(kept) / 8
            return value + (8 if has_flor(kept) else 0)

        hand = self.view.hand
        best = max(combinations(hand, 3), key=worth)
        return next(card for card in hand if card not in best)

    def answer(self) -> str:
        view = self.view
        duel = view.duel
        if PASO_ENVIDO in self.legal:  # a double invitation: envido (or contraflor) and truco
            return self.double_answer()
        if duel is not None and duel.status in (ABIERTA, PENDIENTE):
            return self.flor_answer()
        envido = view.envido
        if envido is not None and envido.status == PENDIENTE:
            if PASO_ENVIDO in self.legal:
                return self.double_answer()
            return self.envido_answer()
        # a truco, retruco or vale cuatro awaits the answer
        first = self.envido_first()
        if first is not None:
            return first
        return self.truco_answer()

    def flor_answer(self) -> str:
        view = self.view
        duel = view.duel
        assert duel is not None
        count = flor_points(view.hand) if len(view.hand) == 3 and has_flor(view.hand) else 29
        if duel.status == ABIERTA:
            if count >= 35 and AL_RESTO in self.legal:
                return AL_RESTO
            return CONTRAFLOR if count >= 31 else ACHICO
        last = duel.chain[-1].word
        if last == CONTRAFLOR and count >= 36 and AL_RESTO in self.legal:
            return AL_RESTO
        return QUIERO if count >= (33 if last == AL_RESTO else 31) else ACHICO

    def envido_values(self) -> tuple[int, int]:
        """What the envido on the table is worth accepted (to the winner) and refused (to the last caller)."""
        view = self.view
        envido = view.envido
        assert envido is not None
        chain = envido.chain
        last = chain[-1].word
        theirs = view.standing[1 - view.side]
        if last == FALTA:
            accepted = max(resto_chico(view.standing[1 - view.side]), resto_chico(view.standing[view.side]))
        elif last.startswith("igualar"):
            accepted = max(abs(view.standing[0] - view.standing[1]), 2)
        else:
            accepted = sum(accepted_value(word.word) for word in chain)
        return min(accepted, HALF - theirs), refused_value(chain)

    def envido_answer(self) -> str:
        odds = self.envido_odds(self.envido_count(), wary=True)
        accepted, refused = self.envido_values()
        if odds > 0.85:
            for raise_word in (FALTA, REAL, ENVIDO):
                if raise_word in self.legal and self.raise_pays(raise_word):
                    return raise_word
        if (2 * odds - 1) * accepted > -refused:
            return QUIERO
        if self.rng.random() < self.BLUFF / 2 and REAL in self.legal:
            return REAL
        return PASO

    def raise_pays(self, word: str) -> bool:
        if word != FALTA:
            return True
        view = self.view
        return resto_chico(view.standing[1 - view.side]) >= 4

    def double_answer(self) -> str:
        view = self.view
        if view.envido is None or view.envido.status != PENDIENTE:  # a contraflor and truco (l. 76)
            want_envido = view.flor and flor_points(view.hand) >= 31
        else:
            envido = self.envido_odds(self.envido_count(), wary=True)
            accepted, refused = self.envido_values()
            want_envido = (2 * envido - 1) * accepted > -refused
        want_truco = (2 * self.truco_odds() * 0.85 - 1) * 2 > -1
        if want_envido and want_truco:
            return QUIERO
        if want_truco:
            return PASO_ENVIDO
        if want_envido:
            return PASO_TRUCO
        return PASO

    def envido_first(self) -> str | None:
        """«El envido está primero»: with good points, envida before answering the truco."""
        if ENVIDO not in self.legal:
            return None
        odds = self.envido_odds(self.envido_count(), wary=False)
        if odds > 0.8 and REAL in self.legal:
            return REAL
        if odds > 0.6:
            return ENVIDO
        return None

    def truco_answer(self) -> str:
        view = self.view
        call = view.truco.call
        assert call is not None
        level = TRUCO_LEVEL[call.word]
        odds = self.truco_odds() * 0.85  # the caller usually has the cards
        raise_word = TRUCO_WORDS[level] if level < 3 else None
        if raise_word is not None and raise_word in self.legal and odds > 0.75:
            return raise_word
        value = level + 1
        if (2 * odds - 1) * value > -level:
            return QUIERO
        return PASO

    def turn(self) -> str:
        if ENVIDO in self.legal:
            call = self.envido_call()
            if call is not None:
                return call
        for word in (VALE, RETRUCO, TRUCO):
            if word in self.legal:
                odds = self.truco_odds()
                threshold = {TRUCO: 0.7, RETRUCO: 0.78, VALE: 0.86}[word]
                if odds > threshold or (word == TRUCO and odds < 0.2 and self.rng.random() < self.BLUFF):
                    return word
        return self.card()

    def envido_call(self) -> str | None:
        view = self.view
        odds = self.envido_odds(self.envido_count(), wary=False)
        behind = view.standing[view.side] < view.standing[1 - view.side]
        if odds > 0.9 and behind and FALTA in self.legal and resto_chico(view.standing[1 - view.side]) >= 4:
            return FALTA
        if odds > 0.8 and REAL in self.legal:
            return REAL
        if odds > 0.55:
            return ENVIDO
        if self.rng.random() < self.BLUFF:
            return ENVIDO
        return None

    def card(self) -> str:
        view = self.view
        if view.trick:
            if self.partner_holds_trick():
                return self.lowest()
            winner = self.cheapest_winner()
            if winner is not None:
                return winner
            table_best = max(POWER[card] for card in view.trick)
            ties = [card for card in view.hand if card.code in self.legal and POWER[card] == table_best]
            if ties and (view.bazas or len(view.hand) == 3) and self.truco_odds() < 0.5:
                return ties[0].code
            return self.lowest()
        cards = sorted((c for c in view.hand if c.code in self.legal), key=lambda card: POWER[card])
        if not view.bazas and len(cards) == 3:
            return cards[1].code  # open with the middle card, keeping the best for later
        won = [b for b in view.bazas if b.winner is not None and view.sides[b.winner] == view.side]
        if won or any(b.parda for b in view.bazas):
            return cards[-1].code
        return cards[-1].code if len(cards) <= 2 else cards[0].code


def _experto(view: TrucoView, rng: random.Random | None) -> str:
    return TrucoExpert(view, rng or random.Random(_seed_of(view, "experto"))).decide()


def _principiante(view: TrucoView, rng: random.Random | None) -> str:
    return TrucoBeginner(view, rng or random.Random(_seed_of(view, "principiante"))).decide()


PLAYERS: dict[str, Bot[TrucoView]] = {"principiante": _principiante, "experto": _experto}
