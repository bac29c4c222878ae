"""The story of a game as values: every move's events rebuilt from a record, and what was missed.

Replaying a record yields every move's events; the page words them in the current language each
time it draws the log (so switching language rewrites the whole log), and in a game played by
link it marks what happened since the current player's last turn.
"""

from __future__ import annotations

from typing import NamedTuple

from franchise import Event, Game
from franchise.records import Record


class LogEntry(NamedTuple):
    move: int  # index of the move that produced it
    seat: int  # the seat that made that move
    event: Event


def move_log(record: Record, upto: int | None = None) -> tuple[Game, list[LogEntry]]:
    """Replay the record (or its first ``upto`` moves), keeping every event in order."""
    game = Game(record.setup)
    entries: list[LogEntry] = []
    for index, text in enumerate(record.moves[:upto]):
        seat = game.current
        entries.extend(LogEntry(index, seat, event) for event in game.apply(text))
    return game, entries


def missed_since_last_turn(entries: list[LogEntry], seat: int) -> list[LogEntry]:
    """Entries after ``seat``'s own last move: what they did not see happen."""
    return missed_since_turns_of(entries, {seat})


def missed_since_turns_of(entries: list[LogEntry], seats: set[int]) -> list[LogEntry]:
    """Entries after the last move of any of ``seats`` (the players of one device): what
    that device did not see happen (the final link's news, where nobody is to move)."""
    own = [entry.move for entry in entries if entry.seat in seats]
    last = max(own) if own else -1
    return [entry for entry in entries if entry.move > last]


def round_number(game: Game) -> int:
    """The round in play: every player's turn once is one round."""
    return sum(game.state.turns_taken) // game.players + 1
