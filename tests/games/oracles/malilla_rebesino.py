"""Naive oracles of the play of the 1790 *Malilla* and *Rebesino* (``mediator-hombre-1807.txt``, l. 1932–2648),
written from the book and not from the engine: from what the seat to move sees, the obligations in force, each
with the cards that satisfy it. A card may be played when it satisfies all of them; a card that does not breaks
the first it fails (the codes are the engine's names for them: ``asistir``, ``montar``…).
"""

from __future__ import annotations

from collections.abc import Sequence

from games import Card, Suit

Obligation = tuple[str, frozenset[Card]]  # (violation code, the cards that satisfy it)

# -- Malilla --------------------------------------------------------------------------------------------------------
# «el nueve es la principal carta ó la mayor del juego con el nombre de Malilla; segundo á esta sigue el as …
# rey, caballo, sota, ocho, siete, seis, cinco, quatro, tres y dos» (l. 2432–2434), in every suit.
MALILLA_ORDER = (9, 1, 12, 11, 10, 8, 7, 6, 5, 4, 3, 2)


def malilla_beats(card: Card, best: Card, trump: Suit) -> bool:
    """Whether ``card`` takes a trick that ``best`` is winning: a trump beats every card of another suit, «aunque
    sea el triunfo de los mas pequeños» (l. 2390); within one suit the higher card wins; a third suit never wins.
    """
    if card.suit == best.suit:
        return MALILLA_ORDER.index(card.rank) < MALILLA_ORDER.index(best.rank)
    return card.suit == trump


def malilla_winner(trick: Sequence[Card], trump: Suit) -> int:
    """The index in ``trick`` of the card winning it so far."""
    best = 0
    for index, card in enumerate(trick):
        if malilla_beats(card, trick[best], trump):
            best = index
    return best


def malilla_obligations(
    hand: Sequence[Card], trick: Sequence[Card], leader: int, trump: Suit
) -> list[Obligation]:
    """The four renuncios of l. 2415 («primero quando no se sirve al palo que se salió jugando, teniendo; segundo
    quando pudiendo no cargase yendo la baza de los contrarios; tercero quando teniendo triunfo y estando fallo no
    se ponga, yendo la baza de los contrarios; quarto quando habiendo otro fallo no contrafallase, no siendo el que
    falló su compañero»), with l. 2492–2495: cargar, fallar and contrafallar only «siempre que vayan ganando los
    contrarios»; with the partner winning, «entonces es arbitrario». Partners sit opposite (l. 2450).

    The seat after the leader's plays, espadas trumps (the seat after it is the partner of the leader):

    >>> from games import parse_cards
    >>> def show(hand, trick, leader):
    ...     found = malilla_obligations(parse_cards(hand), parse_cards(trick), leader, Suit.ESPADAS)
    ...     return [(code, sorted(card.code for card in cards)) for code, cards in found]
    >>> show("5O 12O 3C", "7O", 0)  # the opponent is winning: follow, and win it (cargar)
    [('asistir', ['12O', '5O']), ('montar', ['12O'])]
    >>> show("5O 12O 3C", "7O 3O", 3)  # the partner is winning: just follow
    [('asistir', ['12O', '5O'])]
    >>> show("5C 2E", "7O", 0)  # void, the opponent winning: trump (fallar)
    [('fallar', ['2E'])]
    >>> show("2E 12E 5C", "7O 3E", 3)  # an opponent trumped: over-trump him (contrafallar)
    [('pisar', ['12E'])]
    >>> show("2E 5C", "7O 3E", 3)  # nothing wins it: free
    []
    """
    if not trick:
        return []  # the mano, and whoever takes the baza, leads what he likes
    me = (leader + len(trick)) % 4
    best = malilla_winner(trick, trump)
    top = trick[best]
    opponents_winning = (leader + best - me) % 2 == 1
    led = trick[0].suit
    same = frozenset(card for card in hand if card.suit == led)
    if same:
        found: list[Obligation] = [("asistir", same)]  # servir (l. 2400, first renuncio)
        beaters = frozenset(card for card in same if malilla_beats(card, top, trump))
        if opponents_winning and beaters:  # cargar: «no solo servir, pero ganar pudiendo» (l. 2413)
            found.append(("montar", beaters))
        return found
    trumps = frozenset(card for card in hand if card.suit == trump)
    if not opponents_winning or not trumps:
        return []
    if top.suit != trump:  # third renuncio: void, holding trumps, the baza going to the opponents
        return [("fallar", trumps)]
    # An opponent has trumped: contrafallar is «ganar al que falló ya» (l. 2409). With no trump that wins it, no
    # trump can be put «con el fin de hacer la baza» (fallar, l. 2404–2407): the book asks for nothing more.
    over = frozenset(card for card in trumps if malilla_beats(card, top, trump))
    return [("pisar", over)] if over else []


# -- Rebesino -------------------------------------------------------------------------------------------------------
# «Los naypes … ganan por este orden: as, rey, caballo, sota, nueve, ocho, siete, seis, cinco, quatro, tres y dos»
# (l. 2067); no trumps: «siempre gana el mayor naype del palo que se salió jugando» (l. 2179).
REBESINO_ORDER = (1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)
# «tener quatro ases, ó tres ases y el caballo de copas (que se reputa como as), ó los quatro ases y el caballo»
# (l. 2029).
NAPOLITANA_CARDS = frozenset(Card.parse(code) for code in ("1O", "1C", "1E", "1B", "11C"))
TRICKS = 11  # «dando once á cada uno» (l. 2083); the pie leaves one of his twelve (l. 2149–2151)


def rebesino_winner(trick: Sequence[Card]) -> int:
    """The index of the highest card of the suit led."""
    led = trick[0].suit
    follow = [index for index, card in enumerate(trick) if card.suit == led]
    return min(follow, key=lambda index: REBESINO_ORDER.index(trick[index].rank))


def holds_napolitana(cards: Sequence[Card]) -> bool:
    """Four aces, or three and the caballo de copas, or all five (l. 2029)."""
    return len(NAPOLITANA_CARDS & set(cards)) >= 4


def rebesino_obligations(hand: Sequence[Card], trick: Sequence[Card], privileged: bool) -> list[Obligation]:
    """«todos están obligados á servir menos el que estuviese fallo ó tenga quatro ases» (l. 2179); «A este juego
    no se obliga á cargar ó ganar» (l. 2005); the napolitana may «renunciar quantas veces le acomode» (l. 2029).
    """
    if not trick or privileged:
        return []
    same = frozenset(card for card in hand if card.suit == trick[0].suit)
    return [("asistir", same)] if same else []


def rebesino_privileged(
    seat: int,
    hand: Sequence[Card],
    history: Sequence[tuple[int, Sequence[Card]]],
    mano: int,
    declared: bool,
) -> bool:
    """Whether ``seat``, about to play, may still renege with his napolitana, from the bazas played (``history``:
    each baza's leader and its cards). ``declared``: he said «napolitana» before his first card — the engine's sign
    of using the privilege, which he may decline and «jugar como el juego ordinario» (l. 2303).

    He loses it when *introducido* (l. 2305), made to take a baza (l. 2031, 2281). The mano who leads his lowest card
    and is left the baza keeps it; left the second too, he loses it (l. 2291–2297). The bazas of the corte, «las dos
    últimas quando se vá á Rebesino» (l. 2031–2033), introduce nobody either, but they never change what he may
    play: whoever takes a baza leads the next, and the corte takes the last two.

    >>> from games import parse_cards
    >>> first = (0, parse_cards("5E 2E 3C 4B"))  # the mano leads his lowest card and nobody takes it
    >>> rebesino_privileged(0, parse_cards("1O 1C 1E 1B 6O 6C 7B 6E 7E 8E"), [first], mano=0, declared=True)
    True
    >>> second = (0, parse_cards("6O 2O 3O 4O"))  # … nor the next
    >>> rebesino_privileged(0, parse_cards("1O 1C 1E 1B 6C 7B 6E 7E 8E"), [first, second], 0, True)
    False
    >>> rebesino_privileged(1, parse_cards("1O 1C 1E 1B 6C 7B 6E 7E 8E 9E"), [(0, parse_cards("2O 6O 3C 4B"))], 0, True)
    False
    """
    if not declared:
        return False
    played = [cards[(seat - leader) % 4] for leader, cards in history]
    lowest = max(REBESINO_ORDER.index(card.rank) for card in [*hand, *played])  # his eleven as the play began
    for number, (leader, cards) in enumerate(history, start=1):
        if (leader + rebesino_winner(cards)) % 4 != seat:
            continue
        if number == 1 and leader == seat == mano and REBESINO_ORDER.index(cards[0].rank) == lowest:
            continue  # the mano's lowest card left to him once (l. 2291)
        return False
    return True


def may_declare_napolitana(hand: Sequence[Card], declared: bool) -> bool:
    """The engine's word «napolitana»: said by its holder before his first card (nobody else can hold four of the
    five cards of l. 2029 at once, so ``declared`` is whether he already said it)."""
    return not declared and len(hand) == TRICKS and holds_napolitana(hand)


def rebesino_exchange(hand: Sequence[Card], seat: int, mano: int) -> frozenset[str]:
    """The exchange from the mano round the table (l. 2147–2163): put one card under the bazeta and take the top one
    (``descarta:7O``), keep the hand (``paso``), or look at the top card and put it under (``mira``); «El que dió
    los naypes no toma carta, y solo dexa una de las doce» (l. 2149–2151): the pie, on the mano's left, only
    discards.
    """
    discards = frozenset(f"descarta:{card.code}" for card in hand)
    pie = (mano + 3) % 4
    return discards if seat == pie else discards | {"paso", "mira"}
