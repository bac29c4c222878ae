"""The closed sets of the messages between the page and the interpreter apart
(web/session/thinker.py describes them), and the position they carry, apart from both ends so
each can name them: the page's end (web/session/apart.py) needs none of the thinker's search,
which loads only in the worker (docs/ARCHITECTURE.md, "Start-up").
"""

from __future__ import annotations

import enum
from typing import Any

from franchise import Game, Setup


def position_of(game: Game) -> dict[str, Any]:
    """A game as the thinker receives it: its setup and its moves in notation."""
    return {"setup": game.setup.to_dict(), "moves": [str(move) for move in game.moves]}


def game_of(position: dict[str, Any]) -> Game:
    """The game a ``position`` describes, every move checked by the engine."""
    return Game.replay(Setup.from_dict(position["setup"]), position["moves"])


class Breakdown(enum.StrEnum):
    """Why an answer did not come (for the page's diagnostics; a player never reads them)."""

    NO_MOVE = "no-move"
    NOT_STARTED = "not-started-in-time"
    NO_ANSWER = "no-answer-in-time"
    LOAD_FAILED = "load-failed"
    RELEASED = "released"
    UNAVAILABLE = "unavailable"
    UNUSABLE = "unusable-answer"


class Request(enum.StrEnum):
    """What the page asks of the thinker."""

    THINK = "think"
    PONDER = "ponder"
    REVIEW = "review"
    STOP = "stop"
    #: Time the pace's workload here (web/session/pace.py): the speed of the thread that thinks.
    MEASURE = "measure"


class Reply(enum.StrEnum):
    """What the thinker (and its worker script) tells the page."""

    READY = "ready"
    MOVE = "move"
    #: A review has done another turn (``done``: how many so far).
    PROGRESS = "progress"
    #: A review is done (``review``: as ``review_to_dict`` writes it).
    REVIEWED = "reviewed"
    #: A pondered search has finished: its move waits for the person's turn to match it.
    PONDERED = "pondered"
    FAILED = "failed"
    #: The pace's workload timed here (``workload_ms``, the median of its runs).
    MEASURED = "measured"
    #: The worker could not start an interpreter: the page thinks every move itself.
    UNAVAILABLE = "unavailable"
