"""The result of a finished hand explained side by side, line by line, from what the engine's result and the final
view hold: the tantos of the last deal (card points, cantes, diez de últimas), the tantos of the Truco's last tiro,
and every payment with its passage."""

from __future__ import annotations

from dataclasses import dataclass, field

import games
from games.bazas.base import BazaView
from games.bazas.tute_family import TuteFamilyRules
from games.cinquillo.burro import BurroView
from games.cinquillo.cinquillo import CinquilloView
from games.core.narration import describe_cante, join_names, relative_seat, told
from games.mus.view import MusView
from games.truco.view import TrucoView

ULTIMAS = 10  # the diez de últimas (l. 2833)


@dataclass(frozen=True, slots=True)
class Party:
    """One side of the table in the result: its seats by name, whether it is the learner's, and its lines."""

    name: str
    mine: bool
    lines: list[str] = field(default_factory=list)
    net: int | None = (
        None  # what the side's seats cobran (positive) or pagan (negative) in all; None: no payments
    )


def explain_result(view: games.SeatView) -> list[Party]:
    """Every side of ``view``'s table, the learner's first, each with its score lines (empty before the end)."""
    result = view.result
    if result is None:
        return []
    me, players = view.seat, view.players
    parties = []
    for side in sorted(set(view.sides), key=lambda s: s != view.sides[me]):
        seats = [s for s in range(players) if view.sides[s] == side]
        lines = tally(view, side, seats)
        lines += [
            told(t.describe(), me, players, view.trump)
            for t in result.transfers
            if t.payer in seats or t.payee in seats
        ]
        name = join_names([relative_seat(s, me, players) for s in seats])
        net = sum(result.payments[s] for s in seats) if result.transfers else None
        parties.append(Party(name, me in seats, lines, net))
    return parties


def tally(view: games.SeatView, side: int, seats: list[int]) -> list[str]:
    """How the side reached its tantos in the last deal: a game of the Tute's family adds card points, cantes and
    the diez de últimas; the Truco, the tantos of its last tiro; the others, their bazas."""
    if isinstance(view, BazaView) and isinstance(games.GAMES[view.game].hand_rules, TuteFamilyRules):
        return tute_tally(view, side, seats)
    if isinstance(view, TrucoView):
        return truco_tally(view, seats)
    if isinstance(view, MusView):
        amarracos, piedras = view.amarracos(side)
        return [f"{view.scores[side]} piedras: {amarracos} amarracos y {piedras} piedras"]
    if isinstance(view, CinquilloView | BurroView):  # the cards each is left with
        sizes = view.hand_sizes
        return [
            f"{relative_seat(s, view.seat, view.players)}: {sizes[s]} carta{'s' if sizes[s] != 1 else ''} en la mano"
            for s in seats
        ]
    if not view.play_rules.plays_tricks:  # the banking, fishing and rummy games: their payments say it all
        return []
    tricks = view.result.tricks if view.result is not None else ()
    return [
        f"{relative_seat(s, view.seat, view.players)}: {tricks[s]} baza{'s' if tricks[s] != 1 else ''}"
        for s in seats
        if s < len(tricks)
    ]


def tute_tally(view: BazaView, side: int, seats: list[int]) -> list[str]:
    """«62 puntos en cartas», each cante, «10 de últimas», what a mano de vuelta carries, and the total."""
    rules = games.GAMES[view.game].hand_rules
    assert isinstance(rules, TuteFamilyRules)
    me, players = view.seat, view.players
    cards = view.card_points[side]
    lines = [f"{cards} puntos en las cartas de sus bazas"]
    sung = [c for c in view.cantes if c.seat in seats]
    lines += [
        f"{c.points} por el cante: {describe_cante(c.seat, c.suit, c.points, me, players)}" for c in sung
    ]
    last = view.history[-1].winner if view.history and not any(view.hand_sizes) else None
    ultimas = ULTIMAS if rules.has_ultimas and last in seats else 0
    if ultimas:
        lines.append(f"{ULTIMAS} de últimas: se llevó la última baza")
    carried = view.points[side] - cards - sum(c.points for c in sung) - ultimas
    if carried:
        lines.append(f"{carried} de la mano anterior (mano de vuelta)")
    lines.append(f"En total: {view.points[side]} tantos; {view.score_unit}: {view.juegos[side]}")
    return lines


def truco_tally(view: TrucoView, seats: list[int]) -> list[str]:
    """The tantos the side earned in the last tiro, each with its rule."""
    if not view.tiros:
        return []
    tiro = view.tiros[-1]
    side = view.sides[seats[0]]
    return [
        f"{t.amount} tanto{'s' if t.amount != 1 else ''} por {t.concept}"
        + (f" ({t.citation.lines})" if t.citation else "")
        for t in tiro.lines
        if t.side == side
    ]
