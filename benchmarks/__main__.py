"""``python -m benchmarks``: print every figure the issues ask for (speed against an earlier revision, engine,
whole hands, the open-hand solver, Aprende's steps, load on the table, the class pages)."""

from __future__ import annotations

from benchmarks import bazas, classes, compare, engine, hands, learn, load, review, solver


def main() -> None:
    for part in (compare, engine, hands, bazas, solver, review, learn, load, classes):
        for line in part.run():
            print(line, flush=True)
        print(flush=True)


if __name__ == "__main__":
    main()
