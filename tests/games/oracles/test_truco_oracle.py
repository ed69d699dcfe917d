"""The oracle of :mod:`tests.games.oracles.truco` against the engine, at every step of seeded matches played to the
end with random legal actions, for every number of players and variant: who is to speak, the cards and words the
engine allows (``legal_actions()``, and ``legal_plays()`` of the open baza), the faults it accepts with their
penalty, and the code of a few refused words drawn at random.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

import games
from tests.games.oracles.truco import (
    ANSWERS,
    DOUBLES,
    ENVIDOS,
    FLOR_WORDS,
    LEY_WORDS,
    PARTIAL,
    TRUCOS,
    Table,
    expected,
    replay,
)

if TYPE_CHECKING:  # the engine's match and view of the Truco, for the annotations only
    from games.truco.hand import TrucoHand
    from games.truco.view import TrucoView

# (players, variant, seeded matches): as many as fit in some 10 s of CPU for the file. «flores» is not a variant: the
# first tiro gives a flor to the mano and to the seat on his right, flor words are said whenever they may be, and
# the match stops at the end of that tiro.
CONFIGS = [
    (2, "flores", 120),
    (4, "flores", 80),
    (2, "a-ley-de-juego+flores", 100),
    (4, "a-ley-de-juego+flores", 60),
    (2, None, 20),
    (2, "un-medio-juego+a-ley-de-juego", 25),
    (3, None, 12),
    (3, "gallo-fijo+un-medio-juego", 25),
    (3, "a-ley-de-juego+un-medio-juego", 25),
    (4, None, 10),
    (4, "a-ley-de-juego+un-medio-juego", 25),
    (6, "un-medio-juego", 20),
    (6, "a-ley-de-juego+un-medio-juego", 20),
    (8, "un-medio-juego", 20),
    (8, "a-ley-de-juego+un-medio-juego", 20),
]
FLORES = "flores"
REFUSALS = 4  # words outside the oracle's set tried at each step
OTHERS = ("baraja", "son-buenas", "canto:27", "canto:40")


def vocabulary(view: TrucoView) -> list[str]:
    """Every word the oracle judges, and the seat's cards."""
    cards = [card.code for card in view.hand]
    return [*cards, *ENVIDOS, *DOUBLES, *FLOR_WORDS, *TRUCOS, *ANSWERS, *PARTIAL, *OTHERS]


def table_of(view: TrucoView) -> Table:
    order = tuple(sorted(view.active, key=lambda seat: (seat - view.mano) % view.players))
    bazas = tuple((baza.leader, baza.cards, baza.winner) for baza in view.bazas)
    return Table(view.seat, order, view.sides, bazas, view.trick, view.trick_leader, view.hand)


def step_problems(hand: TrucoHand, view: TrucoView, rng: random.Random, seen: Counter[str]) -> Iterator[str]:
    """Every disagreement between the oracle and the engine for the seat to move (``view``)."""
    actions = set(hand.legal_actions())
    where = f"{hand.notation} (asiento {view.seat + 1})"
    if view.phase == "reparto":  # the pie of the side that does not deal, before the cards (l. 16, 76)
        seen["reparto"] += 1
        if view.seat != (view.mano - 2) % view.players or actions != set(LEY_WORDS):
            yield f"{where}: antes de dar, {sorted(actions)}"
        return
    if view.phase == "descarte":  # the gallo throws one of his four away (l. 11)
        seen["descarte"] += 1
        if view.seat != view.gallo or actions != {f"descarta:{card.code}" for card in view.hand}:
            yield f"{where}: descarte {sorted(actions)}"
        return
    before = "a-ley-de-juego" in (hand.options.variant or "") and view.kind != "punta"
    words = [(word.seat, word.word) for word in view.words]
    opened = [
        seat for seat in view.flores if (seat, "flor") not in words
    ]  # sung as the cards were seen (l. 76)
    said = replay(words, view.sides, before, opened)
    seen["a ley de juego"] += before and bool(words) and words[0][1] != "da"
    oracle = expected(table_of(view), said, vocabulary(view))
    seen["fase " + view.phase] += 1
    seen["flores " + said.duel] += bool(said.duel)
    if oracle.mover != view.seat:
        yield f"{where}: habla el asiento {view.seat + 1}, el reglamento dice el {oracle.mover + 1}"
        return
    if oracle.unjudged:
        seen["sin juzgar"] += 1
        seen["sin juzgar, la mesa los rehúsa"] += not actions & oracle.unjudged
        actions -= oracle.unjudged
    if oracle.exact and actions != oracle.allowed:
        yield f"{where}: sobran {sorted(actions - oracle.allowed)}, faltan {sorted(oracle.allowed - actions)}"
    extra = {action for action in actions - oracle.allowed if not action.startswith("canto:")}
    if not oracle.exact and (extra or not oracle.allowed <= actions):
        yield f"{where}: {sorted(actions)} no cuadra con {sorted(oracle.allowed)}"
    cards = {card.code for card in view.hand}
    if view.phase == "juego":
        plays = set(open_baza(hand).legal_plays())
        if plays != cards & oracle.allowed:
            yield f"{where}: legal_plays {sorted(plays)}"
    faults = oracle.faults if oracle.exact else oracle.faults - actions  # a partner's envido is no fault
    for fault in sorted(faults & set(vocabulary(view)))[:1]:
        seen["falta"] += 1
        if fault in actions or hand.check(fault) is not None:
            yield f"{where}: {fault} es una falta que se paga, no una jugada ni algo rehusado"
    refused = sorted(oracle.refusal)
    for word in rng.sample(refused, min(REFUSALS, len(refused))):
        seen["rehusado " + oracle.refusal[word]] += 1
        violation = hand.check(word)
        if violation is None or violation.code != oracle.refusal[word]:
            yield f"{where}: {word} rompe {oracle.refusal[word]}, la mesa dice {violation and violation.code}"


def flores_deal(players: int, seed: int) -> list[list[str]]:
    """A first tiro where seats 1 and 2, opponents, both hold a flor (l. 30, 40)."""
    rng = random.Random(seed)
    first, second = rng.sample(list(games.Suit), 2)
    deck = list(games.DECK_40)
    rng.shuffle(deck)
    flores = [[card for card in deck if card.suit == suit][:3] for suit in (first, second)]
    rest = [card for card in deck if card not in flores[0] + flores[1]]
    hands = [*flores, *(rest[3 * seat : 3 * seat + 3] for seat in range(players - 2))]
    return [[card.code for card in cards] for cards in hands]


def start(players: int, variant: str | None, seed: int) -> TrucoHand:
    """The match of a configuration and seed (``flores`` among the variants: the first tiro of :func:`flores_deal`)."""
    names = (variant or "").split("+")
    real = "+".join(name for name in names if name and name != FLORES) or None
    deal = flores_deal(players, seed) if FLORES in names else None
    return games.new_hand("truco", seed=seed, players=players, variant=real, deal=deal)


def choose(view: TrucoView, rng: random.Random, keen: bool) -> str:
    """A random legal action; ``keen``: a flor word whenever one may be said."""
    flor = [action for action in view.legal_actions if action in FLOR_WORDS]
    return rng.choice(flor if keen and flor else view.legal_actions)


def play_out(
    players: int, variant: str | None, seed: int, seen: Counter[str], first: bool = False
) -> list[str]:
    """One match played to the end (``first``: to the first disagreement; with the «flores» deal, to the end of
    its tiro); the disagreements found on the way."""
    hand = start(players, variant, seed)
    keen = FLORES in (variant or "")
    rng = random.Random(seed)
    problems: list[str] = []
    while not hand.is_over:
        view = hand.view(hand.to_move or 0)
        if keen and view.tiro:
            break
        problems += step_problems(hand, view, rng, seen)
        if first and problems:
            break
        hand = hand.apply(choose(view, rng, keen))
    return problems


def open_baza(hand: TrucoHand) -> games.Position:
    """The engine's own position of the baza being played (from the hand's internal state)."""
    return hand.state.position.collected()


def break_engine(monkeypatch: pytest.MonkeyPatch, what: str) -> None:
    """Break the engine on purpose: the cards must follow suit (the Rebesino's «servir»), or the truco, the envido
    or the flor words may be said by anyone at any time."""
    if what == "asistir":
        rules = type(games.GAMES["truco"].rules)
        monkeypatch.setattr(rules, "requirements", type(games.GAMES["rebesino"].rules).requirements)
        return
    hand_rules = type(games.new_hand("truco").rules)
    monkeypatch.setattr(hand_rules, f"_check_{what}", lambda self, *args, **kwargs: None)


@pytest.mark.parametrize(("players", "variant", "matches"), CONFIGS)
def test_engine_follows_the_regulation(players: int, variant: str | None, matches: int) -> None:
    seen: Counter[str] = Counter()
    problems = [problem for seed in range(matches) for problem in play_out(players, variant, seed, seen)]
    assert not problems, "\n".join(problems[:10])
    codes = {f"rehusado {code}" for code in ("truco", "envido", "flor", "respuesta", "canto")}
    if variant == FLORES:  # both sides' flores: open, invited to contraflor, settled (l. 40–41)
        assert {"flores abierta", "flores pendiente", "flores cerrada"} | codes <= set(seen), seen
    elif FLORES in (variant or ""):  # the contraflor invited before the deal (l. 76)
        assert {"a ley de juego", "flores pendiente", "flores cerrada"} | codes <= set(seen), seen
    else:
        assert {"fase juego", "fase respuesta", "fase canto", "falta"} | codes <= set(seen), seen


@pytest.mark.parametrize(
    ("what", "variant"),
    [
        ("asistir", "un-medio-juego"),
        ("truco", "un-medio-juego"),
        ("envido", "un-medio-juego"),
        ("flor", FLORES),
    ],
)
def test_oracle_notices_a_broken_engine(monkeypatch: pytest.MonkeyPatch, what: str, variant: str) -> None:
    break_engine(monkeypatch, what)
    assert any(play_out(4, variant, seed, Counter(), first=True) for seed in range(5))
