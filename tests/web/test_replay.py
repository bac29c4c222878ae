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
from .fake_page import FakePage
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


@pytest.fixture
def unspawned(monkeypatch) -> None:
    """The replay's beats are not run: each test steps it by hand."""
    monkeypatch.setattr(replay_module, "spawn", lambda coroutine: coroutine.close())


@pytest.mark.usefixtures("unspawned")
def test_a_replay_starts_at_the_first_move_and_nobody_can_move_or_save_from_it():
    session, storage = finished_session()
    saved = dict(storage.data)
    replay = Replay(FakePage(session))
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


@pytest.mark.usefixtures("unspawned")
def test_a_replay_shows_one_pause_button_even_with_computers_at_the_table():
    session, _ = finished_session()
    entry = session.entry  # the same game with a computer seat
    session.entry = SaveEntry(entry.record, entry.name, 1.0, 1.0, None, {"Bob": "easy"})
    text = Text.load("en")
    before = screen_view(session, Moment.OVER, text)
    assert before["ai-controls"] == {"hidden": False}  # the computers' Pause, after the game
    Replay(FakePage(session)).start()
    during = screen_view(session, session.moment(busy=False, paused=False), text)
    assert during["ai-controls"] == {"hidden": True}  # the replay's own Pause is the one


@pytest.mark.usefixtures("unspawned")
def test_each_step_flashes_the_places_its_move_touched():
    session, _ = finished_session()
    screen = FakePage(session)
    replay = Replay(screen)
    replay.start()
    replay.step_to(1)
    first_town = session.moves[0].removeprefix("start ")
    assert screen.flashes[-1] == {BOARD.place_index[first_town]}


def test_played_to_the_end_the_replay_stops_on_the_final_position(monkeypatch):
    monkeypatch.setattr(replay_module, "BEAT", 0)
    session, _ = finished_session()
    screen = FakePage(session)

    async def watch() -> Replay:
        replay = Replay(screen)
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
@pytest.mark.usefixtures("unspawned")
def test_opening_another_game_ends_the_replay(opened):
    session, _ = finished_session()
    replay = Replay(FakePage(session))
    game_id = session.entry.game_id
    replay.start()
    if opened == "new game":
        session.new_game(Setup(("Cyd", "Dee"), first_player=1), False, {}, "Another")
    else:
        session.open_saved(game_id)
    assert replay.state is ReplayState.OFF and session.may_play() == (opened == "new game")
