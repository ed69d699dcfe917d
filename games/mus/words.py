"""The Mus's words: the labels of its actions, the hint's reasons and the partidas the table offers."""

from __future__ import annotations

from games.core.game import Modality, Words

# word → (button label, what another seat does, what you do); «paso», «envido» and «quiero» are the Truco's words,
# «pares:si» and «juego:no» are worded by the narration
LABELS: dict[str, tuple[str, str, str]] = {
    "mus": ("Mus", "pide mus", "pides mus"),
    "no-hay-mus": ("No hay mus", "corta el mus", "cortas el mus"),
    "descarte": ("Descartarme", "se descarta", "te descartas"),
    "ordago": ("Órdago", "echa órdago", "echas órdago"),
    "no-quiero": ("No quiero", "dice «no quiero»", "dices «no quiero»"),
    "por-mi-quiero": ("Por mí quiero", "dice «por mí quiero»", "dices «por mí quiero»"),
    "sena": ("Hacer seña", "hace una seña a su compañero", "haces una seña a tu compañero"),
}
REASONS = {
    "no-hay-mus": "Tus cartas ya son buenas para algún lance: corta el mus.",
    "mus": "Tus cartas son flojas: pide mus y cambia las que no sirven.",
    "envido": "Tus cartas son fuertes para este lance.",
    "ordago": "Tus cartas casi seguro ganan este lance, y el juego está en juego.",
    "quiero": "Con tus cartas (y las señas de tu compañero) el envite te sale a cuenta.",
    "no-quiero": "El envite no te sale a cuenta: mejor ceder lo que vale rechazado.",
    "por-mi-quiero": "Lo aceptarías, pero tu compañero aún habla: que cierre él o reenvide.",
    "paso": "Tus cartas no dan para envidar en este lance.",
}
MODALITIES = (
    Modality(4, "juegos-3", "Una vaca de tres juegos: gana quien gana tres juegos (l. 1291)"),
    Modality(4, "juegos-2+vacas-2", "Partida de dos vacas de dos juegos cada una (l. 1291)"),
)
MUS_WORDS = Words(LABELS, REASONS, modalities=MODALITIES)
