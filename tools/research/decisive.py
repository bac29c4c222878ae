"""What decides the games of hard against itself, by player count (issue 36's question at 4).

    .venv/bin/python -m tools.research.decisive [--mix hard] [--json]

Reads the cached self-play games (tools/research/selfplay.py; ``fit_evaluation generate
--mix hard`` plays them: every seat hard at the page's budget) and replays each one. For every
player count it prints how often each seat wins, how the games end, how long they last and by
how much they are won, and how early the winner can be seen: how often the seat the learned
evaluation rates best (between equals, as the search reads positions) at a share of the game
goes on to win, and how often the seat ahead on the projected final score does (influence plus
the end's points for towns, money and bonus tiles, ``rules.projected_scores``). A search can
only gain where the position still says little: if the leader at three quarters of the game
mostly wins, the game was decided earlier; if not, what decides it lies in the last turns.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from collections.abc import Callable, Sequence

from franchise.ai.learned import win_chances
from franchise.core.rules import projected_scores
from franchise.core.state import Phase, State
from tools.research.selfplay import MIXES, cached_games, replay

#: The shares of a game at which the leader is compared with the winner.
MARKS = (0.5, 0.75, 0.9)
Leader = Callable[[State], Sequence[float]]
#: Who leads a position: the learned evaluation's favourite, or the projected final score's.
LEADERS: dict[str, Leader] = {"evaluation": win_chances, "projected": projected_scores}


def leaders_of(record: dict) -> dict:
    """One cached game's end reason and, before every move, each way's leading seat."""
    players = len(record["levels"])
    leaders: dict[str, list[int]] = {name: [] for name in LEADERS}
    for state in replay(record):
        if state.phase is Phase.OVER:
            return {"end": state.end_reason.name, "leaders": leaders}
        for name, leader in LEADERS.items():
            values = leader(state)
            leaders[name].append(max(range(players), key=values.__getitem__))
    raise ValueError(f"the cached game of seed {record['seed']} does not end")


def last_change(seats: list[int]) -> float:
    """The share of the game at which the leading seat last changed (0: it never did)."""
    changes = [i for i in range(1, len(seats)) if seats[i] != seats[i - 1]]
    return max(changes, default=0) / len(seats)


def second_best_gap(scores: list[int]) -> int:
    """The winner's lead over the runner-up (0 for a shared top score)."""
    ranked = sorted(scores)
    return ranked[-1] - ranked[-2]


def figures(records: list[dict]) -> dict:
    """The figures of the games of one player count."""
    players = len(records[0]["levels"])
    wins = [0.0] * players
    ends: Counter[str] = Counter()
    seen = {f"{name} at {mark}": 0 for name in LEADERS for mark in MARKS}
    changes = []
    for record in records:
        for seat in record["winners"]:
            wins[seat] += 1 / len(record["winners"])
        played = leaders_of(record)
        ends[played["end"]] += 1
        for name, seats in played["leaders"].items():
            for mark in MARKS:
                seen[f"{name} at {mark}"] += seats[int(mark * len(seats))] in record["winners"]
        changes.append(last_change(played["leaders"]["evaluation"]))
    count = len(records)
    margins = [second_best_gap(r["scores"]) for r in records]
    return {
        "games": count,
        "seat_wins": [round(w / count, 3) for w in wins],
        "ends": dict(ends),
        "moves_median": statistics.median(len(r["moves"]) for r in records),
        "winning_margin_median": statistics.median(margins),
        "shared_wins": sum(len(r["winners"]) > 1 for r in records),
        "leader_wins": {key: round(value / count, 3) for key, value in seen.items()},
        "last_change_of_leader_median": round(statistics.median(changes), 2),
    }


def by_players(mix: str) -> dict[int, dict]:
    """The figures of the cached games of ``mix`` (every seat of one of its levels)."""
    levels = set(MIXES[mix])
    games: dict[int, list[dict]] = {}
    for record in cached_games(held_out=None):
        if set(record["levels"]) <= levels:
            games.setdefault(len(record["levels"]), []).append(record)
    return {players: figures(records) for players, records in sorted(games.items())}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mix", choices=sorted(MIXES), default="hard", help="whose games")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    result = by_players(args.mix)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    for players, row in result.items():
        print(
            f"{players} players, {row['games']} games: seats win {row['seat_wins']}; ends "
            f"{row['ends']}; {row['moves_median']} moves; won by {row['winning_margin_median']}"
            f" points (median), {row['shared_wins']} shared"
        )
        print(
            f"  the leader goes on to win: {row['leader_wins']}; the evaluation's leader "
            f"last changes at {row['last_change_of_leader_median']} of the game (median)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
