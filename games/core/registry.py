"""The registry of games: :data:`GAMES` by slug, and :func:`find_game` by slug, name or alias."""

from __future__ import annotations

import unicodedata

from games.bazas.malilla_rules import Malilla
from games.bazas.rebesino_rules import Rebesino
from games.bazas.tute_rules import Brisca, Guinote, Julepe, Tute
from games.core.errors import UnknownGameError
from games.core.rules import GameRules
from games.ombre.rules import OMBRE_GAMES
from games.truco.rules import Truco

GAMES: dict[str, GameRules] = {
    rules.slug: rules
    for rules in (cls() for cls in (*OMBRE_GAMES, Malilla, Rebesino, Tute, Guinote, Brisca, Julepe, Truco))
}


def _key(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name.strip().lower())
    return "".join(ch for ch in plain if not unicodedata.combining(ch)).replace(" ", "-")


_BY_NAME = {
    _key(alias): rules for rules in GAMES.values() for alias in (rules.slug, rules.name, *rules.aliases)
}


def find_game(name: str) -> GameRules:
    """The rules of a game by slug, name or alias, ignoring case and accents.

    >>> find_game("Cuatrillo").slug
    'quadrillo'

    :raises UnknownGameError: when no game has that name.
    """
    try:
        return _BY_NAME[_key(name)]
    except KeyError:
        raise UnknownGameError(f"juego desconocido: {name!r}") from None
