"""``python -m benchmarks``: print every figure the issues ask for (speed against an earlier revision, engine,
whole hands, the Tresillo's variants, the open-hand solver, the hint, Aprende's steps, load on the table, the class
pages)."""

from __future__ import annotations

from benchmarks import (
    banca,
    bazas,
    cinquillo,
    classes,
    combinaciones,
    compare,
    content,
    engine,
    hands,
    hints,
    learn,
    load,
    mus,
    pesca,
    review,
    solver,
    table,
    tresillo,
)


def main() -> None:
    for part in (
        compare,
        engine,
        hands,
        tresillo,
        bazas,
        banca,
        combinaciones,
        pesca,
        mus,
        cinquillo,
        solver,
        hints,
        review,
        table,
        content,
        learn,
        load,
        classes,
    ):
        for line in part.run():
            print(line, flush=True)
        print(flush=True)


if __name__ == "__main__":
    main()
