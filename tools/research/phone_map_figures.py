"""Figures of the map's views on a phone and a desktop, in CPython (not a test).

    python -m tools.research.phone_map_figures

Prints, for the board's box on a 390x844 phone (378.4 px wide, 10:7) and a 1366x800 desktop
(990 px wide, buttons about 235x36 px at its top right):
- how high place names are drawn in a phone's first view of a new game, in the whole-board
  view ("Fit", with both tracks), and in the first view the page had before (the regions in
  play without the tracks), for 2 to 5 players;
- how often a phone's first view shows every target of a turn, and what share of them, over
  the first turns and first eight turns of random 2-player games (standard and introductory);
- "My targets" on a phone at 8 px and at 10 px names: how often its view reads at that size
  and shows every target whole with its name (why it stays at 8 px);
- how often "My targets" on a desktop would put a target under the map's buttons without the
  band kept free for them (``viewport.below``), and with it;
- what the phone's views cost in CPython: a first view of the 20 start towns of a 4-player game
  (once per game), and the tracks' strip against the board's own view model (every redraw),
  measured in the same run.
"""

from __future__ import annotations

import random
import timeit

from franchise import BOARD, Game, Setup
from franchise.core.movegen import start_moves
from tools.harness.games import two_player_turns
from web.board.first_view import first_view
from web.board.geometry import LABEL_FONT
from web.board.viewport import (
    MIN_SIZE,
    ViewBox,
    below,
    clamp,
    fit,
    frame,
    place_bounds,
    readable_width,
    regions_in_play,
)
from web.screens.board import board_view
from web.screens.track_strip import strip_view
from web.text.catalogue import Text

PHONE, ASPECT = 378.4, 10 / 7
DESKTOP = 990.0
BUTTONS = (DESKTOP - 5 - 235, 5.0, DESKTOP - 5, 41.0)  # left, top, right, bottom in CSS px


def name_px(view: ViewBox, width: float) -> float:
    return LABEL_FONT * width / view.width


def shown(view: ViewBox, places) -> int:
    return sum(place_bounds(p, named=False).inside(view.box) for p in places)


def under_buttons(view: ViewBox, places) -> bool:
    scale = DESKTOP / view.width
    for place in places:
        box = place_bounds(place, named=False)
        left, right = (box.left - view.x) * scale, (box.right - view.x) * scale
        top, bottom = (box.top - view.y) * scale, (box.bottom - view.y) * scale
        if left < BUTTONS[2] and right > BUTTONS[0] and top < BUTTONS[3] and bottom > BUTTONS[1]:
            return True
    return False


def names_on_a_phone() -> None:
    print("Place names on a 390x844 phone (CSS px):")
    for players in range(2, 6):
        game = Game(Setup(tuple("ABCDE"[:players])))
        regions = regions_in_play(game.table.active_region)
        towns = [move.town for move in start_moves(game.state)]
        before = name_px(fit(regions, ASPECT), PHONE)
        now = name_px(first_view(towns, regions, ASPECT, PHONE), PHONE)
        whole = name_px(fit(regions, ASPECT, tracks=True), PHONE)
        print(
            f"  {players} players: first view {before:.2f} before, {now:.2f} now; Fit {whole:.2f}"
        )


def first_views() -> None:
    print("A phone's first view of a turn's targets:")
    for variant, games, turns in (("standard", 200, 2), ("standard", 60, 8), ("intro", 60, 8)):
        counted = whole = 0
        share = 0.0
        for _, _, targets in two_player_turns(variant, games=games, turns=turns):
            seen = shown(first_view(targets, [], ASPECT, PHONE), targets)
            counted += 1
            whole += seen == len(targets)
            share += seen / len(targets)
        print(
            f"  {variant}, first {turns} turns of {games} games: every target in view "
            f"{whole / counted:.0%}, targets in view {share / counted:.0%} on average"
        )


def my_targets_on_a_phone() -> None:
    print('"My targets" on a phone, first 2 turns of 200 standard games:')
    for px in (8.0, 10.0):
        counted = readable = named = 0
        widest = readable_width(PHONE, px)
        for _, _, targets in two_player_turns("standard", games=200, turns=2):
            # Zoomed in no closer than the page does, nor kept farther than ``px`` allows.
            view = frame(targets, ASPECT, min(3 * MIN_SIZE, widest / ASPECT), widest)
            counted += 1
            readable += name_px(view, PHONE) >= px - 1e-9
            named += all(place_bounds(p).inside(view.box) for p in targets)
        print(f"  at {px:.0f} px: readable {readable / counted:.0%}, whole {named / counted:.0%}")


def buttons_on_a_desktop() -> None:
    print('"My targets" at 1366x800, first 8 turns of 60 standard games:')
    height = DESKTOP / ASPECT
    band = BUTTONS[3]
    counted = plain = kept = 0
    for _, _, targets in two_player_turns("standard", games=60, turns=8):
        widest = readable_width(DESKTOP)
        counted += 1
        plain += under_buttons(clamp(frame(targets, ASPECT, max_size=widest)), targets)
        framed = frame(targets, DESKTOP / (height - band), max_size=widest)
        kept += under_buttons(clamp(below(framed, band, DESKTOP)), targets)
    print(f"  a target under the buttons: {plain} of {counted} views without the band, {kept} with")


def per_call_ms(call, number: int) -> float:
    """The best of five runs of ``number`` calls, per call, in milliseconds."""
    return min(timeit.repeat(call, number=number, repeat=5)) / number * 1000


def costs() -> None:
    print("Costs in CPython:")
    game = Game(Setup(("A", "B", "C", "D"), seed=4))
    towns = [move.town for move in start_moves(game.state)]
    regions = regions_in_play(game.table.active_region)
    ms = per_call_ms(lambda: first_view(towns, regions, ASPECT, PHONE), 20)
    print(f"  a phone's first view of the {len(towns)} start towns: {ms:.2f} ms (once per game)")
    rng, text = random.Random(3), Text.load("en")
    for _ in range(40):
        game.apply(game.random_move(rng))
    board = per_call_ms(lambda: board_view(game.state, None, text), 200)
    strip = per_call_ms(lambda: strip_view(game.state, text), 200)
    print(f"  tracks' strip {strip:.3f} ms per redraw, {strip / board:.2f}x the board's view model")


def main() -> None:
    names_on_a_phone()
    first_views()
    my_targets_on_a_phone()
    buttons_on_a_desktop()
    costs()
    print(f"({len(BOARD.places)} places on the board)")


if __name__ == "__main__":
    main()
