"""``hard1``: Monte-Carlo search over a well-chosen, progressively widened set of turns.

It was ``hard`` until the lookahead search (``lookahead``) beat it; it stays, frozen, as the
yardstick new versions are measured against (docs/strength.md).

A Franchise turn can be any of millions (every subset of one's cities to increase in, times
every expansion, times the bonus options), far too many to try. So the search starts from the
turns a heuristic player would consider (``candidates``, ordered by ``evaluation.utility``
after each, the way ``medium`` ranks them) and the turn the playout policy would make, and
treats them as arms of a bandit:
- each iteration picks an arm by UCB1, plays its turn on a copy of the position and lets every
  player continue with the fast playout policy (``policy``) to the end of the game; the final
  score is the arm's reward (``outcome.reward``: the win, and the margin);
- the arms in play widen progressively with the iterations (``WIDTH_START`` + ``WIDEN``
  times the square root of the iterations so far), so the first candidates get the attention
  and lesser expansions and other combinations of increases come in as the budget allows;
- the budget counts moves played in playouts, not seconds, so a search is reproducible (its
  randomness is seeded from the game, the move number and the level) and takes about the same
  time early in the game, when playouts are long, as late, when they are short;
- the chosen turn is the arm tried most often; the win shares of its playouts estimate each
  player's chance to win (``Analysis``).
It yields every few playout moves and between the heuristic's evaluations (a few tenths of a
millisecond in CPython each time), so a page can slice it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator

from ..ai.analysis import Analysis
from ..ai.evaluation import utility
from ..ai.outcome import reward, win_shares
from ..ai.players import ranked
from ..ai.policy import playout, policy_move
from ..core.game import Game
from ..core.moves import Move
from ..core.state import Phase, State

#: Arms in play before any iteration, and how fast more come in.
WIDTH_START = 4
WIDEN = 1.0
#: Exploration constant of UCB1 for rewards in [0, 1].
EXPLORATION = 0.35
#: Candidate turns ranked by the heuristic before the search starts.
CANDIDATES = 40
#: Candidate turns ranked for each opponent's reply.
REPLIES = 30
#: Weight of the heuristic's verdict in an arm's value, and the utility that makes it 0.73.
MIX = 0.5
JUDGE_SCALE = 10.0

Searching = Generator[None, None, Analysis]


class _Arm:
    """One candidate move, the position after the opponents' replies, and the statistics of
    the playouts that followed."""

    __slots__ = ("judged", "line", "move", "reward", "visits", "wins")

    def __init__(self, move: Move, players: int) -> None:
        self.move = move
        #: The position once every opponent has answered ``move``; found on the first visit.
        self.line: State | None = None
        #: The heuristic's verdict on ``line`` for the searcher, in [0, 1].
        self.judged = 0.5
        self.visits = 0
        self.reward = 0.0
        self.wins = [0.0] * players


def candidate_arms(game: Game, rng: random.Random) -> Generator[None, None, list[_Arm]]:
    """The moves worth searching, most promising first (yields between steps)."""
    options = yield from ranked(game, CANDIDATES)
    moves = [move for _, move in options]
    if game.state.phase == Phase.TURN:
        sensible = policy_move(game.state, rng)
        if sensible not in moves:
            moves.insert(min(2, len(moves)), sensible)
    return [_Arm(move, game.players) for move in moves]


def search(game: Game, rng: random.Random, budget: int) -> Searching:
    """Search the position for up to ``budget`` playout moves; returns the ``Analysis``."""
    seat = game.current
    arms = yield from candidate_arms(game, rng)
    steps = [0]
    iterations = 0
    while steps[0] < budget:
        width = min(len(arms), WIDTH_START + int(WIDEN * math.sqrt(iterations)))
        arm = _select(arms, width, iterations)
        if arm.line is None:
            arm.line = yield from _answered(game, arm.move)
            arm.judged = judge(arm.line, seat)
        state = arm.line.copy()
        steps[0] += 1  # the move searched (its replies are not counted)
        yield from playout(state, rng, steps)
        shares = win_shares(state)
        arm.visits += 1
        arm.reward += reward(state, seat, shares)
        for other, share in enumerate(shares):
            arm.wins[other] += share
        iterations += 1
        yield
    best = max(arms, key=lambda a: (a.visits, _value(a)))
    chances = tuple(w / best.visits for w in best.wins) if best.visits else ()
    return Analysis(best.move, chances, iterations)


def _answered(game: Game, move: Move) -> Generator[None, None, State]:
    """The position after ``move`` once each opponent has replied with the turn the
    heuristic ranks best (as ``round-ahead`` looks ahead): playouts start from there, so the search
    sees the replies a thinking opponent makes, not only those of the playout policy."""
    line = game.clone()
    line.advance(move)
    while not line.is_over() and line.current != game.current:
        replies = yield from ranked(line, REPLIES)
        line.advance(replies[0][1])
    return line.state


def judge(state: State, seat: int) -> float:
    """The heuristic evaluation (``evaluation.utility``) of ``state`` for ``seat``, in [0, 1]."""
    return 1 / (1 + math.exp(-utility(state, seat) / JUDGE_SCALE))


def _value(arm: _Arm) -> float:
    """An arm's estimated worth: its playouts' mean reward mixed with the heuristic's verdict
    on the position after the replies (playouts see the long run, the heuristic what playouts
    with a simple policy misjudge)."""
    if not arm.visits:
        return arm.judged
    return (1 - MIX) * arm.reward / arm.visits + MIX * arm.judged


def _select(arms: list[_Arm], width: int, iterations: int) -> _Arm:
    """The arm to try next among the first ``width``: an untried one, else the best by UCB1."""
    log_total = math.log(iterations + 1)
    best, best_score = arms[0], -1.0
    for arm in arms[:width]:
        if not arm.visits:
            return arm
        score = _value(arm) + EXPLORATION * math.sqrt(log_total / arm.visits)
        if score > best_score:
            best, best_score = arm, score
    return best
