"""``python -m benchmarks``: print every figure the issues ask for (speed against an earlier revision, engine, the solver,
whole hands, load on the table)."""

from __future__ import annotations

from benchmarks import bazas, compare, engine, hands, learn, load, solver


def main() -> None:
    for part in (compare, engine, hands, bazas, learn, load, solver):
        for line in part.run():
            print(line, flush=True)
        print(flush=True)


if __name__ == "__main__":
    main()
