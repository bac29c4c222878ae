"""The house's structure in figures (issue 35), read from the code itself (not a test).

    python -m tools.research.structure         (after ./dev build, for app.zip's figures)

Prints:
- modules and lines of Python per package of franchise/ (each folder with an __init__.py);
- the engine's faces web/ imports: each franchise module a module of web/ names in an import
  (``from franchise import X`` counts as ``franchise`` unless X is a module), with how many
  modules of web/ import it;
- the modules and lines of Python in dist/app.zip, by top folder: the build ships bytecode, so
  each compiled module is counted by the lines of its source.
"""

from __future__ import annotations

import ast
import zipfile
from collections import Counter
from pathlib import Path

from tools import ROOT


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def lines(path: Path) -> int:
    return len(path.read_text("utf-8").splitlines())


def packages(folder: str) -> dict[str, tuple[int, int]]:
    """``package -> (modules, lines)``: each module counted in its own folder's package."""
    found: dict[str, list[int]] = {}
    for path in sorted((ROOT / folder).rglob("*.py")):
        package = module_name(path.parent / "__init__.py")
        counts = found.setdefault(package, [0, 0])
        counts[0] += 1
        counts[1] += lines(path)
    return {name: (modules, total) for name, (modules, total) in found.items()}


def engine_imports(folder: str = "web", engine: str = "franchise") -> Counter[str]:
    """Each engine module ``folder``'s modules import, counted once per importing module."""
    known = {module_name(p) for p in (ROOT / engine).rglob("*.py")}
    counted: Counter[str] = Counter()
    for path in sorted((ROOT / folder).rglob("*.py")):
        found = set()
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names = [
                    f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in known else node.module
                    for a in node.names
                ]
            else:
                continue
            found |= {name for name in names if name.split(".")[0] == engine}
        counted.update(found)
    return counted


def app_zip() -> dict[str, tuple[int, int]]:
    """``top folder -> (modules, source lines)`` of dist/app.zip."""
    found: dict[str, list[int]] = {}
    with zipfile.ZipFile(ROOT / "dist" / "app.zip") as archive:
        for name in archive.namelist():
            if not name.endswith((".py", ".pyc")):
                continue
            source = ROOT / (name[:-1] if name.endswith(".pyc") else name)
            counts = found.setdefault(name.split("/")[0], [0, 0])
            counts[0] += 1
            counts[1] += lines(source)
    return {name: (modules, total) for name, (modules, total) in found.items()}


def table(rows: dict[str, tuple[int, int]]) -> None:
    for name, (modules, total) in rows.items():
        print(f"  {name:32} {modules:4} modules {total:6} lines")
    print(f"  {'total':32} {sum(m for m, _ in rows.values()):4} modules", end=" ")
    print(f"{sum(t for _, t in rows.values()):6} lines")


def main() -> None:
    print("franchise/ by package:")
    table(packages("franchise"))
    faces = engine_imports()
    print(f"engine modules web/ imports: {len(faces)} distinct")
    for name, count in faces.most_common():
        print(f"  {name:32} by {count:3} modules")
    zipped = ROOT / "dist" / "app.zip"
    if zipped.exists():
        print("dist/app.zip (Python by top folder):")
        table(app_zip())
    else:
        print("dist/app.zip: not built (./dev build)")


if __name__ == "__main__":
    main()
