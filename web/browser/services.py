"""Browser services that are not page elements: clocks, storage, the address bar, files.

Like web/browser/dom.py, this is a thin adapter behind the same door, so everything above it
runs in CPython.
"""

from __future__ import annotations

from pyodide.ffi import create_once_callable, to_js
from pyscript import document, window

from web.saves.storage import folder_of, own_keys
from web.saves.storage import stored_key as key_in_folder
from web.saves.store import StorageError


def now_ms() -> float:
    return window.performance.now()


def now_epoch_ms() -> float:
    """Wall-clock time for "last played" (the engine itself never reads a clock)."""
    return float(window.Date.now())


def random_seed() -> int:
    """A fresh game seed from the browser's crypto generator."""
    values = window.crypto.getRandomValues(window.Uint32Array.new(2))
    return int(values[0]) * 2**32 + int(values[1])


#: The largest share of their budget the tests' hook may give the page's searches.
MAX_TEST_SHARE = 4.0


def budget_share() -> float | None:
    """The share of their budget the page's searches spend, if a browser test set
    ``window.franchiseBudgetShare`` to a number above 0 (at most ``MAX_TEST_SHARE``: a test
    may make a search think longer) before the page's scripts ran; None otherwise: the page
    measures the device (web/session/pace.py)."""
    share = getattr(window, "franchiseBudgetShare", None)
    if isinstance(share, int | float) and 0 < share <= MAX_TEST_SHARE:
        return float(share)
    return None


def enable_offline() -> None:
    """Register the service worker that caches the site for offline play (boot.js)."""
    window.franchiseEnableOffline()


def site_news() -> str | None:
    """What the service worker last told of this copy of the site (boot.js's
    "franchise:site" events: "offline", "no-room", "update"), or None."""
    news = getattr(window, "franchiseSiteNews", None)
    return news if isinstance(news, str) else None


def apply_update() -> None:
    """Load the page again from the new version waiting (boot.js)."""
    window.franchiseApplyUpdate()


def folder() -> str:
    """This copy's folder on its host ("/" at the root), whose storage keys are its own."""
    return folder_of(str(window.location.pathname))


def stored_key(key: str) -> str:
    """The storage key of ``key`` for this copy of the site (web/saves/storage.py)."""
    return key_in_folder(key, folder())


def remember(key: str, value: str) -> None:
    """Keep a small preference; a browser that refuses storage simply forgets it."""
    try:
        window.localStorage.setItem(stored_key(key), value)
    except Exception:
        return


def forget(key: str) -> None:
    """Drop a preference kept by ``remember`` (a browser that refuses storage has none)."""
    try:
        window.localStorage.removeItem(stored_key(key))
    except Exception:
        return


def recall(key: str) -> str | None:
    """A preference kept by ``remember``, or None (also when the browser refuses storage)."""
    try:
        value = window.localStorage.getItem(stored_key(key))
    except Exception:
        return None
    return value if isinstance(value, str) else None


class BrowserStorage:
    """``localStorage`` behind the save store's ``Storage`` interface, as this copy of the site
    keys it (``stored_key``): the store sees its own keys only, never another copy's.

    Browsers refuse storage in several ways (no ``localStorage`` at all, a SecurityError when it
    is disabled, a QuotaExceededError when full); each becomes ``StorageError``.
    """

    def __init__(self, backend) -> None:
        self.backend = backend
        self.place = folder()

    @classmethod
    def open(cls) -> BrowserStorage | None:
        """The page's storage, or None when the browser offers none at all (the save store
        probes it and tells a full store from a disabled one)."""
        try:
            backend = window.localStorage
        except Exception:
            return None
        return cls(backend) if backend else None

    def _call(self, method: str, *args):
        try:
            return getattr(self.backend, method)(*args)
        except Exception as error:
            text = str(error)
            raise StorageError(full="Quota" in text or "quota" in text) from None

    def get(self, key: str) -> str | None:
        value = self._call("getItem", stored_key(key))
        return None if not value and value != "" else str(value)  # null: no such key

    def set(self, key: str, value: str) -> None:
        self._call("setItem", stored_key(key), value)

    def remove(self, key: str) -> None:
        self._call("removeItem", stored_key(key))

    def keys(self) -> list[str]:
        try:
            count = int(self.backend.length)
        except Exception:
            raise StorageError(full=False) from None
        found = [str(self._call("key", i)) for i in range(count)]
        return own_keys(found, self.place)


def own_key(key: str | None) -> tuple[bool, str | None]:
    """Whether a storage event's ``key`` (None: storage cleared) concerns this copy of the
    site, and the key as this copy names it."""
    if key is None:
        return True, None
    found = own_keys([key], folder())
    return bool(found), found[0] if found else None


def location_hash() -> str:
    return str(window.location.hash or "")


def clear_hash() -> None:
    """Drop the fragment from the address bar without reloading or adding history."""
    window.history.replaceState(None, "", window.location.pathname + window.location.search)


def become_first_visit(url: str) -> None:
    """Make this document look like a first visit to ``url`` (a path of this site, with its
    query and fragment) on a new device: storage emptied, the address changed in place."""
    for storage in ("localStorage", "sessionStorage"):
        try:
            getattr(window, storage).clear()
        except Exception:
            continue  # a browser that refuses storage has none to empty
    window.history.replaceState(None, "", url)
    window.scrollTo(0, 0)


def page_url() -> str:
    """This page's address without its fragment: the base of share links."""
    return str(window.location.href).split("#", 1)[0]


async def fetch_text(url: str) -> str | None:
    """A same-origin file's text, or None when it cannot be fetched."""
    try:
        response = await window.fetch(url)
        if not response.ok:
            return None
        return str(await response.text())
    except Exception:
        return None


def download(filename: str, text: str, mime: str = "application/json") -> None:
    """Offer ``text`` as a file download (no server involved)."""
    blob = window.Blob.new([text], to_js({"type": mime}, dict_converter=window.Object.fromEntries))
    url = window.URL.createObjectURL(blob)
    anchor = document.createElement("a")
    anchor.href = url
    anchor.download = filename
    document.body.appendChild(anchor)
    anchor.click()
    anchor.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)


async def copy_text(text: str, input_id: str) -> bool:
    """Copy to the clipboard; falls back to selecting the text field for a manual copy."""
    try:
        await window.navigator.clipboard.writeText(text)
        return True
    except Exception:
        field = document.getElementById(input_id)
        field.focus()
        field.select()
        return bool(document.execCommand("copy"))


def can_share() -> bool:
    return hasattr(window.navigator, "share")


async def share(title: str, text: str, url: str) -> None:
    """The system share sheet, where the browser has one; closing it is not an error."""
    try:
        await window.navigator.share(
            to_js(
                {"title": title, "text": text, "url": url}, dict_converter=window.Object.fromEntries
            )
        )
    except Exception:
        return


async def read_file(input_id: str) -> tuple[str, str] | None:
    """Name and text of the file chosen in a file input, or None."""
    files = document.getElementById(input_id).files
    if not files or files.length == 0:
        return None
    chosen = files.item(0)
    text = await chosen.text()
    return str(chosen.name), str(text)


def clear_file_input(input_id: str) -> None:
    document.getElementById(input_id).value = ""
