"""What a seat can tell of the hidden hands from what it has seen, so that the sampled solve and the estimate deal
only hands that fit (issue #19):

* a card another seat played proves it held none of the cards that would have made that card illegal — a suit it
  did not follow when it had to (a void shown), a higher card it would have had to play to win (montar), a trump
  it would have had to play (fallar); the engine's own obligations decide, by asking whether the card would have
  been legal in a hand of that card and the other one, with the stock there was then;
* a seat that sang a cante still holds its rey and its figure, and a seat that took the pinta for the seven of
  trumps holds the pinta, unless it has played them.

>>> import games
>>> hand = games.new_hand("tute", seed=3, players=2)
>>> fits = allowed(hand.view(hand.to_move))
>>> fits(games.Card.parse("1O"), 1)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache

from games.core.cards import Card, Suit
from games.core.registry import find_game, new_hand
from games.core.rules import GameRules
from games.core.trick import Position
from games.core.view import SeatView

KING = 12


@dataclass(frozen=True, slots=True)
class Play:
    """A card one seat played, what lay on the table before it, and how much stock there was then."""

    seat: int
    card: Card
    before: tuple[Card, ...]
    leader: int
    stock: int


def allowed(view: SeatView) -> Callable[[Card, int], bool]:
    """Whether a hidden card may lie with a seat of ``view`` (a seat number beyond the players: the stock, or out of
    play), as far as what the seat of ``view`` has seen tells. A table where a seat sits out of the tricks (the
    Zanga of four, a Julepe's seat that passed) tells nothing: who played which card is not the plain turn; nor
    a game whose rules say its plays do not tell (``plays_tell``)."""
    game = find_game(view.game)
    if (
        not game.hand_rules.plays_tell
        or (view.active and len(view.active) != view.players)
        or any(len(past.cards) != view.players for past in view.history)
    ):
        return lambda card, seat: True
    hidden = set(view.play_rules.deck) - visible(view)
    excluded = exclusions(view, hidden)
    required = {card: seat for card, seat in [*sung(view), *taken(view)] if card in hidden}

    def fits(card: Card, seat: int) -> bool:
        owner = required.get(card)
        if owner is not None:
            return seat == owner
        return card not in excluded.get(seat, ())

    return fits


def visible(view: SeatView) -> set[Card]:
    """The cards the seat of ``view`` has seen: its hand, the cards played, the pinta and any card it was shown."""
    seen = set(view.hand) | set(view.trick) | {card for past in view.history for card in past.cards}
    shown = getattr(view, "visible_cards", None)
    if callable(shown):
        seen |= set(shown())
    return seen


def plays(view: SeatView) -> list[Play]:
    """Every card the other seats played this ronda, with the table before it and the stock there was then."""
    players = view.players
    stocks = past_stocks(view)
    tricks = [
        (past.leader, tuple(past.cards), stock) for past, stock in zip(view.history, stocks, strict=True)
    ]
    if view.trick and view.trick_leader is not None:
        tricks.append(
            (view.trick_leader, tuple(view.trick), int(getattr(view, "stock_size", 0)) if draws(view) else 0)
        )
    found = []
    for leader, cards, stock in tricks:
        for turn, card in enumerate(cards):
            seat = (leader + turn) % players
            if seat != view.seat:
                found.append(Play(seat, card, cards[:turn], leader, stock))
    return found


def past_stocks(view: SeatView) -> list[int]:
    """For each finished trick of ``view``, whether stock was left when it was played (1) or not (0). In a game that
    draws after every trick, all of them while stock is left; once it is out, a hand shrinks at every trick, so the
    last tricks, as many as the seat's hand is short of its size at the deal, were played without it."""
    history = len(view.history)
    if not draws(view):
        return [0] * history
    if int(getattr(view, "stock_size", 0)):
        return [1] * history
    without = max(0, min(history, dealt_size(view.game, view.players) - len(view.hand)))
    return [1] * (history - without) + [0] * without


@cache
def dealt_size(game: str, players: int) -> int:
    """How many cards each seat holds when the play starts (a deal of the game, read off its first view)."""
    return len(new_hand(game, seed=0, players=players).view(0).hand)


def draws(view: SeatView) -> bool:
    """Whether the players of ``view`` draw from a stock after the tricks (not a Julepe's or a Cientos' talon)."""
    rule = getattr(find_game(view.game).hand_rules, "draws", None)
    return callable(rule) and bool(rule(view.players))


def exclusions(view: SeatView, hidden: Iterable[Card]) -> dict[int, set[Card]]:
    """For each other seat, the hidden cards its plays show it does not hold."""
    rules, trump = view.play_rules, view.trump
    cards = list(hidden)
    found: dict[int, set[Card]] = {}
    for play in plays(view):
        if not play.before:
            continue  # a lead is free
        for other in cards:
            if not legal_with(rules, trump, view.players, play, other):
                found.setdefault(play.seat, set()).add(other)
    return found


def legal_with(rules: GameRules, trump: Suit | None, players: int, play: Play, other: Card) -> bool:
    """Whether ``play``'s card would have been legal for its seat holding ``other`` as well."""
    hands: list[tuple[Card, ...]] = [() for _ in range(players)]
    hands[play.seat] = (play.card, other)
    position = Position(rules, tuple(hands), trump, play.before, play.leader, play.stock)
    return play.card.code in position.legal_plays()


def taken(view: SeatView) -> list[tuple[Card, int]]:
    """The cards a seat took from the table in an exchange (the pinta, for the seven of trumps), with that seat."""
    return [(card, seat) for seat, card in getattr(view, "exchanged", ())]


def sung(view: SeatView) -> list[tuple[Card, int]]:
    """The rey and the figure of each cante (``cante_figure`` of the game's rules: the caballo, the Guiñote's
    sota), with the seat that sang it."""
    figure = getattr(find_game(view.game).hand_rules, "cante_figure", None)
    found = []
    for cante in getattr(view, "cantes", ()):
        if figure is None or getattr(cante, "kind", "") != "cante" or cante.suit is None:
            continue
        found += [(Card(KING, cante.suit), cante.seat), (Card(figure, cante.suit), cante.seat)]
    return found
