"""Loading «Aprende a jugar» from ``fixtures/aprende/`` into the database (idempotent, all or nothing)."""

from __future__ import annotations

from pathlib import Path

from django.db import transaction

from tutor.learn.models import Stage, Step, Track
from tutor.learn.reader import read_tracks
from tutor.lessons.curriculum import CurriculumError

STEP_FIELDS = ("kind", "prompt")


@transaction.atomic
def load_tracks(root: Path) -> int:
    """Load every course; returns how many steps.

    :raises CurriculumError: listing every problem, when a step is not what the engine says (nothing changes).
    """
    problems: list[str] = []
    tracks = read_tracks(root, problems)
    if problems:
        raise CurriculumError("\n".join(problems))
    steps = 0
    for data in tracks:
        track, _ = Track.objects.update_or_create(
            game=data.game, defaults={"title": data.title, "intro": data.intro, "order": data.order}
        )
        kept = []
        for stage_data in data.stages:
            stage, _ = Stage.objects.update_or_create(
                track=track,
                slug=stage_data["slug"],
                defaults={key: stage_data[key] for key in ("title", "goal", "intro", "order")},
            )
            kept.append(stage.pk)
            stage.steps.all().delete()
            Step.objects.bulk_create(
                Step(
                    stage=stage,
                    order=order,
                    kind=step["kind"],
                    prompt=step["prompt"],
                    data={key: value for key, value in step.items() if key not in STEP_FIELDS},
                )
                for order, step in enumerate(stage_data["steps"])
            )
            steps += len(stage_data["steps"])
        track.stages.exclude(pk__in=kept).delete()
    Track.objects.exclude(game__in=[data.game for data in tracks]).delete()
    return steps
