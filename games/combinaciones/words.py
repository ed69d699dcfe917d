"""The Chinchón's words: the labels of taking, discarding and cutting, its modalities and the hint's reasons."""

from __future__ import annotations

from games.combinaciones.cards import BY_CODE
from games.core.cards import Card
from games.core.game import Modality, Words


def _of(card: Card) -> str:
    """«del siete de oros», «de la sota de copas», «del comodín»."""
    named = card.with_article
    return "del " + named.removeprefix("el ") if named.startswith("el ") else "de " + named


# word → (button label, what another seat does, what you do); a cut is told by games.core.narration
LABELS: dict[str, tuple[str, str, str]] = {
    "baceta": ("Robar de la baceta", "roba de la baceta", "robas de la baceta"),
    "monton": (
        "Coger la del montón",
        "coge la carta de arriba del montón",
        "coges la carta de arriba del montón",
    ),
    **{
        f"echa:{code}": (
            f"Descartar {card.with_article}",
            f"se descarta {_of(card)}",
            f"te descartas {_of(card)}",
        )
        for code, card in BY_CODE.items()
    },
}
REASONS = {
    "baceta": "La carta del montón no te liga nada: prueba suerte con la baceta.",
    "monton": "La carta del montón te liga una jugada (o te deja menos puntos sueltos).",
    "echa": "De tus cartas sueltas es la que más puntos te cuenta: tírala antes de que te la cuenten.",
    "cierra": "Tus cartas sueltas suman 5 o menos: corta antes de que los demás liguen las suyas.",
}
CHINCHON_WORDS = Words(
    LABELS,
    REASONS,
    modalities=(
        Modality(2, "baraja-40", "Baraja de 40: rey 10, caballo 9, sota 8"),
        Modality(4, "baraja-50", "Con los dos comodines (50 cartas): un comodín suelto vale 50"),
        Modality(3, "a-51+sin-reenganche", "Partida corta, a 51 y sin reenganche"),
    ),
)
