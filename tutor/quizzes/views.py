"""Quizzes: authored banks, unlimited generated questions, immediate feedback and the Leitner review."""

from __future__ import annotations

import random
from typing import Any

from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.db.models import Count, Q
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

import games
from tutor.http import TutorRequest
from tutor.quizzes.display import display, generated_key, sign
from tutor.quizzes.forms import AnswerForm, SeriesForm, TokenForm
from tutor.quizzes.models import Attempt, Question, Quiz, ReviewCard, question_spec
from tutor.quizzes.questions import GENERATED_GAMES, BadAnswer, Spec, generate, grade

GENERATED_PER_PAGE = 5


def authored_item(question: Question, review: ReviewCard | None = None) -> dict[str, Any]:
    return {
        "id": question.key,
        "post_url": reverse("quizzes:answer", args=[question.pk]),
        "token": "",
        "question": question,
        "review": review,
        "show": display(question_spec(question)),
    }


def generated_item(spec: Spec, review: ReviewCard | None = None) -> dict[str, Any]:
    return {
        "id": generated_key(spec),
        "post_url": reverse("quizzes:answer-generated"),
        "token": sign(spec),
        "question": None,
        "review": review,
        "show": display(spec),
    }


@require_GET
def index(request: TutorRequest) -> HttpResponse:
    quizzes = Quiz.objects.annotate(size=Count("questions"))
    due = 0
    if request.user.is_authenticated:
        due = ReviewCard.objects.filter(user=request.user, due_at__lte=timezone.now()).count()
    return render(
        request,
        "quizzes/index.html",
        {"quizzes": quizzes, "games": [games.GAMES[slug] for slug in GENERATED_GAMES], "due": due},
    )


@require_GET
def quiz(request: TutorRequest, slug: str) -> HttpResponse:
    quiz = get_object_or_404(Quiz, slug=slug)
    questions = list(quiz.questions.select_related("lesson__course"))
    score = None
    if request.user.is_authenticated:
        answered = Attempt.objects.filter(user=request.user, question__quiz=quiz)
        score = {
            "answered": answered.values("question").distinct().count(),
            "right": answered.filter(correct=True).values("question").distinct().count(),
        }
    return render(
        request,
        "quizzes/quiz.html",
        {"quiz": quiz, "items": [authored_item(q) for q in questions], "score": score},
    )


@require_GET
def practice(request: TutorRequest, game: str) -> HttpResponse:
    if game not in games.GAMES:
        raise Http404("Ese juego no existe.")
    form = SeriesForm(request.GET)
    if not form.is_valid():
        return bad_request(request, "Ese número de serie no existe: pide otras cinco preguntas.")
    seed = form.cleaned_data["semilla"]
    if seed is None:
        seed = random.randrange(10**9)
    rng = random.Random(seed)
    items = [generated_item(generate(game, rng)) for _ in range(GENERATED_PER_PAGE)]
    return render(
        request,
        "quizzes/practice.html",
        {"rules": games.GAMES[game], "items": items, "seed": seed, "next_seed": random.randrange(10**9)},
    )


@login_required
@require_GET
def review(request: TutorRequest) -> HttpResponse:
    user = request.user
    assert isinstance(user, User)
    cards = ReviewCard.objects.filter(user=user, due_at__lte=timezone.now()).select_related("question")[:20]
    items = [
        authored_item(card.question, card) if card.question else generated_item(card.spec, card)
        for card in cards
    ]
    later = ReviewCard.objects.filter(user=user, due_at__gt=timezone.now()).order_by("due_at").first()
    boxes = ReviewCard.objects.filter(user=user).values("box").annotate(n=Count("id")).order_by("box")
    return render(request, "quizzes/review.html", {"items": items, "later": later, "boxes": boxes})


@require_POST
def answer(request: TutorRequest, pk: int) -> HttpResponse:
    question = get_object_or_404(Question.objects.select_related("lesson__course"), pk=pk)
    return respond(request, question_spec(question), authored_item(question), question)


@require_POST
def answer_generated(request: TutorRequest) -> HttpResponse:
    form = TokenForm(request.POST)
    if not form.is_valid():
        return bad_request(
            request, "Esa pregunta no es válida: el formulario se ha modificado o ha caducado."
        )
    spec = form.cleaned_data["token"]
    return respond(request, spec, generated_item(spec), None)


def respond(
    request: TutorRequest, spec: Spec, item: dict[str, Any], question: Question | None
) -> HttpResponse:
    """Grade the posted answer, record it for a signed-in learner, and show the feedback."""
    form = AnswerForm(request.POST, spec=spec)
    if "repaso" in form.errors:
        raise Http404("Esa tarjeta de repaso no existe.")
    card = review_card(request, form.cleaned_data["repaso"])
    if card is not None:
        item["review"] = card
    if not form.is_valid():
        error = "Esa respuesta no es ninguna de las que ofrece la pregunta."
        return render(request, "quizzes/_question.html", {"item": item, "error": error}, status=400)
    raw = form.raw()
    try:
        result = grade(spec, raw)
    except BadAnswer as error:
        return render(request, "quizzes/_question.html", {"item": item, "error": str(error)}, status=400)
    if request.user.is_authenticated:
        Attempt.objects.create(
            user=request.user,
            key=item["id"],
            question=question,
            game=spec.get("game", ""),
            answer=raw[:100],
            correct=result.correct,
        )
        if card is not None:
            card.reviewed(result.correct)
        elif not result.correct:
            ReviewCard.missed(request.user, item["id"], question, {} if question else spec)
    context = {"item": item, "result": result, "answered": raw}
    if request.htmx:
        return render(request, "quizzes/_question.html", context)
    return render(request, "quizzes/answered.html", context)


def review_card(request: TutorRequest, card_id: int | None) -> ReviewCard | None:
    """The review card being answered, which must belong to this learner.

    :raises Http404: for someone else's card or one that does not exist.
    """
    if card_id is None:
        return None
    if not request.user.is_authenticated:
        raise Http404("Esa tarjeta de repaso no existe.")
    return get_object_or_404(ReviewCard, Q(pk=card_id) & Q(user=request.user))


def bad_request(request: TutorRequest, message: str) -> HttpResponse:
    return render(request, "quizzes/bad_request.html", {"message": message}, status=400)
