"""«Juega con el libro»: a worked hand replayed turn by turn; progress is the session's, GET changes nothing."""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods

import games
from tutor.book.forms import BookStepForm
from tutor.book.hands import Play, Replay, replay
from tutor.book.models import BookHand
from tutor.http import TutorRequest

SESSION_KEY = "libro"


@require_GET
def index(request: TutorRequest) -> HttpResponse:
    hands = list(BookHand.objects.select_related("lesson__course"))
    groups: dict[str, list[BookHand]] = {}
    for hand in hands:
        groups.setdefault(hand.lesson.course.title if hand.lesson else hand.source, []).append(hand)
    progress = request.session.get(SESSION_KEY, {})
    return render(request, "book/index.html", {"groups": groups, "progress": progress})


def progress_of(request: TutorRequest, slug: str) -> tuple[int, str]:
    turn, chosen = request.session.get(SESSION_KEY, {}).get(slug, (0, ""))
    return int(turn), str(chosen)


def save_progress(request: TutorRequest, slug: str, state: tuple[int, str]) -> None:
    progress = dict(request.session.get(SESSION_KEY, {}))
    progress[slug] = list(state)
    request.session[SESSION_KEY] = progress


def cited(comment: dict[str, Any]) -> str:
    first, last = comment["lines"]
    return f"l. {first}" if first == last else f"l. {first}–{last}"


def cards_of(plays: tuple[Play, ...], seats: list[str]) -> list[dict[str, str]]:
    return [
        {"code": play.code, "name": games.Card.parse(play.code).name, "seat": seats[play.seat]}
        for play in plays
    ]


def comment_context(comment: dict[str, Any]) -> dict[str, Any]:
    return {
        "cite": cited(comment),
        "words": list(
            zip(comment["words"], comment.get("translation") or [""] * len(comment["words"]), strict=True)
        ),
        "note": comment.get("note", ""),
        "dispute": comment.get("dispute", ""),
    }


def board(hand: BookHand, replayed: Replay, state: tuple[int, str]) -> dict[str, Any]:
    """What the page shows at the learner's turn ``state`` (and, with a chosen card, the book's answer)."""
    data, (number, chosen) = hand.data, state
    seats, learner = data["seats"], data["learner"]
    context: dict[str, Any] = {"total": len(replayed.turns), "number": number, "me": seats[learner]}
    if number >= len(replayed.turns):
        stop = replayed.stop
        if stop is not None:
            context["stop"] = comment_context(stop.comment) | {
                "plays": cards_of((*stop.plays, stop.illegal), seats),
                "violation": stop.violation.explanation,
            }
        return context | {"finished": True}
    turn = replayed.turns[number]
    mine = next(i for i, play in enumerate(turn.plays) if play.seat == learner)
    position = turn.before.collected()
    context |= {
        "trick": cards_of(turn.plays[:mine], seats),
        "hand_cards": [{"code": card.code, "name": card.name} for card in position.hand],
        "won": [{"seat": seat, "tricks": n} for seat, n in zip(seats, position.tricks, strict=True)],
    }
    if chosen:
        context["revealed"] = comment_context(turn.comment) | {
            "chosen": games.Card.parse(chosen).with_article,
            "book": games.Card.parse(turn.book).with_article,
            "same": chosen == turn.book,
            "plays": cards_of(turn.plays, seats),
            "winner": seats[turn.winner],
        }
    return context


def step(replayed: Replay, state: tuple[int, str], form: BookStepForm) -> tuple[int, str] | str:
    """The state after the learner's action, or the reason (Spanish) it is refused and nothing changes."""
    number, chosen = state
    if not form.is_valid():
        return "Esa acción no existe en esta página. No se ha cambiado nada."
    action = form.cleaned_data["accion"]
    if action == "reiniciar":
        return (0, "")
    if form.cleaned_data["turno"] != number:
        return "La página que tenías estaba atrasada: esto es lo que toca ahora. No se ha cambiado nada."
    if action == "siguiente" and chosen:
        return (number + 1, "")
    code = action.removeprefix("jugar:").upper()
    if not action.startswith("jugar:") or chosen or number >= len(replayed.turns):
        return "Ahora no toca eso. No se ha cambiado nada."
    violation = replayed.turns[number].before.check_play(code)
    if violation is not None:
        return violation.explanation
    return (number, code)


@require_http_methods(["GET", "POST"])
def hand(request: TutorRequest, slug: str) -> HttpResponse:
    book_hand = get_object_or_404(BookHand.objects.select_related("lesson__course"), slug=slug)
    replayed = replay(book_hand.data)
    state = progress_of(request, slug)
    error = ""
    if request.method == "POST":
        moved = step(replayed, state, BookStepForm(request.POST))
        if isinstance(moved, str):
            error = moved
        else:
            save_progress(request, slug, moved)
            if not request.htmx:
                return redirect(book_hand)
            state = moved
    context = {"book_hand": book_hand, "data": book_hand.data, "error": error}
    context |= board(book_hand, replayed, state)
    template = "book/hand.html#book-board" if request.htmx else "book/hand.html"
    return render(request, template, context, status=400 if error else 200)
