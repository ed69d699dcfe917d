"""Our own words: hashed word n-grams of the modern sources, and the site's texts compared with them.

`python -m tools.ownwords hash DIR` reads the modern sources from DIR (`<slug>.txt`) and writes, per source,
`fixtures/ngrams/<slug>.txt`: the sorted blake2b (8-byte) hex digests of its word 7-grams, hashes only.
`python -m tools.ownwords report [--sources DIR] [--root CHECKOUT]` prints the words of the site's own texts that
sit in runs of 7 or more words shared with a modern source (outside «»), the worst files first, and, given the
sources, the median same-order share per passage (texts of 20 words or more): the share of a passage's words
(outside «») covered by word 4-grams the modern sources also have. `--root` measures another checkout (a worktree of
an older revision gives the figures before a change).

Words: lower case, accents kept, punctuation dropped; an OCR repair mark `{{adopted|printed}}` reads as `adopted`.
Not compared: text inside «…» (a quotation, cited), the modern sources' own titles (a citation names its source),
and a run made only of the names of cards and suits, with their articles, and numbers (an order of cards is a
fact with one wording).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import re
import statistics
import sys
import tomllib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

ROOT = Path(__file__).resolve().parent.parent
NGRAMS = ROOT / "fixtures" / "ngrams"
MODERN_SOURCES = ("juegos-baraja-espanola", "zanga-canarias", "truco-reglamento")
RUN = 7
SHARE_GRAM = 4

# The titles the site cites the modern sources by.
TITLES = ("Lista de juegos de naipes con la baraja española", "Juegos de naipes con la baraja española")
_RANKS = ("as", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "sota", "caballo", "rey")
_CARD_WORDS = frozenset(
    {*_RANKS, "ases", "doses", "treses", "seises", "reyes", "oros", "copas", "espadas", "bastos", "y"}
    | {"espada", "espadilla", "mala", "malilla", "basto", "bastillo", "punto"}
    | {"el", "la", "los", "las", "de", "del"}
    | {rank + "s" for rank in _RANKS}
)
_REPAIR = re.compile(r"\{\{([^|{}]*)\|[^{}]*\}\}")
_WORD = re.compile(r"\w+")
# Strings of the fixtures that are data, not text shown as prose (`name`, `aliases`: a catalogue entry's names).
_DATA_KEYS = frozenset(
    {
        "slug",
        "kind",
        "source",
        "cite",
        "lesson",
        "game",
        "games",
        "goal",
        "position",
        "hand",
        "cards",
        "answer",
        "trump",
        "level",
        "terms",
        "see_also",
        "practice",
        "name",
        "aliases",
        "category",
        "group",
        "lines",
        "seat",
        "seats",
        "learner",
        "order",
        "hands",
    }
)


def words(text: str) -> list[str]:
    """The normalised words of `text`: repair marks read as the adopted reading, lower case, no punctuation."""
    return _WORD.findall(_REPAIR.sub(r"\1", text).lower())


def outside_quotes(text: str) -> list[str]:
    """The stretches of `text` outside «…» (nested quotation marks included) and the sources' titles, in order."""
    for title in TITLES:
        text = re.sub(re.escape(title), "«»", text, flags=re.IGNORECASE)
    pieces: list[str] = []
    depth = 0
    current: list[str] = []
    for char in text:
        if char == "«":
            if depth == 0:
                pieces.append("".join(current))
                current = []
            depth += 1
        elif char == "»" and depth:
            depth -= 1
        elif depth == 0:
            current.append(char)
    pieces.append("".join(current))
    return [piece for piece in pieces if piece.strip()]


def digest(gram: Iterable[str]) -> str:
    """The hex blake2b (8 bytes) of a word n-gram, its words joined by one space."""
    return hashlib.blake2b(" ".join(gram).encode(), digest_size=8).hexdigest()


def grams(seq: list[str], n: int) -> Iterator[tuple[int, str]]:
    """(start, digest) of every word n-gram of `seq`."""
    for start in range(len(seq) - n + 1):
        yield start, digest(seq[start : start + n])


def source_digests(text: str, n: int) -> set[str]:
    """The digests of every word n-gram of a source text (its lines are joined: a sentence may wrap)."""
    return {value for _, value in grams(words(text), n)}


def load_digests(directory: Path = NGRAMS) -> dict[str, frozenset[str]]:
    """The stored 7-gram digests of each modern source."""
    return {slug: frozenset((directory / f"{slug}.txt").read_text().split()) for slug in MODERN_SOURCES}


@dataclass(frozen=True)
class Text:
    """One text the site shows: its file (relative to the repo), where in the file, and the text."""

    path: str
    where: str
    text: str


@dataclass(frozen=True)
class Run:
    """A run of `RUN` or more consecutive words shared with a modern source."""

    path: str
    where: str
    words: tuple[str, ...]
    sources: tuple[str, ...]


def covered(seq: list[str], n: int, known: Iterable[frozenset[str] | set[str]]) -> list[set[str]]:
    """For each word of `seq`, the indexes of the digest sets that have an n-gram covering it."""
    sets = list(known)
    cover: list[set[str]] = [set() for _ in seq]
    for start, value in grams(seq, n):
        hits = {str(index) for index, found in enumerate(sets) if value in found}
        for position in range(start, start + n):
            cover[position] |= hits
    return cover


def runs(item: Text, digests: dict[str, frozenset[str]]) -> list[Run]:
    """The runs of ≥ `RUN` words of `item`, outside «», shared with a modern source."""
    slugs = list(digests)
    found: list[Run] = []
    for piece in outside_quotes(item.text):
        seq = words(piece)
        cover = covered(seq, RUN, digests.values())
        start = 0
        while start < len(seq):
            if not cover[start]:
                start += 1
                continue
            end = start
            hit: set[str] = set()
            while end < len(seq) and cover[end]:
                hit |= cover[end]
                end += 1
            if {word for word in seq[start:end] if not word.isdigit()} - _CARD_WORDS:
                found.append(
                    Run(
                        item.path,
                        item.where,
                        tuple(seq[start:end]),
                        tuple(slugs[int(i)] for i in sorted(hit)),
                    )
                )
            start = end
    return found


def share(item: Text, known: set[str]) -> tuple[int, int]:
    """(words covered by a shared `SHARE_GRAM`-gram, words) of `item` outside «»."""
    hit = total = 0
    for piece in outside_quotes(item.text):
        seq = words(piece)
        cover = covered(seq, SHARE_GRAM, [known])
        hit += sum(1 for position in cover if position)
        total += len(seq)
    return hit, total


# The texts the site shows.


def _strings(value: object, where: str, skip: frozenset[str]) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, list):
        for index, element in enumerate(value):
            yield from _strings(element, f"{where}[{index}]", skip)
    elif isinstance(value, dict):
        for key, element in value.items():
            if key not in skip:
                yield from _strings(element, f"{where}.{key}" if where else key, skip)


def _toml_texts(path: Path, root: Path, skip: frozenset[str] = _DATA_KEYS) -> Iterator[Text]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    relative = path.relative_to(root).as_posix()
    for where, text in _strings(data, "", skip):
        yield Text(relative, where, text)


def _lesson_texts(path: Path, root: Path) -> Iterator[Text]:
    """A lesson's texts; a transcription's passages are the treatise's, not ours."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    relative = path.relative_to(root).as_posix()
    transcription = data.get("kind") == "transcripcion"
    for where, text in _strings(data, "", _DATA_KEYS):
        if transcription and where.startswith("passage[") and where.endswith((".text", ".heading")):
            continue
        yield Text(relative, where, text)


def _engine_texts(root: Path) -> Iterator[Text]:
    """The string constants of the engine (its Spanish words, reasons and explanations), docstrings apart."""
    for path in sorted((root / "games").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        relative = path.relative_to(root).as_posix()
        documented = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, documented) and node.body and isinstance(node.body[0], ast.Expr)
        }
        for node in ast.walk(tree):
            if id(node) in docstrings:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value:
                yield Text(relative, f"l. {node.lineno}", node.value)


def site_texts(root: Path = ROOT) -> Iterator[Text]:
    """Every text the site shows that is not a transcription of a public-domain treatise."""
    fixtures = root / "fixtures"
    for path in sorted((fixtures / "lessons").glob("*/*.toml")):
        yield from _lesson_texts(path, root)
    for folder in ("catalogue", "glossary", "quizzes", "exercises", "aprende"):
        for path in sorted((fixtures / folder).rglob("*.toml")):
            yield from _toml_texts(path, root)
    for path in sorted((fixtures / "libro").glob("*.toml")):  # a trick's `words` quote the transcription
        yield from _toml_texts(path, root, _DATA_KEYS | {"words", "translation"})
    yield from _engine_texts(root)


def all_runs(texts: Iterable[Text], digests: dict[str, frozenset[str]]) -> list[Run]:
    """Every shared run of every text."""
    return [run for item in texts for run in runs(item, digests)]


# The commands.


def write_hashes(sources: Path, target: Path = NGRAMS) -> None:
    """Write `target/<slug>.txt` for each modern source read from `sources/<slug>.txt`."""
    target.mkdir(parents=True, exist_ok=True)
    for slug in MODERN_SOURCES:
        found = source_digests((sources / f"{slug}.txt").read_text(encoding="utf-8"), RUN)
        (target / f"{slug}.txt").write_text("".join(f"{value}\n" for value in sorted(found)))
        print(f"{slug}: {len(found)} 7-grams")


def report(sources: Path | None, out: TextIO = sys.stdout, root: Path = ROOT) -> None:
    """Print the copied words per file (worst first), their total, and the median same-order share of the texts
    of the checkout at `root` (another revision's figures: a worktree of it)."""
    texts = list(site_texts(root))
    digests = load_digests()
    per_file: dict[str, int] = {}
    totals: dict[str, int] = {}
    for item in texts:
        totals[item.path] = totals.get(item.path, 0) + sum(
            len(words(piece)) for piece in outside_quotes(item.text)
        )
    for run in all_runs(texts, digests):
        per_file[run.path] = per_file.get(run.path, 0) + len(run.words)
    write = out.write
    for path, count in sorted(per_file.items(), key=lambda pair: (-pair[1], pair[0])):
        write(f"{count:6d} / {totals[path]:6d}  {path}\n")
    write(
        f"words in copied runs (≥{RUN}, outside «»): {sum(per_file.values())} of {sum(totals.values())} "
        f"in {len(per_file)} files\n"
    )
    if sources is None:
        return
    known: set[str] = set()
    for slug in MODERN_SOURCES:
        known |= source_digests((sources / f"{slug}.txt").read_text(encoding="utf-8"), SHARE_GRAM)
    groups: dict[str, list[float]] = {}
    for item in texts:
        hit, total = share(item, known)
        if total >= 20:
            parts = item.path.split("/")
            group = (
                "/".join(parts[1:3]) if parts[1] == "lessons" else parts[1] if len(parts) > 1 else parts[0]
            )
            groups.setdefault(group, []).append(hit / total)
    everything = [value for values in groups.values() for value in values]
    for group, values in sorted(groups.items()):
        write(
            f"median same-order share {statistics.median(values):.2f} over {len(values):4d} passages  {group}\n"
        )
    write(f"median same-order share (all passages of ≥20 words): {statistics.median(everything):.2f}\n")


def main(argv: list[str] | None = None) -> None:
    """Command line: `hash DIR` or `report [--sources DIR]`."""
    parser = argparse.ArgumentParser(prog="python -m tools.ownwords", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    hashing = commands.add_parser("hash", help="write fixtures/ngrams/ from the modern sources in DIR")
    hashing.add_argument("sources", type=Path)
    reporting = commands.add_parser("report", help="copied words per file, and the same-order share")
    reporting.add_argument("--sources", type=Path, default=None)
    reporting.add_argument(
        "--root", type=Path, default=ROOT, help="the checkout to measure (default: this one)"
    )
    options = parser.parse_args(argv)
    if options.command == "hash":
        write_hashes(options.sources)
    else:
        report(options.sources, root=options.root)


if __name__ == "__main__":
    main()
