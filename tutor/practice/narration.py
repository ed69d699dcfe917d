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
}
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
    base, *extras = action.split("-")
    if action in WORDS:
        return WORDS[action]
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
