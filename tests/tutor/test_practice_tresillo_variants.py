"""The Tresillo's penetro and chipolo at the practice table: chosen at the sit-down form, played to the payments
through the Django test client, and an illegal action answered in Spanish with role="alert", changing nothing."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import games
from tutor.practice.models import PracticeHand
from tutor.practice.table import replay

pytestmark = pytest.mark.django_db


def sit(client: Client, variant: str, seat: int, seed: int) -> PracticeHand:
    response = client.post(
        reverse("practice:table", args=["tresillo", seed]),
        {"asiento": str(seat), "nivel": "experto", "modalidad": variant},
    )
    assert response.status_code == 302, response.content.decode()[:500]
    return PracticeHand.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))


def act(client: Client, record: PracticeHand, action: str) -> Any:
    record.refresh_from_db()
    return client.post(
        reverse("practice:act", args=[record.game, record.seed, record.pk]),
        {"action": action, "version": str(record.version)},
    )


def refused(client: Client, record: PracticeHand, action: str) -> str:
    """The alert that refuses ``action``, checked to change nothing."""
    record.refresh_from_db()
    before = record.notation, record.version
    html = act(client, record, action).content.decode()
    found = re.search(r'<div id="violation" role="alert" class="alert">(.*?)</div>', html, re.S)
    assert found, "the refusal is in the role=alert region"
    record.refresh_from_db()
    assert (record.notation, record.version) == before
    return re.sub(r"<[^>]+>", " ", found.group(1))


def play_to_the_end(client: Client, record: PracticeHand) -> games.Hand[Any, Any]:
    for _ in range(60):
        hand = replay(record)
        if hand.is_over:
            return hand
        assert act(client, record, hand.legal_actions()[0]).status_code == 200
        record.refresh_from_db()
    raise AssertionError("the hand did not end")


def passing_seed() -> int:
    """A seed where the three expertos pass, so that the dealer (seat 4) may penetrate."""
    for seed in range(200):
        hand = games.new_hand("tresillo", seed=seed, players=4, variant="penetro")
        while hand.to_move in (0, 1, 2):
            hand = hand.apply(games.choose(hand.view(hand.to_move), "experto"))
        if hand.to_move == 3:
            return seed
    raise AssertionError("no seed where the three pass")


def test_the_sit_down_form_lists_both_variants(client: Client):
    html = client.get(reverse("practice:table", args=["tresillo", 3])).content.decode()
    assert '<option value="penetro"' in html and '<option value="chipolo"' in html


def test_the_dealer_penetrates_and_plays_the_hand_to_its_payments(client: Client):
    record = sit(client, "penetro", 3, passing_seed())
    html = client.get(reverse("practice:hand", args=["tresillo", record.seed, record.pk])).content.decode()
    assert "Penetro" in html
    assert "penetr" in refused(client, record, "entrada").lower()
    assert act(client, record, "penetro").status_code == 200
    record.refresh_from_db()
    assert len(replay(record).view(3).hand) == 9
    assert "vuelta" in refused(client, record, "vuelta").lower()
    hand = play_to_the_end(client, record)
    result = hand.result()
    assert result is not None and result.jugador == 3 and sum(result.payments) + result.pot_change == 0


def test_the_chipolo_is_bid_and_played_without_trump(client: Client):
    record = sit(client, "chipolo", 0, 5)
    assert act(client, record, "chipolo").status_code == 200
    record.refresh_from_db()
    assert "triunfo" in refused(client, record, "triunfo:O").lower()
    hand = play_to_the_end(client, record)
    result = hand.result()
    assert result is not None and result.contract == "chipolo" and result.jugador == 0
    assert hand.state.trump is None
