"""The Nota of the 1790 Cientos (``mediator-hombre-1807.txt``, l. 2999–3003): who rounds up to the half or to 100
owes the points he lacks, and loses the juego if the other reaches 100 in the next hand before he makes them."""

from __future__ import annotations

from dataclasses import replace

import pytest

import games
from games.bazas.base import JUEGO
from games.bazas.cientos import NOTA, CientosRules, CientosState
from games.core.cards import CARDS_BY_CODE
from games.core.trick import TrickRecord

RULES = CientosRules()
BASE = games.new_hand("cientos", seed=1)
NONE = (0, 0)


def last_trick(
    leader: int,
    won: tuple[int, int],
    points: tuple[int, int],
    totals: tuple[int, int],
    debts: tuple[tuple[int, int], ...] = (NONE, NONE),
) -> CientosState:
    """A hand at its last trick: each seat holds one oro (seat 0 the seven, seat 1 the ace), ``won`` tricks taken,
    ``points`` counted so far, the partida at ``totals`` and each seat owing ``debts``."""
    dummy = (CARDS_BY_CODE["7C"], CARDS_BY_CODE["8C"])
    history = tuple(TrickRecord(seat, dummy, seat) for seat in (0, 1) for _ in range(won[seat]))
    start: CientosState = BASE.state
    return replace(
        start,
        phase=JUEGO,
        hands=((CARDS_BY_CODE["7O"],), (CARDS_BY_CODE["1O"],)),
        talon=(),
        trick=(),
        leader=leader,
        to_move=leader,
        history=history,
        points=points,
        totals=totals,
        debts=debts,
    )


def finish(state: CientosState) -> CientosState:
    """The last trick played: the leader's card (a point), the ace wins it (a point if on the other's lead, and
    one more for the last trick)."""
    for _ in range(2):
        assert state.to_move is not None
        state = RULES.apply(state, state.hands[state.to_move][0].code, BASE.options)
    return state


def cites_the_nota(state: CientosState) -> bool:
    return any(NOTA.lines in line for line in state.rondas[-1].lines)


def test_46_marked_50_owes_4_and_loses_double_if_the_other_reaches_100_first() -> None:
    """l. 2999–3001: «aunque haya hecho quarenta y seis y se señale cinquenta … le faltan quatro puntos … si el otro
    compañero llegase á hacer ciento antes … lo perderá doble»."""
    state = finish(last_trick(leader=0, won=(6, 5), points=(9, 4), totals=(70, 40)))
    assert state.result is None and state.rondas[-1].points == (10, 6)
    assert state.totals == (80, 50) and state.debts == (NONE, (4, 50)) and cites_the_nota(state)
    assert any(NOTA.lines in note for note in RULES.notes(state))
    # The next hand: seat 0 leads to 100 (90 + 10) while seat 1 has 3 of his 4; the ace then pays them, too late.
    late = finish(last_trick(leader=0, won=(6, 5), points=(9, 3), totals=(90, 50), debts=state.debts))
    result = late.result
    assert result is not None and result.winners == (0,) and result.kind == "juego doble"
    assert result.payments[0] == 8 and late.totals == (100, 60) and cites_the_nota(late)
    # Had seat 1 led and paid his debt first, the usual rule: 100 against 50, single.
    paid = finish(
        replace(
            last_trick(leader=1, won=(5, 6), points=(9, 3), totals=(90, 50), debts=state.debts),
            hands=((CARDS_BY_CODE["1O"],), (CARDS_BY_CODE["7O"],)),
        )
    )
    assert paid.result is not None and paid.result.winners == (0,) and paid.result.kind == "juego sencillo"


def test_95_marked_100_does_not_win_until_he_makes_what_he_lacks_in_the_next_hand() -> None:
    """l. 3001–3003: «el que llegue á noventa y cinco … si le faltase tan solo un tanto … que lo haga en la otra
    mano»: at 95 he owes five; four of them in the next hand leave one still owed, five win."""
    state = finish(last_trick(leader=0, won=(6, 5), points=(4, 6), totals=(90, 30)))
    assert state.rondas[-1].points == (5, 8) and state.totals == (100, 40)
    assert state.result is None and state.debts == ((5, 100), NONE) and state.ronda == 2
    assert any(NOTA.lines in note for note in RULES.notes(state))
    short = finish(last_trick(leader=0, won=(6, 5), points=(3, 0), totals=(100, 40), debts=state.debts))
    assert short.result is None and short.debts == ((1, 100), NONE) and short.totals == (100, 40)
    won = finish(last_trick(leader=0, won=(6, 5), points=(4, 0), totals=(100, 40), debts=state.debts))
    assert won.result is not None and won.result.winners == (0,) and won.result.kind == "juego doble"


def test_the_other_reaching_100_before_the_missing_point_wins() -> None:
    """l. 3003: «si … el otro á la mano siguiente llegase á ciento antes que él hubiera podido hacer el uno que le
    faltaba, perderá el juego»: single, the debt being toward 100."""
    debts = ((1, 100), NONE)
    state = finish(
        replace(
            last_trick(leader=1, won=(5, 6), points=(0, 9), totals=(100, 90), debts=debts),
            hands=((CARDS_BY_CODE["1O"],), (CARDS_BY_CODE["7O"],)),
        )
    )
    result = state.result
    assert result is not None and result.winners == (1,) and result.kind == "juego sencillo"
    assert state.totals == (100, 100) and cites_the_nota(state)


def test_a_seat_owing_toward_100_has_not_won_at_the_end_of_a_hand() -> None:
    """Both marked 100, one of them only by rounding up: the other, who made them, wins."""
    state = finish(last_trick(leader=0, won=(6, 5), points=(4, 8), totals=(90, 90)))
    assert state.totals == (100, 100) and state.result is not None
    assert state.result.winners == (1,) and state.result.kind == "juego sencillo"


def test_the_scenarios_notice_an_engine_that_ignores_who_reached_100_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without the moment the other reaches 100, the debtor who pays later in the hand escapes the double."""
    monkeypatch.setattr(CientosRules, "first_to_100", staticmethod(lambda state, seat: None))
    with pytest.raises(AssertionError):
        test_46_marked_50_owes_4_and_loses_double_if_the_other_reaches_100_first()
    with pytest.raises(AssertionError):
        test_the_other_reaching_100_before_the_missing_point_wins()
