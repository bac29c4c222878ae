"""The story of a game in sentences: the log rebuilt from a record, and what a player missed.

Replaying a record yields every move's events; the page shows them as its log when a game is
opened (from a save, a file or a link), and in a game played by link it marks what happened
since the current player's last turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from franchise import Game, describe
from franchise.record import Record


@dataclass(frozen=True)
class LogLine:
    move: int  # index of the move that produced it
    seat: int  # the seat that made that move
    text: str


def move_log(record: Record, upto: int | None = None) -> tuple[Game, list[LogLine]]:
    """Replay the record (or its first ``upto`` moves) and describe every event."""
    game = Game(record.setup)
    lines: list[LogLine] = []
    for index, text in enumerate(record.moves[:upto]):
        seat = game.current
        for event in game.apply(text):
            lines.append(LogLine(index, seat, describe(event, game.names)))
    return game, lines


def missed_since_last_turn(lines: list[LogLine], seat: int) -> list[LogLine]:
    """Log lines after ``seat``'s own last move: what they did not see happen."""
    own = [line.move for line in lines if line.seat == seat]
    last = max(own) if own else -1
    return [line for line in lines if line.move > last]


def round_number(game: Game) -> int:
    """The round in play: every player's turn once is one round."""
    return sum(game.state.turns_taken) // game.players + 1


def status_line(game: Game) -> str:
    """Where a game stands, for the list of saved games."""
    if game.is_over():
        winners = " and ".join(game.names[s] for s in game.winners)
        return f"finished: {winners} {'won' if len(game.winners) == 1 else 'shared the win'}"
    if game.decision.kind == "start":
        return f"placing start towns, {game.names[game.current]} to choose"
    return f"round {round_number(game)}, {game.names[game.current]} to play"
