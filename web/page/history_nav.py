"""The history bar and "Play from here": undo and redo to play from, arrows to look back.

Undo and Redo show a position to play from: at a table with computers, the person's previous
(or next) turn, taking the computers' moves with it; among people only, one move
(web/session/turns.py). The arrows (first, one back, one on, latest) only look: the position is
handed to nobody, no computer thinks, until "Play from here" or the latest position. During a
replay every button steps the replay instead. Whatever leaves a computer to move redraws
through the page's ``shown``, after which the computer starts thinking (web/page/autoplay.py).
"""

from __future__ import annotations

from web.browser import events
from web.page.part import Part
from web.session.mode import Mode


class HistoryNav(Part):
    """Undo, redo, and the history arrows (which step a replay while one is on)."""

    def wire(self) -> None:
        session = self.page.session
        handlers = {
            "hist-back": self.undo,
            "hist-forward": self.redo,
            "hist-first": lambda: self.look(0),
            "hist-step-back": lambda: self.look(session.cursor - 1),
            "hist-step-forward": lambda: self.look(session.cursor + 1),
            "hist-last": lambda: self.go_to(len(session.moves)),
            "btn-play-from-here": self.play_from_here,
        }
        for element_id, handler in handlers.items():
            events.on(element_id, "click", lambda _e, handler=handler: handler())

    def undo(self) -> None:
        session = self.page.session
        replaying = session.mode is Mode.REPLAYING
        target = session.cursor - 1 if replaying else session.undo_target()
        if target is not None:
            self.go_to(target)

    def redo(self) -> None:
        session = self.page.session
        replaying = session.mode is Mode.REPLAYING
        target = session.cursor + 1 if replaying else session.redo_target()
        if target is not None:
            self.go_to(target)

    def look(self, cursor: int) -> None:
        """Show an earlier position without handing it to anyone."""
        self.go_to(cursor, browse=True)

    def go_to(self, cursor: int, browse: bool = False) -> None:
        page = self.page
        if page.session.mode is Mode.REPLAYING:
            page.replay_to(cursor)
        elif not page.busy and page.session.go_to(cursor, browse=browse):
            page.shown()
            page.messages.storage_news()

    def play_from_here(self) -> None:
        """Play on from the position looked at. Its button goes away, so the map takes the
        focus, as after a move: a letter, N and Enter play the turn at once (issue 70)."""
        page = self.page
        if not page.busy and page.session.play_from_here():
            page.shown()
            page.focus_map()
            page.messages.storage_news()
