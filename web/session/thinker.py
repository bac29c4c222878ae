"""The interpreter a slow level thinks in, apart from the page: positions in, moves out, and the
person's turn used to think ahead (pondering).

This runs inside a Web Worker (assets/thinker.js loads Pyodide and app.zip there, then hands
each message to ``Thinker.receive``). It is plain Python on purpose: the worker script gives it
a function to post replies with and a clock, so CPython tests drive it exactly as the worker
does. Messages are JSON text (``Request`` names their kinds):

- ``think``: ``{"kind", "id", "level", "position"}``; the reply is ``{"kind": "move", "id",
  "move", "win_chances", "playouts", "pondered", "ms"}``, or ``{"kind": "failed", "id",
  "reason"}``, after which the page thinks that move itself.
- ``ponder``: ``{"kind", "position", "seats", "guess"}``, sent while a person is to move;
  ``seats`` gives each seat's level, ``null`` for a person. The thinker guesses the person's
  turn as the level ``guess`` plays it (web/session/computers.py ``GUESS_LEVEL`` at the page's
  pace) and, if a seat it thinks for moves next, searches that position. When the
  ``think`` for it comes, the work goes on (or the answer is already there) instead of starting
  again. ``{"kind": "pondered"}`` says such a search has finished.
- ``review``: a game's review, the page's own ``Reviewer`` run here (web/session/review_job.py).
- ``measure``: ``{"kind", "id"}``; the reply is ``{"kind": "measured", "id", "workload_ms"}``,
  the page's pace's workload timed here (web/session/pace.py).
- ``stop``: ``{"kind", "id"}``, the position on screen changed: the work for that request is
  dropped (a newer request's is not).

A search is seeded by its position (``franchise.ai.levels.level_rng``), so a pondered answer is
the very move a fresh search would give: pondering changes when a move comes, never which.
Work runs in slices of ``SLICE_MS`` between which messages are read, so a ``stop`` or a
``think`` waits at most one slice.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Generator
from typing import Any

from franchise import Game, Move
from franchise.ai import Analysis, run
from web.session.pace import timing_workload
from web.session.review_job import reviewing
from web.session.thinker_kinds import Breakdown, Reply, Request, game_of, position_of

#: A search under way: it yields between small steps and returns what it found, if anything.
Searching = Generator[None, None, Analysis | None]

#: The requests answered by their ``id`` (a failure too).
ASKED = (Request.THINK, Request.REVIEW, Request.MEASURE)
#: How long the worker thinks before it reads its messages again (milliseconds).
SLICE_MS = 50.0


def _key(game: Game, level: str) -> str:
    """What makes two searches the same search: the position and the level."""
    return json.dumps([position_of(game), level], sort_keys=True)


class Job:
    """One search (or review) under way: the position it is about (``key``, unknown while a
    pondering job still guesses the person's turn), its result once done, and the request
    waiting for it."""

    def __init__(
        self,
        asked: int | None,
        work: Callable[[Job], Searching],
        key: str | None,
        reports: bool = False,
    ) -> None:
        self.key = key
        self.asked = asked
        #: It posts its own replies (a review): finishing it answers nothing more.
        self.reports = reports
        self.pondered = asked is None
        self.done = False
        self.result: Analysis | None = None
        self.asked_at_ms = 0.0
        self.work = work(self)  # last: a pondering job's work names its key as it learns it


class Thinker:
    """Answers the page's requests one search at a time (the newest request wins)."""

    def __init__(
        self, post: Callable[[str], None], clock_ms: Callable[[], float], slice_ms: float = SLICE_MS
    ) -> None:
        self.post = post
        self.clock_ms = clock_ms
        self.slice_ms = slice_ms
        self.job: Job | None = None
        self.running: asyncio.Task | None = None

    # ------------------------------------------------------------------ requests
    def receive(self, text: str) -> None:
        """Take one message from the page; a message that cannot be read is answered as a
        failure of its ``think`` or ``review`` (if it names one), never by stopping the
        worker."""
        asked: int | None = None
        try:
            message = json.loads(text)
            kind = Request(message["kind"])
            asked = message.get("id") if kind in ASKED else None
            if kind is Request.STOP:
                self._stop(message.get("id"))
            elif kind is Request.MEASURE:
                self._measure(int(message["id"]))
            elif kind is Request.THINK:
                self._think(int(message["id"]), str(message["level"]), message["position"])
            elif kind is Request.REVIEW:
                self._review(int(message["id"]), message)
            else:
                self._ponder(message["position"], message["seats"], str(message["guess"]))
        except Exception as error:  # a bad message must not end the worker
            self._drop()
            if isinstance(asked, int):
                self._fail(asked, error)

    def _measure(self, asked: int) -> None:
        """Time the pace's workload here, at once (before any search: the worker starts for
        it), and say how long it took."""
        took = run(timing_workload(self.clock_ms))
        self.post(json.dumps({"kind": Reply.MEASURED, "id": asked, "workload_ms": took}))

    def _think(self, asked: int, level: str, position: dict[str, Any]) -> None:
        game = game_of(position)
        key = _key(game, level)
        job = self.job
        if job is not None and job.key == key and job.asked is None:
            job.asked, job.asked_at_ms = asked, self.clock_ms()  # the guess was right
            if job.done:
                self._answer(job)
            return
        self._drop()
        job = Job(asked, lambda _: self._searching(game, level), key)
        job.asked_at_ms = self.clock_ms()
        self._start(job)

    def _stop(self, asked: object) -> None:
        """Drop the work for request ``asked`` (all work if it names none); a stop that comes
        after a newer request leaves that one be."""
        if asked is None or (self.job is not None and self.job.asked == asked):
            self._drop()

    def _review(self, asked: int, message: dict[str, Any]) -> None:
        self._drop()
        self._start(Job(asked, lambda _: reviewing(asked, message, self.post), None, reports=True))

    def _ponder(self, position: dict[str, Any], seats: list[str | None], guess: str) -> None:
        self._drop()
        game = game_of(position)
        self._start(Job(None, lambda job: self._pondering(job, game, seats, guess), None))

    # ------------------------------------------------------------------ the work
    @staticmethod
    def _searching(game: Game, level: str) -> Searching:
        from franchise.ai import analyse

        return analyse(game, level)

    def _pondering(
        self, job: Job, game: Game, seats: list[str | None], guess_level: str
    ) -> Searching:
        """Guess the person's turn, then search the position it leaves if a seat thought for
        here moves next; the job's ``key`` names that position once it is known."""
        from franchise.ai import think

        if game.is_over() or seats[game.current] is not None:
            return None
        guess: Move = yield from think(game, guess_level)
        after = game.clone()
        after.apply(guess)
        level = None if after.is_over() else seats[after.current]
        if level is None:
            return None
        job.key = _key(after, level)
        return (yield from self._searching(after, level))

    def _start(self, job: Job) -> None:
        self.job = job
        if self.running is None or self.running.done():
            self.running = asyncio.ensure_future(self._run())

    def _drop(self) -> None:
        if self.job is not None and not self.job.done:
            self.job.work.close()
        self.job = None

    async def _run(self) -> None:
        """Work on the newest job a slice at a time until none is left unfinished."""
        while self.job is not None and not self.job.done:
            await asyncio.sleep(0)  # messages are read here
            job = self.job
            if job is None or job.done:
                continue
            until = self.clock_ms() + self.slice_ms
            try:
                next(job.work)
                while self.clock_ms() < until:
                    next(job.work)
            except StopIteration as finished:
                job.done, job.result = True, finished.value
                if job.reports:
                    self.job = None
                elif job.asked is not None:
                    self._answer(job)
                elif job.result is not None:
                    self.post(json.dumps({"kind": Reply.PONDERED}))
            except Exception as error:  # the page then thinks the move itself
                self.job = None
                if job.asked is not None:
                    self._fail(job.asked, error)

    # ------------------------------------------------------------------ replies
    def _answer(self, job: Job) -> None:
        result = job.result
        assert job.asked is not None
        self.job = None
        if result is None:
            self._fail(job.asked, ValueError(Breakdown.NO_MOVE))
            return
        self.post(
            json.dumps(
                {
                    "kind": Reply.MOVE,
                    "id": job.asked,
                    "move": str(result.move),
                    "win_chances": list(result.win_chances),
                    "playouts": result.playouts,
                    "pondered": job.pondered,
                    "ms": round(self.clock_ms() - job.asked_at_ms, 1),
                }
            )
        )

    def _fail(self, asked: int, error: BaseException) -> None:
        reason = f"{type(error).__name__}: {error}"
        self.post(json.dumps({"kind": Reply.FAILED, "id": asked, "reason": reason}))
