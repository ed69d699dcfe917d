"""The ground of the Truco's rules: the refusal codes, the trick rules, who plays and who answers, and the
refusal itself.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import ClassVar, NamedTuple

from games.core.cards import Card
from games.core.citations import Citation
from games.core.hand import HandRules
from games.core.rules import GameRules
from games.core.violations import Violation, ViolationCode
from games.truco.grammar import Act
from games.truco.rules import Truco
from games.truco.state import Tanto, TrucoState
from games.truco.view import TrucoView

ENVIDO_CODE = ViolationCode.ENVIDO  # an envido that may not be proposed or raised now
FLOR_CODE = ViolationCode.FLOR  # a flor, contraflor or achique out of time or without flor
TRUCO_CODE = ViolationCode.TRUCO  # a truco, retruco or vale cuatro by the wrong side or out of order
RESPUESTA_CODE = ViolationCode.RESPUESTA  # an invitation unanswered, or an answer where nothing was invited
CANTO_CODE = ViolationCode.CANTO  # singing out of turn, or a number no hand can have
BARAJA_CODE = ViolationCode.BARAJA  # going to baraja while an invitation awaits the answer
DESCARTE_CODE = ViolationCode.DESCARTE  # the gallo's discard: one of his four cards, before anything else
TRUCO_CODES = frozenset(
    {ENVIDO_CODE, FLOR_CODE, TRUCO_CODE, RESPUESTA_CODE, CANTO_CODE, BARAJA_CODE, DESCARTE_CODE}
)


class Refusal(NamedTuple):
    """Why an action is refused, not yet worded: the code, the wording as a ``str.format`` template with its
    arguments, and the passage. Deciding legality stops here; :meth:`violation` words it when it is shown."""

    code: ViolationCode
    template: str
    citation: Citation | None
    arguments: tuple[object, ...] = ()

    def violation(self, tried: str, allowed: Sequence[str]) -> Violation:
        text = self.template.format(*self.arguments) if self.arguments else self.template
        return Violation(self.code, text, self.citation, tried=tried, allowed=tuple(allowed))


Problem = Violation | Refusal  # what a check finds: a refusal of the Truco's own rules, or a worded violation


class TrucoBase(HandRules[TrucoState, TrucoView]):
    """What every part of the Truco's rules stands on (:class:`games.truco.hand.TrucoRules` puts them together)."""

    play_rules: ClassVar[GameRules] = Truco()

    def turn(self, state: TrucoState) -> int | None:
        """The seat whose turn it is to play a card (whoever else must answer first)."""
        local = state.position.collected().to_move
        return None if local is None else state.active[local]

    def responder(self, state: TrucoState, side: int) -> int:
        """Who answers for a side: its pie (ABC a; El envido, regla e)."""
        return state.pie(side)

    @staticmethod
    def _refuse(code: ViolationCode, template: str, citation: Citation | None, *arguments: object) -> Refusal:
        """A refusal (``template`` is formatted with ``arguments`` only when it is shown); :meth:`check` words
        it, with the actions that are allowed instead."""
        return Refusal(code, template, citation, arguments)

    def _shown(self, state: TrucoState, seat: int, cards: tuple[Card, ...]) -> bool:
        """Whether ``cards`` of ``seat`` were seen: played, or shown at the end (not when its side went to baraja)."""
        if state.folded != state.sides[seat]:
            return True
        return not any(card in state.held(seat) for card in cards)

    # -- what one part asks of another (each is defined in its own module) -----------------------------------------
    @abstractmethod
    def _check_envido(self, state: TrucoState, seat: int, act: Act, revido: bool) -> Problem | None:
        """Why an envido call may not be said now, or ``None`` (:mod:`games.truco.envido`)."""

    @abstractmethod
    def _check_flor(self, state: TrucoState, seat: int, verb: str) -> Problem | None:
        """Why a flor, contraflor or achique may not be said now, or ``None`` (:mod:`games.truco.envido`)."""

    @abstractmethod
    def _flor(self, state: TrucoState, mover: int, verb: str) -> TrucoState:
        """The state after a flor word (:mod:`games.truco.envido`)."""

    @abstractmethod
    def tiro_lines(self, state: TrucoState) -> tuple[list[Tanto], list[str]]:
        """The tantos of the tiro and the notes (:class:`games.truco.hand.TrucoRules`)."""
