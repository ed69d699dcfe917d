"""The Escoba's practice table (games.pesca): a whole partida played by tapping a card of the hand and the table
cards it takes (plain posts and htmx), an impossible capture refused in Spanish with role="alert" and nothing
changed.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import games
from games.core.cards import Card
from games.pesca.rules import value
from tests.tutor.test_practice_bazas import alert, page, record_of
from tutor.practice.models import PracticeHand
from tutor.practice.table import TABLE_GAMES, layout, replay

pytestmark = pytest.mark.django_db


def sit(client: Client, seed: int, level: str = "principiante") -> PracticeHand:
    data = {"asiento": "0", "nivel": level, "jugadores": "2"}
    return record_of(client.post(reverse("practice:table", args=["escoba", seed]), data))


def tap(client: Client, record: PracticeHand, card: str, taken: list[str], **headers: Any) -> Any:
    """The learner taps ``card`` of the hand and the ``taken`` cards of the table, then «Comer» (or «Tirar»)."""
    record.refresh_from_db()
    data: dict[str, Any] = {"carta": card, "mesa": taken, "jugada": "comer" if taken else "tirar"}
    data["version"] = str(record.version)
    return client.post(reverse("practice:act", args=["escoba", record.seed, record.pk]), data, **headers)


def test_the_escoba_sits_at_its_own_table(client: Client) -> None:
    assert "escoba" in TABLE_GAMES and layout("escoba")[1] == "practice/pesca.html"
    assert "/practicar/escoba/" in client.get(reverse("practice:index")).content.decode()


def test_a_whole_partida_by_tapping_the_cards(client: Client) -> None:
    record = sit(client, seed=5)
    rng = random.Random(5)
    for turn in range(300):
        record.refresh_from_db()
        hand = replay(record)
        if hand.is_over:
            break
        view = hand.view(record.seat)
        if turn % 5 == 0:  # the page (every fifth turn: the partida is long)
            html = page(client, record)
            shown = set(re.findall(r'value="(\w+)"', html)) & {card.code for card in games.DECK_40}
            assert shown <= {card.code for card in view.visible_cards()}, "only what the seat may see"
            assert 'type="checkbox" name="mesa"' in html or not view.table
        legal = hand.legal_actions()
        action = rng.choice([a for a in legal if "+" in a] or legal)
        headers: dict[str, Any] = {"HTTP_HX_REQUEST": "true"} if turn % 2 else {}
        if action.startswith("sopla:"):
            response = client.post(
                reverse("practice:act", args=["escoba", record.seed, record.pk]),
                {"action": action, "version": str(record.version)},
                **headers,
            )
        else:
            card, *taken = action.split("+")
            response = tap(client, record, card, taken, **headers)
        assert response.status_code == 200, response.content.decode()[:300]
        record.refresh_from_db()
        assert replay(record).actions[len(hand.actions)] == action
    else:
        raise AssertionError("la partida no termina")
    html = page(client, record)
    assert record.finished_at is not None and "Resultado" in html and "Tanteo del reparto 1" in html


def test_an_impossible_capture_is_refused_naming_its_cards_and_nothing_changes(client: Client) -> None:
    record = sit(client, seed=3)
    hand = replay(record)
    view = hand.view(record.seat)
    card = view.hand[0]
    taken = [c for c in view.table if value(card) + value(c) != 15][:1] or list(view.table[:2])
    total = value(card) + sum(value(c) for c in taken)
    assert total != 15
    before = (record.notation, record.version)
    response = tap(client, record, card.code, [c.code for c in taken])
    said = alert(response.content.decode())
    assert f"suman {total}, no 15" in said
    assert all(c.name in said for c in (card, *taken)) and "l. 786" in said
    record.refresh_from_db()
    assert (record.notation, record.version) == before
    assert record.illegal and record.illegal[-1]["code"] == "quince"


def test_comer_with_no_table_card_marked_is_explained_and_changes_nothing(client: Client) -> None:
    record = sit(client, seed=3)
    before = (record.notation, record.version)
    card = replay(record).view(record.seat).hand[0]
    response = client.post(
        reverse("practice:act", args=["escoba", record.seed, record.pk]),
        {"carta": card.code, "jugada": "comer", "version": str(record.version)},
    )
    assert response.status_code == 400 and "l. 786" in alert(response.content.decode())
    record.refresh_from_db()
    assert (record.notation, record.version) == before
    assert Card.parse(card.code) in replay(record).view(record.seat).hand
