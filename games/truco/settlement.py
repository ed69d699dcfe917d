"""Dealing and settling tiros: the options of a match, the deal (the gallo's discard, the tiros de punta),
the tantos credited at the end of each tiro, and the end of the match.
"""

from __future__ import annotations

import random
from dataclasses import astuple, replace

from games.core.cards import DECK_40, Card
from games.core.errors import InvalidNotationError
from games.core.hand import HandOptions, Setup
from games.core.result import partida_won
from games.core.trick import Position
from games.core.violations import CARTA
from games.truco.base import DESCARTE_CODE, Problem, TrucoBase
from games.truco.grammar import DESCARTA, Act, of_text, side_name, to
from games.truco.passages import GALLO, PARTIDA
from games.truco.points import CHICO, HALF
from games.truco.state import DESCARTE, FIN, JUEGO, REPARTO, Tiro, TrucoBet, TrucoState

# -- variants of the match (joined with «+»: ``gallo-fijo+un-medio-juego``) -----------------------------------------
UN_MEDIO_JUEGO = "un-medio-juego"  # one medio juego instead of two out of three («por lo general», l. 2)
A_LEY = "a-ley-de-juego"  # before every deal the pie of the other side may invite (l. 76-82)
GALLO_FIJO = (
    "gallo-fijo"  # with three, the same seat goes alone all the match (l. 11); by default «por turno»
)


def variant_set(variant: str | None) -> frozenset[str]:
    """The variants named in ``variant`` (``gallo-fijo+un-medio-juego``)."""
    return frozenset(variant.split("+")) if variant else frozenset()


def punta_pairs(players: int, mano: int) -> tuple[tuple[int, int], ...]:
    """The pairs of a tiro de punta, each with its mano first, the mano's pair first: with six, each against the
    seat opposite (l. 13: «A contra D, C contra F y E contra B»); with eight, where the seat opposite is a partner,
    against the third seat on his right (not in the source: l. 14 only says it is played like the six).

    >>> punta_pairs(6, 0)
    ((0, 3), (1, 4), (2, 5))
    """
    step = players // 2 if (players // 2) % 2 else players // 2 - 1
    pairs = []
    for index in range(players // 2):
        one, other = (mano + 2 * index) % players, (mano + 2 * index + step) % players
        pairs.append(tuple(sorted((one, other), key=lambda seat: (seat - mano) % players)))
    ordered = sorted(pairs, key=lambda pair: (pair[0] - mano) % players)
    return tuple((pair[0], pair[1]) for pair in ordered)


class TiroSettlement(TrucoBase):
    """The deal of each tiro, and its settlement: the tantos credited up to the medio juego, achicar, the end of
    the match.
    """

    def options(self, setup: Setup) -> HandOptions:
        """The options of a Truco match from a seeded shuffle; ``deal`` gives the first tiro's cards (each seat's three codes), and
        ``stakes`` the tantos each side already has in the first medio juego (to practise the falta, the buenos…).

        :raises InvalidNotationError: for a number of players or a variant the Truco does not have, a pot, a deal that
            is not three different cards to each seat, or stakes that are not two scores below eighteen.

        >>> import games
        >>> games.new_hand("truco", seed=4, players=4).view(0).pies
        (2, 3)
        """
        seed, players, variant, pot, deal, stakes = astuple(setup)
        count = players if players is not None else self.players[0]
        if count not in self.players:
            raise InvalidNotationError(
                f"el Truco se juega mano a mano (2), de gallo (3), en partida corriente (4), de seis o de ocho, no con {count}"
            )
        named = variant_set(variant)
        if not named <= set(self.variants) or (GALLO_FIJO in named and count != 3):
            raise InvalidNotationError(f"el Truco no tiene la variante {variant!r} con {count} jugadores")
        if pot:
            raise InvalidNotationError("en el Truco no hay polla: los tantos se cuentan por bandos (l. 4)")
        dealt = None
        if deal is not None:
            hands = [tuple(Card.parse(code) for code in seat) for seat in deal]
            every = [card for hand in hands for card in hand]
            gallo = (count - 1) if count == 3 else None  # the gallo of the first tiro, dealer and seat 3
            sizes = [4 if seat == gallo else 3 for seat in range(count)]
            if (
                len(hands) < count
                or [len(hand) for hand in hands[:count]] != sizes
                or len(set(every)) != len(every)
            ):
                raise InvalidNotationError(
                    f"un reparto del Truco da tres cartas distintas a cada uno de {count}"
                    + (" y cuatro al gallo" if gallo is not None else "")
                )
            dealt = tuple(hands[:count])
        held = None
        if stakes is not None:
            held = tuple(stakes)
            scorers = 3 if count == 3 and GALLO_FIJO not in named else 2
            if len(held) != scorers or any(not 0 <= n < HALF for n in held):
                raise InvalidNotationError(
                    f"los tantos de partida son {scorers} números, uno por {'jugador' if scorers == 3 else 'bando'}, "
                    "de 0 a 17 (l. 2)"
                )
        return HandOptions(seed=seed, players=count, variant=variant, pot=0, deal=dealt, stakes=held)

    def start(self, options: HandOptions) -> TrucoState:
        individual = options.players == 3 and GALLO_FIJO not in variant_set(options.variant)
        count = options.players if individual else 2
        scores = tuple(options.stakes) if options.stakes else (0,) * count
        return self._deal(options, 0, 0, scores, (0,) * count, ())

    def _deal(
        self,
        options: HandOptions,
        number: int,
        mano: int,
        scores: tuple[int, ...],
        halves: tuple[int, ...],
        tiros: tuple[Tiro, ...],
    ) -> TrucoState:
        players = options.players
        gallo: int | None = None
        if players == 3:  # the gallo: fixed (the first dealer), or the dealer of each tiro (l. 11)
            gallo = players - 1 if GALLO_FIJO in variant_set(options.variant) else (mano - 1) % players
            sides = tuple(1 if seat == gallo else 0 for seat in range(players))
        else:
            sides = tuple(seat % 2 for seat in range(players))
        if number == 0 and options.deal is not None:
            hands = options.deal[:players]
        else:
            deck = list(DECK_40)
            random.Random(f"truco|{options.seed}|{number}").shuffle(deck)
            dealt: list[list[Card]] = [[] for _ in range(players)]
            for index in range(3 * players):  # three rounds of one card, the mano first (l. 6)
                dealt[(mano + index) % players].append(deck[index])
            if gallo is not None:  # «se da cuatro cartas para sí» (l. 11)
                dealt[gallo].append(deck[3 * players])
            hands = tuple(tuple(hand) for hand in dealt)
        kind = ""
        pairs: tuple[tuple[int, int], ...] = ()
        if players > 4:  # a redonda, then a tiro de punta, alternately (l. 13-14)
            kind = "redonda" if number % 2 == 0 else "punta"
            if kind == "punta":  # A-D, C-F, E-B with six; with eight each against the third on his right
                pairs = punta_pairs(players, mano)
        before = A_LEY in variant_set(options.variant) and kind != "punta"
        inviter = (
            mano - 2
        ) % players  # the pie of the side that does not deal: the dealer's left (l. 16, 76)
        state = TrucoState(
            players=players,
            phase=REPARTO if before else JUEGO if gallo is None else DESCARTE,
            to_move=inviter if before else mano if gallo is None else gallo,
            number=number,
            mano=mano,
            sides=sides,
            dealt=hands,
            position=Position(self.play_rules, hands, None, (), mano, 0, ()),
            scores=scores,
            halves=halves,
            tiros=tiros,
            gallo=gallo,
            individual=players == 3 and GALLO_FIJO not in variant_set(options.variant),
            active=tuple(range(players)),
            deal_mano=mano,
            kind=kind,
            pairs_left=pairs,
        )
        return self._next_pair(state) if pairs else state

    def _next_pair(self, state: TrucoState) -> TrucoState:
        """The next pair of a tiro de punta plays its own tiro, mano a mano, with the cards dealt (l. 13)."""
        (mano, other), rest = state.pairs_left[0], state.pairs_left[1:]
        active = (mano, other)
        position = Position(self.play_rules, (state.dealt[mano], state.dealt[other]), None, (), 0, 0, ())
        return replace(
            state,
            phase=JUEGO,
            to_move=mano,
            mano=mano,
            active=active,
            position=position,
            pairs_left=rest,
            bazas=(),
            words=(),
            envido=None,
            flores=(),
            duel=None,
            truco=TrucoBet(),
            combined=False,
            folded=None,
        )

    def _check_discard(self, state: TrucoState, mover: int, act: Act) -> Problem | None:
        if state.phase != DESCARTE:
            return self._refuse(
                DESCARTE_CODE,
                "Solo el gallo se descarta, y de una sola carta, en cuanto ve las cuatro y antes de que comience el "
                "juego (Las 5 formas de jugar, 2, l. 11).",
                GALLO,
            )
        if act.verb != DESCARTA:
            return self._refuse(
                DESCARTE_CODE,
                "Vas de gallo: te diste cuatro cartas y antes de que comience el juego debes descartarte de una "
                "(«descarta:7O») (Las 5 formas de jugar, 2, l. 11).",
                GALLO,
            )
        if Card.parse(act.argument) not in state.held(mover):
            return self._refuse(
                CARTA, "No tienes {} en la mano.", GALLO, Card.parse(act.argument).with_article
            )
        return None

    def _end_tiro(self, state: TrucoState, options: HandOptions) -> TrucoState:
        lines, notes = self.tiro_lines(state)
        scores = list(state.scores)
        credited = [0] * len(scores)
        half_won: list[int] = []
        for line in lines:
            if half_won:
                notes.append(
                    f"No se anotan {line.amount} {of_text(side_name(line.side, state.sides))} por {line.concept}: el "
                    "medio juego ya está ganado."
                )
                continue
            for scorer in state.scorers(line.side):
                gain = min(line.amount, HALF - scores[scorer])
                if gain < line.amount:
                    notes.append(
                        f"De {line.concept} solo se le anotan {gain} {to(state.scorer_name(scorer))}: el medio juego "
                        "es de dieciocho."
                    )
                scores[scorer] += gain
                credited[scorer] += gain
                if scores[scorer] >= HALF:
                    half_won.append(scorer)
        for scorer, before in enumerate(state.scores):
            if before < CHICO <= scores[scorer] < HALF:
                notes.append(
                    f"{state.scorer_name(scorer, capital=True)} llega a los nueve tantos malos y achica: ahora "
                    "cuenta los buenos (l. 3)."
                )
        halves = list(state.halves)
        for scorer in half_won:
            halves[scorer] += 1
            others = ", ".join(str(score) for index, score in enumerate(scores) if index != scorer)
            notes.append(
                f"{state.scorer_name(scorer, capital=True)} gana el medio juego, {scores[scorer]} a {others} (l. 2)."
            )
        record = Tiro(
            number=state.number,
            mano=state.mano,
            words=state.words,
            bazas=state.bazas,
            lines=tuple(lines),
            credited=tuple(credited),
            scores=tuple(scores),
            half_won=tuple(half_won),
            sides=state.sides,
            notes=tuple(notes),
            active=state.active,
            kind=state.kind,
        )
        tiros = (*state.tiros, record)
        needed = 1 if UN_MEDIO_JUEGO in variant_set(options.variant) else 2
        winners = [scorer for scorer in half_won if halves[scorer] >= needed]
        if winners:
            return self._finish(state, tiros, tuple(halves), winners, needed)
        if half_won:
            scores = [0] * len(scores)  # achicar before a new medio juego (l. 3)
        elif state.pairs_left:  # the next pair of the tiro de punta
            return self._next_pair(replace(state, scores=tuple(scores), halves=tuple(halves), tiros=tiros))
        return self._deal(
            options,
            state.number + 1,
            (state.deal_mano + 1) % state.players,
            tuple(scores),
            tuple(halves),
            tiros,
        )

    def _finish(
        self,
        state: TrucoState,
        tiros: tuple[Tiro, ...],
        halves: tuple[int, ...],
        winners: list[int],
        needed: int,
    ) -> TrucoState:
        if state.individual:
            seats = tuple(winners)
            wins = [halves[seat] for seat in range(state.players)]
        else:
            seats = tuple(seat for seat in range(state.players) if state.sides[seat] in winners)
            wins = [halves[state.sides[seat]] for seat in range(state.players)]
        name = " y ".join(state.scorer_name(scorer) for scorer in winners)
        name = name[0].upper() + name[1:]
        others = ", ".join(str(count) for index, count in enumerate(halves) if index not in winners)
        if needed == 1:
            explanation = f"{name} gana la partida: llegó a los dieciocho tantos del medio juego (l. 2)."
        else:
            explanation = (
                f"{name} gana la partida: dos medios juegos a {others}, en {len(tiros)} tiros (l. 2)."
            )
        result = partida_won(state.players, seats, tuple(wins), explanation, PARTIDA)
        return replace(state, phase=FIN, to_move=None, tiros=tiros, halves=halves, result=result)
