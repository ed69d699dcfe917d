"""Original SVG drawings of the Spanish deck, drawn by the Tapete project (CC BY-SA 4.0).

Card codes are the rank (1-12) followed by the suit letter: ``O`` oros, ``C`` copas,
``E`` espadas, ``B`` bastos (``"7O"``, ``"10C"`` sota, ``"11B"`` caballo, ``"12E"`` rey).
The Chinchón's comodines are ``J1`` and ``J2``. Run ``python -m tutor.cardart`` to (re)write
``static/cards/<code>.svg`` and ``back.svg``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from games.core.cards import DECK_48, RANK_NAMES

__all__ = ["CODES", "JOKERS", "back_svg", "card_name", "card_svg", "comodin_svg", "main"]


@dataclass(frozen=True)
class _Suit:
    name: str
    main: str  # emblem and clothing fill
    dark: str  # index number, frame accents
    accent: str  # trims, hose, cape


SUITS: dict[str, _Suit] = {
    "O": _Suit("oros", "#f4c430", "#8a5a00", "#c62828"),
    "C": _Suit("copas", "#d32f2f", "#a51616", "#f4c430"),
    "E": _Suit("espadas", "#2f6db5", "#1a4a8a", "#f4c430"),
    "B": _Suit("bastos", "#3c8d2f", "#2b6a21", "#8b5a2b"),
}
RANKS: dict[int, str] = RANK_NAMES
CODES: tuple[str, ...] = tuple(card.code for card in DECK_48)
"""The 48 card codes, suit by suit (oros, copas, espadas, bastos), 1 to 12."""
JOKERS: tuple[str, ...] = ("J1", "J2")
"""The Chinchón's two comodines (its deck of 50)."""

INK = "#2a2320"
SKIN = "#f6d3b3"
OUT_DIR = Path(__file__).resolve().parent.parent / "static" / "cards"

_ACE: dict[str, float] = {"O": 2.8, "C": 3.6, "E": 2.3, "B": 2.3}
"""How much larger than a pip the single emblem of each ace is drawn."""
_MINI: dict[str, tuple[float, float]] = {"O": (62, 0.42), "C": (63, 0.5), "E": (70, 0.3), "B": (70, 0.3)}
"""Where the small emblem under the corner number sits (y) and its scale."""


def _parse(code: str) -> tuple[int, _Suit]:
    """Split a code such as ``"11B"`` into rank and suit; ValueError if it is not a card."""
    rank, suit = code[:-1], code[-1:]
    if suit not in SUITS or not rank.isdigit() or int(rank) not in RANKS or rank != str(int(rank)):
        raise ValueError(f"unknown card code: {code!r}")
    return int(rank), SUITS[suit]


def card_name(code: str) -> str:
    """The Spanish name of a card: ``card_name("7O") == "siete de oros"``."""
    rank, suit = _parse(code)
    return f"{RANKS[rank]} de {suit.name}"


def _n(x: float) -> str:
    """A compact number for SVG attributes."""
    return f"{round(x, 2):g}"


def _use(x: float, y: float, k: float = 1, rot: float = 0, ky: float = 0) -> str:
    """Place the suit emblem (``#s``) at (x, y), rotated by rot degrees, scaled by k (by ky vertically)."""
    t = f"translate({_n(x)} {_n(y)})"
    if rot:
        t += f" rotate({_n(rot)})"
    if ky:
        t += f" scale({_n(k)} {_n(ky)})"
    elif k != 1:
        t += f" scale({_n(k)})"
    return f'<use href="#s" transform="{t}"/>'


def _emblem(letter: str, sw: float) -> str:
    """The suit emblem centred on the origin, stroke width sw (coin r 20, cup 40 high, sword/club 100)."""
    s = SUITS[letter]
    head = f'<g id="s" stroke="{INK}" stroke-width="{_n(sw)}" stroke-linejoin="round">'
    if letter == "O":
        body = (
            f'<circle r="20" fill="{s.main}"/>'
            f'<circle r="13" fill="none" stroke="{s.dark}"/>'
            f'<path d="M0-8 2-2 8 0 2 2 0 8-2 2-8 0-2-2z" fill="{s.accent}" stroke="none"/>'
        )
    elif letter == "C":
        body = (
            f'<path d="M-15-17H15C15-3 9 2 3 3V9C4 12 10 13 11 19H-11C-10 13-4 12-3 9V3C-9 2-15-3-15-17z"'
            f' fill="{s.main}"/>'
            f'<path d="M-15-17H15l-1 5H-14z M-5 7H5v3H-5z" fill="{s.accent}"/>'
        )
    elif letter == "E":
        body = (
            f'<path d="M0-50 5-40V17H-5V-40z" fill="#dce8f7"/>'
            f'<path d="M0-42V14" stroke="{s.main}"/>'
            f'<path d="M-16 15C-10 20 10 20 16 15L17 21C10 24-10 24-17 21z M-3 22H3V40H-3z" fill="{s.main}"/>'
            f'<circle cy="44" r="5" fill="{s.accent}"/>'
        )
    else:
        body = (
            f'<path d="M-5 50C-6 25-8 0-11-25-14-44-6-50 0-50 6-50 14-44 11-25 8 0 6 25 5 50z" fill="{s.main}"/>'
            f'<path d="M-11-21-19-31-15-35-10-29zM8-1 16-9 13-13 8-8zM-7 19-14 12-11 9-7 13z" fill="{s.main}"/>'
            '<g fill="#e0bd84"><circle cx="-17" cy="-33" r="3"/><circle cx="14.5" cy="-11" r="3"/>'
            '<circle cx="-12.5" cy="10.5" r="2.6"/><ellipse cy="-44" rx="5" ry="3"/></g>'
            '<path d="M-3-30 0-18M3-2 1 8M-1 26 1 36" fill="none"/>'
        )
    return head + body + "</g>"


def _pips(rank: int, letter: str) -> str:
    """The pips of a number card 1-9, in the traditional arrangements."""
    if rank == 1:
        return _use(100, 150, _ACE[letter])
    if letter in "OC":
        left, mid, right = 64.0, 100.0, 136.0
        grid = [(x, y) for y in (80.0, 150.0, 220.0) for x in (left, right)]
        layouts: dict[int, list[tuple[float, float]]] = {
            2: [(mid, 90), (mid, 210)],
            3: [(mid, 74), (mid, 150), (mid, 226)],
            4: [(left, 94), (right, 94), (left, 206), (right, 206)],
            5: [(left, 84), (right, 84), (mid, 150), (left, 216), (right, 216)],
            6: grid,
            7: [*grid, (mid, 115)],
            8: [*grid, (mid, 115), (mid, 185)],
            9: [(x, y) for y in (80.0, 150.0, 220.0) for x in (55.0, mid, 145.0)],
        }
        k = (1.25 if rank <= 5 else 1.05 if rank <= 8 else 0.98) * (1.1 if letter == "C" else 1)
        return "".join(_use(x, y, k) for x, y in layouts[rank])
    # Swords and clubs: long, slender emblems crossing diagonally in a lattice whose hilts
    # alternate top and bottom (mirror-symmetric), the odd one upright in the middle.
    pairs, odd = divmod(rank, 2)
    kx, ky = (1.0, 1.7) if rank <= 3 else (0.75, 1.7) if rank <= 7 else (0.7, 1.62)
    kx *= 0.8 if letter == "B" and rank > 3 else 1
    rot = 22 if pairs <= 2 else 17
    dx = {1: 0, 2: 40, 3: 32, 4: 25}[pairs]
    out = []
    for i in range(pairs):
        x = (i - (pairs - 1) / 2) * dx
        flip = 180 if i % 2 else 0
        out.append(_use(100 + x, 150, kx, rot + flip, ky))
        out.append(_use(100 - x, 150, kx, flip - rot, ky))
    if odd:
        out.append(_use(100, 150, kx, 0, ky))
    return "".join(out)


def _held(letter: str, x: float, y: float) -> str:
    """The suit emblem held in a hand at (x, y): coins and cups above it, swords and clubs by the grip."""
    if letter in "OC":
        return _use(x, y - 20, 0.95)
    return _use(x, y - (31 if letter == "E" else 38))


def _sota(s: _Suit, letter: str) -> str:
    """A standing page in a short tunic and a feathered cap, holding up the suit emblem."""
    return (
        f'<g stroke="{INK}" stroke-width="2" stroke-linejoin="round">'
        f'<path d="M87 200v56h10v-56zM103 200v56h10v-56z" fill="{s.accent}"/>'
        f'<path d="M85 256h13v7H81zM102 256h13l4 7h-17z" fill="#4a3222"/>'
        f'<path d="M82 112h36l10 92H72z" fill="{s.main}"/>'
        f'<path d="M76 160h48" stroke="{s.accent}" stroke-width="6"/>'
        f'<path d="M82 114 68 164h10l10-36zM118 114l20 16-6 8-18-12z" fill="{s.main}"/>'
        f'<circle cx="73" cy="168" r="5" fill="{SKIN}"/>'
        f'<path d="M90 110h20l-10 10z" fill="#fff"/>'
        f'<circle cx="100" cy="92" r="14" fill="{SKIN}"/>'
        f'<path d="M86 96c-4-22 32-22 28 0l-4 4v-10c-6-4-14-4-20 0v10z" fill="#6b4423"/>'
        f'<path d="M112 76c6-12 18-16 26-12-8 2-14 6-22 14z" fill="#fff"/>'
        f'<ellipse cx="100" cy="78" rx="20" ry="6" fill="{s.accent}"/>'
        "</g>"
        f'<g fill="{INK}"><circle cx="95" cy="92" r="1.6"/><circle cx="105" cy="92" r="1.6"/></g>'
        + _held(letter, 138, 134)
        + f'<circle cx="138" cy="134" r="5" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>'
    )


def _caballo(s: _Suit, letter: str) -> str:
    """A rider on a prancing horse, the suit emblem raised in one hand."""
    horse, mane = "#efe5d3", "#6b4423"
    return (
        f'<g stroke="{INK}" stroke-width="2" stroke-linejoin="round">'
        f'<path d="M58 186c-14 12-16 40-8 62 2-20 6-34 16-48z" fill="{mane}"/>'
        f'<path d="M66 206 62 262h11l7-48zM88 212l1 50h11l1-46zM126 212l-2 50h11l5-46z" fill="{horse}"/>'
        f'<path d="M140 204l22 22-6 9-24-18z" fill="{horse}"/>'
        f'<ellipse cx="104" cy="196" rx="50" ry="26" fill="{horse}"/>'
        f'<path d="M128 188 146 136l24 6-16 56z" fill="{horse}"/>'
        f'<path d="M152 128l-2-13 9 9z" fill="{horse}"/>'
        f'<path d="M146 136c4-10 12-12 16-6l22 28c2 6-2 12-8 10l-16-6c-6-2-10-12-14-16z" fill="{horse}"/>'
        f'<path d="M146 134 126 186l-6-4 18-50z" fill="{mane}"/>'
        f'<path d="M82 178h50l-6 40H88z" fill="{s.main}"/>'
        f'<path d="M84 190h46" stroke="{s.accent}" stroke-width="5"/>'
        f'<path d="M96 168l6 42h11l-4-42z" fill="{s.accent}"/>'
        f'<path d="M100 210h15l3 8h-17z" fill="#4a3222"/>'
        f'<path d="M90 122h26l4 54H86z" fill="{s.main}"/>'
        f'<path d="M92 126 72 110l6-8 22 14z" fill="{s.main}"/>'
        f'<path d="M116 140l44 12" fill="none" stroke-width="1.5"/>'
        f'<circle cx="103" cy="106" r="13" fill="{SKIN}"/>'
        f'<path d="M86 98h34l-4-8H90z" fill="{s.accent}"/>'
        f'<path d="M110 92c8-12 18-14 24-10-8 2-12 6-20 12z" fill="#fff"/>'
        "</g>"
        f'<g fill="{INK}"><circle cx="98" cy="107" r="1.5"/><circle cx="108" cy="107" r="1.5"/>'
        f'<circle cx="160" cy="140" r="2"/></g>'
        + _held(letter, 72, 104)
        + f'<circle cx="72" cy="104" r="5" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>'
    )


def _rey(s: _Suit, letter: str) -> str:
    """A crowned, bearded king in a long robe and mantle, holding the suit emblem."""
    robe = s.main if letter != "O" else s.accent
    return (
        f'<g stroke="{INK}" stroke-width="2" stroke-linejoin="round">'
        f'<path d="M78 104 50 262h32l12-130zM122 104l28 158h-32l-12-130z" fill="{s.dark}"/>'
        f'<path d="M80 104h40l18 158H62z" fill="{robe}"/>'
        f'<path d="M95 110h10l5 152H90z" fill="#fff"/>'
        f'<path d="M62 262h76" stroke="{SUITS["O"].main}" stroke-width="6"/>'
        f'<path d="M74 100c10 12 42 12 52 0l-2 12c-12 8-36 8-48 0z" fill="#fff"/>'
        f'<path d="M120 114l18 34-8 6-18-28z" fill="{robe}"/>'
        f'<circle cx="100" cy="80" r="15" fill="{SKIN}"/>'
        f'<path d="M85 80c0 22 9 34 15 40 6-6 15-18 15-40-6 8-24 8-30 0z" fill="#eeeae2"/>'
        f'<path d="M92 88c4-3 12-3 16 0" fill="none"/>'
        f'<path d="M84 68 81 44l10 10 9-16 9 16 10-10-3 24z" fill="{SUITS["O"].main}"/>'
        "</g>"
        f'<g fill="{INK}"><circle cx="95" cy="79" r="1.6"/><circle cx="105" cy="79" r="1.6"/>'
        '<circle cx="100" cy="150" r="1.5"/><circle cx="100" cy="180" r="1.5"/>'
        '<circle cx="100" cy="210" r="1.5"/><circle cx="100" cy="240" r="1.5"/></g>'
        f'<circle cx="100" cy="60" r="3" fill="{SUITS["O"].accent}"/>'
        + _held(letter, 134, 152)
        + f'<circle cx="134" cy="152" r="5" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>'
    )


def _frame(breaks: int, colour: str) -> str:
    """The frame line with its pintas: 0 breaks for oros, 1 copas, 2 espadas, 3 bastos (top and bottom)."""
    out = f'<rect x="9" y="9" width="182" height="282" rx="5" fill="none" stroke="{colour}" stroke-width="2.5"/>'
    for i in range(breaks):
        x = 100 + (i - (breaks - 1) / 2) * 32 - 9
        out += f'<path d="M{_n(x)} 6h18v6h-18zM{_n(x)} 288h18v6h-18z" fill="#fff"/>'
    return out


def card_svg(code: str) -> str:
    """The SVG drawing of one card, e.g. ``card_svg("12O")`` for the rey de oros."""
    rank, suit = _parse(code)
    letter = code[-1]
    figures = {10: _sota, 11: _caballo, 12: _rey}
    if rank in figures:
        art, sw = figures[rank](suit, letter), 2.0
    else:
        art = _pips(rank, letter)
        sw = 2.0 / _ACE[letter] if rank == 1 else 1.6
    index = (
        f'<g id="i"><text x="28" y="44" text-anchor="middle" font-family="serif" font-weight="bold"'
        f' font-size="34" fill="{suit.dark}">{rank}</text>{_use(28, *_MINI[letter])}</g>'
    )
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300" role="img">'
        f"<title>{card_name(code)}</title>"
        f"<defs>{_emblem(letter, sw)}</defs>"
        f'<rect x="1" y="1" width="198" height="298" rx="12" fill="#fff" stroke="#9a9088" stroke-width="2"/>'
        + _frame("OCEB".index(letter), suit.dark)
        + index
        + '<use href="#i" transform="rotate(180 100 150)"/>'
        + art
        + "</svg>\n"
    )
    # Ids unique per card, so that several cards can also be inlined in one page.
    for ref in "si":
        svg = svg.replace(f'id="{ref}"', f'id="{ref}{code}"').replace(f'"#{ref}"', f'"#{ref}{code}"')
    return svg


def back_svg() -> str:
    """The back of every card: a one-colour lattice of rosettes inside a white border."""
    c = "#8c1d18"
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300" role="img">'
        "<title>reverso de la carta</title>"
        '<defs><pattern id="back" width="20" height="20" patternUnits="userSpaceOnUse" x="14" y="14">'
        f'<rect width="20" height="20" fill="{c}"/>'
        '<path d="M10 2 18 10 10 18 2 10z" fill="none" stroke="#fff" stroke-width="1.2" opacity=".55"/>'
        '<circle cx="10" cy="10" r="2.5" fill="#fff" opacity=".8"/>'
        '<circle r="1.5" fill="#fff" opacity=".8"/><circle cx="20" r="1.5" fill="#fff" opacity=".8"/>'
        '<circle cy="20" r="1.5" fill="#fff" opacity=".8"/><circle cx="20" cy="20" r="1.5" fill="#fff"'
        ' opacity=".8"/></pattern></defs>'
        '<rect x="1" y="1" width="198" height="298" rx="12" fill="#fff" stroke="#9a9088" stroke-width="2"/>'
        f'<rect x="14" y="14" width="172" height="272" rx="6" fill="url(#back)" stroke="{c}" stroke-width="2"/>'
        f'<ellipse cx="100" cy="150" rx="34" ry="46" fill="#fff" stroke="{c}" stroke-width="3"/>'
        f'<ellipse cx="100" cy="150" rx="24" ry="34" fill="none" stroke="{c}" stroke-width="2"/>'
        f'<path d="M100 124 112 150 100 176 88 150z" fill="{c}"/>'
        "</svg>\n"
    )


def comodin_svg(code: str) -> str:
    """A comodín (``J1`` red, ``J2`` blue): a jester's cap with three bells, the word written under it."""
    if code not in JOKERS:
        raise ValueError(f"unknown card code: {code!r}")
    cap, trim = ("#c62828", "#f4c430") if code == "J1" else ("#2f6db5", "#f4c430")
    bells = "".join(
        f'<circle cx="{x}" cy="{y}" r="9" fill="{trim}" stroke="{INK}" stroke-width="2"/>'
        for x, y in ((46, 92), (100, 64), (154, 92))
    )
    word = (
        '<text x="100" y="{y}" text-anchor="middle" font-family="serif" font-weight="bold" font-size="{size}"'
        ' fill="{fill}"{turn}>COMODÍN</text>'
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300" role="img">'
        "<title>comodín</title>"
        '<rect x="1" y="1" width="198" height="298" rx="12" fill="#fff" stroke="#9a9088" stroke-width="2"/>'
        + _frame(0, cap)
        + word.format(y=40, size=22, fill=cap, turn="")
        + word.format(y=40, size=22, fill=cap, turn=' transform="rotate(180 100 150)"')
        + f'<path d="M54 180 46 92 82 150 100 64 118 150 154 92 146 180z" fill="{cap}" stroke="{INK}"'
        ' stroke-width="3" stroke-linejoin="round"/>'
        + f'<path d="M50 180h100v22H50z" fill="{trim}" stroke="{INK}" stroke-width="3"/>'
        + bells
        + f'<circle cx="100" cy="228" r="14" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>'
        + "</svg>\n"
    )


def main(out_dir: Path = OUT_DIR) -> None:
    """Write every card, the two comodines and the back to ``out_dir`` (``static/cards`` by default)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for code in CODES:
        (out_dir / f"{code}.svg").write_text(card_svg(code), encoding="utf-8")
    for code in JOKERS:
        (out_dir / f"{code}.svg").write_text(comodin_svg(code), encoding="utf-8")
    (out_dir / "back.svg").write_text(back_svg(), encoding="utf-8")
    print(f"{len(CODES) + len(JOKERS) + 1} SVG files written to {out_dir}", file=sys.stderr)


if __name__ == "__main__":
    main()
