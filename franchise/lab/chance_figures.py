"""How honest the win chances are, over games at the page's levels (issue 21, step 4).

    python -m franchise.lab chance-figures --games 2000 --seed 1 [--hard-budget 2000] [--json]

Plays ``--games`` games and, before every move, asks the estimator the page shows
(``ai.chances``, told each seat's level, as the page knows its computers') for every seat's
chance, and the same estimator told nothing of the seats (as for a table of people). Once the
game is over, each estimate is compared with the result (``calibration``: calibration error
in 10 bins, Brier score beside that of the constant 1/players, the mean change of a seat's
chance from one position to the next, and the bias in favour of the seat to move). Every fourth
game is 2 players, ``hard`` against ``medium`` (seats alternating); the others seat 2-5 players
drawn from easy and medium. The page's hard searches 12,000 playout moves (about 7 s of CPU a
game); these tables play it at ``--hard-budget``. On ``--search-games`` more games of hard
against medium, the search's own chances (``search_chances``, what the page showed before) are
measured on the same positions as the estimator, for comparison.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from ..ai import choose
from ..ai.chances import chances
from ..ai.levels import level_rng, parse_level, run
from ..core.game import Game
from ..core.setup import Setup
from .calibration import Estimate, brier, calibration_error, constant_brier, mean_change, mover_bias

NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
#: Player counts of the easy/medium tables, and how often each comes up.
PLAYER_COUNTS = {2: 45, 3: 15, 4: 30, 5: 10}
#: Seed offset of the games the search's own chances are measured on.
SEARCH_SEEDS = 10_000_000
Series = list[Estimate]


def table(index: int, seed: int, hard: str) -> tuple[str, ...]:
    """The levels of game ``index``: hard against medium every fourth game, else easy/medium."""
    if index % 4 == 0:
        return (hard, "medium") if index % 8 == 0 else ("medium", hard)
    draw = random.Random(f"chance-figures:{seed}:{index}")
    players = draw.choices(list(PLAYER_COUNTS), list(PLAYER_COUNTS.values()))[0]
    return tuple(draw.choice(("easy", "medium")) for _ in range(players))


def play(levels: tuple[str, ...], seed: int, search: str | None) -> tuple[Series, ...]:
    """One game: the estimator's chances at every position (told the levels, then not) and,
    with ``search``, the search's (empty otherwise), each with the game's result."""
    game = Game(Setup(NAMES[: len(levels)], seed=seed, first_player=0))
    estimated: list[tuple[tuple[float, ...], int]] = []
    blind: list[tuple[tuple[float, ...], int]] = []
    searched: list[tuple[tuple[float, ...], int]] = []
    while not game.is_over():
        estimated.append((chances(game, levels), game.current))
        blind.append((chances(game), game.current))
        if search is not None:
            searched.append((search_chances(game, search), game.current))
        game.advance(choose(game, levels[game.current]))
    result = tuple(game.returns())
    return tuple(
        [Estimate(c, result, mover) for c, mover in series]
        for series in (estimated, blind, searched)
    )


def search_chances(game: Game, spec: str) -> tuple[float, ...]:
    """The chances a search of level ``spec`` reports itself: its chosen arm's playout shares
    (what ``analyse`` handed the page before it switched to ``ai.chances``)."""
    level, numbers = parse_level(spec)
    if level.search is None:
        raise ValueError(f"level {spec!r} does not search")
    return run(level.search(game.clone(), level_rng(game, spec), numbers)).win_chances


def _play_one(job: tuple[tuple[str, ...], int, str | None]) -> tuple[Series, ...]:
    return play(*job)


def figures(games: Sequence[Series]) -> dict[str, float | int]:
    """The figures of a set of games' estimates, rounded for printing."""
    estimates = [e for series in games for e in series]
    return {
        "games": len(games),
        "positions": len(estimates),
        "calibration_error": round(calibration_error(estimates), 4),
        "brier": round(brier(estimates), 4),
        "brier_constant": round(constant_brier(estimates), 4),
        "mover_bias": round(mover_bias(estimates), 4),
        "mean_change": round(mean_change([[e.chances for e in s] for s in games]), 4),
    }


def chance_figures(
    games: int, seed: int, hard_budget: int, search_games: int, search_spec: str, workers: int
) -> dict:
    """Every figure, for all games, for hard against medium, and for the search's chances."""
    hard = f"hard:{hard_budget}"
    jobs = [(table(i, seed, hard), seed + i, None) for i in range(games)]
    jobs += [
        (table(4 * i, seed, hard), SEARCH_SEEDS + seed + i, search_spec)
        for i in range(search_games)
    ]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(_play_one, jobs, chunksize=4))
    else:
        results = [_play_one(job) for job in jobs]
    played, compared = results[:games], results[games:]
    duels = [s for (levels, _, _), s in zip(jobs[:games], played, strict=True) if hard in levels]
    return {
        "games": games,
        "seed": seed,
        "hard_budget": hard_budget,
        "tables": "every 4th game hard against medium (2 players), the rest 2-5 easy/medium",
        "estimator": figures([series[0] for series in played]),
        "estimator_hard_vs_medium": figures([s[0] for s in duels]),
        "levels_unknown": figures([series[1] for series in played]),
        "levels_unknown_hard_vs_medium": figures([s[1] for s in duels]),
        "search_spec": search_spec,
        "search": figures([s[2] for s in compared]) if compared else None,
        "estimator_on_search_games": figures([s[0] for s in compared]) if compared else None,
    }


ROWS = (
    ("estimator", "learned estimate, all games"),
    ("estimator_hard_vs_medium", "learned estimate, hard vs medium"),
    ("levels_unknown", "levels not told, all games"),
    ("levels_unknown_hard_vs_medium", "levels not told, hard vs medium"),
    ("estimator_on_search_games", "learned estimate, search sample"),
    ("search", "search's own chances, same sample"),
)


def print_figures(result: dict) -> None:
    print(
        f"{result['games']} games from seed {result['seed']}: {result['tables']}; hard plays "
        f"{result['hard_budget']} playout moves (the page's hard: 12000); search sample: "
        f"the own chances of a {result['search_spec']!r} search, on hard vs medium"
    )
    print(
        f"{'estimator':36} {'games':>6} {'positions':>9} {'ECE':>6} {'Brier':>6} "
        f"{'1/n':>6} {'mover':>6} {'change':>6}"
    )
    for key, label in ROWS:
        row = result[key]
        if row is None:
            continue
        print(
            f"{label:36} {row['games']:6} {row['positions']:9} {row['calibration_error']:6.3f} "
            f"{row['brier']:6.3f} {row['brier_constant']:6.3f} {row['mover_bias']:+6.3f} "
            f"{row['mean_change']:6.3f}"
        )
