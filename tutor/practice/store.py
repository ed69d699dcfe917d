"""The practice table's queries of every play, in plain SQL: finding the visitor's hand (with the last moves its
table shows, and the visitor's session), reading other moves, saving its new version, and adding its moves (issue
#17). On PostgreSQL a play sends two statements: the one that finds the hand, and the one that saves it.

They run on every request of the table, and building them with the ORM cost more than running them: 0.8–1.2 ms to
build a ``get()`` against 0.26 ms for the same row read by ``raw()``, 0.5 ms for an ``update()``, 0.6–1.0 ms for a
``bulk_create()`` of a few rows (``python -m benchmarks.table`` prints what a play costs). ``find_hand`` reads with
a cursor and gives the row to the model's ``from_db``: the hand with its moves and session cost 0.16 ms of CPU
through ``raw()`` on SQLite and 0.33–0.40 ms on PostgreSQL, against 0.09 and 0.20–0.22 ms with the cursor. The
values are still prepared, and converted when read, by the model's own fields, so both databases get and give what
the ORM would.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any
from weakref import WeakKeyDictionary

from django.db import connection, connections, models, transaction
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models.expressions import Col

from tutor.practice.models import PracticeHand, PracticeMove

HANDS = PracticeHand._meta.db_table
MOVES = PracticeMove._meta.db_table
# What a table reads of each move, in the order of a Row; a move's row is these and its hand.
ROW_COLUMNS = ("number", "seat", "action", "trump", "ronda", "stock")
MOVE_COLUMNS = ("hand_id", *ROW_COLUMNS)
# A hand's fields, in the order find_hand reads them; and for each connection (each thread has its own), the
# converters of those the ORM converts after reading them, by place.
FIELDS = PracticeHand._meta.concrete_fields
ATTNAMES = [field.attname for field in FIELDS]
Converters = list[tuple[int, Col, list[Any]]]
_CONVERTERS: WeakKeyDictionary[BaseDatabaseWrapper, Converters] = WeakKeyDictionary()


def columns(model: type[models.Model], names: Sequence[str]) -> list[tuple[str, models.Field[Any, Any]]]:
    """The quoted column and the field of each of ``names`` in ``model`` (a foreign key by its ``_id`` name)."""
    found = []
    for name in names:
        field = model._meta.get_field(name)
        assert isinstance(field, models.Field) and field.column is not None
        found.append((connection.ops.quote_name(field.column), field))
    return found


Row = tuple[int, int, str, str, int, int]  # a move's ROW_COLUMNS


@dataclass(frozen=True, slots=True)
class Recent:
    """The move rows read with a hand by :func:`find_hand` (and those its play added since), in order: every row
    from the ``start``-th move on, and every row of ``ronda`` when it is not None."""

    rows: tuple[Row, ...]
    start: int
    ronda: int | None

    def holding(self, since: int, ronda: int | None) -> list[Row] | None:
        """The rows :func:`stored_moves` would read, or None when some of them may be missing here. The rondas of a
        hand only grow, so every row of a later ronda than ours was added by this request."""
        if since < self.start or (ronda is not None and (self.ronda is None or ronda < self.ronda)):
            return None
        return [row for row in self.rows if row[0] >= since or row[4] == ronda]

    def plus(self, rows: Sequence[PracticeMove]) -> Recent:
        """These rows and ``rows``, the moves saved after them (by the request that read them)."""
        added = tuple(tuple(getattr(row, name) for name in ROW_COLUMNS) for row in rows)
        return Recent(self.rows + added, self.start, self.ronda)


def find_hand(
    pk: int,
    game: str,
    seed: int,
    *,
    last: int,
    whole_ronda: bool,
    also: tuple[str, Sequence[Any]] | None = None,
) -> tuple[PracticeHand, Any] | None:
    """The hand ``pk`` of that deal, whoever's it is (the caller checks that it is the visitor's), or None.

    The same statement reads its ``last`` move rows, and every row of its last ronda when ``whole_ronda``: they
    are kept as the record's ``recent`` (the table shows them). It also reads the value of the query ``also`` (and
    its parameters), given beside the record: the table reads the visitor's session so. Each saves a round trip.
    """
    recent, recent_values = recent_rows(pk, last, whole_ronda)
    extra, extra_values = also or ("SELECT NULL", [])
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {hand_columns(connection.vendor)},"
            f" ({recent}) AS recent_rows, ({extra}) AS also FROM {connection.ops.quote_name(HANDS)} h"
            " WHERE h.id = %s AND h.game = %s AND h.seed = %s",
            [*recent_values, *extra_values, pk, game, seed],
        )
        found = cursor.fetchone()
    if found is None:
        return None
    *stored, kept, value = found
    record = PracticeHand.from_db(connection.alias, ATTNAMES, as_read(stored))
    # The rows: JSON text on SQLite; already read on PostgreSQL; NULL for none.
    rows = sorted(tuple(row) for row in (json.loads(kept) if isinstance(kept, str) else kept or ()))
    start, ronda = (rows[-1][0] + 1 - last, rows[-1][4]) if rows else (0, 0)
    record.recent = Recent(tuple(rows), start, ronda if whole_ronda else None)
    return record, value


@cache
def hand_columns(vendor: str) -> str:
    """The columns of a hand's fields, in order, for a ``SELECT`` from the hands as ``h`` (quoted for ``vendor``)."""
    return ", ".join(f"h.{name}" for name, _ in columns(PracticeHand, [f.name for f in FIELDS]))


def as_read(values: Sequence[Any]) -> list[Any]:
    """The ``values`` of a hand's fields as the ORM reads them from a row (JSON decoded, SQLite's dates parsed…).
    The converters are worked out once per connection: doing it at every play cost more than ``raw()`` did."""
    wrapper = connections[connection.alias]
    if wrapper not in _CONVERTERS:
        _CONVERTERS[wrapper] = [
            (index, column, converters)
            for index, column in enumerate(field.get_col(HANDS) for field in FIELDS)
            if (converters := wrapper.ops.get_db_converters(column) + column.get_db_converters(wrapper))
        ]
    read = list(values)
    for index, column, converters in _CONVERTERS[wrapper]:
        for convert in converters:
            read[index] = convert(read[index], column, wrapper)
    return read


def recent_rows(pk: int, last: int, whole_ronda: bool) -> tuple[str, list[Any]]:
    """The subquery of :func:`find_hand` that reads the ``last`` moves of hand ``pk`` as one JSON array (with every
    move of its last ronda when ``whole_ronda``), and its parameters. The hand is named by its number, not by the
    outer row: SQLite evaluated the correlated bounds once per move row (0.44 ms at move 600, 0.11 ms so)."""
    array, group = (
        ("json_build_array", "json_agg")
        if connection.vendor == "postgresql"
        else ("json_array", "json_group_array")
    )
    moves = connection.ops.quote_name(MOVES)
    latest = "(SELECT l.{} FROM " + moves + " l WHERE l.hand_id = %s ORDER BY l.number DESC LIMIT 1)"
    in_ronda = f" OR m.ronda = {latest.format('ronda')}" if whole_ronda else ""
    return (
        f"SELECT {group}({array}({', '.join(f'm.{name}' for name in ROW_COLUMNS)})) FROM {moves} m"
        f" WHERE m.hand_id = %s AND (m.number > {latest.format('number')} - %s{in_ronda})",
        [pk, pk, last] + ([pk] if whole_ronda else []),
    )


def stored_moves(pk: int, since: int, ronda: int | None) -> list[Row]:
    """The rows of hand ``pk`` from the ``since``-th move on, and those of ``ronda`` when given, in order."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {', '.join(ROW_COLUMNS)} FROM {connection.ops.quote_name(MOVES)}"
            " WHERE hand_id = %s AND (number >= %s OR ronda = %s) ORDER BY number",
            [pk, since, -1 if ronda is None else ronda],
        )
        return list(cursor.fetchall())


def save_version(record: PracticeHand, changes: dict[str, Any], rows: Sequence[PracticeMove]) -> bool:
    """Write ``changes`` to the record if it is still at its version, with the ``rows`` of the moves it adds; both
    or neither (a post that lost the race to another changes nothing).

    On PostgreSQL this is one statement, atomic by itself: the rows are inserted only if the update found the version,
    and the round trips of ``BEGIN``, a separate ``INSERT`` and ``COMMIT`` are saved (one statement instead of four).
    The rows go as one JSON parameter, so the statement's text is the same whatever their number and psycopg parses it
    once (a deal's first play may add nine rows or more: their 63 parameters, in a text psycopg had not parsed before,
    cost the save 0.35 ms more). SQLite cannot update inside a ``WITH``, and its transaction costs no round trip.
    """
    changed = columns(PracticeHand, list(changes))
    assignments = ", ".join(f"{column} = %s" for column, _ in changed)
    values = [field.get_db_prep_save(changes[field.name], connection) for _, field in changed]
    update = f"UPDATE {connection.ops.quote_name(HANDS)} SET {assignments} WHERE id = %s AND version = %s"
    values += [record.pk, record.version]
    if connection.vendor == "postgresql" and rows:
        move_fields = columns(PracticeMove, MOVE_COLUMNS)
        names = ", ".join(column for column, _ in move_fields)
        moves = connection.ops.quote_name(MOVES)
        with connection.cursor() as cursor:
            cursor.execute(
                f"WITH saved AS ({update} RETURNING id) INSERT INTO {moves} ({names})"
                f" SELECT {', '.join(f'added.{column}' for column, _ in move_fields)}"
                f" FROM saved, json_populate_recordset(NULL::{moves}, %s::json) AS added",
                [*values, json.dumps([as_record(row, move_fields) for row in rows])],
            )
            return bool(cursor.rowcount == len(rows))
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(update, values)
        if cursor.rowcount != 1:
            return False
        add_rows(rows)
    return True


def as_record(row: PracticeMove, fields: list[tuple[str, models.Field[Any, Any]]]) -> dict[str, Any]:
    """A move ``row`` as PostgreSQL's ``json_populate_recordset`` reads a row of the table: its value by column."""
    return {
        str(field.column): field.get_db_prep_save(getattr(row, field.attname), connection)
        for _, field in fields
    }


def inserted(rows: Sequence[PracticeMove]) -> tuple[str, str, list[list[Any]]]:
    """The quoted column names of a move row, the placeholders of one row's values, and each row's values."""
    fields = columns(PracticeMove, MOVE_COLUMNS)
    return (
        ", ".join(column for column, _ in fields),
        f"({', '.join(['%s'] * len(fields))})",
        [
            [field.get_db_prep_save(getattr(row, field.attname), connection) for _, field in fields]
            for row in rows
        ],
    )


def add_rows(rows: Sequence[PracticeMove]) -> None:
    """Insert the move ``rows`` (in the caller's transaction, when there is one)."""
    if not rows:
        return
    names, placeholders, row_values = inserted(rows)
    with connection.cursor() as cursor:
        cursor.executemany(
            f"INSERT INTO {connection.ops.quote_name(MOVES)} ({names}) VALUES {placeholders}", row_values
        )
