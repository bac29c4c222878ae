"""The bundled puzzles: positions of strong games whose best turn is clearly better than the
natural one, written to franchise/puzzles/data/bundled.json.

    .venv/bin/python -m tools.research.puzzles [--games 48] [--seed 50] [--margin 10] [--keep 72]

Plays ``--games`` games of hard against itself (every seat hard at the page's budget), the
tables drawn in turn from 2-5 players and the standard and introductory rules, one seed each
from ``--seed``. At every turn (not a start town) it asks the search for its turn as the hint
gives it (``franchise.ai.advise``, which is also the move hard plays there, seeded alike) and
medium for the natural turn (the sensible turn that looks best at once), and reads the
mover's chance after each the way every screen does. A position whose search turn reads at
least ``--margin`` points above the natural turn is a candidate; the set keeps ``--keep`` of
them, spread over themes, player counts, rules and stages (the best margin first in each),
at most two from one game. Everything is seeded, so the same command writes the same file.
It prints the figures: positions searched, candidates, kept by theme, player count, rules and
stage, and the smallest margin kept (docs/puzzles.md records a run).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict

from franchise import Game, Setup, TurnMove
from franchise.ai import choose, run
from franchise.ai.advice import spare_dollars
from franchise.ai.chances import chances_after
from franchise.ai.levels import analyse
from franchise.core.setup import Variant
from franchise.core.state import Phase
from franchise.puzzles.bundled import BUNDLED_FILE
from franchise.puzzles.codec import puzzle_to_dict
from franchise.puzzles.puzzle import Puzzle, Source, stage_of
from franchise.puzzles.themes import theme_of
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import percent, seat_levels
from tools import ROOT

SPEC = "hard"
NATURAL = "medium"
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
TABLES = tuple((n, v) for v in (Variant.STANDARD, Variant.INTRO) for n in (2, 3, 4, 5))
TARGET = ROOT / "franchise" / "puzzles" / BUNDLED_FILE
PER_GAME = 2


def table(index: int) -> tuple[int, Variant]:
    """The player count and rules of the ``index``-th game: every table in turn."""
    return TABLES[index % len(TABLES)]


def candidates(seed: int, players: int, variant: Variant, margin: int) -> tuple[list, int]:
    """The candidate puzzles of one game of hard against itself, and the positions searched."""
    names = NAMES[:players]
    record = Record(Setup(names, seed=seed, variant=variant), (), f"{seed:012x}")
    record = Record(
        record.setup, (), record.game_id, computers=dict.fromkeys(names, ComputerLevel.HARD)
    )
    levels = seat_levels(record)
    game = Game(record.setup)
    found, searched = [], 0
    while not game.is_over():
        analysis = run(analyse(game, SPEC, levels))
        if game.state.phase is Phase.TURN and game.count_legal_moves() > 1:
            searched += 1
            preferred = spare_dollars(game, analysis.move, levels)
            natural = choose(game, NATURAL)
            seat = game.current
            best = percent(chances_after(game, preferred, levels)[seat])
            plain = percent(chances_after(game, natural, levels)[seat])
            if preferred != natural and best - plain >= margin:
                assert isinstance(preferred, TurnMove) and isinstance(natural, TurnMove)
                before = Record(record.setup, tuple(map(str, game.moves)), record.game_id)
                before = Record(before.setup, before.moves, before.game_id, False, record.computers)
                theme = theme_of(game, preferred, natural)
                found.append((before, natural, preferred, theme, stage_of(game), (plain, best)))
        game.advance(analysis.move)
    return found, searched


def spread(found: list[tuple], keep: int) -> list[tuple]:
    """``keep`` candidates spread over (theme, players, rules, stage), the best margin first in
    each, in rotation; at most ``PER_GAME`` from one game."""
    buckets: dict[tuple, list] = defaultdict(list)
    for item in found:
        record, _, _, theme, stage, _ = item
        key = (theme, len(record.setup.players), record.setup.variant, stage)
        buckets[key].append(item)
    for items in buckets.values():
        items.sort(key=lambda item: (item[5][0] - item[5][1], item[0].game_id, len(item[0].moves)))
    chosen: list[tuple] = []
    per_game: Counter[str] = Counter()
    order = sorted(buckets, key=str)
    while len(chosen) < keep and any(buckets.values()):
        for key in order:
            items = buckets[key]
            while items and per_game[items[0][0].game_id] >= PER_GAME:
                items.pop(0)
            if items and len(chosen) < keep:
                item = items.pop(0)
                per_game[item[0].game_id] += 1
                chosen.append(item)
    return chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=48)
    parser.add_argument("--seed", type=int, default=50)
    parser.add_argument("--margin", type=int, default=10)
    parser.add_argument("--keep", type=int, default=72)
    args = parser.parse_args()
    started = time.monotonic()
    found, searched = [], 0
    for index in range(args.games):
        players, variant = table(index)
        seed = args.seed * 1_000_000 + index
        got, count = candidates(seed, players, variant, args.margin)
        found += got
        searched += count
        print(
            f"game {index + 1}/{args.games}: {players} players, {variant}, {len(got)} "
            f"candidates ({time.monotonic() - started:.0f} s)",
            flush=True,
        )
    chosen = spread(found, args.keep)
    chosen.sort(key=lambda item: (len(item[0].setup.players), item[0].game_id, len(item[0].moves)))
    puzzles = [
        Puzzle(f"b-{n}", Source.BUNDLED, record, natural, preferred, theme, stage, chances, SPEC)
        for n, (record, natural, preferred, theme, stage, chances) in enumerate(chosen, 1)
    ]
    figures = {
        "searched": searched,
        "candidates": len(found),
        "kept": len(puzzles),
        "smallest_margin": min(p.margin for p in puzzles),
        "by_theme": dict(Counter(str(p.theme) for p in puzzles)),
        "by_players": dict(Counter(len(p.record.setup.players) for p in puzzles)),
        "by_rules": dict(Counter(str(p.record.setup.variant) for p in puzzles)),
        "by_stage": dict(Counter(str(p.stage) for p in puzzles)),
    }
    command = "python -m tools.research.puzzles " + " ".join(
        f"--{name} {value}" for name, value in vars(args).items()
    )
    data = {
        "format": 1,
        "tool": command,
        "spec": SPEC,
        "natural": NATURAL,
        "margin": args.margin,
        "figures": figures,
        "puzzles": [puzzle_to_dict(p) for p in puzzles],
    }
    TARGET.write_text(json.dumps(data, indent=None, separators=(",", ":")) + "\n")
    print(json.dumps(figures, indent=1))
    print(f"wrote {TARGET.relative_to(ROOT)} in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
