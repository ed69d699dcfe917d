"""Whole hands of the Ombre family: deal, auction, trumps, exchange, play, result and payments.

``new_hand(game, seed=…)`` deals a hand from a seeded shuffle; every step is an *action*, a short string, and
:meth:`Hand.apply` returns the next hand (hands are immutable). Seats are numbered in playing order: seat 0 is the
*mano* («el asiento 1» in the Spanish texts), the last seat deals. A hand goes through the phases ``subasta``,
``triunfo``, ``descarte``, ``juego`` (and, in a surrendered Tresillo entrada, ``defensa``) to ``fin``.

An illegal action gets a :class:`~games.Violation`: the play's own codes (``asistir``, ``arrastre``…, ``turno``,
``carta``) and those of the hand: ``fase`` (not now), ``accion`` (not an action), ``subasta``, ``triunfo``,
``descarte``, ``robo``, ``rendicion``, ``defensa`` and ``bola``. Each explains the rule in Spanish and cites it.
The implementer's readings where a source is silent are in each game's ``interpretation``.

The action grammar
------------------
``paso``
    pass (in the auction; in the Tresillo's *defensa*, decline to defend).
``entrada``, ``vuelta``, ``solo``
    the bids (*lances*), lowest first; the Hombre has no ``vuelta``.
``triunfo:O``
    the winner of the auction names trumps (``O``, ``C``, ``E``, ``B``); not in a vuelta, where the top card of the
    talon is turned and gives them.
``descarta:7O``
    discard one card (one action per card: discards go card by card, face down).
``roba``
    end the exchange: draw as many cards as discarded (``roba:3`` is also understood, and refused when the number
    is not the right one). ``roba`` with no discard keeps the hand as it is.
``van``, ``vuelven``
    Tresillo: the contrista on the Jugador's right sends the other first to the talon (``van``); the other may send
    him back (``vuelven``).
``7O``
    play a card (a card code).
``bola``
    the Jugador, having won the first five tricks, undertakes to win them all.
``rendirse``
    Tresillo: the Jugador gives up an entrada or a vuelta before the fourth trick (``me rindo`` is understood too).
``defiendo``
    Tresillo: a contrista takes over a surrendered entrada.

An example hand
---------------
Tresillo, seed 22, played by the *experto* bots. The mano (seat 0) enters, the others pass; he names bastos and
changes five cards; the contrista on his right goes first to the talon without saying «van» and changes five, the
*mano pobre* the last three; then the twenty-seven cards of the play, the mano leading. The Jugador makes six
tricks: a *llevada*, and with the plate empty each contrista pays him five tantos (l. 2394).

>>> import games
>>> hand = games.Hand.from_notation(
...     "tresillo seed=22 players=3 | entrada paso paso triunfo:B descarta:7O descarta:7C descarta:6E descarta:1O "
...     "descarta:11C roba descarta:4E descarta:5E descarta:4O descarta:4C descarta:3C roba descarta:2E descarta:5O "
...     "descarta:7E roba 6B 11B 3B 12E 10E 7B 10B 5B 1B 12O 12B 6O 1E 3E 4B 12C 2C 6C 5C 3O 10C 11O 2B 10O 1C 11E 2O"
... )
>>> result = hand.result()
>>> result.kind, result.tricks, result.payments
('llevada', (6, 1, 2), (10, -5, -5))
>>> print(result.explanation)
Llevada: el asiento 1, el Jugador, hizo más bazas que cada contrista (6-1-2).
>>> print(result.table[0])
El asiento 2 paga 5 tantos al asiento 1 por la llevada con el plato vacío (l. 2394).

Step by step:

>>> hand = games.new_hand("tresillo", seed=7)
>>> hand.notation
'tresillo seed=7 players=3 |'
>>> hand = hand.apply("entrada").apply("paso").apply("paso").apply("triunfo:O")
>>> hand.phase, hand.to_move
('descarte', 0)
>>> games.Hand.from_notation(hand.notation) == hand
True
>>> sorted(games.HAND_GAMES)
['hombre', 'tresillo']
"""

from __future__ import annotations

from collections.abc import Sequence

from games.cards import DECK_40, Card
from games.errors import InvalidNotationError, UnknownGameError
from games.hands.base import HAND_CODES, Hand, HandOptions, HandRules, SeatView
from games.hands.hombre import HombreHand
from games.hands.ombre import OmbreHandRules
from games.hands.result import HandResult, Transfer
from games.hands.tresillo import TresilloHand
from games.rules import find_game

HAND_GAMES: dict[str, OmbreHandRules] = {rules.slug: rules for rules in (TresilloHand(), HombreHand())}


def new_hand(
    game: str,
    seed: int = 0,
    players: int | None = None,
    variant: str | None = None,
    pot: int = 0,
    deal: Sequence[Sequence[str]] | None = None,
) -> Hand:
    """A freshly dealt hand of ``game`` (a slug, name or alias): ``seed`` fixes the shuffle.

    ``players`` defaults to the game's only count; ``variant`` names one of the game's variants; ``pot`` is what
    the plate (*plato*, *polla*) holds before this hand. ``deal`` replaces the shuffle with given cards (card codes
    of each seat, then of the talon, top card first), to replay the worked hands of the sources.

    :raises UnknownGameError: for a game whose whole hands are not playable yet.
    :raises InvalidNotationError: for a number of players or a variant the game does not have.

    >>> new_hand("Rocambor", seed=2).game
    'tresillo'
    """
    slug = find_game(game).slug
    if slug not in HAND_GAMES:
        raise UnknownGameError(f"todavía no se pueden jugar manos enteras de {find_game(game).name}")
    rules = HAND_GAMES[slug]
    count = players if players is not None else rules.players[0]
    if count not in rules.players:
        raise InvalidNotationError(f"{rules.name} se juega con {rules.players[0]} jugadores, no con {count}")
    if variant is not None and variant not in rules.variants:
        raise InvalidNotationError(f"{rules.name} no tiene la variante {variant!r}")
    if pot < 0:
        raise InvalidNotationError("el plato no puede tener menos de cero tantos")
    dealt = _given_deal(rules, count, deal) if deal is not None else None
    options = HandOptions(seed=seed, players=count, variant=variant, pot=pot, deal=dealt)
    return Hand(rules, options, (), rules.start(options))


def _given_deal(
    rules: OmbreHandRules, players: int, deal: Sequence[Sequence[str]]
) -> tuple[tuple[Card, ...], ...]:
    cards = tuple(tuple(Card.parse(code) for code in seat) for seat in deal)
    size = sum(rules.packets)
    every = [card for seat in cards for card in seat]
    if len(cards) != players + 1 or any(len(seat) != size for seat in cards[:-1]):
        raise InvalidNotationError(
            f"un reparto de {rules.name} da {size} cartas a cada uno de {players} y el resto al monte"
        )
    if len(every) != len(DECK_40) or set(every) != set(DECK_40):
        raise InvalidNotationError("el reparto debe tener las cuarenta cartas de la baraja, cada una una vez")
    return cards


__all__ = [
    "HAND_CODES",
    "HAND_GAMES",
    "Hand",
    "HandOptions",
    "HandResult",
    "HandRules",
    "SeatView",
    "Transfer",
    "new_hand",
]
