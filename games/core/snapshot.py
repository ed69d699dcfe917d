"""A hand's state as bytes, to restore it without replaying its notation from the deal.

The notation stays the truth: :func:`restore` checks that the snapshot is the hand that ``notation`` names (same
game, options and actions), so a stale or foreign snapshot is refused rather than trusted. Only the engine's own
values are read back: the unpickler accepts classes of the ``games`` package and a short list of builtins, nothing
else (no code can be smuggled in a snapshot).

>>> import games
>>> hand = games.new_hand("brisca", seed=7)
>>> hand = hand.apply(hand.legal_actions()[0])
>>> restore(snapshot(hand), hand.notation).notation == hand.notation
True
"""

from __future__ import annotations

import io
import pickle
import zlib
from typing import Any

from games.core.errors import InvalidNotationError
from games.core.hand import Hand

PROTOCOL = 5
# The format's mark, first in every snapshot. Snapshots of an older format (before 2: cards pickled a hash that held
# only in the process that wrote them) are refused, and the table replays their notation instead.
FORMAT = b"tapete-snapshot-2:"
SAFE_BUILTINS = frozenset(
    {
        ("builtins", name)
        for name in ("tuple", "list", "dict", "set", "frozenset", "int", "str", "bool", "object", "getattr")
    }
    | {("copyreg", "_reconstructor"), ("copyreg", "__newobj__")}
)


class _EngineUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if module == "games" or module.startswith("games.") or (module, name) in SAFE_BUILTINS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} no es un valor del motor")


def snapshot(hand: Hand[Any, Any]) -> bytes:
    """The hand (its rules, options, actions and state), compressed."""
    return FORMAT + zlib.compress(pickle.dumps(hand, protocol=PROTOCOL), level=1)


def restore(data: bytes, notation: str) -> Hand[Any, Any]:
    """The hand of ``data``, provided it is the hand ``notation`` names.

    :raises InvalidNotationError: when the snapshot cannot be read or is another hand than ``notation``'s.
    """
    if not data.startswith(FORMAT):
        raise InvalidNotationError("instantánea de un formato anterior")
    try:
        hand = _EngineUnpickler(io.BytesIO(zlib.decompress(data[len(FORMAT) :]))).load()
    except (pickle.UnpicklingError, zlib.error, EOFError, AttributeError, ImportError, TypeError) as error:
        raise InvalidNotationError(f"instantánea ilegible: {error}") from error
    if not isinstance(hand, Hand) or hand.notation != notation:
        raise InvalidNotationError("la instantánea no es la mano de esa notación")
    return hand
