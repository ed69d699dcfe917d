"""The site's sessions (tutor/sessions.py) read what Django's database sessions read, by a plain query."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.sessions.backends import db
from django.contrib.sessions.models import Session
from django.db import connection
from django.utils import timezone

from tutor.sessions import SessionStore, data_query

pytestmark = pytest.mark.django_db


def stored(data: dict[str, object], expires_in: timedelta = timedelta(days=1)) -> str:
    """The key of a session saved with ``data``, expiring ``expires_in`` from now."""
    store = SessionStore()
    store.update(data)
    store.save()
    assert store.session_key is not None
    Session.objects.filter(session_key=store.session_key).update(expire_date=timezone.now() + expires_in)
    return store.session_key


def test_the_site_uses_these_sessions():
    assert settings.SESSION_ENGINE == "tutor.sessions"


@pytest.mark.parametrize(
    "key",
    [
        "live",
        "expired",
        "absent-but-well-formed-key-0123",
        "' OR '1'='1",
        "x" * 5000,
        "١٢٣٤٥٦٧٨٩٠",
    ],
)
@pytest.mark.parametrize("taken", [False, True])
def test_every_key_reads_as_django_reads_it(key, taken):
    """Django's own database sessions are the oracle: the same data, and the same key kept or forgotten, whether
    the session is loaded by its own query or taken from another statement's (as the practice table reads it)."""
    named = {
        "live": stored({"hand": 7, "nombre": "Ñoño <b>"}),
        "expired": stored({"hand": 8}, expires_in=timedelta(seconds=-1)),
    }
    key = named.get(key, key)
    ours, django = SessionStore(key), db.SessionStore(key)
    if taken:
        with connection.cursor() as cursor:
            cursor.execute(*data_query(key))
            found = cursor.fetchone()
        ours.take(None if found is None else found[0])
        assert ours.loaded
    assert dict(ours.items()) == django.load()
    assert ours.session_key == django.session_key


def test_a_live_session_is_read_and_an_expired_one_is_not():
    live = SessionStore(stored({"hand": 7}))
    assert live.load() == {"hand": 7}
    assert live.session_key is not None
    expired = SessionStore(stored({"hand": 8}, expires_in=timedelta(seconds=-1)))
    assert expired.load() == {}
    assert expired.session_key is None  # forgotten, so a new session gets a new key
