"""Each language's typography and glossary, checked over every sentence the page shows.

The page's words are the catalogues (``web/i18n/<area>.<lang>.json``) and the rules' prose
(``assets/rules/<lang>.html``); both are read here as text, a template's placeholders standing
for what fills them. ``faults`` finds what a proofreader of each language would mark:
- French: a no-break space (U+202F, or U+00A0) before ``: ; ! ?`` and inside ``« »``;
- every language: none before ``: ; ! ?`` in English and German, German quotes „…“ and
  English “…”, never straight quotes; one apostrophe (U+2019);
- a number (or a placeholder that is one) and its unit held together by a no-break space
  (``10\u00a0$``, ``72\u00a0%``; English writes ``$10``), and ``(1\u00a0/\u00a0$)``-like groups;
- a word the language's glossary (``GLOSSARY``) says is not this edition's word for a thing.

tests/web/test_typography.py fails on any fault, so a string added later is held to the same
rules; ``python -m tools.research.typography`` prints the count by language and kind.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser

from tools import ROOT

LANGUAGES = ("en", "de", "fr")
NBSP = "\u00a0"
NNBSP = "\u202f"
NO_BREAK = NBSP + NNBSP


class Fault(enum.Enum):
    """What is wrong with a piece of text."""

    SPACE_BEFORE_MARK = "space before : ; ! ?"
    GUILLEMETS = "space inside « »"
    QUOTES = "quotation marks"
    APOSTROPHE = "apostrophe"
    UNIT = "number and unit"
    SLASH_GROUP = "spaces round /"
    SPACES = "double or stray space"
    GLOSSARY = "not the glossary's word"


@dataclass(frozen=True)
class Finding:
    language: str
    where: str
    fault: Fault
    excerpt: str


#: Per language: the edition's word for a thing (the rulebook's), and the words that must not
#: name it. Matched as whole words, case-insensitively; the pattern is a regex.
GLOSSARY: dict[str, dict[str, tuple[str, ...]]] = {
    "fr": {
        # the rulebook's "route" joins two places; "liaison" once said the same
        "route": (r"liaisons?",),
        # a city or a region "est évaluée"; "décompte" is only the final count
        "évaluer": (r"décompt(?:ée?s?|er|é)",),
        # the rulebook's points d'influence, never an unexplained abbreviation
        "points d’influence": (r"PIs?",),
        "franchise": (r"succursales?",),
        "se développer": (r"s’étendre", r"expansions?"),
    },
    "de": {
        # the edition's "Strecke" joins two places ("Verbindung" once said the same)
        "Strecke": (r"Verbindung(?:en)?",),
        # a piece on the board is a "Filiale", never a "Niederlassung"
        "Filiale": (r"Niederlassung(?:en)?",),
        "Einflusspunkte": (r"EP", r"IP"),
    },
    "en": {
        # the edition's "link" joins two places
        "link": (r"routes?", r"connections?"),
        "influence points": (r"IPs?",),
    },
}

MARKS = ":;!?"
UNITS = r"\$|%|€|min|h|s|px"
NUMBER = r"(?:\d+|\{[a-z_]+\})"
#: Not punctuation in prose: a URL, a time, a query string, an emoji-free ratio like 2:1.
NOT_PROSE = re.compile(r"https?:|\d[:]\d|\?[a-z]+=|::")


def _quoted(language: str) -> tuple[str, str]:
    return {"fr": ("«", "»"), "de": ("„", "“"), "en": ("“", "”")}[language]


def faults_in(language: str, text: str) -> Iterator[tuple[Fault, str]]:
    """Every fault of one piece of text in ``language``, with a short excerpt round it."""
    prose = NOT_PROSE.sub(lambda m: "x" * len(m.group()), text)

    def at(match: re.Match[str]) -> str:
        return text[max(0, match.start() - 12) : match.end() + 12]

    for m in re.finditer(rf"(.)?([{MARKS}])", prose):
        before = m.group(1)
        if language == "fr":
            if m.group(2) in "!?" and before in ("!", "?"):
                continue
            if before is None or before not in NO_BREAK:
                yield Fault.SPACE_BEFORE_MARK, at(m)
        elif before is not None and before.isspace():
            yield Fault.SPACE_BEFORE_MARK, at(m)
    if language == "fr":
        for m in re.finditer(r"«(.?)|(.?)»", prose):
            inside = m.group(1) if m.group(1) is not None else m.group(2)
            if inside not in tuple(NO_BREAK):
                yield Fault.GUILLEMETS, at(m)
    opening, closing = _quoted(language)
    allowed = {opening, closing}
    for m in re.finditer(r"[\"“”„«»‘]", prose):
        if m.group() not in allowed:
            yield Fault.QUOTES, at(m)
    for m in re.finditer(r"\w'\w?|'\w", prose):
        yield Fault.APOSTROPHE, at(m)
    if language == "en":
        for m in re.finditer(rf"{NUMBER}[ {NO_BREAK}]?\$", prose):
            yield Fault.UNIT, at(m)
        for m in re.finditer(rf"{NUMBER}(?: ?)(?:%|min|h|px)\b", prose):
            if " " in m.group() or m.group().endswith("%"):
                continue
            yield Fault.UNIT, at(m)
    else:
        for m in re.finditer(rf"{NUMBER}( ?)({UNITS})(?!\w)", prose):
            yield Fault.UNIT, at(m)
    for m in re.finditer(r"\( / |\(\S+ / | / \)", prose):
        yield Fault.SLASH_GROUP, at(m)
    for m in re.finditer(r"\S {2,}\S| [,.](?!\w)", prose):
        yield Fault.SPACES, at(m)
    for word, wrong in GLOSSARY[language].items():
        for pattern in wrong:
            for m in re.finditer(rf"(?<![\w’'-]){pattern}(?![\w’'-])", prose, re.IGNORECASE):
                yield Fault.GLOSSARY, f"{at(m)} (say: {word})"


#: Tags that start a piece of text of their own (a table's cells are not one sentence).
BLOCKS = {"p", "li", "td", "th", "tr", "h2", "h3", "h4", "section", "caption", "dt", "dd"}


class _Prose(HTMLParser):
    """The text of an HTML fragment, without its tags and attributes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.pieces: list[str] = []

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag in BLOCKS:
            self.pieces.append("\n")

    def handle_data(self, data: str) -> None:
        self.pieces.append(data)


def texts(language: str) -> Iterator[tuple[str, str]]:
    """(where, text) of every sentence the page shows in ``language``: each catalogue key, and
    each paragraph of the rules' prose."""
    for path in sorted((ROOT / "web" / "i18n").glob(f"*.{language}.json")):
        for key, value in json.loads(path.read_text("utf-8")).items():
            if not key.startswith("format."):
                yield f"{path.name}:{key}", value
    rules = ROOT / "assets" / "rules" / f"{language}.html"
    parser = _Prose()
    parser.feed(rules.read_text("utf-8"))
    for number, line in enumerate("".join(parser.pieces).splitlines(), 1):
        if line.strip():
            yield f"{rules.name}:{number}", line


def faults(languages: tuple[str, ...] = LANGUAGES) -> list[Finding]:
    """Every fault of every sentence of the page in ``languages``."""
    return [
        Finding(language, where, fault, excerpt)
        for language in languages
        for where, text in texts(language)
        for fault, excerpt in faults_in(language, text)
    ]
