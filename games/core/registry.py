"""The registry: :data:`GAMES`, one :class:`~games.core.game.Game` per game, found by slug, name or alias.

Adding a game is one line here (see ``docs/adding-a-game.md``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from games.banca import players as banca_players
from games.banca.hand import SieteYMedioRules
from games.banca.words import BANCA_WORDS
from games.bazas import (
    brisca,
    cientos,
    cientos_players,
    guinote,
    julepe,
    julepe_players,
    malilla,
    malilla_players,
    rebesino,
    rebesino_players,
    tute,
    tute_players,
)
from games.bazas.words import BAZA_WORDS, CIENTOS_WORDS, TUTE_WORDS
from games.cinquillo.burro import BurroRules
from games.cinquillo.cinquillo import CinquilloRules
from games.cinquillo.players import BURRO_PLAYERS, CINQUILLO_PLAYERS
from games.cinquillo.words import BURRO_WORDS, CINQUILLO_WORDS
from games.combinaciones import chinchon, chinchon_players
from games.combinaciones.words import CHINCHON_WORDS
from games.core.errors import UnknownGameError
from games.core.game import Game
from games.core.hand import Hand, Setup
from games.mus import players as mus_players
from games.mus.hand import MusRules
from games.mus.words import MUS_WORDS
from games.ombre import (
    dosillo,
    dosillo_players,
    hombre,
    mediator,
    mediator_players,
    quadrillo,
    quintillo,
    seisillo,
    tresillo,
    tresillo1807,
    voltarete,
    voltarete_players,
    zanga,
    zanga_players,
)
from games.ombre import players as ombre_players
from games.ombre.words import TRESILLO_WORDS, maker_words, zangano
from games.pesca import players as pesca_players
from games.pesca.escoba import EscobaRules
from games.pesca.words import ESCOBA_WORDS
from games.truco import players as truco_players
from games.truco.hand import TrucoRules
from games.truco.words import TRUCO_WORDS

GAMES: dict[str, Game[Any]] = {
    game.slug: game
    for game in (
        Game(hombre.HombreHand(), ombre_players.PLAYERS, maker_words("Hombre")),
        Game(tresillo.TresilloHand(), ombre_players.PLAYERS, TRESILLO_WORDS),
        Game(mediator.MediatorHand(), mediator_players.PLAYERS, maker_words("Hombre")),
        Game(quadrillo.QuadrilloHand(), mediator_players.PLAYERS, maker_words("Hombre", zangano(4))),
        Game(quintillo.QuintilloHand(), mediator_players.PLAYERS, maker_words("Hombre", zangano(5))),
        Game(seisillo.SeisilloHand(), mediator_players.PLAYERS, maker_words("Hombre", zangano(6))),
        Game(tresillo1807.Tresillo1807Hand(), mediator_players.PLAYERS, maker_words("Hombre")),
        Game(tresillo1807.TresPalosHand(), mediator_players.PLAYERS, maker_words("Hombre")),
        Game(tresillo1807.Tresillo36Hand(), mediator_players.PLAYERS, maker_words("Hombre")),
        Game(dosillo.DosilloHand(), dosillo_players.PLAYERS, maker_words("Hombre")),
        Game(voltarete.VoltareteHand(), voltarete_players.PLAYERS, maker_words("feito")),
        Game(zanga.ZangaHand(), zanga_players.PLAYERS, maker_words("nombrado")),
        Game(malilla.MalillaRules(), malilla_players.PLAYERS, BAZA_WORDS),
        Game(rebesino.RebesinoRules(), rebesino_players.PLAYERS, BAZA_WORDS),
        Game(cientos.CientosRules(), cientos_players.PLAYERS, CIENTOS_WORDS),
        Game(tute.TuteRules(), tute_players.PLAYERS, TUTE_WORDS),
        Game(guinote.GuinoteRules(), tute_players.PLAYERS, BAZA_WORDS),
        Game(brisca.BriscaRules(), tute_players.PLAYERS, BAZA_WORDS),
        Game(julepe.JulepeRules(), julepe_players.PLAYERS, BAZA_WORDS),
        Game(TrucoRules(), truco_players.PLAYERS, TRUCO_WORDS),
        Game(SieteYMedioRules(), banca_players.PLAYERS, BANCA_WORDS),
        Game(chinchon.ChinchonRules(), chinchon_players.PLAYERS, CHINCHON_WORDS),
        Game(EscobaRules(), pesca_players.PLAYERS, ESCOBA_WORDS),
        Game(MusRules(), mus_players.PLAYERS, MUS_WORDS),
        Game(CinquilloRules(), CINQUILLO_PLAYERS, CINQUILLO_WORDS),
        Game(BurroRules(), BURRO_PLAYERS, BURRO_WORDS),
    )
}


def _key(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name.strip().lower())
    return "".join(ch for ch in plain if not unicodedata.combining(ch)).replace(" ", "-")


_BY_NAME = {_key(alias): game for game in GAMES.values() for alias in (game.slug, game.name, *game.aliases)}


def find_game(name: str) -> Game[Any]:
    """A game by slug, name or alias, ignoring case and accents.

    >>> find_game("Cuatrillo").slug
    'quadrillo'

    :raises UnknownGameError: when no game has that name.
    """
    found = GAMES.get(name) or _BY_NAME.get(_key(name))  # a slug, the usual case, needs no normalizing
    if found is None:
        raise UnknownGameError(f"juego desconocido: {name!r}")
    return found


def new_hand(
    game: str,
    seed: int = 0,
    players: int | None = None,
    variant: str | None = None,
    pot: int = 0,
    deal: Sequence[Sequence[str]] | None = None,
    stakes: Sequence[int] | None = None,
) -> Hand[Any, Any]:
    """A freshly dealt whole hand of ``game`` (a slug, name or alias): ``seed`` fixes the shuffle.

    ``players`` defaults to the game's usual count; ``variant`` names one of its variants; ``pot`` is what the plate
    (*plato*, *polla*) holds before this hand. ``deal`` replaces the shuffle with given cards (each seat's codes,
    then the talon's, top card first), to replay the worked hands of the sources. ``stakes`` is what each side
    holds before the hand, where the game counts it (the Zanga's vales, the Truco's tantos).

    :raises UnknownGameError: for a game that is not in :data:`GAMES`.
    :raises InvalidNotationError: for a number of players, a variant or a deal the game does not have.

    >>> new_hand("Rocambor", seed=2).game
    'tresillo'
    """
    hand: Hand[Any, Any] = find_game(game).hand_rules.new_hand(
        Setup(seed, players, variant, pot, deal, stakes)
    )
    return hand
