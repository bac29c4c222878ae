"""The puzzles kept on this device: those made from the person's own reviewed games, and how
each puzzle (own or bundled) went. Pure values and a bounded JSON codec, stored beside the
saved games with their care:
- bounded: at most ``MAX_OWN`` own puzzles (the newest kept) and ``MAX_RESULTS`` results;
- read back as untrusted data: a damaged puzzle or result is dropped, an unreadable book reads
  as empty (franchise/puzzles/codec.py checks each puzzle; ``checked`` replays it when played);
- exported with the record: a game's exported file carries the puzzles made from it and their
  results (``FILE_MEMBER``), and importing it merges them without counting anything twice;
- best effort: a full or refusing storage never stops a puzzle being played.
A result is the last verdict on a puzzle, or skipped; a puzzle is solved once it was solved,
whatever came after, so "solved" counts only grow.
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import TYPE_CHECKING

from franchise import FranchiseError, Refusal
from franchise.records import read_json
from franchise.values import valueclass
from web.saves.kept import KeptValue, carried
from web.saves.storage import Storage

if TYPE_CHECKING:  # deferred: the puzzles' codec loads with the book (docs/ARCHITECTURE.md)
    from franchise.ai import Puzzle

#: The storage key of the book (beside ``franchise:game:<id>`` and ``franchise:progress``).
PUZZLES_KEY = "franchise:puzzles"
BOOK_FORMAT = 1
#: The member of an exported game file that carries its puzzles and their results.
FILE_MEMBER = "puzzles"
MAX_OWN = 60
MAX_RESULTS = 1000
MAX_ID = 40


class Outcome(StrEnum):
    """How a puzzle went: a verdict's value (``franchise.ai.Verdict``), or skipped."""

    SOLVED = "solved"
    BETTER = "better"
    FAILED = "failed"
    SKIPPED = "skipped"


@valueclass
class Book:
    """Own puzzles, newest last, and each puzzle's outcome by id; built only through its
    methods, which keep it bounded."""

    own: tuple[Puzzle, ...] = ()
    results: tuple[tuple[str, Outcome], ...] = ()

    def outcome(self, puzzle_id: str) -> Outcome | None:
        return dict(self.results).get(puzzle_id)

    def next_unsolved(self, puzzles: tuple[Puzzle, ...], after: str | None = None) -> Puzzle | None:
        """The first of ``puzzles`` not solved nor skipped, after the one ``after`` names (then
        from the start again); a skipped one comes back once every other is done."""
        start = next((i + 1 for i, p in enumerate(puzzles) if p.puzzle_id == after), 0)
        ordered = (*puzzles[start:], *puzzles[:start])
        left = [p for p in ordered if p.puzzle_id != after or len(ordered) == 1]
        fresh = [
            p for p in left if self.outcome(p.puzzle_id) not in (Outcome.SOLVED, Outcome.SKIPPED)
        ]
        skipped = [p for p in left if self.outcome(p.puzzle_id) is Outcome.SKIPPED]
        return next(iter(fresh or skipped), None)

    def with_own(self, puzzles: tuple[Puzzle, ...]) -> Book:
        """With ``puzzles`` added (a puzzle already kept stays as it is)."""
        known = {puzzle.puzzle_id for puzzle in self.own}
        added = tuple(puzzle for puzzle in puzzles if puzzle.puzzle_id not in known)
        return Book((*self.own, *added)[-MAX_OWN:], self.results) if added else self

    def with_outcome(self, puzzle_id: str, outcome: Outcome) -> Book:
        """With ``outcome`` for the puzzle, unless it was solved before."""
        if self.outcome(puzzle_id) is Outcome.SOLVED:
            return self
        kept = tuple(item for item in self.results if item[0] != puzzle_id)
        return Book(self.own, (*kept, (puzzle_id, outcome))[-MAX_RESULTS:])

    def merged(self, other: Book) -> Book:
        """Both books: each puzzle once, a solved outcome kept over any other."""
        book = self.with_own(other.own)
        for puzzle_id, outcome in other.results:
            if book.outcome(puzzle_id) is None or outcome is Outcome.SOLVED:
                book = book.with_outcome(puzzle_id, outcome)
        return book

    def of_game(self, game_id: str) -> Book:
        """The puzzles made from one game and their outcomes (what its exported file carries)."""
        own = tuple(puzzle for puzzle in self.own if puzzle.record.game_id == game_id)
        ids = {puzzle.puzzle_id for puzzle in own}
        return Book(own, tuple(item for item in self.results if item[0] in ids))

    def to_data(self) -> dict:
        from franchise.ai import puzzle_to_dict  # deferred, as ``Puzzle``

        return {
            "format": BOOK_FORMAT,
            "own": [puzzle_to_dict(puzzle) for puzzle in self.own],
            "results": {puzzle_id: str(outcome) for puzzle_id, outcome in self.results},
        }

    @classmethod
    def read(cls, data: object) -> Book:
        """From untrusted parsed JSON; damaged entries dropped, anything else empty."""
        if not isinstance(data, dict) or data.get("format") != BOOK_FORMAT:
            return cls()
        from franchise.ai import read_puzzles  # deferred, as ``Puzzle``

        own = read_puzzles(data.get("own"), MAX_OWN)
        results = data.get("results")
        if not isinstance(results, dict):
            return cls(own)
        outcomes = {str(outcome) for outcome in Outcome}
        read = tuple(
            (key, Outcome(value))
            for key, value in list(results.items())[:MAX_RESULTS]
            if isinstance(key, str) and 0 < len(key) <= MAX_ID and value in outcomes
        )
        return cls(own, read)

    @classmethod
    def from_json(cls, text: object) -> Book:
        try:
            return cls.read(read_json(text, unreadable=Refusal.RECORD_DAMAGED))
        except FranchiseError:
            return cls()


def carried_puzzles(file_text: object) -> Book:
    """The puzzles an exported game file carries; empty if none or damaged."""
    return carried(file_text, FILE_MEMBER, Book.read, Book())


def with_puzzles(file_text: str, game_id: str, book: Book) -> str:
    """An exported game file with the puzzles of its game added, if it has any."""
    carried = book.of_game(game_id)
    if not carried.own:
        return file_text
    data = json.loads(file_text)
    data[FILE_MEMBER] = carried.to_data()
    return json.dumps(data)


class PuzzleBook(KeptValue[Book]):
    """The book in the browser's storage (``storage=None``: kept for this visit only), kept
    as every value of web/saves/kept.py is."""

    def __init__(self, storage: Storage | None) -> None:
        super().__init__(storage, PUZZLES_KEY, Book.from_json, _book_text, Book)

    @property
    def book(self) -> Book:
        return self.value

    def add_own(self, puzzles: tuple[Puzzle, ...]) -> None:
        if puzzles:
            self.write(self.reload().with_own(puzzles))

    def note(self, puzzle_id: str, outcome: Outcome) -> None:
        self.write(self.reload().with_outcome(puzzle_id, outcome))

    def merge(self, other: Book) -> None:
        if other.own or other.results:
            self.write(self.reload().merged(other))


def _book_text(book: Book) -> str:
    return json.dumps(book.to_data())
