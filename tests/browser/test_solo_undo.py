"""Undo at a table with computers, clicked through the page (issue 24, step 2).

One tap of Undo takes the person back to their previous turn, the computers' moves with it;
Redo mirrors it; the arrows only look (no one moves, no computer thinks) until "Play from
here", which starts the computer to move there; a reload after an undo shows the same turn.
Waits are for states (the snapshot, the computers' state), never for time.
"""

from __future__ import annotations

from playwright.sync_api import Page

from franchise import Game, Setup, StartMove, TurnMove

from .ui import open_page, play_move, snapshot, start_game, wait_idle

#: The person (seat 0) may move: the latest position or one taken back to, nothing playing out,
#: no computer thinking.
PERSONS_TURN = """() => {
  const s = JSON.parse(franchiseSnapshot() || 'null');
  return s && s.current === 0 && s.phase !== 'over' && !s.browsing
    && document.body.dataset.busy === '0' && franchiseComputerState() === 'idle';
}"""


def game_of(page: Page) -> Game:
    state = snapshot(page)
    return Game.replay(Setup.from_dict(state["setup"]), state["moves"])


def simple_move(game: Game) -> StartMove | TurnMove:
    """A start town, or one plain expansion (a pass only if there is none): no game ends."""
    legal = game.legal_moves()
    plain = [
        m
        for m in legal
        if isinstance(m, StartMove)
        or (len(m.expansions) == 1 and not m.increases and m.bonus is None)
    ]
    return (plain or legal)[0]


def play_own_turns(page: Page, count: int) -> None:
    """Play ``count`` turns of the person, letting the computers answer each."""
    for _ in range(count):
        page.wait_for_function(PERSONS_TURN)
        game = game_of(page)
        play_move(page, game, simple_move(game))
    page.wait_for_function(PERSONS_TURN)


def start_solo(page: Page, site_url: str, kinds: list[str]) -> None:
    open_page(page, site_url)
    start_game(page, kinds=kinds, first=0)
    page.select_option("#ai-speed", "fast")


def test_two_players_undo_redo_look_back_and_play_from_here(page: Page, site_url: str):
    start_solo(page, site_url, ["human", "easy"])
    play_own_turns(page, 3)
    total = len(snapshot(page)["all_moves"])
    page.click("#hist-back")  # one tap: the person's own last turn and the computer's reply
    page.wait_for_function(PERSONS_TURN)
    state = snapshot(page)
    assert len(state["moves"]) == total - 2 and len(state["all_moves"]) == total
    assert page.is_visible("#btn-end") and not page.is_visible("#btn-play-from-here")
    page.click("#hist-forward")  # Redo mirrors it
    page.wait_for_function(f"JSON.parse(franchiseSnapshot()).moves.length === {total}")
    page.wait_for_function(PERSONS_TURN)
    page.click("#hist-step-back")  # looking back: the computer's last move, handed to no one
    page.wait_for_function("JSON.parse(franchiseSnapshot()).browsing")
    state = snapshot(page)
    assert state["current"] == 1 and len(state["moves"]) == total - 1
    assert page.get_attribute("body", "data-thinking") == "0"
    assert franchise_state(page) == "idle" and not page.is_visible("#btn-end")
    page.click("#btn-play-from-here")  # the computer to move there starts thinking
    page.wait_for_function(
        f"JSON.parse(franchiseSnapshot()).all_moves.length === {total}"
        f" && JSON.parse(franchiseSnapshot()).moves.length === {total}"
        " && JSON.parse(franchiseSnapshot()).current === 0"
    )
    wait_idle(page)
    assert not snapshot(page)["browsing"]


def franchise_state(page: Page) -> str:
    return page.evaluate("franchiseComputerState()")


def test_four_players_one_tap_back_and_a_reload_after_it(page: Page, site_url: str):
    start_solo(page, site_url, ["human", "easy", "easy", "easy"])
    play_own_turns(page, 2)
    total = len(snapshot(page)["all_moves"])
    page.click("#hist-back")
    page.wait_for_function(PERSONS_TURN)
    assert len(snapshot(page)["moves"]) == total - 4  # three computers and the person
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    page.wait_for_function(PERSONS_TURN)
    state = snapshot(page)
    assert len(state["moves"]) == total - 4 and len(state["all_moves"]) == total
    assert franchise_state(page) == "idle"
    page.click("#hist-forward")
    page.wait_for_function(f"JSON.parse(franchiseSnapshot()).moves.length === {total}")
    play_own_turns(page, 1)  # and the game goes on from there, computers answering
    assert len(snapshot(page)["moves"]) == total + 4
