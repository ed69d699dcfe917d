"""The Truco's words: the labels of its calls and the hint's reasons."""

from __future__ import annotations

from games.core.game import Words

# word → (button label, what another seat does, what you do)
LABELS: dict[str, tuple[str, str, str]] = {
    "paso": ("Paso", "pasa", "pasas"),
    "envido": ("Envido", "dice «envido»", "dices «envido»"),
    "real-envido": ("Real envido", "dice «real envido»", "dices «real envido»"),
    "falta-envido": ("Falta envido", "dice «falta envido»", "dices «falta envido»"),
    "igualar-envido": ("Igualo el envido", "iguala el envido", "igualas el envido"),
    "flor": ("Flor", "canta flor", "cantas flor"),
    "contraflor": ("Contraflor", "canta contraflor", "cantas contraflor"),
    "contraflor-al-resto": ("Contraflor al resto", "canta contraflor al resto", "cantas contraflor al resto"),
    "con-flor-me-achico": ("Con flor me achico", "dice «con flor me achico»", "dices «con flor me achico»"),
    "truco": ("Truco", "dice «truco»", "dices «truco»"),
    "retruco": ("Retruco", "dice «retruco»", "dices «retruco»"),
    "vale-cuatro": ("Vale cuatro", "dice «vale cuatro»", "dices «vale cuatro»"),
    "quiero": ("Quiero", "dice «quiero»", "dices «quiero»"),
    "baraja": ("Me voy a baraja", "se va a baraja", "te vas a baraja"),
    "son-buenas": ("Son buenas", "dice «son buenas»", "dices «son buenas»"),
    "da": ("Da", "dice «da»", "dices «da»"),
    "a-ley-de-juego": ("A ley de juego", "dice «a ley de juego»", "dices «a ley de juego»"),
}
RAISE = "Tus cartas (o tus puntos) son buenas para subir la apuesta ahora."
REASONS = {
    "quiero": "Con tus cartas y tus puntos, la apuesta te sale a cuenta.",
    **dict.fromkeys(
        (
            "truco",
            "retruco",
            "vale-cuatro",
            "envido",
            "real-envido",
            "falta-envido",
            "igualar-envido",
            "tantos",
            "falta-envido+truco",
            "flor",
            "contraflor",
            "contraflor-al-resto",
        ),
        RAISE,
    ),
}
TRUCO_WORDS = Words(LABELS, REASONS)
