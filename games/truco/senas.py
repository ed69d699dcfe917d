"""The partner's signals (*señas*, l. 84–103)."""

from __future__ import annotations

from dataclasses import dataclass

from games.core.cards import Card
from games.core.citations import Citation, cite
from games.truco.passages import DOC
from games.truco.points import envido_points


@dataclass(frozen=True, slots=True)
class Sena:
    """A partner's signal (*seña*, l. 84–103): its name, the gesture, and what it tells."""

    name: str
    gesture: str
    meaning: str
    citation: Citation
    seat: int | None = None  # the partner who makes it (in a view)


SENAS: tuple[tuple[str, str, str, int], ...] = (
    ("1E", "As de espadas", "Se levantan los ojos, como quien quiere verse las cejas.", 86),
    ("1B", "As de basto", "Se guiña un ojo.", 88),
    ("7E", "Siete de espadas", "Se tuerce la boca hacia la derecha.", 90),
    ("7O", "Siete de oro", "Se tuerce la boca hacia la izquierda.", 92),
)
RANK_SENAS: tuple[tuple[int, str, str, int], ...] = (
    (3, "Tres", "Se muerde el labio inferior.", 94),
    (2, "Dos", "Se adelantan los labios, sin abrirlos.", 96),
    (1, "Ases falsos", "Se abre la boca.", 98),
)
BRAVAS = frozenset(Card.parse(code) for code, _, _, _ in SENAS)


def senas(cards: tuple[Card, ...], envido: int | None = None) -> tuple[Sena, ...]:
    """The signals a player makes to his partner for ``cards`` (l. 83–103): one for each brava, tres, dos and false
    ace; «cabecear» with an envido over thirty (``envido``, by default the envido of ``cards``); «estar ciego»
    when none of the cards has a signal of its own.

    >>> [s.name for s in senas((Card.parse("1B"), Card.parse("3O"), Card.parse("3C")))]
    ['As de basto', 'Tres']
    >>> [s.name for s in senas((Card.parse("7C"), Card.parse("6C"), Card.parse("4B")))]
    ['Cabecear', 'Estar ciego']
    """
    found: list[Sena] = []
    for code, name, gesture, line in SENAS:
        if Card.parse(code) in cards:
            found.append(
                Sena(
                    name,
                    gesture,
                    f"Tiene el {name.lower()}, una de las cuatro bravas.",
                    cite(DOC, name, line),
                )
            )
    for rank, name, gesture, line in RANK_SENAS:
        held = [card for card in cards if card.rank == rank and card not in BRAVAS]
        if held:
            what = " y ".join(card.with_article for card in held)
            found.append(Sena(name, gesture, f"Tiene {what}.", cite(DOC, name, line)))
    count = envido_points(cards) if envido is None else envido
    if count > 30:
        found.insert(
            0,
            Sena(
                "Cabecear",
                "Se ladea la cabeza hacia un hombro.",
                f"Tiene envido de más de treinta: {count}.",
                cite(DOC, "Cabecear", 99, 100),
            ),
        )
    if not any(sena.name not in ("Cabecear",) for sena in found):
        found.append(
            Sena(
                "Estar ciego",
                "Se cierran los ojos.",
                "No tiene buenas cartas: ni bravas, ni treses, ni doses, ni ases falsos.",
                cite(DOC, "Estar ciego", 101, 103),
            )
        )
    return tuple(found)
