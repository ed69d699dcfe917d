"""The Ombre family: Hombre, Tresillo, Mediator, Quadrillo, Quintillo, Dosillo, Voltarete and Zanga.

All share one card order and one rule of play (1807, l. 385–476, 579, 702–711; Voltarete 1834, l. 322–360):

* the *espadilla* (``1E``) and the *basto* (``1B``) are always trumps and never count as espadas or bastos;
  the *malilla* is the 7 of a red trump, the 2 of a black one; the three are the *matadores* (the *estuche*);
* in red suits the small cards run backwards (2 beats 3 … beats 7), in black suits forwards;
* follow suit if you can; when void you are free — never obliged to trump, over-trump or win;
* when trumps are led (*arrastre*) play a trump, but a matador held with no other trump need not answer, unless
  the card led is a higher matador.

>>> import games
>>> pos = games.position("hombre", hands=[[], ["1B", "3E"], ["3C"]], trump="O", trick=["5O"], leader=0)
>>> pos.legal_plays()  # the basto alone is privileged against a small trump
['1B', '3E']
>>> pos = games.position("hombre", hands=[[], ["1B", "3E"], ["3C"]], trump="O", trick=["1E"], leader=0)
>>> pos.legal_plays()  # …but the espadilla led forces it
['1B']
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, ClassVar

from games.core.cards import CARDS_BY_CODE, DECK_40, Card, Suit
from games.core.citations import Citation, cite
from games.core.rules import TRUMP, GameRules, Requirement, plain_power
from games.core.violations import ARRASTRE, ASISTIR

if TYPE_CHECKING:
    from games.core.trick import Position

ESPADILLA = Card.parse("1E")
BASTO = Card.parse("1B")
RED = (Suit.OROS, Suit.COPAS)

PLAIN_RED = plain_power((12, 11, 10, 1, 2, 3, 4, 5, 6, 7))
PLAIN_BLACK = plain_power((12, 11, 10, 7, 6, 5, 4, 3, 2))
TRUMP_RED = plain_power((12, 11, 10, 2, 3, 4, 5, 6))  # below espadilla, malilla, basto and punto
TRUMP_BLACK = plain_power((12, 11, 10, 7, 6, 5, 4, 3))  # below espadilla, malilla and basto


def malilla(trump: Suit | None) -> Card | None:
    """The second trump: the 7 of oros or copas, the 2 of espadas or bastos."""
    if trump is None:
        return None
    return CARDS_BY_CODE[f"{7 if trump in RED else 2}{trump.value}"]


class OmbreRules(GameRules):
    """Rules of play shared by the Ombre family; each game sets its metadata and citations."""

    family = "ombre"
    deck = DECK_40
    follow_citation: ClassVar[Citation]
    arrastre_citation: ClassVar[Citation]
    matador_citation: ClassVar[Citation]

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        if card == ESPADILLA:
            return TRUMP, 100
        if card == BASTO:
            return TRUMP, 98
        if card.suit == trump:
            if card == malilla(trump):
                return TRUMP, 99
            if card.rank == 1:  # the punto, only in a red trump
                return TRUMP, 97
            return TRUMP, (TRUMP_RED if trump in RED else TRUMP_BLACK)[card.rank]
        return card.suit.value, (PLAIN_RED if card.suit in RED else PLAIN_BLACK)[card.rank]

    @cache  # noqa: B019 — rules objects are immortal singletons
    def matadores(self, trump: Suit | None) -> frozenset[Card]:
        """The three cards of the *estuche* under ``trump``."""
        third = malilla(trump)
        return frozenset({ESPADILLA, BASTO} | ({third} if third else set()))

    def describe(self, card: Card, trump: Suit | None) -> str:
        if card == ESPADILLA:
            return "la espadilla (el as de espadas)"
        if card == BASTO:
            return "el basto (el as de bastos)"
        if card == malilla(trump):
            return f"la malilla ({card.with_article})"
        if card.rank == 1 and card.suit == trump:
            return f"el punto ({card.with_article})"
        return card.with_article

    def requirements(self, position: Position) -> list[Requirement]:
        order = self.order(position.trump)
        led = position.trick[0]
        led_suit = order.suit_of[led]
        hand = position.hand
        same = frozenset(card for card in hand if order.suit_of[card] == led_suit)
        if not same:
            return []  # void: free to trump or to discard (l. 702)
        if led_suit != TRUMP:
            return [Requirement(ASISTIR, same, self.follow_citation, FOLLOW_MESSAGE)]
        matadores = self.matadores(position.trump)
        if same - matadores:
            return [Requirement(ARRASTRE, same, self.arrastre_citation, ARRASTRE_MESSAGE)]
        if led in matadores and any(order.power[card] < order.power[led] for card in same):
            return [Requirement(ARRASTRE, same, self.matador_citation, COMPELLED_MESSAGE)]
        return []  # lone matadores keep their privilege

    def explain(self, position: Position, requirement: Requirement, tried: Card) -> str:
        text = super().explain(position, requirement, tried)
        led = position.trick[0]
        if requirement.code == ASISTIR and tried in (ESPADILLA, BASTO) and tried.suit == led.suit:
            text += f" {self.describe(tried, position.trump).capitalize()} es siempre triunfo: no sirve para asistir a {led.suit.spanish}."
        return text


FOLLOW_MESSAGE = (
    "Renuncio: la baza la abrió {led} y tienes {suit} ({allowed}): debes asistir, es decir, servir "
    "al palo de salida. Has intentado jugar {tried}."
)
ARRASTRE_MESSAGE = (
    "Renuncio: la baza la abrió {led}, que es triunfo (arrastre), y tienes triunfo ({allowed}): debes servir "
    "triunfo. Solo las tres del estuche —espadilla, malilla y basto—, cuando no tienes otro triunfo, pueden "
    "quedarse sin servir. Has intentado jugar {tried}."
)
COMPELLED_MESSAGE = (
    "Renuncio: la baza la abrió {led}, un matador mayor que el tuyo, y no tienes otro triunfo: la mayor, saliendo "
    "jugando, obliga a la menor a servir aunque esté sola. Debes jugar {allowed}; has intentado jugar {tried}."
)

BOOK_1807 = "mediator-hombre-1807"
MEDIATOR_FOLLOW = cite(BOOK_1807, "De la mano", 579)
MEDIATOR_ARRASTRE = cite(BOOK_1807, "Explicacion de algunos terminos: Arrastrar, Servir, Renuncio", 132, 136)
MEDIATOR_MATADORES = cite(BOOK_1807, "Reglas para la entrada: privilegio de las del estuche", 708, 711)


class Mediator(OmbreRules):
    slug = "mediator"
    name = "Mediator"
    players = (4,)
    hand_size = {4: 10}
    source_slug = BOOK_1807
    summary = "Cuatro jugadores, diez cartas cada uno: el que entra llama un rey por compañero, o juega Mediator o solo."
    obligations = "Asistir al palo; al arrastre, servir triunfo, salvo los matadores solos (l. 579, 702–711)."
    play_citation = MEDIATOR_FOLLOW
    follow_citation = MEDIATOR_FOLLOW
    arrastre_citation = MEDIATOR_ARRASTRE
    matador_citation = MEDIATOR_MATADORES


class Hombre(OmbreRules):
    slug = "hombre"
    name = "Hombre"
    aliases = ("el hombre", "ombre")
    players = (3,)
    hand_size = {3: 9}
    source_slug = BOOK_1807
    summary = "El juego español de tres: nueve cartas cada uno y trece en el monte, para descartarse y robar."
    obligations = (
        "Las del Mediator: asistir; al arrastre, triunfo, salvo los matadores solos (l. 1067–1075, 702–711)."
    )
    play_citation = MEDIATOR_FOLLOW
    follow_citation = MEDIATOR_FOLLOW
    arrastre_citation = MEDIATOR_ARRASTRE
    matador_citation = MEDIATOR_MATADORES


class Quadrillo(OmbreRules):
    slug = "quadrillo"
    name = "Quadrillo"
    aliases = ("cuatrillo", "cascarela", "cuadrillo")
    players = (4,)
    hand_size = {4: 10}
    source_slug = BOOK_1807
    summary = (
        "El Hombre a la francesa, entre cuatro: entrada llamando rey, o solo; sin juego medio ni favorito."
    )
    obligations = "Las del Mediator (l. 1613–1616, 579, 702–711)."
    play_citation = MEDIATOR_FOLLOW
    follow_citation = MEDIATOR_FOLLOW
    arrastre_citation = MEDIATOR_ARRASTRE
    matador_citation = MEDIATOR_MATADORES


class Quintillo(OmbreRules):
    slug = "quintillo"
    name = "Quintillo"
    aliases = ("cinqueño", "cinqueno")
    players = (5,)
    hand_size = {5: 8}
    source_slug = BOOK_1807
    summary = (
        "Cinco jugadores con ocho cartas: entrada con el rey por compañero, o solo; se ganan cinco bazas."
    )
    obligations = "Las del Quadrillo y el Mediator (l. 1681–1683, 579, 702–711)."
    play_citation = MEDIATOR_FOLLOW
    follow_citation = MEDIATOR_FOLLOW
    arrastre_citation = MEDIATOR_ARRASTRE
    matador_citation = MEDIATOR_MATADORES


class Dosillo(OmbreRules):
    slug = "dosillo"
    name = "Dosillo"
    aliases = ("mediator entre dos",)
    players = (2,)
    hand_size = {2: 8}
    source_slug = BOOK_1807
    summary = (
        "El Mediator entre dos: sin un palo largo, treinta cartas, ocho a cada uno y catorce en el monte."
    )
    obligations = "Las del Mediator y, en el robo, las del Hombre (l. 1590, 1607, 579, 702–711)."
    play_citation = MEDIATOR_FOLLOW
    follow_citation = MEDIATOR_FOLLOW
    arrastre_citation = MEDIATOR_ARRASTRE
    matador_citation = MEDIATOR_MATADORES


# The Seisillo's deck: «Se quitan de la baraja regular del Mediator los seises de oros y copas, y los treses de
# espadas y bastos» (1807, l. 1705).
DECK_36: tuple[Card, ...] = tuple(card for card in DECK_40 if card.code not in ("6O", "6C", "3E", "3B"))


class Seisillo(OmbreRules):
    slug = "seisillo"
    name = "Seisillo"
    players = (6,)
    hand_size = {6: 6}
    deck = DECK_36
    source_slug = BOOK_1807
    summary = "Seis jugadores con seis cartas de una baraja de treinta y seis: entrada o solo; se ganan cuatro bazas."
    obligations = "Las del Mediator y el Quadrillo (l. 1717, 579, 702–711)."
    play_citation = MEDIATOR_FOLLOW
    follow_citation = MEDIATOR_FOLLOW
    arrastre_citation = MEDIATOR_ARRASTRE
    matador_citation = MEDIATOR_MATADORES


# The Tresillo «solitario, fulminante, ó refavor»: «de los diez oros solo se dexa el rey, y de las copas se quita el
# seis; y quedan en treinta cartas» (1807, l. 1512).
REY_DE_OROS = Card.parse("12O")
DECK_TRESILLO_1807: tuple[Card, ...] = tuple(
    card for card in DECK_40 if (card.suit != Suit.OROS or card == REY_DE_OROS) and card.code != "6C"
)
# «Otro Tresillo»: «se le quitan … diez naypes; pero es todo el palo de oros ó copas» (1807, l. 1568).
DECK_TRES_PALOS: tuple[Card, ...] = tuple(card for card in DECK_40 if card.suit != Suit.OROS)


class OfTheMediator(OmbreRules):
    """A game the book of 1807 derives from the Mediator, with its rule of play (l. 579, 702–711)."""

    source_slug = BOOK_1807
    play_citation = MEDIATOR_FOLLOW
    follow_citation = MEDIATOR_FOLLOW
    arrastre_citation = MEDIATOR_ARRASTRE
    matador_citation = MEDIATOR_MATADORES


class Tresillo1807(OfTheMediator):
    """The rey de oros, alone of its suit, «tiene todas las preeminencias de malilla» when oros are trumps
    (l. 1514–1517): the trumps are then the espadilla, the rey and the basto, «solamente tres» (l. 1521)."""

    slug = "tresillo-1807"
    name = "Tresillo de 1807"
    aliases = ("tresillo solitario", "tresillo fulminante", "mediator entre tres")
    players = (3,)
    hand_size = {3: 10}
    deck = DECK_TRESILLO_1807
    summary = (
        "El Mediator entre tres, siempre solo el Hombre: treinta cartas, del palo de oros solo el rey, que en oros es "
        "la malilla; Mediator o solo, y el oro, fulminante, se paga cuádruplo."
    )
    obligations = "Las del Mediator (l. 1510, 579, 702–711); en oros el rey es la malilla (l. 1514–1517)."
    interpretation = (
        "Con las «preeminencias de malilla» el rey de oros es, en oros, la segunda carta y una del estuche (matador): "
        "no está obligado a servir a un triunfo menor, y la espadilla sacada lo obliga (l. 708–711)."
    )

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        if trump == Suit.OROS and card == REY_DE_OROS:
            return TRUMP, 99
        return super().card_power(card, trump)

    @cache  # noqa: B019 — rules objects are immortal singletons
    def matadores(self, trump: Suit | None) -> frozenset[Card]:
        if trump == Suit.OROS:
            return frozenset({ESPADILLA, REY_DE_OROS, BASTO})
        return super().matadores(trump)

    def describe(self, card: Card, trump: Suit | None) -> str:
        if trump == Suit.OROS and card == REY_DE_OROS:
            return "la malilla (el rey de oros)"
        return super().describe(card, trump)


class TresPalos(OfTheMediator):
    slug = "tresillo-1807-tres-palos"
    name = "Otro Tresillo de tres palos"
    players = (3,)
    hand_size = {3: 10}
    deck = DECK_TRES_PALOS
    summary = "El Tresillo de 1807 sin todo el palo de oros: treinta cartas de tres palos, Mediator o solo."
    obligations = "Las del Mediator (l. 1570, 579, 702–711)."


class Tresillo36(OfTheMediator):
    slug = "tresillo-1807-36"
    name = "Otro Tresillo de treinta y seis cartas"
    players = (3,)
    hand_size = {3: 12}
    deck = DECK_36
    summary = "El Mediator entre tres con treinta y seis cartas, doce a cada uno: Mediator o solo; siete bazas ganan."
    obligations = "Las del Mediator (l. 1586, 579, 702–711)."


TRESILLO_FOLLOW = cite("juegos-baraja-espanola", "TRESILLO: obligaciones", 2260)
TRESILLO_ESTUCHES = cite("juegos-baraja-espanola", "TRESILLO: arrastre de estuches", 2264)


class Tresillo(OmbreRules):
    slug = "tresillo"
    name = "Tresillo"
    aliases = ("rocambor", "tresillo moderno")
    players = (3, 4)  # four in the penetro: the dealer plays against the three (l. 2428)
    hand_size = {3: 9, 4: 9}
    source_slug = "juegos-baraja-espanola"
    summary = "El heredero moderno del Hombre: tres jugadores, entrada, vuelta o solo, y el Jugador contra la contra."
    obligations = "Solo hay obligación de asistir; al arrastre, los estuches solo sirven a un estuche mayor (l. 2260, 2264)."
    play_citation = TRESILLO_FOLLOW
    follow_citation = TRESILLO_FOLLOW
    arrastre_citation = TRESILLO_FOLLOW
    matador_citation = TRESILLO_ESTUCHES
    interpretation = (
        "El reglamento no dice si, saliendo la mala y teniendo solo la espada y el basto, hay que jugar el basto: "
        "aceptamos cualquiera de los dos triunfos."
    )


CHIPOLO = Card.parse("6O")
CHIPOLO_CITE = cite("juegos-baraja-espanola", "TRESILLO, variante 5: el chipolo", 2437)


class TresilloChipolo(Tresillo):
    """The Tresillo's chipolo, «sin palo de triunfo» (l. 2437): the estuche is the espada, the seis de oros (the
    *chipolo*) and the basto, the only triunfos; every other card keeps its plain order."""

    matador_citation = CHIPOLO_CITE

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        if card == CHIPOLO:
            return TRUMP, 99
        return super().card_power(card, None)

    @cache  # noqa: B019 — rules objects are immortal singletons
    def matadores(self, trump: Suit | None) -> frozenset[Card]:
        return frozenset({ESPADILLA, CHIPOLO, BASTO})

    def describe(self, card: Card, trump: Suit | None) -> str:
        if card == CHIPOLO:
            return "el chipolo (el seis de oros)"
        return super().describe(card, None)


CHIPOLO_RULES = TresilloChipolo()

BOOK_1834 = "voltarete-1834"


class Voltarete(OmbreRules):
    slug = "voltarete"
    name = "Voltarete"
    players = (3,)
    hand_size = {3: 9}
    source_slug = BOOK_1834
    summary = "La versión portuguesa del Hombre (Lisboa, 1834): licença, só y voltarete, con nueve cartas y trece de casca."
    obligations = "«A Espadilha obriga a Manilha e o Basto, e a Manilha obriga o Basto» (l. 358; Leis X.X, X.VIII, X.XIV)."
    play_citation = cite(BOOK_1834, "Cap. XI, Da marcha do jogo", 336, 342)
    follow_citation = cite(BOOK_1834, "Parte II, Cap. X, Lei X", 1804)
    arrastre_citation = cite(BOOK_1834, "Parte II, Cap. X, Lei VIII", 1794, 1796)
    matador_citation = cite(BOOK_1834, "Cap. XI, Da marcha do jogo: os matadores", 352, 360)


class Zanga(OmbreRules):
    slug = "zanga"
    name = "Zanga"
    players = (4,)
    partnerships = True
    hand_size = {4: 8}
    source_slug = "zanga-canarias"
    summary = "El Hombre de Canarias: dos parejas, ocho cartas cada uno y ocho en la zanga."
    obligations = "Asistir al palo (art. 27); al arrastre se sirve, salvo las piezas del estuche (art. 28)."
    play_citation = cite("zanga-canarias", "Artículo 27", 524)
    follow_citation = cite("zanga-canarias", "Artículo 27", 524)
    arrastre_citation = cite("zanga-canarias", "Artículo 28", 526)
    matador_citation = cite("zanga-canarias", "Artículo 28", 526)


OMBRE_GAMES: tuple[type[OmbreRules], ...] = (
    Hombre,
    Tresillo,
    Mediator,
    Quadrillo,
    Quintillo,
    Seisillo,
    Tresillo1807,
    TresPalos,
    Tresillo36,
    Dosillo,
    Voltarete,
    Zanga,
)
# The trick rules of each game of the family, by slug.
OMBRE_RULES: dict[str, OmbreRules] = {cls.slug: cls() for cls in OMBRE_GAMES}
