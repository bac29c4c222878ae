"""The game review in the page: made in the background, kept with the saved game, stepped through.

"Review the game" (on the final screen, and for every finished game in the saved games) opens
the review panel. A review kept with the saved game is shown at once; otherwise the engine's
``Reviewer`` (franchise/review.py) runs on the page's thread in slices of at most 20 ms
(web/session/computers.py ``run_sliced``), the panel showing how far it got, and the page
stays usable meanwhile: a player may close the panel, open other games or play, and the review
goes on until it is done and kept. Only one review runs at a time; asking for another game's
stops the one under way. By default the people's turns are reviewed; the computers' turns are
reviewed on request and added to the kept review.

Stepping to a turn shows the position before it, as a replay does (``Session.replaying``: a
position to look at, never played from or saved), with the played and the preferred turn drawn
on the map; closing the panel returns to the final position and its table.
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Generator
from typing import TYPE_CHECKING

from franchise.values import replace
from web.board.render import PLAYER_FILL
from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.kinds import Dialog
from web.page.tasks import spawn
from web.saves.store import SaveOutcome
from web.screens.model import View
from web.session.computers import run_sliced
from web.text.catalogue import Text
from web.text.story import explain

if TYPE_CHECKING:  # the review's modules load when a review is first opened, not at start-up
    from franchise.review import Review, Reviewer

#: The search that suggests turns in the page (franchise/review.py's default).
PAGE_LEVEL = "hard"
#: Keys that press a focused mark of the chart, as they press a button.
PRESS_KEYS = ("Enter", " ")


class ReviewState(enum.StrEnum):
    """The review of the game on screen (``body[data-review]``, for tests and benchmarks)."""

    OFF = "off"
    RUNNING = "running"
    DONE = "done"


class Run:
    """One review under way: the game, the reviewer, and the review it adds to (if any)."""

    def __init__(self, game_id: str, reviewer: Reviewer, base: Review | None) -> None:
        self.game_id = game_id
        self.reviewer = reviewer
        self.base = base


class Reviews:
    """The review panel and the review under way, over the page's context."""

    def __init__(self, page: PageContext) -> None:
        self.page = page
        self.session = page.session
        #: The search used for reviews started from now on (a test may ask for a smaller one).
        self.level = PAGE_LEVEL
        self.run: Run | None = None
        #: Reviews read or made this visit, by game id and moves (each read from its save once;
        #: a hot-seat game played on differently from an earlier move needs a new review).
        self.known: dict[tuple[str, tuple[str, ...]], Review] = {}
        #: The game whose panel is open, and the number of the turn on screen in it.
        self.open_for: str | None = None
        self.at: int | None = None
        #: Whether the panel was ever open (until then there is nothing of it to draw).
        self.ever_opened = False

    def wire(self) -> None:
        events.on("btn-review", "click", lambda _e: self.open_shown())
        events.on("review-close", "click", lambda _e: self.close())
        events.on("review-computers", "click", lambda _e: self.add_computers())
        events.on("review", "click", self.on_click, data=("review-jump", "review-turn"))
        events.on("review-chart", "keydown", self.on_key, data=("review-turn",))
        events.expose("franchiseReviewLevel", self.use_level)

    def use_level(self, spec: str) -> None:
        """Tests and benchmarks: review with the search ``spec`` from now on."""
        self.level = str(spec)

    # ------------------------------------------------------------------ opening
    def open_shown(self) -> None:
        """The final screen's button: review the finished game on screen."""
        entry, game = self.session.entry, self.session.game
        if entry is None or game is None or not game.is_over() or not self.session.live:
            return
        dom.close_dialog(Dialog.OVER)
        self.open_for, self.at = entry.game_id, None
        if self.review_of(entry.game_id) is None and not self.running(entry.game_id):
            self.start(entry.game_id, seats=None, base=None)
        self.page.refresh()
        dom.focus("review-title")

    def open_listed(self, game_id: str) -> bool:
        """The saved games' button: open that game in its review, at the first mistake when it
        is reviewed already, else at its first move while the review runs (positions to look
        at, like a replay's, so the final table stays closed until the review is)."""
        dom.close_dialog(Dialog.GAMES)
        spawn(self.open_in_review(game_id))
        return False

    async def open_in_review(self, game_id: str) -> None:
        """Opening a game, reading its review and drawing its position each take a task of
        their own: together they took 50-70 ms of one task in the page."""
        from web.screens.review_steps import Jump, target

        await asyncio.sleep(0)
        session = self.session
        problem = session.open_saved(game_id)
        if problem is None and not session.live:  # saved while looking at an earlier move
            session.go_to(len(session.moves), save=False)
        if problem is not None or session.game is None or not session.game.is_over():
            if problem is not None:
                self.page.messages.notify(
                    lambda t: t("notice.cannot-open", reason=explain(problem, t))
                )
            self.page.shown()
            return
        await asyncio.sleep(0)
        if session.entry is None or session.entry.game_id != game_id:
            return  # another game came on screen meanwhile
        self.open_for, self.at = game_id, None
        review = self.review_of(game_id)
        if review is None:
            if not self.running(game_id):
                self.start(game_id, seats=None, base=None)
            first = None
        else:
            first = target(review, None, Jump.NEXT_MISTAKE) or target(review, None, Jump.NEXT)
        await asyncio.sleep(0)
        if self.open_for != game_id or session.entry is None or session.entry.game_id != game_id:
            return
        if first is None:
            session.replaying = True
            session.go_to(0, save=False)
            self.page.shown()
        else:
            self.show_turn(first)
        dom.focus("review-title")

    def review_of(self, game_id: str) -> Review | None:
        """The game's review: made this visit, or kept with its save (read once)."""
        entry = self.session.entry
        if entry is None or entry.game_id != game_id:
            entry = self.session.store.get(game_id)
        if entry is None:
            return None
        key = (game_id, entry.record.moves)
        if key not in self.known:
            from franchise.review_store import kept_review  # loads the AI: only when asked

            kept = kept_review(entry.review, entry.record)
            if kept is None:
                return None
            self.known[key] = kept
        return self.known[key]

    def running(self, game_id: str) -> bool:
        return self.run is not None and self.run.game_id == game_id

    # ------------------------------------------------------------------ making a review
    def start(self, game_id: str, seats: tuple[int, ...] | None, base: Review | None) -> None:
        """Review ``seats`` (None: the people's) of a saved game; turns added to ``base`` are
        searched as its own were, so the two combine into one review."""
        entry = self.session.store.get(game_id)
        if entry is None:
            return
        from franchise.review import Reviewer

        level = self.level if base is None else base.level
        self.run = run = Run(game_id, Reviewer(entry.record, seats, level), base)
        spawn(self.make(run))

    def add_computers(self) -> None:
        """Review the seats the kept review left out (the computers') and add them to it."""
        game_id = self.open_for
        review = None if game_id is None else self.review_of(game_id)
        if game_id is None or review is None or self.running(game_id):
            return
        entry = self.session.entry
        players = len(entry.record.setup.players) if entry is not None else 0
        missing = tuple(seat for seat in range(players) if seat not in review.seats)
        if missing:
            self.start(game_id, missing, review)
            self.page.refresh()

    async def make(self, run: Run) -> None:
        made = await run_sliced(self.watched(run), services.now_ms, lambda: self.run is not run)
        if made is None:
            return
        from franchise.review import combined

        self.run = None
        review = made if run.base is None else combined(run.base, made)
        self.known[run.game_id, run.reviewer.record.moves] = review
        self.keep(run.game_id, review, run.reviewer.record.moves)
        self.page.refresh()

    def watched(self, run: Run) -> Generator[None, None, Review]:
        """The review's work, redrawing the panel's progress whenever a turn is done."""
        work = run.reviewer.work()
        done = 0
        while True:
            try:
                next(work)
            except StopIteration as finished:
                return finished.value
            if run.reviewer.progress.done != done:
                done = run.reviewer.progress.done
                if self.open_for == run.game_id:
                    self.page.refresh()
            yield

    def keep(self, game_id: str, review: Review, moves: tuple[str, ...]) -> None:
        """Save the review with its game, so that reopening it never reviews it again."""
        from franchise.review_store import review_to_dict

        session = self.session
        shown = session.entry is not None and session.entry.game_id == game_id
        entry = session.entry if shown else session.store.get(game_id)
        if entry is None or entry.record.moves != moves:
            return  # deleted, or played on differently, meanwhile
        result = session.store.save(replace(entry, review=review_to_dict(review)))
        if shown and result.outcome is not SaveOutcome.BEHIND:
            session.entry = result.entry  # the session writes on from the revision just saved

    # ------------------------------------------------------------------ stepping
    def on_click(self, event: PageEvent) -> None:
        from web.screens.review_steps import Jump, target

        jump, number = event.data.get("review-jump"), event.data.get("review-turn")
        review = None if self.open_for is None else self.review_of(self.open_for)
        if review is None:
            return
        if jump in tuple(Jump):
            self.show_turn(target(review, self.at, Jump(jump)))
        elif number is not None and number.isdigit():
            self.show_turn(int(number))

    def on_key(self, event: PageEvent) -> bool:
        """Enter or space on a focused mark opens its turn; the redrawn mark keeps the focus."""
        number = event.data.get("review-turn")
        if event.key not in PRESS_KEYS or number is None:
            return False
        from web.screens.review_chart import mark_id

        self.on_click(event)
        if self.at is not None and str(self.at) == number:
            dom.focus(mark_id(self.at))
        return True

    def show_turn(self, number: int | None) -> None:
        """The position before turn ``number``, its two turns on the map."""
        review = None if self.open_for is None else self.review_of(self.open_for)
        if number is None or review is None or all(t.number != number for t in review.turns):
            return
        self.at = number
        self.session.replaying = True
        self.session.go_to(number - 1, save=False)
        self.page.shown()

    def close(self) -> None:
        """Back to the final position and its table."""
        self.open_for, self.at = None, None
        session = self.session
        if session.replaying:
            session.replaying = False
            session.go_to(len(session.moves), save=False)
        self.page.shown()

    # ------------------------------------------------------------------ drawing
    def view(self, text: Text) -> View:
        """The panel as it is now; closed when its game is no longer on screen."""
        entry, game = self.session.entry, self.session.game
        if self.open_for is not None and (entry is None or entry.game_id != self.open_for):
            self.open_for = self.at = None  # another game came on screen
        if self.at is not None and not self.session.replaying:
            self.at = None  # the position was left another way (a replay ended it)
        dom.set_body_data("review", str(self.state()))
        if self.open_for is None or game is None:
            if not self.ever_opened:
                return {}  # index.html starts with the panel hidden and no marks on the map
            from web.screens.review_panel import closed_view

            return closed_view()
        from web.screens.review_panel import PanelState, panel_view

        self.ever_opened = True
        review = self.review_of(self.open_for)
        progress = self.run.reviewer.progress if self.running(self.open_for) else None
        seats = review.seats if review is not None else ()
        people = [seat for seat in range(game.players) if self.session.level_of(seat) is None]
        state = PanelState(
            review=review,
            progress=progress,
            at=self.at,
            names=game.names,
            fills=tuple(PLAYER_FILL[colour] for colour in game.table.colors),
            more_seats=len(seats) < game.players,
            you=people[0] if len(people) == 1 and game.players > 1 else None,
            before=game if self.at is not None else None,
        )
        return panel_view(state, text)

    def state(self) -> ReviewState:
        if self.open_for is None:
            return ReviewState.OFF
        return ReviewState.RUNNING if self.running(self.open_for) else ReviewState.DONE
