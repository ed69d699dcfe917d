"""The site's sessions: Django's database sessions, read by one plain query (issue #17).

Every request of the practice table reads the visitor's session. Django builds that ``get()`` with the ORM, which
cost more than running it (``tutor/practice/store.py`` says the same of the table's own queries); this reads the
same row with ``raw()``, the expiry date prepared by the model's own field. Everything else (saving, cycling keys,
clearing expired sessions) is Django's.
"""

from __future__ import annotations

from django.contrib.sessions.backends import db
from django.contrib.sessions.models import Session
from django.db import connection
from django.utils import timezone

TABLE = Session._meta.db_table


class SessionStore(db.SessionStore):
    def _get_session_from_db(self) -> Session | None:
        """The unexpired session of this key, or ``None`` (and the key forgotten, as Django does)."""
        expiry = Session._meta.get_field("expire_date").get_db_prep_value(timezone.now(), connection)
        found = list(
            Session.objects.raw(
                f"SELECT * FROM {connection.ops.quote_name(TABLE)} WHERE session_key = %s AND expire_date > %s",
                [self.session_key, expiry],
            )
        )
        if not found:
            self._session_key = None
            return None
        return found[0]
