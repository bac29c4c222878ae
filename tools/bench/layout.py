"""Time the board's collision pass (web/board/layout.py) and count what it places, without a
browser.

    python -m tools.bench.layout [--runs 5]

The pass runs at build time; the page only reads its result (assets/layout.json in app.zip).
The machine is noisy, so the figures come with two baselines measured in the same run: reading
the layout back from JSON (the page's only layout work at start-up) and playing one random
4-player game with the engine (a yardstick of this machine's Python speed).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from franchise import Game, Setup
from web.board.layout import BoardLayout, compute_layout, layout_items, spread_places


def median_seconds(work: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def random_game() -> None:
    game = Game(Setup(("A", "B", "C", "D"), seed=1))
    rng = random.Random(1)
    while not game.is_over():
        game.apply_unchecked(game.random_move(rng), keep_undo=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    layout = compute_layout()
    text = layout.to_json()
    groups = layout_items(spread_places())
    items = sum(len(group) for group in groups)
    candidates = sum(len(item.candidates) for group in groups for item in group)
    shapes = sum(len(item.candidates[0].shapes) for group in groups for item in group)
    places = len(layout.places)
    print(f"items placed: {items} ({shapes} boxes and discs) around {places} fixed place halos")
    print(f"  names with tag room {len(layout.labels)}, link costs {len(layout.badges)}, ", end="")
    print(f"region tiles {len(layout.tiles)}; candidate positions {candidates}")
    print(f"layout.json: {len(text)} bytes")
    compute = median_seconds(compute_layout, runs)
    read = median_seconds(lambda: BoardLayout.from_json(text), runs * 20)
    game = median_seconds(random_game, runs)
    print(f"collision pass (build time): {compute * 1000:.0f} ms (median of {runs})")
    print(
        f"read layout.json (page start-up): {read * 1000:.2f} ms, pass/read = {compute / read:.0f}x"
    )
    print(f"one random 4-player game: {game * 1000:.0f} ms, pass/game = {compute / game:.2f}x")


if __name__ == "__main__":
    main()
