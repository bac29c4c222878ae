"""A hint's reasons agree with the engine's preview of the same turn, over many positions of
random games: each reason is a fact of the dry run or of the position it leaves, every such
fact is a reason, at most three are given and the strongest come first."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from franchise import BOARD, BONUS_DOLLARS, FranchiseError, Game, Setup, TurnMove
from franchise.ai.levels import choose
from franchise.core.rules import expansion_targets, income, region_ranking
from franchise.readings.preview import end_threat, preview_turn, round_closer, target_prices
from franchise.readings.reasons import (
    CONTRAST_KINDS,
    MOST,
    TILE_KINDS,
    Reason,
    ReasonKind,
    turn_reasons,
)

from ..depth import examples
from .positions import eager_move, pid, put, turn_game
from .strategies import NAMES, setups

some = settings(
    max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def of_kind(reasons: tuple[Reason, ...], *kinds: ReasonKind) -> set[tuple[int | None, int]]:
    return {(r.place, r.amount) for r in reasons if r.kind in kinds}


def check_reasons(game: Game, move) -> tuple[Reason, ...]:
    """Check every reason for ``move`` against the preview and the position after it."""
    preview = preview_turn(game, move)
    seat = preview.seat
    every = turn_reasons(game, move, preview, most=None)
    shown = turn_reasons(game, move)
    assert shown == every[:MOST] and len(shown) <= MOST
    assert [r.strength() for r in every] == sorted(r.strength() for r in every)
    if not isinstance(preview.move, TurnMove):
        assert every == ()
        return every
    assert of_kind(every, ReasonKind.CITY_SCORED) == {
        (c.city, c.influence) for c in preview.cities if c.seat == seat
    }
    shares = {(r.region, sum(i for s, _n, i in r.shares if s == seat)) for r in preview.regions}
    assert of_kind(every, ReasonKind.REGION_SCORED) == {(r, i) for r, i in shares if i > 0}
    assert of_kind(every, ReasonKind.TRACK) == {
        (t.region, t.influence) for t in preview.track if t.influence > 0
    }
    kinds = [r.kind for r in every]
    over = preview.end is not None
    scores = {s.seat: s.score for s in preview.end.standings} if over else {}
    winners = {s.seat for s in preview.end.standings if s.rank == 1} if over else set()
    assert (ReasonKind.ENDS_GAME in kinds) == (over and seat not in winners)
    margin = scores.get(seat, 0) - max((v for k, v in scores.items() if k != seat), default=0)
    assert of_kind(every, ReasonKind.WINS_GAME) == (
        {(None, max(margin, 0))} if seat in winners else set()
    )
    if over:  # how the game ends comes first
        assert every[0].kind in (ReasonKind.WINS_GAME, ReasonKind.ENDS_GAME)
    threat = None if over else end_threat(game, preview.move)
    assert of_kind(every, ReasonKind.RIVAL_CAN_END) == (set() if threat is None else {(None, 0)})
    assert [r.seat for r in every if r.kind is ReasonKind.RIVAL_CAN_END] == (
        [] if threat is None else [threat.closer]
    )
    going = not over and bool(preview.move.expansions) and round_closer(game) is not None
    assert (ReasonKind.KEEPS_GAME_GOING in kinds) == going
    last_space = bool(preview.track) and preview.track[-1].space + 1 == BOARD.red_zone_start
    assert (ReasonKind.RED_ZONE_NEXT in kinds) == (last_space and not over)
    next_income = target_prices(game, seat, preview.move).next_income
    gain = next_income - income(game.state, seat)
    assert of_kind(every, ReasonKind.INCOME) == ({(None, gain)} if gain > 0 and not over else set())
    check_leads(game, preview.move, every)
    check_tiles(game, preview.move, every, preview.money_after)
    return every


def check_tiles(game: Game, move: TurnMove, every: tuple[Reason, ...], money_after: int) -> None:
    """Every bonus tile the turn uses has its reason among those shown, saying what it buys:
    the $10 pays for the turn (which is illegal without it) or is kept for later (and the
    turn is legal without it); a second expansion and a second franchise name their place."""
    shown = every[:MOST]
    kinds = {r.kind for r in shown}
    used = {r.kind for r in every} & TILE_KINDS
    assert used <= kinds  # never cut off by the three-reason limit
    if move.dollars:
        without = move._replace(dollars=False)
        paid_without = game.clone()
        try:
            paid_without.check(without)
            legal = True
        except FranchiseError:
            legal = False
        pays = of_kind(every, ReasonKind.TILE_DOLLARS_PAYS)
        pays |= of_kind(every, ReasonKind.TILE_DOLLARS_PAYS_TURN)
        assert len(pays) == (money_after < BONUS_DOLLARS) and bool(pays) != legal
        assert all(amount == BONUS_DOLLARS - money_after for _place, amount in pays)
        assert all(place is None or place in move.expansions for place, _amount in pays)
        assert (ReasonKind.TILE_DOLLARS_KEPT in kinds) == legal
        check_what_the_dollars_pay(game, move, every)
    assert of_kind(every, ReasonKind.TILE_EXPAND) == (
        {(move.expansions[-1], 0)} if len(move.expansions) > 1 else set()
    )
    assert of_kind(every, ReasonKind.TILE_SHARE) == (
        set() if move.double_share is None else {(move.double_share, 0)}
    )


def paid_without(game: Game, move: TurnMove) -> bool:
    """Whether ``move`` is legal (paid) at ``game``'s position: the rules' own count."""
    try:
        game.clone().check(move)
    except FranchiseError:
        return False
    return True


def check_what_the_dollars_pay(game: Game, move: TurnMove, every: tuple[Reason, ...]) -> None:
    """The $10's sentence is true of the money as the rules count it: the expansion it names
    costs something and the rest of the turn is paid without the tile; "the franchises
    added" are what the turn cannot pay without it; "the turn" only where no part alone is."""
    bare = move._replace(dollars=False)
    targets = expansion_targets(game.state, game.current)
    without_place = {
        place: bare._replace(expansions=tuple(p for p in move.expansions if p != place))
        for place in move.expansions
    }
    without_adding = bare._replace(increases=(), double_share=None)
    for reason in every:
        if reason.kind is ReasonKind.TILE_DOLLARS_PAYS and reason.place is not None:
            assert targets[reason.place][0] > 0  # never "pays" for a free road
            assert paid_without(game, without_place[reason.place])
        elif reason.kind is ReasonKind.TILE_DOLLARS_PAYS:
            assert move.increases and paid_without(game, without_adding)
        elif reason.kind is ReasonKind.TILE_DOLLARS_PAYS_TURN:
            assert not any(paid_without(game, each) for each in without_place.values())
            assert not (move.increases and paid_without(game, without_adding))


def check_leads(game: Game, move: TurnMove, every: tuple[Reason, ...]) -> None:
    """Every lead named is held after the move and touched by it; new leads are all named."""
    seat = game.current
    after = game.clone()
    after.apply(move)
    state, touched = after.state, {*move.expansions, *move.increases}
    for reason in every:
        if reason.kind in (ReasonKind.CITY_LEAD_TAKEN, ReasonKind.CITY_LEAD_KEPT):
            city = reason.place
            assert city in touched and not state.scored[city]
            mine = state.counts[seat][city]
            assert all(state.counts[o][city] < mine for o in range(game.players) if o != seat)
            assert reason.amount == 0 or mine + reason.amount == state.table.spaces[city] // 2 + 1
        elif reason.kind is ReasonKind.REGION_LEAD_TAKEN:
            ranking = region_ranking(state, reason.place)
            assert ranking[0][0] == seat and not state.region_done[reason.place]
            assert len(ranking) == 1 or ranking[1][1] < ranking[0][1]
            assert reason.amount == state.open_places[reason.place]
    for city in touched:
        counts = [game.state.counts[o][city] for o in range(game.players)]
        now = [state.counts[o][city] for o in range(game.players)]
        took = now[seat] > max(n for o, n in enumerate(now) if o != seat) and not (
            counts[seat] > max(n for o, n in enumerate(counts) if o != seat)
        )
        if took and BOARD.places[city].is_city and not state.scored[city]:
            assert city in {r.place for r in every if r.kind is ReasonKind.CITY_LEAD_TAKEN}


@some
@given(setups, st.integers(0, 2**32))
def test_the_reasons_agree_with_the_preview_over_random_games(setup, seed):
    game = Game(setup)
    rng = random.Random(seed)
    kinds: set[ReasonKind] = set()
    while not game.is_over():
        move = eager_move(game, rng)
        before = game.snapshot()
        kinds |= {r.kind for r in check_reasons(game, move)}
        if len(game.moves) % 7 == 3:  # now and then what a fast level would play
            check_reasons(game, choose(game.clone(), "medium"))
        assert game.snapshot() == before  # the reasons change nothing
        game.apply(move)


def test_random_games_give_every_kind_of_reason():
    """The property above is not vacuous: over a few games every kind turns up."""
    seen: set[ReasonKind] = set()
    for seed in range(40):
        game = Game(_setup(seed))
        rng = random.Random(seed)
        while not game.is_over():
            move = eager_move(game, rng) if seed % 2 else game.random_move(rng)
            seen |= {r.kind for r in turn_reasons(game, move, most=None)}
            game.apply(move)
    # The $10 paying for an expansion and increases together, neither alone, is rare in
    # random play; ``check_what_the_dollars_pay`` checks it where it occurs.
    assert seen == set(ReasonKind) - CONTRAST_KINDS - {ReasonKind.TILE_DOLLARS_PAYS_TURN}


def _setup(seed: int) -> Setup:
    return Setup(NAMES[: 2 + seed % 4], variant=("intro", "standard")[seed % 2], seed=seed)


def test_a_majority_city_comes_before_the_income_and_the_lead():
    game = turn_game(players=2)
    put(game, 0, "denver")
    put(game, 0, "denver")
    move = TurnMove.of(increases=[pid("denver")])
    reasons = turn_reasons(game, move)
    assert reasons and reasons[0].kind is ReasonKind.CITY_SCORED
    assert reasons[0].place == pid("denver")
