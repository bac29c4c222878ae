"""How much of its budget each searching level spends on this device.

A computer level is named by a spec (``franchise.ai.levels``): ``hard`` searches its own budget
of playout moves, ``hard:600`` a twentieth of it. The page asks its ``Pace`` for the spec of
every search it starts (the computers' moves, hard's pondering and its guess of the person's
turn, the hint, the review), so one setting decides how long all of them think.

A player's page measures the device once, when thinking first starts: hard's own search at a
small fixed budget on a fixed position (``WORKLOAD``), run three times, the median timed, in
hard's worker where it starts (the thread that will think, and the page's thread never loads
the search for it: ``Request.MEASURE``), else on the page's thread in slices (``measuring``).
Hard's slowest move costs about ``SLOWEST_PER_WORKLOAD`` times that (measured in CPython),
so the share is set for the slowest move to cost ``TARGET_MS`` at most: a slow or busy device
costs strength, not seconds (tools/bench/expert.py shows it at this machine's speed and with
the page's thread at half of it).

The browser tests give the page a share of their own through a documented test hook,
``window.franchiseBudgetShare`` set before the page's scripts run (tests/browser/conftest.py):
a browser test tests the page, not the computer's strength, and at a twentieth a whole game
against hard takes seconds, not minutes. The spec names the search exactly, so a test can ask
CPython for the very move the page will make (``Pace.spec``, then ``franchise.ai.choose``).
CPython tests and the arena keep their budgets in moves (``Pace()`` is the whole budget).
"""

from __future__ import annotations

from collections.abc import Callable, Generator

#: The device's speed is read from this search (hard's own, at a small budget) on a fixed
#: position: about 8 ms in CPython here, about twice that in the page.
WORKLOAD = "hard:300"
#: The fixed position: the game of this seed after this many moves of medium (its setup's
#: default players, two).
WORKLOAD_SEED, WORKLOAD_MOVES = 7, 12
#: The workload is timed this many times (each one task of its own), the median taken (an odd
#: count, so the median is the middle run: ``statistics`` cost 28 ms of the page's start-up).
WORKLOAD_RUNS = 3
#: Hard's slowest move at its whole budget over the workload's time, in CPython: 282 ms
#: against 7.6 ms over 105 positions of games of medium at 2 to 4 players (37 times), with a
#: margin for positions slower than those.
SLOWEST_PER_WORKLOAD = 45.0
#: What hard's slowest move may cost on the player's device (issue 49: 2 s at most, also on a
#: device at half this machine's speed).
TARGET_MS = 2000.0
#: However slow the device, hard searches at least this share of its budget.
MIN_SHARE = 0.1


def share_for(workload_ms: float) -> float:
    """The share of hard's budget whose slowest move costs ``TARGET_MS`` on a device that
    ran the workload in ``workload_ms`` (the whole budget if it fits, ``MIN_SHARE`` at least)."""
    slowest = SLOWEST_PER_WORKLOAD * max(workload_ms, 1e-3)
    return max(MIN_SHARE, min(1.0, round(TARGET_MS / slowest, 2)))


class Pace:
    """The share of each searching level's budget that the page's searches spend: given
    (the tests' hook, CPython), or measured from the device when thinking first starts."""

    def __init__(self, share: float | None = 1.0, clock_ms: Callable[[], float] | None = None):
        #: None until measured (then ``clock_ms`` times the workload).
        self.share = share
        self.clock_ms = clock_ms
        #: The workload's median time on this device, once measured (for the benchmark).
        self.workload_ms: float | None = None

    @property
    def known(self) -> bool:
        return self.share is not None

    def measured_as(self, workload_ms: float) -> float:
        """Take the workload's time measured elsewhere (hard's worker, the thread that
        thinks: web/session/thinker.py); returns the share."""
        if self.share is None:
            self.workload_ms = workload_ms
            self.share = share_for(workload_ms)
        return self.share

    def measuring(self) -> Generator[None, None, float]:
        """Measure the device on this thread if the share is not known yet, yielding between
        the runs (each a task of a few tens of milliseconds on a slow device); returns the
        share."""
        if self.share is not None:
            return self.share
        assert self.clock_ms is not None  # a pace without a share measures with its clock
        return self.measured_as((yield from timing_workload(self.clock_ms)))

    def spec(self, level: str) -> str:
        """The spec the page searches with for ``level``: the level itself at full pace. The
        device is measured here, at once, if a search needs it and nothing measured it yet."""
        if self.share == 1:
            return level
        from franchise.ai import parse_level, with_budget_share  # only when thinking

        if parse_level(level)[0].search is None:
            return level
        if self.share is None:
            for _ in self.measuring():
                pass
        assert self.share is not None
        return with_budget_share(level, self.share)


def timing_workload(clock_ms: Callable[[], float]) -> Generator[None, None, float]:
    """The workload's time on this thread (the median of ``WORKLOAD_RUNS``), yielding between
    the runs: the page runs it in slices, hard's worker at once."""
    from franchise import Game, Setup
    from franchise.ai import choose

    game = Game(Setup(("A", "B"), seed=WORKLOAD_SEED))
    for _ in range(WORKLOAD_MOVES):
        game.advance(choose(game, "medium"))
        yield
    choose(game, WORKLOAD)  # the first search warms what it uses: not the device's speed
    yield
    runs = []
    for _ in range(WORKLOAD_RUNS):
        started = clock_ms()
        choose(game, WORKLOAD)
        runs.append(clock_ms() - started)
        yield
    return sorted(runs)[len(runs) // 2]
