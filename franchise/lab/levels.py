"""The laboratory's reference levels, registered beside the page's (``franchise.ai.levels``).

They are yardsticks, not opponents the page offers; each says what it is in its description
(``REFERENCE_LEVELS`` below; docs/CHECKLISTS.md tabulates them from the registry). Importing
``franchise.lab`` registers them, so the arena, the strength tests and the command line name
them by spec like any level; the build leaves this whole folder out of the page.
"""

from __future__ import annotations

from ..ai.evaluation import utility as hand_utility
from ..ai.levels import Level, register
from ..ai.lookahead import BUDGET, ROUNDS, lookahead_search
from ..ai.screen import SCREENED
from .baselines import think_random, think_round_ahead
from .flat import PLAYOUT_MOVES, flat_search
from .hard1 import search
from .montecarlo import CANDIDATES, PLAYOUTS, flat_monte_carlo

#: Playout moves ``hard1`` (the former hard) searches per decision, as it always did.
HARD1_BUDGET = 12_000

REFERENCE_LEVELS = (
    Level(
        "random",
        "a uniformly random legal move (a baseline)",
        think=lambda game, rng, _: think_random(game, rng),
    ),
    Level(
        "round-ahead",
        "the former hard: the heuristic's best turns, each answered one round ahead",
        think=lambda game, rng, _: think_round_ahead(game, rng),
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
        "hard-no-wins",
        "hard as it was before issue 67: it searches even where one turn wins the game outright"
        " (the baseline of that change's SPRT)",
        search=lambda game, rng, numbers: lookahead_search(game, rng, *numbers, take_wins=False),
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
for _level in REFERENCE_LEVELS:
    register(_level)
