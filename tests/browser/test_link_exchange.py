"""A whole exchange of links between two devices (two browser contexts), as friends play it:
older links, the same link twice and links opened in a second tab never show the other
player's turn controls and never fork the game; a real fork is listed with how the two copies
differ, and keeping one loses nothing (issue 33)."""

from __future__ import annotations

import random

from playwright.sync_api import Page, expect

from franchise import Game, Setup, TurnMove

from .test_device_seats import jan_places_first, opens, waits_for
from .test_saves_and_links import play
from .ui import menu_action, open_page, play_move, snapshot, start_game, wait_idle

NAMES = ("Sam", "Jan")


def plain_move(game: Game, rng: random.Random):
    """A legal move without a bonus tile (few clicks), or any legal move if there is none."""
    moves = game.legal_moves()
    plain = [m for m in moves if not isinstance(m, TurnMove) or m.bonus is None]
    return rng.choice(plain or moves)


def my_turn(page: Page) -> None:
    """This device's player is to move here: turn controls or start towns, never a wait."""
    wait_idle(page)
    assert page.evaluate("document.body.hasAttribute('data-waiting-for')") is False
    assert not page.is_visible("#btn-send-again")


def test_four_links_each_way_in_any_order_and_in_second_tabs_never_cross_or_fork(
    page: Page, other_device: Page, site_url: str
):
    """Two devices with two tabs each, and dozens of links opened: the whole exchange is
    what is tested, each step where a device could cross into the other's turn."""
    rng = random.Random(33)
    open_page(page, site_url)
    start_game(page, list(NAMES), by_link=True)
    sent = {"Sam": [page.input_value("#pass-link")], "Jan": []}
    page.click("#btn-close-pass")
    jan = other_device
    open_page(jan, sent["Sam"][0])
    jan.click("#dlg-who [data-device-player='Jan']")
    tabs = {"Sam": [page], "Jan": [jan]}
    game = Game(Setup(NAMES, first_player=0))
    while min(len(sent["Sam"]), len(sent["Jan"])) < 4:
        mover = game.names[game.current]
        other = "Jan" if mover == "Sam" else "Sam"
        tab = tabs[mover][-1]
        if len(sent[other]) == 3:  # a phone opens a chat link in a second tab, once per device
            tab = tab.context.new_page()
            tabs[mover].append(tab)
            opens(tab, site_url)
        for old in (*sent[other][-3:-1], *sent[mover][-1:]):  # older links, and its own last
            opens(tab, old)
            waits_for(tab, other)
        opens(tab, sent[other][-1])
        opens(tab, sent[other][-1])  # the same link twice
        if tab.is_visible("#dlg-since"):
            tab.click("#btn-close-since")
        my_turn(tab)
        while game.names[game.current] == mover and not game.is_over():
            move = plain_move(game, rng)
            play_move(tab, game, move)
            game.apply(move)
        sent[mover].append(tab.input_value("#pass-link"))
        tab.click("#btn-close-pass")
        for each in tabs[mover]:  # every tab of this device follows, and waits
            waits_for(each, other)
        for old in sent[other][-3:]:  # older links of the other player: still waiting
            opens(tab, old)
            waits_for(tab, other)
    last = tabs[other][-1]  # the other device opens the last link too
    opens(last, sent[mover][-1])
    for device in (page, jan):
        menu_action(device, "#btn-games")
        expect(device.locator("#games-list li.saved")).to_have_count(1)  # never a fork
        device.click("#btn-games-close")
    for device in (page, jan):
        assert snapshot(device)["moves"] == [str(m) for m in game.moves]


def test_a_real_fork_is_listed_with_its_difference_and_keeping_one_loses_nothing(
    page: Page, other_device: Page, site_url: str
):
    sam, jan = page, other_device
    jan_places_first(sam, jan, site_url)
    play(sam, ["start memphis"])  # Sam's own start town, on Sam's device
    ours = snapshot(sam)["moves"]
    # Jan's device, told by mistake that it is Sam, plays Sam's start town too: a real fork.
    jan.click("#btn-someone-else")
    jan.click("#dlg-who [data-device-player='Sam']")
    jan.click("#btn-close-since")
    play(jan, ["start pueblo", ">phoenix"])
    theirs = snapshot(jan)["moves"]
    opens(sam, jan.input_value("#pass-link"))
    # The conflicting link never takes the screen: Sam's own line stays, the other is told.
    notice = sam.locator("#notice")
    expect(notice).to_contain_text("your game stays on screen")
    expect(notice).to_contain_text("yours has Sam starting in Memphis")
    expect(notice).to_contain_text("This link comes from the device that played Sam’s move 3")
    assert snapshot(sam)["moves"] == ours
    menu_action(sam, "#btn-games")
    rows = sam.locator("#games-list li.saved")
    expect(rows).to_have_count(2)
    shown = sam.locator("#games-list li.on-screen")
    expect(shown).to_have_count(1)
    expect(shown).to_contain_text("your copy, move 2")  # by its moves, not whom it plays
    expect(rows.filter(has_text="from a link, move 3")).to_have_count(1)
    own = rows.filter(has_text="your copy, move 2")
    expect(own.locator("button[data-action='keep-only']")).to_be_visible()
    own.locator("button[data-action='keep-only']").click()
    expect(sam.locator("#ask-title")).to_contain_text("Keep")  # the page's own question
    sam.click("#dlg-ask[open] #btn-ask-yes")
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("on screen")
    expect(rows.first).not_to_contain_text("copy, move")  # one copy left: nothing to tell apart
    sam.click("#btn-games-close")
    assert snapshot(sam)["moves"] == ours  # the copy kept is on screen, its moves all there
    # Jan's line was not lost either: it is still on Jan's device, where it was played.
    assert snapshot(jan)["moves"] == theirs


def test_the_creator_chooses_who_plays_on_this_device(page: Page, site_url: str):
    open_page(page, site_url)
    if not page.is_visible("#dlg-new"):
        menu_action(page, "#btn-new")
    expect(page.locator("#here-box")).to_be_hidden()  # asked only for a game by link
    page.set_checked("#by-link", True)
    expect(page.locator("#here-box")).to_be_visible()
    page.set_checked("#by-link", False)
    start_game(page, ["Sam", "Jan", "Kim"], by_link=True, here=["Jan", "Kim"])
    # Kim moves first, here: the main button closes the dialog to play (not Copy link).
    expect(page.locator("#btn-close-pass")).to_have_class("primary")
    expect(page.locator("#btn-copy-link")).not_to_have_class("primary")
    page.click("#btn-close-pass")
    # Kim places the first start town (reverse order), then Jan: both are played here, and
    # Jan, the second person of this device, is shown what happened since (Kim's town).
    play(page, ["start raleigh"], names=("Sam", "Jan", "Kim"))
    second_persons_recap(page, "Jan", "Raleigh")
    play(page, ["start pueblo"], names=("Sam", "Jan", "Kim"))
    expect(page.locator("#pass-title")).to_contain_text("Send the link to Sam")
    page.click("#btn-close-pass")
    waits_for(page, "Sam")


def test_several_people_on_the_device_that_opens_the_link(
    page: Page, other_device: Page, site_url: str
):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan", "Kim"], by_link=True)
    first = page.input_value("#pass-link")
    page.click("#btn-close-pass")
    other = other_device
    open_page(other, first)
    expect(other.locator("#dlg-who")).to_be_visible()
    other.click("#who-several summary")
    for name in ("Jan", "Kim"):
        other.locator("#who-boxes label", has_text=name).locator("input").check()
    other.click("#btn-who-several")
    expect(other.locator("#dlg-who")).to_be_hidden()
    if other.is_visible("#dlg-since"):
        other.click("#btn-close-since")
    play(other, ["start raleigh"], names=("Sam", "Jan", "Kim"))  # Kim, then Jan
    second_persons_recap(other, "Jan", "Raleigh")
    play(other, ["start pueblo"], names=("Sam", "Jan", "Kim"))
    expect(other.locator("#pass-title")).to_contain_text("Send the link to Sam")
    other.click("#btn-close-pass")
    waits_for(other, "Sam")


def second_persons_recap(page: Page, player: str, place: str) -> None:
    """The next player also plays on this device: they are told what happened since their
    last turn, as a table of people on one screen is."""
    expect(page.locator("#dlg-since")).to_be_visible()
    expect(page.locator("#since-title")).to_contain_text(player)
    expect(page.locator("#since-list")).to_contain_text(place)
    page.click("#btn-close-since")
