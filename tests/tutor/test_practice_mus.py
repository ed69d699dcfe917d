"""The Mus table: a whole juego played through the Django client by plain posts and by htmx, the partner's señas
shown, an illegal action explained in Spanish with role="alert" and nothing changed."""

from __future__ import annotations

import random
import re

import pytest
from django.test import Client
from django.urls import reverse

import games
from games.core.narration import told_violation
from tests.tutor.test_practice_bazas import act, alert, page, seated, sit
from tutor.practice.table import TABLE_GAMES, layout, replay

pytestmark = pytest.mark.django_db


def test_the_mus_sits_at_its_own_table(client: Client) -> None:
    assert "mus" in TABLE_GAMES and layout("mus")[1] == "practice/mus.html"


def test_a_whole_juego_by_plain_posts_and_by_htmx(client: Client) -> None:
    record = sit(client, "mus", seed=4, level="principiante")
    rng = random.Random(4)
    for turn in range(2000):
        record.refresh_from_db()
        hand = replay(record)
        if hand.is_over:
            break
        assert hand.to_move == record.seat
        html = page(client, record)
        shown = set(re.findall(r'data-card="(\w+)"', html))
        assert shown <= {c.code for c in hand.view(record.seat).visible_cards()}, "only the learner's cards"
        legal = hand.legal_actions()
        action = next((a for a in legal if a.startswith("sena:")), None) or rng.choice(legal[:6])
        if turn % 2:
            response = act(client, record, action, HTTP_HX_REQUEST="true")
        else:
            response = act(client, record, action)
        assert response.status_code == 200, (action, response.content.decode()[:300])
        record.refresh_from_db()
        assert replay(record).actions[len(hand.actions)] == action
    else:
        raise AssertionError("el juego no termina")
    record.refresh_from_db()
    assert record.finished_at is not None and record.result["kind"] == "juego"
    html = page(client, record)
    assert "Resultado" in html and "piedras" in html and "cartas mostradas" in html


def test_the_partner_s_senas_are_shown_to_the_learner(client: Client) -> None:
    hand = games.new_hand(
        "mus",
        deal=[
            ["4O", "5C", "6E", "7B"],
            ["4C", "5E", "6B", "7O"],
            ["12O", "3C", "1E", "2B"],
            ["4E", "5B", "6O", "7C"],
        ],
    )
    hand = hand.apply("no-hay-mus").apply("paso").apply("paso").apply("sena:duples")
    record = seated(client, hand.notation, 0)
    html = page(client, record)
    assert "Las señas de tu compañero" in html and "Duples" in html and "elevar las cejas" in html


def test_an_illegal_action_is_explained_and_changes_nothing(client: Client) -> None:
    hand = games.new_hand("mus", seed=2).apply("no-hay-mus")
    record = seated(client, hand.notation, 0)
    violation = hand.check("quiero", seat=0)
    assert violation is not None and violation.code == "respuesta"
    response = act(client, record, "quiero")
    assert response.status_code == 200
    text = alert(response.content.decode())
    shown = told_violation(violation.explanation, False, 0, 4)
    assert shown.split("«")[0][:30] in text.replace("&#x27;", "'")
    record.refresh_from_db()
    assert (record.notation, record.version) == (hand.notation, 0)
    assert record.illegal[-1]["code"] == "respuesta"


def test_the_hint_names_the_experto_s_word(client: Client) -> None:
    record = seated(client, games.new_hand("mus", seed=2).apply("no-hay-mus").notation, 0)
    response = client.post(reverse("practice:hint", args=["mus", 2, record.pk]))
    assert response.status_code == 200 and "Pista" in response.content.decode()


def test_the_table_shows_the_juegos_and_vacas_of_a_partida(client: Client) -> None:
    deal = [
        ["12O", "3C", "1E", "2B"],
        ["4O", "5C", "6E", "7B"],
        ["11O", "11C", "10E", "1B"],
        ["7O", "7C", "4E", "5B"],
    ]
    hand = games.new_hand("mus", deal=deal, variant="juegos-2+vacas-2")
    hand = hand.apply("no-hay-mus").apply("ordago").apply("quiero")  # the asiento 1 wins the first juego
    html = page(client, seated(client, hand.notation, 1))
    facts = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
    assert "juego 2 · vaca de 2 juegos · gana quien gane 2 vacas" in facts
    assert "Los contrarios: juegos y vacas 1 juego en esta vaca · 0 vacas" in facts
    assert "Tu pareja: juegos y vacas 0 juegos en esta vaca · 0 vacas" in facts
    assert "Mano 1 (juego 1)" in facts
