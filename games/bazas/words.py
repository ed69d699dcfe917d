"""The words of the games of bazas: the labels of their actions, the Tute's modalities and the hint's reasons.

``cante:O`` and ``cambia:7O`` are told with their argument by the table's narration.
"""

from __future__ import annotations

from dataclasses import replace

from games.core.game import Modality, Words

# word → (button label, what another seat does, what you do)
LABELS: dict[str, tuple[str, str, str]] = {
    "paso": ("Paso", "pasa", "pasas"),
    "juego": ("Juego", "dice «juego»", "dices «juego»"),
    "roba": ("Robar", "roba", "robas"),
    "tute": ("Cantar tute", "canta tute", "cantas tute"),
    "capote": ("Anunciar capote", "anuncia capote", "anuncias capote"),
    "fuera": ("¡Hemos pasado de 100!", "dice «¡hemos pasado de 100!»", "dices «¡hemos pasado de 100!»"),
    "baile": (
        "Bailo (me quedo con la pinta)",
        "baila: se queda con la pinta y juega",
        "bailas: te quedas con la pinta y juegas",
    ),
    "napolitana": ("Declarar la napolitana", "declara la napolitana", "declaras la napolitana"),
    "mira": (
        "Mirar la carta de la bazeta (sin robarla)",
        "mira la carta de encima de la bazeta y la pone debajo",
        "miras la carta de encima de la bazeta y la pones debajo",
    ),
}
REASONS = {
    "cante": "Tu bando acaba de ganar la baza y tienes la pareja: cántala ahora, que luego puede no haber ocasión.",
    "tute": "Tienes los cuatro reyes (o caballos) y acabas de ganar baza: el tute gana la ronda de golpe.",
    "cambia": "La pinta vale más que tu carta de triunfo: cámbiala mientras puedes.",
    "fuera": "Con lo que traéis de la primera mano, ya pasáis de 100: anunciadlo y el juego es vuestro.",
    "paso": "No tienes nada que ganar aquí: deja pasar.",
    "paso@declaracion": "Con esta mano es fácil quedar julepe (menos de dos bazas): mejor pasar.",
    "paso@subasta": "Tus cartas no prometen más tantos que la puja que tendrías que superar: mejor pasar.",
    "juego": "Con estas cartas cuentas con hacer al menos dos bazas: juega la mano.",
    "baile": "La pinta te completa una mano con la que cuentas hacer las bazas que pide el baile.",
    "puja": "Es lo que tus ases, tus treses guardados, tus triunfos y tus cantes deberían hacer.",
    "napolitana": "Declárala: con ella puedes renunciar cuanto te convenga para no hacer bazas.",
    "mira": "La carta que robarías no te conviene: mírala y déjala debajo.",
}
BAZA_WORDS = Words(LABELS, REASONS)
TUTE_WORDS = replace(
    BAZA_WORDS,
    modalities=(
        Modality(2, "habanero", "Tute habanero: dos jugadores, ocho cartas, a 101"),
        Modality(3, "remate", "Tute remate o subastado: tres jugadores, subasta, a 500 puntos"),
    ),
)


def _cientos_labels() -> dict[str, tuple[str, str, str]]:
    """Every word of the Cientos' exchange and declarations (games.bazas.cientos), with its three forms."""
    from games.bazas.cientos import GROUP_NAMES, LENGTHS, RANKS, group_action, said, secansa_action
    from games.core.cards import Card, Suit

    def spoken(text: str) -> tuple[str, str, str]:
        return text[:1].upper() + text[1:], f"acusa {text}", f"acusas {text}"

    labels = {
        "blancas": ("Enseñar cartas blancas", "enseña cartas blancas", "enseñas cartas blancas"),
        "nada": ("No acuso nada", "no acusa nada", "no acusas nada"),
        "bueno": ("Bueno", "dice «bueno»", "dices «bueno»"),
        "igual": ("Igual", "dice «igual»", "dices «igual»"),
        "no-vale": ("No vale", "dice «no vale»", "dices «no vale»"),
    }
    labels |= {f"punto:{value}": spoken(f"punto de {value}") for value in range(1, 76)}
    for suit in Suit:
        labels[f"ver:{suit.value}"] = (
            f"Ver las que dejó el pie (saldré de {suit.spanish})",
            f"dice que saldrá de {suit.spanish} y ve las que dejó el pie",
            f"dices que saldrás de {suit.spanish} y ves las que dejó el pie",
        )
    for length in LENGTHS.values():
        for start in range(len(RANKS) - length + 1):
            for suit in Suit:
                action = secansa_action(length, Card(RANKS[start], suit))
                labels[action] = spoken(said(action))
    for size in (3, 4):
        for rank in GROUP_NAMES:
            action = group_action(size, rank)
            labels[action] = spoken(said(action))
    return labels


CIENTOS_REASONS = {
    "blancas": "Sin figura alguna: enséñalas antes de descartarte, valen diez y no te pueden picar ni repicar.",
    "descarta@descarte": "Es de las cartas que menos te sirven para el punto, las secansas y los catorces.",
    "roba": "Ya has dejado las que no te sirven: roba otras tantas del monte.",
    "punto": "Acusa tu mejor punto: se acusa lo primero.",
    "nada": "No tienes nada de esta clase que acusar.",
    "bueno": "Lo que acusó el mano es mejor que lo tuyo.",
    "igual": "Tienes lo mismo: se empata y no lo cuenta ninguno.",
    "no-vale": "Tienes algo mejor: lo enseñarás tú.",
}
CIENTOS_WORDS = Words(
    {**LABELS, **_cientos_labels()},
    {**REASONS, **CIENTOS_REASONS},
    modalities=(
        Modality(2, "calidades", "Cientos con calidades: se paga además cada calidad (l. 3009–3033)"),
    ),
)
