"""The table's words that teach: what to do now (by kind, phase and obligation, checked against the engine's legal
actions), who took the last trick and why, the monte's end, and the result explained side by side."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from django.test import Client

import games
from games.core.rules import TRUMP
from games.core.trick import Position, TrickRecord
from games.core.violations import ViolationCode
from tests.tutor.test_practice_bazas import act, sit
from tutor.practice import guidance
from tutor.practice.guidance import Guidance, open_position, stock_left, what_to_do, why_won
from tutor.practice.models import PracticeHand
from tutor.practice.scoring import explain_result
from tutor.practice.table import Table, dealt, monte_over, moves_between, replay

SEEDS = range(1, 4)
CARD_KINDS = {guidance.LEAD, guidance.PLAY}
TRUMP_CODES = {ViolationCode.FALLAR, ViolationCode.PISAR, ViolationCode.SUBFALLAR}


def hands(game: str, seeds: range = SEEDS) -> Iterator[games.Hand[Any, Any]]:
    """Every position of a few partidas of ``game`` (each number of players), played by the computer."""
    for players in games.GAMES[game].players:
        for seed in seeds:
            hand = games.new_hand(game, seed=seed, players=players)
            yield hand
            while hand.to_move is not None:
                hand = hand.apply(games.choose(hand.view(hand.to_move), "principiante", random.Random(seed)))
                yield hand


def turns(game: str) -> Iterator[tuple[games.Hand[Any, Any], int]]:
    """The positions of :func:`hands` where a seat is to act, with that seat."""
    for hand in hands(game):
        if hand.to_move is not None:
            yield hand, hand.to_move


def problems(view: games.SeatView, said: Guidance) -> list[str]:
    """Where the sentence disagrees with the engine's view: who acts, what kind of action, the obligation's cards."""
    if view.result is not None:
        return [] if said.kind == guidance.OVER else [f"fin dicho como {said.kind}"]
    if view.to_move != view.seat:
        return [] if said.kind == guidance.WAIT and said.seat == view.to_move else ["no le toca, y no espera"]
    legal = {card for card in view.hand if card.code in view.legal_actions}
    if not legal:  # a phase's words; in the Cinquillo and the Burro, the one word left (roba, paso)
        shedding = games.GAMES[view.game].family == "cinquillo"
        expected = view.legal_actions[0] if shedding else view.phase
        return [] if said.kind == expected else [f"fase {view.phase} dicha como {said.kind}"]
    playing = bool(view.trick) or hasattr(
        view, "rows"
    )  # the Cinquillo lays cards on its rows: it never leads
    if said.kind != (guidance.PLAY if playing else guidance.LEAD):
        return [f"carta dicha como {said.kind}"]
    if not view.trick:
        return []
    suit_of = view.play_rules.order(view.trump).suit_of
    if said.obligation is None:
        binding = open_position(view).requirements()
        if binding and not stock_left(view):
            return [f"sin obligación dicha, pero la regla obliga a {binding[-1].code}"]
        return []
    wanted = TRUMP if said.obligation in TRUMP_CODES else suit_of[view.trick[0]]
    wrong = [card.code for card in legal if suit_of[card] != said.suit or said.suit != wanted]
    return [f"{said.obligation}: {wrong} no son del palo dicho"] if wrong or said.citation is None else []


@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_seat_is_told_what_the_engine_allows(game: str):
    for hand in hands(game):
        for seat in range(hand.players):
            view = hand.view(seat)
            said = what_to_do(view)
            assert said.text and not problems(view, said), (hand.notation, seat, said)


def test_every_phase_of_the_three_families_has_its_own_words():
    kinds: Counter[str] = Counter()
    for game in games.GAMES:
        for hand in hands(game, range(1, 3)):
            if hand.to_move is not None:
                kinds[what_to_do(hand.view(hand.to_move)).kind] += 1
    assert guidance.OTHER not in kinds
    expected = {"subasta", "triunfo", "descarte", "llamada", "mandar", "declaracion", "cante"}
    expected |= {"respuesta", "canto", guidance.LEAD, guidance.PLAY}
    assert expected <= set(kinds)


def test_the_obligations_are_named_with_their_suit_and_passage():
    seen: dict[ViolationCode, set[str]] = {}
    for game in ("tute", "julepe", "tresillo", "malilla"):
        for hand, seat in turns(game):
            said = what_to_do(hand.view(seat))
            if said.obligation is not None:
                assert said.citation is not None and said.suit is not None
                seen.setdefault(said.obligation, set()).add(said.suit)
    assert {ViolationCode.ASISTIR, ViolationCode.MONTAR, ViolationCode.FALLAR, ViolationCode.PISAR} <= set(
        seen
    )
    assert {ViolationCode.ARRASTRE, ViolationCode.SUBFALLAR} <= set(seen)
    assert seen[ViolationCode.FALLAR] == {TRUMP} and seen[ViolationCode.ASISTIR] - {TRUMP}


def test_the_check_notices_an_engine_that_forgets_the_obligations(monkeypatch: pytest.MonkeyPatch):
    """A broken engine whose legal plays ignore the obligations: the sentence says «free», the check objects."""
    hand, seat = next((h, s) for h, s in turns("tute") if what_to_do(h.view(s)).obligation is not None)
    monkeypatch.setattr(Position, "legal_plays", lambda self: [c.code for c in self.collected().hand])
    # Replayed into new states: the legal actions of the states seen before are remembered (once per state).
    view = games.Hand.from_notation(hand.notation).view(seat)
    said = what_to_do(view)
    assert said.obligation is None and problems(view, said)


def test_the_free_play_while_the_monte_lasts_is_not_an_obligation():
    view = next(v for v in (h.view(s) for h, s in turns("tute")) if v.trick and v.stock_size)
    said = what_to_do(view)
    assert said.kind == guidance.PLAY and said.obligation is None


def test_the_truco_asks_for_an_answer_and_tells_a_waiting_seat_who_acts():
    hand, seat = next((h, s) for h, s in turns("truco") if h.phase == "respuesta")
    assert what_to_do(hand.view(seat)).kind == "respuesta"
    waiting = what_to_do(hand.view((seat + 1) % hand.players))
    assert waiting.kind == guidance.WAIT and waiting.seat == seat


def test_who_took_the_trick_and_why():
    hand = games.new_hand("tute", seed=1)
    view = hand.view(0)
    trump = view.trump
    assert trump is not None
    other = next(s for s in games.Suit if s != trump)
    high, low = games.Card(1, other), games.Card(4, other)
    small_trump = games.Card(2, trump)
    by_suit = why_won(view, TrickRecord(1, (low, high), 0))
    assert (by_suit.reason, by_suit.card, by_suit.winner) == ("palo", high, 0)
    trumped = why_won(view, TrickRecord(0, (high, small_trump), 1))
    assert (trumped.reason, trumped.card, trumped.winner) == ("fallo", small_trump, 1)
    led_trump = why_won(view, TrickRecord(0, (small_trump, games.Card(1, trump)), 1))
    assert led_trump.reason == "triunfo"
    truco = games.new_hand("truco", seed=1).view(0)
    parda = why_won(
        truco, TrickRecord(0, (games.Card(3, games.Suit.OROS), games.Card(3, games.Suit.COPAS)), 0)
    )
    assert parda.reason == "parda" and parda.winner is None


def test_every_trick_of_a_hand_is_explained_by_its_winning_card():
    for game in ("tresillo", "tute", "rebesino", "truco"):
        hand = list(hands(game, range(1, 2)))[-1]
        view = hand.view(0)
        for trick in view.history:
            taken = why_won(view, trick)
            assert taken.reason == "parda" or taken.card in trick.cards and taken.winner == trick.winner


def test_the_end_of_the_monte_is_announced_once_when_the_last_card_is_drawn():
    partida = list(hands("tute", range(1, 2)))
    announced = []
    for before, after in zip(partida, partida[1:], strict=False):
        table = Table(after.view(0), moves_between(dealt(after.notation), after), [])
        if monte_over(table, len(before.actions)):
            announced.append((before.view(0).stock_size, after.view(0).stock_size, after.view(0).ronda))
    rondas = {after.view(0).ronda for after in partida}
    assert announced and all(was > 0 and now == 0 for was, now, _ in announced)
    assert len({ronda for _, _, ronda in announced}) == len(announced) <= len(rondas)


def test_the_result_adds_up_side_by_side():
    for game in ("tute", "guinote", "brisca"):
        view = list(hands(game, range(1, 2)))[-1].view(0)
        parties = explain_result(view)
        assert parties[0].mine and not any(p.mine for p in parties[1:])
        for side, party in zip(
            sorted(set(view.sides), key=lambda s: s != view.sides[0]), parties, strict=True
        ):
            items = [int(re.match(r"\d+", line).group()) for line in party.lines[:-1]]  # type: ignore[union-attr]
            assert sum(items) == view.points[side]


def test_the_payments_of_a_hand_are_itemised_for_both_sides():
    view = list(hands("tresillo", range(1, 2)))[-1].view(0)
    result = view.result
    assert result is not None
    parties = explain_result(view)
    assert sum(p.net or 0 for p in parties) == sum(result.payments)
    lines = [line for party in parties for line in party.lines]
    assert all(any(str(t.amount) in line for line in lines) for t in result.transfers)


@pytest.mark.django_db
def test_the_table_announces_the_monte_and_keeps_the_last_trick(client: Client):
    """Played by posts: the answer that draws the monte's last card says so, once; every answer after a trick shows
    that trick with its winner and reason, and says what to do now."""
    record = sit(client, "tute")
    rng = random.Random(3)
    announced = 0
    for _ in range(200):
        record.refresh_from_db()
        hand = replay(record)
        if hand.is_over or hand.view(record.seat).ronda > 1:
            break
        stock = hand.view(record.seat).stock_size
        html = act(client, record, rng.choice(hand.legal_actions())).content.decode()
        view = replay(PracticeHand.objects.get(pk=record.pk)).view(record.seat)
        assert 'id="que-hacer"' in html
        if view.ronda == 1 and stock and not view.stock_size:
            announced += 1
            assert 'data-monte="agotado"' in html
        else:
            assert 'data-monte="agotado"' not in html
        if view.history:
            taken = why_won(view, view.history[-1])
            assert f'data-winner="{view.history[-1].winner}" data-reason="{taken.reason}"' in html
    assert announced == 1
