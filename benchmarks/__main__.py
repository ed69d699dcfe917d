"""``python -m benchmarks``: print every figure the issues ask for (speed against an earlier revision, engine,
whole hands, load on the table)."""

from __future__ import annotations

from benchmarks import bazas, compare, content, engine, hands, learn, load


def main() -> None:
    for part in (compare, engine, hands, bazas, content, learn, load):
        for line in part.run():
            print(line, flush=True)
        print(flush=True)


if __name__ == "__main__":
    main()
