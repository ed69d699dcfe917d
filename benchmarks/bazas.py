"""The games of bazas (the family ``bazas`` of :data:`games.GAMES`): *experto* against *principiante*, and partidas per second.

For every game and number of players, 2,000 seeded partidas. Partners are of one level, the experto side changing
every partida; in games each for himself, even seeds seat one experto among principiantes and odd seeds one
principiante among expertos, the odd one out changing seat every partida. For each level: the share of
seat-partidas won (the seat is among the result's winners) and, where the game pays tantos, the mean tantos per
seat-partida. Then 200 partidas with expertos at every seat are timed: partidas and rondas (hands) per second.
"""

from __future__ import annotations

import time

import games
from games.bazas.base import BazaHand

PARTIDAS = 2000
TIMED = 200


# The variants measured besides each game's plain partidas: (game, players, variant).
VARIANTS = (("tute", 2, "habanero"), ("tute", 3, "remate"), ("cientos", 2, "calidades"))


def play(game: str, players: int, seed: int, levels: list[str], variant: str | None = None) -> BazaHand:
    """One partida from the first deal to the result, each seat played by the bot of its level."""
    hand = games.new_hand(game, seed=seed, players=players, variant=variant)
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        hand = hand.apply(games.choose(hand.view(seat), levels[seat]))
    return hand


def levels_for(hand: BazaHand, seed: int) -> list[str]:
    sides = hand.view(0).sides
    players = len(sides)
    if max(sides) + 1 < players:  # partners: one side of expertos
        experts = seed % (max(sides) + 1)
        return ["experto" if sides[seat] == experts else "principiante" for seat in range(players)]
    odd = (seed // 2) % players
    lone, rest = ("experto", "principiante") if seed % 2 == 0 else ("principiante", "experto")
    return [lone if seat == odd else rest for seat in range(players)]


def measure(game: str, players: int, variant: str | None = None, partidas: int = PARTIDAS) -> list[str]:
    seats = dict.fromkeys(games.LEVELS, 0)
    wins = dict.fromkeys(games.LEVELS, 0)
    tantos = dict.fromkeys(games.LEVELS, 0)
    paid = False
    for seed in range(partidas):
        levels = levels_for(games.new_hand(game, seed=seed, players=players, variant=variant), seed)
        result = play(game, players, seed, levels, variant).result()
        assert result is not None
        paid = paid or bool(result.transfers)
        for seat, level in enumerate(levels):
            seats[level] += 1
            wins[level] += seat in result.winners
            tantos[level] += result.payments[seat]
    lines = [f"{title(game, players, variant)}: {partidas} partidas, experto contra principiante"]
    for level in games.LEVELS:
        money = f", {tantos[level] / seats[level]:+.2f} tantos por partida" if paid else ""
        lines.append(f"  {level:<13} gana {wins[level] / seats[level]:.1%} de sus partidas{money}")
    return lines


def speed(game: str, players: int, variant: str | None = None, partidas: int = TIMED) -> str:
    start = time.perf_counter()
    rondas = 0
    for seed in range(partidas):
        rondas += max(1, len(play(game, players, seed, ["experto"] * players, variant).view(0).rondas))
    elapsed = time.perf_counter() - start
    return (
        f"{title(game, players, variant)}: {partidas / elapsed:.0f} partidas y {rondas / elapsed:.0f} rondas por "
        "segundo con bots expertos"
    )


def title(game: str, players: int, variant: str | None) -> str:
    return f"{game}{f' {variant}' if variant else ''} ({players} jugadores)"


def configs() -> list[tuple[str, int, str | None]]:
    plain = [
        (game, players, None)
        for game, rules in sorted(
            (slug, game.hand_rules) for slug, game in games.GAMES.items() if game.family == "bazas"
        )
        for players in rules.players
    ]
    return [*plain, *VARIANTS]


def run() -> list[str]:
    lines: list[str] = []
    for config in configs():
        lines += measure(*config)
    lines += [speed(*config) for config in configs()]
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
