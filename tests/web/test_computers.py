"""Thinking in slices, in CPython: each task of the page's event loop runs the AI for at most
one slice, and the first slice waits for a task of its own (whatever started the thought, such
as drawing the turn or importing the AI, already used part of the current one)."""

from __future__ import annotations

import itertools
from collections.abc import Generator

from web.session.computers import run_sliced

STEPS = 40


def counted_thought(steps: list[int]) -> Generator[None, None, str]:
    """A thought of ``STEPS`` small steps that records each step it takes."""
    for step in range(STEPS):
        steps.append(step)
        yield
    return "decided"


def test_no_thinking_before_the_first_hand_back_and_each_task_stays_in_its_slice():
    steps: list[int] = []
    clock = itertools.count()  # every look at the clock is 1 ms later
    thinking = run_sliced(counted_thought(steps), lambda: float(next(clock)), slice_ms=5.0)
    thinking.send(None)
    assert steps == []  # the task that started the thought took no step of it
    per_task: list[int] = []
    try:
        while True:
            before = len(steps)
            thinking.send(None)
            per_task.append(len(steps) - before)
    except StopIteration as done:
        assert done.value == "decided"
    assert steps == list(range(STEPS))
    assert max(per_task) <= 5 and len(per_task) >= STEPS // 5


def test_a_stale_thought_is_dropped_before_its_next_slice():
    steps: list[int] = []
    clock = itertools.count()
    stale = iter([False, True])
    thinking = run_sliced(
        counted_thought(steps), lambda: float(next(clock)), lambda: next(stale), slice_ms=5.0
    )
    thinking.send(None)
    thinking.send(None)  # one slice of thinking
    taken = len(steps)
    try:
        thinking.send(None)
        raise AssertionError("a stale thought went on")
    except StopIteration as done:
        assert done.value is None
    assert 0 < taken == len(steps) < STEPS
