"""``Game``: the engine's public face, shaped after python-chess's Board and OpenSpiel's State.

A game is a setup plus the moves played. It answers whose decision is pending and what is legal,
applies moves after validating them (returning the events that followed), undoes, clones, and
snapshots. Computer players use the same small protocol: ``current``, ``legal_moves``,
``random_move``, ``apply``/``apply_unchecked``/``advance``, ``clone``, ``is_over``, ``returns``.

Undo keeps a copy of the position every ``CHECKPOINT_EVERY`` moves and replays the few trusted
moves since the last one, so playing a move never pays for a whole copy of the state.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from types import ModuleType

from ..values import valueclass
from . import rules
from .errors import GameOverError, IllegalMoveError, Refusal
from .events import Event
from .moves import Move, StartMove, TurnMove, parse_move
from .outcome import Outcome, outcome_of
from .setup import Setup, Table
from .state import Phase, State, initial_state, win_shares

#: Bound once: looking up an enum member costs more than the comparison (CPython 3.11).
_OVER = Phase.OVER
#: Undo keeps a copy of the position before every this many moves (see the module docstring).
CHECKPOINT_EVERY = 16


#: ``franchise.core.movegen`` once ``_move_generator`` has imported it.
_movegen: ModuleType | None = None


def _move_generator() -> ModuleType:
    """The move generator (movegen, turnplan, sampling), imported on first use rather than with
    the engine: the page starts without it (tools/bench/startup.py). Random playouts draw every
    move through ``Game.random_move``, where a function-level import costs a twentieth of
    the move, so the module is kept once imported."""
    global _movegen
    if _movegen is None:
        from . import movegen

        _movegen = movegen
    return _movegen


@valueclass
class Decision:
    """What the game waits for (``kind``) and whose decision it is (``seat``)."""

    kind: Phase
    seat: int


class Game:
    """A game in progress: setup, current state, the moves that led there, and undo."""

    __slots__ = ("_checkpoints", "moves", "setup", "state", "table")

    def __init__(self, setup: Setup, *, _table: Table | None = None) -> None:
        self.setup = setup
        self.table = _table or setup.resolve()
        self.state: State = initial_state(self.table)
        self.moves: list[Move] = []
        #: ``(moves played, copy of the state then)``, oldest first.
        self._checkpoints: list[tuple[int, State]] = []

    @classmethod
    def replay(cls, setup: Setup, moves: Iterable[Move | str]) -> Game:
        """Rebuild a game by validating and applying every move in order.

        A refused move raises ``IllegalMoveError`` naming its number, the player and the reason.
        """
        game = cls(setup)
        for number, move in enumerate(moves, start=1):
            seat = game.state.current
            try:
                game.apply(move)
            except IllegalMoveError as error:
                raise type(error)(
                    Refusal.REPLAYED_MOVE,
                    cause=error,
                    number=number,
                    player=game.table.names[seat],
                    text=str(move),
                ) from None
        return game

    # ------------------------------------------------------------------ queries
    @property
    def names(self) -> tuple[str, ...]:
        return self.table.names

    @property
    def players(self) -> int:
        return self.table.players

    @property
    def current(self) -> int:
        """Seat whose decision is pending (the last mover once the game is over)."""
        return self.state.current

    @property
    def decision(self) -> Decision:
        return Decision(self.state.phase, self.state.current)

    def is_over(self) -> bool:
        return self.state.phase == _OVER

    @property
    def winners(self) -> tuple[int, ...]:
        return self.state.winners

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (termination, winners, final scores), or None while it goes on."""
        return outcome_of(self.state)

    def legal_moves(self) -> list[Move]:
        return list(_move_generator().legal_moves(self.state))

    def count_legal_moves(self) -> int:
        return _move_generator().count_moves(self.state)

    def random_move(self, rng: random.Random) -> Move:
        """A uniformly random legal move, drawn without listing all of them."""
        if self.state.phase == _OVER:
            raise GameOverError(Refusal.GAME_OVER)
        return (_movegen or _move_generator()).random_move(self.state, rng)

    def projected_scores(self) -> list[int]:
        """Final score of every seat if the game ended now."""
        return rules.projected_scores(self.state)

    def income(self, seat: int) -> int:
        """Dollars ``seat`` would collect at the start of their next turn."""
        return rules.income(self.state, seat)

    def returns(self) -> list[float]:
        """Per-seat outcome for search: 1 shared among the winners, 0 for everyone else."""
        return win_shares(self.state) if self.is_over() else [0.0] * self.players

    def snapshot(self) -> dict:
        """JSON-able view of the position, with the move list in canonical text."""
        data = self.state.to_dict()
        data["moves"] = [str(m) for m in self.moves]
        data["setup"] = self.setup.to_dict()
        data["projected_scores"] = self.projected_scores()
        return data

    # ------------------------------------------------------------------ changes
    def check(self, move: Move | str) -> Move:
        """The move as a value if it is legal now; otherwise raise a ``FranchiseError``."""
        if isinstance(move, str):
            move = parse_move(move)
        if not isinstance(move, StartMove | TurnMove):
            raise IllegalMoveError(Refusal.NOT_A_MOVE, text=repr(move))
        rules.check_move(self.state, move)
        return move

    def apply(self, move: Move | str) -> list[Event]:
        """Validate and play a move; returns its events in order."""
        move = self.check(move)
        return self.apply_unchecked(move)

    def apply_unchecked(self, move: Move, *, keep_undo: bool = True) -> list[Event]:
        """Play a move known to be legal (from ``legal_moves``/``random_move``)."""
        played = len(self.moves)
        if keep_undo and played % CHECKPOINT_EVERY == 0:
            self._checkpoints.append((played, self.state.copy()))
        events: list[Event] = []
        rules.play(self.state, move, events)
        self.moves.append(move)
        return events

    def advance(self, move: Move) -> None:
        """Play a trusted move on the search and playout path: no events, no undo checkpoint."""
        rules.play(self.state, move)
        self.moves.append(move)

    def undo(self) -> Move:
        """Take back the last move; raises ``IllegalMoveError`` when there is none."""
        if not self.moves:
            raise IllegalMoveError(Refusal.NOTHING_TO_UNDO)
        move = self.moves.pop()
        played = len(self.moves)
        checkpoints = self._checkpoints
        while checkpoints and checkpoints[-1][0] > played:
            checkpoints.pop()
        start, state = checkpoints[-1] if checkpoints else (0, initial_state(self.table))
        state = state.copy()
        for earlier in self.moves[start:]:
            rules.play(state, earlier)
        self.state = state
        return move

    def clone(self) -> Game:
        """An independent copy of the position, without undo checkpoints (cheap, for search)."""
        other = Game.__new__(Game)
        other.setup = self.setup
        other.table = self.table
        other.state = self.state.copy()
        other.moves = self.moves[:]
        other._checkpoints = []
        return other
