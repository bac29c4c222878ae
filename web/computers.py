"""Computer players behind one small interface: a position and a level in, a move out.

The session never knows where a computer thinks. ``SlicedComputer`` runs the AI's thinking
(``franchise.ai.think``, a generator that yields between small steps and returns its move) on
this thread in slices of at most ``slice_ms``, handing the event loop back between slices so the
page stays responsive; a worker-based computer would offer the same ``choose``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol

from franchise import Game, Move

#: A computer thinks this long at most before the page gets a turn (milliseconds).
SLICE_MS = 20.0


class Computer(Protocol):
    """Chooses a move for the player to move in ``game`` at ``level`` (game left unchanged)."""

    async def choose(self, game: Game, level: str) -> Move: ...


class SlicedComputer:
    """Thinks on the page's own thread, a slice at a time; records how long each move took."""

    def __init__(self, clock_ms: Callable[[], float], slice_ms: float = SLICE_MS) -> None:
        self.clock_ms = clock_ms
        self.slice_ms = slice_ms
        #: (level, milliseconds) of every decision, for the benchmark.
        self.think_times: list[tuple[str, float]] = []

    async def choose(self, game: Game, level: str) -> Move:
        from franchise.ai import think  # the AI loads only once a computer plays

        thinking = think(game.clone(), level)
        started = self.clock_ms()
        while True:
            until = self.clock_ms() + self.slice_ms
            try:
                next(thinking)  # at least one step per slice, however slow the clock
                while self.clock_ms() < until:
                    next(thinking)
            except StopIteration as done:
                self.think_times.append((level, self.clock_ms() - started))
                return done.value
            await asyncio.sleep(0)
