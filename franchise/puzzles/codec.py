"""A puzzle as JSON-able data: how the page keeps puzzles and the bundled set is shipped.

``puzzle_to_dict`` writes a puzzle with its position as a record (``Record.to_dict``), its turns
in their canonical text and its figures in whole points. ``puzzle_from_dict`` reads such data
from storage, a file or the shipped set, where it is untrusted: every field is checked and a
puzzle not as written raises ``PuzzleError``, never a crash. Reading does not replay the
position (a list of puzzles is read at once); ``judge.checked`` does, before a puzzle is played.
"""

from __future__ import annotations

import re
from enum import StrEnum

from ..core.errors import FranchiseError, NotationError, Refusal
from ..core.moves import TurnMove, parse_move
from ..records.record import Record
from .puzzle import PUZZLE_ID, Puzzle, PuzzleError, Source, Stage, Theme

PUZZLE_FORMAT = 1
#: A search's spec as a review or the set's tool names it (``hard``, ``hard:600:6:16``).
_SPEC = re.compile(r"[a-z]{1,12}(:[0-9]{1,7}){0,5}")


def puzzle_to_dict(puzzle: Puzzle) -> dict:
    """The puzzle as JSON-able data (see the module docstring)."""
    return {
        "format": PUZZLE_FORMAT,
        "id": puzzle.puzzle_id,
        "source": str(puzzle.source),
        "theme": str(puzzle.theme),
        "stage": str(puzzle.stage),
        "played": str(puzzle.played),
        "preferred": str(puzzle.preferred),
        "chances": list(puzzle.chances),
        "spec": puzzle.spec,
        "record": puzzle.record.to_dict(),
    }


def puzzle_from_dict(data: object) -> Puzzle:
    """A puzzle from untrusted data; ``PuzzleError`` for anything not as written."""
    if not isinstance(data, dict) or data.get("format") != PUZZLE_FORMAT:
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    puzzle_id, source, theme = data.get("id"), data.get("source"), data.get("theme")
    chances, spec = data.get("chances"), data.get("spec")
    if not isinstance(puzzle_id, str) or not PUZZLE_ID.fullmatch(puzzle_id):
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    stage = data.get("stage")
    if not all(_one_of(v, kind) for v, kind in ((source, Source), (theme, Theme), (stage, Stage))):
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    if not isinstance(spec, str) or not _SPEC.fullmatch(spec):
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    if not (isinstance(chances, list) and len(chances) == 2 and all(map(_point, chances))):
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    if chances[1] < chances[0]:
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    try:
        record = Record.from_dict(data.get("record"))
        played, preferred = _turn(data.get("played")), _turn(data.get("preferred"))
    except FranchiseError as error:
        raise PuzzleError(Refusal.RECORD_DAMAGED, cause=error) from None
    return Puzzle(
        puzzle_id,
        Source(source),
        record,
        played,
        preferred,
        Theme(theme),
        Stage(stage),
        (chances[0], chances[1]),
        spec,
    )


def read_puzzles(data: object, limit: int) -> tuple[Puzzle, ...]:
    """The readable puzzles of a JSON list (at most ``limit``, each id once); anything else
    reads as none, and a damaged puzzle is left out."""
    if not isinstance(data, list):
        return ()
    found: dict[str, Puzzle] = {}
    for item in data[:limit]:
        try:
            puzzle = puzzle_from_dict(item)
        except PuzzleError:
            continue
        found.setdefault(puzzle.puzzle_id, puzzle)
    return tuple(found.values())


def _one_of(value: object, kind: type[StrEnum]) -> bool:
    return isinstance(value, str) and value in {str(member) for member in kind}


def _point(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100


def _turn(text: object) -> TurnMove:
    if not isinstance(text, str):
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    try:
        move = parse_move(text)
    except NotationError as error:
        raise PuzzleError(Refusal.MOVE_UNREADABLE, cause=error) from None
    if not isinstance(move, TurnMove):
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    return move
