"""Why a card or an action is not allowed: a stable code, a Spanish explanation and the source."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.citations import Citation

# The obligations of trick play: breaking one is a *renuncio*.
ASISTIR = "asistir"  # follow suit
MONTAR = "montar"  # beat the card on the table (cargar, matar)
FALLAR = "fallar"  # trump when void
PISAR = "pisar"  # over-trump a trump already played (contrafallar, refallar)
SUBFALLAR = "subfallar"  # under-trump when one cannot over-trump
ARRASTRE = "arrastre"  # answer a trump lead with a trump
OBLIGATION_CODES = frozenset({ASISTIR, MONTAR, FALLAR, PISAR, SUBFALLAR, ARRASTRE})

# Procedural faults: not a renuncio.
TURNO = "turno"  # not this seat's turn
CARTA = "carta"  # unknown card code, or a card the seat does not hold


@dataclass(frozen=True, slots=True)
class Violation:
    """An illegal play or action.

    ``code`` is stable (tests and the site rely on it); ``explanation`` is Spanish, addressed as *tú*, and names the
    cards; ``source`` is the passage that states the rule; ``allowed`` lists what would have been legal.
    """

    code: str
    explanation: str
    citation: Citation | None = None
    tried: str = ""
    allowed: tuple[str, ...] = field(default=())

    @property
    def is_renuncio(self) -> bool:
        """True when the play breaks an obligation of the trick (a *renuncio*), not a procedural rule."""
        return self.code in OBLIGATION_CODES

    @property
    def source(self) -> str:
        """The cited passage as text (document, section, lines)."""
        return str(self.citation) if self.citation else "Reglas generales del juego"
