"""``hard``: sequential halving over refined turns, short lookaheads, a judge.

Playouts to the end of the game are long (a hundred moves), noisy, and only as good as the
policy that plays them; with a few thousand of them, a search mostly measures luck. So this
search looks a short way ahead and asks an evaluation how things stand:
- candidates: the sensible turns (``candidates``) and the neighbours of the best few (one
  increase more or less, the $10 taken or left), ranked one move ahead by the learned
  evaluation (``screen.screened``; ranking by the hand-made heuristic, ``hard2``, lost 55 Elo);
- each trial plays the candidate, then ``rounds`` full rounds of the fast policy
  (``policy.policy_move``, which a seat that can end the game as its winner does:
  ``closing_move``) for every seat, and scores the position reached by the judge
  (by default the learned evaluation, ``learned.utilities``: the chance to win and the margin,
  on the scale of a finished game's reward; a game that ends on the way is read as it ended);
- sequential halving spreads the budget (moves played, so a search is reproducible and takes
  about the same time at every stage) over ``ceil(log2 candidates)`` rounds; the worse half of
  the candidates, by mean judged chance, drops out after each;
- the survivor is the move;
- but a turn that wins the game at once, alone, is played without searching (``wins``).
``expert`` searches the same way with more of everything and, at two players, starts each
lookahead with the rival's best answer to the candidate (``replies``, ``best_reply``).
It yields every few moves and between evaluations, so a page can slice it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence

from ..core.game import Game
from ..core.movegen import start_moves
from ..core.moves import Move, TurnMove
from ..core.rules import bonus_allowed, income, play
from ..core.state import Phase, State, win_shares
from .analysis import Analysis
from .candidates import candidate_turns
from .halving import Arm, halve
from .learned import utilities
from .learned import utility as learned_utility
from .policy import increase_value, policy_move
from .screen import SCREENED, screened, valued
from .wins import won_at_once

Searching = Generator[None, None, Analysis]
#: Every seat's value of a position, in [0, 1] like a finished game's ``outcome.reward``.
Judge = Callable[[State], Sequence[float]]

#: Playout moves per decision, and full rounds each trial looks ahead. The budget keeps a move
#: well under 1 s in the median in Pyodide (about twice CPython's time) and under 2 s at most,
#: with room for a busy machine (tools/bench/ai.py measures it in the page).
BUDGET = 12_000
#: 6 rounds beat 4 by +43 Elo and 4 beat 2 by +63, at the same budget (docs/strength.md).
ROUNDS = 6
#: ``expert``: hard's search with three times its budget and 24 candidates instead of 16, each
#: step accepted against the one before (docs/strength.md); about 0.9 s a move in CPython.
#: Against hard itself, with today's evaluation: +2 Elo [-47, +51] at 2 players (196 games)
#: and -25 [-76, +26] at 4, far short of issue 36's +150; twice this budget did no better
#: (+29 at 2), and looking 8 rounds ahead or staging the depth lost. Then rounds ahead,
#: candidates, the rounds the first halving round looks ahead (``staged_rounds``; equal to the
#: rounds ahead: the same depth throughout), and the rivals that answer each candidate
#: (``replies``) at the tables of ``ANSWERED_TABLES``.
EXPERT = (36_000, 6, 24, 6, 1)
#: Player counts at which expert's rival answers first: +137 Elo [+42, +257] over expert without
#: answers at 2 players; at 4 players neither every rival answering nor the next one alone was
#: accepted.
ANSWERED_TABLES = frozenset({2})
#: Candidate turns a rival's answer is chosen from (``replies``), and what choosing it is
#: charged, in policy moves: it costs about 74 (2.0 ms against 27 us a policy move, measured
#: in CPython over random games); the charge was fixed at 200 before that measurement, and
#: the strength tests were run with it.
REPLY_CANDIDATES = 40
REPLY_COST = 200
#: Moves played between two yields.
MOVES_PER_STEP = 8
#: What judging a position costs, in policy moves' worth of time (measured in CPython).
JUDGING_COST = 2
#: Bound once: looking up an enum member costs more than the comparison (CPython 3.11).
_OVER, _TURN = Phase.OVER, Phase.TURN


def lookahead_search(
    game: Game,
    rng: random.Random,
    budget: int,
    rounds: int,
    width: int = SCREENED,
    judge: Judge = utilities,
    screen: Callable[[State, int], float] = learned_utility,
    first_rounds: int | None = None,
    replies: int = 0,
    take_wins: bool = True,
) -> Searching:
    """Sequential halving over the ``width`` turns ``screen`` likes best one move ahead; each trial
    looks ``rounds`` rounds ahead and is scored by ``judge``.

    With ``first_rounds``, the budget is shared between lookahead rounds and candidates: the
    first halving round, with every candidate in it, looks only ``first_rounds`` rounds ahead
    (cheap trials, more of them), and the lookahead deepens evenly to ``rounds`` for the last
    round, when few candidates are left (``staged_rounds``).

    With ``replies``, that many rivals (the next seats in turn) first answer the candidate
    with the turn ``screen`` likes best for them (``best_reply``), and the policy plays on from
    there: the policy is a weak model of a searching rival's answer, and a candidate that
    leaves the next rival a good turn should pay for it in every trial. The answers are the
    same in every trial, so they are worked out once per candidate, and charged to the budget
    as ``REPLY_COST`` moves each.

    With ``take_wins`` (the default), a turn that ends the game with the mover its only winner
    (``wins.won_at_once``) is played without searching: it is worth a won game, exactly."""
    won = won_at_once(game) if take_wins else None
    if won is not None:
        return won
    seat = game.current
    moves = yield from screened(game, screen, width)
    depth = rounds * game.players
    openings: dict[int, tuple[State, int]] = {}

    def opening(arm: Arm) -> Generator[None, None, tuple[State, int, int]]:
        """A fresh copy of the position a trial of ``arm`` starts from (after its move and,
        with ``replies``, the rivals' answers), the moves in it, and what working it out cost
        in moves: the answers on the arm's first trial, nothing after."""
        if arm.rank in openings:
            start, played = openings[arm.rank]
            return start.copy(), played, 0
        start = game.state.copy()
        play(start, arm.move)
        played = 1
        while played <= min(replies, game.players - 1) and start.phase == Phase.TURN:
            play(start, (yield from best_reply(start, screen)))
            played += 1
        openings[arm.rank] = (start, played)
        return start.copy(), played, (played - 1) * REPLY_COST

    def stage(done: int, halvings: int) -> None:
        nonlocal depth
        depth = staged_rounds(first_rounds or rounds, rounds, done, halvings) * game.players

    def lookahead(arm: Arm) -> Generator[None, None, int]:
        """Play the arm's move and ``depth`` policy moves, judge the position; returns the
        moves played plus what judging costs."""
        state, played, cost = yield from opening(arm)
        played = yield from played_ahead(state, played, depth, rng)
        chances = judge(state)
        arm.record(chances[seat], chances)
        yield
        return played + cost + JUDGING_COST

    staging = stage if first_rounds is not None else None
    return (yield from halve(moves, game.players, budget, lookahead, staging))


def played_ahead(
    state: State, played: int, depth: int, rng: random.Random
) -> Generator[None, None, int]:
    """Play the policy (``closing_move``) on ``state`` in place until ``depth`` moves are
    played in all or the game is over; returns the moves played in all."""
    while played <= depth and state.phase != _OVER:
        if state.phase == _TURN:
            play(state, closing_move(state, rng))
        else:
            play(state, rng.choice(start_moves(state)))
        played += 1
        if played % MOVES_PER_STEP == 0:
            yield
    return played


def best_reply(state: State, value: Callable[[State, int], float]) -> Generator[None, None, Move]:
    """The sensible turn (``candidate_turns``) that ``value`` likes best for the seat to move;
    the first of equally good ones (a turn always has candidates: passing is one)."""
    options = yield from valued(
        state, state.current, candidate_turns(state, REPLY_CANDIDATES), value
    )
    return options[0][1]


def staged_rounds(first: int, last: int, done: int, halvings: int) -> int:
    """Rounds ahead in halving round ``done`` of ``halvings``: from ``first`` evenly to
    ``last`` (the last round always looks ``last`` ahead)."""
    if halvings <= 1:
        return last
    return last - (last - first) * (halvings - 1 - done) // (halvings - 1)


def closing_move(state: State, rng: random.Random) -> TurnMove:
    """The policy's turn, unless a quiet turn (no expansion) ends the game and its result is
    worth more to this seat than the evaluation says going on is: then the best such turn.

    A full round without expansion ends the game, and the policy alone always expands, so
    without this a lookahead never sees a leading rival close the game after one's own quiet
    turn (two searching players once ended a game after 11 moves that way). The quiet turns
    tried are ``quiet_turns``; this runs only on the last turn of a quiet round, so its cost
    is rare."""
    move = policy_move(state, rng)
    if state.no_expansion_streak < state.players - 1 or not move.expansions:
        return move
    seat = state.current
    best, best_value = move, learned_utility(state, seat)
    for quiet in quiet_turns(state, seat, move):
        after = state.copy()
        play(after, quiet)
        value = win_shares(after)[seat]  # a quiet turn here always ends the game
        if value > best_value:
            best, best_value = quiet, value
    return best


def quiet_turns(state: State, seat: int, move: TurnMove) -> list[TurnMove]:
    """Turns without expansion worth trying to end the game with (see ``closing_move``): a
    pass, the policy's turn without its expansion, every dollar spent on worthwhile increases,
    and, with a bonus tile, the double market share on the best of them. A list in a fixed
    order, not a set: ``None`` hashes differently in every process, and the first of equally
    good turns must be the same everywhere for a search to be reproducible."""
    money = state.money[seat] + income(state, seat)
    supply = state.supply[seat]
    worth = sorted(
        ((increase_value(state, seat, city), city) for city in state.open_cities[seat]),
        reverse=True,
    )
    worthwhile = [city for value, city in worth if value >= 0]
    bonus = 10 if move.dollars else 0
    turns = [
        TurnMove(),
        move._replace(expansions=()),
        TurnMove.of((), worthwhile[: min(money + bonus, supply)], None, move.dollars),
    ]
    doubles = [city for city in worthwhile if state.free_spaces(city) >= 2]
    if doubles and bonus_allowed(state, seat) and money >= 1 and supply >= 2:
        rest = [city for city in worthwhile if city != doubles[0]]
        turns.append(TurnMove.of((), [doubles[0], *rest[: min(money, supply - 1) - 1]], doubles[0]))
    return list(dict.fromkeys(turns))
