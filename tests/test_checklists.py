"""docs/CHECKLISTS.md's two checklists ("Add a level", "Add a language"), walked.

Each step of the page names the tests that fail while it is left out; the first test here holds
every step to naming one, and each named test to existing. The other tests are the steps that no
other test checked: each reads the registry (``LEVELS``, ``ComputerLevel``, ``LANGUAGES``) and
holds every place that must follow it to it, so a list of levels or languages kept by hand
cannot fall behind.
"""

from __future__ import annotations

import ast
import json
import re
from functools import cache
from pathlib import Path

import pytest

from franchise.ai import LEVELS, learned
from franchise.records import COMPUTER_LEVELS, OFFERED_LEVELS
from franchise.records.link_versions import CODE_BITS, LEVEL_CODES, LINK_VERSION
from tests.checklists import BEGIN, END, PAGE, levels_table
from tools.harness import typography
from web.text.catalogue import LANGUAGES, PLURAL_ONE, Text

ROOT = Path(__file__).resolve().parents[1]
#: A step: "N. **what** ... Checked by: `path::test`, ..." up to the next step or heading.
STEP = re.compile(r"^ {0,1}(\d+)\. \*\*(.+?)\*\*(.*?)(?=^ {0,1}\d+\. \*\*|^#|\Z)", re.S | re.M)
CITED = re.compile(r"`(tests/[\w/]+\.py)::(\w+)`")


def _checklists() -> dict[str, list[tuple[str, str]]]:
    """Each checklist's steps, ``(title, text)``, by its heading."""
    found = {}
    for part in re.split(r"^## ", PAGE.read_text(encoding="utf-8"), flags=re.M)[1:]:
        heading, _, body = part.partition("\n")
        found[heading.strip()] = [(title, text) for _, title, text in STEP.findall(body)]
    return found


@cache
def _tests_in(path: str) -> set[str]:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    return {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}


def test_every_step_names_the_tests_that_catch_it_and_they_exist():
    checklists = _checklists()
    assert {"Add a level", "Add a language"} <= set(checklists)
    for heading in ("Add a level", "Add a language"):
        steps = checklists[heading]
        assert len(steps) >= 7, heading
        for title, text in steps:
            cited = CITED.findall(text.partition("Checked by:")[2])
            assert cited, f"{heading}: step {title!r} names no test"
            for path, test in cited:
                assert test in _tests_in(path), f"{heading}, {title}: {path}::{test}"


# ------------------------------------------------------------------------------ add a level
def test_level_names_fit_a_spec():
    for name in LEVELS:
        assert re.fullmatch(r"[a-z][a-z0-9-]*", name), name


def test_the_page_levels_are_the_records_levels_in_their_order():
    page = tuple(name for name, level in LEVELS.items() if level.in_page)
    assert page == COMPUTER_LEVELS
    assert list(LEVELS)[: len(page)] == list(page)  # the page's come first, in the enum's order


def test_every_page_level_has_a_link_code_that_fits_the_link_field():
    """A link writes 0 for a person and each level's own code (``LEVEL_CODES``, never its
    place in the enum): every page level has one, distinct, within the newest layout's field;
    a retired level is played by an offered one."""
    codes = [LEVEL_CODES[level] for level in COMPUTER_LEVELS]
    assert len(set(codes)) == len(codes)
    assert all(0 < code < 2 ** CODE_BITS[LINK_VERSION] for code in codes), codes
    for level in COMPUTER_LEVELS:
        assert level.played_by in OFFERED_LEVELS


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_level_has_its_words_in_every_language(language: str):
    text = Text.load(language)
    for level in COMPUTER_LEVELS:
        assert text.has(f"level.{level}"), (language, level)
    for level in OFFERED_LEVELS:
        assert text.has(f"level.about.{level}"), (language, level)


def test_the_evaluation_knows_its_levels_by_registered_names():
    """The weights are keyed by level names: each key is a registered level's, and every
    model of the shipped weights has a weight for each of them and for the unknown seat."""
    renamed = learned.WEIGHT_KEYS
    assert set(renamed) <= set(LEVELS) and not set(renamed.values()) & set(LEVELS)
    assert set(learned.SEAT_LEVELS) <= set(LEVELS) | set(renamed.values())
    assert set(learned.LIKE_LEVELS) <= set(LEVELS)
    for name, key in renamed.items():  # the new name and the old one read as the same seat
        assert learned.seat_level(f"{name}:3") == learned.seat_level(key) == key
    assert set(learned.LIKE_LEVELS.values()) <= set(learned.SEAT_LEVELS)
    weights = json.loads((ROOT / "franchise/ai" / learned.WEIGHTS_FILE).read_text("utf-8"))
    keys = (*learned.SEAT_LEVELS, learned.UNKNOWN)
    for players, models in weights["models"].items():
        for kind, model in models.items():  # a table of equals has no level terms: one level
            assert tuple(model.get("levels", keys)) == keys, (players, kind)


def test_the_levels_table_is_the_registry():
    written = PAGE.read_text(encoding="utf-8")
    block = written[written.index(BEGIN) + len(BEGIN) : written.index(END)].strip()
    assert block == levels_table(), "run: .venv/bin/python -m tests.checklists --write"


@pytest.mark.parametrize("doc", ["docs/PLAYING.md", "docs/ARCHITECTURE.md"])
def test_the_docs_name_every_level(doc: str):
    text = (ROOT / doc).read_text(encoding="utf-8")
    missing = [name for name in LEVELS if f"`{name}`" not in text]
    assert missing == [], f"{doc} does not name {missing}"


# --------------------------------------------------------------------------- add a language
def test_the_typography_checks_every_language():
    assert typography.LANGUAGES == LANGUAGES
    assert set(typography.GLOSSARY) == set(LANGUAGES)
    for language in LANGUAGES:
        typography._quoted(language)  # raises KeyError for a language without its marks


def test_every_language_has_its_plural_rule():
    assert set(PLURAL_ONE) == set(LANGUAGES)


def test_the_language_menus_offer_every_language():
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    for menu in ("language", "new-language"):
        block = re.search(rf'<select id="{menu}"[^>]*>(.*?)</select>', page, re.S)
        assert block, menu
        options = re.findall(r'<option value="(\w+)" lang="(\w+)"', block.group(1))
        assert [value for value, _ in options] == list(LANGUAGES), menu
        assert all(value == lang for value, lang in options), menu
