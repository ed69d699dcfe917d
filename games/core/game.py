"""The :class:`Game` descriptor: everything the rest of the code asks about one game, in one frozen value.

A game is its whole-hand rules (which know its trick rules), its computer players by level and its words. The
registry (:data:`games.GAMES`) holds one per game; the site reads names, player counts, modalities, button labels,
the maker's word and the hint's reasons from here, never from a table of its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from games.core.cards import Card
from games.core.citations import SourceDocument
from games.core.hand import HandRules
from games.core.rules import GameRules

ViewT = TypeVar("ViewT")
RulesT = TypeVar("RulesT", bound=HandRules[Any, Any])

# A computer player: the action it takes for the seat of the view (``None``: it draws its own lots, from the view).
Bot = Callable[[ViewT, random.Random | None], str]


@dataclass(frozen=True, slots=True)
class Modality:
    """A way of playing a game that the table offers besides its plain partidas."""

    players: int
    variant: str
    label: str  # what the learner reads, in Spanish


@dataclass(frozen=True, slots=True)
class Words:
    """A game's vocabulary: how the table labels and tells its actions, and why the hint would take them.

    ``labels`` maps an action word to (the button's label, what another seat does, what you do); ``reasons`` maps an
    action word (or ``word@phase``, which wins) to the hint's sentence; ``maker`` is the sources' name for the
    player who makes the game («Jugador», «Hombre», «feito», «nombrado»).
    """

    labels: Mapping[str, tuple[str, str, str]] = field(default_factory=dict)
    reasons: Mapping[str, str] = field(default_factory=dict)
    maker: str = "Jugador"
    modalities: tuple[Modality, ...] = ()

    def reason(self, action: str, phase: str) -> str | None:
        """The hint's sentence for ``action`` in ``phase`` (by its word: ``cante:O`` is ``cante``), if any."""
        word = action.partition(":")[0]
        return self.reasons.get(f"{word}@{phase}") or self.reasons.get(word)


@dataclass(frozen=True, slots=True)
class Game(Generic[RulesT]):
    """One game: its rules of whole hands (and through them its trick rules), its players and its words."""

    hand_rules: RulesT
    bots: Mapping[str, Bot[Any]]
    words: Words = Words()

    # -- what the game is --------------------------------------------------------------------------------------------
    @property
    def rules(self) -> GameRules:
        """The rules of the trick: card order, obligations and their citations."""
        return self.hand_rules.play_rules

    @property
    def slug(self) -> str:
        return self.rules.slug

    @property
    def name(self) -> str:
        return self.rules.name

    @property
    def aliases(self) -> tuple[str, ...]:
        return self.rules.aliases

    @property
    def family(self) -> str:
        """The engine's package of the game: ``ombre``, ``bazas`` or ``truco`` (its table, its kind of hand)."""
        return type(self.hand_rules).__module__.split(".")[1]

    @property
    def players(self) -> tuple[int, ...]:
        """The numbers of players of its whole hands, the usual one first."""
        return self.hand_rules.players

    @property
    def players_text(self) -> str:
        return self.rules.players_text

    @property
    def variants(self) -> tuple[str, ...]:
        return self.hand_rules.variants

    @property
    def deck(self) -> tuple[Card, ...]:
        return self.rules.deck

    @property
    def deck_text(self) -> str:
        return self.rules.deck_text

    @property
    def summary(self) -> str:
        return self.rules.summary

    @property
    def obligations(self) -> str:
        return self.rules.obligations

    @property
    def interpretation(self) -> str:
        """The readings taken where the source is silent: of the trick, then of the whole hand."""
        return " ".join(text for text in (self.rules.interpretation, self.hand_rules.interpretation) if text)

    @property
    def source(self) -> SourceDocument:
        return self.rules.source

    @property
    def partnerships(self) -> bool:
        return self.rules.partnerships

    @property
    def plays_tricks(self) -> bool:
        """Whether its hands are played in tricks (what the trick's questions, the hint and the review need)."""
        return self.rules.plays_tricks

    def __repr__(self) -> str:
        return f"games.GAMES[{self.slug!r}]"
