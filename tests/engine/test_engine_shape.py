"""The engine's shape (docs/ARCHITECTURE.md): packages along the flow of a game, the page
behind four faces, and the laboratory apart from the product.

- Each package of franchise/ imports only the packages before it in the flow: the shared values
  module nothing, the rules core the values, readings and records the core, the AI the records
  (the levels a seat can have) and the readings (the chances see an immediate end), the
  review the AI and the readings (why a turn is better), the puzzles the review; the
  laboratory may import everything and nothing imports it.
- web/ imports the engine only through its faces: ``franchise`` (the game and the named
  queries of a position), ``franchise.ai`` (the computer and the review), ``franchise.records``
  (records, links, files) and ``franchise.values``.
- The faces import some names on first use (their ``LAZY`` tables, PEP 562); those imports
  count here like written ones.
- The registry of levels holds the page's four until the laboratory registers its reference
  levels, and the build ships every module of the product and none of the laboratory.
Imports are read from the code as tests/web/test_shape.py reads them, one inside a function too.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from collections.abc import Mapping
from importlib.util import resolve_name

from tools.build.site import ROOT, python_files

from ..web.test_shape import cycles, import_graph, within

FACES = ("franchise", "franchise.ai", "franchise.records", "franchise.values")
#: Each package of the engine and the packages it may import (besides itself).
MAY_IMPORT: dict[str, tuple[str, ...]] = {
    "franchise.values": (),
    "franchise.core": ("franchise.values",),
    "franchise.readings": ("franchise.core", "franchise.values"),
    "franchise.records": ("franchise.core", "franchise.values"),
    "franchise.ai": (
        "franchise.core",
        "franchise.readings",
        "franchise.records",
        "franchise.values",
    ),
    "franchise.review": (
        "franchise.ai",
        "franchise.core",
        "franchise.readings",
        "franchise.records",
        "franchise.values",
    ),
    "franchise.puzzles": (
        "franchise.ai",
        "franchise.core",
        "franchise.readings",
        "franchise.records",
        "franchise.review",
        "franchise.values",
    ),
}
#: The faces re-export from the product's packages (never from the laboratory).
PRODUCT = tuple(MAY_IMPORT)
LABORATORY = "franchise.lab"

Graph = Mapping[str, set[str]]


def package_of(module: str) -> str:
    return ".".join(module.split(".")[:2])


def with_lazy_names(graph: Graph) -> dict[str, set[str]]:
    """``graph`` with each face's names imported on first use as imports of the face."""
    full = {module: set(imported) for module, imported in graph.items()}
    for face in ("franchise", "franchise.ai", "franchise.records"):
        for target in importlib.import_module(face).LAZY.values():
            relative = target[0] if isinstance(target, tuple) else target
            full[face].add(resolve_name(relative, face))
    return full


def engine_problems(graph: Graph) -> list[str]:
    """Imports against the engine's directions, as ``importer -> imported: why``."""
    problems = []
    for importer, imported in graph.items():
        for target in sorted(imported):
            if not within(target, "franchise"):
                continue
            if within(importer, "web") and target not in FACES:
                problems.append(f"{importer} -> {target}: web uses the engine's faces {FACES}")
            if not within(importer, "franchise") or within(importer, LABORATORY):
                continue
            if within(target, LABORATORY):
                problems.append(f"{importer} -> {target}: the product never imports the lab")
            elif importer in FACES:
                continue  # a face shows the product's packages (the laboratory checked above)
            elif package_of(importer) != package_of(target) and not any(
                within(target, allowed) for allowed in MAY_IMPORT.get(package_of(importer), ())
            ):
                problems.append(f"{importer} -> {target}: against the engine's flow")
    return problems


def test_the_checks_catch_a_broken_engine():
    graph = {
        "web.screens.board": {"franchise", "franchise.core.state"},
        "franchise.core.game": {"franchise.readings.story", "franchise.values"},
        "franchise.ai.levels": {"franchise.lab.levels"},
        "franchise.lab.levels": {"franchise.ai.levels"},
        "franchise": {"franchise.readings.preview"},
        "franchise.review.reviewer": {"franchise.ai.levels"},
    }
    assert engine_problems(graph) == [
        "web.screens.board -> franchise.core.state: web uses the engine's faces "
        "('franchise', 'franchise.ai', 'franchise.records', 'franchise.values')",
        "franchise.core.game -> franchise.readings.story: against the engine's flow",
        "franchise.ai.levels -> franchise.lab.levels: the product never imports the lab",
    ]


def test_every_engine_package_is_in_the_flow():
    packages = {package_of(m) for m in import_graph(("franchise",)) if m != "franchise"}
    assert packages == {*PRODUCT, LABORATORY}


def test_the_engine_follows_its_flow_and_the_page_uses_its_faces():
    graph = with_lazy_names(import_graph(("franchise", "web")))
    assert engine_problems(graph) == []
    assert cycles(graph) == []


def test_the_page_offers_the_product_levels_and_the_lab_registers_the_rest():
    """In a fresh interpreter, as the page starts: only the page's levels are registered."""
    script = (
        "from franchise.ai import LEVELS, PAGE_LEVELS\n"
        "print(','.join(LEVELS), ','.join(PAGE_LEVELS))\n"
        "import franchise.lab\n"
        "print(','.join(LEVELS))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True
    )
    product, laboratory = done.stdout.splitlines()
    from franchise.lab.levels import REFERENCE_LEVELS
    from franchise.lab.trial import TRIAL_LEVEL
    from franchise.records import COMPUTER_LEVELS, OFFERED_LEVELS

    assert product == f"{','.join(COMPUTER_LEVELS)} {','.join(OFFERED_LEVELS)}"
    lab = [level.name for level in (*REFERENCE_LEVELS, TRIAL_LEVEL)]
    assert laboratory == ",".join((*COMPUTER_LEVELS, *lab))


def test_the_build_ships_the_product_and_leaves_the_laboratory_out():
    shipped = {p.relative_to(ROOT).as_posix() for p in python_files()}
    engine = {p.relative_to(ROOT).as_posix() for p in (ROOT / "franchise").rglob("*.py")}
    laboratory = {name for name in engine if name.startswith("franchise/lab/")}
    assert laboratory and not laboratory & shipped
    assert engine - laboratory <= shipped
