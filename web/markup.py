"""Escaping text for HTML, without importing the standard library's ``html`` package.

``html.escape`` is all the page needs from ``html``, but importing the package loads
``html.entities`` (a table of some 2,000 named characters) too: about a seventh of the app's
import time in the page's Python (Pyodide). This is the same function: the same five
replacements in the same order (tests/web/test_markup.py holds it to ``html.escape``).
"""

from __future__ import annotations


def escape(text: str, quote: bool = True) -> str:
    """``text`` with ``&``, ``<`` and ``>`` (and with ``quote``, both quote marks) escaped."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        text = text.replace('"', "&quot;").replace("'", "&#x27;")
    return text
