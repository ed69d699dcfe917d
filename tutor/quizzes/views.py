"""Quizzes: authored banks, unlimited generated questions, immediate feedback and the Leitner review."""

from __future__ import annotations

import random
from typing import Any

from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.db.models import Count, Q
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods, require_POST

import games
from tutor.http import TutorRequest
from tutor.quizzes import runs
from tutor.quizzes.display import answer_words, display, generated_key, right_words, sign
from tutor.quizzes.forms import AnswerForm, SeriesForm, StepForm, TokenForm
from tutor.quizzes.models import Attempt, Question, Quiz, ReviewCard, question_spec
from tutor.quizzes.questions import GENERATED_GAMES, NOT_OFFERED, BadAnswer, Grade, Spec, generate, grade

GENERATED_PER_PAGE = 5


def authored_item(question: Question, review: ReviewCard | None = None) -> dict[str, Any]:
    return item(question.key, reverse("quizzes:answer", args=[question.pk]), question_spec(question)) | {
        "question": question,
        "review": review,
    }


def generated_item(spec: Spec, review: ReviewCard | None = None) -> dict[str, Any]:
    return item(generated_key(spec), reverse("quizzes:answer-generated"), spec) | {
        "hidden": [("token", sign(spec))],
        "review": review,
    }


def item(key: str, post_url: str, spec: Spec) -> dict[str, Any]:
    """What ``quizzes/_question.html`` shows: the question, where its form posts, what it replaces (htmx), and
    the hidden fields it sends back."""
    return {
        "id": key,
        "post_url": post_url,
        "target": f"#{key}",
        "hidden": [],
        "question": None,
        "review": None,
        "show": display(spec),
    }


@require_GET
def index(request: TutorRequest) -> HttpResponse:
    quizzes = list(Quiz.objects.annotate(size=Count("questions")))
    taken = runs.progress(request)
    for quiz in quizzes:
        quiz.taken = taken.get(quiz.slug)  # type: ignore[attr-defined]
    due = 0
    if request.user.is_authenticated:
        due = ReviewCard.objects.filter(user=request.user, due_at__lte=timezone.now()).count()
    return render(
        request,
        "quizzes/index.html",
        {"quizzes": quizzes, "games": [games.GAMES[slug] for slug in GENERATED_GAMES], "due": due},
    )


LATE = "Esta respuesta llega tarde: el cuestionario ya había cambiado (¿otra pestaña?). Aquí está como está ahora."
NOT_A_STEP = "Esa acción no existe. No se ha cambiado nada."


@require_http_methods(["GET", "POST"])
def quiz(request: TutorRequest, slug: str) -> HttpResponse:
    """A quiz, one question at a time: a post answers the question shown (or moves a card of an ordering), goes
    on to the next one, or starts again; each names the question the page showed, so a late one changes nothing."""
    quiz = get_object_or_404(Quiz, slug=slug)
    run = runs.load(request, quiz, list(quiz.questions.select_related("lesson__course")))
    if request.method == "GET":
        return render_run(request, quiz, run)
    step = StepForm(request.POST)
    if not step.is_valid():
        return render_run(request, quiz, run, status=400, error=NOT_A_STEP)
    current, action = run.current, step.cleaned_data["accion"]
    answered = current is not None and run.given(current) is not None
    possible = {StepForm.ANSWER: current is not None and not answered, StepForm.NEXT: answered}
    if step.cleaned_data["pregunta"] != run.position or not possible.get(action, True):
        return render_run(request, quiz, run, status=409, error=LATE)
    if action == StepForm.RESTART:
        run = runs.Run(run.questions)
    elif action == StepForm.NEXT:
        run.position += 1
    else:
        assert current is not None  # checked above
        spec = question_spec(current)
        form = AnswerForm(request.POST, spec=spec)
        if not form.is_valid():
            return render_run(request, quiz, run, status=400, error=NOT_OFFERED)
        arrangement = form.arrangement()
        if arrangement is not None:
            return render_run(request, quiz, run, arrangement=arrangement)
        try:
            result = record(request, spec, current.key, current, form.raw(), None)
        except BadAnswer as error:
            return render_run(request, quiz, run, status=400, error=str(error))
        run.answers[str(current.pk)] = {"answer": form.raw(), "correct": result.correct}
    runs.save(request, quiz, run)
    if request.htmx:
        return render_run(request, quiz, run)
    return redirect(f"{quiz.get_absolute_url()}#cuestionario")


def render_run(
    request: TutorRequest,
    quiz: Quiz,
    run: runs.Run,
    *,
    status: int = 200,
    error: str = "",
    arrangement: list[str] | None = None,
) -> HttpResponse:
    """The quiz page (for htmx, its section): the question shown with the progress and the score of this run,
    its feedback once answered, or the summary at the end."""
    context: dict[str, Any] = {"quiz": quiz, "run": run, "total": len(run.questions), "alert": error}
    current = run.current
    if current is not None:
        spec = question_spec(current)
        context["item"] = authored_item(current) | {
            "post_url": quiz.get_absolute_url(),
            "target": "#cuestionario",
            "hidden": [("accion", StepForm.ANSWER), ("pregunta", run.position)],
            "show": display(spec, arrangement),
        }
        given = run.given(current)
        if given is not None:
            context |= feedback(spec, given["answer"])
    else:
        context["summary"] = [(question, run.given(question)) for question in run.questions]
    template = "quizzes/quiz.html#quiz-section" if request.htmx else "quizzes/quiz.html"
    return render(request, template, context, status=status)


def feedback(spec: Spec, raw: str) -> dict[str, Any]:
    """The grade of a (valid) answer, the answer in words and the right one."""
    return {"result": grade(spec, raw), "given": answer_words(spec, raw), "right": right_words(spec)}


@require_GET
def practice(request: TutorRequest, game: str) -> HttpResponse:
    if game not in GENERATED_GAMES:
        raise Http404("Ese juego no existe o no tiene preguntas de bazas.")
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
    """Grade the posted answer, record it for a signed-in learner, and show the feedback (or, for a «Subir» or
    «Bajar» of an ordering, the cards in their new order)."""
    form = AnswerForm(request.POST, spec=spec)
    if "repaso" in form.errors:
        raise Http404("Esa tarjeta de repaso no existe.")
    card = review_card(request, form.cleaned_data["repaso"])
    if card is not None:
        item["review"] = card
    if not form.is_valid():
        return render(request, "quizzes/_question.html", {"item": item, "error": NOT_OFFERED}, status=400)
    arrangement = form.arrangement()
    if arrangement is not None:
        item["show"] = display(spec, arrangement)
        return render(
            request, "quizzes/_question.html" if request.htmx else "quizzes/answered.html", {"item": item}
        )
    raw = form.raw()
    try:
        record(request, spec, item["id"], question, raw, card)
    except BadAnswer as error:
        return render(request, "quizzes/_question.html", {"item": item, "error": str(error)}, status=400)
    context = {"item": item} | feedback(spec, raw)
    return render(request, "quizzes/_question.html" if request.htmx else "quizzes/answered.html", context)


def record(
    request: TutorRequest, spec: Spec, key: str, question: Question | None, raw: str, card: ReviewCard | None
) -> Grade:
    """Grade an answer and, for a signed-in learner, keep it and move the question in (or into) the review.

    :raises BadAnswer: when ``raw`` is not a possible answer (nothing is kept then).
    """
    result = grade(spec, raw)
    if request.user.is_authenticated:
        Attempt.objects.create(
            user=request.user,
            key=key,
            question=question,
            game=spec.get("game", ""),
            answer=raw[:100],
            correct=result.correct,
        )
        if card is not None:
            card.reviewed(result.correct)
        elif not result.correct:
            ReviewCard.missed(request.user, key, question, {} if question else spec)
    return result


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
