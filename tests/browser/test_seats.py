"""Seats at a table whose computer moves first (issue 32): the engine numbers seats from the
first player, the new-game form lists players in their places at the table, and the page keeps
one mapping between the two (web/session/table.py ``Table.seats``).

With a computer first, at 2 and 4 players, in a game set up with the form and played to its end
by clicking, and in a finished game opened by link: the draft's rings are in the person's
colour, "Review the game" reviews the person, and "Play again" seats everyone in their own
place, colour and kind. Each of these read the order of names at the table as seat order.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

from franchise import Game, Setup, TurnMove
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id
from web.board.seats import PLAYER_FILL

from ..engine.positions import eager_move
from .test_review import LEVEL
from .ui import click_place, open_page, play_move, snapshot, start_game, wait_idle

#: The person sits first at the table in red; the computers follow, the first of them moving
#: first (the form's "first player" is the second place).
COLORS = ("red", "blue", "orange", "black")
KINDS = ("human", "easy", "easy", "easy")
#: The seat to move may play it ("over" once the game ended), nothing playing out.
SETTLED = """seat => {
  const s = JSON.parse(franchiseSnapshot() || 'null');
  return s && (s.phase === 'over' || (s.current === seat && !s.browsing
    && document.body.dataset.busy === '0' && franchiseComputerState() === 'idle'));
}"""


def rgb(fill: str) -> str:
    """A "#rrggbb" fill as the browser computes it."""
    red, green, blue = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def game_of(page: Page) -> Game:
    state = snapshot(page)
    return Game.replay(Setup.from_dict(state["setup"]), state["moves"])


def seats_offered(page: Page) -> list[tuple[str, str, str]]:
    """Each seat of the open new-game dialog: (name, kind, colour), in places at the table."""
    return [
        (
            page.input_value(f"#seat-name-{i}"),
            page.input_value(f"#seat-kind-{i}"),
            page.input_value(f"#seat-color-{i}"),
        )
        for i in range(page.locator(".seat-row").count())
    ]


def review_summary(page: Page) -> list[str]:
    """Review the finished game on screen; the summary's lines, one per reviewed player."""
    page.evaluate(f"franchiseReviewLevel('{LEVEL}')")
    page.click("#btn-review")
    page.wait_for_selector("body[data-review='done']")
    page.wait_for_selector("#review-summary li")
    lines = page.locator("#review-summary li").all_inner_texts()
    page.click("#review-close")
    page.wait_for_selector("#dlg-over[open]")
    return lines


def play_again(page: Page) -> list[tuple[str, str, str]]:
    page.click("#btn-again")
    page.wait_for_selector("#dlg-new[open]")
    return seats_offered(page)


def draft_ring(page: Page, game: Game) -> str:
    """Lay out one expansion by clicking it; the stroke of its ring on the map."""
    move = next(
        m
        for m in game.legal_moves()
        if isinstance(m, TurnMove) and len(m.expansions) == 1 and not m.increases and not m.bonus
    )
    click_place(page, move.expansions[0])
    ring = page.locator("#board .place.marked .halo")
    ring.wait_for()
    stroke = ring.evaluate("e => getComputedStyle(e).stroke")
    page.click("#btn-end")
    wait_idle(page)
    return stroke


@pytest.mark.parametrize("players", [2, 4])
def test_a_new_game_whose_computer_moves_first(page: Page, site_url: str, players: int):
    """At four players the person plays on to the end against the three computers (the game
    is what is tested: the review and Play again know the seats); at two, the first turns."""
    open_page(page, site_url)
    kinds, colors = list(KINDS[:players]), list(COLORS[:players])
    start_game(page, variant="intro", first=1, kinds=kinds, colors=colors)
    page.select_option("#ai-speed", "fast")
    person = players - 1  # seats count from the first player: the person moves last
    page.wait_for_function(SETTLED, arg=person)
    game = game_of(page)
    assert game.names[0] == "Computer 2 (easy)" and game.table.colors[person] == "red"
    assert draft_ring(page, game) == rgb(PLAYER_FILL["red"])
    rng = random.Random(players)
    turns = 0
    while True:  # the person plays on, the computers answering
        page.wait_for_function(SETTLED, arg=person)
        game = game_of(page)
        if game.is_over():
            break
        if players == 2 and turns == 3:
            assert game.current == person and game.names[person] == "Player 1"
            return
        play_move(page, game, eager_move(game, rng))
        turns += 1
    page.wait_for_selector("#dlg-over[open]")
    lines = review_summary(page)
    assert len(lines) == 1 and lines[0].startswith("Player 1: "), lines
    offered = play_again(page)
    assert offered == [seat for seat in zip(game.setup.players, kinds, colors, strict=True)]


@pytest.mark.parametrize("players", [2, 4])
def test_a_finished_game_by_link_whose_computer_moved_first(
    page: Page, site_url: str, players: int
):
    names = ("Ann", "Bob", "Cy", "Dee")[:players]
    setup = Setup(names, variant="intro", seed=5, first_player=1, colors=COLORS[:players])
    game = random_game(setup)
    computers = {name: ComputerLevel.EASY for name in names[1:]}
    open_page(
        page, f"{site_url}#{encode_link(Record.of(game, new_game_id(), computers=computers))}"
    )
    page.wait_for_selector("#dlg-over[open]")
    lines = review_summary(page)
    assert len(lines) == 1 and lines[0].startswith("Ann: "), lines
    offered = play_again(page)
    assert offered == [seat for seat in zip(names, KINDS, COLORS, strict=False)]


def random_game(setup: Setup) -> Game:
    game, rng = Game(setup), random.Random(5)
    while not game.is_over():
        game.apply(eager_move(game, rng))
    return game
