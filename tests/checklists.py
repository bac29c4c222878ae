"""The lists docs/CHECKLISTS.md generates from the registries, and the command that writes them.

    .venv/bin/python -m tests.checklists --write

The levels table is made from ``franchise.ai.levels.LEVELS`` (the page's levels and, once
``franchise.lab`` is imported, the laboratory's), never typed by hand: tests/test_checklists.py
fails while the page's table differs from what this writes, and says to run the command.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import franchise.lab  # noqa: F401  (registers the laboratory's levels beside the page's)
from franchise.ai import LEVELS
from franchise.records import COMPUTER_LEVELS, ComputerLevel

PAGE = Path(__file__).resolve().parents[1] / "docs" / "CHECKLISTS.md"
#: The generated table sits between these two lines of the page.
BEGIN = "<!-- levels: written by python -m tests.checklists --write -->"
END = "<!-- /levels -->"


def levels_table() -> str:
    """Every registered level in registry order: where it lives, its link code, what it does."""
    rows = [
        "| Level | Registered by | Link code | The page offers it | What it does |",
        "|---|---|---|---|---|",
    ]
    for name, level in LEVELS.items():
        if level.in_page:
            where = "`franchise/ai/levels.py`"
            code = COMPUTER_LEVELS.index(ComputerLevel(name)) + 1
            offered = "yes" if ComputerLevel(name).offered else "no (retired)"
        else:
            where = "`franchise/lab/`"
            code, offered = "-", "no (laboratory)"
        rows.append(f"| `{name}` | {where} | {code} | {offered} | {level.description} |")
    return "\n".join(rows)


def with_table(text: str) -> str:
    """``text`` (the page) with its levels table made anew."""
    pattern = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.S)
    if not pattern.search(text):
        raise ValueError(f"{PAGE.name} has no {BEGIN!r} ... {END!r} block")
    return pattern.sub(lambda _: f"{BEGIN}\n{levels_table()}\n{END}", text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write", action="store_true", help="rewrite the page's tables")
    args = parser.parse_args()
    if args.write:
        PAGE.write_text(with_table(PAGE.read_text(encoding="utf-8")), encoding="utf-8")
    print(levels_table())


if __name__ == "__main__":
    main()
