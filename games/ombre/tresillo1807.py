"""Whole hands of the three Tresillos of 1807, «Mediator entre tres» (*Reglas y leyes … del Mediator*, l. 1504–1586).

The Tresillo «solitario, fulminante, ó refavor» (l. 1504–1564) «se juega … siempre solo el Hombre» and «sigue en
todo las leyes del Mediator» with its differences: thirty cards, «de los diez oros solo se dexa el rey, y de las
copas se quita el seis», ten each «en tres veces» (l. 1512); with oros trumps the rey de oros has «todas las
preeminencias de *malilla*» and the trumps are three (l. 1514–1521); the rey de oros may be asked for the Mediator
(l. 1523); «El menor juego es Mediator … y el otro juego es *solo*, ó *solo con bola*», and a hand where no one makes
a game is passed, the mano putting in again (l. 1525–1529); besides the favorito, drawn from the three whole suits,
the oros are the *fulminante* or *refavor*, «y se paga quadruplo ó el doble que de favorito» (l. 1531).

«Otro Tresillo» (l. 1566–1570) takes out a whole long suit and plays Mediator and solo with the three others, a
favorito «si se quiere»; another (l. 1572–1586) takes out the seises de oros y copas and the treses de espadas y
bastos, deals twelve each, and «Para ganar es menester hacer siete bazas; seis es perdida puesta, y cinco ó menos
codillo» (l. 1580).

>>> import games
>>> hand = games.new_hand("tresillo-1807", seed=1, variant="favorito-copas")
>>> [len(hand.view(seat).hand) for seat in range(3)], hand.legal_actions()[:4]
([10, 10, 10], ['paso', 'mediator', 'mediator-favor', 'mediator-refavor'])
>>> hand.check("entrada").code
'subasta'
"""

from __future__ import annotations

import random
from typing import ClassVar

from games.core.cards import Card, Suit
from games.core.citations import Citation, cite
from games.core.hand import SUBASTA_CODE, TRIUNFO_CODE, HandOptions
from games.core.violations import Violation
from games.ombre.mediator import (
    BOOK,
    CHILLO,
    FAVORITO_VARIANTS,
    Bid,
    CalledKingHand,
    MediatorState,
)
from games.ombre.rules import DECK_36, DECK_TRES_PALOS, DECK_TRESILLO_1807

DEAL = cite(BOOK, "Tresillo, 1.ª: de los oros solo el rey, y el seis de copas fuera; diez á cada uno", 1512)
GAMES = cite(BOOK, "Tresillo, 2.º: el menor juego es Mediator; el otro, solo ó solo con bola", 1525, 1527)
PASSED = cite(BOOK, "Tresillo, 2.º: la mano que no hay Mediator ó solo, se pasa", 1527, 1529)
FULMINANTE = cite(BOOK, "Tresillo, 3.º: el palo de oros, fulminante, se paga quadruplo", 1531)
OTRO_DECK = cite(BOOK, "Otro Tresillo: se quita todo el palo de oros ó copas", 1568, 1570)
OTRO_GAMES = cite(BOOK, "Otro Tresillo: de favor si se quiere; no mas juego que Mediator y Solo", 1568, 1570)
DECK_36_CITE = cite(
    BOOK, "Otro Tresillo: sin los seises de los palos rojos ni los treses de los negros", 1574
)
GAMES_36 = cite(BOOK, "Otro Tresillo: un palo de favor si se quiere; Mediator y solo", 1578)
WIN_36 = cite(BOOK, "Otro Tresillo: siete bazas; seis perdida puesta, cinco ó menos codillo", 1580)
NO_FAVORITO = "sin-favorito"

CONTRACTS = ("mediator", "mediator-favor", "solo", "solo-favor", "solo-bola", "solo-bola-favor")

INTERPRETATION = """\
Decisiones nuestras donde el libro calla o deja opciones (se indican las líneas en que nos apoyamos):
1. Lo que el Tresillo toma del Mediator (l. 1510) se juega como en el Mediator de este motor: asientos (el asiento 1 \
es la mano y el 3 da), subasta, bola a la séptima carta, dar el juego perdido, la polla de la mano y el pozo, y los \
pagos de la tabla de l. 1019–1049 (véanse allí las decisiones). Se dan tres, tres y cuatro.
2. Juegos: Mediator y solo, con bola desde el principio solo en el solo (l. 1525–1527); no hay entrada ni chillar: \
si todos pasan, la mano pone su polla en medio, queda allí y se vuelve a dar (l. 1527–1529).
3. En el Mediator el Hombre pide un rey que no tiene, el que lo tiene se lo da descubierto y recibe una carta tapada \
con su tanto, y el Hombre juega solo contra los otros dos (l. 883–885): seis bazas de diez ganan, cinco son puesta y \
cuatro o menos codillo, como en el Mediator (l. 170–178). Con los cuatro reyes se pide un caballo, nunca el de oros, \
que no está en la baraja.
4. El fulminante (l. 1531): los oros son un juego «en refavor», preferido al mismo juego en el favorito, como el \
favorito lo es al mismo juego en otro palo (l. 65); quien hace un juego en refavor nombra oros, y quien no lo dijo \
no puede nombrarlos. En oros todo se paga cuádruplo (el doble que en favorito), menos lo de en medio.
5. El favorito se sortea entre copas, espadas y bastos, los tres palos enteros (l. 1531)."""

OTRO_INTERPRETATION = """\
Decisiones nuestras donde el libro calla o deja opciones (se indican las líneas en que nos apoyamos):
1. Se quitan los oros: quitar las copas es el mismo juego con otro nombre, pues los dos palos se ordenan igual. \
Quedan treinta cartas y se dan diez a cada uno, tres, tres y cuatro (l. 1568).
2. Lo demás, como en el Tresillo anterior (l. 1570): Mediator y solo (y solo con bola), sin entrada; si todos \
pasan, se pasa la mano; seis bazas ganan. No hay fulminante, que era el palo de oros.
3. El favorito se sortea entre los tres palos; la variante «sin-favorito» juega sin él («si se quiere»)."""

INTERPRETATION_36 = """\
Decisiones nuestras donde el libro calla o deja opciones (se indican las líneas en que nos apoyamos):
1. Se dan doce a cada uno en tres veces a cuatro; el que da puede también darlas cuatro veces a tres (l. 1576), \
que no cambia el juego.
2. Juegos: Mediator y solo (y solo con bola), sin entrada; si todos pasan, se pasa la mano como en el Tresillo \
(l. 1527–1529), pues sin entrada no hay a qué chillar. Lo demás, como en el Mediator (l. 1586): el favorito se \
sortea entre los cuatro palos, y la variante «sin-favorito» juega sin él («si se quiere», l. 1578).
3. Siete bazas de doce ganan, seis son puesta y cinco o menos codillo (l. 1580); las primeras son las siete \
primeras bazas, y la bola, las doce."""


class Tresillo1807Hand(CalledKingHand):
    """The Tresillo «solitario, fulminante, ó refavor» of 1807: three players, the Hombre always alone."""

    slug = "tresillo-1807"
    name = "Tresillo de 1807"
    players: ClassVar[tuple[int, ...]] = (3,)
    contracts: ClassVar[tuple[str, ...]] = (
        "mediator",
        "mediator-favor",
        "mediator-refavor",
        "solo",
        "solo-favor",
        "solo-refavor",
        "solo-bola",
        "solo-bola-favor",
        "solo-bola-refavor",
    )
    variants: ClassVar[tuple[str, ...]] = ("favorito-copas", "favorito-espadas", "favorito-bastos")
    fulminante: ClassVar[Suit | None] = Suit.OROS
    favorito_suits: ClassVar[tuple[Suit, ...]] = (Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
    summary = (
        "El Mediator entre tres, siempre solo el Hombre: treinta cartas, de los oros solo el rey, que en oros es la "
        "malilla; Mediator o solo; favorito, y los oros, fulminante, se pagan cuádruplo."
    )
    interpretation = INTERPRETATION
    cite_games: ClassVar[Citation] = GAMES
    cite_deck: ClassVar[Citation] = DEAL
    cite_passed: ClassVar[Citation] = PASSED
    passed_text: ClassVar[str] = (
        "Nadie hizo Mediator ni solo: se pasa la mano; la polla queda en medio y se vuelve a dar."
    )

    def deck_cards(self, variant: str | None) -> tuple[Card, ...]:
        return DECK_TRESILLO_1807

    def favorito_of(self, options: HandOptions) -> Suit | None:
        if options.variant == NO_FAVORITO:
            return None
        if options.variant in FAVORITO_VARIANTS:
            return FAVORITO_VARIANTS[options.variant]
        deck = [card for card in self.deck_cards(options.variant) if card.suit in self.favorito_suits]
        return random.Random(f"favorito {options.seed}").choice(deck).suit

    # -- the auction ---------------------------------------------------------------------------------------------------
    def hand_passes(self, state: MediatorState) -> bool:
        return True  # no entrada, no chillar (l. 1527–1529)

    def suits_in_play(self, state: MediatorState) -> list[Suit]:
        cards = {card for hand in state.hands for card in hand}
        return [suit for suit in Suit if any(card.suit == suit for card in cards)]

    def admissible_trumps(self, state: MediatorState, bid: Bid) -> list[Suit]:
        """Oros in refavor, the favorito in favor, any other suit of the deck otherwise."""
        if bid.refavor:
            return [self.fulminante] if self.fulminante is not None else []
        if bid.favor:
            return [state.favorito] if state.favorito is not None else []
        return [suit for suit in self.suits_in_play(state) if suit not in (state.favorito, self.fulminante)]

    def callable_cards(self, hand: tuple[Card, ...], trump: Suit, game: str) -> list[Card]:
        """The Mediator's, if the card is in this deck: with the four kings, no caballo de oros (l. 1512)."""
        return [card for card in super().callable_cards(hand, trump, game) if card in self.play_rules.deck]

    def bid_allowed(self, state: MediatorState, seat: int, word: str, possible: bool | None = None) -> bool:
        bid = Bid.parse(word)
        if bid.favor and state.favorito is None:
            return False
        return super().bid_allowed(state, seat, word, possible)

    def auction_problem(self, state: MediatorState, verb: str, argument: str, action: str) -> Violation:
        if verb == CHILLO:
            text = (
                f"En el {self.name} no se chilla: si nadie hace Mediator o solo, se pasa la mano y la mano vuelve "
                "a poner, como si se hubiera jugado."
            )
            return self.refuse(state, action, text, PASSED, SUBASTA_CODE)
        if (
            verb == "bid"
            and argument in self.contracts
            and Bid.parse(argument).favor
            and state.favorito is None
        ):
            text = "Se juega sin palo de favorito: haz el juego sin favor."
            return self.refuse(state, action, text, self.cite_games, SUBASTA_CODE)
        return super().auction_problem(state, verb, argument, action)

    def trump_problem(self, state: MediatorState, verb: str, argument: str, action: str) -> Violation:
        if verb == "triunfo" and state.high_bid is not None:
            suit = Suit(argument)
            bid = Bid.parse(state.high_bid)
            if suit not in self.suits_in_play(state):
                text = f"En esta baraja no hay {suit.spanish}: se juega con los otros palos."
                return self.refuse(state, action, text, self.cite_deck, TRIUNFO_CODE)
            if bid.refavor and suit != self.fulminante:
                text = (
                    f"Hiciste {bid.spanish}: el triunfo han de ser los oros, el fulminante. La boca hace juego "
                    "(ley I)."
                )
                return self.refuse(state, action, text, FULMINANTE, TRIUNFO_CODE)
            if suit == self.fulminante and not bid.refavor:
                text = (
                    "Los oros son el fulminante o refavor: para hacerlos triunfo debiste decir el juego en refavor "
                    "en la subasta, donde los demás podían pujártelo. Nombra otro palo."
                )
                return self.refuse(state, action, text, FULMINANTE, TRIUNFO_CODE)
        return super().trump_problem(state, verb, argument, action)

    # -- the result ----------------------------------------------------------------------------------------------------
    def multiplier(self, state: MediatorState) -> int:
        """The fulminante is paid «quadruplo ó el doble que de favorito» (l. 1531)."""
        if self.fulminante is not None and state.trump == self.fulminante:
            return 4
        return super().multiplier(state)

    def explain(self, state: MediatorState, kind: str, bola: str | None, side: tuple[int, ...]) -> str:
        text = super().explain(state, kind, bola, side)
        if self.multiplier(state) == 4:
            text += " Se jugó en oros, el fulminante: todo se paga cuádruplo."
        return text


class TresPalosHand(Tresillo1807Hand):
    """«Otro Tresillo» of 1807: the whole suit of oros out, Mediator and solo with the three others."""

    slug = "tresillo-1807-tres-palos"
    name = "Otro Tresillo de tres palos"
    contracts: ClassVar[tuple[str, ...]] = CONTRACTS
    variants: ClassVar[tuple[str, ...]] = (
        "favorito-copas",
        "favorito-espadas",
        "favorito-bastos",
        NO_FAVORITO,
    )
    fulminante: ClassVar[Suit | None] = None
    summary = (
        "El Tresillo de 1807 sin todo el palo de oros: treinta cartas de tres palos, diez a cada uno; Mediator o "
        "solo, y un favorito si se quiere."
    )
    interpretation = OTRO_INTERPRETATION
    cite_games: ClassVar[Citation] = OTRO_GAMES
    cite_deck: ClassVar[Citation] = OTRO_DECK

    def deck_cards(self, variant: str | None) -> tuple[Card, ...]:
        return DECK_TRES_PALOS


class Tresillo36Hand(Tresillo1807Hand):
    """«Otro Tresillo» of 1807 with thirty-six cards: twelve each, seven tricks win."""

    slug = "tresillo-1807-36"
    name = "Otro Tresillo de treinta y seis cartas"
    packets: ClassVar[tuple[int, ...]] = (4, 4, 4)
    contracts: ClassVar[tuple[str, ...]] = CONTRACTS
    variants: ClassVar[tuple[str, ...]] = (*FAVORITO_VARIANTS, NO_FAVORITO)
    win_tricks = 7
    fulminante: ClassVar[Suit | None] = None
    favorito_suits: ClassVar[tuple[Suit, ...]] = tuple(Suit)
    summary = (
        "El Mediator entre tres con treinta y seis cartas, doce a cada uno: Mediator o solo; siete bazas ganan, seis "
        "son puesta y cinco o menos codillo."
    )
    interpretation = INTERPRETATION_36
    cite_win: ClassVar[Citation] = WIN_36
    cite_games: ClassVar[Citation] = GAMES_36
    cite_deck: ClassVar[Citation] = DECK_36_CITE

    def deck_cards(self, variant: str | None) -> tuple[Card, ...]:
        return DECK_36
