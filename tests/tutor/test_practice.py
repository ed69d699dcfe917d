"""The practice table: server-side truth, the engine's explanations, and every forged or stale request refused."""

from __future__ import annotations

import re
from datetime import timedelta
from io import StringIO
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.contrib.sessions.models import Session
from django.core.management import call_command
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

import games
from tutor.practice.models import PracticeHand
from tutor.practice.table import TABLE_GAMES, replay

pytestmark = pytest.mark.django_db


def sit(client: Client, game: str = "tresillo", seed: int = 7) -> PracticeHand:
    response = client.post(reverse("practice:table", args=[game, seed]))
    assert response.status_code == 302
    return PracticeHand.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))


def act(client: Client, record: PracticeHand, action: str, version: int | None = None, **headers: Any):
    record.refresh_from_db()
    return client.post(
        reverse("practice:act", args=[record.game, record.seed, record.pk]),
        {"action": action, "version": str(record.version if version is None else version)},
        **headers,
    )


def play_to_the_end(client: Client, record: PracticeHand) -> None:
    """Play the learner's seat with the engine's first legal action until the hand ends."""
    for _ in range(200):
        hand = replay(record)
        if hand.is_over:
            return
        assert hand.to_move == record.seat
        assert act(client, record, hand.legal_actions()[0]).status_code == 200
        record.refresh_from_db()
    raise AssertionError("la mano no termina")


def test_index_lists_the_playable_games(client: Client):
    html = client.get(reverse("practice:index")).content.decode()
    for slug in TABLE_GAMES:
        assert games.GAMES[slug].name in html


def test_same_seed_deals_the_same_cards_to_everyone(client: Client):
    first, second = sit(client), sit(Client())
    assert first.pk != second.pk
    assert replay(first).view(0).hand == replay(second).view(0).hand


def test_page_shows_only_what_the_seat_may_see(client: Client):
    record = sit(client)
    hand = replay(record)
    html = client.get(reverse("practice:hand", args=["tresillo", 7, record.pk])).content.decode()
    shown = set(re.findall(r'data-card="(\w+)"', html))
    assert shown == {c.code for c in hand.view(record.seat).visible_cards()}
    assert 'data-trump="' in html and 'role="alert"' in html


def test_legal_bid_is_applied_and_the_bots_answer(client: Client):
    record = sit(client)
    response = act(client, record, "paso")
    assert response.status_code == 200
    record.refresh_from_db()
    assert record.version == 1 and replay(record).actions[0] == "paso"
    html = response.content.decode()
    assert "Tú pasas" in html
    # the computer players' replies are revealed one after the other, not all at once
    delays = re.findall(r'<li class="appear" style="animation-delay: ([\d.]+)s"', html)
    assert delays and delays == sorted(delays, key=float) and len(set(delays)) == len(delays)


def test_whole_hand_reaches_the_result_with_payments(client: Client):
    record = sit(client, seed=11)
    play_to_the_end(client, record)
    record.refresh_from_db()
    assert record.finished_at is not None and record.result["kind"]
    html = client.get(reverse("practice:hand", args=["tresillo", 11, record.pk])).content.decode()
    assert "Resultado" in html and "Bazas y pagos por asiento" in html


def renuncio_position(client: Client) -> tuple[PracticeHand, str]:
    """Play seeds until the learner, following a lead, holds an illegal card in hand."""
    for seed in range(1, 80):
        record = sit(client, seed=seed)
        for _ in range(60):
            hand = replay(record)
            if hand.is_over:
                break
            view = hand.view(record.seat)
            if view.phase == "juego" and view.trick:
                legal = set(hand.legal_actions())
                illegal = [c.code for c in view.hand if c.code not in legal]
                if illegal:
                    return record, illegal[0]
            act(client, record, hand.legal_actions()[0])
            record.refresh_from_db()
    raise AssertionError("no se encontró ninguna posición con renuncio")


def test_renuncio_is_explained_and_changes_nothing(client: Client):
    record, card = renuncio_position(client)
    before = record.notation, record.version
    response = act(client, record, card)
    assert response.status_code == 200
    html = response.content.decode()
    assert "Renuncio" in html and "Fuente:" in html
    refusal = re.search(r'<div id="violation".*?</div>', html, re.S)
    assert refusal and refusal.group(0).count("Renuncio") == 1  # the heading says it; the text does not again
    allowed = replay(record).legal_actions()
    assert "Podrías jugar: " + games.Card.parse(allowed[0]).with_article in html
    link = re.search(r'<a href="(/lecciones/[^"]+#l\d+)">Lee la regla', html)
    assert link, "the explanation links to the lesson passage that states the rule"
    assert client.get(link.group(1).split("#")[0]).status_code == 200
    record.refresh_from_db()
    assert (record.notation, record.version) == before
    assert record.illegal[-1]["action"] == card and record.illegal[-1]["code"] in games.OBLIGATION_CODES


def test_the_table_speaks_to_the_learner_in_the_second_person(client: Client):
    """«lo nombraste tú», not «lo nombró Tú»; «Tienes 1 carta», not «1 cartas»."""
    for seed in range(1, 40):
        record = sit(client, seed=seed)
        act(client, record, "entrada")
        record.refresh_from_db()
        hand = replay(record)
        if hand.phase == "triunfo" and hand.to_move == record.seat:
            break
    else:
        raise AssertionError("the learner never won the auction")
    html = act(client, record, "triunfo:O").content.decode()
    assert "(lo nombraste tú)" in html and "nombrado por ti" in html and "Tú)" not in html
    record.refresh_from_db()
    for _ in range(200):
        hand = replay(record)
        if hand.is_over or len(hand.view(record.seat).hand) == 1:
            break
        html = act(client, record, hand.legal_actions()[0]).content.decode()
        record.refresh_from_db()
    assert "Tienes 1 carta." in html


def test_card_not_in_hand_is_a_400(client: Client):
    record = sit(client)
    hand = replay(record)
    stranger = next(c.code for c in games.DECK_40 if c not in hand.view(0).hand)
    response = act(client, record, stranger)
    assert response.status_code == 400
    record.refresh_from_db()
    assert record.version == 0


@pytest.mark.parametrize("garbage", ["", "<script>", "13X", "descarta:99Z", "x" * 500])
def test_garbage_is_a_400_and_changes_nothing(client: Client, garbage: str):
    record = sit(client)
    response = act(client, record, garbage)
    assert response.status_code == 400
    record.refresh_from_db()
    assert record.version == 0


def test_stale_form_is_a_409(client: Client):
    record = sit(client)
    act(client, record, "paso")
    response = act(client, record, "paso", version=0)
    assert response.status_code == 409 and "llega tarde" in response.content.decode()


@pytest.mark.parametrize("version", ["", "abc", "-1"])
def test_missing_or_bad_version_is_refused(client: Client, version: str):
    record = sit(client)
    response = client.post(
        reverse("practice:act", args=["tresillo", 7, record.pk]), {"action": "paso", "version": version}
    )
    assert response.status_code == 409


def test_someone_elses_hand_is_a_404(client: Client, student: User):
    record = sit(client)
    other = Client()
    other.force_login(student)
    response = other.post(
        reverse("practice:act", args=["tresillo", 7, record.pk]), {"action": "paso", "version": "0"}
    )
    assert response.status_code == 404
    assert other.get(reverse("practice:hand", args=["tresillo", 7, record.pk])).status_code == 404


def test_action_after_the_end_is_a_409(client: Client):
    record = sit(client, seed=12)
    play_to_the_end(client, record)
    record.refresh_from_db()
    response = act(client, record, "paso")
    assert response.status_code == 409 and "ya ha terminado" in response.content.decode()


def test_two_tabs_posting_the_same_version_move_the_hand_once(client: Client):
    record = sit(client)
    first = act(client, record, "paso", version=0)
    second = act(client, record, "entrada", version=0)
    assert first.status_code == 200 and second.status_code == 409
    record.refresh_from_db()
    assert record.version == 1


def test_unknown_game_or_seed_is_a_404(client: Client):
    sit(client)  # a visitor with a session: an unknown hand is simply not there
    assert client.get("/practicar/poker/1/").status_code == 404
    assert client.get(reverse("practice:hand", args=["tresillo", 7, 99999])).status_code == 404


def test_htmx_action_returns_only_the_table(client: Client):
    record = sit(client)
    html = act(client, record, "paso", HTTP_HX_REQUEST="true").content.decode()
    assert html.lstrip().startswith('<section id="table-section"') and "<html" not in html


def test_hint_names_the_experts_choice(client: Client):
    record = sit(client)
    response = client.post(reverse("practice:hint", args=["tresillo", 7, record.pk]))
    assert response.status_code == 200 and "Pista:" in response.content.decode()
    record.refresh_from_db()
    assert record.hints == 1


def test_without_help_legal_cards_are_not_highlighted(client: Client):
    record = sit(client, seed=21)
    client.post(reverse("practice:help", args=["tresillo", 21, record.pk]), {"modo": "sin-ayuda"})
    html = client.get(reverse("practice:hand", args=["tresillo", 21, record.pk])).content.decode()
    assert "help-on" not in html
    assert (
        client.post(reverse("practice:help", args=["tresillo", 21, record.pk]), {"modo": "x"}).status_code
        == 400
    )


def test_choosing_a_seat_and_level_deals_a_new_hand(client: Client):
    response = client.post(
        reverse("practice:table", args=["hombre", 5]), {"asiento": "2", "nivel": "experto"}
    )
    record = PracticeHand.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))
    assert record.seat == 2 and record.level == "experto"
    assert client.post(reverse("practice:table", args=["hombre", 5]), {"asiento": "7"}).status_code == 400


def test_replay_starts_the_same_deal_again(client: Client):
    record = sit(client, seed=12)
    play_to_the_end(client, record)
    response = client.post(reverse("practice:replay", args=["tresillo", 12, record.pk]))
    fresh = PracticeHand.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))
    assert fresh.pk != record.pk and fresh.finished_at is None and fresh.seed == 12


def test_signed_in_hands_belong_to_the_user(client: Client, student: User):
    client.force_login(student)
    record = sit(client)
    assert record.owner == student and record.session_key == ""


def test_a_browser_without_cookies_is_told_why_it_cannot_keep_a_hand(client: Client):
    record = sit(client)
    response = Client().get(reverse("practice:hand", args=["tresillo", 7, record.pk]))
    assert response.status_code == 403 and "cookie de sesión" in response.content.decode()


def test_head_of_the_shareable_address_is_allowed(client: Client):
    assert client.head(reverse("practice:table", args=["tresillo", 7])).status_code == 200


def test_a_get_of_a_deal_creates_nothing(client: Client):
    """Link prefetchers and crawlers follow links: a GET shows the deal and the form, and writes no row."""
    address = reverse("practice:table", args=["tresillo", 7])
    for _ in range(30):
        response = Client().get(address)
        assert response.status_code == 200 and 'name="asiento"' in response.content.decode()
    assert PracticeHand.objects.count() == 0 and Session.objects.count() == 0
    record = sit(client)
    html = client.get(address).content.decode()
    assert reverse("practice:hand", args=["tresillo", 7, record.pk]) in html


def test_robots_keep_crawlers_off_the_tables(client: Client):
    response = client.get("/robots.txt")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/plain")
    assert "Disallow: /practicar/" in response.content.decode()


def test_prune_deletes_expired_sessions_and_abandoned_anonymous_hands(client: Client, student: User):
    kept = sit(client)
    gone = sit(Client())
    Session.objects.exclude(session_key=kept.session_key).update(
        expire_date=timezone.now() - timedelta(days=1)
    )
    owned = PracticeHand.objects.create(
        owner=student, game="tresillo", seed=7, seat=0, notation=replay(kept).notation
    )
    call_command("prune", stdout=StringIO())
    assert set(PracticeHand.objects.values_list("pk", flat=True)) == {kept.pk, owned.pk}
    assert not PracticeHand.objects.filter(pk=gone.pk).exists()
    assert list(Session.objects.values_list("session_key", flat=True)) == [kept.session_key]


def test_a_whole_truco_match_at_the_table_with_the_partners_signals(client: Client):
    response = client.post(reverse("practice:table", args=["truco", 5]), {"asiento": "0", "nivel": "experto"})
    record = PracticeHand.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))
    html = client.get(response["Location"]).content.decode()
    assert "Tu envido" in html and "data-trick" in html
    assert client.post(reverse("practice:hint", args=["truco", 5, record.pk])).status_code in (200, 409)
    for _ in range(800):
        record.refresh_from_db()
        hand = replay(record)
        if hand.is_over:
            break
        assert act(client, record, hand.legal_actions()[0]).status_code == 200
    record.refresh_from_db()
    assert record.finished_at is not None
    assert "Resultado" in client.get(reverse("practice:hand", args=["truco", 5, record.pk])).content.decode()


def test_truco_in_pairs_shows_the_partners_signals(client: Client):
    for seed in range(1, 40):
        hand = games.new_hand("truco", seed=seed, players=4)
        if hand.view(0).senas:
            break
    else:
        raise AssertionError("ningún reparto con señas")
    PracticeHand.objects.all().delete()
    record = PracticeHand.objects.create(
        game="truco", seed=seed, seat=0, notation=hand.notation, session_key=client.session.session_key or ""
    )
    client.get(reverse("practice:index"))  # a session for the anonymous visitor
    record.session_key = client.session.session_key or ""
    record.save()
    html = client.get(reverse("practice:hand", args=["truco", seed, record.pk])).content.decode()
    assert "Las señas de tu compañero" in html and hand.view(0).senas[0].meaning in html


def test_pages_whose_state_changes_are_never_stored_by_the_browser(client: Client, student: User):
    """Back must not show a stale table or quiz: those pages say ``no-store``; a lesson may be cached."""
    record = sit(client)
    stored = [
        reverse("practice:hand", args=["tresillo", 7, record.pk]),
        reverse("practice:table", args=["tresillo", 7]),
        reverse("quizzes:practice", args=["tute"]),
        reverse("classroom:index"),
    ]
    for address in stored:
        signed = Client()
        signed.force_login(student)
        response = (signed if address.startswith("/clases/") else client).get(address)
        assert "no-store" in response["Cache-Control"], address
    assert "no-store" in act(client, record, "paso")["Cache-Control"]
    assert "no-store" not in client.get(reverse("lessons:index")).get("Cache-Control", "")


@pytest.mark.parametrize(
    ("visitor", "status"),
    [
        ("the same session", 200),
        ("another session", 404),
        ("the same session, expired", 404),
        ("a user", 404),
        ("no cookie", 403),
    ],
)
def test_an_anonymous_hand_is_its_sessions_only(client: Client, student: User, visitor: str, status: int):
    """The hand's statement reads the visitor's session too: whose the hand is stays the session's to say."""
    record = sit(client)
    other = Client()
    if visitor == "the same session":
        other.cookies = client.cookies
    elif visitor == "another session":
        sit(other)
    elif visitor == "the same session, expired":
        other.cookies = client.cookies
        Session.objects.filter(session_key=record.session_key).update(expire_date=timezone.now())
    elif visitor == "a user":
        other.force_login(student)
    assert other.get(reverse("practice:hand", args=["tresillo", 7, record.pk])).status_code == status
    assert act(other, record, "paso").status_code == status


@pytest.mark.parametrize(
    ("visitor", "status"), [("the owner", 200), ("another user", 404), ("anonymous", 404)]
)
def test_a_users_hand_is_theirs_only(client: Client, student: User, visitor: str, status: int):
    client.force_login(student)
    record = sit(client)
    other = Client()
    if visitor == "the owner":
        other.force_login(student)
    elif visitor == "another user":
        other.force_login(User.objects.create_user("otra", password="x"))
    else:
        sit(other)
    assert other.get(reverse("practice:hand", args=["tresillo", 7, record.pk])).status_code == status
    assert act(other, record, "paso").status_code == status


def test_a_play_reads_the_session_with_the_hand(client: Client):
    record = sit(client)
    with CaptureQueriesContext(connection) as queries:
        assert act(client, record, "paso", HTTP_HX_REQUEST="true").status_code == 200
    assert not [
        query for query in queries if "session_data" in query["sql"] and "recent_rows" not in query["sql"]
    ]
