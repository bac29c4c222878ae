"""Replaying a finished game, in CPython: it starts at the first move, steps by beat or by hand,
never saves a position or lets anyone move, and ends on the final position."""

from __future__ import annotations

import asyncio
import itertools
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from franchise import BOARD, Setup
from web.page import replay as replay_module
from web.page.replay import Replay, ReplayState
from web.saves.store import SaveEntry, SaveStore
from web.screens.panels import turn_prompt
from web.screens.screen import screen_view
from web.session.mode import Moment
from web.session.session import Session
from web.text.catalogue import Text

from ..engine.positions import eager_move
from .memory_storage import NAMES, MemoryStorage


def finished_session() -> tuple[Session, MemoryStorage]:
    storage = MemoryStorage()
    clock = itertools.count(1000)
    session = Session(SaveStore(storage, NAMES), lambda: float(next(clock)))
    session.new_game(Setup(("Ann", "Bob"), first_player=0), False, {}, "A game")
    rng = random.Random(7)
    while not session.game.is_over():
        session.play(eager_move(session.game, rng))
    return session, storage


class Screen:
    """What the page would be asked to draw."""

    def __init__(self) -> None:
        self.redraws = 0
        self.flashes: list[set[int]] = []

    def shown(self) -> None:
        self.redraws += 1

    def flash(self, places: set[int]) -> None:
        self.flashes.append(places)


def test_a_replay_starts_at_the_first_move_and_nobody_can_move_or_save_from_it():
    session, storage = finished_session()
    saved = dict(storage.data)
    replay = Replay(session, Screen().shown, Screen().flash, lambda c: c.close())
    replay.start()
    assert session.cursor == 0 and replay.state is ReplayState.PLAYING
    assert session.moment(busy=False, paused=False) is Moment.REPLAY
    assert not session.may_play()
    town = next(p.index for p in BOARD.places if not p.is_city)
    assert session.click(town) is None and session.cursor == 0
    replay.step_to(3)
    assert session.cursor == 3 and replay.state is ReplayState.PAUSED
    assert storage.data == saved  # the saved game still ends where it ended
    prompt = turn_prompt(session.game, None, Moment.REPLAY, Text.load("de"))
    assert prompt.startswith("Die beendete Partie")


def test_a_replay_shows_one_pause_button_even_with_computers_at_the_table():
    session, _ = finished_session()
    entry = session.entry  # the same game with a computer seat
    session.entry = SaveEntry(entry.record, entry.name, 1.0, 1.0, None, {"Bob": "easy"})
    text = Text.load("en")
    before = screen_view(session, Moment.OVER, text)
    assert before["ai-controls"] == {"hidden": False}  # the computers' Pause, after the game
    Replay(session, Screen().shown, Screen().flash, lambda c: c.close()).start()
    during = screen_view(session, session.moment(busy=False, paused=False), text)
    assert during["ai-controls"] == {"hidden": True}  # the replay's own Pause is the one


def test_each_step_flashes_the_places_its_move_touched():
    session, _ = finished_session()
    screen = Screen()
    replay = Replay(session, screen.shown, screen.flash, lambda c: c.close())
    replay.start()
    replay.step_to(1)
    first_town = session.moves[0].removeprefix("start ")
    assert screen.flashes[-1] == {BOARD.place_index[first_town]}


def test_played_to_the_end_the_replay_stops_on_the_final_position(monkeypatch):
    monkeypatch.setattr(replay_module, "BEAT", 0)
    session, _ = finished_session()
    screen = Screen()

    async def watch() -> Replay:
        replay = Replay(session, screen.shown, screen.flash, asyncio.ensure_future)
        replay.start()
        replay.pause()
        replay.resume()  # the first run must stop by itself: only one run moves the replay
        await replay.task
        return replay

    with ThreadPoolExecutor(1) as thread:  # a loop of its own, beside any the suite runs
        replay = thread.submit(asyncio.run, watch()).result()
    assert replay.state is ReplayState.OFF and session.live and session.game.is_over()
    assert screen.redraws >= len(session.moves)
    assert len(screen.flashes) == len(session.moves)  # positions 0 to the one before the end


@pytest.mark.parametrize("opened", ["new game", "saved game"])
def test_opening_another_game_ends_the_replay(opened):
    session, _ = finished_session()
    replay = Replay(session, Screen().shown, Screen().flash, lambda c: c.close())
    game_id = session.entry.game_id
    replay.start()
    if opened == "new game":
        session.new_game(Setup(("Cyd", "Dee"), first_player=1), False, {}, "Another")
    else:
        session.open_saved(game_id)
    assert replay.state is ReplayState.OFF and session.may_play() == (opened == "new game")
