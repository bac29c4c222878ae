"""Markup built one way: element trees serialized here, so escaping happens by construction.

Every HTML fragment and SVG layer of the page is a tree of ``Element`` values (``tag`` builds
one with its attributes and children, ``sub`` adds one to a parent, as ElementTree's
``SubElement`` does) turned into text by ``render`` only. Text children and attribute values
are always escaped there, so a player's name can never become markup, whichever module
writes it; no module writes tags as strings. Trusted markup made elsewhere (the rules prose, a
layer drawn before) is never mixed into a tree: it goes to the page whole.

It is plain Python rather than ``xml.etree``: the first screen is built before the player sees
the game, and ElementTree's import and objects cost the page's start-up more than these few
lines. HTML void elements (``input``, ``br``) are written without an end tag, and empty SVG
shapes (``path``, ``circle`` ...) close themselves, so SVG also reads as XML. ``escape`` is
the standard library's ``html.escape`` without importing ``html``, whose entity table alone was
a seventh of the app's import time in Pyodide (tests/web/test_markup.py holds it to
``html.escape``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

#: An attribute's value: text or a number is written; True writes the bare name (``disabled``);
#: False or None leaves the attribute out; a tuple of words (a class list) is written joined by
#: spaces, without the ones that are None or empty.
Value = str | int | float | bool | tuple[str | None, ...] | None
Attrs = Mapping[str, Value]
#: HTML elements that never have content and take no end tag.
VOID = frozenset(("area", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"))
#: SVG shapes, which close themselves when empty (``<path d="…"/>``).
SHAPES = frozenset(
    ("circle", "ellipse", "line", "path", "polygon", "polyline", "rect", "stop", "use")
)


_QUOTED = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})
_UNQUOTED = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def escape(text: str, quote: bool = True) -> str:
    """``text`` with ``&``, ``<`` and ``>`` (and with ``quote``, both quote marks) escaped."""
    return text.translate(_QUOTED if quote else _UNQUOTED)


class Element:
    """One element: its tag, attributes in order, and children (text or elements)."""

    __slots__ = ("attrs", "children", "tag")

    def __init__(self, tag: str, attrs: Attrs | None = None, children: list[Child] | None = None):
        self.tag = tag
        self.attrs = attrs
        self.children = children if children is not None else []


#: A child of an element: an element, text (escaped when rendered), or nothing (left out).
Child = Element | str | None
_NODES = (Element, str)


def tag(name: str, attrs: Attrs | None = None, *children: Child | Iterable[Child]) -> Element:
    """An element with ``attrs`` and ``children``; a list or generator of children is spread
    in place, so rows and options can be passed as they are made."""
    flat: list[Child] = []
    for child in children:
        if child is None or isinstance(child, _NODES):
            flat.append(child)
        else:
            flat.extend(child)
    return Element(name, attrs, flat)


def sub(parent: Element, name: str, attrs: Attrs | None = None, *children: Child) -> Element:
    """A new element appended to ``parent`` (built top-down, as an SVG's layers are)."""
    element = tag(name, attrs, *children)
    parent.children.append(element)
    return element


def render(*nodes: Child | Iterable[Child]) -> str:
    """The markup of ``nodes`` (elements, text, or lists of them) as one string."""
    out: list[str] = []
    for node in nodes:
        if node is None or isinstance(node, _NODES):
            _write(node, out)
        else:
            for child in node:
                _write(child, out)
    return "".join(out)


def _write(node: Child, out: list[str]) -> None:
    if node is None:
        return
    if isinstance(node, str):
        out.append(node.translate(_QUOTED))
        return
    name = node.tag
    out.append("<" + name)
    if node.attrs:
        for key, value in node.attrs.items():
            if value is None or value is False:
                continue
            if value is True:
                out.append(" " + key)
                continue
            if isinstance(value, tuple):
                value = " ".join(word for word in value if word)
            out.append(f' {key}="{str(value).translate(_QUOTED)}"')
    children = node.children
    if not children:
        if name in SHAPES:
            out.append("/>")
            return
        if name in VOID:
            out.append(">")
            return
    out.append(">")
    for child in children:
        _write(child, out)
    out.append(f"</{name}>")
