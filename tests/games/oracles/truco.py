"""A naive oracle of the Truco of the regulation (``truco-reglamento.txt``), written from the text and not from the
engine: from what the seat to move sees — its cards, the bazas, and every word said in this tiro — which cards and
which words it may say now, who should be speaking, and which rule a word outside them breaks.

The card play has no obligation at all: the regulation never asks to follow suit, «las cartas tienen un valor
aparte» (l. 68). What it does regulate are the calls, replayed here word by word (:func:`replay`):

* every invitation is closed with QUIERO or PASO, or answered with a revido (ABC g, l. 22; l. 27), by the pie of
  the invited side (ABC a, l. 16); nothing else is done until it is closed;
* the envido, proposed before the proposer's first card (regla b, l. 46), never with a flor in the tiro (regla a,
  l. 45), by the pies only when more than three play (regla e, l. 49); no revido after QUIERO (regla k, l. 55);
* the flor, sung before the first card (l. 31); with flores on both sides one must be lost by CONTRAFLOR, CONTRAFLOR
  AL RESTO or CON FLOR ME ACHICO (l. 40–41);
* the truco by anyone at any time (l. 69); the retruco only by the side invited with the truco, at once or after
  QUIERO (l. 73); the vale cuatro only by the side invited with the retruco (l. 75);
* an envido and a truco invited together, answered all, nothing, or what is passed first (ABC j, l. 25); the
  invitation made before the deal, which the cards seen turn into contraflor, falta de envido or truco (l. 76–82);
* the points of an accepted envido, sung by the mano's side first (reglas g, i, l. 51–53).

Faults the regulation punishes instead of forbidding — a flor sung without having it (l. 34), a number sung that
one does not have (regla h, l. 52), «quiero» said first in a double answer (ABC j) — are told apart.

Where the text is silent this follows the readings the engine documents and the digest takes, each marked
*reading* below; they are not taken from the engine's code.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from games import Card

# «dos, tres, cuatro, etc, envido» and «diez, o más tantos al envido» (regla o, l. 59), up to a medio juego.
NUMBERED = tuple(f"envido:{n}" for n in range(2, 10))
TANTOS = tuple(f"tantos:{n}" for n in range(10, 19))
ENVIDOS = ("envido", *NUMBERED, *TANTOS, "real-envido", "falta-envido", "igualar-envido")
# Said «de primera vez o como revido» of an envido (l. 61, 65), and nothing is said of raising them.
ENDING = ("falta-envido", "igualar-envido")
# An envido and the truco invited in one breath, «por ej: Falta de envido y truco» (ABC j, l. 25).
DOUBLES = tuple(f"{word}+truco" for word in ("envido", "real-envido", "falta-envido", "igualar-envido"))
TRUCOS = ("truco", "retruco", "vale-cuatro")
FLOR_WORDS = ("flor", "contraflor", "contraflor-al-resto", "con-flor-me-achico")
PARTIAL = ("paso-envido+quiero-truco", "paso-truco+quiero-envido")  # «primero lo que se pasa» (ABC j, l. 25)
WRONG_ORDER = ("quiero-truco+paso-envido", "quiero-envido+paso-truco")  # «Quiero … y paso …»: all accepted
ANSWERS = ("quiero", "paso")
LEY_WORDS = ("a-ley-de-juego", "falta-envido+truco", "da")  # before the deal (l. 76, 82)
# What may be sung: one card, 0–7 (regla d, l. 48); two of a suit, 20–33 (regla j, l. 54).
POSSIBLE = (*range(0, 8), *range(20, 34))
HALF = 18  # a medio juego (l. 2)


def value(card: Card) -> int:
    """A card's points for the envido and the flor: its number, the figures nothing (l. 39, 54)."""
    return card.rank if card.rank <= 7 else 0


def envido_of(cards: Sequence[Card]) -> int:
    """Twenty and the two best of a suit (l. 54), else the highest single card (regla d, l. 48)."""
    best = max((value(card) for card in cards), default=0)
    for suit in {card.suit for card in cards}:
        values = sorted((value(card) for card in cards if card.suit == suit), reverse=True)
        if len(values) > 1:
            best = max(best, 20 + values[0] + values[1])
    return best


def is_flor(cards: Sequence[Card]) -> bool:
    """«tres cartas del mismo palo» (l. 30)."""
    return len(cards) == 3 and len({card.suit for card in cards}) == 1


def worth(word: str) -> int:
    """What an envido call adds accepted (reglas c and o, Real envido b): 2 an envido, 2 a «dos… envido» per envido,
    the number of «… tantos al envido», 3 a real envido; the falta and the igualar go by the score."""
    if word == "envido":
        return 2
    if word == "real-envido":
        return 3
    if word.startswith("envido:"):
        return 2 * int(word.removeprefix("envido:"))
    if word.startswith("tantos:"):
        return int(word.removeprefix("tantos:"))
    return 0


@dataclass
class Said:
    """What the words of a tiro have settled (see :func:`replay`)."""

    envido: list[tuple[int, str]] = field(default_factory=list)  # the envido calls crossed, (seat, word)
    envido_state: str = ""  # "", "pendiente", "querido", "no querido", "anulado"
    sung: list[int] = field(default_factory=list)  # the seats that sang (or said «son buenas») the envido
    combined: bool = False  # an envido (or a contraflor) and a truco await one answer (ABC j, l. 78)
    flores: list[int] = field(default_factory=list)  # the seats that sang flor, in order
    duel: str = ""  # both sides' flores: "", "abierta", "pendiente", "cerrada"
    duel_seats: tuple[int, int] = (0, 0)  # the first flor of the other side, and the second singer
    duel_last: str = ""  # the last contraflor word
    duel_responder: int = 0
    level: int = 0  # the truco accepted: 0 callado, 1 truco, 2 retruco, 3 vale cuatro
    call: tuple[int, str] | None = None  # the truco word awaiting its answer
    invited: int | None = None  # the side that was invited to the truco accepted (it alone may raise it)
    ley_open: bool = False  # the invitation made before the deal awaits its first answer (l. 80)


def replay(
    words: Sequence[tuple[int, str]],
    sides: Sequence[int],
    dealt_after_word: bool = False,
    flores: Sequence[int] = (),
) -> Said:
    """Replay a tiro's words in order. ``dealt_after_word``: its first word was said before the deal (l. 76), and
    then ``flores`` are the flores sung as soon as the cards were seen, in playing order."""
    said = Said()
    for index, (seat, word) in enumerate(words):
        said.ley_open = False  # any word after the opening answers it
        if index == 0 and dealt_after_word:
            if word != "da":
                _open_ley(said, seat, word, flores, sides)
        elif word in ENVIDOS:
            if said.envido_state != "pendiente":
                said.envido = []
            said.envido.append((seat, word))  # a revido accepts the call before (regla l, l. 56)
            said.envido_state = "pendiente"
        elif word in DOUBLES:
            said.envido, said.envido_state = [(seat, word.removesuffix("+truco"))], "pendiente"
            said.call, said.combined = (seat, "truco"), True
        elif word in (*ANSWERS, *PARTIAL, *WRONG_ORDER):
            _answer(said, seat, word, sides)
        elif word in FLOR_WORDS:
            _flor(said, seat, word, sides)
        elif word in TRUCOS:
            if said.call is not None:  # raising «en el aire» accepts the call before (l. 73)
                said.level = TRUCOS.index(said.call[1]) + 1
            said.call = (seat, word)
        elif word.startswith("canto:") or word == "son-buenas":
            said.sung.append(seat)
    return said


def _open_ley(said: Said, seat: int, word: str, flores: Sequence[int], sides: Sequence[int]) -> None:
    """The invitation made before the deal, once the cards are seen (l. 76–82): the truco, and with flores on both
    sides the contraflor (sent, with «a ley de juego», by the inviter's side; with «falta de envido y truco», by the
    first flor, l. 82), with no flor the falta de envido, with one side's flor nothing more (l. 79)."""
    said.flores, said.call, said.ley_open = list(flores), (seat, "truco"), True
    flowered = {sides[other] for other in flores}
    if len(flowered) == 2:
        ley = word == "a-ley-de-juego"
        first = next(other for other in flores if sides[other] == sides[seat]) if ley else flores[0]
        second = next(other for other in flores if sides[other] != sides[first])
        said.duel, said.duel_seats, said.duel_last = "pendiente", (first, second), "contraflor"
        said.combined, said.duel_responder = ley, second  # «a ley de juego»: answered with the truco
    elif not flowered:
        said.envido, said.envido_state, said.combined = [(seat, "falta-envido")], "pendiente", True


def _answer(said: Said, seat: int, word: str, sides: Sequence[int]) -> None:
    """QUIERO, PASO, or the two halves of a double answer, closing what awaits first."""
    wanted = word == "quiero" or word in WRONG_ORDER  # «Quiero» said first accepts it all (ABC j)
    if said.duel == "pendiente":
        said.duel = "cerrada"
        if said.combined:  # the contraflor and the truco (l. 76, 78)
            said.combined = False
            _truco_answer(said, seat, wanted or word == "paso-envido+quiero-truco", sides)
        return
    if said.combined:
        envido_wanted = wanted or word == "paso-truco+quiero-envido"
        truco_wanted = wanted or word == "paso-envido+quiero-truco"
        said.envido_state = "querido" if envido_wanted else "no querido"
        said.combined = False
        _truco_answer(said, seat, truco_wanted, sides)
    elif said.envido_state == "pendiente":
        said.envido_state = "querido" if wanted else "no querido"
    else:
        _truco_answer(said, seat, wanted, sides)


def _truco_answer(said: Said, seat: int, wanted: bool, sides: Sequence[int]) -> None:
    assert said.call is not None
    if wanted:
        said.level, said.invited = TRUCOS.index(said.call[1]) + 1, sides[seat]
    said.call = None  # refused, the tiro is over (l. 70)


def _flor(said: Said, seat: int, word: str, sides: Sequence[int]) -> None:
    """A flor word: sung flor, contraflor, or giving up (l. 40–41). Any flor voids the envido (regla a, l. 45)."""
    if said.duel in ("abierta", "pendiente"):
        if word == "con-flor-me-achico":
            said.duel = "cerrada"
            return
        first, second = said.duel_seats
        said.duel, said.duel_last = "pendiente", word
        said.duel_responder = first if sides[seat] != sides[first] else second
        return
    if seat not in said.flores:
        said.flores.append(seat)
    if said.envido_state:
        said.envido_state = "anulado"
    said.combined = False
    rivals = [other for other in said.flores if sides[other] != sides[seat]]
    if rivals and not said.duel:
        said.duel_seats = (rivals[0], seat)
        if word == "flor":  # both sides have flor: the first singer must invite or give up (l. 40)
            said.duel, said.duel_responder = "abierta", rivals[0]
        elif word == "con-flor-me-achico":
            said.duel = "cerrada"
        else:
            said.duel, said.duel_last, said.duel_responder = "pendiente", word, rivals[0]


@dataclass(frozen=True)
class Table:
    """What the seat to move sees: the seats in play in playing order from the mano, each seat's side, the bazas
    (leader, cards, winner or ``None`` for a parda), the open baza and who led it, its own cards."""

    seat: int
    order: tuple[int, ...]
    sides: tuple[int, ...]
    bazas: tuple[tuple[int, tuple[Card, ...], int | None], ...]
    trick: tuple[Card, ...]
    trick_leader: int | None
    hand: tuple[Card, ...]

    def after(self, seat: int, steps: int) -> int:
        return self.order[(self.order.index(seat) + steps) % len(self.order)]

    def pie(self, side: int) -> int:
        """The last of a side to play (l. 16: the dealer, and the seat on his left)."""
        return [seat for seat in self.order if self.sides[seat] == side][-1]

    def turn(self) -> int:
        """Who plays the next card: the mano first, then the winner of the last baza, or after a parda whoever led
        it (*reading*: the regulation does not say, l. 71 only settles the pardas)."""
        if self.trick_leader is not None:
            return self.after(self.trick_leader, len(self.trick))
        if not self.bazas:
            return self.order[0]
        leader, _, winner = self.bazas[-1]
        return leader if winner is None else winner

    def played_by(self, seat: int) -> list[Card]:
        """The cards ``seat`` has played in this tiro."""
        found = [
            cards[i]
            for leader, cards, _ in self.bazas
            for i in range(len(cards))
            if self.after(leader, i) == seat
        ]
        if self.trick_leader is not None:
            found += [card for i, card in enumerate(self.trick) if self.after(self.trick_leader, i) == seat]
        return found


@dataclass(frozen=True)
class Expected:
    """The oracle's answer: who should speak, what he may do, what he may say as a penalised fault, and for each
    refused word the code of the rule it breaks."""

    mover: int
    allowed: frozenset[str]
    faults: frozenset[str]
    refusal: dict[str, str]
    exact: bool  # False when the allowed set holds words the seat cannot know (a partner's envido to sing)
    unjudged: frozenset[str] = frozenset()  # words the text leaves open: not compared


def expected(table: Table, said: Said, vocabulary: Sequence[str]) -> Expected:
    """Who should speak now and what he may say, from the words of the tiro; ``vocabulary``: the words and cards
    whose refusal is to be told.

    Mano a mano, the envido refused and the truco accepted: the side invited to the truco may raise it, the other
    may not (l. 73).

    >>> from games import parse_cards
    >>> said = replay([(0, "envido"), (1, "paso"), (0, "truco"), (1, "quiero")], (0, 1))
    >>> second = Table(1, (0, 1), (0, 1), (), parse_cards("4O"), 0, parse_cards("1E 7O 3B"))
    >>> sorted(expected(second, said, []).allowed)
    ['1E', '3B', '7O', 'baraja', 'retruco']
    >>> first = Table(0, (0, 1), (0, 1), ((0, parse_cards("4O 1E"), 1),), (), None, parse_cards("5C 6B"))
    >>> expected(first, said, []).mover, sorted(expected(first, said, ["retruco"]).refusal.items())
    (1, [('retruco', 'truco')])
    """
    seat = table.seat
    side = table.sides[seat]
    played = bool(table.played_by(seat))
    dealt = [*table.hand, *table.played_by(seat)]
    holds_flor = is_flor(dealt)
    rivals = [other for other in said.flores if table.sides[other] != side]
    # Proposing an envido: none yet this tiro (one envite each, closed by QUIERO or PASO: regla k, ABC g), no flor
    # sung nor held (regla a), before one's first card (regla b), and with more than three only the pie (regla e).
    may_envidar = (
        not said.envido_state
        and not said.flores
        and not holds_flor
        and not played
        and (len(table.order) <= 3 or seat == table.pie(side))
    )
    flor_words: set[str] = set()
    if holds_flor and seat not in said.flores and not played:
        flor_words.add("flor")  # before the first card (l. 31)
        if rivals and not said.duel:  # answering a flor of the other side (l. 40)
            flor_words |= {"contraflor", "contraflor-al-resto", "con-flor-me-achico"}
    faults: set[str] = set()
    if not holds_flor and seat not in said.flores and not played:
        faults.add("flor")  # a flor sung without having it is not refused: it pays (regla c, l. 34)
    allowed: set[str]
    refusal: dict[str, str] = {}
    exact = True
    unjudged: frozenset[str] = frozenset()
    if said.duel == "abierta":  # flores on both sides: the first singer invites or gives up (l. 40)
        mover = said.duel_responder
        allowed, faults = {"contraflor", "contraflor-al-resto", "con-flor-me-achico"}, set()
        refusal = dict.fromkeys(vocabulary, "flor")
    elif said.duel == "pendiente" and said.combined:
        # The contraflor and the truco invited before the deal: all, nothing, or what is passed first (l. 76–78).
        mover = table.pie(1 - table.sides[said.duel_seats[0]])
        allowed, faults = {"quiero", "paso", *PARTIAL}, set(WRONG_ORDER)
        refusal = dict.fromkeys(vocabulary, "respuesta")
    elif said.duel == "pendiente":
        # QUIERO, PASO or CON FLOR ME ACHICO; a contraflor may be raised al resto (l. 40–41).
        mover = said.duel_responder
        allowed, faults = {"quiero", "paso", "con-flor-me-achico"}, set()
        if said.duel_last == "contraflor":
            allowed.add("contraflor-al-resto")
        refusal = dict.fromkeys(vocabulary, "flor")
    elif said.envido_state == "pendiente":
        mover = table.pie(1 - table.sides[said.envido[-1][0]])
        allowed = {"quiero", "paso"} | (flor_words & {"flor"})
        refusal = dict.fromkeys(vocabulary, "respuesta")
        refusal["flor"] = "flor"
        if said.combined:  # all, nothing, or what is passed first (ABC j, l. 25)
            allowed |= set(PARTIAL)
            faults |= set(WRONG_ORDER)
        else:
            # Revidos, even after one's first card: «ir a la pesca» (ABC b, l. 17); not of a falta or an igualar
            # (*reading*: they are said «de primera vez o como revido» of an envido, l. 61, 65), not with a flor held
            # (regla a). Once what is envidado pays a whole medio juego, the text caps what is collected (regla n,
            # l. 58) without forbidding another revido (regla k, l. 55): left unjudged.
            refusal.update(dict.fromkeys(ENVIDOS, "envido"))
            if not holds_flor and said.envido[-1][1] not in ENDING:
                if sum(worth(word) for _, word in said.envido) < HALF:
                    allowed |= set(ENVIDOS)
                else:
                    unjudged = frozenset(ENVIDOS)
    elif said.envido_state == "querido" and len(said.sung) < 2:
        # The mano's side sings first (regla g, l. 51) through its pie (regla e), with his cards or his partner's;
        # the other may say «son buenas» (regla i, l. 53).
        first = table.sides[table.order[0]]
        mover = table.pie(first if not said.sung else 1 - first)
        allowed = {f"canto:{envido_of(dealt)}"}
        if said.sung:
            allowed.add("son-buenas")
        partners = [other for other in table.order if other != seat and table.sides[other] == side]
        exact = not partners
        faults = {f"canto:{n}" for n in POSSIBLE} - allowed  # a wrong number is a fault (regla h, l. 52)
        refusal = dict.fromkeys(vocabulary, "canto")
    elif said.call is not None:  # a truco awaits its answer
        mover = table.pie(1 - table.sides[said.call[0]])
        level = TRUCOS.index(said.call[1]) + 1
        allowed = {"quiero", "paso"} | flor_words
        if level < 3:
            allowed.add(TRUCOS[level])  # raised «en el aire» by the side invited (l. 73, 75)
        if may_envidar:
            allowed |= set(ENVIDOS)  # *reading*: «el envido está primero», while the envidar is still in time
        refusal = dict.fromkeys(vocabulary, "respuesta")
        refusal.update(dict.fromkeys(TRUCOS, "truco"))
        refusal.update(dict.fromkeys(ENVIDOS, "envido"))
        refusal.update(dict.fromkeys(FLOR_WORDS, "flor"))
    else:  # the seat whose card it is: any card (l. 68), a call, or to baraja (ABC c, e)
        mover = table.turn()
        allowed = {card.code for card in table.hand} | {"baraja"} | flor_words
        if said.level == 0:
            allowed.add("truco")  # «en cualquier momento y por cualquier jugador» (l. 69)
        elif said.level < 3 and said.invited == side:
            allowed.add(TRUCOS[said.level])  # after QUIERO, by the side that was invited (l. 73, 75)
        if may_envidar:
            allowed |= set(ENVIDOS)
            if said.level == 0:
                allowed |= set(DOUBLES)  # «Falta de envido y truco» (ABC j, l. 25)
        refusal = dict.fromkeys((*ANSWERS, *PARTIAL), "respuesta")
        refusal.update(
            {word: "canto" for word in vocabulary if word.startswith("canto:") or word == "son-buenas"}
        )
        refusal.update(dict.fromkeys(TRUCOS, "truco"))
        refusal.update(dict.fromkeys(ENVIDOS, "envido"))
        refusal.update(dict.fromkeys(FLOR_WORDS, "flor"))
        refusal.update(dict.fromkeys(DOUBLES, "envido" if not may_envidar else "truco"))
    if said.ley_open:
        allowed.add("baraja")  # instead of answering the invitation made before the deal (l. 80)
    refusal = {
        word: code
        for word, code in refusal.items()
        if word in vocabulary and word not in allowed and word not in faults and word not in unjudged
    }
    return Expected(mover, frozenset(allowed), frozenset(faults), refusal, exact, unjudged)
