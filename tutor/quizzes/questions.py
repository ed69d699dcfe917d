"""Questions as plain data ("specs"): their right answers, decided by the engine where it can, grading, and
the generation of unlimited *elige la carta* and *¿quién gana la baza?* questions from random positions.

A spec is a dict with ``kind`` (opcion, carta, baza, numero, orden), ``prompt``, ``explanation``, ``cite`` and what
the kind needs: ``options``/``answer``; ``position`` (engine notation) and ``goal`` (legal, gana, recomendada);
``game``, ``trump`` and ``cards`` for an ordering.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

import games
from games.core.rules import TRUMP

Spec = dict[str, Any]
NOT_OFFERED = "Esa respuesta no es ninguna de las que ofrece la pregunta."
PARDA = "parda"  # the answer to «¿quién se lleva esta baza?» when nobody does (the Truco, l. 71)


class BadAnswer(ValueError):
    """An answer that is not even one of the possible ones (a forged or garbled post)."""


@dataclass(frozen=True, slots=True)
class Grade:
    correct: bool
    message: str


def winning_cards(position: games.Position) -> list[str]:
    """The legal cards that would win the trick if played now."""
    mover = position.to_move
    return [code for code in position.legal_plays() if position.play(code).trick_winner() == mover]


def ordered(game: str, trump: str, cards: list[str]) -> list[str]:
    """The cards from highest to lowest in ``game`` under ``trump`` (trumps above every plain card)."""
    rules = games.GAMES[game].rules
    order = rules.order(games.Suit.parse(trump) if trump else None)
    parsed = [games.Card.parse(code) for code in cards]
    parsed.sort(key=lambda card: (order.suit_of[card] == TRUMP, order.power[card]), reverse=True)
    return [card.code for card in parsed]


def expected(spec: Spec) -> Any:
    """The right answer: an option index, a set of card codes, a seat, a number, or a list of codes in order."""
    kind = spec["kind"]
    if kind == "carta":
        position = games.Position.from_notation(spec["position"])
        goal = spec.get("goal", "legal")
        if goal == "legal":
            return set(position.legal_plays())
        if goal == "gana":
            return set(winning_cards(position))
        return set(spec["answer"])
    if kind == "baza":
        return games.Position.from_notation(spec["position"]).trick_winner()
    if kind == "orden":
        return ordered(spec["game"], spec.get("trump", ""), spec["cards"].split())
    return spec["answer"]


def choices(spec: Spec) -> list[str]:
    """What may be answered: option indexes, the cards of the seat to move, the seats, or the cards to order."""
    kind = spec["kind"]
    if kind == "opcion":
        return [str(index) for index in range(len(spec["options"]))]
    if kind == "carta":
        return [card.code for card in games.Position.from_notation(spec["position"]).collected().hand]
    if kind == "baza":
        position = games.Position.from_notation(spec["position"])
        seats = [str(seat) for seat in range(position.players)]
        return [*seats, PARDA] if position.rules.tied_tricks else seats
    if kind == "orden":
        return str(spec["cards"]).split()
    return []


def grade(spec: Spec, raw: str) -> Grade:
    """Mark one answer.

    :raises BadAnswer: when ``raw`` is not a possible answer at all.
    """
    kind, answer = spec["kind"], raw.strip()
    right = expected(spec)
    if kind == "numero":
        if not re.fullmatch(r"-?[0-9]{1,9}", answer):
            raise BadAnswer("Escribe un número entero.")
        return _graded(int(answer) == right, spec, f"La respuesta es {right}.")
    if kind == "orden":
        given = answer.upper().split()
        if sorted(given) != sorted(spec["cards"].split()):
            raise BadAnswer("Ordena exactamente las cartas de la pregunta, cada una una vez.")
        names = ", ".join(games.Card.parse(code).name for code in right)
        return _graded(given == right, spec, f"El orden es: {names}.")
    if answer.upper() not in {c.upper() for c in choices(spec)}:
        raise BadAnswer(NOT_OFFERED)
    if kind == "opcion":
        return _graded(int(answer) == right, spec, f"La respuesta es: {spec['options'][right]}.")
    if kind == "baza":
        taker = None if answer.lower() == PARDA else int(answer)
        return _graded(taker == right, spec, trick_outcome(right))
    code = answer.upper()
    if code in right:
        return _graded(True, spec, "")
    position = games.Position.from_notation(spec["position"])
    violation = position.check_play(code)
    if spec.get("goal", "legal") == "legal" and violation is not None:
        return Grade(False, violation.explanation)
    names = ", ".join(games.Card.parse(c).with_article for c in sorted(right)) or "ninguna"
    return _graded(False, spec, f"Valía: {names}.")


def _graded(correct: bool, spec: Spec, when_wrong: str) -> Grade:
    explanation = spec.get("explanation", "")
    if correct:
        return Grade(True, explanation)
    return Grade(False, f"{when_wrong} {explanation}".strip())


def trick_outcome(seat: int | None) -> str:
    """Who takes the trick, in a sentence: a seat, or nobody when it is *parda*."""
    return (
        "La baza es parda: no se la lleva nadie."
        if seat is None
        else f"Se lleva la baza el asiento {seat + 1}."
    )


# The games whose questions are made from trick positions: every game played in tricks.
GENERATED_GAMES = sorted(slug for slug, game in games.GAMES.items() if game.plays_tricks)
MONTE_SPENT = "Ya no queda monte: se han robado todas las cartas. "


def draws_from_a_monte(game: str, players: int) -> bool:
    """Whether ``game`` with ``players`` draws from a monte after each trick (the Guiñote, the Brisca, the Tute of
    two): its generated positions, which have none left, must say so, for the obligations may depend on it."""
    draws = getattr(games.GAMES[game].hand_rules, "draws", None)
    return draws is not None and bool(draws(players))


def generate(game: str, rng: random.Random) -> Spec:
    """A random *elige la carta* (legal or winning) or *¿quién gana?* question of ``game``, decided by the engine."""
    rules = games.GAMES[game].rules
    players = rules.players[0] if game != "tute" else 3
    size = rules.hand_size[players]
    deck = list(rules.deck)
    rng.shuffle(deck)
    hands = [[c.code for c in deck[i * size : (i + 1) * size]] for i in range(players)]
    trump = rng.choice("OCEB") if rules.has_trumps else None
    position = games.position(game, hands=hands, trump=trump, leader=rng.randrange(players))
    for _ in range(rng.randrange(players * size // 2)):
        position = position.play(rng.choice(position.legal_plays()))
    kind = rng.choice(["carta", "carta", "baza"])
    if kind == "baza":
        while not position.trick or position.is_trick_complete:
            position = position.play(rng.choice(position.legal_plays()))
        while not position.is_trick_complete:
            position = position.play(rng.choice(position.legal_plays()))
        shown = games.position(
            game,
            hands=[[] for _ in range(players)],
            trump=trump,
            trick=[c.code for c in position.trick],
            leader=position.leader,
        )
        return {
            "kind": "baza",
            "game": game,
            "position": shown.notation,
            "prompt": "¿Quién se lleva esta baza?" + (" ¿O es parda?" if rules.tied_tricks else ""),
            "explanation": rules.obligations,
            "cite": rules.play_citation.lines,
            "source": rules.source_slug,
        }
    while not position.trick or position.is_trick_complete:
        position = position.play(rng.choice(position.legal_plays()))
    mover = position.to_move
    assert mover is not None
    shown = games.position(
        game,
        hands=[[c.code for c in h] if seat == mover else [] for seat, h in enumerate(position.hands)],
        trump=trump,
        trick=[c.code for c in position.trick],
        leader=position.leader,
    )
    goal = rng.choice(["legal", "gana"]) if winning_cards(shown) else "legal"
    prompt = (MONTE_SPENT if draws_from_a_monte(game, players) else "") + (
        "Te toca. Elige una carta que puedas jugar."
        if goal == "legal"
        else "Te toca. Elige una carta con la que ganes la baza ahora mismo."
    )
    return {
        "kind": "carta",
        "game": game,
        "goal": goal,
        "position": shown.notation,
        "prompt": prompt,
        "explanation": rules.obligations,
        "cite": rules.play_citation.lines,
        "source": rules.source_slug,
    }
