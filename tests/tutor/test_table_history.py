"""A hand's moves are rows kept as they happen: a table request reads and tells only the last ones (and the ronda
under way), however long the partida, and the hand's history page tells them all (issue #17)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

import games
from tests.tutor.test_practice import act, sit
from tutor.practice import store, table, views
from tutor.practice.models import PracticeHand
from tutor.practice.table import TAIL, dealt, keep_every_move, replay, snapshot_of

pytestmark = pytest.mark.django_db


def deep(owner: User, game: str, players: int, moves: int, variant: str | None = None) -> PracticeHand:
    """A saved hand of ``owner`` played by the computer for at least ``moves`` actions, at seat 0's turn."""
    hand = games.new_hand(game, seed=17, players=players, variant=variant)
    rng = random.Random(5)
    while len(hand.actions) < moves or hand.to_move != 0:
        assert hand.to_move is not None, "la partida acaba antes"
        hand = hand.apply(games.choose(hand.view(hand.to_move), "principiante", rng))
    record = PracticeHand.objects.create(
        owner=owner, game=game, seed=17, seat=0, notation=hand.notation, **snapshot_of(hand, version=0)
    )
    keep_every_move(record, hand)
    return record


@pytest.fixture
def learner(client: Client) -> User:
    user = User.objects.create_user("jugadora", password="x")
    client.force_login(user)
    return user


def counted_moves(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Note every move the table reads from its rows (``"with the hand"`` or ``"apart"``) or works out again from
    the deal (``"worked out"``)."""
    built: list[str] = []
    find, read, worked_out = store.find_hand, store.stored_moves, table.moves_between

    def finding(*args: Any, **options: Any) -> Any:
        found = find(*args, **options)
        if found is not None and found[0].recent is not None:
            built.extend("with the hand" for _ in found[0].recent.rows)
        return found

    def reading(*args: Any) -> Any:
        rows = read(*args)
        built.extend("apart" for _ in rows)
        return rows

    def working_out(*args: Any) -> Any:
        moves = worked_out(*args)
        built.extend("worked out" for _ in moves)
        return moves

    monkeypatch.setattr(views, "find_hand", finding)
    monkeypatch.setattr(store, "stored_moves", reading)
    monkeypatch.setattr(table, "moves_between", working_out)
    return built


def post_first_legal(client: Client, record: PracticeHand) -> Any:
    record.refresh_from_db()
    return act(client, record, replay(record).legal_actions()[0], HTTP_HX_REQUEST="true")


def played(client: Client, plays: int) -> tuple[PracticeHand, games.Hand[Any, Any]]:
    """A Tute the learner sat down to and played ``plays`` cards of, by the table's form, and its hand."""
    record = sit(client, "tute", 11)
    for _ in range(plays):
        assert post_first_legal(client, record).status_code == 200
    record.refresh_from_db()
    return record, replay(record)


def test_every_action_is_a_row_with_its_seat(client: Client):
    record, hand = played(client, 4)
    rows = list(record.move_rows.values_list("number", "seat", "action"))
    assert [action for _, _, action in rows] == list(hand.actions)
    assert [number for number, _, _ in rows] == list(range(len(hand.actions)))
    assert [seat for _, seat, _ in rows] == [
        move.seat for move in table.moves_between(dealt(hand.notation), hand)
    ]


@pytest.mark.parametrize(
    ("game", "players", "variant", "moves"), [("truco", 2, None, 200), ("tute", 3, "remate", 300)]
)
def test_a_play_deep_in_a_partida_reads_only_the_last_moves(
    client: Client,
    learner: User,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    players: int,
    variant: str | None,
    moves: int,
):
    record = deep(learner, game, players, moves, variant)
    built = counted_moves(monkeypatch)
    assert post_first_legal(client, record).status_code == 200
    record.refresh_from_db()
    ronda = max(row.ronda for row in record.move_rows.all())
    in_ronda = record.move_rows.filter(ronda=ronda).count() if game == "tute" else 0
    made = len(replay(record).actions) - moves
    assert len(built) <= TAIL + made + in_ronda
    assert record.move_rows.count() == len(replay(record).actions)
    assert client.get(reverse("practice:hand", args=[game, 17, record.pk])).status_code == 200
    assert "apart" not in built  # the play and the page after it find the moves they tell with the hand


def test_the_guard_notices_a_table_that_reads_the_whole_partida(
    client: Client, learner: User, monkeypatch: pytest.MonkeyPatch
):
    record = deep(learner, "truco", 2, 200)
    monkeypatch.setattr(table, "TAIL", 10_000)
    built = counted_moves(monkeypatch)
    assert post_first_legal(client, record).status_code == 200
    assert len(built) > 200


def test_the_table_tells_the_last_moves_and_the_history_page_all_of_them(client: Client, learner: User):
    record = deep(learner, "truco", 2, 120)
    total = len(replay(record).actions)
    page = client.get(reverse("practice:hand", args=["truco", 17, record.pk])).content.decode()
    history = re.search(r'<details class="history">.*?</details>', page, re.S)
    assert history is not None
    assert history.group().count("<li>") == TAIL
    assert f'<ol start="{total - TAIL + 1}">' in history.group()
    link = reverse("practice:history", args=["truco", 17, record.pk])
    assert link in history.group()
    whole = client.get(link)
    assert whole.status_code == 200
    told = re.findall(r'<section class="history-page".*?</section>', whole.content.decode(), re.S)
    assert sum(section.count("<li>") for section in told) == total


def test_the_history_page_is_the_owners_only_and_read_only(client: Client, learner: User):
    record = deep(learner, "tute", 3, 40)
    link = reverse("practice:history", args=["tute", 17, record.pk])
    assert client.post(link).status_code == 405
    stranger = Client()
    stranger.force_login(User.objects.create_user("otra", password="x"))
    assert stranger.get(link).status_code == 404


def test_a_history_page_of_rondas_has_a_heading_per_ronda(client: Client, learner: User):
    record = deep(learner, "tute", 3, 300, "remate")
    rondas = {row.ronda for row in record.move_rows.all()}
    html = client.get(reverse("practice:history", args=["tute", 17, record.pk])).content.decode()
    assert len(rondas) > 1
    assert html.count('<h2 id="ronda-') == len(rondas)


def test_lost_rows_are_kept_anew_from_the_notation(client: Client):
    record, hand = played(client, 3)
    record.move_rows.filter(number__gte=len(hand.actions) - 2).delete()
    record.move_rows.filter(number=0).update(action="1O")  # a row that is not the notation's
    assert post_first_legal(client, record).status_code == 200
    record.refresh_from_db()
    assert list(record.move_rows.values_list("action", flat=True)) == list(replay(record).actions)


def test_a_late_post_adds_no_rows(client: Client):
    record = sit(client, "tute", 11)
    record.refresh_from_db()
    legal = replay(record).legal_actions()[0]
    version = record.version
    assert act(client, record, legal, version=version).status_code == 200
    assert act(client, record, legal, version=version).status_code == 409
    record.refresh_from_db()
    assert record.move_rows.count() == len(replay(record).actions)


@pytest.mark.parametrize("added", [1, 7])
@pytest.mark.parametrize("stale", [False, True])
def test_a_version_is_saved_with_its_rows_or_not_at_all(client: Client, stale: bool, added: int):
    """The store's save: the version and the moves' rows together when the record is still at its version; neither
    when another post has moved it on since it was read (on PostgreSQL, one statement does both, whatever the
    number of rows)."""
    record = sit(client, "tute", 11)
    record.refresh_from_db()
    hand = after = replay(record)
    for _ in range(added):
        after = after.apply(after.legal_actions()[0])
    kept = [row.action for row in record.move_rows.all()]
    rows = table.move_rows(record, len(hand.actions), table.moves_between(hand, after))
    if stale:
        PracticeHand.objects.filter(pk=record.pk).update(version=record.version + 1)
    changes = {"notation": after.notation, "version": record.version + 1}
    assert store.save_version(record, changes, rows) is not stale
    record.refresh_from_db()
    assert (record.notation == after.notation) is not stale
    assert [row.action for row in record.move_rows.all()] == kept + (
        [] if stale else list(after.actions[-added:])
    )
    if not stale:
        assert [(row.number, row.seat, row.ronda) for row in record.move_rows.all()] == [
            (index, move.seat, move.ronda)
            for index, move in enumerate(table.moves_between(table.dealt(after.notation), after))
        ]


def found(record: PracticeHand, whole_ronda: bool) -> PracticeHand:
    """``record`` as the table's views find it: with its last moves read in the same statement."""
    found = store.find_hand(record.pk, record.game, record.seed, last=TAIL, whole_ronda=whole_ronda)
    assert found is not None and found[0].recent is not None
    return found[0]


@pytest.mark.parametrize(("game", "players", "variant"), [("tute", 3, "remate"), ("truco", 2, None)])
def test_the_moves_read_with_the_hand_are_those_its_rows_hold(
    learner: User, monkeypatch: pytest.MonkeyPatch, game: str, players: int, variant: str | None
):
    record = deep(learner, game, players, 200, variant)
    hand = replay(record)
    total, ronda = len(hand.actions), hand.view(0).ronda
    whole_ronda = table.tells_whole_ronda(game)
    with_hand = found(record, whole_ronda)
    assert with_hand.recent is not None
    assert with_hand.recent.start == total - TAIL
    expected = {
        since: table.window(record, hand, since, ronda if whole_ronda else None)
        for since in range(total - TAIL, total + 1)
    }
    monkeypatch.setattr(store, "stored_moves", lambda *args: pytest.fail("read apart"))
    for since, moves in expected.items():
        assert table.window(with_hand, hand, since, ronda if whole_ronda else None) == moves


def test_moves_not_read_with_the_hand_are_read_apart(learner: User):
    record = deep(learner, "tute", 3, 200, "remate")
    hand = replay(record)
    ronda = hand.view(0).ronda
    with_hand = found(record, whole_ronda=True)
    assert with_hand.recent is not None
    earlier = with_hand.recent.start - 5
    assert with_hand.recent.holding(earlier, None) is None
    assert with_hand.recent.holding(with_hand.recent.start, ronda - 1) is None
    assert found(record, whole_ronda=False).recent.holding(len(hand.actions), ronda) is None  # type: ignore[union-attr]
    assert table.window(with_hand, hand, earlier, ronda) == table.window(record, hand, earlier, ronda)


def test_moves_read_with_the_hand_that_are_not_its_own_are_read_again(learner: User):
    record = deep(learner, "truco", 2, 100)
    hand = replay(record)
    with_hand = found(record, whole_ronda=False)
    assert with_hand.recent is not None
    number, seat, _, trump, ronda, stock = with_hand.recent.rows[-1]
    with_hand.recent = store.Recent(
        (*with_hand.recent.rows[:-1], (number, seat, "1O", trump, ronda, stock)), with_hand.recent.start, None
    )
    since = len(hand.actions) - 3
    assert table.window(with_hand, hand, since) == table.window(record, hand, since)
    assert [move.action for move in table.window(with_hand, hand, since)[1]] == list(hand.actions[since:])


@pytest.mark.parametrize("finished", [False, True])
def test_the_hand_found_is_the_one_the_orm_reads(learner: User, finished: bool):
    """``find_hand`` reads the row with its own statement: every field comes out as the ORM gives it (dates, JSON,
    the snapshot's bytes, a missing date or exercise), and the record saves as one read by the ORM."""
    record = deep(learner, "tute", 3, 20, "remate")
    record.illegal = [{"action": "1O", "code": "renuncio", "when": 3}]
    if finished:
        record.finished_at, record.result = record.updated_at, {"kind": "gana", "payments": [2, -1, -1]}
    record.save()
    found = store.find_hand(record.pk, record.game, record.seed, last=TAIL, whole_ronda=True)
    assert found is not None
    expected = PracticeHand.objects.get(pk=record.pk)
    for field in PracticeHand._meta.concrete_fields:
        assert getattr(found[0], field.attname) == getattr(expected, field.attname), field.name
    assert not found[0]._state.adding
    found[0].hints = 3
    found[0].save(update_fields=["hints"])
    assert PracticeHand.objects.get(pk=record.pk).hints == 3
