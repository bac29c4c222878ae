"""Saved games in the browser's storage, behind a small interface so the logic runs in CPython.

Each game lives under its own key (``franchise:game:<id>``) as a JSON entry: a name, times, the
position being viewed, and the record (setup + moves). Rules that keep players' games safe:
- A damaged entry is listed as damaged and left alone; only the player deletes it.
- A failed load never writes: nothing is saved until a record has been replayed successfully.
- Storage that is disabled or full never stops play: the store says so and the game goes on.
- A link for a game already here updates it only if the link is newer (its moves extend ours);
  an older link never rolls a game back, and a link that disagrees is kept as a separate copy.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Protocol

from franchise import FranchiseError, Game, Refusal
from franchise.record import Record, RecordError, new_game_id

KEY_PREFIX = "franchise:game:"
COMPUTER_LEVELS = ("easy", "medium", "hard")
ENTRY_FORMAT = 1
STORAGE_OFF = (
    "This browser is not saving games (storage is disabled, e.g. in a private window). "
    "You can still play; use Export or a share link to keep a game."
)
STORAGE_FULL = (
    "The browser's storage is full, so this game was not saved. "
    "Delete old games or use Export to keep it."
)


class StorageError(Exception):
    """The browser refused to read or write storage (disabled, or quota exceeded)."""

    def __init__(self, full: bool) -> None:
        super().__init__("storage full" if full else "storage unavailable")
        self.full = full


class Storage(Protocol):
    """What the store needs of localStorage; methods raise ``StorageError``."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


@dataclass(frozen=True)
class SaveEntry:
    """One saved game. ``cursor`` is the position shown (moves before it); None: the latest."""

    record: Record
    name: str
    created: float
    updated: float
    cursor: int | None = None
    #: Players seated as computers: name -> level ("easy", "medium", "hard").
    computers: dict[str, str] = field(default_factory=dict)

    @property
    def game_id(self) -> str:
        return self.record.game_id

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": ENTRY_FORMAT,
                "name": self.name,
                "created": self.created,
                "updated": self.updated,
                "cursor": self.cursor,
                "computers": self.computers,
                "record": self.record.to_dict(),
            }
        )

    @classmethod
    def from_json(cls, text: str) -> SaveEntry:
        """Read an entry (or a bare format-0 record) from storage; raises ``RecordError``."""
        try:
            data = json.loads(text)
        except ValueError:
            raise RecordError(Refusal.RECORD_DAMAGED) from None
        if not isinstance(data, dict):
            raise RecordError(Refusal.NOT_A_GAME)
        if "record" not in data and "setup" in data:  # format 0: a bare record
            record = Record.from_dict(data)
            return cls(record, default_name(record), 0.0, 0.0)
        if data.get("format") != ENTRY_FORMAT:
            raise RecordError(Refusal.SAVED_BY_NEWER)
        record = Record.from_dict(data.get("record"))
        name, created, updated = data.get("name"), data.get("created"), data.get("updated")
        cursor = data.get("cursor")
        if not isinstance(name, str) or not all(
            isinstance(t, int | float) and not isinstance(t, bool) for t in (created, updated)
        ):
            raise RecordError(Refusal.RECORD_DAMAGED)
        if cursor is not None and (
            not isinstance(cursor, int) or isinstance(cursor, bool) or cursor < 0
        ):
            raise RecordError(Refusal.RECORD_DAMAGED)
        computers = data.get("computers", {})
        if not isinstance(computers, dict) or not all(
            name in record.setup.players and level in COMPUTER_LEVELS
            for name, level in computers.items()
        ):
            raise RecordError(Refusal.RECORD_DAMAGED)
        return cls(record, name[:60], float(created), float(updated), cursor, dict(computers))


@dataclass(frozen=True)
class ListedGame:
    """A readable saved game and the game it replays to (for its status line)."""

    entry: SaveEntry
    game: Game


@dataclass(frozen=True)
class DamagedEntry:
    key: str
    reason: str


@dataclass(frozen=True)
class MergeResult:
    """What opening a link did: ``outcome`` is new, same, updated, older or copy."""

    outcome: str
    entry: SaveEntry
    saved: bool


def default_name(record: Record) -> str:
    return " vs ".join(record.setup.players)


class SaveStore:
    """Saved games over a ``Storage``; ``storage=None`` means the browser offers none."""

    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        self.warning: str | None = None if storage is not None else STORAGE_OFF

    def _fail(self, failure: StorageError) -> None:
        self.warning = STORAGE_FULL if failure.full else STORAGE_OFF

    def entries(self) -> tuple[list[ListedGame], list[DamagedEntry]]:
        """Playable games, most recently played first, and the damaged ones (left in place).

        Every game is replayed, so a save whose moves the engine refuses is listed as damaged
        with the engine's reason instead of failing when it is opened.
        """
        good: list[ListedGame] = []
        damaged: list[DamagedEntry] = []
        if self.storage is None:
            return good, damaged
        try:
            stored = self.storage.keys()
            for key in sorted(k for k in stored if k.startswith(KEY_PREFIX)):
                text = self.storage.get(key)
                try:
                    entry = SaveEntry.from_json(text or "")
                    good.append(ListedGame(entry, entry.record.replay()))
                except FranchiseError as error:
                    damaged.append(DamagedEntry(key, str(error)))
        except StorageError as failure:
            self._fail(failure)
        good.sort(key=lambda listed: -listed.entry.updated)
        return good, damaged

    def has_games(self) -> bool:
        """Whether anything is saved (cheap: no replay), to decide what the page opens with."""
        if self.storage is None:
            return False
        try:
            stored = self.storage.keys()
            return any(k.startswith(KEY_PREFIX) for k in stored)
        except StorageError as failure:
            self._fail(failure)
            return False

    def get(self, game_id: str) -> SaveEntry | None:
        """The saved game with this id, or None if absent or unreadable."""
        if self.storage is None:
            return None
        try:
            text = self.storage.get(KEY_PREFIX + game_id)
        except StorageError as failure:
            self._fail(failure)
            return None
        if text is None:
            return None
        try:
            return SaveEntry.from_json(text)
        except FranchiseError:
            return None

    def put(self, entry: SaveEntry) -> bool:
        """Write an entry; False (with ``warning`` set) when the browser refuses."""
        if self.storage is None:
            return False
        try:
            self.storage.set(KEY_PREFIX + entry.game_id, entry.to_json())
        except StorageError as failure:
            self._fail(failure)
            return False
        self.warning = None
        return True

    def delete(self, key_or_id: str) -> None:
        if self.storage is None:
            return
        key = key_or_id if key_or_id.startswith(KEY_PREFIX) else KEY_PREFIX + key_or_id
        try:
            self.storage.remove(key)
        except StorageError as failure:
            self._fail(failure)

    def rename(self, game_id: str, name: str) -> SaveEntry | None:
        entry = self.get(game_id)
        if entry is None:
            return None
        entry = replace(entry, name=name.strip()[:60] or default_name(entry.record))
        self.put(entry)
        return entry

    def duplicate(self, game_id: str, now: float) -> SaveEntry | None:
        """A copy under a new id (a separate game from then on)."""
        entry = self.get(game_id)
        if entry is None:
            return None
        record = replace(entry.record, game_id=new_game_id())
        copy = replace(
            entry, record=record, name=f"{entry.name} (copy)"[:60], created=now, updated=now
        )
        self.put(copy)
        return copy

    def merge(self, incoming: Record, now: float) -> MergeResult:
        """File a game that came from a link or a file, without ever losing what is here."""
        local = self.get(incoming.game_id)
        if local is None:
            entry = SaveEntry(incoming, default_name(incoming), now, now)
            return MergeResult("new", entry, self.put(entry))
        ours, theirs = local.record.moves, incoming.moves
        same_game = local.record.setup == incoming.setup
        if same_game and theirs == ours:
            return MergeResult("same", local, True)
        if same_game and theirs[: len(ours)] == ours:
            entry = replace(local, record=replace(local.record, moves=theirs), updated=now)
            entry = replace(entry, cursor=None)
            return MergeResult("updated", entry, self.put(entry))
        if same_game and ours[: len(theirs)] == theirs:
            return MergeResult("older", local, True)
        record = replace(incoming, game_id=new_game_id())
        entry = SaveEntry(record, f"{default_name(incoming)} (other copy)"[:60], now, now)
        return MergeResult("copy", entry, self.put(entry))
