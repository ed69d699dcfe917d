"""In Chromium: a Tresillo hand finished with one deliberately bad card, then «Repasa la mano» marks it and the
replay steps through every trick."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

import games
from games.core.cards import CARDS_BY_CODE
from tests.e2e.playing import click, current_hand, sit_down
from tutor.practice.review import MAX_CARDS
from tutor.practice.table import AnyHand, bots_move, replay, start

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("review_without_clock"),
]


def choice(hand: AnyHand, spoiled: bool) -> tuple[str, games.Solution | None]:
    """The learner's action: the first legal one, except a card the solver proves costly the first time one is
    found (with the solution that proves it)."""
    legal = hand.legal_actions()
    position = hand.state.position
    if spoiled or position is None or sum(len(cards) for cards in position.hands) > MAX_CARDS:
        return legal[0], None
    seat = hand.to_move
    assert seat is not None
    solution = games.solve(position, maker=hand.view(seat).maker)
    costly = [code for code in solution.values if solution.cost(code)]
    return (costly[0], solution) if costly else (legal[0], None)


def a_deal_with_a_bad_card() -> int:
    """A seed where the learner (seat 1, the sit-down form's default, against the principiante) gets to play a
    costly card with this policy."""
    for seed in range(1, 80):
        hand, spoiled = start("tresillo", seed, 0, "principiante"), False
        while not hand.is_over:
            action, proof = choice(hand, spoiled)
            spoiled = spoiled or proof is not None
            hand = bots_move(hand.apply(action), 0, "principiante")
        if spoiled:
            return seed
    raise AssertionError("ningún reparto con una carta cara")


def test_the_review_marks_the_bad_card_and_replays_every_trick(live_server, page: Page):
    seed = a_deal_with_a_bad_card()
    sit_down(page, f"{live_server.url}/practicar/tresillo/{seed}/")
    bad: tuple[str, games.Solution] | None = None
    for _ in range(80):
        record = current_hand(page)
        hand = replay(record)
        if hand.is_over:
            break
        action, proof = choice(hand, bad is not None)
        if proof is not None:
            bad = (action, proof)
        click(page, record, action, {card.code for card in hand.view(record.seat).hand})
    assert bad is not None
    card, solution = bad
    page.get_by_role("link", name="Repasa la mano").click()
    marked = page.locator(f"li[data-mark='coste'][data-action='{card}']")
    expect(marked).to_contain_text(CARDS_BY_CODE[card].with_article)
    expect(marked).to_contain_text(f"te costó {solution.cost(card)} baza")
    for better in solution.best_cards:
        expect(marked).to_contain_text(CARDS_BY_CODE[better].with_article)
    tricks = 9
    for number in range(1, tricks + 1):
        expect(page.locator("#baza-actual")).to_have_text(f"Baza {number} de {tricks}")
        expect(page.locator(".review-trick img")).to_have_count(3)
        if number < tricks:
            page.get_by_role("link", name=re.compile("Baza siguiente")).click()
    expect(page.get_by_role("link", name=re.compile("Baza siguiente"))).to_have_count(0)
    assert page.url.endswith(f"?baza={tricks}")  # htmx pushed each step's address: a link to share or reload
