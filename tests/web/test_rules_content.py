"""The rules text in assets/rules/<lang>.html: shape, safety, facts, and our own words.

The page inserts these fragments as they are, so they must hold only the tags and attributes
the contract allows, one section per ``RulesTopic`` in the same order in every language, nothing
that loads or runs anything. The figures in the income chart and region track tables are the
board's own. The prose must be ours: no run of eight words may come from the rulebook.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

from franchise import BOARD
from web.screens.rules_panels import RulesTopic

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "de", "fr")
SECTION_IDS = tuple(topic.value for topic in RulesTopic)
ALLOWED_TAGS = frozenset(
    {"section", "h2", "h3", "p", "ul", "ol", "li", "strong", "em", "span", "abbr"}
    | {"table", "thead", "tbody", "tr", "th", "td"}
)
ALLOWED_ATTRIBUTES = frozenset({"id", "class", "colspan", "rowspan", "scope"})
SHINGLE = 8


@dataclass
class Node:
    tag: str
    attrs: dict[str, str]
    children: list[Node | str] = field(default_factory=list)

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def find_all(self, tag: str) -> list[Node]:
        found = []
        for child in self.children:
            if isinstance(child, Node):
                if child.tag == tag:
                    found.append(child)
                found.extend(child.find_all(tag))
        return found


class _TreeBuilder(HTMLParser):
    """Builds a tree and records every defect instead of guessing, as a browser would."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("fragment", {})
        self.stack = [self.root]
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {name: value or "" for name, value in attrs})
        self.stack[-1].children.append(node)
        self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.problems.append(f"self-closing <{tag}/>")

    def handle_endtag(self, tag: str) -> None:
        if self.stack[-1].tag != tag:
            self.problems.append(f"</{tag}> closes <{self.stack[-1].tag}>")
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)

    def handle_comment(self, data: str) -> None:
        self.problems.append("comment")

    def handle_decl(self, decl: str) -> None:
        self.problems.append(f"declaration {decl}")

    def handle_pi(self, data: str) -> None:
        self.problems.append("processing instruction")


def parse(lang: str) -> tuple[Node, list[str]]:
    builder = _TreeBuilder()
    builder.feed((ROOT / "assets" / "rules" / f"{lang}.html").read_text(encoding="utf-8"))
    builder.close()
    if len(builder.stack) > 1:
        builder.problems.append(f"<{builder.stack[-1].tag}> never closed")
    return builder.root, builder.problems


def all_nodes(node: Node) -> list[Node]:
    nodes = []
    for child in node.children:
        if isinstance(child, Node):
            nodes.append(child)
            nodes.extend(all_nodes(child))
    return nodes


def section(lang: str, section_id: str) -> Node:
    root, _ = parse(lang)
    return next(s for s in root.find_all("section") if s.attrs.get("id") == section_id)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_topic_once_in_contract_order(lang):
    root, problems = parse(lang)
    assert problems == []
    top = [c for c in root.children if isinstance(c, Node)]
    assert [s.tag for s in top] == ["section"] * len(SECTION_IDS)
    assert tuple(s.attrs.get("id") for s in top) == SECTION_IDS
    ids = [n.attrs["id"] for n in all_nodes(root) if "id" in n.attrs]
    assert ids == list(SECTION_IDS), "only sections carry ids"
    assert all(not c.strip() for c in root.children if isinstance(c, str))
    for s in top:
        first = next(c for c in s.children if isinstance(c, Node))
        assert first.tag == "h2" and first.text().strip(), s.attrs["id"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_only_allowed_tags_and_attributes_and_nothing_to_load(lang):
    root, _ = parse(lang)
    for node in all_nodes(root):
        assert node.tag in ALLOWED_TAGS, node.tag
        for name, value in node.attrs.items():
            assert name in ALLOWED_ATTRIBUTES or name.startswith("aria-"), (node.tag, name)
            assert not re.search(r"[<>\"'`(){}:;]", value), (node.tag, name, value)
    text = root.text().lower()
    for marker in ("://", "www.", "javascript:", "data:", "@import", "<script"):
        assert marker not in text, marker


def test_languages_differ_and_each_explains_every_topic():
    texts = {lang: {s: section(lang, s).text() for s in SECTION_IDS} for lang in LANGUAGES}
    for topic in SECTION_IDS:
        english = texts["en"][topic]
        for lang in ("de", "fr"):
            assert texts[lang][topic] != english, (lang, topic)
            assert len(texts[lang][topic]) > len(english) * 0.5, (lang, topic)


def _table_rows(table: Node) -> list[list[str]]:
    return [[cell.text().strip() for cell in all_nodes(row)] for row in table.find_all("tr")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_income_table_matches_the_board(lang):
    (table,) = section(lang, "rules-income").find_all("table")
    (body,) = table.find_all("tbody")
    rows = _table_rows(body)
    for players_column, players in enumerate(sorted(BOARD.income_charts), start=1):
        bands = BOARD.income_charts[players]
        assert len(rows) == len(bands)
        for row, (low, high, dollars) in zip(rows, bands, strict=True):
            assert re.sub(r"\D", "", row[0]) == str(dollars)
            assert row[players_column] == (f"{low}+" if high is None else f"{low}–{high}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_quick_reference_track_matches_the_board(lang):
    quick = section(lang, "rules-quick")
    track = next(t for t in quick.find_all("table") if t.find_all("thead"))
    spaces, values = _table_rows(track)
    assert spaces[1:] == [str(n) for n in range(1, len(BOARD.track_influence) + 1)]
    assert values[1:] == [str(v) for v in BOARD.track_influence]
    red = [n.text() for n in track.find_all("th") if n.attrs.get("class") == "red-zone"]
    assert red == [str(n) for n in range(BOARD.red_zone_start + 1, len(BOARD.track_influence) + 1)]


def _rulebook_dir() -> Path | None:
    """The rulebook is the publisher's text, kept beside the repository, never inside it: the
    project's machines hold it in ``shared/rules/`` next to the checkout (franchise-rules-en.md,
    -de.md, -fr.md), found by looking up from the repository. A clone elsewhere has no rulebook,
    and the comparison with it is skipped (docs/RULINGS.md says what the engine reads in it)."""
    for parent in ROOT.parents:
        candidate = parent / "shared" / "rules"
        if candidate.is_dir():
            return candidate
    return None


#: Place names must be printed as on the board, so runs of them (the introductory start towns)
#: are facts shared with the rulebook, not copied prose: they are left out of the comparison.
_PLACE_NAMES = re.compile(
    "|".join(re.escape(p.name.lower()) for p in sorted(BOARD.places, key=lambda p: -len(p.name)))
)


def _words(text: str) -> list[str]:
    text = _PLACE_NAMES.sub(" ", re.sub(r"<[^>]*>", " ", text).lower())
    return re.findall(r"\w+", text)


def _shingles(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + SHINGLE]) for i in range(len(words) - SHINGLE + 1)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_run_of_eight_words_from_the_rulebook(lang):
    folder = _rulebook_dir()
    if folder is None:
        pytest.skip(
            "no rulebook: shared/rules/franchise-rules-*.md is not beside this checkout"
            " (the publisher's text is kept outside the repository)"
        )
    rulebook = _shingles(_words((folder / f"franchise-rules-{lang}.md").read_text("utf-8")))
    ours = _words((ROOT / "assets" / "rules" / f"{lang}.html").read_text("utf-8"))
    copied = sorted(" ".join(s) for s in _shingles(ours) & rulebook)
    assert copied == []


#: An amount of dollars as any language might write it: "$3", "3$", "3 $".
AMOUNT = re.compile(r"\$\s?\d+|\d+\s?\$")


@pytest.mark.parametrize("language", LANGUAGES)
def test_money_in_the_rules_is_written_as_the_page_writes_it(language: str):
    """The rules and their tooltips write dollars the way the page's figures do ("1 $" in
    German and French), so the rules and the board never disagree on how money looks."""
    from web.text.catalogue import Text, catalogue_file

    text = Text.load(language)
    written = (ROOT / "assets" / "rules" / f"{language}.html").read_text(encoding="utf-8")
    written += (ROOT / "web" / catalogue_file("rules", language)).read_text(encoding="utf-8")
    amounts = AMOUNT.findall(written)
    assert amounts
    for amount in amounts:
        assert amount == text.money(int(re.sub(r"\D", "", amount))), amount
