"""The steps of «Aprende a jugar»: what each kind of step shows, which answers it offers, and how the engine marks
an answer. Pure Python over the :mod:`games` engine (no Django), so that ``python -m tutor.learn.check`` can
validate the fixtures anywhere.

A step is a dict read from ``fixtures/aprende/`` (see ``fixtures/README.md``). Every answer is decided by the
engine: the winner of a trick, the highest card, the points of some cards, the legality of a card or an action.
The fixture's ``answer`` only records what the author expects, and :func:`problems` fails when the engine
disagrees.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import games
from games.core.cards import CARDS_BY_CODE, names_list
from games.core.narration import button_label
from games.core.rules import TRUMP

KINDS = ("mayor", "baza", "puntos", "carta", "accion", "mano")
CARD_GOALS = ("legal", "gana", "mejor")
STARS_BY_MISTAKES = (3, 2)  # no mistake: 3 stars; one: 2; more: 1


def stars(mistakes: int) -> int:
    """The stars a stage earns with ``mistakes`` wrong answers."""
    return STARS_BY_MISTAKES[mistakes] if mistakes < len(STARS_BY_MISTAKES) else 1


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer the step offers: the posted value, its accessible label, and the card drawn (if it is one)."""

    value: str
    label: str
    card: str = ""


@dataclass(frozen=True, slots=True)
class Marked:
    """The engine's verdict on an answer: right or not, why, the rule broken (a violation code, for an illegal
    card or action) and its citation, and the answers that would do."""

    right: bool
    message: str
    code: str = ""
    citation: str = ""
    solutions: tuple[str, ...] = ()


def _cards(text: str) -> tuple[games.Card, ...]:
    return games.parse_cards(text)


def _trump(step: Mapping[str, Any]) -> games.Suit | None:
    letter = str(step.get("trump", ""))
    return games.Suit.parse(letter) if letter else None


def _position(step: Mapping[str, Any]) -> games.Position:
    return games.Position.from_notation(str(step["position"]))


def _hand(step: Mapping[str, Any]) -> games.Hand[Any, Any]:
    return games.Hand.from_notation(str(step["hand"]))


def _card_label(code: str) -> str:
    return games.Card.parse(code).name.capitalize()


def _names(codes: tuple[str, ...] | list[str]) -> str:
    return names_list([games.Card.parse(code) for code in codes])


# -- what the engine says the answer is ---------------------------------------------------------------------------
def highest(game: str, cards: tuple[games.Card, ...], trump: games.Suit | None) -> games.Card:
    """The highest of ``cards`` in ``game`` with ``trump``.

    :raises ValueError: when the cards are not comparable (two plain suits, none of them trumps).
    """
    rules = games.GAMES[game].rules
    powers = [rules.card_power(card, trump) for card in cards]
    classes = {suit for suit, _ in powers}
    if len(classes) > 1 and TRUMP not in classes:
        raise ValueError("cartas de palos distintos sin triunfo: no hay una más alta")
    trumps = TRUMP in classes
    best = max(
        (card for card, power in zip(cards, powers, strict=True) if not trumps or power[0] == TRUMP),
        key=lambda card: rules.card_power(card, trump)[1],
    )
    return best


def trick_taker(position: games.Position) -> str:
    """The card that takes the complete trick of ``position``."""
    winner = position.trick_winner()
    if winner is None or not position.is_trick_complete:
        raise ValueError("la baza no está completa")
    return position.trick[(winner - position.leader) % position.players].code


def worth(game: str, cards: tuple[games.Card, ...]) -> int:
    """What ``cards`` are worth in the game's count.

    :raises ValueError: in a game that counts tricks only.
    """
    value: int | None = games.GAMES[game].hand_rules.count(cards)
    if value is None:
        raise ValueError(f"{games.GAMES[game].name} no cuenta puntos de cartas")
    return value


def card_solutions(step: Mapping[str, Any]) -> tuple[str, ...]:
    """The cards that reach a ``carta`` step's goal (for ``mejor``, the fixture's own answer, checked legal)."""
    position = _position(step)
    legal = position.legal_plays()
    goal = step.get("goal", "legal")
    if goal == "gana":
        return tuple(code for code in legal if position.play(code).trick_winner() == position.to_move)
    if goal == "mejor":
        return tuple(code for code in step.get("answer", []) if code in legal)
    return tuple(legal)


def solutions(step: Mapping[str, Any]) -> tuple[str, ...]:
    """Every right answer of a step, as posted values."""
    kind = step["kind"]
    if kind == "mayor":
        return (highest(step["game"], _cards(step["cards"]), _trump(step)).code,)
    if kind == "baza":
        return (trick_taker(_position(step)),)
    if kind == "puntos":
        return (str(worth(step["game"], _cards(step["cards"]))),)
    if kind == "carta":
        return card_solutions(step)
    if kind == "accion":
        return tuple(str(action) for action in step["answer"])
    return ()


# -- what the step offers -----------------------------------------------------------------------------------------
def choices(step: Mapping[str, Any]) -> tuple[Choice, ...]:
    """The answers a step offers, in the order shown."""
    kind = step["kind"]
    if kind == "mayor":
        return tuple(Choice(card.code, card.name.capitalize(), card.code) for card in _cards(step["cards"]))
    if kind == "baza":
        return tuple(Choice(card.code, card.name.capitalize(), card.code) for card in _position(step).trick)
    if kind == "puntos":
        said = games.GAMES[step["game"]].hand_rules.count_words
        return tuple(Choice(str(number), said(int(number))) for number in step["options"])
    if kind == "carta":
        return tuple(Choice(card.code, card.name.capitalize(), card.code) for card in _position(step).hand)
    if kind == "accion":
        trump = _hand(step).view(int(step["seat"])).trump
        return tuple(action_choice(str(action), trump) for action in step["options"])
    return ()


def action_choice(action: str, trump: games.Suit | None) -> Choice:
    """A card to play is drawn and named like the table's cards; any other action has the table's label."""
    card = CARDS_BY_CODE.get(action)
    if card is not None:
        return Choice(action, card.name.capitalize(), action)
    return Choice(action, button_label(action, trump))


# -- marking ------------------------------------------------------------------------------------------------------
def mark(step: Mapping[str, Any], answer: str) -> Marked:
    """The engine's verdict on ``answer`` (one of :func:`choices`' values)."""
    right = solutions(step)
    if answer in right:
        return Marked(True, str(step["explanation"]), citation=str(step.get("cite", "")), solutions=right)
    kind = step["kind"]
    if kind in ("carta", "accion"):
        violation = (
            _position(step).check_play(answer)
            if kind == "carta"
            else _hand(step).check(answer, int(step["seat"]))
        )
        if violation is not None:
            return Marked(False, violation.explanation, violation.code, str(violation.source), right)
    return Marked(False, _why_not(step, answer, right), solutions=right)


def _why_not(step: Mapping[str, Any], answer: str, right: tuple[str, ...]) -> str:
    """Why a legal (or well-formed) answer is not the one the step asks for."""
    kind = step["kind"]
    if kind == "mayor":
        return f"{_card_label(right[0])} es más alta que {games.Card.parse(answer).with_article}."
    if kind == "baza":
        return f"No: {games.Card.parse(right[0]).with_article} se lleva esta baza."
    if kind == "puntos":
        cards = _cards(step["cards"])
        each = ", ".join(
            f"{card.with_article} {worth(step['game'], (card,))}"
            for card in cards
            if worth(step["game"], (card,))
        )
        return f"No son {answer}: suman {right[0]}" + (f" ({each})." if each else ".")
    if kind == "carta" and step.get("goal") == "gana":
        return f"Con {games.Card.parse(answer).with_article} la baza no es tuya."
    return str(step.get("hint") or "Esa respuesta es legal, pero no es la que buscamos.")


# -- validation ---------------------------------------------------------------------------------------------------
def problems(step: Mapping[str, Any]) -> list[str]:
    """Everything wrong with a step: a field missing, a position the engine refuses, an expected answer the
    engine does not give. Empty when the step is sound."""
    kind = step.get("kind")
    if kind not in KINDS:
        return [f"tipo de paso desconocido: {kind!r}"]
    required = {"prompt", "game"} | ({"explanation", "cite"} if kind != "mano" else {"hand"})
    missing = sorted(key for key in required if not step.get(key))
    if missing:
        return [f"faltan {', '.join(missing)}"]
    if step["game"] not in games.GAMES:
        return [f"juego desconocido: {step['game']!r}"]
    try:
        return _engine_problems(step)
    except (games.GameError, ValueError, KeyError, TypeError) as error:
        return [f"{type(error).__name__}: {error}"]


def _engine_problems(step: Mapping[str, Any]) -> list[str]:
    kind = step["kind"]
    if kind == "mano":
        hand = _hand(step)
        if hand.is_over or hand.game != step["game"]:
            return ["la mano debe ser del juego del curso y no estar terminada"]
        return []
    if kind in ("baza", "carta") and _position(step).rules.slug != step["game"]:
        return ["la posición es de otro juego"]
    if kind == "accion":
        return action_problems(step)
    right = solutions(step)
    offered = {choice.value for choice in choices(step)}
    found: list[str] = []
    if not right:
        found.append("el motor no da ninguna respuesta buena")
    if not set(right) <= offered:
        found.append("la respuesta buena no está entre las que se ofrecen")
    if kind == "carta":
        found += _card_problems(step, right)
    elif kind == "puntos":
        if int(step["answer"]) != int(right[0]):
            found.append(f"el motor cuenta {right[0]}, no {step['answer']}")
        if len(offered) < 2:
            found.append("ofrece al menos dos cantidades")
    elif "answer" in step and [str(step["answer"])] != list(right):
        found.append(f"el motor dice {right[0]}, no {step['answer']}")
    return found


def _card_problems(step: Mapping[str, Any], right: tuple[str, ...]) -> list[str]:
    position = _position(step)
    goal = step.get("goal", "legal")
    if goal not in CARD_GOALS:
        return [f"objetivo desconocido: {goal!r}"]
    if position.to_move is None or position.is_trick_complete:
        return ["la posición debe esperar una carta"]
    if goal == "gana" and not position.trick:
        return ["para «gana» la baza debe estar empezada"]
    expected = sorted(str(code) for code in step.get("answer", []))
    if goal == "mejor" and len(right) != len(expected):
        return ["alguna carta de la respuesta no es legal"]
    if expected != sorted(right):
        return [f"el motor da {' '.join(sorted(right))}, no {' '.join(expected)}"]
    if len(right) == len(position.hand) and goal != "legal":
        return ["todas las cartas valen: el paso no enseña nada"]
    return []


def action_problems(step: Mapping[str, Any]) -> list[str]:
    """What is wrong with a decision in a whole hand: the seat not to move, answers not offered or not legal, the
    ``hint`` missing while a legal option is wrong."""
    hand = _hand(step)
    if hand.game != step["game"]:
        return ["la mano es de otro juego"]
    if hand.to_move != int(step.get("seat", -1)):
        return [f"no le toca al asiento {step.get('seat')} sino al {hand.to_move}"]
    legal = set(hand.legal_actions())
    options = [str(action) for action in step.get("options", [])]
    answer = [str(action) for action in step.get("answer", [])]
    found: list[str] = []
    if len(options) < 2:
        found.append("ofrece al menos dos acciones")
    if not answer or not set(answer) <= set(options):
        found.append("la respuesta debe estar entre las acciones ofrecidas")
    found += [f"{action} no es legal para el motor" for action in answer if action not in legal]
    if (set(options) - set(answer)) & legal and not step.get("hint"):
        found.append("falta «hint»: por qué las otras acciones legales no son la buena")
    return found
