"""In Chromium, a whole partida of Cientos (1790, l. 2650–3054) to its hundred by clicking: the exchange, the
declarations of every ronda (punto, secansas, catorces and *tres*, answered «bueno» or «no vale») and the tricks."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from games.bazas.cientos import category_of
from tests.e2e.playing import click, current_hand, sit_down
from tutor.practice.table import replay

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_whole_cientos_partida_by_clicking_with_the_declarations(live_server, page: Page):
    sit_down(page, f"{live_server.url}/practicar/cientos/7/")
    declared: list[str] = []
    rondas: set[int] = set()
    for _ in range(1500):
        record = current_hand(page)
        hand = replay(record)
        if hand.is_over:
            break
        view = hand.view(record.seat)
        rondas.add(view.ronda)
        legal = hand.legal_actions()
        # In the acuse the learner declares what he holds (l. 2888): the first declaration offered, never «nada».
        said = [action for action in legal if category_of(action) is not None]
        action = said[0] if view.phase == "acuse" and said else legal[0]
        if action in said:
            declared.append(action)
            button = page.locator(f".bid-buttons button[value='{action}']")
            expect(button).to_be_visible()
        click(page, record, action, {card.code for card in view.hand})
    expect(page.get_by_role("heading", name="Resultado", exact=False)).to_be_visible()
    record = current_hand(page)
    finished = replay(record)
    assert finished.is_over and record.finished_at is not None and record.illegal == []
    assert declared, "the learner declared in the acuse"
    assert len(rondas) > 1, "a partida of several rondas"
    assert max(finished.view(record.seat).juegos) >= 100, "played to the hundred (l. 2702)"
