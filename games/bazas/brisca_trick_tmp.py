"""The Brisca's trick, until it moves to its own module."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.bazas.tute_trick import CATALOGUE, TuteTrick
from games.core.citations import cite
from games.core.rules import Requirement

if TYPE_CHECKING:
    from games.core.trick import Position


class Brisca(TuteTrick):
    slug = "brisca"
    name = "Brisca"
    players = (2, 3, 4, 5, 6)
    hand_size = {2: 3, 3: 3, 4: 3, 5: 3, 6: 3}
    source_slug = CATALOGUE
    summary = "Tres cartas en la mano, se roba tras cada baza y se cuentan los puntos; nunca hay obligación."
    obligations = "«Nunca hay obligación de asistir ni fallar» (l. 257)."
    play_citation = cite(CATALOGUE, "BRISCA", 257)

    def requirements(self, position: Position) -> list[Requirement]:
        return []
