"""One value kept under one key of the browser's storage, with the saved games' care.

The record of finished games (web/saves/progress.py) and the puzzles' book
(web/saves/puzzle_book.py) are each one value under one key, kept the same way:
- read back as untrusted data: what cannot be read is the empty value;
- written best effort: a full or refusing storage never stops a game or a puzzle, and the
  value stays in memory for this visit (``storage=None`` keeps it only there);
- merged with what another tab wrote meanwhile before each change (``reload``), so two tabs
  never undo each other's counts;
- carried by a game's exported file under a member of its own (``carried`` reads it back).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, Self, TypeVar

from franchise import FranchiseError, Refusal
from franchise.records import read_json
from web.saves.storage import Storage, StorageError


class Mergeable(Protocol):
    """A kept value: two of them (this tab's, and the one stored now) merge into one."""

    def merged(self, other: Self) -> Self: ...


#: A kept value's type.
T = TypeVar("T", bound=Mergeable)


class KeptValue(Generic[T]):
    """``key``'s value in ``storage``, read by ``read`` (text to a value; it drops what is
    damaged), written as ``write`` gives it, ``empty`` when nothing can be read."""

    def __init__(
        self,
        storage: Storage | None,
        key: str,
        read: Callable[[str], T],
        write: Callable[[T], str],
        empty: Callable[[], T],
    ) -> None:
        self.storage = storage
        self.key = key
        self.read = read
        self.written = write
        self.empty = empty
        self.value = self.load()

    def load(self) -> T:
        """The value as stored now (the empty one when storage is missing or refuses)."""
        if self.storage is None:
            return self.empty()
        try:
            text = self.storage.get(self.key)
        except StorageError:
            return self.empty()
        return self.read(text) if isinstance(text, str) else self.empty()

    def reload(self) -> T:
        """The value as stored now (another tab may have written meanwhile), with this one's."""
        self.value = self.load().merged(self.value)
        return self.value

    def write(self, value: T) -> None:
        """Keep ``value``: in memory at once, in storage as far as storage lets it."""
        self.value = value
        if self.storage is None:
            return
        try:
            self.storage.set(self.key, self.written(value))
        except StorageError:
            return


def carried(file_text: object, member: str, read: Callable[[object], T], empty: T) -> T:
    """What an exported game file carries under ``member``, read by ``read``; ``empty`` when
    the file carries none or is damaged."""
    try:
        data = read_json(file_text, unreadable=Refusal.NOT_A_GAME)
    except FranchiseError:
        return empty
    return read(data.get(member)) if isinstance(data, dict) else empty
