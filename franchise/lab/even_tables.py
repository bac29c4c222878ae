"""How honest the win chances are in games between equals (issue 55, step 2).

    python -m franchise.lab chance-figures --even --games 40 [--hard-budget 12000] [--told]
        [--json]

The figure every screen shows (``ai.teacher_chances``: between equals, every seat read as hard;
with ``--told``, the forecast the page showed before issue 65, told who sits in each seat, a
person as a player of unknown strength) is measured where it matters most: at tables of
equals, where nothing but the position says who wins. Three kinds of table, each at 2 and at
4 players, ``--games`` games each:
- ``hard``: every seat hard (a game of computers watched; the chances are told every seat);
- ``people``: every seat medium, read as people of unknown strength (the chances are told
  nothing), as at a hot-seat table;
- ``person-vs-hard``: seat 0 a person of unknown strength (played by medium, read as unknown)
  against hard in every other seat, the page's game against the computer.
Before every move the chances are read; once the game is over each reading is compared with
the result: calibration error (ten bins), Brier score beside the constant 1/players, and the
mean change of a seat's chance from one position to the next (``calibration``). Each game's
moves are kept in .cache/even-tables, so a new reading is measured on the same games without
playing them again (``measure``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ..ai import choose
from ..ai.chances import chances, equals
from ..core.game import Game
from ..core.moves import parse_move
from ..core.setup import Setup
from .calibration import Estimate
from .chance_figures import figures

NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
CACHE = Path(".cache") / "even-tables"
PLAYERS = (2, 4)
#: Seed offset of each kind of table, so their games differ.
KINDS = {"hard": 0, "people": 1_000_000, "person-vs-hard": 2_000_000}
Reading = Callable[[Game, Sequence[str | None]], Sequence[float]]


def between_equals(game: Game, told: Sequence[str | None]) -> Sequence[float]:
    """The teacher's figure: every seat read as hard, whatever the table was told."""
    return chances(game, equals(len(told)))


def told_seats(game: Game, told: Sequence[str | None]) -> Sequence[float]:
    """The forecast: the chances told who sits in each seat."""
    return chances(game, told)


def seats(kind: str, players: int, hard: str) -> tuple[tuple[str, ...], tuple[str | None, ...]]:
    """Who plays each seat of a table of ``kind``, and what the chances are told of them."""
    if kind == "hard":
        return (hard,) * players, ("hard",) * players
    if kind == "people":
        return ("medium",) * players, (None,) * players
    return ("medium", *(hard,) * (players - 1)), (None, *("hard",) * (players - 1))


def play(job: tuple[str, int, int, str]) -> dict:
    """One game of a table, kept as its levels, seed, moves and result."""
    kind, players, seed, hard = job
    played, told = seats(kind, players, hard)
    game = Game(Setup(NAMES[:players], seed=seed, first_player=seed % players))
    while not game.is_over():
        game.advance(choose(game, played[game.current]))
    return {
        "kind": kind,
        "players": players,
        "seed": seed,
        "hard": hard,
        "told": list(told),
        "moves": [str(m) for m in game.moves],
        "result": list(game.returns()),
    }


def cache_path(kind: str, players: int, hard: str) -> Path:
    return CACHE / f"{kind}-{players}-{hard.replace(':', '_')}.jsonl"


def games_of(kind: str, players: int, hard: str, games: int, seed: int, workers: int) -> list:
    """``games`` games of a table, played now where the cache has fewer."""
    path = cache_path(kind, players, hard)
    kept = [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []
    have = {game["seed"] for game in kept}
    first = seed + KINDS[kind] + 1000 * players
    jobs = [(kind, players, s, hard) for s in range(first, first + games) if s not in have]
    if jobs:
        CACHE.mkdir(parents=True, exist_ok=True)
        if workers > 1:
            with ProcessPoolExecutor(workers) as pool:
                new = list(pool.map(play, jobs))
        else:
            new = [play(job) for job in jobs]
        with path.open("a") as out:
            for game in new:
                out.write(json.dumps(game) + "\n")
        kept += new
    wanted = set(range(first, first + games))
    return [game for game in kept if game["seed"] in wanted]


def readings(record: dict, reading: Reading) -> list[Estimate]:
    """The chances ``reading`` gives before every move of a kept game, with its result."""
    players = record["players"]
    game = Game(Setup(NAMES[:players], seed=record["seed"], first_player=record["seed"] % players))
    told = tuple(record["told"])
    result = tuple(record["result"])
    found = []
    for text in record["moves"]:
        found.append(Estimate(tuple(reading(game, told)), result, game.current))
        game.advance(parse_move(text))
    return found


def measure(
    games: int, seed: int, hard_budget: int, workers: int, reading: Reading = between_equals
):
    """Every table's figures, keyed ``<kind> <players>p``."""
    hard = f"hard:{hard_budget}"
    result = {}
    for kind in KINDS:
        for players in PLAYERS:
            played = games_of(kind, players, hard, games, seed, workers)
            result[f"{kind} {players}p"] = figures([readings(g, reading) for g in played])
    return {"games": games, "seed": seed, "hard": hard, "tables": result}


def print_even(result: dict) -> None:
    print(f"{result['games']} games a table from seed {result['seed']}; hard is {result['hard']}")
    columns = ("games", "positions", "ECE", "Brier", "1/n", "change")
    print(f"{'table':20} " + " ".join(f"{name:>9}" for name in columns))
    for name, row in result["tables"].items():
        print(
            f"{name:20} {row['games']:9} {row['positions']:9} {row['calibration_error']:9.3f} "
            f"{row['brier']:9.3f} {row['brier_constant']:9.3f} {row['mean_change']:9.3f}"
        )
