"""A naive oracle of the card play of the Ombre family, written from the sources and never from the engine's rules.

The games and the text each one follows:

* Mediator (*Reglas y leyes … del Mediator*, Madrid, 1807: «1807»); the Hombre keeps «las leyes y penas impuestas
  en el juego del Mediator» (l. 1103); the Dosillo «sigue en todo las reglas del Mediator y del Hombre» (l. 1590,
  1607); the Quadrillo «en todo lo demas sigue sus reglas y leyes» (l. 1613–1616) and the Quintillo «sigue en todo
  las reglas del Quadrillo» (l. 1683).
* Tresillo (*Juegos de naipes con la baraja española*, 2021: «Tresillo»), l. 2260–2276.
* Voltarete (*Tratado do jogo do Voltarete*, Lisboa, 1834: «1834»), l. 65–89, 322, 332–360.
* Zanga (*La Zanga en Canarias*: «Zanga»), l. 378–384 and Artículos 4.º–8.º, 27.º, 28.º (l. 430–470, 524–526).

All four say the same thing about the play, each in its own words (quoted where each rule is written below): follow
the suit led; when void, anything; a trump led must be answered with a trump, except that the espadilla, the
malilla and the basto held with no other trump are free, unless the card led is a higher one of the three. The
Quadrillo and the Quintillo *á rey forzado* add two rules about kings (l. 1636–1643).

The Tresillo's chipolo (l. 2437) has no trump suit (``trump`` is ``None``): «la espada y el basto siguen siendo el
primer y el tercer matador», the seis de oros «es siempre» the second, and «El "estuche" quedaría como espada, seis de
oros y basto»; oros and copas keep the order «de cuando no son triunfo».

The functions take only what the seat to move sees: its cards, the cards of the trick (the led one first), the trump
suit and, for the rey forzado, the kind of game and the cards played so far.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from games import Card, Suit

ASISTIR = "asistir"  # a plain suit led and not followed although held
ARRASTRE = "arrastre"  # a trump led and not answered with a trump although one is due
REY = "rey"  # the rey forzado: a king led, or put on its suit while holding another card of it

# «Espadilla … es el as del palo de espadas, que siempre es triunfo, y la primera carta del juego» (1807, l. 67);
# «Bastillo … es el as del palo de bastos, es siempre triunfo, y la tercera carta del juego» (l. 73). The same in
# Tresillo l. 2262 («se consideran TRIUNFO para TODOS los palos»), 1834 l. 71, 77, and Zanga Arts. 4.º, 6.º (l. 430,
# 434) with l. 476 («cartas de valor fijo e inmutable»).
ESPADILLA = Card(1, Suit.ESPADAS)
BASTO = Card(1, Suit.BASTOS)
RED = frozenset({Suit.OROS, Suit.COPAS})
SEIS_DE_OROS = Card(6, Suit.OROS)  # the chipolo (l. 2437)

# Plain suits, highest first: «rey, caballo, sota, as, dos … siete» in oros and copas, «rey, caballo, sota, siete …
# dos» in espadas and bastos, whose aces «siempre son triunfos» (1807, l. 397–429; Tresillo l. 2275–2276; 1834 l. 69–75,
# Rei, Dama, Valete for rey, caballo, sota; Zanga Art. 8.º b, l. 456–466).
PLAIN_RED = (12, 11, 10, 1, 2, 3, 4, 5, 6, 7)
PLAIN_BLACK = (12, 11, 10, 7, 6, 5, 4, 3, 2)
# Trumps below the espadilla, the malilla and the basto: «punto, rey, caballo, sota, dos … seis» in oros and copas,
# «rey, caballo, sota, siete … tres» in espadas and bastos (1807, l. 434–461; Tresillo l. 2270–2271; 1834 l. 87;
# Zanga Art. 8.º a, l. 442–452).
LOW_TRUMPS_RED = (1, 12, 11, 10, 2, 3, 4, 5, 6)
LOW_TRUMPS_BLACK = (12, 11, 10, 7, 6, 5, 4, 3)

# Which of the three, led, compels which other of the three held with no other trump, as each text states it.
# 1807, l. 708: «la mayor, saliendo jugando, obliga á la menor á servir, aunque esté sola, pero no la menor á la
#   mayor … lo mismo se debe entender del basto respecto á la malilla» (l. 711).
# Tresillo, l. 2264: «no es obligatorio jugarlos, salvo que el que abra la baza arrastre con un estuche superior y
#   no tengamos otro triunfo».
# 1834, l. 358: «A Espadilha obriga a Manilha, e o Basto, e a Manilha obriga o Basto; mas o Basto não obriga a
#   Manilha, nem a Espadilha; nem a Manilha obriga a Espadilha».
# Zanga, Art. 28.º (l. 526): «solo servirán obligatoriamente, cuando a falta de otro triunfo el arrastre de origen lo
#   haya sido por otra pieza de valor superior».
COMPELS = frozenset({("espadilla", "malilla"), ("espadilla", "basto"), ("malilla", "basto")})

# The Quadrillo «á rey forzado» (1807, l. 1630), the Quintillo, where «se suele jugar á rey forzado» (l. 1683), and
# the Seisillo, «Se juega tambien á rey forzado» (l. 1711).
REY_FORZADO_GAMES = frozenset({"quadrillo", "quintillo", "seisillo"})

# The Tresillo «solitario, fulminante, ó refavor» keeps of the oros only the rey, which «en este caso tiene todas las
# preeminencias de *malilla*» when oros are trumps (1807, l. 1512–1517).
REY_MALILLA_GAMES = frozenset({"tresillo-1807"})


def malilla(trump: Suit | None, game: str = "") -> Card:
    """«en oros y copas son los siete, y en espadas y bastos los doses» (1807, l. 69; Zanga Art. 5.º, l. 432); the rey
    de oros in the Tresillo of l. 1514; the seis de oros in the chipolo, without a trump (l. 2437)."""
    if trump is None:
        return SEIS_DE_OROS
    if game in REY_MALILLA_GAMES and trump == Suit.OROS:
        return Card(12, Suit.OROS)
    return Card(7 if trump in RED else 2, trump)


@cache
def matador_names(trump: Suit | None, game: str = "") -> dict[Card, str]:
    """The three of the *estuche* — «espada, malla y basto» (1807, l. 164; Zanga Art. 7.º, l. 436)."""
    return {ESPADILLA: "espadilla", malilla(trump, game): "malilla", BASTO: "basto"}


@cache
def trumps(trump: Suit | None, game: str = "") -> tuple[Card, ...]:
    """Every trump under ``trump``, highest first (1807, l. 434–461); the chipolo's three alone."""
    if trump is None:
        return (ESPADILLA, SEIS_DE_OROS, BASTO)
    low = LOW_TRUMPS_RED if trump in RED else LOW_TRUMPS_BLACK
    third = malilla(trump, game)
    return (ESPADILLA, third, BASTO, *(Card(rank, trump) for rank in low if Card(rank, trump) != third))


def is_trump(card: Card, trump: Suit | None) -> bool:
    """«por añadirse siempre los ases de espadas y bastos al palo que se nombra triunfo» (1807, l. 476)."""
    if trump is None:
        return card in (ESPADILLA, SEIS_DE_OROS, BASTO)
    return card.suit == trump or (card.rank == 1 and card.suit in (Suit.ESPADAS, Suit.BASTOS))


def same_suit(card: Card, other: Card, trump: Suit | None) -> bool:
    """Whether two cards are of one suit in the play: both trumps, or both of one plain suit.

    The espadilla and the basto are never espadas nor bastos: «não obriga, quando he jogada de mão a dar espadas,
    nem o Basto obriga o Az» (1834, l. 344–346).
    """
    if is_trump(card, trump) or is_trump(other, trump):
        return is_trump(card, trump) and is_trump(other, trump)
    return card.suit == other.suit


def requirement(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, game: str = ""
) -> tuple[str, frozenset[Card]] | None:
    """The obligation the trick puts on the seat to move and the cards that meet it; ``None`` when anything goes."""
    if not trick:
        return None  # «El mano principia á jugar»: the leader plays what he likes (1807, l. 579)
    led = trick[0]
    same = frozenset(card for card in hand if same_suit(card, led, trump))
    if not same:
        # Void: «he inteiramente livre … cortando a vasa, ou descartando-se» (1834, l. 340); «no se obliga á cargar
        # … tampoco á fallar con triunfo, ni á contrafallar» (1807, l. 702); «En ningún caso es obligatorio fallar»
        # (Tresillo, l. 2260); «jugará la que más le convenga» (Zanga, l. 384).
        return None
    # Following, any card of the suit: «maiores, ou menores conforme cada hum quizer» (1834, l. 338), «sin obligación
    # de ganar» (Zanga, l. 378).
    if not is_trump(led, trump):
        # «poniendo cada uno del palo que se ha jugado (si tiene)» (1807, l. 579); «solo hay obligación de asistir al
        # palo de salida» (Tresillo, l. 2260); «os naipes obrigão cada hum as suas proprias Cartas» (1834, l. 336);
        # «deberán jugar obligatoriamente cartas del mismo palo» (Zanga, Art. 27.º, l. 524).
        return ASISTIR, same
    # A trump led: «Arrastrar. Es salir jugando triunfo»; «Renuncio. Es no servir al palo que se salió jugando
    # teniendo» (1807, l. 132, 136); «os outros dous parceiros são obrigados a dar trunfo se o tem» (1834, l. 334);
    # «En caso de ARRASTRAR … ha de servirse obligatoriamente» (Zanga, Art. 28.º, l. 526).
    names = matador_names(trump, game)
    if any(card not in names for card in same):
        # Another trump is held: the three are free only «estando solas» (1807, l. 708), «a falta de otro triunfo»
        # (Zanga, l. 526); «Todos os trunfos … á excepção de Espadilha, Manilha, e Basto, são reciprocamente obrigados»
        # (1834, l. 350). Any trump answers, the matadores too: «grande, ou pequeno» (l. 334), «he inteiramente livre
        # de jogar o trunfo, ou o matador» (l. 360).
        return ARRASTRE, same
    if led in names and any((names[led], names[card]) in COMPELS for card in same):
        # The higher one led compels a lower one held alone; serving with any trump is serving (1807, l. 134:
        # «Servir. Es jugar del mismo palo que se salió jugando»).
        return ARRASTRE, same
    # Only free matadores: «puede irse ó descartarse de la que quiera» (1807, l. 708–711); «não he obrigado a jogar
    # nenhuma dellas ao trunfo» (1834, l. 348); «son reservadas» (Zanga, l. 382).
    return None


def rey_forzado_pending(game: str, variant: str | None, contract: str | None, played: Iterable[Card]) -> bool:
    """Whether the kings are still restricted: an entrada «á rey forzado» before any king has come out.

    «en el juego de entrada no se nombra el rey, y que el primero de estos que salga es el compañero» (l. 1632);
    «Quando ha salido ya el rey se pueden jugar los otros reyes» (regla 10.ª, l. 1671); «El que va solo, es lo mismo
    que en los demas juegos del Quadrillo» (regla 11.ª, l. 1673).
    """
    return (
        game in REY_FORZADO_GAMES
        and variant == "rey-forzado"
        and contract == "entrada"
        and all(card.rank != 12 for card in played)
    )


def king_fault(card: Card, hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None) -> bool:
    """Whether ``card`` breaks the rey forzado's rules while they hold (1807, l. 1636–1643)."""
    if card.rank != 12:
        return False
    if not trick:
        # «Nadie puede salir jugando su rey, aunque esté solo, á menos que siendo las ultimas manos, y se halle con
        # dos ó tres reyes, le sea forzoso salir por alguno» (regla 4.ª, l. 1643): forced only with nothing but kings.
        return any(held.rank != 12 for held in hand)
    # «El rey del palo que se juega no se debe poner sino quando no se tenga otra del mismo palo» (regla 2.ª,
    # l. 1636–1639); a king of another suit, put on a suit one lacks, is not «del palo que se juega».
    led = trick[0]
    return same_suit(card, led, trump) and any(held != card and same_suit(held, led, trump) for held in hand)


def verdicts(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Suit | None,
    *,
    rey_forzado: bool = False,
    game: str = "",
) -> dict[Card, str | None]:
    """Each card of ``hand``: ``None`` when the seat may play it, else the code of the first rule it breaks."""
    rule = requirement(hand, trick, trump, game)
    found: dict[Card, str | None] = {}
    for card in hand:
        if rule is not None and card not in rule[1]:
            found[card] = rule[0]
        elif rey_forzado and king_fault(card, hand, trick, trump):
            found[card] = REY
        else:
            found[card] = None
    return found


def legal(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Suit | None,
    *,
    rey_forzado: bool = False,
    game: str = "",
) -> frozenset[Card]:
    """The cards the seat to move may play."""
    return frozenset(
        card
        for card, code in verdicts(hand, trick, trump, rey_forzado=rey_forzado, game=game).items()
        if code is None
    )


def power(card: Card, led: Card, trump: Suit | None, game: str = "") -> int:
    """How strongly ``card`` stands in a trick led by ``led``: trumps above the suit led, other suits nowhere."""
    order = trumps(trump, game)
    if card in order:
        return 100 - order.index(card)
    if card.suit != led.suit or is_trump(led, trump):
        return 0  # «Descartarse. Es irse de una carta … no poniendo triunfo» (1807, l. 146): it never wins
    ranks = PLAIN_RED if card.suit in RED else PLAIN_BLACK
    return 50 - ranks.index(card.rank)


def winning_index(trick: Sequence[Card], trump: Suit | None, game: str = "") -> int:
    """The position in ``trick`` of the card that takes it: the highest trump, else the highest of the suit led.

    No text states it outright; it is what *fallar* and *contrafallar* mean — «se pone triunfo por la misma razon
    de no tener de aquel palo»; «ganar con triunfo al que falló ya, poniendo otro mayor» (1807, l. 138–144) — and
    what «cortando a vasa» (1834, l. 340) and «fallar» (Zanga, l. 384) assume.
    """
    led = trick[0]
    strengths = [power(card, led, trump, game) for card in trick]
    return strengths.index(max(strengths))
