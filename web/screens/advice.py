"""Advice from the search: a suggested turn laid out as the player's draft, and win chances.

The search (``franchise.ai.analyse``) returns the move it would play and every seat's chance to
win; ``Session.suggest`` lays such a move out as the player's draft (``Draft.lay_out``), which
the player can take (End turn), change or clear; while it is unchanged, a sentence says it and
a short list says why, from the engine's reasons for that turn (``franchise.readings.reasons``).
``ChanceBook`` keeps the chances of the positions of one game, keyed by the moves that lead
there, so a position is searched once whether its chances came from a hint, a computer's own
search or the toggle in the turn panel; ``series`` gives the end-of-game chart its lines.
Pure, CPython-tested.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from franchise import Game, Move
from web.screens.model import View
from web.session.session import Session
from web.text.catalogue import Text
from web.text.markup import render, tag
from web.text.story import suggestion_words

if TYPE_CHECKING:
    from franchise import Reason

Chances = tuple[float, ...]
#: The level whose search gives hints.
HINT_LEVEL = "hard"


def final_chances(game: Game) -> Chances:
    """At the end the chances are the result: the winners share the victory."""
    winners = game.winners
    return tuple(1 / len(winners) if seat in winners else 0.0 for seat in range(game.players))


def moves_of(game: Game) -> tuple[str, ...]:
    """The moves that led to ``game``'s position, in their text form (the book's keys)."""
    return tuple(str(move) for move in game.moves)


class ChanceBook:
    """Each seat's chance to win at the positions of one game, and the searches' moves."""

    def __init__(self) -> None:
        self.game_id: str | None = None
        self.chances: dict[tuple[str, ...], Chances] = {}
        #: The move the hint level chose at a position (a second hint there costs nothing).
        self.moves: dict[tuple[str, ...], Move] = {}

    def follow(self, game_id: str | None) -> None:
        """Keep the chances of the game on screen only (another game starts a new book)."""
        if game_id != self.game_id:
            self.game_id = game_id
            self.chances.clear()
            self.moves.clear()

    def record(self, moves: Sequence[str], chances: Chances, move: Move | None = None) -> None:
        """Chances at the position after ``moves``; ``move`` if the hint level chose it."""
        key = tuple(moves)
        self.chances[key] = tuple(chances)
        if move is not None:
            self.moves[key] = move

    def chances_at(self, game: Game) -> Chances | None:
        """The chances at ``game``'s position (known at once when the game is over)."""
        if game.is_over():
            return final_chances(game)
        return self.chances.get(moves_of(game))

    def first_missing(self, moves: Sequence[str]) -> int | None:
        """The first position of a finished game's ``moves`` with no chances yet, or None."""
        for k in range(len(moves)):
            if tuple(moves[:k]) not in self.chances:
                return k
        return None

    def series(self, game: Game) -> list[list[float]]:
        """``series[seat][k]``: chances after k moves of the finished ``game``, as far as known
        without a gap (the chart fills in as the positions are searched)."""
        moves = moves_of(game)
        missing = self.first_missing(moves)
        known = [self.chances[moves[:k]] for k in range(len(moves) if missing is None else missing)]
        if missing is None:
            known.append(final_chances(game))
        return [[point[seat] for point in known] for seat in range(game.players)]


def advice_view(
    session: Session,
    book: ChanceBook,
    text: Text,
    *,
    hinting: bool,
    show_chances: bool,
    reasons: tuple[Reason, ...] = (),
    after: tuple[float, ...] | None = None,
    can_win_now: bool = False,
) -> View:
    """The hint button, what a hint suggests (a start town, or a turn with ``reasons``, the
    engine's reasons for it), and the chances line. A hint is offered wherever a person may
    play (``may_play``): the latest position, or an earlier one taken back to with Undo, Redo
    or "Play from here". A guided game lays out its own turns, and a puzzle asks the player to
    find the turn: neither offers a hint."""
    game = session.game
    teaching = session.guide is not None or session.puzzle is not None
    can_hint = game is not None and session.may_play() and not teaching
    hinting = hinting and can_hint
    shown = reasons if not hinting and _turn_on_screen(session) else ()
    view: View = {
        "btn-hint": {
            "hidden": not can_hint,
            "text": text("advice.stop" if hinting else "advice.hint"),
            "aria-busy": "true" if hinting else "false",
        },
        "advice": {"text": _advice_words(session, text, hinting)},
        "btn-hint-restore": {
            "hidden": hinting or session.hint.own_draft is None or not _turn_on_screen(session),
            "text": text("advice.restore"),
        },
        "advice-reasons": {"html": _reasons_list(shown, session, text), "hidden": not shown},
    }
    view["chances"] = {
        "text": _chance_words(session, book, text, show_chances, after, can_win_now),
        "hidden": not show_chances,
    }
    return view


def _chance_words(
    session: Session,
    book: ChanceBook,
    text: Text,
    show_chances: bool,
    after: tuple[float, ...] | None,
    can_win_now: bool,
) -> str:
    """The chances line: the position's own figure between equals, said to be the turn's
    start where a person may play; once a turn is drafted (``after``: every seat's chance
    after it), the mover's chance after it and its change beside, "if you end your turn now".
    Where the player to move can end the game and win at once, the chances are that end's
    result, and the line says so: a 100% is a win to take, not a game already won."""
    game = session.game
    if not show_chances or game is None:
        return ""
    chances = book.chances_at(game)
    if chances is None:
        return text("advice.chances-wait")
    shares = text.join(
        [
            text("advice.chance", player=name, value=round(100 * share))
            for name, share in zip(game.names, chances, strict=True)
        ]
    )
    key = "advice.chances-before" if session.may_play() else "advice.chances"
    said = [text(key, chances=shares)]
    if after is not None:
        said.append(draft_change(game.names[game.current], chances, after, game.current, text))
    if can_win_now:
        said.append(text("advice.can-win-now", player=game.names[game.current]))
    return text.sentences(said)


def draft_change(name: str, before: Chances, after: Chances, seat: int, text: Text) -> str:
    """The mover's chance after the drafted turn and its change from the turn's start, in the
    whole points the screen shows: "+7", a minus sign and 3, or "±0"."""
    value, start = round(100 * after[seat]), round(100 * before[seat])
    change = value - start
    signed = ("+" if change > 0 else "" if change < 0 else "\u00b1") + text.number(change)
    return text.count("advice.chances-draft", abs(change), player=name, value=value, change=signed)


def _advice_words(session: Session, text: Text, hinting: bool) -> str:
    """What the hint is doing or suggests; a suggested turn is told while the draft is still
    that turn (a change to the draft makes it the player's own)."""
    if hinting:
        return text("advice.thinking")
    hint = session.hint
    if hint.start is not None:
        return text("advice.start", place=text.place(hint.start))
    if hint.turn is not None and _turn_on_screen(session):
        return suggestion_words(hint.turn, text)
    if hint.turn is not None and hint.left_at is not None:
        return text("advice.left-hint", place=text.place(hint.left_at))
    return ""


def _reasons_list(reasons: tuple[Reason, ...], session: Session, text: Text) -> str:
    """The reasons as list items, strongest first (their words load with the first hint)."""
    if not reasons or session.game is None:
        return ""
    from web.text.reasons import reason_words

    names = session.game.names
    return render(tag("li", None, reason_words(reason, names, text)) for reason in reasons)


def _turn_on_screen(session: Session) -> bool:
    """A hint's turn is laid out and the draft is still that turn."""
    draft = session.draft
    return draft is not None and session.hint.is_draft(draft.move())
