"""Seating computer players in the new-game dialog, and watching for long main-thread tasks.

The watching is the shared harness's (tools/harness/tasks.py), which the benchmarks use too;
the tests take it from here."""

from __future__ import annotations

from playwright.sync_api import Page

from tools.harness.tasks import (
    LONG_TASKS,
    MainThreadTask,
    long_tasks_since,
    tracing_main_thread,
)

from .ui import start_game

__all__ = [
    "LONG_TASKS",
    "MainThreadTask",
    "long_tasks_since",
    "seat_players",
    "tracing_main_thread",
]


def seat_players(page: Page, kinds: list[str]) -> None:
    """Start a standard game whose seats are played by ``kinds`` (human/easy/medium/hard)."""
    start_game(page, kinds=kinds)
