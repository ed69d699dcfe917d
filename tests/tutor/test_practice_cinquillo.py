"""The table of the family ``cinquillo``: the Cinquillo (its four rows drawn) and the Burro, each played to the end
through the Django client by plain posts and by htmx; a card that does not fit refused with role="alert" and
nothing changed."""

from __future__ import annotations

import random
import re

import pytest
from django.test import Client

import games
from games.core.narration import told_violation
from tests.tutor.test_practice_bazas import act, alert, page, seated, sit
from tutor.practice.table import TABLE_GAMES, layout, replay

pytestmark = pytest.mark.django_db

FAMILY = ("cinquillo", "burro")


def mover(hand: games.Hand) -> int:  # type: ignore[type-arg]
    assert hand.to_move is not None
    return hand.to_move


def test_both_games_sit_at_the_cinquillo_table(client: Client) -> None:
    html = client.get("/practicar/").content.decode()
    for game in FAMILY:
        assert game in TABLE_GAMES and layout(game)[1] == "practice/cinquillo.html"
        assert f"/practicar/{game}/" in html


@pytest.mark.parametrize("game", FAMILY)
def test_a_whole_hand_by_plain_posts_and_by_htmx(client: Client, game: str) -> None:
    record = sit(client, game, seed=5)
    html = page(client, record)
    assert 'role="alert"' in html and 'class="card-button' in html
    if game == "cinquillo":
        assert html.count("<li data-row=") == 4 and "Oros" in html
    rng = random.Random(game)
    for turn in range(200):
        record.refresh_from_db()
        hand = replay(record)
        if hand.is_over:
            break
        assert hand.to_move == record.seat
        view = hand.view(record.seat)
        html = page(client, record)
        shown = set(re.findall(r'data-card="(\w+)"', html))
        assert shown <= {c.code for c in view.visible_cards()}, "the page shows only what the seat may see"
        for card in view.hand:
            assert f'aria-label="{card.name}"' in html  # every card a button with its Spanish name
        action = rng.choice(hand.legal_actions())
        response = (
            act(client, record, action, HTTP_HX_REQUEST="true") if turn % 2 else act(client, record, action)
        )
        assert response.status_code == 200, (action, response.content.decode()[:300])
        fragment = response.content.decode()
        assert ("<html" in fragment) != bool(turn % 2)
        record.refresh_from_db()
        assert replay(record).actions[len(hand.actions)] == action
    else:
        raise AssertionError("la mano no termina")
    record.refresh_from_db()
    assert record.finished_at is not None and record.result["kind"]
    html = page(client, record)
    assert "Resultado" in html and "en la mano" in html and "Repetir esta mano" in html


def test_a_card_that_does_not_fit_the_rows_is_refused_and_changes_nothing(client: Client) -> None:
    hand = games.new_hand("cinquillo", seed=11)
    while not any(card.code not in hand.legal_actions() for card in hand.view(mover(hand)).hand):
        hand = hand.apply(hand.legal_actions()[0])
    seat = mover(hand)
    wrong = next(card.code for card in hand.view(seat).hand if card.code not in hand.legal_actions())
    violation = hand.check(wrong, seat=seat)
    assert violation is not None and violation.code == "hilera"
    record = seated(client, hand.notation, seat)
    response = act(client, record, wrong)
    assert response.status_code == 200
    text = alert(response.content.decode()).replace("&#x27;", "'")
    shown = told_violation(violation.explanation, violation.is_renuncio, seat, hand.players)
    assert "No puedes hacer eso" in text and shown[:30] in text and "l. 505" in text
    record.refresh_from_db()
    assert (record.notation, record.version) == (hand.notation, 0)
    assert record.illegal[-1]["code"] == "hilera"


def test_passing_in_the_burro_while_holding_the_suit_is_refused(client: Client) -> None:
    hand = games.new_hand("burro", seed=2)
    while not (hand.view(mover(hand)).trick and "paso" not in hand.legal_actions()):
        hand = hand.apply(hand.legal_actions()[0])
    seat = mover(hand)
    record = seated(client, hand.notation, seat)
    response = act(client, record, "paso", HTTP_HX_REQUEST="true")
    assert response.status_code == 200 and "l. 287" in alert(response.content.decode())
    record.refresh_from_db()
    assert (record.notation, record.version) == (hand.notation, 0)
