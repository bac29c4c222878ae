"""The page's dialogs, a closed set named once: each member is a dialog element's id."""

from __future__ import annotations

import enum


class Dialog(enum.StrEnum):
    """The page's dialogs, by element id."""

    NEW = "dlg-new"
    EXPERT = "dlg-expert"
    OVER = "dlg-over"
    GAMES = "dlg-games"
    PASS = "dlg-pass"
    SINCE = "dlg-since"
    RULES = "dlg-rules"
    CONFIRM = "dlg-confirm"
    WHO = "dlg-who"
