"""Naive oracles of the card-play obligations of the Tute family, written from *Juegos de naipes con la baraja
española* (2021), not from the engine: Tute (entre dos, arrastrado, por parejas, habanero, remate), Guiñote, Brisca
and Julepe.

Each oracle takes what the seat to move sees (:class:`Seen`) and returns a :class:`Ruling`: the cards it may play
and, for any other card of its hand, the obligation that card breaks. The card order and the trick winner are
written here again from the text; only :class:`games.Card` and :class:`games.Suit` are borrowed, as plain values.

>>> from games import Card, Suit
>>> def legal(ruling: Ruling) -> list[str]:
...     return sorted(card.code for card in ruling.legal)
>>> seen = Seen(hand=cards("4O 12O 3C"), trick=cards("11O"), trick_seats=(0,), trump=Suit.ESPADAS)
>>> legal(tute(seen)), tute(seen).broken(Card.parse("4O")), tute(seen).broken(Card.parse("3C"))
(['12O'], 'montar', 'asistir')
>>> legal(tute(Seen(seen.hand, seen.trick, (0,), Suit.ESPADAS, stock=True)))  # between two, with a stock
['12O', '3C', '4O']

Void of copas after a trump, with only a lower trump: free in the Tute, bound to under-trump in the Julepe.

>>> seen = Seen(hand=cards("4E 5O"), trick=cards("1C 3E"), trick_seats=(1, 2), trump=Suit.ESPADAS)
>>> legal(tute(seen)), tute(seen).case, legal(julepe(seen)), julepe(seen).case
(['4E', '5O'], 'contrafallo', ['4E'], 'subfallar')

In the Guiñote without a stock, a partner's winning tres need only be followed; the Tute wants it beaten.

>>> seen = Seen(cards("1O 4O 2E"), cards("3O 12O"), (1, 2), Suit.ESPADAS, partners=frozenset({1}))
>>> legal(guinote(seen)), legal(tute(seen))
(['1O', '4O'], ['1O'])

A plain lead trumped already: any copa follows (l. 41, 42, 48); the engine's reading wants the sota beaten.

>>> seen = Seen(cards("1C 4C 5O"), cards("10C 11E"), (1, 2), Suit.ESPADAS)
>>> legal(tute(seen)), tute(seen).case, legal(tute(seen, montar_fallada=True))
(['1C', '4C'], 'fallada', ['1C'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from games import Card, Suit

# «as (vale 11 puntos), tres (10), rey (4), caballo (3), sota (2), siete, seis, cinco, cuatro, dos» (l. 2819); the
# Julepe and the Brisca keep it (l. 1029, «con los mismos valores del tute», l. 257).
TUTE_ORDER = (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)
# «las sotas y los caballos se alternan los papeles: una sota … es superior al caballo» (l. 910).
GUINOTE_ORDER = (1, 3, 12, 10, 11, 7, 6, 5, 4, 2)

# The names of the obligations (glossary, l. 35–47) and of the cases where none binds.
ASISTIR = "asistir"
MONTAR = "montar"
FALLAR = "fallar"
PISAR = "pisar"
SUBFALLAR = "subfallar"
ARRASTRE = "arrastre"  # a trump lead answered with a trump (l. 35), the habanero's only rule with a stock
SALIDA = "salida"  # the leader plays what he likes (l. 2825)
MONTE = "monte"  # no obligation while there is a stock (l. 2829, 2879, 911, 2896)
COMPANERO = "compañero"  # Guiñote: the partner wins the trick: follow suit, no need to beat or trump (l. 911)
DESCARTE = "descarte"  # void of the suit led and of trumps: any card (l. 39)
FALLADA = "fallada"  # a plain lead trumped already: no card of its suit can kill, following is enough (l. 41, 42, 48)
CONTRAFALLO = "contrafallo"  # void, unable to over-trump, and not bound to under-trump: any card (l. 2825)
BRISCA = "brisca"  # «Nunca hay obligación de asistir ni fallar» (l. 257)


def cards(codes: str) -> tuple[Card, ...]:
    """Cards from codes separated by spaces."""
    return tuple(Card.parse(code) for code in codes.split())


@dataclass(frozen=True)
class Seen:
    """What the seat to move sees: its hand, the cards on the table (led card first) and who played each, the
    trump suit, whether a stock is still to be drawn (the pinta under it included), and its partners' seats.
    """

    hand: tuple[Card, ...]
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    trump: Suit
    stock: bool = False
    partners: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Ruling:
    """The obligations binding a seat, outermost first (``asistir`` before ``montar``), each with the cards that
    satisfy it; ``case`` names the rule applied: the last obligation, or why none binds.
    """

    hand: tuple[Card, ...]
    layers: tuple[tuple[str, frozenset[Card]], ...]
    case: str

    @property
    def legal(self) -> frozenset[Card]:
        """The cards of the hand that satisfy every obligation."""
        allowed = set(self.hand)
        for _, satisfying in self.layers:
            allowed &= satisfying
        return frozenset(allowed)

    def broken(self, card: Card) -> str | None:
        """The first obligation ``card`` breaks, or ``None`` when it may be played."""
        return next((code for code, satisfying in self.layers if card not in satisfying), None)


class Rule(Protocol):
    """An oracle: the ruling for what a seat sees (``montar_fallada``: see :func:`cascade`)."""

    def __call__(self, seen: Seen, montar_fallada: bool = False) -> Ruling: ...


def free(seen: Seen, case: str) -> Ruling:
    return Ruling(seen.hand, (), case)


def bound(seen: Seen, *layers: tuple[str, frozenset[Card]], case: str | None = None) -> Ruling:
    return Ruling(seen.hand, layers, case or layers[-1][0])


def power(card: Card, order: tuple[int, ...]) -> int:
    """Higher beats lower within a suit."""
    return len(order) - order.index(card.rank)


def winning_seat(seen: Seen, order: tuple[int, ...]) -> int:
    """«ganará la carta más alta del palo del triunfo; si no los hubiera, vencerá la más alta del palo de salida»
    (l. 2823; the same words in l. 257, 911, 2877)."""
    trumps = [index for index, card in enumerate(seen.trick) if card.suit == seen.trump]
    led = seen.trick[0].suit
    contenders = trumps or [index for index, card in enumerate(seen.trick) if card.suit == led]
    best = max(contenders, key=lambda index: power(seen.trick[index], order))
    return seen.trick_seats[best]


def cascade(
    seen: Seen,
    order: tuple[int, ...],
    partner_exempt: bool = False,
    undertrump: bool = False,
    montar_fallada: bool = False,
) -> Ruling:
    """The tute's obligations (l. 2825–2827): «quien comienza la baza puede tirar cualquier carta. Los demás deberán
    jugar una carta del mismo palo (asistir), en lo posible matándola (montar). De no poder asistir, estarán
    obligados a jugar un triunfo (fallar). En caso de que un jugador haya fallado previamente, deberán jugar un
    triunfo mayor (pisar). Si no pueden asistir ni jugar un triunfo superior al que hay en mesa, NO tendrán
    obligación de jugar un triunfo inferior … pueden jugar la carta que deseen (contrafallar).» A trump lead is
    followed in the same way: the suit led is the trump (arrastrar, l. 35). In a pair game the partner's card must
    be beaten too: the Tute names no exception (the Guiñote's is «a diferencia del tute», l. 911).

    Montar is killing every card on the table: «asistir con una carta superior, matando, a las que se jugaron
    anteriormente» (l. 42); «Matar: jugar en la mesa cualquier carta superior a las que ya se jugaron» (l. 41);
    «para poder matar una carta del palo de triunfo es necesario jugar un triunfo de mayor valor» (l. 48). So once
    someone has trumped a plain lead, no card of the suit led can kill, and «en lo posible» leaves only asistir
    (case ``fallada``). ``montar_fallada`` takes the other reading, the engine's (its ``interpretation``; the digest
    rules-catalogue-2 §2.2 leaves it open): beat the highest card of the suit led even then.

    ``partner_exempt`` (Guiñote, l. 911): «si se agotó la baceta y la baza la va ganando el compañero, no hay
    obligación de montar ni fallar, tan solo de asistir». ``undertrump`` (Julepe, l. 1029, 47): «es obligatorio
    subfallar (siempre y cuando se tengan cartas para ello)».
    """
    if not seen.trick:
        return free(seen, SALIDA)
    led = seen.trick[0].suit
    exempt = partner_exempt and winning_seat(seen, order) in seen.partners
    follow = frozenset(card for card in seen.hand if card.suit == led)
    if follow:
        top = max(power(card, order) for card in seen.trick if card.suit == led)
        beaters = frozenset(card for card in follow if power(card, order) > top)
        trumped = led != seen.trump and any(card.suit == seen.trump for card in seen.trick)
        if not beaters:
            return bound(seen, (ASISTIR, follow))
        if exempt:
            return bound(seen, (ASISTIR, follow), case=COMPANERO)
        if trumped and not montar_fallada:
            return bound(seen, (ASISTIR, follow), case=FALLADA)
        return bound(seen, (ASISTIR, follow), (MONTAR, beaters), case=FALLADA if trumped else None)
    trumps = frozenset(card for card in seen.hand if card.suit == seen.trump)
    if exempt and trumps:
        return free(seen, COMPANERO)
    if not trumps:
        return free(seen, DESCARTE)
    on_table = [power(card, order) for card in seen.trick if card.suit == seen.trump]
    if not on_table:
        return bound(seen, (FALLAR, trumps))
    over = frozenset(card for card in trumps if power(card, order) > max(on_table))
    if over:
        return bound(seen, (PISAR, over))
    if undertrump:
        return bound(seen, (SUBFALLAR, trumps))
    return free(seen, CONTRAFALLO)


def tute(seen: Seen, montar_fallada: bool = False) -> Ruling:
    """Tute común, arrastrado (three, l. 2843) and entre dos (l. 2875–2879): «las "obligaciones" solo existen cuando
    no haya cartas en la baceta, o cuando se repartan todas las cartas» (l. 2829); between two, play is free
    «en las bazas iniciales … cuando se roba la pinta, las normas vuelven a ser iguales» (l. 2879)."""
    if seen.stock and seen.trick:
        return free(seen, MONTE)
    return cascade(seen, TUTE_ORDER, montar_fallada=montar_fallada)


def tute_remate(seen: Seen, montar_fallada: bool = False) -> Ruling:
    """«Las "obligaciones" son las mismas del tute común» (l. 2904); all the cards are dealt, no stock."""
    return cascade(seen, TUTE_ORDER, montar_fallada=montar_fallada)


def tute_habanero(seen: Seen, montar_fallada: bool = False) -> Ruling:
    """«Mientras haya baceta, solo es obligatorio asistir al palo de triunfo … Al agotarse la baceta … deberán seguir
    las mismas reglas del tute común» (l. 2896): with a stock, a trump lead must be answered with a trump (any),
    nothing else binds."""
    if not seen.stock:
        return cascade(seen, TUTE_ORDER, montar_fallada=montar_fallada)
    if not seen.trick:
        return free(seen, SALIDA)
    trumps = frozenset(card for card in seen.hand if card.suit == seen.trump)
    if seen.trick[0].suit == seen.trump and trumps:
        return bound(seen, (ARRASTRE, trumps))
    return free(seen, MONTE)


def guinote(seen: Seen, montar_fallada: bool = False) -> Ruling:
    """«Mientras haya cartas en la baceta no rigen las "obligaciones" de montar, asistir y fallar. A diferencia del
    tute, si se agotó la baceta y la baza la va ganando el compañero, no hay obligación de montar ni fallar, tan solo
    de asistir» (l. 911), with the Guiñote's order (l. 910)."""
    if seen.stock and seen.trick:
        return free(seen, MONTE)
    return cascade(seen, GUINOTE_ORDER, partner_exempt=True, montar_fallada=montar_fallada)


def julepe(seen: Seen, montar_fallada: bool = False) -> Ruling:
    """«Las "obligaciones" son las mismas que las del tute, aunque lo habitual es que, llegado el caso, sea
    obligatorio subfallar» (l. 1029; l. 47). Nobody draws during the five tricks, so what is left of the stock
    frees nobody."""
    return cascade(seen, TUTE_ORDER, undertrump=True, montar_fallada=montar_fallada)


def brisca(seen: Seen, montar_fallada: bool = False) -> Ruling:
    """«Nunca hay obligación de asistir ni fallar» (l. 257), with any deck and any number of players."""
    return free(seen, SALIDA if not seen.trick else BRISCA)
