"""Whole hands of the Quadrillo (*Reglas y leyes … del Mediator*, Madrid, 1807, «Del Juego del Quadrillo», l. 1609–1677).

The Quadrillo «se diferencia del Mediator en que no tiene este juego medio ni el palo de favorito; en todo lo demas
sigue sus reglas y leyes, menos en que se haga número determinado de bazas para no pagar el compañero, porque en
este juego, haga ó no, paga siempre á medias con el entrado» (l. 1613–1616). So the games are the entrada with a
called king and the solo (with or without bola from the start); all pass and the espadilla *chilla*; six tricks of
ten win; the payments are the Mediator's, and the partner of a lost entrada always pays half.

The variant ``rey-forzado`` is the «Quadrillo Español, llamado á rey forzado» (l. 1630–1677): in an entrada no king
is named, and the first king played makes its player the partner (l. 1632, 1669); until it appears no one may lead a
king (regla 4.ª, l. 1643) nor play the king of the suit led while holding another card of that suit (regla 2.ª,
l. 1636–1639).

The variant ``solitario`` is the «Quadrillo solitario» (l. 1618–1628): the entrant gets the king he asks from its
holder, for a card, as in a Mediator, and plays alone; he is paid as an entrada and pays nothing for the card; a hand
that all pass is passed on, the mano putting in again (l. 1624–1625).

>>> import games
>>> hand = games.new_hand("quadrillo", seed=4)
>>> hand.legal_actions()
['paso', 'entrada', 'solo', 'solo-bola']
>>> hand.check("mediator").code
'subasta'
"""

from __future__ import annotations

from typing import ClassVar

from games.core.citations import Citation, cite
from games.ombre.mediator import BOOK, ZANGANO_TEXT, ZANGANO_VARIANT, CalledKingHand

QUADRILLO = cite(
    BOOK, "Del Juego del Quadrillo: no tiene este juego medio ni el palo de favorito", 1613, 1616
)
HALVES = cite(BOOK, "Del Juego del Quadrillo: paga siempre á medias con el entrado", 1616)
REY_FORZADO = cite(BOOK, "Quadrillo á rey forzado: el primero que salga es el compañero", 1632)
RULE_2 = cite(BOOK, "Rey forzado, 2.ª: el rey del palo que se juega no se debe poner", 1636, 1639)
RULE_4 = cite(BOOK, "Rey forzado, 4.ª: nadie puede salir jugando su rey", 1643)
SOLITARIO = cite(BOOK, "Quadrillo solitario: al que entra se le ha de volver el rey", 1620)
SOLITARIO_PASSED = cite(BOOK, "Quadrillo solitario: si no hay quien haga juego, pasa la mano", 1624, 1625)

INTERPRETATION = """\
Decisiones nuestras donde el libro calla o deja opciones (se indican las líneas en que nos apoyamos):
1. Todo lo que el Quadrillo toma del Mediator (l. 1613–1616) se juega como en el Mediator de este motor: asientos, \
subasta, chillar, llamar el rey, bola, pagos y dar el juego perdido (véanse allí las decisiones).
2. Juegos: entrada, solo y solo con bola desde el principio (la bola desde el principio «solo puede suceder en \
Mediator y Solo», l. 103). No hay favorito, así que no hay juegos en favor.
3. El compañero de una entrada perdida paga siempre la mitad de todo, también de lo de en medio, haga las bazas que \
haga (l. 1616); el tanto impar lo paga el Hombre.
4. Rey forzado (variante «rey-forzado»): en la entrada no se llama rey; el primer rey que se juega, de cualquier \
palo (también el de triunfo), hace compañero a quien lo juega, y puede ser el mismo Hombre (l. 1632–1634). Hasta \
entonces nadie sale con un rey si tiene otra carta (las «ultimas manos» de la regla 4.ª se leen así: cuando solo le \
quedan reyes), ni pone el rey del palo que se juega teniendo otra de ese palo (regla 2.ª); echar un rey de otro palo \
estando fallo no se prohíbe. Mientras no se sabe quién es el compañero la mano no se da por acabada.
5. Quadrillo solitario (variante «solitario», l. 1618–1628): el que entra nombra triunfo y pide un rey que no tiene, como en el Mediator; quien lo tiene se lo da descubierto y recibe una carta tapada (l. 1620), y el que entra juega solo contra los otros tres: no hay compañero ni paga a medias (l. 1626). Quien no tiene rey que pedir no puede entrar. Se paga como entrada (l. 1620): la entrada, las calidades y lo de en medio, como una entrada ganada o perdida sin compañero. «No dá tanto quando vuelve la carta» lo leemos como el tanto de la tabla del Mediator por la carta que se vuelve (l. 1037): en el solitario no se paga. Si todos pasan no se chilla: se pasa la mano, la mano pone otra vez su polla y lo de en medio crece, hasta que uno entre o vaya solo (l. 1624–1625). Solo y solo con bola, como en el Quadrillo (l. 1628)."""


class QuadrilloHand(CalledKingHand):
    """The Quadrillo of 1807: the Mediator without the juego medio nor the favorito; the partner always pays half."""

    slug = "quadrillo"
    name = "Quadrillo"
    contracts: ClassVar[tuple[str, ...]] = ("entrada", "solo", "solo-bola")
    variants: ClassVar[tuple[str, ...]] = ("rey-forzado", "solitario", ZANGANO_VARIANT)
    sitting_variants: ClassVar[tuple[str, ...]] = (
        ZANGANO_VARIANT,
    )  # one more, who deals and sits out (l. 1725)
    has_favorito = False
    partner_halves = True
    rey_forzado_variant: ClassVar[str | None] = "rey-forzado"
    solitario_variant: ClassVar[str | None] = "solitario"
    summary = (
        "El Hombre a la francesa entre cuatro: entrada llamando un rey, o solo; sin juego medio ni favorito, y el "
        "compañero paga siempre a medias. Variantes: a rey forzado, y solitario."
    )
    interpretation = INTERPRETATION + ZANGANO_TEXT
    cite_games: ClassVar[Citation] = QUADRILLO
    cite_partner_pays: ClassVar[Citation] = HALVES
    cite_rey_forzado: ClassVar[Citation | None] = RULE_2
    cite_lead_king: ClassVar[Citation | None] = RULE_4
    cite_solitario: ClassVar[Citation] = SOLITARIO
    cite_passed: ClassVar[Citation] = SOLITARIO_PASSED
    passed_text: ClassVar[str] = (
        "Nadie entró ni fue solo: se pasa la mano; lo de en medio queda, la mano vuelve a poner y se vuelve a dar."
    )
