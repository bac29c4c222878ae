"""Computer players: legal, quick, reproducible, sliceable; the registry, analysis and arena."""

from __future__ import annotations

import random
import time

import pytest

from franchise import Game, Setup, TurnMove
from franchise.ai import (
    LEVELS,
    PAGE_LEVELS,
    Analysis,
    analyse,
    choose,
    evaluation,
    lookahead,
    parse_level,
    policy,
    think,
)
from franchise.ai import players as heuristic_players
from franchise.ai.candidates import candidate_moves
from franchise.ai.levels import run as run_thinking
from franchise.ai.refine import neighbours
from franchise.core import rules
from franchise.core.events import EndReason
from franchise.core.rules import check_move, income
from franchise.lab import flat as flat_search
from franchise.lab import montecarlo
from franchise.lab.arena import play_match, run, wilson
from franchise.lab.cli import PLAYER_NAMES
from franchise.records.record import COMPUTER_LEVELS, OFFERED_LEVELS

from .positions import money, pid, put, turn_game

#: Every level, the searching ones with small budgets (the real code paths, quickly), and a
#: generous CPU budget per move (the page's own budget is measured in the browser).
SPECS = {
    "random": 0.05,
    "easy": 0.2,
    "medium": 0.2,
    "round-ahead": 1.5,
    "hard:1500": 1.0,
    "hard1:1500": 1.0,
    "flat:1500": 1.0,
    "hard2:1500": 1.0,
    "hard-no-wins:1500": 1.0,
    "expert:1500:8:16:4": 1.0,
    "mc:2:4": 1.0,
}
#: The most engine moves and position evaluations one step of thinking may take.
MOVES_PER_STEP = 40
EVALUATIONS_PER_STEP = 3


def positions(games: int = 6):
    """Positions from random games of every player count, start placement included."""
    for players in (2, 3, 4, 5):
        for seed in range(games // 2):
            game = Game(Setup(PLAYER_NAMES[:players], seed=seed))
            rng = random.Random(seed)
            while not game.is_over():
                yield game
                game.advance(game.random_move(rng))


def test_every_level_is_covered_and_the_page_offers_three_of_the_four_records_carry():
    # ``trial`` judges with a trial fit's file (tests/engine/test_learned_network.py).
    assert {parse_level(spec)[0].name for spec in SPECS} == set(LEVELS) - {"trial"}
    assert COMPUTER_LEVELS == ("easy", "medium", "hard", "expert")  # records and links carry
    assert PAGE_LEVELS == ("easy", "medium", "hard") == OFFERED_LEVELS  # the page offers
    assert parse_level("mc:60")[1] == (60, LEVELS["mc"].defaults[1])
    for bad in ("grandmaster", "hard:0", "hard:1:2:3:4", "hard1:1:2", "mc:x", "easy:3"):
        with pytest.raises(ValueError):
            parse_level(bad)


#: The searching levels think a few tenths of a second a move even at these budgets: they are
#: asked in every ``SEARCHED``th position (29 of 600, from games at every table size),
#: the quick ones in every position.
SEARCHED = 21


@pytest.mark.parametrize("spec", SPECS)
def test_every_level_returns_a_legal_move_within_its_budget(spec):
    checked = 0
    slow = spec.split(":")[0] not in ("random", "easy", "medium")
    for i, game in enumerate(positions()):
        if slow and i % SEARCHED:
            continue
        started = time.process_time()
        move = choose(game, spec)
        elapsed = time.process_time() - started
        check_move(game.state, move)
        assert elapsed < SPECS[spec], f"{spec} took {elapsed:.2f}s"
        checked += 1
    assert checked > 25


def test_players_are_reproducible():
    game = Game(Setup(("Ann", "Bob", "Cyd"), seed=5))
    rng = random.Random(1)
    for _ in range(12):
        game.apply(game.random_move(rng))
    for spec in (*SPECS, "hard"):
        assert choose(game, spec) == choose(game.clone(), spec)


class WorkCounter:
    """Counts the engine moves played and the positions evaluated since the last reset."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.moves = self.evaluations = 0
        play, values = rules.play, evaluation.values

        def counted_play(*args, **kwargs):
            self.moves += 1
            return play(*args, **kwargs)

        def counted_values(*args, **kwargs):
            self.evaluations += 1
            return values(*args, **kwargs)

        for module in (
            rules,
            policy,
            heuristic_players,
            montecarlo,
            flat_search,
            lookahead,
        ):
            monkeypatch.setattr(module, "play", counted_play)
        monkeypatch.setattr(evaluation, "values", counted_values)


@pytest.mark.parametrize("spec", SPECS)
def test_every_step_of_thinking_is_small(spec, monkeypatch):
    """The page slices thinking into 20 ms; one long ``next()`` would be a long task. Work is
    counted, not timed: a step plays at most a few dozen moves (a playout yields as it goes)
    and evaluates at most a few positions (ranking yields between candidates)."""
    counter = WorkCounter(monkeypatch)
    for i, game in enumerate(positions(4)):
        if i % 18:
            continue
        thinking = think(game, spec)
        seen_moves = seen_evaluations = 0
        while True:
            counter.moves = counter.evaluations = 0
            try:
                next(thinking)
            except StopIteration:
                break
            finally:
                seen_moves = max(seen_moves, counter.moves)
                seen_evaluations = max(seen_evaluations, counter.evaluations)
        assert seen_moves <= MOVES_PER_STEP, f"{spec}: {seen_moves} moves in one step"
        assert seen_evaluations <= EVALUATIONS_PER_STEP, f"{spec}: {seen_evaluations} evaluations"


def test_analysis_gives_the_move_and_chances_that_add_up_to_one():
    game = Game(Setup(("Ann", "Bob", "Cyd", "Dee"), seed=8))
    rng = random.Random(3)
    for _ in range(16):
        game.advance(game.random_move(rng))
    analysis = run_thinking(analyse(game, "hard:3000"))
    assert isinstance(analysis, Analysis)
    check_move(game.state, analysis.move)
    assert analysis.move == choose(game, "hard:3000")
    assert len(analysis.win_chances) == 4
    assert sum(analysis.win_chances) == pytest.approx(1.0)
    assert analysis.playouts > 10
    flat = run_thinking(analyse(game, "mc:3:4"))
    assert flat.playouts == 3 * 5  # four drawn turns and passing
    assert sum(flat.win_chances) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="does not search"):
        analyse(game, "medium")


def test_analysis_favours_the_obvious_leader():
    game = turn_game(2, current=1)
    for place in ("chicago", "detroit", "omaha", "st-louis", "kansas-city"):
        put(game, 0, place, 2)
    put(game, 1, "pueblo")
    game.state.influence[:] = [70, 20]
    money(game, 0, 20)
    for seat in (0, 1):
        game.state.current = seat
        chances = run_thinking(analyse(game, "hard:3000")).win_chances
        assert chances[0] > 0.8, chances


def test_four_easy_players_play_a_whole_game_without_passing_in_the_opening():
    for seed in range(3):
        game = Game(Setup(PLAYER_NAMES[:4], seed=seed))
        while not game.is_over():
            move = choose(game, "easy")
            state = game.state
            seat = state.current
            if isinstance(move, TurnMove) and state.turns_taken[seat] < 8 and state.supply[seat]:
                purse = state.money[seat] + income(state, seat)
                affordable = [c for c, _ in state.targets[seat].values() if c <= purse]
                assert move.expansions or not affordable, f"easy passed up an expansion: {move}"
            game.advance(move)
        assert game.state.end_reason == EndReason.RED_ZONE
        assert len(game.moves) > 40


def test_candidates_are_legal_and_include_passing():
    game = Game(Setup(("Ann", "Bob"), seed=2, first_player=0))
    for move in ("start raleigh", "start pueblo", ">phoenix"):
        game.apply(move)
    moves = candidate_moves(game)
    assert moves and all(check_move(game.state, m) is None for m in moves)
    assert any(str(m) == "pass" for m in moves)


def test_neighbours_differ_by_one_increase_or_the_dollars_and_are_legal():
    game = turn_game(2, current=0)
    for place in ("chicago", "detroit", "omaha"):
        put(game, 0, place)
    money(game, 0, 12)
    base = TurnMove.of((), (pid("chicago"),))
    variants = list(neighbours(game.state, base))
    assert variants and base not in variants
    for variant in variants:
        check_move(game.state, variant)
        changed = set(variant.increases) ^ set(base.increases)
        assert len(changed) + (variant.dollars != base.dollars) == 1, variant
    assert TurnMove.of((), ()) in variants
    assert TurnMove.of((), (pid("chicago"), pid("omaha"))) in variants
    assert TurnMove.of((), (pid("chicago"),), None, True) in variants


def test_flat_spends_its_budget_on_the_screened_turns():
    game = Game(Setup(("Ann", "Bob", "Cyd"), seed=4))
    rng = random.Random(2)
    for _ in range(12):
        game.advance(game.random_move(rng))
    analysis = run_thinking(analyse(game, "flat:2000"))
    check_move(game.state, analysis.move)
    assert sum(analysis.win_chances) == pytest.approx(1.0)
    assert analysis.playouts >= 2  # the survivor of every halving round
    assert analysis.move == choose(game.clone(), "flat:2000")


def test_a_small_arena_run():
    result = run(["medium", "random"], games=6, seed=3, workers=1)
    assert set(result["win_rate"]) == {"medium", "random"}
    assert sum(result["win_rate"].values()) == pytest.approx(1.0)
    assert result["win_rate"]["medium"] > 0.5
    low, high = result["ci95"]["medium"]
    assert 0 <= low <= result["win_rate"]["medium"] <= high <= 1
    assert result["cpu_ms_per_move"]["medium"] > 0
    match = play_match(("hard:800", "mc:2:3", "easy"), 4)
    assert sorted(match["ranks"]) in ([1, 2, 3], [1.5, 1.5, 3], [1, 2.5, 2.5], [2, 2, 2])
    assert all(decisions > 5 for decisions in match["decisions"])


def test_wilson_interval():
    assert wilson(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("level", ["hard", "expert", "hard:8000:4"])
def test_a_share_of_the_budget_scales_only_the_playout_moves(level):
    from franchise.ai import parse_level, with_budget_share

    spec = with_budget_share(level, 0.05)
    found, numbers = parse_level(level)
    assert parse_level(spec) == (found, (round(numbers[0] * 0.05), *numbers[1:]))
    assert with_budget_share(level, 1) == level
    assert with_budget_share("easy", 0.05) == "easy"  # it does not search
    assert parse_level(with_budget_share(level, 1e-9))[1][0] == 1  # at least one move
