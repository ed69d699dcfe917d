"""Property tests: random deals played to the end with random legal cards, for every game."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.core.violations import OBLIGATION_CODES


def random_position(slug: str, rng: random.Random, players: int | None = None) -> games.Position:
    rules = games.GAMES[slug].rules
    players = players or rng.choice(rules.players)
    size = rules.hand_size[players]
    deck = list(rules.deck)
    rng.shuffle(deck)
    hands = [[str(c) for c in deck[i * size : (i + 1) * size]] for i in range(players)]
    trump = rng.choice("OCEB") if rules.has_trumps else None
    stock = rng.choice([0, 0, 4]) if rules.uses_stock else 0
    napolitana = rng.choice([None, None, rng.randrange(players)]) if slug == "rebesino" else None
    return games.position(
        slug, hands=hands, trump=trump, leader=rng.randrange(players), stock=stock, napolitana=napolitana
    )


def play_out(start: games.Position, rng: random.Random) -> None:
    """Play random legal cards to the end, checking every invariant on the way."""
    dealt = sorted(str(c) for hand in start.hands for c in hand)
    played: list[str] = []
    position = start
    while not position.is_over:
        legal = position.legal_plays()
        assert legal, position.notation
        mover = position.to_move
        assert mover is not None
        if position.is_trick_complete:
            assert mover == position.trick_winner() or position.trick_winner() is None
        for card in position.collected().hand:
            violation = position.check_play(card.code)
            if card.code in legal:
                assert violation is None
            else:
                assert violation is not None and violation.code in OBLIGATION_CODES, (position.notation, card)
                assert violation.is_renuncio and violation.explanation and violation.source
                assert card.code in violation.explanation or card.name in violation.explanation
        assert games.Position.from_notation(position.notation) == position
        choice = rng.choice(legal)
        opened = position.collected()
        if not opened.trick:
            assert opened.leader == mover
        position = position.play(choice)
        played.append(choice)
    assert sorted(played) == dealt
    assert sum(position.collected().tricks) == len(dealt) // position.players


@pytest.mark.parametrize("slug", sorted(slug for slug, game in games.GAMES.items() if game.rules.trick_play))
@settings(max_examples=300, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_hands_keep_every_invariant(slug, seed):
    rng = random.Random(seed)
    play_out(random_position(slug, rng), rng)


# Games that must agree on every position (same rule of play), and games that must not.
SAME_RULES = [
    {"mediator", "quadrillo", "zanga"},
    {"tute"},
    {"guinote"},
    {"julepe"},
    {"brisca", "truco"},
    {"malilla"},
    {"rebesino"},
]


def test_no_two_games_share_an_unintended_rule():
    rng = random.Random(20261123)
    deck = [str(c) for c in games.DECK_40]
    differ: set[frozenset[str]] = set()
    slugs = sorted(set().union(*SAME_RULES))
    for _ in range(3000):
        rng.shuffle(deck)
        hands = [deck[i * 10 : (i + 1) * 10] for i in range(4)]
        played = rng.randrange(1, 4)
        trick = [hands[i].pop() for i in range(played)]
        hands[played] = hands[played]  # the seat to move keeps its cards
        trump = rng.choice("OCEB")
        legal = {
            slug: tuple(games.position(slug, hands=hands, trump=trump, trick=trick, leader=0).legal_plays())
            for slug in slugs
        }
        for a in slugs:
            for b in slugs:
                if legal[a] != legal[b]:
                    differ.add(frozenset((a, b)))
    for group in SAME_RULES:
        for a in group:
            for b in slugs:
                same = b in group
                assert (frozenset((a, b)) in differ) != same or a == b, (a, b)
