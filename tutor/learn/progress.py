"""Where a learner stands in «Aprende a jugar»: the best stars of each stage (in the database for an account, in
the session for an anonymous visitor) and the stage under way (in the session: its step, its mistakes)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from django.contrib.auth.models import User
from django.contrib.sessions.backends.base import SessionBase
from django.db import transaction
from django.db.models import F
from django.db.models.functions import Greatest
from django.utils import timezone

from tutor.http import TutorRequest
from tutor.learn.models import Stage, StageResult

STARS_KEY = "aprende_estrellas"  # anonymous: stage key → best stars
RUNS_KEY = "aprende_etapas"  # stage key → the run under way


@dataclass(slots=True)
class Run:
    """A stage under way: the step to answer, the mistakes so far, and the practice hand of a ``mano`` step."""

    step: int = 0
    mistakes: int = 0
    tries: int = 0  # wrong answers to the current step
    hand: int | None = None


def earned(request: TutorRequest) -> dict[str, int]:
    """The best stars of every stage the learner has done."""
    if request.user.is_authenticated:
        return dict(StageResult.objects.filter(user=request.user).values_list("stage_key", "stars"))
    stored = request.session.get(STARS_KEY, {})
    return {str(key): int(value) for key, value in stored.items()}


def save_stars(user: User, stars: dict[str, int]) -> None:
    """Keep the better of the stored and the given stars of each stage (one query per stage, never lowering)."""
    with transaction.atomic():
        for key, value in stars.items():
            result, created = StageResult.objects.get_or_create(
                user=user, stage_key=key, defaults={"stars": value}
            )
            if not created and value > result.stars:
                StageResult.objects.filter(pk=result.pk).update(
                    stars=Greatest(F("stars"), value), updated_at=timezone.now()
                )


def record(request: TutorRequest, stage: Stage, stars: int) -> None:
    """The learner finished ``stage`` with ``stars``: kept if better than before."""
    if request.user.is_authenticated:
        save_stars(request.user, {stage.key: stars})
        return
    stored = dict(request.session.get(STARS_KEY, {}))
    stored[stage.key] = max(stars, int(stored.get(stage.key, 0)))
    request.session[STARS_KEY] = stored


def join_account(session: SessionBase, user: User) -> None:
    """An anonymous visitor signed up or in: their stars go to the account."""
    stars = session.pop(STARS_KEY, {})
    if stars:
        save_stars(user, {str(key): int(value) for key, value in stars.items()})


def current_run(request: TutorRequest, stage: Stage) -> Run:
    stored: dict[str, Any] = request.session.get(RUNS_KEY, {}).get(stage.key, {})
    return Run(**{key: stored[key] for key in ("step", "mistakes", "tries", "hand") if key in stored})


def save_run(request: TutorRequest, stage: Stage, run: Run | None) -> None:
    """Store the run (``None``: the stage is finished or restarted, forget it)."""
    runs = dict(request.session.get(RUNS_KEY, {}))
    if run is None:
        runs.pop(stage.key, None)
    else:
        runs[stage.key] = asdict(run)
    request.session[RUNS_KEY] = runs


def next_stage(stages: list[Stage], stars: dict[str, int]) -> Stage | None:
    """The first stage not yet done («Continúa»); ``None`` when every stage has its stars."""
    return next((stage for stage in stages if stage.key not in stars), None)


def stage_of_hand(request: TutorRequest, hand: int) -> Stage | None:
    """The stage whose ``mano`` step dealt practice hand ``hand`` (the table leads back to it), if any."""
    runs: dict[str, dict[str, Any]] = request.session.get(RUNS_KEY, {})
    key = next((key for key, run in runs.items() if run.get("hand") == hand), None)
    if key is None:
        return None
    game, _, slug = key.partition("/")
    return Stage.objects.select_related("track").filter(track__game=game, slug=slug).first()
