"""The bundled set: puzzles from strong games that every device has, shipped as data.

tools/research/puzzles.py made data/bundled.json (its command and figures are in
docs/puzzles.md): positions of games of hard against itself where the search's turn reads
clearly better than the natural one (medium's), each with its theme and stage.
tests/engine/test_puzzles_bundled.py checks that every answer is still the search's. The set
is read once, when the puzzles are first asked for, and a damaged entry is left out.
"""

from __future__ import annotations

import json
from functools import cache

from ..core.packaged import read_beside
from .codec import read_puzzles
from .puzzle import Puzzle

#: The set's file beside this module.
BUNDLED_FILE = "data/bundled.json"
#: No set holds more puzzles than this (a bound on reading untrusted data).
MAX_BUNDLED = 1000


@cache
def bundled_set() -> dict:
    """The set's file as data: how it was made (``tool``, ``spec``, ``margin``) and its
    ``puzzles``."""
    data = json.loads(read_beside(__name__, BUNDLED_FILE))
    return data if isinstance(data, dict) else {}


@cache
def bundled() -> tuple[Puzzle, ...]:
    """The bundled puzzles, in the set's order."""
    return read_puzzles(bundled_set().get("puzzles"), MAX_BUNDLED)


def bundled_of(puzzle: Puzzle) -> Puzzle | None:
    """The bundled puzzle with ``puzzle``'s position and turns (one opened from a link), or
    ``None`` when it is not one of the set."""
    for known in bundled():
        if (known.record.game_id, known.number, known.preferred, known.played) == (
            puzzle.record.game_id,
            puzzle.number,
            puzzle.preferred,
            puzzle.played,
        ):
            return known
    return None
