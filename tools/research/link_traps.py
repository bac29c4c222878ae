"""Screenshots of play by link's last traps, as they behave now (issue 68), from any build.

    python -m tools.research.link_traps [--site DIR] [--out DIR] [--label NAME]

Saves, as ``<out>/<label>-<trap>-<desktop|phone>.png`` (desktop: 1366x800 in English; phone:
390x844 in French, with a touch screen), one pair per trap:
- ``back-to``: Alice's device played Chloé's turn with "I am someone else": "Back to Alice?";
- ``import-watch``: a game by link imported from a file: "Which player are you?" warns of a
  second version and offers "Just watch";
- ``continue-link``: a link further along than the device's own line, which it disagrees
  with: "Continue with the game from the link", and which device the link came from;
- ``draft-back``: a half-made turn after a reload, said to be back;
- ``copied``: the link dialog after Copy link ("The link is … long. Link copied.");
- ``export``: an export says where its file went, its name with the "é" of Chloé;
- ``hinted-place``: a hinted place tapped: it stays, and the page says so;
- ``tie-chart``: the final chart of a game tied at the top: one shared end label.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Browser, Page

from franchise import BOARD, Game, Setup
from franchise.records.link import encode_link
from franchise.records.record import Record
from tools.harness.games import eager_game
from tools.harness.play import click_place, menu_action
from tools.harness.site import screenshot_tool
from tools.research.screenshots import new_page, open_game

NAMES = ("Alice", "Ben", "Chloé")
SETUP = Setup(NAMES, seed=3, first_player=0)
#: Where each device's screenshot is taken: its size and language.
SCREENS = {"desktop": ((1366, 800), "en"), "phone": ((390, 844, 2), "fr")}
#: A game of three tied at the top at its end (towns break the tie): found by seed.
TIED = Setup(NAMES, seed=65, first_player=0)


def link_of(game: Game, by_link: bool = True, game_id: str = "00000000068a") -> str:
    return encode_link(Record.of(game, game_id, by_link))


def start(page: Page, base: str, language: str, fragment: str = "") -> None:
    open_game(page, f"{base}?lang={language}{'#' + fragment if fragment else ''}")


def who(page: Page, player: str) -> None:
    page.wait_for_selector("#dlg-who[open]")
    page.click(f"#dlg-who [data-device-player='{player}']")
    if page.is_visible("#btn-close-since"):
        page.click("#btn-close-since")


def back_to(page: Page, base: str, language: str) -> None:
    start(page, base, language, link_of(Game(SETUP)))
    who(page, "Alice")  # Chloé places first: Alice's device waits
    page.click("#btn-someone-else")
    page.click("#dlg-who [data-device-player='Chloé']")
    if page.is_visible("#btn-close-since"):
        page.click("#btn-close-since")
    click_place(page, BOARD.place_index["raleigh"])  # Chloé's start town, at Alice's desk
    page.wait_for_selector("#dlg-pass[open]")
    page.click("#btn-close-pass")
    page.wait_for_selector("#back-to:not([hidden])")
    page.evaluate("document.getElementById('back-to').scrollIntoView({block: 'center'})")


def import_watch(page: Page, base: str, language: str) -> None:
    start(page, base, language)
    game = eager_game(SETUP, 3, 9)
    record = json.dumps(Record.of(game, "00000000068b", by_link=True).to_dict())
    page.set_input_files(  # the input behind Import, which a fresh page's new-game dialog covers
        "#file-import",
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": record.encode()}],
    )
    page.wait_for_selector("#dlg-who[open] #btn-who-watch:not([hidden])")


def continue_link(page: Page, base: str, language: str) -> None:
    base_game = eager_game(SETUP, 4, 12)
    ours, theirs = base_game.clone(), base_game.clone()
    moves = base_game.legal_moves()
    ours.apply(moves[0])  # this device's line: one move the link does not have
    theirs.apply(moves[-1])  # the link's: another move there, and the next player's too
    theirs.apply(theirs.legal_moves()[0])
    mover = base_game.names[base_game.current]
    start(page, base, language, link_of(ours))
    who(page, next(name for name in NAMES if name != mover))
    page.goto(f"{base}?lang={language}#{link_of(theirs)}")
    page.wait_for_selector("body[data-ready='1']")
    page.wait_for_selector("#btn-continue-link:visible")


def draft_back(page: Page, base: str, language: str) -> None:
    game = eager_game(SETUP, 5, 9)
    start(page, base, language, link_of(game, by_link=False))
    target = page.evaluate("() => document.querySelector('#board .place.target').dataset.place")
    click_place(page, BOARD.place_index[target])
    page.wait_for_selector(".place.marked")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    page.wait_for_selector("#notice:not([hidden])")


def copied(page: Page, base: str, language: str) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    start(page, base, language, link_of(eager_game(SETUP, 6, 9), by_link=False))
    menu_action(page, "#btn-share")
    page.wait_for_selector("#dlg-pass[open]")
    page.click("#btn-copy-link")
    page.wait_for_function("document.getElementById('copy-result').textContent !== ''")


def export(page: Page, base: str, language: str) -> None:
    start(page, base, language, link_of(eager_game(SETUP, 7, 9), by_link=False))
    with page.expect_download():
        menu_action(page, "#btn-export")
    page.wait_for_selector("#notice:not([hidden])")


def hinted_place(page: Page, base: str, language: str) -> None:
    start(page, base, language, link_of(eager_game(SETUP, 8, 9), by_link=False))
    page.click("#btn-hint")
    page.wait_for_selector("body[data-hint='shown']", timeout=120_000)
    marked = page.evaluate("() => document.querySelector('.place.marked').dataset.place")
    click_place(page, BOARD.place_index[marked])
    page.wait_for_function("document.getElementById('hint').textContent !== ''")
    page.evaluate("document.getElementById('hint').scrollIntoView({block: 'center'})")


def tie_chart(page: Page, base: str, language: str) -> None:
    start(page, base, language, link_of(eager_game(TIED, 65, None), by_link=False))
    page.wait_for_selector("#dlg-over[open] svg.chart")
    page.evaluate("document.querySelector('#dlg-over svg.chart').scrollIntoView()")


TRAPS = {
    "back-to": back_to,
    "import-watch": import_watch,
    "continue-link": continue_link,
    "draft-back": draft_back,
    "copied": copied,
    "export": export,
    "hinted-place": hinted_place,
    "tie-chart": tie_chart,
}


def shoot(browser: Browser, base: str, out: Path, label: str) -> list[Path]:
    shots = []
    for trap, scene in TRAPS.items():
        for screen, (size, language) in SCREENS.items():
            page = new_page(browser, *size)
            shot = out / f"{label}-{trap}-{screen}.png"
            try:
                scene(page, base, language)
                page.screenshot(path=str(shot))
                shots.append(shot)
            except Exception as error:
                print(f"{trap} {screen}: {error}")
            page.context.close()
    return shots


def main() -> None:
    screenshot_tool(__doc__.splitlines()[0], shoot, label="issue68")


if __name__ == "__main__":
    main()
