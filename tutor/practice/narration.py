"""The table in words: seat names relative to the learner, and each action told in Spanish."""

from __future__ import annotations

from games.cards import CARDS_BY_CODE, Suit

BIDS = {
    "entrada": "entra",
    "vuelta": "pide vuelta",
    "solo": "juega solo",
    "paso": "pasa",
    "bola": "pide bola",
    "rendirse": "se rinde",
    "defiendo": "defiende la entrada",
    "van": "dice «van»",
    "vuelven": "dice «vuelven»",
}
BUTTONS = {
    "entrada": "Entrada",
    "vuelta": "Vuelta",
    "solo": "Solo",
    "paso": "Paso",
    "bola": "Pedir bola",
    "rendirse": "Rendirse",
    "defiendo": "Defender",
    "van": "Van",
    "vuelven": "Vuelven",
    "roba": "Robar",
}


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


def button_label(action: str) -> str:
    """The text of the button for a non-card action."""
    if action.startswith("triunfo:"):
        return "Triunfo: " + Suit.parse(action.split(":")[1]).spanish
    return BUTTONS.get(action, action)


def describe(action: str, seat: int, me: int, players: int) -> str:
    """«Derecha entra», «Tú juegas el seis de copas», «Izquierda se descarta de una carta»."""
    who = seat_name(seat, me, players)
    mine = seat == me
    if action in CARDS_BY_CODE:
        card = CARDS_BY_CODE[action].with_article
        return f"{who} {'juegas' if mine else 'juega'} {card}"
    if action.startswith("triunfo:"):
        suit = Suit.parse(action.split(":")[1]).spanish
        return f"{who} {'nombras' if mine else 'nombra'} triunfo: {suit}"
    if action.startswith("descarta:"):
        code = action.split(":")[1]
        if mine:
            return f"Tú te descartas de {CARDS_BY_CODE[code].with_article}"
        return f"{who} se descarta de una carta"
    if action.startswith("roba"):
        return f"{who} {'robas' if mine else 'roba'}"
    verb = BIDS.get(action, action)
    if mine:
        verb = {
            "entra": "entras",
            "pasa": "pasas",
            "pide vuelta": "pides vuelta",
            "juega solo": "juegas solo",
            "pide bola": "pides bola",
            "se rinde": "te rindes",
            "defiende la entrada": "defiendes la entrada",
            "dice «van»": "dices «van»",
            "dice «vuelven»": "dices «vuelven»",
        }.get(verb, verb)
    return f"{who} {verb}"
