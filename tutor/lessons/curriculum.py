"""Load the curriculum files of ``fixtures/`` (format: ``fixtures/README.md``) into the database, idempotently.

Files are the source of truth: a lesson whose file changed is rewritten, an unchanged one is left alone, and a
lesson whose file is gone is removed. Every problem found in the files is reported at once, with the file name.
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import transaction

from games.core.cards import CARDS_BY_CODE
from tutor.lessons.markup import GlossaryLink, render
from tutor.lessons.models import Check, Course, CurriculumVersion, Definition, Lesson, Passage, Term

CATALOGUE_SLUG = "catalogo"
CATALOGUE_FIELDS = ("players", "deck", "category", "deal", "card_order", "obligations", "scoring", "variants")
RENDERING = 3  # bump when the rendering of lessons changes, so that every lesson is rendered again
LESSON_FILE = re.compile(r"^(\d+)-([a-z0-9-]+)\.toml$")


class CurriculumError(Exception):
    """The curriculum files have problems; the message lists them all."""


@dataclass
class LoadReport:
    courses: int = 0
    lessons: int = 0
    changed: int = 0
    removed: int = 0
    terms: int = 0
    problems: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return (
            f"{self.courses} cursos, {self.lessons} lecciones ({self.changed} nuevas o cambiadas, "
            f"{self.removed} retiradas), {self.terms} términos del glosario"
        )


def read_toml(path: Path, problems: list[str]) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as error:
        problems.append(f"{path.name}: no se puede leer ({error})")
        return {}


def need(data: dict[str, Any], keys: tuple[str, ...], where: str, problems: list[str]) -> bool:
    missing = [key for key in keys if key not in data]
    if missing:
        problems.append(f"{where}: faltan {', '.join(missing)}")
    return not missing


def check_checks(data: dict[str, Any], where: str, problems: list[str]) -> None:
    checks = data.get("check", [])
    if not checks:
        problems.append(f"{where}: no tiene ninguna [[check]]")
    for index, check in enumerate(checks):
        if not need(
            check,
            ("question", "options", "answer", "explanation", "cite"),
            f"{where} check {index}",
            problems,
        ):
            continue
        if not 0 <= check["answer"] < len(check["options"]):
            problems.append(f"{where} check {index}: la respuesta {check['answer']} no es una opción")


def check_cards(rows: list[dict[str, Any]], where: str, problems: list[str]) -> None:
    for row in rows:
        bad = [code for code in str(row.get("cards", "")).split() if code.upper() not in CARDS_BY_CODE]
        if bad:
            problems.append(f"{where}: cartas desconocidas {bad}")


@dataclass
class Curriculum:
    """Everything read from the files, validated."""

    terms: dict[str, dict[str, Any]] = field(default_factory=dict)
    definitions: list[dict[str, Any]] = field(default_factory=list)
    courses: list[dict[str, Any]] = field(default_factory=list)
    lessons: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def read_curriculum(root: Path) -> Curriculum:
    """Read and validate ``root`` (the fixtures folder)."""
    found = Curriculum()
    problems = found.problems
    for path in sorted((root / "glossary").glob("*.toml")):
        for index, entry in enumerate(read_toml(path, problems).get("term", [])):
            where = f"{path.name} término {index}"
            if not need(entry, ("slug", "term", "definition", "source"), where, problems):
                continue
            known = found.terms.setdefault(entry["slug"], {"term": entry["term"], "variants": []})
            forms = [entry["term"].lower(), *[v.lower() for v in entry.get("variants", [])]]
            known["variants"] = sorted({*known["variants"], *forms})
            found.definitions.append({**entry, "origin": path.stem})
    for folder in sorted(p for p in (root / "lessons").iterdir() if p.is_dir()):
        course = read_toml(folder / "course.toml", problems)
        if not need(course, ("slug", "title", "source", "order"), f"{folder.name}/course.toml", problems):
            continue
        if course["slug"] != folder.name:
            problems.append(
                f"{folder.name}/course.toml: el slug {course['slug']!r} no es el nombre de la carpeta"
            )
        found.courses.append({**course, "kind": Course.Kind.COURSE})
        lessons = found.lessons.setdefault(course["slug"], [])
        for path in sorted(folder.glob("*.toml")):
            if path.name == "course.toml":
                continue
            where = f"{folder.name}/{path.name}"
            match = LESSON_FILE.match(path.name)
            data = read_toml(path, problems)
            if not match or not need(
                data, ("slug", "title", "order", "kind", "summary", "passage"), where, problems
            ):
                if not match:
                    problems.append(f"{where}: el nombre debe ser NN-slug.toml")
                continue
            if int(match.group(1)) != data["order"]:
                problems.append(f"{where}: order {data['order']} no coincide con el número del archivo")
            for index, passage in enumerate(data["passage"]):
                need(passage, ("lines", "text"), f"{where} pasaje {index}", problems)
            check_checks(data, where, problems)
            check_cards(data.get("cards", []), where, problems)
            lessons.append(data)
    catalogue = sorted((root / "catalogue").glob("*.toml"))
    if catalogue:
        found.courses.append(
            {
                "slug": CATALOGUE_SLUG,
                "title": "Catálogo de juegos de la baraja española",
                "source": "juegos-baraja-espanola",
                "order": 100,
                "kind": Course.Kind.CATALOGUE,
                "games": [],
                "description": "Una ficha por cada juego del catálogo de 2021, contada con nuestras palabras: "
                "jugadores, baraja, reparto, orden de las cartas, obligaciones, tanteo y variantes.",
            }
        )
        entries = found.lessons.setdefault(CATALOGUE_SLUG, [])
        for path in catalogue:
            data = read_toml(path, problems)
            where = f"catalogue/{path.name}"
            name_key = "title" if "entry" in data else "name"
            data.setdefault("slug", path.stem)
            if not need(data, (name_key, "lines"), where, problems):
                continue
            check_checks(data, where, problems)
            entries.append(catalogue_lesson(data, name_key))
        entries.sort(key=lambda lesson: (lesson["facts"].get("group", ""), lesson["title"].lower()))
        for order, entry in enumerate(entries, start=1):
            entry["order"] = order
    for course_slug, lessons in found.lessons.items():
        slugs = [lesson["slug"] for lesson in lessons]
        for slug in {s for s in slugs if slugs.count(s) > 1}:
            problems.append(f"{course_slug}: la lección {slug!r} está repetida")
        for lesson in lessons:
            unknown = [term for term in lesson.get("terms", []) if term not in found.terms]
            if unknown:
                problems.append(f"{course_slug}/{lesson['slug']}: términos sin definir {unknown}")
    return found


def catalogue_lesson(data: dict[str, Any], name_key: str) -> dict[str, Any]:
    """A catalogue page as a lesson: its fields become the lesson's facts."""
    facts = {key: data.get(key, "") for key in (*CATALOGUE_FIELDS, "aliases", "see_also", "practice")}
    if "entry" in data:
        facts["group"] = "solitarios"
        facts["entries"] = data["entry"]
    return {
        "slug": data["slug"],
        "title": data[name_key],
        "kind": Lesson.Kind.CATALOGUE,
        "summary": data.get("summary", ""),
        "terms": data.get("terms", []),
        "games": [data["practice"]] if data.get("practice") else [],
        "facts": facts,
        "ranges": [data["lines"]],
        "check": data.get("check", []),
        "passage": [],
    }


def glossary_links(
    curriculum: Curriculum, slugs: list[str], course: str, source: str
) -> dict[str, GlossaryLink]:
    """Word form → link, for the terms a lesson uses; the definition from the course's own glossary file comes
    first, then one from the same source."""
    links: dict[str, GlossaryLink] = {}
    for slug in slugs:
        definitions = [d for d in curriculum.definitions if d["slug"] == slug]
        definitions.sort(key=lambda d: (d["origin"] != course, d["source"] != source))
        link = GlossaryLink(slug, definitions[0]["definition"].strip())
        for form in curriculum.terms[slug]["variants"]:
            links.setdefault(form, link)
    return links


def digest(data: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


@transaction.atomic
def load_curriculum(root: Path) -> LoadReport:
    """Load ``root`` into the database.

    :raises CurriculumError: when the files have problems (nothing is changed then).
    """
    curriculum = read_curriculum(root)
    if curriculum.problems:
        raise CurriculumError("\n".join(curriculum.problems))
    report = LoadReport()
    load_glossary(curriculum, report)
    for data in curriculum.courses:
        course, _ = Course.objects.update_or_create(
            slug=data["slug"],
            defaults={
                "title": data["title"],
                "source": data["source"],
                "order": data["order"],
                "kind": data["kind"],
                "games": data.get("games", []),
                "description": data.get("description", "").strip(),
            },
        )
        report.courses += 1
        lessons = curriculum.lessons.get(course.slug, [])
        existing = {lesson.slug: lesson for lesson in course.lessons.all()}
        for data_lesson in lessons:
            report.lessons += 1
            fingerprint = digest(
                {
                    "lesson": data_lesson,
                    "glossary": glossary_fingerprint(curriculum, data_lesson),
                    "v": RENDERING,
                }
            )
            current = existing.pop(data_lesson["slug"], None)
            if current is not None and current.content_hash == fingerprint:
                continue
            save_lesson(curriculum, course, data_lesson, current, fingerprint)
            report.changed += 1
        for stale in existing.values():
            stale.delete()
            report.removed += 1
    stale_courses = Course.objects.exclude(slug__in=[c["slug"] for c in curriculum.courses])
    report.removed += Lesson.objects.filter(course__in=stale_courses).count()
    stale_courses.delete()
    return report


def record_version(root: Path) -> str:
    """Store the content hash of every file under ``root`` (their paths and bytes) and of :data:`RENDERING`: the
    key of the cached content (:mod:`tutor.lessons.views`), which a reload with any change invalidates."""
    content = hashlib.sha256(f"rendering={RENDERING}".encode())
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        content.update(str(path.relative_to(root)).encode() + b"\0")
        content.update(path.read_bytes())
    CurriculumVersion.record(content.hexdigest())
    return content.hexdigest()


def glossary_fingerprint(curriculum: Curriculum, lesson: dict[str, Any]) -> list[Any]:
    return [
        (slug, curriculum.terms[slug], [d["definition"] for d in curriculum.definitions if d["slug"] == slug])
        for slug in lesson.get("terms", [])
    ]


def load_glossary(curriculum: Curriculum, report: LoadReport) -> None:
    terms = {}
    for slug, data in curriculum.terms.items():
        terms[slug], _ = Term.objects.update_or_create(
            slug=slug, defaults={"term": data["term"], "variants": data["variants"]}
        )
    Term.objects.exclude(slug__in=list(terms)).delete()
    Definition.objects.all().delete()
    Definition.objects.bulk_create(
        Definition(
            term=terms[d["slug"]],
            definition=d["definition"].strip(),
            source=d["source"],
            lines=d.get("lines", []),
            origin=d["origin"],
        )
        for d in curriculum.definitions
    )
    report.terms = len(terms)


def save_lesson(
    curriculum: Curriculum, course: Course, data: dict[str, Any], lesson: Lesson | None, fingerprint: str
) -> None:
    passages = data["passage"]
    ranges = data.get("ranges") or [passage["lines"] for passage in passages]
    facts = data.get("facts", {})
    search = " ".join(
        [
            data["title"],
            data.get("summary", ""),
            *(p["text"] for p in passages),
            *(p.get("translation", "") for p in passages),
        ]
        + [str(value) for value in facts.values() if isinstance(value, str)]
    )
    fields = {
        "order": data["order"],
        "title": data["title"],
        "kind": data["kind"],
        "summary": data.get("summary", "").strip(),
        "rules": data.get("rules", []),
        "interpretation": data.get("interpretation", "").strip(),
        "terms": data.get("terms", []),
        "games": data.get("games", []),
        "cards": data.get("cards", []),
        "facts": facts,
        "source_ranges": ranges,
        "search_text": search,
        "content_hash": fingerprint,
    }
    if lesson is None:
        lesson = Lesson.objects.create(course=course, slug=data["slug"], **fields)
    else:
        for name, value in fields.items():
            setattr(lesson, name, value)
        lesson.save()
        lesson.passages.all().delete()
        lesson.checks.all().delete()
    lesson.glossary.set(Term.objects.filter(slug__in=lesson.terms))
    links = glossary_links(curriculum, lesson.terms, course.slug, course.source)
    Passage.objects.bulk_create(
        Passage(
            lesson=lesson,
            order=index,
            first_line=passage["lines"][0],
            last_line=passage["lines"][1],
            heading=passage.get("heading", ""),
            text=passage["text"],
            translation=passage.get("translation", ""),
            notes=passage.get("notes", []),
            text_html=render(passage["text"], links),
            translation_html=render(passage["translation"], links) if passage.get("translation") else "",
        )
        for index, passage in enumerate(passages)
    )
    Check.objects.bulk_create(
        Check(
            lesson=lesson,
            order=index,
            question=check["question"],
            options=check["options"],
            answer=check["answer"],
            explanation=check["explanation"],
            cite=check["cite"],
        )
        for index, check in enumerate(data.get("check", []))
    )


def stored_links(lesson: Lesson) -> dict[str, GlossaryLink]:
    """The glossary links of a lesson, from the database (for edits made in the admin)."""
    links: dict[str, GlossaryLink] = {}
    for term in Term.objects.filter(slug__in=lesson.terms).prefetch_related("definitions"):
        definitions = sorted(
            term.definitions.all(),
            key=lambda d: (d.origin != lesson.course.slug, d.source != lesson.course.source),
        )
        if not definitions:
            continue
        link = GlossaryLink(term.slug, definitions[0].definition)
        for form in term.variants:
            links.setdefault(form, link)
    return links
