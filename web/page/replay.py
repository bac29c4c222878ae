"""Replaying a finished game on the map: one move per beat, with pause, steps and an end.

The final screen's Replay button (``data-action="replay"``) shows the game from its first move
and plays it forward, flashing the places each move touched, so the players see how the map
filled up. The history buttons step through it by hand (pausing it); End replay, or reaching
the last move, returns to the final position and its table. A replay only shows positions:
the session's ``Mode.REPLAYING`` stops anyone moving from them and keeps the saved game as it
was (``Session.replay_at``), so watching a game can never change how it ended.
"""

from __future__ import annotations

import asyncio
import enum

from web.page.context import PageContext
from web.page.part import Part
from web.page.tasks import spawn
from web.screens.log import event_place
from web.screens.model import View
from web.session.mode import Mode
from web.session.stamp import Stamp
from web.text.catalogue import Text

#: Seconds each move stays on screen while the replay plays.
BEAT = 1.2


class ReplayState(enum.StrEnum):
    """What the replay does now (``body[data-replay]``, for tests)."""

    OFF = "off"
    PLAYING = "playing"
    PAUSED = "paused"


class Replay(Part):
    """Steps the session through its finished game and asks the page to redraw each step."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.playing = False
        #: Resumes so far: a run that a pause and a quick resume have replaced stops by itself.
        self.runs = 0
        self.task: asyncio.Future | None = None
        #: The position the replay showed last: a beat plays on only while it is on screen.
        self.at: Stamp | None = None

    def wire(self) -> None:
        from web.browser import events  # here: the part's logic runs in CPython tests

        for element_id, act in (
            ("btn-replay", self.start),
            ("btn-replay-over", self.start),
            ("btn-replay-pause", self.toggle),
            ("btn-replay-stop", self.stop),
        ):
            events.on(element_id, "click", lambda _e, act=act: act())

    @property
    def state(self) -> ReplayState:
        if self.session.mode is not Mode.REPLAYING:  # another game was opened: it is over
            return ReplayState.OFF
        return ReplayState.PLAYING if self.playing else ReplayState.PAUSED

    def start(self) -> None:
        """From the final screen: the finished game from its first move, playing."""
        session, game = self.session, self.session.game
        if game is None or not game.is_over() or not session.live:
            return
        self.show(0)  # the page's redraw closes the final table while the game is replayed
        self.resume()

    def toggle(self) -> None:
        if self.playing:
            self.pause()
            self.page.shown()
        else:
            self.resume()

    def resume(self) -> None:
        self.playing = True
        self.runs += 1
        self.task = spawn(self.run(self.runs))
        self.page.shown()

    def pause(self) -> None:
        self.playing = False

    def step_to(self, cursor: int) -> None:
        """A history button during the replay: that position, paused there."""
        self.pause()
        self.show(cursor)

    def stop(self) -> None:
        """Back to the final position; the page opens the final table again."""
        self.pause()
        if self.session.end_replay():
            self.page.shown()

    async def run(self, run: int) -> None:
        session = self.session

        def going() -> bool:
            on_screen = self.at is not None and session.holds(self.at)
            replaying = session.mode is Mode.REPLAYING
            return self.playing and run == self.runs and replaying and on_screen

        while going():
            await asyncio.sleep(BEAT)
            if going():
                self.show(session.cursor + 1)

    def show(self, cursor: int) -> None:
        """One position of the replay, with the places its last move touched flashing; the
        last position ends the replay."""
        session = self.session
        if cursor >= len(session.moves):
            self.stop()
            return
        session.replay_at(cursor)
        self.at = session.stamp()
        self.page.shown()
        touched = {event_place(e.event) for e in session.log if e.move == cursor - 1}
        self.page.refresh(highlight={place for place in touched if place is not None})

    def view(self, text: Text) -> View:
        """The replay's controls: shown while replaying, with Pause or Play."""
        state = self.state
        label = text("replay.pause" if state is ReplayState.PLAYING else "replay.play")
        return {
            "replay-controls": {"hidden": state is ReplayState.OFF},
            "btn-replay-pause": {"text": label},
        }
