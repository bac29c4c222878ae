"""The bundled puzzles (franchise/puzzles/data/bundled.json, made by tools/research/puzzles.py):
at least 60, from every table size and both rules, early, middle and late, each answer still
the search's answer at the budget the tool used, each natural turn still medium's, and every
margin as stated and at least the set's, and every answer held by its judge: no legal turn
reads more than the solve margin above it, and where a turn ends the game and wins, the answer
is that turn. One search per puzzle at hard's own budget (the tool's) and every legal turn
read: about 30 s of CPU for the 72 here, checked in four parts (one per table size) so that
the suite's two workers share it."""

from __future__ import annotations

import pytest

from franchise.ai import advise, choose, run
from franchise.core.setup import Variant
from franchise.puzzles.answers import best_rival
from franchise.puzzles.bundled import bundled, bundled_set
from franchise.puzzles.judge import checked, figures, reading_levels
from franchise.puzzles.puzzle import SOLVE_MARGIN, Source, Stage
from franchise.puzzles.themes import theme_of
from franchise.readings.endings import winning_ending


def test_the_set_covers_tables_rules_and_stages():
    puzzles = bundled()
    assert len(puzzles) == len(bundled_set()["puzzles"]) >= 60  # none left out as damaged
    assert {len(p.record.setup.players) for p in puzzles} == {2, 3, 4, 5}
    assert {p.record.setup.variant for p in puzzles} == {Variant.STANDARD, Variant.INTRO}
    assert {p.stage for p in puzzles} == set(Stage)
    assert len({p.theme for p in puzzles}) >= 3
    assert all(p.source is Source.BUNDLED for p in puzzles)
    for puzzle in puzzles:  # each stored theme is what the answer does, read now
        game = puzzle.record.replay()
        assert puzzle.theme is theme_of(game, puzzle.preferred, puzzle.played), puzzle.puzzle_id
    assert len({p.puzzle_id for p in puzzles}) == len(puzzles)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_answer_is_still_the_search_s_answer(players: int):
    """Slow by design (about 7 s of CPU a part, more on a busy machine): one search of
    hard's budget and every legal turn read per bundled puzzle."""
    data = bundled_set()
    for puzzle in (p for p in bundled() if len(p.record.setup.players) == players):
        game = checked(puzzle)
        levels = reading_levels(puzzle)
        assert puzzle.spec == data["spec"]
        assert run(advise(game.clone(), puzzle.spec, levels)).move == puzzle.preferred, puzzle
        assert choose(game.clone(), data["natural"]) == puzzle.played, puzzle.puzzle_id
        assert figures(puzzle, game) == puzzle.chances, puzzle.puzzle_id
        assert puzzle.margin >= data["margin"]
        rival = best_rival(game, levels, most=None)
        assert rival is not None and rival.chance <= puzzle.chances[1] + SOLVE_MARGIN, rival
        won = winning_ending(game.state)
        assert won is None or won.move == puzzle.preferred, puzzle.puzzle_id
