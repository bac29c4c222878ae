"""The turn and the end of a game on a phone and on a desktop: a half-made turn survives a
reload, the sender of a link waits, the panel previews the turn's scoring, and the final screen
breaks every player's points down and charts the game, all without scrolling sideways."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import BOARD, Game, Setup

from ..engine.positions import eager_game, share_fragment
from .conftest import Sized
from .ui import click_place, open_page, play_moves, snapshot, start_game, wait_idle

SIZES = [(1280, 800), (390, 844)]


def classes(page: Page, place: str) -> list[str]:
    return (page.get_attribute(f"#place-{place}", "class") or "").split()


@pytest.mark.parametrize("width,height", SIZES)
def test_a_reload_mid_turn_brings_back_the_game_and_its_half_made_turn(
    page_at: Sized, site_url: str, width: int, height: int
):
    page = page_at(width, height)
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    game = Game(Setup(("Sam", "Jan"), first_player=0))
    play_moves(page, game, ["start raleigh", "start pueblo"])
    click_place(page, BOARD.place_index["phoenix"])  # Sam drafts an expansion, not played yet
    page.wait_for_function("document.getElementById('place-phoenix').classList.contains('marked')")
    page.reload()
    page.wait_for_selector("body[data-ready='1']", timeout=90_000)
    assert snapshot(page)["moves"] == ["start raleigh", "start pueblo"]
    assert "marked" in classes(page, "phoenix") and not page.is_visible("#dlg-games")
    assert "Your half-made turn is back" in page.inner_text("#notice-text")  # said, not silent
    page.click("#btn-end")
    wait_idle(page)
    assert snapshot(page)["moves"][-1] == ">phoenix"


@pytest.mark.parametrize("width,height", SIZES)
def test_the_sender_of_a_link_waits_for_the_other_player(
    page_at: Sized, site_url: str, width: int, height: int
):
    page = page_at(width, height)
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"], first=0, by_link=True)
    assert "in reverse seat order, so Jan moves first" in page.inner_text("#dlg-pass")  # why
    assert "This device plays Sam" in page.inner_text("#dlg-pass")
    page.click("#btn-close-pass")
    # Jan places first, on another device: this one waits, with the link at hand.
    page.wait_for_selector("body[data-waiting-for='Jan']")
    page.wait_for_selector("#btn-send-again:visible")
    assert "Waiting for Jan" in page.inner_text("#prompt") and not page.is_visible("#btn-end")
    assert not page.is_visible("#btn-who-plays")
    click_place(page, BOARD.place_index["raleigh"])  # nothing happens while waiting
    assert snapshot(page)["all_moves"] == []


@pytest.mark.parametrize("width,height", SIZES)
def test_the_panel_previews_what_the_turn_will_score(
    page_at: Sized, site_url: str, width: int, height: int
):
    page = page_at(width, height)
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    game = Game(Setup(("Sam", "Jan"), first_player=0))
    play_moves(
        page, game, ["start raleigh", "start pueblo", ">phoenix", ">charleston", ">denver +phoenix"]
    )
    click_place(page, BOARD.place_index["charleston"])  # Jan's increase fills Charleston
    preview = page.locator("[data-stat='preview']")
    assert "If you end your turn now:" in preview.inner_text()
    assert "Charleston" in preview.inner_text() and preview.is_visible()
    assert snapshot(page)["moves"][-1] == ">denver +phoenix"  # nothing was played
    page.click("#btn-end")
    # Without an expansion, Jan's turn lets Sam end the game at once by adding in Phoenix,
    # and win: the page asks first.
    page.click("#dlg-confirm[open] #btn-confirm-yes")
    wait_idle(page)
    assert snapshot(page)["moves"][-1] == "+charleston"


def finished_link() -> tuple[str, Game]:
    game = eager_game(Setup(("Sam", "Jan", "Travis"), seed=6, first_player=0), seed=6)
    return share_fragment(game), game


@pytest.mark.parametrize("width,height", SIZES)
def test_the_final_screen_breaks_the_points_down_and_charts_the_game(
    page_at: Sized, site_url: str, width: int, height: int
):
    link, game = finished_link()
    page = page_at(width, height)
    open_page(page, site_url + link)
    page.wait_for_selector("#dlg-over[open]")
    for row in page.locator("#final tbody tr").all():
        row.locator("summary").click()
        points = [int(dd) for dd in row.locator("dd").all_inner_texts()]
        assert sum(points) == int(row.locator(".total").inner_text())
    seats = [
        int(s)
        for s in page.locator("#final tbody tr").evaluate_all(
            "rows => rows.map(r => r.dataset.seat)"
        )
    ]
    assert [game.state.influence[s] for s in seats] == sorted(game.state.influence, reverse=True)
    influence = page.locator("#final > svg")  # the chances chart sits in its own box
    assert influence.locator("path.chart-line").count() == 3  # one line per player
    assert "Influence" in influence.inner_html()
    wide = page.evaluate(
        "() => { const d = document.getElementById('dlg-over');"
        " return d.scrollWidth > d.clientWidth + 1; }"
    )
    assert not wide  # nothing needs sideways scrolling, also on a phone


#: Words of an element's text that the page draws over more than one line, broken inside (a
#: soft hyphen is a break the catalogue allows: the pieces between them count as words).
BROKEN_WORDS = """element => {
  const broken = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.data.matchAll(/[^\\s\\u00ad]+/g)) {
      // The line of each letter: its last box (Chromium gives the letter after a soft hyphen
      // the box of the hyphen it draws at the line's end as well).
      const tops = new Set();
      for (let i = match.index; i < match.index + match[0].length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const boxes = [...range.getClientRects()];
        if (boxes.length) tops.add(Math.round(boxes[boxes.length - 1].top));
      }
      if (tops.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}"""


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_final_table_breaks_no_word_and_keeps_units_on_their_line(
    page_at: Sized, site_url: str, language: str
):
    """On a phone the final table's heading once read "Points d'influen/ce" (and German's
    "Einflusspunkte" broke anywhere) and the money line "Argent (1 par 3 / $)": words wrap
    whole or at the catalogue's soft hyphen, a unit stays with its number."""
    link, _game = finished_link()
    page = page_at(390, 844)
    open_page(page, site_url + f"?lang={language}" + link)
    page.wait_for_selector("#dlg-over[open]")
    heading = page.locator("#final table.final-story thead th").last
    assert heading.evaluate(BROKEN_WORDS) == []
    row = page.locator("#final tbody tr").first
    row.locator("summary").click()
    assert row.locator(".breakdown").evaluate(BROKEN_WORDS) == []
    assert "3\u00a0$" in row.locator(".breakdown").inner_text()


def test_a_half_made_turn_survives_another_tab_and_a_closed_tab(page_at: Sized, site_url: str):
    """Issue 68: one key held the draft of every game and tab, so another tab's emptied draft
    wiped it. Sam drafts in one tab; another tab plays a game of its own and empties its draft;
    the first tab is closed. The other, reloaded, brings Sam's draft back, and says so."""
    first = page_at(390, 844)
    open_page(first, site_url)
    start_game(first, ["Sam", "Jan"])
    play_moves(
        first, Game(Setup(("Sam", "Jan"), first_player=0)), ["start raleigh", "start pueblo"]
    )
    game_id = snapshot(first)["game_id"]
    click_place(first, BOARD.place_index["phoenix"])
    first.wait_for_function("document.getElementById('place-phoenix').classList.contains('marked')")
    other = first.context.new_page()
    open_page(other, site_url)
    start_game(other, ["Ann", "Bob"])
    play_moves(
        other, Game(Setup(("Ann", "Bob"), first_player=0)), ["start raleigh", "start pueblo"]
    )
    for _ in range(2):  # a draft in the other game, then none
        click_place(other, BOARD.place_index["phoenix"])
    other.wait_for_function(
        "!document.getElementById('place-phoenix').classList.contains('marked')"
    )
    first.close()
    again = other  # reloaded: no tab holds Sam's game any more
    again.reload()
    again.wait_for_selector("body[data-ready='1']", timeout=90_000)
    again.click("#btn-games")
    again.click(f"#games-list button[data-action='open'][data-id='{game_id}']")
    again.wait_for_function("document.getElementById('place-phoenix').classList.contains('marked')")
    assert "Your half-made turn is back" in again.inner_text("#notice-text")
