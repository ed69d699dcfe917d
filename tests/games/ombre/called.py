"""Helpers for the whole-hand tests of the games with a called king (Mediator, Quadrillo, Quintillo)."""

from __future__ import annotations

from dataclasses import replace

import games
from games.core.cards import Card, Suit
from games.core.hand import HandOptions
from games.core.result import HandResult
from games.core.trick import Position, TrickRecord
from games.ombre.mediator import MediatorState
from games.ombre.state import JUEGO


def settled(
    tricks: tuple[int, ...],
    contract: str = "entrada",
    partner: int | None = 2,
    chillado: bool = False,
    side_hand: str = "1B",
    trump: str = "O",
    favorito: str | None = "C",
    pot: int = 0,
    offered: bool = False,
    played_on: bool = False,
    game: str = "mediator",
    partner_hand: str = "",
    bids: tuple[tuple[int, str], ...] = (),
    solitario: bool = False,
) -> HandResult:
    """The result of a hand of the Hombre (seat 0) that ended with ``tricks`` (one per seat), the side's tricks
    first, his side holding ``side_hand`` (and the partner ``partner_hand``)."""
    rules = games.GAMES[game].hand_rules
    players = len(tricks)
    options = HandOptions(seed=0, players=players, pot=pot)
    start = rules.start(options)
    assert isinstance(start, MediatorState)
    suit = Suit.parse(trump)
    winners = [seat for seat, count in enumerate(tricks) for _ in range(count)]
    side = {0, partner} if partner is not None else {0}
    winners.sort(key=lambda seat: seat not in side)
    texts = {0: side_hand, **({partner: partner_hand} if partner else {})}
    hands = tuple(tuple(Card.parse(c) for c in texts.get(seat, "").split()) for seat in range(players))
    state = replace(
        start,
        phase=JUEGO,
        jugador=0,
        contract=contract,
        trump=suit,
        favorito=Suit.parse(favorito) if favorito else None,
        partner=partner if contract == "entrada" else None,
        chillado=chillado,
        start_hands=hands,
        bids=bids,
        history=tuple(TrickRecord(0, (), seat) for seat in winners),
        position=Position(games.GAMES[game].rules, ((),) * players, suit, (), 0, 0, tricks),
        offered=offered,
        played_on=played_on,
        solitario=solitario,
    )
    result: HandResult = rules.settle(state, options)
    return result


def lines(result: HandResult, concept: str) -> list[tuple[int | None, int | None, int]]:
    """The payments whose concept contains ``concept``: (payer, payee, amount), ``None`` for the pot."""
    return [(t.payer, t.payee, t.amount) for t in result.transfers if concept in t.concept]
