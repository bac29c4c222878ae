"""How the review says why, in figures: seeded games of a person against hard, reviewed.

    python -m tools.research.review_reasons [--games 8] [--seed 1] [--level hard:200]

Plays ``--games`` games from ``--seed`` on (2, 3 and 4 players in turn): the first player a
person who plays like medium, the rest hard at ``--level``; reviews each at ``--level`` as the
page does (``franchise.review``) and prints, over all of them: the turns reviewed and
labelled, the labelled turns with reasons (issue 56: every one), the turns of decided games
(chance under 2% or over 98% before the turn) and those the projected margin marked, the
puzzles made, and how often each reason kind was given. The games and reviews are seeded, so
a run prints the same figures every time.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from franchise.ai import puzzles_from_review
from franchise.review.reviewer import Label, label_for, review
from tools.harness.games import person_against_computers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard:200")
    args = parser.parse_args()
    started = time.process_time()
    turns = labelled = with_reasons = decided = by_margin = puzzles = 0
    kinds: Counter[str] = Counter()
    for index in range(args.games):
        seed = args.seed + index
        record = person_against_computers(seed, 2 + index % 3, args.level)
        reviewed = review(record, level=args.level)
        puzzles += len(puzzles_from_review(record, reviewed))
        for turn in reviewed.turns:
            turns += 1
            decided += turn.decided
            if turn.label is Label.FINE:
                continue
            labelled += 1
            with_reasons += bool(turn.reasons)
            by_margin += turn.decided and label_for(turn.points_lost) is Label.FINE
            kinds.update(str(reason.kind) for reason in turn.reasons)
    print(f"{args.games} games from seed {args.seed}, reviewed by {args.level}")
    print(f"turns reviewed: {turns}; labelled worse than fine: {labelled}")
    print(f"labelled turns with reasons: {with_reasons} of {labelled}")
    print(
        f"turns in decided positions: {decided}; labelled by the projected margin alone:"
        f" {by_margin}"
    )
    print(f"puzzles made: {puzzles}")
    print("reasons given: " + ", ".join(f"{kind} {n}" for kind, n in kinds.most_common()))
    print(f"cpu: {time.process_time() - started:.1f} s")


if __name__ == "__main__":
    main()
