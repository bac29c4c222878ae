"""Every bundled puzzle's answer held against its judge (issue 55's table).

    .venv/bin/python -m tools.research.puzzle_answers [--json]

For each puzzle of franchise/puzzles/data/bundled.json it prints the answer's reading (the
mover's chance after it, as the verdict reads a drafted turn), the best legal turn's reading
(every legal turn read: ``ai.chances.best_read_turn``), the turn that ends the game and wins
where there is one (``readings.endings.winning_ending``), and whether the answer is beaten:
another legal turn reads more than the solve margin above it, or a winning end is not the
answer. The last line counts them; the shipped set has none beaten.
"""

from __future__ import annotations

import argparse
import json
import sys

from franchise.puzzles.answers import best_rival
from franchise.puzzles.bundled import bundled
from franchise.puzzles.judge import chance_after, checked, reading_levels
from franchise.puzzles.puzzle import SOLVE_MARGIN
from franchise.readings.endings import winning_ending


def rows() -> list[dict]:
    """One row a bundled puzzle."""
    found = []
    for puzzle in bundled():
        game = checked(puzzle)
        answer = chance_after(puzzle, game, puzzle.preferred)
        rival = best_rival(game, reading_levels(puzzle), most=None)
        win = winning_ending(game.state)
        beaten = rival is None or rival.chance > answer + SOLVE_MARGIN
        beaten = beaten or (win is not None and win.move != puzzle.preferred)
        found.append(
            {
                "id": puzzle.puzzle_id,
                "answer": str(puzzle.preferred),
                "answer_reads": answer,
                "best": str(rival.move) if rival else None,
                "best_reads": rival.chance if rival else None,
                "winning_end": str(win.move) if win else None,
                "beaten": beaten,
            }
        )
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    table = rows()
    if args.json:
        print(json.dumps(table, indent=1))
    else:
        for row in table:
            print(
                f"{row['id']:6} answer {row['answer_reads']:3}% {row['answer']:40} best "
                f"{row['best_reads']}% {row['best'] or '(too many turns to read)':40} win "
                f"{row['winning_end'] or '-':30}"
                f"{' BEATEN' if row['beaten'] else ''}"
            )
    beaten = sum(row["beaten"] for row in table)
    print(f"{len(table)} puzzles, {beaten} beaten (margin {SOLVE_MARGIN} points)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
