"""Puzzles made from a review: each turn it marks a mistake or a blunder becomes one.

The review has already searched every turn (``franchise.review``: the preferred turn is the
hint's, ``franchise.ai.advise``, and the chances are the game's reading), so making a puzzle
costs no search: the position before the turn, the turn played, the turn preferred, and a
theme read from their reasons. Only the turns of people become puzzles (a person learns from
their own turns), and only whole turns: a start town is a click, not a turn to draft. And
only where the judge agrees with the answer (``answers.answer_holds``: no legal turn reads more
than the solve margin above the preferred turn), so no puzzle tells a player that a turn
beats the search's answer. A turn of a decided game (0% or 100% whatever is played), which the
review marks by the projected final margin, makes a puzzle judged by that margin
(``judge.measure_of``), so a lost game still gives puzzles: the pass with money in hand, the
tile thrown away.
"""

from __future__ import annotations

from ..ai.chances import equals
from ..core.game import Game
from ..core.moves import TurnMove
from ..records.record import Record
from ..review.reviewer import Review, TurnReview, percent, seat_levels
from ..values import replace
from .answers import answer_holds
from .judge import measure_of
from .puzzle import PUZZLE_LABELS, Measure, Puzzle, Source, stage_of
from .themes import theme_of

__all__ = ["PUZZLE_LABELS", "own_puzzle_id", "puzzles_from_review"]


def own_puzzle_id(game_id: str, number: int) -> str:
    """The id of the puzzle made from move ``number`` of game ``game_id``: the same turn of
    the same game is one puzzle, however often the game is reviewed."""
    return f"{game_id}-{number}"


def puzzles_from_review(record: Record, review: Review) -> tuple[Puzzle, ...]:
    """The puzzles of ``review``'s mistakes and blunders by people, in move order."""
    levels = seat_levels(record)
    chosen = [
        turn
        for turn in review.turns
        if turn.label in PUZZLE_LABELS
        and levels[turn.seat] is None
        and isinstance(turn.played, TurnMove)
        and isinstance(turn.suggested, TurnMove)
        and turn.played != turn.suggested
    ]
    if not chosen:
        return ()
    made = []
    game = Game(record.setup)
    moves = record.replay().moves
    for number, move in enumerate(moves, 1):
        if chosen and chosen[0].number == number:
            turn = chosen.pop(0)
            made += _held(record, game, turn, review.level, equals(len(levels)))
        if not chosen:
            break
        game.advance(move)
    return tuple(made)


def _held(
    record: Record, game: Game, turn: TurnReview, spec: str, levels: tuple[str, ...]
) -> list[Puzzle]:
    """The puzzle of ``turn``, if its judge agrees with its answer in the measure it is
    judged by (a decided game's turn by the projected margin, as the review marked it)."""
    puzzle = _puzzle(record, game, turn, spec)
    measure = measure_of(puzzle, game)
    if measure is Measure.MARGIN:
        if turn.margin_suggested is None:
            return []
        answer = round(turn.margin_suggested)
    else:
        answer = percent(turn.chance_suggested)
    return [puzzle] if answer_holds(game, answer, levels, measure=measure) else []


def _puzzle(record: Record, game: Game, turn: TurnReview, spec: str) -> Puzzle:
    assert isinstance(turn.played, TurnMove) and isinstance(turn.suggested, TurnMove)
    before = replace(record, moves=record.moves[: turn.number - 1], by_link=False)
    return Puzzle(
        own_puzzle_id(record.game_id, turn.number),
        Source.OWN,
        before,
        turn.played,
        turn.suggested,
        theme_of(game, turn.suggested, turn.played),
        stage_of(game),
        (percent(turn.chance_played), percent(turn.chance_suggested)),
        spec,
    )
