"""How many winning ends the reading sees, against the engine's enumeration (issue 55).

    .venv/bin/python -m tools.research.endings_census [--games 90] [--level medium] [--seed 1]

Plays ``--games`` seeded games at 2 to 4 players, every seat ``--level``, and before every turn
plays every legal turn (``core.movegen.legal_moves``) to find those that end the game with
the mover among its winners. It prints how many positions have one, how many of them the
reading misses (``readings.endings.winning_ending`` finds none: 23 of 123 before issue 55,
when it assumed two region tiles a turn and tried a chosen few turns), how often the level
played such a turn there, and how many games a seat lost after passing one up. Of those
positions, the ones where a turn makes the mover the only winner (what the searching levels
take without searching since issue 67, ``ai.wins``) are counted apart, with how many the level
passed over; ``--show`` prints where (game seed and move number) to open such a position.
Measured when hard began taking them (seeds 1 and 2, 15 + 24 games): ``hard-no-wins`` passed
over 15 of 39 such positions (2 seats lost after), ``hard`` none of 24.
"""

from __future__ import annotations

import argparse
import sys

from franchise import Game, Setup
from franchise.ai import choose
from franchise.core.movegen import legal_moves
from franchise.core.rules import play
from franchise.core.state import Phase, State, win_shares
from franchise.lab.levels import REFERENCE_LEVELS
from franchise.readings.endings import winning_ending

NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
assert REFERENCE_LEVELS  # importing the laboratory registers its levels for ``--level``


def winning_turns(state: State) -> dict:
    """Every legal turn that ends the game with the mover among the winners, with the mover's
    share of the victory (1: the only winner)."""
    found = {}
    for move in legal_moves(state):
        after = state.copy()
        play(after, move)
        if after.phase is Phase.OVER and (share := win_shares(after)[state.current]) > 0:
            found[move] = share
    return found


def census(games: int, level: str, seed: int, show: bool = False) -> dict[str, int]:
    kinds = ("positions", "with_a_winning_end", "missed", "taken", "lost_after", "alone")
    counts = dict.fromkeys((*kinds, "alone_passed", "lost_after_alone"), 0)
    for index in range(games):
        players = 2 + index % 3
        game = Game(Setup(NAMES[:players], seed=seed * 1000 + index))
        passed_alone: set[int] = set()
        passed_up: set[int] = set()
        while not game.is_over():
            move = choose(game, level)
            if game.state.phase is Phase.TURN:
                counts["positions"] += 1
                wins = winning_turns(game.state)
                if wins:
                    counts["with_a_winning_end"] += 1
                    counts["missed"] += winning_ending(game.state) is None
                    if move in wins:
                        counts["taken"] += 1
                    else:
                        passed_up.add(game.current)
                    if 1 in wins.values():
                        counts["alone"] += 1
                        if wins.get(move) != 1:
                            counts["alone_passed"] += 1
                            passed_alone.add(game.current)
                            if show:
                                print(
                                    f"passed over: seed {game.setup.seed}, move {len(game.moves)}"
                                )
            game.advance(move)
        counts["lost_after"] += sum(seat not in game.winners for seat in passed_up)
        counts["lost_after_alone"] += sum(seat not in game.winners for seat in passed_alone)
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=90)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", action="store_true", help="print where a win alone was passed")
    args = parser.parse_args()
    counts = census(args.games, args.level, args.seed, args.show)
    print(f"{args.games} games of {args.level} (2-4 players, seed {args.seed}):")
    print(
        f"{counts['positions']} turns; {counts['with_a_winning_end']} with a turn that ends the "
        f"game and wins; the reading misses {counts['missed']}; the level took one "
        f"{counts['taken']} times; {counts['lost_after']} seats lost after passing one up"
    )
    print(
        f"{counts['alone']} with a turn that wins alone; the level passed over "
        f"{counts['alone_passed']}; {counts['lost_after_alone']} seats lost after passing one up"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
