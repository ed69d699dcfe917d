"""From the curriculum's light markup to HTML.

The texts are Markdown (paragraphs, *italic*, **bold**, pipe tables) with two additions: ``[[7O 1E]]`` draws a row
of the site's cards, and ``{{codillo|cordillo}}`` marks a repaired OCR reading (the adopted word, then what the scan
prints). Glossary terms are linked afterwards, each at its first appearance, with a definition shown on hover/tap.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

import markdown
from django.templatetags.static import static
from django.urls import reverse

from games.core.cards import CARDS_BY_CODE

CARD_ROW = re.compile(r"\[\[([0-9OCEBocebs ,]+)\]\]")
CORRECTION = re.compile(r"\{\{([^{}|]*)\|([^{}]*)\}\}")
TAG_OR_TEXT = re.compile(r"(<[^>]+>)")


@dataclass(frozen=True, slots=True)
class GlossaryLink:
    """What a linked word points to."""

    slug: str
    definition: str


def card_images(codes: list[str], css_class: str = "card-row") -> str:
    """A row of card images with Spanish alternative text."""
    items = []
    for code in codes:
        card = CARDS_BY_CODE.get(code.upper())
        if card is None:
            items.append(f'<span class="card-missing">{html.escape(code)}</span>')
            continue
        items.append(
            f'<img class="card" src="{static(f"cards/{card.code}.svg")}" alt="{card.name}" '
            f'data-card="{card.code}" width="60" height="90" loading="lazy">'
        )
    return f'<span class="{css_class}">{"".join(items)}</span>'


def _placeholder(kind: str, index: int) -> str:
    return f"TPLHOLDER{kind}{index}Z"


def render(text: str, glossary: dict[str, GlossaryLink] | None = None) -> str:
    """Render one passage (or summary) to HTML and link the glossary words in ``glossary`` (word form → link)."""
    fragments: list[str] = []

    def keep(fragment: str, kind: str) -> str:
        fragments.append(fragment)
        return _placeholder(kind, len(fragments) - 1)

    source = text.replace("<", "&lt;")
    source = CARD_ROW.sub(lambda m: keep(card_images(m.group(1).replace(",", " ").split()), "C"), source)
    source = CORRECTION.sub(
        lambda m: keep(
            f'<ins class="repair" title="El original dice: {html.escape(m.group(2), quote=True)}">'
            f"{html.escape(m.group(1))}</ins>",
            "R",
        ),
        source,
    )
    rendered = markdown.markdown(source, extensions=["tables", "sane_lists"], output_format="html")
    if glossary:
        rendered = link_terms(rendered, glossary)
    for index, fragment in enumerate(fragments):
        for kind in "CR":
            rendered = rendered.replace(_placeholder(kind, index), fragment)
    return rendered


def render_inline(text: str) -> str:
    """Render a one-line text (a heading) without the surrounding paragraph."""
    rendered = render(text)
    return rendered.removeprefix("<p>").removesuffix("</p>")


def link_terms(rendered: str, glossary: dict[str, GlossaryLink]) -> str:
    """Link the first appearance of each glossary term in the text (never inside a tag, link or table header)."""
    forms = sorted(glossary, key=len, reverse=True)
    if not forms:
        return rendered
    pattern = re.compile(
        r"(?<![\w-])(" + "|".join(re.escape(form) for form in forms) + r")(?![\w-])", re.IGNORECASE
    )
    linked: set[str] = set()
    depth = 0
    out: list[str] = []
    for piece in TAG_OR_TEXT.split(rendered):
        if piece.startswith("<"):
            name = piece[1:].split(None, 1)[0].rstrip(">").lower() if len(piece) > 2 else ""
            if name in ("a", "ins", "th", "h2", "h3"):
                depth += 1
            elif name in ("/a", "/ins", "/th", "/h2", "/h3"):
                depth = max(0, depth - 1)
            out.append(piece)
            continue
        if depth or not piece.strip():
            out.append(piece)
            continue

        def replace(match: re.Match[str]) -> str:
            link = glossary[match.group(1).lower()]
            if link.slug in linked:
                return match.group(0)
            linked.add(link.slug)
            return term_link(match.group(0), link)

        out.append(pattern.sub(replace, piece))
    return "".join(out)


def term_link(word: str, link: GlossaryLink) -> str:
    """A word linked to its glossary page, with its definition as a tooltip (hover, focus or tap)."""
    url = reverse("lessons:term", args=[link.slug])
    tip = html.escape(link.definition)
    return (
        f'<span class="term"><a href="{url}" data-term="{link.slug}">{word}</a>'
        f'<span class="term-tip" role="tooltip">{tip}</span></span>'
    )
