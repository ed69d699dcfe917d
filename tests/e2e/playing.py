"""Playing a practice hand in the browser, as a learner would: clicking the buttons of the table."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tutor.practice.models import PracticeHand
from tutor.practice.table import replay


def sit_down(page: Page, address: str | None = None) -> None:
    """Open a deal (``address``, or the page already shown) and sit down at it with the form's defaults."""
    if address is not None:
        page.goto(address)
    page.get_by_role("button", name="Sentarme a jugar").click()
    expect(page.locator("[data-trump]")).to_be_visible()
    page.wait_for_load_state()  # htmx (a deferred script) has taken the table's forms: a click now is htmx's


def current_hand(page: Page) -> PracticeHand:
    return PracticeHand.objects.get(pk=int(page.url.rstrip("/").split("/")[-1]))


def click(page: Page, record: PracticeHand, action: str, hand: set[str]) -> None:
    """Take ``action`` by clicking its button (a card of ``hand``, a discard, or another action), and wait for the
    table to come back with the hand moved on (or over).
    """
    if action in hand:
        page.locator(f"button[data-card='{action}'][value='{action}']").click()
    elif action.startswith("descarta:"):
        page.locator(f"button[value='{action}']").click()
    else:
        page.locator(f".bid-buttons button[value='{action}']").click()
    page.wait_for_function(
        "v => !document.querySelector('input[name=version]') || document.querySelector('input[name=version]').value !== v",
        arg=str(record.version),
    )


def play_with_one_renuncio(page: Page) -> PracticeHand:
    """Play the hand on the page to its end, trying one illegal card on the way (checked to change nothing).

    Returns the finished record; its ``illegal`` list holds the one renuncio.
    """
    renuncio_seen = False
    for _ in range(80):
        record = current_hand(page)
        hand = replay(record)
        if hand.is_over:
            break
        view = hand.view(record.seat)
        legal = hand.legal_actions()
        illegal = [card for card in view.hand if card.code not in legal]
        if not renuncio_seen and view.phase == "juego" and view.trick and illegal:
            trick = page.locator("[data-trick] [data-card]").evaluate_all(
                "els => els.map(e => e.dataset.card)"
            )
            page.get_by_role("button", name=illegal[0].name, exact=True).click()
            expect(page.get_by_role("alert")).to_contain_text("Renuncio")
            record.refresh_from_db()
            assert record.notation == hand.notation
            assert (
                page.locator("[data-trick] [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
                == trick
            )
            renuncio_seen = True
            continue
        click(page, record, legal[0], {card.code for card in view.hand})
    expect(page.get_by_role("heading", name="Resultado", exact=False)).to_be_visible()
    assert renuncio_seen
    record = current_hand(page)
    assert record.finished_at is not None and len(record.illegal) == 1
    return record
