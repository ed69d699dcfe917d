"""Usernames people can tell apart: no invisible bidi controls, and no letters of two scripts in one name."""

from __future__ import annotations

import unicodedata

from django.core.exceptions import ValidationError

# Characters that reorder the text around them (U+202A–U+202E, U+2066–U+2069) and the marks U+200E, U+200F.
BIDI_CONTROLS = frozenset(
    {"LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI", "LRM", "RLM", "ALM"}
)


def script(char: str) -> str:
    """The script of a letter, from its Unicode name (LATIN, CYRILLIC, GREEK…)."""
    return unicodedata.name(char, "UNKNOWN").split()[0]


def validate_username(username: str) -> None:
    """Refuse bidi controls and other invisible formatting characters, and letters of more than one script
    (``profe.luciа`` with a Cyrillic «а» would pass for ``profe.lucia``)."""
    if any(
        unicodedata.bidirectional(ch) in BIDI_CONTROLS or unicodedata.category(ch) == "Cf" for ch in username
    ):
        raise ValidationError(
            "El nombre de usuario no puede llevar caracteres invisibles de control.", code="invisible"
        )
    scripts = {script(ch) for ch in username if ch.isalpha()}
    if len(scripts) > 1:
        raise ValidationError(
            "El nombre de usuario mezcla letras de alfabetos distintos (por ejemplo, latinas y cirílicas): "
            "usa las de uno solo.",
            code="mixed-script",
        )
