"""What a session's intents give back besides problems: a move made, a game filed.

The page draws these values (web/page/page.py plays a move out, web/page/sharing.py words what
filing a game from a link or file did); keeping them apart from ``Session`` lets views and tests
name them without the session's machinery.
"""

from __future__ import annotations

from typing import NamedTuple

from franchise import Event, Move
from web.saves.results import MergeOutcome


class Played(NamedTuple):
    """A move made: who made it, its events, and whether to hand the link on afterwards."""

    move: Move
    mover: int
    events: list[Event]
    hand_over: bool


class Opened(NamedTuple):
    """A game that came from a link or a file: what filing it did, and whether it was saved."""

    outcome: MergeOutcome
    saved: bool
