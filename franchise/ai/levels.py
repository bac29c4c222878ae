"""The one list of computer levels: their names, what they do, and which the page offers.

A level is named by a spec: its name, then optional numbers after colons that tune it
(``hard:8000`` searches 8,000 playout moves, ``mc:60:16`` plays 60 games after each of 16
candidates). The arena accepts any spec; the page offers the levels that records and share
links carry (``franchise.record.ComputerLevel``), which this registry describes like the rest.
Every level thinks through a generator (``Thinking``) seeded from the game's seed, the move
number and the spec, so the same position always gets the same move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from typing import TypeVar

from ..game import Game
from ..moves import Move
from ..record import ComputerLevel
from ..values import valueclass
from .analysis import Analysis
from .evaluation import utility as hand_utility
from .flat import PLAYOUT_MOVES, SCREENED, flat_search
from .lookahead import BUDGET, ROUNDS, lookahead_search
from .montecarlo import CANDIDATES, PLAYOUTS, flat_monte_carlo
from .players import think_easy, think_greedy, think_medium, think_random
from .search import Searching, search

Thinking = Generator[None, None, Move]
Result = TypeVar("Result")

#: Playout moves ``hard1`` (the former hard) searches per decision, as it always did.
HARD1_BUDGET = 12_000


@valueclass
class Level:
    """A computer level: how it thinks, what it is, and whether the page offers it."""

    name: str
    description: str
    #: ``(game, rng, numbers from the spec) -> Thinking`` for levels that decide directly.
    think: Callable[[Game, random.Random, tuple[int, ...]], Thinking] | None = None
    #: ``(game, rng, numbers) -> Searching`` for levels that search (they can also analyse).
    search: Callable[[Game, random.Random, tuple[int, ...]], Searching] | None = None
    #: What the numbers after the name mean, and their defaults.
    options: tuple[str, ...] = ()
    defaults: tuple[int, ...] = ()

    @property
    def in_page(self) -> bool:
        """Whether the page offers it: the levels saves and share links can carry, which are
        named by the record's closed set (``ComputerLevel``) here and nowhere else."""
        return isinstance(self.name, ComputerLevel)


LEVELS: dict[str, Level] = {
    level.name: level
    for level in (
        Level(
            "random",
            "a uniformly random legal move (a baseline)",
            think=lambda game, rng, _: think_random(game, rng),
        ),
        Level(
            ComputerLevel.EASY,
            "plausible turns chosen loosely; expands whenever it can; no bonus tiles",
            think=lambda game, rng, _: think_easy(game, rng),
        ),
        Level(
            ComputerLevel.MEDIUM,
            "the sensible turn whose position looks best by the heuristic evaluation",
            think=lambda game, rng, _: think_medium(game, rng),
        ),
        Level(
            "greedy",
            "the former hard: the heuristic's best turns, each answered one round ahead",
            think=lambda game, rng, _: think_greedy(game, rng),
        ),
        Level(
            ComputerLevel.HARD,
            "sequential halving over the turns the learned evaluation likes, each tried with"
            " short policy lookaheads (in which a leader closes the game) that it judges",
            search=lambda game, rng, numbers: lookahead_search(game, rng, *numbers),
            options=("playout moves", "rounds ahead", "candidates"),
            defaults=(BUDGET, ROUNDS, SCREENED),
        ),
        Level(
            "hard1",
            "hard before the learned evaluation: Monte-Carlo search over the sensible turns with"
            " sensible playouts, kept unchanged as the yardstick",
            search=lambda game, rng, numbers: search(game, rng, *numbers),
            options=("playout moves",),
            defaults=(HARD1_BUDGET,),
        ),
        Level(
            "mc",
            "flat Monte-Carlo: random candidate turns, uniformly random playouts",
            search=lambda game, rng, numbers: flat_monte_carlo(game, rng, *numbers),
            options=("playouts per candidate", "candidates"),
            defaults=(PLAYOUTS, CANDIDATES),
        ),
        Level(
            "hard2",
            "hard with its candidates screened by the hand-made heuristic (its ancestor)",
            search=lambda game, rng, numbers: lookahead_search(
                game, rng, *numbers, screen=hand_utility
            ),
            options=("playout moves", "rounds ahead", "candidates"),
            defaults=(BUDGET, ROUNDS, SCREENED),
        ),
        Level(
            "flat",
            "the reference searcher: heuristic candidates, random playouts, sequential halving",
            search=lambda game, rng, numbers: flat_search(game, rng, *numbers),
            options=("playout moves",),
            defaults=(PLAYOUT_MOVES,),
        ),
    )
}
#: Levels the page offers for a computer seat, weakest first.
PAGE_LEVELS = tuple(name for name, level in LEVELS.items() if level.in_page)


def parse_level(spec: str) -> tuple[Level, tuple[int, ...]]:
    """The level a spec names and its numbers (defaults filled in); ``ValueError`` if bad."""
    name, *numbers = spec.split(":")
    level = LEVELS.get(name)
    if level is None:
        raise ValueError(f"unknown computer level {name!r}; choose one of {', '.join(LEVELS)}")
    if len(numbers) > len(level.defaults) or not all(n.isdigit() and int(n) > 0 for n in numbers):
        wanted = ", ".join(level.options) or "no numbers"
        raise ValueError(f"level {spec!r}: {name} takes {wanted}")
    given = tuple(int(n) for n in numbers)
    return level, given + level.defaults[len(given) :]


def level_rng(game: Game, spec: str) -> random.Random:
    """Reproducible randomness: same game, same move number, same level, same choice."""
    return random.Random(f"{game.setup.seed}:{len(game.moves)}:{spec}")


def think(game: Game, spec: str) -> Thinking:
    """The thinking of a player of level ``spec`` about the pending decision.

    A generator: it yields between small steps of work (a few milliseconds at most in CPython)
    and returns the chosen move, so a page can run it in slices.
    """
    level, numbers = parse_level(spec)
    rng = level_rng(game, spec)
    if level.think is not None:
        return level.think(game, rng, numbers)
    return _move_of(level.search(game, rng, numbers))


def analyse(game: Game, spec: str = "hard", seats: Sequence[str | None] | None = None) -> Searching:
    """Search the position like level ``spec`` would; returns the ``Analysis``: the move it
    chose, and every seat's chance to win read fairly from the position by ``chances`` (the
    learned evaluation), not the search's own playout shares, which flatter the mover.
    ``seats`` names each seat's computer level, ``None`` for a person (all unknown when
    omitted): who sits there matters as much as the board. Only levels that search can
    analyse."""
    from .chances import chances

    level, numbers = parse_level(spec)
    if level.search is None:
        raise ValueError(f"level {spec!r} does not search, so it cannot estimate chances")
    fair = chances(game, seats)

    def searching() -> Searching:
        found = yield from level.search(game, level_rng(game, spec), numbers)
        return Analysis(found.move, fair, found.playouts)

    return searching()


def run(thinking: Generator[None, None, Result]) -> Result:
    """Run a thinking generator to its end in one go and return its result."""
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


def choose(game: Game, spec: str) -> Move:
    """The move a player of level ``spec`` makes now, thought through in one go."""
    return run(think(game, spec))


def _move_of(searching: Searching) -> Thinking:
    analysis: Analysis = yield from searching
    return analysis.move
