"""The page's shape: which package may import which, read from the code's own imports.

web/ follows one flow (docs/ARCHITECTURE.md, web/__init__.py): only ``web/browser`` touches
pyscript, pyodide or js; only ``web/page`` opens that door; the session and the save store know
nothing of screens, words or the page, so they run in CPython; the engine knows nothing of the page;
and no module imports itself round a circle. Every import counts, also one inside a function
(the page defers some to save start-up time, but they still tie the modules together).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
#: The browser's own modules: only the door may import them.
BROWSER_MODULES = ("pyscript", "pyodide", "js")
#: Packages of web/ that must not import the packages listed (the flow runs one way).
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "web.session": ("web.screens", "web.text", "web.page", "web.browser"),
    "web.saves": ("web.session", "web.screens", "web.text", "web.page", "web.browser"),
    "franchise": ("web",),
}

Graph = Mapping[str, set[str]]


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(source: str, module: str, is_package: bool, known: Iterable[str]) -> set[str]:
    """Every module ``module`` imports, anywhere in it, with relative imports resolved and
    ``from package import name`` read as the submodule when ``name`` is one."""
    known = set(known)
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.add(submodule if submodule in known else base)
    found.discard(module)
    return found


def import_graph(folders: Iterable[str] = ("franchise", "web")) -> dict[str, set[str]]:
    paths = [p for folder in folders for p in sorted((ROOT / folder).rglob("*.py"))]
    names = {module_name(p): p for p in paths}
    return {
        name: imports_of(path.read_text("utf-8"), name, path.name == "__init__.py", names)
        for name, path in names.items()
    }


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def shape_problems(graph: Graph) -> list[str]:
    """Every import that breaks the page's shape, as ``importer -> imported: why``."""
    problems = []
    for importer, imported in graph.items():
        for target in sorted(imported):
            top = target.split(".")[0]
            if top in BROWSER_MODULES and not within(importer, "web.browser"):
                problems.append(f"{importer} -> {target}: only web.browser touches the browser")
            if within(target, "web.browser") and not (
                within(importer, "web.page") or within(importer, "web.browser")
            ):
                problems.append(f"{importer} -> {target}: only web.page opens web.browser")
            for package, forbidden in FORBIDDEN.items():
                if within(importer, package) and any(within(target, f) for f in forbidden):
                    problems.append(f"{importer} -> {target}: {package} must not import it")
    return problems


def cycles(graph: Graph) -> list[list[str]]:
    """The import circles among the graph's own modules (strongly connected components of more
    than one module, or a module importing itself), by Tarjan's algorithm."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10 * len(graph) + 100))

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in graph[module]:
            if target not in graph:
                continue
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == module:
                    break
            if len(component) > 1 or module in graph[module]:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def package_graph(graph: Graph) -> dict[str, set[str]]:
    """The graph between web's packages (``web.session`` -> ``web.saves`` ...)."""

    def package(module: str) -> str:
        return ".".join(module.split(".")[:2])

    packages: dict[str, set[str]] = {}
    for importer, imported in graph.items():
        if within(importer, "web") and importer != "web":
            packages.setdefault(package(importer), set()).update(
                package(t) for t in imported if within(t, "web") and package(t) != package(importer)
            )
    return packages


def test_the_checks_catch_a_broken_shape():
    graph = {
        "web.screens.view": {"pyscript", "web.browser.dom"},
        "web.session.game": {"web.text.words", "web.saves.store"},
        "web.saves.store": {"web.session.game"},
        "franchise.core.game": {"web.session.game"},
    }
    assert len(shape_problems(graph)) == 5
    assert cycles(graph) == [["web.saves.store", "web.session.game"]]
    assert package_graph(graph)["web.saves"] == {"web.session"}


def test_imports_are_read_as_modules_relative_or_not():
    known = {
        "web.board",
        "web.board.render",
        "web.board.seats",
        "franchise",
        "franchise.core.board",
    }
    source = (
        "from .seats import PLAYER_FILL\nfrom . import render\nfrom franchise import BOARD\n"
        "def later():\n    from pyodide.ffi import to_js\n"
    )
    found = imports_of(source, "web.board.tracks", False, known)
    assert found == {"web.board.seats", "web.board.render", "franchise", "pyodide.ffi"}


def test_only_the_browser_door_touches_the_browser_and_the_flow_runs_one_way():
    assert shape_problems(import_graph()) == []


def test_no_module_and_no_package_of_the_page_imports_itself_round_a_circle():
    graph = import_graph()
    assert cycles(graph) == []
    assert cycles(package_graph(graph)) == []


def test_page_code_never_holds_an_element_of_the_page():
    """``dom.element`` hands out the JS element itself: only the door's own modules use it;
    page code reads and sets values through the door's functions."""
    holders = set()
    for path in sorted((ROOT / "web").rglob("*.py")):
        name = module_name(path)
        if within(name, "web.browser"):
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            reads = (
                isinstance(node, ast.Attribute)
                and node.attr == "element"
                and isinstance(node.value, ast.Name)
                and node.value.id == "dom"
            )
            imports = (
                isinstance(node, ast.ImportFrom)
                and node.module == "web.browser.dom"
                and any(alias.name == "element" for alias in node.names)
            )
            if reads or imports:
                holders.add(name)
    assert not holders


#: The laboratory's modules that use an optional extra (pyproject.toml), and what they import:
#: only the command line imports them, when asked (``--cluster``), so neither the page nor the
#: tests need the package.
LABORATORY_EXTRAS = {"franchise.lab.cluster": {"ray"}}


def test_the_page_and_the_engine_use_the_standard_library_and_the_browser_only():
    graph = import_graph()
    allowed = set(sys.stdlib_module_names) | {"franchise", "web", *BROWSER_MODULES}
    foreign = {
        f"{importer} -> {target}"
        for importer, imported in graph.items()
        for target in imported
        if target.split(".")[0] not in allowed | LABORATORY_EXTRAS.get(importer, set())
    }
    assert not foreign
    for module in LABORATORY_EXTRAS:  # imported by the command line's entry alone
        importers = {name for name, imported in graph.items() if module in imported}
        assert importers <= {"franchise.lab.__main__"}, importers


def test_every_module_the_page_warms_up_after_start_is_one_of_its_own():
    """web/page/warm_up.py names modules as strings, which the import graph does not see: a
    module renamed or removed must fail here rather than in the page after start-up."""
    from web.page.warm_up import LATER

    modules = set(import_graph())
    assert LATER and not [name for name in LATER if name not in modules]
    assert not [name for name in LATER if name.startswith("franchise.lab")]
