"""Puzzles made from a review: each turn it marks a mistake or a blunder becomes one.

The review has already searched every turn (``franchise.review``: the preferred turn is the
hint's, ``franchise.ai.advise``, and the chances are the game's reading), so making a puzzle
costs no search: the position before the turn, the turn played, the turn preferred, and a
theme read from their reasons. Only the turns of people become puzzles (a person learns from
their own turns), and only whole turns: a start town is a click, not a turn to draft. And
only where the judge agrees with the answer (``answers.answer_holds``: no legal turn reads more
than the solve margin above the preferred turn), so no puzzle tells a player that a turn
beats the search's answer.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.moves import TurnMove
from ..records.record import Record
from ..review.reviewer import Label, Review, TurnReview, label_for, percent, seat_levels
from ..values import replace
from .answers import answer_holds
from .puzzle import Puzzle, Source, stage_of
from .themes import theme_of

#: The labels whose turns become puzzles, by the chance lost: a puzzle is judged by the
#: chances (``judge``), so a turn of a decided game marked by its margin alone is not one.
PUZZLE_LABELS = frozenset({Label.MISTAKE, Label.BLUNDER})


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
        if label_for(turn.points_lost) in PUZZLE_LABELS
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
            if answer_holds(game, percent(turn.chance_suggested), levels):
                made.append(_puzzle(record, game, turn, review.level))
        if not chosen:
            break
        game.advance(move)
    return tuple(made)


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
