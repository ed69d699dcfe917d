"""``python -m tutor.learn.check [fixtures]``: check every step of «Aprende a jugar» against the engine and print
each problem, with a count of courses, stages and steps (exit status 1 when something is wrong)."""

from __future__ import annotations

import sys
from pathlib import Path

from tutor.learn.reader import read_tracks


def main(argv: list[str]) -> int:
    root = Path(argv[0]) if argv else Path(__file__).resolve().parents[2] / "fixtures"
    problems: list[str] = []
    tracks = read_tracks(root, problems)
    for problem in problems:
        print(problem)
    stages = sum(len(track.stages) for track in tracks)
    steps = sum(len(stage["steps"]) for track in tracks for stage in track.stages)
    print(f"{len(tracks)} cursos, {stages} etapas, {steps} pasos; {len(problems)} problemas")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
