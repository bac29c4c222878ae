"""The turns that end the game at once, and the best of them for the player who may play them.

Every teaching surface has to see the same danger: a rival who can end the game with their
next turn and win it. The warning before a turn once looked only for rivals who end the game
by passing, and missed one who ends it by increasing (a quiet turn that completes a city and
scores it) or by scoring a region into the red zone; the chances, read by an evaluation that
looks at a position as it stands, missed all of them. This module is where that is read, once:
the win chances (``franchise.ai.chances``), the warning (``preview.end_threat``) and the
review all ask it.

A game ends after a turn in two ways (``core.rules._end_of_turn``): a full round without an
expansion, or a region tile laid into the red zone. So only two kinds of position can end at
once, and only they are searched: the last turn of a quiet round, and a track one or two
region tiles short of the red zone. The turns tried are the few that can make a difference to
the mover's final score: a pass, each single increase (and with the share tile its double),
every increase the money allows, and, near the red zone, each single expansion. The mover
picks among them by their own final result: a win first, then the margin.
"""

from __future__ import annotations

from ..core.board import BOARD
from ..core.errors import FranchiseError
from ..core.moves import TurnMove
from ..core.rules import bonus_allowed, check_move, expansion_targets, income, play
from ..core.state import Phase, State, win_shares
from ..values import valueclass

#: Region tiles a single turn can lay: one per region it completes (two at most in practice).
_TILES_A_TURN = 2


@valueclass
class Ending:
    """A turn that ends the game at once, and the finished position it leaves."""

    move: TurnMove
    after: State

    @property
    def shares(self) -> list[float]:
        """Each seat's share of the victory in the ended game (adding up to 1)."""
        return win_shares(self.after)


def may_end_now(state: State) -> bool:
    """Whether the seat to move could end the game with this turn: the last turn of a round
    without expansion, or a track near enough to the red zone."""
    if state.phase is not Phase.TURN:
        return False
    quiet_round = state.no_expansion_streak >= state.players - 1
    return quiet_round or len(state.track) + _TILES_A_TURN > BOARD.red_zone_start


def ending_turns(state: State) -> list[Ending]:
    """The turns worth trying (above) that end the game now, in a fixed order; empty when the
    seat to move cannot end it at once."""
    if not may_end_now(state):
        return []
    endings = []
    for move in _tried_turns(state):
        after = state.copy()
        try:
            check_move(after, move)
        except FranchiseError:
            continue
        play(after, move)
        if after.phase is Phase.OVER:
            endings.append(Ending(move, after))
    return endings


def best_ending(state: State) -> Ending | None:
    """The ending the seat to move likes best (its share of the victory, then its margin over
    the best rival), or ``None`` when it cannot end the game at once."""
    seat = state.current
    best: Ending | None = None
    best_key = (-1.0, 0)
    for ending in ending_turns(state):
        scores = ending.after.influence
        margin = scores[seat] - max(s for other, s in enumerate(scores) if other != seat)
        key = (ending.shares[seat], margin)
        if key > best_key:
            best, best_key = ending, key
    return best


def winning_ending(state: State) -> Ending | None:
    """``best_ending`` if the seat to move wins it (alone or shared), else ``None``."""
    ending = best_ending(state)
    if ending is None or ending.shares[state.current] == 0:
        return None
    return ending


def _tried_turns(state: State) -> list[TurnMove]:
    """The turns tried, in a fixed order (a list, not a set: the first of equal turns must be
    the same in every process)."""
    seat = state.current
    money = state.money[seat] + income(state, seat)
    supply = state.supply[seat]
    cities = sorted(state.open_cities[seat], key=lambda city: (state.free_spaces(city), city))
    turns = [TurnMove()]
    turns += [TurnMove.of((), (city,)) for city in cities]
    turns.append(TurnMove.of((), cities[: min(money, supply)]))
    if bonus_allowed(state, seat) and supply >= 2:
        doubles = [city for city in cities if state.free_spaces(city) >= 2]
        turns += [TurnMove.of((), (city,), city) for city in doubles]
    if len(state.track) + _TILES_A_TURN > BOARD.red_zone_start:
        turns += [TurnMove.of((target,), ()) for target in sorted(expansion_targets(state, seat))]
    return list(dict.fromkeys(turns))
