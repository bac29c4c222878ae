"""Computer opponents, from a random mover to a Monte-Carlo searcher, on the engine's API.

The levels are listed in one registry (``levels.LEVELS``: name, description, whether the page
offers it); the page offers ``PAGE_LEVELS``. A level is named by a spec, optionally tuned by
numbers (``hard:8000``, ``mc:60:16``; see ``levels``).

- ``think(game, spec)``: a generator that yields between small steps of work (at most a few
  milliseconds each in CPython) and returns the move; a page runs it in slices.
- ``choose(game, spec)``: the same, run to the end in one go.
- ``analyse(game, spec="hard")``: a generator like ``think`` whose return value is an
  ``Analysis``: the move the search chose and each seat's estimated chance to win (``win_chances``,
  adding up to 1), for hints and win-chance displays. Only searching levels (hard, mc) analyse.

Everything is reproducible: randomness is seeded from the game's seed, the move number and the
spec, so the same position always gets the same move and the same chances.
"""

from .analysis import Analysis
from .levels import LEVELS, PAGE_LEVELS, Level, analyse, choose, parse_level, think

__all__ = [
    "LEVELS",
    "PAGE_LEVELS",
    "Analysis",
    "Level",
    "analyse",
    "choose",
    "parse_level",
    "think",
]
