"""Where the laboratory's long jobs run (franchise/lab/workers.py): every job's result comes back
once, with the CPU it took, and no job starts once the run's time is up."""

from __future__ import annotations

import itertools

import pytest

from franchise.lab.workers import as_finished


def square(number: int) -> int:
    return number * number


def jobs(count: int):
    return ((square, (number,)) for number in range(count))


@pytest.mark.parametrize("workers", [1, 2])
def test_every_job_comes_back_once_with_its_cpu(workers: int):
    results = list(as_finished(jobs(7), workers, lambda: False))
    assert sorted(result for result, _ in results) == [n * n for n in range(7)]
    assert all(seconds >= 0 for _, seconds in results)


@pytest.mark.parametrize("workers", [1, 2])
def test_no_job_starts_once_the_time_is_up(workers: int):
    assert list(as_finished(jobs(5), workers, lambda: True)) == []
    started = itertools.count()
    finished = list(as_finished(jobs(100), workers, lambda: next(started) >= 3))
    assert 1 <= len(finished) <= 3 + workers  # the jobs under way are finished, no more


def test_a_ray_cluster_runs_the_same_jobs():
    # The cluster extra (Ray): the suite itself does not install it.
    cluster = pytest.importorskip("franchise.lab.cluster", exc_type=ImportError)
    results = list(as_finished(jobs(4), 2, lambda: False, cluster.on_ray("local")))
    assert sorted(result for result, _ in results) == [0, 1, 4, 9]
