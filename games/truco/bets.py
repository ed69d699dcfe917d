"""The truco and its revidos, the answers to every invitation, the invitation before the deal, and the
bazas that decide the truco.
"""

from __future__ import annotations

from dataclasses import replace

from games.core.cards import Card
from games.core.trick import Position
from games.truco.base import FLOR_CODE, RESPUESTA_CODE, TRUCO_CODE, Problem, TrucoBase
from games.truco.grammar import (
    ACHICO,
    AL_RESTO,
    ANSWERS,
    BARAJA,
    CONTRAFLOR,
    DA,
    ENVIDO_VERBS,
    FALTA,
    FLOR,
    FLOR_WORDS,
    LEY,
    PASO,
    PASO_ENVIDO,
    PASO_TRUCO,
    QUIERO,
    TRUCO,
    TRUCO_LEVEL,
    TRUCO_WORDS,
    VALE,
    WRONG_ORDER,
    Act,
    word_name,
)
from games.truco.passages import (
    ABC_C,
    ABC_G,
    ABC_J,
    COMBINED,
    FLOR_F,
    FLOR_G,
    FLOR_H,
    LEY_A,
    LEY_E,
    RETRUCO_CITE,
    TRUCO_C,
    VALE_CITE,
)
from games.truco.points import has_flor
from games.truco.state import (
    ABIERTA,
    ACHICADO,
    NO_QUERIDO,
    PENDIENTE,
    QUERIDO,
    REPARTO,
    Baza,
    Duel,
    Envido,
    Tanto,
    TrucoBet,
    TrucoState,
    Word,
)

DURO_FOLD = 2  # a side going to baraja before any card or word: the other collects two (ABC c)


class TrucoBets(TrucoBase):
    """The truco (truco, retruco, vale cuatro), the words said on one's turn and the answers to the invitations,
    «a ley de juego», the bazas and what the truco pays.
    """

    def _call(self, state: TrucoState, mover: int, act: Act) -> TrucoState:
        verb = act.verb
        if verb in FLOR_WORDS:
            return self._flor(state, mover, verb)
        if verb in TRUCO_WORDS:
            return self._truco_call(state, mover, verb)
        if verb == BARAJA:
            return replace(state, folded=state.sides[mover])
        word = Word(mover, act.envido_word)
        state = replace(state, envido=Envido((word,), PENDIENTE))
        if verb == "doble":
            state = replace(state, combined=True, truco=replace(state.truco, call=Word(mover, TRUCO)))
        return state

    def _check_answer(self, state: TrucoState, mover: int, act: Act) -> Problem | None:
        verb = act.verb
        duel, envido, call = state.duel, state.envido, state.truco.call
        if verb == BARAJA and state.ley_open:
            return None  # «los que estaban dispuestos a jugar cobran dos tantos» (l. 80)
        if state.combined and duel is not None and duel.status == PENDIENTE:
            if verb in ANSWERS:
                return None
            return self._refuse(
                RESPUESTA_CODE,
                "Te han invitado a contraflor y truco: contesta QUIERO (todo), PASO (nada), o di primero lo que pasas "
                "y luego lo que quieres (A ley de juego, regla c; ABC del juego, regla j).",
                COMBINED,
            )
        if duel is not None and duel.status == ABIERTA:
            if verb in (CONTRAFLOR, AL_RESTO, ACHICO):
                return None
            return self._refuse(
                FLOR_CODE,
                "Los dos bandos tienen flor y solo uno puede cobrarla: echa CONTRAFLOR o CONTRAFLOR AL "
                "RESTO, o di CON FLOR ME ACHICO (La flor, regla f).",
                FLOR_F,
            )
        if duel is not None and duel.status == PENDIENTE:
            last = duel.chain[-1].word
            if verb in (QUIERO, PASO, ACHICO) or (verb == AL_RESTO and last == CONTRAFLOR):
                return None
            return self._refuse(
                FLOR_CODE,
                "Te han echado la {}: contesta QUIERO, o CON FLOR ME ACHICO (o PASO) si no la quieres{} (La flor, "
                "reglas g y h).",
                FLOR_H if last == AL_RESTO else FLOR_G,
                word_name(last),
                ", o revida con CONTRAFLOR AL RESTO" if last == CONTRAFLOR else "",
            )
        if envido is not None and envido.status == PENDIENTE:
            if state.combined:
                if verb in ANSWERS:
                    return None
                if verb == FLOR:
                    return self._check_flor(state, mover, verb)
                return self._refuse(
                    RESPUESTA_CODE,
                    "Te han hecho una invitación doble, envido y truco: contesta QUIERO (todo), PASO (nada), o di "
                    "primero lo que pasas y luego lo que quieres: «paso-envido+quiero-truco» o "
                    "«paso-truco+quiero-envido» (ABC del juego, regla j).",
                    ABC_J,
                )
            if verb in (QUIERO, PASO):
                return None
            if verb in ENVIDO_VERBS:
                return self._check_envido(state, mover, act, revido=True)
            if verb == FLOR:
                return self._check_flor(state, mover, verb)
            return self._refuse(
                RESPUESTA_CODE,
                "Te han echado {}: antes de otra cosa contesta QUIERO o PASO, o revida (ABC del juego, regla g; El "
                "envido, regla k).",
                ABC_G,
                word_name(envido.chain[-1].word),
            )
        assert call is not None
        if verb in (QUIERO, PASO):
            return None
        if verb in TRUCO_WORDS:
            return self._check_truco(state, mover, verb)
        if verb in ENVIDO_VERBS:
            return self._check_envido(state, mover, act, revido=False)
        if verb in FLOR_WORDS:
            return self._check_flor(state, mover, verb)
        return self._refuse(
            RESPUESTA_CODE,
            "Te han cantado {}: contesta QUIERO o PASO, o sube el envite, antes de jugar o de irte (ABC del juego, "
            "regla g).",
            ABC_G,
            word_name(call.word),
        )

    def _answer(self, state: TrucoState, mover: int, act: Act) -> TrucoState:
        verb = act.verb
        duel, envido = state.duel, state.envido
        side = state.sides[mover]
        state = replace(state, ley_open=False)
        if verb == BARAJA:
            return replace(state, folded=side)
        if state.combined and duel is not None and duel.status == PENDIENTE:  # contraflor and truco (l. 76)
            flor_wanted = verb in (QUIERO, PASO_TRUCO, *WRONG_ORDER)
            truco_wanted = verb in (QUIERO, PASO_ENVIDO, *WRONG_ORDER)
            settled = replace(duel, status=QUERIDO, responder=None)
            if not flor_wanted:
                settled = replace(duel, status=ACHICADO, responder=None, loser=side)
            state = replace(state, combined=False, duel=settled)
            return self._truco_answer(state, mover, QUIERO if truco_wanted else PASO)
        if duel is not None and duel.status in (ABIERTA, PENDIENTE):
            if verb == QUIERO:
                return replace(state, duel=replace(duel, status=QUERIDO, responder=None))
            if verb in (PASO, ACHICO):
                return replace(state, duel=replace(duel, status=ACHICADO, responder=None, loser=side))
            other = duel.seats[0] if state.sides[duel.seats[0]] != side else duel.seats[1]
            chain = (*duel.chain, Word(mover, verb))
            return replace(state, duel=replace(duel, chain=chain, status=PENDIENTE, responder=other))
        if envido is not None and envido.status == PENDIENTE:
            if verb == FLOR:
                return self._flor(state, mover, verb)
            if state.combined:
                envido_wanted = verb in (QUIERO, PASO_TRUCO, *WRONG_ORDER)
                truco_wanted = verb in (QUIERO, PASO_ENVIDO, *WRONG_ORDER)
                state = replace(
                    state,
                    combined=False,
                    envido=replace(envido, status=QUERIDO if envido_wanted else NO_QUERIDO),
                )
                return self._truco_answer(state, mover, QUIERO if truco_wanted else PASO)
            if verb == QUIERO:
                return replace(state, envido=replace(envido, status=QUERIDO))
            if verb == PASO:
                return replace(state, envido=replace(envido, status=NO_QUERIDO))
            word = Word(mover, act.canonical)
            return replace(state, envido=replace(envido, chain=(*envido.chain, word)))
        # the truco awaits its answer
        if verb in (QUIERO, PASO):
            return self._truco_answer(state, mover, verb)
        if verb in TRUCO_WORDS:
            return self._truco_call(state, mover, verb)
        if verb in FLOR_WORDS:
            return self._flor(state, mover, verb)
        return replace(
            state, envido=Envido((Word(mover, act.canonical),), PENDIENTE)
        )  # «el envido está primero»

    def _check_truco(self, state: TrucoState, seat: int, word: str) -> Problem | None:
        bet = state.truco
        side = state.sides[seat]
        level = TRUCO_LEVEL[word]
        call = bet.call
        if call is not None:  # answering a call «en el aire»
            if level == TRUCO_LEVEL[call.word] + 1:
                return None
            return self._refuse(
                TRUCO_CODE,
                "Te han cantado {}: lo que puedes subir es {} (RETRUCO, l. 73; VALE CUATRO, l. 75).",
                RETRUCO_CITE if call.word == TRUCO else VALE_CITE,
                word_name(call.word),
                word_name(TRUCO_WORDS[TRUCO_LEVEL[call.word]]) if call.word != VALE else "nada más",
            )
        if level == 1:
            if bet.level == 0:
                return None
            return self._refuse(
                TRUCO_CODE,
                "El truco ya está querido: ahora solo puede subirlo, con RETRUCO, el bando al que se lo cantaron "
                "(RETRUCO, l. 73).",
                RETRUCO_CITE,
            )
        if bet.level == 0:
            return self._refuse(
                TRUCO_CODE,
                "El RETRUCO solo responde a un TRUCO que te hayan cantado: es un revido del truco, y sin truco no se "
                "puede echar (RETRUCO, l. 73)."
                if level == 2
                else "El VALE CUATRO es un revido del retruco: sin retruco no se puede echar (VALE CUATRO, l. 75).",
                RETRUCO_CITE if level == 2 else VALE_CITE,
            )
        if bet.level + 1 != level:
            return self._refuse(
                TRUCO_CODE,
                "Ya se ha querido {}: {} (VALE CUATRO, l. 75).",
                VALE_CITE,
                word_name(TRUCO_WORDS[bet.level - 1]),
                f"lo siguiente es {word_name(TRUCO_WORDS[bet.level])}"
                if bet.level < 3
                else "«A ley de juego todo está dicho»",
            )
        if bet.right != side:
            return self._refuse(
                TRUCO_CODE,
                "Solo puede subir a {} el bando al que le cantaron {}: no se revida el envite propio (RETRUCO, "
                "l. 73; VALE CUATRO, l. 75).",
                RETRUCO_CITE if level == 2 else VALE_CITE,
                word_name(word),
                word_name(TRUCO_WORDS[bet.level - 1]),
            )
        return None

    def _truco_call(self, state: TrucoState, mover: int, verb: str) -> TrucoState:
        bet = state.truco
        level = bet.level
        if bet.call is not None:  # raising «en el aire» accepts the call before (RETRUCO, l. 73)
            level = TRUCO_LEVEL[bet.call.word]
        return replace(state, truco=TrucoBet(level, Word(mover, verb), bet.right, None))

    def _truco_answer(self, state: TrucoState, mover: int, verb: str) -> TrucoState:
        bet = state.truco
        call = bet.call
        assert call is not None
        if verb == QUIERO:
            level = TRUCO_LEVEL[call.word]
            return replace(state, truco=TrucoBet(level, None, state.sides[mover], None))
        return replace(state, truco=replace(bet, call=None, refused=call))

    def _check_ley(self, state: TrucoState, act: Act) -> Problem | None:
        if state.phase != REPARTO:
            return self._refuse(
                RESPUESTA_CODE,
                "Esta invitación la hace el pie del bando contrario al que da, antes de que se den las cartas (A ley "
                "de juego, regla a).",
                LEY_A,
            )
        if act.verb in (LEY, DA) or act.canonical == f"{FALTA}+{TRUCO}":
            return None
        return self._refuse(
            RESPUESTA_CODE,
            "Aún no se han dado las cartas: el pie del bando contrario al que da puede invitar A LEY DE JUEGO o a "
            "FALTA DE ENVIDO Y TRUCO, o dejar que se dé («da») (A ley de juego, regla a; l. 82).",
            LEY_A,
        )

    def _open_ley(self, state: TrucoState) -> TrucoState:
        """The cards seen, what the invitation made before the deal holds (l. 76-82): the flores are sung; flores on
        both sides, a contraflor (l. 76; with «falta de envido y truco», the flor invites it, l. 82); on neither, the
        falta de envido; on one, the truco alone (l. 79) — always with the truco.
        """
        ley = state.ley
        assert ley is not None
        side = state.sides[ley.seat]
        flores = tuple(seat for seat in state.order() if has_flor(state.dealt[seat]))
        state = replace(state, flores=flores, truco=TrucoBet(0, Word(ley.seat, TRUCO), None, None))
        flowered = {state.sides[seat] for seat in flores}
        if len(flowered) == 2:
            first = (
                next(seat for seat in flores if state.sides[seat] == side) if ley.word == LEY else flores[0]
            )
            other = next(seat for seat in flores if state.sides[seat] != state.sides[first])
            invited = self.responder(state, 1 - state.sides[first])
            combined = ley.word == LEY  # «falta de envido y truco»: the flor's own invitation, apart (l. 82)
            duel = Duel((first, other), (Word(first, CONTRAFLOR),), PENDIENTE, invited if combined else other)
            return replace(state, duel=duel, combined=combined)
        if not flowered:
            return replace(state, envido=Envido((Word(ley.seat, FALTA),), PENDIENTE), combined=True)
        return state  # one side's flor is sung and collects; the falta is void (l. 79, 82)

    def _play(self, state: TrucoState, code: str) -> TrucoState:
        position = state.position.play(code)
        bazas = state.bazas
        if position.is_trick_complete:
            led = state.active[position.leader]
            winner = self.baza_winner(state, position.trick, led)
            bazas = (*bazas, Baza(led, position.trick, winner))
            # the winner leads the next baza; after a parda, the same leader (catálogo, l. 2635)
            leader = position.leader if winner is None else state.active.index(winner)
            position = Position(position.rules, position.hands, None, (), leader, 0, ())
        return replace(state, position=position, bazas=bazas)

    def baza_winner(self, state: TrucoState, cards: tuple[Card, ...], leader: int) -> int | None:
        """The seat whose card takes the baza: the highest (l. 68); ``None`` when both sides played the highest
        value (parda, l. 71); partners who tie take it for their side.
        """
        power = self.play_rules.order(None).power
        best = max(power[card] for card in cards)
        order = state.active
        start = order.index(leader)
        seats = [
            order[(start + index) % len(order)] for index, card in enumerate(cards) if power[card] == best
        ]
        if len({state.sides[seat] for seat in seats}) == 1:
            return seats[0]
        return None

    def truco_winner(self, state: TrucoState) -> int | None:
        """The side that has won the bazas, once it is decided (El truco, reglas a y d), else ``None``."""
        results = [None if baza.winner is None else state.sides[baza.winner] for baza in state.bazas]
        for side in (0, 1):
            if results.count(side) >= 2:
                return side
        if len(results) >= 2:
            first, second = results[0], results[1]
            if first is None and second is not None:
                return second  # the first parda: whoever makes the second (l. 71)
            if first is not None and second is None:
                return first  # the second parda: whoever made the first (l. 71)
        if len(results) == 3:
            first, third = results[0], results[2]
            if first is None:  # two pardas: the third decides, and three go to the mano (l. 71)
                return third if third is not None else state.sides[state.mano]
            return first  # one each and the third parda: the first baza (catálogo, l. 2635)
        return None

    def _truco_lines(self, state: TrucoState, lines: list[Tanto], notes: list[str]) -> None:
        bet = state.truco
        duel = state.duel
        if duel is not None and duel.status == QUERIDO and duel.chain and duel.chain[-1].word == AL_RESTO:
            notes.append(
                "Querida la contraflor al resto, el tiro termina sin seguir con el truco (La flor, regla h)."
            )
            return
        if bet.refused is not None:
            level = TRUCO_LEVEL[bet.refused.word]
            cited = {1: TRUCO_C, 2: RETRUCO_CITE, 3: VALE_CITE}[level]
            lines.append(
                Tanto(
                    state.sides[bet.refused.seat],
                    level,
                    f"el {word_name(bet.refused.word)} no querido",
                    cited,
                )
            )
            return
        if state.folded is not None:
            winner = 1 - state.folded
            if state.ley is not None and not state.bazas and not state.position.trick:
                lines.append(
                    Tanto(
                        winner,
                        2,
                        "irse el contrario a baraja sin jugar, tras la invitación antes de dar",
                        LEY_E,
                    )
                )
            elif not state.bazas and not state.position.trick and self._before_any_word(state):
                lines.append(
                    Tanto(
                        winner,
                        DURO_FOLD,
                        "irse el contrario a baraja antes de jugar carta y sin hablar",
                        ABC_C,
                    )
                )
            elif bet.level:
                lines.append(
                    Tanto(
                        winner,
                        bet.level + 1,
                        f"el {word_name(TRUCO_WORDS[bet.level - 1])} querido, al irse el contrario a baraja",
                        TRUCO_C,
                    )
                )
            else:
                lines.append(Tanto(winner, 1, "el truco sin cantar, al irse el contrario a baraja", TRUCO_C))
            return
        won = self.truco_winner(state)
        assert won is not None
        if bet.level:
            name = word_name(TRUCO_WORDS[bet.level - 1])
            cited = {1: TRUCO_C, 2: RETRUCO_CITE, 3: VALE_CITE}[bet.level]
            lines.append(Tanto(won, bet.level + 1, f"el {name} querido", cited))
        else:
            lines.append(Tanto(won, 1, "el truco jugado callado", TRUCO_C))

    def _before_any_word(self, state: TrucoState) -> bool:
        return not [word for word in state.words if word.word != BARAJA]
