"""What a session's intents give back besides problems: a move made, a game filed.

The page draws these values (web/page/page.py plays a move out, web/page/sharing.py words what
filing a game from a link or file did); keeping them apart from ``Session`` lets views and tests
name them without the session's machinery.
"""

from __future__ import annotations

from typing import NamedTuple

from franchise import Event, Move, TurnMove
from web.saves.results import MergeOutcome


class Played(NamedTuple):
    """A move made: who made it, its events, whether to hand the link on afterwards, and
    whether the game by link ended with it while others play elsewhere (``final``: they are
    sent the final link)."""

    move: Move
    mover: int
    events: list[Event]
    hand_over: bool
    final: bool = False


class Suggestion(NamedTuple):
    """A hint's turn, laid out as the draft: what playing it would do (its events, with the
    costs the engine charges) and the influence it would score for the player, so the page
    can say it in words and frame its places."""

    move: TurnMove
    events: tuple[Event, ...]
    gained: int

    def places(self) -> tuple[int, ...]:
        """The places the turn touches: its expansions and the cities it increases."""
        return (*self.move.expansions, *self.move.increases)


class Opened(NamedTuple):
    """A game that came from a link or a file: what filing it did, and whether it was saved."""

    outcome: MergeOutcome
    saved: bool
    #: The file's name for a game this device already had under another name (kept here).
    name_not_kept: str = ""
    #: This device's players whose turns came in the link, played on another device.
    played_for_us: tuple[str, ...] = ()
    #: The game id of the second copy the link or file was kept as (or brought up to date),
    #: beside the line this device played, which stays on screen; None: no second copy.
    copy: str | None = None
