"""Computer seats taking their turns: thinking starts when a computer is to move, a thought
about a position no longer on screen stops and is dropped (its ``Stamp`` no longer holds), a
new one starts for the position shown, and the player may pause them to watch."""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Callable

from franchise import Move
from web.session.computers import Computer
from web.session.session import Session
from web.session.stamp import Stamp


class Speed(enum.StrEnum):
    """How fast computers play, for people watching."""

    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def pause(self) -> float:
        """Seconds between a computer's decision and its move."""
        return {Speed.FAST: 0.0, Speed.NORMAL: 0.8, Speed.SLOW: 2.0}[self]

    @property
    def flash(self) -> float:
        """Seconds each notable event of a computer's move stays highlighted."""
        return {Speed.FAST: 0.05, Speed.NORMAL: PERSON_FLASH, Speed.SLOW: 0.6}[self]


#: Seconds each notable event of a person's move stays highlighted.
PERSON_FLASH = 0.35


class ComputerState(enum.StrEnum):
    """What the computer seats are doing, for the page and for tests that wait for it."""

    IDLE = "idle"
    THINKING = "thinking"
    #: Paused after deciding: the decided move waits for the player to resume.
    HOLDING = "holding"


class Autoplay:
    def __init__(
        self,
        session: Session,
        computer: Computer,
        speed: Callable[[], Speed],
        play: Callable[[Move], None],
        refresh: Callable[[], None],
    ) -> None:
        self.session = session
        self.computer = computer
        self.speed = speed
        self.play = play
        self.refresh = refresh
        self.paused = False
        self.thinking: asyncio.Future | None = None
        #: The position the latest thought is about.
        self.thinking_for: Stamp | None = None
        self.holding = False

    @property
    def state(self) -> ComputerState:
        if self.holding:
            return ComputerState.HOLDING
        if self.thinking is None or self.thinking.done():
            return ComputerState.IDLE
        return ComputerState.THINKING

    def maybe_start(self, busy: bool) -> None:
        """Start thinking if it is a computer's turn at the latest position (and not paused);
        a thought still running about a position no longer shown stops by itself."""
        level = self.session.computer_to_move()
        if level is None or busy or self.paused:
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
        self.refresh()
        scripted = session.scripted_move()  # a guided game's computer plays the lesson
        move = scripted if scripted is not None else await self.computer.choose(game, level, stale)
        if move is None or stale():
            return  # the game on screen changed while it thought: this thought is moot
        await asyncio.sleep(self.speed().pause)
        self.holding = self.paused and not stale()
        while self.paused and not stale():
            await asyncio.sleep(0.2)
        if self.thinking_for == stamp:  # a newer thought owns the flag otherwise
            self.holding = False
        if not stale():
            self.play(move)

    def stop(self) -> None:
        """Stop thinking for good: the page this belongs to has stopped."""
        if self.thinking is not None:
            self.thinking.cancel()
        self.holding = False

    def toggle_pause(self, busy: bool) -> None:
        self.paused = not self.paused
        self.refresh()
        self.maybe_start(busy)
