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

import dataclasses
import io
import pickle
import zlib
from operator import attrgetter
from typing import Any

from games.core.errors import InvalidNotationError
from games.core.hand import Hand

PROTOCOL = 5
# The format's mark, first in every snapshot. Snapshots of an older format are refused, and the table replays their
# notation instead: before 2, cards pickled a hash that held only in the process that wrote them; before 3, values
# were pickled by the dataclasses' own (slow) state methods instead of :func:`_rebuild`.
FORMAT = b"tapete-snapshot-3:"
SAFE_BUILTINS = frozenset(
    {
        ("builtins", name)
        for name in ("tuple", "list", "dict", "set", "frozenset", "int", "str", "bool", "object", "getattr")
    }
    | {("copyreg", "_reconstructor"), ("copyreg", "__newobj__")}
)


# For each slots dataclass of the engine pickled by :func:`_rebuild`: its fields' names and a getter of their values
# (None for any other class, which pickles as usual).
_FIELDS: dict[type, tuple[tuple[str, ...], Any] | None] = {}


def _fields_of(cls: type) -> tuple[tuple[str, ...], Any] | None:
    if cls not in _FIELDS:
        plain = (
            dataclasses.is_dataclass(cls)
            and "__slots__" in cls.__dict__
            and getattr(cls.__getstate__, "__qualname__", "") == "_dataclass_getstate"
            and cls.__module__.startswith("games.")
        )
        names = tuple(f.name for f in dataclasses.fields(cls)) if plain else ()
        _FIELDS[cls] = (names, attrgetter(*names)) if len(names) > 1 else None
    return _FIELDS[cls]


def _rebuild(cls: type, values: tuple[Any, ...]) -> Any:
    """An engine value of ``cls`` with these field ``values`` (what :class:`_EnginePickler` wrote)."""
    known = _fields_of(cls)
    if known is None or len(known[0]) != len(values):
        raise pickle.UnpicklingError(f"{cls.__name__}: no es un valor del motor con esos campos")
    value: Any = object.__new__(cls)
    for name, field in zip(known[0], values, strict=True):
        object.__setattr__(value, name, field)
    return value


class _EnginePickler(pickle.Pickler):
    """Pickles the engine's slots dataclasses as their class and a tuple of their fields: the dataclasses' own state
    methods look up the fields of every value anew, which made a long partida's snapshot slow to write and read."""

    def reducer_override(self, obj: Any) -> Any:
        known = _fields_of(type(obj))
        if known is None:
            return NotImplemented
        return _rebuild, (type(obj), known[1](obj))


class _EngineUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if module == "games" or module.startswith("games.") or (module, name) in SAFE_BUILTINS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} no es un valor del motor")


def snapshot(hand: Hand[Any, Any]) -> bytes:
    """The hand (its rules, options, actions and state), compressed."""
    buffer = io.BytesIO()
    _EnginePickler(buffer, protocol=PROTOCOL).dump(hand)
    return FORMAT + zlib.compress(buffer.getvalue(), level=1)


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
    if not isinstance(hand, Hand):
        raise InvalidNotationError("la instantánea no es una mano")
    try:  # a Hand rebuilt from values that are not a hand's cannot even name itself
        named = hand.notation == notation
    except (AttributeError, TypeError, ValueError) as error:
        raise InvalidNotationError(f"instantánea ilegible: {error}") from error
    if not named:
        raise InvalidNotationError("la instantánea no es la mano de esa notación")
    return hand
