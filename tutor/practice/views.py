"""The practice table: whole hands against the computer, every move checked and explained by the engine.

The stored :class:`PracticeHand` is the only truth: every request replays its notation, checks the posted
action with the engine, and saves the new notation only if nobody else moved the hand in between (``version``).
"""

from __future__ import annotations

import random
from typing import Any

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import F, QuerySet
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods, require_POST

import games
from games.core.advice import advise
from games.core.cards import CARDS_BY_CODE
from games.core.narration import button_label, describe, told, told_violation
from tutor.http import TutorRequest
from tutor.learn.progress import stage_of_hand
from tutor.lessons.models import Passage
from tutor.practice.forms import ActionForm, HelpModeForm, SitDownForm
from tutor.practice.models import PracticeHand
from tutor.practice.store import find_hand, save_version
from tutor.practice.table import (
    TABLE_GAMES,
    TAIL,
    AnyHand,
    Move,
    actions_of,
    bots_move,
    dealt,
    keep_every_move,
    layout,
    move_rows,
    replay,
    snapshot_of,
    start,
    tells_whole_ronda,
)
from tutor.quizzes.questions import GENERATED_GAMES
from tutor.sessions import SessionStore, data_query

MAX_SEED = 10**9


def owner_filter(request: TutorRequest) -> dict[str, object]:
    """Hands belong to the signed-in user, or to the anonymous visitor's session."""
    if request.user.is_authenticated:
        return {"owner": request.user}
    if not request.session.session_key:
        request.session.save()
    return {"owner": None, "session_key": request.session.session_key}


def playable(game: str) -> games.Game[Any]:
    if game not in TABLE_GAMES:
        raise Http404("Ese juego no se puede practicar todavía como mano completa.")
    return games.GAMES[game]


@require_GET
def index(request: TutorRequest) -> HttpResponse:
    hand_games = [games.GAMES[slug] for slug in TABLE_GAMES]
    others = [games.GAMES[slug] for slug in GENERATED_GAMES if slug not in TABLE_GAMES]
    recent = existing_hands(request)[:8]
    return render(
        request, "practice/index.html", {"hand_games": hand_games, "others": others, "recent": recent}
    )


@require_GET
def new(request: TutorRequest, game: str) -> HttpResponse:
    playable(game)
    return redirect("practice:table", game=game, seed=random.randrange(1, MAX_SEED))


@require_http_methods(["GET", "HEAD", "POST"])
def table(request: TutorRequest, game: str, seed: int) -> HttpResponse:
    """The shareable deal: the same seed deals the same cards to everyone; each visitor plays their own copy.

    A GET only shows the deal and the form to sit down (link prefetchers and crawlers create nothing); the post
    of that form deals the visitor's hand: a seat, the computer's level and, where the game has several, the
    number of players or a modality.
    """
    rules = playable(game)
    if request.method == "POST":
        form = SitDownForm(request.POST, game=game)
        if not form.is_valid():
            return bad_request(request, form.error())
        data = form.cleaned_data
        record = create(
            request, game, seed, data["asiento"], data["nivel"], data["jugadores"], data["modalidad"]
        )
        return redirect("practice:hand", game=game, seed=seed, pk=record.pk)
    counts = rules.players
    return render(
        request,
        "practice/deal.html",
        {
            "rules": rules,
            "seed": seed,
            "mine": existing_hands(request).filter(game=game, seed=seed, finished_at__isnull=True).first(),
            "counts": counts if len(counts) > 1 else (),
            "seats": range(max(counts)),
            "modalities": rules.words.modalities,
        },
    )


def existing_hands(request: TutorRequest) -> QuerySet[PracticeHand]:
    """The visitor's hands, found without starting a session (a GET must not create one)."""
    if request.user.is_authenticated:
        return PracticeHand.objects.filter(owner=request.user)
    if not request.session.session_key:
        return PracticeHand.objects.none()
    return PracticeHand.objects.filter(owner=None, session_key=request.session.session_key)


def create(
    request: TutorRequest,
    game: str,
    seed: int,
    seat: int,
    level: str,
    players: int | None = None,
    variant: str | None = None,
) -> PracticeHand:
    """A new practice hand of the deal: ``players`` (the game's usual number by default) and ``variant`` are kept
    in its notation."""
    return save_new(request, start(game, seed, seat, level, players, variant), seat, level)


def save_new(request: TutorRequest, hand: AnyHand, seat: int, level: str, **more: Any) -> PracticeHand:
    """A new practice hand of the visitor, as ``hand`` stands (with its snapshot and its moves)."""
    record = PracticeHand(
        game=hand.game,
        seed=hand.options.seed,
        seat=seat,
        level=level,
        notation=hand.notation,
        **more,
        **owner_filter(request),
    )
    for field, value in snapshot_of(hand, version=0).items():
        setattr(record, field, value)
    finish_if_over(record, hand)
    with transaction.atomic():
        record.save()
        keep_every_move(record, hand)
    return record


def own_hand(request: TutorRequest, game: str, seed: int, pk: int) -> PracticeHand:
    """The visitor's own hand, or a 404 (someone else's hand is not even said to exist).

    The visitor's session, when it has not been read yet, is read in the hand's statement (a round trip fewer).

    :raises PermissionDenied: for an anonymous visitor who came back without the session cookie, which is what
        tells us which hands are theirs.
    """
    session = request.session
    unread = (
        session if isinstance(session, SessionStore) and not session.loaded and session.session_key else None
    )
    also = data_query(unread.session_key) if unread is not None else None
    found = find_hand(pk, game, seed, last=TAIL, whole_ronda=tells_whole_ronda(game), also=also)
    if found is not None and unread is not None:
        unread.take(found[1])
    user = request.user
    if not user.is_authenticated and settings.SESSION_COOKIE_NAME not in request.COOKIES:
        raise PermissionDenied(COOKIES_MESSAGE)
    owner = user.pk if user.is_authenticated else None
    if found is None or not found[0].is_whose(owner, session.session_key or ""):
        raise Http404("Esa mano no existe o no es tuya.")
    return found[0]


@require_GET
def hand(request: TutorRequest, game: str, seed: int, pk: int) -> HttpResponse:
    record = own_hand(request, game, seed, pk)
    return render_table(request, record, replay(record))


@require_GET
def history(request: TutorRequest, game: str, seed: int, pk: int) -> HttpResponse:
    """Every move of the hand so far in words, ronda by ronda where the game has rondas (the table tells only the
    last ones)."""
    record = own_hand(request, game, seed, pk)
    hand = replay(record)
    me, players = record.seat, hand.players
    rondas: list[dict[str, Any]] = []
    for number, move in enumerate(actions_of(record, hand), start=1):
        if not rondas or rondas[-1]["ronda"] != move.ronda:
            rondas.append({"ronda": move.ronda, "start": number, "lines": []})
        rondas[-1]["lines"].append(move.told(me, players))
    return render(
        request,
        "practice/history.html",
        {"record": record, "rules": games.GAMES[record.game], "rondas": rondas, "total": len(hand.actions)},
    )


COOKIES_MESSAGE = (
    "Para jugar sin cuenta, tu navegador tiene que aceptar la cookie de sesión de este sitio: en ella guardamos "
    "cuál es tu mano. Actívala, o entra con tu cuenta, y vuelve a abrir el reparto."
)


def render_table(
    request: TutorRequest,
    record: PracticeHand,
    hand: AnyHand,
    *,
    status: int = 200,
    shown_from: int | None = None,
    alert: str = "",
    violation: games.Violation | None = None,
    hint: dict[str, str] | None = None,
) -> HttpResponse:
    passage = None
    if violation is not None and violation.citation is not None:
        passage = Passage.citing(violation.citation.document, violation.citation.first_line)
    build, page = layout(record.game)
    context = build(record, hand, shown_from)
    trump = getattr(context["view"], "trump", None)
    allowed = [
        CARDS_BY_CODE[code].with_article if code in CARDS_BY_CODE else button_label(code, trump)
        for code in (violation.allowed if violation else ())
    ]
    context |= {
        "alert": alert,
        "violation": violation,
        "violation_text": told_violation(
            violation.explanation, violation.is_renuncio, record.seat, context["view"].players, trump
        )
        if violation is not None
        else "",
        "hint": hint,
        "rule_passage": passage,
        "allowed": allowed,
        "sit_down": None if request.htmx else sit_down(record),  # its form is outside the htmx partial
        "focus": focus_after(request, alert, violation, hint),
        "learn_stage": stage_of_hand(request, record.pk),
    }
    # An htmx play gets the table's section alone: the Jinja fragment of the page's name (jinja2/).
    return render(request, page, context, status=status, using="jinja2" if request.htmx else None)


def focus_after(
    request: TutorRequest, alert: str, violation: games.Violation | None, hint: dict[str, str] | None
) -> str:
    """The id of what takes the focus after an action (static/js/table.js): the refusal, the hint, or the «what to
    do now» line; ``""`` for a plain visit, which leaves the focus where the browser puts it."""
    if request.method != "POST":
        return ""
    if alert or violation is not None:
        return "violation"
    return "pista" if hint is not None else "que-hacer"


def sit_down(record: PracticeHand) -> dict[str, object]:
    """The choices of the «sit down» form: every seat of the largest table, and the numbers of players when the
    game has several (the server checks the seat against the number chosen)."""
    counts = games.GAMES[record.game].players
    options = dealt(record.notation).options
    return {
        "counts": counts if len(counts) > 1 else (),
        "seats": range(max(counts)),
        "players": options.players,
        "modalities": games.GAMES[record.game].words.modalities,
        "variant": options.variant or "",
    }


def bad_request(request: TutorRequest, message: str, status: int = 400) -> HttpResponse:
    return render(request, "practice/refused.html", {"message": message}, status=status)


def finish_if_over(record: PracticeHand, hand: AnyHand) -> None:
    result = hand.result()
    if result is not None and record.finished_at is None:
        record.finished_at = timezone.now()
        record.result = {
            "kind": result.kind,
            "payments": list(result.payments),
            "tricks": list(result.tricks),
        }


@require_POST
def act(request: TutorRequest, game: str, seed: int, pk: int) -> HttpResponse:
    """One action of the learner: refused with the engine's explanation, or applied and answered by the bots."""
    record = own_hand(request, game, seed, pk)
    form = ActionForm(request.POST)
    current = replay(record)
    if "version" in form.errors or form.cleaned_data["version"] != record.version:
        return render_table(
            request,
            record,
            current,
            status=409,
            alert="Esta jugada llega tarde: la mano ya había cambiado (¿otra pestaña?). No se ha cambiado nada; aquí tienes la mesa como está.",
        )
    if current.is_over:
        return render_table(
            request,
            record,
            current,
            status=409,
            alert="La mano ya ha terminado. Puedes repetirla o repartir otra.",
        )
    if not form.is_valid():
        return render_table(
            request, record, current, status=400, alert="Esa jugada no existe. No se ha cambiado nada."
        )
    action = form.cleaned_data["action"]
    named = action.split(":")[-1].upper()
    view = current.view(record.seat)
    if named in CARDS_BY_CODE and CARDS_BY_CODE[named] not in view.hand:
        return render_table(
            request,
            record,
            current,
            status=400,
            alert=f"No tienes {CARDS_BY_CODE[named].with_article} en la mano. No se ha cambiado nada.",
        )
    violation = current.check(action, seat=record.seat)
    if violation is not None:
        if violation.code in ("carta", "accion", "turno"):
            return render_table(request, record, current, status=400, violation=violation)
        record.record_illegal(action, violation)
        return render_table(request, record, current, violation=violation)
    before = len(current.actions)
    made = [Move.taken(view, action)]  # the moves of this request, as they are taken
    after = bots_move(current.apply(action, seat=record.seat), record.seat, record.level, made)
    finish_if_over(record, after)
    changes = snapshot_of(after, version=record.version + 1) | {
        "notation": after.notation,
        "version": record.version + 1,
        "updated_at": timezone.now(),
        "finished_at": record.finished_at,
        "result": record.result,
    }
    rows = move_rows(record, before, made)
    if not save_version(record, changes, rows):
        record.refresh_from_db()
        record.recent = None  # another post added moves that it does not hold
        return render_table(
            request,
            record,
            replay(record),
            status=409,
            alert="Otra jugada se ha adelantado a esta. No se ha cambiado nada.",
        )
    for name, value in changes.items():  # the record as the database now holds it, without reading it again
        setattr(record, name, value)
    if record.recent is not None:
        record.recent = record.recent.plus(rows)
    return render_table(request, record, after, shown_from=before)


@require_POST
def hint(request: TutorRequest, game: str, seed: int, pk: int) -> HttpResponse:
    """*Pista*: the legal actions and what the expert would do."""
    record = own_hand(request, game, seed, pk)
    current = replay(record)
    if current.to_move != record.seat:
        return render_table(
            request, record, current, status=409, alert="Ahora no te toca: no hay pista que dar."
        )
    view = current.view(record.seat)
    action, reason = advise(view)
    PracticeHand.objects.filter(pk=record.pk).update(hints=F("hints") + 1)

    return render_table(
        request,
        record,
        current,
        hint={
            "action": action,
            "text": describe(action, record.seat, record.seat, view.players, view.trump),
            "reason": told(reason.text, record.seat, view.players, view.trump),
        },
    )


@require_POST
def help_mode(request: TutorRequest, game: str, seed: int, pk: int) -> HttpResponse:
    record = own_hand(request, game, seed, pk)
    form = HelpModeForm(request.POST)
    if not form.is_valid():
        return bad_request(request, "Ese modo de ayuda no existe.")
    record.help_mode = form.cleaned_data["modo"]
    record.save(update_fields=["help_mode"])
    return render_table(request, record, replay(record))


@require_POST
def replay_hand(request: TutorRequest, game: str, seed: int, pk: int) -> HttpResponse:
    """Play the same deal again from the start, in the same seat and against the same level."""
    record = own_hand(request, game, seed, pk)
    options = dealt(record.notation).options
    fresh = create(request, game, seed, record.seat, record.level, options.players, options.variant)
    messages.info(request, "Mano repartida de nuevo: las mismas cartas desde el principio.")
    return redirect(reverse("practice:hand", args=[game, seed, fresh.pk]))
