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
    ASISTIR = "asistir", "Asistir", "servir al palo de la primera carta de la baza"
    ARRASTRE = (
        "arrastre",
        "Arrastre",
        "servir triunfo cuando se sale de triunfo (salvo el privilegio de los matadores)",
    )
    MONTAR = "montar", "Montar", "echar una carta más alta que la que gana la baza"
    FALLAR = "fallar", "Fallar", "echar triunfo cuando no tienes del palo"
    PISAR = "pisar", "Pisar", "echar un triunfo más alto que el triunfo ya jugado"
    SUBFALLAR = "subfallar", "Subfallar", "echar triunfo, aunque sea más bajo, cuando no puedes pisar"
    # Procedural faults of the trick.
    TURNO = "turno", "Fuera de turno"
    CARTA = "carta", "Carta que no tienes"
    # Whole hands: every family.
    FASE = "fase", "Fuera de su momento"
    ACCION = "accion", "Acción no válida"
    DESCARTE = "descarte", "Descarte"
    # The Ombre family.
    SUBASTA = "subasta", "Subasta"
    TRIUNFO = "triunfo", "Nombrar triunfo"
    ROBO = "robo", "Robo"
    RENDICION = "rendicion", "Rendición"
    DEFENSA = "defensa", "Defensa"
    BOLA = "bola", "Bola"
    LLAMADA = "llamada", "Llamada del rey"
    REY = "rey", "Rey forzado"
    # The games of bazas.
    CANTE = "cante", "Cante"
    PINTA = "pinta", "Cambio de la pinta"
    CAPOTE = "capote", "Capote"
    FUERA = "fuera", "Anuncio de «fuera»"
    # The Truco.
    ENVIDO = "envido", "Envido"
    FLOR = "flor", "Flor"
    TRUCO = "truco", "Truco"
    RESPUESTA = "respuesta", "Respuesta"
    CANTO = "canto", "Canto de los tantos"
    BARAJA = "baraja", "Irse a baraja"

    label: str
    description: str

    def __new__(cls, value: str, label: str, description: str = "") -> ViolationCode:
        member = str.__new__(cls, value)
        member._value_ = value
        member.label = label
        member.description = description
        return member

    def __repr__(self) -> str:
        return repr(self.value)  # a code reads as the string it is stored as

    @property
    def is_renuncio(self) -> bool:
        """True for the obligations of the trick (a *renuncio*), false for a procedural fault."""
        return self in OBLIGATION_CODES


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
