"""Computer seats taking their turns: thinking starts when a computer is to move, a thought
about a position no longer on screen is dropped, and the player may pause them to watch."""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Callable

from franchise import Move

from .computers import Computer
from .kinds import Speed
from .session import Session


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
        self.holding = False

    @property
    def state(self) -> ComputerState:
        if self.holding:
            return ComputerState.HOLDING
        if self.thinking is None or self.thinking.done():
            return ComputerState.IDLE
        return ComputerState.THINKING

    def maybe_start(self, busy: bool) -> None:
        """Start thinking if it is a computer's turn at the latest position (and not paused)."""
        level = self.session.computer_to_move()
        if level is None or busy or self.paused:
            return
        if self.thinking is None or self.thinking.done():
            self.thinking = asyncio.ensure_future(self.turn(level, self.session.position))

    async def turn(self, level: str, position: int) -> None:
        game = self.session.game
        assert game is not None
        self.refresh()
        move = await self.computer.choose(game, level)
        if position != self.session.position:
            return  # the game on screen changed while it thought: this thought is moot
        await asyncio.sleep(self.speed().pause)
        self.holding = self.paused
        while self.paused and position == self.session.position:
            await asyncio.sleep(0.2)
        self.holding = False
        if position == self.session.position:
            self.play(move)

    def toggle_pause(self, busy: bool) -> None:
        self.paused = not self.paused
        self.refresh()
        self.maybe_start(busy)
