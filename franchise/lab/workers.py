"""Where the laboratory's long jobs run: in this process, in local processes, or on a Ray cluster.

Self-play and labelling are many independent jobs (a game, a game's labels) whose results are
kept as each one ends, so a run stopped at any moment loses only the jobs under way. Both hand
their jobs to ``as_finished``, which keeps ``workers`` of them running and yields each result as
it comes, and stops starting new ones once the run's time is up:
- one worker and no cluster: the jobs run one after another in this process;
- several workers: a local process pool (the processes inherit this one's lowered priority);
- ``cluster``: Ray tasks (``ray.init(address=cluster)``: ``auto`` for the cluster this machine
  belongs to, ``ray://HOST:10001`` for a remote head, ``local`` for a Ray started here), so a
  cluster's cores play the games while this process keeps them. Ray is the ``cluster`` extra of
  pyproject.toml, imported only here and only when asked for; the engine and the page never
  need it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, TypeVar

Result = TypeVar("Result")
#: A job: a picklable function of the module level and its arguments.
Job = tuple[Callable[..., Result], tuple[Any, ...]]


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
    cluster: str | None = None,
) -> Iterator[tuple[Result, float]]:
    """Run ``jobs`` ``workers`` at a time and yield each result with its CPU seconds as it
    finishes; once ``over()`` is true no new job starts, and the ones under way are finished."""
    if cluster is not None:
        yield from _on_ray(jobs, workers, over, cluster)
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


def _on_ray(
    jobs: Iterator[Job[Result]], workers: int, over: Callable[[], bool], cluster: str
) -> Iterator[tuple[Result, float]]:
    import ray  # the ``cluster`` extra: only a run that names a cluster needs it

    ray.init(address=None if cluster == "local" else cluster, ignore_reinit_error=True)
    remote = ray.remote(timed)
    pending = []
    for job, args in jobs:
        if over():
            break
        pending.append(remote.remote(job, *args))
        if len(pending) >= workers:
            break
    while pending:
        finished, pending = ray.wait(pending, num_returns=1)
        yield ray.get(finished[0])
        following = None if over() else next(jobs, None)
        if following is not None:
            pending.append(remote.remote(following[0], *following[1]))
