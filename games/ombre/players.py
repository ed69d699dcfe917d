"""Computer players for whole hands: ``choose(view, level)`` returns an action, seeing only ``hand.view(seat)``.

Two levels:

*principiante*
    legal, plausible moves: enters with four trumps, changes its small cards, follows with whatever it likes.
*experto*
    the advice of the sources: enters only with the minimum hands they list (Tresillo, catálogo l. 2288–2380,
    «ELECCIÓN DEL LANCE»; Hombre, 1807 l. 1335–1422 and «tres bazas seguras», l. 1219), keeps trumps and kings
    in the exchange (l. 1227–1237), leads trumps as the Jugador «de pequeño» keeping its matadores (l. 721–731),
    wins cheaply, lets its fellow contrista's trick pass, and protects kings.

>>> import games
>>> hand = games.new_hand("tresillo", seed=7)
>>> action = games.choose(hand.view(hand.to_move), "experto")
>>> action in hand.legal_actions()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

from games.core.cards import DECK_40, Card, Suit
from games.core.game import Bot
from games.core.rules import TRUMP
from games.ombre.rules import BASTO, CHIPOLO_RULES, ESPADILLA, OMBRE_RULES, RED, malilla
from games.ombre.rules import CHIPOLO as CHIPOLO_CARD
from games.ombre.tresillo import CHIPOLO, CONTRABOLA, PENETRO
from games.ombre.view import OmbreView

_UNUSED = random.Random(0)  # the experto never draws lots


def _seed_of(view: OmbreView) -> str:
    return (
        f"{view.game}|{view.seat}|{','.join(c.code for c in view.hand)}|{len(view.played)}|{len(view.bids)}"
    )


# -- minimum hands -----------------------------------------------------------------------------------------------------
# A tiny notation for the sources' lists of minimum hands. Trump tokens: E espada, M mala (malilla), B basto,
# P punto, R rey, C caballo, S sota, F figura (sota or better), a digit the trump of that rank (or better), b a
# blanquillo and t any trump. Other tokens: K a king of another suit, V a void (fallo), W two voids (bergantín),
# N a caballo with its sota (ensotado), H a caballo with another card of its suit (montado), Q a king with its caballo.
TRESILLO_ENTRADA = (
    "E M S",  # l. 2298
    "E M b K",  # l. 2299
    "M B R",  # l. 2300
    "E M b b",  # l. 2304
    "E B C 7",  # l. 2305
    "M R C S",  # l. 2306
    "E F b b b",  # l. 2310
    "E b b b b K",  # l. 2311
    "M B b b b",  # l. 2312
    "B R C b b",  # l. 2313
    "E b b b b b",  # l. 2317
    "B R b b b b",  # l. 2318
    "M C b b b b",  # l. 2319
    "t t t t t t t",  # l. 2323
)
TRESILLO_VUELTA = (
    "E K K",
    "E B",
    "E K",
    "B K K",
)  # l. 2331–2334 («tres malas» read as three cards of no account)
_ESTUCHE_SOLOS = (
    "{} K K K",  # l. 2338
    "{} b K K V",  # l. 2339
    "{} b b K V",  # l. 2340
    "{} t t W",  # l. 2341
    "{} b N N V",  # l. 2342
    "{} b b N V",  # l. 2343
    "{} Q Q V",  # l. 2344
)
TRESILLO_SOLO_CORTO = (
    *(p.format(head) for head in ("E M B", "E M R", "E M C") for p in _ESTUCHE_SOLOS),  # l. 2338–2345
    "E M b b K K V",  # l. 2346
    "E M b b b K V",  # l. 2347
    "E M b b b b H",  # l. 2348
    "E b b b b b K V",  # l. 2349
    "E B R b K K V",  # l. 2350
    "E B R b b K V",  # l. 2351
    "M B R b b K V",  # l. 2352
    "M B R b Q Q V",  # l. 2353
    "B R C b b b K V",  # l. 2354
    "B R b b b b b K",  # l. 2355
    "R C S 7 b b K K",  # l. 2356
    "t t t t t t t K",  # l. 2357
)
TRESILLO_SOLO_LARGO = (
    *(p.format(head) for head in ("E M B", "E M P", "E M R") for p in _ESTUCHE_SOLOS),  # l. 2361–2368
    "E M C b K K V",  # l. 2369
    "E M R b b b H",  # l. 2370
    "E M b b b b K V",  # l. 2371
    "E B P b K K V",  # l. 2372
    "E P R C b b K V",  # l. 2373
    "E P R b b K H V",  # l. 2374
    "E R b b b b K K",  # l. 2375
    "M B P R b b K K V",  # l. 2376
    "M B P R b b b K V",  # l. 2377
    "M B P R b b b N H",  # l. 2378
    "M B R b b b K V",  # l. 2379
    "t t t t t t t t K",  # l. 2380
)
HOMBRE_ENTRADA_CORTO = (  # l. 1351–1358; «un rey podria ocupar el lugar de un triunfo chico», l. 1362
    "E B R 7",
    "E M C 5",
    "E R C S",
    "M B R 6",
    "M R S 7 6",
    "M B C S",
    "B R C 7 6",
    "B R C S 3",
)
HOMBRE_ENTRADA_LARGO = (  # l. 1368–1375
    "E M P 4",
    "E M R C",
    "E P R S",
    "M B R C",
    "M P R S 2",
    "M R C S 2",
    "B R C S 2 3",
    "B P R S 2 5",
)
HOMBRE_SOLO_CORTO = (  # l. 1387–1396
    "E M B R 6 V",
    "E M R S K K V",
    "E B R C 4 K V",
    "M B R C 6 Q",
    "M B C S 7 K V",
    "M R C S 7 6 K",
    "B R C S 7 6 K K",
    "B R C 7 6 K K V",
)
HOMBRE_SOLO_LARGO = (  # l. 1400–1409
    "E M B 3 4 5 K",
    "E M P R 2 K V",
    "M P R C B K",
    "M P R C S 2 K",
    "B P R S 2 Q V",
    "B R C S 2 3 K",
    "P R C S 2 3 K K",
    "P R C S 2 3 4 K",
)


SMALL = frozenset("bt234567")  # the tokens of a small trump


@dataclass(frozen=True, slots=True)
class Shape:
    """What a hand holds under one trump: its trumps by power, and the other suits' kings, voids and caballos."""

    trumps: tuple[int, ...]  # powers, highest first
    kings: int
    voids: int
    ensotados: int
    montados: int
    kings_with_caballo: int


def shape(hand: tuple[Card, ...], trump: Suit, power: dict[Card, int], suit_of: dict[Card, str]) -> Shape:
    trumps = tuple(sorted((power[c] for c in hand if suit_of[c] == TRUMP), reverse=True))
    plain = [s for s in Suit if s != trump]
    kings = ensotados = montados = with_caballo = voids = 0
    for suit in plain:
        cards = {c.rank for c in hand if c.suit == suit and suit_of[c] != TRUMP}
        voids += not cards
        kings += 12 in cards
        ensotados += 11 in cards and 10 in cards
        montados += 11 in cards and len(cards) >= 2
        with_caballo += 12 in cards and 11 in cards
    return Shape(trumps, kings, voids, ensotados, montados, with_caballo)


@dataclass(frozen=True, slots=True)
class Pattern:
    """A minimum hand compiled for one trump: trump thresholds (highest first, and whether a king may stand in)
    and the counts of the other requirements."""

    thresholds: tuple[tuple[int, bool], ...]
    kings: int
    voids: int
    ensotados: int
    montados: int
    kings_with_caballo: int


@cache
def compile_pattern(pattern: str, trump: Suit) -> Pattern:
    """Read a minimum hand of the tiny notation above under ``trump``."""
    power = OMBRE_RULES["hombre"].order(trump).power  # the whole family shares one card order
    thresholds: list[tuple[int, bool]] = []
    counts = dict.fromkeys("KVNHQ", 0)
    for token in pattern.split():
        if token == "W":
            counts["V"] += 2
        elif token in counts:
            counts[token] += 1
        else:
            thresholds.append(_threshold(token, trump, power))
    return Pattern(
        tuple(sorted(thresholds, reverse=True)),
        counts["K"],
        counts["V"],
        counts["N"],
        counts["H"],
        counts["Q"],
    )


def meets(pattern: str, form: Shape, trump: Suit, king_for_small: bool) -> bool:
    """Whether a hand of ``form`` is at least the minimum hand ``pattern`` (a stronger card may stand for a weaker
    one; with ``king_for_small`` a spare king may stand for a small trump, 1807 l. 1362)."""
    need = compile_pattern(pattern, trump)
    if (
        form.kings < need.kings
        or form.voids < need.voids
        or form.ensotados < need.ensotados
        or form.montados < need.montados
        or form.kings_with_caballo < need.kings_with_caballo
    ):
        return False
    spare = form.kings - need.kings if king_for_small else 0
    index = 0
    trumps = form.trumps
    for value, small in need.thresholds:
        if index < len(trumps) and trumps[index] >= value:
            index += 1
        elif small and spare > 0:
            spare -= 1
        else:
            return False
    return True


def _threshold(token: str, trump: Suit, power: dict[Card, int]) -> tuple[int, bool]:
    """The least power a trump token asks for, and whether a spare king may stand in for it."""
    fixed = {"E": ESPADILLA, "B": BASTO, "M": malilla(trump)}
    if token in fixed:
        card = fixed[token]
        assert card is not None
        return power[card], False
    if token == "P":  # the punto exists only in oros and copas
        return (power[Card(1, trump)] if trump in RED else power[Card(12, trump)] + 1), False
    ranks = {"R": 12, "C": 11, "S": 10, "F": 10}
    if token in ranks:
        return power[Card(ranks[token], trump)], False
    if token.isdigit():
        card = Card(int(token), trump)
        if (
            card == malilla(trump) or card.rank == 1
        ):  # a red trump's 7 is the malilla: any small trump will do
            return 0, True
        return power[card], True
    return 0, True  # b, t


def may_risk(view: OmbreView) -> bool:
    """The mano, and the last to speak after two passes, may risk an entrada a small trump short (1807 l. 1221–1223,
    1378: «El que se puede arriesgar mas facilmente es el ultimo á hablar»; «en siendo mano se puede arriesgar»)."""
    if view.phase != "subasta":
        return False
    playing = len(view.active) or view.players  # an alcalde sits out: his «pass» is no one's
    last = view.seat == playing - 1 and len(view.passed) == view.players - 1
    return last or (view.seat == 0 and not view.bids)


def best_contract(
    view: OmbreView, hand: tuple[Card, ...] | None = None, risk: bool | None = None
) -> tuple[str, Suit | None, str] | None:
    """The highest contract the sources' minimum hands allow, its trump suit and the pattern that allows it."""
    cards = hand if hand is not None else view.hand
    if risk is None:
        risk = may_risk(view)
    return _best_contract(view.game == "hombre", tuple(sorted(cards, key=DECK_40.index)), risk)


@lru_cache(maxsize=4096)
def _best_contract(hombre: bool, cards: tuple[Card, ...], risk: bool) -> tuple[str, Suit | None, str] | None:
    rules = OMBRE_RULES["hombre"]  # the whole family shares one card order
    found: list[tuple[int, int, str, Suit | None, str]] = []
    for suit in Suit:
        order = rules.order(suit)
        form = shape(cards, suit, order.power, order.suit_of)
        solos: tuple[str, ...]
        entradas: tuple[str, ...]
        if hombre:
            solos, entradas = (
                (HOMBRE_SOLO_LARGO, HOMBRE_ENTRADA_LARGO)
                if suit in RED
                else (HOMBRE_SOLO_CORTO, HOMBRE_ENTRADA_CORTO)
            )
        else:
            solos = TRESILLO_SOLO_LARGO if suit in RED else TRESILLO_SOLO_CORTO
            entradas = TRESILLO_ENTRADA
        strength = len(form.trumps) * 100 + sum(form.trumps)
        solo = next((p for p in solos if meets(p, form, suit, hombre)), None)
        if solo is not None:
            found.append((3, strength, "solo", suit, solo))
            continue
        for pattern in entradas:
            extra = (" b", " K") if suit in RED and not hombre else ("",)  # palo largo: one more (l. 2327)
            tried = [pattern + more for more in extra]
            if risk and pattern.split()[-1] in SMALL:
                tried.append(pattern.rsplit(" ", 1)[0])
            if any(meets(candidate, form, suit, hombre) for candidate in tried):
                found.append((1, strength, "entrada", suit, pattern))
                break
    if not hombre:
        kings = sum(1 for c in cards if c.rank == 12)
        has = {ESPADILLA: ESPADILLA in cards, BASTO: BASTO in cards}
        for pattern in TRESILLO_VUELTA:
            tokens = pattern.split()
            if (
                ("E" not in tokens or has[ESPADILLA])
                and ("B" not in tokens or has[BASTO])
                and kings >= tokens.count("K")
            ):
                found.append((2, 0, "vuelta", None, pattern))
                break
    if not found:
        return None
    _, _, contract, chosen, pattern = max(found, key=lambda item: (item[0], item[1]))
    return contract, chosen, pattern


# -- the players -------------------------------------------------------------------------------------------------------
class Player:
    """What both levels share: reading the view."""

    def __init__(self, view: OmbreView, rng: random.Random) -> None:
        self.view = view
        self.rng = rng
        self.legal = list(view.legal_actions)

    def decide(self) -> str:
        phase = self.view.phase
        if phase == "subasta":
            return self.bid()
        if phase == "triunfo":
            return self.name_trump()
        if phase == "descarte":
            return self.exchange()
        if phase == "defensa":
            return self.defend()
        return self.play()

    def bid(self) -> str:
        return "paso"

    def lance(self, contract: str, suit: Suit | None) -> str:
        """The bid for ``contract``, as the table allows it: a lance a oros where oros is the palo de favor, an
        entrada where the espada forces one (Tresillo variants, l. 2420, 2424), else «paso»."""
        for bid in (f"{contract}-oros" if suit == Suit.OROS else "", contract, "paso", "entrada"):
            if bid in self.legal:
                return bid
        return self.legal[0]

    def name_trump(self) -> str:
        return self.legal[0]

    def trump_among(self, key: Callable[[Suit], int]) -> str:
        """«triunfo:X» for the best of the suits the Jugador may name, by ``key``."""
        suits = [suit for suit in Suit if f"triunfo:{suit.value}" in self.legal]
        return f"triunfo:{max(suits, key=key).value}"

    def exchange(self) -> str:
        return "roba" if "roba" in self.legal else self.legal[0]

    def defend(self) -> str:
        return self.legal[-1]  # let the surrendered hand end: «paso» (Tresillo), «acepto» (Hombre)

    def play(self) -> str:
        return self.legal[0]

    # helpers
    def cards_to_play(self) -> list[Card]:
        return [Card.parse(a) for a in self.legal if a[0].isdigit()]

    def trump_counts(self, hand: tuple[Card, ...]) -> dict[Suit, int]:
        rules = self.view.play_rules
        return {suit: sum(1 for c in hand if rules.order(suit).suit_of[c] == TRUMP) for suit in Suit}


def chipolo_tricks(hand: tuple[Card, ...]) -> int:
    """The tricks a hand is sure of without trump (the chipolo, l. 2437): the cards that head the estuche (espada,
    seis de oros, basto) unbroken, and those that head each suit unbroken from the rey down in the plain order."""
    sure = 0
    for suit in (TRUMP, *(suit.value for suit in Suit)):
        ranking = CHIPOLO_RULES.ranking(None, suit)
        sure += next((i for i, card in enumerate(ranking) if card not in hand), len(ranking))
    return sure


CHIPOLO_SURE = 5  # a majority of the nine: more than either of the two others can make


class Beginner(Player):
    """Legal, plausible moves, without the sources' judgment."""

    def bid(self) -> str:
        if PENETRO in self.legal:  # a chance to play: taken without weighing it
            return PENETRO
        if CHIPOLO in self.legal and {ESPADILLA, BASTO, CHIPOLO_CARD} <= set(self.view.hand):
            return CHIPOLO
        counts = self.trump_counts(self.view.hand)
        most = max(counts.values())
        if most >= 7 and "solo" in self.legal:
            return "solo"
        if most >= 4 and "entrada" in self.legal:
            return "entrada"
        return self.lance("paso", None)

    def name_trump(self) -> str:
        counts = self.trump_counts(self.view.hand)
        return self.trump_among(lambda s: counts[s])

    def exchange(self) -> str:
        view = self.view
        if "van" in self.legal and self.rng.random() < 0.5:
            return "van"
        if "vuelven" in self.legal and self.rng.random() < 0.5:
            return "vuelven"
        wanted = 4 if view.seat == view.jugador else 2
        if len(view.discards) >= wanted:
            return "roba"
        trump = view.trump
        order = view.play_rules.order(trump)
        small = [c for c in view.hand if order.suit_of[c] != TRUMP and c.rank < 11 and c != view.turned]
        options = [c for c in small if f"descarta:{c.code}" in self.legal]
        if not options:
            return "roba" if "roba" in self.legal else self.legal[0]
        return f"descarta:{self.rng.choice(options).code}"

    def play(self) -> str:
        """Leads its best card, takes a trick whenever it can with its best card, else throws its lowest; one time
        in four, any legal card."""
        cards = self.cards_to_play()
        if not cards:
            return self.legal[0]
        if self.rng.random() < 0.25:
            return self.rng.choice(cards).code
        view = self.view
        rules = view.play_rules
        order = rules.order(view.trump)

        def strength(card: Card) -> tuple[bool, int]:
            return order.suit_of[card] == TRUMP, order.power[card]

        if not view.trick:
            return max(cards, key=strength).code
        size = len(view.trick) + 1
        beaters = [c for c in cards if rules.trick_winner((*view.trick, c), 0, size, view.trump) == size - 1]
        return (max(beaters, key=strength) if beaters else min(cards, key=strength)).code


class Expert(Player):
    """The sources' advice."""

    # -- auction, trumps, exchange -------------------------------------------------------------------------------
    def bid(self) -> str:
        if CONTRABOLA in self.legal and self._hopeless():
            return CONTRABOLA
        if PENETRO in self.legal:  # the three passed: the baceta holds what they lacked (l. 2428)
            return PENETRO
        best = best_contract(self.view)
        if self.view.contract == PENETRO:
            return self._penetro_lance(best)
        if CHIPOLO in self.legal and chipolo_tricks(self.view.hand) >= CHIPOLO_SURE:
            return CHIPOLO  # above the solo and paid as one (l. 2437, 2453)
        return self.lance(*best[:2]) if best is not None else self.lance("paso", None)

    def _penetro_lance(self, best: tuple[str, Suit | None, str] | None) -> str:
        """Having penetrated: three tricks may win against three (l. 2429), so an entrada asks less than among
        three — four trumps, or three with a matador; a solo where the sources' minimum allows one."""
        if best is not None and best[0] == "solo":
            return "solo"
        rules = self.view.play_rules
        hand = self.view.hand
        for suit in Suit:
            order = rules.order(suit)
            trumps = [c for c in hand if order.suit_of[c] == TRUMP]
            if len(trumps) >= 4 or (len(trumps) >= 3 and any(order.power[c] >= 98 for c in trumps)):
                return "entrada"
        return "paso"

    def _hopeless(self) -> bool:
        """A hand for the contrabola (l. 2433): no matador and no figure, hardly a trick in it."""
        hand = self.view.hand
        return not ({ESPADILLA, BASTO} & set(hand)) and all(card.rank < 10 for card in hand)

    def name_trump(self) -> str:
        if self.view.contract == CONTRABOLA:  # the fewest and lowest trumps (at least one is a must, l. 2433)
            rules = self.view.play_rules
            return self.trump_among(
                lambda s: (
                    -sum(
                        100 + rules.order(s).power[c]
                        for c in self.view.hand
                        if rules.order(s).suit_of[c] == TRUMP
                    )
                )
            )
        best = best_contract(self.view, risk=True)
        if best is not None and best[1] is not None and f"triunfo:{best[1].value}" in self.legal:
            return f"triunfo:{best[1].value}"
        rules = self.view.play_rules
        return self.trump_among(
            lambda s: sum(
                rules.order(s).power[c] for c in self.view.hand if rules.order(s).suit_of[c] == TRUMP
            )
        )

    def exchange(self) -> str:
        view = self.view
        order = view.play_rules.order(view.trump)
        keep = self._keepers(order.suit_of)
        if view.seat != view.jugador and ("van" in self.legal or "vuelven" in self.legal):
            strong = self._contra_strength(order.suit_of, order.power)
            if "van" in self.legal and strong < 3:
                return "van"
            if "vuelven" in self.legal and strong < 2:
                return "vuelven"
        limit = self._discard_target(keep)
        if len(view.discards) >= limit:
            return "roba" if "roba" in self.legal else self.legal[0]
        candidates = [c for c in view.hand if c not in keep and f"descarta:{c.code}" in self.legal]
        if not candidates:
            return "roba" if "roba" in self.legal else self.legal[0]
        worst = min(candidates, key=lambda c: self._plain_value(c, order.power))
        return f"descarta:{worst.code}"

    def _keepers(self, suit_of: dict[Card, str]) -> set[Card]:
        """Trumps and kings stay (l. 1235: «guardar los triunfos y reyes»); a caballo with its king too."""
        hand = self.view.hand
        keep = {c for c in hand if suit_of[c] == TRUMP or c.rank == 12}
        keep |= {c for c in hand if c.rank == 11 and Card(12, c.suit) in hand}
        if self.view.turned is not None:
            keep.add(self.view.turned)
        return keep

    def _contra_strength(self, suit_of: dict[Card, str], power: dict[Card, int]) -> int:
        hand = self.view.hand
        trumps = [c for c in hand if suit_of[c] == TRUMP]
        matadores = sum(1 for c in trumps if power[c] >= 98)
        kings = sum(1 for c in hand if c.rank == 12 and suit_of[c] != TRUMP)
        return len(trumps) + matadores + kings

    def _discard_target(self, keep: set[Card]) -> int:
        view = self.view
        loose = len(view.hand) - len(keep) + len(view.discards)
        if view.seat == view.jugador:
            return loose
        if view.first_contra == view.seat or view.first_contra is None:
            # the first to draw goes for four or five when he can beat the Jugador, else a couple (l. 1227–1229)
            strong = self._contra_strength(
                view.play_rules.order(view.trump).suit_of, view.play_rules.order(view.trump).power
            )
            return min(loose, 5 if strong >= 3 else 2)
        return loose

    def _plain_value(self, card: Card, power: dict[Card, int]) -> int:
        return power[card]

    # -- play ------------------------------------------------------------------------------------------------------
    def defend(self) -> str:
        view = self.view
        mine = view.tricks_won[view.seat]
        carry_on, let_end = self.legal  # «defiendo», «paso» (Tresillo); «juega», «acepto» (Hombre)
        return carry_on if mine >= 2 and mine >= max(view.tricks_won) else let_end

    def play(self) -> str:
        view = self.view
        if "bola" in self.legal and self._bola_is_sure():
            return "bola"
        if "rendirse" in self.legal and self._should_surrender():
            return "rendirse"
        cards = self.cards_to_play()
        if not cards:
            return self.legal[0]
        self.order = view.play_rules.order(view.trump)
        self.outstanding = self._outstanding()
        if view.contract == CONTRABOLA:  # the Jugador ducks; the others keep low to leave him the tricks
            low = min(cards, key=lambda c: (self.order.suit_of[c] == TRUMP, self.order.power[c]))
            return (self._duck(cards) if view.seat == view.jugador else low).code
        if not view.trick:
            return self._lead(cards).code
        return self._follow(cards).code

    def _duck(self, cards: list[Card]) -> Card:
        """The contrabola's Jugador wins no trick: the highest card that does not take the trick as it stands,
        else the lowest (leading, the lowest of all)."""
        power = self.order.power
        trick = self.view.trick
        if trick:
            losing = [c for c in cards if not self._beats(c, trick[self._winning_index(trick)], trick[0])]
            if losing:
                return max(losing, key=lambda c: power[c])
        return min(cards, key=lambda c: (self.order.suit_of[c] == TRUMP, power[c]))

    def _outstanding(self) -> set[Card]:
        """Cards this seat has not seen: in other hands, the talon or other discards."""
        view = self.view
        seen = set(view.hand) | set(view.played) | set(view.discards) | set(view.seen_talon)
        return {c for c in view.play_rules.deck if c not in seen}

    def _is_master(self, card: Card) -> bool:
        suit = self.order.suit_of[card]
        power = self.order.power
        return not any(self.order.suit_of[c] == suit and power[c] > power[card] for c in self.outstanding)

    def _value(self, card: Card) -> int:
        """How dear a card is to keep: trumps (matadores most), then kings, then the rest by power."""
        power = self.order.power[card]
        if self.order.suit_of[card] == TRUMP:
            return 1000 + power
        return (500 if card.rank == 12 else 0) + power

    def _enemies(self) -> set[int]:
        view = self.view
        if view.seat == view.jugador or view.seat == view.defender:
            return {s for s in range(len(view.active) or view.players) if s != view.seat}
        return {s for s in (view.jugador, view.defender) if s is not None}

    def _lead(self, cards: list[Card]) -> Card:
        view = self.view
        trumps = [c for c in cards if self.order.suit_of[c] == TRUMP]
        plain = [c for c in cards if self.order.suit_of[c] != TRUMP]
        out_trumps = [c for c in self.outstanding if self.order.suit_of[c] == TRUMP]
        power = self.order.power
        attacking = view.seat == view.jugador or view.seat == view.defender
        if attacking and trumps and out_trumps:
            matadores = [c for c in trumps if power[c] >= 98]
            if len(trumps) >= 3 or len(matadores) >= 2:
                masters = [c for c in trumps if self._is_master(c)]
                small = [c for c in trumps if power[c] < 98]
                # «arrastrar de pequeño» keeping the matadores (l. 721–731); a master that is no matador goes first
                non_mata_masters = [c for c in masters if power[c] < 98]
                if non_mata_masters:
                    return max(non_mata_masters, key=lambda c: power[c])
                if small and len(out_trumps) > 1:
                    return min(small, key=lambda c: power[c])
                if masters:
                    return max(masters, key=lambda c: power[c])
        sure = [c for c in plain if self._is_master(c)]
        if sure:
            return max(sure, key=lambda c: power[c])
        if plain:
            # lead low from the longest suit, never from a guarded king
            by_suit: dict[str, list[Card]] = {}
            for c in plain:
                by_suit.setdefault(self.order.suit_of[c], []).append(c)
            longest = max(by_suit.values(), key=len)
            return min(longest, key=lambda c: self._value(c))
        return min(trumps, key=lambda c: power[c]) if not attacking else max(trumps, key=lambda c: power[c])

    def _follow(self, cards: list[Card]) -> Card:
        view = self.view
        power = self.order.power
        suit_of = self.order.suit_of
        leader = view.trick_leader if view.trick_leader is not None else 0
        winner_index = self._winning_index(view.trick)
        playing = len(view.active) or view.players
        winner_seat = (leader + winner_index) % playing
        winning = view.trick[winner_index]
        last = len(view.trick) == playing - 1
        enemies = self._enemies()
        friend_winning = winner_seat not in enemies
        beaters = [c for c in cards if self._beats(c, winning, view.trick[0])]
        if friend_winning and (last or self._is_master(winning) or not beaters):
            return min(cards, key=self._value)  # let the fellow contrista's trick pass
        if beaters:
            later_enemies = any(
                (leader + i) % playing in enemies for i in range(len(view.trick) + 1, playing)
            )
            if not later_enemies:
                return min(beaters, key=lambda c: (suit_of[c] == TRUMP, power[c]))
            safe = [c for c in beaters if self._is_master(c)]
            if safe:
                return min(safe, key=lambda c: (suit_of[c] == TRUMP, power[c]))
            return max(beaters, key=lambda c: (suit_of[c] != TRUMP, power[c]))
        return min(cards, key=self._value)

    def _winning_index(self, trick: tuple[Card, ...]) -> int:
        best = 0
        for index in range(1, len(trick)):
            if self._beats(trick[index], trick[best], trick[0]):
                best = index
        return best

    def _beats(self, card: Card, other: Card, led: Card) -> bool:
        suit_of, power = self.order.suit_of, self.order.power
        if suit_of[card] == TRUMP:
            return suit_of[other] != TRUMP or power[card] > power[other]
        if suit_of[card] != suit_of[led] or suit_of[other] == TRUMP:
            return False
        return suit_of[other] != suit_of[led] or power[card] > power[other]

    def _bola_is_sure(self) -> bool:
        """Ask bola only when it cannot be cut (*tendida*, catálogo l. 2516): every card left is a master."""
        self.order = self.view.play_rules.order(self.view.trump)
        self.outstanding = self._outstanding()
        power, suit_of = self.order.power, self.order.suit_of
        out_trumps = [power[c] for c in self.outstanding if suit_of[c] == TRUMP]
        if not out_trumps:
            return all(self._is_master(c) for c in self.view.hand)
        return all(suit_of[c] == TRUMP and power[c] > max(out_trumps) for c in self.view.hand)

    def _should_surrender(self) -> bool:
        """Give up an entrada or vuelta at the fourth trick when codillo is coming (l. 2282, 2505)."""
        view = self.view
        if len(view.history) != 3:
            return False
        mine = view.tricks_won[view.seat]
        return mine == 0 and max(view.tricks_won) >= 2


def bots(expert: type[Player] = Expert, beginner: type[Player] = Beginner) -> dict[str, Bot[OmbreView]]:
    """A game's players by level, from its two classes: the experto never draws lots, the principiante draws them
    from what its seat sees unless given a random source."""

    def experto(view: OmbreView, rng: random.Random | None) -> str:
        return expert(view, rng or _UNUSED).decide()

    def principiante(view: OmbreView, rng: random.Random | None) -> str:
        return beginner(view, rng or random.Random(_seed_of(view))).decide()

    return {"principiante": principiante, "experto": experto}


PLAYERS = bots()  # the Tresillo's and the Hombre's
