"""The practice tables' rendering (issue #17): a card's drawing is looked up in the static files once per
process, not once per card shown, the filters that replace per-line loops give the loops' own HTML, and the
table's section, rendered by Jinja, is the same in its page and in the htmx answer and says what Django's
templates would."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.template import Context, Template, engines
from django.templatetags.static import static
from django.test import Client, override_settings
from django.urls import reverse, set_script_prefix
from django.utils.safestring import mark_safe

from tests.tutor.test_practice import act, sit
from tutor.cardart import CODES, JOKERS
from tutor.jinja import url
from tutor.practice.templatetags import table

pytestmark = pytest.mark.django_db


def table_html(client: Client, game: str, seed: int) -> str:
    record = sit(client, game, seed)
    url = reverse("practice:hand", args=[record.game, record.seed, record.pk])
    return client.get(url, HTTP_HX_REQUEST="true").content.decode()


def card_sources(html: str) -> list[str]:
    return re.findall(r'src="([^"]*/cards/[^"]+)"', html)


def test_a_cards_address_is_the_static_files_own():
    for code in (*CODES, *JOKERS, "back"):
        assert table.card_src(code) == static(f"cards/{code}.svg")


@pytest.mark.parametrize("game", ["tute", "siete-y-medio"])
def test_each_drawing_is_looked_up_once_per_process(
    client: Client, monkeypatch: pytest.MonkeyPatch, game: str
):
    looked_up: list[str] = []

    def counted(path: str) -> Any:
        looked_up.append(path)
        return static(path)

    table.card_src.cache_clear()
    monkeypatch.setattr(table, "static", counted)
    first = card_sources(table_html(client, game, 11))
    assert first
    assert sorted(looked_up) == sorted({"cards/" + source.rsplit("/", 1)[-1] for source in first})
    again = len(looked_up)
    assert card_sources(table_html(client, game, 11)) == first
    assert len(looked_up) == again


@pytest.mark.parametrize(
    "game", ["tute", "siete-y-medio"]
)  # the Siete y medio shows a card back, "back"|card_src
def test_a_new_static_address_is_followed(client: Client, game: str):
    table.card_src("7O")
    assert card_sources(table_html(client, game, 11))  # the table's templates compiled before the change
    with override_settings(STATIC_URL="/estaticos/"):
        assert table.card_src("7O") == "/estaticos/cards/7O.svg"
        sources = card_sources(table_html(client, game, 11))
        assert sources and all(source.startswith("/estaticos/cards/") for source in sources)
    assert table.card_src("7O") == static("cards/7O.svg")


def test_list_items_are_the_html_of_the_loop_they_replace():
    lines = ["Tú: «paso»", "<b>7 & '8'</b>", mark_safe("<em>ya es HTML</em>")]
    loop = engines["django"].from_string("{% for line in lines %}<li>{{ line }}</li>{% endfor %}")
    assert table.list_items(lines) == loop.render({"lines": lines})
    assert table.list_items(None) == table.list_items([]) == ""


@pytest.mark.parametrize(
    ("name", "element"),
    [
        ("as_buttons", '<button type="submit" name="action" value="{{ a.value }}">{{ a.label }}</button>'),
        ("as_options", '<option value="{{ a.value }}">{{ a.label }}</option>'),
    ],
)
def test_action_lists_are_the_html_of_the_loop_they_replace(name: str, element: str):
    actions = [
        {"value": "puja:60", "label": "Pujo 60"},
        {"value": 'canta:"<x>"', "label": "Canto las 20 & <b>"},
    ]
    loop = engines["django"].from_string("{% for a in actions %}" + element + "{% endfor %}")
    assert getattr(table, name)(actions) == loop.render({"actions": actions})
    assert getattr(table, name)(None) == ""


CSRF = re.compile(r'name="csrfmiddlewaretoken" value="[^"]*"')


@pytest.mark.parametrize(
    "game", ["tresillo", "tute", "truco", "mus", "siete-y-medio", "escoba", "chinchon", "burro"]
)
def test_the_page_and_the_htmx_answer_carry_the_same_table(client: Client, game: str):
    record = sit(client, game, 5)
    page = act(client, record, "zzz").content.decode()  # an alert in the section
    partial = act(client, record, "zzz", HTTP_HX_REQUEST="true").content.decode()
    start, end = page.index('<section id="table-section"'), page.index('<p class="meta share">')
    assert partial.startswith('<section id="table-section"') and 'role="alert" class="alert"' in partial
    assert CSRF.sub("", page[start:end].rstrip()) == CSRF.sub("", partial.rstrip())


def jinja(source: str, **context: Any) -> str:
    return engines["jinja2"].from_string(source).render(context)


def test_a_forged_value_is_escaped_in_the_fragment_and_its_page():
    forged = {
        "alert": "<script>alert('x')</script>",
        "hint": {"text": '"><img src=x onerror=y>', "reason": "&"},
    }
    for html in (
        engines["jinja2"].get_template("practice/_violation.html").render(forged),
        Template('{% load table %}{% table_fragment "practice/_violation.html" %}').render(Context(forged)),
    ):
        assert "<script>" not in html and "<img" not in html
        assert "&lt;script&gt;" in html and "&#34;&gt;&lt;img src=x onerror=y&gt;" in html and "&amp;" in html


@pytest.mark.parametrize(
    ("django", "jinja_source"),
    [
        (
            "{{ missing }}|{{ missing.deeper.still }}|{{ none.value|default:'' }}",
            "{{ missing }}|{{ missing.deeper.still }}|{{ none.value|default('') }}",
        ),
        ("{{ half }} {{ whole }} {{ none }} {{ yes }}", "{{ half }} {{ whole }} {{ none }} {{ yes }}"),
        (
            "carta{{ one|pluralize }} carta{{ two|pluralize }} carta{{ missing|pluralize }}",
            "carta{{ one|pluralize }} carta{{ two|pluralize }} carta{{ missing|pluralize }}",
        ),
        (
            "{{ empty|default:'nada' }} {{ words|join:', '|default:'ninguna' }}",
            "{{ empty|default('nada') }} {{ words|join(', ')|default('ninguna') }}",
        ),
        ("{{ text|capfirst }} {{ text|linebreaksbr }}", "{{ text|capfirst }} {{ text|linebreaksbr }}"),
        ("{% url 'practice:act' 'tute' 5 7 %}", "{{ url('practice:act', 'tute', 5, 7) }}"),
    ],
)
def test_the_fragments_filters_say_what_djangos_would(django: str, jinja_source: str):
    context = {
        "half": 2.5,
        "whole": 1200,
        "none": None,
        "yes": True,
        "one": 1,
        "two": 2,
        "empty": "",
        "words": ["<a>", "b"],
        "text": "línea <b>\nsiguiente",
    }
    assert jinja(jinja_source, **context) == engines["django"].from_string(django).render(context)


def test_the_fragments_addresses_are_djangos_worked_out_once(monkeypatch: pytest.MonkeyPatch):
    arguments = ("tute", 11, 987654)
    assert url("practice:act", *arguments) == reverse("practice:act", args=arguments)
    monkeypatch.setattr("tutor.jinja.reverse", lambda *args, **kwargs: pytest.fail("reverse otra vez"))
    assert url("practice:act", *arguments) == "/practicar/tute/11/987654/accion/"


def test_a_fragments_address_follows_the_script_prefix():
    arguments = ("tute", 11, 987655)
    assert url("practice:hint", *arguments) == "/practicar/tute/11/987655/pista/"
    set_script_prefix("/tapete/")
    try:
        assert url("practice:hint", *arguments) == "/tapete/practicar/tute/11/987655/pista/"
    finally:
        set_script_prefix("/")
