"""Whole hands of the Ombre family: deal, auction, trumps, exchange, play, result and payments.

``new_hand(game, seed=…)`` deals a hand from a seeded shuffle; every step is an *action*, a short string, and
:meth:`Hand.apply` returns the next hand (hands are immutable). Seats are numbered in playing order: seat 0 is the
*mano* («el asiento 1» in the Spanish texts), the last seat deals. A hand goes through the phases ``subasta``,
``triunfo``, ``descarte``, ``juego`` (and, in a surrendered Tresillo entrada, ``defensa``) to ``fin``; the games
with a called king (Mediator, Quadrillo, Quintillo) add ``llamada`` after ``triunfo``, and ``rendicion`` while the
opponents answer a Hombre who gave the game up.

An illegal action gets a :class:`~games.Violation`: the play's own codes (``asistir``, ``arrastre``…, ``turno``,
``carta``) and those of the hand: ``fase`` (not now), ``accion`` (not an action), ``subasta``, ``triunfo``,
``descarte``, ``robo``, ``rendicion``, ``defensa`` and ``bola`` (and ``llamada``, a king that may not be called,
and ``rey``, the rey forzado's kings). Each explains the rule in Spanish and cites it.
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
``entrada-favor``, ``mediator``, ``mediator-favor``, ``mediator-bola``, ``solo-bola-favor``…
    Mediator (and Quadrillo, Quintillo): the bids of the ladder, lowest first: the game (``entrada``, ``mediator``,
    ``solo``), ``-bola`` for a bola asked from the start, ``-favor`` for the favorito (``entro`` is understood).
``chillo``
    Mediator family: when all have passed, the holder of the espadilla enters forced.
``llama:12O``
    Mediator family: after naming trumps, the Hombre calls the king (or, holding the four, the caballo) that helps
    him: in an entrada its holder is his partner; in a Mediator its holder hands it over face up, and the Hombre
    returns a card face down with ``descarta:4C``.
``tiendo``
    Mediator family: having made the first six tricks (five in the Quintillo), the leader of the next one takes the
    game without going to bola; playing the card instead is going to bola (``bola`` may also be said).
``rendirse``, ``acepto``, ``juega``
    Mediator family: the Hombre gives the game up as codillo; each opponent accepts, or makes him play it out.
``juego``, ``mando``, ``devuelvo``
    Zanga: ``juego`` makes the speaker the *nombrado*, who names trumps when all have spoken (said after someone
    has, it lets the hand go on, like ``paso``); an opponent sends him solo with ``mando``, and he goes (``solo``)
    or sends it back (``devuelvo``): then the sender goes solo.
``zanga``, ``tomo``, ``dejo``
    Zanga: the pie, bound to play after three passes, looks at the zanga paying a vale and the fianza, then plays
    with its eight cards (``tomo``) or with his own (``dejo``).
``cinco``, ``todas``
    Zanga: the winner of the second trick asks for the first five tricks, before leading the third; the winner of
    the fifth goes on for all eight.
``licenca``, ``preferencia``, ``so``, ``so-copas``, ``respeito``
    Voltarete, first passagem: licença, licença in copas, só, só in copas and Voltarete de respeito, lowest first.
``segundo``, ``casca``
    Voltarete, second passagem (after three passes): Voltarete segundo turns the top card for trumps; the casca
    discards nine (or eight, keeping one), buys as many, then names trumps or puts the bolo back (``repongo``).
``manda``, ``geral``, ``resposta``, ``doy``, ``niego``
    Voltarete: when all have bought (phase ``mandar``), the feito orders play, declares geral or asks for resposta,
    which each opponent gives or refuses (phase ``resposta``), the one on his right first.
``planto``
    Voltarete: the feito who made the first five tricks stops; playing the next card is playing for geral.
``envido``, ``real-envido``, ``falta-envido``, ``igualar-envido``, ``envido:3``, ``tantos:10``
    Truco (:mod:`games.truco.hand`, a whole match: a ``TrucoHand`` seen through a ``TrucoView``): the envidos, a
    numbered one («tres envido») and «diez tantos al envido»; ``canto:27`` sings the points, ``son-buenas`` does not.
``flor``, ``contraflor``, ``contraflor-al-resto``, ``con-flor-me-achico``
    Truco: the flor and the flores of both sides.
``truco``, ``retruco``, ``vale-cuatro``, ``quiero``, ``paso``, ``baraja``
    Truco: the truco and its revidos; QUIERO and PASO close every invitation («no quiero» is refused, ABC g);
    ``baraja`` goes to baraja. ``falta-envido+truco`` invites both at once, answered ``quiero``, ``paso``,
    ``paso-envido+quiero-truco`` or ``paso-truco+quiero-envido`` (ABC j). ``descarta:6O``: the gallo's discard;
    ``a-ley-de-juego``, ``falta-envido+truco`` or ``da`` before the deal (variant ``a-ley-de-juego``).

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
['dosillo', 'hombre', 'mediator', 'quadrillo', 'quintillo', 'tresillo', 'voltarete', 'zanga']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, overload

from games.bazas.base import BAZA_CODES, BazaHand, BazaRules, BazaView
from games.bazas.brisca import BriscaRules
from games.bazas.guinote import GuinoteRules
from games.bazas.julepe import JulepeRules
from games.bazas.malilla import MalillaRules
from games.bazas.rebesino import RebesinoRules
from games.bazas.tute import TuteRules
from games.core.cards import DECK_40, Card
from games.core.errors import InvalidNotationError, UnknownGameError
from games.core.hand import HAND_CODES, Hand, HandOptions, HandRules, SeatView
from games.core.registry import find_game
from games.core.result import HandResult, Transfer
from games.ombre.dosillo import DosilloHand
from games.ombre.hand import OmbreHandRules
from games.ombre.hombre import HombreHand
from games.ombre.mediator import MediatorHand
from games.ombre.quadrillo import QuadrilloHand
from games.ombre.quintillo import QuintilloHand
from games.ombre.tresillo import TresilloHand
from games.ombre.voltarete import VoltareteHand
from games.ombre.zanga import ZangaHand
from games.truco.hand import TRUCO_CODES, TrucoHand, TrucoRules, TrucoView, new_truco_hand

HAND_GAMES: dict[str, OmbreHandRules] = {rules.slug: rules for rules in (TresilloHand(), HombreHand())}
HAND_GAMES[DosilloHand.slug] = DosilloHand()
HAND_GAMES[VoltareteHand.slug] = VoltareteHand()
HAND_GAMES[MediatorHand.slug] = MediatorHand()
HAND_GAMES[QuadrilloHand.slug] = QuadrilloHand()
HAND_GAMES[QuintilloHand.slug] = QuintilloHand()
HAND_GAMES[ZangaHand.slug] = ZangaHand()

# The Truco is not of the Ombre family: its hands are whole matches, with their own state and view (TrucoView).
TRUCO_GAMES: dict[str, TrucoRules] = {TrucoRules.slug: TrucoRules()}

# The games of bazas and card points (games.bazas.base): whole partidas seen through a BazaView.
BAZA_GAMES: dict[str, BazaRules[Any]] = {}
BAZA_GAMES[RebesinoRules.slug] = RebesinoRules()
BAZA_GAMES[JulepeRules.slug] = JulepeRules()
BAZA_GAMES[MalillaRules.slug] = MalillaRules()
BAZA_GAMES[TuteRules.slug] = TuteRules()
BAZA_GAMES[GuinoteRules.slug] = GuinoteRules()
BAZA_GAMES[BriscaRules.slug] = BriscaRules()


@overload
def new_hand(  # type: ignore[overload-overlap]  # the literal "truco" is also a str: it deals a TrucoHand
    game: Literal["truco"],
    seed: int = ...,
    players: int | None = ...,
    variant: str | None = ...,
    pot: int = ...,
    deal: Sequence[Sequence[str]] | None = ...,
    stakes: Sequence[int] | None = ...,
) -> TrucoHand: ...


@overload
def new_hand(  # type: ignore[overload-overlap]  # these literals are also str: they deal a BazaHand
    game: Literal["tute", "guinote", "brisca", "julepe", "malilla", "rebesino"],
    seed: int = ...,
    players: int | None = ...,
    variant: str | None = ...,
    pot: int = ...,
    deal: Sequence[Sequence[str]] | None = ...,
    stakes: Sequence[int] | None = ...,
) -> BazaHand: ...


@overload
def new_hand(
    game: str,
    seed: int = ...,
    players: int | None = ...,
    variant: str | None = ...,
    pot: int = ...,
    deal: Sequence[Sequence[str]] | None = ...,
    stakes: Sequence[int] | None = ...,
) -> Hand: ...


def new_hand(
    game: str,
    seed: int = 0,
    players: int | None = None,
    variant: str | None = None,
    pot: int = 0,
    deal: Sequence[Sequence[str]] | None = None,
    stakes: Sequence[int] | None = None,
) -> Hand | TrucoHand | BazaHand:
    """A freshly dealt hand of ``game`` (a slug, name or alias): ``seed`` fixes the shuffle.

    ``players`` defaults to the game's only count; ``variant`` names one of the game's variants; ``pot`` is what
    the plate (*plato*, *polla*) holds before this hand. ``deal`` replaces the shuffle with given cards (card codes
    of each seat, then of the talon, top card first), to replay the worked hands of the sources. ``stakes`` is what
    each side holds before the hand, where the game counts it (the Zanga: the vales of each pair).

    :raises UnknownGameError: for a game whose whole hands are not playable yet.
    :raises InvalidNotationError: for a number of players or a variant the game does not have.

    >>> new_hand("Rocambor", seed=2).game
    'tresillo'
    """
    slug = find_game(game).slug
    if slug in TRUCO_GAMES:  # a whole Truco match (games.truco.hand)
        return new_truco_hand(seed, players, variant, pot, deal, stakes)
    if slug in BAZA_GAMES:  # a whole partida of a game of bazas (games.bazas.base)
        return new_baza_hand(slug, seed, players, variant, pot, deal, stakes)
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
    dealt = _given_deal(rules, count, deal, variant) if deal is not None else None
    held = None
    if stakes is not None:
        held = tuple(stakes)
        if any(n < 0 for n in held) or len(held) != rules.sides:
            raise InvalidNotationError(
                f"{rules.name} no lleva la cuenta de {len(held)} bandos con esos vales"
            )
    options = HandOptions(seed=seed, players=count, variant=variant, pot=pot, deal=dealt, stakes=held)
    return Hand(rules, options, (), rules.start(options))


def new_baza_hand(
    game: str,
    seed: int = 0,
    players: int | None = None,
    variant: str | None = None,
    pot: int = 0,
    deal: Sequence[Sequence[str]] | None = None,
    stakes: Sequence[int] | None = None,
) -> BazaHand:
    """:func:`new_hand` for a game of bazas, typed as such (for callers that hold the game in a variable).

    :raises UnknownGameError: for a game that is not a game of bazas.
    """
    slug = find_game(game).slug
    if slug not in BAZA_GAMES:
        raise UnknownGameError(f"{find_game(game).name} no es un juego de bazas y puntos")
    rules = BAZA_GAMES[slug]
    dealt = tuple(tuple(Card.parse(code) for code in seat) for seat in deal) if deal is not None else None
    options = HandOptions(
        seed=seed,
        players=players if players is not None else rules.players[0],
        variant=variant,
        pot=pot,
        deal=dealt,
        stakes=tuple(stakes) if stakes is not None else None,
    )
    rules.check_options(options)
    return BazaHand(rules, options, (), rules.start(options))


def _given_deal(
    rules: OmbreHandRules, players: int, deal: Sequence[Sequence[str]], variant: str | None = None
) -> tuple[tuple[Card, ...], ...]:
    cards = tuple(tuple(Card.parse(code) for code in seat) for seat in deal)
    size = sum(rules.packets)
    every = [card for seat in cards for card in seat]
    if len(cards) != players + 1 or any(len(seat) != size for seat in cards[:-1]):
        raise InvalidNotationError(
            f"un reparto de {rules.name} da {size} cartas a cada uno de {players} y el resto al monte"
        )
    deck = rules.deck_cards(variant)
    if len(every) != len(deck) or set(every) != set(deck):
        count = "cuarenta" if len(deck) == len(DECK_40) else str(len(deck))
        raise InvalidNotationError(f"el reparto debe tener las {count} cartas de la baraja, cada una una vez")
    return cards


__all__ = [
    "BAZA_CODES",
    "BAZA_GAMES",
    "BazaHand",
    "BazaView",
    "HAND_CODES",
    "HAND_GAMES",
    "TRUCO_CODES",
    "TRUCO_GAMES",
    "Hand",
    "HandOptions",
    "HandResult",
    "HandRules",
    "SeatView",
    "Transfer",
    "TrucoHand",
    "TrucoView",
    "new_baza_hand",
    "new_hand",
]
