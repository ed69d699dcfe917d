"""Curated exercises: the goal is marked by the engine, solutions are remembered, bad input is refused."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

import games
from games.banca.hand import SieteYMedioRules
from games.bazas.tute_trick import TuteTrick
from games.core.cards import RANK_NAMES
from games.core.narration import button_label
from tutor.lessons.curriculum import CurriculumError, read_toml
from tutor.practice.exercises import check_file, following, load_exercises, mark, matadores, solutions
from tutor.practice.models import Exercise, ExerciseSolved, PracticeHand
from tutor.practice.table import replay

pytestmark = pytest.mark.django_db
FOLLOW = "tute E 0 0 -/3O,4O,5C 12O 0,0"  # the rey de oros led, no stock: only the tres monta


def make(**fields: object) -> Exercise:
    defaults: dict[str, object] = {
        "slug": "guarda-el-basto",
        "title": "Hombre: arrastre de oros",
        "game": "hombre",
        "goal": "matador",
        "prompt": "Han arrastrado con un triunfo pequeño.",
        "position": "hombre O 0 0 -/1B,4C,12E/- 5O 0,0,0",
        "explanation": "Las del estuche, solas, pueden renunciar.",
        "source": "mediator-hombre-1807",
        "cite": "l. 708",
    }
    return Exercise.objects.create(**(defaults | fields))


TABLE_GAMES = ("tute", "guinote", "brisca", "julepe", "truco", "malilla", "rebesino")


def test_every_loaded_exercise_has_a_goal_the_engine_can_reach():
    for exercise in Exercise.objects.all():
        if exercise.goal in ("contrato", "accion"):
            hand = games.Hand.from_notation(exercise.hand)
            assert hand.to_move == exercise.seat and not hand.is_over, exercise
            continue
        position = games.Position.from_notation(exercise.position)
        reachable = set(solutions(exercise))
        assert reachable and exercise.rule, exercise  # something to find, and the rule it teaches
        assert reachable != {card.code for card in position.hand}, exercise  # and something to avoid
        if exercise.goal in ("gana", "pierde"):
            assert reachable != set(position.legal_plays()), exercise  # the trick matters, not only the law


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_every_game_at_the_table_has_six_exercises_with_rule_citation_and_lesson(game: str):
    exercises = Exercise.objects.filter(game=game)
    assert exercises.count() >= 6
    assert all(e.rule and e.cite.startswith("l. ") and e.lesson_id for e in exercises)


def test_a_broken_engine_is_noticed_by_the_loader(monkeypatch: pytest.MonkeyPatch):
    # with the obligations of the tute switched off, every card of a "legal" exercise would do
    monkeypatch.setattr(TuteTrick, "requirements", lambda self, position: [])
    problems: list[str] = []
    check_file(
        read_toml(settings.CURRICULUM_DIR / "exercises" / "tute.toml", problems), "tute.toml", problems
    )
    assert any("todas las cartas cumplen el objetivo" in problem for problem in problems)
    with pytest.raises(CurriculumError):
        load_exercises(settings.CURRICULUM_DIR)


def card_words(position: games.Position, code: str) -> set[str]:
    """The words that name a card: its rank, and its name in this game when it has one (espadilla, malilla…)."""
    card = games.Card.parse(code)
    described = position.rules.describe(card, position.trump)
    nickname = {described.split("(")[0].split()[-1]} if "(" in described else set()
    return {RANK_NAMES[card.rank]} | nickname


def telling_words(exercise: Exercise) -> set[str]:
    """The words of the title that name a card of the answer (or, for the matador goal, the matador to keep)."""
    position = games.Position.from_notation(exercise.position)
    answer = set(solutions(exercise))
    if exercise.goal == "matador":
        answer |= {card.code for card in position.hand} & matadores(position)
    words = set().union(*(card_words(position, code) for code in answer))
    return {word for word in words if re.search(rf"\b{word}\b", exercise.title, re.IGNORECASE)}


def test_no_title_names_a_card_of_the_answer():
    assert {e.slug: telling_words(e) for e in Exercise.objects.exclude(position="") if telling_words(e)} == {}


def test_the_title_check_notices_a_telling_title():
    assert telling_words(make(title="Guarda tu basto")) == {"basto"}
    assert telling_words(make(slug="tres", title="Sirve con el tres", goal="gana", position=FOLLOW)) == {
        "tres"
    }


def test_matador_goal_wants_a_legal_card_that_is_not_a_matador():
    exercise = make()
    assert sorted(solutions(exercise)) == ["12E", "4C"]
    assert mark(exercise, "4C").solved
    kept = mark(exercise, "1B")
    assert not kept.solved and "matador" in kept.message


def test_illegal_card_is_explained_by_the_engine():
    exercise = make(slug="asiste", goal="legal", position="hombre O 0 0 -/3C,12C,4E,2O/- 5C 0,0,0")
    marked = mark(exercise, "4E")
    assert not marked.solved and "debes asistir" in marked.message


def test_win_goal():
    # red plain suits run backwards: the dos de copas led beats the tres, only the rey wins it
    exercise = make(slug="gana", goal="gana", position="hombre O 0 0 -/3C,12C,4E/- 2C 0,0,0")
    assert solutions(exercise) == ["12C"]
    assert not mark(exercise, "3C").solved


def test_solving_is_remembered_for_a_signed_in_learner(client: Client, student: User):
    exercise = make()
    client.force_login(student)
    response = client.post(reverse("practice:exercise-answer", args=[exercise.slug]), {"action": "4C"})
    assert response.status_code == 200 and "¡Bien!" in response.content.decode()
    assert ExerciseSolved.objects.filter(user=student, exercise=exercise).exists()
    html = client.get(reverse("practice:exercises")).content.decode()
    assert "resuelto" in html


def test_wrong_answer_shows_the_reason_in_an_alert(client: Client):
    exercise = make()
    html = client.post(
        reverse("practice:exercise-answer", args=[exercise.slug]), {"action": "1B"}, HTTP_HX_REQUEST="true"
    ).content.decode()
    assert (
        html.lstrip().startswith('<section id="exercise-board"')
        and 'role="alert"' in html
        and "matador" in html
    )


@pytest.mark.parametrize("action", ["", "7O", "<b>", "13X"])
def test_a_card_not_in_the_exercise_hand_is_a_400(client: Client, action: str):
    exercise = make()
    response = client.post(reverse("practice:exercise-answer", args=[exercise.slug]), {"action": action})
    assert response.status_code == 400 and "no está en tu mano" in response.content.decode()


def test_unknown_exercise_is_a_404(client: Client):
    assert client.get(reverse("practice:exercise", args=["no-existe"])).status_code == 404


def test_contract_exercise_starts_a_hand_at_the_learners_turn(client: Client, student: User):
    hand = games.new_hand("tresillo", seed=22).apply("entrada").apply("paso").apply("paso")
    exercise = make(slug="entra", goal="contrato", game="tresillo", position="", hand=hand.notation, seat=0)
    client.force_login(student)
    response = client.post(reverse("practice:exercise-start", args=[exercise.slug]))
    record = PracticeHand.objects.get(exercise=exercise)
    assert response["Location"] == reverse("practice:hand", args=["tresillo", 22, record.pk])
    assert replay(record).actions[:3] == ("entrada", "paso", "paso") and record.owner == student
    html = client.get(response["Location"]).content.decode()
    assert "Triunfo: oros" in html


def answer(client: Client, slug: str, code: str) -> str:
    return client.post(reverse("practice:exercise-answer", args=[slug]), {"action": code}).content.decode()


def test_an_illegal_card_shows_the_violation_its_source_the_rule_and_the_lesson(client: Client):
    exercise = Exercise.objects.select_related("lesson__course").get(slug="tute-sin-monte-baza-de-oros")
    violation = games.Position.from_notation(exercise.position).check_play("3C")
    assert violation is not None and violation.code == "asistir"
    html = answer(client, exercise.slug, "3C")
    assert 'data-violation="asistir"' in html and escape(violation.source) in html
    assert escape(exercise.rule) in html and exercise.cite in html
    assert f'href="{exercise.lesson.get_absolute_url()}" data-lesson' in html  # type: ignore[union-attr]


def test_a_legal_card_that_misses_the_goal_shows_the_rule_and_the_lesson(client: Client):
    exercise = Exercise.objects.select_related("lesson__course").get(slug="brisca-baza-de-oros")
    html = answer(client, exercise.slug, "11O")
    assert 'role="alert"' in html and "data-violation" not in html and "¡Bien!" not in html
    assert escape(exercise.rule) in html and f'href="{exercise.lesson.get_absolute_url()}"' in html  # type: ignore[union-attr]


def test_a_tied_trick_of_the_truco_is_not_won():
    exercise = Exercise.objects.get(slug="truco-sale-un-tres")
    assert solutions(exercise) == ["7O"] and "parda" in mark(exercise, "3B").message


def test_lose_goal_wants_a_legal_card_that_does_not_take_the_trick():
    exercise = Exercise.objects.get(slug="rebesino-baza-de-copas")
    assert solutions(exercise) == ["9C"] and not mark(exercise, "12C").solved
    assert mark(exercise, "1O").violation is not None  # not serving is still a renuncio


def test_next_exercise_is_the_next_of_the_game_then_the_first_of_the_next_game():
    ordered = list(Exercise.objects.all())
    games_in_order = list(dict.fromkeys(e.game for e in ordered))
    assert games_in_order[:4] == ["tute", "guinote", "brisca", "julepe"]
    tute = [e for e in ordered if e.game == "tute"]
    assert following(tute[0]) == tute[1]
    assert following(tute[-1]) == next(e for e in ordered if e.game == "guinote")
    walk: Exercise | None = ordered[0]
    seen = []
    while walk is not None:
        seen.append(walk.pk)
        walk = following(walk)
    assert sorted(seen) == sorted(e.pk for e in ordered)  # one walk visits every exercise once
    assert Exercise.objects.get(pk=seen[-1]).game == games_in_order[-1]


def test_solving_offers_the_next_exercise_and_an_unsolved_one_a_skip(client: Client):
    first, second = Exercise.objects.filter(game="tute")[:2]
    next_url = reverse("practice:exercise", args=[second.slug])
    page = client.get(reverse("practice:exercise", args=[first.slug])).content.decode()
    assert f'href="{next_url}" data-next>Salta al siguiente ejercicio' in page
    solved = answer(client, first.slug, solutions(first)[0])
    assert f'href="{next_url}" class="button" data-next>Siguiente ejercicio' in solved
    last = [e for e in Exercise.objects.all() if following(e) is None]
    assert len(last) == 1
    assert (
        "Es el último ejercicio"
        in client.get(reverse("practice:exercise", args=[last[0].slug])).content.decode()
    )


# -- accion: a decision in a whole hand ----------------------------------------------------------------------------
NEW_GAMES = ("escoba", "chinchon", "siete-y-medio", "cinquillo", "burro", "mus")
SEVEN = games.new_hand("siete-y-medio", seed=1).apply("apuesta:1").apply("apuesta:1").apply("apuesta:1")


def decision(**fields: object) -> dict[str, object]:
    """An *accion* item as a fixture file holds it: seat 2 holds the sota de bastos, half a point."""
    item: dict[str, object] = {
        "slug": "pide-con-medio",
        "title": "Siete y medio: tu primera carta",
        "game": "siete-y-medio",
        "goal": "accion",
        "hand": SEVEN.notation,
        "seat": 2,
        "answer": ["carta"],
        "prompt": "Llevas medio punto.",
        "hint": "Plantarte con medio punto es perder casi seguro.",
        "rule": "Pide mientras ninguna carta pueda pasarte.",
        "explanation": "Con medio punto ninguna carta te pasa.",
        "source": "juegos-baraja-espanola",
        "cite": "l. 1023",
    }
    return item | fields


def make_decision(**fields: object) -> Exercise:
    item = decision(**fields)
    fields = {key: value for key, value in item.items() if key != "answer"}
    return make(**fields, position="", answer=" ".join(item["answer"]))  # type: ignore[arg-type]


def post(client: Client, slug: str, action: str, **extra: str) -> tuple[int, str]:
    response = client.post(reverse("practice:exercise-answer", args=[slug]), {"action": action}, **extra)  # type: ignore[arg-type]
    return response.status_code, response.content.decode()


@pytest.mark.parametrize("game", NEW_GAMES)
def test_every_new_game_has_three_exercises_with_a_decision_citation_and_lesson(game: str):
    exercises = Exercise.objects.filter(game=game)
    assert exercises.count() >= 3 and exercises.filter(goal="accion").exists()
    assert all(e.rule and e.cite.startswith("l. ") and e.lesson_id for e in exercises)


def test_every_loaded_decision_is_sound_for_the_engine():
    for exercise in Exercise.objects.filter(goal="accion"):
        hand = games.Hand.from_notation(exercise.hand)
        right, legal = set(exercise.answer.split()), set(hand.legal_actions())
        assert hand.to_move == exercise.seat and right and right < legal and exercise.hint, exercise


def test_the_right_action_solves_and_is_remembered(client: Client, student: User):
    exercise = make_decision()
    client.force_login(student)
    status, html = post(client, exercise.slug, "carta")
    assert status == 200 and "¡Bien!" in html and "data-violation" not in html
    assert ExerciseSolved.objects.filter(user=student, exercise=exercise).exists()


def test_a_legal_wrong_action_shows_the_hint_and_the_rule(client: Client):
    exercise = make_decision()
    status, html = post(client, exercise.slug, "planto", HTTP_HX_REQUEST="true")
    assert status == 200 and html.lstrip().startswith('<section id="exercise-board"')
    assert escape(exercise.hint) in html and escape(exercise.rule) in html
    assert "¡Bien!" not in html and "data-violation" not in html


@pytest.mark.parametrize("action", ["", "pide", "apuesta:9", "<script>", "7O", "x" * 60])
def test_an_illegal_or_forged_action_shows_the_engines_violation_and_changes_nothing(
    client: Client, action: str
):
    exercise = make_decision()
    status, html = post(client, exercise.slug, action)
    violation = SEVEN.check(action[:40] if len(action) <= 40 else "", 2)
    assert violation is not None
    assert status == 200 and f'data-violation="{violation.code}"' in html and escape(violation.source) in html
    assert "<script>" not in html and "¡Bien!" not in html and not ExerciseSolved.objects.exists()
    assert 'value="carta"' in html and 'value="planto"' in html  # the same choices, unchanged


def test_the_page_shows_every_legal_action_the_cards_and_the_table():
    hand = games.new_hand("escoba", seed=1)
    exercise = make_decision(
        slug="escoba", game="escoba", hand=hand.notation, seat=0, answer=["1O+3O+4O+7C"], cite="l. 786"
    )
    html = Client().get(reverse("practice:exercise", args=[exercise.slug])).content.decode()
    buttons = set(re.findall(r'name="action" value="([^"]+)"', html))
    assert buttons == set(hand.legal_actions())
    assert 'aria-label="As de oros"' in html  # a card to play is drawn and named
    table = html.split('aria-label="En la mesa"')[1].split("</div>\n</div>")[0]
    assert set(re.findall(r'data-card="(\w+)"', table)) == {c.code for c in hand.view(0).face_up()[0]}


def test_the_options_given_are_the_only_buttons(client: Client):
    exercise = Exercise.objects.get(slug="mus-te-envidan-a-la-grande")
    html = client.get(reverse("practice:exercise", args=[exercise.slug])).content.decode()
    assert re.findall(r'name="action" value="([^"]+)"', html) == exercise.options.split()
    status, solved = post(
        client, exercise.slug, "envido:9"
    )  # legal, not offered, still right or wrong by the rule
    assert status == 200 and "data-violation" not in solved


def test_a_decision_of_a_burro_hand_plays_cards_as_card_buttons(client: Client):
    exercise = Exercise.objects.get(slug="burro-sales-con-tres-oros")
    html = client.get(reverse("practice:exercise", args=[exercise.slug])).content.decode()
    assert set(re.findall(r'class="card-button" aria-label="[^"]+"', html)) and "data-action" not in html
    status, solved = post(client, exercise.slug, exercise.answer.split()[0])
    assert status == 200 and "¡Bien!" in solved


def refusals(**fields: object) -> list[str]:
    problems: list[str] = []
    check_file({"exercise": [decision(**fields)]}, "prueba.toml", problems)
    return problems


def test_a_sound_decision_passes_the_loader_checks():
    assert refusals() == []


@pytest.mark.parametrize(
    "fields",
    [
        {"seat": 0},  # not this seat's turn
        {"answer": ["apuesta:3"]},  # not a legal action now
        {"answer": []},
        {"answer": ["carta", "planto"]},  # every legal action is right: nothing to avoid
        {"hint": ""},  # a legal wrong action would have nothing to say
        {"hand": "siete-y-medio seed=1 players=4 | carta"},  # the engine refuses the notation
        {"game": "mus"},  # the hand is of another game
        {"options": ["carta"]},  # one button is no decision
        {"options": ["carta", "planto"], "answer": ["carta", "planto"]},  # every button offered is right
    ],
)
def test_the_loader_refuses_a_broken_decision(fields: dict[str, object]):
    assert refusals(**fields)


def test_load_curriculum_refuses_a_broken_decision_file(tmp_path, monkeypatch: pytest.MonkeyPatch):
    (tmp_path / "exercises").mkdir()
    (tmp_path / "exercises" / "roto.toml").write_text(
        '[[exercise]]\nslug = "roto"\ntitle = "Roto"\ngame = "siete-y-medio"\ngoal = "accion"\n'
        f'hand = "{SEVEN.notation}"\nseat = 2\nanswer = ["planto", "carta"]\nhint = "h"\nrule = "r"\n'
        'prompt = "p"\nexplanation = "e"\nsource = "juegos-baraja-espanola"\ncite = "l. 1023"\n',
        encoding="utf-8",
    )
    with pytest.raises(CurriculumError, match="nada que evitar"):
        load_exercises(tmp_path)
    assert Exercise.objects.filter(game="siete-y-medio").exists()  # nothing was changed


def answer_words(exercise: Exercise) -> set[str]:
    """What the title (past the game's name) tells of a decision's answer: a card's rank, or an action's label."""
    hand = games.Hand.from_notation(exercise.hand)
    trump = hand.view(exercise.seat).trump
    title = exercise.title.removeprefix(games.GAMES[exercise.game].name + ":")
    told: set[str] = set()
    for action in exercise.answer.split():
        cards = [games.Card.parse(code) for code in re.findall(r"\d+[OCEB]", action)]
        words = {RANK_NAMES[card.rank] for card in cards} or {button_label(action, trump).lower()}
        told |= {word for word in words if re.search(rf"\b{re.escape(word)}\b", title, re.IGNORECASE)}
    return told


def test_no_decision_title_tells_the_answer():
    assert {e.slug: answer_words(e) for e in Exercise.objects.filter(goal="accion") if answer_words(e)} == {}
    assert answer_words(make_decision(title="Siete y medio: ¿pido carta?")) == {"pido carta"}
    burro = make_decision(
        slug="caballo",
        title="Burro: sal con el caballo",
        game="burro",
        hand=games.new_hand("burro", seed=1).notation,
        seat=0,
    )
    burro.answer = "11B"
    assert answer_words(burro) == {"caballo"}


def test_a_broken_engine_is_noticed_by_the_decision_checks(monkeypatch: pytest.MonkeyPatch):
    # if the Siete y medio let nobody stand, «planto» would not be a legal wrong answer any more
    monkeypatch.setattr(SieteYMedioRules, "legal_actions", lambda self, state: ["carta"])
    problems: list[str] = []
    check_file(
        read_toml(settings.CURRICULUM_DIR / "exercises" / "nuevos.toml", problems), "nuevos.toml", problems
    )
    assert any("siete-y-medio" in problem or "al menos dos" in problem for problem in problems)


@pytest.mark.parametrize("slug", ["cinquillo-mano-entera", "burro-mano-entera"])
def test_a_whole_hand_of_a_new_game_can_be_won_from_the_cut(slug: str):
    exercise = Exercise.objects.get(slug=slug)
    hand = games.Hand.from_notation(exercise.hand)
    while (seat := hand.to_move) is not None and not hand.is_over:
        hand = hand.apply(
            games.choose(hand.view(seat), "experto" if seat == exercise.seat else exercise.level)
        )
    result = hand.result()
    assert result is not None and exercise.seat in result.winners
