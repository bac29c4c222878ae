"""The browser's storage as the save store sees it: keys, failures and notices, no DOM.

``web/browser/dom.py`` wraps ``localStorage`` behind ``Storage``; tests use an in-memory fake. Every
refusal by the browser (storage disabled, quota exceeded) arrives as ``StorageError``, and what
the store makes of it is a ``StoreNotice`` code that the page words in the player's language.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Protocol

KEY_PREFIX = "franchise:game:"
PROBE_KEY = "franchise:probe"


def folder_of(path: str) -> str:
    """The folder of a page's ``path`` on its host ("/" at the root): one copy of the site."""
    return path[: path.rfind("/") + 1] or "/"


def stored_key(key: str, folder: str) -> str:
    """The storage key of ``key`` for the copy of the site in ``folder``: as it is at the host's
    root (the keys every copy used before copies were kept apart), after the folder elsewhere,
    so two copies on one host never share a key (assets/boot.js keys them alike)."""
    return key if folder == "/" else folder + key


def own_keys(keys: list[str], folder: str) -> list[str]:
    """Of every key in storage, those of the copy in ``folder``, as it names them: at the
    root the keys of no folder, elsewhere those after its folder."""
    if folder == "/":
        return [key for key in keys if not key.startswith("/")]
    return [key[len(folder) :] for key in keys if key.startswith(folder)]


class StoreNotice(StrEnum):
    """Why the store is not saving everything; the page words it from its catalogue."""

    #: The browser offers no storage (a private window, say): nothing is listed or saved.
    DISABLED = "storage-disabled"
    #: Storage is full: saved games are listed, new moves are held in memory until space frees.
    FULL = "storage-full"
    #: Storage can be read but refuses writes for another reason; moves are held in memory.
    READ_ONLY = "storage-read-only"


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


def game_id_of_key(key: str | None) -> str | None:
    """The game a storage key holds (for the ``storage`` event), or None for other keys."""
    if key is None or not key.startswith(KEY_PREFIX):
        return None
    return key[len(KEY_PREFIX) :]
