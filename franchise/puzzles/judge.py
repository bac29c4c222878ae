"""A drafted turn judged against a puzzle's two turns, by the one reading of a position.

The mover's chance after a turn is read where every screen reads it
(``franchise.ai.chances.chances_after``: the learned evaluation between equals, every seat read
as hard, seeing an immediate ending), the way the review read the turn played and the preferred turn
when it made the puzzle. So the verdict is the review's judgement of the drafted turn: solved
when the review would call it fine against the preferred turn (within ``SOLVE_MARGIN``
points), better when it reads above the turn played, failed otherwise. A reading costs
microseconds, so judging needs no search and no worker; the search was made once, when the
review (or the set's tool) found the preferred turn.

Where the game reads as decided (the mover's chance before the turn under 2% or over 98%) and
the chances do not make the turn played a mistake, the review weighed the turns by the projected
final margin over the best rival (the learned evaluation's ``margins``); such a puzzle is judged
by that margin in whole points (``Measure.MARGIN``), with its own solve margin.

What the better turn is about (its theme) is read in ``themes``.
"""

from __future__ import annotations

from ..ai.chances import chances, chances_after, equals, margins_after
from ..core.errors import FranchiseError, Refusal
from ..core.game import Game
from ..core.moves import Move
from ..core.state import Phase
from ..review.reviewer import decided_side, label_for, percent
from ..values import valueclass
from .puzzle import PUZZLE_LABELS, SOLVE_MARGIN, Measure, Puzzle, PuzzleError, Verdict, position


@valueclass
class Judgement:
    """A drafted turn's verdict and the three figures it was judged by, in whole points of
    ``measure``: chances to win, or projected final margins."""

    verdict: Verdict
    move: Move
    chance: int
    played: int
    preferred: int
    measure: Measure = Measure.CHANCE


def reading_levels(puzzle: Puzzle) -> tuple[str, ...]:
    """How the puzzle's positions are read: between equals, as the review read the turn."""
    return equals(len(puzzle.record.setup.players))


def chance_after(puzzle: Puzzle, game: Game, move: Move) -> int:
    """The mover's chance in whole points once ``move`` is played at the puzzle's position."""
    return percent(chances_after(game, move, reading_levels(puzzle))[game.current])


def margin_after(puzzle: Puzzle, game: Game, move: Move) -> int:
    """The mover's final margin in whole points once ``move`` is played: the real one where
    the game ends with it or the next player ends it (``chances.state_margins``)."""
    return round(margins_after(game, move, reading_levels(puzzle)).values[game.current])


def figures(puzzle: Puzzle, game: Game | None = None) -> tuple[int, int]:
    """The mover's chances after the turn played and after the preferred turn, read now."""
    game = game or position(puzzle)
    return chance_after(puzzle, game, puzzle.played), chance_after(puzzle, game, puzzle.preferred)


def measure_of(puzzle: Puzzle, game: Game | None = None) -> Measure:
    """What the puzzle is judged by: the projected margin where the game reads as decided
    before the turn and the chances alone would not mark the turn played (the review's
    weighing, ``Reviewer._weighed``), the chances otherwise."""
    game = game or position(puzzle)
    before = chances(game, reading_levels(puzzle))[game.current]
    played, preferred = figures(puzzle, game)
    if decided_side(before) and label_for(max(0, preferred - played)) not in PUZZLE_LABELS:
        return Measure.MARGIN
    return Measure.CHANCE


def figure_after(puzzle: Puzzle, game: Game, move: Move, measure: Measure) -> int:
    """The mover's figure once ``move`` is played, in ``measure``'s whole points."""
    if measure is Measure.MARGIN:
        return margin_after(puzzle, game, move)
    return chance_after(puzzle, game, move)


def verdict_for(chance: int, played: int, preferred: int, solve: int = SOLVE_MARGIN) -> Verdict:
    """The verdict of a turn reading ``chance`` against the two turns' figures; within
    ``solve`` points of the preferred turn solves it."""
    if chance >= preferred - solve:
        return Verdict.SOLVED
    return Verdict.BETTER if chance > played else Verdict.FAILED


@valueclass
class Reading:
    """How a puzzle is read: its measure and the mover's figures after the turn played and
    after the preferred turn, in that measure's whole points."""

    measure: Measure
    played: int
    preferred: int


def reading(puzzle: Puzzle, game: Game | None = None) -> Reading:
    """The puzzle's measure and its two turns' figures, read now at its position."""
    game = game or position(puzzle)
    measure = measure_of(puzzle, game)
    played, preferred = (figure_after(puzzle, game, m, measure) for m in _turns(puzzle))
    return Reading(measure, played, preferred)


def judge(puzzle: Puzzle, move: Move, game: Game | None = None) -> Judgement:
    """The verdict on ``move`` (checked by the engine: ``IllegalMoveError`` if it is not
    legal there) at the puzzle's position, in the puzzle's measure; the preferred turn itself
    always solves it."""
    game = game or position(puzzle)
    move = game.check(move)
    read = reading(puzzle, game)
    chance = figure_after(puzzle, game, move, read.measure)
    if move == puzzle.preferred:
        verdict = Verdict.SOLVED
    else:
        verdict = verdict_for(chance, read.played, read.preferred, read.measure.solve_margin)
    return Judgement(verdict, move, chance, read.played, read.preferred, read.measure)


def _turns(puzzle: Puzzle) -> tuple[Move, Move]:
    return puzzle.played, puzzle.preferred


def checked(puzzle: Puzzle) -> Game:
    """The position of a puzzle from outside (storage, a file, a link), checked: a turn is to
    be made there, both turns are legal and differ, and the preferred turn reads at least as
    well as the one played (in the puzzle's measure). ``PuzzleError`` otherwise."""
    try:
        game = position(puzzle)
        if game.state.phase is not Phase.TURN or puzzle.played == puzzle.preferred:
            raise PuzzleError(Refusal.RECORD_DAMAGED)
        game.check(puzzle.played)
        game.check(puzzle.preferred)
    except PuzzleError:
        raise
    except FranchiseError as error:
        raise PuzzleError(Refusal.RECORD_DAMAGED, cause=error) from None
    read = reading(puzzle, game)
    if read.preferred < read.played:
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    return game
