"""A table request restores the hand from its snapshot and tells the history from the moves stored as they
happened: nothing is replayed from the deal, and the notation stays the truth when a snapshot does not match."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import games
from tests.tutor.test_practice import act, sit
from tutor.practice.models import PracticeHand
from tutor.practice.table import replay

pytestmark = pytest.mark.django_db


def play(client: Client, record: PracticeHand, moves: int) -> None:
    for _ in range(moves):
        record.refresh_from_db()
        hand = games.Hand.from_notation(record.notation)
        if hand.is_over:
            return
        assert act(client, record, hand.legal_actions()[0]).status_code == 200


def no_replay_from_the_deal(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make any replay of a notation with actions fail the test (a hand's header alone may still be read)."""
    real = games.Hand.from_notation
    replayed: list[str] = []

    def guarded(text: str) -> Any:
        if text.partition("|")[2].strip():
            replayed.append(text)
        return real(text)

    monkeypatch.setattr(games.Hand, "from_notation", staticmethod(guarded))
    return replayed


@pytest.mark.parametrize("game", ["tute", "truco", "tresillo"])
def test_every_version_has_its_snapshot_and_its_moves(client: Client, game: str):
    record = sit(client, game, 11)
    play(client, record, 6)
    record.refresh_from_db()
    hand = games.Hand.from_notation(record.notation)
    assert record.snapshot_version == record.version
    assert [row.action for row in record.move_rows.all()] == list(hand.actions)
    assert replay(record).notation == record.notation


def test_a_play_and_a_visit_replay_nothing_from_the_deal(client: Client, monkeypatch: pytest.MonkeyPatch):
    record = sit(client, "tute", 11)
    play(client, record, 3)
    replayed = no_replay_from_the_deal(monkeypatch)
    record.refresh_from_db()
    legal = replay(record).legal_actions()[0]
    assert replayed == []  # replay() itself restored the snapshot
    assert act(client, record, legal).status_code == 200
    assert client.get(reverse("practice:hand", args=["tute", 11, record.pk])).status_code == 200
    assert replayed == []


def test_the_check_notices_a_table_that_replays(client: Client, monkeypatch: pytest.MonkeyPatch):
    record = sit(client, "tute", 11)
    play(client, record, 2)
    PracticeHand.objects.filter(pk=record.pk).update(snapshot=b"")
    replayed = no_replay_from_the_deal(monkeypatch)
    assert client.get(reverse("practice:hand", args=["tute", 11, record.pk])).status_code == 200
    assert replayed


@pytest.mark.parametrize("snapshot", [b"garbage", "another hand"])
def test_a_snapshot_that_does_not_match_the_notation_is_not_trusted(client: Client, snapshot: Any):
    record = sit(client, "tute", 11)
    play(client, record, 2)
    record.refresh_from_db()
    truth = games.Hand.from_notation(record.notation)
    if snapshot == "another hand":
        other = sit(client, "tute", 12)
        other.refresh_from_db()
        snapshot = bytes(other.snapshot)
    PracticeHand.objects.filter(pk=record.pk).update(snapshot=snapshot)
    record.refresh_from_db()
    assert replay(record).legal_actions() == truth.legal_actions()
    assert act(client, record, truth.legal_actions()[0]).status_code == 200


def test_a_record_without_moves_tells_its_history_all_the_same(client: Client):
    record = sit(client, "tresillo", 7)
    play(client, record, 3)
    with_moves = page(client, record)
    record.move_rows.all().delete()
    PracticeHand.objects.filter(pk=record.pk).update(snapshot=b"", snapshot_version=None)
    assert page(client, record) == with_moves
    record.refresh_from_db()
    assert [row.action for row in record.move_rows.all()] == list(replay(record).actions)  # kept anew


def page(client: Client, record: PracticeHand) -> str:
    """The table's page without its CSRF tokens (masked afresh on every request)."""
    html = client.get(reverse("practice:hand", args=[record.game, record.seed, record.pk])).content.decode()
    return re.sub(r'(csrfmiddlewaretoken" value="|X-CSRFToken": ")[^"]+', "", html)
