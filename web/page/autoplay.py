"""Computer seats taking their turns: thinking starts when a computer is to move, a thought
about a position no longer on screen stops and is dropped (its ``Stamp`` no longer holds), a
new one starts for the position shown, and the player may pause them to watch.

A part of the page (web/page/part.py): after every redraw it looks whether a computer is to
move at the position shown, so whatever brought that position on screen (a move played out, a
game opened, undo, a link, another tab, the end of a guide's step) sets the computer going,
and a thought dropped as stale is taken up again for the position that replaced it."""

from __future__ import annotations

import asyncio
import enum

from web.page.context import PageContext
from web.page.part import Part
from web.session.computers import Computer
from web.session.stamp import Stamp


class ComputerState(enum.StrEnum):
    """What the computer seats are doing, for the page and for tests that wait for it."""

    IDLE = "idle"
    THINKING = "thinking"
    #: Paused after deciding: the decided move waits for the player to resume.
    HOLDING = "holding"


class Autoplay(Part):
    """The computer seats of the game on screen, thinking through ``computer``."""

    def __init__(self, page: PageContext, computer: Computer) -> None:
        super().__init__(page)
        self.session = page.session
        self.computer = computer
        self.paused = False
        self.thinking: asyncio.Future | None = None
        #: The position the latest thought is about.
        self.thinking_for: Stamp | None = None
        self.holding = False

    def wire(self) -> None:
        from web.browser import events  # here: the part's logic runs in CPython tests

        events.on("btn-pause", "click", lambda _e: self.toggle_pause())

    def follow(self) -> None:
        self.maybe_start()
        session = self.session
        levels = [seat.level for seat in session.seats]
        self.computer.follow(session.game, levels, session.may_play() and not self.page.busy)

    @property
    def state(self) -> ComputerState:
        if self.holding:
            return ComputerState.HOLDING
        if self.thinking is None or self.thinking.done():
            return ComputerState.IDLE
        return ComputerState.THINKING

    def maybe_start(self) -> None:
        """Start thinking if it is a computer's turn at the position in play (not while a move
        is played out, nor paused); a thought still running about a position no longer shown
        stops by itself."""
        level = self.session.computer_to_move()
        if level is None or self.page.busy or self.paused:
            return
        running = self.thinking is not None and not self.thinking.done()
        if running and self.thinking_for is not None and self.session.holds(self.thinking_for):
            return
        self.thinking_for = stamp = self.session.stamp()
        self.thinking = asyncio.ensure_future(self.turn(level, stamp))

    async def turn(self, level: str, stamp: Stamp) -> None:
        session = self.session

        def stale() -> bool:
            return not session.holds(stamp)

        game = session.game
        assert game is not None
        self.page.refresh()
        scripted = session.scripted_move()  # a guided game's computer plays the lesson
        move = scripted if scripted is not None else await self.computer.choose(game, level, stale)
        if move is None or stale():
            return  # the game on screen changed while it thought: this thought is moot
        await asyncio.sleep(self.page.speed().pause)
        self.holding = self.paused and not stale()
        while self.paused and not stale():
            await asyncio.sleep(0.2)
        if self.thinking_for == stamp:  # a newer thought owns the flag otherwise
            self.holding = False
        if not stale():
            self.page.play(move)

    def stop(self) -> None:
        """Stop thinking for good: the page this belongs to has stopped."""
        if self.thinking is not None:
            self.thinking.cancel()
        self.holding = False

    def play_on(self) -> None:
        """A new game starts with its computers playing, whatever the last one was left at."""
        self.paused = False

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.page.refresh()  # a computer resumed starts thinking as the screen follows
