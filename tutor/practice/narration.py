"""The table in words: seat names relative to the learner, button labels, and each action told in Spanish."""

from __future__ import annotations

from games.cards import CARDS_BY_CODE, Suit

# word → (button label, what another seat does, what you do)
WORDS: dict[str, tuple[str, str, str]] = {
    "paso": ("Paso", "pasa", "pasas"),
    "entrada": ("Entrada", "entra", "entras"),
    "vuelta": ("Vuelta", "pide vuelta", "pides vuelta"),
    "solo": ("Solo", "juega solo", "juegas solo"),
    "mediator": ("Mediator", "juega Mediator", "juegas Mediator"),
    "bola": ("Pedir bola", "pide bola", "pides bola"),
    "rendirse": ("Rendirse", "se rinde", "te rindes"),
    "defiendo": ("Defender", "defiende la entrada", "defiendes la entrada"),
    "van": ("Van", "dice «van»", "dices «van»"),
    "vuelven": ("Vuelven", "dice «vuelven»", "dices «vuelven»"),
    "roba": ("Robar", "roba", "robas"),
    "chillo": ("Chillo (entro forzado)", "chilla: entra forzado con la espadilla", "chillas: entras forzado"),
    "tiendo": ("Me tiendo", "se tiende", "te tiendes"),
    "acepto": ("Acepto", "acepta", "aceptas"),
    "juega": ("Que la juegue", "le hace jugarla", "le haces jugarla"),
    "juego": ("Juego", "dice «juego»", "dices «juego»"),
    "mando": ("Mando solo", "le manda solo", "le mandas solo"),
    "devuelvo": ("Devuelvo", "lo devuelve", "lo devuelves"),
    "zanga": ("Ver la zanga", "mira la zanga", "miras la zanga"),
    "tomo": ("Tomo la zanga", "toma la zanga", "tomas la zanga"),
    "dejo": ("Dejo la zanga", "deja la zanga", "dejas la zanga"),
    "cinco": ("Pido las cinco", "pide las cinco primeras", "pides las cinco primeras"),
    "todas": ("Voy a todas", "va a todas", "vas a todas"),
    "licenca": ("Licença", "pide licença", "pides licença"),
    "preferencia": ("Preferencia (copas)", "pide preferencia", "pides preferencia"),
    "so": ("Só", "juega só", "juegas só"),
    "so-copas": ("Só en copas", "juega só en copas", "juegas só en copas"),
    "respeito": ("Voltarete de respeito", "juega Voltarete de respeito", "juegas Voltarete de respeito"),
    "segundo": ("Voltarete segundo", "juega Voltarete segundo", "juegas Voltarete segundo"),
    "casca": ("Casca", "va a la casca", "vas a la casca"),
    "repongo": ("Repongo el bolo", "repone el bolo", "repones el bolo"),
    "manda": ("Mando jugar", "manda jugar", "mandas jugar"),
    "geral": ("Declaro geral", "declara geral", "declaras geral"),
    "resposta": ("Pido resposta", "pide resposta", "pides resposta"),
    "doy": ("Doy resposta", "da resposta", "das resposta"),
    "niego": ("Niego resposta", "niega resposta", "niegas resposta"),
    "planto": ("Me planto", "se planta", "te plantas"),
    # Truco
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
NUMBERS = {2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete", 8: "ocho", 9: "nueve"}
MODIFIERS = {"favor": "en favorito", "bola": "con bola"}


def seat_name(seat: int, me: int, players: int) -> str:
    """«Tú», «Derecha» (plays after you), «Izquierda» (before you), «Enfrente», or a number."""
    offset = (seat - me) % players
    if offset == 0:
        return "Tú"
    if offset == 1:
        return "Derecha"
    if offset == players - 1:
        return "Izquierda"
    if players == 4:
        return "Enfrente"
    return f"Asiento {seat + 1}"


def _word(action: str) -> tuple[str, str, str]:
    """The three forms of a word; a bid with modifiers (``mediator-bola-favor``) adds them in words."""
    if (
        "+" in action
    ):  # two words at once (Truco: «falta envido y truco», «no quiero el envido y quiero el truco»)
        said = " y ".join(_word(part)[0].lower() for part in action.split("+"))
        return said.capitalize(), f"dice «{said}»", f"dices «{said}»"
    base, *extras = action.split("-")
    if action.startswith("paso-") and not all(extra in MODIFIERS for extra in extras):
        said = "no quiero " + " ".join(extras).replace("envido", "el envido").replace("truco", "el truco")
        return said.capitalize(), f"dice «{said}»", f"dices «{said}»"
    if action.startswith("quiero-"):
        said = "quiero " + " ".join(extras).replace("envido", "el envido").replace("truco", "el truco")
        return said.capitalize(), f"dice «{said}»", f"dices «{said}»"
    if action in WORDS:
        return WORDS[action]
    verb, _, number = action.partition(":")
    if verb == "envido" and number.isdigit():
        said = f"{NUMBERS.get(int(number), number)} envido"
        return said.capitalize(), f"dice «{said}»", f"dices «{said}»"
    if verb == "tantos" and number.isdigit():
        said = f"{number} tantos al envido"
        return said.capitalize(), f"dice «{said}»", f"dices «{said}»"
    if verb == "canto" and number.isdigit():
        return f"Cantar {number}", f"canta {number}", f"cantas {number}"
    if verb == "paso" and number:
        return _word(number)
    if base in WORDS and all(extra in MODIFIERS for extra in extras):
        tail = " " + " ".join(MODIFIERS[extra] for extra in extras)
        label, other, mine = WORDS[base]
        return label + tail, other + tail, mine + tail
    return action, f"hace «{action}»", f"haces «{action}»"


def button_label(action: str) -> str:
    """The text of the button for a non-card action."""
    verb, _, argument = action.partition(":")
    if verb == "triunfo":
        return "Triunfo: " + Suit.parse(argument).spanish
    if verb in ("llama", "descarta") and argument in CARDS_BY_CODE:
        return ("Llamar: " if verb == "llama" else "Descartar: ") + CARDS_BY_CODE[argument].name
    return _word(action)[0]


def describe(action: str, seat: int, me: int, players: int) -> str:
    """«Derecha entra», «Tú juegas el seis de copas», «Izquierda se descarta de una carta»."""
    who = seat_name(seat, me, players)
    mine = seat == me
    verb, _, argument = action.partition(":")
    if action in CARDS_BY_CODE:
        return f"{who} {'juegas' if mine else 'juega'} {CARDS_BY_CODE[action].with_article}"
    if verb == "triunfo":
        return f"{who} {'nombras' if mine else 'nombra'} triunfo: {Suit.parse(argument).spanish}"
    if verb == "llama" and argument in CARDS_BY_CODE:
        card = CARDS_BY_CODE[argument].with_article
        card = "al " + card.removeprefix("el ") if card.startswith("el ") else "a " + card
        return f"{who} {'llamas' if mine else 'llama'} {card}"
    if verb == "descarta":
        if mine and argument in CARDS_BY_CODE:
            return f"Tú te descartas de {CARDS_BY_CODE[argument].with_article}"
        return f"{who} se descarta de una carta"
    if verb == "roba":
        return f"{who} {'robas' if mine else 'roba'}"
    _, other, yours = _word(action)
    return f"{who} {yours if mine else other}"
