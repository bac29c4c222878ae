"""Whose turn each position of a record is, for undo and redo at a table with computers.

A person playing against computers takes back their own turn, not one move: Undo goes back to
the latest earlier position where a person is to move, taking the computers' moves since then
with it, and Redo mirrors it, forward to the next such position (or the latest one). At a
table of people only (hot-seat), Undo and Redo stay one move each. ``movers`` replays a
record; ``TurnMap`` replays only the moves added since the record it last read (a move played,
a computer's answer), so the history buttons can be enabled on every redraw at the cost of one
move, not of the whole game.
"""

from __future__ import annotations

from franchise import Game
from franchise.records import Record

#: The seat to move at each position; None where the game is over.
Owners = tuple[int | None, ...]


def movers(record: Record) -> Owners:
    """The seat to move at each position (after 0, 1, ... moves); None once the game is over."""
    return _played_on(Game(record.setup), (), record.moves)[1]


def _played_on(game: Game, found: Owners, moves: tuple[str, ...]) -> tuple[Game, Owners]:
    """``game`` after ``moves``, and ``found`` with the seat to move after each of them."""
    more = [] if found else [None if game.is_over() else game.current]
    for move in moves:
        game.apply(move)
        more.append(None if game.is_over() else game.current)
    return game, (*found, *more)


class TurnMap:
    """``movers`` of the latest record asked about, kept until its moves change, and the game
    after them, which a record with more moves goes on from."""

    def __init__(self) -> None:
        self._record: Record | None = None
        self._game: Game | None = None
        self._movers: Owners = ()

    def of(self, record: Record) -> Owners:
        old = self._record
        if record is old or record == old:
            return self._movers
        if old is not None and self._game is not None and _goes_on(old, record):
            added = record.moves[len(old.moves) :]
            self._game, self._movers = _played_on(self._game, self._movers, added)
        else:
            self._game, self._movers = _played_on(Game(record.setup), (), record.moves)
        self._record = record
        return self._movers


def _goes_on(old: Record, new: Record) -> bool:
    """Whether ``new`` is ``old``'s game with moves added (or none)."""
    return new.setup == old.setup and new.moves[: len(old.moves)] == old.moves


def people_turns(owners: Owners, computer_seats: set[int]) -> list[int]:
    """The positions at which a person is to move."""
    return [i for i, seat in enumerate(owners) if seat is not None and seat not in computer_seats]


def undo_target(cursor: int, owners: Owners, computer_seats: set[int]) -> int | None:
    """Where Undo goes from ``cursor``: one move back among people only; with computers, the
    person's previous turn (None if there is none, so no computer's turn is handed over)."""
    if cursor == 0:
        return None
    if not computer_seats:
        return cursor - 1
    earlier = [i for i in people_turns(owners, computer_seats) if i < cursor]
    return earlier[-1] if earlier else None


def redo_target(cursor: int, owners: Owners, computer_seats: set[int]) -> int | None:
    """Where Redo goes: one move on among people only; with computers, the person's next turn
    or else the latest position (where a computer to move starts thinking)."""
    latest = len(owners) - 1
    if cursor >= latest:
        return None
    if not computer_seats:
        return cursor + 1
    later = [i for i in people_turns(owners, computer_seats) if i > cursor]
    return later[0] if later else latest
