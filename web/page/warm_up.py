"""What the first screen does not import, imported once the page is ready, a module a task.

The page starts with only what its first screen needs (docs/ARCHITECTURE.md, "Start-up"): the
readings of a position, the chances, the search, the puzzles, the review and the guide load on
first use. Importing them right after start-up, one module per task of the event loop so that a
click waits for one import at most, spares the first hint, puzzle or review that wait (tens of
milliseconds in Pyodide). A module already imported costs nothing, so a page started again in
the same interpreter (web/page/restart.py) does no work here.
"""

from __future__ import annotations

import asyncio
from importlib import import_module

#: The modules imported after start-up, roughly in the order a player meets them: a game's
#: turn (its readings, the chances), a hint and the computers' search, the question before a
#: turn, the guide, the puzzles, the final screen and the review, the share link.
LATER = (
    "franchise.readings.preview",
    "franchise.readings.contrast",
    "franchise.ai.chances",
    "web.text.reasons",
    "franchise.ai.levels",
    "franchise.ai.advice",
    "web.screens.confirm",
    "web.screens.guide_view",
    "web.screens.guide_frame",
    "franchise.puzzles.codec",
    "franchise.puzzles.judge",
    "franchise.puzzles.making",
    "franchise.puzzles.bundled",
    "franchise.puzzles.link",
    "web.screens.puzzles_view",
    "web.screens.final",
    "franchise.review.store",
    "web.screens.review_panel",
    "franchise.records.link",
)


async def warm_up() -> None:
    """Import every module of ``LATER``, each in a task of its own."""
    for name in LATER:
        await asyncio.sleep(0)  # the browser handles what waits (a click) between two
        import_module(name)
