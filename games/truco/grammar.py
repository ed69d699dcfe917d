"""The Truco's notation: the words of the game, reading an action (:func:`parse_action`), and the Spanish
names of calls, seats and sides.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from games.core.trick import seat_name

if TYPE_CHECKING:  # games.truco.state imports its side names from here: Word only annotates
    from games.truco.state import Word

QUIERO = "quiero"
PASO = "paso"
ENVIDO = "envido"
REAL = "real-envido"
FALTA = "falta-envido"
IGUALAR = "igualar-envido"
NUMBERED = "envido:"  # «dos, tres, cuatro, etc, envido»
TANTOS = "tantos:"  # «diez, o más tantos al envido»
FLOR = "flor"
CONTRAFLOR = "contraflor"
AL_RESTO = "contraflor-al-resto"
ACHICO = "con-flor-me-achico"
TRUCO = "truco"
RETRUCO = "retruco"
VALE = "vale-cuatro"
BARAJA = "baraja"
CANTA = "canto:"
BUENAS = "son-buenas"
CARD = "carta"
DESCARTA = "descarta:"
NO_QUIERO = "no-quiero"
PASO_ENVIDO = "paso-envido+quiero-truco"  # pass the envido, accept the truco
PASO_TRUCO = "paso-truco+quiero-envido"  # pass the truco, accept the envido
WRONG_ORDER = ("quiero-truco+paso-envido", "quiero-envido+paso-truco")  # «quiero» first: all accepted (ABC j)
PARTIAL = (PASO_ENVIDO, PASO_TRUCO, *WRONG_ORDER)

ENVIDO_WORDS = (ENVIDO, REAL, FALTA, IGUALAR)
TRUCO_WORDS = (TRUCO, RETRUCO, VALE)
TRUCO_LEVEL = {TRUCO: 1, RETRUCO: 2, VALE: 3}
FLOR_WORDS = (FLOR, CONTRAFLOR, AL_RESTO, ACHICO)
ANSWERS = frozenset({QUIERO, PASO, *PARTIAL})  # what answers an invitation
ENVIDO_VERBS = frozenset({*ENVIDO_WORDS, NUMBERED, TANTOS})  # every way to say an envido
LEY = "a-ley-de-juego"  # the invitation before the deal: contraflor or falta de envido, and truco (l. 76)
DA = "da"  # no invitation: the dealer gives the cards
SIMPLE = frozenset(
    {QUIERO, PASO, *ENVIDO_WORDS, *FLOR_WORDS, *TRUCO_WORDS, BARAJA, BUENAS, *PARTIAL, LEY, DA}
)
NUMBERED_RANGE = range(2, 10)  # «dos… nueve envido»: nine envidos already pay a medio juego
TANTOS_RANGE = range(10, 19)  # «diez, o más tantos al envido», up to a medio juego
POSSIBLE_POINTS = (*range(0, 8), *range(20, 34))  # one card 0–7 (El envido, regla d); a pair 20–33 (regla j)

NUMBER_WORDS = {
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "ocho": 8,
    "nueve": 9,
    "diez": 10,
    "once": 11,
    "doce": 12,
    "trece": 13,
    "catorce": 14,
    "quince": 15,
    "dieciseis": 16,
    "dieciséis": 16,
    "diecisiete": 17,
    "dieciocho": 18,
}
ALIASES = {
    "falta-de-envido": FALTA,
    "a-igualar-el-envido": IGUALAR,
    "igualar-el-envido": IGUALAR,
    "igualar": IGUALAR,
    "contra-flor": CONTRAFLOR,
    "contra-flor-al-resto": AL_RESTO,
    "me-achico": ACHICO,
    "vale-4": VALE,
    "irse-a-baraja": BARAJA,
    "me-voy-a-baraja": BARAJA,
    "me-voy-a-barajas": BARAJA,
    "a-baraja": BARAJA,
    "buenas": BUENAS,
    "paso-el-envido-y-quiero-el-truco": PASO_ENVIDO,
    "paso-la-falta-de-envido-y-quiero-el-truco": PASO_ENVIDO,
    "paso-el-truco-y-quiero-el-envido": PASO_TRUCO,
}


def side_name(side: int, sides: int | tuple[int, ...], capital: bool = False) -> str:
    """``el asiento 1`` (alone), ``el bando de los asientos 1 y 3`` (partners); ``sides`` gives each seat's side,
    or the number of players when sides alternate.
    """
    if isinstance(sides, int):
        sides = tuple(seat % 2 for seat in range(sides))
    seats = [seat + 1 for seat, of in enumerate(sides) if of == side]
    text = (
        f"el asiento {seats[0]}"
        if len(seats) == 1
        else "el bando de los asientos " + ", ".join(map(str, seats[:-1])) + f" y {seats[-1]}"
    )
    return text[0].upper() + text[1:] if capital else text


def of(seat: int) -> str:
    """``del asiento 2``."""
    return of_text(seat_name(seat))


def of_text(name: str) -> str:
    """``de`` before a name, contracted: ``del asiento 2``, ``del bando de los asientos 1 y 3``."""
    return "del " + name[3:] if name.startswith("el ") else "de " + name


def to(name: str) -> str:
    """``a`` before a name, contracted: ``al asiento 2``."""
    return "al " + name[3:] if name.startswith("el ") else "a " + name


# ---------------------------------------------------------------------------------------------------------------------
# Reading actions
# ---------------------------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Act:
    """A parsed action: ``verb`` (a word, ``carta``, ``canto``, ``doble``…) and its argument."""

    verb: str
    argument: str = ""
    number: int = 0

    @property
    def canonical(self) -> str:
        if self.verb == CARD:
            return self.argument
        if self.verb == DESCARTA:
            return f"{DESCARTA}{self.argument}"
        if self.verb == CANTA:
            return f"{CANTA}{self.number}"
        if self.verb in (NUMBERED, TANTOS):
            return f"{self.verb}{self.number}"
        if self.verb == "doble":
            return f"{self.argument}+{TRUCO}"
        return self.verb

    @property
    def envido_word(self) -> str:
        """The envido call this action makes (itself, or the envido half of a double invitation)."""
        return self.argument if self.verb == "doble" else self.canonical


@lru_cache(maxsize=4096)
def parse_action(action: str) -> Act | None:
    """The action a text stands for, or ``None``.

    >>> [parse_action(t).canonical for t in ("Real envido", "tres envido", "envido tres", "10 tantos al envido")]
    ['real-envido', 'envido:3', 'envido', 'tantos:10']
    >>> parse_action("falta de envido y truco").canonical, parse_action("27").canonical, parse_action("7o").canonical
    ('falta-envido+truco', 'canto:27', '7O')
    """
    text = "-".join(action.strip().lower().replace("«", "").replace("»", "").split())
    if not text:
        return None
    text = ALIASES.get(text, text)
    if text in SIMPLE:
        return Act(text)
    if text in ("no-quiero", "noquiero"):
        return Act(NO_QUIERO)
    card = _card_code(text)
    if card is not None:
        return Act(CARD, card)
    if _digits(text):
        return Act(CANTA, number=int(text))
    head, colon, tail = text.partition(":")
    if head == "descarta" and colon:
        code = _card_code(tail)
        return Act(DESCARTA, code) if code else None
    if colon and _digits(tail):
        number = int(tail)
        if head == "canto":
            return Act(CANTA, number=number)
        if head == "envido":
            return Act(NUMBERED, number=number)
        if head == "tantos":
            return Act(TANTOS, number=number)
        return None
    for joiner in ("+truco", "-y-truco"):
        if text.endswith(joiner):
            first = parse_action(text[: -len(joiner)])
            if first is not None and first.verb in ENVIDO_WORDS:
                return Act("doble", first.canonical)
            return None
    words = text.split("-")
    if words[-2:] == ["al", "envido"] and _number(words[0]) is not None and words[1:-2] in ([], ["tantos"]):
        return Act(TANTOS, number=_number(words[0]) or 0)  # «diez, o más tantos al envido» (regla o)
    if len(words) == 2 and words[1] == "envido" and _number(words[0]) is not None:  # «tres envido»
        return Act(NUMBERED, number=_number(words[0]) or 0)
    if len(words) == 2 and words[0] == "envido" and _number(words[1]) is not None:
        return Act(ENVIDO)  # «envido tres»: said before the number, a simple envido (regla o)
    return None


def _digits(text: str) -> bool:
    """ASCII digits only (``"¹".isdigit()`` is true, and ``int`` refuses it)."""
    return text.isascii() and text.isdigit()


def _number(word: str) -> int | None:
    if _digits(word):
        return int(word)
    return NUMBER_WORDS.get(word)


def _card_code(text: str) -> str | None:
    body = text.upper()
    if len(body) < 2 or not _digits(body[:-1]) or body[-1] not in "OCEB" or not 1 <= int(body[:-1]) <= 12:
        return None
    return f"{int(body[:-1])}{body[-1]}"


def accepted_value(word: str) -> int:
    """What an envido call is worth accepted, as part of a chain: envido 2 (regla c), «tres envido» 6, «diez tantos
    al envido» 10 (regla o), real envido 3 (Real envido, regla b). The falta and igualar are worth what the score
    says (:func:`envido_stake`).
    """
    if word == ENVIDO:
        return 2
    if word == REAL:
        return 3
    if word.startswith(NUMBERED):
        return 2 * int(word[len(NUMBERED) :])
    if word.startswith(TANTOS):
        return int(word[len(TANTOS) :])
    return 0


def refused_value(chain: tuple[Word, ...]) -> int:
    """What the last caller collects when his call is not wanted: one tanto for a first call (reglas c, a, b, c),
    else the earlier calls, accepted by the revido itself (El envido, reglas l y m; Real envido, b; Falta, c).
    """
    if len(chain) == 1:
        return 1
    return sum(accepted_value(word.word) for word in chain[:-1])


def chain_text(chain: tuple[Word, ...]) -> str:
    """The calls crossed, in Spanish: ``envido, envido y real envido``."""
    names = [word_name(word.word) for word in chain]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " y " + names[-1]


WORD_NAMES = {
    ENVIDO: "envido",
    REAL: "real envido",
    FALTA: "falta de envido",
    IGUALAR: "a igualar el envido",
    CONTRAFLOR: "contraflor",
    AL_RESTO: "contraflor al resto",
    TRUCO: "truco",
    RETRUCO: "retruco",
    VALE: "vale cuatro",
}


def word_name(word: str) -> str:
    """The Spanish words of a call: ``tres envido``, ``diez tantos al envido``, ``falta de envido``."""
    if word.startswith(NUMBERED):
        number = int(word[len(NUMBERED) :])
        spelled = next((name for name, value in NUMBER_WORDS.items() if value == number), str(number))
        return f"{spelled} envido"
    if word.startswith(TANTOS):
        number = int(word[len(TANTOS) :])
        spelled = next((name for name, value in NUMBER_WORDS.items() if value == number), str(number))
        return f"{spelled} tantos al envido"
    return WORD_NAMES.get(word, word)


GRAMMAR = """\
Truco: ``envido``, ``real-envido``, ``falta-envido``, ``igualar-envido``, ``envido:3`` («tres envido»), \
``tantos:10`` («diez tantos al envido»), ``flor``, ``contraflor``, ``contraflor-al-resto``, \
``con-flor-me-achico``, ``truco``, ``retruco``, ``vale-cuatro``, ``quiero``, ``paso``, ``baraja``, ``canto:27``, \
``son-buenas``, ``falta-envido+truco`` and its answers ``paso-envido+quiero-truco``, ``paso-truco+quiero-envido``; \
``descarta:6O`` (the gallo); ``a-ley-de-juego`` and ``da`` (before the deal)."""
