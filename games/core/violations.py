"""Why a card or an action is not allowed: a stable code, a Spanish explanation and the source."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from games.core.citations import Citation


class ViolationCode(StrEnum):
    """Every stable code of a :class:`Violation`, with its Spanish :attr:`label` and whether it is a renuncio.

    The six obligations of trick play come first, in teaching order: breaking one is a *renuncio*. The others are
    procedural faults (out of turn, a card not held) and the steps of whole hands.
    """

    # The obligations of trick play (a renuncio), with what each asks of the player.
    ASISTIR = "asistir"
    ARRASTRE = "arrastre"
    MONTAR = "montar"
    FALLAR = "fallar"
    PISAR = "pisar"
    SUBFALLAR = "subfallar"
    # Procedural faults of the trick.
    TURNO = "turno"
    CARTA = "carta"
    # Whole hands: every family.
    FASE = "fase"
    ACCION = "accion"
    DESCARTE = "descarte"
    # The Ombre family.
    SUBASTA = "subasta"
    TRIUNFO = "triunfo"
    ROBO = "robo"
    RENDICION = "rendicion"
    DEFENSA = "defensa"
    BOLA = "bola"
    LLAMADA = "llamada"
    REY = "rey"
    # The games of bazas.
    CANTE = "cante"
    PINTA = "pinta"
    CAPOTE = "capote"
    FUERA = "fuera"
    ACUSE = "acuse"
    # The Truco.
    ENVIDO = "envido"
    FLOR = "flor"
    TRUCO = "truco"
    RESPUESTA = "respuesta"
    CANTO = "canto"
    BARAJA = "baraja"
    # The banking games (Siete y medio).
    APUESTA = "apuesta"
    PLANTE = "plante"
    PASADO = "pasado"
    # The games of combinaciones (the Chinchón).
    JUGADA = "jugada"
    CORTE = "corte"
    # The Escoba.
    QUINCE = "quince"
    SOPLO = "soplo"
    # The Mus.
    DECLARACION = "declaracion"
    LANCE = "lance"
    SENA = "sena"
    # The games of building rows and shedding (Cinquillo, Seises, Burro).
    HILERA = "hilera"
    PASO = "paso"

    def __repr__(self) -> str:
        return repr(self.value)  # a code reads as the string it is stored as

    @property
    def label(self) -> str:
        """Its name in Spanish, for learners and teachers: «Asistir», «Rendición», «Fuera de turno»."""
        return WORDING[self][0]

    @property
    def description(self) -> str:
        """What an obligation asks of the player (empty for the other faults)."""
        return WORDING[self][1]

    @property
    def is_renuncio(self) -> bool:
        """True for the obligations of the trick (a *renuncio*), false for a procedural fault."""
        return self in OBLIGATION_CODES


# code → (label, what an obligation asks)
WORDING: dict[ViolationCode, tuple[str, str]] = {
    ViolationCode.ASISTIR: ("Asistir", "servir al palo de la primera carta de la baza"),
    ViolationCode.ARRASTRE: (
        "Arrastre",
        "servir triunfo cuando se sale de triunfo (salvo el privilegio de los matadores)",
    ),
    ViolationCode.MONTAR: ("Montar", "echar una carta más alta que la que gana la baza"),
    ViolationCode.FALLAR: ("Fallar", "echar triunfo cuando no tienes del palo"),
    ViolationCode.PISAR: ("Pisar", "echar un triunfo más alto que el triunfo ya jugado"),
    ViolationCode.SUBFALLAR: ("Subfallar", "echar triunfo, aunque sea más bajo, cuando no puedes pisar"),
    ViolationCode.TURNO: ("Fuera de turno", ""),
    ViolationCode.CARTA: ("Carta que no tienes", ""),
    ViolationCode.FASE: ("Fuera de su momento", ""),
    ViolationCode.ACCION: ("Acción no válida", ""),
    ViolationCode.DESCARTE: ("Descarte", ""),
    ViolationCode.SUBASTA: ("Subasta", ""),
    ViolationCode.TRIUNFO: ("Nombrar triunfo", ""),
    ViolationCode.ROBO: ("Robo", ""),
    ViolationCode.RENDICION: ("Rendición", ""),
    ViolationCode.DEFENSA: ("Defensa", ""),
    ViolationCode.BOLA: ("Bola", ""),
    ViolationCode.LLAMADA: ("Llamada del rey", ""),
    ViolationCode.REY: ("Rey forzado", ""),
    ViolationCode.CANTE: ("Cante", ""),
    ViolationCode.PINTA: ("Cambio de la pinta", ""),
    ViolationCode.CAPOTE: ("Capote", ""),
    ViolationCode.FUERA: ("Anuncio de «fuera»", ""),
    ViolationCode.ACUSE: ("Acuse de las ganancias", ""),
    ViolationCode.ENVIDO: ("Envido", ""),
    ViolationCode.FLOR: ("Flor", ""),
    ViolationCode.TRUCO: ("Truco", ""),
    ViolationCode.RESPUESTA: ("Respuesta", ""),
    ViolationCode.CANTO: ("Canto de los tantos", ""),
    ViolationCode.BARAJA: ("Irse a baraja", ""),
    ViolationCode.APUESTA: ("Apuesta", ""),
    ViolationCode.PLANTE: ("Ya plantado", ""),
    ViolationCode.PASADO: ("Pasado de siete y medio", ""),
    ViolationCode.JUGADA: ("Jugada que no lo es", ""),
    ViolationCode.CORTE: ("Corte no permitido", ""),
    ViolationCode.QUINCE: ("Suma de quince", ""),
    ViolationCode.SOPLO: ("Soplar", ""),
    ViolationCode.DECLARACION: ("Declarar pares o juego", ""),
    ViolationCode.LANCE: ("Lance sin apuesta", ""),
    ViolationCode.SENA: ("Seña", ""),
    ViolationCode.HILERA: ("Carta que no entra en las hileras", ""),
    ViolationCode.PASO: ("Pasar pudiendo jugar", ""),
}

ASISTIR, ARRASTRE, MONTAR = ViolationCode.ASISTIR, ViolationCode.ARRASTRE, ViolationCode.MONTAR
FALLAR, PISAR, SUBFALLAR = ViolationCode.FALLAR, ViolationCode.PISAR, ViolationCode.SUBFALLAR
OBLIGATION_CODES = frozenset({ASISTIR, MONTAR, FALLAR, PISAR, SUBFALLAR, ARRASTRE})
TURNO, CARTA = ViolationCode.TURNO, ViolationCode.CARTA
CODES: dict[str, ViolationCode] = {code.value: code for code in ViolationCode}  # by the code as stored


@dataclass(frozen=True, slots=True)
class Violation:
    """An illegal play or action.

    ``code`` is stable (tests and the site rely on it); ``explanation`` is Spanish, addressed as *tú*, and names the
    cards; ``source`` is the passage that states the rule; ``allowed`` lists what would have been legal.
    """

    code: ViolationCode
    explanation: str
    citation: Citation | None = None
    tried: str = ""
    allowed: tuple[str, ...] = field(default=())

    @property
    def is_renuncio(self) -> bool:
        """True when the play breaks an obligation of the trick (a *renuncio*), not a procedural rule."""
        return self.code.is_renuncio

    @property
    def source(self) -> str:
        """The cited passage as text (document, section, lines)."""
        return str(self.citation) if self.citation else "Reglas generales del juego"
