"""Property tests of the Chinchón over many seeded random partidas: the cards are conserved, no seat sees another's
cards, the counts and the tope are recomputed by an oracle written here from the source (l. 445–449), and the
notation round-trips. A test breaks the engine on purpose and checks that the checks notice."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields, replace
from itertools import combinations
from typing import Any

import pytest

import games
from games.combinaciones import chinchon
from games.combinaciones.cards import DECKS, parse_card
from games.combinaciones.state import ChinchonState, ChinchonView, Deal

PARTIDAS = 1000
ROUND_TRIPS = 50
SUITS = "OCEB"


# -- the oracle: the source's counting, written again (never calling the engine's) ------------------------------------
def points(code: str, deck: int) -> int:
    """l. 445: the index with 48 or 50 cards; with 40, sota 8, caballo 9, rey 10; a comodín 50."""
    if code.startswith("J"):
        return 50
    rank = int(code[:-1])
    return {10: 8, 11: 9, 12: 10}.get(rank, rank) if deck == 40 else rank


def is_series(codes: tuple[str, ...], deck: int) -> bool:
    """l. 445: three or more of an index (four at most, the site's reading) or of a suit in a row, with one
    comodín at most standing for any card, and no rey tied to an as."""
    wild = [code for code in codes if code.startswith("J")]
    plain = [(int(code[:-1]), code[-1]) for code in codes if not code.startswith("J")]
    if len(codes) < 3 or len(wild) > 1:
        return False
    if len({rank for rank, _ in plain}) == 1:
        return len(codes) <= 4
    if len({suit for _, suit in plain}) != 1:
        return False
    order = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12] if deck == 40 else list(range(1, 13))
    wanted = {order.index(rank) for rank, _ in plain}
    return any(
        wanted <= set(range(start, start + len(codes))) for start in range(len(order) - len(codes) + 1)
    )


def least_loose(codes: tuple[str, ...], deck: int) -> int:
    """The fewest points ``codes`` can leave unmatched: the first card is loose, or in a series with others."""
    if not codes:
        return 0
    first, rest = codes[0], codes[1:]
    best = points(first, deck) + least_loose(rest, deck)
    for size in range(2, len(rest) + 1):
        for others in combinations(rest, size):
            if is_series((first, *others), deck):
                left = tuple(code for code in rest if code not in others)
                best = min(best, least_loose(left, deck))
    return best


def recount(deal: Deal, before: ChinchonState, action: str) -> list[str]:
    """Where the record of the deal that ``action`` ended disagrees with the oracle: each seat's points, the
    scores, the tope (l. 447–449)."""
    deck, target = before.config.deck, before.config.target
    wrong = []
    expected = list(before.scores)
    hands = [[card.code for card in cards] for cards in before.hands]
    if action.startswith("echa:"):  # the baceta ran out again after this discard
        hands[before.to_move or 0].remove(action.partition(":")[2])
    for shown in deal.shown:
        held = sorted(hands[shown.seat])
        laid = [card.code for meld in shown.melds for card in meld] + [card.code for card in shown.unmatched]
        if shown.seat == deal.cutter:
            assert deal.face_down is not None
            laid.append(deal.face_down.code)
            loose = sum(points(card.code, deck) for card in shown.unmatched)
            due = -10 if not shown.unmatched else loose
            if loose > 5 or before.discards < before.playing:
                wrong.append(f"corte no permitido: {shown}")
        else:
            due = least_loose(tuple(hands[shown.seat]), deck)
        if sorted(laid) != held or shown.points != due:
            wrong.append(f"asiento {shown.seat}: {shown.points} en vez de {due}")
        if not all(is_series(tuple(card.code for card in meld), deck) for meld in shown.melds):
            wrong.append(f"asiento {shown.seat}: una jugada que no lo es")
        expected[shown.seat] += due
    under = [s for s in range(before.players) if before.alive[s] and expected[s] < target]
    over = [s for s in range(before.players) if before.alive[s] and expected[s] >= target]
    back = [s for s in over if len(under) >= 2 and before.used[s] < before.config.reenganches]
    for seat in back:
        expected[seat] = max(expected[s] for s in under)
    out = [s for s in over if s not in back]
    if not under and not back:  # all past the tope at once: the fewest points stay
        low = min(expected[s] for s in over)
        out = [s for s in over if expected[s] != low]
    if list(deal.scores) != expected or list(deal.reenganchados) != back or list(deal.eliminated) != out:
        wrong.append(
            f"tanteo {deal.scores} {deal.reenganchados} {deal.eliminated} en vez de {expected} {back} {out}"
        )
    return wrong


# -- the invariants of one state ---------------------------------------------------------------------------------------
def hidden_shown(hand: games.Hand[Any, Any], public: list[set[games.Card]]) -> list[str]:
    """Cards of one seat that another seat's view shows (anywhere but the finished deals' record), but the
    ``public`` ones: those each seat was seen taking from the montón and has not thrown away since."""
    state: ChinchonState = hand.state
    leaks = []
    for seat in range(hand.players):
        view: ChinchonView = hand.view(seat)
        if view.hand != state.hands[seat]:
            leaks.append(f"asiento {seat}: no ve su mano")
        shown = set(view.visible_cards())
        for field in fields(view):
            if field.name not in ("deals", "play_rules", "hand", "result"):
                shown |= cards_in(getattr(view, field.name))
        for other in range(hand.players):
            if other != seat and (shown & set(state.hands[other])) - public[other]:
                leaks.append(f"el asiento {seat} ve cartas del {other}")
        if shown & set(state.stock):
            leaks.append(f"el asiento {seat} ve la baceta")
    return leaks


def cards_in(found: object) -> set[games.Card]:
    """The cards in ``found``: a card, or a tuple of them at any depth."""
    if isinstance(found, games.Card):
        return {found}
    return {card for item in found for card in cards_in(item)} if isinstance(found, tuple) else set()


def seen_taken(
    public: list[set[games.Card]], before: ChinchonState, action: str, after: ChinchonState
) -> None:
    """Update ``public`` with ``action``: a card taken from the montón is public until thrown away; a new deal
    forgets all."""
    mover = before.to_move
    assert mover is not None
    if len(after.deals) > len(before.deals):
        for cards in public:
            cards.clear()
    elif action == "monton":
        public[mover].add(before.pile[-1])
    elif action.startswith("echa:"):
        public[mover].discard(parse_card(action.partition(":")[2]))


def conserved(hand: games.Hand[Any, Any]) -> bool:
    """Every card of the deal is in a hand, the baceta or the montón, once (a given first deal: its own cards)."""
    state: ChinchonState = hand.state
    every = [card for cards in state.hands for card in cards] + list(state.stock) + list(state.pile)
    given = hand.options.deal
    dealt = (
        [card for cards in given for card in cards]
        if given and state.number == 0
        else DECKS[state.config.deck]
    )
    return Counter(every) == Counter(dealt)


def random_action(hand: games.Hand[Any, Any], rng: random.Random) -> str:
    """A random legal action; a cut whenever there is one, so that deals end."""
    legal = hand.legal_actions()
    cuts = [action for action in legal if action.startswith("cierra:")]
    return rng.choice(cuts or legal)


VARIANTS = (
    "a-51",
    "baraja-40+a-51",
    "baraja-50+a-51+tres-reenganches",
    "baraja-50+a-71+sin-reenganche",
    None,
)


def walk(
    hand: games.Hand[Any, Any], actions: Any, rng: random.Random
) -> tuple[games.Hand[Any, Any], list[str]]:
    """Play ``actions`` (a function of the hand) to the end, checking every invariant on the way; the hand at the end
    and what went wrong (empty: nothing)."""
    wrong: list[str] = []
    public: list[set[games.Card]] = [set() for _ in range(hand.players)]
    while not hand.is_over and not wrong:
        if not conserved(hand):
            wrong.append(f"cartas no conservadas: {hand.notation}")
        wrong += hidden_shown(hand, public) if rng.random() < 0.2 else []
        before, action = hand.state, actions(hand)
        hand = hand.apply(action)
        seen_taken(public, before, action, hand.state)
        if len(hand.state.deals) > len(before.deals):
            wrong += recount(hand.state.deals[-1], before, action)
    return hand, wrong


def check_partida(seed: int) -> list[str]:
    """One random partida of a seed, every invariant checked, and a few replayed from their notation."""
    rng = random.Random(seed)
    players = rng.choice((2, 3, 4, 5, 6))
    variant = VARIANTS[seed % len(VARIANTS)]
    if variant is not None and "baraja-40" in variant and players == 6:
        players = 5
    start = games.new_hand("chinchon", seed=seed, players=players, variant=variant)
    hand, wrong = walk(start, lambda hand: random_action(hand, rng), rng)
    if seed % (PARTIDAS // ROUND_TRIPS) == 0 and not wrong:
        again = games.Hand.from_notation(hand.notation)
        if again != hand or again.state != hand.state:
            wrong.append(f"la notación no se reproduce: {hand.notation}")
    return wrong


def chinchon_cut() -> list[str]:
    """A deal the first seat cuts with chinchón in its second turn (then the partida is played out at random)."""
    hand = games.new_hand(
        "chinchon",
        deal=[["1O", "2O", "3O", "4O", "5C", "5E", "5B"], ["1C", "3C", "6C", "7E", "10B", "11O", "12E"]]
        + [["9O", "6O", "8C", "12C"]],
    )
    script = iter(["baceta", "echa:6O", "baceta", "echa:8C", "baceta", "cierra:1O-2O-3O-4O/5C-5E-5B/12C"])
    rng = random.Random(0)
    return walk(hand, lambda hand: next(script, None) or random_action(hand, rng), rng)[1]


@pytest.mark.parametrize("part", range(4))
def test_random_partidas_keep_every_invariant(part: int) -> None:
    """The thousand partidas in four parts, so that the workers share them."""
    problems = [problem for seed in range(part, PARTIDAS, 4) for problem in check_partida(seed)]
    assert problems == []


def test_the_canonical_notation_of_every_legal_action_round_trips() -> None:
    rules = games.GAMES["chinchon"].hand_rules
    for seed in range(40):
        rng = random.Random(seed)
        hand = games.new_hand("chinchon", seed=seed, players=2, variant="baraja-50")
        while not hand.is_over:
            for action in hand.legal_actions():
                assert rules.canonical(action) == action
                if action.startswith("cierra:"):
                    *melds, last = action.partition(":")[2].split("/")
                    shuffled = ["-".join(rng.sample(m.split("-"), len(m.split("-")))) for m in melds]
                    messy = "CIERRA:" + "/".join([*rng.sample(shuffled, len(shuffled)), last.lower()])
                    assert rules.canonical(messy) == action and hand.check(messy) is None
            hand = hand.apply(random_action(hand, rng))


def test_a_broken_engine_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each check fails on an engine broken on purpose: a chinchón worth −20, a reenganche with the lowest rival's
    points, a view that shows the next seat's cards, a card lost from the montón."""
    assert chinchon_cut() == []
    monkeypatch.setattr(chinchon, "CHINCHON_BONUS", -20)
    assert chinchon_cut()
    monkeypatch.undo()

    tope = chinchon.ChinchonRules._tope

    def low_reenganche(self: Any, state: ChinchonState, scores: list[int]) -> Any:
        alive, used, back, out = tope(self, state, scores)
        for seat in back:
            scores[seat] = min(
                scores[other] for other in range(state.players) if alive[other] and other not in back
            )
        return alive, used, back, out

    monkeypatch.setattr(chinchon.ChinchonRules, "_tope", low_reenganche)
    assert any(check_partida(seed) for seed in range(0, 200, 5))
    monkeypatch.undo()

    view = chinchon.ChinchonRules.view

    def peeking(self: chinchon.ChinchonRules, state: ChinchonState, seat: int) -> ChinchonView:
        seen = view(self, state, seat)
        return replace(seen, pile=seen.pile + state.hands[(seat + 1) % state.players])

    def telling(self: chinchon.ChinchonRules, state: ChinchonState, seat: int) -> ChinchonView:
        seen = view(self, state, seat)
        return replace(seen, taken=state.hands)

    for broken in (peeking, telling):
        monkeypatch.setattr(chinchon.ChinchonRules, "view", broken)
        assert hidden_shown(games.new_hand("chinchon", seed=1), [set(), set()])
        monkeypatch.undo()

    apply = chinchon.ChinchonRules.apply

    def losing(
        self: chinchon.ChinchonRules, state: ChinchonState, action: str, options: Any
    ) -> ChinchonState:
        after = apply(self, state, action, options)
        return replace(after, pile=after.pile[1:]) if action.startswith("echa:") else after

    monkeypatch.setattr(chinchon.ChinchonRules, "apply", losing)
    assert check_partida(0)
