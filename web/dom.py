"""The thin adapter between Python and the page: the only module that imports browser modules.

Every Python-to-JS call costs a few microseconds, so the adapter offers bulk operations
(``set_html`` for whole layers, ``patch`` for a diff of attributes) and keeps event handler
proxies alive for the page's lifetime.
"""

from __future__ import annotations

from collections.abc import Callable

from pyodide.ffi import create_proxy
from pyscript import document, window

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
