"""The bundled puzzles: positions of strong games whose best turn is clearly better than the
natural one, written to franchise/puzzles/data/bundled.json.

    .venv/bin/python -m tools.research.puzzles [--games 48] [--seed 50] [--margin 10] [--keep 72]
    .venv/bin/python -m tools.research.puzzles --from-cache [--margin 10] [--keep 72]

Plays ``--games`` games of hard against itself (every seat hard at the page's budget), the
tables drawn in turn from 2-5 players and the standard and introductory rules, one seed each
from ``--seed``. At every turn (not a start town) it asks the search for its turn as the hint
gives it (``franchise.ai.advise``, which is also the move hard plays there, seeded alike) and
medium for the natural turn (the sensible turn that looks best at once), and reads the
mover's chance after each the way every screen does. A position whose search turn reads at
least ``--margin`` points above the natural turn is a candidate, if its judge agrees with it:
no legal turn reads more than the solve margin above the search's turn
(``franchise.puzzles.answers``; every legal turn read), and where a turn ends the game and
wins, the search's turn is that turn (``advise`` takes it). The set keeps ``--keep`` of
them, spread over themes, player counts, rules and stages (the best margin first in each),
at most two from one game. Everything is seeded, so the same command writes the same file.
Every candidate is also kept in .cache/puzzles/candidates-SEED.jsonl, so ``--from-cache``
chooses the set again (themes read anew, by ``theme_of``) without playing the games again.
It prints the figures: positions searched, candidates, kept by theme, player count, rules and
stage, and the smallest margin kept (docs/puzzles.md records a run).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from franchise import Game, Setup, TurnMove
from franchise.ai import choose, run
from franchise.ai.advice import spare_dollars
from franchise.ai.chances import chances_after
from franchise.ai.levels import analyse
from franchise.ai.wins import outright_win
from franchise.core.setup import Variant
from franchise.core.state import Phase
from franchise.puzzles.answers import answer_holds
from franchise.puzzles.bundled import BUNDLED_FILE
from franchise.puzzles.codec import puzzle_from_dict, puzzle_to_dict
from franchise.puzzles.puzzle import Puzzle, Source, Theme, stage_of
from franchise.puzzles.themes import theme_of
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import percent, seat_levels
from tools import ROOT

SPEC = "hard"
NATURAL = "medium"
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
TABLES = tuple((n, v) for v in (Variant.STANDARD, Variant.INTRO) for n in (2, 3, 4, 5))
TARGET = ROOT / "franchise" / "puzzles" / BUNDLED_FILE
CACHE = ROOT / ".cache" / "puzzles"
PER_GAME = 2


def table(index: int) -> tuple[int, Variant]:
    """The player count and rules of the ``index``-th game: every table in turn."""
    return TABLES[index % len(TABLES)]


def candidates(seed: int, players: int, variant: Variant, margin: int) -> tuple[list, int]:
    """The candidate puzzles of one game of hard against itself, and the positions searched:
    each as (the record before the turn, the natural turn, the preferred turn, the two
    chances)."""
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
            preferred = outright_win(game) or spare_dollars(game, analysis.move, levels)
            natural = choose(game, NATURAL)
            seat = game.current
            best = percent(chances_after(game, preferred, levels)[seat])
            plain = percent(chances_after(game, natural, levels)[seat])
            if (
                preferred != natural
                and best - plain >= margin
                and answer_holds(game, best, levels, most=None)
            ):
                assert isinstance(preferred, TurnMove) and isinstance(natural, TurnMove)
                before = Record(record.setup, tuple(map(str, game.moves)), record.game_id)
                before = Record(before.setup, before.moves, before.game_id, False, record.computers)
                found.append((before, natural, preferred, (plain, best)))
        game.advance(analysis.move)
    return found, searched


def rejudged(found: list[tuple], margin: int) -> list[tuple]:
    """Cached candidates judged again as a new run would: where a turn ends the game and wins
    outright, that is the preferred turn (a cache made before ``advise`` took it holds the
    search's), read again and kept only if it still clears ``margin`` and its judge."""
    kept = []
    for before, natural, preferred, (plain, best) in found:
        game = before.replay()
        won = outright_win(game)
        if won is not None and won != preferred:
            levels = seat_levels(before)
            preferred = won
            best = percent(chances_after(game, won, levels)[game.current])
            if best - plain < margin or not answer_holds(game, best, levels, most=None):
                continue
        kept.append((before, natural, preferred, (plain, best)))
    return kept


def described(found: list[tuple]) -> list[tuple]:
    """The candidates with their theme and stage, read from their positions now."""
    result = []
    for before, natural, preferred, chances in found:
        game = before.replay()
        theme = theme_of(game, preferred, natural)
        result.append((before, natural, preferred, theme, stage_of(game), chances))
    return result


def cache_file(seed: int) -> Path:
    return CACHE / f"candidates-{seed}.jsonl"


def save_candidates(seed: int, found: list[tuple], searched: int, command: str) -> None:
    """Every candidate of a run, one JSON line each (as a puzzle's dict, theme to be read),
    after a first line that says how many positions were searched."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with cache_file(seed).open("w") as out:
        out.write(json.dumps({"searched": searched, "command": command}) + "\n")
        for n, (before, natural, preferred, chances) in enumerate(found):
            game = before.replay()
            puzzle = Puzzle(
                f"b-{n}",
                Source.BUNDLED,
                before,
                natural,
                preferred,
                Theme.GROWTH,
                stage_of(game),
                chances,
                SPEC,
            )
            out.write(json.dumps(puzzle_to_dict(puzzle)) + "\n")


def cached_candidates() -> tuple[list[tuple], int, list[str]]:
    """The candidates of every cached run, the positions searched to find them, and the
    commands of those runs."""
    found, searched, commands = [], 0, []
    for path in sorted(CACHE.glob("candidates-*.jsonl")):
        first, *lines = path.read_text().splitlines()
        meta = json.loads(first)
        searched += meta["searched"]
        commands.append(meta["command"])
        for line in lines:
            puzzle = puzzle_from_dict(json.loads(line))
            found.append((puzzle.record, puzzle.played, puzzle.preferred, puzzle.chances))
    return found, searched, commands


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


def run_command(args: argparse.Namespace) -> str:
    """The command of a run that plays its games."""
    return (
        f"python -m tools.research.puzzles --games {args.games} --seed {args.seed} "
        f"--margin {args.margin} --keep {args.keep}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=48)
    parser.add_argument("--seed", type=int, default=50)
    parser.add_argument("--margin", type=int, default=10)
    parser.add_argument("--keep", type=int, default=72)
    parser.add_argument("--from-cache", action="store_true", help="choose from cached candidates")
    args = parser.parse_args()
    started = time.monotonic()
    found, searched = [], 0
    if args.from_cache:
        cached, searched, made_by = cached_candidates()
        found = rejudged([c for c in cached if c[3][1] - c[3][0] >= args.margin], args.margin)
    for index in range(0 if args.from_cache else args.games):
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
    if not args.from_cache:
        save_candidates(args.seed, found, searched, run_command(args))
    chosen = spread(described(found), args.keep)
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
    if args.from_cache:
        command = f"{' && '.join(made_by)} && python -m tools.research.puzzles --from-cache "
        command += f"--margin {args.margin} --keep {args.keep}"
    else:
        command = run_command(args)
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
