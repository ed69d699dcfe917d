"""The Ombre family's words: the labels of its actions, the maker's name in each source and the hint's reasons."""

from __future__ import annotations

from dataclasses import replace

from games.core.game import Modality, Words

# word → (button label, what another seat does, what you do)
LABELS: dict[str, tuple[str, str, str]] = {
    "paso": ("Paso", "pasa", "pasas"),
    "entrada": ("Entrada", "entra", "entras"),
    "vuelta": ("Vuelta", "pide vuelta", "pides vuelta"),
    "solo": ("Solo", "juega solo", "juegas solo"),
    "mediator": ("Mediator", "juega Mediator", "juegas Mediator"),
    "entrada-oros": ("Entrada a oros", "entra a oros", "entras a oros"),
    "vuelta-oros": ("Vuelta a oros", "pide vuelta a oros", "pides vuelta a oros"),
    "solo-oros": ("Solo a oros", "juega solo a oros", "juegas solo a oros"),
    "contrabola": ("Contrabola", "canta contrabola", "cantas contrabola"),
    "penetro": ("Penetro", "penetra: juega contra los tres", "penetras: juegas contra los tres"),
    "chipolo": ("Chipolo", "juega chipolo, sin triunfo", "juegas chipolo, sin triunfo"),
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
REASONS = {
    "paso": "Con esta mano no hay triunfos ni reyes bastantes para entrar con seguridad: mejor pasar.",
    "entrada": "La mano tiene los triunfos y los reyes que las fuentes piden para este juego.",
    "vuelta": "La mano tiene los triunfos y los reyes que las fuentes piden para este juego.",
    "solo": "La mano tiene los triunfos y los reyes que las fuentes piden para este juego.",
    "penetro": "Los tres han pasado: lo que les faltaba puede estar en la baceta, y con ello juegas contra todos.",
    "chipolo": "Tienes matadores y cabezas de palo que ganan sin triunfo: cinco bazas seguras piden el chipolo.",
    "triunfo": "Es el palo en que tienes más triunfos y matadores.",
    "descarta": "Es una carta blanca de un palo que no es triunfo: quédate con los triunfos y los reyes.",
    "roba": "Ya te has descartado de lo que no te sirve: roba otras tantas.",
    "bola": "Has ganado las cinco primeras y te quedan cartas maestras: la bola se paga aparte.",
    "salida:triunfo": "Como Jugador, sal de triunfo (arrastra) para sacar los triunfos de los contrarios.",
}
OMBRE_WORDS = Words(LABELS, REASONS)  # the family's: the maker is the «Jugador»
TRESILLO_WORDS = replace(
    OMBRE_WORDS,
    modalities=(
        Modality(
            3,
            "palo-de-favor",
            "Con palo de favor: los lances a oros ganan a los otros y se pagan doble (l. 2418–2420)",
        ),
        Modality(
            3,
            "espada-forzada",
            "Espada forzada o birlonga: si todos pasan, juega quien tiene la espada (l. 2422–2424)",
        ),
        Modality(
            3,
            "contrabola",
            "Con contrabola: si todos pasan, se puede jugar a no hacer ninguna baza (l. 2431–2433)",
        ),
        Modality(
            4, "alcalde", "Entre cuatro, con alcalde: el que da no juega, pero paga y cobra (l. 2254, 2384)"
        ),
        Modality(
            4,
            "penetro",
            "Penetro: entre cuatro, si los tres pasan, el que da puede jugar contra todos (l. 2426–2429)",
        ),
        Modality(
            3,
            "chipolo",
            "Con chipolo: un lance sin triunfo, mayor que el solo; el seis de oros es el segundo matador "
            "(l. 2435–2439)",
        ),
    ),
)


def maker_words(maker: str, *modalities: Modality) -> Words:
    """The family's words where the source names the maker otherwise («Hombre», «feito», «nombrado»)."""
    return replace(OMBRE_WORDS, maker=maker, modalities=modalities)


def zangano(players: int) -> Modality:
    """The Zángano of 1807: one player more, who deals and sits out the hand (l. 1719–1735)."""
    return Modality(
        players + 1, "zangano", "Con zángano: uno más, que da y no juega, y cobra sin perder (l. 1719–1735)"
    )
