"""The site's sessions: Django's database sessions, read by one plain query (issue #17).

Every request of the practice table reads the visitor's session. Django builds that ``get()`` with the ORM, which
cost more than running it (``tutor/practice/store.py`` says the same of the table's own queries): this reads the
same row's data with a cursor, the expiry date prepared by the model's own field. The practice table reads it in its
own statement instead, with the hand (:meth:`SessionStore.take`). Everything else (saving, cycling keys, clearing
expired sessions) is Django's.
"""

from __future__ import annotations

from typing import Any

from django.contrib.sessions.backends import db
from django.contrib.sessions.models import Session
from django.db import connection
from django.utils import timezone

TABLE = Session._meta.db_table


def data_query(session_key: str | None) -> tuple[str, list[Any]]:
    """The query of the encoded data of that key's unexpired session (no row when there is none), and its
    parameters."""
    expiry = Session._meta.get_field("expire_date").get_db_prep_value(timezone.now(), connection)
    return (
        f"SELECT session_data FROM {connection.ops.quote_name(TABLE)} WHERE session_key = %s AND expire_date > %s",
        [session_key, expiry],
    )


class SessionStore(db.SessionStore):
    def load(self) -> dict[str, Any]:
        """The data of this key's unexpired session, or ``{}`` with the key forgotten (as Django does)."""
        with connection.cursor() as cursor:
            cursor.execute(*data_query(self.session_key))
            found = cursor.fetchone()
        return self.decoded(None if found is None else found[0])

    @property
    def loaded(self) -> bool:
        """Whether the session's data has been read (or set) already."""
        return hasattr(self, "_session_cache")

    def take(self, data: str | None) -> None:
        """Hold ``data`` as this session's, read by another statement from :func:`data_query`: what :meth:`load`
        would have read, without its query."""
        self._session_cache = self.decoded(data)

    def decoded(self, data: str | None) -> dict[str, Any]:
        """The session's data from its encoded ``data``; ``{}`` with the key forgotten for no row (as Django does)."""
        if data is None:
            self._session_key = None
            return {}
        return self.decode(data)
