"""``python -m benchmarks``: print every figure the issues ask for."""

from __future__ import annotations

from benchmarks import engine


def main() -> None:
    for line in engine.run():
        print(line)


if __name__ == "__main__":
    main()
