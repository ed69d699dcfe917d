"""«Repasa la mano»: the marks of the review, who may open it, the replay's bounds and «Juega desde aquí»."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import timezone

import games
from games.core.cards import CARDS_BY_CODE
from games.core.narration import relative_seat
from tutor.classroom.models import Classroom, Membership
from tutor.practice.models import PracticeHand
from tutor.practice.review import COST, EXPERT, MAX_CARDS, open_position, review
from tutor.practice.table import bots_move, keep_every_move, replay, start

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("review_without_clock")]
SEAT = 0


@dataclass
class Prepared:
    """A finished Tresillo hand of ``owner`` with one card the solver proves costly and one refused renuncio."""

    record: PracticeHand
    bad_step: int
    bad_card: str
    cost: int
    best: tuple[str, ...]
    renuncio_step: int
    renuncio_code: str

    @property
    def owner(self) -> User:
        assert self.record.owner is not None
        return self.record.owner


def prepare(owner: User | None, session_key: str = "") -> Prepared:
    """Play seeds with the experto's choices until the learner has both a costly card (played on purpose, the
    first one the solver finds on the Ombre state's own position) and a card the rules refuse (tried first)."""
    for seed in range(1, 60):
        hand = start("tresillo", seed, SEAT, "experto")
        rng = random.Random(seed)
        bad: tuple[int, str, int, tuple[str, ...]] | None = None
        tried: tuple[int, str, games.Violation] | None = None
        while not hand.is_over:
            view = hand.view(SEAT)
            action = games.choose(view, "experto", rng)
            position = hand.state.position
            if action in CARDS_BY_CODE and position is not None:
                refused = [card.code for card in view.hand if card.code not in hand.legal_actions()]
                if tried is None and refused:
                    violation = hand.check(refused[0], seat=SEAT)
                    assert violation is not None
                    tried = (len(hand.actions), refused[0], violation)
                if bad is None and sum(len(cards) for cards in position.hands) <= MAX_CARDS:
                    solution = games.solve(position, maker=view.maker)
                    costly = [code for code in solution.values if solution.cost(code)]
                    if costly:
                        action = costly[0]
                        bad = (len(hand.actions), action, solution.cost(action), solution.best_cards)
            hand = bots_move(hand.apply(action, seat=SEAT), SEAT, "experto")
        if bad is None or tried is None:
            continue
        record = PracticeHand.objects.create(
            owner=owner,
            session_key=session_key,
            game="tresillo",
            seed=seed,
            seat=SEAT,
            level="experto",
            notation=hand.notation,
            finished_at=timezone.now(),
        )
        keep_every_move(record, hand)
        record.record_illegal(tried[1], tried[2])
        return Prepared(record, *bad, tried[0], str(tried[2].code))
    raise AssertionError("ninguna mano con una carta cara y un renuncio")


@pytest.fixture
def prepared(student: User) -> Prepared:
    return prepare(student)


def url(record: PracticeHand, name: str = "practice:review") -> str:
    return reverse(name, args=[record.game, record.seed, record.pk])


def test_the_review_names_the_cost_and_the_better_card(prepared: Prepared):
    record = prepared.record
    decisions = {d.step: d for d in review(record, replay(record)).decisions}
    marked = decisions[prepared.bad_step]
    assert (marked.mark, marked.action, marked.cost) == (COST, prepared.bad_card, prepared.cost)
    assert set(marked.better) == set(prepared.best) and marked.unit == "bazas"
    assert all(
        d.mark != COST
        for step, d in decisions.items()
        if step < prepared.bad_step and d.unit and not d.samples
    )


def test_a_renuncio_attempt_is_listed_at_its_decision_with_its_code(prepared: Prepared):
    record = prepared.record
    result = review(record, replay(record))
    placed = {d.step: [a.code for a in d.attempts] for d in result.decisions if d.attempts}
    assert placed == {prepared.renuncio_step: [prepared.renuncio_code]}
    assert not result.unplaced
    assert all(a.is_renuncio for d in result.decisions for a in d.attempts)


def test_a_bid_unlike_the_experts_is_marked_with_the_experts_action():
    hand = start("tresillo", 3, SEAT, "experto")
    expert = games.choose(hand.view(SEAT), "experto", random.Random(f"{hand.notation}|experto"))
    other = next(a for a in hand.legal_actions() if a != expert)
    hand = bots_move(hand.apply(other), SEAT, "experto")
    record = PracticeHand(game="tresillo", seed=3, seat=SEAT, notation=hand.notation)
    first = review(record, hand).decisions[0]
    assert (first.mark, first.action, first.better) == (EXPERT, other, (expert,))


def test_a_broken_solver_is_noticed(prepared: Prepared, monkeypatch: pytest.MonkeyPatch):
    """The exact marks come from the solver: one that values every card alike marks no card as costly (the
    estimates, which play the cards out, are not its)."""
    real = games.solve

    def flat(position: games.Position, **sides: Any) -> games.Solution:
        solution = real(position, **sides)
        values = dict.fromkeys(solution.values, solution.best)
        return games.Solution(
            solution.seat,
            solution.side,
            solution.unit,
            solution.fewest,
            values,
            solution.best,
            tuple(values),
            0,
        )

    monkeypatch.setattr(games, "solve", flat)
    record = prepared.record
    assert all(d.mark != COST for d in review(record, replay(record)).decisions if not d.samples)


def test_the_page_marks_the_card_and_the_renuncio(client: Client, prepared: Prepared):
    client.force_login(prepared.owner)
    html = client.get(url(prepared.record)).content.decode()
    item = re.search(rf'<li class="review-coste"[^>]*data-action="{prepared.bad_card}".*?</li>', html, re.S)
    assert item and f'data-cost="{prepared.cost}"' in item.group(0)
    assert all(CARDS_BY_CODE[code].name in item.group(0) for code in prepared.best)
    assert f'data-code="{prepared.renuncio_code}"' in html


def classmates(prepared: Prepared) -> tuple[User, User]:
    """A teacher of a class the hand's owner is in, and another pupil of that class."""
    teacher = User.objects.create_user("profe", password="x")
    pupil = User.objects.create_user("companera", password="x")
    classroom = Classroom.objects.create(name="3.º B", created_by=teacher)
    classroom.teachers.add(teacher)
    assert prepared.record.owner is not None
    joined = prepared.record.created_at - timedelta(days=1)  # the student page lists the hands since joining
    Membership.objects.create(classroom=classroom, user=prepared.record.owner, joined_at=joined)
    Membership.objects.create(classroom=classroom, user=pupil)
    return teacher, pupil


def test_who_may_open_the_review(client: Client, prepared: Prepared):
    record = prepared.record
    teacher, pupil = classmates(prepared)
    stranger = User.objects.create_user("otro", password="x")
    expected = {record.owner: 200, teacher: 200, pupil: 404, stranger: 404}
    for user, status in expected.items():
        assert user is not None
        client.force_login(user)
        response = client.get(url(record))
        assert response.status_code == status, user
        if status == 200:
            assert response.context["review"].decisions  # that student's hand, not a fresh copy
            assert response.context["record"].pk == record.pk
    assert Client().get(url(record)).status_code in (403, 404)


def test_an_anonymous_visitor_reviews_the_hand_of_their_session(client: Client):
    client.get(reverse("practice:index"))
    client.session.save()
    key = client.session.session_key
    assert key
    mine = prepare(None, session_key=key).record
    assert client.get(url(mine)).status_code == 200
    assert Client().get(url(mine)).status_code in (403, 404)


def test_an_unfinished_hand_has_no_review_yet(client: Client, student: User):
    client.force_login(student)
    response = client.post(reverse("practice:table", args=["tresillo", 7]))
    record = PracticeHand.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))
    assert client.get(url(record)).status_code == 409


def test_the_replay_steps_through_every_trick(client: Client, prepared: Prepared):
    client.force_login(prepared.owner)
    tricks = len(review(prepared.record, replay(prepared.record)).frames)
    assert tricks == 9
    for number in range(1, tricks + 1):
        response = client.get(url(prepared.record), {"baza": str(number)}, HTTP_HX_REQUEST="true")
        html = response.content.decode()
        assert response.status_code == 200 and html.lstrip().startswith('<section id="replay-section"')
        assert f"Baza {number} de {tricks}" in html
        assert ('rel="next"' in html) == (number < tricks) and ('rel="prev"' in html) == (number > 1)
        # every hand face up: the cards still held by all, and this trick's
        held = sum(1 for _ in re.finditer(r'data-card="\w+"', html))
        assert held == 3 * (10 - number) + 3
    plain = client.get(
        url(prepared.record), {"baza": "2"}
    ).content.decode()  # without JavaScript: a whole page
    assert "Baza 2 de 9" in plain and "Tus decisiones" in plain and 'href="?baza=3"' in plain


@pytest.mark.parametrize("baza", ["0", "-1", "10", "abc", "9" * 5000, "1.5", "٣٣", "𝟗𝟗", "1\x00", ""])
def test_a_bad_trick_number_is_a_400_in_spanish(client: Client, prepared: Prepared, baza: str):
    client.force_login(prepared.owner)
    response = client.get(url(prepared.record), {"baza": baza})
    if baza == "":
        assert response.status_code == 200  # absent: the first trick
        return
    assert response.status_code == 400
    assert "Esa baza no existe" in response.content.decode()


def test_play_on_from_a_decision(client: Client, prepared: Prepared):
    record = prepared.record
    teacher, _ = classmates(prepared)
    for visitor in (record.owner, teacher):
        assert visitor is not None
        client.force_login(visitor)
        response = client.post(url(record, "practice:start-from"), {"paso": str(prepared.bad_step)})
        assert response.status_code == 302
        fresh = PracticeHand.objects.filter(owner=visitor).exclude(pk=record.pk).latest("pk")
        assert response["Location"] == url(fresh, "practice:hand")
        assert replay(fresh).actions == replay(record).actions[: prepared.bad_step]
        assert replay(fresh).to_move == SEAT and fresh.finished_at is None
    assert client.get(url(fresh, "practice:hand")).status_code == 200


@pytest.mark.parametrize("paso", ["1", "-3", "x", "99999999999"])
def test_play_on_only_from_a_decision(client: Client, prepared: Prepared, paso: str):
    client.force_login(prepared.owner)
    before = PracticeHand.objects.count()
    bots_only = next(m for m, move in enumerate(prepared.record.move_rows.all()) if move.seat != SEAT)
    sent = str(bots_only) if paso == "1" else paso
    assert client.post(url(prepared.record, "practice:start-from"), {"paso": sent}).status_code == 400
    assert PracticeHand.objects.count() == before


def test_links_to_the_review(client: Client, prepared: Prepared):
    record = prepared.record
    client.force_login(prepared.owner)
    assert url(record) in client.get(url(record, "practice:hand")).content.decode()
    assert url(record) in client.get(reverse("practice:index")).content.decode()
    teacher, _ = classmates(prepared)
    client.force_login(teacher)
    classroom = Classroom.objects.get(teachers=teacher)
    assert record.owner is not None
    page = client.get(reverse("classroom:student", args=[classroom.pk, record.owner.pk]))
    assert url(record) in page.content.decode()


def own_position(hand: Any) -> games.Position:
    """The engine's own trick position of the hand (each family keeps it its own way)."""
    position: games.Position = (
        hand.rules.position(hand.state) if hand.game == "guinote" else hand.state.position
    )
    return position


@pytest.mark.parametrize("slug", ["tresillo", "malilla", "guinote"])
def test_the_open_position_is_the_engines(slug: str):
    """The review builds its positions from the seats' views alone: they are the engine's own, every card."""
    compared = 0
    for seed in (1, 2):
        hand, rng = games.new_hand(slug, seed=seed), random.Random(seed)
        while hand.to_move is not None:
            action = games.choose(hand.view(hand.to_move), "experto", rng)
            found = open_position(hand) if action in CARDS_BY_CODE else None
            if found is not None:
                ours, theirs = found[0], own_position(hand).collected()
                assert (ours.hands, ours.trick, ours.leader, ours.trump, bool(ours.stock)) == (
                    theirs.hands,
                    theirs.trick,
                    theirs.leader,
                    theirs.trump,
                    bool(theirs.stock),
                )
                compared += 1
            hand = hand.apply(action)
    assert compared > 10


@pytest.mark.parametrize("slug", sorted(slug for slug, game in games.GAMES.items() if game.plays_tricks))
def test_the_replay_holds_every_card_played_trick_by_trick(slug: str):
    """Every card of the hand is in the replay, once, in order; a trick is complete or the hand was cut short;
    where the hand is one ronda, the takers are the engine's."""
    hand = start(slug, 2, SEAT, "experto")
    rng = random.Random(2)
    while not hand.is_over:
        hand = bots_move(hand.apply(games.choose(hand.view(SEAT), "principiante", rng)), SEAT, "experto")
    record = PracticeHand(game=slug, seed=2, seat=SEAT, notation=hand.notation)
    frames = review(record, hand).frames
    assert [code for frame in frames for _, code in frame.cards] == [
        a for a in hand.actions if a in CARDS_BY_CODE
    ]
    history = hand.view(SEAT).history
    if len(history) == len(frames):
        takers = [
            relative_seat(t.winner, SEAT, hand.players) if t.winner is not None else None for t in history
        ]
        assert [f.winner if "nadie" not in f.winner else None for f in frames] == takers
