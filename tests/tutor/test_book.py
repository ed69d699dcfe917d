"""«Juega con el libro»: the worked hands load only when the engine and the transcriptions agree, and the page
replays them turn by turn, refusing an illegal card without changing anything."""

from __future__ import annotations

import copy
import shutil
import tomllib
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.test import Client

import games
from tutor.book.hands import parse_plays, replay
from tutor.book.loader import check_hand, load_book
from tutor.book.models import BookHand
from tutor.book.views import SESSION_KEY
from tutor.lessons.curriculum import CurriculumError
from tutor.lessons.models import Lesson

pytestmark = pytest.mark.django_db
LIBRO = Path(settings.CURRICULUM_DIR) / "libro"
URL = "/libro/hombre-juego-1/"


def lessons() -> dict[str, Lesson]:
    return {
        f"{lesson.course.slug}/{lesson.slug}": lesson for lesson in Lesson.objects.select_related("course")
    }


def juego_1() -> dict[str, Any]:
    with (LIBRO / "hombre-juego-1.toml").open("rb") as handle:
        return tomllib.load(handle)


def problems_of(data: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    check_hand(data, f"{data['slug']}.toml", lessons(), problems)
    return problems


def test_the_four_juegos_and_the_seven_voltarete_hands_are_loaded():
    slugs = set(BookHand.objects.values_list("slug", flat=True))
    books = {f"hombre-juego-{n}" for n in range(1, 5)} | {f"voltarete-exemplo-{n}" for n in range(1, 8)}
    # and, for the first deal, the line each book says should have been played
    assert books | {"hombre-juego-1-arrastrando", "voltarete-exemplo-1-como-devia"} == slugs


@pytest.mark.parametrize("slug", sorted(path.stem for path in LIBRO.glob("*.toml")))
def test_every_card_the_book_plays_is_legal_for_the_engine(slug: str):
    data = BookHand.objects.get(slug=slug).data
    position = games.position(data["game"], hands=[h.split() for h in data["hands"]], trump=data["trump"])
    for trick in data["trick"]:
        for play in parse_plays(trick["cards"]):
            assert position.collected().to_move == play.seat, (slug, trick)
            position = position.play(play.code)  # raises IllegalPlayError on an illegal card
    learner_cards = [
        p.code for t in data["trick"] for p in parse_plays(t["cards"]) if p.seat == data["learner"]
    ]
    assert [turn.book for turn in replay(data).turns] == learner_cards


def test_the_illegal_card_of_the_1834_fourth_hand_is_refused_by_the_engine():
    stop = replay(BookHand.objects.get(slug="voltarete-exemplo-4").data).stop
    assert stop is not None
    assert (stop.illegal.seat, stop.illegal.code, stop.violation.code) == (1, "1B", "asistir")


def test_the_real_hands_have_no_problems():
    assert all(problems_of(hand.data) == [] for hand in BookHand.objects.all())


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d["trick"][1].update(cards="2:4C 0:12E 1:10C"), "ilegal para el motor"),
        (lambda d: d["trick"][1].update(cards="0:3C 2:4C 1:10C"), "le toca"),
        (
            lambda d: d["trick"][0]["words"].append("El Hombre jugó el rey de oros"),
            "no está en la transcripción",
        ),
        (lambda d: d["trick"][0].update(lines=[1200, 1201]), "ningún pasaje"),
        (lambda d: d.update(lesson="hombre/no-existe"), "no existe"),
        (lambda d: d["hands"].__setitem__(2, "1B 3E 10O 2O 3O 4O 1C 4C 2E"), "el reparto no vale"),
        (
            lambda d: d.update(stop={"cards": "0:12E", "lines": [1442, 1442], "words": ["hizo sota y rey"]}),
            "parada",
        ),
    ],
)
def test_a_broken_hand_fails_validation(change: Any, expected: str):
    data = copy.deepcopy(juego_1())
    change(data)
    problems = problems_of(data)
    assert problems and any(expected in problem for problem in problems), problems


def test_a_broken_engine_is_noticed(monkeypatch: pytest.MonkeyPatch):
    """If the engine refused the book's first card, the loader would say so: the check really asks the engine."""
    real = games.Position.check_play

    def refuse_the_rey(self: games.Position, code: str, seat: int | None = None) -> games.Violation | None:
        if code == "12B":
            return games.Violation(games.ViolationCode.CARTA, "roto a propósito")
        return real(self, code, seat)

    monkeypatch.setattr(games.Position, "check_play", refuse_the_rey)
    assert any("roto a propósito" in problem for problem in problems_of(juego_1()))


def test_a_broken_file_changes_nothing(tmp_path: Path):
    shutil.copytree(LIBRO, tmp_path / "libro")
    text = (tmp_path / "libro" / "hombre-juego-1.toml").read_text(encoding="utf-8")
    (tmp_path / "libro" / "hombre-juego-1.toml").write_text(text.replace("0:12B", "0:1E"), encoding="utf-8")
    (tmp_path / "libro" / "voltarete-exemplo-1.toml").unlink()
    with pytest.raises(CurriculumError, match="hombre-juego-1.toml"):
        load_book(tmp_path)
    assert BookHand.objects.filter(slug="voltarete-exemplo-1").exists()


def state(client: Client) -> Any:
    return client.session.get(SESSION_KEY, {}).get("hombre-juego-1")


def post(client: Client, action: str, turn: int, htmx: bool = False) -> Any:
    return client.post(
        URL, {"accion": action, "turno": turn}, headers={"HX-Request": "true"} if htmx else None
    )


def test_choose_reveal_next_and_finish():
    client = Client()
    page = client.get(URL)
    assert page.status_code == 200 and state(client) is None
    assert b'aria-label="rey de bastos"' in page.content and b'value="jugar:12B"' in page.content
    answer = post(client, "jugar:12E", 0)  # legal, not the book's
    assert answer.status_code == 302 and state(client) == [0, "12E"]
    shown = client.get(URL).content.decode()
    assert "El libro jugó el rey de bastos" in shown and "l. 1442–1446" in shown
    assert "Como el libro" not in shown
    assert post(client, "siguiente", 0).status_code == 302 and state(client) == [1, ""]
    post(client, "jugar:3C", 1)
    assert "Como el libro" in client.get(URL).content.decode()
    for turn, code in ((1, None), (2, "11C"), (3, "2E")):
        if code:
            post(client, f"jugar:{code}", turn)
        post(client, "siguiente", turn)
    assert state(client) == [4, ""]
    finished = client.get(URL).content.decode()
    assert "Fin de la mano del libro" in finished and 'value="reiniciar"' in finished
    post(client, "reiniciar", 4)
    assert state(client) == [0, ""]


def test_an_illegal_card_is_refused_with_the_engine_explanation_and_changes_nothing():
    client = Client()
    post(client, "jugar:12B", 0)
    post(client, "siguiente", 0)
    before = state(client)
    refused = post(client, "jugar:12E", 1)  # a copa was led and the Hombre has two: he must follow
    assert refused.status_code == 400 and state(client) == before
    expected = replay(juego_1()).turns[1].before.check_play("12E")
    assert expected is not None and expected.code == "asistir"
    content = refused.content.decode()
    assert 'role="alert"' in content and expected.explanation.split(":")[0] in content


@pytest.mark.parametrize(
    ("action", "turn"),
    [("jugar:1E", 0), ("siguiente", 0), ("jugar:12B", 3), ("bailar", 0), ("jugar:12B", -1)],
)
def test_actions_out_of_place_change_nothing(action: str, turn: int):
    client = Client()
    answer = post(client, action, turn)
    assert answer.status_code == 400 and state(client) is None


def test_get_never_changes_the_progress():
    client = Client()
    post(client, "jugar:12B", 0)
    for _ in range(2):
        client.get(URL)
        client.get("/libro/")
    assert state(client) == [0, "12B"]


def test_htmx_gets_the_board_alone():
    client = Client()
    answer = post(client, "jugar:12B", 0, htmx=True)
    content = answer.content.decode()
    assert answer.status_code == 200 and content.lstrip().startswith('<section id="book-board"')
    assert "Como el libro" in content and 'value="siguiente"' in content


def test_the_stop_shows_the_book_words_and_the_engine_refusal():
    client = Client()
    url = "/libro/voltarete-exemplo-4/"
    for turn in range(4):
        client.post(
            url,
            {
                "accion": f"jugar:{replay(BookHand.objects.get(slug='voltarete-exemplo-4').data).turns[turn].book}",
                "turno": turn,
            },
        )
        client.post(url, {"accion": "siguiente", "turno": turn})
    content = client.get(url).content.decode()
    assert "Para el motor esta carta es ilegal" in content and 'data-card="1B"' in content


def test_index_and_lesson_link_to_the_hands():
    index = Client().get("/libro/").content.decode()
    assert index.count('href="/libro/') == BookHand.objects.count()
    assert "/lecciones/tute/las-obligaciones/" in index
    lesson = Client().get("/lecciones/hombre/juego-1/").content.decode()
    assert "Juega con el libro" in lesson and URL in lesson
