"""A move played out on the page: its events logged one by one, the places they concern flashing.

Every move (a person's End turn, a confirmed question, a computer's decision) comes here as a
``Played`` value. While it plays out the page is ``busy``: clicks are ignored, the log grows
event by event and Skip shows the rest at once. If the screen moves on meanwhile (a link, a
file, another game, another tab's newer state), the play-out stops where it is. When it ends,
the page takes input again, hears what other tabs saved meanwhile, opens the final screen of a
finished game and offers the link of a game by link; the redraw sets the next computer going. A move
that ends the game counts in the record of finished games (web/saves/progress.py) at once.
"""

from __future__ import annotations

import asyncio
import contextlib

from web.browser import dom, events
from web.page.context import PageContext
from web.page.kinds import PERSON_FLASH
from web.page.part import Part
from web.page.tasks import spawn
from web.saves.progress import result_of
from web.saves.store import SaveOutcome
from web.screens.log import event_place, log_html, log_item
from web.session.outcomes import Played
from web.session.stamp import Stamp


class PlayOut(Part):
    """The move being played out, if any, and how much of the log is on the page."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.busy = False
        #: The position whose move is being played out (while ``busy``).
        self.playing_out: Stamp | None = None
        #: Set by Skip: the rest of the move shows at once, the flash under way included.
        self.skipped = asyncio.Event()
        self.logged = 0  # events of the log on the page (a move is played out one by one)

    def wire(self) -> None:
        events.on("btn-skip", "click", lambda _e: self.skip_rest())

    def skip_rest(self) -> None:
        """Skip: the rest of the move at once, the flash under way included."""
        self.skipped.set()

    def render_log(self) -> None:
        """The whole log of the position on screen."""
        page = self.page
        if not self.busy:  # a move being played out keeps adding its own events
            self.logged = len(page.session.log)
        dom.set_html("log", log_html(page.session, page.text, self.logged))
        dom.scroll_to_end("log")

    def end_if_moved_on(self) -> None:
        """Another position came on screen: a move being played out for the old one ends."""
        if self.playing_out is not None and not self.page.session.holds(self.playing_out):
            self.played_out()

    def commit(self, played: Played) -> None:
        """Play ``played`` out, unless another tab was ahead and its game is on screen now."""
        page = self.page
        saved = page.session.last_save
        page.messages.storage_news()
        if saved is not None and saved.outcome is SaveOutcome.BEHIND:
            return  # another tab was ahead: its game is on screen now, not this move
        session = page.session  # a move that ends the game counts in the record, once
        if session.guide is None:  # the guided game's moves are the lesson's, not the learner's
            page.progress.count(result_of(session.entry, session.game, session.clock()))
        self.busy = True  # set before the coroutine runs, so no click slips in between
        self.playing_out = stamp = page.session.stamp()
        self.skipped.clear()
        dom.set_body_data("busy", "1")
        self.logged = len(page.session.log) - len(played.events)
        page.refresh()  # at once: questions about the position before the move close now
        spawn(self.play_out(played, stamp))

    async def play_out(self, played: Played, stamp: Stamp) -> None:
        """Log the move's events one by one, flashing the places they concern (skippable);
        if the screen moves on meanwhile (a link, a file, another game), it stops there."""
        page, session = self.page, self.page.session
        pause = page.speed().flash if session.level_of(played.mover) else PERSON_FLASH
        for event in played.events:
            if not session.holds(stamp):
                break
            dom.append_html("log", log_item(session, self.logged, page.text))
            self.logged += 1
            place = event_place(event)
            if place is not None and not self.skipped.is_set():  # events somewhere flash
                page.refresh(highlight={place})
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.skipped.wait(), pause)
        if self.playing_out != stamp:
            return  # ended when another position was shown: nothing of this move is left
        self.played_out()
        if not session.holds(stamp):  # the same screen under another name (a fork)
            page.shown()
            return
        page.refresh()
        page.focus_map(only_if_lost=True)  # End turn, which had it, hid while it played
        # The last turn's link is offered as every turn's is: the final link, over the scores.
        page.show_final(open_dialog=True, then=page.offer_pass_on if played.final else None)
        if played.hand_over or (session.by_link and session.missed and not played.final):
            page.offer_pass_on()

    def played_out(self) -> None:
        """The move's events are on the page (or it is gone): take input again, and hear
        what other tabs saved meanwhile."""
        self.busy = False
        self.playing_out = None
        dom.set_body_data("busy", "0")
        self.page.messages.heard_later()
