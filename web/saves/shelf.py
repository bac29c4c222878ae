"""The store's keys in the browser's storage: probing, reading and writing one entry at a time.

The save store (``web/saves/store.py``) decides what to write; the shelf knows how storage
behaves. It tells a readable-and-writable storage from one that is full, refuses writes or is
disabled (``notice``, worded by the page), reads an entry back as a ``SaveEntry``, a
``DamagedEntry`` or nothing, and never raises: every refusal of the browser becomes a notice.
"""

from __future__ import annotations

from franchise import FranchiseError, Refusal
from web.saves.entry import SaveEntry
from web.saves.results import DamagedEntry
from web.saves.storage import KEY_PREFIX, PROBE_KEY, Storage, StorageError, StoreNotice


class Shelf:
    """Entries under ``franchise:game:<id>`` keys; ``storage=None``: the browser offers none."""

    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        self.notice: StoreNotice | None = None
        self._probe()

    def _probe(self) -> None:
        """Tell readable-and-writable, readable-only (full or refusing) and disabled apart."""
        if self.storage is None:
            self.notice = StoreNotice.DISABLED
            return
        try:
            self.storage.keys()
        except StorageError:
            self.storage = None
            self.notice = StoreNotice.DISABLED
            return
        self.try_writing()

    def try_writing(self) -> None:
        """Write and remove a probe key: the notice lasts only while storage refuses."""
        assert self.storage is not None
        try:
            self.storage.set(PROBE_KEY, "1")
            self.storage.remove(PROBE_KEY)
        except StorageError as failure:
            self._failed(failure)
        else:
            self.notice = None

    def _failed(self, failure: StorageError) -> None:
        if self.storage is not None:
            self.notice = StoreNotice.FULL if failure.full else StoreNotice.READ_ONLY

    def write(self, entry: SaveEntry) -> bool:
        """Write ``entry`` under its game's key; False if storage refused (see ``notice``)."""
        if self.storage is None:
            return False
        try:
            self.storage.set(KEY_PREFIX + entry.game_id, entry.to_json())
        except StorageError as failure:
            self._failed(failure)
            return False
        self.notice = None
        return True

    def remove(self, key: str) -> None:
        if self.storage is None:
            return
        try:
            self.storage.remove(key)
        except StorageError as failure:
            self._failed(failure)

    def read(self, key: str) -> SaveEntry | DamagedEntry | None:
        """The entry under ``key``: readable, damaged, or None (absent or unreadable storage)."""
        if self.storage is None:
            return None
        try:
            text = self.storage.get(key)
        except StorageError:
            return None
        if text is None:
            return None
        try:
            return SaveEntry.from_json(text)
        except FranchiseError as error:
            return DamagedEntry(key, error)

    def read_game(self, game_id: str) -> SaveEntry | DamagedEntry | None:
        """The entry filed under this game's key; one holding another game counts as damaged.

        Absence is decided by the key list, not by what reading a missing key gives: in
        Pyodide, ``localStorage.getItem`` of a missing key returns JavaScript's null as a
        ``JsNull`` object, not None, and a wrapper that does not map it would hand back text.
        """
        key = KEY_PREFIX + game_id
        if key not in self.game_keys():
            return None
        found = self.read(key)
        if isinstance(found, SaveEntry) and found.game_id != game_id:
            return DamagedEntry(key, FranchiseError(Refusal.RECORD_DAMAGED))
        return found

    def game_keys(self) -> list[str]:
        if self.storage is None:
            return []
        try:
            stored = self.storage.keys()
        except StorageError:
            return []
        return sorted(k for k in stored if k.startswith(KEY_PREFIX))
