"""Coroutines the page starts and does not wait for: a move played out, a hint, a link copied.

asyncio's event loop keeps only a weak reference to a task, so a task nobody holds may be
collected before it ends; ``spawn`` holds each one until it is done.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine

_running: set[asyncio.Future] = set()


def spawn(coroutine: Coroutine) -> asyncio.Future:
    """Run ``coroutine`` on the page's event loop, held until it ends."""
    task = asyncio.ensure_future(coroutine)
    _running.add(task)
    task.add_done_callback(_running.discard)
    return task


def cancel_all() -> None:
    """Cancel every task still running: the page that spawned them has stopped."""
    for task in list(_running):
        task.cancel()
