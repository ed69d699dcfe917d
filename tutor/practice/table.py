"""Playing a stored practice hand: replay it, let the computer players move, and describe the table."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import games
from games import bots
from games.cards import CARDS_BY_CODE
from games.hands import TRUCO_GAMES
from games.hands.base import GameHand
from tutor.practice.models import PracticeHand
from tutor.practice.narration import button_label, describe, seat_name

# The games the table can seat: whole hands whose seats see a trick-and-talon table (the Ombre family).
TABLE_GAMES = (*(slug for slug in games.HAND_GAMES if games.GAMES[slug].family == "ombre"), *TRUCO_GAMES)
# What the sources call the player who makes the game.
MAKER = {
    "hombre": "Hombre",
    "mediator": "Hombre",
    "quadrillo": "Hombre",
    "quintillo": "Hombre",
    "dosillo": "Hombre",
    "voltarete": "feito",
    "zanga": "nombrado",
}
PACE = 0.8  # seconds between two computer moves shown after the learner's action
MAX_BOT_MOVES = 400  # far more than any hand needs; a guard against a bot that could not finish


@dataclass(frozen=True, slots=True)
class Move:
    seat: int
    action: str


AnyHand = GameHand[Any, Any]


def replay(record: PracticeHand) -> AnyHand:
    """The hand of the record, replayed from its notation (any game: Ombre family or Truco)."""
    return GameHand.from_notation(record.notation)


def actions_of(hand: AnyHand) -> list[Move]:
    """Every action of the hand so far, with the seat that took it."""
    moves: list[Move] = []
    current: AnyHand = GameHand.from_notation(hand.notation.partition("|")[0] + "|")
    for action in hand.actions:
        seat = current.to_move
        assert seat is not None
        moves.append(Move(seat, action))
        current = current.apply(action)
    return moves


def bots_move(hand: AnyHand, learner: int, level: str) -> AnyHand:
    """Let the computer players act until it is the learner's turn or the hand is over."""
    for _ in range(MAX_BOT_MOVES):
        seat = hand.to_move
        if seat is None or seat == learner:
            return hand
        view = hand.view(seat)
        rng = random.Random(f"{hand.notation}|{level}")
        hand = hand.apply(bots.choose(view, level, rng))
    raise RuntimeError("los jugadores del ordenador no terminan la mano")


def start(game: str, seed: int, seat: int, level: str) -> AnyHand:
    return bots_move(games.new_hand(game, seed=seed), seat, level)


def table_context(record: PracticeHand, hand: AnyHand, shown_from: int | None = None) -> dict[str, Any]:
    """What the table template needs, from what the learner's seat may see only."""
    me = record.seat
    view = hand.view(me)
    players = view.players
    moves = actions_of(hand)
    history = [describe(m.action, m.seat, me, players) for m in moves]
    new_from = shown_from if shown_from is not None else len(moves)
    # What the computer players did since the learner's last action, revealed one by one (PACE seconds apart).
    replies = [
        {
            "text": describe(m.action, m.seat, me, players),
            "code": m.action if m.action in CARDS_BY_CODE else "",
            "name": CARDS_BY_CODE[m.action].name if m.action in CARDS_BY_CODE else "",
            "delay": f"{index * PACE:.1f}s",
        }
        for index, m in enumerate(m for m in moves[new_from:] if m.seat != me)
    ]
    delay_of = {reply["code"]: reply["delay"] for reply in replies if reply["code"]}
    legal = list(view.legal_actions) if view.to_move == me else []
    card_actions = [a for a in legal if a in CARDS_BY_CODE]
    discard_actions = {a.split(":")[1]: a for a in legal if a.startswith("descarta:")}
    other_actions = [
        {"value": a, "label": button_label(a)}
        for a in legal
        if a not in CARDS_BY_CODE and not a.startswith("descarta:")
    ]
    order = view.play_rules.order(view.trump)
    suits = {"T": 0, "O": 1, "C": 2, "E": 3, "B": 4}
    hand_cards = []
    for card in sorted(view.hand, key=lambda c: (suits[order.suit_of[c]], -order.power[c])):
        action = card.code if card.code in card_actions else discard_actions.get(card.code, "")
        hand_cards.append({"code": card.code, "name": card.name, "action": action, "legal": bool(action)})
    trick_seats = [((view.trick_leader or 0) + i) % players for i in range(len(view.trick))]
    trick = [
        {"code": c.code, "name": c.name, "seat": seat_name(s, me, players), "delay": delay_of.get(c.code, "")}
        for c, s in zip(view.trick, trick_seats, strict=True)
    ]
    last = view.history[-1] if view.history else None
    seats = []
    maker = MAKER.get(record.game, "Jugador")
    for seat in range(players):
        role = ""
        if view.jugador is not None:
            role = maker if seat == view.jugador else "compañero" if seat == view.partner else "contra"
        seats.append(
            {
                "index": seat,
                "name": seat_name(seat, me, players),
                "cards": view.hand_sizes[seat],
                "tricks": view.tricks_won[seat],
                "role": role,
                "to_move": view.to_move == seat,
                "me": seat == me,
            }
        )
    return {
        "record": record,
        "view": view,
        "rules": games.GAMES[record.game],
        "seats": seats,
        "hand_cards": hand_cards,
        "other_actions": other_actions,
        "trick": trick,
        "last_trick": last,
        "last_trick_cards": [{"code": c.code, "name": c.name} for c in last.cards] if last else [],
        "last_trick_winner": seat_name(last.winner, me, players) if last else "",
        "history": history,
        "replies": replies,
        "my_turn": view.to_move == me,
        "trump_name": view.trump.spanish if view.trump else "",
        "jugador_name": seat_name(view.jugador, me, players) if view.jugador is not None else "",
        "maker": maker,
        "called_name": view.called.name if view.called else "",
        "partner_name": seat_name(view.partner, me, players) if view.partner is not None else "",
        "favorito_name": view.favorito.spanish if view.favorito else "",
        "result": view.result,
        "help_on": record.help_mode == PracticeHand.Help.ON,
    }


def truco_context(record: PracticeHand, hand: AnyHand, shown_from: int | None = None) -> dict[str, Any]:
    """What the Truco table needs, from what the learner's seat may see only."""
    me = record.seat
    view = hand.view(me)
    players = view.players
    moves = actions_of(hand)
    new_from = shown_from if shown_from is not None else len(moves)
    legal = list(view.legal_actions) if view.to_move == me else []
    numbered = [a for a in legal if a.partition(":")[0] in ("envido", "tantos") and a.partition(":")[2]]
    others = [a for a in legal if a not in CARDS_BY_CODE and a not in numbered]
    mine = view.side

    def side_name(side: int) -> str:
        return "Tu lado" if side == mine else "Los contrarios"

    return {
        "record": record,
        "view": view,
        "rules": games.GAMES[record.game],
        "hand_cards": [
            {
                "code": c.code,
                "name": c.name,
                "action": c.code if c.code in legal else "",
                "legal": c.code in legal,
            }
            for c in view.hand
        ],
        "other_actions": [{"value": a, "label": button_label(a)} for a in others],
        "numbered": [{"value": a, "label": button_label(a)} for a in numbered],
        "seats": [
            {
                "index": s,
                "name": seat_name(s, me, players),
                "cards": view.hand_sizes[s],
                "to_move": view.to_move == s,
                "me": s == me,
                "mano": s == view.mano,
                "partner": s != me and view.sides[s] == mine,
            }
            for s in range(players)
        ],
        "trick": [
            {
                "code": c.code,
                "name": c.name,
                "seat": seat_name(((view.trick_leader or 0) + i) % players, me, players),
            }
            for i, c in enumerate(view.trick)
        ],
        "bazas": [
            {
                "cards": [c.name for c in baza.cards],
                "winner": "parda" if baza.winner is None else seat_name(baza.winner, me, players),
            }
            for baza in view.bazas
        ],
        "scores": [
            {"name": side_name(side), "tantos": view.scores[side], "halves": view.halves[side]}
            for side in range(len(view.scores))
        ]
        if len(view.scores) == 2
        else [],
        "words": [describe(w.word, w.seat, me, players) for w in view.words],
        "senas": view.senas,
        "last_tiro": [t.describe(view.sides) for t in view.tiros[-1].lines] if view.tiros else [],
        "history": [describe(m.action, m.seat, me, players) for m in moves],
        "replies": [
            {
                "text": describe(m.action, m.seat, me, players),
                "delay": f"{i * PACE:.1f}s",
                "code": m.action if m.action in CARDS_BY_CODE else "",
            }
            for i, m in enumerate(m for m in moves[new_from:] if m.seat != me)
        ],
        "my_turn": view.to_move == me,
        "result": view.result,
        "help_on": record.help_mode == PracticeHand.Help.ON,
    }
