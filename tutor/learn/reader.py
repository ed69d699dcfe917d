"""Reading ``fixtures/aprende/``: one folder per game, a ``course.toml`` and one file per stage, every step checked
with the engine. Pure Python (no Django): the loader and ``python -m tutor.learn.check`` share it."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import games
from tutor.learn.steps import problems as step_problems

MIN_STAGES = 8
STEPS_PER_STAGE = range(3, 9)
CITE = re.compile(r"^l\. \d+")


@dataclass(frozen=True, slots=True)
class TrackData:
    game: str
    title: str
    intro: str
    order: int
    stages: tuple[dict[str, Any], ...]  # each with its ``steps`` (dicts, game and source filled in)


def _read(path: Path, problems: list[str]) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as error:
        problems.append(f"{path}: no se puede leer ({error})")
        return {}


def read_track(folder: Path, problems: list[str]) -> TrackData | None:
    """The course in ``folder``; every problem found is appended to ``problems``."""
    course = _read(folder / "course.toml", problems)
    game = folder.name
    if game not in games.GAMES:
        problems.append(f"{folder.name}: no es un juego del motor")
        return None
    missing = [key for key in ("title", "intro", "order") if key not in course]
    if missing:
        problems.append(f"{folder.name}/course.toml: faltan {', '.join(missing)}")
        return None
    stages = []
    for path in sorted(folder.glob("[0-9][0-9]-*.toml")):
        stage = _read(path, problems)
        where = f"{game}/{path.name}"
        missing = [key for key in ("slug", "title", "goal", "intro", "source", "step") if key not in stage]
        if missing:
            problems.append(f"{where}: faltan {', '.join(missing)}")
            continue
        if stage["source"] not in {source.slug for source in games.SOURCES}:
            problems.append(f"{where}: fuente desconocida {stage['source']!r}")
        steps = [{"game": game, "source": stage["source"], **step} for step in stage["step"]]
        if len(steps) not in STEPS_PER_STAGE:
            problems.append(f"{where}: una etapa tiene de 3 a 8 pasos, no {len(steps)}")
        for number, step in enumerate(steps, 1):
            found = step_problems(step)
            if step.get("kind") != "mano" and not CITE.match(str(step.get("cite", ""))):
                found.append(f"la cita {step.get('cite')!r} no es «l. N»")
            problems += [f"{where} paso {number}: {problem}" for problem in found]
        stages.append({**stage, "order": int(path.name[:2]), "steps": steps})
    slugs = [stage["slug"] for stage in stages]
    if len(set(slugs)) != len(slugs):
        problems.append(f"{game}: hay etapas con el mismo slug")
    if len(stages) < MIN_STAGES:
        problems.append(f"{game}: un curso tiene al menos {MIN_STAGES} etapas, no {len(stages)}")
    elif stages[-1]["steps"][-1].get("kind") != "mano":
        problems.append(f'{game}: la última etapa acaba con una mano entera (kind = "mano")')
    return TrackData(game, course["title"], course["intro"], int(course["order"]), tuple(stages))


def read_tracks(root: Path, problems: list[str]) -> list[TrackData]:
    """Every course under ``root/aprende``."""
    folders = (
        sorted(path for path in (root / "aprende").iterdir() if path.is_dir())
        if (root / "aprende").is_dir()
        else []
    )
    tracks = [read_track(folder, problems) for folder in folders]
    return [track for track in tracks if track is not None]
