"""The page's side of the interpreter a slow level thinks in (web/session/thinker.py runs there).

``ApartClient`` is the ``ApartThinker`` of web/session/computers.py. It speaks to the
interpreter through a ``Channel`` (a Web Worker in the page, web/browser/thinker.py; the thinker
itself, in-process, in CPython tests): it starts it when a level that thinks apart is seated,
asks for moves, lets it ponder while a person is to move, and gives its memory back when no such
level is seated. It never trusts an answer: a move is read and checked against the engine, and
anything it cannot use (a failed move, a worker that never starts or stops answering) raises
``ThinkerError``, after which the page thinks the move itself.
"""

from __future__ import annotations

import asyncio
import enum
import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from franchise import Game, parse_move
from franchise.ai import Analysis
from franchise.records import Record
from web.session.computers import ThinkerError
from web.session.thinker_kinds import Breakdown, Reply, Request, position_of

if TYPE_CHECKING:  # the review's modules load when a review is first asked for
    from franchise.ai import Review

#: Longest wait for the interpreter to start, then the longest it may stay silent while it
#: thinks a move or reviews (seconds), before the page does it itself: far above what it takes
#: on a phone, so only a broken worker reaches them.
START_LIMIT_S = 90.0
MOVE_LIMIT_S = 90.0
#: How often a wait looks whether the position on screen has changed (seconds).
LOOK_S = 0.05


class ThinkerState(enum.StrEnum):
    """What the apart interpreter is doing, shown on the page's body for tests that wait."""

    OFF = "off"
    STARTING = "starting"
    READY = "ready"
    THINKING = "thinking"
    PONDERING = "pondering"
    #: It has thought ahead to the end: a right guess is answered at once.
    PONDERED = "pondered"
    #: It cannot start (or broke) in this browser: every move is thought on the page.
    UNAVAILABLE = "unavailable"


class Channel(Protocol):
    """Text messages to and from an interpreter apart from this one."""

    def open(self, heard: Callable[[str], None], broken: Callable[[str], None]) -> None:
        """Start it; ``heard`` gets each message, ``broken`` a reason if it fails. Raises if it
        cannot even be started."""
        ...

    def possible(self) -> bool:
        """Whether this browser has what it takes to start one at all."""
        ...

    def send(self, text: str) -> None: ...

    def close(self) -> None:
        """Stop it for good and free its memory."""
        ...


class ApartClient:
    """Moves from an interpreter apart, pondering included (see the module's docstring)."""

    def __init__(
        self, channel: Channel, on_state: Callable[[ThinkerState], None] = lambda _s: None
    ) -> None:
        self.channel = channel
        self.on_state = on_state
        self.opened = False
        self.ready = False
        self.failed = False
        self.pondering: str | None = None
        self.ponder_done = False
        self.waiting: dict[int, asyncio.Future] = {}
        #: Told how many turns each review under way has done, by request.
        self.progress: dict[int, Callable[[int], None]] = {}
        #: When the interpreter was last heard from (the event loop's clock).
        self.heard_at = 0.0
        self.next_id = 1
        self.shown = ThinkerState.OFF
        self.start_watch: asyncio.Future | None = None
        #: What the interpreter said of itself and of its answers, for the benchmarks.
        self.facts: dict[str, Any] = {"answers": 0, "pondered": 0, "starts": 0}

    @property
    def state(self) -> ThinkerState:
        if not self.usable():
            return ThinkerState.UNAVAILABLE
        if not self.opened:
            return ThinkerState.OFF
        if not self.ready:
            return ThinkerState.STARTING
        if self.waiting:
            return ThinkerState.THINKING
        if self.pondering:
            return ThinkerState.PONDERED if self.ponder_done else ThinkerState.PONDERING
        return ThinkerState.READY

    def report(self) -> dict[str, Any]:
        """Its state and what it said of itself, for tests and benchmarks."""
        return {"state": self.state, **self.facts}

    def _show(self) -> None:
        if self.state is not self.shown:
            self.shown = self.state
            self.on_state(self.shown)

    # ------------------------------------------------------------------ ApartThinker
    def usable(self) -> bool:
        return not self.failed and self.channel.possible()

    def prepare(self) -> None:
        if self.opened or not self.usable():
            self._show()  # a browser without workers says so once it is first needed
            return
        self.opened, self.ready = True, False
        self.facts["starts"] += 1
        try:
            self.channel.open(self._heard, self._broken)
        except Exception as error:  # no Worker here, or one the page may not start
            self._broken(f"{type(error).__name__}: {error}")
            return
        self._show()
        self.start_watch = asyncio.ensure_future(self._watch_start())

    def release(self) -> None:
        if not self.opened:
            return
        self._stop_watching()
        self.channel.close()
        self.opened = self.ready = False
        self.pondering = None
        self._fail_waiting(Breakdown.RELEASED)
        self._show()

    def ponder(self, game: Game, seats: Sequence[str | None], guess: str) -> None:
        position = position_of(game)
        request = {"kind": Request.PONDER, "position": position, "seats": seats, "guess": guess}
        text = json.dumps(request)
        if not self.usable() or text == self.pondering:
            return
        self.prepare()
        if not self.opened:
            return
        self.pondering, self.ponder_done = text, False
        self.channel.send(text)
        self._show()

    async def measure(self) -> float:
        """The pace's workload timed in the interpreter apart, in ms (``ThinkerError`` if it
        cannot say)."""
        reply = await self._ask({"kind": Request.MEASURE}, lambda: False)
        try:
            assert reply is not None and reply["kind"] == Reply.MEASURED
            return float(reply["workload_ms"])
        except (AssertionError, KeyError, TypeError, ValueError) as error:
            raise ThinkerError(Breakdown.UNUSABLE) from error

    async def analyse(self, game: Game, level: str, stale: Callable[[], bool]) -> Analysis | None:
        request = {"kind": Request.THINK, "level": level, "position": position_of(game)}
        reply = await self._ask(request, stale)
        return None if reply is None else self._checked(game, reply)

    async def review(
        self,
        record: Record,
        seats: tuple[int, ...],
        level: str,
        progressed: Callable[[int], None],
        stale: Callable[[], bool],
    ) -> Review | None:
        """``Reviewer(record, seats, level)``'s review made apart, ``progressed`` told each
        turn done; None once ``stale``; ``ThinkerError`` if it cannot be made or read."""
        from franchise.ai import kept_review

        request = {"kind": Request.REVIEW, "record": record.to_dict(), "seats": list(seats)}
        reply = await self._ask(request | {"level": level}, stale, progressed)
        if reply is None:
            return None
        made = kept_review(reply.get("review"), record) if reply["kind"] == Reply.REVIEWED else None
        if made is None or made.seats != seats or made.level != level:
            raise ThinkerError(str(reply.get("reason", Breakdown.UNUSABLE)))
        return made

    async def _ask(
        self,
        request: dict[str, Any],
        stale: Callable[[], bool],
        progressed: Callable[[int], None] | None = None,
    ) -> dict | None:
        """Send ``request`` and wait for its reply (None once ``stale``: then it is stopped)."""
        self.prepare()
        if not self.opened:
            raise ThinkerError(Breakdown.UNAVAILABLE)
        asked, self.next_id = self.next_id, self.next_id + 1
        future = asyncio.get_event_loop().create_future()
        self.waiting[asked] = future
        if progressed is not None:
            self.progress[asked] = progressed
        self.pondering = None
        self.channel.send(json.dumps(request | {"id": asked}))
        self._show()
        try:
            reply = await self._reply(future, stale)
        finally:
            self.waiting.pop(asked, None)
            self.progress.pop(asked, None)
            self._show()
        if reply is None and self.opened:
            self.channel.send(json.dumps({"kind": Request.STOP, "id": asked}))
        return reply

    # ------------------------------------------------------------------ waiting
    async def _reply(self, future: asyncio.Future, stale: Callable[[], bool]) -> dict | None:
        """The interpreter's reply, None once ``stale``; ``ThinkerError`` past the limits."""
        loop = asyncio.get_event_loop()
        self.heard_at = loop.time() + START_LIMIT_S * (not self.ready)
        while not future.done():
            if stale():
                return None
            if loop.time() > self.heard_at + MOVE_LIMIT_S:  # silent for too long
                self._broken(Breakdown.NO_ANSWER)
                break
            await asyncio.wait({future}, timeout=LOOK_S)
        return future.result()

    async def _watch_start(self) -> None:
        """Give up on an interpreter that has not started within ``START_LIMIT_S``."""
        await asyncio.sleep(START_LIMIT_S)
        if self.opened and not self.ready and not self.failed:
            self.start_watch = None
            self._broken(Breakdown.NOT_STARTED)

    def _stop_watching(self) -> None:
        if self.start_watch is not None and not self.start_watch.done():
            self.start_watch.cancel()
        self.start_watch = None

    def _checked(self, game: Game, reply: dict) -> Analysis:
        """The reply as the engine reads it: a legal move, one chance per seat."""
        if reply.get("kind") != Reply.MOVE:
            raise ThinkerError(str(reply.get("reason", Breakdown.NO_MOVE)))
        try:
            move = parse_move(reply["move"])
            game.clone().apply(move)
            chances = tuple(float(chance) for chance in reply["win_chances"])
            playouts = int(reply["playouts"])
        except Exception as error:
            raise ThinkerError(f"{Breakdown.UNUSABLE}: {error}") from error
        if len(chances) != len(game.names):
            raise ThinkerError(Breakdown.UNUSABLE)
        self.facts["answers"] += 1
        self.facts["pondered"] += bool(reply.get("pondered"))
        self.facts["last_ms"] = reply.get("ms")
        return Analysis(move, chances, playouts)

    # ------------------------------------------------------------------ messages
    def _heard(self, text: str) -> None:
        try:
            message = json.loads(text)
            kind = Reply(message["kind"])
        except (ValueError, KeyError, TypeError):
            return  # not one of ours: nothing waits on it
        self.heard_at = asyncio.get_event_loop().time()
        if kind is Reply.READY:
            self.ready = True
            self._stop_watching()
            self.facts.update(boot_ms=message.get("boot_ms"), heap_mb=message.get("heap_mb"))
        elif kind is Reply.PONDERED:
            self.ponder_done = True
        elif kind is Reply.PROGRESS:
            progressed = self.progress.get(message.get("id"))
            if progressed is not None:
                progressed(int(message.get("done", 0)))
        elif kind is Reply.UNAVAILABLE:
            self._broken(str(message.get("reason", "")))
        else:
            future = self.waiting.get(message.get("id"))
            if future is not None and not future.done():
                future.set_result(message)
        self._show()

    def _broken(self, reason: str) -> None:
        """The interpreter cannot be used in this page: close it and think here from now on."""
        self._stop_watching()
        self.failed = True
        self.facts["broken"] = reason
        if self.opened:
            self.channel.close()
        self.opened = self.ready = False
        self.pondering = None
        self._fail_waiting(reason)
        self._show()

    def _fail_waiting(self, reason: str) -> None:
        for future in self.waiting.values():
            if not future.done():
                future.set_exception(ThinkerError(reason))
