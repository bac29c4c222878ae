"""Every sentence is a claim checked against the engine (issue 65): the hint's reasons, the
review's contrasts, figures, margins and labels, and the themes of the puzzles made from it,
over seeded games of 2 to 5 players, each checked by ``readings.claims`` (the engine's own
positions), not by the code that made it."""

from __future__ import annotations

import random

import pytest

from franchise import Game, Setup, TurnMove
from franchise.ai import choose
from franchise.ai.chances import teacher_chances
from franchise.core.moves import Move
from franchise.core.state import Phase, State
from franchise.puzzles.making import puzzles_from_review
from franchise.puzzles.puzzle import Theme
from franchise.puzzles.themes import THEME_REASONS
from franchise.readings.claims import CHECKS, holds
from franchise.readings.comparisons import COMPARISONS, contrast_holds
from franchise.readings.contrast import contrast
from franchise.readings.endings import best_ending
from franchise.readings.reasons import Reason, ReasonKind, turn_reasons
from franchise.records.record import Record
from franchise.review.reviewer import review
from franchise.review.turns import MARGIN_THRESHOLDS, Label, TurnReview, label_for

#: The review's search: small, so four games are played and reviewed in seconds.
LEVEL = "hard:60"
#: Claims a game must give at least, so that "false: 0" means something.
FEWEST = 40


def test_every_kind_has_one_checker():
    assert set(CHECKS) | set(COMPARISONS) == set(ReasonKind)
    assert not set(CHECKS) & set(COMPARISONS)


def made_game(seed: int, players: int) -> Record:
    """A whole game of easy turns with one in four a random move: lively and uneven, so
    that the review labels turns and decided positions come up."""
    game = Game(Setup(tuple(f"P{i}" for i in range(players)), seed=seed))
    rng = random.Random(seed)
    while not game.is_over():
        move = game.random_move(rng) if rng.random() < 0.25 else choose(game, "easy")
        game.advance(move)
    return Record.of(game, f"{seed:012x}")


def margin_of(state: State, seat: int) -> int:
    """The real final margin: the seat's score minus the best other's."""
    return state.influence[seat] - max(s for o, s in enumerate(state.influence) if o != seat)


def after(game: Game, *moves: Move) -> Game:
    copy = game.clone()
    for move in moves:
        copy.advance(move)
    return copy


def false_figures(game: Game, turn: TurnReview, following: Move | None) -> list[str]:
    """The turn's chances (between equals), margins and label that the engine contradicts."""
    seat, wrong = turn.seat, []
    played, suggested = after(game, turn.played), after(game, turn.suggested)
    expected = (
        teacher_chances(game)[seat],
        teacher_chances(played)[seat],
        teacher_chances(suggested)[seat],
    )
    if expected != (turn.chance_before, turn.chance_played, turn.chance_suggested):
        wrong.append("chances")
    points = max(0, round(100 * expected[2]) - round(100 * expected[1]))
    label = label_for(points)
    if turn.decided:
        assert turn.margin_played is not None and turn.margin_suggested is not None
        ended = played if played.is_over() or following is None else after(played, following)
        if ended.is_over() != turn.margin_played_real:
            wrong.append("margin played: real or not")
        elif ended.is_over() and turn.margin_played != margin_of(ended.state, seat):
            wrong.append("margin played")
        ending = None if suggested.is_over() else best_ending(suggested.state)
        if suggested.is_over():
            real = margin_of(suggested.state, seat)
        elif turn.margin_suggested_real and ending is not None:
            real = margin_of(ending.after, seat)
        else:
            real = None
        if turn.margin_suggested_real != (real is not None) or (
            real is not None and turn.margin_suggested != real
        ):
            wrong.append("margin suggested")
        lost = max(0, round(turn.margin_suggested) - round(turn.margin_played))
        label = max(label, label_for(lost, MARGIN_THRESHOLDS), key=list(Label).index)
    if turn.label is not label or (
        turn.label is not Label.FINE and points == 0 and not turn.decided
    ):
        wrong.append(f"label {turn.label}")
    return wrong


def false_reasons(game: Game, turn: TurnReview) -> list[Reason]:
    """The turn's contrast reasons the engine contradicts."""
    return [r for r in turn.reasons if not contrast_holds(game, turn.suggested, turn.played, r)]


def check_game(seed: int, players: int) -> tuple[int, list[str]]:
    """Every claim of the game's review, its hints and its puzzles: (count, the false)."""
    record = made_game(seed, players)
    reviewed = review(record, level=LEVEL)
    turns = {turn.number: turn for turn in reviewed.turns}
    moves = record.replay().moves
    game, count, false = Game(record.setup), 0, []
    for number, move in enumerate(moves, 1):
        turn = turns[number]
        if isinstance(move, TurnMove) and game.state.phase is Phase.TURN:
            for shown in {move, turn.suggested}:
                for reason in turn_reasons(game, shown, most=None):
                    count += 1
                    if not holds(game, shown, reason):
                        false.append(f"move {number} hint {shown}: {reason}")
            if turn.label is not Label.FINE:
                count += 1 + len(turn.reasons)
                false += [f"move {number}: {r}" for r in false_reasons(game, turn)]
        count += 1
        following = moves[number] if number < len(moves) else None
        false += [f"move {number}: {w}" for w in false_figures(game, turn, following)]
        game.advance(move)
    for puzzle in puzzles_from_review(record, reviewed):
        count += 1
        if not theme_holds(puzzle.record, puzzle.preferred, puzzle.played, puzzle.theme):
            false.append(f"puzzle {puzzle.puzzle_id}: theme {puzzle.theme}")
    return count, false


def theme_holds(record: Record, preferred: TurnMove, played: TurnMove, theme: Theme) -> bool:
    """A theme other than growth names a reason that sets the answer apart, and that reason
    is true of the board; growth names none of the others' reasons."""
    game = Game(record.setup)
    for move in record.replay().moves:
        game.advance(move)
    said = contrast(game, preferred, played)
    named = dict(THEME_REASONS)
    if theme is Theme.GROWTH:
        return not any(r.kind in kinds for r in said for kinds in named.values())
    if theme is Theme.DOLLARS and played.dollars and not preferred.dollars:
        return any(r.kind is ReasonKind.TILE_KEPT for r in said)
    true = [r for r in said if contrast_holds(game, preferred, played, r)]
    return any(r.kind in named[theme] for r in true)


@pytest.mark.parametrize(("seed", "players"), [(11, 2), (12, 3), (13, 4), (14, 5)])
def test_every_claim_of_a_reviewed_game_is_true(seed, players):
    count, false = check_game(seed, players)
    print(f"{players} players: claims checked: {count}, false: {len(false)}")
    assert not false, false[:10]
    assert count >= FEWEST
