"""The curated exercises: a position with a goal, marked by the engine; or a hand to finish and win."""

from __future__ import annotations

from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

import games
from games.core.cards import CARDS_BY_CODE
from games.core.citations import SOURCES_BY_SLUG
from tutor.http import TutorRequest
from tutor.learn.display import shown
from tutor.learn.steps import action_choice
from tutor.practice.exercises import following, mark, offered
from tutor.practice.forms import ExerciseAnswerForm
from tutor.practice.models import Exercise, ExerciseSolved
from tutor.practice.table import bots_move
from tutor.practice.views import save_new


def solved_ids(request: TutorRequest) -> set[int]:
    if not request.user.is_authenticated:
        return set()
    return set(ExerciseSolved.objects.filter(user=request.user).values_list("exercise_id", flat=True))


@require_GET
def exercise_list(request: TutorRequest) -> HttpResponse:
    exercises = list(Exercise.objects.select_related("lesson__course"))
    groups: dict[str, list[Exercise]] = {}
    for exercise in exercises:
        groups.setdefault(games.GAMES[exercise.game].name, []).append(exercise)
    return render(request, "practice/exercises.html", {"groups": groups, "solved": solved_ids(request)})


def exercise_context(request: TutorRequest, exercise: Exercise) -> dict[str, object]:
    source = SOURCES_BY_SLUG.get(exercise.source)
    context: dict[str, object] = {
        "exercise": exercise,
        "solved": exercise.pk in solved_ids(request),
        "source_title": source.title if source else exercise.source,
        "next": following(exercise),
    }
    if exercise.position:
        position = games.Position.from_notation(exercise.position)
        leader = position.leader
        context |= {
            "hand": [{"code": c.code, "name": c.name} for c in position.collected().hand],
            "trick": [
                {"code": c.code, "name": c.name, "seat": (leader + i) % position.players + 1}
                for i, c in enumerate(position.trick)
            ],
            "seat": (position.to_move or 0) + 1,
            "trump": position.trump.spanish if position.trump else "",
            "rules": position.rules,
        }
    elif exercise.goal == Exercise.Goal.ACTION:
        hand = games.Hand.from_notation(exercise.hand)
        view = hand.view(exercise.seat)
        context |= {
            "cards": shown(tuple(view.hand)),
            "table": [shown(group) for group in view.face_up()],
            "choices": [action_choice(action, view.trump) for action in offered(exercise)],
            "seat": exercise.seat + 1,
            "trump": view.trump.spanish if view.trump else "",
        }
    return context


def said(exercise: Exercise, context: dict[str, object], action: str) -> str:
    """What the learner did, in words ('' for a card that is not in the exercise's hand)."""
    if exercise.goal == Exercise.Goal.ACTION:
        labels = {choice.value: choice.label for choice in context["choices"]}  # type: ignore[attr-defined]
        return f"Has elegido «{labels.get(action, action)}»"
    cards = {card["code"] for card in context.get("hand", [])}  # type: ignore[attr-defined]
    return f"Has jugado {CARDS_BY_CODE[action.upper()].name}" if action.upper() in cards else ""


@require_GET
def exercise_detail(request: TutorRequest, slug: str) -> HttpResponse:
    exercise = get_object_or_404(Exercise.objects.select_related("lesson__course"), slug=slug)
    return render(request, "practice/exercise.html", exercise_context(request, exercise))


@require_POST
def exercise_answer(request: TutorRequest, slug: str) -> HttpResponse:
    exercise = get_object_or_404(Exercise.objects.select_related("lesson__course"), slug=slug)
    form = ExerciseAnswerForm(request.POST)
    action = form.cleaned_data["action"].strip() if form.is_valid() else ""
    context = exercise_context(request, exercise)
    words = said(exercise, context, action)
    if not words:
        context["error"] = "Esa carta no está en tu mano en este ejercicio. No se ha cambiado nada."
        status = 400
    else:
        marked = mark(exercise, action if exercise.goal == Exercise.Goal.ACTION else action.upper())
        context |= {"marked": marked, "said": words}
        if marked.solved and request.user.is_authenticated:
            ExerciseSolved.objects.get_or_create(user=request.user, exercise=exercise)
            context["solved"] = True
        status = 200
    template = "practice/exercise.html#exercise-board" if request.htmx else "practice/exercise.html"
    return render(request, template, context, status=status)


@require_POST
def exercise_start(request: TutorRequest, slug: str) -> HttpResponse:
    """A *contrato* exercise: the hand under way becomes the learner's practice hand."""
    exercise = get_object_or_404(Exercise, slug=slug, goal=Exercise.Goal.CONTRACT)
    hand = bots_move(games.Hand.from_notation(exercise.hand), exercise.seat, exercise.level)
    record = save_new(request, hand, exercise.seat, exercise.level, exercise=exercise)
    return redirect("practice:hand", game=record.game, seed=record.seed, pk=record.pk)
