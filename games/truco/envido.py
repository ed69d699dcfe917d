"""The envido and the flor: when they may be said, what they do, and what they pay at the end of the tiro."""

from __future__ import annotations

from dataclasses import replace

from games.core.trick import seat_name
from games.truco.base import CANTO_CODE, ENVIDO_CODE, FLOR_CODE, Problem, TrucoBase
from games.truco.grammar import (
    ACHICO,
    AL_RESTO,
    BUENAS,
    CANTA,
    FALTA,
    FLOR,
    IGUALAR,
    NUMBERED,
    NUMBERED_RANGE,
    POSSIBLE_POINTS,
    REAL,
    TANTOS,
    TANTOS_RANGE,
    Act,
    accepted_value,
    chain_text,
    of,
    refused_value,
    word_name,
)
from games.truco.passages import (
    ABC_C,
    ENV_A,
    ENV_B,
    ENV_C,
    ENV_E,
    ENV_G,
    ENV_H,
    ENV_J,
    ENV_K,
    ENV_M,
    ENV_N,
    ENV_O,
    FALTA_C,
    FLOR_A,
    FLOR_B,
    FLOR_C,
    FLOR_G,
    FLOR_H,
    IGUALAR_A,
    REAL_B,
)
from games.truco.points import HALF, envido_points, flor_points, has_flor, proof, resto_chico
from games.truco.state import (
    ABIERTA,
    ACHICADO,
    ANULADO,
    NO_QUERIDO,
    PENDIENTE,
    QUERIDO,
    Duel,
    Tanto,
    TrucoState,
    Word,
)


class EnvidoAndFlor(TrucoBase):
    """The envido (and its singing) and the flor (and the contraflor): checks, application and tantos."""

    def valid_counts(self, state: TrucoState, seat: int) -> tuple[int, ...]:
        """The points ``seat`` may truly sing: its own, and with four players its partner's (El envido, regla e)."""
        seats = [seat, *state.partners(seat)]
        return tuple(sorted({envido_points(state.dealt[s]) for s in seats}, reverse=True))

    def singers(self, state: TrucoState) -> tuple[int, int]:
        """Who sings the envido: the mano's side first, through its pie (reglas e y g)."""
        first = state.sides[state.mano]
        return state.pie(first), state.pie(1 - first)

    def _check_envido(self, state: TrucoState, seat: int, act: Act, revido: bool) -> Problem | None:
        if (
            act.verb == NUMBERED
            and act.number not in NUMBERED_RANGE
            or act.verb == TANTOS
            and (act.number not in TANTOS_RANGE)
        ):
            return self._refuse(
                ENVIDO_CODE,
                "Los envidos con número valen como se dicen: «dos, tres… nueve envido» (dos tantos por envido) o "
                "«diez, o más tantos al envido», hasta los dieciocho de un medio juego (El envido, regla o).",
                ENV_O,
            )
        if state.flores:
            return self._refuse(
                ENVIDO_CODE,
                "Ya salió una flor en este tiro, y después de una flor no hay envido: ni se propone ni se acepta, y "
                "decir «envido» no vale nada (El envido, regla a).",
                ENV_A,
            )
        if has_flor(state.dealt[seat]):
            return self._refuse(
                ENVIDO_CODE,
                "Tienes flor: con flor en el tiro no hay envido (El envido, regla a); lo tuyo es cantar FLOR antes "
                "de jugar tu primera carta (La flor, regla a).",
                ENV_A,
            )
        envido = state.envido
        if revido:
            assert envido is not None
            last = envido.chain[-1].word
            if last in (FALTA, IGUALAR):
                return self._refuse(
                    ENVIDO_CODE,
                    "A {} no se le revida: se echa de primera o como revido de un envido o de un real envido, y solo "
                    "cabe QUIERO o PASO (La falta de envido, regla c; A igualar, regla a).",
                    FALTA_C if last == FALTA else IGUALAR_A,
                    word_name(last),
                )
            if sum(accepted_value(w.word) for w in envido.chain) >= HALF:
                return self._refuse(
                    ENVIDO_CODE,
                    "Lo envidado ya vale un medio juego: nadie puede cobrar más de lo que al perdedor le falta para "
                    "concluirlo (El envido, regla n). Contesta QUIERO o PASO.",
                    ENV_N,
                )
            return None
        if envido is not None:
            if envido.status == QUERIDO:
                text = "El envido ya se aceptó con un QUIERO: desde entonces nadie lo revida (El envido, regla k)."
            else:
                text = "El envido ya se jugó en este tiro: no se puede volver a envidar (El envido, regla k)."
            return self._refuse(ENVIDO_CODE, text, ENV_K)
        if len(state.active) > 3 and seat != state.pie(state.sides[seat]):
            return self._refuse(
                ENVIDO_CODE,
                "Si juegan más de tres, solo el pie de cada bando propone o acepta el envido; el de tu bando es {} "
                "(El envido, regla e).",
                ENV_E,
                seat_name(state.pie(state.sides[seat])),
            )
        if state.has_played(seat):
            return self._refuse(
                ENVIDO_CODE,
                "El envido se propone antes de jugar la primera carta: la palabra de quien ya la jugó no vale (El "
                "envido, regla b).",
                ENV_B,
            )
        return None

    def _check_canto(self, state: TrucoState, mover: int, act: Act) -> Problem | None:
        envido = state.envido
        assert envido is not None
        first = not envido.sung
        if act.verb == BUENAS:
            if first:
                return self._refuse(
                    CANTO_CODE,
                    "Eres mano en el envido querido: te toca cantar primero tus puntos (El envido, regla g).",
                    ENV_G,
                )
            return None
        if act.verb != CANTA:
            return self._refuse(
                CANTO_CODE,
                "Ahora se cantan los tantos del envido querido: canta tus puntos («canto:27») o, si no matas los "
                "cantados, di «son-buenas» (El envido, reglas g e i).",
                ENV_G,
            )
        if act.number not in POSSIBLE_POINTS:
            return self._refuse(
                CANTO_CODE,
                "Nadie puede tener {} de envido: con dos cartas de un palo son veinte más sus valores (de 20 a 33), "
                "y sin ellas se canta la carta más alta (de 0 a 7) (El envido, reglas d y j).",
                ENV_J,
                act.number,
            )
        return None

    def _check_flor(self, state: TrucoState, seat: int, verb: str) -> Problem | None:
        side = state.sides[seat]
        rivals = [s for s in state.flores if state.sides[s] != side]
        if seat in state.flores and verb == FLOR:
            return self._refuse(FLOR_CODE, "Ya cantaste tu flor en este tiro.", FLOR_A)
        if state.has_played(seat) and seat not in state.flores:
            return self._refuse(
                FLOR_CODE,
                "La flor se canta antes de jugar alguna de las tres cartas; jugada la primera, ya pasó el momento "
                "(La flor, reglas a y c; ABC del juego, regla f).",
                FLOR_A,
            )
        if verb == FLOR:
            return None
        if state.duel is not None:
            return self._refuse(
                FLOR_CODE,
                "Las flores de este tiro ya se resolvieron: no se puede volver a echar contraflor (La flor, regla g).",
                FLOR_G,
            )
        if not rivals:
            return self._refuse(
                FLOR_CODE,
                "Nadie del otro bando ha cantado flor: la contraflor se echa en cuanto se oye cantar una flor "
                "contraria, y solo la echa quien también tiene flor (La flor, regla g).",
                FLOR_G,
            )
        if not has_flor(state.dealt[seat]):
            return self._refuse(
                FLOR_CODE,
                "No tienes flor: la contraflor solo puede echarla un contrario que en el mismo tiro saque flor, y "
                "achicarse solo puede quien la tiene (La flor, reglas f y g).",
                FLOR_G,
            )
        return None

    def _sing(self, state: TrucoState, mover: int, act: Act) -> TrucoState:
        envido = state.envido
        assert envido is not None
        number = None if act.verb == BUENAS else act.number
        return replace(state, envido=replace(envido, sung=(*envido.sung, (mover, number))))

    def _flor(self, state: TrucoState, mover: int, verb: str) -> TrucoState:
        side = state.sides[mover]
        flores = state.flores if mover in state.flores else (*state.flores, mover)
        envido = state.envido
        if envido is not None and envido.status != ANULADO:
            envido = replace(envido, status=ANULADO)
        combined = False
        rivals = [s for s in state.flores if state.sides[s] != side]
        duel = state.duel
        if rivals and duel is None:
            first = rivals[0]
            if verb == FLOR:
                duel = Duel((first, mover), (), ABIERTA, first)
            elif verb == ACHICO:
                duel = Duel((first, mover), (), ACHICADO, None, side)
            else:
                duel = Duel((first, mover), (Word(mover, verb),), PENDIENTE, first)
        return replace(state, flores=flores, envido=envido, combined=combined, duel=duel)

    def envido_winner(self, state: TrucoState) -> tuple[int, int] | None:
        """The side that won an accepted envido and the seat that sang for it, once both sides have sung."""
        envido = state.envido
        if envido is None or envido.status != QUERIDO or len(envido.sung) < 2:
            return None
        (first_seat, first), (second_seat, second) = envido.sung
        if second is not None and first is not None and second > first:
            return state.sides[second_seat], second_seat
        return state.sides[first_seat], first_seat  # the mano's side sang first and wins ties (regla f)

    def envido_stake(self, state: TrucoState, winner: int) -> int:
        """What an accepted envido pays ``winner`` (El envido, reglas c, n y o; Real envido, b; Falta, c; Igualar)."""
        envido = state.envido
        assert envido is not None
        chain = envido.chain
        last = chain[-1].word
        loser = 1 - winner
        own, theirs = state.standing(winner), state.standing(loser)
        if last == FALTA:
            amount = resto_chico(theirs)  # what the opponents lack to conclude their chico (Falta, regla c)
        elif last == IGUALAR:
            amount = theirs - own if theirs > own else resto_chico(own)
        else:
            amount = sum(accepted_value(word.word) for word in chain)
        return max(1, min(amount, HALF - theirs))

    def _flor_lines(self, state: TrucoState, lines: list[Tanto], notes: list[str]) -> None:
        duel = state.duel
        for seat in state.active:
            side = state.sides[seat]
            held = has_flor(state.dealt[seat])
            if seat in state.flores and not held:
                lines.append(Tanto(1 - side, 3, f"la flor que {seat_name(seat)} cantó sin tenerla", FLOR_C))
            elif held and seat not in state.flores:
                if state.folded == side:
                    lines.append(
                        Tanto(1 - side, 3, f"la flor que {seat_name(seat)} se llevó a baraja", FLOR_C)
                    )
                elif state.folded is not None and not state.has_played(seat):
                    lines.append(
                        Tanto(
                            side,
                            3,
                            f"la flor {of(seat)}, cantada al irse el contrario a baraja",
                            ABC_C,
                        )
                    )
                elif not state.has_played(seat):
                    lines.append(
                        Tanto(
                            side,
                            3,
                            f"la flor {of(seat)}, cantada al acabar el tiro antes de su primera carta",
                            FLOR_A,
                        )
                    )
                else:
                    lines.append(
                        Tanto(
                            1 - side,
                            3,
                            f"la flor que {seat_name(seat)} no cantó antes de su primera carta",
                            FLOR_C,
                        )
                    )
        if duel is not None and duel.status in (QUERIDO, ACHICADO):
            self._duel_line(state, duel, lines)
            return
        for seat in state.flores:
            side = state.sides[seat]
            if not has_flor(state.dealt[seat]):
                continue
            if self._shown(state, seat, state.dealt[seat]):
                lines.append(Tanto(side, 3, f"la flor {of(seat)}", FLOR_B))
            else:
                lines.append(
                    Tanto(
                        1 - side,
                        3,
                        f"la flor {of(seat)}, perdida al irse a baraja sin jugar ni mostrar sus cartas",
                        FLOR_C,
                    )
                )

    def _duel_line(self, state: TrucoState, duel: Duel, lines: list[Tanto]) -> None:
        if duel.status == ACHICADO:
            assert duel.loser is not None
            winner = 1 - duel.loser
            seat = next(s for s in state.flores if state.sides[s] == winner)
            concept = "la flor y el achique del contrario (tres y uno)"
            if self._shown(state, seat, state.dealt[seat]):
                lines.append(Tanto(winner, 4, concept, FLOR_G))
            else:
                lines.append(
                    Tanto(1 - winner, 4, concept + ", perdidos al irse a baraja sin mostrarla", FLOR_C)
                )
            return
        best: dict[int, tuple[int, int]] = {}
        for seat in state.flores:
            count = flor_points(state.dealt[seat]) if has_flor(state.dealt[seat]) else -1
            nearness = -((seat - state.mano) % state.players)  # the mano wins ties (as El envido, regla f)
            side = state.sides[seat]
            best[side] = max(best.get(side, (-2, -99)), (count, nearness))
        winner = 0 if best.get(0, (-2, -99)) > best.get(1, (-2, -99)) else 1
        counts = f"flor de {max(best[winner][0], 0)} contra {max(best[1 - winner][0], 0)}"
        seat = next(s for s in state.flores if state.sides[s] == winner)
        if duel.chain[-1].word == AL_RESTO:
            amount = resto_chico(state.standing(winner))
            concept = f"la contraflor al resto querida: lo que le falta para su chico ({counts})"
            cited = FLOR_H
        else:
            amount, concept, cited = 6, f"la contraflor querida ({counts})", FLOR_G
        if self._shown(state, seat, state.dealt[seat]):
            lines.append(Tanto(winner, amount, concept, cited))
        else:
            lines.append(
                Tanto(1 - winner, amount, concept + ", perdida al irse a baraja sin mostrarla", FLOR_C)
            )

    def _envido_lines(self, state: TrucoState, lines: list[Tanto], notes: list[str]) -> None:
        envido = state.envido
        if envido is None:
            return
        if envido.status == ANULADO:
            notes.append("El envido quedó sin valor al salir una flor (El envido, regla a).")
            return
        if envido.status == PENDIENTE:  # left unanswered by going to baraja (l. 80)
            return
        if any(has_flor(state.dealt[seat]) for seat in state.active):
            notes.append(
                "El envido no vale nada: en este tiro salió una flor, aunque no se cantó (El envido, regla a)."
            )
            return
        chain = envido.chain
        if envido.status == NO_QUERIDO:
            caller = state.sides[chain[-1].seat]
            amount = min(refused_value(chain), HALF - state.standing(1 - caller))
            cited = ENV_C if len(chain) == 1 else ENV_M
            lines.append(Tanto(caller, amount, f"el {chain_text(chain)} no querido", cited))
            return
        decided = self.envido_winner(state)
        assert decided is not None
        winner, singer = decided
        amount = self.envido_stake(state, winner)
        sung = dict(envido.sung)
        said = sung[singer]
        other = [number for seat, number in envido.sung if state.sides[seat] != winner][0]
        against = "nada" if other is None else str(other)
        concept = f"el {chain_text(chain)} querido: {said} contra {against}"
        cited = {FALTA: FALTA_C, IGUALAR: IGUALAR_A, REAL: REAL_B}.get(chain[-1].word, ENV_C)
        owners = [singer, *state.partners(singer)]
        proving = next((s for s in owners if envido_points(state.dealt[s]) == said), None)
        if proving is None:
            truth = envido_points(state.dealt[singer])
            lines.append(
                Tanto(
                    1 - winner,
                    amount,
                    f"el envido: {seat_name(singer)} cantó {said} y tenía {truth}, así que lo pierde",
                    ENV_H,
                )
            )
        elif not self._shown(state, proving, proof(state.dealt[proving])):
            lines.append(
                Tanto(
                    1 - winner,
                    amount,
                    "el envido, que el ganador perdió al irse a baraja sin mostrar las cartas que lo ganaron",
                    ENV_H,
                )
            )
        else:
            lines.append(Tanto(winner, amount, concept, cited))
