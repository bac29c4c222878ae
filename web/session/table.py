"""What a session shows: the saved record, the game at the cursor, and questions about them.

``Table`` holds the session's state and answers questions without changing anything (whose
move it is, whether a person may play, whether the screen still shows a stamped position);
``Session`` (web/session/session.py) adds the intents that change it. Views and the page's
parts that only read ask these.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from franchise import Game
from franchise.records import ComputerLevel, Seat, seats_of
from web.saves.store import SaveEntry, SaveResult, SaveStore
from web.session.draft import Draft
from web.session.hint_shown import NO_HINT, HintShown
from web.session.history import LogEntry
from web.session.mode import Mode, Moment
from web.session.problems import Problem
from web.session.stamp import Stamp
from web.session.turns import TurnMap, redo_target, undo_target

if TYPE_CHECKING:
    from web.session.guide import Guide


class Table:
    """One game on screen at a time, over a save store and a wall clock (epoch ms)."""

    def __init__(self, store: SaveStore, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock
        self.entry: SaveEntry | None = None
        self.game: Game | None = None
        self.draft: Draft | None = None
        #: What the session does with the position on screen (web/session/mode.py).
        self.mode = Mode.PLAYING
        #: The mode of the position in play, which browsing or a replay only looks away from:
        #: the mode comes back to it when they end (a game by link still waits, or not).
        self.mode_in_play = Mode.PLAYING
        #: The seat to move at each position of the record (for undo and redo).
        self.turns = TurnMap()
        #: What a hint left on screen (web/session/hint_shown.py), changed only through its
        #: own transitions.
        self.hint: HintShown = NO_HINT
        #: A half-made turn kept in storage came back with the game: the page says so once
        #: (``take_draft_back``), so a turn never reappears, or goes, without a word.
        self.draft_back = False
        #: A seat claimed for one turn ("I am someone else"): the game, the players this
        #: device played before (offered back once that turn is played, ``back_to``) and the
        #: players it claimed.
        self.claimed: tuple[str, tuple[str, ...], tuple[str, ...]] | None = None
        #: Every event up to the cursor, in order, for the log.
        self.log: list[LogEntry] = []
        #: Entries the player to move had not seen when the game came from a link.
        self.missed: list[LogEntry] = []
        #: What the latest autosave did (the page tells the player about the unusual ones).
        self.last_save: SaveResult | None = None
        #: Counts the positions shown (bumped whenever the game on screen changes): part of
        #: the ``Stamp`` that questions and pending tasks check before they act.
        self.showing = 0
        #: The guided first game's guide, while one is on (web/session/guided.py).
        self.guide: Guide | None = None
        #: The retired levels (expert) the game just opened named, now played by the level
        #: that stands in for each (``ComputerLevel.played_by``): the page says so once and
        #: takes them (``take_retired``). Its next save names the levels that play.
        self.retired: tuple[ComputerLevel, ...] = ()
        #: The refusal on screen and the showing it was made at (``Session.refuse``).
        self.refused: tuple[Problem, Stamp] | None = None

    # ------------------------------------------------------------------ queries
    @property
    def moves(self) -> tuple[str, ...]:
        return self.entry.record.moves if self.entry else ()

    @property
    def cursor(self) -> int:
        return len(self.game.moves) if self.game else 0

    @property
    def live(self) -> bool:
        """Whether the latest position is on screen (not an earlier one from history)."""
        return self.cursor == len(self.moves)

    @property
    def by_link(self) -> bool:
        return bool(self.entry and self.entry.record.by_link)

    @property
    def computers(self) -> dict[str, str]:
        return self.entry.computers if self.entry else {}

    def link_payload(self) -> str:
        """The record as a share-link fragment (after the '#')."""
        from franchise.records import encode_link

        assert self.entry is not None
        return encode_link(self.entry.record)

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who plays each seat of the game on screen, in seat order (seat 0 moves first): the
        one mapping of seat to name, colour, place at the table and level the page reads."""
        if self.game is None:
            return ()
        return seats_of(self.game.table, self.computers)

    @property
    def players_here(self) -> tuple[str, ...] | None:
        """In a game by link, the players this device plays; None: every person (a game not
        by link, or one by link whose device has not said yet, or saved before it could)."""
        if self.entry is None or not self.by_link:
            return None
        return self.entry.players_here

    def asks_who(self) -> bool:
        """Whether this device should be asked which player it is: a game by link, still on,
        that does not know yet (opened from a link for the first time)."""
        game = self.game
        unknown = self.by_link and self.players_here is None
        return unknown and game is not None and not game.is_over()

    def played_elsewhere(self, seat: int) -> bool:
        """Whether another device plays ``seat``: a person's seat in a game by link that this
        device knows it does not play."""
        here, seats = self.players_here, self.seats
        if here is None or seat >= len(seats) or not seats[seat].is_person:
            return False
        return seats[seat].name not in here

    def unclaimed(self, seat: int) -> bool:
        """Whether ``seat`` is a person's seat in a game by link whose device was never told
        whom it plays (a file imported, a game saved before devices knew): its turn is not
        offered here until the device says (a fresh tablet that imported a file once offered
        the next player's turn to whoever held it, and forked the game)."""
        seats = self.seats
        unknown = self.by_link and self.players_here is None
        return unknown and seat < len(seats) and seats[seat].is_person

    def latest_mover(self) -> int | None:
        """The seat to move at the latest position (the position in play of a game by link,
        whatever position is shown); None with no game or a finished one."""
        if self.entry is None or self.game is None:
            return None
        return self.turns.of(self.entry.record)[-1]  # kept up to date as moves come

    def mode_at_latest(self) -> Mode:
        """The mode of the position in play: waited on when another device plays the seat to
        move at the latest position, asked about when this device never said whom it plays,
        played from otherwise. Read from the latest position,
        never from one shown earlier: a device that looked back, reloaded and came back once
        took its own player's mode to another device's turn."""
        mover = self.latest_mover()
        if mover is not None and self.played_elsewhere(mover):
            return Mode.WAITING
        if mover is not None and self.unclaimed(mover):
            return Mode.UNCLAIMED
        return Mode.PLAYING

    def final_link_wanted(self) -> bool:
        """Whether a finished game by link should be sent on: a person plays on another
        device (or may: this device never said whom it plays). The others once waited for
        ever on a game that had ended on the last mover's device."""
        game = self.game
        if not self.by_link or game is None or not game.is_over():
            return False
        here = self.players_here
        return here is None or any(seat.is_person and seat.name not in here for seat in self.seats)

    def waiting_for(self) -> str | None:
        """The player this screen waits for: the one to move at the latest position, whose
        turn is played on another device (or was just passed on by link); else None."""
        game = self.game
        if game is None or self.mode is not Mode.WAITING or not self.in_play():
            return None
        return game.names[game.current]

    def take_retired(self) -> tuple[ComputerLevel, ...]:
        """The retired levels the game last opened named, once: then none until another
        game that names one is opened."""
        retired, self.retired = self.retired, ()
        return retired

    def level_of(self, seat: int) -> str | None:
        """The computer level playing ``seat``, or None for a person."""
        seats = self.seats
        return seats[seat].level if seat < len(seats) else None

    def in_play(self) -> bool:
        """Whether the position on screen is played from: the latest one, or an earlier one
        taken back to (undo, "play from here") in a game not played by link; never one looked
        at in history or in a replay, nor a finished game."""
        game = self.game
        if game is None or game.is_over() or self.mode.looks_back:
            return False
        return self.live or not self.by_link

    def computer_to_move(self) -> str | None:
        """The level of the computer whose turn it is at the position in play, if any."""
        if not self.in_play():
            return None
        assert self.game is not None
        return self.level_of(self.game.current)

    def may_play(self) -> bool:
        """A person moves at the position in play (not one passed on by link, nor one whose
        player this device was never told it plays)."""
        return self.in_play() and not self.computer_to_move() and self.mode is Mode.PLAYING

    def may_play_from_here(self) -> bool:
        """An earlier position is being looked at, and the game may go on from it."""
        return self.mode is Mode.BROWSING and not self.live and not self.by_link

    def moment(self, busy: bool, paused: bool) -> Moment:
        """What is happening at the game on screen (``busy``: a move is being played out,
        ``paused``: the player paused the computers); a person plays when there is no game."""
        game = self.game
        if game is None:
            return Moment.PLAY
        if busy:
            return Moment.BUSY
        if self.mode is Mode.REPLAYING:
            return Moment.REPLAY
        if game.is_over():
            return Moment.OVER
        if self.computer_to_move():
            return Moment.PAUSED if paused else Moment.THINKING
        if self.mode is Mode.WAITING:
            return Moment.WAITING
        if self.mode is Mode.UNCLAIMED:
            return Moment.UNCLAIMED
        return Moment.PLAY if self.may_play() else Moment.HISTORY

    def _turn_facts(self) -> tuple[tuple[int | None, ...], set[int]]:
        assert self.entry is not None and self.game is not None
        computers = {seat.number for seat in self.seats if not seat.is_person}
        return self.turns.of(self.entry.record), computers

    def passes_to_another_person(self) -> bool:
        """Whether the game in play has just come to a person other than the last person who
        moved: at a table of several people on one screen, the device changes hands."""
        game = self.game
        if game is None or game.is_over() or self.level_of(game.current) is not None:
            return False
        people = {seat.number for seat in self.seats if seat.is_person}
        moved = [entry.seat for entry in self.log if entry.seat in people]
        return len(people) > 1 and bool(moved) and moved[-1] != game.current

    def undo_target(self) -> int | None:
        """The position Undo shows (web/session/turns.py), or None. By link, none: the moves
        were sent, so nothing is taken back (Undo there was only a look back, which the
        arrows are); the position in play stays where the latest link left it."""
        if self.entry is None or self.game is None or self.by_link:
            return None
        return undo_target(self.cursor, *self._turn_facts())

    def redo_target(self) -> int | None:
        """The position Redo shows, or None (by link, none, as for Undo)."""
        if self.entry is None or self.game is None or self.by_link:
            return None
        return redo_target(self.cursor, *self._turn_facts())

    def stamp(self) -> Stamp:
        """The game and position on screen, for a question or a task about to start."""
        return Stamp(self.entry.game_id if self.entry else None, self.cursor, self.showing)

    def holds(self, stamp: Stamp) -> bool:
        """Whether the screen still shows what ``stamp`` was taken for."""
        return stamp == self.stamp()

    def refusal(self) -> Problem | None:
        """The refusal to show: one made at the position on screen. A refusal belongs to the
        showing it was made at, so any move played since (the person's, a computer's, another
        tab's), undo, history or another game leaves it behind."""
        if self.refused is None or not self.holds(self.refused[1]):
            return None
        return self.refused[0]
