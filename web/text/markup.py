"""Escaping text for HTML, without importing the standard library's ``html`` package.

``html.escape`` is all the page needs from ``html``, but importing the package also loads
``html.entities``, a table of some 2,000 named characters: a seventh of the app's import time
in Pyodide under Node (tools/run_in_pyodide.mjs), about a millisecond in Chromium. This is the
same function: the same replacements in the same order (tests/web/test_markup.py holds it to
``html.escape``).
"""

from __future__ import annotations


def escape(text: str, quote: bool = True) -> str:
    """``text`` with ``&``, ``<`` and ``>`` (and with ``quote``, both quote marks) escaped."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        text = text.replace('"', "&quot;").replace("'", "&#x27;")
    return text
