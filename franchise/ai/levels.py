"""The one list of computer levels: their names, what they do, and which the page offers.

A level is named by a spec: its name, then optional numbers after colons that tune it
(``hard:8000`` searches 8,000 playout moves, ``mc:60:16`` plays 60 games after each of 16
candidates). The product registers the page's levels here, the ones records and share links
carry (``franchise.records.ComputerLevel``); the laboratory's reference levels register
themselves when ``franchise.lab`` is imported (franchise/lab/levels.py), so the arena accepts
any spec and the page ships none of them. The table of every level in docs/CHECKLISTS.md is
written from ``LEVELS``, as is every list of levels the tests keep (its "Add a level").
Every level thinks through a generator (``Thinking``) seeded from the game's seed, the move
number and the spec, so the same position always gets the same move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from typing import TypeVar

from ..core.game import Game
from ..core.moves import Move
from ..records.record import ComputerLevel
from ..values import valueclass
from .analysis import Analysis
from .lookahead import ANSWERED_TABLES, BUDGET, EXPERT, ROUNDS, Searching, lookahead_search
from .players import think_easy, think_medium
from .screen import SCREENED

Thinking = Generator[None, None, Move]
Result = TypeVar("Result")


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


#: Every registered level by name: the page's, and the laboratory's once it is imported.
LEVELS: dict[str, Level] = {}


def register(level: Level) -> None:
    """Add ``level`` to the registry (a name is registered once)."""
    if level.name in LEVELS:
        raise ValueError(f"computer level {level.name!r} is registered twice")
    LEVELS[level.name] = level


for _page_level in (
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
        ComputerLevel.HARD,
        "sequential halving over the turns the learned evaluation likes, each tried with"
        " short policy lookaheads (in which a leader closes the game) that it judges",
        search=lambda game, rng, numbers: lookahead_search(game, rng, *numbers),
        options=("playout moves", "rounds ahead", "candidates"),
        defaults=(BUDGET, ROUNDS, SCREENED),
    ),
    Level(
        ComputerLevel.EXPERT,
        "hard's search with three times its budget and more candidates; at two players each"
        " lookahead starts with the rival's best answer: about a second a move in CPython",
        search=lambda game, rng, numbers: lookahead_search(
            game,
            rng,
            *numbers[:3],
            first_rounds=numbers[3],
            replies=numbers[4] if game.players in ANSWERED_TABLES else 0,
        ),
        options=(
            "playout moves",
            "rounds ahead",
            "candidates",
            "first rounds ahead",
            "rivals answering (at the tables of lookahead.ANSWERED_TABLES)",
        ),
        defaults=EXPERT,
    ),
):
    register(_page_level)
#: Levels the page offers for a computer seat, weakest first (expert is carried by records
#: but no longer offered: ``ComputerLevel.offered``).
PAGE_LEVELS = tuple(
    name for name, level in LEVELS.items() if level.in_page and ComputerLevel(name).offered
)


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


def with_budget_share(spec: str, share: float) -> str:
    """The spec of ``spec``'s level searching ``share`` of its budget (its first number, at
    least one playout move), its other numbers kept; a level that does not search is returned
    as it is. The page thinks with a share of the budget where it is told to (its browser
    tests, web/session/pace.py): they test the page, not the computer's strength, and the
    spec names the search exactly, so a test can play the same search in CPython."""
    level, numbers = parse_level(spec)
    if level.search is None or share == 1:
        return spec
    budget = max(1, round(numbers[0] * share))
    return ":".join((str(level.name), str(budget), *map(str, numbers[1:])))


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
