"""Whose turn each position of a record is, for undo and redo at a table with computers.

A person playing against computers takes back their own turn, not one move: Undo goes back to
the latest earlier position where a person is to move, taking the computers' moves since then
with it, and Redo mirrors it, forward to the next such position (or the latest one). At a
table of people only (hot-seat), Undo and Redo stay one move each. ``movers`` replays the
record once per new list of moves, so the history buttons can be enabled on every redraw.
"""

from __future__ import annotations

from franchise import Game
from franchise.records import Record

#: The seat to move at each position; None where the game is over.
Owners = tuple[int | None, ...]


def movers(record: Record) -> Owners:
    """The seat to move at each position (after 0, 1, ... moves); None once the game is over."""
    game = Game(record.setup)
    found: list[int | None] = [None if game.is_over() else game.current]
    for move in record.moves:
        game.apply(move)
        found.append(None if game.is_over() else game.current)
    return tuple(found)


class TurnMap:
    """``movers`` of the latest record asked about, kept until its moves change."""

    def __init__(self) -> None:
        self._record: Record | None = None
        self._movers: Owners = ()

    def of(self, record: Record) -> Owners:
        if record is not self._record and record != self._record:
            self._record, self._movers = record, movers(record)
        return self._movers


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
