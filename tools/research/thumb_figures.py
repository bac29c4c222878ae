"""Figures of the screen for thumbs (issue 48), for any build of the page (not a test).

    python -m tools.research.thumb_figures [--site DIR]

Prints, as JSON, for the build in ``--site`` (today's dist/ by default; an older build's to
compare before and after):
- ``guide``: what covers the guided game's words and buttons (tools/harness/screen_checks.py
  ``COVERED``) on a 390x844 touch phone in German (the longest words) at its first step, and
  after a wrong tap at its second;
- ``hint``: what covers a hint's advice and reasons on that phone, right after the tap on Hint
  (the search at a twentieth of hard's budget, the tests' pace);
- ``recap``: what covers the recap of a table of two people on one screen, on a 1024x768
  tablet in French;
- ``too_small``: how many controls and places in view are under 24 CSS px to tap, on the phone
  and the tablet, at a 4-player game's 17th move (``TOO_SMALL``);
- ``tablet_map``: the map's box on the tablet, in CSS px (``MAP_BOX``).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

from franchise import BOARD, Setup
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id
from tools.build.site import DIST
from tools.harness.games import eager_game, share_fragment
from tools.harness.play import GUIDE_STEP, click_place, start_game, use_guide_target, wait_idle
from tools.harness.screen_checks import COVERED, MAP_BOX, TOO_SMALL
from tools.harness.site import launch, served

GUIDE_PARTS = ["#guide .guide-head", "#guide-words", "#guide .actions button"]
PHONE, TABLET = (390, 844), (1024, 768)


def opened(browser: Browser, url: str, size: tuple[int, int], touch: bool) -> Page:
    context = browser.new_context(
        viewport={"width": size[0], "height": size[1]}, has_touch=touch, is_mobile=touch
    )
    context.add_init_script("window.franchiseBudgetShare = 0.05")
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    return page


def guide(browser: Browser, base: str) -> dict[str, list[str]]:
    page = opened(browser, f"{base}?lang=de", PHONE, touch=True)
    page.click("#dlg-new [data-guide='start']")
    page.wait_for_function(f"() => {GUIDE_STEP} === '1'")
    page.wait_for_selector("body[data-busy='0'] [data-guide-target]")
    first = page.evaluate(COVERED, GUIDE_PARTS)
    use_guide_target(page)
    page.wait_for_function(f"() => {GUIDE_STEP} === '2'")
    page.wait_for_selector("body[data-busy='0'] [data-guide-target]")
    click_place(page, BOARD.place_index["new-york"])  # not the step's place
    page.wait_for_selector("#hint:not(:empty)")
    wrong = page.evaluate(COVERED, [*GUIDE_PARTS, "#hint"])
    page.context.close()
    return {"step 1": first, "a wrong tap at step 2": wrong}


def hint(browser: Browser, base: str) -> list[str]:
    setup = Setup(("Ann", "Bob", "Cy"), seed=6, first_player=0)
    computers = {name: ComputerLevel.HARD for name in setup.players[1:]}
    record = Record.of(eager_game(setup, 6, 15), new_game_id(), computers=computers)
    page = opened(browser, f"{base}#{encode_link(record)}", PHONE, touch=True)
    page.click("[data-action='hint']")
    page.wait_for_selector("body[data-hint='shown']", timeout=120_000)
    covered = page.evaluate(COVERED, ["#advice", "#advice-reasons li"])
    page.context.close()
    return covered


def recap(browser: Browser, base: str) -> list[str]:
    page = opened(browser, f"{base}?lang=fr", TABLET, touch=False)
    start_game(page, ["Sam", "Jan"])
    click_place(page, BOARD.place_index["raleigh"])
    wait_idle(page)
    page.wait_for_selector("#since-turn:not([hidden])")
    covered = page.evaluate(COVERED, ["#since-turn-title", "#since-turn-list li"])
    page.context.close()
    return covered


def sizes(browser: Browser, base: str) -> tuple[dict[str, int], list[int]]:
    fragment = share_fragment(eager_game(Setup(("Ann", "Bob", "Cy", "Dee"), seed=4), 3, 16))
    small, tablet_map = {}, []
    for name, size, touch in (("phone", PHONE, True), ("tablet", TABLET, False)):
        page = opened(browser, base + fragment, size, touch)
        small[name] = len(page.evaluate(TOO_SMALL))
        if name == "tablet":
            tablet_map = page.evaluate(MAP_BOX)[:2]
        page.context.close()
    return small, tablet_map


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=DIST, help="a built dist/ folder")
    options = parser.parse_args()
    with served(options.site.resolve()) as base, sync_playwright() as playwright:
        browser = launch(playwright)
        small, tablet_map = sizes(browser, base)
        figures = {
            "guide": guide(browser, base),
            "hint": hint(browser, base),
            "recap": recap(browser, base),
            "too_small": small,
            "tablet_map": tablet_map,
        }
        browser.close()
    print(json.dumps(figures, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
