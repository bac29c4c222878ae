"""Each language's typography and glossary, checked over every sentence the page shows.

The page's words are the catalogues (``web/i18n/<area>.<lang>.json``) and the rules' prose
(``assets/rules/<lang>.html``); both are read here as text, a template's placeholders standing
for what fills them. ``faults`` finds what a proofreader of each language would mark:
- French: a no-break space (U+202F, or U+00A0) before ``: ; ! ?`` and inside ``« »``;
- every language: none before ``: ; ! ?`` in English and German, German quotes „…“ and
  English “…”, never straight quotes; one apostrophe (U+2019);
- a number (or a placeholder that is one) and its unit held together by a no-break space
  (``10\u00a0$``, ``72\u00a0%``; English writes ``$10``), and ``(1\u00a0/\u00a0$)``-like groups;
- a word the language's glossary (``GLOSSARY``) says is not this edition's word for a thing,
  so one thing has one name (French "cases libres", never "cases vides");
- French: no capital after a colon, unless a name follows (a word the French text also writes
  in lower case is no name), nor a placeholder the page fills with whole sentences there;
- a reason (``reason.*``) that opens on its verb, with no subject: it is read after "Why",
  under a turn, and must be a sentence of its own;
- a heading (a ``*title*`` key) that ends in a full stop;
- punctuation glued between catalogue words in the page's code (``glued_in_code``).

tests/web/test_typography.py fails on any fault, so a string added later is held to the same
rules; ``python -m tools.research.typography`` prints the count by language and kind.
"""

from __future__ import annotations

import ast
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
    CAPITAL_AFTER_COLON = "capital after a colon"
    NO_SUBJECT = "a reason without a subject"
    HEADING_STOP = "a heading ending in a full stop"
    GLUED = "punctuation glued on in code"


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
        # a city's spaces that hold no franchise yet, as the income table says
        "cases libres": (r"cases? vides?",),
        # the variant with two fixed towns each, as the new-game form names it
        "première partie": (r"partie d’initiation",),
        # the board's region names ("Centre"), never the English one
        "la région Centre": (r"région Central",),
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

#: Placeholders the page fills with whole sentences (each opening on a capital).
SENTENCE_PLACEHOLDERS = ("reasons", "cause")

#: Per language: a reason opening on a verb with no subject ("Place 1 franchise de plus…").
SUBJECTLESS = {
    "fr": r"(?:Termine|Garde|Place|Laisse|Utilise|Construit|Évalue|Prend|Ajoute)\b",
    "de": r"(?:Beendet|Behält|Bringt|Lässt|Braucht|Baut|Nimmt|Wertet)\b",
    "en": r"(?:Ends|Keeps|Puts|Leaves|Spends|Builds|Takes|Scores)\b",
}

MARKS = ":;!?"
UNITS = r"\$|%|€|min|h|s|px"
NUMBER = r"(?:\d+|\{[a-z_]+\})"
#: Not punctuation in prose: a URL, a time, a query string, an emoji-free ratio like 2:1.
NOT_PROSE = re.compile(r"https?:|\d[:]\d|\?[a-z]+=|::")


def _quoted(language: str) -> tuple[str, str]:
    return {"fr": ("«", "»"), "de": ("„", "“"), "en": ("“", "”")}[language]


def faults_in(
    language: str, text: str, key: str = "", common: frozenset[str] = frozenset()
) -> Iterator[tuple[Fault, str]]:
    """Every fault of one piece of text in ``language``, with a short excerpt round it.
    ``key``: the catalogue key it is (a reason, a heading); ``common``: the words the
    language's text writes in lower case somewhere, which are no names."""
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
    for m in re.finditer(rf"\S[ {NO_BREAK}]{{2,}}\S| [,.](?!\w)", prose):
        yield Fault.SPACES, at(m)
    if language == "fr":
        for m in re.finditer(rf"[:][\s{NO_BREAK}]+(\{{(\w+)\}}|([A-ZÀ-Ý][\w’]*))", prose):
            placeholder, word = m.group(2), m.group(3)
            if placeholder in SENTENCE_PLACEHOLDERS or (word and word.lower() in common):
                yield Fault.CAPITAL_AFTER_COLON, at(m)
    if key.startswith("reason.") and re.match(SUBJECTLESS[language], text):
        yield Fault.NO_SUBJECT, text[:40]
    if "title" in key and text.rstrip().endswith("."):
        yield Fault.HEADING_STOP, text[-40:]
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


def lower_case_words(language: str) -> frozenset[str]:
    """Every word the language's text writes in lower case somewhere: such a word after a
    colon with a capital is no name."""
    words: set[str] = set()
    for _where, text in texts(language):
        words.update(re.findall(r"\b[a-zà-ÿ][\w’]*", text))
    return frozenset(words)


def faults(languages: tuple[str, ...] = LANGUAGES) -> list[Finding]:
    """Every fault of every sentence of the page in ``languages``."""
    found: list[Finding] = []
    for language in languages:
        common = lower_case_words(language)
        for where, text in texts(language):
            source, _, key = where.partition(":")
            key = key if source.endswith(".json") else ""
            for fault, excerpt in faults_in(language, text, key, common):
                found.append(Finding(language, where, fault, excerpt))
    return found


#: A string literal in the page's code that is only a mark and spaces (": ", " « "): text glued
#: together in code, which no language's typography can set (French needs a no-break space
#: before the colon). An f-string's parts are left out: those are messages for developers.
GLUE = re.compile(rf"^(?=.*[\s{NO_BREAK}])[\s{NO_BREAK}]*[:;!?«»„“”][\s{NO_BREAK}]*$")


def glued_in_code() -> list[Finding]:
    """Every punctuation-only literal in web/'s code: its sentence should be a catalogue
    template, where each language sets the mark its own way."""
    found: list[Finding] = []
    for path in sorted((ROOT / "web").rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        formatted = {
            id(part)
            for node in ast.walk(tree)
            if isinstance(node, ast.JoinedStr)
            for part in node.values
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in formatted
                and GLUE.match(node.value)
            ):
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                found.append(Finding("code", where, Fault.GLUED, repr(node.value)))
    return found
