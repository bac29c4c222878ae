"""The reviews of this visit: read once from their saves, or made in the background and kept.

The making half of the page's review (web/page/review.py draws and steps through it). A review
kept with its saved game is read from the save once; otherwise the engine's ``Reviewer``
(franchise/review/reviewer.py) makes it, telling the panel whenever a turn is done, and the
result is saved with its game, so that reopening it never reviews it again. Only one review
runs at a time: starting another stops the one under way.

The judge is the hint's search (``HINT_LEVEL``, ``hard``, at the page's pace), so the turn a
hint gives is the turn the review prefers, and a hint's turn is never marked as a mistake
(one teacher, docs/ARCHITECTURE.md). Where a Web Worker can start, it judges in an interpreter
of its own (``apart``, web/session/apart.py), started for the review and ended after it, so
the page stays quick; otherwise, or if that fails, the review runs on the page's thread in
slices of at most 20 ms (web/session/computers.py ``run_sliced``). Turns added to an earlier
review are judged by that review's level.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING

from franchise.values import replace
from web.browser import services
from web.page.tasks import spawn
from web.saves.store import SaveOutcome
from web.screens.advice import HINT_LEVEL
from web.session.apart import ApartClient
from web.session.computers import ThinkerError, run_sliced
from web.session.pace import Pace
from web.session.session import Session

if TYPE_CHECKING:  # the review's modules load when a review is first asked for
    from franchise.ai import Progress, Review, Reviewer


class Run:
    """One review under way: the game, the reviewer, the review it adds to (if any), and how
    many of its turns are done."""

    def __init__(self, game_id: str, reviewer: Reviewer, base: Review | None) -> None:
        self.game_id = game_id
        self.reviewer = reviewer
        self.base = base
        self.done = 0


class ReviewRuns:
    """Reviews by game and moves, and the one under way."""

    def __init__(
        self,
        session: Session,
        progressed: Callable[[str], None],
        finished: Callable[[], None],
        apart: ApartClient,
        pace: Pace,
    ) -> None:
        self.session = session
        self.apart = apart
        self.pace = pace
        #: Told the game id whenever a turn of its review is done (the panel shows progress).
        self.progressed = progressed
        #: Told when a review is done and kept.
        self.finished = finished
        #: The search used for reviews started from now on, if a test asked for one; else the
        #: hint's, at the page's pace.
        self.level: str | None = None
        self.run: Run | None = None
        #: Reviews read or made this visit, by game id and moves (each read from its save once;
        #: a hot-seat game played on differently from an earlier move needs a new review).
        self.known: dict[tuple[str, tuple[str, ...]], Review] = {}

    def review_with(self, level: str) -> None:
        """Review with the search ``level`` from now on (tests and benchmarks)."""
        self.level = level

    def review_of(self, game_id: str) -> Review | None:
        """The game's review: made this visit, or kept with its save (read once)."""
        entry = self.session.entry
        if entry is None or entry.game_id != game_id:
            entry = self.session.store.get(game_id)
        if entry is None:
            return None
        key = (game_id, entry.record.moves)
        if key not in self.known:
            from franchise.ai import kept_review

            kept = kept_review(entry.review, entry.record)
            if kept is None:
                return None
            self.known[key] = kept
        return self.known[key]

    def running(self, game_id: str) -> bool:
        return self.run is not None and self.run.game_id == game_id

    # ------------------------------------------------------------------ making a review
    def start(self, game_id: str, seats: tuple[int, ...] | None, base: Review | None) -> None:
        """Review ``seats`` (None: the people's) of a saved game; turns added to ``base`` are
        searched as its own were, so the two combine into one review."""
        entry = self.session.store.get(game_id)
        if entry is None:
            return
        if self.level is None and base is None and not self.pace.known:
            spawn(self.measured_then_start(game_id, seats))
            return
        from franchise.ai import Reviewer

        level = self.level or self.pace.spec(HINT_LEVEL)
        level = level if base is None else base.level
        self.run = run = Run(game_id, Reviewer(entry.record, seats, level), base)
        spawn(self.make(run))

    async def measured_then_start(self, game_id: str, seats: tuple[int, ...] | None) -> None:
        """Measure the device for the pace first (web/session/pace.py), in slices, then start."""
        await run_sliced(self.pace.measuring(), services.now_ms, slice_ms=0)
        self.start(game_id, seats, None)

    def progress_of(self, game_id: str) -> Progress | None:
        """How far the review under way of ``game_id`` got; None if none runs for it."""
        from franchise.ai import Progress

        run = self.run
        if run is None or run.game_id != game_id:
            return None
        return Progress(run.done, len(run.reviewer.numbers))

    async def make(self, run: Run) -> None:
        def stale() -> bool:
            return self.run is not run

        made = await self.made_apart(run, stale)
        if made is None and not stale():
            made = await run_sliced(self.watched(run), services.now_ms, stale)
        if made is None:
            return
        from franchise.ai import combined

        self.run = None
        review = made if run.base is None else combined(run.base, made)
        self.known[run.game_id, run.reviewer.record.moves] = review
        self.keep(run.game_id, review, run.reviewer.record.moves)
        self.finished()

    async def made_apart(self, run: Run, stale: Callable[[], bool]) -> Review | None:
        """The review made in an interpreter apart, if one can start; None otherwise (or once
        ``stale``). Its interpreter ends with it."""
        reviewer = run.reviewer
        if not self.apart.usable():
            if not self.apart.waiting:  # an earlier review's worker, left for this one
                self.apart.release()
            return None
        try:
            return await self.apart.review(
                reviewer.record, reviewer.seats, reviewer.level, self.told(run), stale
            )
        except ThinkerError:
            run.done = 0
            return None
        finally:
            if not self.apart.waiting and self.run in (None, run):  # not a newer one's
                self.apart.release()

    def told(self, run: Run) -> Callable[[int], None]:
        def progressed(done: int) -> None:
            if self.run is run:
                run.done = done
                self.progressed(run.game_id)

        return progressed

    def watched(self, run: Run) -> Generator[None, None, Review]:
        """The review's work on this thread, telling the panel whenever a turn is done."""
        work = run.reviewer.work()
        while True:
            try:
                next(work)
            except StopIteration as finished:
                return finished.value
            if run.reviewer.progress.done != run.done:
                self.told(run)(run.reviewer.progress.done)
            yield

    def keep(self, game_id: str, review: Review, moves: tuple[str, ...]) -> None:
        """Save the review with its game, so that reopening it never reviews it again."""
        from franchise.ai import review_to_dict

        session = self.session
        shown = session.entry is not None and session.entry.game_id == game_id
        entry = session.entry if shown else session.store.get(game_id)
        if entry is None or entry.record.moves != moves:
            return  # deleted, or played on differently, meanwhile
        result = session.store.save(replace(entry, review=review_to_dict(review)))
        if shown and result.outcome is not SaveOutcome.BEHIND:
            session.entry = result.entry  # the session writes on from the revision just saved
