"""The thin adapter between Python and the page's elements.

Every Python-to-JS call costs a few microseconds, so the adapter offers bulk operations
(``set_html`` for whole layers, ``patch`` for a diff of a view model). Events are heard in
web/browser/events.py; browser services that are not elements (storage, the address bar,
files, the clipboard) are in web/browser/services.py.
"""

from __future__ import annotations

from collections.abc import Callable

from pyodide.ffi import create_once_callable, to_js
from pyscript import document, window


def element(element_id: str):
    """The element itself: for the door's own modules only (page code gets values)."""
    return document.getElementById(element_id)


def value(element_id: str) -> str:
    """What a field (an input or a select) holds now."""
    return str(element(element_id).value)


def set_value(element_id: str, text: str) -> None:
    element(element_id).value = text


def set_checked(element_id: str, checked: bool) -> None:
    element(element_id).checked = checked


def click(element_id: str) -> None:
    """Click an element as a person would (a button that opens the file picker)."""
    element(element_id).click()


def set_html(element_id: str, html: str) -> None:
    element(element_id).innerHTML = html


def append_html(element_id: str, html: str) -> None:
    """Add HTML at the end of an element and keep it scrolled to the end (the log)."""
    node = element(element_id)
    node.insertAdjacentHTML("beforeend", html)
    node.scrollTop = node.scrollHeight


def scroll_to_end(element_id: str) -> None:
    node = element(element_id)
    node.scrollTop = node.scrollHeight


def size_of(element_id: str) -> tuple[float, float]:
    """An element's width and height on screen, in CSS pixels."""
    rect = element(element_id).getBoundingClientRect()
    return float(rect.width), float(rect.height)


def set_text(element_id: str, text: str) -> None:
    element(element_id).textContent = text


def set_attr(element_id: str, name: str, value: str) -> None:
    element(element_id).setAttribute(name, value)


def set_style_property(element_id: str, name: str, value: str) -> None:
    """Set a CSS custom property (``--name``) on an element, for its stylesheet rules."""
    element(element_id).style.setProperty(name, value)


def set_hidden(element_id: str, hidden: bool) -> None:
    element(element_id).hidden = hidden


def move_tab_stop(from_id: str, to_id: str) -> None:
    """Roving focus: the tab stop of a composite widget moves to another element, which
    takes the focus."""
    element(from_id).setAttribute("tabindex", "-1")
    target = element(to_id)
    target.setAttribute("tabindex", "0")
    target.focus()


def focus_map(stop_id: str, only_if_lost: bool = False) -> None:
    """Make ``stop_id`` the map's one tab stop (web/board/map_keys.py) and give it the focus:
    where a player who has just started or opened a game, or finished a move, goes on.
    ``only_if_lost``: only when nothing has the focus any more (the focused button was hidden),
    so a player's own focus is never taken."""
    active = document.activeElement
    if only_if_lost and active is not None and active.tagName != "BODY":
        return
    current = document.querySelector("#places [tabindex='0']")
    if current is not None:
        current.setAttribute("tabindex", "-1")
    stop = element(stop_id)
    stop.setAttribute("tabindex", "0")
    stop.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


def press(selector: str) -> bool:
    """Click the button ``selector`` finds as a person would, if a person could: it is there,
    shown (neither it nor a container hidden) and not disabled. Whether it was pressed."""
    button = document.querySelector(selector)
    if not button or button.disabled or button.closest("[hidden]"):
        return False
    if button.getClientRects().length == 0:  # not drawn (a display: none container)
        return False
    button.click()
    return True


def focus_if_lost(selector: str) -> bool:
    """Give the element ``selector`` finds the focus if nothing has it any more (the focused
    element was replaced by a redraw, such as a bonus tile's button); whether it has it now."""
    active = document.activeElement
    if active is not None and active.tagName != "BODY":
        return False
    found = document.querySelector(selector)
    if not found or found.disabled:
        return False
    found.focus()
    return bool(found.matches(":focus"))


def set_all_attrs(selector: str, attrs: dict[str, str]) -> None:
    """Set attributes on every element ``selector`` finds (buttons without an id)."""
    for node in document.querySelectorAll(selector):
        for name, value in attrs.items():
            node.setAttribute(name, value)


def focus(element_id: str) -> None:
    """Give an element the focus: a panel that opens takes it to its heading, so a keyboard
    or screen-reader user goes on from there."""
    element(element_id).focus()


def show_last_within(box_id: str, selector: str) -> None:
    """Scroll the box ``box_id`` (an element that scrolls its own content) so that the last
    element ``selector`` finds in it starts at its top, and the box into view the nearest way:
    a puzzle's newest verdict in the dock, read on from there (it once lay under the dock)."""
    box = element(box_id)
    found = box.querySelectorAll(selector)
    if found.length:
        last = found.item(found.length - 1)
        box.scrollTop += last.getBoundingClientRect().top - box.getBoundingClientRect().top
    _scroll_nearest(box)


def wide_layout() -> bool:
    """Whether the page is laid out in two columns, its map staying in view while the side
    column scrolls (assets/franchise.css): scrolling the page then moves no map away."""
    return bool(window.matchMedia("(min-width: 901px)").matches)


def reveal_above_dock(selector: str) -> None:
    """Scroll the page so that the first element ``selector`` finds lies between the window's
    top and the dock's, measured now (the scroll margin follows the dock's height a frame late,
    after a step's new words have grown it); nothing when none is shown."""
    found = document.querySelector(selector)
    if not found or not found.checkVisibility():
        return
    box, dock = found.getBoundingClientRect(), element("dock").getBoundingClientRect()
    room = 8
    if box.bottom > dock.top - room:
        window.scrollBy(0, min(box.bottom - dock.top + room, box.top - room))
    elif box.top < 0:
        window.scrollBy(0, box.top - room)


def _scroll_nearest(node) -> None:
    """Scroll ``node`` into view the nearest way (no scroll when it is in view already)."""
    node.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))


def focus_first_enabled(container_id: str) -> None:
    """Give the focus to the first control inside a container that can take it (a sheet that
    opens: the first of its actions)."""
    first = element(container_id).querySelector("button:not(:disabled), select:not(:disabled)")
    if first:
        first.focus()


def set_disabled(element_id: str, disabled: bool) -> None:
    element(element_id).disabled = disabled


def set_body_data(name: str, value: str | None) -> None:
    """Set ``data-<name>`` on the body, or remove it (None): tests wait for either."""
    if value is None:
        document.body.removeAttribute(f"data-{name}")
    else:
        document.body.setAttribute(f"data-{name}", value)


def patch(changes: dict[str, dict[str, str | bool]]) -> None:
    """Apply ``{element id: {attribute: value}}`` (the view models of web/screens/screen.py).

    Pseudo-attributes set properties: ``text`` the text content, ``html`` the inner HTML,
    ``hidden`` and ``disabled`` the element's flags.
    """
    for element_id, attrs in changes.items():
        node = document.getElementById(element_id)
        if not node:
            continue
        for name, value in attrs.items():
            if name == "text":
                node.textContent = value
            elif name == "html":
                node.innerHTML = value
            elif name in ("hidden", "disabled"):
                setattr(node, name, bool(value))
            else:
                node.setAttribute(name, value)


def mark_only(attribute: str, selector: str | None, reveal: bool = False) -> None:
    """Give ``attribute`` to the one element ``selector`` finds (none: to no element), taking
    it from every other element that carries it.

    ``reveal``: a control of the page newly marked is scrolled into view (the nearest way, above
    the dock by its scroll margin); a place on the map is the map's to show, and a
    control in the dock is in view already."""
    chosen = document.querySelector(selector) if selector else None
    for node in document.querySelectorAll(f"[{attribute}]"):
        if node is not chosen:
            node.removeAttribute(attribute)
    if chosen and not chosen.hasAttribute(attribute):
        chosen.setAttribute(attribute, "")
        if reveal and not chosen.closest("svg, .dock"):
            _scroll_nearest(chosen)


def mark_all(attribute: str, element_ids: list[str]) -> None:
    """Give ``attribute`` to the elements of ``element_ids``, taking it from every other."""
    for node in document.querySelectorAll(f"[{attribute}]"):
        if node.id not in element_ids:
            node.removeAttribute(attribute)
    for element_id in element_ids:
        node = document.getElementById(element_id)
        if node and not node.hasAttribute(attribute):
            node.setAttribute(attribute, "")


def translate_static(text: Callable[[str], str]) -> None:
    """Word the page's own HTML in the current language.

    index.html marks its words with ``data-i18n`` (text), ``data-i18n-aria`` (aria-label) and
    ``data-i18n-title`` (title); each holds a catalogue key.
    """
    for node in document.querySelectorAll("[data-i18n]"):
        node.textContent = text(node.dataset.i18n)
    for node in document.querySelectorAll("[data-i18n-aria]"):
        node.setAttribute("aria-label", text(node.dataset.i18nAria))
    for node in document.querySelectorAll("[data-i18n-title]"):
        node.setAttribute("title", text(node.dataset.i18nTitle))


def fatal(message: str) -> None:
    """Show a failure that stops the page in the page itself (boot.js's ``franchiseFatal``),
    never a blank screen."""
    window.franchiseFatal(message)


def when_parsed(start: Callable[[], None]) -> None:
    """Run ``start`` once the document has been parsed: at once if it has been already (the
    page's Python starts from <head>, so it may run while the board is still being parsed)."""
    if document.readyState == "loading":
        document.addEventListener("DOMContentLoaded", create_once_callable(lambda _e: start()))
    else:
        start()


def replace_body(html: str) -> None:
    """Put the body of the page ``html`` in place of this one's. What the old body showed goes,
    and with it every listener on its elements."""
    parsed = window.DOMParser.new().parseFromString(html, "text/html")
    document.documentElement.replaceChild(document.importNode(parsed.body, True), document.body)


def choose_language() -> str:
    """Let the boot script choose the page's language again (``?lang=``, the remembered
    choice, the browser's languages), as at a load; it sets ``<html lang>``."""
    return str(window.franchiseChooseLanguage())


def page_language() -> str:
    """The language the boot script chose before Python started (``<html lang>``)."""
    return str(document.documentElement.lang or "")


def touch_screen() -> bool:
    """Whether the device points with a finger (its main pointer is coarse): the page then
    words its prompts with "tap" rather than "click" (``Text.touch``)."""
    return bool(window.matchMedia("(pointer: coarse)").matches)


def set_page_language(language: str, title: str) -> None:
    document.documentElement.lang = language
    document.title = title


# --------------------------------------------------------------------------- forms
def checked_value(form_id: str, name: str) -> str:
    return element(form_id).querySelector(f"input[name={name}]:checked").value


def is_checked(element_id: str) -> bool:
    return bool(element(element_id).checked)


def select_values(container_id: str, key: str) -> dict[str, str]:
    """``data-<key>`` -> value of every select marked with ``data-<key>`` in a container."""
    found = element(container_id).querySelectorAll(f"select[data-{key}]")
    return {s.getAttribute(f"data-{key}"): s.value for s in found}


def checked_marks(container_id: str, key: str) -> set[str]:
    """``data-<key>`` of every checked box marked with ``data-<key>`` in a container."""
    found = element(container_id).querySelectorAll(f"input[data-{key}]:checked")
    return {box.getAttribute(f"data-{key}") for box in found}


def set_select_values(container_id: str, key: str, values: dict[str, str]) -> None:
    """Set the selects marked ``data-<key>`` in a container (the inverse of select_values)."""
    for select in element(container_id).querySelectorAll(f"select[data-{key}]"):
        chosen = values.get(select.getAttribute(f"data-{key}"))
        if chosen is not None:
            select.value = chosen


# --------------------------------------------------------------------------- dialogs
def show_dialog(element_id: str) -> None:
    dialog = element(element_id)
    if not dialog.open:
        dialog.showModal()


def close_dialog(element_id: str) -> None:
    dialog = element(element_id)
    if dialog.open:
        dialog.close()


def is_open(element_id: str) -> bool:
    return bool(element(element_id).open)


def show_section(container_id: str, section_id: str) -> None:
    """Mark one section of a container ``current`` and scroll it to the top of the view."""
    for node in element(container_id).querySelectorAll("section.current"):
        node.classList.remove("current")
    node = element(section_id)
    if node:
        node.classList.add("current")
        node.scrollIntoView(to_js({"block": "start"}, dict_converter=window.Object.fromEntries))
