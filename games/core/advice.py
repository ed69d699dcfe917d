"""*Pista*: what the expert computer player would do now, with a one-sentence reason in Spanish.

The choice is :func:`games.ombre.players.choose` at the *experto* level; the reason describes that choice from what the
seat can see (its :class:`~games.core.hand.SeatView`), in the terms the sources use.
"""

from __future__ import annotations

import games
from games.bazas.base import BazaView
from games.core.cards import CARDS_BY_CODE, Card
from games.core.hand import SeatView
from games.core.rules import TRUMP
from games.truco.hand import TrucoView


def advise(view: SeatView | TrucoView | BazaView) -> tuple[str, str]:
    """The expert's action for the seat of ``view`` and why, in one sentence.

    :raises ValueError: when the seat has nothing to do.
    """
    action = games.choose(view, "experto")
    return action, reason(view, action)


def reason(view: SeatView | TrucoView | BazaView, action: str) -> str:
    if action in CARDS_BY_CODE:
        return _play_reason(view, CARDS_BY_CODE[action])
    if isinstance(view, BazaView) and action == "paso" and view.phase in PASS_REASONS:
        return PASS_REASONS[view.phase]
    if isinstance(view, BazaView) and action.partition(":")[0] in BAZA_REASONS:
        return BAZA_REASONS[action.partition(":")[0]]
    if action == "paso":
        return "Con esta mano no hay triunfos ni reyes bastantes para entrar con seguridad: mejor pasar."
    if action in ("entrada", "vuelta", "solo"):
        return "La mano tiene los triunfos y los reyes que las fuentes piden para este juego."
    if action.startswith("triunfo:"):
        return "Es el palo en que tienes más triunfos y matadores."
    if action.startswith("descarta:"):
        return "Es una carta blanca de un palo que no es triunfo: quédate con los triunfos y los reyes."
    if action.startswith("roba"):
        return "Ya te has descartado de lo que no te sirve: roba otras tantas."
    if action == "quiero":
        return "Con tus cartas y tus puntos, la apuesta te sale a cuenta."
    if (
        action in ("truco", "retruco", "vale-cuatro")
        or "envido" in action
        or action.startswith(("flor", "contraflor"))
    ):
        return "Tus cartas (o tus puntos) son buenas para subir la apuesta ahora."
    if action == "bola":
        return "Has ganado las cinco primeras y te quedan cartas maestras: la bola se paga aparte."
    return "Es lo que el reglamento permite y más conviene ahora."


# The games of bazas (Tute, Guiñote, Brisca…): why the expert says what it says.
BAZA_REASONS = {
    "cante": "Tu bando acaba de ganar la baza y tienes la pareja: cántala ahora, que luego puede no haber ocasión.",
    "tute": "Tienes los cuatro reyes (o caballos) y acabas de ganar baza: el tute gana la ronda de golpe.",
    "cambia": "La pinta vale más que tu carta de triunfo: cámbiala mientras puedes.",
    "fuera": "Con lo que traéis de la primera mano, ya pasáis de 100: anunciadlo y el juego es vuestro.",
    "paso": "No tienes nada que ganar aquí: deja pasar.",
    "juego": "Con estas cartas cuentas con hacer al menos dos bazas: juega la mano.",
    "baile": "La pinta te completa una mano con la que cuentas hacer las bazas que pide el baile.",
    "puja": "Es lo que tus ases, tus treses guardados, tus triunfos y tus cantes deberían hacer.",
    "napolitana": "Declárala: con ella puedes renunciar cuanto te convenga para no hacer bazas.",
    "mira": "La carta que robarías no te conviene: mírala y déjala debajo.",
}
# «paso» where the phase says more than «let it go».
PASS_REASONS = {
    "declaracion": "Con esta mano es fácil quedar julepe (menos de dos bazas): mejor pasar.",
    "subasta": "Tus cartas no prometen más tantos que la puja que tendrías que superar: mejor pasar.",
}


def _play_reason(view: SeatView | TrucoView | BazaView, card: Card) -> str:
    rules = view.play_rules
    trump = view.trump if isinstance(view, SeatView | BazaView) else None
    jugador = view.jugador if isinstance(view, SeatView) else None
    order = rules.order(trump)
    if not view.trick:
        if order.suit_of[card] == TRUMP and jugador == view.seat:
            return "Como Jugador, sal de triunfo (arrastra) para sacar los triunfos de los contrarios."
        if card.rank == 12 and isinstance(view, SeatView):
            return "Un rey es carta maestra de su palo: sale con él para hacer baza segura."
        return "Sal con una carta que no te haga falta para las bazas que quedan."
    leader = view.trick_leader if view.trick_leader is not None else 0
    now = rules.trick_winner(view.trick, leader, view.players, trump)
    after = rules.trick_winner((*view.trick, card), leader, view.players, trump)
    if isinstance(view, SeatView):
        same_side = now is not None and jugador is not None and (now == jugador) == (view.seat == jugador)
    else:  # fixed sides (the Truco, the games of bazas)
        same_side = now is not None and view.sides[now] == view.sides[view.seat]
    if after == view.seat:
        return "Con esta carta ganas la baza sin gastar una carta más alta de lo necesario."
    if same_side and now != view.seat:
        return "La baza ya va para tu lado: no gastes una carta buena."
    return "No puedes ganar esta baza: échale la carta que menos falta te hace."
