"""Engine and whole-hand speed against an earlier revision, measured in one run on this machine.

``BENCH_BASE=<rev> make bench`` (default: the commit before the engine took one package per family) checks the
revision out in a temporary worktree and times the same work in both trees, alternating, in fresh processes; it
prints each figure's ratio (CPU time; above 1: this tree is faster; ``—`` for a figure the revision cannot give).
``BENCH_ROUNDS`` sets the rounds (7). Without git, or with ``BENCH_BASE=`` empty, it says so.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASE = os.environ.get("BENCH_BASE", "2e7b76c")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "7"))

# The work, run with the tree to measure first on sys.path: it speaks the public API of both engines.
WORK = r"""
import json, random, sys, time
import games
choose = getattr(games, "choose", None)
if choose is None:
    from games import bots
    choose = bots.choose

def positions(slug, count, rng):
    rules = games.find_game(slug)
    rules = getattr(rules, "rules", rules)
    players = rules.players[0] if slug != "tute" else 3
    size = rules.hand_size[players]
    found = []
    while len(found) < count:
        deck = list(rules.deck)
        rng.shuffle(deck)
        hands = [[str(c) for c in deck[i * size:(i + 1) * size]] for i in range(players)]
        pos = games.position(slug, hands=hands, trump=rng.choice("OCEB") if rules.has_trumps else None)
        while not pos.is_over:
            pos = pos.play(rng.choice(pos.legal_plays()))
            if pos.trick and not pos.is_trick_complete:
                found.append(pos)
    return found[:count]

figures = {}
for slug in ("tresillo", "tute", "malilla", "truco"):
    batch = positions(slug, 1500, random.Random(7))
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        for pos in batch:
            pos.legal_plays()
        best = min(best, time.process_time() - start)
    figures[f"legal_plays {slug} (µs)"] = best / len(batch) * 1e6
for slug, players, count in (("tresillo", 3, 60), ("brisca", 2, 60), ("tute", 2, 15), ("truco", 2, 6)):
    hand = games.new_hand(slug, seed=count, players=players)
    choose(hand.view(hand.to_move), "experto")  # once untimed: tables a player computes at its first move
    start = time.process_time()
    actions = 0
    for seed in range(count):
        hand = games.new_hand(slug, seed=seed, players=players)
        while not hand.is_over:
            seat = hand.to_move
            hand = hand.apply(choose(hand.view(seat), "experto"))
            actions += 1
        type(hand).from_notation(hand.notation)
    # per action (view, the experto's choice, the check and the new state), and the replay at the end: a rules
    # change that makes hands longer or shorter does not move the figure
    figures[f"accion {slug} ({players}) (µs)"] = (time.process_time() - start) / actions * 1e6
for slug, players, count in (("truco", 2, 3), ("tute", 2, 8)):
    # the computation of the legal actions of every state of played hands (behind the memo, where there is one)
    found = []
    for seed in range(count):
        hand = games.new_hand(slug, seed=seed, players=players)
        while not hand.is_over:
            found.append(hand)
            hand = hand.apply(choose(hand.view(hand.to_move), "experto"))
    if not hasattr(found[0], "rules"):
        continue
    compute = getattr(type(found[0].rules).legal_actions, "__wrapped__", type(found[0].rules).legal_actions)
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        for hand in found:
            compute(hand.rules, hand.state)
        best = min(best, time.process_time() - start)
    figures[f"legal_actions {slug} (µs)"] = best / len(found) * 1e6
print(json.dumps(figures))
"""


def measure(tree: Path) -> dict[str, float]:
    """One run of :data:`WORK` with ``tree``'s engine."""
    out = subprocess.run(
        [sys.executable, "-c", WORK], cwd=tree, capture_output=True, text=True, check=True
    ).stdout
    figures: dict[str, float] = json.loads(out)
    return figures


def run() -> list[str]:
    if not BASE:
        return ["Comparación con otra revisión: BENCH_BASE vacío, no se mide."]
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder) / "base"
        made = subprocess.run(
            ["git", "worktree", "add", "--detach", str(base), BASE], cwd=ROOT, capture_output=True, text=True
        )
        if made.returncode != 0:
            return [f"Comparación con {BASE}: no se pudo sacar la revisión ({made.stderr.strip()[:120]})."]
        try:
            runs: dict[str, list[dict[str, float]]] = {"base": [], "head": []}
            for _ in range(ROUNDS):  # alternating, so that the machine's drift hits both alike
                runs["base"].append(measure(base))
                runs["head"].append(measure(ROOT))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=ROOT, capture_output=True)
    lines = [
        f"Motor y manos enteras: este árbol frente a {BASE}, {ROUNDS} rondas alternas, la mejor de cada una",
        f"{'figura':<30} {BASE:>10} {'ahora':>10} {'veces más rápido':>17}",
    ]
    for name in runs["head"][0]:
        after = min(r[name] for r in runs["head"])  # the least disturbed run: this machine is shared
        if name not in runs["base"][0]:
            lines.append(f"{name:<30} {'—':>10} {after:>10.2f} {'—':>17}")
            continue
        before = min(r[name] for r in runs["base"])
        lines.append(f"{name:<30} {before:>10.2f} {after:>10.2f} {before / after:>17.2f}")
    return lines


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
