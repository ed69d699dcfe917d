"""The frozen state of a session of Siete y medio: its rounds (each seat's cards, stake and standing, the stock, the
payments) and the session's phase."""

from __future__ import annotations

from dataclasses import dataclass

from games.banca.rules import LIMIT, points
from games.core.cards import Card
from games.core.result import HandResult, Transfer, net

APUESTA = "apuesta"  # the punters set their stakes, from the mano round to the bank
PEDIR = "pedir"  # each asks for cards or stands, the bank last
FIN = "fin"  # the session is over


@dataclass(frozen=True, slots=True)
class Puesto:
    """One seat in one round: its cards in the order received, its stake (0 for the bank) and whether it stood."""

    cards: tuple[Card, ...]
    stake: int = 0
    standing: bool = False

    @property
    def points(self) -> int:
        """In halves (15 is siete y medio)."""
        return points(self.cards)

    @property
    def bust(self) -> bool:
        """Passed siete y medio."""
        return self.points > LIMIT

    @property
    def done(self) -> bool:
        return self.standing or self.bust


@dataclass(frozen=True, slots=True)
class Ronda:
    """One round: the bank, every seat's puesto, the stock (top card first) and the payments made so far."""

    number: int  # 1 for the first round of the session
    bank: int
    puestos: tuple[Puesto, ...]
    stock: tuple[Card, ...]
    transfers: tuple[Transfer, ...] = ()
    over: bool = False
    next_bank: int | None = None  # once over: who banks the next round

    @property
    def players(self) -> int:
        return len(self.puestos)

    @property
    def punters(self) -> tuple[int, ...]:
        """The punters in playing order: the mano (the bank's right) first."""
        return tuple((self.bank + offset) % self.players for offset in range(1, self.players))

    @property
    def order(self) -> tuple[int, ...]:
        """Everybody in playing order, the bank last."""
        return (*self.punters, self.bank)


@dataclass(frozen=True, slots=True)
class BancaState:
    """A whole session: the rounds played (the last is the current one, or the final one once over)."""

    players: int
    rounds: int  # how many rounds the session lasts
    rondas: tuple[Ronda, ...]
    phase: str
    to_move: int | None
    result: HandResult | None = None

    @property
    def ronda(self) -> Ronda:
        return self.rondas[-1]

    @property
    def transfers(self) -> tuple[Transfer, ...]:
        return tuple(transfer for ronda in self.rondas for transfer in ronda.transfers)

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's net tantos in the session so far."""
        return net(self.transfers, self.players)[0]
