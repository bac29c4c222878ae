"""The turns that end the game at once, and the best of them for the player who may play them.

Every teaching surface has to see the same danger: a rival who can end the game with their
next turn and win it. This module is where that is read, once: the win chances
(``franchise.ai.chances``), the warning (``preview.end_threat``), the hint and the review all
ask it.

A game ends after a turn in two ways (``core.scoring.end_game``): a full round without an
expansion, or region tiles laid past the start of the red zone. A turn lays one tile for
every region it completes, and a region completes when the turn closes every place still open
in it: it takes each empty town (an expansion) and scores each unscored city (a franchise that
fills the city or gives its placer the majority). So a turn can end the game only at the last
turn of a quiet round (every turn without an expansion ends it) or where the regions the mover
could complete this turn reach the red zone (``tiles_within_reach``, an upper bound read from
the regions' open places). Nothing is assumed about how many regions one turn completes: a
rival once scored three in one turn into the red zone, and the reading that allowed two saw
nothing coming.

- ``ending_turns``: every legal turn that ends the game, exhaustively (the engine's
  enumeration of legal turns, played only where the bound above allows an end);
  tests/engine/test_endings.py checks it against playing every legal turn.
- ``best_ending``: the end the mover likes best (a win first, then the margin), found among
  ``deciding_turns``: an increase whose city does not score changes nothing at the end but
  the money it costs, so the turns that differ only by such increases are worse for the mover
  and need no trying. What is left is every bonus and expansion choice with every set of
  increases that score, a few dozen turns where the legal turns are thousands.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from ..core.board import BOARD
from ..core.movegen import legal_moves
from ..core.moves import Bonus, TurnMove
from ..core.rules import bonus_allowed, play
from ..core.state import Phase, State, win_shares
from ..core.turnplan import TurnPlan
from ..values import valueclass

_REGION_OF = tuple(p.region for p in BOARD.places)
_IS_CITY = tuple(p.is_city for p in BOARD.places)
_REGION_PLACES = tuple(r.places for r in BOARD.regions)


@valueclass
class Ending:
    """A turn that ends the game at once, and the finished position it leaves."""

    move: TurnMove
    after: State

    @property
    def shares(self) -> list[float]:
        """Each seat's share of the victory in the ended game (adding up to 1)."""
        return win_shares(self.after)


def quiet_round_ends(state: State) -> bool:
    """Whether a turn without an expansion ends the game: the round's last quiet turn."""
    return state.no_expansion_streak >= state.players - 1


def expansions_needed(state: State) -> list[frozenset[int]]:
    """For every region the seat to move could complete with this turn, the places it would
    have to expand to (its empty towns, and its cities that only an expansion could score);
    the other open places must be cities that an increase of the seat scores. A region with
    an open place the seat can close neither way is left out."""
    seat = state.current
    targets = state.targets[seat]
    own = state.open_cities[seat]
    bonus = bonus_allowed(state, seat)
    needs = []
    for region, places in enumerate(_REGION_PLACES):
        if state.region_done[region] or not state.table.active_region[region]:
            continue
        need = set()
        for place in places:
            if _closed(state, place):
                continue
            if place in targets and _scores_with(state, seat, place, 1):
                need.add(place)
            elif not (place in own and _scores_with(state, seat, place, 2 if bonus else 1)):
                break
        else:
            needs.append(frozenset(need))
    return needs


def tiles_within_reach(state: State) -> int:
    """At most how many regions the seat to move can complete with this turn: those that need
    no expansion, and one more for each expansion the turn may make."""
    needs = expansions_needed(state)
    free = sum(not need for need in needs)
    expansions = 2 if bonus_allowed(state, state.current) else 1
    return free + min(expansions, len(needs) - free)


def may_end_now(state: State) -> bool:
    """Whether some turn of the seat to move ends the game: the last turn of a quiet round,
    or regions within reach that would lay tiles past the start of the red zone."""
    if state.phase is not Phase.TURN:
        return False
    return quiet_round_ends(state) or _red_zone_within_reach(state)


def ending_turns(state: State) -> Iterator[Ending]:
    """Every legal turn that ends the game now, in the engine's order of legal turns; none
    when the seat to move cannot end it at once."""
    if not may_end_now(state):
        return
    quiet = quiet_round_ends(state)
    red_zone = _red_zone_within_reach(state)
    for move in legal_moves(state):
        assert isinstance(move, TurnMove)
        if (quiet and not move.expansions) or (red_zone and _may_complete_enough(state, move)):
            ending = _ending(state, move)
            if ending is not None:
                yield ending


def deciding_turns(state: State) -> Iterator[TurnMove]:
    """The legal turns that may end the game, less those that differ from one of them only
    by increases whose cities do not score (see the module's docstring); in a fixed order."""
    if not may_end_now(state):
        return
    quiet = quiet_round_ends(state)
    short = _tiles_short(state)
    needs = expansions_needed(state) if _red_zone_within_reach(state) else []
    plan = TurnPlan(state)
    seat = state.current
    singles = [c for c in plan.eligible if _scores_with(state, seat, c, 1)]
    doubles = [c for c in plan.doubles if _scores_with(state, seat, c, 2)]
    for choice in plan.choices():
        expanded = frozenset(choice.expansions)
        if (expanded or not quiet) and sum(need <= expanded for need in needs) < short:
            continue
        dollars = choice.bonus is Bonus.DOLLARS
        if choice.bonus is Bonus.SHARE:
            for double in doubles:
                others = [c for c in singles if c != double]
                for chosen in _subsets(others, choice.most - 1):
                    move = TurnMove.of(choice.expansions, (*chosen, double), double)
                    if (quiet and not move.expansions) or _may_complete_enough(state, move):
                        yield move
            continue
        for chosen in _subsets(singles, choice.most):
            move = TurnMove.of(choice.expansions, chosen, None, dollars)
            if (quiet and not move.expansions) or _may_complete_enough(state, move):
                yield move


def deciding_endings(state: State) -> Iterator[Ending]:
    """The ``deciding_turns`` that end the game, with the positions they leave."""
    for move in deciding_turns(state):
        ending = _ending(state, move)
        if ending is not None:
            yield ending


def best_ending(state: State) -> Ending | None:
    """The ending the seat to move likes best (its share of the victory, then its margin over
    the best rival), or ``None`` when it cannot end the game at once."""
    seat = state.current
    best: Ending | None = None
    best_key = (-1.0, 0)
    for ending in deciding_endings(state):
        key = (ending.shares[seat], margin_of(ending.after, seat))
        if key > best_key:
            best, best_key = ending, key
    return best


def winning_ending(state: State) -> Ending | None:
    """``best_ending`` if the seat to move wins it (alone or shared), else ``None``."""
    ending = best_ending(state)
    if ending is None or ending.shares[state.current] == 0:
        return None
    return ending


def margin_of(state: State, seat: int) -> int:
    """``seat``'s score minus the best other seat's."""
    scores = state.influence
    return scores[seat] - max(s for other, s in enumerate(scores) if other != seat)


def _ending(state: State, move: TurnMove) -> Ending | None:
    """``move`` (legal) played on a copy, if that ends the game."""
    after = state.copy()
    play(after, move)
    return Ending(move, after) if after.phase is Phase.OVER else None


def _red_zone_within_reach(state: State) -> bool:
    """Whether the regions within reach could lay the tiles the red zone is short of."""
    short = _tiles_short(state)
    return short <= len(state.region_done) and short <= tiles_within_reach(state)


def _tiles_short(state: State) -> int:
    """How many region tiles take the track past the start of the red zone."""
    return BOARD.red_zone_start + 1 - len(state.track)


def _closed(state: State, place: int) -> bool:
    """Whether ``place`` is no longer open: a town taken, a city scored."""
    return state.scored[place] if _IS_CITY[place] else bool(state.fill[place])


def _may_complete_enough(state: State, move: TurnMove) -> bool:
    """Whether ``move`` touches every open place of enough regions to reach the red zone (a
    necessary condition, so only such turns are played)."""
    touched = set(move.expansions) | set(move.increases)
    regions = {_REGION_OF[place] for place in touched}
    complete = sum(
        all(_closed(state, place) or place in touched for place in _REGION_PLACES[region])
        for region in regions
        if not state.region_done[region]
    )
    return complete >= _tiles_short(state)


def _scores_with(state: State, seat: int, city: int, franchises: int) -> bool:
    """Whether ``franchises`` more of ``seat``'s franchises in ``city`` score it (full, or a
    majority of its spaces)."""
    spaces = state.table.spaces[city]
    full = len(state.fill[city]) + franchises >= spaces
    return full or (state.counts[seat][city] + franchises) * 2 > spaces


def _subsets(items: list[int], most: int) -> Iterator[tuple[int, ...]]:
    """Every subset of ``items`` of at most ``most`` members, smallest first."""
    for size in range(min(most, len(items)) + 1):
        yield from combinations(items, size)
