"""Legal-move counts from fixed positions, like chess perft: a regression guard on move generation.

Each position is a setup plus the moves that reach it (stored as text, so the file stays valid if
random move generation ever changes). ``python -m tests.engine.perft --write`` regenerates
``tests/data/perft.json`` from random games; review the diff before committing it, since any
changed count means the rules engine changed what is legal.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from franchise import Game, Setup

PERFT_FILE = Path(__file__).parent.parent / "data" / "perft.json"
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


def positions() -> list[dict]:
    """Sample positions of random games for every player count and variant."""
    found = []
    for players in range(2, 6):
        for variant in ("standard", "intro", "expert"):
            setup = Setup(NAMES[:players], variant=variant, seed=players * 10 + len(variant))
            game = Game(setup)
            rng = random.Random(players)
            while not game.is_over():
                if len(game.moves) % 4 == 1:
                    found.append(
                        {
                            "setup": setup.to_dict(),
                            "moves": [str(m) for m in game.moves],
                            "legal_moves": game.count_legal_moves(),
                        }
                    )
                game.apply(game.random_move(rng))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write", action="store_true", help="rewrite the regression file")
    args = parser.parse_args()
    cases = positions()
    if args.write:
        PERFT_FILE.parent.mkdir(exist_ok=True)
        PERFT_FILE.write_text(json.dumps(cases, indent=0) + "\n")
    print(f"{len(cases)} positions, legal-move counts up to {max(c['legal_moves'] for c in cases)}")


if __name__ == "__main__":
    main()
