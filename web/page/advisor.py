"""Hints and win chances in the page: searches run in slices, stale ones are dropped.

The page's side of web/screens/advice.py. A hint searches the position on screen like the
``hard`` computer and lays its turn out as the player's draft, with the engine's reasons for it
(read once per hint); a second click or any change of position cancels it. The chances, shown
with the toggle and charted on the final screen, are read from each position by the learned
evaluation between equals (``franchise.ai.teacher_chances``: every seat as hard, whoever plays
it, so the figure weighs the position and the turn, not the opponents' strength): that costs
well under a millisecond, so no search runs for them. The searches run on the page's thread
in slices of at most 20 ms (web/session/computers.py), so the page stays responsive.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING

from franchise import Game, Move, TurnMove
from web.browser import dom, events, services
from web.page.context import PageContext
from web.page.part import Part
from web.page.tasks import spawn
from web.screens.advice import HINT_LEVEL, ChanceBook, moves_of
from web.screens.model import View
from web.session.computers import run_sliced
from web.session.stamp import Stamp
from web.text.catalogue import Text

if TYPE_CHECKING:
    from franchise import Reason
    from web.screens.final import FinalView

#: localStorage key of the chances toggle (a preference, like the language).
CHANCES_KEY = "franchise.show-chances"


class Advisor(Part):
    """Hints, the chances to win, and the final screen's charts."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        #: The final screen's view model, kept while its game is on screen (it replays the game).
        self.final: tuple[Stamp, FinalView] | None = None
        self.book = ChanceBook()
        self.show_chances = services.recall(CHANCES_KEY) == "1"
        #: The position a hint is being searched for, or None.
        self.hinting: Stamp | None = None
        #: The position the latest hint (searched or shown) belongs to.
        self.hint_for: Stamp | None = None
        #: The latest hint's turn and the engine's reasons for it (read once, when it comes).
        self.reasons: tuple[Move, tuple[Reason, ...]] | None = None
        self.chart_for: Stamp | None = None
        #: The chances after the drafted turn, with the position and draft they are for.
        self.after_draft: tuple[tuple[object, Move], tuple[float, ...]] | None = None
        #: The position and drafted turn whose outcome was last scrolled above the dock.
        self.revealed: tuple[Stamp, Move | None] | None = None
        #: The expected final margins between equals, with the position they are for.
        self.expected: tuple[tuple[str, ...], tuple[float, ...]] | None = None

    def wire(self) -> None:
        events.on("btn-hint", "click", lambda _e: self.toggle_hint())
        events.on("btn-hint-restore", "click", lambda _e: self.restore_draft())
        events.on("show-chances", "change", lambda _e: self.toggle_chances())

    # ------------------------------------------------------------------ hint
    def toggle_hint(self) -> None:
        """Search a hint for the position on screen, or stop the search under way."""
        if self.hinting is not None:
            self.hinting = None
            self._hint_state("")
        elif (
            self.session.game is not None and self.session.may_play() and self.session.guide is None
        ):
            self.hinting = self.hint_for = stamp = self.session.stamp()
            self._hint_state("thinking")
            spawn(self._hint(stamp))
        self.page.refresh()

    def restore_draft(self) -> None:
        """Put back the player's own draft that the hint's turn replaced."""
        self.session.restore_draft()
        self.page.refresh()

    async def _hint(self, stamp: Stamp) -> None:
        from franchise import turn_reasons
        from franchise.ai import advise

        game = self.session.game
        if not self.session.holds(stamp) or game is None:
            return  # the screen moved on before the search began
        moves = moves_of(game)
        move = self.book.moves.get(moves)
        if move is None:

            def stale() -> bool:
                return self.hinting != stamp or not self.session.holds(stamp)

            pace = self.page.pace
            if not pace.known:  # the device, measured once in slices (web/session/pace.py)
                await run_sliced(pace.measuring(), services.now_ms, slice_ms=0)
                if stale():
                    return
            work = advise(game.clone(), self.page.pace.spec(HINT_LEVEL), self._reading())
            analysis = await run_sliced(work, services.now_ms, stale)
            if analysis is None:
                return
            move = analysis.move
            self.book.record(moves, analysis.win_chances, move)
        self.hinting = None
        self.session.suggest(move)
        self.reasons = (move, turn_reasons(game, move)) if isinstance(move, TurnMove) else None
        self._hint_state("shown")
        self.page.refresh()

    def follow(self) -> None:
        """On a wide screen, once per drafted turn: the turn's outcome and the chance line
        above the dock, which a hint's reasons or a puzzle's words grow over them (issue 70:
        at 1440x900 they lay under it)."""
        draft = self.session.draft
        drafted = (self.session.stamp(), draft.move() if draft is not None else None)
        if drafted == self.revealed:
            return
        self.revealed = drafted
        if draft is None or draft.empty:
            return  # a position opened, nothing drafted yet: the page stays where it is
        if dom.wide_layout():
            dom.reveal_above_dock("#chances")
            dom.reveal_above_dock("[data-stat='preview']")

    def renamed(self, before: Stamp) -> None:
        """The players were renamed in a new language (``before``: the screen until then): the
        position is the one the hint was for, so the hint, its words and its search stay."""
        now = self.session.stamp()
        if self.hint_for == before:
            self.hint_for = now
        if self.hinting == before:
            self.hinting = now

    def _hint_state(self, state: str) -> None:
        dom.set_body_data("hint", state)

    # ------------------------------------------------------------------ chances
    def toggle_chances(self) -> None:
        """The toggle in the turn panel changed: show the chances or not, and remember it."""
        self.show_chances = dom.is_checked("show-chances")
        services.remember(CHANCES_KEY, "1" if self.show_chances else "0")
        self.page.refresh()

    def computer_searched(self, game: Game, analysis) -> None:
        """A searching computer moved from ``game``'s position: its chances cost microseconds
        (the learned estimate between equals, like every other position's)."""
        from franchise.ai import teacher_chances

        self.book.follow(self._game_id())
        self.book.record(moves_of(game), teacher_chances(game))

    def view(self, text: Text) -> View:
        from web.screens.advice import advice_view

        if self.hint_for is not None and not self.session.holds(self.hint_for):
            self.hinting = self.hint_for = self.reasons = None  # a move or another game
            self._hint_state("")
        self.book.follow(self._game_id())
        self._maybe_read_chances()
        view = advice_view(
            self.session,
            self.book,
            text,
            hinting=self.hinting is not None,
            show_chances=self.show_chances,
            reasons=self._reasons(),
            after=self._after_draft(),
            can_win_now=self._can_win_now(),
        )
        return view | self.chance_note(text)

    def chance_note(self, text: Text) -> View:
        """Beside the chances, what they mean and the expected finish behind them
        (web/screens/chance_note.py)."""
        from web.screens.chance_note import chance_note_view

        game = self.session.game
        shown = self.show_chances and game is not None
        margins = self._expected() if shown else None
        return chance_note_view(game.names if game else (), margins, shown, text)

    def _expected(self) -> tuple[float, ...] | None:
        """The expected final margins between equals of the position on screen, kept per
        position (microseconds, like the chances)."""
        game = self.session.game
        if game is None:
            return None
        from franchise.ai import teacher_margins  # loads with the first game shown

        key = moves_of(game)
        if self.expected is None or self.expected[0] != key:
            self.expected = (key, teacher_margins(game))
        return self.expected[1]

    def _reasons(self) -> tuple[Reason, ...]:
        """The reasons for the hint's turn, while that turn is the one suggested."""
        suggested = self.session.hint.turn
        if self.reasons is None or suggested is None or suggested.move != self.reasons[0]:
            return ()
        return self.reasons[1]

    def _after_draft(self) -> tuple[float, ...] | None:
        """Every seat's chance once the drafted turn is played, while a person drafts a
        playable turn with the chances shown (a puzzle's draft is judged, not told before),
        read as every position's chances are: microseconds, kept per draft. An empty draft is
        no turn yet, not a pass: the turn opens on the position's own figure."""
        session, game, draft = self.session, self.session.game, self.session.draft
        if not self.show_chances or game is None or draft is None or session.puzzle is not None:
            return None
        if not session.may_play() or draft.problem() is not None or draft.empty:
            return None
        from franchise.ai import teacher_chances  # loads with the first game shown

        key = (moves_of(game), draft.move())
        if self.after_draft is None or self.after_draft[0] != key:
            after = game.clone()
            after.advance(draft.move())
            self.after_draft = (key, teacher_chances(after))
        return self.after_draft[1]

    def _can_win_now(self) -> bool:
        """Whether the player to move can end the game at once and win it (the chances shown
        before the turn are then that end's result)."""
        game = self.session.game
        if not self.show_chances or game is None or game.is_over():
            return False
        from franchise import winning_ending  # loads with the first game shown

        return winning_ending(game.state) is not None

    def _maybe_read_chances(self) -> None:
        """With the toggle on, read the chances of the position on screen if the book lacks them."""
        game = self.session.game
        if self.show_chances and game is not None and self.book.chances_at(game) is None:
            from franchise.ai import teacher_chances  # loads with the first game shown

            self.book.record(moves_of(game), teacher_chances(game))

    # ------------------------------------------------------------------ the final chart
    def final_shown(self, view: FinalView) -> None:
        """The final screen was drawn from ``view``: draw the chart as far as known and read
        the rest."""
        self.final = (self.session.stamp(), view)
        self.book.follow(self._game_id())
        self._draw_chart()
        stamp = self.session.stamp()
        if self.chart_for != stamp and self.session.game is not None:
            self.chart_for = stamp
            spawn(self._fill_chart(stamp, self.session.game))

    async def _fill_chart(self, stamp: Stamp, game: Game) -> None:
        """Read the chances of every position the book lacks, oldest first, in slices (a long
        game has a few hundred positions to replay), then draw the whole chart."""
        await run_sliced(self._read_positions(game), services.now_ms, self._moved_on(stamp))
        if self.session.holds(stamp):
            self._draw_chart()

    def _read_positions(self, game: Game) -> Generator[None, None, None]:
        from franchise.ai import teacher_chances

        moves = moves_of(game)
        replay = Game.replay(game.setup, [])
        for k, move in enumerate(game.moves):
            if moves[:k] not in self.book.chances:
                self.book.record(moves[:k], teacher_chances(replay))
            replay.apply(move)
            yield

    def _moved_on(self, stamp: Stamp) -> Callable[[], bool]:
        return lambda: not self.session.holds(stamp)

    def _draw_chart(self) -> None:
        from web.board.render import PLAYER_FILL
        from web.screens.final import chance_chart, chances_filling, final_view

        game = self.session.game
        if game is None or not game.is_over():
            return
        series = self.book.series(game)
        complete = len(series[0]) == len(game.moves) + 1
        stamp = self.session.stamp()
        if self.final is None or self.final[0] != stamp:
            self.final = (stamp, final_view(game, PLAYER_FILL))
        text, parts = self.page.text, []
        if not complete:
            parts.append(chances_filling(max(0, len(series[0]) - 1), len(game.moves), text))
        if len(series[0]) >= 2:  # a line needs two points
            parts.append(chance_chart(self.final[1], series, text))
        dom.set_html("chance-chart", "".join(parts))
        dom.set_body_data("chance-chart", "done" if complete else "partial")

    # ------------------------------------------------------------------ helpers
    def _reading(self) -> tuple[str, ...]:
        """How the hint's search reads the seats: between equals, as every figure is."""
        from franchise.ai import equals

        game = self.session.game
        return equals(game.players if game is not None else 0)

    def _game_id(self) -> str | None:
        entry = self.session.entry
        return entry.game_id if entry is not None else None
