"""The record of finished games (issue 34 item 3): a game against a computer that ends on this
device counts once; the new-game dialog shows "won N of M" at that table in the page's
language, and suggests the next level after three wins; an exported game file carries the
record, and a device that lost it gets it back by importing the file."""

from __future__ import annotations

import json
import random

from playwright.sync_api import Page

from franchise import Game, Setup, parse_move
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id
from franchise.values import replace
from web.saves.entry import SaveEntry
from web.saves.progress import GameResult, Progress, exported_game

from ..engine.positions import eager_move
from .conftest import Sized, first_visit
from .test_accessibility import AXE_PATH, FAILING, RUN_AXE, serve_axe
from .ui import menu_action, open_page, play_move, snapshot

MEDIUM = ComputerLevel.MEDIUM
PERSON, COMPUTER = "Ann", "Bot"


def one_move_from_the_end() -> tuple[Game, str]:
    """A game of Ann against a computer whose last move is Ann's: the game before it, and it."""
    for seed in range(100):
        setup = Setup((PERSON, COMPUTER), variant="intro", seed=seed)
        game, rng = Game(setup), random.Random(seed)
        while not game.is_over():
            game.apply(eager_move(game, rng))
        moves = [str(move) for move in game.moves]
        before = Game.replay(setup, moves[:-1])
        if before.names[before.current] == PERSON:
            return before, moves[-1]
    raise AssertionError("no game ends with Ann's move")


def finish_a_game(page: Page, url: str) -> bool:
    """Open a game by a link (on one screen, not by link) and play its last move: whether Ann
    won it."""
    before, last = one_move_from_the_end()
    record = Record.of(before, new_game_id(), computers={COMPUTER: MEDIUM})
    open_page(page, f"{url}#{encode_link(record)}")
    page.wait_for_function(
        "n => JSON.parse(franchiseSnapshot() || 'null')?.moves?.length === n", arg=len(before.moves)
    )
    if page.is_visible("#dlg-since"):
        page.click("#btn-close-since")
    move = parse_move(last)
    play_move(page, before, move)
    page.wait_for_selector("#dlg-over[open]")
    assert snapshot(page)["phase"] == "over"
    before.apply(move)
    return PERSON in {before.names[seat] for seat in before.winners}


def record_shown(page: Page) -> str:
    """The record in the new-game dialog, for the table of the game on screen ("Play again")."""
    page.click("#btn-again")
    page.wait_for_selector("#dlg-new[open]")
    return page.inner_text("#progress")


def test_a_game_finished_on_a_phone_shows_in_the_german_new_game_dialog(
    page_at: Sized, site_url: str
):
    page = page_at(390, 844)
    won = finish_a_game(page, f"{site_url}?lang=de")
    shown = record_shown(page)
    assert "Deine Bilanz gegen den Computer „mittel“, 2 Spieler:" in shown
    assert f"Ann: {int(won)} von 1 gewonnen" in shown
    assert page.evaluate(FITS, "progress")


#: Whether an element lies within the window's width (a phone's dialog does not overflow).
FITS = "id => document.getElementById(id).getBoundingClientRect().right <= innerWidth"


def test_an_exported_game_brings_the_record_back_to_a_device_that_lost_it(
    page: Page, site_url: str, tmp_path
):
    won = finish_a_game(page, site_url)
    expected = f"Ann: won {int(won)} of 1"
    assert expected in record_shown(page)
    page.click("#btn-cancel-new")  # "Play again" closed the final scoring
    # Taken back and finished again, the game still counts once.
    ended = snapshot(page)["moves"]
    page.click("#hist-back")
    page.wait_for_function("JSON.parse(franchiseSnapshot()).phase !== 'over'")
    before = Game.replay(Setup.from_dict(snapshot(page)["setup"]), snapshot(page)["moves"])
    play_move(page, before, parse_move(ended[-1]))
    page.wait_for_selector("#dlg-over[open]")
    assert expected in record_shown(page)
    page.click("#btn-cancel-new")  # "Play again" closed the final scoring
    with page.expect_download() as download:
        menu_action(page, "#btn-export")
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert json.loads(path.read_text())["progress"]["games"][0]["people"] == [PERSON]

    first_visit(page, site_url)  # the device forgets everything: saves and record
    menu_action(page, "#btn-new") if not page.is_visible("#dlg-new") else None
    page.fill("#seat-name-0", PERSON)
    page.press("#seat-name-0", "Tab")
    assert page.inner_text("#progress") == ""
    page.click("#btn-cancel-new")
    for _ in range(2):  # imported twice, the game counts once
        page.set_input_files("#file-import", str(path))
        page.wait_for_selector("#dlg-over[open]")
        assert expected in record_shown(page)
        page.click("#btn-cancel-new")


def test_three_wins_suggest_the_next_level_and_its_button_seats_it(page: Page, site_url: str):
    """A file that carries three wins against medium: the French dialog offers the hard level,
    and its button seats the computer at it."""
    before, last = one_move_from_the_end()
    before.apply(parse_move(last))
    entry = SaveEntry(
        Record.of(before, new_game_id(), computers={COMPUTER: MEDIUM}), "Ann", 1.0, 2.0
    )
    wins = tuple(
        GameResult(f"{i:012x}", MEDIUM, 2, float(i + 1), (PERSON,), (PERSON,)) for i in range(3)
    )
    text = exported_game(entry, Progress().merged(Progress(wins)))
    open_page(page, f"{site_url}?lang=fr")
    if page.is_visible("#dlg-new"):
        page.click("#btn-cancel-new")
    page.set_input_files(
        "#file-import",
        files=[{"name": "ann.json", "mimeType": "application/json", "buffer": text.encode()}],
    )
    page.wait_for_selector("#dlg-over[open]")
    shown = record_shown(page)
    assert "Ann\u202f: gagné 3 fois sur 3" in shown
    assert "essayer le niveau difficile\u202f?" in shown
    serve_axe(page, site_url)  # the dialog with the record and the suggestion: no serious problem
    page.add_script_tag(url=site_url + AXE_PATH)
    failing = [v["id"] for v in page.evaluate(RUN_AXE) if v["impact"] in FAILING]
    assert failing == []
    page.click("#btn-level-up")
    assert page.input_value("#seat-kind-1") == "hard"
    assert page.inner_text("#progress") == ""  # no game against hard yet
    assert page.evaluate("document.activeElement.id") == "btn-start"


def test_a_game_by_link_that_ends_on_the_other_device_counts_this_device_s_player_only(
    page: Page, site_url: str
):
    """Bob makes the last move on his device; the link brings the finished game to Ann's,
    which counts it for Ann (without a computer) and not for Bob."""
    setup = Setup((PERSON, "Bob"), variant="intro", seed=0)
    for seed in range(100):
        game, rng = Game(replace(setup, seed=seed)), random.Random(seed)
        while not game.is_over():
            game.apply(eager_move(game, rng))
        if game.names[Game.replay(game.setup, game.moves[:-1]).current] == "Bob":
            break
    game_id = new_game_id()
    before = Game.replay(game.setup, game.moves[:-1])
    open_page(page, f"{site_url}#{encode_link(Record.of(before, game_id, by_link=True))}")
    page.click(f"#dlg-who [data-device-player='{PERSON}']")
    page.goto(f"{site_url}#{encode_link(Record.of(game, game_id, by_link=True))}")
    page.wait_for_selector("#dlg-over[open]")
    won = PERSON in {game.names[seat] for seat in game.winners}
    shown = record_shown(page)
    assert "Your record without a computer, 2 players:" in shown
    assert f"{PERSON}: won {int(won)} of 1" in shown and "Bob" not in shown
