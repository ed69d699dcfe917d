"""A moment of trick play: every hand, the trump, the current trick, who led it and how much stock is left.

Positions are immutable: :meth:`Position.play` returns a new one. Build them with :func:`games.position`.

>>> import games
>>> pos = games.position("tresillo", hands=[["3B", "4B"], ["5B", "6C"], ["7C", "2O"]], trump="O")
>>> pos.to_move, pos.legal_plays()
(0, ['3B', '4B'])
>>> pos = pos.play("3B")
>>> pos.legal_plays()
['5B']
>>> pos.check_play("6C").code
'asistir'
>>> pos.notation
'tresillo O 0 0 4B/5B,6C/7C,2O 3B 0,0,0'
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.cards import CARDS_BY_CODE, Card, Suit
from games.core.errors import IllegalPlayError, InvalidNotationError
from games.core.rules import GameRules, Requirement
from games.core.violations import CARTA, TURNO, Violation


@dataclass(frozen=True, slots=True)
class Position:
    """The state of trick play. ``hands[i]`` is seat *i*'s hand; seat *i + 1* plays after seat *i*."""

    rules: GameRules
    hands: tuple[tuple[Card, ...], ...]
    trump: Suit | None
    trick: tuple[Card, ...]
    leader: int
    stock: int = 0
    tricks: tuple[int, ...] = ()
    napolitana: int | None = None

    # -- who, what ------------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def is_trick_complete(self) -> bool:
        return len(self.trick) == self.players

    @property
    def is_over(self) -> bool:
        """True when every card has been played (the last trick may still be on the table)."""
        return not any(self.hands)

    @property
    def to_move(self) -> int | None:
        """The seat to play: the next after the trick's last card, or whoever leads after a complete trick."""
        players, played = len(self.hands), len(self.trick)
        if not any(self.hands):
            return None
        if played == players:
            return self.collected().leader
        return (self.leader + played) % players

    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand of the seat to move (empty when the play is over)."""
        seat = self.to_move
        return () if seat is None else self.hands[seat]

    def trick_winner(self) -> int | None:
        """The seat winning the current trick so far (``None`` with no card played, or a tie in the Truco)."""
        return self.rules.trick_winner(self.trick, self.leader, self.players, self.trump)

    # -- legality ---------------------------------------------------------------------------------------------
    def collected(self) -> Position:
        """This position with a complete trick gathered by its winner, who leads next; else itself."""
        if not self.is_trick_complete:
            return self
        winner = self.trick_winner()
        if winner is None:  # a tied trick (pardas): the one who led it leads again
            winner = self.leader
        tricks = list(self.tricks or (0,) * self.players)
        tricks[winner] += 1
        return Position(
            self.rules, self.hands, self.trump, (), winner, self.stock, tuple(tricks), self.napolitana
        )

    def requirements(self) -> list[Requirement]:
        """The obligations of the seat to move (outermost first)."""
        open_position = self.collected()
        if open_position.is_over or not open_position.trick:
            return []
        return self.rules.requirements(open_position)

    def legal_plays(self) -> list[str]:
        """The codes of the cards the seat to move may play, in hand order."""
        return [card.code for card in self.collected()._allowed()]

    def _allowed(self) -> tuple[Card, ...]:
        """The cards the seat to move may play; the trick must be open (see :meth:`collected`)."""
        hand = self.hand
        if not self.trick:
            return hand
        requirements = self.rules.requirements(self)
        if not requirements:
            return hand
        allowed = requirements[-1].cards
        return tuple(card for card in hand if card in allowed)

    def check_play(self, code: str, seat: int | None = None) -> Violation | None:
        """``None`` when the card may be played now; otherwise the :class:`~games.Violation` it commits.

        ``seat`` (optional) is who tries to play: another seat than :attr:`to_move` gets a ``turno`` violation.
        """
        open_position = self.collected()
        mover = open_position.to_move
        if mover is None:
            return Violation(CARTA, "La mano ha terminado: ya no quedan cartas por jugar.", tried=str(code))
        if seat is not None and seat != mover:
            return Violation(TURNO, f"No es tu turno: ahora juega {seat_name(mover)}.", tried=str(code))
        try:
            card = Card.parse(code)
        except InvalidNotationError:
            return Violation(
                CARTA, f"«{code}» no es una carta de la baraja (ejemplos: 7O, 1E, 12B).", tried=str(code)
            )
        if card not in open_position.hand:
            return Violation(
                CARTA,
                f"No tienes {card.with_article} en la mano.",
                tried=card.code,
                allowed=tuple(self.legal_plays()),
            )
        for requirement in self.requirements():
            if card not in requirement.cards:
                return Violation(
                    requirement.code,
                    self.rules.explain(open_position, requirement, card),
                    requirement.citation,
                    tried=card.code,
                    allowed=tuple(self.legal_plays()),
                )
        return None

    def is_legal(self, code: str) -> bool:
        return self.check_play(code) is None

    def play(self, code: str) -> Position:
        """The position after the seat to move plays ``code`` (a complete trick is gathered first).

        :raises IllegalPlayError: when the card may not be played; its ``violation`` says why.
        """
        opened = self.collected()
        card = CARDS_BY_CODE.get(code)
        if card is not None and not opened.is_over and card in opened._allowed():
            return opened._apply(card)
        violation = self.check_play(code)
        assert violation is not None
        raise IllegalPlayError(violation)

    def _apply(self, card: Card) -> Position:
        """Play ``card`` for the seat to move, unchecked (the trick must be open)."""
        seat = (self.leader + len(self.trick)) % self.players
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c.code != card.code)
        tricks = self.tricks or (0,) * self.players
        return Position(
            self.rules,
            tuple(hands),
            self.trump,
            (*self.trick, card),
            self.leader,
            self.stock,
            tricks,
            self.napolitana,
        )

    # -- notation ----------------------------------------------------------------------------------------------
    @property
    def notation(self) -> str:
        """One line: game, trump (``-`` for none), leader, stock, hands (``-`` for an empty one), trick, tricks won."""
        hands = "/".join(",".join(card.code for card in hand) or "-" for hand in self.hands)
        trick = ",".join(card.code for card in self.trick) or "-"
        tricks = ",".join(str(n) for n in (self.tricks or (0,) * self.players))
        trump = self.trump.value if self.trump else "-"
        extra = f" napolitana={self.napolitana}" if self.napolitana is not None else ""
        return f"{self.rules.slug} {trump} {self.leader} {self.stock} {hands} {trick} {tricks}{extra}"

    @classmethod
    def from_notation(cls, text: str) -> Position:
        """Read :attr:`notation` back.

        :raises InvalidNotationError: when the text is not a position.
        """
        from games.core.factory import position

        parts = text.split()
        if len(parts) not in (7, 8):
            raise InvalidNotationError(f"posición no válida: {text!r}")
        slug, trump, leader, stock, hands, trick, tricks = parts[:7]
        napolitana = None
        if len(parts) == 8:
            if not parts[7].startswith("napolitana="):
                raise InvalidNotationError(f"posición no válida: {text!r}")
            napolitana = _integer(parts[7].removeprefix("napolitana="))
        return position(
            slug,
            hands=[[c for c in hand.split(",") if c and c != "-"] for hand in hands.split("/")],
            trump=None if trump == "-" else trump,
            trick=[] if trick == "-" else trick.split(","),
            leader=_integer(leader),
            stock=_integer(stock),
            tricks=[_integer(n) for n in tricks.split(",")],
            napolitana=napolitana,
        )

    def __repr__(self) -> str:
        return f"Position.from_notation({self.notation!r})"


def _integer(text: str) -> int:
    if not text.isdigit():
        raise InvalidNotationError(f"se esperaba un número, no {text!r}")
    return int(text)


def seat_name(seat: int | None) -> str:
    """A seat in explanations, counted from 1 as the Spanish texts do: ``el asiento 2`` (``nadie`` for none)."""
    return "nadie" if seat is None else f"el asiento {seat + 1}"


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A completed trick: the seat that led it, the cards in the order played, and the seat that won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    @property
    def notation(self) -> str:
        """``leader:cards>winner`` with seats counted from 1, e.g. ``1:3B,5B,7C>2``."""
        return f"{self.leader + 1}:{','.join(card.code for card in self.cards)}>{self.winner + 1}"
