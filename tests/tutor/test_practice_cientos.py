"""The Cientos at the practice table (``/practicar/cientos/``): the exchange, the declarations as buttons in Spanish,
and a whole partida posted through the views to its result."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

import games
from tests.tutor.test_practice_bazas import act, page, sit
from tutor.practice.table import replay

pytestmark = pytest.mark.django_db


def buttons(html: str) -> dict[str, str]:
    """The table's word buttons (not the cards): value → label."""
    return dict(re.findall(r'<button type="submit" name="action" value="([^"]+)">([^<]+)</button>', html))


def test_the_cientos_table_deals_and_shows_the_declarations_as_buttons(client: Client) -> None:
    assert client.get(reverse("practice:table", args=["cientos", 4])).status_code in (200, 302)
    record = sit(client, "cientos", seed=4, seat=0, level="experto")
    seen_phases: set[str] = set()
    labels: dict[str, str] = {}
    for _ in range(400):
        record.refresh_from_db()
        hand = replay(record)
        if hand.is_over:
            break
        html = page(client, record)
        seen_phases.add(hand.phase)
        if hand.phase == "acuse":
            shown = buttons(html)
            assert set(hand.legal_actions()) == set(shown), "every declaration or answer is a button"
            labels |= shown
        view = hand.view(record.seat)
        action = games.choose(view, "experto")
        response = act(client, record, action)
        assert response.status_code == 200, response.content.decode()[:300]
    else:
        raise AssertionError("la partida no termina")
    record.refresh_from_db()
    assert record.finished_at is not None and record.result["kind"].startswith("juego")
    assert {"descarte", "acuse", "juego"} <= seen_phases
    assert any(
        label.startswith(("Punto de", "No acuso", "Bueno", "No vale", "Igual")) for label in labels.values()
    )
    assert not any(":" in label for label in labels.values()), "no raw notation on a button"


def test_a_declaration_out_of_order_is_refused_at_the_table_with_the_law(client: Client) -> None:
    mano = games.new_hand("cientos", seed=4).to_move
    assert mano is not None
    record = sit(client, "cientos", seed=4, seat=mano, level="experto")
    for _ in range(60):
        record.refresh_from_db()
        hand = replay(record)
        if hand.phase == "acuse" and hand.to_move == hand.state.mano == record.seat and hand.state.step == 0:
            break
        act(client, record, games.choose(hand.view(record.seat), "experto"))
    else:
        raise AssertionError("the learner, mano, never came to declare")
    response = act(client, record, "catorce:1")
    html = response.content.decode()
    assert response.status_code == 200 and "l. 2888" in html and 'role="alert"' in html
