"""Hard's interpreter apart, in CPython: the page's client (web/session/apart.py) talks to the
real thinker (web/session/thinker.py) through an in-process channel that delivers each message
on a later turn of the event loop, as a Web Worker does. The answers are the moves a search on
the page's own thread gives; pondering on a right guess is used and on a wrong one dropped;
and whatever goes wrong, the page still gets a legal move by thinking it itself."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable

import pytest

from franchise import Game, Setup
from franchise.ai import analyse, choose, run
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import review
from franchise.review.store import review_to_dict
from web.session.apart import ApartClient, ThinkerState
from web.session.computers import GUESS_LEVEL, Computers, SlicedComputer, ThinkerError
from web.session.pace import Pace
from web.session.thinker import Thinker

from .test_autoplay import run_alone

#: Small budgets keep the searches quick; they are still real searches.
LEVEL = "expert:1500:2:4:2"


def clock_ms() -> float:
    return time.perf_counter() * 1000


class LoopbackChannel:
    """A thinker in this process, reached as a worker is: every message on a later loop turn."""

    def __init__(self) -> None:
        self.thinker: Thinker | None = None
        self.sent: list[dict] = []
        self.closed = 0

    def possible(self) -> bool:
        return True

    def open(self, heard: Callable[[str], None], broken: Callable[[str], None]) -> None:
        loop = asyncio.get_event_loop()
        self.thinker = Thinker(lambda text: loop.call_soon(heard, text), clock_ms, slice_ms=5)
        loop.call_soon(heard, json.dumps({"kind": "ready", "boot_ms": 1, "heap_mb": 1}))

    def send(self, text: str) -> None:
        self.sent.append(json.loads(text))
        assert self.thinker is not None
        asyncio.get_event_loop().call_soon(self.thinker.receive, text)

    def close(self) -> None:
        self.closed += 1
        if self.thinker is not None:
            self.thinker.receive(json.dumps({"kind": "stop"}))
        self.thinker = None


def opening(moves: int = 6) -> Game:
    game = Game(Setup(("Ann", "Bob"), seed=5, first_player=0))
    for _ in range(moves):
        game.apply(choose(game, "medium"))
    return game


def on_screen_search(game: Game, level: str = LEVEL):
    return run(analyse(game.clone(), level))


async def until(condition: Callable[[], bool]) -> None:
    for _ in range(100_000):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError("the condition never held")


def test_the_interpreter_apart_answers_with_the_move_the_page_would_think():
    game = opening()

    async def scenario() -> None:
        states: list[ThinkerState] = []
        client = ApartClient(LoopbackChannel(), states.append)
        found = await client.analyse(game, LEVEL, lambda: False)
        assert found == on_screen_search(game)
        assert states[0] is ThinkerState.STARTING and ThinkerState.THINKING in states
        assert client.state is ThinkerState.READY and client.facts["answers"] == 1
        client.release()
        assert client.state is ThinkerState.OFF and client.channel.closed == 1

    run_alone(scenario)


def test_a_right_guess_is_pondered_and_its_work_used_a_wrong_one_dropped():
    game = opening()  # Ann (a person) to move, then Bob (the computer)
    guess = choose(game, GUESS_LEVEL)
    other = next(m for m in game.legal_moves() if m != guess)

    async def pondered(played) -> dict:
        channel = LoopbackChannel()
        client = ApartClient(channel)
        client.ponder(game, [None, LEVEL], GUESS_LEVEL)
        client.ponder(game, [None, LEVEL], GUESS_LEVEL)  # every redraw asks: sent once
        assert [m["kind"] for m in channel.sent] == ["ponder"]
        assert client.state in (ThinkerState.STARTING, ThinkerState.PONDERING)
        await until(lambda: client.state is ThinkerState.PONDERED)
        after = game.clone()
        after.apply(played)
        found = await client.analyse(after, LEVEL, lambda: False)
        assert found == on_screen_search(after)  # pondering changes when, never what
        return client.facts

    async def scenario() -> None:
        assert (await pondered(guess))["pondered"] == 1
        assert (await pondered(other))["pondered"] == 0

    run_alone(scenario)


def test_a_position_left_behind_stops_the_thinking_apart():
    game = opening()

    async def scenario() -> None:
        channel = LoopbackChannel()
        client = ApartClient(channel)
        moved = False
        thinking = asyncio.ensure_future(client.analyse(game, "expert", lambda: moved))
        await until(lambda: client.state is ThinkerState.THINKING and channel.thinker.job)
        moved = True
        assert await thinking is None
        assert channel.sent[-1] == {"kind": "stop", "id": channel.sent[0]["id"]}
        await until(lambda: channel.thinker.job is None)

    run_alone(scenario)


class FailingChannel(LoopbackChannel):
    """A worker that cannot be started at all (no Worker, or one the page may not start)."""

    def open(self, heard, broken) -> None:
        raise RuntimeError("no workers here")


class LyingChannel(LoopbackChannel):
    """A worker that answers every think with a move the position does not allow, and every
    review with a review of another seat."""

    def send(self, text: str) -> None:
        message = json.loads(text)
        if message["kind"] == "review":
            record = Record.from_dict(message["record"])
            other = review_to_dict(review(record, (1,), message["level"]))
            answer = {"kind": "reviewed", "id": message["id"], "review": other}
            asyncio.get_event_loop().call_soon(self.heard, json.dumps(answer))
        if message["kind"] == "think":
            answer = {"kind": "move", "id": message["id"], "move": "start 999"}
            answer |= {"win_chances": [0.5, 0.5], "playouts": 1}
            asyncio.get_event_loop().call_soon(self.heard, json.dumps(answer))

    def open(self, heard, broken) -> None:
        self.heard = heard
        asyncio.get_event_loop().call_soon(heard, json.dumps({"kind": "ready"}))


@pytest.mark.parametrize(
    ("channel", "usable_after"),
    [(FailingChannel(), False), (LyingChannel(), True)],
    ids=["cannot-start", "illegal-answer"],
)
def test_whatever_goes_wrong_apart_the_page_thinks_the_legal_move_itself(channel, usable_after):
    game = opening()

    async def scenario() -> None:
        client = ApartClient(channel)
        computers = Computers(SlicedComputer(clock_ms), client, Pace())
        move = await computers.choose(game, LEVEL)
        assert move == on_screen_search(game).move
        assert client.usable() is usable_after
        assert [level for level, _ in computers.think_times] == [LEVEL]

    run_alone(scenario)


def test_a_bad_request_is_answered_as_a_failure_and_the_thinker_goes_on():
    replies: list[dict] = []
    game = opening()

    async def scenario() -> None:
        thinker = Thinker(lambda text: replies.append(json.loads(text)), clock_ms)
        thinker.receive(json.dumps({"kind": "think", "id": 3, "level": "nobody", "position": {}}))
        assert replies == [{"kind": "failed", "id": 3, "reason": replies[0]["reason"]}]
        thinker.receive("{not json")
        position = {"setup": game.setup.to_dict(), "moves": [str(m) for m in game.moves]}
        asked = {"kind": "think", "id": 4, "level": LEVEL, "position": position}
        thinker.receive(json.dumps(asked))
        await until(lambda: len(replies) == 2)
        assert replies[1]["id"] == 4 and replies[1]["move"] == str(on_screen_search(game).move)

    run_alone(scenario)


def test_a_stop_that_comes_after_a_newer_request_leaves_that_one_be():
    replies: list[dict] = []
    game = opening()
    position = {"setup": game.setup.to_dict(), "moves": [str(m) for m in game.moves]}

    async def scenario() -> None:
        thinker = Thinker(lambda text: replies.append(json.loads(text)), clock_ms)
        for asked in (1, 2):
            request = {"kind": "think", "id": asked, "level": LEVEL, "position": position}
            thinker.receive(json.dumps(request))
        thinker.receive(json.dumps({"kind": "stop", "id": 1}))  # the page gave 1 up late
        await until(lambda: bool(replies))
        assert [reply["id"] for reply in replies] == [2]
        thinker.receive(json.dumps({"kind": "think", "id": 3, "level": LEVEL, "position": {}}))
        assert replies[-1]["kind"] == "failed" and thinker.job is None

    run_alone(scenario)


def test_the_computers_release_the_interpreter_when_no_slow_level_is_seated():
    game = opening()

    async def scenario() -> None:
        channel = LoopbackChannel()
        client = ApartClient(channel)
        computers = Computers(SlicedComputer(clock_ms), client, Pace())
        computers.follow(game, ["medium", "easy"], person_moves=False)
        assert client.state is ThinkerState.OFF and channel.thinker is None
        computers.follow(game, [None, "hard"], person_moves=False)  # started ahead of need
        assert client.state is ThinkerState.STARTING and not channel.sent
        computers.follow(game, [None, "hard"], person_moves=True)
        assert [m["kind"] for m in channel.sent] == ["ponder"]
        assert channel.sent[0]["seats"] == [None, "hard"]
        assert channel.sent[0]["guess"] == GUESS_LEVEL
        computers.follow(None, [], person_moves=False)
        assert client.state is ThinkerState.OFF and channel.closed == 1

    run_alone(scenario)


def test_an_unusable_answer_is_an_error_not_a_move():
    game = opening()

    async def scenario() -> None:
        client = ApartClient(LyingChannel())
        with pytest.raises(ThinkerError):
            await client.analyse(game, LEVEL, lambda: False)

    run_alone(scenario)


def test_a_review_made_apart_is_the_review_the_page_would_make():
    game = opening(0)
    while not game.is_over():
        game.apply(choose(game, "medium"))
    record = Record.of(game, "00000000abcd", computers={"Bob": ComputerLevel.MEDIUM})

    async def scenario() -> None:
        client = ApartClient(LoopbackChannel())
        told: list[int] = []
        made = await client.review(record, (0,), LEVEL, told.append, lambda: False)
        assert made == review(record, (0,), LEVEL)
        assert told == list(range(1, len(made.turns) + 1))  # each turn as it is done
        liar = ApartClient(LyingChannel())
        with pytest.raises(ThinkerError):  # a review of other seats than asked is refused
            await liar.review(record, (0,), LEVEL, told.append, lambda: False)

    run_alone(scenario)


def test_at_a_share_of_the_budget_every_search_of_the_computers_names_its_smaller_spec():
    game = opening()  # Ann (a person) to move, then Bob
    pace = Pace(0.05)

    async def scenario() -> None:
        channel = LoopbackChannel()
        client = ApartClient(channel)
        computers = Computers(SlicedComputer(clock_ms), client, pace)
        computers.follow(game, [None, "hard"], person_moves=True)
        ponder = channel.sent[0]
        assert ponder["seats"] == [None, pace.spec("hard")] != [None, "hard"]
        assert ponder["guess"] == pace.spec(GUESS_LEVEL) != GUESS_LEVEL
        after = game.clone()
        after.apply(choose(game, ponder["guess"]))
        move = await computers.choose(after, "hard")  # thought apart, from its pondering
        assert move == choose(after, pace.spec("hard"))
        assert [level for level, _ in computers.think_times] == [pace.spec("hard")]
        computers.follow(None, [], person_moves=False)

    run_alone(scenario)
