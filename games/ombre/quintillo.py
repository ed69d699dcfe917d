"""Whole hands of the Quintillo or Cinqueño (*Reglas y leyes … del Mediator*, Madrid, 1807, l. 1679–1699).

Five players, «ocho á cada uno en dos veces, y no de otra manera alguna: para ganar se necesitan hacer cinco bazas,
quatro es puesta, y tres ó menos codillo» (l. 1681). It «sigue en todo las reglas del Quadrillo, esto es, no hay mas
juego que entrada y solo; no hay favorito; la espada chilla quando no ha habido nadie que haya hecho juego»; the
partner always helps to pay, the bola costs nothing if it fails, and the forced entry of the espadilla is as a
voluntary one (l. 1683–1685). Each puts two tantos in the middle every hand and one more for passing; the entrada
is paid with the *dulce*, a tanto from each opponent, the estuches (the first three as one) and primeras; the solo
with five tantos and the calidades doubled; the bola with ten, or fifteen alone; the odd tanto is the entrant's
(l. 1685–1697).

>>> import games
>>> hand = games.new_hand("quintillo", seed=2)
>>> [len(hand.view(seat).hand) for seat in range(5)], hand.legal_actions()
([8, 8, 8, 8, 8], ['paso', 'entrada', 'solo'])
"""

from __future__ import annotations

from typing import ClassVar

from games.core.citations import Citation, cite
from games.ombre.mediator import BOOK, ENTRADA, SOLO, ZANGANO_TEXT, ZANGANO_VARIANT, CalledKingHand

DEAL = cite(BOOK, "Juego del Quintillo: ocho á cada uno en dos veces; cinco bazas, quatro puesta", 1681)
GAMES = cite(BOOK, "Quintillo: no hay mas juego que entrada y solo; no hay favorito", 1683)
CHILLA = cite(BOOK, "Quintillo: la espada chilla … es lo mismo que si entrára voluntariamente", 1683, 1685)
ANTES = cite(BOOK, "Quintillo: cada uno pone dos tantos en medio, y aquel que pasa, otro tanto", 1685)
DULCE = cite(BOOK, "Quintillo: por la entrada se paga el dulce", 1687)
ESTUCHES = cite(BOOK, "Quintillo: por cada estuche otro tanto, contando los tres primeros por uno", 1687)
SOLO_PAY = cite(BOOK, "Quintillo: por solo cada uno de los jugadores da cinco tantos", 1689)
BOLA_PARTNER = cite(BOOK, "Quintillo: por bola entre compañeros diez tantos", 1691, 1693)
BOLA_ALONE = cite(BOOK, "Quintillo: por bola el que va solo, quince tantos", 1695)
ODD = cite(BOOK, "Quintillo: el tanto impar es el entrado á tomarlo ó satisfacerlo", 1697)
HELPS = cite(BOOK, "Quintillo: el compañero siempre ayuda á pagar", 1683)

INTERPRETATION = """\
Decisiones nuestras donde el libro calla o deja opciones (se indican las líneas en que nos apoyamos):
1. Lo que el Quintillo toma del Quadrillo y del Mediator (l. 1683, 1699) se juega como en el Mediator de este motor: \
asientos (el asiento 1 es la mano y el 5 da), subasta, chillar, llamar el rey, bola tras las bazas de ganar, dar el \
juego perdido y lo de en medio (véanse allí las decisiones). Se dan cuatro y cuatro.
2. Juegos: entrada llamando un rey, y solo (l. 1683). El rey forzado, que «se suele jugar», es la variante \
«rey-forzado», con las reglas del Quadrillo a rey forzado (l. 1632–1671).
3. Pagos (l. 1685–1697): cada contrario paga al lado del Hombre una vez, y el Hombre y su compañero lo parten por \
mitad; el tanto impar de cada reparto es del Hombre (o lo paga él). En el solo se pagan cinco tantos de cada uno y \
las calidades (estuches y primeras) dobles; el dulce es solo de la entrada. Perdiendo se paga lo mismo, y el \
compañero siempre ayuda a pagar la mitad, también lo de en medio. Las primeras son las cinco primeras bazas.
4. La bola: «si la hace se le paga, y si no nada» (l. 1685), diez tantos de cada contrario con compañero y quince \
en el solo (o llamándose a sí mismo, diez); la desbola se paga como la bola.
5. Lo de en medio es todo lo que hay (no hay pozo): lo saca el que gana; en la puesta el Hombre pone otro tanto; en \
el codillo se reparte entre los contrarios y lo que no se pueda repartir queda en medio."""


class QuintilloHand(CalledKingHand):
    """The Quintillo or Cinqueño of 1807: five players, eight cards, entrada with a called king or solo."""

    slug = "quintillo"
    name = "Quintillo"
    players: ClassVar[tuple[int, ...]] = (5,)
    packets: ClassVar[tuple[int, ...]] = (4, 4)
    contracts: ClassVar[tuple[str, ...]] = (ENTRADA, SOLO)
    variants: ClassVar[tuple[str, ...]] = ("rey-forzado", ZANGANO_VARIANT)
    sitting_variants: ClassVar[tuple[str, ...]] = (
        ZANGANO_VARIANT,
    )  # one more, who deals and sits out (l. 1725)
    win_tricks = 5
    has_favorito = False
    chillado_forced = False
    bola_risk = False
    partner_halves = True
    each_winner = False
    game_tantos: ClassVar[dict[str, tuple[int, Citation]]] = {ENTRADA: (1, DULCE), SOLO: (5, SOLO_PAY)}
    bola_tantos: ClassVar[dict[str, tuple[int, Citation]]] = {
        ENTRADA: (10, BOLA_PARTNER),
        SOLO: (15, BOLA_ALONE),
    }
    first_three_as_one = True
    solo_doubles_calidades = True
    polla_tantos = 0
    ante_each = 2
    pass_tantos = 1
    pozo: ClassVar[int | None] = None
    rey_forzado_variant: ClassVar[str | None] = "rey-forzado"
    summary = (
        "Cinco jugadores con ocho cartas: entrada llamando un rey, o solo; cinco bazas ganan, cuatro son puesta; "
        "sin favorito, y la bola no se paga si no se hace."
    )
    interpretation = INTERPRETATION + ZANGANO_TEXT
    cite_win: ClassVar[Citation] = DEAL
    cite_polla: ClassVar[Citation] = ANTES
    cite_chillar: ClassVar[Citation] = CHILLA
    cite_games: ClassVar[Citation] = GAMES
    cite_partner_pays: ClassVar[Citation] = HELPS
    cite_halves: ClassVar[Citation] = ODD
    cite_estuches: ClassVar[Citation] = ESTUCHES
    cite_rey_forzado: ClassVar[Citation | None] = cite(
        BOOK, "Rey forzado, 2.ª: el rey del palo que se juega no se debe poner", 1636, 1639
    )
    cite_lead_king: ClassVar[Citation | None] = cite(
        BOOK, "Rey forzado, 4.ª: nadie puede salir jugando su rey", 1643
    )
