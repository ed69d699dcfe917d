"""The immutable :class:`Hand`, its options and notation, what a seat may see, and the codes of procedural faults.

A hand is its game, its options (seed, players, variant, pot) and the actions taken so far; the state is derived
from them by the game's :class:`HandRules`. :meth:`Hand.apply` returns a new hand; the notation is the header
followed by the actions, and :meth:`Hand.from_notation` replays it.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from games.core.cards import Card
from games.core.citations import Citation
from games.core.errors import IllegalActionError, InvalidNotationError
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.violations import Violation, ViolationCode

# Violation codes of whole hands (the six obligation codes, ``turno`` and ``carta`` come from the play itself).
FASE = ViolationCode.FASE  # an action that does not belong to this phase of the hand
ACCION = ViolationCode.ACCION  # text that is not an action at all
SUBASTA_CODE = (
    ViolationCode.SUBASTA
)  # a bid that is not allowed (not higher than the standing one, after passing…)
TRIUNFO_CODE = (
    ViolationCode.TRIUNFO
)  # naming trumps when it is not allowed, or not naming them when it is due
DESCARTE_CODE = (
    ViolationCode.DESCARTE
)  # a discard that is not allowed (a solo player, more than the talon can replace…)
ROBO = ViolationCode.ROBO  # drawing more or fewer cards than discarded
RENDICION = ViolationCode.RENDICION  # surrendering when the source does not allow it
DEFENSA_CODE = ViolationCode.DEFENSA  # defending a surrendered entrada out of turn
BOLA_CODE = ViolationCode.BOLA  # asking for bola when it may not be asked
HAND_CODES = frozenset(
    {FASE, ACCION, SUBASTA_CODE, TRIUNFO_CODE, DESCARTE_CODE, ROBO, RENDICION, DEFENSA_CODE, BOLA_CODE}
)
LLAMADA_CODE = (
    ViolationCode.LLAMADA
)  # calling a king that may not be called (a king of trumps, one's own in a Mediator…)
REY_CODE = (
    ViolationCode.REY
)  # rey forzado: leading a king, or playing it while holding another card of its suit
HAND_CODES = HAND_CODES | {LLAMADA_CODE, REY_CODE}


@dataclass(frozen=True, slots=True)
class Setup:
    """What a new hand is asked for (see :func:`games.new_hand`), before the game checks it into
    :class:`HandOptions`: each seat's cards in ``deal`` as codes, then the talon's."""

    seed: int = 0
    players: int | None = None
    variant: str | None = None
    pot: int = 0
    deal: Sequence[Sequence[str]] | None = None
    stakes: Sequence[int] | None = None


@dataclass(frozen=True, slots=True)
class HandOptions:
    """What fixes a hand besides its actions: the deal's seed, the number of players, a variant, the pot before it."""

    seed: int
    players: int
    variant: str | None = None
    pot: int = 0
    deal: tuple[tuple[Card, ...], ...] | None = None  # a given deal: each seat's cards, then the talon
    stakes: tuple[int, ...] | None = None  # each side's holding before the hand (the Zanga's vales)

    @property
    def header(self) -> str:
        text = f"seed={self.seed} players={self.players}"
        if self.variant:
            text += f" variant={self.variant}"
        if self.pot:
            text += f" pot={self.pot}"
        if self.deal is not None:
            text += " deal=" + "/".join(",".join(card.code for card in cards) for cards in self.deal)
        if self.stakes is not None:
            text += " stakes=" + ",".join(str(n) for n in self.stakes)
        return text


class HandState(Protocol):
    """What :class:`Hand` reads of a game's state (each game keeps its own frozen state class)."""

    @property
    def phase(self) -> str: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def result(self) -> HandResult | None: ...


StateT = TypeVar("StateT", bound=HandState)  # a game's state: OmbreState for the Ombre family
ViewT = TypeVar("ViewT", covariant=True)  # what a seat sees (each satisfies games.SeatView)


RulesT = TypeVar("RulesT")
MEMO_SIZE = 64  # states remembered by each memoised method: a table request touches a handful


def once_per_state(
    method: Callable[[RulesT, StateT], list[str]],
) -> Callable[[RulesT, StateT], list[str]]:
    """Compute a rules method of one state once per state (``legal_actions``: the view and the check both ask).

    States are immutable, so the answer of one state never changes; the memo keeps the last :data:`MEMO_SIZE`
    states it answered (by identity, holding them so that an identity is never reused) and hands out a new list
    each time. Thread-safe: gunicorn's threads share the rules' singletons.
    """
    memo: OrderedDict[tuple[int, int], tuple[object, tuple[str, ...]]] = OrderedDict()
    lock = threading.Lock()

    @wraps(method)
    def memoised(rules: RulesT, state: StateT) -> list[str]:
        key = (id(rules), id(state))
        with lock:
            found = memo.get(key)
        if found is not None:  # the memo holds its state alive: the same identity is the same state
            return list(found[1])
        answer = tuple(method(rules, state))
        with lock:
            memo[key] = (state, answer)
            while len(memo) > MEMO_SIZE:
                memo.popitem(last=False)
        return list(answer)

    return memoised


class HandRules(ABC, Generic[StateT, ViewT]):
    """The rules of whole hands of one game (subclass it; instances are stateless singletons)."""

    slug: ClassVar[str]
    name: ClassVar[str]
    players: ClassVar[tuple[int, ...]]
    variants: ClassVar[tuple[str, ...]] = ()
    play_rules: ClassVar[GameRules]  # the rules of the trick
    summary: ClassVar[str] = ""
    interpretation: ClassVar[str] = ""
    grammar: ClassVar[str] = ""
    # Whether a seat may read the others' hands from their plays (games.core.inference): not where a privilege the
    # views only tell in words lets a seat break the obligations (the Rebesino's napolitana).
    plays_tell: ClassVar[bool] = True

    @abstractmethod
    def options(self, setup: Setup) -> HandOptions:
        """The options of a new hand (see :func:`games.new_hand`), checked.

        :raises InvalidNotationError: for a number of players, a variant, a pot, a deal or stakes the game does not
            have.
        """

    def new_hand(self, setup: Setup) -> Hand[StateT, ViewT]:
        """A freshly dealt hand of this game."""
        options = self.options(setup)
        return Hand(self, options, (), self.start(options))

    @abstractmethod
    def start(self, options: HandOptions) -> StateT:
        """The state after the deal."""

    @abstractmethod
    def legal_actions(self, state: StateT) -> list[str]:
        """Every legal action of the seat to move, in canonical notation."""

    @abstractmethod
    def check(self, state: StateT, action: str, seat: int | None = None) -> Violation | None:
        """``None`` when ``action`` is legal now (for ``seat``, when given); otherwise why not."""

    @abstractmethod
    def canonical(self, action: str) -> str:
        """The canonical notation of a legal action (``TRIUNFO:o`` → ``triunfo:O``)."""

    @abstractmethod
    def apply(self, state: StateT, action: str, options: HandOptions) -> StateT:
        """The state after a legal canonical ``action`` (unchecked)."""

    @abstractmethod
    def view(self, state: StateT, seat: int) -> ViewT:
        """What ``seat`` may see."""

    def count(self, cards: tuple[Card, ...]) -> int | None:
        """What ``cards`` are worth in the game's own count (card points, the envido's tantos); ``None`` in a
        game that counts tricks only."""
        return None

    def count_words(self, value: int) -> str:
        """How a value of :meth:`count` is said (a button's label)."""
        return f"{value} puntos"

    def __repr__(self) -> str:
        return f"games.GAMES[{self.slug!r}].hand_rules"


@dataclass(frozen=True, slots=True)
class Hand(Generic[StateT, ViewT]):
    """A whole hand of any game, over the game's own state and view: :class:`Hand` for the Ombre family,
    :class:`~games.truco.hand.TrucoHand` for the Truco. Immutable: :meth:`apply` returns a new hand.
    """

    rules: HandRules[StateT, ViewT]
    options: HandOptions
    actions: tuple[str, ...]
    state: StateT = field(repr=False, compare=False)

    # -- where the hand is -----------------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.rules.slug

    @property
    def phase(self) -> str:
        """``subasta``, ``triunfo``, ``descarte``, ``juego``, ``defensa`` (Tresillo) or ``fin``."""
        return self.state.phase

    @property
    def to_move(self) -> int | None:
        """The seat to act, or ``None`` when the hand is over."""
        return self.state.to_move

    @property
    def is_over(self) -> bool:
        return self.state.result is not None

    @property
    def players(self) -> int:
        return self.options.players

    def result(self) -> HandResult | None:
        """How the hand ended (``None`` while it is being played)."""
        return self.state.result

    # -- actions ---------------------------------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        """Every legal action of the seat to move, as short strings (empty when the hand is over)."""
        return self.rules.legal_actions(self.state)

    def check(self, action: str, seat: int | None = None) -> Violation | None:
        """``None`` when ``action`` is legal now; otherwise the :class:`~games.Violation` it commits.

        ``seat`` (optional) is who tries it: another seat than :attr:`to_move` is told why it may not act.
        """
        return self.rules.check(self.state, action, seat)

    def is_legal(self, action: str) -> bool:
        return self.check(action) is None

    def apply(self, action: str, seat: int | None = None) -> Self:
        """The hand after ``action``.

        :raises IllegalActionError: when the action is not allowed now; its ``violation`` says why.
        """
        violation = self.rules.check(self.state, action, seat)
        if violation is not None:
            raise IllegalActionError(violation)
        canonical = self.rules.canonical(action)
        state = self.rules.apply(self.state, canonical, self.options)
        return type(self)(self.rules, self.options, (*self.actions, canonical), state)

    def view(self, seat: int) -> ViewT:
        """What ``seat`` may see now.

        :raises InvalidNotationError: for a seat that is not at the table.
        """
        if not 0 <= seat < self.options.players:
            raise InvalidNotationError(f"el asiento {seat + 1} no está en la mesa")
        return self.rules.view(self.state, seat)

    # -- notation --------------------------------------------------------------------------------------------------
    @property
    def notation(self) -> str:
        """``game seed=… players=… [variant=…] [pot=…] [deal=…] | action action …``."""
        text = f"{self.rules.slug} {self.options.header} |"
        return text + (" " + " ".join(self.actions) if self.actions else "")

    @staticmethod
    def from_notation(text: str) -> Hand[Any, Any]:
        """Replay a hand's notation (``Hand.from_notation`` replays the hand of any game).

        :raises InvalidNotationError: when the text is not a hand's notation.
        :raises IllegalActionError: when one of its actions is not legal where it stands.
        """
        from games.core.registry import new_hand

        header, bar, actions = text.partition("|")
        words = header.split()
        if not bar or not words:
            raise InvalidNotationError(f"mano no válida (se espera «juego seed=… | acciones»): {text!r}")
        options: dict[str, str] = {}
        for word in words[1:]:
            key, equals, value = word.partition("=")
            if (
                not equals
                or key not in ("seed", "players", "variant", "pot", "deal", "stakes")
                or key in options
            ):
                raise InvalidNotationError(f"opción de mano no válida: {word!r}")
            options[key] = value
        if "seed" not in options and "deal" not in options:
            raise InvalidNotationError("falta la semilla del reparto (seed=…)")
        deal = None
        if "deal" in options:
            deal = [[code for code in cards.split(",") if code] for cards in options["deal"].split("/")]
        hand = new_hand(
            words[0],
            seed=_number(options.get("seed", "0")),
            players=_number(options["players"]) if "players" in options else None,
            variant=options.get("variant"),
            pot=_number(options.get("pot", "0")),
            deal=deal,
            stakes=[_number(n) for n in options["stakes"].split(",")] if "stakes" in options else None,
        )
        for action in actions.split():
            hand = hand.apply(action)
        return hand

    def __repr__(self) -> str:
        return f"{type(self).__name__}.from_notation({self.notation!r})"


def _number(text: str) -> int:
    if not text.lstrip("-").isdigit():
        raise InvalidNotationError(f"se esperaba un número, no {text!r}")
    return int(text)


def violation(
    code: ViolationCode,
    explanation: str,
    citation: Citation | None,
    tried: str,
    allowed: list[str] | tuple[str, ...],
) -> Violation:
    """A :class:`~games.Violation` of a whole hand (a small helper to keep call sites short)."""
    return Violation(code, explanation, citation, tried=tried, allowed=tuple(allowed))


def actions_list(actions: list[str]) -> str:
    """Up to twelve actions for an explanation: «paso», «entrada» … (``nada`` when there are none)."""
    shown = actions[:12]
    text = ", ".join(f"«{action}»" for action in shown)
    return text + (" …" if len(actions) > len(shown) else "") if text else "nada"
