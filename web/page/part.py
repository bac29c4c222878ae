"""The one protocol every part of the page follows (docs/ARCHITECTURE.md, "Adding").

The page (web/page/page.py) is made of parts: the message bar, the questions, the turn input,
the map's zoom, the advice, the dialogs, the replay, the review, the guide, the computers. Each
is built with the same ``PageContext`` (web/page/context.py), and the page loops over them:

- ``wire()`` once at start-up: hook the part's controls (buttons, keys, the map) to its intents;
- ``view(text)`` on every redraw: the part's share of the screen as a view model
  (web/screens/model.py), merged in order with the others' and diffed onto the DOM. It is
  asked after every intent, most of which change little, so a view that costs keeps its last
  answer while what it reads is the same (``remembered``, web/screens/memo.py: keyed by
  everything it reads, never invalidated by a flag set elsewhere), and the diff skips an
  answer given again;
- ``follow()`` after every redraw: catch up with what changed around the part (a question about
  a position no longer shown closes, the map frames a hint, a computer starts thinking);
- ``retext()`` after a language switch: re-word what the view does not draw (a dialog's form
  built when it opened).

A part does nothing by default in each; it overrides only what it has.
"""

from __future__ import annotations

from web.page.context import PageContext
from web.screens.model import View
from web.text.catalogue import Text


class Part:
    """A part of the page, given the page's context."""

    def __init__(self, page: PageContext) -> None:
        self.page = page

    def wire(self) -> None:
        """Hook the part's controls to its intents (once, at start-up)."""

    def view(self, text: Text) -> View:
        """The part's share of the screen, in ``text``'s language."""
        return {}

    def follow(self) -> None:
        """The screen was just redrawn: catch up with what changed around the part."""

    def retext(self) -> None:
        """The language changed: re-word what ``view`` does not draw."""
