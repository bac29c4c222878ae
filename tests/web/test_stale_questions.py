"""Every question belongs to the position it was asked about (``Stamp``): once the screen
moves on, by any path, the stamp no longer holds and answering the question plays nothing."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from franchise import Game, Move, Setup
from franchise.records.link import encode_link
from franchise.records.record import Record
from web.page import replay as replay_module
from web.page.autoplay import Autoplay, ComputerState
from web.page.replay import Replay, ReplayState
from web.page.save_news import other_tab_news
from web.saves.store import SaveStore
from web.session.computers import SlicedComputer
from web.session.outcomes import Opened, Played
from web.session.problems import Confirmation
from web.session.session import Session

from .fake_page import FakePage
from .memory_storage import NAMES, MemoryStorage
from .test_autoplay import run_alone, settle
from .test_replay import finished_session
from .test_session import run_to_end

ANN_BOB = Setup(("Ann", "Bob"), first_player=0)
STARTS = ("start raleigh", "start pueblo")  # Bob places first, then Ann; then Ann's turn


def tab(storage: MemoryStorage) -> Session:
    clock = itertools.count(1000)
    return Session(SaveStore(storage, NAMES), lambda: float(next(clock)))


def hot_seat(storage: MemoryStorage | None = None) -> Session:
    s = tab(storage if storage is not None else MemoryStorage())
    s.new_game(ANN_BOB, False, {}, "Ann vs Bob")
    for move in STARTS:
        s.play(s.game.check(move))
    return s


def asked_to_pass(s: Session) -> Confirmation:
    asked = s.end_turn()  # nothing drafted: "Pass this turn?"
    assert isinstance(asked, Confirmation) and s.holds(asked.stamp)
    return asked


def test_a_question_answered_at_its_position_plays_the_move_it_asked_about():
    s = hot_seat()
    asked = asked_to_pass(s)
    assert isinstance(s.confirm(asked), Played) and s.moves[-1] == "pass"
    assert s.confirm(asked) is None  # the same answer twice plays once


def test_another_tab_moving_on_makes_the_open_question_stale():
    storage = MemoryStorage()
    first = hot_seat(storage)
    second = tab(storage)
    assert second.open_saved(first.entry.game_id) is None
    asked = asked_to_pass(second)  # asked for Ann
    first.confirm(asked_to_pass(first))  # Ann passes in the first tab
    assert other_tab_news(second, "franchise:game:" + first.entry.game_id) is not None
    assert not second.holds(asked.stamp)
    assert second.confirm(asked) is None  # Bob is never passed for, the game goes on
    assert second.moves == (*STARTS, "pass") and not second.game.is_over()
    assert tab(storage).store.get(first.entry.game_id).record.moves == (*STARTS, "pass")


def test_a_link_opened_while_the_question_is_open_gets_no_answer():
    s = hot_seat()
    asked = asked_to_pass(s)
    own = s.entry.game_id
    other = Record(Setup(("Cy", "Di"), first_player=0), STARTS, "0123456789ab")
    assert isinstance(s.open_link(encode_link(other)), Opened)
    assert s.confirm(asked) is None
    assert s.moves == STARTS and s.store.get(own).record.moves == STARTS


def test_a_file_opened_while_the_question_is_open_gets_no_answer():
    s = hot_seat()
    asked = asked_to_pass(s)
    other = hot_seat()
    assert isinstance(s.open_file(other.entry.to_json()), Opened)
    assert s.confirm(asked) is None and s.moves == STARTS


def test_undo_redo_and_history_make_it_stale_even_back_at_the_same_position():
    s = hot_seat()
    asked = asked_to_pass(s)
    assert s.go_to(1) and not s.holds(asked.stamp)
    assert s.go_to(2) and s.stamp().cursor == asked.stamp.cursor
    assert s.confirm(asked) is None and s.moves == STARTS  # asked before leaving: stale


def test_a_new_game_a_delete_and_a_move_each_move_the_screen_on():
    for move_on in (
        lambda s: s.new_game(ANN_BOB, False, {}, "Ann vs Bob"),
        lambda s: s.delete(s.entry.game_id),
        lambda s: s.play(s.game.check("pass")),
    ):
        s = hot_seat()
        asked = asked_to_pass(s)
        move_on(s)
        assert s.confirm(asked) is None


def test_the_answer_plays_the_move_asked_about_not_what_the_draft_became():
    s = hot_seat()
    asked = asked_to_pass(s)
    s.suggest(s.game.check(">phoenix"))  # a hint laid out while the question was open
    assert s.holds(asked.stamp)
    assert s.confirm(asked).move == asked.move and s.moves[-1] == "pass"


def test_renaming_does_not_move_the_screen_on():
    s = hot_seat()
    asked = asked_to_pass(s)
    s.rename("Evening game")
    assert s.holds(asked.stamp) and isinstance(s.confirm(asked), Played)


class GatedComputer:
    """Thinks until ``release`` is set, looking at ``stale`` as the sliced computer does."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.started = 0

    async def choose(self, game: Game, level: str, stale: Callable[[], bool]) -> Move | None:
        self.started += 1
        await self.release.wait()
        return None if stale() else game.legal_moves()[0]

    def follow(self, game, seats, person_moves) -> None: ...


def test_a_computer_thought_about_a_position_left_behind_is_dropped_and_thought_anew():
    async def scenario() -> None:
        clock = itertools.count(1000)
        s = Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))
        s.new_game(ANN_BOB, False, {"Bob": "easy"}, "")  # Bob places first
        computer = GatedComputer()
        page = FakePage(s)
        played = page.played
        autoplay = Autoplay(page, computer)
        autoplay.maybe_start()
        await settle()
        s.new_game(ANN_BOB, False, {"Bob": "easy"}, "")  # another game while Bob thinks
        autoplay.maybe_start()  # the old thought is moot: a new one starts
        await settle()
        assert computer.started == 2
        computer.release.set()
        while autoplay.state is not ComputerState.IDLE:
            await asyncio.sleep(0)
        assert len(played) == 1  # only the thought about the game on screen plays

    run_alone(scenario)


def test_a_stale_search_stops_and_hands_no_analysis_on():
    s = hot_seat()
    reported: list[object] = []
    ticks = itertools.count()
    computer = SlicedComputer(lambda: float(next(ticks)), 5.0, lambda g, a: reported.append(a))
    looks = itertools.count()
    move = run_to_end(computer.choose(s.game, "hard:400", lambda: next(looks) > 2))
    assert move is None and reported == [] and computer.think_times == []


def test_a_replay_whose_game_is_deleted_stops_beating(monkeypatch):
    monkeypatch.setattr(replay_module, "BEAT", 0)
    session, _ = finished_session()
    screen = FakePage(session)

    async def watch() -> tuple[Replay, int]:
        replay = Replay(screen)
        replay.start()
        await asyncio.sleep(0)
        session.delete(session.entry.game_id)  # in Saved games, while the replay plays
        deleted_at = screen.redraws
        await replay.task
        return replay, deleted_at

    with ThreadPoolExecutor(1) as thread:
        replay, deleted_at = thread.submit(asyncio.run, watch()).result()
    assert replay.state is ReplayState.OFF and session.game is None
    assert screen.redraws == deleted_at  # no beat went on after the delete
