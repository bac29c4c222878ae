"""A level the page no longer offers, in the real page (issue 49): a saved game and a file that
name expert open, hard plays their computer (in its worker, at the tests' pace), and the message
bar says so once: the next save names hard, so the game opens again without a word. A share
link cannot name expert (franchise/records/link.py packs a seat's level in two bits: a person,
easy, medium, hard), so saves and files are the records that can.
"""

from __future__ import annotations

import json

from playwright.sync_api import Page

from franchise import Game, Setup
from franchise.ai import choose
from franchise.records import ComputerLevel, Record
from web.saves.store import KEY_PREFIX, SaveEntry

from .computers import wait_for_moves
from .conftest import PACE
from .ui import menu_action, open_page, snapshot

SAVED, FILED = "0000000000e1", "0000000000e2"
#: Bot (a computer named expert) places its start first: hard plays it as soon as the game opens.
SETUP = Setup(("Bot", "Ann"), first_player=1)


def expert_record(game_id: str) -> Record:
    return Record(SETUP, (), game_id, False, {"Bot": ComputerLevel.EXPERT})


def stored_levels(page: Page, game_id: str) -> dict[str, str]:
    key = KEY_PREFIX + game_id
    return page.evaluate(f"JSON.parse(localStorage.getItem('{key}')).record.computers")


def played_by_hard(page: Page, errors: list[str]) -> None:
    """The game on screen names hard for Bot, and hard's move is the one played."""
    assert snapshot(page)["computers"] == {"Bot": "hard"}
    wait_for_moves(page, 1, errors)
    move = snapshot(page)["moves"][0]
    assert move == str(choose(Game(SETUP), PACE.spec("hard")))


def test_a_saved_game_and_a_file_naming_expert_open_played_by_hard_and_say_so_once(
    page: Page, site_url: str
):
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_page(page, site_url)
    if page.is_visible("#dlg-new"):
        page.click("#btn-cancel-new")
    entry = SaveEntry(expert_record(SAVED), "Bot vs Ann", 1.0, 1.0)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY_PREFIX + SAVED, entry.to_json()])
    menu_action(page, "#btn-games")
    page.click(f"#games-list button[data-action='open'][data-id='{SAVED}']")
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert "expert" in notice.inner_text() and "hard" in notice.inner_text()
    played_by_hard(page, errors)
    page.wait_for_function(f"() => localStorage.getItem('{KEY_PREFIX + SAVED}').includes('hard')")
    assert stored_levels(page, SAVED) == {"Bot": "hard"}  # so it is said once
    page.click("#notice-close")

    filed = json.dumps(expert_record(FILED).to_dict()).encode()
    page.set_input_files(
        "#file-import",
        files=[{"name": "bot.json", "mimeType": "application/json", "buffer": filed}],
    )
    page.wait_for_function(f"() => JSON.parse(franchiseSnapshot()).game_id === '{FILED}'")
    notice.wait_for(state="visible")
    assert "no longer offers" in notice.inner_text()
    played_by_hard(page, errors)

    page.click("#notice-close")
    menu_action(page, "#btn-games")
    page.click(f"#games-list button[data-action='open'][data-id='{SAVED}']")
    page.wait_for_function(f"() => JSON.parse(franchiseSnapshot()).game_id === '{SAVED}'")
    assert page.locator("#notice").is_hidden()  # said once: its save names hard now
    assert not errors
