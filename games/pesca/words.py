"""The Escoba's words: its ways of playing besides the plain partida (captures are told by the narration)."""

from __future__ import annotations

from games.core.game import Modality, Words

ESCOBA_WORDS = Words(
    reasons={
        "sopla": "El jugador anterior tiró una carta que hacía 15: sóplasela antes de jugar.",
        "comer": "Haces 15 y te llevas lo que más cuenta en el tanteo (escobas, oros, sietes) sin dejar escoba fácil.",
        "tirar": "No te conviene comer: tiras la carta que menos regala al siguiente jugador.",
    },
    modalities=(
        Modality(
            4, "parejas", "Escoba por parejas: cuatro jugadores, los de enfrente juntan sus cartas (l. 812)"
        ),
        Modality(2, "a-21", "Escoba a 21 tantos, mano a mano (l. 810)"),
    ),
)
