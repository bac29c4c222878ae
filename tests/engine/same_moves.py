"""Moves the computer levels chose in fixed positions, recorded so a refactoring can show that
every level still plays the same: a regression guard on the AI, like perft for the rules.

Every level of the registry (the page's and the laboratory's) is recorded at its default spec.
No level is budgeted by time: each counts the moves it plays (``hard`` 12,000 playout moves,
``hard1`` 12,000, ``flat`` 20,000, ``mc`` 40 playouts of 16 candidates), so a spec names the
same search on every machine. Three kinds of cases:
- ``games``: whole seeded games in which every seat plays the level (the quick levels);
- ``choices``: the level's move in positions of seeded random games (every level, including the
  searching ones, whose whole games would take minutes; ``expert`` in every third);
- ``analyses``: the hint's search (``analyse``, the page's ``hard``) with every seat's chance.
``python -m tests.engine.same_moves --write`` rewrites ``tests/data/same_moves.json``; only do
so when a level is meant to play differently, and say so in the commit. ``--write --level NAME``
(repeatable) records or rewrites that level's cases only and keeps every other case as it is:
the way to record a new level (docs/CHECKLISTS.md, "Add a level"). The file is always written
with its cases in registry order (``LEVELS``), so a rewrite changes only the lines of the levels
that play differently.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from franchise import Game, Setup
from franchise.ai import LEVELS, analyse, choose
from franchise.ai.levels import run
from franchise.lab import levels as reference_levels

#: The laboratory's levels are registered by importing them, and recorded like the page's.
REFERENCE_LEVELS = reference_levels.REFERENCE_LEVELS
MOVES_FILE = Path(__file__).parent.parent / "data" / "same_moves.json"
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
#: The levels whose choices are recorded: all of them.
#: (``trial`` judges with whatever trial fit the laboratory wrote last: nothing to record.)
RECORDED_LEVELS = tuple(name for name in LEVELS if name != "trial")
#: Levels that think for seconds a move, recorded in every third position only.
SLOW_LEVELS = ("expert",)
#: Levels quick enough to play whole games with in a test.
QUICK_LEVELS = ("random", "easy", "medium", "round-ahead")
#: The same, in registry order: the order the file records them in.
WHOLE_GAMES = tuple(name for name in RECORDED_LEVELS if name in QUICK_LEVELS)
#: Setups of the whole games and of the random games the choices are taken from.
SETUPS = (
    Setup(NAMES[:2], seed=11),
    Setup(NAMES[:3], variant="expert", seed=12),
    Setup(NAMES[:4], variant="intro", seed=13),
    Setup(NAMES[:5], seed=14),
)
#: Every so many moves of a random game, a level chooses.
CHOICE_EVERY = 29
#: Digits the recorded chances keep (the comparison allows for the last one).
DIGITS = 9


def whole_game(setup: Setup, spec: str) -> dict:
    game = Game(setup)
    while not game.is_over():
        game.apply(choose(game, spec))
    return {"spec": spec, "setup": setup.to_dict(), "moves": [str(m) for m in game.moves]}


def sampled_positions() -> list[Game]:
    """Positions of seeded random games: the start placement, the middle and the end game."""
    found = []
    for number, setup in enumerate(SETUPS):
        game, rng = Game(setup), random.Random(number)
        while not game.is_over():
            if len(game.moves) % CHOICE_EVERY == number:
                found.append(game.clone())
            game.apply(game.random_move(rng))
    return found


def positions_for(spec: str) -> list[Game]:
    """The positions a level's choices are recorded in (fewer for the slow levels)."""
    return sampled_positions()[:: 3 if spec in SLOW_LEVELS else 1]


def choices(spec: str) -> list[dict]:
    return [
        {
            "spec": spec,
            "setup": game.setup.to_dict(),
            "moves": [str(m) for m in game.moves],
            "chosen": str(choose(game, spec)),
        }
        for game in positions_for(spec)
    ]


def analyses() -> list[dict]:
    found = []
    for game in sampled_positions()[::3]:
        analysis = run(analyse(game))
        found.append(
            {
                "setup": game.setup.to_dict(),
                "moves": [str(m) for m in game.moves],
                "chosen": str(analysis.move),
                "chances": [round(c, DIGITS) for c in analysis.win_chances],
            }
        )
    return found


def in_registry_order(cases: list[dict]) -> list[dict]:
    """``cases`` ordered by their level's place in the registry, each level's kept in order."""
    return sorted(cases, key=lambda case: RECORDED_LEVELS.index(case["spec"]))


def recorded(levels: tuple[str, ...] = RECORDED_LEVELS, kept: dict | None = None) -> dict:
    """The cases of ``levels`` recorded now, and the other levels' cases from ``kept`` (the
    hint's analyses are recorded again only when every level is)."""
    others = kept if kept is not None and levels != RECORDED_LEVELS else None
    games = [whole_game(setup, spec) for spec in WHOLE_GAMES if spec in levels for setup in SETUPS]
    chosen = [case for spec in levels for case in choices(spec)]
    if others is not None:
        games += [case for case in others["games"] if case["spec"] not in levels]
        chosen += [case for case in others["choices"] if case["spec"] not in levels]
    return {
        "games": in_registry_order(games),
        "choices": in_registry_order(chosen),
        "analyses": analyses() if others is None else others["analyses"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write", action="store_true", help="rewrite the recorded moves")
    parser.add_argument(
        "--level",
        action="append",
        choices=RECORDED_LEVELS,
        help="record only this level (repeatable); the other levels' cases are kept",
    )
    args = parser.parse_args()
    kept = json.loads(MOVES_FILE.read_text()) if MOVES_FILE.exists() else None
    cases = recorded(tuple(args.level) if args.level else RECORDED_LEVELS, kept)
    if args.write:
        MOVES_FILE.write_text(json.dumps(cases, indent=0) + "\n")
    print(", ".join(f"{len(v)} {k}" for k, v in cases.items()))


if __name__ == "__main__":
    main()
