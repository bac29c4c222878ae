"""Soak test: random games of every player count and variant, with the invariants checked after
every move (``python -m franchise.lab soak --games N [--workers K] [--json] [--seed S]``).

Every move is drawn by ``random_move`` and then validated by the rules before it is played, so
move generation and validation must agree. After each move: every seat's franchises are
conserved (board + supply + references == the per-player total), money and supply are never
negative, the board's fill agrees with the per-seat counts and the open-place tallies, and a
game that goes on has a legal move (in a turn, passing is always one). At each game's end, a
replay of its moves gives the identical state and undoing the last moves gives back the states
seen before them. The first violation of a game ends that game and is reported with its seed
and move number, so it can be replayed.

Checks that would cost a pass over the whole board are done in aggregate after each move and
in full at the end of each game, which keeps 100,000 games within minutes on two workers.
"""

from __future__ import annotations

import random
import time
from collections import Counter, deque
from itertools import chain

from ..core import movegen, rules
from ..core.board import BOARD
from ..core.errors import FranchiseError
from ..core.game import Game
from ..core.moves import StartMove, TurnMove
from ..core.setup import VARIANTS, Setup
from ..core.state import NEUTRAL, Phase, State
from ..values import asdict, field, valueclass

PLAYER_COUNTS = (2, 3, 4, 5)
UNDO_DEPTH = 4
_PASS = TurnMove.of()
_NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
_PLACE_REGION = tuple(p.region for p in BOARD.places)
_IS_CITY = tuple(p.is_city for p in BOARD.places)


@valueclass
class Violation:
    """A broken invariant: in which game (replayable from its seed), after which move, what."""

    game: int
    players: int
    variant: str
    seed: int
    move: int
    problem: str


@valueclass(frozen=False)
class SoakSummary:
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    violations: list[Violation] = field(default_factory=list)

    def add(self, other: SoakSummary) -> None:
        self.games += other.games
        self.moves += other.moves
        self.violations += other.violations

    def to_dict(self) -> dict:
        rate = self.games / self.seconds if self.seconds else 0.0
        first = min(self.violations, key=lambda v: v.game, default=None)
        return {
            "games": self.games,
            "moves": self.moves,
            "seconds": round(self.seconds, 1),
            "games_per_second": round(rate, 1),
            "violations": len(self.violations),
            "first_violation": asdict(first) if first else None,
        }


def game_plan(index: int, seed: int) -> tuple[int, str, int]:
    """Players, variant and seed of game ``index``: every count and variant in turn."""
    players = PLAYER_COUNTS[index % len(PLAYER_COUNTS)]
    variant = VARIANTS[index // len(PLAYER_COUNTS) % len(VARIANTS)]
    return players, variant, seed + index


def soak(games: int, seed: int = 1, workers: int = 1) -> SoakSummary:
    """Play ``games`` checked random games (split over ``workers`` processes)."""
    started = time.perf_counter()
    if workers <= 1:
        summary = play_games(range(games), seed)
    else:
        from concurrent.futures import ProcessPoolExecutor

        shares = [range(w, games, workers) for w in range(workers)]
        summary = SoakSummary()
        with ProcessPoolExecutor(workers) as pool:
            for part in pool.map(play_games, shares, [seed] * workers):
                summary.add(part)
    summary.seconds = time.perf_counter() - started
    return summary


def play_games(indices: range, seed: int) -> SoakSummary:
    summary = SoakSummary()
    for index in indices:
        moves, violation = play_checked(index, seed)
        summary.games += 1
        summary.moves += moves
        if violation is not None:
            summary.violations.append(violation)
    return summary


def play_checked(index: int, seed: int) -> tuple[int, Violation | None]:
    """Play game ``index`` to its end checking every move; (moves played, first violation)."""
    players, variant, game_seed = game_plan(index, seed)
    game = Game(Setup(_NAMES[:players], variant=variant, seed=game_seed))
    rng = random.Random(game_seed)
    recent: deque[State] = deque(maxlen=UNDO_DEPTH + 1)
    recent.append(game.state.copy())
    problem = None
    while problem is None and not game.is_over():
        move = game.random_move(rng)
        try:
            game.apply(move)
        except FranchiseError as error:
            problem = f"random_move gave a move the rules refuse: {move} ({error})"
            break
        recent.append(game.state.copy())
        problem = after_move(game.state, move)
    if problem is None:
        problem = at_end(game, recent)
    if problem is None:
        return len(game.moves), None
    return len(game.moves), Violation(index, players, variant, game_seed, len(game.moves), problem)


def after_move(state: State, move: StartMove | TurnMove) -> str | None:
    """The cheap per-move checks; the name of the first broken invariant, or None."""
    per_player = BOARD.franchises_per_player
    on_board = Counter(chain.from_iterable(state.fill))
    for seat in range(state.players):
        if state.money[seat] < 0 or state.supply[seat] < 0:
            return f"seat {seat} has money {state.money[seat]}, supply {state.supply[seat]}"
        placed = sum(state.counts[seat])
        if placed != on_board[seat]:
            return f"seat {seat}: counts say {placed} franchises, the board holds {on_board[seat]}"
        if placed + state.supply[seat] + state.reference_franchises[seat] != per_player:
            return f"seat {seat}: franchises not conserved"
    touched = (move.town,) if isinstance(move, StartMove) else (*move.expansions, *move.increases)
    for place in touched:
        problem = place_problem(state, place) or region_problem(state, _PLACE_REGION[place])
        if problem:
            return problem
    if state.phase != Phase.OVER:
        if movegen.count_moves(state) == 0:
            return "the game goes on but no move is legal"
        if state.phase == Phase.TURN:
            try:
                rules.check_move(state, _PASS)
            except FranchiseError as error:
                return f"passing is refused: {error}"
    return None


def place_problem(state: State, place: int) -> str | None:
    fill = state.fill[place]
    if len(fill) > state.table.spaces[place]:
        return f"place {place} holds {len(fill)} franchises on {state.table.spaces[place]} spaces"
    for seat in range(state.players):
        if fill.count(seat) != state.counts[seat][place]:
            return f"place {place}: fill and counts disagree for seat {seat}"
    return None


def region_problem(state: State, region: int) -> str | None:
    if not state.table.active_region[region]:
        return None
    places = BOARD.regions[region].places
    still_open = sum(
        1 for p in places if (not state.scored[p] if _IS_CITY[p] else not state.fill[p])
    )
    if still_open != state.open_places[region]:
        return (
            f"region {region}: {still_open} places open, the tally says {state.open_places[region]}"
        )
    if state.region_done[region] != (still_open == 0):
        return f"region {region}: scored is {state.region_done[region]} with {still_open} open"
    return None


def at_end(game: Game, recent: deque[State]) -> str | None:
    """Whole-board checks, replay and undo, once a game is over."""
    state = game.state
    if not state.winners:
        return "the game ended without a winner"
    for place in range(len(BOARD.places)):
        neutral = state.fill[place].count(NEUTRAL)
        if neutral and state.table.active_region[_PLACE_REGION[place]]:
            return f"place {place}: neutral franchises in a region in play"
        if problem := place_problem(state, place):
            return problem
    for region in range(len(BOARD.regions)):
        if problem := region_problem(state, region):
            return problem
    if Game.replay(game.setup, game.moves).state != state:
        return "replaying the moves gives another state"
    for back in range(1, min(UNDO_DEPTH, len(game.moves)) + 1):
        game.undo()
        if game.state != recent[-1 - back]:
            return f"undoing {back} moves gives another state than before them"
    return None


def print_summary(summary: SoakSummary) -> None:
    result = summary.to_dict()
    print(
        f"{result['games']} games, {result['moves']} moves in {result['seconds']} s "
        f"({result['games_per_second']} games/s)"
    )
    print(f"violations: {result['violations']}")
    first = result["first_violation"]
    if first:
        print(
            f"first: game {first['game']} ({first['players']} players, {first['variant']}, "
            f"seed {first['seed']}), after move {first['move']}: {first['problem']}"
        )
