"""Requests that overlap on one record: nothing a learner does is lost when two arrive at the same moment.

The overlap is made deterministic: the second request runs while the first is between reading the hand and
recording its answer (where a read-modify-write would lose the second).
"""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

import games
from tests.tutor.test_practice import renuncio_position
from tutor.practice import table, views

pytestmark = pytest.mark.django_db


def interleave(monkeypatch: pytest.MonkeyPatch, meanwhile: Any) -> None:
    """Run ``meanwhile()`` once, in the middle of the next request that replays a practice hand."""
    replay, pending = table.replay, [meanwhile]

    def replay_after_the_other(record: Any) -> Any:
        if pending:
            pending.pop()()
        return replay(record)

    monkeypatch.setattr(views, "replay", replay_after_the_other)


def test_overlapping_renuncios_are_all_recorded(monkeypatch: pytest.MonkeyPatch):
    learner = User.objects.create_user("rapida", password="x")
    first, second = Client(), Client()
    first.force_login(learner)
    second.force_login(learner)
    record, card = renuncio_position(first)
    address = reverse("practice:act", args=[record.game, record.seed, record.pk])
    data = {"action": card, "version": str(record.version)}
    statuses = []
    interleave(monkeypatch, lambda: statuses.append(second.post(address, data).status_code))

    statuses.append(first.post(address, data).status_code)

    assert statuses == [200, 200]
    record.refresh_from_db()
    assert [attempt["action"] for attempt in record.illegal] == [card, card]
    assert sum(n for code, n in record.illegal_by_kind.items() if code in games.OBLIGATION_CODES) == 2
