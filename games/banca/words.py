"""The Siete y medio's words: the labels of its actions and the hint's reasons."""

from __future__ import annotations

from games.banca.hand import CARTA, PLANTO, STAKES
from games.core.game import Words

# word → (button label, what another seat does, what you do)
LABELS: dict[str, tuple[str, str, str]] = {
    CARTA: ("Pido carta", "pide carta", "pides carta"),
    PLANTO: ("Me planto", "se planta", "te plantas"),
    **{
        stake: (f"Apuesto {amount}", f"apuesta {amount}", f"apuestas {amount}")
        for stake, amount in ((stake, stake.partition(":")[2]) for stake in STAKES)
    },
}
REASONS = {
    CARTA: "Con tan pocos puntos, la carta siguiente te pasa pocas veces: pide.",
    PLANTO: "Con estos puntos, pedir te pasaría demasiadas veces: plántate.",
    "apuesta": "La primera carta decide mucho: apuesta fuerte con las que suelen ganar a la banca.",
}
BANCA_WORDS = Words(LABELS, REASONS)
