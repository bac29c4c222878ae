"""Computer players behind one small interface: a position and a level in, a move out.

The session never knows where a computer thinks. ``SlicedComputer`` runs the AI's thinking
(``franchise.ai.think``, a generator that yields between small steps and returns its move) on
this thread in slices of at most ``slice_ms``, handing the event loop back between slices so the
page stays responsive; a worker-based computer would offer the same ``choose``. Levels that
search think through ``analyse`` (the same search, so the same move) and hand the chances to
win it found to ``on_analysis``, so showing them costs nothing extra.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Generator
from typing import Protocol, TypeVar

from franchise import Game, Move

#: A computer thinks this long at most before the page gets a turn (milliseconds).
SLICE_MS = 20.0
T = TypeVar("T")


class Computer(Protocol):
    """Chooses a move for the player to move in ``game`` at ``level`` (game left unchanged);
    None once ``stale`` says the position is no longer the one on screen."""

    async def choose(
        self, game: Game, level: str, stale: Callable[[], bool] = lambda: False
    ) -> Move | None: ...


async def run_sliced(
    work: Generator[None, None, T],
    clock_ms: Callable[[], float],
    stale: Callable[[], bool] = lambda: False,
    slice_ms: float = SLICE_MS,
) -> T | None:
    """Run a thinking generator in slices of ``slice_ms``; None if it became ``stale``.

    Each slice starts on a fresh task of the event loop: whatever ran before the first slice
    (drawing the turn, importing the AI) does not add to a slice's time on the page's thread.
    """
    while True:
        await asyncio.sleep(0)
        if stale():
            work.close()
            return None
        until = clock_ms() + slice_ms
        try:
            next(work)  # at least one step per slice, however slow the clock
            while clock_ms() < until:
                next(work)
        except StopIteration as done:
            return done.value


class SlicedComputer:
    """Thinks on the page's own thread, a slice at a time; records how long each move took."""

    def __init__(
        self,
        clock_ms: Callable[[], float],
        slice_ms: float = SLICE_MS,
        on_analysis: Callable[[Game, object], None] | None = None,
    ) -> None:
        self.clock_ms = clock_ms
        self.slice_ms = slice_ms
        self.on_analysis = on_analysis
        #: (level, milliseconds) of every decision, for the benchmark.
        self.think_times: list[tuple[str, float]] = []

    async def choose(
        self, game: Game, level: str, stale: Callable[[], bool] = lambda: False
    ) -> Move | None:
        """The move, or None if ``stale`` turned true first (then nothing is reported: the
        analysis of a position no longer shown must not reach the game that is)."""
        from franchise.ai import analyse, parse_level, think

        position = game.clone()
        searches = parse_level(level)[0].search is not None
        work = analyse(position, level) if searches else think(position, level)
        started = self.clock_ms()
        result = await run_sliced(work, self.clock_ms, stale, self.slice_ms)
        if result is None:
            return None
        self.think_times.append((level, self.clock_ms() - started))
        if not searches:
            return result
        if self.on_analysis is not None:  # no await since the last look at ``stale``
            self.on_analysis(game, result)
        return result.move
