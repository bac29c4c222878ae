"""Where the learner is in the guided first game, and what a click there means (pure).

A ``Guide`` walks the lesson's beats (web/session/lesson.py) over the game on screen. The
session asks it before it takes a click, a bonus tile or End turn: the one thing the current
beat asks for goes through as in any game (the engine still checks it), anything else comes
back as a ``Problem`` that says why and what to use instead, never silently ignored. The
computer's turns are the lesson's (``scripted_move``). What a beat's words quote is read from
the engine's events of the turn it is about (``facts``). The guide is loaded only once a guided
game starts: nothing at start-up imports it.
"""

from __future__ import annotations

from franchise import (
    BOARD,
    CityScored,
    Event,
    Expanded,
    FinalScore,
    Game,
    IncomeCollected,
    RegionScored,
    TrackBonus,
    TurnMove,
    parse_move,
)
from web.session.lesson import BEATS, LESSON_MOVES, About, Act, Beat
from web.session.problems import PageRefusal, Problem

#: The seat the learner plays (the lesson's first player).
LEARNER = 0


class Guide:
    """The lesson's beats and the learner's place among them (``index``; past the last beat
    the lesson is done)."""

    def __init__(
        self,
        index: int = 0,
        beats: tuple[Beat, ...] = BEATS,
        moves: tuple[str, ...] = LESSON_MOVES,
    ) -> None:
        self.beats = beats
        self.moves = moves
        self.index = max(0, min(index, len(beats)))

    @property
    def done(self) -> bool:
        return self.index >= len(self.beats)

    @property
    def beat(self) -> Beat | None:
        return None if self.done else self.beats[self.index]

    @property
    def tiles_told(self) -> bool:
        """Whether the lesson has come to its first bonus tile: before, the turn panel keeps
        quiet about what the $10 tile would pay (issue 70: it said so from the second step,
        long before a tile was explained)."""
        first = next((i for i, beat in enumerate(self.beats) if beat.act is Act.BONUS), 0)
        return self.index >= first

    def on_track(self, played: tuple[str, ...]) -> bool:
        """Whether the game on screen is the lesson's own (left to a normal game if not)."""
        return played == self.moves[: len(played)]

    def scripted_move(self, played: tuple[str, ...]) -> str | None:
        """The lesson's next move after ``played``, while the game follows the lesson."""
        if not self.on_track(played) or len(played) >= len(self.moves):
            return None
        return self.moves[len(played)]

    def ready(self, played: tuple[str, ...]) -> bool:
        """Whether the current beat belongs to the position on screen (else the computer's
        turn is still to come, or the learner looks back in history)."""
        beat = self.beat
        return beat is not None and beat.at == len(played) and self.on_track(played)

    def next(self) -> None:
        self.index = min(self.index + 1, len(self.beats))

    def back(self) -> Beat | None:
        """One beat back; the beat now current (its position may be an earlier one)."""
        self.index = max(self.index - 1, 0)
        return self.beat

    def follow(self, played: tuple[str, ...]) -> None:
        """After a reload or a step back in history: the first beat of the position on screen
        if the current one belongs to another position."""
        beat = self.beat
        if beat is not None and beat.at == len(played):
            return
        at = len(played)
        found = next((i for i, b in enumerate(self.beats) if b.at >= at), len(self.beats))
        self.index = found

    def done_in_this_turn(self) -> tuple[Beat, ...]:
        """The beats of this turn already done that built the draft (places, tiles, a turn
        placed whole)."""
        beat = self.beat
        if beat is None:
            return ()
        earlier = self.beats[: self.index]
        built = (Act.PLACE, Act.BONUS, Act.TURN)
        return tuple(b for b in earlier if b.at == beat.at and b.act in built)

    def turn_of(self, beat: Beat) -> TurnMove:
        """The lesson's turn at the position ``beat`` belongs to."""
        move = parse_move(self.moves[beat.at])
        assert isinstance(move, TurnMove), beat
        return move

    def to_place(self, chosen: tuple[int, ...]) -> tuple[int, ...]:
        """A ``TURN`` beat's places not yet in the draft (``chosen``), in the turn's order:
        its expansions, then its increases (none for any other beat)."""
        beat = self.beat
        if beat is None or beat.act is not Act.TURN:
            return ()
        move = self.turn_of(beat)
        return tuple(p for p in (*move.expansions, *move.increases) if p not in chosen)

    def ends_turn(self) -> bool:
        """Whether End turn follows the current beat's placing at once (no later beat of the
        same turn comes first)."""
        beat = self.beat
        later = self.beats[self.index + 1 : self.index + 2]
        return beat is not None and not any(b.at == beat.at for b in later)

    def stays(self, chosen: tuple[int, ...], moved: bool) -> bool:
        """Whether a ``TURN`` beat goes on after a click (``moved``: the turn was played): it
        is done once played, or once placed whole if a later beat of its turn comes first."""
        beat = self.beat
        if beat is None or beat.act is not Act.TURN or moved:
            return False
        return bool(self.to_place(chosen)) or self.ends_turn()

    def refuse(
        self, act: Act, place: int | None = None, chosen: tuple[int, ...] = ()
    ) -> Problem | None:
        """Why the learner's ``act`` (a click on ``place``, a tile, End turn) is not this
        beat's; None if it is. ``chosen``: the places the draft holds already."""
        beat = self.beat
        if beat is None:
            return None
        if beat.act is Act.NEXT:
            return Problem(PageRefusal.GUIDE_NEXT)
        if beat.act is Act.END:
            return None if act is Act.END else Problem(PageRefusal.GUIDE_END)
        if beat.act is Act.BONUS:
            return None if act is Act.BONUS else Problem(PageRefusal.GUIDE_BONUS)
        if beat.act is Act.TURN:
            return self._refuse_in_turn(act, place, chosen)
        assert beat.place is not None
        target = BOARD.place_index[beat.place]
        if act is Act.PLACE and place == target:
            return None
        if act is not Act.PLACE or place is None:
            return Problem(PageRefusal.GUIDE_PLACE, {"target": target})
        if place in chosen:
            return Problem(PageRefusal.GUIDE_CHOSEN, {"place": place, "target": target})
        return Problem(PageRefusal.GUIDE_OTHER, {"place": place, "target": target})

    def _refuse_in_turn(
        self, act: Act, place: int | None, chosen: tuple[int, ...]
    ) -> Problem | None:
        """A ``TURN`` beat takes its own places in any order, then End turn."""
        left = self.to_place(chosen)
        if not left:
            return None if act is Act.END else Problem(PageRefusal.GUIDE_END)
        if act is Act.PLACE and place in left:
            return None
        target = left[0]
        if act is not Act.PLACE or place is None:
            return Problem(PageRefusal.GUIDE_PLACE, {"target": target})
        if place in chosen:
            return Problem(PageRefusal.GUIDE_CHOSEN, {"place": place, "target": target})
        return Problem(PageRefusal.GUIDE_OTHER, {"place": place, "target": target})

    @staticmethod
    def explain(refused: Problem, could_add: bool, why: Problem | None) -> Problem:
        """A wrong place said more exactly: a city of the learner's where a franchise could be
        added (an increase, but not now), or a place the engine would refuse anyway (its
        reason, then the guide's)."""
        if refused.code is not PageRefusal.GUIDE_OTHER:
            return refused
        if could_add:
            return Problem(PageRefusal.GUIDE_YOURS, refused.params)
        if why is not None:
            target = {"target": refused.params["target"]}
            return Problem(PageRefusal.GUIDE_REFUSED, target, cause=why)
        return refused

    def quoted_move(self) -> int | None:
        """Which of the lesson's moves the current beat's words quote: the turn being made,
        or the learner's turn before it (``About.LAST``); None when there is none."""
        beat = self.beat
        if beat is None:
            return None
        at = beat.at if beat.about is About.THIS else beat.at - 2
        return at if 0 <= at < len(self.moves) else None


def facts(before: Game, move: str) -> dict[str, int]:
    """What a beat's words may quote of a turn, read from the engine's events: the income and
    the free spaces it counts, each expansion's cost (``cost-<place id>``), the first city and
    region the learner scores with their influence, the track's gain and the final totals."""
    game = before.clone()
    events: list[Event] = game.apply(move)
    found: dict[str, int] = {}
    for event in events:
        match event:
            case IncomeCollected(seat, free, dollars) if seat == LEARNER:
                found["free"], found["income"] = free, dollars
            case Expanded(seat, place, _, cost) if seat == LEARNER:
                found[f"cost-{BOARD.places[place].id}"] = cost
            case CityScored(city, seat, influence, _, _) if "city" not in found:
                found["city"], found["influence"], found["city-seat"] = city, influence, seat
            case RegionScored(region, shares) if "region" not in found:
                found["region"] = region
                found["region-gain"] = next((i for s, _, i in shares if s == LEARNER), 0)
            case TrackBonus(_, _, seat, influence) if seat == LEARNER:
                found["track"] = influence
            case FinalScore(seat, _, _, _, total):
                found[f"total-{seat}"] = total
    return found
