"""What the Cinquillo and the Burro share: the catalogue they come from, the options of a hand (players, deck,
variants, a given deal), the seats still holding cards, the refusals every action meets first, and the computer
players' lots.

Both are games each for himself with no trumps, a single deal, and one aim: to be rid of one's cards.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable
from dataclasses import astuple
from typing import Any, ClassVar, Protocol, TypeVar

from games.bazas.base import variant_names
from games.core.cards import CARDS_BY_CODE, DECK_40, DECK_48, Card, Suit
from games.core.citations import Citation
from games.core.deal import deal
from games.core.errors import InvalidNotationError
from games.core.game import Bot
from games.core.hand import ACCION, FASE, HandOptions, HandRules, HandState, Setup, actions_list, violation
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.trick import seat_name
from games.core.violations import CARTA, TURNO, Violation

CATALOGUE = "juegos-baraja-espanola"
JUEGO = "juego"  # the play, the only phase before the end
FIN = "fin"
PASO = "paso"  # the turn passed by a seat that cannot play
BARAJA_48 = "baraja-48"  # the 48-card deck instead of the 40-card one


class ShedGame(GameRules):
    """What the two games' metadata and card order share: the catalogue, no trumps, the cards by rank within their
    suit, and no trick position to play them (the rows, the draws)."""

    family = "cinquillo"
    source_slug = CATALOGUE
    has_trumps = False
    plays_tricks = False

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        return card.suit.value, card.rank


class Ended:
    """The phase of either game's state: the play, until there is a result."""

    __slots__ = ()
    result: HandResult | None

    @property
    def phase(self) -> str:
        return FIN if self.result is not None else JUEGO


class ShedState(HandState, Protocol):
    """What the shared checks read of either game's state."""

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...


StateT = TypeVar("StateT", bound=ShedState)
ViewT = TypeVar("ViewT")


def holders(hands: tuple[tuple[Card, ...], ...]) -> tuple[int, ...]:
    """The seats that still hold cards, in seat order."""
    return tuple(seat for seat, hand in enumerate(hands) if hand)


def next_holder(hands: tuple[tuple[Card, ...], ...], seat: int) -> int | None:
    """The first seat after ``seat`` in playing order (``seat`` itself last) that still holds cards."""
    players = len(hands)
    for step in range(1, players + 1):
        other = (seat + step) % players
        if hands[other]:
            return other
    return None


def without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    return tuple(held for held in hand if held != card)


class ShedRules(HandRules[StateT, ViewT]):
    """Whole hands of a game of shedding: options, the deal, and the refusals before the game's own rules."""

    deck_players: ClassVar[dict[int, tuple[int, ...]]]  # the deck sizes each number of players may use

    # -- options and deal -------------------------------------------------------------------------------------------
    def deck(self, options: HandOptions) -> tuple[Card, ...]:
        """The 48-card deck when the variant asks for it or the 40 cards cannot serve this many players."""
        names = variant_names(options.variant)
        wide = BARAJA_48 in names or 40 not in self.deck_players[options.players]
        return DECK_48 if wide else DECK_40

    def options(self, setup: Setup) -> HandOptions:
        """The checked options of a new hand; ``deal`` gives each seat's cards, then the stock's."""
        seed, players, variant, pot, given, stakes = astuple(setup)
        count = players if players is not None else self.players[0]
        if count not in self.players:
            numbers = " o ".join(str(n) for n in sorted(self.players))
            raise InvalidNotationError(f"{self.name} se juega con {numbers} jugadores, no con {count}")
        unknown = sorted(variant_names(variant) - set(self.variants))
        if unknown:
            raise InvalidNotationError(f"{self.name} no tiene la variante {unknown[0]!r}")
        if pot or stakes is not None:
            raise InvalidNotationError(f"{self.name} no empieza con tantos en el plato ni apuntados")
        options = HandOptions(seed=seed, players=count, variant=variant or None)
        size = len(self.deck(options))
        if size not in self.deck_players[count]:
            raise InvalidNotationError(f"con {count} jugadores no se juega con la baraja de {size} cartas")
        if given is None:
            return options
        cards = tuple(tuple(Card.parse(code) for code in seat) for seat in given)
        codes = [card.code for part in cards for card in part]
        if len(set(codes)) < len(codes) or not set(codes) <= {card.code for card in self.deck(options)}:
            raise InvalidNotationError(f"el reparto dado no son cartas distintas de la baraja de {size}")
        return HandOptions(seed=seed, players=count, variant=options.variant, deal=cards)

    def dealt(self, options: HandOptions, each: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
        """Each seat's ``each`` cards and the stock: the given deal, or the seeded shuffle dealt one by one."""
        if options.deal is not None:
            parts = options.deal + ((),) * (options.players + 1 - len(options.deal))
            return parts[: options.players], tuple(card for part in parts[options.players :] for card in part)
        return deal(len(self.deck(options)), options.seed, options.players, (1,) * each)

    def basics(self, state: StateT, seat: int) -> dict[str, Any]:
        """What either game's view of ``seat`` begins with: who plays, whose turn it is, the seat's own cards, the
        size of every hand and the seat's legal actions."""
        return {
            "game": self.slug,
            "seat": seat,
            "players": len(state.hands),
            "phase": state.phase,
            "to_move": state.to_move,
            "hand": state.hands[seat],
            "sides": tuple(range(len(state.hands))),
            "hand_sizes": tuple(len(hand) for hand in state.hands),
            "legal_actions": tuple(self.legal_actions(state)) if state.to_move == seat else (),
            "result": state.result,
        }

    # -- checks ------------------------------------------------------------------------------------------------------
    def check(self, state: StateT, action: str, seat: int | None = None) -> Violation | None:
        allowed = self.legal_actions(state)
        text = action.strip()
        if state.result is not None:
            return violation(FASE, "La mano ha terminado: ya no se juega.", self.citation(), text, [])
        if seat is not None and seat != state.to_move:
            return violation(
                TURNO,
                f"No es tu turno: le toca a {seat_name(state.to_move)}.",
                self.citation(),
                text,
                [],
            )
        canonical = self.canonical(text)
        if canonical in allowed:
            return None
        if canonical != PASO and canonical not in CARDS_BY_CODE and canonical not in self.words:
            return violation(
                ACCION,
                f"«{text}» no es una jugada: juega una carta (7O, 12B…) o {actions_list(allowed)}.",
                self.citation(),
                text,
                allowed,
            )
        return self.refuse(state, canonical, allowed)

    def canonical(self, action: str) -> str:
        text = action.strip()
        return text.upper() if text.upper() in CARDS_BY_CODE else text.lower()

    words: ClassVar[tuple[str, ...]] = ()  # the game's action words besides ``paso`` and the cards

    @abstractmethod
    def citation(self) -> Citation:
        """The passage of the game's play."""

    @abstractmethod
    def refuse(self, state: StateT, action: str, allowed: list[str]) -> Violation:
        """Why a card or a word of the game, in the seat to move's turn, is not legal now."""


def not_held(card: Card, citation: Citation, allowed: list[str]) -> Violation:
    return violation(
        CARTA,
        f"No tienes {card.with_article} en la mano.",
        citation,
        card.code,
        allowed,
    )


def bots(
    beginner: Callable[[Any, random.Random], str], expert: Callable[[Any, random.Random], str]
) -> dict[str, Bot[Any]]:
    """A game's players by level; without a random source, each draws its lots from what its seat sees."""

    def lots(view: Any) -> random.Random:
        return random.Random(
            f"{view.game}|{view.seat}|{','.join(c.code for c in view.hand)}|{view.hand_sizes}"
        )

    return {
        "principiante": lambda view, rng: beginner(view, rng or lots(view)),
        "experto": lambda view, rng: expert(view, rng or lots(view)),
    }
