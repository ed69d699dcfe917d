"""The result of a whole hand: the source's verdict, the tricks, and every payment line with its passage.

A result lists each payment as a :class:`Transfer` (who pays whom, how much, for what, and where the source says
so), so that a teacher can show the treatise's table and the engine's numbers side by side. ``payments`` nets them
by seat; the pot (the *plato*, *polla* or *pozo*) is the ``None`` party.

>>> from games.core.result import Transfer, net
>>> lines = (Transfer(1, 0, 3, "entrada"), Transfer(2, 0, 3, "entrada"), Transfer(None, 0, 27, "polla"))
>>> net(lines, 3)
((33, -3, -3), -27)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from games.core.citations import Citation

POT = None  # the pot as a party of a transfer


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment: ``payer`` gives ``amount`` tantos to ``payee`` (``None`` is the pot) for ``concept``."""

    payer: int | None
    payee: int | None
    amount: int
    concept: str
    citation: Citation | None = None
    unit: str = "tanto"  # what is paid: «tanto», or the Zanga's «vale»
    pot_name: str = "plato"  # what the pot is called: «plato», or the Zanga's «centro»

    def describe(self) -> str:
        """The payment in Spanish: ``El asiento 2 paga 3 tantos al asiento 1 por la entrada``.

        >>> Transfer(None, 0, 27, "la polla").describe()
        'El plato paga 27 tantos al asiento 1 por la polla.'
        """
        payer = f"El {self.pot_name}" if self.payer is None else f"El asiento {self.payer + 1}"
        payee = f"al {self.pot_name}" if self.payee is None else f"al asiento {self.payee + 1}"
        unit = self.unit if self.amount == 1 else self.unit + "s"
        text = f"{payer} paga {self.amount} {unit} {payee} por {self.concept}."
        if self.citation is not None:
            text = text[:-1] + f" ({self.citation.lines})."
        return text


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended, in the source's own terms.

    ``kind`` is the verdict (``sacada``, ``puesta``, ``codillo``, ``puesta real``, ``rendida``, ``defendida``,
    ``pasan``…); ``winners`` the seats that won it (the Jugador for a *sacada*, the contristas for a *puesta*, the
    opponent who made *codillo*); ``tricks`` the tricks of every seat; ``payments`` the net tantos of every seat
    (positive: received) and ``pot_before``/``pot_after`` the pot; ``transfers`` every payment line.
    """

    kind: str
    winners: tuple[int, ...]
    jugador: int | None
    contract: str | None
    tricks: tuple[int, ...]
    payments: tuple[int, ...]
    pot_before: int
    pot_after: int
    transfers: tuple[Transfer, ...] = field(default=())
    bola: str | None = None
    explanation: str = ""
    citation: Citation | None = None

    @property
    def pot_change(self) -> int:
        return self.pot_after - self.pot_before

    @property
    def table(self) -> list[str]:
        """Every payment line in Spanish, in the order the source states them."""
        return [transfer.describe() for transfer in self.transfers if transfer.amount]


def net(transfers: tuple[Transfer, ...] | list[Transfer], players: int) -> tuple[tuple[int, ...], int]:
    """The net tantos of each seat and the change of the pot after ``transfers``."""
    seats = [0] * players
    pot = 0
    for transfer in transfers:
        if transfer.payer is None:
            pot -= transfer.amount
        else:
            seats[transfer.payer] -= transfer.amount
        if transfer.payee is None:
            pot += transfer.amount
        else:
            seats[transfer.payee] += transfer.amount
    return tuple(seats), pot


def make_result(
    kind: str,
    winners: tuple[int, ...],
    jugador: int | None,
    contract: str | None,
    tricks: tuple[int, ...],
    pot_before: int,
    transfers: list[Transfer],
    explanation: str,
    citation: Citation | None = None,
    bola: str | None = None,
) -> HandResult:
    """A :class:`HandResult` whose payments and pot are computed from ``transfers`` (so they always balance)."""
    lines = tuple(transfer for transfer in transfers if transfer.amount)
    payments, pot_change = net(lines, len(tricks))
    return HandResult(
        kind=kind,
        winners=winners,
        jugador=jugador,
        contract=contract,
        tricks=tricks,
        payments=payments,
        pot_before=pot_before,
        pot_after=pot_before + pot_change,
        transfers=lines,
        bola=bola,
        explanation=explanation,
        citation=citation,
    )


def passed_out(
    tricks: tuple[int, ...], pot_before: int, transfers: list[Transfer], explanation: str, citation: Citation
) -> HandResult:
    """The result of a hand where everybody passed: no maker, no winner, only what passing costs."""
    return make_result("pasan", (), None, None, tricks, pot_before, transfers, explanation, citation)


def partida_won(
    players: int, winners: tuple[int, ...], tricks: tuple[int, ...], explanation: str, citation: Citation
) -> HandResult:
    """The result of a partida won by ``winners`` (a seat or a side's seats): each loser pays each winner alike,
    the payments reduced by their common divisor (a winner against one loser: +1 and -1)."""
    losers = players - len(winners)
    payments = tuple(losers if seat in winners else -len(winners) for seat in range(players))
    divisor = 0
    for amount in payments:
        divisor = math.gcd(divisor, amount)
    return HandResult(
        kind="partida",
        winners=winners,
        jugador=None,
        contract=None,
        tricks=tricks,
        payments=tuple(amount // divisor for amount in payments) if divisor else payments,
        pot_before=0,
        pot_after=0,
        explanation=explanation,
        citation=citation,
    )
