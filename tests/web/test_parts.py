"""The page is composed one way (web/page/part.py), read from the code itself.

Every part of the page derives from ``Part`` and is built with the page's context and
nothing of another part; the page builds every part and loops over all of them; nothing is
patched into a part after it is built; the session's mode is one closed set that only the
session changes.
"""

from __future__ import annotations

import ast
from pathlib import Path

from web.session.mode import Mode

ROOT = Path(__file__).resolve().parent.parent.parent
PAGE = ROOT / "web" / "page"


def part_classes() -> dict[str, ast.ClassDef]:
    """Every class of web/page that derives from ``Part``, by name."""
    found: dict[str, ast.ClassDef] = {}
    for path in sorted(PAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = {base.id for base in node.bases if isinstance(base, ast.Name)}
                if "Part" in bases:
                    found[node.name] = node
    return found


def page_init() -> ast.FunctionDef:
    tree = ast.parse((PAGE / "page.py").read_text("utf-8"))
    page = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Page")
    return next(n for n in page.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")


def built_parts(init: ast.FunctionDef) -> dict[str, ast.Call]:
    """``self.<attribute> = <Part>(...)`` in ``Page.__init__``: attribute -> the call."""
    parts = part_classes()
    built: dict[str, ast.Call] = {}
    for node in ast.walk(init):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            call, target = node.value, node.targets[0]
            if isinstance(call.func, ast.Name) and call.func.id in parts:
                assert isinstance(target, ast.Attribute)
                built[target.attr] = call
    return built


def test_every_part_takes_the_page_s_context_first():
    parts = part_classes()
    assert len(parts) >= 15
    for name, node in parts.items():
        init = next(
            (n for n in node.body if isinstance(n, ast.FunctionDef) and n.name == "__init__"),
            None,
        )
        if init is None:
            continue  # Part's own: the context alone
        args = init.args.args
        assert args[1].arg == "page", name
        assert ast.unparse(args[1].annotation) == "PageContext", name


def test_the_page_builds_every_part_with_itself_and_loops_over_all_of_them():
    init = page_init()
    built = built_parts(init)
    assert set(part_classes()) == {call.func.id for call in built.values()}
    for attribute, call in built.items():
        first = call.args[0]
        assert isinstance(first, ast.Name) and first.id == "self", attribute
        for other in call.args[1:]:  # a collaborator that is not a part may be given
            assert not (isinstance(other, ast.Attribute) and other.attr in built), attribute
    listed = next(
        node.value
        for node in ast.walk(init)
        if isinstance(node, ast.AnnAssign) and ast.unparse(node.target) == "self.parts"
    )
    named = {n.attr for n in ast.walk(listed) if isinstance(n, ast.Attribute)}
    assert named == set(built)


def test_nothing_is_patched_into_a_part_after_it_is_built():
    """An assignment to an attribute of an attribute (``self.games.actions[...] = ...``)
    would wire a part from outside it."""
    for path in sorted(PAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else []
            for target in targets:
                while isinstance(target, ast.Subscript):
                    target = target.value
                if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Attribute):
                    owner = ast.unparse(target.value)
                    assert not owner.startswith("self."), (
                        f"{path.name}: {ast.unparse(target)} is set from outside its owner"
                    )


def test_only_the_session_changes_its_mode():
    """The page reads the mode; the session's intents change it (web/session/mode.py)."""
    assert {mode.looks_back for mode in Mode} == {True, False}
    for folder in ("page", "screens", "board", "text", "browser"):
        for path in sorted((ROOT / "web" / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                if isinstance(node, ast.Assign):
                    for target in node.targets:
                        text = ast.unparse(target)
                        assert not text.endswith(".mode"), f"{path.name}: {text} is set"
                        assert not text.endswith(".mode_in_play"), f"{path.name}: {text}"


def test_no_part_hides_the_protocol_under_an_attribute():
    """``self.view = ...`` in a part would replace its ``view`` method for the page's loop."""
    protocol = {"page", "wire", "view", "follow", "retext"}
    for name, node in part_classes().items():
        for inner in ast.walk(node):
            if isinstance(inner, ast.Assign):
                for target in inner.targets:
                    if isinstance(target, ast.Attribute) and ast.unparse(target.value) == "self":
                        assert target.attr not in protocol, f"{name} sets self.{target.attr}"
