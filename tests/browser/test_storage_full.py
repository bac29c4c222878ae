"""Storage fills up: the game is kept in the tab, and deleting an old game in Saved games
writes it at once; the notice and the list follow, and a reload keeps every move."""

from __future__ import annotations

from playwright.sync_api import Page

from franchise import Game, Setup
from franchise.records.record import Record
from web.saves.entry import SaveEntry
from web.saves.storage import KEY_PREFIX

from .ui import menu_action, open_page, play_moves, snapshot, start_game, wait_idle

#: Ann passes, then Bob's pass closes a round nobody expanded in: the game ends.
TO_THE_END = ["start raleigh", "start pueblo", ">phoenix", ">charleston", "pass", "pass"]
OLD = "00000000000a"
#: Fills localStorage to the last character with keys that are not games.
FILL = """() => {
  let size = 1 << 20, i = 0;
  while (size >= 1) {
    try { localStorage.setItem('filler:' + i, 'x'.repeat(size)); i += 1; }
    catch (error) { size = Math.floor(size / 2); }
  }
}"""
STORED_MOVES = "key => JSON.parse(localStorage.getItem(key)).record.moves"


def test_deleting_an_old_game_writes_the_game_held_in_the_tab(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"], first=0)
    game = Game(Setup(("Ann", "Bob"), first_player=0))
    play_moves(page, game, TO_THE_END[:2])
    own = snapshot(page)["game_id"]
    old = SaveEntry(Record(game.setup, tuple(TO_THE_END), OLD), "Last winter's game", 1.0, 1.0)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY_PREFIX + OLD, old.to_json()])
    page.evaluate(FILL)

    play_moves(page, game, TO_THE_END[2:])  # the game ends while storage is full
    page.click("#btn-close-over")
    assert "storage is full" in page.inner_text("#notice")
    assert page.evaluate(STORED_MOVES, KEY_PREFIX + own) == TO_THE_END[:2]
    menu_action(page, "#btn-games")
    own_row = f"#games-list li[data-id='{own}']"
    assert "not saved" in page.inner_text(own_row)

    page.click(f"#games-list button[data-action='delete'][data-id='{OLD}']")
    page.click("#dlg-ask[open] #btn-ask-yes")  # "Delete ...?"
    page.wait_for_selector(f"#games-list li[data-id='{OLD}']", state="detached")
    assert "not saved" not in page.inner_text(own_row)
    assert page.is_hidden("#notice")
    assert page.evaluate(STORED_MOVES, KEY_PREFIX + own) == TO_THE_END

    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    page.click(f"#games-list button[data-action='open'][data-id='{own}']")
    wait_idle(page)
    assert snapshot(page)["all_moves"] == TO_THE_END


def test_room_made_elsewhere_is_used_when_the_page_is_hidden_or_another_tab_writes(
    page: Page, site_url: str
):
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"], first=0)
    game = Game(Setup(("Ann", "Bob"), first_player=0))
    play_moves(page, game, TO_THE_END[:2])
    game_id = snapshot(page)["game_id"]
    own, own_row = KEY_PREFIX + game_id, f"#games-list li[data-id='{game_id}']"
    for freed_by, moves in (("hidden", 3), ("other tab", 4)):
        page.evaluate(FILL)
        play_moves(page, game, TO_THE_END[moves - 1 : moves])
        assert "storage is full" in page.inner_text("#notice")
        menu_action(page, "#btn-games")
        assert "not saved" in page.inner_text(own_row)
        if freed_by == "hidden":
            page.evaluate("() => localStorage.removeItem('filler:0')")  # no event here
            assert page.evaluate(STORED_MOVES, own) == TO_THE_END[: moves - 1]
            page.evaluate("() => document.dispatchEvent(new Event('visibilitychange'))")
        else:  # another page of this site frees room: this one hears the storage event
            other = page.context.new_page()
            other.goto(site_url + "manifest.webmanifest")
            other.evaluate("() => localStorage.removeItem('filler:0')")
            other.close()
        page.wait_for_selector("#notice", state="hidden")
        assert page.evaluate(STORED_MOVES, own) == TO_THE_END[:moves]
        assert "not saved" not in page.inner_text(own_row)  # the open list follows
        page.click("#btn-games-close")
