"""An in-memory ``Storage`` for testing the save store in CPython, with the browser's failures.

``quota`` (characters) makes writes fail once the stored text would exceed it; ``full`` makes
every write fail as a full browser store does; ``read_only`` refuses writes for another reason;
``disabled`` refuses everything, as a private window may. ``NAMES`` names the games a store
makes with the English catalogue's words, as the page does in English.
"""

from __future__ import annotations

from web.saves.store import StorageError
from web.text.catalogue import Text
from web.text.story import game_names

NAMES = game_names(Text.load("en"))


class MemoryStorage:
    """A dict behind the ``Storage`` interface."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota
        self.full = False
        self.read_only = False
        self.disabled = False

    def _check(self) -> None:
        if self.disabled:
            raise StorageError(full=False)

    def get(self, key: str) -> str | None:
        self._check()
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self._check()
        if self.read_only:
            raise StorageError(full=False)
        used = sum(len(v) for k, v in self.data.items() if k != key)
        if self.full or (self.quota is not None and used + len(value) > self.quota):
            raise StorageError(full=True)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self._check()
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        self._check()
        return list(self.data)


class NullTextStorage(MemoryStorage):
    """Storage whose wrapper turns a missing key into text, as Pyodide's JsNull would become."""

    def get(self, key: str) -> str | None:
        self._check()
        return self.data.get(key, "jsnull")
