"""A game review: how much chance to win each turn cost, and the turn the search preferred.

For every reviewed turn (start placements included) the review reads the mover's chance to win
where the game reads it (``franchise.ai.chances``: the learned evaluation between equals, every
seat read as hard, seeing an immediate ending), so the review's figures are the game's figures
and weigh the turn, not the opponents' strength:
- before the turn: the chance the game showed in that position;
- after the turn played: the chance the game showed in the position that followed;
- after the preferred turn: the search's choice as a hint gives it (``franchise.ai.advise`` at
  a level spec, the hint's ``hard`` by default, so the turn a hint gives is the turn the review
  prefers), read
  the same way, unless the turn played reads at least as well: then the turn played is the
  preferred one. The preferred turn is never worse than the turn played.
The chance lost is the preferred turn's chance minus the played turn's, in whole points as the
screen shows them, and the labels' thresholds (``THRESHOLDS``) are in those points, so a turn
shown to have lost 10 points is a mistake, as the legend says.

A decided position (the mover's chance under ``DECIDED`` or over 1 less it before the turn)
says little by its chances: every turn of a won or lost game reads 0% or 100%, so a pass
with money in hand or a wasted tile was "fine" and a lost game gave no puzzle. There the
turns are also weighed by the mover's projected final margin over the best rival (the
learned evaluation's ``margins``, read as the chances are, between equals), in whole
points of influence against ``MARGIN_THRESHOLDS``: the search's turn is preferred where its
margin is larger and its chance is not shown lower, or where the chances alone mark the turn
played, and the label is the worse of the two measures.

Every turn labelled worse than fine carries its ``reasons``: what the preferred turn does
that the turn played does not (``franchise.readings.contrast``), in the hint's reasons, so
the review says why as well as how much.

Everything is reproducible: the search is seeded from the game's seed, the move number and the
spec (``levels.level_rng``), the evaluation is deterministic. A review runs in slices like
every search: ``Reviewer.work()`` is a generator that yields every few milliseconds (between
the search's steps and between turns), and ``Reviewer.progress`` says how far it got.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable

from ..core.game import Game
from ..core.moves import Move
from ..readings.contrast import contrast
from ..records.record import Record
from ..values import replace
from .turns import (
    DECIDED,
    MARGIN_THRESHOLDS,
    THRESHOLDS,
    Label,
    Progress,
    Review,
    SeatSummary,
    TurnReview,
    decided_side,
    label_for,
    percent,
    summarise,
)

#: The values of franchise/review/turns.py are read from here too, where they were first.
__all__ = [
    "DECIDED",
    "DEFAULT_LEVEL",
    "MARGIN_THRESHOLDS",
    "THRESHOLDS",
    "Label",
    "Progress",
    "Review",
    "Reviewer",
    "SeatSummary",
    "TurnReview",
    "combined",
    "decided_side",
    "default_seats",
    "label_for",
    "percent",
    "review",
    "seat_levels",
    "summarise",
]

#: The search a review asks for its preferred turn, unless told another level spec.
DEFAULT_LEVEL = "hard"


def seat_levels(record: Record) -> tuple[str | None, ...]:
    """Each seat's computer level from the record, in seat order (``Record.seats``), ``None``
    for a person: the evaluation reads a seat by who sits there."""
    return tuple(None if seat.level is None else str(seat.level) for seat in record.seats())


def default_seats(record: Record) -> tuple[int, ...]:
    """The seats reviewed unless others are asked for: the people's, or every seat in a game
    of computers only (there is nobody else to review)."""
    levels = seat_levels(record)
    people = tuple(seat for seat, level in enumerate(levels) if level is None)
    return people or tuple(range(len(levels)))


class Reviewer:
    """A review under way; ``work()`` does it in slices and returns the ``Review``.

    Making one replays the record, validating every move (``IllegalMoveError`` names a bad
    one) and counting the turns to review, so progress is known from the start; a level spec
    that is unknown or does not search raises ``ValueError`` here too, before any work.
    """

    def __init__(
        self,
        record: Record,
        seats: Iterable[int] | None = None,
        level: str = DEFAULT_LEVEL,
    ) -> None:
        # The search loads with the first reviewer, not with the values above: a page showing a
        # review kept with a saved game reads it without loading the AI.
        from ..ai.advice import advise
        from ..ai.chances import chances, chances_after, equals, state_margins
        from ..ai.learned import margins
        from ..ai.levels import parse_level

        self._chances, self._chances_after, self._advise = chances, chances_after, advise
        self._margins, self._learned = state_margins, margins
        if parse_level(level)[0].search is None:
            raise ValueError(f"level {level!r} does not search, so it cannot suggest turns")
        self.record = record
        self.level = level
        self.levels = seat_levels(record)
        #: How every position is read: between equals, whoever sat in the seats.
        self.reading = equals(len(self.levels))
        chosen = default_seats(record) if seats is None else tuple(sorted(set(seats)))
        if not all(0 <= seat < len(self.levels) for seat in chosen):
            raise ValueError(f"seats {chosen} are not all in a game of {len(self.levels)}")
        self.seats = chosen
        self._moves = record.replay().moves
        self._movers: list[int] = []
        game = Game(record.setup)
        for move in self._moves:
            self._movers.append(game.current)
            game.advance(move)
        #: The numbers of the moves to review (counted from 1), in order.
        self.numbers = tuple(n for n, mover in enumerate(self._movers, 1) if mover in chosen)
        self._done = 0

    @property
    def progress(self) -> Progress:
        return Progress(self._done, len(self.numbers))

    def work(self) -> Generator[None, None, Review]:
        """Review the turns one by one, yielding between small steps of work (each call
        starts the review afresh, and the progress with it)."""
        self._done = 0
        game = Game(self.record.setup)
        turns: list[TurnReview] = []
        for number, (move, mover) in enumerate(zip(self._moves, self._movers, strict=True), 1):
            if mover in self.seats:
                following = self._moves[number] if number < len(self._moves) else None
                turn = yield from self._review_turn(game, number, move, following)
                turns.append(turn)
                self._done += 1
                yield
            game.advance(move)
        return Review(self.level, len(self._moves), self.seats, tuple(turns))

    def _review_turn(
        self, game: Game, number: int, played: Move, following: Move | None
    ) -> Generator[None, None, TurnReview]:
        seat = game.current
        before = self._chances(game, self.reading)[seat]
        after_played = self._chance_after(game, played, seat)
        turn = TurnReview(number, seat, played, played, before, after_played, after_played)
        if decided_side(before):
            margin, real = self._played_margin(game, played, following, seat)
            turn = replace(
                turn,
                margin_played=margin,
                margin_suggested=margin,
                margin_played_real=real,
                margin_suggested_real=real,
            )
        if game.count_legal_moves() > 1:
            analysis = yield from self._advise(game.clone(), self.level, self.reading)
            if analysis.move != played:
                turn = self._weighed(game, turn, analysis.move)
        if turn.label is not Label.FINE:
            turn = replace(turn, reasons=contrast(game, turn.suggested, turn.played))
        return turn

    def _weighed(self, game: Game, turn: TurnReview, search: Move) -> TurnReview:
        """``turn`` with the search's ``search`` as its preferred turn if it reads better: by
        the chances, or in a decided game by the projected margin where the chance the screen
        shows is no lower (so the review never prefers a turn it shows as worse)."""
        seat = turn.seat
        after_search = self._chance_after(game, search, seat)
        preferred = replace(turn, suggested=search, chance_suggested=after_search)
        if turn.margin_played is None:
            return preferred if after_search > turn.chance_played else turn
        read = self._margins(_after(game, search).state, self.reading)
        margin = read.values[seat]
        preferred = replace(preferred, margin_suggested=margin, margin_suggested_real=read.real)
        by_chance = label_for(preferred.points_lost) is not Label.FINE
        shown_no_lower = percent(after_search) >= percent(turn.chance_played)
        if by_chance or (shown_no_lower and margin > turn.margin_played):
            return preferred
        return turn

    def _chance_after(self, game: Game, move: Move, seat: int) -> float:
        """``seat``'s chance once ``move`` is played, as the game reads the position it leaves."""
        return self._chances_after(game, move, self.reading)[seat]

    def _played_margin(
        self, game: Game, played: Move, following: Move | None, seat: int
    ) -> tuple[float, bool]:
        """``seat``'s final margin once ``played`` is played, and whether it is the real one.
        Where the record's next move ends the game it is the end's real margin (a review said
        "-7" of a turn whose end dialog said -13 one move later); where the record goes on
        without ending, the learned expectation; at the record's last move, the reading of
        the position as for any turn (``state_margins``: real where the game is over or the
        next player ends it as the chances read)."""
        after = _after(game, played)
        if following is None or after.is_over():
            read = self._margins(after.state, self.reading)
            return read.values[seat], read.real
        ended = _after(after, following)
        if ended.is_over():
            return self._margins(ended.state, self.reading).values[seat], True
        return self._learned(after.state, self.reading)[seat], False


def _after(game: Game, move: Move) -> Game:
    """A copy of ``game`` with ``move`` played."""
    after = game.clone()
    after.advance(move)
    return after


def combined(first: Review, second: Review) -> Review:
    """One review of the same game made of two reviews of different seats (the page reviews
    the people's turns first, the computers' when asked): the turns in move order, the seats
    of both. Raises ``ValueError`` if they are not of the same game and search, or overlap."""
    same = (first.level, first.moves) == (second.level, second.moves)
    if not same or set(first.seats) & set(second.seats):
        raise ValueError("only reviews of other seats of the same game and search combine")
    turns = tuple(sorted((*first.turns, *second.turns), key=lambda turn: turn.number))
    seats = tuple(sorted((*first.seats, *second.seats)))
    return Review(first.level, first.moves, seats, turns)


def review(
    record: Record,
    seats: Iterable[int] | None = None,
    level: str = DEFAULT_LEVEL,
) -> Review:
    """The whole review in one go (the command line and tools; the page runs ``work``)."""
    from ..ai.levels import run

    return run(Reviewer(record, seats, level).work())
