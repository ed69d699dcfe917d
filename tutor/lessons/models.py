"""The curriculum: courses of lessons transcribed from the sources, their checks, the glossary and progress."""

from __future__ import annotations

import hashlib
from typing import Any

from django.conf import settings
from django.db import connection, models
from django.urls import reverse
from django.utils import timezone

from games.core.citations import SOURCES_BY_SLUG, Citation


class Course(models.Model):
    """A sequence of lessons from one source (or the catalogue of games)."""

    class Kind(models.TextChoices):
        COURSE = "curso", "Curso"
        CATALOGUE = "catalogo", "Catálogo de juegos"

    slug = models.SlugField(unique=True)
    title = models.CharField("título", max_length=200)
    source = models.CharField("fuente", max_length=60)
    order = models.PositiveIntegerField("orden", default=0)
    kind = models.CharField("tipo", max_length=10, choices=Kind.choices, default=Kind.COURSE)
    games = models.JSONField("juegos del motor", default=list, blank=True)
    description = models.TextField("descripción", blank=True)

    class Meta:
        ordering = ["order", "slug"]
        verbose_name = "curso"

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("lessons:course", args=[self.slug])

    @property
    def source_title(self) -> str:
        document = SOURCES_BY_SLUG.get(self.source)
        return document.title if document else self.source


class Lesson(models.Model):
    """One page of a course: the transcribed (or retold) passages, a summary, key rules and a check."""

    class Kind(models.TextChoices):
        TRANSCRIPTION = "transcripcion", "Transcripción"
        OWN_WORDS = "texto-propio", "Texto propio"
        CATALOGUE = "catalogo", "Ficha del catálogo"

    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="lessons", verbose_name="curso")
    slug = models.SlugField(max_length=120)
    order = models.PositiveIntegerField("orden")
    title = models.CharField("título", max_length=300)
    kind = models.CharField("tipo", max_length=20, choices=Kind.choices)
    summary = models.TextField("en pocas palabras", blank=True)
    rules = models.JSONField("reglas clave", default=list, blank=True)
    interpretation = models.TextField("interpretación", blank=True)
    terms = models.JSONField("términos del glosario", default=list, blank=True)
    games = models.JSONField("juegos del motor", default=list, blank=True)
    cards = models.JSONField("filas de cartas", default=list, blank=True)
    facts = models.JSONField("ficha (catálogo)", default=dict, blank=True)
    source_ranges = models.JSONField("líneas de la fuente", default=list)
    search_text = models.TextField(blank=True, editable=False)
    content_hash = models.CharField(max_length=64, blank=True, editable=False)
    # The same terms as ``terms``, joined (indexed): the lessons that use a term, without reading every lesson.
    glossary: models.ManyToManyField[Term, Any] = models.ManyToManyField(
        "Term", related_name="lessons", blank=True, editable=False
    )

    class Meta:
        ordering = ["course__order", "order"]
        constraints = [
            models.UniqueConstraint(fields=["course", "slug"], name="unique_lesson_slug_per_course")
        ]
        verbose_name = "lección"
        verbose_name_plural = "lecciones"

    def __str__(self) -> str:
        return f"{self.course.title} · {self.title}"

    def get_absolute_url(self) -> str:
        return reverse("lessons:lesson", args=[self.course.slug, self.slug])

    @property
    def lines_text(self) -> str:
        """The source lines this lesson stands for, as ``l. 1–20, 25–30``."""
        return "l. " + ", ".join(
            Citation(self.course.source, "", a, b).lines[3:] for a, b in self.source_ranges
        )

    def neighbours(self) -> tuple[Lesson | None, Lesson | None]:
        siblings = Lesson.objects.filter(course_id=self.course_id)
        previous = siblings.filter(order__lt=self.order).order_by("-order").first()
        following = siblings.filter(order__gt=self.order).order_by("order").first()
        return previous, following


class Passage(models.Model):
    """A stretch of the source: its text (transcribed or retold), a translation for Portuguese, and notes."""

    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="passages")
    order = models.PositiveIntegerField("orden")
    first_line = models.PositiveIntegerField("primera línea")
    last_line = models.PositiveIntegerField("última línea")
    heading = models.CharField("encabezamiento", max_length=300, blank=True)
    text = models.TextField("texto")
    translation = models.TextField("traducción", blank=True)
    notes = models.JSONField("notas", default=list, blank=True)
    text_html = models.TextField(editable=False, blank=True)
    translation_html = models.TextField(editable=False, blank=True)

    class Meta:
        ordering = ["order"]
        verbose_name = "pasaje"

    def __str__(self) -> str:
        return f"{self.lesson} (l. {self.first_line}–{self.last_line})"

    def get_absolute_url(self) -> str:
        return f"{self.lesson.get_absolute_url()}#l{self.first_line}"

    @classmethod
    def citing(cls, document: str, line: int) -> Passage | None:
        """The lesson passage that transcribes (or retells) ``line`` of ``document``, if any."""
        return (
            cls.objects.filter(lesson__course__source=document, first_line__lte=line, last_line__gte=line)
            .select_related("lesson__course")
            .order_by("lesson__course__order", "last_line")
            .first()
        )


class Check(models.Model):
    """A multiple-choice question closing a lesson, with its justification in the source."""

    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="checks")
    order = models.PositiveIntegerField("orden")
    question = models.TextField("pregunta")
    options = models.JSONField("opciones")
    answer = models.PositiveIntegerField("respuesta correcta (desde 0)")
    explanation = models.TextField("explicación")
    cite = models.CharField("cita", max_length=100)

    class Meta:
        ordering = ["order"]
        verbose_name = "pregunta de comprobación"
        verbose_name_plural = "preguntas de comprobación"

    def __str__(self) -> str:
        return self.question


class Term(models.Model):
    """A glossary headword and the word forms that link to it."""

    slug = models.SlugField(max_length=120, unique=True)
    term = models.CharField("término", max_length=200)
    variants = models.JSONField("formas", default=list)

    class Meta:
        ordering = ["term"]
        verbose_name = "término"

    def __str__(self) -> str:
        return self.term

    def get_absolute_url(self) -> str:
        return reverse("lessons:term", args=[self.slug])


class Definition(models.Model):
    """What a term means in one source (the same word may differ between games)."""

    term = models.ForeignKey(Term, on_delete=models.CASCADE, related_name="definitions")
    definition = models.TextField("definición")
    source = models.CharField("fuente", max_length=60)
    lines = models.JSONField("líneas", default=list, blank=True)
    origin = models.CharField("archivo", max_length=100)

    class Meta:
        ordering = ["origin", "id"]
        verbose_name = "definición"
        verbose_name_plural = "definiciones"

    def __str__(self) -> str:
        return f"{self.term}: {self.definition[:60]}"

    @property
    def source_title(self) -> str:
        document = SOURCES_BY_SLUG.get(self.source)
        return document.title if document else self.source


class CurriculumVersion(models.Model):
    """The content hash of the curriculum loaded last (a single row), stored with the content so that every app
    server keys its cached pages and fragments alike, without a shared cache."""

    content_hash = models.CharField(max_length=64)
    loaded_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = "versión del currículo"

    def __str__(self) -> str:
        return self.content_hash[:12]

    @classmethod
    def current(cls) -> str:
        """The content hash of the curriculum in the database ("" before it is loaded). Every cached page asks
        it, so it is one plain query, without the ORM's building of it (a tenth of the cost)."""
        table = connection.ops.quote_name(cls._meta.db_table)
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT content_hash FROM {table} WHERE id = %s", [1])  # noqa: S608 — our own table
            row = cursor.fetchone()
        return str(row[0]) if row else ""

    @classmethod
    def record(cls, content_hash: str) -> None:
        cls.objects.update_or_create(
            pk=1, defaults={"content_hash": content_hash, "loaded_at": timezone.now()}
        )

    @classmethod
    def edited(cls) -> None:
        """A new version after an edit in the admin (the files did not change, but the content did)."""
        cls.record(hashlib.sha256(f"{cls.current()} {timezone.now().isoformat()}".encode()).hexdigest())


class LessonProgress(models.Model):
    """A learner's visit to a lesson and, once the check is answered right, its completion."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="lesson_progress"
    )
    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="progress")
    visited_at = models.DateTimeField("última visita", default=timezone.now)
    completed_at = models.DateTimeField("completada", null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "lesson"], name="unique_progress_per_lesson")]
        verbose_name = "progreso"
        verbose_name_plural = "progreso"

    def __str__(self) -> str:
        return f"{self.user} · {self.lesson}"

    @classmethod
    def visit(cls, user: object, lesson: Lesson) -> None:
        cls.objects.update_or_create(user=user, lesson=lesson, defaults={"visited_at": timezone.now()})

    @classmethod
    def complete(cls, user: object, lesson: Lesson) -> None:
        progress, _ = cls.objects.get_or_create(user=user, lesson=lesson)
        if progress.completed_at is None:
            progress.completed_at = timezone.now()
            progress.save(update_fields=["completed_at"])
