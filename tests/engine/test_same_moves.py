"""Every computer level still plays the moves recorded in tests/data/same_moves.json.

The file was recorded before the engine was split into the product and the laboratory
(issue 35), so moving code cannot change what any level plays unnoticed; see
``tests.engine.same_moves`` for what is recorded and how to rewrite it.
"""

from __future__ import annotations

import json

import pytest

from franchise import Game, Setup
from franchise.ai import analyse, choose
from franchise.ai.levels import run

from .same_moves import (
    DIGITS,
    MOVES_FILE,
    RECORDED_LEVELS,
    WHOLE_GAMES,
    in_registry_order,
    positions_for,
    whole_game,
)

RECORDED = json.loads(MOVES_FILE.read_text())


def position(case: dict) -> Game:
    return Game.replay(Setup.from_dict(case["setup"]), case["moves"])


def test_the_record_covers_every_level_and_table_size():
    assert {case["spec"] for case in RECORDED["choices"]} == set(RECORDED_LEVELS)
    assert {case["spec"] for case in RECORDED["games"]} == set(WHOLE_GAMES)
    assert {len(case["setup"]["players"]) for case in RECORDED["games"]} == {2, 3, 4, 5}
    assert len(RECORDED["choices"]) == sum(len(positions_for(s)) for s in RECORDED_LEVELS)


def test_the_record_is_in_registry_order_so_a_rewrite_is_a_clean_diff():
    """``--write`` and ``--write --level NAME`` write the cases in registry order: a file in
    that order is rewritten with only the changed levels' lines moving."""
    for kind in ("games", "choices"):
        assert RECORDED[kind] == in_registry_order(RECORDED[kind]), kind


@pytest.mark.parametrize(
    "case", RECORDED["games"], ids=lambda c: f"{c['spec']}-{c['setup']['seed']}"
)
def test_a_whole_game_at_a_level_plays_the_same_moves(case):
    assert whole_game(Setup.from_dict(case["setup"]), case["spec"]) == case


@pytest.mark.parametrize("spec", RECORDED_LEVELS)
def test_a_level_chooses_the_same_moves(spec):
    cases = [case for case in RECORDED["choices"] if case["spec"] == spec]
    assert [str(choose(position(case), spec)) for case in cases] == [c["chosen"] for c in cases]


@pytest.mark.parametrize("case", RECORDED["analyses"], ids=lambda c: str(len(c["moves"])))
def test_a_hint_finds_the_same_move_and_chances(case):
    analysis = run(analyse(position(case)))
    assert str(analysis.move) == case["chosen"]
    assert analysis.win_chances == pytest.approx(case["chances"], abs=10**-DIGITS)
