"""The workshop's shape: tools/ in rooms, run as modules, apart from the tests and the product.

Every file of tools/ sits in one of its rooms (tools/__init__.py says which), each a package,
so a tool runs from the repository root as ``python -m tools.<room>.<tool>`` and imports the
repository's packages as they are: no tool edits ``sys.path``. What tools and tests both need
(serving dist/, Chromium, playing in the page) is the harness's, which tests import; a tool
never imports tests. The build and the local server run under a bare ``python3`` (``./dev``
builds without a virtualenv), so they and what they import use the standard library only. The
directions between the rooms, and from the product to the workshop, are read from the code's
own imports, as tests/web/test_shape.py reads the page's.
"""

from __future__ import annotations

import ast
import sys
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path

from .web.test_shape import BROWSER_MODULES, import_graph, within

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
ROOMS = ("bench", "build", "harness", "research")
#: What ``./dev build`` and ``./dev play`` run under a bare python3.
BARE = ("tools.build.site", "tools.build.serve")
#: Packages that must not import the packages listed: the product knows nothing of the
#: workshop, the build nothing of the other rooms, the harness only the build.
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "franchise": ("tools",),
    "web": ("tools",),
    "tools": ("tests",),
    "tools.build": ("tools.bench", "tools.research", "tools.harness"),
    "tools.harness": ("tools.bench", "tools.research"),
}

Graph = Mapping[str, set[str]]


def loose_files(folder: Path, rooms: Iterable[str]) -> list[str]:
    """Files of ``folder`` outside its rooms, and rooms that are not packages."""
    rooms = set(rooms)
    found = []
    for path in sorted(folder.iterdir()):
        if path.name in ("__init__.py", "__pycache__"):
            continue
        if not path.is_dir() or path.name not in rooms:
            found.append(f"{path.name}: not in a room ({', '.join(sorted(rooms))})")
        elif not (path / "__init__.py").exists():
            found.append(f"{path.name}: a room without __init__.py is not a package")
    return found


def path_edits(files: Iterable[Path]) -> list[str]:
    """Files that reach for ``sys.path``: Python read as code, other files (a script that runs
    Python inside Pyodide, say) as text."""
    found = []
    for path in files:
        text = path.read_text("utf-8")
        if path.suffix != ".py":
            if "sys.path" in text:
                found.append(path.name)
            continue
        for node in ast.walk(ast.parse(text)):
            attribute = (
                isinstance(node, ast.Attribute)
                and node.attr == "path"
                and isinstance(node.value, ast.Name)
                and node.value.id == "sys"
            )
            imported = isinstance(node, ast.ImportFrom) and (
                node.module == "sys" and any(alias.name == "path" for alias in node.names)
            )
            if attribute or imported:
                found.append(path.name)
                break
    return found


def direction_problems(graph: Graph) -> list[str]:
    """Every import against ``FORBIDDEN``, as ``importer -> imported: why``."""
    return [
        f"{importer} -> {target}: {package} must not import it"
        for importer, imported in graph.items()
        for target in sorted(imported)
        for package, forbidden in FORBIDDEN.items()
        if within(importer, package) and any(within(target, f) for f in forbidden)
    ]


def beyond_the_standard_library(graph: Graph, starts: Iterable[str]) -> set[str]:
    """What ``starts`` import, themselves or through the modules they import, that is neither
    the standard library nor the repository's own."""
    seen, todo, foreign = set(), list(starts), set()
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        for target in graph[module]:
            if target in graph:
                todo.append(target)
            elif target.split(".")[0] not in sys.stdlib_module_names:
                foreign.add(f"{module} -> {target}")
    return foreign


def test_the_checks_catch_a_broken_workshop(tmp_path: Path):
    (tmp_path / "bench").mkdir()
    (tmp_path / "bench" / "__init__.py").write_text("")
    (tmp_path / "notes").mkdir()
    (tmp_path / "bench_loose.py").write_text("import sys\nsys.path.insert(0, '.')\n")
    (tmp_path / "run.mjs").write_text('await py.runPython("import sys; sys.path.append(1)")')
    (tmp_path / "quiet.py").write_text("from sys import path\nimport sys\nsys.argv = []\n")
    assert loose_files(tmp_path, ("bench", "notes")) == [
        "bench_loose.py: not in a room (bench, notes)",
        "notes: a room without __init__.py is not a package",
        "quiet.py: not in a room (bench, notes)",
        "run.mjs: not in a room (bench, notes)",
    ]
    assert path_edits(sorted(tmp_path.glob("*.*"))) == ["bench_loose.py", "quiet.py", "run.mjs"]
    graph = {
        "tools.bench.ai": {"tests.browser.ui", "tools.harness.play"},
        "tools.harness.play": {"tools.bench.ai", "playwright.sync_api"},
        "tools.build.site": {"json", "tools.build.csp"},
        "tools.build.csp": {"tomllib", "numpy"},
        "web.page.main": {"tools.build.site"},
    }
    assert len(direction_problems(graph)) == 3
    assert beyond_the_standard_library(graph, ["tools.build.site"]) == {"tools.build.csp -> numpy"}


def test_every_file_of_tools_sits_in_a_room_that_is_a_package():
    assert loose_files(TOOLS, ROOMS) == []


def test_no_tool_edits_the_import_path():
    files = [p for p in sorted(TOOLS.rglob("*")) if p.is_file() and "__pycache__" not in p.parts]
    assert path_edits(files) == []


def test_no_tool_imports_tests_and_the_product_imports_no_tool():
    assert direction_problems(import_graph(("franchise", "web", "tools"))) == []


def test_the_build_and_the_server_need_only_the_standard_library():
    assert beyond_the_standard_library(import_graph(("franchise", "web", "tools")), BARE) == set()


def test_the_tests_need_only_the_test_extras():
    """CI installs ``.[test]`` alone: a test that reaches an offline tool's package (numpy,
    in the dev extras) fails there on import, whatever it passes here."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    extras = {spec.split("==")[0] for spec in project["optional-dependencies"]["test"]}
    graph = import_graph(("franchise", "web", "tools", "tests"))
    reached = beyond_the_standard_library(graph, [m for m in graph if within(m, "tests")])
    allowed = extras | set(BROWSER_MODULES)
    assert {r for r in reached if r.split(" -> ")[1].split(".")[0] not in allowed} == set()
