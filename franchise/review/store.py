"""A review as JSON-able data: what the command prints and what a page keeps with a saved game.

``review_to_dict`` writes every reviewed turn with the keys the command's ``--json`` promises
(``number``, ``seat``, ``played``, ``suggested``, ``chance_before``, ``chance_played``,
``chance_suggested``, ``label``, and ``lost``; ``margin_played``, ``margin_suggested`` and
``margin_lost`` where a decided game weighed the turns by projected margin, else ``null``,
with ``margin_played_real`` and ``margin_suggested_real`` saying whether each margin is the
game's real final margin (it ended with the turn or the next one) or the learned expectation;
``reasons``, what the preferred turn does that the turn played does not, each ``kind``,
``place`` (the board's index, or ``null``), ``amount`` and ``seat``: non-empty for every
labelled turn), moves in their canonical text, and a summary per seat. ``review_from_dict``
reads such data back from storage, where it is untrusted: every field is checked, moves must
read as moves, chances must be shares of 1, reasons of the closed set; anything else raises
``RecordError`` (``RECORD_DAMAGED``), never a crash. Labels and summaries are not read back:
they follow from the figures, so a stored review cannot contradict itself.
"""

from __future__ import annotations

import math

from ..core.board import BOARD
from ..core.errors import FranchiseError, NotationError, Refusal
from ..core.game import Game
from ..core.moves import parse_move
from ..core.setup import MAX_PLAYERS
from ..readings.reasons import Reason, ReasonKind
from ..records.record import Record, RecordError
from .turns import Review, SeatSummary, TurnReview

#: 5 since a margin is the real final margin where the game ended with the turn or the
#: next one, and says so; 4 since every position is read between equals (every seat as
#: hard); 3 since a decided game's turns are weighed by projected margin and labelled turns
#: carry their reasons; 2 read the chances as the game does (told who sits in each seat); a
#: review of an older format is made again.
REVIEW_FORMAT = 5
_CHANCES = ("chance_before", "chance_played", "chance_suggested")
_KINDS = frozenset(str(kind) for kind in ReasonKind)
#: Bounds on what untrusted data may claim: reasons per turn, and any amount or margin.
_MOST_REASONS = 32
_MOST_AMOUNT = 1000


def review_to_dict(review: Review) -> dict:
    """The review as JSON-able data (see the module docstring)."""
    return {
        "format": REVIEW_FORMAT,
        "level": review.level,
        "moves": review.moves,
        "seats": list(review.seats),
        "turns": [turn_to_dict(turn) for turn in review.turns],
        "summary": [summary_to_dict(summary) for summary in review.summaries],
    }


def turn_to_dict(turn: TurnReview) -> dict:
    return {
        "number": turn.number,
        "seat": turn.seat,
        "played": str(turn.played),
        "suggested": str(turn.suggested),
        "chance_before": turn.chance_before,
        "chance_played": turn.chance_played,
        "chance_suggested": turn.chance_suggested,
        "lost": turn.lost,
        "label": str(turn.label),
        "margin_played": turn.margin_played,
        "margin_suggested": turn.margin_suggested,
        "margin_lost": turn.margin_lost if turn.decided else None,
        "margin_played_real": turn.margin_played_real,
        "margin_suggested_real": turn.margin_suggested_real,
        "reasons": [reason_to_dict(reason) for reason in turn.reasons],
    }


def reason_to_dict(reason: Reason) -> dict:
    return {
        "kind": str(reason.kind),
        "place": reason.place,
        "amount": reason.amount,
        "seat": reason.seat,
    }


def summary_to_dict(summary: SeatSummary) -> dict:
    return {
        "seat": summary.seat,
        "turns": summary.turns,
        "mean_lost": summary.mean_lost,
        "labels": {str(label): count for label, count in summary.labels.items()},
        "turning_point": summary.turning_point,
    }


def review_from_dict(data: object) -> Review:
    """A review from untrusted data written by ``review_to_dict``; raises ``RecordError``."""
    if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT:
        raise RecordError(Refusal.RECORD_DAMAGED)
    level, moves = data.get("level"), data.get("moves")
    seats, turns = data.get("seats"), data.get("turns")
    if not isinstance(level, str) or not _is_count(moves):
        raise RecordError(Refusal.RECORD_DAMAGED)
    if not isinstance(seats, list) or not all(_is_count(seat) for seat in seats):
        raise RecordError(Refusal.RECORD_DAMAGED)
    if not isinstance(turns, list) or len(turns) > moves:
        raise RecordError(Refusal.RECORD_DAMAGED)
    read = tuple(_turn_from_dict(turn, moves, seats) for turn in turns)
    return Review(level, moves, tuple(seats), read)


def kept_review(data: object, record: Record) -> Review | None:
    """The review kept with a saved game of ``record``, or None: when there is none, when it
    does not read (``review_from_dict``), or when it is not a review of this record's moves
    (a hot-seat game played differently from an earlier move since it was reviewed, or data
    made up for another game). A review that cannot be used is simply made again."""
    if data is None:
        return None
    try:
        review = review_from_dict(data)
    except RecordError:
        return None
    return review if reviews_record(review, record) else None


def reviews_record(review: Review, record: Record) -> bool:
    """Whether ``review`` reviews exactly ``record``: as many moves, each turn the move played
    at its number by the seat that made it, in move order, each reviewed seat in the game."""
    players = len(record.setup.players)
    if review.moves != len(record.moves) or any(seat >= players for seat in review.seats):
        return False
    game = Game(record.setup)
    movers: list[int] = []
    try:
        for text in record.moves:
            movers.append(game.current)
            game.apply(text)
    except FranchiseError:
        return False
    moves = game.moves
    numbers = [turn.number for turn in review.turns]
    if numbers != sorted(set(numbers)):
        return False
    return all(
        moves[turn.number - 1] == turn.played and movers[turn.number - 1] == turn.seat
        for turn in review.turns
    )


def _turn_from_dict(data: object, moves: int, seats: list[int]) -> TurnReview:
    if not isinstance(data, dict):
        raise RecordError(Refusal.RECORD_DAMAGED)
    number, seat = data.get("number"), data.get("seat")
    played, suggested = data.get("played"), data.get("suggested")
    figures = [data.get(key) for key in _CHANCES]
    if not (_is_count(number) and 1 <= number <= moves) or seat not in seats:
        raise RecordError(Refusal.RECORD_DAMAGED)
    if not all(_is_chance(figure) for figure in figures):
        raise RecordError(Refusal.RECORD_DAMAGED)
    if not isinstance(played, str) or not isinstance(suggested, str):
        raise RecordError(Refusal.RECORD_DAMAGED)
    try:
        moves_read = parse_move(played), parse_move(suggested)
    except NotationError:
        raise RecordError(Refusal.RECORD_DAMAGED) from None
    before, after_played, after_suggested = (float(figure) for figure in figures)
    margins = data.get("margin_played"), data.get("margin_suggested")
    if margins != (None, None) and not all(_is_margin(margin) for margin in margins):
        raise RecordError(Refusal.RECORD_DAMAGED)
    real = data.get("margin_played_real", False), data.get("margin_suggested_real", False)
    if not all(isinstance(flag, bool) for flag in real) or (margins == (None, None) and any(real)):
        raise RecordError(Refusal.RECORD_DAMAGED)
    reasons = data.get("reasons", [])
    if not isinstance(reasons, list) or len(reasons) > _MOST_REASONS:
        raise RecordError(Refusal.RECORD_DAMAGED)
    margin_played, margin_suggested = (None if m is None else float(m) for m in margins)
    return TurnReview(
        number,
        seat,
        *moves_read,
        before,
        after_played,
        after_suggested,
        margin_played=margin_played,
        margin_suggested=margin_suggested,
        reasons=tuple(_reason_from_dict(reason) for reason in reasons),
        margin_played_real=real[0],
        margin_suggested_real=real[1],
    )


def _reason_from_dict(data: object) -> Reason:
    if not isinstance(data, dict) or data.get("kind") not in _KINDS:
        raise RecordError(Refusal.RECORD_DAMAGED)
    place, amount, seat = data.get("place"), data.get("amount"), data.get("seat")
    if place is not None and not (_is_count(place) and place < len(BOARD.places)):
        raise RecordError(Refusal.RECORD_DAMAGED)
    if not isinstance(amount, int) or isinstance(amount, bool) or abs(amount) > _MOST_AMOUNT:
        raise RecordError(Refusal.RECORD_DAMAGED)
    if seat is not None and not (_is_count(seat) and seat < MAX_PLAYERS):
        raise RecordError(Refusal.RECORD_DAMAGED)
    return Reason(ReasonKind(data["kind"]), place, amount, seat)


def _is_margin(value: object) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and abs(value) <= _MOST_AMOUNT
    )


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_chance(value: object) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 <= value <= 1
    )
