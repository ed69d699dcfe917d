"""The source documents and citations of their passages.

Every rule the engine enforces carries a :class:`Citation`: the document, the passage as titled there, and the
lines of the source's text file (the numbering used across the project; see ``sources/README.md``).

>>> str(cite("mediator-hombre-1807", "Reglas para la entrada", 702, 711))
'Reglas y leyes del Mediator y del Hombre (Madrid, 1807), «Reglas para la entrada», l. 702–711'
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """One of the documents the site teaches from."""

    slug: str
    title: str
    full_title: str
    public_domain: bool


SOURCES: tuple[SourceDocument, ...] = (
    SourceDocument(
        "mediator-hombre-1807",
        "Reglas y leyes del Mediator y del Hombre (Madrid, 1807)",
        "Reglas y leyes que se han de observar en el juego del Mediator… y del Hombre (Madrid, 1807), con las "
        "Reglas y leyes del Rebesino, Malilla y Cientos (Madrid, 1790) encuadernadas detrás",
        True,
    ),
    SourceDocument(
        "voltarete-1834",
        "Tratado do jogo do Voltarete (Lisboa, 1834)",
        "Tratado do jogo do Voltarete com as leis geraes do jogo (Lisboa, 1834)",
        True,
    ),
    SourceDocument("zanga-canarias", "La Zanga en Canarias", "La Zanga en Canarias", False),
    SourceDocument("truco-reglamento", "Reglamento del Truco", "Reglamento del Truco", False),
    SourceDocument(
        "juegos-baraja-espanola",
        "Juegos de naipes con la baraja española (2021)",
        "Lista de juegos de naipes con la baraja española (2021)",
        False,
    ),
)
SOURCES_BY_SLUG = {source.slug: source for source in SOURCES}

# The 1790 booklet is bound into the same file as the 1807 one, from this line on.
WORK_1790_FIRST_LINE = 1812
TITLE_1790 = "Reglas y leyes del Rebesino, Malilla y Cientos (Madrid, 1790)"


@dataclass(frozen=True, slots=True)
class Citation:
    """A passage of a source: document slug, section title, first and last line."""

    document: str
    section: str
    first_line: int
    last_line: int

    @property
    def title(self) -> str:
        """The title of the work the lines belong to (the 1790 booklet shares a file with the 1807 one)."""
        if self.document == "mediator-hombre-1807" and self.first_line >= WORK_1790_FIRST_LINE:
            return TITLE_1790
        return SOURCES_BY_SLUG[self.document].title

    @property
    def lines(self) -> str:
        if self.first_line == self.last_line:
            return f"l. {self.first_line}"
        return f"l. {self.first_line}–{self.last_line}"

    def __str__(self) -> str:
        return f"{self.title}, «{self.section}», {self.lines}"


def cite(document: str, section: str, first_line: int, last_line: int | None = None) -> Citation:
    """A citation; ``document`` must be one of :data:`SOURCES`.

    :raises KeyError: for an unknown document.
    """
    SOURCES_BY_SLUG[document]  # noqa: B018 — fail early on a typo
    return Citation(document, section, first_line, first_line if last_line is None else last_line)
