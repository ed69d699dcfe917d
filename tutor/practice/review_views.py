"""«Repasa la mano»: the review of a finished practice hand, its trick-by-trick replay, and «Juega desde aquí».

The hand's owner opens it, and so does a teacher of a class the owner is a pupil of (who sees that pupil's hand);
anyone else gets a 404, as for the table itself.
"""

from __future__ import annotations

from django.contrib import messages
from django.core.cache import cache
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from games.core.cards import CARDS_BY_CODE
from games.core.hand import Hand
from tutor.classroom.models import Classroom
from tutor.http import TutorRequest
from tutor.practice.forms import ReplayForm, StartFromForm
from tutor.practice.models import PracticeHand
from tutor.practice.review import Frame, Review, review
from tutor.practice.table import replay
from tutor.practice.views import bad_request, own_hand, playable, save_new

UNFINISHED = (
    "Esta mano aún no ha terminado: el repaso enseña las cartas de todos, así que llega cuando acaba la mano."
)


def reviewable(request: TutorRequest, game: str, seed: int, pk: int) -> PracticeHand:
    """The hand, for its owner or a teacher of a class its owner is a pupil of; a 404 for anybody else (and for a
    game without tricks, which has no trick-by-trick review)."""
    if not playable(game).plays_tricks:
        raise Http404("Las manos de este juego no tienen repaso baza a baza.")
    if not request.user.is_authenticated:
        return own_hand(request, game, seed, pk)
    record = PracticeHand.objects.filter(pk=pk, game=game, seed=seed).first()
    if record is None or record.owner_id is None:
        raise Http404("No hay ninguna mano tuya con ese número.")
    if record.owner_id != request.user.pk and not (
        Classroom.objects.filter(teachers=request.user, memberships__user_id=record.owner_id).exists()
    ):
        raise Http404("No hay ninguna mano tuya con ese número.")
    return record


def reviewed(record: PracticeHand) -> Review:
    """The review of the record as it stands (kept in the cache by version: the replay's steps do not redo it)."""
    key = f"practice-review:{record.pk}:{record.version}"
    found = cache.get(key)
    if isinstance(found, Review):
        return found
    made = review(record, replay(record))
    cache.set(key, made, 3600)
    return made


@require_GET
def review_page(request: TutorRequest, game: str, seed: int, pk: int) -> HttpResponse:
    record = reviewable(request, game, seed, pk)
    if record.finished_at is None:
        return bad_request(request, UNFINISHED, status=409)
    result = reviewed(record)
    form = ReplayForm(request.GET, tricks=len(result.frames))
    if not form.is_valid():
        return bad_request(request, form.message)
    number = form.cleaned_data["baza"] or 1
    frame = result.frames[number - 1] if result.frames else None
    context = {
        "record": record,
        "rules": playable(game),
        "review": result,
        "frame": shown(frame) if frame is not None else None,
        "previous": number - 1 if number > 1 else None,
        "next": number + 1 if number < len(result.frames) else None,
        "pupil": record.owner if record.owner_id not in (None, request.user.pk) else None,
    }
    template = "practice/review.html#replay-section" if request.htmx else "practice/review.html"
    return render(request, template, context)


def shown(frame: Frame) -> dict[str, object]:
    """A trick of the replay with each card's name for the template."""

    def named(code: str) -> dict[str, str]:
        return {"code": code, "name": CARDS_BY_CODE[code].name}

    return {
        "number": frame.number,
        "hands": [{"seat": seat, "cards": [named(code) for code in codes]} for seat, codes in frame.hands],
        "cards": [{"seat": seat} | named(code) for seat, code in frame.cards],
        "winner": frame.winner,
    }


@require_POST
def start_from(request: TutorRequest, game: str, seed: int, pk: int) -> HttpResponse:
    """A new hand of the visitor from the notation cut just before one of the learner's decisions."""
    record = reviewable(request, game, seed, pk)
    if record.finished_at is None:
        return bad_request(request, UNFINISHED, status=409)
    form = StartFromForm(request.POST)
    steps = {decision.step for decision in reviewed(record).decisions}
    if not form.is_valid() or form.cleaned_data["paso"] not in steps:
        return bad_request(request, "Ese momento no es una de las decisiones de la mano.")
    header, _, actions = record.notation.partition("|")
    cut = actions.split()[: form.cleaned_data["paso"]]
    hand = Hand.from_notation(f"{header}| {' '.join(cut)}")
    fresh = save_new(request, hand, record.seat, record.level)
    messages.info(request, "Sigues la mano desde ese momento: las mismas cartas, y ahora decides tú.")
    return redirect("practice:hand", game=game, seed=seed, pk=fresh.pk)
