"""Screenshots of the screens issue 70 fixed, on a French phone (390x844) and at 1440x900.

    python -m tools.research.issue70_screens [--site DIR] [--out DIR]

Saves ``<out>/issue70-<screen>-<fr-phone|desktop>.png`` (by default into docs/screenshots/):
- ``puzzle-counts``: the puzzles' solved counts by theme ("La zone rouge : 0 sur 7");
- ``rules-track``: the quick reference's region track, cell 10 and all (on the phone; the
  phone's Rules have no Keys tab);
- ``all-map``: the map after "Tout" (every place in play);
- ``new-game``: the new-game dialog's radio buttons and checkbox, 24 px;
- ``puzzle-verdict``: a puzzle tried once, its verdict whole (and the drafted turn's outcome
  above the dock at 1440x900);
- ``hint``: a hint with its reasons, the chance line and the outcome above the dock;
- ``review-chart``: the review's chart at its first marked turn, the figures after it in rows
  under the axis;
- ``guide-tap``: the guide's step asking for Charlotte (solid frame) beside Indianapolis
  (dashed frame);
- ``recap`` (phone only): what the next of five people at one phone missed, whole.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Browser, Page

from franchise import Game, Setup
from franchise.ai import bundled, encode_puzzle_link
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record
from tools import ROOT
from tools.harness.games import eager_game
from tools.harness.play import click_place, menu_action, play_move, start_game
from tools.harness.site import screenshot_tool
from tools.research.screenshots import game_link, new_page, open_game

OUT = ROOT / "docs" / "screenshots"
#: The screens' sizes: a phone (at scale 2) and a desktop, both in French.
SIZES = {"fr-phone": (390, 844, 2), "desktop": (1440, 900, 1)}
#: A game of three people in its middle.
GAME = game_link(3, 14, seed=7)
#: The review's search: the browser tests' small budget (tests/browser/test_review.py).
REVIEW_LEVEL = "hard:200:4"


def puzzle_counts(page: Page, base: str) -> None:
    open_game(page, f"{base}?lang=fr{GAME}")
    menu_action(page, "#btn-puzzles")
    page.wait_for_selector("#dlg-puzzles[open] .puzzle-themes li")


def rules_track(page: Page, base: str) -> None:
    open_game(page, f"{base}?lang=fr{GAME}")
    menu_action(page, "#btn-rules")
    page.wait_for_selector("[data-rules][data-state='ready'][data-tab='quick']")
    page.evaluate("document.querySelectorAll('#rules-body table')[1].scrollIntoView()")


def all_map(page: Page, base: str) -> None:
    open_game(page, f"{base}?lang=fr{GAME}")
    page.click("[data-action='fit']")
    page.wait_for_timeout(400)  # the view's change is drawn in the next frames


def new_game(page: Page, base: str) -> None:
    open_game(page, f"{base}?lang=fr{GAME}")
    menu_action(page, "#btn-new")
    page.wait_for_selector("#dlg-new[open]")
    page.evaluate("document.getElementById('variant-intro').scrollIntoView({block: 'center'})")


def puzzle_verdict(page: Page, base: str) -> None:
    puzzle = next(p for p in bundled() if p.preferred.bonus is None)
    page.goto(f"{base}?lang=fr#{encode_puzzle_link(puzzle)}")
    page.wait_for_selector("#puzzle:not([hidden])", timeout=120_000)
    for place in (*puzzle.played.expansions, *puzzle.played.increases):
        click_place(page, place)
    page.click("#btn-end")
    page.wait_for_selector("#puzzle-body .puzzle-verdict")


def hint(page: Page, base: str) -> None:
    setup = Setup(("Ann", "Bob", "Cy"), seed=6, first_player=0)
    computers = {name: ComputerLevel.HARD for name in setup.players[1:]}
    record = Record.of(eager_game(setup, 6, 15), "00000000c0e5", computers=computers)
    open_game(page, f"{base}?lang=fr#{encode_link(record)}")
    page.check("#show-chances")
    page.click("#btn-hint")
    page.wait_for_selector("body[data-hint='shown'] #advice-reasons li", timeout=120_000)
    page.wait_for_function("document.getElementById('chances').textContent.includes('%')")


def review_chart(page: Page, base: str) -> None:
    game = eager_game(Setup(("Ann", "Bob"), variant="intro", seed=37), seed=37)
    record = Record.of(game, "00000000a11c", computers={"Bob": ComputerLevel.MEDIUM})
    page.goto(f"{base}?lang=fr#{encode_link(record)}")
    page.wait_for_selector("#dlg-over[open]", timeout=120_000)
    page.evaluate(f"franchiseReviewLevel('{REVIEW_LEVEL}')")
    page.click("#btn-review")
    page.wait_for_selector("body[data-review='done']", timeout=300_000)
    page.click("#review-next-mistake")
    page.wait_for_selector(".review-after text")
    page.evaluate("document.querySelector('.review-chart').scrollIntoView({block: 'center'})")


def guide_tap(page: Page, base: str) -> None:
    page.goto(f"{base}?lang=fr")
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    page.click("#dlg-new [data-guide='start']")
    page.wait_for_selector("#guide[data-guide-step='1']")
    page.click("#btn-guide-next")
    page.wait_for_selector("#guide-frame .guide-ring.tap")


def recap(page: Page, base: str) -> None:
    page.goto(f"{base}?lang=fr")
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    names = ["Ann", "Bob", "Cy", "Dee", "Eve"]
    start_game(page, names)
    seed = int(page.evaluate("JSON.parse(franchiseSnapshot()).setup.seed"))
    game = Game(Setup(tuple(names), first_player=0, seed=seed))
    rng = random.Random(5)
    while len(game.moves) < 12:
        move = game.random_move(rng)
        play_move(page, game, move)
        game.apply(move)
    page.wait_for_selector("#since-turn:not([hidden]) #since-turn-list li")
    page.evaluate("document.getElementById('since-turn').scrollIntoView({block: 'start'})")


SCREENS: dict[str, Callable[[Page, str], None]] = {
    "puzzle-counts": puzzle_counts,
    "rules-track": rules_track,
    "all-map": all_map,
    "new-game": new_game,
    "puzzle-verdict": puzzle_verdict,
    "hint": hint,
    "review-chart": review_chart,
    "guide-tap": guide_tap,
    "recap": recap,
}
#: Screens shot on the phone only.
PHONE_ONLY = {"recap"}


def shoot(browser: Browser, base: str, out: Path, label: str) -> list[Path]:
    """Every screen of ``SCREENS`` at each size of ``SIZES`` (a phone-only one on the phone)."""
    shots = []
    for name, scene in SCREENS.items():
        for size, (width, height, scale) in SIZES.items():
            if name in PHONE_ONLY and size != "fr-phone":
                continue
            page = new_page(browser, width, height, scale)
            scene(page, base)
            shots.append(out / f"{label}-{name}-{size}.png")
            page.screenshot(path=str(shots[-1]))
            page.context.close()
    return shots


def main() -> None:
    screenshot_tool(__doc__.splitlines()[0], shoot, out=OUT, label="issue70")


if __name__ == "__main__":
    main()
