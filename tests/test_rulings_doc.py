"""docs/RULINGS.md names, for every reading the engine follows, the code that carries it out
and the test that holds it. These tests keep those names true, so renaming a function or a
test without the page fails here, and a reading cited in a code comment exists on the page."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "RULINGS.md"
#: One reading: "- **R-name**: text ... Code: `path::name`, ... Test: `path::name`, ...".
READING = re.compile(r"^- \*\*(R-[a-z-]+)\*\*:(.*?)(?=^- \*\*|^## |\Z)", re.S | re.M)
CITED = re.compile(r"`([\w/]+\.py)::([\w.]+)`")


def _readings() -> dict[str, str]:
    return dict(READING.findall(PAGE.read_text(encoding="utf-8")))


@cache
def _defined(path: str) -> set[str]:
    """Every function, class and method of a module, methods as ``Class.name``."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        if isinstance(node, ast.ClassDef):
            names |= {
                f"{node.name}.{item.name}"
                for item in node.body
                if isinstance(item, ast.FunctionDef)
            }
    return names


def test_every_reading_names_its_code_and_its_test():
    readings = _readings()
    assert len(readings) >= 25
    for name, text in readings.items():
        code, _, test = text.partition("Test:")
        assert "Code:" in code, name
        assert CITED.search(code.partition("Code:")[2]), f"{name} names no code"
        assert any(path.startswith("tests/") for path, _ in CITED.findall(test)), name


@pytest.mark.parametrize("name", sorted(_readings()))
def test_the_code_and_tests_a_reading_names_exist(name: str):
    for path, function in CITED.findall(_readings()[name]):
        assert (ROOT / path).is_file(), f"{name}: {path}"
        assert function in _defined(path), f"{name}: {path}::{function}"


def test_readings_cited_in_code_are_on_the_page():
    readings = _readings()
    cited = set()
    for folder in ("franchise", "web", "tests"):
        for path in (ROOT / folder).rglob("*.py"):
            cited |= set(re.findall(r"docs/RULINGS\.md, (R-[a-z-]+)", path.read_text("utf-8")))
    assert cited, "the engine cites no reading"
    assert cited <= set(readings)


def test_nothing_points_outside_the_repository_for_the_rulings():
    """A clone anywhere has docs/RULINGS.md but not the folder beside the checkout."""
    for path in [ROOT / "README.md", *(ROOT / "franchise").rglob("*.py")]:
        text = path.read_text(encoding="utf-8")
        assert "../shared/rules" not in text, path
        assert text.count("RULINGS") == text.count("docs/RULINGS.md"), path
