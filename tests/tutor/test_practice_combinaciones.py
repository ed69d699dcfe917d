"""The practice table of the Chinchón (games.combinaciones): a whole deal played by plain posts and by htmx, every
card a button with its Spanish name, and a refused action answered in Spanish with role="alert", changing nothing.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from games.combinaciones.cards import BY_CODE
from tutor.practice.models import PracticeHand
from tutor.practice.table import TABLE_GAMES, layout, replay

pytestmark = pytest.mark.django_db


def sit(client: Client, seed: int = 7) -> PracticeHand:
    response = client.post(
        reverse("practice:table", args=["chinchon", seed]), {"asiento": "0", "nivel": "experto"}
    )
    assert response.status_code == 302, response.content.decode()[:500]
    return PracticeHand.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))


def act(client: Client, record: PracticeHand, action: str, **headers: Any) -> Any:
    record.refresh_from_db()
    return client.post(
        reverse("practice:act", args=[record.game, record.seed, record.pk]),
        {"action": action, "version": str(record.version)},
        **headers,
    )


def page(client: Client, record: PracticeHand) -> str:
    response = client.get(reverse("practice:hand", args=[record.game, record.seed, record.pk]))
    assert response.status_code == 200
    return response.content.decode()


def test_the_chinchon_sits_at_its_own_table() -> None:
    assert "chinchon" in TABLE_GAMES and layout("chinchon")[1] == "practice/combinaciones.html"


def test_a_whole_deal_by_plain_posts_and_by_htmx(client: Client) -> None:
    record = sit(client)
    rng = random.Random(3)
    for turn in range(300):
        record.refresh_from_db()
        hand = replay(record)
        if hand.is_over or hand.view(0).deals:
            break
        view = hand.view(0)
        html = page(client, record)
        assert 'role="alert"' in html and "<form" in html
        shown = set(re.findall(r'data-card="(\w+)"', html))
        assert shown <= {card.code for card in view.visible_cards()}, "only what the seat may see"
        for card in view.hand:  # every card a button named in Spanish
            assert re.search(rf'<button[^>]*data-card="{card.code}"[^>]*aria-label="[^"]*{card.name}', html)
        legal = hand.legal_actions()
        cuts = [action for action in legal if action.startswith("cierra:")]
        action = cuts[0] if cuts else rng.choice(legal)
        assert f'value="{action}"' in html
        if turn % 2:
            response = act(client, record, action, HTTP_HX_REQUEST="true")
            assert response.content.decode().lstrip().startswith('<section id="table-section"')
        else:
            response = act(client, record, action)
            assert "<html" in response.content.decode()
        assert response.status_code == 200, (action, response.content.decode()[:300])
    else:
        raise AssertionError("la mano no termina")
    html = page(client, record)
    assert "Manos jugadas" in html and "Mano 1" in html


def test_an_illegal_action_is_refused_with_role_alert_and_changes_nothing(client: Client) -> None:
    record = sit(client)
    hand = replay(record)
    assert hand.phase == "robo" and hand.to_move == 0
    card = hand.view(0).hand[0]
    response = act(client, record, f"echa:{card.code}")  # discarding before taking a card
    assert response.status_code == 200
    html = response.content.decode()
    found = re.search(r'<div id="violation" role="alert" class="alert">(.*?)</div>', html, re.S)
    assert found and "No puedes hacer eso" in found.group(1) and "tomar una carta" in found.group(1)
    record.refresh_from_db()
    assert (record.notation, record.version) == (hand.notation, 0)
    assert record.illegal[-1]["code"] == "descarte"
    assert BY_CODE[card.code] in replay(record).view(0).hand
