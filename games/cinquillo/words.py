"""The words of the Cinquillo and the Burro: the labels of their actions and the hint's reasons."""

from __future__ import annotations

from games.cinquillo.players import burro_reason, cinquillo_reason
from games.core.game import Modality, Words

# word → (button label, what another seat does, what you do); the same forms as the games of bazas use
LABELS: dict[str, tuple[str, str, str]] = {
    "paso": ("Paso", "pasa", "pasas"),
    "roba": ("Robar", "roba", "robas"),
}
CINQUILLO_WORDS = Words(
    LABELS,
    {"paso": "No tienes ninguna carta que entre en las hileras: toca pasar."},
    modalities=(
        Modality(4, "seises", "Seises: abre el seis de oros"),
        Modality(4, "cabron", "Cinquillo cabrón: vale cualquier carta del palo más allá de la punta"),
    ),
    card_reason=cinquillo_reason,
)
BURRO_WORDS = Words(
    LABELS,
    {
        "roba": "No tienes del palo de salida: roba de la baceta hasta conseguirlo.",
        "paso": "No tienes del palo y ya no queda baceta: pasas.",
    },
    modalities=(Modality(4, "cinco", "Cinco cartas por cabeza; el as gana al rey"),),
    card_reason=burro_reason,
)
