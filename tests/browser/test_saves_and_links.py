"""Games that survive: autosave and reload, share links, play by link, bad input, files, undo."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from franchise import Game, Setup, parse_move

from .conftest import OffOrigin, new_context
from .ui import menu_action, open_page, play_move, play_moves, snapshot, start_game, wait_idle

OPENING = ["start raleigh", "start pueblo", ">phoenix", ">charleston"]
DISABLE_STORAGE = """
Object.defineProperty(window, 'localStorage', {
  get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
});
"""


def play(page: Page, moves: list[str], names=("Sam", "Jan")) -> None:
    game = Game(Setup(tuple(names), first_player=0))
    for text in snapshot(page)["moves"]:
        game.apply(text)
    for text in moves:
        move = parse_move(text)
        play_move(page, game, move)
        game.apply(move)


def fresh_page(browser, site_url: str, **options) -> tuple[Page, OffOrigin]:
    blocked = OffOrigin()
    context = new_context(browser, site_url, blocked, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    return page, blocked


def close_dialogs(page: Page) -> None:
    for dialog in ("dlg-since", "dlg-pass"):
        if page.is_visible(f"#{dialog}"):
            page.click(f"#{dialog} .actions button:first-child")


def test_reload_resumes_exactly_where_the_game_was(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING)
    before = snapshot(page)
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    assert snapshot(page) == before  # the unfinished game comes straight back
    assert not page.is_visible("#dlg-games")
    menu_action(page, "#btn-games")  # the saved games are one click away
    assert "Sam vs Jan" in page.inner_text("#games-list")
    page.click("#games-list button[data-action='open']")
    assert snapshot(page) == before


def test_a_share_link_opens_the_same_position_in_a_fresh_browser(
    page: Page, other_device: Page, site_url: str
):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING)
    menu_action(page, "#btn-share")
    link = page.input_value("#pass-link")
    assert link.startswith(site_url + "#FR1.") and len(link) < 200
    other = other_device
    open_page(other, link)
    assert snapshot(other)["places"] == snapshot(page)["places"]
    assert snapshot(other)["moves"] == OPENING
    assert "Game opened from the link" in other.inner_text("#notice")
    assert "#" not in other.url  # the fragment is consumed; a reload opens the saved game


def test_a_play_by_link_round_between_two_browsers(page: Page, other_device: Page, site_url: str):
    ann = page
    open_page(ann, site_url)
    start_game(ann, ["Sam", "Jan"], by_link=True)
    assert "Jan decides first" in ann.inner_text("#pass-title")
    first_link = ann.input_value("#pass-link")
    ann.click("#btn-close-pass")

    jan = other_device
    open_page(jan, first_link)
    jan.click("#dlg-who [data-device-player='Jan']")  # asked once: which player is this device
    assert "Jan, it is your turn" in jan.inner_text("#since-title")
    jan.click("#btn-close-since")
    play(jan, ["start raleigh"])
    assert "Send the link to Sam" in jan.inner_text("#pass-title")
    second_link = jan.input_value("#pass-link")

    ann.goto(second_link)
    ann.wait_for_selector("#dlg-since[open]")
    assert "Jan opens their first franchise in Raleigh." in ann.inner_text("#since-list")
    assert "brought up to date" in ann.inner_text("#notice")
    ann.click("#btn-close-since")
    play(ann, ["start pueblo"])  # Sam's first turn follows at once: no hand-over yet
    assert not ann.is_visible("#dlg-pass")
    play(ann, [">phoenix"])
    assert "Send the link to Jan" in ann.inner_text("#pass-title")
    third_link = ann.input_value("#pass-link")
    ann.click("#btn-close-pass")
    assert "Waiting for Jan" in ann.inner_text("#prompt")  # the sender's device waits
    assert ann.is_visible("#btn-send-again") and not ann.is_visible("#btn-end")
    assert not ann.is_visible("#btn-who-plays")  # this device plays Sam, never Jan's turn

    jan.goto(third_link)
    jan.wait_for_selector("#dlg-since[open]")
    assert snapshot(jan)["all_moves"] == ["start raleigh", "start pueblo", ">phoenix"]
    assert "Sam expands from Pueblo to Phoenix for $0." in jan.inner_text("#since-list")
    assert jan.locator("#log li.new").count() >= 3

    ann.goto(second_link)  # an older link never rolls a game back
    ann.wait_for_selector("#notice:not([hidden])")
    wait_idle(ann)
    assert "older than your copy" in ann.inner_text("#notice")
    assert snapshot(ann)["all_moves"] == ["start raleigh", "start pueblo", ">phoenix"]


def test_a_corrupted_link_shows_an_error_and_the_autosave_survives(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING)
    menu_action(page, "#btn-share")
    link = page.input_value("#pass-link")
    page.click("#btn-close-pass")
    for bad, words in (
        (link[:-6], "cut short"),
        (link[:-8] + ("A" if link[-8] != "A" else "B") + link[-7:], "altered"),
        (site_url + "#FR7.abc", "newer version"),
        (site_url + "#hello", "not a Franchise link"),
    ):
        page.goto(bad)
        page.wait_for_selector("#notice:not([hidden])")
        assert words in page.inner_text("#notice")
        page.click("#notice-close")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    assert snapshot(page)["moves"] == OPENING


def test_disabled_storage_warns_and_the_game_still_plays(browser, site_url: str):
    page, blocked = fresh_page(browser, site_url)
    page.context.add_init_script(DISABLE_STORAGE)
    open_page(page, site_url)
    assert "not saving games" in page.inner_text("#notice")
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING[:3])
    assert snapshot(page)["moves"] == OPENING[:3]
    assert not blocked.urls
    page.context.close()


def test_undo_and_history_keep_later_moves_until_a_new_one(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING[:3])
    page.click("#hist-back")
    page.click("#hist-back")
    state = snapshot(page)
    assert state["moves"] == OPENING[:1] and state["all_moves"] == OPENING[:3]
    assert page.inner_text("#hist-label") == "Move 1 of 3"
    page.click("#hist-forward")
    assert snapshot(page)["moves"] == OPENING[:2]
    page.click("#hist-first")
    page.click("#hist-last")
    assert snapshot(page)["moves"] == OPENING[:3]
    page.click("#hist-back")
    page.click("#hist-back")
    play(page, ["start memphis"])
    assert snapshot(page)["all_moves"] == ["start raleigh", "start memphis"]


def test_export_and_import_a_game_file(page: Page, other_device: Page, site_url: str, tmp_path):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING)
    with page.expect_download() as download:
        menu_action(page, "#btn-export")
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert path.name == "franchise-sam-vs-jan.json"
    assert json.loads(path.read_text())["record"]["moves"] == OPENING
    # The export says where its file went (issue 68: it said nothing).
    expect(page.locator("#notice")).to_contain_text("is saved as franchise-sam-vs-jan.json")

    other = other_device
    open_page(other, site_url)
    other.set_input_files(
        "#file-import",
        files=[{"name": "junk.json", "mimeType": "application/json", "buffer": b'{"a": 1}'}],
    )
    other.wait_for_selector("#notice:not([hidden])")
    assert "“junk.json” cannot be opened" in other.inner_text("#notice")
    other.set_input_files("#file-import", str(path))
    other.wait_for_function("JSON.parse(franchiseSnapshot() || 'null') !== null")
    assert snapshot(other)["moves"] == OPENING


#: What the board shows of a game: franchises (spaces not white), lit and priced places.
BOARD_MARKS = """() => ({
  franchises: [...document.querySelectorAll('#places [id^="sp-"]')]
    .filter(space => (space.getAttribute('fill') || '#ffffff') !== '#ffffff').length,
  targets: document.querySelectorAll('#places .place.target').length,
  priced: [...document.querySelectorAll('#places [id^="tag-t-"]')]
    .filter(tag => tag.textContent.trim() !== '').length,
  markers: document.querySelectorAll('#tracks [id^="inf-"]').length,
})"""


def show_a_stale_notice(page: Page) -> None:
    page.set_input_files(
        "#file-import",
        files=[{"name": "junk.json", "mimeType": "application/json", "buffer": b'{"a": 1}'}],
    )
    page.wait_for_selector("#notice:not([hidden])")


def delete_the_game_on_screen(page: Page) -> None:
    shown = snapshot(page)["game_id"]
    menu_action(page, "#btn-games")
    page.click(f"#games-list button[data-action='delete'][data-id='{shown}']")
    page.click("#dlg-ask[open] #btn-ask-yes")  # "Delete ...?", in the page's own dialog
    page.wait_for_selector(f"#games-list li[data-id='{shown}']", state="detached")


def assert_a_clean_page(page: Page) -> None:
    """No game's pieces, lit targets, prices, history count or notice is left on the page."""
    assert page.evaluate(BOARD_MARKS) == {"franchises": 0, "targets": 0, "priced": 0, "markers": 0}
    assert page.is_hidden("#history") or page.inner_text("#hist-label").strip() == ""
    assert page.is_hidden("#notice")
    assert page.is_hidden("#turn")
    assert page.locator("#players .player").count() == 0  # no scoreboard of the deleted game


def test_deleting_the_game_on_screen_leaves_the_saved_games(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"])
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING)
    assert page.evaluate(BOARD_MARKS)["priced"] > 0  # Sam's turn: places lit with prices
    show_a_stale_notice(page)
    delete_the_game_on_screen(page)
    assert page.is_visible("#dlg-games")
    assert "Ann vs Bob" in page.inner_text("#games-list")
    assert_a_clean_page(page)
    page.click("#btn-games-close")
    assert_a_clean_page(page)


def test_deleting_the_only_game_opens_a_new_game(page_at, site_url: str):
    page = page_at(390, 844)
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan", "Kim", "Lou"], first=2)
    game = Game(Setup(("Sam", "Jan", "Kim", "Lou"), first_player=2))
    play_moves(page, game, ["start raleigh", "start pueblo"])
    assert page.evaluate(BOARD_MARKS)["targets"] > 0  # the next start towns are lit
    show_a_stale_notice(page)
    delete_the_game_on_screen(page)
    page.wait_for_selector("#dlg-new", state="visible")
    assert page.is_hidden("#dlg-games")
    assert_a_clean_page(page)


def test_export_delete_import_keeps_the_games_name(page: Page, site_url: str, tmp_path):
    open_page(page, site_url)
    start_game(page, ["Emil", "Gina"], kinds=["human", "easy"])
    shown = snapshot(page)["game_id"]
    menu_action(page, "#btn-games")
    rename(page, shown, "Family game – Sunday")
    page.wait_for_selector(f"#games-list li[data-id='{shown}']:has-text('Family game – Sunday')")
    page.click("#btn-games-close")
    with page.expect_download() as download:
        menu_action(page, "#btn-export")
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert json.loads(path.read_text())["name"] == "Family game – Sunday"

    delete_the_game_on_screen(page)
    page.wait_for_selector("#dlg-new", state="visible")
    page.set_input_files("#file-import", str(path))
    page.wait_for_function("JSON.parse(franchiseSnapshot() || 'null') !== null")
    menu_action(page, "#btn-games")
    listed = page.inner_text(f"#games-list li[data-id='{shown}']")
    assert "Family game – Sunday" in listed and "Emil vs Gina" not in listed
    assert snapshot(page)["computers"] == {"Gina": "easy"}

    # The same file again, once the game is renamed here: the name given here stays, and the
    # notice says the file's was not taken.
    rename(page, shown, "Our own name")
    page.wait_for_selector(f"#games-list li[data-id='{shown}']:has-text('Our own name')")
    page.click("#btn-games-close")
    page.set_input_files("#file-import", str(path))
    page.wait_for_selector("#notice:has-text('keeps its name')")
    assert "“Family game – Sunday”" in page.inner_text("#notice")


def rename(page: Page, game_id: str, name: str) -> None:
    """Rename a listed game in the page's own dialog, which opens on the game's name."""
    page.click(f"#games-list button[data-action='rename'][data-id='{game_id}']")
    field = page.locator("#dlg-ask[open] #ask-input")
    assert field.input_value() != ""  # the name it has now, to change
    field.fill(name)
    page.click("#dlg-ask[open] #btn-ask-yes")
