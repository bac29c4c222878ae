"""The game review in the page: opened, stepped through, drawn; made and kept by review_runs.py.

"Review the game" (on the final screen, and for every finished game in the saved games) opens
the review panel. A review kept with the saved game is shown at once; otherwise it is made in
the background (web/page/review_runs.py), the panel showing how far it got, and the page stays
usable meanwhile: a player may close the panel, open other games or play, and the review goes
on until it is done and kept. By default the people's turns are reviewed; the computers' turns
are reviewed on request and added to the kept review.

Stepping to a turn shows the position before it, as a replay does (``Mode.REPLAYING``: a
position to look at, never played from or saved), with the played and the preferred turn drawn
on the map; closing the panel returns to the final position and its table.
"""

from __future__ import annotations

import asyncio
import enum

from web.board.render import PLAYER_FILL
from web.browser import dom, events
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.kinds import Dialog
from web.page.part import Part
from web.page.review_runs import ReviewRuns
from web.page.tasks import spawn
from web.screens.model import View
from web.session.mode import Mode
from web.text.catalogue import Text
from web.text.story import explain

#: Keys that press a focused mark of the chart, as they press a button.
PRESS_KEYS = ("Enter", " ")


class ReviewState(enum.StrEnum):
    """The review of the game on screen (``body[data-review]``, for tests and benchmarks)."""

    OFF = "off"
    RUNNING = "running"
    DONE = "done"


class Reviews(Part):
    """The review panel and the review under way, over the page's context."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.runs = ReviewRuns(
            self.session, self.progressed, page.refresh, page.review_thinker, page.pace
        )
        #: The game whose panel is open, and the number of the turn on screen in it.
        self.open_for: str | None = None
        self.at: int | None = None
        #: Whether the panel was ever open (until then there is nothing of it to draw).
        self.ever_opened = False
        #: The turns (game id, number) whose hidden better turn the person asked to see.
        self.answers_shown: set[tuple[str, int]] = set()

    def wire(self) -> None:
        events.on("btn-review", "click", lambda _e: self.open_shown())
        events.on("review-close", "click", lambda _e: self.close())
        events.on("review-computers", "click", lambda _e: self.add_computers())
        events.on(
            "review", "click", self.on_click, data=("review-jump", "review-turn", "review-show")
        )
        events.on("review-chart", "keydown", self.on_key, data=("review-turn",))
        events.expose("franchiseReviewLevel", self.use_level)

    def use_level(self, spec: str) -> None:
        """Tests and benchmarks: review with the search ``spec`` from now on."""
        self.runs.review_with(str(spec))

    # ------------------------------------------------------------------ opening
    def open_shown(self) -> None:
        """The final screen's button: review the finished game on screen."""
        entry, game = self.session.entry, self.session.game
        if entry is None or game is None or not game.is_over() or not self.session.live:
            return
        dom.close_dialog(Dialog.OVER)
        self.open_for, self.at = entry.game_id, None
        if self.runs.review_of(entry.game_id) is None and not self.runs.running(entry.game_id):
            self.runs.start(entry.game_id, seats=None, base=None)
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
        review = self.runs.review_of(game_id)
        if review is None:
            if not self.runs.running(game_id):
                self.runs.start(game_id, seats=None, base=None)
            first = None
        else:
            first = target(review, None, Jump.NEXT_MISTAKE) or target(review, None, Jump.NEXT)
        await asyncio.sleep(0)
        if self.open_for != game_id or session.entry is None or session.entry.game_id != game_id:
            return
        if first is None:
            session.replay_at(0)
            self.page.shown()
        else:
            self.show_turn(first)
        dom.focus("review-title")

    def progressed(self, game_id: str) -> None:
        """A turn of ``game_id``'s review is done: its panel, if open, shows how far it got."""
        if self.open_for == game_id:
            self.page.refresh()

    def add_computers(self) -> None:
        """Review the seats the kept review left out (the computers') and add them to it."""
        game_id = self.open_for
        review = None if game_id is None else self.runs.review_of(game_id)
        if game_id is None or review is None or self.runs.running(game_id):
            return
        entry = self.session.entry
        players = len(entry.record.setup.players) if entry is not None else 0
        missing = tuple(seat for seat in range(players) if seat not in review.seats)
        if missing:
            self.runs.start(game_id, missing, review)
            self.page.refresh()

    # ------------------------------------------------------------------ stepping
    def on_click(self, event: PageEvent) -> None:
        from web.screens.review_steps import Jump, target

        jump, number = event.data.get("review-jump"), event.data.get("review-turn")
        review = None if self.open_for is None else self.runs.review_of(self.open_for)
        if review is None:
            return
        if event.data.get("review-show") is not None and self.at is not None:
            self.answers_shown.add((self.open_for, self.at))
            self.page.refresh()
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
        review = None if self.open_for is None else self.runs.review_of(self.open_for)
        if number is None or review is None or all(t.number != number for t in review.turns):
            return
        self.at = number
        self.session.replay_at(number - 1)
        self.page.shown()

    def turn_on_screen(self) -> tuple[tuple[str, int] | None, tuple[int, ...], float]:
        """For the map to frame: the reviewed turn on screen (game id and number), the places
        its two turns touch, and how far outside them their marks reach; no turn, no places
        when none is on screen."""
        review = None if self.open_for is None else self.runs.review_of(self.open_for)
        turn = next((t for t in review.turns if t.number == self.at), None) if review else None
        if turn is None or self.open_for is None:
            return None, (), 0.0
        from web.screens.review_marks import RING_REACH, touched

        hidden = self.answer_hidden()  # the map frames no place of an unsaid answer
        places = touched(turn.played) | ({} if hidden else touched(turn.suggested))
        return (self.open_for, turn.number), tuple(places), RING_REACH

    def close(self) -> None:
        """Back to the final position and its table."""
        self.open_for, self.at = None, None
        self.session.end_replay()
        self.page.shown()

    # ------------------------------------------------------------------ drawing
    def view(self, text: Text) -> View:
        """The panel as it is now; closed when its game is no longer on screen."""
        entry, game = self.session.entry, self.session.game
        if self.open_for is not None and (entry is None or entry.game_id != self.open_for):
            self.open_for = self.at = None  # another game came on screen
        if self.at is not None and self.session.mode is not Mode.REPLAYING:
            self.at = None  # the position was left another way (a replay ended it)
        dom.set_body_data("review", str(self.state()))
        if self.open_for is None or game is None:
            if not self.ever_opened:
                return {}  # index.html starts with the panel hidden and no marks on the map
            from web.screens.review_panel import closed_view

            return closed_view()
        from web.screens.review_panel import PanelState, panel_view

        self.ever_opened = True
        review = self.runs.review_of(self.open_for)
        progress = self.runs.progress_of(self.open_for)
        seats = review.seats if review is not None else ()
        people = [seat.number for seat in self.session.seats if seat.is_person]
        state = PanelState(
            review=review,
            progress=progress,
            at=self.at,
            names=game.names,
            fills=tuple(PLAYER_FILL[colour] for colour in game.table.colors),
            more_seats=len(seats) < game.players,
            you=people[0] if len(people) == 1 and game.players > 1 else None,
            before=game if self.at is not None else None,
            answer_hidden=self.answer_hidden(),
        )
        return panel_view(state, text)

    def answer_hidden(self) -> bool:
        """Whether the turn on screen is one of the person's puzzles, not tried yet and its
        answer not asked for: "Find a better turn" must not come with the answer beside it."""
        if (
            self.open_for is None
            or self.at is None
            or (self.open_for, self.at) in self.answers_shown
        ):
            return False
        from franchise.ai import own_puzzle_id

        book = self.page.puzzle_book.book
        puzzle_id = own_puzzle_id(self.open_for, self.at)
        untried = book.outcome(puzzle_id) is None
        return untried and any(puzzle.puzzle_id == puzzle_id for puzzle in book.own)

    def state(self) -> ReviewState:
        if self.open_for is None:
            return ReviewState.OFF
        return ReviewState.RUNNING if self.runs.running(self.open_for) else ReviewState.DONE
