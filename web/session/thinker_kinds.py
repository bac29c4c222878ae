"""The closed sets of the messages between the page and the interpreter apart
(web/session/thinker.py describes them), apart from both ends so each can name them.
"""

from __future__ import annotations

import enum


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
