"""The Ombre family's card play against an independent oracle (:mod:`tests.games.oracles.ombre`), at every step.

Whole hands of every game, player count and variant are played to the end with seeded random legal actions. At every
card the seat to move may play, the oracle's cards are compared with the card codes among ``hand.legal_actions()``
and, for the trick's own obligations, with a :class:`games.Position` built from the seat's view; one card of each
verdict (allowed, or breaking a given rule) must be judged the same by ``hand.check``; and every completed trick
must go to the seat the oracle says. Mutation tests break the engine on purpose and show the comparison notices.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

import games
from games import Card, Suit
from games.ombre.hand import OmbreHand
from tests.games.oracles import ombre as oracle

# Every game of the family with its player counts and variants; the first test checks it against the engine's list.
CONFIGS: list[tuple[str, int, str | None]] = [
    ("tresillo", 3, None),
    ("tresillo", 3, "palo-de-favor"),
    ("tresillo", 3, "espada-forzada"),
    ("tresillo", 3, "contrabola"),
    ("tresillo", 4, "alcalde"),
    ("tresillo", 4, "penetro"),
    ("tresillo", 3, "chipolo"),
    ("hombre", 3, None),
    ("mediator", 4, None),
    ("mediator", 4, "favorito-oros"),
    ("mediator", 4, "favorito-copas"),
    ("mediator", 4, "favorito-espadas"),
    ("mediator", 4, "favorito-bastos"),
    ("quadrillo", 4, None),
    ("quadrillo", 4, "rey-forzado"),
    ("quadrillo", 4, "solitario"),
    ("quadrillo", 5, "zangano"),
    ("quintillo", 5, None),
    ("quintillo", 5, "rey-forzado"),
    ("quintillo", 6, "zangano"),
    ("seisillo", 6, None),
    ("seisillo", 6, "rey-forzado"),
    ("tresillo-1807", 3, None),
    ("tresillo-1807", 3, "favorito-copas"),
    ("tresillo-1807", 3, "favorito-espadas"),
    ("tresillo-1807", 3, "favorito-bastos"),
    ("tresillo-1807-tres-palos", 3, None),
    ("tresillo-1807-tres-palos", 3, "favorito-copas"),
    ("tresillo-1807-tres-palos", 3, "favorito-espadas"),
    ("tresillo-1807-tres-palos", 3, "favorito-bastos"),
    ("tresillo-1807-tres-palos", 3, "sin-favorito"),
    ("tresillo-1807-36", 3, None),
    ("tresillo-1807-36", 3, "favorito-oros"),
    ("tresillo-1807-36", 3, "favorito-copas"),
    ("tresillo-1807-36", 3, "favorito-espadas"),
    ("tresillo-1807-36", 3, "favorito-bastos"),
    ("tresillo-1807-36", 3, "sin-favorito"),
    ("seisillo", 7, "zangano"),
    ("dosillo", 2, None),
    ("dosillo", 2, "sin-copas"),
    ("voltarete", 3, None),
    ("zanga", 4, None),
]
HANDS = 80  # seeded hands per configuration
CARD_CODE = re.compile(r"(1[0-2]|[1-7])[OCEB]")


@dataclass
class Tally:
    """What the play-outs met, and every disagreement with the oracle."""

    plays: int = 0
    refusals: Counter[str] = field(default_factory=Counter)
    free_matadores: int = (
        0  # a trump led, only matadores held with other cards, none compelled: anything goes
    )
    tricks: int = 0
    mismatches: list[str] = field(default_factory=list)


def engine_classes(slug: str) -> tuple[type, type]:
    """The engine's classes behind ``slug``: its trick rules and its whole-hand rules, for the mutation tests.

    This is the one place the tests reach past the public API: retarget it when the engine modules move.
    """
    return type(games.GAMES[slug].rules), type(games.GAMES[slug].hand_rules)


def position_for(
    slug: str, hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, rules: Any = None
) -> games.Position:
    """A position with ``hand`` to play to ``trick``: the mover sits right after the cards already played; without
    a trump (the chipolo), on the trick ``rules`` of the hand's view."""
    hands: list[list[str]] = [[] for _ in range(max(games.GAMES[slug].rules.players))]
    hands[len(trick)] = [card.code for card in hand]
    if trump is None:
        seats = tuple(tuple(games.parse_cards(seat)) for seat in hands)
        return games.Position(rules, seats, None, tuple(trick), 0, 0, (0,) * len(seats))
    return games.position(slug, hands=hands, trump=trump.value, trick=[card.code for card in trick], leader=0)


def judge_step(
    hand: OmbreHand, actions: list[str], variant: str | None, rng: random.Random, tally: Tally
) -> None:
    """Compare the engine with the oracle for the seat to move, which is playing a card."""
    seat = hand.to_move
    assert seat is not None
    view = hand.view(seat)
    trump = view.trump
    assert trump is not None or view.contract == "chipolo"
    where = f"{hand.notation} (asiento {seat})"
    pending = oracle.rey_forzado_pending(hand.game, variant, view.contract, view.played)
    expected = oracle.verdicts(view.hand, view.trick, trump, rey_forzado=pending, game=hand.game)
    allowed = {card.code for card, code in expected.items() if code is None}
    offered = {action for action in actions if CARD_CODE.fullmatch(action)}
    if offered != allowed:
        tally.mismatches.append(f"{where}: legal_actions {sorted(offered)}, oracle {sorted(allowed)}")
    trick_only = {card.code for card in oracle.legal(view.hand, view.trick, trump, game=hand.game)}
    plays = set(position_for(hand.game, view.hand, view.trick, trump, view.play_rules).legal_plays())
    if plays != trick_only:
        tally.mismatches.append(f"{where}: legal_plays {sorted(plays)}, oracle {sorted(trick_only)}")
    for code in sorted(set(expected.values()), key=str):  # one card of each verdict, legal or not
        card = rng.choice([card for card, verdict in expected.items() if verdict == code])
        violation = hand.check(card.code)
        found = None if violation is None else violation.code
        if found != code:
            tally.mismatches.append(f"{where}: check({card.code}) gives {found}, oracle {code}")
        if code is not None:
            tally.refusals[code] += 1
    tally.free_matadores += privilege_decides(view.hand, view.trick, trump, hand.game)
    tally.plays += 1


def privilege_decides(hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, game: str) -> bool:
    """Whether the matadores' privilege frees the seat: a trump led, only free matadores held, and other cards."""
    held = [card for card in hand if oracle.is_trump(card, trump)]
    return (
        bool(trick)
        and oracle.is_trump(trick[0], trump)
        and 0 < len(held) < len(hand)
        and all(card in oracle.matador_names(trump, game) for card in held)
        and oracle.requirement(hand, trick, trump, game) is None
    )


def choose(rng: random.Random, phase: str, actions: list[str]) -> str:
    """A random legal action, leaning to «paso» in the auction and to a card in the play, so that the play-outs
    reach entradas (not only solos, the highest bids) and the late tricks (not only early surrenders).
    """
    cards = [action for action in actions if CARD_CODE.fullmatch(action)]
    if phase == "subasta" and "paso" in actions and rng.random() < 0.6:
        return "paso"
    if cards and rng.random() < 0.9:
        return rng.choice(cards)
    return rng.choice(actions)


def play_out(slug: str, players: int, variant: str | None, seed: int, tally: Tally) -> None:
    """Play one seeded hand to the end, judging every card play and every completed trick."""
    rng = random.Random(seed)
    hand = games.new_hand(slug, seed=seed, players=players, variant=variant)
    seats: list[int] = []  # who played each card of the trick on the table
    while not hand.is_over:
        mover = hand.to_move
        assert mover is not None
        actions = hand.legal_actions()
        if hand.phase == "juego":
            judge_step(hand, actions, variant, rng, tally)
        action = choose(rng, hand.phase, actions)
        hand = hand.apply(action)
        if not CARD_CODE.fullmatch(action):
            continue
        seats.append(mover)
        after = hand.view(mover)
        if not after.trick:  # the card completed the trick
            record = after.history[-1]
            winner = seats[oracle.winning_index(record.cards, after.trump, slug)]
            if (record.leader, record.winner) != (seats[0], winner):
                tally.mismatches.append(
                    f"{hand.notation}: {record.notation}, oracle: {seats[0]} abre, {winner} gana"
                )
            tally.tricks += 1
            seats = []


def run(slug: str, players: int, variant: str | None, hands: int, *, until_mismatch: bool = False) -> Tally:
    """Play ``hands`` seeded hands (or fewer, stopping at the first disagreement when ``until_mismatch``)."""
    tally = Tally()
    for seed in range(hands):
        play_out(slug, players, variant, seed, tally)
        if until_mismatch and tally.mismatches:
            break
    return tally


def modality_players(rules: games.Game[Any], variant: str | None) -> tuple[int, ...]:
    """The player counts of a variant: a modality's own (the Tresillo's alcalde makes four), else the game's."""
    fixed = {modality.variant: modality.players for modality in rules.words.modalities}
    return (fixed[variant],) if variant in fixed else rules.players


def test_configurations_cover_every_game_count_and_variant() -> None:
    engine = {
        (slug, players, variant)
        for slug, rules in games.GAMES.items()
        if rules.family == "ombre"
        for variant in (None, *rules.variants)
        for players in modality_players(rules, variant)
    }
    assert set(CONFIGS) == engine


@pytest.mark.parametrize(("slug", "players", "variant"), CONFIGS)
def test_engine_plays_as_the_oracle(slug: str, players: int, variant: str | None) -> None:
    tally = run(slug, players, variant, HANDS)
    assert tally.mismatches == [], "\n".join(tally.mismatches[:10])
    expected = {oracle.ASISTIR, oracle.ARRASTRE} | ({oracle.REY} if variant == "rey-forzado" else set())
    assert set(tally.refusals) == expected
    assert tally.free_matadores > 0
    assert tally.plays > HANDS * 8 and tally.tricks > HANDS * 2


# Worked cases from the texts: (game, trump, trick, hand, the cards that may be played).
EXAMPLES: list[tuple[str, str, str, str, str]] = [
    # «la espadilla sale arrastrando, aunque la malilla y basto estén solos, están obligados á ponerse» (1807, l. 708)
    ("hombre", "O", "1E", "7O 1B 4C", "7O 1B"),
    # «si otro saliese arrastrando de un inferior, aunque el que sigue pusiese la espadilla, el que tuviese la
    # malilla, ó basto solos no está obligado á servir» (1807, l. 708)
    ("mediator", "C", "5C 1E", "7C 4O", "7C 4O"),
    ("mediator", "C", "5C 1E", "1B 4O", "1B 4O"),
    # «lo mismo se debe entender del basto respecto á la malilla» (1807, l. 711)
    ("quintillo", "E", "2E", "1B 3O", "1B"),
    ("quadrillo", "E", "1B", "2E 3O", "2E 3O"),
    # «si el mano arrastra de espada y solo disponemos del basto, estaremos obligados a jugarlo; pero si el mano
    # arrastra de basto y nosotros solamente llevamos la espada, no tenemos la obligación de tirarla» (l. 2264)
    ("tresillo", "B", "1E", "1B 6O", "1B"),
    ("tresillo", "B", "1B", "1E 6O", "1E 6O"),
    # «a têlo he inteiramente livre de jogar o trunfo, ou o matador» (1834, l. 360)
    ("voltarete", "B", "1E", "2B 5B 3C", "2B 5B"),
    # «A Espadilha não he nunca obrigada aos outros» (1834, l. 358)
    ("voltarete", "O", "7O", "1E 3C", "1E 3C"),
    # The espadilla led is a trump, not an espada: «não obriga, quando he jogada de mão a dar espadas» (1834, l. 344)
    ("voltarete", "O", "1E", "5E 3O", "3O"),
    # …nor is it an espada to follow with (void in espadas, free): «siempre son triunfos» (1807, l. 429)
    ("dosillo", "C", "5E", "1E 4C", "1E 4C"),
    # «Ainda que a primeira Carta … seja cortada, não deixa por isso de obligar … a dar Carta do mesmo naipe» (l. 342)
    ("voltarete", "O", "3C 4O", "5C 6O", "5C"),
    # «Las piezas de ESTUCHE … solo servirán obligatoriamente, cuando a falta de otro triunfo el arrastre de origen
    # lo haya sido por otra pieza de valor superior» (Zanga, Art. 28.º, l. 526)
    ("zanga", "C", "1C", "1E 7C 12O", "1E 7C 12O"),
    ("zanga", "C", "7C", "1B 12O", "1B"),
    ("zanga", "C", "7C", "1B 3C 12O", "1B 3C"),
    # The rey de oros «tiene todas las preeminencias de malilla» in oros (1807, l. 1514–1517): the espadilla led
    # obliges it, the basto led does not (l. 708–711).
    ("tresillo-1807", "O", "1E", "12O 4C", "12O"),
    ("tresillo-1807", "O", "1B", "12O 4C", "12O 4C"),
]


@pytest.mark.parametrize(("slug", "trump", "trick", "hand", "allowed"), EXAMPLES)
def test_worked_cases(slug: str, trump: str, trick: str, hand: str, allowed: str) -> None:
    cards, played, suit = games.parse_cards(hand.split()), games.parse_cards(trick.split()), Suit.parse(trump)
    assert {card.code for card in oracle.legal(cards, played, suit, game=slug)} == set(allowed.split())
    assert set(position_for(slug, cards, played, suit).legal_plays()) == set(allowed.split())


def test_tricks_go_as_the_texts_order_the_cards() -> None:
    """The oracle's trick winner on the orders of 1807, l. 397–461 (the same in the other texts)."""
    cases = [
        ("O", "2O 3O 1O", 2),  # trumps in oros: punto above dos, dos above tres
        ("O", "12O 1O 7O", 2),  # malilla above punto above rey
        ("C", "2O 7O 1O", 2),  # plain oros: as above dos above siete
        ("E", "3B 7B 2B", 1),  # plain bastos: siete above tres above dos
        ("B", "10E 1B 1E", 2),  # the espadilla above the basto
        ("E", "12C 4O 11C", 0),  # a discard of another suit never wins
    ]
    for trump, trick, winner in cases:
        assert oracle.winning_index(games.parse_cards(trick.split()), Suit.parse(trump)) == winner, trick


def no_requirements(monkeypatch: pytest.MonkeyPatch, slug: str) -> None:
    monkeypatch.setattr(engine_classes(slug)[0], "requirements", lambda self, position: [])


def no_privilege(monkeypatch: pytest.MonkeyPatch, slug: str) -> None:
    monkeypatch.setattr(engine_classes(slug)[0], "matadores", lambda self, trump: frozenset())


def rey_not_malilla(monkeypatch: pytest.MonkeyPatch, slug: str) -> None:
    """The rey de oros without the malilla's privilege: the matadores of the other games of the family."""
    monkeypatch.setattr(
        engine_classes(slug)[0],
        "matadores",
        lambda self, trump: frozenset({oracle.ESPADILLA, oracle.malilla(trump), oracle.BASTO}),
    )


def kings_free(monkeypatch: pytest.MonkeyPatch, slug: str) -> None:
    monkeypatch.setattr(engine_classes(slug)[1], "king_problem", lambda self, state, card: None)


def leader_wins(monkeypatch: pytest.MonkeyPatch, slug: str) -> None:
    monkeypatch.setattr(
        engine_classes(slug)[0], "trick_winner", lambda self, trick, leader, players, trump: leader
    )


Breakage = Callable[[pytest.MonkeyPatch, str], None]
MUTANTS: list[tuple[Breakage, tuple[str, int, str | None]]] = [
    *((no_requirements, config) for config in CONFIGS),
    *(
        (no_privilege, config)
        for config in CONFIGS
        if config[0] in ("tresillo", "hombre", "voltarete", "zanga")
    ),
    *((kings_free, config) for config in CONFIGS if config[2] == "rey-forzado"),
    *((rey_not_malilla, config) for config in CONFIGS if config[0] == "tresillo-1807"),
    *((leader_wins, config) for config in CONFIGS if config[0] in ("mediator", "dosillo")),
]


@pytest.mark.parametrize(("breakage", "config"), MUTANTS)
def test_a_broken_engine_is_caught(
    monkeypatch: pytest.MonkeyPatch, breakage: Breakage, config: tuple[str, int, str | None]
) -> None:
    breakage(monkeypatch, config[0])
    assert run(*config, 30, until_mismatch=True).mismatches
