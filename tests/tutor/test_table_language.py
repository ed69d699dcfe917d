"""The table's Spanish: every action label and every refusal of every game, as the learner reads them, with no raw
notation («canto:27», «son-buenas», «7O») and no doubled word («Renuncio: … Renuncio:», «de oros, de oros»)."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import games
from games.core import narration
from games.core.cards import DECK_48
from games.core.narration import WORDS, button_label, describe, told, told_violation
from tutor.practice.table import TABLE_GAMES

RAW = re.compile(r"\b[a-z]+(?:[-+:][A-Za-z0-9]+)+\b|\b(?:1[0-2]|[1-9])[OCEB]\b")
# a word said twice in a row («el el»), or a phrase repeated after a comma where it ends («de oros, de oros,»)
DOUBLED = re.compile(r"\b([^\W\d]\w*) \1\b|\b([^\W\d]\w*(?: \w+)?), \2(?=[,.;:)]|$)", re.IGNORECASE)
# Notation of every kind of action, for the refusals of the games that do not offer it now
EXAMPLES = (
    "triunfo:O",
    "descarta:7O",
    "llama:12O",
    "cante:O",
    "cambia:7O",
    "envido:3",
    "tantos:10",
    "canto:27",
    "puja:75",
    "roba:3",
    "rendirse",
    "hola",
)
LONG = 80  # states read in full at the start of a partida
HEADING = {True: "Renuncio: no puedes hacer eso.", False: "No puedes hacer eso."}


def slips(text: str) -> list[str]:
    """What reads wrong in ``text``: notation, a word or two said twice, «Renuncio» twice."""
    found = [match.group(0) for match in RAW.finditer(text)]
    found += [match.group(0) for match in DOUBLED.finditer(text)]
    return found + (["Renuncio ×2"] if text.count("Renuncio") > 1 else [])


def refusal_text(hand: Any, action: str, seat: int, me: int) -> str | None:
    """The refusal of ``action`` by ``seat`` as the table shows it to ``me``: heading and explanation."""
    violation = hand.check(action, seat)
    if violation is None:
        return None
    trump = getattr(hand.view(me), "trump", None)
    text = told_violation(violation.explanation, violation.is_renuncio, me, hand.players, trump)
    return f"{HEADING[violation.is_renuncio]} {text}"


def tables(game: str) -> Iterator[tuple[int, str | None]]:
    """Every number of players and modality the table seats ``game`` with."""
    for players in games.GAMES[game].players:
        yield players, None
    for modality in games.GAMES[game].words.modalities:
        yield modality.players, modality.variant


def states(game: str, players: int, variant: str | None, seeds: range) -> Iterator[Any]:
    """Every state of the bots' hands of ``game`` (a beginner and an expert in turn)."""
    for seed in seeds:
        hand = games.new_hand(game, seed=seed, players=players, variant=variant)
        rng = random.Random(seed)
        for step in itertools.count():
            if hand.is_over:
                break
            if (
                step < LONG or step % 10 == 0
            ):  # a long partida (Truco, Tute) is read in full at its start only
                yield hand
            seat = hand.to_move
            assert seat is not None
            hand = hand.apply(games.choose(hand.view(seat), games.LEVELS[seed % len(games.LEVELS)], rng))
        yield hand


def read_at_the_table(game: str, seeds: range, refusals_per_state: int) -> dict[str, str]:
    """Every text of ``game``'s tables that reads wrong, with where it was found."""
    wrong: dict[str, str] = {}
    cards = [card.code for card in DECK_48]
    for players, variant in tables(game):
        vocabulary = sorted({*WORDS, *EXAMPLES, *cards})
        rng = random.Random(game)
        for hand in states(game, players, variant, seeds):
            seat = hand.to_move if hand.to_move is not None else 0
            other = (seat + 1) % hand.players
            trump = getattr(hand.view(seat), "trump", None)
            texts: list[str | None] = (
                [told(hand.result().explanation, seat, hand.players, trump)] if hand.is_over else []
            )
            for action in hand.legal_actions():
                vocabulary.append(action)
                if action not in cards:  # a card is a button with its picture and name
                    texts.append(button_label(action, trump))
                texts.append(describe(action, seat, other, hand.players, trump))
            for action in rng.sample(vocabulary, min(refusals_per_state, len(vocabulary))):
                texts += [refusal_text(hand, action, seat, seat), refusal_text(hand, action, other, other)]
            for text in texts:
                if text is not None and slips(text):
                    wrong.setdefault(text, f"{game} {players} {variant or ''}: {hand.notation}")
    return wrong


@pytest.mark.parametrize("game", sorted(TABLE_GAMES))
def test_every_label_and_refusal_reads_as_spanish(game: str):
    wrong = read_at_the_table(game, range(3), refusals_per_state=8)
    assert not wrong, "\n".join(f"{text}  [{where}]" for text, where in list(wrong.items())[:8])


def test_the_check_notices_notation_and_doubled_words():
    assert slips("Canta tus puntos («canto:27») o di «son-buenas».") == ["canto:27", "son-buenas"]
    assert slips("La baza la abrió el tres de oros, de oros, y tienes oros.") == ["de oros, de oros"]
    assert slips("Renuncio: no puedes hacer eso. Renuncio: la baza la abrió el siete de copas.")
    assert not slips(told("Di «canto:27» o «son-buenas»; ahora le toca al asiento 2.", 0, 4))


def break_the_ombre_renuncio(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Ombre family's renuncio as it was worded, naming the suit twice (the one engine internal reached here)."""
    from games.ombre import rules as ombre

    monkeypatch.setattr(
        ombre, "FOLLOW_MESSAGE", "Renuncio: la baza la abrió {led}, de {suit}, y tienes {suit} ({allowed})."
    )


def test_the_reading_notices_a_doubled_suit_in_the_engine(monkeypatch: pytest.MonkeyPatch):
    break_the_ombre_renuncio(monkeypatch)
    assert any(re.search(r"de (\w+), de \1", text) for text in read_at_the_table("hombre", range(1), 64))


def test_the_reading_notices_notation_left_untold(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(narration, "_in_words", lambda token, trump: token)
    assert any(
        "«canto:" in text or "«son-buenas»" in text for text in read_at_the_table("truco", range(1), 8)
    )
