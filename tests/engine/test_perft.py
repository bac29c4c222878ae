"""Legal-move counts from the positions in tests/data/perft.json must not change."""

from __future__ import annotations

import json

import pytest

from franchise import Game, Setup

from .perft import PERFT_FILE

CASES = json.loads(PERFT_FILE.read_text())
LISTABLE = 20_000


def test_the_regression_file_covers_every_player_count_and_variant():
    kinds = {(len(c["setup"]["players"]), c["setup"]["variant"]) for c in CASES}
    assert len(kinds) == 12
    assert len(CASES) >= 100


@pytest.mark.parametrize(
    "case", CASES, ids=lambda c: f"{len(c['setup']['players'])}p-{len(c['moves'])}"
)
def test_legal_move_count(case):
    game = Game.replay(Setup.from_dict(case["setup"]), case["moves"])
    assert game.count_legal_moves() == case["legal_moves"]
    if case["legal_moves"] <= LISTABLE:
        assert len(game.legal_moves()) == case["legal_moves"]
