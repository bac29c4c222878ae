"""A puzzle's theme says what its answer does (issue 56): "a majority taken" for an answer
that takes none, and "the red zone" for answers that won on income or two majorities, were
read from both turns' reasons together. Each theme is checked here against the two turns'
own reasons (``turn_reasons``, from the engine's dry run), not against the rule that names it."""

from __future__ import annotations

from franchise.core.game import Game
from franchise.core.moves import TurnMove
from franchise.puzzles.bundled import bundled
from franchise.puzzles.judge import checked
from franchise.puzzles.puzzle import Theme
from franchise.puzzles.themes import theme_of
from franchise.readings.reasons import Reason, ReasonKind, turn_reasons

MAJORITY = {
    ReasonKind.CITY_SCORED,
    ReasonKind.REGION_SCORED,
    ReasonKind.CITY_LEAD_TAKEN,
    ReasonKind.REGION_LEAD_TAKEN,
}


def new_in(better: tuple[Reason, ...], worse: tuple[Reason, ...], kinds: set) -> list[Reason]:
    """The reasons of ``kinds`` the better turn gives that the other does not (as strongly)."""
    return [
        r
        for r in better
        if r.kind in kinds
        and not any((o.kind, o.place) == (r.kind, r.place) and o.amount >= r.amount for o in worse)
    ]


def check_theme(game: Game, preferred: TurnMove, played: TurnMove) -> Theme:
    theme = theme_of(game, preferred, played)
    answer = turn_reasons(game, preferred, most=None)
    other = turn_reasons(game, played, most=None)
    answer_kinds = {r.kind for r in answer}
    other_kinds = {r.kind for r in other}
    if theme is Theme.RED_ZONE:  # the answer wins, or does not hand the end over
        wins = new_in(answer, other, {ReasonKind.WINS_GAME})
        danger = {ReasonKind.RIVAL_CAN_END, ReasonKind.ENDS_GAME}
        assert wins or (other_kinds & danger) - answer_kinds
    elif theme is Theme.QUIET_ROUND:
        assert ReasonKind.KEEPS_GAME_GOING in answer_kinds - other_kinds
    elif theme is Theme.DOLLARS:
        assert preferred.dollars != played.dollars or new_in(
            answer, other, {ReasonKind.TILE_DOLLARS_PAYS, ReasonKind.TILE_DOLLARS_KEPT}
        )
    elif theme is Theme.MAJORITY:
        assert new_in(answer, other, MAJORITY)  # a majority the turn played does not take
    else:  # growth: no majority, $10, quiet round or end sets the answer apart
        assert not new_in(answer, other, MAJORITY)
        assert ReasonKind.KEEPS_GAME_GOING not in answer_kinds - other_kinds
    return theme


def test_every_bundled_answer_does_what_its_theme_says():
    """The theme read now from each bundled position (the set's stored themes are remade
    with the set by tools/research/puzzles.py)."""
    themes = set()
    for puzzle in bundled():
        themes.add(check_theme(checked(puzzle), puzzle.preferred, puzzle.played))
    assert len(themes) >= 3
