"""A puzzle as a value: the position before a turn, the turn played there and the turn the
search prefers, with the closed sets that describe it (theme, stage, where it came from) and
the verdicts a drafted turn can get.

The position is a ``Record`` (setup, the moves before the turn, who sat where), so a puzzle is
made, kept, linked and validated as every game is; the seat to move and the figures follow
from it and are never trusted from outside (``judge.checked``).
"""

from __future__ import annotations

import re
from enum import StrEnum

from ..core.board import BOARD
from ..core.game import Game
from ..core.moves import TurnMove
from ..records.link_versions import PUZZLE_LINK_VERSION
from ..records.record import Record, RecordError
from ..review.reviewer import MARGIN_THRESHOLDS, THRESHOLDS, Label
from ..values import valueclass

#: A puzzle's id: the bundled set's ``b-<n>``, or ``<game id>-<move number>`` from a review.
PUZZLE_ID = re.compile(r"(b-[0-9]{1,4}|[0-9a-f]{12}-[0-9]{1,4})")

#: A drafted turn within this many points of the preferred turn's chance solves the puzzle: a
#: turn that loses less than an inaccuracy's threshold is one the review calls fine, so the
#: puzzle and the review never disagree about a turn.
SOLVE_MARGIN = dict(THRESHOLDS)[Label.INACCURACY] - 1

#: The labels of the turns that become puzzles: a turn the review calls a mistake or a
#: blunder, by the chance lost or, in a decided game, by the projected margin lost.
PUZZLE_LABELS = frozenset({Label.MISTAKE, Label.BLUNDER})

#: A drafted turn within this many points of the preferred turn's projected final margin solves
#: a puzzle judged by the margin (``Measure.MARGIN``): less than an inaccuracy's margin lost,
#: so again the puzzle and the review never disagree about a turn.
MARGIN_SOLVE = dict(MARGIN_THRESHOLDS)[Label.INACCURACY] - 1


def is_puzzle_link(text: str) -> bool:
    """Whether ``text`` (with or without its '#') is a puzzle's link rather than a game's;
    here, beside the values, so the page tells links apart without loading the search."""
    return text.strip().lstrip("#").startswith(f"FR{PUZZLE_LINK_VERSION}.")


class Theme(StrEnum):
    """What a puzzle's better turn is about: one line on the puzzles screen."""

    #: The end of the game: the red zone, a game ended or not handed to a rival.
    RED_ZONE = "red-zone"
    #: A round without an expansion: expanding keeps the game going, or holding back pays.
    QUIET_ROUND = "quiet-round"
    #: The $10 bonus tile: taken where it pays, kept where it does not.
    DOLLARS = "dollars"
    #: Majorities: a city or region scored, or its lead taken (not always a majority yet, so
    #: the title says "scored or led", never "a majority taken").
    MAJORITY = "majority"
    #: Growth: the expansion and increases that build income and reach.
    GROWTH = "growth"


class Stage(StrEnum):
    """How far the game had gone: by the region track's share towards the red zone."""

    EARLY = "early"
    MIDDLE = "middle"
    LATE = "late"


class Source(StrEnum):
    """Where a puzzle came from: a person's own reviewed game, or the bundled set."""

    OWN = "own"
    BUNDLED = "bundled"


class Verdict(StrEnum):
    """What a drafted turn is worth against the puzzle's two turns (the page's
    ``data-puzzle-result``)."""

    #: As good as the preferred turn, within ``SOLVE_MARGIN`` points.
    SOLVED = "solved"
    #: Better than the turn played (or the natural turn), not as good as the preferred one.
    BETTER = "better"
    #: No better than the turn played.
    FAILED = "failed"


class Measure(StrEnum):
    """What a puzzle's turns are weighed by: the chance to win, or, where the game reads as
    decided and the chances cannot tell the turns apart (0% or 100% after both), the projected
    final margin over the best rival, as the review weighed them (``judge.measure_of``)."""

    CHANCE = "chance"
    MARGIN = "margin"

    @property
    def solve_margin(self) -> int:
        """How far below the preferred turn's figure a try still solves the puzzle."""
        return SOLVE_MARGIN if self is Measure.CHANCE else MARGIN_SOLVE

    @property
    def mistake(self) -> int:
        """How far above the turn played another turn must read for the review to call the
        turn played a mistake: what a puzzle's answer must gain over it."""
        thresholds = THRESHOLDS if self is Measure.CHANCE else MARGIN_THRESHOLDS
        return dict(thresholds)[Label.MISTAKE]


class PuzzleError(RecordError):
    """A puzzle that cannot be used: damaged, or its turns not what it says."""


@valueclass
class Puzzle:
    """A position and its question. ``record`` holds the moves before the turn; ``played`` is
    the turn played there (bundled: the natural turn, medium's choice); ``preferred`` is the
    search's (``spec``) turn as the hint gives it; ``chances`` are the mover's chances after
    ``played`` and after ``preferred``, in whole points as every screen shows them."""

    puzzle_id: str
    source: Source
    record: Record
    played: TurnMove
    preferred: TurnMove
    theme: Theme
    stage: Stage
    chances: tuple[int, int]
    spec: str = "hard"

    @property
    def margin(self) -> int:
        """The points between the preferred turn and the turn played."""
        return self.chances[1] - self.chances[0]

    @property
    def number(self) -> int:
        """The turn's number in its game, counted from 1 as the review counts moves."""
        return len(self.record.moves) + 1


def position(puzzle: Puzzle) -> Game:
    """The puzzle's position, every move validated (``RecordError`` for a bad one)."""
    return puzzle.record.replay()


def stage_of(game: Game) -> Stage:
    """The stage of ``game``'s position: the region track's share of the spaces before the
    red zone, in thirds (every game that ends on the track passes through all three)."""
    share = len(game.state.track) / max(1, BOARD.red_zone_start)
    return Stage.EARLY if share < 1 / 3 else Stage.MIDDLE if share < 2 / 3 else Stage.LATE
