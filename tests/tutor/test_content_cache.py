"""Cached content and serving: the curriculum's pages are cached under its content hash (a reload with a change shows
the change), progress never leaks between visitors, term pages find their lessons through the index, and pages go
out compressed except those that show a password."""

from __future__ import annotations

import gzip
import re
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection
from django.http import HttpResponse
from django.test import Client, RequestFactory
from django.test.utils import CaptureQueriesContext
from django.urls import resolve, reverse

from tutor.http import CompressionMiddleware
from tutor.lessons import views
from tutor.lessons.curriculum import CATALOGUE_SLUG
from tutor.lessons.models import Course, CurriculumVersion, Definition, Lesson, LessonProgress, Term

pytestmark = pytest.mark.django_db


def queries(client: Client, url: str) -> tuple[int, str]:
    """How many queries a page costs, and the page without what changes on every answer (nonces, tokens)."""
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
    assert response.status_code == 200
    return len(captured), re.sub(r'nonce="[^"]*"|[A-Za-z0-9]{64}', "", response.content.decode())


def test_the_curriculum_has_a_content_hash() -> None:
    assert len(CurriculumVersion.current()) == 64


@pytest.mark.parametrize(
    "url",
    [
        reverse("lessons:glossary"),
        reverse("lessons:term", args=["triunfo"]),
        reverse("lessons:course", args=[CATALOGUE_SLUG]),
        "/lecciones/tresillo/",
    ],
)
def test_a_content_page_asked_again_is_served_from_the_cache(client: Client, url: str) -> None:
    client.get(url)
    again, page = queries(client, url)
    assert again == 1, "the version alone: the term and the course are kept with it"
    assert queries(client, url)[1] == page


def test_a_lesson_page_asked_again_reads_little(client: Client) -> None:
    lesson = Lesson.objects.filter(passages__isnull=False).select_related("course").first()
    assert lesson is not None
    first, page = queries(client, lesson.get_absolute_url())
    again, same = queries(client, lesson.get_absolute_url())
    assert (again, same) == (1, page), "the version alone: the lesson is kept with it"


def test_a_reload_with_a_change_invalidates_the_cached_pages(client: Client, tmp_path: Path) -> None:
    copy = tmp_path / "fixtures"
    shutil.copytree(settings.CURRICULUM_DIR, copy)
    definition = (
        Definition.objects.filter(origin="1790", term__slug="triunfo").first() or Definition.objects.first()
    )
    assert definition is not None
    client.get(reverse("lessons:glossary"))
    client.get(reverse("lessons:term", args=[definition.term.slug]))
    before = CurriculumVersion.current()
    glossary = copy / "glossary" / f"{definition.origin}.toml"
    text = glossary.read_text()
    assert definition.definition in text
    glossary.write_text(text.replace(definition.definition, "Definición cambiada en la recarga.", 1))
    call_command("load_curriculum", dir=str(copy), verbosity=0)
    assert CurriculumVersion.current() != before
    for url in (reverse("lessons:term", args=[definition.term.slug]), reverse("lessons:glossary")):
        assert "Definición cambiada en la recarga." in client.get(url).content.decode()


def test_loading_the_same_files_again_keeps_the_version() -> None:
    before = CurriculumVersion.current()
    call_command("load_curriculum", verbosity=0)
    assert CurriculumVersion.current() == before


def test_an_edit_in_the_admin_gives_a_new_version(client: Client) -> None:
    User.objects.create_superuser("admin", password="una-clave-muy-larga")
    client.force_login(User.objects.get(username="admin"))
    before = CurriculumVersion.current()
    term = Term.objects.order_by("slug").first()
    assert term is not None
    client.post(reverse("admin:lessons_term_delete", args=[term.pk]), {"post": "yes"})
    assert not Term.objects.filter(pk=term.pk).exists()
    assert CurriculumVersion.current() != before


def test_progress_on_a_cached_course_page_is_each_visitors_own(client: Client, student: User) -> None:
    course = Course.objects.get(slug="tresillo")
    lesson = course.lessons.order_by("order").first()
    assert lesson is not None
    url = course.get_absolute_url()
    assert "completada" not in client.get(url).content.decode()
    LessonProgress.complete(student, lesson)
    client.force_login(student)
    assert "1 completada" in client.get(url).content.decode()
    client.logout()
    assert "completada" not in client.get(url).content.decode()


def test_a_term_page_lists_the_lessons_that_use_it(client: Client) -> None:
    for term in Term.objects.order_by("slug")[::25]:
        using = [lesson for lesson in Lesson.objects.all() if term.slug in lesson.terms]
        page = client.get(term.get_absolute_url()).content.decode()
        for lesson in using[:40]:
            assert lesson.get_absolute_url() in page
        assert ("…y más." in page) == (len(using) > 40)


def test_pages_are_compressed_for_browsers_that_accept_it(client: Client) -> None:
    response = client.get(reverse("lessons:glossary"), headers={"accept-encoding": "gzip"})
    assert response["Content-Encoding"] == "gzip"
    assert b"Glosario" in gzip.decompress(response.content)


@pytest.mark.parametrize(
    ("path", "compressed"),
    [
        ("/clases/1/alumnos/", False),
        ("/clases/1/alumnos/2/contrasena/", False),
        ("/lecciones/glosario/", True),
    ],
)
def test_pages_that_show_a_password_are_not_compressed(path: str, compressed: bool) -> None:
    request = RequestFactory().get(path, headers={"accept-encoding": "gzip"})
    request.resolver_match = resolve(path)
    response = CompressionMiddleware(lambda request: HttpResponse("contraseña " * 100))(request)
    assert isinstance(response, HttpResponse) and response.has_header("Content-Encoding") == compressed


def test_the_home_page_asked_again_reads_only_the_version(client: Client) -> None:
    client.get("/")
    again, page = queries(client, "/")
    assert again == 1, "the version alone: the courses and the list of games are kept with it"
    assert queries(client, "/")[1] == page


def test_a_hostile_slug_never_reaches_the_cache_as_a_key(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    real = cache.get

    def watched(key: str, default: object = None) -> object:
        seen.append(key)
        return real(key, default)

    monkeypatch.setattr(views, "cache", SimpleNamespace(get=watched, set=cache.set))
    assert client.get("/lecciones/" + "9" * 5000 + "/").status_code == 404
    assert seen and all(len(key) < 100 and " " not in key for key in seen)
