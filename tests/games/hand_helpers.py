"""Helpers for whole-hand tests: given deals, action strings, and settled results from trick counts."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypeVar

import pytest

import games
from games.bazas.base import BazaHand
from games.bazas.tute_family import TuteState
from games.core.cards import DECK_40, DECK_48, Card, Suit
from games.core.errors import IllegalActionError
from games.core.hand import Hand, HandOptions
from games.core.trick import Position, TrickRecord
from games.core.violations import Violation
from games.ombre.view import OmbreView


def dealt(game: str, hands: list[str], talon: str = "", **options):
    """A hand with the given cards (codes separated by spaces, one string per seat); the talon is the rest of the
    deck in deck order unless given."""
    seats = [hand.split() for hand in hands]
    used = {code for seat in seats for code in seat}
    rest = (
        talon.split()
        if talon
        else [card.code for card in games.find_game(game).deck if card.code not in used]
    )
    return games.new_hand(game, deal=[*seats, rest], **options)


HandT = TypeVar("HandT", bound=Hand[Any, Any])


def run(hand: HandT, actions: str) -> HandT:
    """The hand after ``actions`` (separated by spaces), each checked."""
    for action in actions.split():
        hand = hand.apply(action)
    return hand


def refusal(hand: Hand[Any, Any], action: str, seat: int | None = None) -> Violation:
    """The violation ``action`` commits, checked to be refused by :meth:`apply` too."""
    found = hand.check(action, seat)
    assert found is not None, f"{action} should be refused"
    with pytest.raises(IllegalActionError):
        hand.apply(action, seat)
    return found


def settle(
    game: str,
    tricks: tuple[int, ...],
    contract: str = "entrada",
    jugador: int = 0,
    trump: str = "O",
    hand: str = "1E 12O 4C 5C 6C 7C 3E 4E 5E",
    bola: bool = False,
    pot: int = 0,
    bids: tuple[tuple[int, str], ...] = (),
    first_five: bool = False,
    defender: int | None = None,
    surrendered: bool = False,
    others: dict[int, str] | None = None,
):
    """The result of a hand that ended with ``tricks``, the Jugador having played with ``hand`` (by default one
    with neither estuches nor contraestuche)."""
    rules = games.GAMES[game].hand_rules
    options = HandOptions(seed=0, players=3, pot=pot)
    suit = Suit.parse(trump)
    start = rules.start(options)
    texts = {jugador: hand, **(others or {})}
    start_hands = tuple(tuple(Card.parse(c) for c in texts.get(s, "").split()) for s in range(3))
    position = Position(games.GAMES[game].rules, ((), (), ()), suit, (), 0, 0, tricks)
    history = tuple(TrickRecord(0, (), jugador) for _ in range(5)) if first_five else ()
    state = replace(
        start,
        jugador=jugador,
        contract=contract,
        trump=suit,
        position=position,
        start_hands=start_hands,
        bola=bola,
        bids=bids or ((jugador, contract),),
        history=history,
        defender=defender,
        surrendered=surrendered,
    )
    return rules.settle(state, options)


def cards(view: OmbreView) -> list[str]:
    return [card.code for card in view.hand]


def ended_ronda(last_winner: int, players: int = 4, **changes: Any) -> TuteState:
    """A Tute-family ronda with every card played, oros trumps, whose last trick went to ``last_winner``: to ask the
    rules who won it with given tantos."""
    trick = TrickRecord(
        0, tuple(Card.parse(code) for code in ["4O", "5O", "6O", "7O", "2O", "3C"])[:players], last_winner
    )
    state = TuteState(
        players=players,
        phase="juego",
        to_move=None,
        ronda=1,
        mano=0,
        hands=((),) * players,
        stock=(),
        pinta=None,
        shown=Card.parse("1O"),
        trump=Suit.OROS,
        history=(trick,),
        won=((),) * players,
        juegos=(0,) * (2 if players in (2, 4) else players),
    )
    return replace(state, **changes)


def dealt_ronda(game: str, *hands: str, pinta: str, players: int | None = None) -> BazaHand:
    """A partida of bazas whose first ronda deals these cards, with ``pinta`` turned and the rest in deck order."""
    seats = [hand.split() for hand in hands]
    used = {code for seat in seats for code in seat} | {pinta}
    deck = DECK_48 if players == 6 else DECK_40
    rest = [pinta] + [c.code for c in deck if c.code not in used and not (players == 3 and c.rank == 2)]
    return games.new_hand(game, deal=[*seats, rest], players=players or len(seats))
