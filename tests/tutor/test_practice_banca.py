"""The Siete y medio's practice table: a whole round played through the Django client by plain posts and by htmx,
every card a figure with its Spanish name, the covered cards of the others never on the page, and an illegal action
refused with role="alert" and nothing changed."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

import games
from tests.tutor.test_practice_bazas import act, alert, page, seated, sit
from tutor.practice.models import PracticeHand
from tutor.practice.table import TABLE_GAMES, layout, replay

pytestmark = pytest.mark.django_db

GAME = "siete-y-medio"
CARD_NAMES = {card.name for card in games.DECK_40}


def figures(html: str) -> list[str]:
    """The accessible names of the card images on the page."""
    return re.findall(r'<img src="[^"]*/cards/[^"]+\.svg" alt="([^"]*)"', html)


def test_the_game_sits_at_the_banca_table(client: Client):
    assert GAME in TABLE_GAMES and layout(GAME)[1] == "practice/banca.html"
    assert f"/practicar/{GAME}/" in client.get(reverse("practice:index")).content.decode()


@pytest.mark.parametrize("htmx", [False, True])
def test_a_whole_round_is_played_and_paid(client: Client, htmx: bool):
    record = sit(client, GAME, seed=11)
    headers: dict[str, Any] = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    for _ in range(30):
        record.refresh_from_db()
        hand = replay(record)
        if hand.view(0).finished:
            break
        view = hand.view(record.seat)
        html = page(client, record)
        names = figures(html)
        assert names and all(
            name == "carta tapada" or name.removesuffix(" (tapada: solo la ves tú)") in CARD_NAMES
            for name in names
        )
        hidden = {
            card.name
            for jugada in view.jugadas
            if jugada.seat != record.seat and jugada.covered
            for card in hand.state.ronda.puestos[jugada.seat].cards[-1:]
        } - {card.name for card in view.visible_cards()}
        assert not hidden & set(names), "a covered card of another seat is on the page"
        assert hand.to_move == record.seat
        action = (
            "apuesta:3"
            if view.legal_actions[0].startswith("apuesta")
            else ("carta" if view.points < 10 else "planto")
        )
        response = act(client, record, action, **headers)
        assert response.status_code == 200 and 'role="alert"' in response.content.decode()
    record.refresh_from_db()
    hand = replay(record)
    finished = hand.view(record.seat).finished
    assert finished and record.seat in {line.payer for line in finished[0].transfers} | {
        line.payee for line in finished[0].transfers
    }
    html = page(client, record)
    assert "Ronda 1: cartas y pagos" in html and "tanto" in html


def test_an_illegal_action_is_refused_with_role_alert_and_nothing_changes(client: Client):
    record = sit(client, GAME, seed=11)
    record.refresh_from_db()
    before = (record.notation, record.version)
    view = replay(record).view(record.seat)
    assert view.legal_actions and view.legal_actions[0].startswith("apuesta")
    response = act(client, record, "apuesta:9")
    html = response.content.decode()
    assert response.status_code == 200 and "La apuesta va de 1 a 5 tantos" in alert(html)
    record.refresh_from_db()
    assert (record.notation, record.version) == before and record.illegal[-1]["code"] == "apuesta"
    response = act(client, record, "carta", HTTP_HX_REQUEST="true")
    assert "Primero apuesta" in alert(response.content.decode())
    record.refresh_from_db()
    assert (record.notation, record.version) == before


def test_the_table_shows_the_interpretation_of_the_site(client: Client):
    html = page(client, sit(client, GAME, seed=3))
    assert "Cómo lo juega el sitio" in html and "La banca se sortea" in html


def test_a_finished_session_shows_every_payment_and_a_hint_on_the_way(client: Client):
    hand = games.new_hand(GAME, seed=11)
    while not hand.is_over:
        hand = hand.apply(games.choose(hand.view(hand.to_move or 0), "experto"))
    record = seated(client, hand.notation, 0)
    html = page(client, record)
    result = hand.result()
    assert result is not None and "Resultado de la sesión" in html
    assert html.count("paga") >= len([line for line in result.transfers if 0 in (line.payer, line.payee)])
    PracticeHand.objects.filter(pk=record.pk).update(finished_at=timezone.now())  # as the table marks it
    review_url = reverse("practice:review", args=[GAME, 11, record.pk])
    assert client.get(review_url).status_code == 404  # no tricks to replay: the payments above are the review
    assert review_url not in page(client, record)
    live = sit(client, GAME, seed=11)
    response = client.post(reverse("practice:hint", args=[GAME, 11, live.pk]))
    assert response.status_code == 200 and "Pista:" in response.content.decode()
