"""The page's pace (web/session/pace.py): a player's page measures the device once, when thinking
first starts, and sets hard's share of its budget so its slowest move fits ``TARGET_MS``; the
computers measure in slices before their first search and ponder once it is known."""

from __future__ import annotations

import itertools

from franchise.ai import with_budget_share
from web.session.apart import ApartClient
from web.session.computers import Computers, SlicedComputer
from web.session.pace import (
    MIN_SHARE,
    SLOWEST_PER_WORKLOAD,
    TARGET_MS,
    WORKLOAD_MOVES,
    Pace,
    share_for,
)

from .test_autoplay import run_alone
from .test_thinker import LoopbackChannel, clock_ms, opening


def test_a_pace_without_a_share_measures_the_device_once_and_fits_hards_slowest_move():
    assert share_for(1.0) == 1.0  # a fast device: hard's whole budget
    assert share_for(TARGET_MS / SLOWEST_PER_WORKLOAD) == 1.0  # just fits
    assert share_for(2 * TARGET_MS / SLOWEST_PER_WORKLOAD) == 0.5  # twice as slow: half
    assert share_for(1e6) == MIN_SHARE
    ticks = itertools.count()
    slow = Pace(None, lambda: 4 * TARGET_MS / SLOWEST_PER_WORKLOAD * next(ticks))
    assert not slow.known
    steps = sum(1 for _ in slow.measuring())
    assert steps > WORKLOAD_MOVES and slow.share == 0.25 and slow.known
    assert slow.spec("hard") == with_budget_share("hard", 0.25)
    assert slow.spec("medium") == "medium"
    assert Pace().spec("hard") == "hard" and Pace(0.05).share == 0.05  # given, not measured


class NoWorker(LoopbackChannel):
    """A page where no worker can start: the device is measured on the page's thread."""

    def possible(self) -> bool:
        return False


def test_the_computers_measure_the_device_in_hards_worker_before_it_ponders():
    game = opening()  # Ann (a person) to move, then Bob
    pace = Pace(None, lambda: 0.0)  # the page's clock is never read: the worker measures

    async def scenario() -> None:
        channel = LoopbackChannel()
        computers = Computers(SlicedComputer(clock_ms), ApartClient(channel), pace)
        computers.follow(game, [None, "hard"], person_moves=True)
        assert not channel.sent  # it measures first, in a task of its own
        await computers.measurement  # then it follows again: pondering starts
        assert channel.sent[0]["kind"] == "measure"
        assert pace.workload_ms is not None and pace.share == share_for(pace.workload_ms)
        assert channel.sent[1]["kind"] == "ponder"
        assert channel.sent[1]["seats"] == [None, pace.spec("hard")]
        computers.follow(None, [], person_moves=False)

    run_alone(scenario)


def test_where_no_worker_starts_the_computers_measure_on_the_page_in_slices():
    game = opening()
    ticks = itertools.count()
    pace = Pace(None, lambda: 2 * TARGET_MS / SLOWEST_PER_WORKLOAD * next(ticks))

    async def scenario() -> None:
        computers = Computers(SlicedComputer(clock_ms), ApartClient(NoWorker()), pace)
        move = await computers.choose(game, "hard")  # measured first, then thought here
        assert pace.share == 0.5
        assert computers.think_times[0][0] == with_budget_share("hard", 0.5)
        assert move is not None

    run_alone(scenario)
