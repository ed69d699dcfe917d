"""A hand in words: seat names relative to the learner, button labels, and each action told in Spanish, from the
words of every game (:attr:`games.Game.words`)."""

from __future__ import annotations

import re

from games.combinaciones.cards import BY_CODE as CHINCHON_CARDS
from games.core.cards import CARDS_BY_CODE, Card, Suit, names_list
from games.core.registry import GAMES

# word → (button label, what another seat does, what you do): every game's own words (games.Game.words)
WORDS: dict[str, tuple[str, str, str]] = {
    word: forms for game in GAMES.values() for word, forms in game.words.labels.items()
}
NUMBERS = {2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete", 8: "ocho", 9: "nueve"}
MODIFIERS = {"favor": "en favorito", "refavor": "en refavor (oros)", "bola": "con bola"}


def relative_seat(seat: int, me: int, players: int) -> str:
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


def join_names(names: list[str]) -> str:
    """«Tú y Enfrente», «Derecha e Izquierda», «Asiento 3, Asiento 5 y Derecha»."""
    if len(names) < 2:
        return "".join(names)
    last = names[-1]
    conjunction = (
        " e " if last.lower().startswith(("i", "hi")) and not last.lower().startswith("hie") else " y "
    )
    return ", ".join(names[:-1]) + conjunction + last


QUOTED = re.compile(r"«([^«»\s]+)»")
NOTATION = re.compile(r"(?<![«\w])(?:[a-z]+(?:[-+:][A-Za-z0-9]+)+|(?:1[0-2]|[1-9])[OCEB])(?![»\w])")
SEAT_NUMBERS = re.compile(r"\b[Aa]sientos? (\d+)((?:(?:, | y | e )\d+)*)")
RENUNCIO = re.compile(r"^Renuncio[:.]\s*")


def told(text: str, me: int, players: int, trump: Suit | None = None) -> str:
    """An engine text as the table says it: an action's notation in words («canto:27» → «Cantar 27», «7O» → «el
    siete de oros») and each seat number with the name the table gives it («el asiento 2 (Derecha)»)."""
    text = QUOTED.sub(lambda m: f"«{_in_words(m.group(1), trump)}»", text)
    text = NOTATION.sub(lambda m: _unquoted(m.group(0), trump), text)
    return SEAT_NUMBERS.sub(lambda m: _with_names(m, me, players), text)


def told_violation(explanation: str, renuncio: bool, me: int, players: int, trump: Suit | None = None) -> str:
    """A refusal's explanation after the table's own heading («Renuncio: no puedes hacer eso.»), which already says
    «Renuncio»: the engine's leading «Renuncio:» goes."""
    text = told(explanation, me, players, trump)
    if renuncio:
        text = RENUNCIO.sub("", text)
        text = text[:1].upper() + text[1:]
    return text


def _in_words(token: str, trump: Suit | None) -> str:
    """A quoted action in words when it is notation (a card code, or a word with ``:``, ``+`` or ``-``)."""
    if token.upper() in CARDS_BY_CODE:
        return CARDS_BY_CODE[token.upper()].with_article
    if any(mark in token for mark in ":+-"):
        return button_label(token, trump)
    return token


def _unquoted(token: str, trump: Suit | None) -> str:
    """Notation in the middle of a sentence: a card with its article, an action's label between «»."""
    said = _in_words(token, trump)
    return said if token.upper() in CARDS_BY_CODE else f"«{said}»"


def _with_names(match: re.Match[str], me: int, players: int) -> str:
    numbers = [int(number) for number in re.findall(r"\d+", match.group(0))]
    if not all(1 <= number <= players for number in numbers):
        return match.group(0)
    names = ["tú" if number - 1 == me else relative_seat(number - 1, me, players) for number in numbers]
    if all(name.startswith("Asiento") for name in names):
        return match.group(0)
    return f"{match.group(0)} ({join_names(names)})"


def _word(action: str) -> tuple[str, str, str]:
    """The three forms of a word: the table's own wording, or a readable one for a word it does not know."""
    known = _known(action)
    return known if known is not None else _unknown(action)


def _capture(action: str) -> tuple[str, str, str] | None:
    """The Escoba's captures: ``7O+3C+5E`` (the hand card, then the table's) and the soplo ``sopla:5C+12O``."""
    verb, colon, rest = action.partition(":")
    codes = (rest if colon else action).split("+")
    if (colon and verb != "sopla") or len(codes) < 2 or not all(code in CARDS_BY_CODE for code in codes):
        return None
    cards = [CARDS_BY_CODE[code] for code in codes]
    if colon:
        said = names_list(cards)
        return f"Soplar {said}", f"sopla {said}", f"soplas {said}"
    said = f"{names_list(cards[1:])} con {cards[0].with_article}"
    return f"Comer {said}", f"come {said}", f"comes {said}"


def _known(action: str) -> tuple[str, str, str] | None:
    """The three forms of a word the table knows; a bid with modifiers (``mediator-bola-favor``) adds them in words."""
    captured = _capture(action)
    if captured is not None:
        return captured
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
    if verb == "puja" and number.isdigit():  # Tute remate: a bid in points
        return f"Pujo {number}", f"puja {number}", f"pujas {number}"
    if verb == "paso" and number:
        return _word(number)
    if verb in ("pares", "juego") and number in (
        "si",
        "no",
    ):  # the Mus: saying truthfully whether one has them
        said = f"{verb} {'sí' if number == 'si' else 'no'}"
        return said.capitalize(), f"dice «{said}»", f"dices «{said}»"
    if verb == "sena" and number:  # the Mus: a seña to the partner (its meaning is the partner's to read)
        said = number.replace("-", " ")
        return f"Seña: {said}", "hace una seña a su compañero", f"haces la seña de «{said}»"
    if base in WORDS and all(extra in MODIFIERS for extra in extras):
        tail = " " + " ".join(MODIFIERS[extra] for extra in extras)
        label, other, mine = WORDS[base]
        return label + tail, other + tail, mine + tail
    return None


def _unknown(action: str) -> tuple[str, str, str]:
    """A word of a game newer than this narration: said in words (``napolitana:O`` → «Napolitana de oros»…), never
    as raw notation, so that the table stays readable until the word gets its own wording in :data:`WORDS`.
    """
    verb, _, argument = action.partition(":")
    said = " ".join(verb.replace("-", " ").split()) or "?"
    if argument:
        said += " " + _argument(argument)
    return said[:1].upper() + said[1:], f"dice «{said}»", f"dices «{said}»"


def _argument(text: str) -> str:
    """A card code or a suit letter in words; anything else as it is."""
    if text.upper() in CARDS_BY_CODE:
        return CARDS_BY_CODE[text.upper()].with_article
    suit = _suit(text)
    return f"de {suit.spanish}" if suit is not None else text


def _of(named: str) -> str:
    """«de» before a card with its article, contracted as Spanish does: «del siete de oros», «de la sota»."""
    return "del " + named.removeprefix("el ") if named.startswith("el ") else "de " + named


def _suit(text: str) -> Suit | None:
    return Suit(text.upper()) if text.upper() in {suit.value for suit in Suit} else None


def _sung(suit: Suit, trump: Suit | None, in_words: bool) -> str:
    """What a cante in ``suit`` sings: the 40 in trumps, the 20 otherwise (or just the suit when trumps are not
    known). ``in_words`` adds the suit of the 40 («las 40 en bastos»), as one says it.
    """
    if trump is None:
        return f"en {suit.spanish}"
    if suit == trump:
        return f"las 40 en {suit.spanish}" if in_words else "las 40"
    return f"las 20 en {suit.spanish}"


def _with_argument(action: str, trump: Suit | None, in_words: bool) -> tuple[str, str, str] | None:
    """The games of bazas' words with an argument: ``cante:O`` (the 20 or the 40) and ``cambia:7O``."""
    verb, _, argument = action.partition(":")
    suit = _suit(argument)
    if verb == "cante" and suit is not None:
        said = _sung(suit, trump, in_words)
        return f"Cantar {said}", f"canta {said}", f"cantas {said}"
    if verb == "cambia" and argument in CARDS_BY_CODE:
        said = "la pinta por " + CARDS_BY_CODE[argument].with_article
        return f"Cambiar {said}", f"cambia {said}", f"cambias {said}"
    return None


def is_worded(action: str) -> bool:
    """Whether the table has its own wording for ``action`` (else :func:`button_label` and :func:`describe` still
    say it readably, from its notation)."""
    verb, _, _ = action.partition(":")
    return (
        action in CARDS_BY_CODE
        or verb in ("triunfo", "llama", "descarta", "roba", "cierra", "descarte")
        or _with_argument(action, None, False) is not None
        or _known(action) is not None
    )


def button_label(action: str, trump: Suit | None = None) -> str:
    """The text of the button for a non-card action; ``trump`` tells the 40 from the 20 (``cante:O``)."""
    verb, _, argument = action.partition(":")
    if verb == "triunfo" and _suit(argument) is not None:
        return "Triunfo: " + Suit.parse(argument).spanish
    if verb in ("llama", "descarta") and argument in CARDS_BY_CODE:
        return ("Llamar: " if verb == "llama" else "Descartar: ") + CARDS_BY_CODE[argument].name
    if verb == "cierra":
        return f"Cortar y dejar {_face_down(argument)} boca abajo"
    if verb == "descarte":  # the Mus: one to four cards at once
        return "Descartar " + names_list(_cards(argument))
    forms = _with_argument(action, trump, in_words=False)
    return forms[0] if forms is not None else _word(action)[0]


def describe(action: str, seat: int, me: int, players: int, trump: Suit | None = None) -> str:
    """«Derecha entra», «Tú juegas el seis de copas», «Izquierda se descarta de una carta», «Enfrente canta las 20
    en copas» (``trump``: the trumps when the action was taken, to tell the 40 from the 20).
    """
    who = relative_seat(seat, me, players)
    mine = seat == me
    verb, _, argument = action.partition(":")
    if action in CARDS_BY_CODE:
        return f"{who} {'juegas' if mine else 'juega'} {CARDS_BY_CODE[action].with_article}"
    if verb == "triunfo" and _suit(argument) is not None:
        return f"{who} {'nombras' if mine else 'nombra'} triunfo: {Suit.parse(argument).spanish}"
    if verb == "llama" and argument in CARDS_BY_CODE:
        card = CARDS_BY_CODE[argument].with_article
        card = "al " + card.removeprefix("el ") if card.startswith("el ") else "a " + card
        return f"{who} {'llamas' if mine else 'llama'} {card}"
    if verb == "descarta":
        if mine and argument in CARDS_BY_CODE:
            return f"Tú te descartas {_of(CARDS_BY_CODE[argument].with_article)}"
        return f"{who} {'te descartas' if mine else 'se descarta'} de una carta"
    if verb == "roba":
        return f"{who} {'robas' if mine else 'roba'}"
    if verb == "cierra":
        return f"{who} {'cortas y dejas' if mine else 'corta y deja'} {_face_down(argument)} boca abajo"
    if (
        verb == "descarte"
    ):  # the Mus: another seat's discards are not seen, only how many (the words say how many)
        cards = _cards(argument)
        if mine and cards:
            return f"Tú te descartas de {names_list(cards)}"
        count = len(cards) if cards else int(argument) if argument.isdigit() else 0
        return (
            f"{who} {'te descartas' if mine else 'se descarta'} de {count} carta{'s' if count != 1 else ''}"
        )
    forms = _with_argument(action, trump, in_words=True)
    _, other, yours = forms if forms is not None else _word(action)
    return f"{who} {yours if mine else other}"


def _face_down(argument: str) -> str:
    """The card a Chinchón's cut leaves face down (the last of ``1O-2O-3O/5C-5E-5B/4B``), with its article."""
    card = CHINCHON_CARDS.get(argument.rpartition("/")[2].upper())
    return card.with_article if card is not None else "una carta"


def _cards(argument: str) -> list[Card]:
    return [CARDS_BY_CODE[code] for code in argument.split(",") if code in CARDS_BY_CODE]


def describe_cante(seat: int, suit: Suit | None, points: int, me: int, players: int) -> str:
    """A cante of the record (:class:`games.bazas.base.Cante`): «Tú cantas las 40 en oros», «Derecha canta tute»."""
    who = relative_seat(seat, me, players)
    verb = "cantas" if seat == me else "canta"
    if suit is None:
        return f"{who} {verb} tute"
    sung = f"las 40 en {suit.spanish}" if points == 40 else f"las {points} en {suit.spanish}"
    return f"{who} {verb} {sung}"
