"""How many key presses a turn takes on the map's keys, over the turns of real games.

    python -m tools.research.key_presses [--games 30] [--seed 1]

Plays ``--games`` 2-4 player games of medium against itself and, for every turn after the
start towns, counts the fewest presses that enter the turn played with the page's keys, as
web/page/keys.py answers them (``web.board.map_keys``): the focus starts where the page puts
it after a move (``first_stop``), N and B go round the places the turn may use
(``next_stop``), a letter typed on the map goes to the next of them whose name starts with
it (``letter_stop``; not the letters the page's shortcuts take), Enter uses the place with the
focus, 1-3 take a bonus tile, E ends the turn. Prints, as JSON, for each way of moving (N and
B; N alone; N, B and letters) the mean and the largest count, and those of the
turns with $10, an expansion and an increase, and of those with exactly one of each (issue 58
asked for 8 at most). Run it on an older checkout to compare before and after: it reads the
keys from the code it runs with (a checkout without letters prints no letters' figures).
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

try:
    from web.board.map_keys import letter_stop, stop_order
    from web.screens.shortcuts import taken_letters
except ImportError:  # an older checkout: no letters on the map
    letter_stop = None

TILE_KEYS = 1  # "1", "2" or "3": one press


#: A key that moves the focus: N (``True``), B (``False``) or a letter typed on the map.
Move = bool | str


def stops_of(draft: Draft) -> Callable[[int | None, Move], int | None]:
    """The place a key takes the focus to, as the page does."""
    targets, increases = dict(draft.targets()), list(draft.increase_options())
    full = len(draft.expansions) >= draft.max_expansions()
    held = list(draft.expansions) if full else []

    def step(current: int | None, key: Move) -> int | None:
        if isinstance(key, str):
            return letter_stop(current, stop_order(targets, increases, held=held), key)
        try:
            return next_stop(current, targets, increases, key, held=held)
        except TypeError:  # an older checkout: its next_stop knows no markers
            return next_stop(current, targets, increases, key)

    return step


#: How a person moves the focus, by name: the keys they press.
WAYS: dict[str, tuple[Move, ...]] = {"n_and_shift_n": (True, False), "n_only": (True,)}
if letter_stop is not None:
    FREE = sorted(set("abcdefghijklmnopqrstuvwxyz") - set(taken_letters().lower()))
    WAYS["n_shift_n_and_letters"] = (True, False, *FREE)


def presses_to(
    start: int | None,
    goal: int,
    step: Callable[[int | None, Move], int | None],
    keys: tuple[Move, ...] = (True, False),
) -> int:
    """The fewest presses of ``keys`` from ``start`` to ``goal`` (a breadth-first search)."""
    seen, queue = {start}, deque([(start, 0)])
    while queue:
        place, count = queue.popleft()
        if place == goal:
            return count
        for key in keys:
            after = step(place, key)
            if after is not None and after not in seen:
                seen.add(after)
                queue.append((after, count + 1))
    raise ValueError(f"place {goal} cannot be reached by the keys")


def turn_presses(game: Game, move: TurnMove, keys: tuple[Move, ...] = (True, False)) -> int:
    """The presses that enter ``move`` in ``game``'s position, E included, moving the focus
    with ``keys`` (N and B; N alone, as a person who only presses N does; letters)."""
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
        count += presses_to(focus, place, stops_of(draft), keys) + 1  # Enter
        focus = place
        draft.click_place(place)
    return count


def summary(counts: list[int]) -> tuple[float, int]:
    return round(statistics.mean(counts), 2), max(counts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    counts: dict[str, list[int]] = {way: [] for way in WAYS}
    full: dict[str, list[int]] = {way: [] for way in WAYS}  # $10, >, +
    one: dict[str, list[int]] = {way: [] for way in WAYS}  # $10, one >, one +
    for number in range(args.games):
        players = 2 + number % 3
        game = Game(Setup(tuple("ABCD"[:players]), seed=rng.randrange(1 << 30)))
        while not game.is_over():
            move = choose(game, "medium")
            if isinstance(move, TurnMove) and (move.expansions or move.increases):
                for way, keys in WAYS.items():
                    presses = turn_presses(game, move, keys)
                    counts[way].append(presses)
                    if move.bonus is Bonus.DOLLARS and move.expansions and move.increases:
                        full[way].append(presses)
                        if len(move.expansions) == len(move.increases) == 1:
                            one[way].append(presses)
            game.apply(move)
    figures = {}
    for way in WAYS:
        mean, most = summary(counts[way])
        full_mean, full_most = summary(full[way])
        one_mean, one_most = summary(one[way])
        figures[way] = {
            "turns": len(counts[way]),
            "mean": mean,
            "max": most,
            "dollars_expansion_increase_mean": full_mean,
            "dollars_expansion_increase_max": full_most,
            "dollars_one_expansion_one_increase_turns": len(one[way]),
            "dollars_one_expansion_one_increase_mean": one_mean,
            "dollars_one_expansion_one_increase_max": one_most,
        }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
