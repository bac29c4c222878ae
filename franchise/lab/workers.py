"""Where the laboratory's long jobs run: in this process, in local processes, or on a cluster.

Self-play and labelling are many independent jobs (a game, a game's labels) whose results are
kept as each one ends, so a run stopped at any moment loses only the jobs under way. Both hand
their jobs to ``as_finished``, which keeps ``workers`` of them running and yields each result as
it comes, and stops starting new ones once the run's time is up:
- one worker: the jobs run one after another in this process;
- several workers: a local process pool (the processes inherit this one's lowered priority);
- a ``Runner``: another way to run them, such as Ray tasks on a cluster
  (franchise/lab/cluster.py, which only the command line imports, so neither the tests nor the
  engine need Ray).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, TypeVar

Result = TypeVar("Result")
#: A job: a picklable function of the module level and its arguments.
Job = tuple[Callable[..., Result], tuple[Any, ...]]
Finished = Iterator[tuple[Any, float]]
#: Runs jobs ``workers`` at a time until ``over()``, as ``as_finished`` does.
Runner = Callable[[Iterator[Job[Any]], int, Callable[[], bool]], Finished]


def timed(job: Callable[..., Result], *args: Any) -> tuple[Result, float]:
    """``job(*args)`` and the CPU seconds it took where it ran (in a worker process or on a
    cluster's node, where this process's clock cannot see them)."""
    started = time.process_time()
    result = job(*args)
    return result, time.process_time() - started


def as_finished(
    jobs: Iterator[Job[Result]],
    workers: int,
    over: Callable[[], bool],
    runner: Runner | None = None,
) -> Iterator[tuple[Result, float]]:
    """Run ``jobs`` ``workers`` at a time and yield each result with its CPU seconds as it
    finishes; once ``over()`` is true no new job starts, and the ones under way are finished."""
    if runner is not None:
        yield from runner(jobs, workers, over)
    elif workers == 1:
        for job, args in jobs:
            if over():
                return
            yield timed(job, *args)
    else:
        yield from _in_processes(jobs, workers, over)


def _in_processes(
    jobs: Iterator[Job[Result]], workers: int, over: Callable[[], bool]
) -> Iterator[tuple[Result, float]]:
    with ProcessPoolExecutor(workers) as pool:
        pending: set[Future[tuple[Result, float]]] = set()
        for job, args in jobs:
            if over():
                break
            pending.add(pool.submit(timed, job, *args))
            if len(pending) >= workers:
                break
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                yield future.result()
                following = None if over() else next(jobs, None)
                if following is not None:
                    pending.add(pool.submit(timed, following[0], *following[1]))
