"""What the save store hands back to the page: outcomes as enums, results as small values.

The page decides what to show from these (``web/saves/store.py`` explains each outcome); none of
them holds a sentence.
"""

from __future__ import annotations

from enum import StrEnum

from franchise import FranchiseError, Game, Refusal
from franchise.values import valueclass
from web.saves.entry import SaveEntry


class SaveOutcome(StrEnum):
    """What ``SaveStore.save`` did with an entry (see the module docstring)."""

    SAVED = "saved"
    BEHIND = "behind"
    FORKED = "forked"
    HELD = "held"


class MergeOutcome(StrEnum):
    """What filing a game from a link or a file did."""

    NEW = "new"
    SAME = "same"
    UPDATED = "updated"
    OLDER = "older"
    COPY = "copy"
    #: The link carries on a copy kept beside this device's own: that copy is updated.
    COPY_UPDATED = "copy-updated"
    #: The link holds no move that a copy kept beside this device's own lacks.
    COPY_KNOWN = "copy-known"

    @property
    def kept_apart(self) -> bool:
        """Whether the game came in as a second copy, beside the line this device has."""
        return self in (MergeOutcome.COPY, MergeOutcome.COPY_UPDATED, MergeOutcome.COPY_KNOWN)


@valueclass
class ListedGame:
    """A readable saved game and the game it replays to; ``unsaved``: held in memory only."""

    entry: SaveEntry
    game: Game
    unsaved: bool = False


@valueclass
class DamagedEntry:
    """A stored entry that cannot be opened, and why (``error.code`` and its params)."""

    key: str
    error: FranchiseError

    @property
    def code(self) -> Refusal:
        return self.error.code


@valueclass
class SaveResult:
    """What a write did; ``entry`` is what the tab holds from now on."""

    outcome: SaveOutcome
    entry: SaveEntry
    #: BEHIND: the stored entry with more moves. FORKED: the other line, left as it was.
    newer: SaveEntry | None = None
    #: Whether ``entry`` is in storage now (a FORKED copy may be held in memory instead).
    saved: bool = False


@valueclass
class MergeResult:
    """What opening a link or a file did, and the entry to show."""

    outcome: MergeOutcome
    entry: SaveEntry
    saved: bool
    #: The name a file gave the game when this device's copy, named otherwise, kept its own.
    name_not_kept: str = ""
