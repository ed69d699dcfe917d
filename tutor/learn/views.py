"""«Aprende a jugar»: the courses, each game's map of stages, and a stage played step by step.

The server keeps the stage under way (its step and mistakes) in the session; an answer is marked by the engine
(:mod:`tutor.learn.steps`), and a stage done earns 1 to 3 stars, kept for the account or the session.
"""

from __future__ import annotations

from typing import Any

from django.db.models import Count, Prefetch
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

import games
from tutor.http import TutorRequest
from tutor.learn import progress, steps
from tutor.learn.display import board
from tutor.learn.forms import AnswerForm
from tutor.learn.models import Stage, Step, Track
from tutor.lessons.models import CurriculumVersion
from tutor.lessons.views import kept
from tutor.practice.models import PracticeHand
from tutor.practice.table import bots_move
from tutor.practice.views import owner_filter, save_new

HAND_DONE = "mano"  # the answer of a ``mano`` step: «the hand is over, count it»


def _tracks(version: str) -> list[Track]:
    """Every course with its stages in order, kept until the curriculum's ``version`` changes."""
    return kept(
        f"tracks:{version}",
        lambda: list(
            Track.objects.prefetch_related(Prefetch("stages", queryset=Stage.objects.order_by("order")))
        ),
    )


def summaries(request: TutorRequest, version: str | None = None) -> list[dict[str, Any]]:
    """Every course with the learner's stars: for ``/aprende/`` and the home page (``version``: the curriculum's,
    when the caller has it already)."""
    stars = progress.earned(request)
    found = []
    for track in _tracks(version or CurriculumVersion.current()):
        stages = list(track.stages.all())
        earned = [stars[stage.key] for stage in stages if stage.key in stars]
        found.append(
            {
                "track": track,
                "name": games.GAMES[track.game].name,
                "stages": len(stages),
                "done": len(earned),
                "stars": sum(earned),
                "max_stars": 3 * len(stages),
                "next": progress.next_stage(stages, stars),
            }
        )
    return found


@require_GET
def index(request: TutorRequest) -> HttpResponse:
    return render(request, "learn/index.html", {"courses": summaries(request)})


@require_GET
def track_map(request: TutorRequest, game: str) -> HttpResponse:
    track = get_object_or_404(Track, game=game)
    stages: list[Stage] = list(track.stages.annotate(step_count=Count("steps")).order_by("order"))
    stars = progress.earned(request)
    return render(
        request,
        "learn/map.html",
        {
            "track": track,
            "name": games.GAMES[track.game].name,
            "stages": [(stage, stars.get(stage.key, 0)) for stage in stages],
            "next": progress.next_stage(stages, stars),
        },
    )


def _stage(game: str, slug: str) -> tuple[Stage, list[Step]]:
    stage = get_object_or_404(Stage.objects.select_related("track"), track__game=game, slug=slug)
    return stage, list(stage.steps.all())


def _hand(request: TutorRequest, run: progress.Run) -> PracticeHand | None:
    """The practice hand of the run's ``mano`` step, if it is still the learner's."""
    if run.hand is None:
        return None
    return PracticeHand.objects.filter(pk=run.hand, **owner_filter(request)).first()


def _following(stage: Stage) -> Stage | None:
    return stage.track.stages.filter(order__gt=stage.order).order_by("order").first()


def stage_context(
    request: TutorRequest, stage: Stage, all_steps: list[Step], run: progress.Run
) -> dict[str, Any]:
    """The page of a stage under way: the current step, its board and its answers."""
    step = all_steps[run.step]
    context: dict[str, Any] = {
        "stage": stage,
        "track": stage.track,
        "name": games.GAMES[stage.track.game].name,
        "step": step,
        "number": run.step + 1,
        "total": len(all_steps),
        "run": run,
        "best": progress.earned(request).get(stage.key, 0),
        "source": next(s for s in games.SOURCES if s.slug == step.data["source"]),
    }
    if step.kind == "mano":
        hand = _hand(request, run)
        context |= {"hand": hand, "hand_over": hand is not None and hand.finished_at is not None}
    else:
        context["board"] = board({"prompt": step.prompt, **step.data, "kind": step.kind})
    return context


def _render(request: TutorRequest, context: dict[str, Any], status: int = 200) -> HttpResponse:
    template = "learn/stage.html#stage-board" if request.htmx else "learn/stage.html"
    return render(request, template, context, status=status)


@require_GET
def stage_page(request: TutorRequest, game: str, stage: str) -> HttpResponse:
    found, all_steps = _stage(game, stage)
    run = progress.current_run(request, found)
    if run.step >= len(all_steps):
        run = progress.Run()
    return _render(request, stage_context(request, found, all_steps, run))


@require_POST
def answer(request: TutorRequest, game: str, stage: str) -> HttpResponse:
    """An answer to the current step: marked by the engine; right goes on, wrong explains and stays."""
    found, all_steps = _stage(game, stage)
    run = progress.current_run(request, found)
    if run.step >= len(all_steps):
        run = progress.Run()
    step = all_steps[run.step]
    data = {"prompt": step.prompt, **step.data, "kind": step.kind}
    offered = frozenset(
        {HAND_DONE} if step.kind == "mano" else (choice.value for choice in steps.choices(data))
    )
    form = AnswerForm(request.POST, offered=offered)
    context = stage_context(request, found, all_steps, run)
    form.is_valid()
    if "paso" in form.cleaned_data and form.cleaned_data["paso"] != run.step:
        context["error"] = (
            "Ese paso ya está contestado: sigue con el que tienes delante. No se ha cambiado nada."
        )
        return _render(request, context, status=409)
    if form.errors:
        context["error"] = f"{next(iter(form.errors.values()))[0]} No se ha cambiado nada."
        return _render(request, context, status=400)
    if step.kind == "mano":
        return _hand_done(request, found, all_steps, run, context)
    marked = steps.mark(data, form.cleaned_data["respuesta"])
    if not marked.right:
        run.mistakes += 1
        run.tries += 1
        progress.save_run(request, found, run)
        context |= {"marked": marked, "answer_label": _label(data, form.cleaned_data["respuesta"])}
        context["right_labels"] = [_label(data, value) for value in marked.solutions]
        return _render(request, context)
    return _advance(request, found, all_steps, run, {"marked": marked, "solved_step": step})


def _label(data: dict[str, Any], value: str) -> str:
    return next((choice.label for choice in steps.choices(data) if choice.value == value), value)


def _advance(
    request: TutorRequest, stage: Stage, all_steps: list[Step], run: progress.Run, done: dict[str, Any]
) -> HttpResponse:
    """The step is solved: on to the next, or the stage is over and earns its stars."""
    run = progress.Run(step=run.step + 1, mistakes=run.mistakes)
    if run.step < len(all_steps):
        progress.save_run(request, stage, run)
        return _render(request, stage_context(request, stage, all_steps, run) | done)
    stars = steps.stars(run.mistakes)
    progress.record(request, stage, stars)
    progress.save_run(request, stage, None)
    context = stage_context(request, stage, all_steps, progress.Run()) | done
    context |= {"finished": True, "stars": stars, "mistakes": run.mistakes, "following": _following(stage)}
    return _render(request, context)


def _hand_done(
    request: TutorRequest, stage: Stage, all_steps: list[Step], run: progress.Run, context: dict[str, Any]
) -> HttpResponse:
    hand = context.get("hand")
    if hand is None or hand.finished_at is None:
        context["error"] = "Todavía no has terminado la mano: juégala hasta el final y vuelve aquí."
        return _render(request, context, status=409)
    run.mistakes += len(hand.illegal)
    return _advance(request, stage, all_steps, run, {"hand_counted": len(hand.illegal)})


@require_POST
def restart(request: TutorRequest, game: str, stage: str) -> HttpResponse:
    found, _ = _stage(game, stage)
    progress.save_run(request, found, None)
    return redirect(found)


@require_POST
def start_hand(request: TutorRequest, game: str, stage: str) -> HttpResponse:
    """The ``mano`` step: deal its hand at the practice table, remembered by the run."""
    found, all_steps = _stage(game, stage)
    run = progress.current_run(request, found)
    if run.step >= len(all_steps) or all_steps[run.step].kind != "mano":
        return redirect(found)
    data = all_steps[run.step].data
    seat = int(data.get("seat", 0))
    level = str(data.get("level", PracticeHand.Level.BEGINNER))
    record = save_new(
        request, bots_move(games.Hand.from_notation(str(data["hand"])), seat, level), seat, level
    )
    run.hand = record.pk
    progress.save_run(request, found, run)
    return redirect("practice:hand", game=record.game, seed=record.seed, pk=record.pk)
