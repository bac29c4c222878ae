"""Looking ahead at a turn before it is played: what it scores, what it costs, what it ends.

A player should not learn from a refusal that a target is too dear, nor from the final screen
that their pass ended the game. These functions answer such questions before "End turn" by
asking the engine itself: the rules' own target list and income, ``Game.check`` for legality,
and a dry run of the move on a clone, so a preview can never disagree with the turn as played.
The game passed in is never changed. Results are values (seats, places, ints, enums); the text
layer words them.
"""

from __future__ import annotations

from enum import StrEnum

from ..core import rules
from ..core.errors import FranchiseError
from ..core.events import (
    CityScored,
    EndReason,
    FinalScore,
    IncomeCollected,
    ReferenceMarked,
    RegionScored,
    TrackBonus,
)
from ..core.game import Game
from ..core.moves import BONUS_DOLLARS, Bonus, Move, TurnMove
from ..core.state import Phase, State
from ..values import valueclass
from .endings import Ending, deciding_endings, winning_ending
from .story import FINAL_SOURCES, Standing, empty_points, standings, tally


@valueclass
class GameEnd:
    """How a game would end: why, the final ranking, and each seat's final-scoring extras."""

    reason: EndReason
    standings: tuple[Standing, ...]
    final_scores: tuple[FinalScore, ...]


@valueclass
class TurnPreview:
    """What playing ``move`` now would do, from a dry run on a copy of the game."""

    seat: int
    move: Move
    #: The turn's income (``None`` for a start placement, which collects none).
    income: IncomeCollected | None
    money_after: int
    #: The seat's income at its next turn, from the free spaces the turn leaves.
    income_after: int
    cities: tuple[CityScored, ...]
    references: tuple[ReferenceMarked, ...]
    regions: tuple[RegionScored, ...]
    track: tuple[TrackBonus, ...]
    #: Influence each seat gains from the turn's city, region and track scoring.
    gained: tuple[int, ...]
    #: Set when the game would end after this move.
    end: GameEnd | None

    @property
    def scores(self) -> bool:
        """Whether the turn scores anything before any final scoring."""
        return bool(self.cities or self.regions)


class TurnWarning(StrEnum):
    """Outcomes a player should confirm before ending a turn."""

    #: The turn has no expansion and completes a round without one: the game ends.
    ENDS_GAME_NO_EXPANSION = "ends-game-no-expansion"
    #: A region tile reaches the red zone of the region track: the game ends.
    ENDS_GAME_RED_ZONE = "ends-game-red-zone"
    #: The turn has no expansion, and the players after it could end the game by doing the
    #: same while one of them would win it (``end_threat``).
    RIVAL_CAN_END = "rival-can-end"
    #: The turn does nothing at all (a pass).
    EMPTY_TURN = "empty-turn"


_END_WARNING = {
    EndReason.NO_EXPANSION: TurnWarning.ENDS_GAME_NO_EXPANSION,
    EndReason.RED_ZONE: TurnWarning.ENDS_GAME_RED_ZONE,
}


def preview_turn(game: Game, move: Move | str) -> TurnPreview:
    """Dry-run ``move`` on a clone of ``game``; raises ``FranchiseError`` if it is not legal."""
    checked = game.check(move)
    seat = game.current
    trial = game.clone()
    events = trial.apply_unchecked(checked, keep_undo=False)
    points = empty_points(game.players)
    tally(events, points)
    gained = tuple(
        sum(value for source, value in seat_points.items() if source not in FINAL_SOURCES)
        for seat_points in points
    )
    end = None
    if trial.is_over() and trial.state.end_reason is not None:
        end = GameEnd(
            trial.state.end_reason,
            standings(trial),
            tuple(e for e in events if isinstance(e, FinalScore)),
        )
    return TurnPreview(
        seat=seat,
        move=checked,
        income=next((e for e in events if isinstance(e, IncomeCollected)), None),
        money_after=trial.state.money[seat],
        income_after=rules.income(trial.state, seat),
        cities=tuple(e for e in events if isinstance(e, CityScored)),
        references=tuple(e for e in events if isinstance(e, ReferenceMarked)),
        regions=tuple(e for e in events if isinstance(e, RegionScored)),
        track=tuple(e for e in events if isinstance(e, TrackBonus)),
        gained=gained,
        end=end,
    )


def turn_warnings(
    game: Game, move: Move | str, preview: TurnPreview | None = None
) -> list[TurnWarning]:
    """What to confirm before playing ``move``, most serious first (empty: nothing to confirm).

    Pass the ``preview_turn`` result if there is one, to save a second dry run.
    """
    return turn_question(game, move, preview)[0]


def turn_question(
    game: Game, move: Move | str, preview: TurnPreview | None = None
) -> tuple[list[TurnWarning], EndThreat | None]:
    """``turn_warnings`` with the end the rest of the round could bring about, if that is one
    of them: the question before the turn words both, and the rest of the round is played out
    once."""
    preview = preview or preview_turn(game, move)
    warnings = []
    threat = None if preview.end is not None else end_threat(game, preview.move)
    if preview.end is not None:
        warnings.append(_END_WARNING[preview.end.reason])
    elif threat is not None:
        warnings.append(TurnWarning.RIVAL_CAN_END)
    if preview.move == TurnMove():
        warnings.append(TurnWarning.EMPTY_TURN)
    return warnings, threat


@valueclass
class EndThreat:
    """A game a rival could end after a turn and win: the players after the turn in turn order
    (``passers``: all but the last pass; the last, the closer, plays ``ending``), and the end
    that brings."""

    passers: tuple[int, ...]
    end: GameEnd
    #: The closer's turn that ends the game: a pass, increases, or (near the red zone) an
    #: expansion that scores a region.
    ending: TurnMove = TurnMove()

    @property
    def closer(self) -> int:
        return self.passers[-1]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(standing.seat for standing in self.end.standings if standing.rank == 1)


def end_threat(game: Game, move: Move | str) -> EndThreat | None:
    """The end a rival after ``move`` could bring about with a turn of their own and win.

    A full round without expansion ends the game, and so does a region tile laid into the red
    zone: a person once passed, the computer passed too, and the game was over and lost before
    anything warned; another increased in two cities, and the rival after them could end the
    game by increasing too. This asks the engine, for each player after the mover in turn
    order (the others passing until then), whether that player can end the game at once with
    a turn they win (``endings.winning_ending``: a pass, increases, or a region into the red
    zone). After a turn with an expansion only the next player can end the game that soon.
    ``None`` when ``move`` ends the game itself, when nobody after it can end it and win, or
    when the mover would win that end too (nor for start placements)."""
    mover = game.current
    trial = game.clone()
    checked = trial.check(move)
    if not isinstance(checked, TurnMove):
        return None
    trial.apply_unchecked(checked, keep_undo=False)
    reach = 1 if checked.expansions else game.players - 1
    passers: list[int] = []
    while not trial.is_over() and len(passers) < reach and trial.current != mover:
        passers.append(trial.current)
        ending = _rivals_ending(trial.state, mover, passers)
        if ending is not None:
            ended = trial.clone()
            events = ended.apply(ending.move)
            finals = tuple(e for e in events if isinstance(e, FinalScore))
            reason = ended.state.end_reason or EndReason.NO_EXPANSION
            end = GameEnd(reason, standings(ended), finals)
            return EndThreat(tuple(passers), end, ending.move)
        try:
            trial.apply(TurnMove())
        except FranchiseError:
            return None
    return None


def _rivals_ending(state: State, mover: int, rivals: list[int]) -> Ending | None:
    """The turn of the seat to move that ends the game now for one of ``rivals`` (that seat
    and those who passed before it) and not for ``mover``: the seat's own winning end first,
    else one that hands the game to a rival who passed (a pass first), else ``None``."""
    own = winning_ending(state)
    if own is not None and own.shares[mover] == 0:
        return own
    for ending in deciding_endings(state):
        shares = ending.shares
        if shares[mover] == 0 and any(shares[rival] for rival in rivals):
            return ending
    return None


def round_closer(game: Game) -> int | None:
    """The seat whose turn ends the game if nobody expands until then, once a turn of this
    round went without expansion; ``None`` before that, in the start placements, and after
    the game. A turn panel says it, so the end of a round never comes as a surprise."""
    state = game.state
    if game.is_over() or state.phase is not Phase.TURN or state.no_expansion_streak == 0:
        return None
    return (state.current + state.players - 1 - state.no_expansion_streak) % state.players


@valueclass
class TargetPrice:
    """One place the seat may expand to, priced against the rest of the draft."""

    place: int
    #: The cheapest link to it from the seat's own franchises, and where that link starts.
    cost: int
    source: int
    #: The draft can pay for it: money + income (+ $10 if that tile is chosen), less the
    #: draft's increases and any other marker that stays.
    affordable: bool
    #: Not affordable, but would be if the $10 bonus tile were taken this turn.
    with_dollars: bool


@valueclass
class Prices:
    """The money side of a draft: targets with prices and the income it leads to."""

    seat: int
    money: int
    #: Income collected at the start of this turn.
    income: int
    #: $10 when the draft takes the dollars tile, else 0.
    bonus_dollars: int
    #: Whether the $10 tile could still be chosen this turn (a tile usable, none chosen).
    dollars_tile_open: bool
    #: Every expansion target in board order.
    targets: tuple[TargetPrice, ...]
    #: Income at the seat's next turn if the draft is played; ``None`` while it is not legal.
    next_income: int | None


def target_prices(
    game: Game, seat: int, draft_move: TurnMove, *, bonus: Bonus | None = None
) -> Prices:
    """Price every expansion target of ``seat`` against ``draft_move``.

    ``bonus`` is the tile the player has chosen, when the draft does not show it yet (a double
    expansion with one target so far); by default it follows from the move. With a single
    expansion, a new target replaces the drafted one, so only the increases compete for the
    money; with the double-expansion tile the other drafted target stays and is added.
    Affordability counts money only; running out of franchises is left to ``Game.check``.
    """
    state = game.state
    bonus = bonus if bonus is not None else draft_move.bonus
    money = state.money[seat]
    income = rules.income(state, seat)
    bonus_dollars = BONUS_DOLLARS if bonus == Bonus.DOLLARS else 0
    budget = money + income + bonus_dollars - len(draft_move.increases)
    dollars_tile_open = bonus is None and rules.bonus_allowed(state, seat)
    found = rules.expansion_targets(state, seat)
    prices = []
    for place, (cost, source) in sorted(found.items()):
        staying = [e for e in draft_move.expansions if e != place] if bonus == Bonus.EXPAND else []
        needed = cost + sum(found[e][0] for e in staying[:1] if e in found)
        affordable = needed <= budget
        with_dollars = dollars_tile_open and not affordable and needed <= budget + BONUS_DOLLARS
        prices.append(TargetPrice(place, cost, source, affordable, with_dollars))
    return Prices(
        seat,
        money,
        income,
        bonus_dollars,
        dollars_tile_open,
        tuple(prices),
        _next_income(game, seat, draft_move),
    )


def _next_income(game: Game, seat: int, draft_move: TurnMove) -> int | None:
    """The seat's income after the draft is played, from a dry run; None if it is not legal."""
    if seat != game.current:
        return None
    try:
        game.check(draft_move)
    except FranchiseError:
        return None
    trial = game.clone()
    trial.apply_unchecked(draft_move, keep_undo=False)
    return rules.income(trial.state, seat)
