"""The thin adapter between Python and the page: the only module that imports browser modules.

Every Python-to-JS call costs a few microseconds, so the adapter offers bulk operations
(``set_html`` for whole layers, ``patch`` for a diff of attributes) and keeps event handler
proxies alive for the page's lifetime.
"""

from __future__ import annotations

from collections.abc import Callable

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from .saves import StorageError

_handlers: list = []


def element(element_id: str):
    return document.getElementById(element_id)


def set_html(element_id: str, html: str) -> None:
    element(element_id).innerHTML = html


def set_text(element_id: str, text: str) -> None:
    element(element_id).textContent = text


def set_hidden(element_id: str, hidden: bool) -> None:
    element(element_id).hidden = hidden


def set_disabled(element_id: str, disabled: bool) -> None:
    element(element_id).disabled = disabled


def patch(changes: dict[str, dict[str, str]]) -> None:
    """Apply ``{element id: {attribute: value}}``; "text" sets the text content."""
    for element_id, attrs in changes.items():
        node = document.getElementById(element_id)
        if node is None:
            continue
        for name, value in attrs.items():
            if name == "text":
                node.textContent = value
            else:
                node.setAttribute(name, value)


def on(target, event: str, handler: Callable) -> None:
    """Listen to ``event`` on an element (or its id); the proxy lives as long as the page."""
    node = element(target) if isinstance(target, str) else target
    proxy = create_proxy(handler)
    _handlers.append(proxy)
    node.addEventListener(event, proxy)


def on_window(event: str, handler: Callable) -> None:
    proxy = create_proxy(handler)
    _handlers.append(proxy)
    window.addEventListener(event, proxy)


def closest_data(event, attribute: str) -> str | None:
    """The ``data-<attribute>`` of the nearest element around the event target, if any."""
    target = event.target
    if target is None or not hasattr(target, "closest"):
        return None
    found = target.closest(f"[data-{attribute}]")
    if found is None:
        return None
    return found.getAttribute(f"data-{attribute}")


def show_dialog(element_id: str) -> None:
    dialog = element(element_id)
    if not dialog.open:
        dialog.showModal()


def close_dialog(element_id: str) -> None:
    dialog = element(element_id)
    if dialog.open:
        dialog.close()


def now_ms() -> float:
    return window.performance.now()


def enable_offline() -> None:
    """Register the service worker that caches the site for offline play (boot.js)."""
    window.franchiseEnableOffline()


def now_epoch_ms() -> float:
    """Wall-clock time for "last played" (the engine itself never reads a clock)."""
    return float(window.Date.now())


def confirm(question: str) -> bool:
    return bool(window.confirm(question))


def prompt(question: str, default: str) -> str | None:
    answer = window.prompt(question, default)
    return None if answer is None else str(answer)


def set_body_data(name: str, value: str) -> None:
    document.body.setAttribute(f"data-{name}", value)


def expose(name: str, function: Callable) -> None:
    """Make a Python function callable from JavaScript as ``window.<name>``."""
    proxy = create_proxy(function)
    _handlers.append(proxy)
    setattr(window, name, proxy)


def random_seed() -> int:
    """A fresh game seed from the browser's crypto generator."""
    values = window.crypto.getRandomValues(window.Uint32Array.new(2))
    return int(values[0]) * 2**32 + int(values[1])


class BrowserStorage:
    """``localStorage`` behind the save store's ``Storage`` interface.

    Browsers refuse storage in several ways (no ``localStorage`` at all, a SecurityError when it
    is disabled, a QuotaExceededError when full); each becomes ``StorageError``.
    """

    def __init__(self, backend) -> None:
        self.backend = backend

    @classmethod
    def open(cls) -> BrowserStorage | None:
        """The page's storage, or None when the browser offers none (checked by a probe write)."""
        try:
            backend = window.localStorage
            backend.setItem("franchise:probe", "1")
            backend.removeItem("franchise:probe")
        except Exception:
            return None
        return cls(backend)

    def _call(self, method: str, *args):
        try:
            return getattr(self.backend, method)(*args)
        except Exception as error:
            text = str(error)
            raise StorageError(full="Quota" in text or "quota" in text) from None

    def get(self, key: str) -> str | None:
        value = self._call("getItem", key)
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        self._call("setItem", key, value)

    def remove(self, key: str) -> None:
        self._call("removeItem", key)

    def keys(self) -> list[str]:
        try:
            count = int(self.backend.length)
        except Exception:
            raise StorageError(full=False) from None
        return [str(self._call("key", i)) for i in range(count)]


def location_hash() -> str:
    return str(window.location.hash or "")


def clear_hash() -> None:
    """Drop the fragment from the address bar without reloading or adding history."""
    window.history.replaceState(None, "", window.location.pathname + window.location.search)


def page_url() -> str:
    """This page's address without its fragment: the base of share links."""
    return str(window.location.href).split("#", 1)[0]


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
        field = element(input_id)
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
    files = element(input_id).files
    if not files or files.length == 0:
        return None
    chosen = files.item(0)
    text = await chosen.text()
    return str(chosen.name), str(text)


def clear_file_input(input_id: str) -> None:
    element(input_id).value = ""
