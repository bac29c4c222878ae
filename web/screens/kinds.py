"""The closed sets of what the screen shows: how a message looks.

``Notice`` is the look of the message bar, and a ``Message`` is its words (produced when
drawn, so they follow a language switch) with its look. What is happening at the game
(``Moment``) is the session's (web/session/mode.py).
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from web.text.catalogue import Text


class Notice(enum.StrEnum):
    """How a message in the page looks (its CSS class)."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


#: A message in the page, worded when drawn (so it follows a language switch), and its look.
Message = tuple[Callable[[Text], str], Notice]
