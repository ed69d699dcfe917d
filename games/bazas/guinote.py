"""Whole partidas of the Guiñote (catalogue, l. 910–916): two pairs, six cards each and drawing, the sota above the
caballo, cantes of rey and sota, the arrastre without a stock (but a partner's trick need only be followed), juegos
of more than 100 and the mano de vuelta.

>>> import games
>>> hand = games.new_hand("guinote", seed=2)
>>> view = hand.view(0)
>>> len(view.hand), view.stock_size, view.sides
(6, 16, (0, 1, 0, 1))
"""

from __future__ import annotations

from typing import ClassVar

from games.bazas.base import FUERA_CODE, GUINOTE_POINTS, JUEGO
from games.bazas.tute_family import (
    FUERA,
    GUINOTE,
    GUINOTE_AMBAS,
    GUINOTE_JUEGO,
    GUINOTE_PLAY,
    GUINOTE_VUELTA,
    Tally,
    TuteFamilyRules,
    TuteState,
    Verdict,
)
from games.bazas.tute_trick import CATALOGUE, GUINOTE_POWER, TuteTrick
from games.core.citations import Citation, cite
from games.core.hand import violation
from games.core.rules import GameRules
from games.core.violations import Violation

IN_BAZAS = "En bazas cuentan solo las cartas ganadas, sin los cantes ni las diez de últimas (lectura del sitio, l. 911, 914)."

INTERPRETATION = (
    "El catálogo no da el valor de los cánticos del guiñote: se toman los del tute, 20 y 40. La pinta se cambia "
    "por el siete tras ganar una baza, nunca por el dos (l. 910). En la mano de vuelta, una pareja anuncia que ha "
    "pasado de 100 en su turno; se cuentan sus cartas, sus cantes y lo que trae de la primera mano, sin las diez de "
    "últimas, que aún no se han hecho. Si las dos pasan de 100, pierde la que no tiene 30 puntos en bazas (l. 914): "
    "el catálogo no dice si cuentan las diez de últimas, y el sitio cuenta solo las cartas ganadas, porque el "
    "catálogo suma las diez de últimas aparte de las bazas (l. 911). Se reparte a la derecha de quien ganó la última baza. Quien canta las 20 "
    "en las seis últimas bazas dice el palo en la mesa: aquí todo lo cantado es público. La partida es a un juego; "
    "a tres (juegos-3) es un coto (l. 916)."
)

GRAMMAR = """``7O``
    play a card.
``cante:O``
    sing the 20 in oros (the 40 in trumps) with the rey and the sota, any time your pair wins a trick; more than one
    after the same trick.
``cambia:7O``
    give the seven of trumps for the pinta, right after winning a trick.
``paso``
    the partner of the trick's winner lets his cante go.
``fuera``
    in a mano de vuelta, claim that your pair has passed 100 (a false claim gives the juego to the others).
"""


class Guinote(TuteTrick):
    slug = "guinote"
    name = "Guiñote"
    aliases = ("guiñote",)
    players = (4,)
    partnerships = True
    hand_size = {4: 6}
    source_slug = CATALOGUE
    power = GUINOTE_POWER
    citation = cite(CATALOGUE, "GUIÑOTE", 911)
    partner_exempt = True
    summary = "El tute por parejas de Aragón: la sota vale más que el caballo y, acabado el monte, llega el arrastre."
    obligations = "Libre mientras hay monte; después, las del tute, pero si gana tu compañero basta con asistir (l. 911)."
    play_citation = cite(CATALOGUE, "GUIÑOTE", 911)


class GuinoteRules(TuteFamilyRules):
    """The Guiñote of two pairs."""

    slug: ClassVar[str] = "guinote"
    play_rules: ClassVar[GameRules] = Guinote()
    name: ClassVar[str] = "Guiñote"
    players: ClassVar[tuple[int, ...]] = (4,)
    cards_each: ClassVar[dict[int, int]] = {4: 6}
    points: ClassVar[dict[int, int]] = GUINOTE_POINTS
    cante_figure: ClassVar[int] = 10
    cantes_per_trick: ClassVar[int | None] = None
    low_exchange: ClassVar[bool] = False
    cante_citation: ClassVar[Citation] = GUINOTE_PLAY
    pinta_citation: ClassVar[Citation] = GUINOTE
    deal_citation: ClassVar[Citation] = GUINOTE_PLAY
    summary: ClassVar[str] = (
        "Por parejas, con monte: la sota manda sobre el caballo, se canta con rey y sota y, acabado el monte, llega "
        "el arrastre. Gana el juego la pareja que pasa de 100."
    )
    interpretation: ClassVar[str] = INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR

    def next_mano(self, state: TuteState) -> int:
        """«el jugador que ganó la última baza repartirá» (l. 915): the mano sits on his right."""
        return (state.history[-1].winner + 1) % state.players if state.history else super().next_mano(state)

    def fuera_violation(self, state: TuteState, seat: int) -> Violation | None:
        if state.carried and state.phase == JUEGO:
            return None
        return violation(
            FUERA_CODE,
            "Solo en la mano de vuelta puede una pareja anunciar que ha pasado de 100 (l. 915).",
            GUINOTE_VUELTA,
            FUERA,
            (),
        )

    def verdict(self, state: TuteState, tally: Tally, lines: list[str]) -> Verdict:
        totals, cards, tute, fuera = tally
        sides = self.sides(state.players)
        names = self.side_names(state.players)
        if fuera is not None:
            return self.claim(state, totals, fuera, lines), 1, GUINOTE_VUELTA, False
        over = [side for side in (0, 1) if totals[side] > 100]
        if len(over) == 2:
            short = [side for side in (0, 1) if cards[side] < 30]
            if len(short) == 1:
                side = 1 - short[0]
                lines.append(
                    f"Las dos parejas pasan de 100, pero {names[short[0]]} no llegan a 30 en bazas: ganan "
                    f"{names[side]}. {IN_BAZAS}"
                )
                return (side,), 1, GUINOTE_AMBAS, False
            side = sides[state.history[-1].winner]
            lines.append(
                f"Las dos parejas pasan de 100 y las dos llegan a 30 en bazas: gana {names[side]}, que hizo la "
                f"última baza. {IN_BAZAS}"
            )
            return (side,), 1, GUINOTE_AMBAS, False
        if len(over) == 1:
            lines.append(f"{names[over[0]].capitalize()} pasan de 100 («51 buenas»): juego (l. 913).")
            return (over[0],), 1, GUINOTE_JUEGO, False
        if not state.carried:
            lines.append(
                "Ninguna pareja pasa de 100: se juega la mano de vuelta y se suman los tantos (l. 915)."
            )
            return (), 0, GUINOTE_VUELTA, True
        side = self.most_tantos(state, totals, lines)
        lines.append(f"Ganan {names[side]}, con más tantos.")
        return (side,), 1, GUINOTE_VUELTA, False
