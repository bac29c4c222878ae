"""The laboratory's long jobs as Ray tasks (the ``cluster`` extra of pyproject.toml).

    python -m franchise.lab selfplay --minutes 60 --workers 64 --cluster ray://HEAD:10001

``on_ray(address)`` is a ``workers.Runner``: ``ray.init(address=...)`` (``auto`` on a machine of
the cluster, ``ray://HOST:10001`` from outside it, ``local`` for a Ray started here), then each
job a task, ``workers`` at a time, each result yielded as it finishes, so a cluster's cores play
the games while this process keeps them in the corpus. Only the command line's entry
(``python -m franchise.lab``) imports this module, when ``--cluster`` is given: the engine, the
page and the tests never need Ray.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import ray

from .workers import Finished, Job, Runner, timed


def on_ray(address: str) -> Runner:
    """A runner of jobs as tasks of the Ray cluster at ``address``."""
    ray.init(address=None if address == "local" else address, ignore_reinit_error=True)
    remote = ray.remote(timed)

    def run(jobs: Iterator[Job[Any]], workers: int, over: Callable[[], bool]) -> Finished:
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

    return run
