"""The site's sessions: Django's database sessions, read by one plain query (issue #17).

Every request of the practice table reads the visitor's session. Django builds that ``get()`` with the ORM, which
cost more than running it (``tutor/practice/store.py`` says the same of the table's own queries): this reads the
same row's data with a cursor, the expiry date prepared by the model's own field. Everything else (saving, cycling
keys, clearing expired sessions) is Django's.
"""

from __future__ import annotations

from typing import Any

from django.contrib.sessions.backends import db
from django.contrib.sessions.models import Session
from django.db import connection
from django.utils import timezone

TABLE = Session._meta.db_table


class SessionStore(db.SessionStore):
    def load(self) -> dict[str, Any]:
        """The data of this key's unexpired session, or ``{}`` with the key forgotten (as Django does)."""
        expiry = Session._meta.get_field("expire_date").get_db_prep_value(timezone.now(), connection)
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT session_data FROM {connection.ops.quote_name(TABLE)}"
                " WHERE session_key = %s AND expire_date > %s",
                [self.session_key, expiry],
            )
            found = cursor.fetchone()
        if found is None:
            self._session_key = None
            return {}
        return self.decode(found[0])
