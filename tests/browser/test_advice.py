"""Hints and win chances in the real page: the hint's draft is the move played, said in words
and framed on the map (on a phone too), the hint is offered on every person's turn on screen
(after Undo, Redo, "Play from here", a reload, a link and a file), the chances add up to about
100% and are remembered, the final screen gets the chance chart."""

from __future__ import annotations

import json
import random
import re

import pytest
from playwright.sync_api import Page, expect

from franchise import BOARD, BONUS_DOLLARS, Bonus, Game, Phase, Setup, TurnMove
from franchise.ai import advise, equals
from franchise.ai.levels import run
from franchise.readings.reasons import TILE_KINDS, turn_reasons
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id
from web.text.catalogue import Text
from web.text.reasons import reason_words

from ..engine.positions import eager_move, share_fragment
from .conftest import PACE, Sized
from .test_solo_undo import PERSONS_TURN, play_own_turns, start_solo
from .test_zoom import TRACKS_IN_VIEW
from .ui import COVERED, choose_language, open_page, play_move, snapshot, start_game, wait_idle

OPENING_SEED = 4


#: Places of the board outside the map's box on screen (a hint's places must all be in view).
OUT_OF_VIEW = """places => {
  const board = document.getElementById('board').getBoundingClientRect();
  return places.filter(id => {
    const halo = document.querySelector(`[data-place='${id}'] .halo`).getBoundingClientRect();
    return halo.left < board.left || halo.right > board.right
      || halo.top < board.top || halo.bottom > board.bottom;
  });
}"""


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_the_hint_is_the_draft_and_taking_it_plays_exactly_that_move(
    page_at: Sized, site_url: str, width: int, height: int
):
    page = page_at(width, height)
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"], variant="intro")
    seed = snapshot(page)["setup"]["seed"]
    game = Game(Setup(("Ann", "Bob"), variant="intro", first_player=0, seed=seed))
    rng = random.Random(OPENING_SEED)
    for _ in range(2):
        move = game.random_move(rng)
        play_move(page, game, move)
        game.apply(move)
    expected = run(advise(game.clone(), PACE.spec("hard"), equals(2))).move  # as the page searches
    page.click("[data-action='hint']")
    page.wait_for_selector("body[data-hint='shown']", timeout=60_000)
    marked = page.eval_on_selector_all(
        "#board .place.marked, #board .place.increased", "els => els.map(e => e.dataset.place)"
    )
    assert len(marked) == len(set(expected.expansions) | set(expected.increases))
    said = page.inner_text("#advice")  # the hint in words, each place named
    assert said.startswith("Suggested: ")
    assert all(BOARD.places[p].name in said for p in (*expected.expansions, *expected.increases))
    assert page.evaluate(OUT_OF_VIEW, marked) == []  # framed on the map
    page.click("#btn-end")
    wait_idle(page)
    assert snapshot(page)["moves"][-1] == str(expected)


def test_a_second_click_stops_the_hint_and_a_start_town_is_suggested(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"])
    # Both clicks in one task of the page, so the search cannot finish between them.
    states = page.evaluate(
        """() => {
            const hint = document.querySelector("[data-action='hint']");
            hint.click();
            const thinking = document.body.dataset.hint;
            hint.click();
            return [thinking, document.body.dataset.hint];
        }"""
    )
    assert states == ["thinking", ""]
    page.click("[data-action='hint']")
    page.wait_for_selector("body[data-hint='shown']", timeout=60_000)
    town = page.get_attribute("#board .place.flash", "data-place")
    assert town and page.inner_text("#advice")
    page.click(f"[data-place='{town}'] .town-space")
    wait_idle(page)
    assert snapshot(page)["moves"] == [f"start {town}"]


#: How many moves the position on screen has, and how many the game has.
MOVES_SHOWN = "() => JSON.parse(franchiseSnapshot()).moves.length"


def moves_shown(page: Page, count: int) -> None:
    page.wait_for_function(f"({MOVES_SHOWN})() === {count}")


@pytest.mark.parametrize("path", ["undo", "redo", "play-from-here", "reload"])
def test_the_hint_is_offered_on_a_persons_turn_taken_back_to(page: Page, site_url: str, path: str):
    start_solo(page, site_url, ["human", "easy"])
    play_own_turns(page, 3)
    hint = page.locator("#btn-hint")
    expect(hint).to_be_visible()
    total = len(snapshot(page)["all_moves"])
    if path == "play-from-here":
        page.click("#hist-step-back")  # the computer's reply, only looked at
        moves_shown(page, total - 1)
        page.click("#hist-step-back")  # the person's last turn, only looked at
        moves_shown(page, total - 2)
        expect(hint).to_be_hidden()
        page.click("#btn-play-from-here")
    else:
        page.click("#hist-back")  # Undo: the person's previous turn
        page.wait_for_function(PERSONS_TURN)
        if path == "redo":  # back once more, then Redo to a turn before the latest
            page.click("#hist-back")
            moves_shown(page, total - 4)
            page.wait_for_function(PERSONS_TURN)
            page.click("#hist-forward")
            moves_shown(page, total - 2)
        elif path == "reload":
            page.reload()
            page.wait_for_selector("body[data-ready='1']")
    page.wait_for_function(PERSONS_TURN)
    assert len(snapshot(page)["moves"]) == total - 2  # a turn before the latest
    expect(hint).to_be_visible()
    if path == "undo":  # and it suggests a turn there
        hint.click()
        page.wait_for_selector("body[data-hint='shown']", timeout=60_000)
        assert page.locator("#board .place.marked, #board .place.increased").count() > 0


def computer_first_record() -> Record:
    """A game against a computer that moved first, Ann (seat 1) to move after three moves."""
    setup = Setup(("Ann", "Bob"), variant="intro", seed=6, first_player=1)
    game, rng = Game(setup), random.Random(6)
    for _ in range(3):
        game.apply(eager_move(game, rng))
    return Record.of(game, new_game_id(), computers={"Bob": ComputerLevel.EASY})


@pytest.mark.parametrize("path", ["link", "file"])
def test_the_hint_is_offered_in_a_game_opened_by_link_or_file(
    page: Page, site_url: str, path: str, tmp_path
):
    record = computer_first_record()
    if path == "link":
        open_page(page, f"{site_url}#{encode_link(record)}")
    else:
        open_page(page, site_url)
        file = tmp_path / "game.json"
        file.write_text(json.dumps(record.to_dict()))
        page.set_input_files("#file-import", str(file))
    page.wait_for_function(
        "() => { const s = JSON.parse(franchiseSnapshot() || 'null');"
        f" return s && s.moves.length === {len(record.moves)} && s.current === 1; }}"
    )
    expect(page.locator("#btn-hint")).to_be_visible()


def shown_chances(page: Page) -> list[int]:
    return [int(value) for value in re.findall(r"(\d+)\s?%", page.inner_text("#chances"))]


def test_the_chances_toggle_shows_chances_that_add_up_and_is_remembered(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob", "Cy"], variant="intro")
    assert page.is_hidden("#chances")
    page.check("#show-chances")
    page.wait_for_function(
        "document.getElementById('chances').textContent.split('%').length === 4",
        timeout=60_000,
    )
    assert 97 <= sum(shown_chances(page)) <= 103 and len(shown_chances(page)) == 3
    page.reload()
    page.wait_for_selector("body[data-ready='1']", timeout=90_000)
    assert page.is_checked("#show-chances")


def test_the_final_screen_charts_every_players_chance_to_win(page: Page, site_url: str):
    game = Game(Setup(("Ann", "Bob"), variant="intro", seed=8))
    rng = random.Random(8)
    while not game.is_over():
        game.apply(game.random_move(rng))
    record = Record(game.setup, tuple(str(m) for m in game.moves), new_game_id(), False)
    open_page(page, f"{site_url}#{encode_link(record)}")
    page.wait_for_selector("#dlg-over[open]")
    page.wait_for_selector("body[data-chance-chart='done']", timeout=120_000)
    chart = page.locator("#chance-chart svg")
    assert chart.count() == 1
    assert "Chance to win" in chart.inner_html()
    assert page.locator("#chance-chart path.chart-line").count() == 2  # one line per player
    points = page.get_attribute("#chance-chart path.chart-line", "d").count("L") + 1
    assert points == len(game.moves) + 1  # every position, from the start to the result


def reasoned_position(players: list[str]) -> tuple[Game, TurnMove]:
    """The start towns and a first round of eager turns, from the first seed whose hint (as
    the page searches at the tests' pace) has reasons: the same position on every run."""
    for seed in range(1, 40):
        game = Game(Setup(tuple(players), variant="intro", first_player=0, seed=seed))
        rng = random.Random(OPENING_SEED)
        while game.state.turns_taken[0] < 1:
            game.apply(eager_move(game, rng))
        hinted = run(advise(game.clone(), PACE.spec("hard"), equals(len(players)))).move
        if isinstance(hinted, TurnMove) and turn_reasons(game, hinted):
            return game, hinted
    raise AssertionError("no position whose hint has reasons")


@pytest.mark.parametrize(
    "language,width,height,players",
    [("de", 1280, 800, ["Ann", "Bob"]), ("fr", 390, 844, ["Ann", "Bob", "Cy", "Dee"])],
)
def test_a_hint_says_why_in_the_page_language_and_keeps_the_tracks_on_a_desktop(
    page_at: Sized, site_url: str, language: str, width: int, height: int, players: list[str]
):
    page = page_at(width, height)
    game, expected = reasoned_position(players)
    reasons = turn_reasons(game, expected)
    open_page(page, f"{site_url}?lang={language}{share_fragment(game)}")
    wait_idle(page)
    assert snapshot(page)["moves"] == [str(move) for move in game.moves]
    page.click("[data-action='hint']")
    page.wait_for_selector("body[data-hint='shown']", timeout=60_000)
    text = Text.load(language)
    said = page.locator("#advice-reasons li").all_inner_texts()
    assert said == [reason_words(reason, game.names, text) for reason in reasons]
    assert len(said) <= 3
    # Issue 48: the advice and its reasons in view, none under the turn's bar.
    assert page.evaluate(COVERED, ["#advice", "#advice-reasons li"]) == []
    marked = [BOARD.places[p].id for p in (*expected.expansions, *expected.increases)]
    assert page.evaluate(OUT_OF_VIEW, marked) == []  # the hint's places are in view
    if width >= 600:
        assert page.evaluate(TRACKS_IN_VIEW)  # and a desktop still shows both tracks
    page.click("#btn-clear")  # the draft is the player's own now: the reasons go
    expect(page.locator("#advice-reasons")).to_be_hidden()


def tiled_position(players: list[str]) -> tuple[Game, TurnMove]:
    """The first position of an eager game (every seat a person) whose hint, as the page
    searches it at the tests' pace, uses a bonus tile: the same position on every run."""
    game = Game(Setup(tuple(players), first_player=0, seed=3))
    rng = random.Random(OPENING_SEED)
    while not game.is_over():
        if game.state.phase is Phase.TURN:
            hinted = run(advise(game.clone(), PACE.spec("hard"), equals(len(players)))).move
            if isinstance(hinted, TurnMove) and hinted.bonus is not None:
                return game, hinted
        game.apply(eager_move(game, rng))
    raise AssertionError("no position whose hint uses a tile")


#: What the hint's sentence says of each tile, by the turn's ``bonus``.
TILE_WORDS = {
    Bonus.DOLLARS: lambda text, move: text("advice.dollars", money=text.money(BONUS_DOLLARS)),
    Bonus.EXPAND: lambda text, move: text("advice.expand-twice"),
    Bonus.SHARE: lambda text, move: text("advice.double-share", city=text.place(move.double_share)),
}


@pytest.mark.parametrize("language,width,height", [("en", 1280, 800), ("de", 390, 844)])
def test_a_hint_names_the_tile_it_uses_and_says_what_it_buys(
    page_at: Sized, site_url: str, language: str, width: int, height: int
):
    page = page_at(width, height)
    game, expected = tiled_position(["Ann", "Bob", "Cy"])
    reasons = turn_reasons(game, expected)
    tile_reasons = [reason for reason in reasons if reason.kind in TILE_KINDS]
    assert len(tile_reasons) == 1  # one tile a turn, and its reason is never cut off
    open_page(page, f"{site_url}?lang={language}{share_fragment(game)}")
    wait_idle(page)
    page.click("[data-action='hint']")
    page.wait_for_selector("body[data-hint='shown']", timeout=60_000)
    text = Text.load(language)
    assert TILE_WORDS[expected.bonus](text, expected) in page.inner_text("#advice")
    said = page.locator("#advice-reasons li").all_inner_texts()
    assert reason_words(tile_reasons[0], game.names, text) in said


def test_the_turn_opens_on_its_figure_and_the_draft_adds_its_change(page: Page, site_url: str):
    """Issue 65, item 2: the turn opens on the position's own chance between equals (an empty
    draft is no pass), and a tap on a target adds the mover's chance after the drafted turn
    and its change, as the engine reads them."""
    from franchise.ai import teacher_chances
    from franchise.core.rules import expansion_targets

    from .ui import click_place

    game = Game(Setup(("Ann", "Bob"), variant="intro", first_player=0, seed=OPENING_SEED))
    rng = random.Random(OPENING_SEED)
    while game.state.turns_taken[0] < 1:
        game.apply(eager_move(game, rng))
    money = game.state.money[game.current] + game.income(game.current)
    costs = expansion_targets(game.state, game.current)
    place = min((p for p in costs if costs[p][0] <= money), key=lambda p: (costs[p][0], p))
    start = [round(100 * share) for share in teacher_chances(game)]
    ended = game.clone()
    ended.apply(TurnMove.of(expansions=[place]))
    after = round(100 * teacher_chances(ended)[game.current])

    open_page(page, f"{site_url}{share_fragment(game)}")
    wait_idle(page)
    page.check("#show-chances")
    expect(page.locator("#chances")).to_contain_text("as this turn starts")
    expect(page.locator("#chances")).not_to_contain_text("If you end your turn now")
    assert shown_chances(page) == start
    expect(page.locator("#chances-meaning")).to_contain_text("Between equals")
    click_place(page, place)
    change = after - start[game.current]
    signed = f"+{change}" if change > 0 else f"\u2212{-change}" if change < 0 else "\u00b10"
    expect(page.locator("#chances")).to_contain_text(
        f"If you end your turn now: {game.names[game.current]} {after}% ({signed} point"
    )
    assert shown_chances(page)[:2] == start  # the turn's start stays beside the draft


def test_the_hint_and_its_words_survive_a_language_switch(page: Page, site_url: str):
    """Issue 70: a switch renames default-named players, which reopened the game and dropped
    the hint's words while its drafted turn stayed. The words stay, in the new language."""
    start_solo(page, site_url, ["human", "easy"])
    play_own_turns(page, 1)
    page.wait_for_function(PERSONS_TURN)
    page.click("[data-action='hint']")
    page.wait_for_selector("body[data-hint='shown']", timeout=60_000)
    english = page.inner_text("#advice")
    assert english.startswith("Suggested: ")
    choose_language(page, "fr")
    page.wait_for_selector("html[lang='fr']")
    expect(page.locator("#advice")).to_be_visible()
    french = page.inner_text("#advice")
    assert french.startswith("Suggestion") and french != english
    assert page.get_attribute("body", "data-hint") == "shown"
