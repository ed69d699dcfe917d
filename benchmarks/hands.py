"""Whole hands with computer players: *experto* against *principiante*, and hands per second with *experto* bots.

``run()`` returns the lines to print. For every game of the Ombre family in :data:`games.GAMES` it plays 2,000 seeded hands at
mixed tables (even seeds: one experto against two principiantes; odd seeds: two expertos against one principiante;
the odd one out changes seat every hand; in a game of two pairs, an experto pair against a principiante pair, changing
sides every hand), and reports for each level the share of seat-hands won (the seat is
among the result's winners), the mean tantos per seat-hand, and how often a Jugador of that level won his game.
Then it times 500 hands with experto bots at every seat.

The Truco (:mod:`games.truco.hand`) is measured apart: its hands are whole matches, and the source's unit of play is
the *tiro* («tiro de mano», l. 4). Mano a mano and in partida corriente it plays seeded matches, experto against
principiante (the experto seat, or pair, changing every match), until 2,000 tiros, and reports the matches and the
tantos won by each level; then it times matches with experto bots at every seat.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import games
from games.core.result import HandResult
from games.truco.hand import TrucoHand

HANDS = 2000
TIMED_HANDS = 500

OMBRE = sorted(slug for slug, game in games.GAMES.items() if game.family == "ombre")


def play(game: str, seed: int, levels: list[str], variant: str | None = None) -> HandResult:
    """One hand (of ``variant``, among as many as ``levels``) from the deal to the payments, each seat played by the
    bot of its level."""
    hand = games.new_hand(game, seed=seed, players=len(levels), variant=variant)
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(games.choose(hand.view(seat), levels[seat]))
    result = hand.result()
    assert result is not None
    return result


def mixed(seed: int, players: int) -> list[str]:
    odd = (seed // 2) % players
    if seed % 2 == 0:
        return ["experto" if seat == odd else "principiante" for seat in range(players)]
    return ["principiante" if seat == odd else "experto" for seat in range(players)]


def pairs(seed: int, players: int) -> list[str]:
    """Two pairs facing each other (seats 0+2 against 1+3): experto partners against principiante partners."""
    experts = seed % 2
    return ["experto" if seat % 2 == experts else "principiante" for seat in range(players)]


def table_for(game: str) -> Callable[[int, int], list[str]]:
    """The mixed tables, or :func:`pairs` for a game of four played by partners (the Zanga)."""
    four = games.GAMES[game].players[0] == 4
    return pairs if four and games.GAMES[game].partnerships else mixed


def measure(game: str, hands: int = HANDS, table: Callable[[int, int], list[str]] = mixed) -> list[str]:
    players = games.GAMES[game].players[0]
    seats = dict.fromkeys(games.LEVELS, 0)
    wins = dict.fromkeys(games.LEVELS, 0)
    tantos = dict.fromkeys(games.LEVELS, 0)
    played = dict.fromkeys(games.LEVELS, 0)
    made = dict.fromkeys(games.LEVELS, 0)
    for seed in range(hands):
        levels = table(seed, players)
        result = play(game, seed, levels)
        for seat, level in enumerate(levels):
            seats[level] += 1
            wins[level] += seat in result.winners
            tantos[level] += result.payments[seat]
        if result.jugador is not None:
            level = levels[result.jugador]
            played[level] += 1
            made[level] += result.jugador in result.winners
    tables = "parejas" if table is pairs else "mesas mixtas"
    lines = [f"{game}: {hands} manos, {tables} (experto contra principiante)"]
    for level in games.LEVELS:
        jugador = f"{made[level] / played[level]:.0%} de {played[level]}" if played[level] else "nunca"
        lines.append(
            f"  {level:<13} gana {wins[level] / seats[level]:.1%} de sus manos, "
            f"{tantos[level] / seats[level]:+.2f} tantos por mano; como Jugador gana {jugador}"
        )
    return lines


def speed(game: str, hands: int = TIMED_HANDS) -> str:
    players = games.GAMES[game].players[0]
    start = time.perf_counter()
    for seed in range(hands):
        play(game, seed, ["experto"] * players)
    elapsed = time.perf_counter() - start
    return f"{game}: {hands / elapsed:.0f} manos enteras por segundo con bots expertos (subasta a pagos)"


def play_truco(seed: int, levels: list[str]) -> TrucoHand:
    """A whole Truco match (two medios juegos out of three), each seat played by the bot of its level."""
    hand = games.new_hand("truco", seed=seed, players=len(levels))
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(games.choose(hand.view(seat), levels[seat]))
    return hand


def measure_truco(players: int, tiros: int = HANDS) -> list[str]:
    """Truco, experto against principiante, seeded matches until ``tiros`` tiros: the share of its matches each
    level wins, of the trucos (the bazas' tantos) its side takes, and its tantos per tiro. Partners are of one level
    (:func:`pairs`); de gallo (three, each keeping his own tantos) the tables are :func:`mixed`.
    """
    seats = dict.fromkeys(games.LEVELS, 0)
    won = dict.fromkeys(games.LEVELS, 0)
    tantos = dict.fromkeys(games.LEVELS, 0)
    trucos = dict.fromkeys(games.LEVELS, 0)
    seat_tiros = dict.fromkeys(games.LEVELS, 0)
    played = matches = 0
    while played < tiros:
        levels = mixed(matches, players) if players == 3 else pairs(matches, players)
        hand = play_truco(matches, levels)
        result = hand.result()
        assert result is not None
        for seat, level in enumerate(levels):
            seats[level] += 1
            won[level] += seat in result.winners
        for tiro in hand.state.tiros:
            played += 1
            truco = [line.side for line in tiro.lines if "truco" in line.concept]
            for seat, level in enumerate(levels):
                seat_tiros[level] += 1
                side = tiro.sides[seat]
                tantos[level] += tiro.credited[seat if len(tiro.credited) == players else side]
                trucos[level] += bool(truco) and truco[-1] == side
        matches += 1
    form = {2: "mano a mano", 3: "de gallo", 4: "partida corriente", 6: "de seis", 8: "de ocho"}[players]
    lines = [f"truco ({form}): {played} tiros en {matches} partidas, experto contra principiante"]
    for level in games.LEVELS:
        lines.append(
            f"  {level:<13} gana {won[level] / seats[level]:.1%} de sus partidas y {trucos[level] / seat_tiros[level]:.1%} "
            f"de los trucos; {tantos[level] / seat_tiros[level]:.2f} tantos por tiro"
        )
    return lines


def speed_truco(players: int, matches: int = 40) -> str:
    start = time.perf_counter()
    played = 0
    for seed in range(matches):
        played += len(play_truco(seed, ["experto"] * players).state.tiros)
    elapsed = time.perf_counter() - start
    form = {2: "mano a mano", 3: "de gallo", 4: "partida corriente", 6: "de seis", 8: "de ocho"}[players]
    return (
        f"truco ({form}): {played / elapsed:.0f} tiros enteros por segundo, {matches / elapsed:.1f} partidas por "
        "segundo, con bots expertos"
    )


def run() -> list[str]:
    lines: list[str] = []
    for game in OMBRE:
        lines += measure(game, table=table_for(game))
    lines += [line for players in (2, 3, 4, 6, 8) for line in measure_truco(players)]
    lines += [speed(game) for game in OMBRE]
    lines += [speed_truco(players) for players in (2, 3, 4, 6, 8)]
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
