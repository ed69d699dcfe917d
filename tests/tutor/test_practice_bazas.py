"""The practice table of the games of bazas (games.bazas): any of them seated, played to the end by plain
posts and by htmx, every refusal explained in Spanish with role="alert", nothing changed by a refused action, and
never a server error.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import games
from games.core.cards import CARDS_BY_CODE
from games.core.hand import Hand
from games.core.narration import join_names, told, told_violation
from tutor.practice.models import PracticeHand
from tutor.practice.table import TABLE_GAMES, AnyHand, layout, replay, trick_seats

pytestmark = pytest.mark.django_db

BAZAS = sorted(slug for slug, game in games.GAMES.items() if game.family == "bazas")
REFUSED = {
    "carta",
    "accion",
    "turno",
}  # refused outright (400); the other codes are recorded as illegal attempts


def record_of(response: Any) -> PracticeHand:
    assert response.status_code == 302, response.content.decode()[:500]
    return PracticeHand.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))


def sit(
    client: Client,
    game: str,
    seed: int = 7,
    players: int | None = None,
    seat: int = 0,
    level: str = "experto",
) -> PracticeHand:
    data = {"asiento": str(seat), "nivel": level}
    if players is not None:
        data["jugadores"] = str(players)
    return record_of(client.post(reverse("practice:table", args=[game, seed]), data))


def act(client: Client, record: PracticeHand, action: str, version: int | None = None, **headers: Any) -> Any:
    record.refresh_from_db()
    return client.post(
        reverse("practice:act", args=[record.game, record.seed, record.pk]),
        {"action": action, "version": str(record.version if version is None else version)},
        **headers,
    )


def page(client: Client, record: PracticeHand) -> str:
    response = client.get(reverse("practice:hand", args=[record.game, record.seed, record.pk]))
    assert response.status_code == 200
    return response.content.decode()


def alert(html: str) -> str:
    """The text of the page's role="alert" region."""
    found = re.search(r'<div id="violation" role="alert" class="alert">(.*?)</div>', html, re.S)
    assert found, "the refusal is in the role=alert region"
    return re.sub(r"<[^>]+>", " ", found.group(1))


def seated(client: Client, notation: str, seat: int) -> PracticeHand:
    """A practice hand of the visitor at a given point of a partida (as if the table had got there)."""
    client.get(reverse("practice:index"))  # a session for the anonymous visitor
    hand: AnyHand = Hand.from_notation(notation)
    return PracticeHand.objects.create(
        game=hand.game,
        seed=hand.options.seed,
        seat=seat,
        level="experto",
        notation=notation,
        session_key=client.session.session_key or "",
    )


def search(
    game: str, found: Callable[[AnyHand], bool], players: int | None = None, seeds: int = 40
) -> AnyHand | None:
    """The first point of a partida played by the computer (seeds 1…) where ``found`` holds for the seat to move."""
    for seed in range(1, seeds):
        hand: AnyHand = games.new_hand(game, seed=seed, players=players)
        rng = random.Random(seed)
        while hand.to_move is not None:
            if found(hand):
                return hand
            hand = hand.apply(games.choose(hand.view(hand.to_move), "principiante", rng))
    return None


def test_every_game_of_bazas_sits_at_the_bazas_table(client: Client):
    html = client.get(reverse("practice:index")).content.decode()
    for game in BAZAS:
        assert game in TABLE_GAMES and layout(game)[1] == "practice/bazas.html"
        assert games.GAMES[game].name in html and f"/practicar/{game}/" in html


@pytest.mark.parametrize("game", BAZAS)
def test_a_whole_partida_by_plain_posts_and_by_htmx(client: Client, game: str):
    record = sit(client, game, seed=5)
    html = page(client, record)
    assert 'data-trump="' in html and "Tantos de esta ronda" in html and 'role="alert"' in html
    rng = random.Random(game)
    for turn in range(400):
        record.refresh_from_db()
        hand = replay(record)
        if hand.is_over:
            break
        assert hand.to_move == record.seat
        view = hand.view(record.seat)
        shown = set(re.findall(r'data-card="(\w+)"', page(client, record)))
        assert shown <= {c.code for c in view.visible_cards()}, "the page shows only what the seat may see"
        action = rng.choice(hand.legal_actions())
        if turn % 2:
            response = act(client, record, action, HTTP_HX_REQUEST="true")
            fragment = response.content.decode()
            assert fragment.lstrip().startswith('<section id="table-section"') and "<html" not in fragment
        else:
            response = act(client, record, action)
            assert "<html" in response.content.decode()
        assert response.status_code == 200, (action, response.content.decode()[:300])
        record.refresh_from_db()
        assert replay(record).actions[len(hand.actions)] == action
    else:
        raise AssertionError("la partida no termina")
    record.refresh_from_db()
    assert record.finished_at is not None and record.result["kind"]
    html = page(client, record)
    assert "Resultado" in html
    result = replay(record).result()
    assert result is not None
    view = replay(record).view(record.seat)
    explanation = told(result.explanation, record.seat, view.players, view.trump).splitlines()[0]
    assert explanation in html.replace("&#x27;", "'")  # with the names the table gives the seats
    assert "Repetir esta partida" in html and "Rondas terminadas" in html


@pytest.mark.parametrize(("game", "players"), [("tute", 3), ("tute", 4), ("brisca", 3), ("brisca", 6)])
def test_the_number_of_players_is_chosen_when_sitting_down(client: Client, game: str, players: int):
    record = sit(client, game, seed=3, players=players, seat=players - 1)
    hand = replay(record)
    assert hand.players == players and f"players={players}" in record.notation
    html = page(client, record)
    assert html.count('<li class="seat') == players
    assert f'<option value="{players}" selected>{players} jugadores</option>' in html
    fresh = record_of(client.post(reverse("practice:replay", args=[game, 3, record.pk])))
    assert replay(fresh).players == players and fresh.seat == players - 1


@pytest.mark.parametrize("players", ["7", "1", "abc", "", "-2", "2.5", "9" * 50])
def test_a_bad_number_of_players_is_refused_in_spanish(client: Client, players: str):
    before = PracticeHand.objects.count()
    response = client.post(
        reverse("practice:table", args=["brisca", 4]),
        {"asiento": "0", "nivel": "experto", "jugadores": players},
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert 'role="alert"' in html and "Brisca se juega con 2, 3, 4, 5 o 6 jugadores" in html
    assert PracticeHand.objects.count() == before


def test_a_seat_beyond_the_players_chosen_is_refused(client: Client):
    response = client.post(
        reverse("practice:table", args=["tute", 4]), {"asiento": "3", "nivel": "experto", "jugadores": "3"}
    )
    assert response.status_code == 400 and "los asientos van del 1 al 3" in response.content.decode()
    assert (
        client.post(
            reverse("practice:table", args=["guinote", 4]), {"asiento": "0", "jugadores": "2"}
        ).status_code
        == 400
    )
    assert games.GAMES["guinote"].players == (4,)
    assert "de número de jugadores" not in page(client, sit(client, "guinote"))


@pytest.mark.parametrize(
    ("variant", "players", "phase"), [("remate", 3, "Aún no se juegan bazas"), ("habanero", 2, "")]
)
def test_a_modality_is_chosen_when_sitting_down(client: Client, variant: str, players: int, phase: str):
    """The Tute remate and the habanero are offered at the table; the modality fixes the number of players."""
    record = record_of(
        client.post(
            reverse("practice:table", args=["tute", 9]),
            {"asiento": "1", "nivel": "experto", "jugadores": "4", "modalidad": variant},
        )
    )
    options = replay(record).options
    assert (options.variant, options.players) == (variant, players)
    html = page(client, record)
    assert f'<option value="{variant}" selected>' in html and phase in html
    again = record_of(client.post(reverse("practice:replay", args=["tute", 9, record.pk])))
    assert replay(again).options.variant == variant


def test_an_unknown_modality_is_refused(client: Client):
    before = PracticeHand.objects.count()
    response = client.post(
        reverse("practice:table", args=["tute", 9]),
        {"asiento": "0", "nivel": "experto", "modalidad": "cabron"},
    )
    assert response.status_code == 400 and "no tiene esa modalidad" in response.content.decode()
    response = client.post(
        reverse("practice:table", args=["brisca", 9]), {"asiento": "0", "modalidad": "remate"}
    )
    assert response.status_code == 400 and PracticeHand.objects.count() == before


def illegal_play(hand: AnyHand) -> str | None:
    """A card of the seat to move that the engine refuses now (a renuncio), if any."""
    seat = hand.to_move
    assert seat is not None
    legal = set(hand.legal_actions())
    return next((c.code for c in hand.view(seat).hand if c.code not in legal), None)


@pytest.mark.parametrize("game", BAZAS)
def test_an_illegal_action_is_explained_and_changes_nothing(client: Client, game: str):
    """A renuncio where the game has obligations; in a game without any (the Brisca), another action its rules
    refuse (a cante where nobody sings). Either way: the engine's Spanish explanation, nothing changed."""
    hand = search(game, lambda h: illegal_play(h) is not None)
    if hand is not None:
        action = illegal_play(hand)
        assert action is not None
    else:
        hand = games.new_hand(game, seed=5)
        refusals = {a: hand.check(a) for a in ("cante:O", "capote", "tute", "fuera", "paso")}
        action = next(a for a, v in refusals.items() if v is not None and v.code not in REFUSED)
    seat = hand.to_move
    assert seat is not None
    record = seated(client, hand.notation, seat)
    violation = hand.check(action, seat=seat)
    assert violation is not None
    response = act(client, record, action)
    assert response.status_code == 200
    html = response.content.decode()
    text = alert(html)
    assert "No puedes hacer eso" in text or "Renuncio" in text
    shown = told_violation(
        violation.explanation, violation.is_renuncio, seat, hand.players, hand.view(seat).trump
    )
    assert shown.split("«")[0][:30] in text.replace("&#x27;", "'")
    record.refresh_from_db()
    assert (record.notation, record.version) == (hand.notation, 0)
    assert record.illegal[-1]["action"] == action and record.illegal[-1]["code"] == violation.code


@pytest.mark.parametrize("game", BAZAS)
@pytest.mark.parametrize(
    "forged",
    [
        "",
        "<script>alert(1)</script>",
        "13X",
        "descarta:99Z",
        "x" * 500,
        "cante:Z",
        "cambia:99Z",
        "napolitana",
    ],
)
def test_forged_or_unknown_actions_change_nothing(client: Client, game: str, forged: str):
    record = sit(client, game)
    before = record.notation
    response = act(client, record, forged)
    assert response.status_code in (200, 400)
    html = response.content.decode()
    assert alert(html).strip() and "<script>alert(1)" not in html
    record.refresh_from_db()
    assert (record.notation, record.version) == (before, 0)


@pytest.mark.parametrize("game", BAZAS)
def test_a_card_you_do_not_hold_is_a_400(client: Client, game: str):
    record = sit(client, game)
    view = replay(record).view(record.seat)
    stranger = next(c for c in CARDS_BY_CODE.values() if c not in view.visible_cards())
    response = act(client, record, stranger.code, HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert f"No tienes {stranger.with_article}" in alert(response.content.decode())
    record.refresh_from_db()
    assert record.version == 0


@pytest.mark.parametrize("game", BAZAS)
def test_not_your_turn_is_refused(client: Client, game: str):
    hand = games.new_hand(game, seed=9)
    assert hand.to_move is not None
    waiting = (hand.to_move + 1) % hand.players
    record = seated(client, hand.notation, waiting)
    card = hand.view(waiting).hand[0].code
    response = act(client, record, card)
    assert response.status_code == 400 and "No es tu turno" in alert(response.content.decode())
    html = page(client, record)
    assert "Esperando" in html and re.search(r'data-card="\w+" class="card-button[^"]*"[^>]*disabled', html)
    assert client.post(reverse("practice:hint", args=[game, 9, record.pk])).status_code == 409
    record.refresh_from_db()
    assert record.notation == hand.notation


@pytest.mark.parametrize("game", BAZAS)
def test_a_post_on_a_finished_partida_is_a_409(client: Client, game: str):
    hand = games.new_hand(game, seed=2)
    rng = random.Random(2)
    while hand.to_move is not None:
        hand = hand.apply(games.choose(hand.view(hand.to_move), "experto", rng))
    record = seated(client, hand.notation, 0)
    for action in ("1O", "paso", "cante:O"):
        response = act(client, record, action, HTTP_HX_REQUEST="true")
        assert response.status_code == 409 and "ya ha terminado" in alert(response.content.decode())
    record.refresh_from_db()
    assert record.notation == hand.notation and record.version == 0
    assert "Resultado" in page(client, record)


def test_a_stale_form_is_a_409(client: Client):
    record = sit(client, "brisca")
    card = replay(record).legal_actions()[0]
    assert act(client, record, card, version=0).status_code == 200
    response = act(client, record, replay(record).legal_actions()[0], version=0)
    assert response.status_code == 409 and "llega tarde" in response.content.decode()


def test_the_cantes_and_the_pinta_are_buttons_in_spanish(client: Client):
    hand = search(
        "tute", lambda h: any(a.startswith("cante:") for a in h.legal_actions()), players=2, seeds=80
    )
    assert hand is not None, "ningún reparto con cante"
    seat = hand.to_move
    assert seat is not None
    view = hand.view(seat)
    record = seated(client, hand.notation, seat)
    html = page(client, record)
    cante = next(a for a in hand.legal_actions() if a.startswith("cante:"))
    suit = games.Suit.parse(cante[-1])
    label = "Cantar las 40" if suit == view.trump else f"Cantar las 20 en {suit.spanish}"
    assert f'value="{cante}">{label}</button>' in html
    html = act(client, record, cante, HTTP_HX_REQUEST="true").content.decode()
    sung = "las 40 en" if suit == view.trump else "las 20 en"
    assert f"Tú cantas {sung} {suit.spanish}" in html and "Cantes de esta ronda" in html

    hand = search(
        "tute", lambda h: any(a.startswith("cambia:") for a in h.legal_actions()), players=2, seeds=80
    )
    assert hand is not None, "ningún reparto en que se pueda cambiar la pinta"
    seat = hand.to_move
    assert seat is not None
    change = next(a for a in hand.legal_actions() if a.startswith("cambia:"))
    record = seated(client, hand.notation, seat)
    label = "Cambiar la pinta por " + CARDS_BY_CODE[change.partition(":")[2]].with_article
    assert f'value="{change}">{label}</button>' in page(client, record)
    html = act(client, record, change).content.decode()
    assert "Tú cambias la pinta por" in html


def test_a_partner_may_sing_before_the_winner_leads(client: Client):
    """Tute of four: the cante phase asks the partner of the trick's winner, who sings or says «Paso»."""
    hand = search("tute", lambda h: h.phase == "cante", players=4, seeds=80)
    assert hand is not None, "ningún reparto con cante del compañero"
    seat = hand.to_move
    assert seat is not None
    record = seated(client, hand.notation, seat)
    html = page(client, record)
    assert 'value="paso">Paso</button>' in html and "antes de salir, se canta" in html
    card = hand.view(seat).hand[0].code
    text = alert(act(client, record, card).content.decode())
    assert "No puedes hacer eso" in text and "cantar" in text
    assert act(client, record, "paso").status_code == 200
    record.refresh_from_db()
    assert replay(record).actions[len(hand.actions)] == "paso"


def test_the_hint_of_the_expert(client: Client):
    record = sit(client, "tute", seed=12)
    response = client.post(reverse("practice:hint", args=["tute", 12, record.pk]), HTTP_HX_REQUEST="true")
    assert response.status_code == 200 and "Pista:" in response.content.decode()


def test_a_ronda_that_ends_is_told_with_its_lines(client: Client):
    """Tute of two to two juegos: when a ronda ends and the next is dealt, the learner reads why."""
    record = sit(client, "tute", seed=4)
    for _ in range(200):
        record.refresh_from_db()
        hand = replay(record)
        assert not hand.is_over
        response = act(client, record, hand.legal_actions()[0], HTTP_HX_REQUEST="true")
        if replay(PracticeHand.objects.get(pk=record.pk)).view(record.seat).rondas:
            break
    html = response.content.decode()
    view = replay(PracticeHand.objects.get(pk=record.pk)).view(record.seat)
    line = told(view.rondas[0].lines[0], record.seat, view.players, view.trump)
    assert "Se acabó la ronda 1" in html and line in html  # with the names the table gives the seats
    assert "Rondas terminadas" in html


def test_seats_and_sides_in_words():
    assert trick_seats(2, 3, 5, (0, 2, 4)) == [2, 4, 0]  # the Julepe: those who passed do not play
    assert trick_seats(3, 4, 4) == [3, 0, 1, 2]
    assert join_names(["Tú", "Enfrente"]) == "Tú y Enfrente"
    assert join_names(["Derecha", "Izquierda"]) == "Derecha e Izquierda"
    assert join_names(["Asiento 1", "Tú", "Asiento 5"]) == "Asiento 1, Tú y Asiento 5"
