"""What to do now, in one sentence, for one seat: from the engine's view of it (the phase, whose turn it is, the legal
actions) and, for a card, from the obligations the game's rules put on it (:meth:`games.Position.requirements`).

It says what to do, never which card: a table shows it with help on or off, and a guided hand reuses it.

>>> import games
>>> hand = games.new_hand("tresillo", seed=7)
>>> what_to_do(hand.view(hand.to_move)).kind
'subasta'
>>> what_to_do(hand.view((hand.to_move + 1) % 3)).kind
'esperar'
"""

from __future__ import annotations

from dataclasses import dataclass

import games
from games.bazas.base import BazaView
from games.cinquillo.burro import BurroView
from games.cinquillo.cinquillo import CinquilloView
from games.core.cards import CARDS_BY_CODE, RANK_NAMES, Card, Suit
from games.core.citations import Citation
from games.core.narration import button_label, relative_seat
from games.core.rules import TRUMP, Requirement
from games.core.trick import Position
from games.core.view import PlayedTrick
from games.core.violations import ViolationCode
from games.pesca.rules import COMER
from games.pesca.view import EscobaView
from games.truco.view import TrucoView

WAIT = "esperar"  # another seat acts
OVER = "fin"  # the hand (or the partida) is over
LEAD = "salir"  # the seat opens a trick: any card it holds, unless the hand's rules say otherwise
PLAY = "carta"  # the seat plays to an open trick, under the obligations of ``obligation``
OTHER = "accion"  # a phase this module has no words of its own for: the buttons say what may be done

# phase → what the seat to act does (the sentence after «Te toca»)
TO_DO: dict[str, str] = {
    "subasta": "elige tu apuesta o pasa",
    "triunfo": "nombra el palo de triunfo",
    "llamada": "llama un rey: quien lo tenga jugará contigo",
    "defensa": "decide si defiendes la entrada que se ha rendido",
    "rendicion": "el Hombre da el juego por perdido: acéptalo o hazle jugar",
    "mandar": "manda jugar, declara geral o pide resposta",
    "resposta": "te piden resposta: dala o niégala",
    "declaracion": "di si juegas esta ronda o pasas",
    "cante": "tu lado ha ganado la baza: canta si tienes rey y caballo de un palo, o pasa",
    "reparto": "da las cartas (antes puedes invitar, si quieres)",
    "respuesta": "responde a lo que te han cantado: quiero, no quiero o más",
    "canto": "canta los tantos de tu envido, o di «son buenas»",
    "acuse": "acusa tus ganancias en su orden (punto, secansa, catorce o tres) o responde a las del mano",
    "apuesta": "mira tu carta y apuesta contra la banca",
    "pedir": "pide carta o plántate, sin pasar de siete y medio",
    "robo": "toma una carta: la de arriba de la baceta o la del montón",
    "mus": "di «mus» para cambiar cartas o «no hay mus» para cortar",
    "declara": "di verazmente si lo llevas",
    "envite": "pasa, envida o echa órdago; o contesta al envite",
}
# phase → what another seat is doing while the learner waits
DOING: dict[str, str] = {
    "subasta": "habla en la subasta",
    "triunfo": "nombra el triunfo",
    "descarte": "se descarta",
    "llamada": "llama un rey",
    "defensa": "decide si defiende",
    "rendicion": "decide si acepta la rendición",
    "mandar": "ordena el juego",
    "resposta": "responde a la resposta",
    "declaracion": "dice si juega o pasa",
    "cante": "puede cantar",
    "reparto": "da las cartas",
    "respuesta": "responde",
    "canto": "canta sus tantos",
    "acuse": "acusa sus ganancias",
    "apuesta": "apuesta",
    "pedir": "pide carta o se planta",
    "robo": "toma una carta",
    "mus": "dice si hay mus",
    "declara": "dice si lleva pares o juego",
    "envite": "habla en el lance",
}
SHORT_LIST = 3  # the other actions named in the sentence; more are left to the buttons


@dataclass(frozen=True, slots=True)
class Guidance:
    """What the seat does now: ``kind`` (a phase's word, or :data:`WAIT`, :data:`OVER`, :data:`LEAD`, :data:`PLAY`,
    :data:`OTHER`), the sentence, the seat that acts, and for a card the obligation that binds it (its code, the
    effective suit it is about, ``T`` for trumps, and the rule's passage)."""

    kind: str
    text: str
    seat: int | None
    obligation: ViolationCode | None = None
    suit: str | None = None
    citation: Citation | None = None


def what_to_do(view: games.SeatView) -> Guidance:
    """The sentence for ``view``'s seat: «Te toca: …» with what the rules ask of it now, or «Espera: …»."""
    mover, me = view.to_move, view.seat
    if view.result is not None or mover is None:
        unit = "mano" if games.GAMES[view.game].family == "ombre" else "partida"
        return Guidance(OVER, f"La {unit} ha terminado: mira el resultado.", None)
    if mover != me:
        if view.active and me not in view.active:
            return Guidance(WAIT, "Esta ronda no juegas: mira cómo la juegan los demás.", mover)
        who = relative_seat(mover, me, view.players)
        return Guidance(WAIT, f"Espera: {who} {DOING.get(view.phase, 'juega')}.", mover)
    legal = view.legal_actions
    if isinstance(view, EscobaView):
        return fishing_guidance(view)
    cards = [CARDS_BY_CODE[a] for a in legal if a in CARDS_BY_CODE]
    others = also(view, [a for a in legal if a not in CARDS_BY_CODE and not a.startswith("descarta:")])
    if isinstance(view, (CinquilloView, BurroView)):
        return shedding_guidance(view)
    if cards:
        return card_guidance(view, frozenset(cards), others)
    if view.phase == "descarte":
        return Guidance("descarte", discard_sentence(view, legal), me)
    if view.phase in TO_DO:
        return Guidance(view.phase, f"Te toca: {TO_DO[view.phase]}.", me)
    return Guidance(OTHER, "Te toca: elige una de las acciones de los botones.", me)


def fishing_guidance(view: EscobaView) -> Guidance:
    """The Escoba's turn: blow the 15 just missed, capture cards that make 15 with one of the hand, or throw one."""
    soplo = f"Puedes soplar {view.soplo.with_article}, que hacía 15, y luego jugar. " if view.soplo else ""
    if any("+" in action and not action.startswith("sopla:") for action in view.legal_actions):
        text = "come con una carta de tu mano cartas de la mesa que sumen 15 con ella, o tira una carta"
    else:
        text = "ninguna carta tuya hace 15 con la mesa: tira una"
    return Guidance(LEAD, f"{soplo}Te toca: {text}.", view.seat, citation=COMER)


def shedding_guidance(view: CinquilloView | BurroView) -> Guidance:
    """The games no trick position plays: the Cinquillo's rows, the Burro's bazas with their draws and passes."""
    me, legal, citation = view.seat, view.legal_actions, view.play_rules.play_citation
    if isinstance(view, CinquilloView):
        base = RANK_NAMES[view.base]
        if not any(view.rows):
            return Guidance(PLAY, f"Te toca abrir la mano con el {base} de oros.", me, citation=citation)
        if legal == ("paso",):
            return Guidance(
                "paso", "Te toca pasar: ninguna de tus cartas entra en las hileras.", me, citation=citation
            )
        text = f"Te toca: pon una carta que siga una hilera de su palo, por arriba o por abajo, o un {base} que abra otra."
        return Guidance(PLAY, text, me, citation=citation)
    if not view.trick:
        return Guidance(LEAD, "Te toca salir: juega la carta que quieras.", me)
    led = view.trick[0].suit
    if legal == ("roba",):
        text = f"Te toca robar de la baceta: no tienes {led.spanish}, y se roba hasta conseguirlo."
        return Guidance("roba", text, me, ViolationCode.ASISTIR, led.value, citation)
    if legal == ("paso",):
        text = f"Te toca pasar: no tienes {led.spanish} y ya no queda baceta."
        return Guidance("paso", text, me, ViolationCode.ASISTIR, led.value, citation)
    text = f"Te toca: echa una carta de {led.spanish} (asistir)."
    return Guidance(PLAY, text, me, ViolationCode.ASISTIR, led.value, citation)


def discard_sentence(view: games.SeatView, legal: tuple[str, ...]) -> str:
    """The exchange: discard and draw (Ombre family, Julepe), leave one under the bazeta (Rebesino), the Truco's
    gallo throwing one card away, or the Chinchón's discard (or cut)."""
    if "mira" in legal:
        return "Te toca el descarte: deja una carta bajo la bazeta y roba la de encima, mírala o pasa."
    if "roba" in legal:
        return "Te toca el descarte: pulsa las cartas que quieras dejar y luego «Robar» (o roba sin descartarte)."
    if isinstance(view, TrucoView):
        return "Te toca: vas solo con cuatro cartas: descarta una."
    if any(action.startswith("cierra:") for action in legal):  # the Chinchón
        return "Te toca: descártate de una carta o corta, que tus cartas sueltas suman 5 o menos."
    if view.game == "mus":
        return "Te toca el descarte: elige de una a cuatro cartas para cambiarlas."
    return "Te toca el descarte: pulsa la carta que dejas."


def also(view: games.SeatView, actions: list[str]) -> str:
    """The other things the seat may say now, for the end of the sentence (``""``: none)."""
    if not actions:
        return ""
    if len(actions) > SHORT_LIST:
        return " También puedes hablar: mira los botones."
    labels = [button_label(a, view.trump).lower() for a in actions]
    return (
        " También puedes: " + ", ".join(labels[:-1]) + (" o " if len(labels) > 1 else "") + labels[-1] + "."
    )


def card_guidance(view: games.SeatView, legal: frozenset[Card], others: str) -> Guidance:
    """A card to play: to lead, to follow freely, or under the last obligation of the rules' layers."""
    me, hand = view.seat, frozenset(view.hand)
    if not view.trick:
        which = "la carta que quieras" if legal == hand else "una carta (no todas valen para salir ahora)"
        return Guidance(LEAD, f"Te toca salir: juega {which}.{others}", me)
    strict = open_position(view).requirements()
    free = legal == hand
    if strict and strict[-1].cards & hand == legal and not (free and stock_left(view)):
        return obliged(view, strict, others)
    if free:
        why = ": mientras quede monte no hay obligación de asistir" if strict and stock_left(view) else ""
        return Guidance(PLAY, f"Te toca: juega la carta que quieras{why}.{others}", me)
    return Guidance(PLAY, f"Te toca: juega una de las cartas que valen ahora.{others}", me)


def stock_left(view: games.SeatView) -> int:
    """The cards still to draw, for the games with a monte (0 for the others)."""
    return view.stock_size if isinstance(view, BazaView) and view.play_rules.uses_stock else 0


def open_position(view: games.SeatView) -> Position:
    """The trick as the seat to move sees it, with no stock (the obligations at their strictest): its own hand,
    the other hands empty; only the seats in play (the Julepe's, a Truco punta pair) sit at it."""
    seats = view.active or tuple(range(view.players))
    assert view.trick_leader is not None
    hands = tuple(view.hand if seat == view.seat else () for seat in seats)
    return Position(view.play_rules, hands, view.trump, view.trick, seats.index(view.trick_leader))


def obliged(view: games.SeatView, layers: list[Requirement], others: str) -> Guidance:
    """«Te toca: juega una carta de oros más alta que el caballo de oros (asistir y montar).»"""
    last = layers[-1]
    code = last.code
    led = view.play_rules.order(view.trump).suit_of[view.trick[0]]
    about = TRUMP if code in (ViolationCode.FALLAR, ViolationCode.PISAR, ViolationCode.SUBFALLAR) else led
    text = f"Te toca: {obligation_words(view, code, led)}.{others}"
    return Guidance(PLAY, text, view.seat, code, about, last.citation)


def obligation_words(view: games.SeatView, code: ViolationCode, led: str) -> str:
    """What an obligation asks, with the suit led and the card to beat: «juega una carta de oros (asistir)»."""
    suit = suit_words(led)
    if code == ViolationCode.ASISTIR:
        return f"juega una carta {suit} (asistir)"
    if code == ViolationCode.ARRASTRE:
        return "han salido de triunfo: sirve triunfo (arrastre)"
    if code == ViolationCode.MONTAR:
        return f"juega una carta {suit} más alta que {highest(view, led)} (asistir y montar)"
    if code == ViolationCode.FALLAR:
        return f"no tienes cartas {suit}: echa un triunfo (fallar)"
    if code == ViolationCode.PISAR:
        return f"ya han fallado: echa un triunfo más alto que {highest(view, TRUMP)} (pisar)"
    if code == ViolationCode.SUBFALLAR:
        return "no puedes asistir ni pisar: echa un triunfo aunque no gane (subfallar)"
    return f"{code.label.lower()}: {code.description}"


def highest(view: games.SeatView, suit: str) -> str:
    """The highest card of the effective ``suit`` in the trick, named as the game names it."""
    rules, trump = view.play_rules, view.trump
    order = rules.order(trump)
    best = max((c for c in view.trick if order.suit_of[c] == suit), key=lambda c: order.power[c])
    return rules.describe(best, trump)


def suit_words(suit: str) -> str:
    """An effective suit after «carta»: «de oros», or «de triunfo» for the trumps (``T``)."""
    return "de triunfo" if suit == TRUMP else f"de {Suit(suit).spanish}"


@dataclass(frozen=True, slots=True)
class Taken:
    """Who took a finished trick and why: ``reason`` is ``palo`` (the highest card of the suit led), ``fallo`` (a
    trump on another suit), ``triunfo`` (the highest trump of a trick led in trumps), ``alta`` (the highest card,
    in a game without suits to follow) or ``parda`` (a tie: nobody's); ``card`` is the winning card."""

    reason: str
    card: Card | None
    winner: int | None
    text: str


def why_won(view: games.SeatView, trick: PlayedTrick) -> Taken:
    """Who took a finished ``trick`` and why, from the rules' own winner: «Se la lleva Derecha: el as de oros es la
    carta más alta de oros, el palo que salió» (the trumps of ``view``: those of the deal the trick belongs to)."""
    rules, trump = view.play_rules, view.trump
    index = rules.trick_winner(trick.cards, 0, len(trick.cards), trump)
    if index is None or trick.winner is None:
        return Taken("parda", None, None, "Parda: las cartas más altas empatan y la baza no es de nadie.")
    order = rules.order(trump)
    card = trick.cards[index]
    named = rules.describe(card, trump)
    led, won = order.suit_of[trick.cards[0]], order.suit_of[card]
    if led == TRUMP and not rules.has_trumps:
        reason, why = "alta", f"{named} es la carta más alta de la baza"
    elif won == TRUMP and led != TRUMP:
        reason, why = "fallo", f"{named} es triunfo: fallo, que gana a cualquier carta del palo que salió"
    elif led == TRUMP:
        reason, why = "triunfo", f"{named} es el triunfo más alto de la baza"
    else:
        reason, why = "palo", f"{named} es la carta más alta {suit_words(led)}, el palo que salió"
    who = (
        "Te la llevas tú"
        if trick.winner == view.seat
        else "Se la lleva " + relative_seat(trick.winner, view.seat, view.players)
    )
    return Taken(reason, card, trick.winner, f"{who}: {why}.")
