"""The computer players of the Voltarete: the family's card play, with the 1834 treatise's judgment for the rest.

The *experto* makes licença and só only with the least hands of Cap. XII–XIII (l. 382–432, 440–480), counting a
King of another suit as a small trump (l. 416) and risking a little more as mão or pé (l. 482); makes Voltarete de
respeito with the black aces when it has no sure só (l. 912–914), Voltarete segundo with a black ace and Kings
(l. 516–520) and goes to the casca as the pé to defend the bolo or with a two-suited hand (l. 114, 534). It keeps
trumps and Kings when buying (l. 838–862), passes five cards when it cannot dispute the hand (l. 140; Lei VII.XXIV),
declares geral only when it cannot lose it (l. 920–928), asks for resposta only with a hopeless hand, refuses it
when it expects codilho, and stops after cinco diante unless every card left is a master (l. 932–934). The play is
the family's (lead trumps as feito, let the partner's trick pass, keep the matadores).

>>> import games
>>> hand = games.new_hand("voltarete", seed=5)
>>> games.choose(hand.view(0), "experto") in hand.legal_actions()
True
"""

from __future__ import annotations

from functools import lru_cache

from games.core.cards import DECK_40, Card, Suit
from games.core.rules import TRUMP
from games.ombre.players import Beginner, Expert, bots, meets, shape
from games.ombre.rules import BASTO, ESPADILLA, OMBRE_RULES, RED, malilla
from games.ombre.voltarete import (
    CASCA,
    DOY,
    GERAL,
    LICENCA,
    MANDA,
    MANDO,
    NIEGO,
    PLANTO,
    PREFERENCIA,
    REPONGO,
    RESPEITO,
    RESPOSTA,
    RESPOSTA_PHASE,
    SEGUNDO,
    SO,
    SO_COPAS,
)

# The least hands of the treatise, in the family's tiny notation (games.ombre.players): E M B the matadores, P the ace of a
# red trump, R C S the trump's King, Dama and Valete, a digit that trump or better, K a King of another suit, V a
# void (*balda*), W two, H a Dama with its guard.
LICENCA_BLACK = (  # l. 382–412
    "E M B",
    "M B R 5",
    "E B R 5",
    "E M 7 6",
    "E M R 4",
    "E B C 7",
    "M B C 6 5",
    "E R C S 7",
    "M R C S 7",
    "B R C S",
    "M B 7 6 5 4",
    "R C S 7 6 5",
    "E R C 4 3",
)
LICENCA_RED = (  # l. 420–432
    "E M B",
    "E M P 4",
    "M B P C",
    "E B P 3",
    "E M R C",
    "E M S 3 K",
    "E B R C S",
    "B P R C S",
    "M P R C S",
    "M B R C 3",
    "M B S 2 3 5",
    "E B R 2 K",
)
SO_BLACK = (  # l. 440–460
    "E M B R 6 V",
    "E M R S K K V",
    "E M B R K",
    "E M B 6 4 3 W",
    "M B C S 4 3 K",
    "M B R 6 5 4 V",
    "B R C S 7 6 K",
    "R C S 7 6 5 4 K",
    "E R C 7 6 4 K W",
    "M R C S 7 4 K W",
)
SO_RED = (  # l. 464–480 («Valeta com guarda», l. 480, left out)
    "E M B 5 3 K",
    "E M B R 3 K",
    "E M P 6 3 K H H",
    "M B C S 6 2 K",
    "B P R 6 3 2 K H H",
    "P R C S 6 3 2 K",
    "M B P 5 4 3 K W",
    "E P R C 6 2 K",
)
SMALL = frozenset("234567")


@lru_cache(maxsize=8192)
def games_for(cards: tuple[Card, ...], risk: bool) -> tuple[tuple[str, Suit], ...]:
    """The first-passagem games the least hands allow with ``cards``, highest first, each with its suit."""
    order_of = OMBRE_RULES["voltarete"].order
    found: list[tuple[int, int, str, Suit]] = []
    for suit in Suit:
        order = order_of(suit)
        form = shape(cards, suit, order.power, order.suit_of)
        strength = len(form.trumps) * 100 + sum(form.trumps)
        solos, licencas = (SO_RED, LICENCA_RED) if suit in RED else (SO_BLACK, LICENCA_BLACK)
        if any(meets(pattern, form, suit, True) for pattern in solos):
            found.append((3, strength, SO, suit))
        tried = list(licencas)
        if risk:  # a small trump short (l. 482)
            tried += [p.rsplit(" ", 1)[0] for p in licencas if p.split()[-1] in SMALL]
        if any(meets(pattern, form, suit, True) for pattern in tried):
            found.append((1, strength, LICENCA, suit))
    found.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return tuple((game, suit) for _, _, game, suit in found)


def _sorted(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=DECK_40.index))


def _strength(cards: tuple[Card, ...], suit: Suit) -> tuple[int, int]:
    order = OMBRE_RULES["voltarete"].order(suit)
    trumps = [order.power[c] for c in cards if order.suit_of[c] == TRUMP]
    return len(trumps), sum(trumps)


def _matadores_held(cards: tuple[Card, ...], suit: Suit | None) -> int:
    return sum(1 for c in cards if c in (ESPADILLA, BASTO, malilla(suit)))


class VoltareteExpert(Expert):
    """The treatise's advice (Cap. XII–XXII)."""

    def decide(self) -> str:
        phase = self.view.phase
        if phase == MANDO:
            return self.command()
        if phase == RESPOSTA_PHASE:
            return self.answer()
        return super().decide()

    # -- the passagens ------------------------------------------------------------------------------------------------
    def bid(self) -> str:
        view = self.view
        legal = self.legal
        if SEGUNDO in legal:
            return self.second_round()
        hand = _sorted(view.hand)
        passed = len(view.passed) == view.players - 1 and view.seat == view.players - 1
        risk = view.seat == 0 or passed  # l. 482: the mão and the pé risk more
        options = games_for(hand, risk)
        so_suits = [suit for game, suit in options if game == SO]
        licenca_suits = [suit for game, suit in options if game == LICENCA]
        wanted: list[str] = []
        if Suit.COPAS in so_suits:
            wanted.append(SO_COPAS)
        if so_suits:
            wanted.append(SO)
        if {ESPADILLA, BASTO} <= set(hand) and not so_suits:  # l. 912–914
            wanted.insert(0, RESPEITO)
        if Suit.COPAS in licenca_suits:
            wanted.append(PREFERENCIA)
        if licenca_suits:
            wanted.append(LICENCA)
        for game in wanted:
            if game in legal:
                return game
        return "paso"

    def second_round(self) -> str:
        view = self.view
        hand = view.hand
        aces = sum(1 for c in hand if c in (ESPADILLA, BASTO))
        kings = sum(1 for c in hand if c.rank == 12)
        manilhas = sum(1 for c in hand if c.rank == (7 if c.suit in RED else 2))  # would-be Manilhas (l. 83)
        if aces and kings + manilhas >= 3 or aces == 2:  # l. 516–520
            return SEGUNDO
        suits = {c.suit for c in hand if c not in (ESPADILLA, BASTO)}
        last = view.seat == view.players - 1
        if len(suits) <= 2 or (last and (aces or kings >= 2)):  # l. 114, 534
            return CASCA
        return "paso"

    def name_trump(self) -> str:
        view = self.view
        hand = _sorted(view.hand)
        if REPONGO in self.legal:  # the casca: name the suit found, or put it back (l. 152)
            suit = max(Suit, key=lambda s: _strength(hand, s))
            count, _ = _strength(hand, suit)
            options = games_for(hand, True)
            if options:
                return f"triunfo:{options[0][1].value}"
            return f"triunfo:{suit.value}" if count >= 4 else REPONGO
        options = games_for(hand, True)
        wanted = SO if view.contract == SO else LICENCA
        for game, suit in options:
            if game == wanted or wanted == LICENCA:
                return f"triunfo:{suit.value}"
        return f"triunfo:{max(Suit, key=lambda s: _strength(hand, s)).value}"

    # -- buying ---------------------------------------------------------------------------------------------------------
    def exchange(self) -> str:
        view = self.view
        order = view.play_rules.order(view.trump)
        discardable = [c for c in view.hand if f"descarta:{c.code}" in self.legal]
        if view.seat == view.jugador and view.contract == CASCA:
            kept = next((c for c in (ESPADILLA, BASTO) if c in view.hand), None)  # l. 160
            rest = [c for c in discardable if c != kept]
            if rest:
                return f"descarta:{rest[0].code}"
            return "roba"
        keep = self._keepers(order.suit_of)
        loose = [c for c in discardable if c not in keep]
        target = len(loose) + len(view.discards)
        if view.seat != view.jugador and view.first_contra == view.seat:
            strong = self._contra_strength(order.suit_of, order.power) >= 4
            if not strong:  # pass five to the other (l. 140; Lei VII.XXIV) and buy the rest (Lei VII.XXXI)
                target = min(target, max(0, view.talon_size + len(view.discards) - 5))
        if len(view.discards) < target and loose:
            worst = min(loose, key=lambda c: self._plain_value(c, order.power))
            return f"descarta:{worst.code}"
        if "roba" in self.legal:
            return "roba"
        pool = loose or discardable  # a licença must buy one at least (Lei VII.III)
        worst = min(pool, key=lambda c: (order.suit_of[c] == TRUMP, order.power[c]))
        return f"descarta:{worst.code}"

    # -- ordering play, the resposta, the geral ---------------------------------------------------------------------
    def command(self) -> str:
        if self._bola_is_sure():
            return GERAL
        view = self.view
        order = view.play_rules.order(view.trump)
        trumps = [c for c in view.hand if order.suit_of[c] == TRUMP]
        kings = sum(1 for c in view.hand if c.rank == 12 and order.suit_of[c] != TRUMP)
        if (
            RESPOSTA in self.legal
            and len(trumps) <= 2
            and kings <= 1
            and not _matadores_held(view.hand, view.trump)
        ):
            return RESPOSTA
        return MANDA

    def answer(self) -> str:
        view = self.view
        order = view.play_rules.order(view.trump)
        strong = self._contra_strength(order.suit_of, order.power)
        return NIEGO if strong >= 6 else DOY

    def play(self) -> str:
        if PLANTO in self.legal and not self._bola_is_sure():
            return PLANTO
        return super().play()

    def _enemies(self) -> set[int]:
        view = self.view
        others = {s for s in range(view.players) if s != view.seat}
        if view.surrendered and view.jugador is not None:
            if view.defender is None:  # nobody gave the resposta: each plays for himself (Lei IX.XII)
                return others
            team = {view.jugador, view.defender}  # the giver helps the asker (Lei IX.III)
            return others - team if view.seat in team else team
        return super()._enemies()


class VoltareteBeginner(Beginner):
    """Legal, plausible moves: licença with four trumps, só with seven, respeito with the black aces sometimes."""

    def decide(self) -> str:
        phase = self.view.phase
        if phase == MANDO:
            return MANDA
        if phase == RESPOSTA_PHASE:
            return DOY if self.rng.random() < 0.7 else NIEGO
        return super().decide()

    def bid(self) -> str:
        view = self.view
        legal = self.legal
        if SEGUNDO in legal:
            if any(c in (ESPADILLA, BASTO) for c in view.hand) and self.rng.random() < 0.5:
                return SEGUNDO
            return CASCA if view.seat == view.players - 1 and self.rng.random() < 0.5 else "paso"
        if RESPEITO in legal and self.rng.random() < 0.3:
            return RESPEITO
        counts = self.trump_counts(view.hand)
        most = max(counts.values())
        for game, needed in ((SO, 7), (LICENCA, 4), (PREFERENCIA, 4)):
            if most >= needed and game in legal:
                return game
        return "paso"

    def name_trump(self) -> str:
        counts = self.trump_counts(self.view.hand)
        suit = max(Suit, key=lambda s: counts[s])
        if REPONGO in self.legal and counts[suit] < 3:
            return REPONGO
        return f"triunfo:{suit.value}"

    def exchange(self) -> str:
        view = self.view
        if view.seat == view.jugador and view.contract == CASCA:
            if "roba" in self.legal:
                return "roba"
            return next(a for a in self.legal if a.startswith("descarta:"))
        action = super().exchange()
        if action in self.legal:
            return action
        return next((a for a in self.legal if a.startswith("descarta:")), self.legal[0])

    def play(self) -> str:
        if PLANTO in self.legal and self.rng.random() < 0.5:
            return PLANTO
        return super().play()


PLAYERS = bots(VoltareteExpert, VoltareteBeginner)
