"""The search's text filters are answered by indexes where the database has them (issue #17): on PostgreSQL, the
trigram indexes of migration ``lessons.0003``; SQLite has none, and the migration leaves it untouched."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tutor.lessons.search import search_lessons, search_terms

INDEXES = {
    "lessons_lesson_title_trgm",
    "lessons_lesson_search_text_trgm",
    "lessons_term_term_trgm",
    "lessons_definition_definition_trgm",
}


def trigram_indexes() -> set[str]:
    with connection.cursor() as cursor:
        return {
            name
            for table in ("lessons_lesson", "lessons_term", "lessons_definition")
            for name in connection.introspection.get_constraints(cursor, table)
            if name.endswith("_trgm")
        }


def filters(query: str) -> list[str]:
    """The SQL of the search's queries that filter text (``LIKE``), as run for ``query``."""
    with CaptureQueriesContext(connection) as captured:
        search_lessons(query)
        search_terms(query)
    return [item["sql"] for item in captured.captured_queries if "LIKE" in item["sql"]]


@pytest.mark.django_db
def test_every_text_filter_of_the_search_uses_a_trigram_index_on_postgresql_and_sqlite_has_none():
    sql = filters("arrastre")
    assert len(sql) == 3  # the lessons, the terms named, the terms mentioned
    if connection.vendor != "postgresql":
        assert trigram_indexes() == set()
        return
    assert trigram_indexes() == INDEXES
    with connection.cursor() as cursor:
        # The tables are small, so the planner reads them whole: ask instead whether an index *can* answer the
        # filter (a bitmap scan needs an index condition; a plain index scan would only walk another index).
        cursor.execute("SET enable_seqscan = off")
        cursor.execute("SET enable_indexscan = off")
        for statement in sql:
            cursor.execute(f"EXPLAIN {statement}")
            plan = "\n".join(row[0] for row in cursor.fetchall())
            assert "_trgm" in plan, plan
        cursor.execute("RESET enable_seqscan")
        cursor.execute("RESET enable_indexscan")
