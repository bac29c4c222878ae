"""Computer seats under pause, in CPython: a paused table starts no thought, and a decided
move waits (``ComputerState.HOLDING``) until the player resumes."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor

from franchise import Game, Move, Setup
from web.page.autoplay import Autoplay, ComputerState
from web.saves.store import SaveStore
from web.session.session import Session

from .fake_page import FakePage
from .memory_storage import NAMES, MemoryStorage


class InstantComputer:
    """Decides at once: the first legal move."""

    async def choose(self, game: Game, level: str, stale=lambda: False) -> Move | None:
        return game.legal_moves()[0]

    def follow(self, game, seats, person_moves) -> None: ...


def table() -> tuple[Session, Autoplay, list[Move]]:
    clock = itertools.count(1000)
    session = Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))
    seats = {"Ann": "easy", "Bob": "easy"}
    session.new_game(Setup(("Ann", "Bob"), first_player=0), False, seats, "")
    page = FakePage(session)
    autoplay = page.add(Autoplay(page, InstantComputer()))
    return session, autoplay, page.played


def run_alone(scenario: Callable[[], Coroutine[None, None, None]]) -> None:
    """Run ``scenario`` on an event loop of its own, in a thread of its own: the browser
    tests leave Playwright's loop running in this one."""
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, scenario()).result()


async def settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


def test_a_paused_table_starts_no_thought():
    async def scenario() -> None:
        _, autoplay, played = table()
        autoplay.toggle_pause()
        await settle()
        assert autoplay.state == ComputerState.IDLE and not played
        autoplay.toggle_pause()
        await settle()
        assert len(played) == 1 and autoplay.state == ComputerState.IDLE

    run_alone(scenario)


def test_a_move_decided_while_paused_is_held_until_resumed():
    async def scenario() -> None:
        _, autoplay, played = table()
        autoplay.maybe_start()
        assert autoplay.state == ComputerState.THINKING
        autoplay.paused = True  # the player pauses while the computer thinks
        await settle()
        assert autoplay.state == ComputerState.HOLDING and not played
        autoplay.toggle_pause()
        while autoplay.state != ComputerState.IDLE:
            await asyncio.sleep(0.05)
        assert len(played) == 1

    run_alone(scenario)
