"""Screenshots of the teacher's figure (issue 65), from any build of the page.

    python -m tools.research.teacher_screens [--site DIR] [--out DIR] [--label NAME]

Saves, as ``<out>/<label>-*.png``:
- ``turn-start``: a 2-player game of people in its middle, at 1366x800 in English, as the
  turn starts with the chances shown (the figure between equals, what it means and the
  expected finish), and ``turn-draft`` after a tap on a target (the draft's change beside it);
- ``turn-start-fr-phone`` and ``turn-draft-fr-phone``: the same on a 390x844 phone in French;
- ``own-puzzle`` and ``own-puzzle-fr-phone``: a puzzle made from the person's own reviewed
  game (the browser tests' game, reviewed at their small budget), failed twice with the turn
  played: the answer, its reasons and the turn it was weighed against.
The review's turn with its reasons and a bundled puzzle answered are tools.research.screenshots'
``review-why`` and ``puzzle-failed`` scenarios (``--only``).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page

from tools.harness.play import click_place, menu_action
from tools.harness.site import screenshot_tool
from tools.research.screenshots import TARGET_IN_VIEW, game_link, new_page, open_game

#: A game of two people in its middle (eager random turns), the same on every build.
GAME = game_link(2, 14, seed=7, names=("Ann", "Bob"))


def turn_shots(page: Page, base: str, language: str, out: Path, label: str) -> list[Path]:
    """The turn as it starts with the chances shown, then with one target drafted."""
    open_game(page, f"{base}?lang={language}{GAME}")
    page.check("#show-chances")
    page.wait_for_function("document.getElementById('chances').textContent.includes('%')")
    suffix = "" if language == "en" else f"-{language}-phone"
    shots = [out / f"{label}-turn-start{suffix}.png", out / f"{label}-turn-draft{suffix}.png"]
    page.evaluate("document.getElementById('chances').scrollIntoView({block: 'center'})")
    page.screenshot(path=str(shots[0]))
    page.locator(f"[data-place='{page.evaluate(TARGET_IN_VIEW)}'] .halo").click()
    page.wait_for_selector(".place.marked")
    page.wait_for_function("document.getElementById('chances').textContent.split('%').length > 3")
    page.evaluate("document.getElementById('chances').scrollIntoView({block: 'center'})")
    page.screenshot(path=str(shots[1]))
    page.context.close()
    return shots


def own_puzzle(page: Page, base: str, language: str, shot: Path) -> Path:
    """The first puzzle of the person's own reviewed game, tried twice with the turn played."""
    from franchise import Setup
    from franchise.ai import puzzles_from_review
    from franchise.records.link import encode_link
    from franchise.records.record import ComputerLevel, Record
    from franchise.review.reviewer import review
    from tools.harness.games import eager_game

    setup = Setup(("Ann", "Bob"), variant="intro", seed=5, first_player=1)
    computers = {"Bob": ComputerLevel.MEDIUM}
    record = Record.of(eager_game(setup, seed=5), "00000000a50c", computers=computers)
    made = puzzles_from_review(record, review(record, level=REVIEW_LEVEL))
    first = next(p for p in made if p.played.bonus is None)  # drafted by taps alone
    open_game(page, f"{base}?lang={language}#{encode_link(record)}")
    page.wait_for_selector("#dlg-over[open]")
    page.evaluate(f"franchiseReviewLevel('{REVIEW_LEVEL}')")
    page.click("#btn-review")
    page.wait_for_selector("body[data-review='done']", timeout=300_000)
    menu_action(page, "#btn-puzzles")
    page.wait_for_selector("#dlg-puzzles[open]")
    page.click(f"#dlg-puzzles [data-puzzle-id='{first.puzzle_id}']")
    page.wait_for_selector(f"#puzzle:not([hidden])[data-puzzle='{first.puzzle_id}']")
    for tried in (1, 2):
        page.click("#btn-clear")
        for place in (*first.played.expansions, *first.played.increases):
            click_place(page, place)
        page.click("#btn-end")
        page.wait_for_function(
            f"document.querySelectorAll('#puzzle-body .puzzle-verdict').length === {tried}"
        )
    page.wait_for_selector("#puzzle[data-puzzle-result='failed']")
    page.evaluate("document.querySelector('.puzzle-compared').scrollIntoView({block: 'end'})")
    page.screenshot(path=str(shot))
    page.context.close()
    return shot


#: The review's search in these screenshots: the browser tests' small budget.
REVIEW_LEVEL = "hard:200:4"


def shoot(browser: Browser, base: str, out: Path, label: str) -> list[Path]:
    """Every screenshot of this tool, in its order."""
    shots = turn_shots(new_page(browser, 1366, 800), base, "en", out, label)
    shots += turn_shots(new_page(browser, 390, 844, 2), base, "fr", out, label)
    for size, language, suffix in (((1366, 800), "en", ""), ((390, 844, 2), "fr", "-fr-phone")):
        shot = out / f"{label}-own-puzzle{suffix}.png"
        shots.append(own_puzzle(new_page(browser, *size), base, language, shot))
    return shots


def main() -> None:
    screenshot_tool(__doc__.splitlines()[0], shoot)


if __name__ == "__main__":
    main()
