"""How many key presses a turn takes on the map's keys, over the turns of real games.

    python -m tools.research.key_presses [--games 30] [--seed 1]

Plays ``--games`` 2-4 player games of medium against itself and, for every turn after the
start towns, counts the fewest presses that enter the turn played with the page's keys, as
web/page/keys.py answers them (``web.board.map_keys``): the focus starts where the page puts
it after a move (``first_stop``), N and Shift+N go round the places the turn may use
(``next_stop``), Enter uses the place with the focus, 1-3 take a bonus tile, E ends the turn.
Prints, as JSON, the mean and the largest count, and the mean of the turns with $10, an
expansion and an increase (issue 58 asked for 8 at most). Run it on an older checkout to
compare before and after: it reads the keys from the code it runs with.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from collections import deque
from collections.abc import Callable

from franchise import Bonus, Game, Setup, TurnMove
from franchise.ai import choose
from web.board.map_keys import first_stop, next_stop
from web.session.draft import Draft

TILE_KEYS = 1  # "1", "2" or "3": one press


def stops_of(draft: Draft) -> Callable[[int | None, bool], int | None]:
    """The place N (``True``) or Shift+N (``False``) takes the focus to, as the page does."""
    targets, increases = dict(draft.targets()), list(draft.increase_options())
    full = len(draft.expansions) >= draft.max_expansions()
    held = list(draft.expansions) if full else []

    def step(current: int | None, forward: bool) -> int | None:
        try:
            return next_stop(current, targets, increases, forward, held=held)
        except TypeError:  # an older checkout: its next_stop knows no markers
            return next_stop(current, targets, increases, forward)

    return step


def presses_to(
    start: int | None,
    goal: int,
    step: Callable[[int | None, bool], int | None],
    both_ways: bool = True,
) -> int:
    """The fewest N (and, if ``both_ways``, Shift+N) presses from ``start`` to ``goal`` (a
    breadth-first search)."""
    seen, queue = {start}, deque([(start, 0)])
    while queue:
        place, count = queue.popleft()
        if place == goal:
            return count
        for forward in (True, False) if both_ways else (True,):
            after = step(place, forward)
            if after is not None and after not in seen:
                seen.add(after)
                queue.append((after, count + 1))
    raise ValueError(f"place {goal} cannot be reached by the keys")


def turn_presses(game: Game, move: TurnMove, both_ways: bool = True) -> int:
    """The presses that enter ``move`` in ``game``'s position, E included: the fewest with N
    and Shift+N, or (not ``both_ways``) with N alone, as a person who only presses N does."""
    draft = Draft(game)
    try:
        focus: int | None = first_stop(game.state, dict(draft.targets()))
    except TypeError:  # an older checkout: its first_stop takes a set of targets
        focus = first_stop(game.state, set(draft.targets()))
    count = 1  # E
    if move.bonus is not None:
        count += TILE_KEYS
        draft.toggle_bonus(move.bonus)
    clicks = [*move.expansions, *move.increases]
    if move.double_share is not None:
        clicks.append(move.double_share)
    for place in clicks:
        count += presses_to(focus, place, stops_of(draft), both_ways) + 1  # Enter
        focus = place
        draft.click_place(place)
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    counts: dict[str, list[int]] = {"n_and_shift_n": [], "n_only": []}
    full: dict[str, list[int]] = {"n_and_shift_n": [], "n_only": []}  # $10, >, +
    for number in range(args.games):
        players = 2 + number % 3
        game = Game(Setup(tuple("ABCD"[:players]), seed=rng.randrange(1 << 30)))
        while not game.is_over():
            move = choose(game, "medium")
            if isinstance(move, TurnMove) and (move.expansions or move.increases):
                for way, both_ways in (("n_and_shift_n", True), ("n_only", False)):
                    presses = turn_presses(game, move, both_ways)
                    counts[way].append(presses)
                    if move.bonus is Bonus.DOLLARS and move.expansions and move.increases:
                        full[way].append(presses)
            game.apply(move)
    figures = {
        way: {
            "turns": len(counts[way]),
            "mean": round(statistics.mean(counts[way]), 2),
            "max": max(counts[way]),
            "dollars_expansion_increase_mean": round(statistics.mean(full[way]), 2),
            "dollars_expansion_increase_max": max(full[way]),
        }
        for way in counts
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
