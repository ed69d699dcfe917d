"""Whole hands of the Seisillo (*Reglas y leyes … del Mediator*, Madrid, 1807, «Juego del Seisillo», l. 1701–1717).

Six players and thirty-six cards: «Se quitan de la baraja regular del Mediator los seises de oros y copas, y los
treses de espadas y bastos, y las treinta y seis cartas restantes se reparten entre los seis jugadores, dando seis
naypes á cada uno» (l. 1705). «Es preciso para ganar hacer quatro bazas; tres es puesta, y dos codillo» (l. 1707).
It is played «á rey forzado, y á chillar la espadilla», and its payments are the Cinqueño's with one player more:
«Dos tantos cada uno de mano, uno de paso, otro de dulce, uno por los estuches (como en el Cinqueño) seis por el
solo, doce por la bola entre compañeros, y diez y ocho por la bola al que vaya solo: los estuches y primeras se pagan
doble al que va solo» (l. 1711–1715); in all else it «sigue las reglas del Mediator ó Quadrillo» (l. 1717).

>>> import games
>>> hand = games.new_hand("seisillo", seed=2)
>>> [len(hand.view(seat).hand) for seat in range(6)], hand.legal_actions()
([6, 6, 6, 6, 6, 6], ['paso', 'entrada', 'solo'])
"""

from __future__ import annotations

from typing import ClassVar

from games.core.cards import Card
from games.core.citations import Citation, cite
from games.ombre.mediator import BOOK, ENTRADA, SOLO, ZANGANO_TEXT
from games.ombre.quintillo import QuintilloHand
from games.ombre.rules import DECK_36

DECK = cite(BOOK, "Juego del Seisillo: treinta y seis cartas, seis naypes á cada uno", 1705)
WIN = cite(BOOK, "Seisillo: para ganar hacer quatro bazas; tres es puesta, y dos codillo", 1707)
FORZADO = cite(BOOK, "Seisillo: se juega tambien á rey forzado, y á chillar la espadilla", 1711)
PAYMENTS = cite(BOOK, "Seisillo: dos tantos cada uno de mano, uno de paso, otro de dulce", 1715)
SOLO_PAY = cite(BOOK, "Seisillo: seis por el solo", 1715)
BOLA_PARTNER = cite(BOOK, "Seisillo: doce por la bola entre compañeros", 1715)
BOLA_ALONE = cite(BOOK, "Seisillo: diez y ocho por la bola al que vaya solo", 1715)
ESTUCHES = cite(BOOK, "Seisillo: uno por los estuches (como en el Cinqueño)", 1715)
OTHERWISE = cite(BOOK, "Seisillo: en todo lo demas sigue las reglas del Mediator ó Quadrillo", 1717)

INTERPRETATION = """\
Decisiones nuestras donde el libro calla o deja opciones (se indican las líneas en que nos apoyamos):
1. El libro da las seis cartas a cada uno sin decir en cuántas veces: se dan de tres en tres (l. 1705).
2. Lo que el Seisillo toma del Cinqueño, el Quadrillo y el Mediator (l. 1711–1717) se juega como en el Quintillo de \
este motor: asientos (el asiento 1 es la mano y el 6 da), subasta de entrada y solo, chillar la espadilla, llamar \
el rey, la bola, el compañero que siempre ayuda a pagar y el tanto impar del Hombre (véanse allí las decisiones). \
El rey forzado es la variante «rey-forzado».
3. Pagos (l. 1715): dos tantos de cada uno en medio, uno más por cada paso; la entrada cobra el dulce, un tanto de \
cada contrario, y los estuches (los tres primeros por uno) y las primeras, que son las cuatro primeras bazas; el \
solo, seis tantos de cada uno y estuches y primeras dobles; la bola, doce con compañero y dieciocho solo, y, como \
en el Cinqueño, no se paga si no se hace.
4. En esta baraja hay diez triunfos en espadas y bastos y once en oros y copas, como en el Tresillo de treinta y \
seis cartas del mismo libro (l. 1584)."""


class SeisilloHand(QuintilloHand):
    """The Seisillo of 1807: six players, six cards of thirty-six, entrada with a called king or solo."""

    slug = "seisillo"
    name = "Seisillo"
    players: ClassVar[tuple[int, ...]] = (6,)
    packets: ClassVar[tuple[int, ...]] = (3, 3)
    win_tricks = 4
    game_tantos: ClassVar[dict[str, tuple[int, Citation]]] = {ENTRADA: (1, PAYMENTS), SOLO: (6, SOLO_PAY)}
    bola_tantos: ClassVar[dict[str, tuple[int, Citation]]] = {
        ENTRADA: (12, BOLA_PARTNER),
        SOLO: (18, BOLA_ALONE),
    }
    summary = (
        "Seis jugadores con seis cartas de una baraja de treinta y seis: entrada llamando un rey, o solo; cuatro "
        "bazas ganan, tres son puesta y dos codillo."
    )
    interpretation = INTERPRETATION + ZANGANO_TEXT
    cite_win: ClassVar[Citation] = WIN
    cite_polla: ClassVar[Citation] = PAYMENTS
    cite_chillar: ClassVar[Citation] = FORZADO
    cite_games: ClassVar[Citation] = OTHERWISE
    cite_estuches: ClassVar[Citation] = ESTUCHES

    def deck_cards(self, variant: str | None) -> tuple[Card, ...]:
        return DECK_36
