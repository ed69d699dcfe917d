"""On PostgreSQL, trigram indexes for the search (issue #17): Django's ``icontains`` is ``UPPER(col::text) LIKE
UPPER(%s)``, which a GIN index of ``pg_trgm`` over that same expression answers without reading every row. SQLite has
no such index; this migration does nothing there."""

from __future__ import annotations

import logging
from typing import Any

from django.db import DatabaseError, migrations, transaction

logger = logging.getLogger(__name__)

# (index, table, column): what the search filters on (tutor.lessons.search)
INDEXED = (
    ("lessons_lesson_title_trgm", "lessons_lesson", "title"),
    ("lessons_lesson_search_text_trgm", "lessons_lesson", "search_text"),
    ("lessons_term_term_trgm", "lessons_term", "term"),
    ("lessons_definition_definition_trgm", "lessons_definition", "definition"),
)


def create(apps: Any, schema_editor: Any) -> None:
    if schema_editor.connection.vendor != "postgresql":
        return
    try:
        with transaction.atomic(
            using=schema_editor.connection.alias
        ):  # a savepoint: a refusal leaves the rest
            schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    except DatabaseError:
        # The role may not create extensions on this server: the search still works, by reading every row.
        logger.warning("pg_trgm is not available: the search runs without its trigram indexes")
        return
    for name, table, column in INDEXED:
        schema_editor.execute(
            f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" USING gin ((UPPER("{column}"::text)) gin_trgm_ops)'
        )


def drop(apps: Any, schema_editor: Any) -> None:
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, _, _ in INDEXED:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')


class Migration(migrations.Migration):
    dependencies = [("lessons", "0002_curriculum_version")]

    operations = [migrations.RunPython(create, drop)]
