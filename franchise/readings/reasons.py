"""Why a turn is good, in values: the reasons a hint gives beside its turn.

A hint that only says what to play teaches little. These reasons are read from the engine's
own preview of the turn (``readings.preview``: its dry run's events, its income, its end and
the end the rest of the round could bring) and from the position the dry run leaves, so a
reason can never disagree with the turn as played. Each reason is a kind from a closed set
with its place and numbers; the text layer words them. At most ``MOST`` are given, strongest
first: how the game ends beats a warning, which beats influence scored (largest first), which
beats leads taken or kept, then how near the game is to its end, then income.
"""

from __future__ import annotations

from enum import StrEnum

from ..core import rules
from ..core.board import BOARD
from ..core.game import Game
from ..core.moves import BONUS_DOLLARS, Move, TurnMove
from ..core.state import State
from ..values import valueclass
from .preview import TurnPreview, end_threat, preview_turn, round_closer

#: A hint gives at most this many reasons: they are read on a phone.
MOST = 3


class ReasonKind(StrEnum):
    """What a reason says about the turn (``Reason.place`` and ``amount`` carry its details)."""

    #: The turn ends the game and the mover wins it (alone or shared). ``amount``: the margin
    #: over the best other seat (0 when shared or won on towns).
    WINS_GAME = "wins-game"
    #: The turn ends the game and the mover does not win it. ``amount``: the mover's rank.
    ENDS_GAME = "ends-game"
    #: Without an expansion, the turn lets ``seat`` end the game in this round and win.
    RIVAL_CAN_END = "rival-can-end"
    #: The mover scores the city ``place`` for ``amount`` influence.
    CITY_SCORED = "city-scored"
    #: The turn completes the region ``place``; the mover's share is ``amount`` influence.
    REGION_SCORED = "region-scored"
    #: The region tile the turn lays on the track gives the mover ``amount`` influence.
    TRACK = "track"
    #: The mover now has the most franchises in the unscored city ``place``, and did not before.
    #: ``amount``: franchises more for an absolute majority (0: the city is scored only full).
    CITY_LEAD_TAKEN = "city-lead-taken"
    #: The mover added to the unscored city ``place`` they already led, against a rival there.
    #: ``amount`` as for ``CITY_LEAD_TAKEN``.
    CITY_LEAD_KEPT = "city-lead-kept"
    #: The mover now leads the ranking of the unfinished region ``place``, and did not before.
    #: ``amount``: places in it still open (empty towns and unscored cities).
    REGION_LEAD_TAKEN = "region-lead-taken"
    #: The turn expands in a round that had gone without one, so the game goes on past it.
    KEEPS_GAME_GOING = "keeps-game-going"
    #: The turn's region tile fills the last space before the red zone: the next region
    #: scored ends the game.
    RED_ZONE_NEXT = "red-zone-next"
    #: The mover's income next turn grows by ``amount`` dollars.
    INCOME = "income"
    #: The $10 tile pays for the expansion to ``place`` (``None``: for the franchises added):
    #: without it the turn is ``amount`` dollars short, and without that part alone it is paid.
    TILE_DOLLARS_PAYS = "tile-dollars-pays"
    #: The $10 tile pays for the turn as a whole: no one part of it costs the ``amount``
    #: dollars the turn is short without it.
    TILE_DOLLARS_PAYS_TURN = "tile-dollars-pays-turn"
    #: The $10 tile is taken though the turn is paid without it: ``amount`` dollars kept for
    #: the turns to come, against the points an unused tile scores at the end.
    TILE_DOLLARS_KEPT = "tile-dollars-kept"
    #: A bonus tile gives a second expansion this turn, to ``place``.
    TILE_EXPAND = "tile-expand"
    #: A bonus tile adds a second, free franchise in the city ``place``.
    TILE_SHARE = "tile-share"
    # The kinds below compare two turns (``readings.contrast``): what the better one does that
    # the other does not, beside the reasons above.
    #: The other turn lets ``seat`` end the game and win this round; this one does not.
    RIVAL_STOPPED = "rival-stopped"
    #: The other turn ends the game with the mover ranked ``amount``; this one goes on.
    LOSING_END_AVOIDED = "losing-end-avoided"
    #: ``amount`` bonus tiles kept that the other turn used (each scores at the end).
    TILE_KEPT = "tile-kept"
    #: ``amount`` dollars more in hand after the turn than the other leaves.
    MONEY_KEPT = "money-kept"
    #: ``amount`` franchises more on the board than the other turn puts there.
    MORE_FRANCHISES = "more-franchises"
    #: ``amount`` places more within reach of the next expansion than the other turn leaves.
    MORE_REACH = "more-reach"
    #: ``amount`` franchises fewer spent for the same reasons: supply kept for later.
    SUPPLY_KEPT = "supply-kept"
    #: Nothing above tells the turns apart: the better one builds in ``place``, which the
    #: evaluation reads as the stronger board (no score, tile or dollar to point at).
    PLACE_PREFERRED = "place-preferred"


#: The reasons that say what a bonus tile buys: each tile a turn uses has one, never cut off.
TILE_KINDS = frozenset(
    {
        ReasonKind.TILE_DOLLARS_PAYS,
        ReasonKind.TILE_DOLLARS_PAYS_TURN,
        ReasonKind.TILE_DOLLARS_KEPT,
        ReasonKind.TILE_EXPAND,
        ReasonKind.TILE_SHARE,
    }
)

#: The kinds that compare two turns (``readings.contrast``); ``turn_reasons`` gives the rest.
CONTRAST_KINDS = frozenset(
    {
        ReasonKind.RIVAL_STOPPED,
        ReasonKind.LOSING_END_AVOIDED,
        ReasonKind.TILE_KEPT,
        ReasonKind.MONEY_KEPT,
        ReasonKind.MORE_FRANCHISES,
        ReasonKind.MORE_REACH,
        ReasonKind.SUPPLY_KEPT,
        ReasonKind.PLACE_PREFERRED,
    }
)

#: Tiers of strength, strongest first; reasons of one tier are ordered by ``amount``.
_TIER = {
    ReasonKind.WINS_GAME: 0,
    ReasonKind.ENDS_GAME: 0,
    ReasonKind.RIVAL_CAN_END: 1,
    ReasonKind.RIVAL_STOPPED: 1,
    ReasonKind.LOSING_END_AVOIDED: 1,
    ReasonKind.TILE_DOLLARS_PAYS: 1,
    ReasonKind.TILE_DOLLARS_PAYS_TURN: 1,
    ReasonKind.TILE_DOLLARS_KEPT: 1,
    ReasonKind.TILE_EXPAND: 1,
    ReasonKind.TILE_SHARE: 1,
    ReasonKind.CITY_SCORED: 2,
    ReasonKind.REGION_SCORED: 2,
    ReasonKind.TRACK: 2,
    ReasonKind.CITY_LEAD_TAKEN: 3,
    ReasonKind.REGION_LEAD_TAKEN: 3,
    ReasonKind.CITY_LEAD_KEPT: 4,
    ReasonKind.KEEPS_GAME_GOING: 5,
    ReasonKind.RED_ZONE_NEXT: 5,
    ReasonKind.INCOME: 6,
    ReasonKind.TILE_KEPT: 6,
    ReasonKind.MONEY_KEPT: 7,
    ReasonKind.MORE_FRANCHISES: 7,
    ReasonKind.MORE_REACH: 7,
    ReasonKind.SUPPLY_KEPT: 8,
    ReasonKind.PLACE_PREFERRED: 9,
}
#: Kinds whose larger ``amount`` makes them stronger (influence and dollars); for the rest the
#: amount is a detail (a rank, franchises still needed, places still open).
BY_AMOUNT = frozenset(
    {
        ReasonKind.CITY_SCORED,
        ReasonKind.REGION_SCORED,
        ReasonKind.TRACK,
        ReasonKind.INCOME,
        ReasonKind.MONEY_KEPT,
        ReasonKind.MORE_FRANCHISES,
        ReasonKind.MORE_REACH,
    }
)


@valueclass
class Reason:
    """One reason for a turn: its kind, the city or region it is about, a number, a seat."""

    kind: ReasonKind
    place: int | None = None
    amount: int = 0
    seat: int | None = None

    def strength(self) -> tuple[int, int]:
        """Sorting key, strongest first."""
        return _TIER[self.kind], -self.amount if self.kind in BY_AMOUNT else 0


def turn_reasons(
    game: Game, move: Move | str, preview: TurnPreview | None = None, most: int | None = MOST
) -> tuple[Reason, ...]:
    """The reasons for playing ``move`` now, strongest first, at most ``most`` (``None``: all).

    Start placements have none (they collect nothing and score nothing yet). ``game`` is not
    changed; pass ``preview_turn``'s result if there is one, to save a dry run.
    """
    preview = preview or preview_turn(game, move)
    if not isinstance(preview.move, TurnMove):
        return ()
    after = game.clone()
    after.apply_unchecked(preview.move, keep_undo=False)
    found = [
        *_ending(game, preview),
        *_tiles(game.state, preview),
        *_scoring(preview),
        *_leads(game.state, after.state, preview.seat, preview.move),
        *_going_on(game, preview),
        *_income(game.state, preview),
    ]
    found.sort(key=Reason.strength)  # stable: ties keep the order found
    return tuple(found if most is None else found[:most])


def _ending(game: Game, preview: TurnPreview) -> list[Reason]:
    """The game's end by this turn, or the end the players after it could bring about."""
    seat = preview.seat
    if preview.end is not None:
        standings = preview.end.standings
        mine = next(s for s in standings if s.seat == seat)
        if mine.rank == 1:
            best_other = max((s.score for s in standings if s.seat != seat), default=mine.score)
            return [Reason(ReasonKind.WINS_GAME, amount=max(mine.score - best_other, 0))]
        return [Reason(ReasonKind.ENDS_GAME, amount=mine.rank)]
    threat = end_threat(game, preview.move)
    if threat is not None:
        return [Reason(ReasonKind.RIVAL_CAN_END, seat=threat.closer)]
    return []


def _tiles(before: State, preview: TurnPreview) -> list[Reason]:
    """What each bonus tile the turn uses buys: a hint that takes a tile says why, since an
    unused tile scores at the end (``rules.final_bonus``)."""
    move = preview.move
    if not isinstance(move, TurnMove):
        return []
    found = []
    if move.dollars:
        found.append(_dollars_reason(before, preview))
    if len(move.expansions) > 1:
        found.append(Reason(ReasonKind.TILE_EXPAND, place=move.expansions[-1]))
    if move.double_share is not None:
        found.append(Reason(ReasonKind.TILE_SHARE, place=move.double_share))
    return found


def _dollars_reason(before: State, preview: TurnPreview) -> Reason:
    """What the $10 pays for, as the rules count the money (``rules.check_move``): a turn
    ``short`` dollars short without it. It pays for an expansion when that expansion costs at
    least ``short`` (the rest of the turn is then paid without the tile), for the franchises
    added when they do, and for the turn as a whole otherwise; never for a free road."""
    move, seat = preview.move, preview.seat
    assert isinstance(move, TurnMove)
    short = BONUS_DOLLARS - preview.money_after  # the turn's cost beyond money and income
    if short <= 0:
        return Reason(ReasonKind.TILE_DOLLARS_KEPT, amount=BONUS_DOLLARS)
    targets = rules.expansion_targets(before, seat)
    costs = {place: targets[place][0] for place in move.expansions if place in targets}
    paid = [place for place, cost in costs.items() if cost >= short]
    if paid:
        place = max(paid, key=lambda p: (costs[p], -p))
        return Reason(ReasonKind.TILE_DOLLARS_PAYS, place=place, amount=short)
    if len(move.increases) >= short:
        return Reason(ReasonKind.TILE_DOLLARS_PAYS, amount=short)
    return Reason(ReasonKind.TILE_DOLLARS_PAYS_TURN, amount=short)


def _scoring(preview: TurnPreview) -> list[Reason]:
    """Influence the mover gains: cities, their share of regions, the track."""
    seat = preview.seat
    found = [
        Reason(ReasonKind.CITY_SCORED, city.city, city.influence)
        for city in preview.cities
        if city.seat == seat
    ]
    for region in preview.regions:
        share = sum(influence for s, _count, influence in region.shares if s == seat)
        if share > 0:
            found.append(Reason(ReasonKind.REGION_SCORED, region.region, share))
    found += [
        Reason(ReasonKind.TRACK, bonus.region, bonus.influence)
        for bonus in preview.track
        if bonus.seat == seat and bonus.influence > 0
    ]
    return found


def _leads(before: State, after: State, seat: int, move: TurnMove) -> list[Reason]:
    """Cities and regions the turn's franchises lead in, where nothing was scored yet."""
    found = []
    regions = []
    for place in dict.fromkeys((*move.expansions, *move.increases)):
        region = BOARD.places[place].region
        if region not in regions:
            regions.append(region)
        if not BOARD.places[place].is_city or after.scored[place]:
            continue
        if leads_city(after, seat, place):
            if not leads_city(before, seat, place):
                kind = ReasonKind.CITY_LEAD_TAKEN
            elif _rivals_in(after, seat, place):
                kind = ReasonKind.CITY_LEAD_KEPT
            else:
                continue
            found.append(Reason(kind, place, _to_majority(after, seat, place)))
    found += [
        Reason(ReasonKind.REGION_LEAD_TAKEN, region, after.open_places[region])
        for region in regions
        if not after.region_done[region]
        and leads_region(after, seat, region)
        and not leads_region(before, seat, region)
    ]
    return found


def leads_city(state: State, seat: int, city: int) -> bool:
    """``seat`` has strictly more franchises in ``city`` than every other seat."""
    mine = state.counts[seat][city]
    return mine > 0 and all(
        state.counts[other][city] < mine for other in range(state.players) if other != seat
    )


def _rivals_in(state: State, seat: int, city: int) -> bool:
    return any(state.counts[other][city] for other in range(state.players) if other != seat)


def _to_majority(state: State, seat: int, city: int) -> int:
    """Franchises ``seat`` needs more in ``city`` for an absolute majority; 0 if the free
    spaces no longer allow one."""
    spaces = state.table.spaces[city]
    needed = spaces // 2 + 1 - state.counts[seat][city]
    return needed if 0 < needed <= state.free_spaces(city) else 0


def leads_region(state: State, seat: int, region: int) -> bool:
    """``seat`` is first in the region's ranking, with strictly more franchises than the next
    (a tie is broken only when the region scores, by a reference player not known before)."""
    ranking = rules.region_ranking(state, region)
    if not ranking or ranking[0][0] != seat:
        return False
    return len(ranking) == 1 or ranking[1][1] < ranking[0][1]


def _going_on(game: Game, preview: TurnPreview) -> list[Reason]:
    """An expansion in a round that could have ended the game keeps it going; a tile on the
    last space before the red zone leaves the game one region from its end."""
    if preview.end is not None:
        return []
    found = []
    if preview.move.expansions and round_closer(game) is not None:
        found.append(Reason(ReasonKind.KEEPS_GAME_GOING))
    if preview.track and preview.track[-1].space + 1 == BOARD.red_zone_start:
        found.append(Reason(ReasonKind.RED_ZONE_NEXT))
    return found


def _income(before: State, preview: TurnPreview) -> list[Reason]:
    gain = preview.income_after - rules.income(before, preview.seat)
    return [Reason(ReasonKind.INCOME, amount=gain)] if gain > 0 and preview.end is None else []
