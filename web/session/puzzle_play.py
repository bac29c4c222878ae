"""A puzzle on screen: its position played from in the page's own turn input, never saved.

``open_puzzle`` shows the puzzle's position (checked by the engine first) as a game of people
held in memory only: the person drafts a turn with the map and the bonus tiles as in any
game, and End turn judges the draft (``judge_draft``) instead of playing it. A first try that
does not solve it gets a second; then the puzzle is over (``result``: the best verdict of the
tries) and the preferred turn is laid out on the map as a hint's turn is. Nothing here is
saved: no autosave, no half-made turn kept, no history to step through (``Session.go_to``);
opening any game ends the puzzle. ``PuzzlePlay`` sits between ``Session`` and ``Conflicts``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from franchise import FranchiseError, Move
from franchise.records import new_game_id
from franchise.values import replace, valueclass
from web.saves.store import SaveEntry, SaveResult
from web.session.conflicts import Conflicts
from web.session.problems import Problem

if TYPE_CHECKING:  # deferred: the puzzles load with the first one shown (docs/ARCHITECTURE.md)
    from franchise.ai import Judgement, Puzzle, Reading, Verdict

#: A puzzle gives this many tries before its answer is shown.
TRIES = 2


@valueclass
class PuzzleOnScreen:
    """The puzzle shown and its tries so far, first first."""

    puzzle: Puzzle
    tries: tuple[Judgement, ...] = ()
    #: How it is judged and its two turns' figures (chances, or a decided game's margins).
    read: Reading | None = None

    @property
    def by_margin(self) -> bool:
        """Whether it is weighed by the projected final margin (a decided game)."""
        from franchise.ai import Measure  # deferred, as the module's other puzzle names

        return self.read is not None and self.read.measure is Measure.MARGIN

    @property
    def result(self) -> Verdict | None:
        """The puzzle's result once it is over (solved, or ``TRIES`` tried), else None."""
        from franchise.ai import Verdict  # deferred, as the module's other puzzle names

        verdicts = [judged.verdict for judged in self.tries]
        if Verdict.SOLVED not in verdicts and len(verdicts) < TRIES:
            return None
        return max(verdicts, key=(Verdict.FAILED, Verdict.BETTER, Verdict.SOLVED).index)


class Judged:
    """What End turn gave back on a puzzle: the judgement of the draft, and the puzzle."""

    def __init__(self, judgement: Judgement, shown: PuzzleOnScreen) -> None:
        self.judgement = judgement
        self.shown = shown


class PuzzlePlay(Conflicts):
    """The intents of a puzzle on screen (``Session`` inherits them)."""

    puzzle: PuzzleOnScreen | None = None

    def open_puzzle(self, puzzle: Puzzle, name: str) -> Problem | None:
        """Show ``puzzle``'s position to be played from by the seat to move; a puzzle the
        engine refuses (damaged data, a turn not legal there) changes nothing."""
        from franchise.ai import checked, reading  # deferred: not needed for the first screen

        try:
            read = reading(puzzle, checked(puzzle))
        except FranchiseError as error:
            return Problem.of(error)
        record = replace(puzzle.record, game_id=new_game_id(), by_link=False, computers={})
        now = self.clock()
        problem = self.open_entry(SaveEntry(record, name, now, now))
        if problem is None:
            self.puzzle = PuzzleOnScreen(puzzle, read=read)
        return problem

    def judge_draft(self, move: Move) -> Judged | Problem | None:
        """Judge the drafted ``move`` (End turn on a puzzle); after the last try, the
        preferred turn becomes the draft on the map."""
        shown, game = self.puzzle, self.game
        if shown is None or game is None or shown.result is not None:
            return None
        from franchise.ai import judge  # deferred: not needed for the first screen

        try:
            judgement = judge(shown.puzzle, move, game.clone())
        except FranchiseError as error:
            return Problem.of(error)
        shown = replace(shown, tries=(*shown.tries, judgement))
        self.puzzle = shown
        if shown.result is not None and self.draft is not None:
            self.draft.lay_out(shown.puzzle.preferred)
        return Judged(judgement, shown)

    def open_entry(self, entry: SaveEntry, mark_missed: bool = False) -> Problem | None:
        self.puzzle = None  # any game opened ends the puzzle on screen
        return super().open_entry(entry, mark_missed)

    def rename_players(self, renamed: dict[str, str], name: str | None = None) -> None:
        """A puzzle keeps its players' names: renaming would open its position as a game
        (ending the puzzle) and save it, so a language switch dropped the puzzle on screen
        and left a "Puzzle" among the saved games."""
        if self.puzzle is None:
            super().rename_players(renamed, name)

    def save(self) -> SaveResult | None:
        return None if self.puzzle is not None else super().save()

    def keep_draft(self) -> None:
        if self.puzzle is None:
            super().keep_draft()
