"""The page's closed sets: its dialogs (each member a dialog element's id), what a puzzle's
buttons do, and how fast computers play."""

from __future__ import annotations

import enum


class Dialog(enum.StrEnum):
    """The page's dialogs, by element id."""

    NEW = "dlg-new"
    EXPERT = "dlg-expert"
    OVER = "dlg-over"
    GAMES = "dlg-games"
    PASS = "dlg-pass"
    SINCE = "dlg-since"
    RULES = "dlg-rules"
    CONFIRM = "dlg-confirm"
    WHO = "dlg-who"
    ASK = "dlg-ask"
    PUZZLES = "dlg-puzzles"


class PuzzleAction(enum.StrEnum):
    """What a puzzle's buttons do (their ``data-puzzle-do`` in index.html)."""

    NEXT = "next"
    SKIP = "skip"
    LIST = "list"
    LINK = "link"


class Speed(enum.StrEnum):
    """How fast computers play, for people watching (the ``ai-speed`` select's values)."""

    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def pause(self) -> float:
        """Seconds between a computer's decision and its move."""
        return {Speed.FAST: 0.0, Speed.NORMAL: 0.8, Speed.SLOW: 2.0}[self]

    @property
    def flash(self) -> float:
        """Seconds each notable event of a computer's move stays highlighted."""
        return {Speed.FAST: 0.05, Speed.NORMAL: PERSON_FLASH, Speed.SLOW: 0.6}[self]


#: Seconds each notable event of a person's move stays highlighted.
PERSON_FLASH = 0.35
