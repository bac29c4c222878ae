"""Puzzles made from a review: each turn it marks a mistake or a blunder becomes one where the
judge can stand behind an answer, and the rest are counted with the reason they made none.

The review has already searched every turn (``franchise.review``: the preferred turn is the
hint's, ``franchise.ai.advise``, and the chances are the game's reading), so making a puzzle
costs no search: the position before the turn, the turn played, the turn preferred, and a
theme read from their reasons. Only the turns of people become puzzles (a person learns from
their own turns), and only whole turns: a start town is a click, not a turn to draft. And
only where the judge agrees with the answer (``answers.answer_holds``: no legal turn reads more
than the solve margin above the preferred turn), so no puzzle tells a player that a turn
beats the search's answer. Where another legal turn reads above the search's answer by more
than that, the best-read legal turn (``answers.best_rival``) is the answer instead, provided it
reads a mistake's threshold above the turn played: it holds by construction, as no turn reads
above it, and the marked turn still teaches something. (Players once reviewed a game with a
blunder and were told their games had no mistake: the search's answer had been beaten and the
turn made no puzzle, unsaid.) A marked turn that makes no puzzle says why (``Unmade``), so the
page can tell the player in their words.

A turn of a decided game (0% or 100% whatever is played), which the review marks by the
projected final margin, makes a puzzle judged by that margin (``judge.measure_of``), so a lost
game still gives puzzles: the pass with money in hand, the tile thrown away.
"""

from __future__ import annotations

from enum import StrEnum

from ..ai.chances import equals
from ..core.game import Game
from ..core.moves import TurnMove
from ..records.record import Record
from ..review.reviewer import Label, Review, TurnReview, percent, seat_levels
from ..values import replace, valueclass
from .answers import MOST_TURNS_READ, Rival, best_rival
from .judge import chance_after, measure_of, reading
from .puzzle import PUZZLE_LABELS, Measure, Puzzle, Source, stage_of
from .themes import theme_of

__all__ = [
    "PUZZLE_LABELS",
    "Made",
    "Unmade",
    "made_from_review",
    "own_puzzle_id",
    "puzzles_from_review",
]


class Unmade(StrEnum):
    """Why a person's marked turn made no puzzle: the page says it, never "no mistakes"."""

    #: A start placement: a town placed with one click, not a turn to draft.
    START = "start"
    #: More legal turns than the page can read to judge an answer (``MOST_TURNS_READ``).
    CROWDED = "crowded"
    #: No legal turn reads a mistake's threshold above the turn played while reading at least
    #: as well as every other: the judge cannot stand behind any answer there.
    UNSURE = "unsure"


@valueclass
class Made:
    """What a review gave: its puzzles, the label of every marked turn of a person (in move
    order), and why each marked turn that made no puzzle made none."""

    puzzles: tuple[Puzzle, ...]
    marked: tuple[Label, ...]
    unmade: tuple[Unmade, ...]


def own_puzzle_id(game_id: str, number: int) -> str:
    """The id of the puzzle made from move ``number`` of game ``game_id``: the same turn of
    the same game is one puzzle, however often the game is reviewed."""
    return f"{game_id}-{number}"


def puzzles_from_review(record: Record, review: Review) -> tuple[Puzzle, ...]:
    """The puzzles of ``review``'s mistakes and blunders by people, in move order."""
    return made_from_review(record, review).puzzles


def made_from_review(record: Record, review: Review) -> Made:
    """The puzzles of ``review``'s mistakes and blunders by people, and what the others lack."""
    levels = seat_levels(record)
    marked = [t for t in review.turns if t.label in PUZZLE_LABELS and levels[t.seat] is None]
    unmade: list[Unmade] = []
    chosen = []
    for turn in marked:
        whole = isinstance(turn.played, TurnMove) and isinstance(turn.suggested, TurnMove)
        if not whole:
            unmade.append(Unmade.START)
        elif turn.played != turn.suggested:
            chosen.append(turn)
    made: list[Puzzle] = []
    game = Game(record.setup)
    for number, move in enumerate(record.replay().moves, 1):
        if not chosen:
            break
        if chosen[0].number == number:
            held = _held(record, game, chosen.pop(0), review.level, equals(len(levels)))
            if isinstance(held, Unmade):
                unmade.append(held)
            else:
                made.append(held)
        game.advance(move)
    return Made(tuple(made), tuple(t.label for t in marked), tuple(unmade))


def _held(
    record: Record, game: Game, turn: TurnReview, spec: str, levels: tuple[str, ...]
) -> Puzzle | Unmade:
    """The puzzle of ``turn`` whose answer its judge agrees with, in the measure it is judged
    by (a decided game's turn by the projected margin, as the review marked it): the search's
    turn where no legal turn reads more than the solve margin above it, else the best-read
    legal turn where it reads a mistake's threshold above the turn played."""
    if game.count_legal_moves() > MOST_TURNS_READ:
        return Unmade.CROWDED
    puzzle = _puzzle(record, game, turn, spec)
    measure = measure_of(puzzle, game)
    rival = best_rival(game, levels, None, measure)
    assert rival is not None  # every turn is read when ``most`` is None
    if measure is Measure.MARGIN:
        answer = None if turn.margin_suggested is None else round(turn.margin_suggested)
    else:
        answer = percent(turn.chance_suggested)
    if answer is not None and rival.chance <= answer + measure.solve_margin:
        return puzzle
    return _rival_puzzle(puzzle, game, rival, measure) or Unmade.UNSURE


def _rival_puzzle(puzzle: Puzzle, game: Game, rival: Rival, measure: Measure) -> Puzzle | None:
    """``puzzle`` with the best-read legal turn as its answer, if that turn is a whole turn
    other than the one played, is judged in the same measure, and reads a mistake's threshold
    above the turn played; None otherwise."""
    if not isinstance(rival.move, TurnMove) or rival.move == puzzle.played:
        return None
    chances = (puzzle.chances[0], chance_after(puzzle, game, rival.move))
    theme = theme_of(game, rival.move, puzzle.played)
    answered = replace(puzzle, preferred=rival.move, theme=theme, chances=chances)
    read = reading(answered, game)
    if read.measure is not measure or read.preferred - read.played < measure.mistake:
        return None
    return answered


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
