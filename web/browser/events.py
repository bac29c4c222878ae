"""Events of the page reach Python here, as plain values: page code never holds an event.

Each listener reads what its handler needs at once (``PageEvent``: the type, the key, the
``data-*`` attributes asked for; ``Pointer`` and ``Wheel`` for the board, with positions
relative to it) and does what the handler decides (a handler that returns True has handled
the event, so the browser's own action is prevented). Each listener is a proxy kept alive for
the page's lifetime (``_handlers``), or the browser would call a freed function. Listeners on the
document and the window outlive the page's body, so they are also kept apart
(``_outliving``): a page started again in the same interpreter (web/page/restart.py) removes
them with ``forget_outliving``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from franchise.values import field, valueclass
from web.browser.dom import element

_handlers: list = []
#: Listeners on the document or the window: (node, event, proxy, whether it hears the capture).
_outliving: list[tuple[object, str, object, bool]] = []


class PointerKind(enum.StrEnum):
    """The pointer events the board follows (their DOM names)."""

    DOWN = "pointerdown"
    MOVE = "pointermove"
    UP = "pointerup"
    CANCEL = "pointercancel"


@valueclass
class Pointer:
    """A pointer going down, moving or going up over an element, in CSS pixels from the
    element's top left corner; ``pointer`` tells fingers apart."""

    kind: PointerKind
    pointer: int
    x: float
    y: float


@valueclass
class Wheel:
    """A wheel or trackpad turn over an element: where (as ``Pointer``), how far (``delta``,
    down is positive) and whether in lines rather than pixels."""

    x: float
    y: float
    delta: float
    lines: bool


@valueclass
class PageEvent:
    """What a handler gets of a DOM event, read at once: its type (``click``, ``keydown``,
    ``storage`` ...), its key (the key pressed, or the storage key another tab wrote; None
    when it has none) and, for each ``data-*`` attribute the listener asked for, the value on
    the nearest element around the target that carries it (missing: no such element)."""

    kind: str
    key: str | None = None
    data: dict[str, str] = field(default_factory=dict)
    #: Shift was held (a key's event): Shift and an arrow pan the map, not move on it.
    shift: bool = False


@valueclass
class KeyPress:
    """A key pressed anywhere on the page, read at once for the page's shortcuts
    (web/screens/shortcuts.py): the key (``KeyboardEvent.key``), Shift, whether Ctrl, Alt or
    Meta was held (``modified``), whether it repeats (held down), whether the focus is in a
    text field, select or editable element (``typing``), whether a dialog is open, whether an
    element's own handler took the key already (``handled``, the map's arrows), and the place
    that has the focus (``data-place``, or None)."""

    key: str
    shift: bool
    modified: bool
    repeat: bool
    typing: bool
    in_dialog: bool
    handled: bool
    place: str | None


#: What counts as typing: the keys then belong to the field (a checkbox takes only Space).
FIELDS = (
    "input:not([type=checkbox]):not([type=radio]),select,textarea,"
    "[contenteditable]:not([contenteditable='false'])"
)


def on_keys(handler: Callable[[KeyPress], bool]) -> None:
    """Every key pressed on the page (after the elements' own handlers); a handler that
    returns True has used the key, whose browser action is then prevented."""

    def heard(event) -> None:
        target = event.target
        element_target = bool(target) and hasattr(target, "closest")
        place = target.closest("[data-place]") if element_target else None
        press = KeyPress(
            key=str(event.key),
            shift=bool(event.shiftKey),
            modified=bool(event.ctrlKey or event.altKey or event.metaKey),
            repeat=bool(event.repeat),
            typing=element_target and bool(target.closest(FIELDS)),
            in_dialog=bool(document.querySelector("dialog[open]")),
            handled=bool(event.defaultPrevented),
            place=str(place.getAttribute("data-place")) if place else None,
        )
        if handler(press):
            event.preventDefault()

    _outliving.append((document, "keydown", _listen(document, "keydown", heard), False))


#: A handler of page events; returning True says it handled the event, so the browser's own
#: action (a form's submit, a key's scrolling) is prevented.
Handler = Callable[[PageEvent], bool | None]


def on(
    element_id: str,
    event: str,
    handler: Handler,
    data: tuple[str, ...] = (),
    prevent: bool = False,
) -> None:
    """Listen to ``event`` on an element for as long as the page lives; ``data`` names the
    ``data-*`` attributes the handler reads (see ``PageEvent``); ``prevent`` stops the
    browser's own action before the handler runs (a form's submit, whatever the handler does)."""
    _listen(element(element_id), event, _plain(handler, data, prevent))


def on_document(event: str, handler: Handler, data: tuple[str, ...] = ()) -> None:
    _outliving.append((document, event, _listen(document, event, _plain(handler, data)), False))


def on_document_capture(event: str, handler: Handler, data: tuple[str, ...] = ()) -> None:
    """Hear an event on its way down to its target, before the target's own listeners (the
    phone's menu closes, and gives the focus back to its button, before the action chosen
    opens a dialog, which then gives the focus back there when it closes)."""
    listener = _listen(document, event, _plain(handler, data), {"capture": True})
    _outliving.append((document, event, listener, True))


def on_window(event: str, handler: Handler) -> None:
    _outliving.append((window, event, _listen(window, event, _plain(handler, ())), False))


def forget_outliving() -> None:
    """Remove every listener on the document and the window: the page that added them has
    stopped (listeners on elements go with the elements)."""
    while _outliving:
        node, event, proxy, capture = _outliving.pop()
        node.removeEventListener(event, proxy, capture)


def _plain(handler: Handler, data: tuple[str, ...], prevent: bool = False) -> Callable:
    """The JS-facing listener: reads the event into a ``PageEvent``, prevents the browser's
    own action first (``prevent``) or when the handler says it handled the event."""

    def heard(event) -> None:
        if prevent:
            event.preventDefault()
        key = getattr(event, "key", None)  # JavaScript's null may arrive as a falsy JsNull
        found = {name: value for name in data if (value := _closest_data(event, name)) is not None}
        key = key if isinstance(key, str) else None
        shift = bool(getattr(event, "shiftKey", False))
        handled = handler(PageEvent(str(event.type), key, found, shift))
        if handled is True:
            event.preventDefault()

    return heard


def _listen(node, event: str, handler: Callable, options: dict[str, bool] | None = None):
    """Add ``handler`` as a listener; returns its proxy."""
    proxy = create_proxy(handler)
    _handlers.append(proxy)
    if options is None:
        node.addEventListener(event, proxy)
    else:
        node.addEventListener(
            event, proxy, to_js(options, dict_converter=window.Object.fromEntries)
        )
    return proxy


def _closest_data(event, attribute: str) -> str | None:
    """The ``data-<attribute>`` of the nearest element around the event target, if any."""
    target = event.target
    if not target or not hasattr(target, "closest"):
        return None
    found = target.closest(f"[data-{attribute}]")
    if not found:  # JavaScript's null arrives as None or as a falsy JsNull
        return None
    return str(found.getAttribute(f"data-{attribute}"))


def expose(name: str, function: Callable) -> None:
    """Make a Python function callable from JavaScript as ``window.<name>``."""
    proxy = create_proxy(function)
    _handlers.append(proxy)
    setattr(window, name, proxy)


def _local(node, event) -> tuple[float, float]:
    rect = node.getBoundingClientRect()
    return float(event.clientX - rect.left), float(event.clientY - rect.top)


def on_action(action: str, handler: Callable[[], None]) -> None:
    """A click on the button marked ``data-action="<action>"``."""
    button = document.querySelector(f"[data-action='{action}']")
    _listen(button, "click", lambda _event: handler())


def on_wheel(element_id: str, handler: Callable[[Wheel], None]) -> None:
    """The wheel over an element with Ctrl (or Cmd) held, which a trackpad's pinch sends too:
    it zooms the board instead of the page. A plain wheel is left to the browser, so the page
    scrolls over the map as it does anywhere else."""
    node = element(element_id)

    def heard(event) -> None:
        if not (event.ctrlKey or event.metaKey):
            return
        event.preventDefault()
        x, y = _local(node, event)
        handler(Wheel(x, y, float(event.deltaY), event.deltaMode == 1))

    _listen(node, "wheel", heard, {"passive": False})


def on_pointer(element_id: str, handler: Callable[[Pointer], None]) -> None:
    """Pointers going down, moving and going up over an element."""
    node = element(element_id)

    def heard(event) -> None:
        x, y = _local(node, event)
        handler(Pointer(PointerKind(event.type), int(event.pointerId), x, y))

    for kind in PointerKind:
        _listen(node, kind.value, heard)


def on_click_capture(element_id: str, swallow: Callable[[], bool]) -> None:
    """Before any click inside an element reaches its target: ``swallow`` says whether it
    should never arrive (a click that ends a drag is not a click on a place)."""

    def heard(event) -> None:
        if swallow():
            event.stopPropagation()
            event.preventDefault()

    _listen(element(element_id), "click", heard, {"capture": True})


def capture_pointer(element_id: str, pointer: int) -> None:
    """Keep a pointer's events on an element while it drags, even outside it."""
    node = element(element_id)
    if not node.hasPointerCapture(pointer):
        node.setPointerCapture(pointer)
