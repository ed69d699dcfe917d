"""The oracle of :mod:`tests.games.oracles.malilla_rebesino` against the engine, at every step of seeded partidas
played to the end with random legal actions: the cards the engine allows (``legal_actions()`` and a position's
``legal_plays()`` rebuilt from what the seat sees) are the oracle's, and every other card of the hand is refused
with the code of the first obligation it breaks.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, cast

import pytest

import games
from tests.games.oracles.malilla_rebesino import (
    NAPOLITANA_CARDS,
    Obligation,
    malilla_obligations,
    may_declare_napolitana,
    rebesino_exchange,
    rebesino_obligations,
    rebesino_privileged,
)

if TYPE_CHECKING:  # the engine's hand and view of the games of bazas, for the annotations only
    from games.bazas.base import BazaHand, BazaView

# (game, variant, seeded partidas): as many as fit in some 10 s of CPU for the file. «napolitana» and «gracia» are not
# variants: first deals with a napolitana, always declared (see napolitana_deal and gracia_deal).
CONFIGS = [
    ("malilla", None, 100),
    ("malilla", "sin-favorito+juegos-2", 20),
    ("rebesino", None, 120),
    ("rebesino", "juegos-2", 20),
    ("rebesino", "napolitana", 150),
    ("rebesino", "gracia", 40),
]


def napolitana_deal(seed: int) -> tuple[int, list[list[str]]]:
    """A first deal giving one seat four or five of the cards of the napolitana (l. 2029): the seat and the deal
    (eleven cards to seats 1–3, twelve to the pie, three in the bazeta)."""
    rng = random.Random(seed)
    holder = rng.randrange(4)
    pays = sorted(NAPOLITANA_CARDS, key=lambda card: card.code)
    kept = rng.sample(pays, rng.choice((4, 4, 4, 5)))
    rest = [card for card in games.DECK_48 if card not in kept]
    rng.shuffle(rest)
    seats: list[list[games.Card]] = []
    for seat, size in enumerate((11, 11, 11, 12)):
        mine = kept if seat == holder else []
        seats.append([*mine, *rest[: size - len(mine)]])
        rest = rest[size - len(mine) :]
    seats.append(rest)
    return holder, [[card.code for card in cards] for cards in seats]


def gracia_deal(seed: int) -> tuple[int, list[list[str]]]:
    """The mano holds the four aces, and the cinco de espadas as his lowest card: the espadas above it are his, in
    the bazeta, or the pie's, who leaves there the nueve (see :func:`choose`), so nobody can beat it and he is left
    the first baza (l. 2291); his next lowest card, the seis de oros, may lose the second."""
    rng = random.Random(seed)
    codes = ("1O", "1C", "1E", "1B", "5E", "6O", "6C", "7B", "6E", "7E", "8E")
    mano = [games.Card.parse(code) for code in codes]
    asleep = [games.Card.parse(code) for code in ("10E", "11E", "12E")]
    nine = games.Card.parse("9E")
    rest = [card for card in games.DECK_48 if card not in (*mano, *asleep, nine)]
    rng.shuffle(rest)
    seats = [mano, rest[:11], rest[11:22], [*rest[22:], nine], asleep]
    return 0, [[card.code for card in cards] for cards in seats]


def start(game: str, variant: str | None, seed: int) -> tuple[BazaHand, int | None]:
    """The partida of a configuration and seed, and the seat given a napolitana (``None``: a shuffled deal)."""
    if variant in ("napolitana", "gracia"):
        holder, deal = napolitana_deal(seed) if variant == "napolitana" else gracia_deal(seed)
        return cast("BazaHand", games.new_hand(game, seed=seed, players=4, deal=deal)), holder
    return cast("BazaHand", games.new_hand(game, seed=seed, players=4, variant=variant)), None


def choose(view: BazaView, rng: random.Random, holder: int | None, variant: str | None) -> str:
    """A random legal action; the holder of a dealt napolitana keeps it through the exchange, declares it, and as
    mano leads his lowest card first (to reach the case of l. 2291); with the «gracia» deal nobody draws, the pie
    leaves the nueve de espadas, and the mano leads his lowest card again in the second baza."""
    actions = view.legal_actions
    if variant == "gracia" and view.phase == "descarte":
        return "paso" if "paso" in actions else "descarta:9E"
    if holder is not None and view.seat == holder and view.ronda == 1:
        if "napolitana" in actions:
            return "napolitana"
        if view.phase == "descarte":  # «paso», or (the pie) leave a card that is not of the napolitana
            if "paso" in actions:
                return "paso"
            return rng.choice([a for a in actions if games.Card.parse(a[9:]) not in NAPOLITANA_CARDS])
        if len(view.history) < (2 if variant == "gracia" else 1) and not view.trick and view.mano == holder:
            order = (1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)
            return max(view.hand, key=lambda card: order.index(card.rank)).code
    return rng.choice(actions)


def obligations(view: BazaView, seen: Counter[str]) -> tuple[list[Obligation], bool]:
    """The oracle's obligations for the seat to move, and whether it holds the napolitana's privilege."""
    if view.game == "malilla":
        assert view.trump is not None and view.trick_leader is not None
        return malilla_obligations(view.hand, view.trick, view.trick_leader, view.trump), False
    declared = (view.seat, "napolitana") in view.announcements
    history = [(record.leader, record.cards) for record in view.history]
    privileged = rebesino_privileged(view.seat, view.hand, history, view.mano, declared)
    following = bool(view.trick) and any(card.suit == view.trick[0].suit for card in view.hand)
    won = any(record.winner == view.seat for record in view.history)
    seen["privilegio"] += privileged
    seen["renuncio permitido"] += privileged and following  # the privilege widens what he may play
    seen["renuncio permitido tras ganar una baza"] += privileged and following and won
    return rebesino_obligations(view.hand, view.trick, privileged), privileged


def public_position(view: BazaView, privileged: bool) -> games.Position:
    """The trick as the seat to move sees it (the other hands unknown, left empty)."""
    hands = [[card.code for card in view.hand] if seat == view.seat else [] for seat in range(4)]
    return games.position(
        view.game,
        hands=hands,
        trump=view.trump.value if view.trump else None,
        trick=[card.code for card in view.trick],
        leader=view.trick_leader if view.trick_leader is not None else view.seat,
        napolitana=view.seat if privileged else None,
    )


def step_problems(hand: BazaHand, view: BazaView, rng: random.Random, seen: Counter[str]) -> Iterator[str]:
    """Every disagreement between the oracle and the engine for the seat to move (``view``): the actions allowed,
    and the code of the refusal of one card outside the oracle's set, drawn at random."""
    actions = set(hand.legal_actions())
    where = f"{hand.notation} (asiento {view.seat + 1})"
    if view.phase == "descarte":
        expected = rebesino_exchange(view.hand, view.seat, view.mano)
        if actions != expected:
            yield f"{where}: descarte {sorted(actions ^ expected)}"
        return
    found, privileged = obligations(view, seen)
    allowed = {card.code for card in view.hand if all(card in cards for _, cards in found)}
    if hand.game == "rebesino":
        declared = any(word == "napolitana" for _, word in view.announcements)
        if may_declare_napolitana(view.hand, declared):
            allowed.add("napolitana")
    if actions != allowed:
        yield f"{where}: la mesa {sorted(actions)}, el libro {sorted(allowed)}"
    plays = set(public_position(view, privileged).legal_plays())
    if plays != allowed - {"napolitana"}:
        yield f"{where}: legal_plays {sorted(plays)}, el libro {sorted(allowed)}"
    outside = [card for card in view.hand if card.code not in allowed]
    if outside:
        card = rng.choice(outside)
        failed = next(code for code, cards in found if card not in cards)
        seen[failed] += 1
        violation = hand.check(card.code)
        if violation is None or violation.code != failed:
            yield f"{where}: {card.code} rompe {failed}, la mesa dice {violation and violation.code}"


def play_out(game: str, variant: str | None, seed: int, seen: Counter[str]) -> list[str]:
    """One partida played to the end; the disagreements found on the way."""
    hand, holder = start(game, variant, seed)
    rng = random.Random(seed)
    problems: list[str] = []
    while not hand.is_over:
        view = hand.view(hand.to_move or 0)
        problems += step_problems(hand, view, rng, seen)
        hand = hand.apply(choose(view, rng, holder, variant))
    return problems


def break_obligations(monkeypatch: pytest.MonkeyPatch, game: str, how: str) -> None:
    """Break the engine on purpose: the game's rules impose no obligation (``ninguna``), only follow suit
    (``asistir``), or ignore the napolitana (``sin napolitana``)."""
    rules = type(games.GAMES[game].rules)
    original = rules.requirements

    def broken(self: games.GameRules, position: games.Position) -> list[object]:
        if how == "sin napolitana":
            return list(original(self, dataclasses.replace(position, napolitana=None)))
        return list(original(self, position)[: 1 if how == "asistir" else 0])

    monkeypatch.setattr(rules, "requirements", broken)


@pytest.mark.parametrize(("game", "variant", "partidas"), CONFIGS)
def test_engine_follows_the_book(game: str, variant: str | None, partidas: int) -> None:
    seen: Counter[str] = Counter()
    problems = [problem for seed in range(partidas) for problem in play_out(game, variant, seed, seen)]
    assert not problems, "\n".join(problems[:10])
    if game == "malilla":  # the four renuncios all came up
        assert {"asistir", "montar", "fallar", "pisar"} <= set(seen), seen
    else:
        assert seen["asistir"], seen
    if variant == "napolitana":
        assert seen["renuncio permitido"] > partidas, seen
    if variant == "gracia":  # left the first baza, he kept the privilege (l. 2291)
        assert seen["renuncio permitido tras ganar una baza"] > partidas, seen


@pytest.mark.parametrize(
    ("game", "how", "variant"),
    [
        ("malilla", "ninguna", None),
        ("malilla", "asistir", None),
        ("rebesino", "ninguna", None),
        ("rebesino", "sin napolitana", "napolitana"),
    ],
)
def test_oracle_notices_a_broken_engine(
    monkeypatch: pytest.MonkeyPatch, game: str, how: str, variant: str | None
) -> None:
    break_obligations(monkeypatch, game, how)
    problems = [problem for seed in range(5) for problem in play_out(game, variant, seed, Counter())]
    assert problems
