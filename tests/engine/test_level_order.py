"""The levels the page offers are in a measured order (issue 49): each offered level beats the one
below it by an accepted SPRT recorded in the strength log (docs/strength.md), at its own default
budget (the spec is the bare level name), with H0 at a gain of 0 Elo or more.

A level added to the page, or one taken out of the order, needs its test in the log first.
"""

from __future__ import annotations

import itertools
import re
import shlex
from pathlib import Path

from franchise.records import OFFERED_LEVELS

LOG = Path(__file__).resolve().parents[2] / "docs" / "strength.md"


def accepted_tests() -> list[tuple[tuple[str, ...], float]]:
    """Every SPRT of the log's table that accepted H1: its ``--players`` and its ``--elo0``."""
    found = []
    for line in LOG.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 8 or not cells[-1].startswith("accepted (H1)"):
            continue
        command = re.search(r"`([^`]*)`", cells[2])
        if command is None:
            continue
        words = shlex.split(command.group(1))
        if "--sprt" not in words:
            continue
        players = tuple(words[words.index("--players") + 1].split(","))
        elo0 = float(words[words.index("--elo0") + 1]) if "--elo0" in words else 0.0
        found.append((players, elo0))
    return found


def test_the_log_is_read():
    assert len(accepted_tests()) >= 10


def test_each_offered_level_beats_the_one_below_it_by_an_accepted_sprt():
    tests = accepted_tests()
    for lower, upper in itertools.pairwise(OFFERED_LEVELS):
        at_two = [e for players, e in tests if players == (upper, lower) and e >= 0]
        assert at_two, f"no accepted SPRT of {upper} against {lower} in docs/strength.md"
        at_four = [e for players, e in tests if players == (upper, lower, lower, lower) and e >= 0]
        assert at_four, f"no accepted SPRT of {upper} against three {lower} in the log"
