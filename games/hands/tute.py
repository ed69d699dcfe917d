"""Whole partidas of the Tute: *entre dos* with a stock (l. 2875–2888), *arrastrado* among three (l. 2843) and the
*tute común* of two pairs with every card dealt (l. 2817–2837).

>>> import games
>>> hand = games.new_hand("tute", seed=8, players=4)
>>> view = hand.view(0)
>>> len(view.hand), view.stock_size, view.target
(10, 0, 2)
"""

from __future__ import annotations

from typing import ClassVar

from games.citations import Citation
from games.hands.base import violation
from games.hands.bazas import CAPOTE_CODE, JUEGO, wins
from games.hands.tute_family import (
    CANTAR_TUTE,
    CAPOTE,
    CAPOTE_WORD,
    ENTRE_DOS,
    FINAL,
    TuteFamilyRules,
    TuteState,
)
from games.position import seat_name
from games.violations import Violation

CON_TUTE = "con-tute"  # two players: tute counts (l. 2886)
SIN_CAPOTE = "sin-capote"  # two players: no capote (l. 2885)

INTERPRETATION = (
    "Con dos jugadores se dan siete cartas (el reglamento dice «6 o 7»), y la pinta se cambia, como en el tute "
    "común, tras ganar una baza (l. 2821) o, como dice el tute entre dos, antes de la primera (l. 2875). Con tres, la "
    "carta que sobra marca el triunfo y no se juega: sus puntos no cuentan para nadie. Las obligaciones rigen sin "
    "monte (l. 2829): montar es superar la carta más alta del palo de salida, también la del compañero. En cada baza "
    "ganada se hace un cántico por jugador; con todas las cartas dadas, el primero de un bando solo tras su primera "
    "baza (l. 2831), pero con monte, en cualquier baza ganada (como en el habanero, l. 2898). Con cuatro, el "
    "compañero de quien gana la baza canta antes de que este salga; la mesa solo le pregunta cuando puede cantar. "
    "El capote se anuncia acabado el monte, antes de que se gane la primera de las últimas bazas; si falla, la ronda "
    "es del contrario en cuanto gana una baza. La partida es a dos juegos, salvo que se pacte otra cosa."
)

GRAMMAR = """``7O``
    play a card.
``cante:O``
    sing the 20 in oros (the 40 when oros are trumps), right after your side has won a trick.
``tute``
    sing tute: four reyes or four caballos in hand, after winning a trick, before any other cante.
``cambia:7O``
    give the seven (or the two) of trumps for the pinta, right after winning a trick (two players: also before
    the first).
``capote``
    two players, once the stock is out: undertake to win every trick left.
``paso``
    four players: the partner of the trick's winner lets his cante go.
"""


class TuteRules(TuteFamilyRules):
    """The Tute with two (entre dos), three (arrastrado) or four players (two pairs)."""

    slug: ClassVar[str] = "tute"
    name: ClassVar[str] = "Tute"
    players: ClassVar[tuple[int, ...]] = (2, 3, 4)
    variants: ClassVar[tuple[str, ...]] = (CON_TUTE, SIN_CAPOTE)
    default_juegos: ClassVar[int] = 2
    cards_each: ClassVar[dict[int, int]] = {2: 7, 3: 13, 4: 10}
    summary: ClassVar[str] = (
        "Una partida a dos juegos: entre dos con monte y capote, arrastrado entre tres o por parejas entre cuatro, "
        "con las 20 y las 40, el tute y las diez de últimas."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR
    deal_citation: ClassVar[Citation] = ENTRE_DOS

    def draws(self, players: int) -> bool:
        return players == 2

    def first_cante_open(self, state: TuteState, seat: int) -> bool:
        if state.players == 2:  # drawing brings new cards: any trick won (l. 2898)
            return True
        sides = self.sides(state.players)
        side = sides[seat]
        if any(sides[cante.seat] == side for cante in state.cantes):
            return True
        return sum(1 for record in state.history if sides[record.winner] == side) == 1

    def tute_allowed(self, state: TuteState) -> bool:
        return state.players != 2 or CON_TUTE in state.variants

    def exchange_time(self, state: TuteState, seat: int) -> bool:
        if state.players == 2 and not state.history:  # «antes de empezar a disputarse las bazas» (l. 2875)
            return seat == state.mano
        return super().exchange_time(state, seat)

    def capote_violation(self, state: TuteState, seat: int) -> Violation | None:
        refuse = None
        if state.players != 2 or SIN_CAPOTE in state.variants:
            refuse = "En esta partida no se juega el capote."
        elif state.phase != JUEGO:
            refuse = "Ahora no se puede anunciar capote."
        elif state.capote is not None:
            refuse = f"Ya ha anunciado capote {seat_name(state.capote)}."
        elif state.stock_out is None:
            refuse = "El capote se anuncia cuando se ha acabado el monte (robada la pinta), no antes."
        elif len(state.history) > state.stock_out:
            refuse = (
                "El capote hay que anunciarlo antes de ganar la primera de las bazas que quedan sin monte."
            )
        if refuse is None:
            return None
        return violation(CAPOTE_CODE, refuse, CAPOTE, CAPOTE_WORD, ())

    def verdict(
        self,
        state: TuteState,
        totals: tuple[int, ...],
        cards: tuple[int, ...],
        lines: list[str],
        tute: int | None,
        fuera: int | None,
    ) -> tuple[tuple[int, ...], int, Citation, bool]:
        sides = self.sides(state.players)
        names = self.side_names(state.players)
        if tute is not None:
            lines.append(
                f"{seat_name(tute).capitalize()} canta tute: gana dos rondas, doble juego (l. 2835)."
            )
            return (sides[tute],), 2, CANTAR_TUTE, False
        if state.capote is not None:
            maker = sides[state.capote]
            if self.capote_failed(state):
                other = 1 - maker
                lines.append(
                    f"{names[maker].capitalize()} anunció capote y el contrario ganó una baza: la ronda es de "
                    f"{names[other]} (l. 2880)."
                )
                return (other,), 1, CAPOTE, False
            juegos = 2 if totals[maker] > 100 else 1
            lines.append(f"Capote: {names[maker]} ganó todas las bazas que quedaban sin monte (l. 2880).")
            return (maker,), juegos, CAPOTE, False
        side = self.most_tantos(state, totals, lines)
        if totals[side] > 100:
            lines.append(
                f"{wins(names[side])} la ronda {names[side]} con más de 100 tantos: doble juego (l. 2837)."
            )
            return (side,), 2, FINAL, False
        lines.append(f"{wins(names[side])} la ronda {names[side]}, con más tantos: un juego (l. 2837).")
        return (side,), 1, FINAL, False
