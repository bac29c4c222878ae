"""Computer players behind one small interface: a position and a level in, a move out.

The session never knows where a computer thinks. ``SlicedComputer`` runs the AI's thinking
(``franchise.ai.think``, a generator that yields between small steps and returns its move) on
this thread in slices of at most ``slice_ms``, handing the event loop back between slices so the
page stays responsive. Levels that search think through ``analyse`` (the same search, so the
same move) and hand the chances to win it found to ``on_analysis``, so showing them costs
nothing extra. ``Computers`` sends the levels that think for up to seconds (``thinks_apart``:
hard) to an interpreter of their own (``ApartThinker``: a Web Worker in the page,
web/browser/thinker.py), which also thinks ahead while a person plays, and thinks here
whatever that one cannot.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Generator, Sequence
from typing import Protocol, TypeVar

from franchise import Game, Move
from franchise.ai import Analysis
from franchise.records import ComputerLevel
from web.session.pace import Pace

#: How the interpreter apart guesses a person's turn while pondering: the strongest quick level.
GUESS_LEVEL = ComputerLevel.HARD
#: A computer thinks this long at most before the page gets a turn (milliseconds).
SLICE_MS = 20.0
T = TypeVar("T")


class Computer(Protocol):
    """Chooses a move for the player to move in ``game`` at ``level`` (game left unchanged);
    None once ``stale`` says the position is no longer the one on screen."""

    async def choose(
        self, game: Game, level: str, stale: Callable[[], bool] = lambda: False
    ) -> Move | None: ...

    def follow(self, game: Game | None, seats: Sequence[str | None], person_moves: bool) -> None:
        """The game on screen changed: ``seats`` holds each seat's level (None for a person);
        ``person_moves``: a person moves now, at the position in play."""


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

    def follow(self, game: Game | None, seats: Sequence[str | None], person_moves: bool) -> None:
        """Nothing to prepare: it thinks only when asked, on this thread."""


class ThinkerError(Exception):
    """The apart interpreter cannot answer (it failed to start, or failed this move)."""


class ApartThinker(Protocol):
    """An interpreter apart from the page's thread, for the levels that think for seconds."""

    def usable(self) -> bool:
        """False once it is known not to work here: then the page thinks every move itself."""
        ...

    async def analyse(self, game: Game, level: str, stale: Callable[[], bool]) -> Analysis | None:
        """The search's result, None if ``stale`` turned true first; raises
        ``ThinkerError`` if it cannot answer."""
        ...

    def ponder(self, game: Game, seats: Sequence[str | None], guess: str) -> None:
        """A person is to move in ``game``: think ahead for the seats with a level (their
        specs), guessing the person's turn as the spec ``guess`` would play it."""
        ...

    def prepare(self) -> None:
        """A level that thinks apart is seated: start the interpreter before it is needed."""
        ...

    async def measure(self) -> float:
        """The pace's workload timed apart (web/session/pace.py), in ms; ``ThinkerError`` if
        it cannot say."""
        ...

    def release(self) -> None:
        """No such level is seated any more: give the interpreter's memory back."""
        ...


def thinks_apart(level: str) -> bool:
    """Whether a level thinks for up to seconds (``ComputerLevel.thinks_apart``), read from its name
    alone: the page asks on every redraw and must not load the search to answer."""
    named = ComputerLevel.of_spec(level)
    return named is not None and named.thinks_apart


class Computers:
    """Every computer of the page: levels that think apart go to ``apart`` while it is usable,
    the rest (and those, when it is not) think here in slices (``sliced``); each searches with
    the spec its ``pace`` gives (web/session/pace.py)."""

    def __init__(self, sliced: SlicedComputer, apart: ApartThinker, pace: Pace) -> None:
        self.sliced = sliced
        self.apart = apart
        self.pace = pace
        #: The device's measurement, once, when thinking first starts: every caller waits on
        #: the same one.
        self.measurement: asyncio.Future | None = None
        #: What ``follow`` was last told, to follow again once the device is measured.
        self.followed: tuple[Game | None, Sequence[str | None], bool] | None = None

    def measure(self) -> asyncio.Future:
        """Measure the device's speed for the pace, once: in the interpreter apart where it
        works (the thread that thinks), else here in slices, a run of the workload a task."""
        if self.measurement is None:
            self.measurement = asyncio.ensure_future(self._measuring())
        return self.measurement

    async def _measuring(self) -> None:
        if self.apart.usable():
            with contextlib.suppress(ThinkerError):  # then it is measured here
                self.pace.measured_as(await self.apart.measure())
        if not self.pace.known:
            await run_sliced(self.pace.measuring(), self.sliced.clock_ms, slice_ms=0)
        if self.followed is not None:
            self.follow(*self.followed)  # pondering may start now

    @property
    def think_times(self) -> list[tuple[str, float]]:
        """(level, milliseconds) of every decision, wherever it was thought."""
        return self.sliced.think_times

    async def choose(
        self, game: Game, level: str, stale: Callable[[], bool] = lambda: False
    ) -> Move | None:
        if not self.pace.known and thinks_apart(level):
            await asyncio.shield(self.measure())
            if stale():
                return None
        level = self.pace.spec(level)
        if thinks_apart(level) and self.apart.usable():
            started = self.sliced.clock_ms()
            try:
                found = await self.apart.analyse(game.clone(), level, stale)
            except ThinkerError:
                found = None
                if stale():
                    return None
            else:
                if found is None:
                    return None
                self.think_times.append((level, self.sliced.clock_ms() - started))
                if self.sliced.on_analysis is not None:
                    self.sliced.on_analysis(game, found)
                return found.move
        return await self.sliced.choose(game, level, stale)

    def follow(self, game: Game | None, seats: Sequence[str | None], person_moves: bool) -> None:
        """The game on screen changed: start, use or release the apart interpreter. ``seats``
        holds each seat's level (None for a person); ``person_moves``: a person moves now, at
        the position in play, so the interpreter may think ahead."""
        self.followed = (game, seats, person_moves)
        apart = [level for level in seats if level is not None and thinks_apart(level)]
        if game is None or game.is_over() or not apart:
            self.apart.release()
            return
        self.apart.prepare()
        if not self.pace.known:  # it ponders from the next redraw on, once measured
            self.measure()
            return
        if person_moves:
            paced = [self.pace.spec(lv) if lv in apart else None for lv in seats]
            self.apart.ponder(game, paced, self.pace.spec(GUESS_LEVEL))
