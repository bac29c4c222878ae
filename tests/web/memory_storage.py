"""An in-memory ``Storage`` for testing the save store in CPython, with an optional quota."""

from __future__ import annotations

from web.saves import StorageError


class MemoryStorage:
    """A dict behind the ``Storage`` interface; ``quota`` (characters) simulates a full browser."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        used = sum(len(v) for k, v in self.data.items() if k != key)
        if self.quota is not None and used + len(value) > self.quota:
            raise StorageError(full=True)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)
