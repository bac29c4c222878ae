"""The puzzles: their screen (a dialog), the puzzle on the map, judging, progress and links.

Every element with ``data-puzzles="open"`` (the first screen's, the menu's) opens the puzzles
dialog: the solved counts by theme, the next unsolved puzzle, the person's own puzzles (each
mistake and blunder of a reviewed saved game, gathered when the dialog opens: the review kept
with a save has already searched every turn) and the bundled set, each with
``data-puzzle-id``. A puzzle opens on the map as a position held in memory
(web/session/puzzle_play.py); End turn judges the draft (the page's ``handle`` passes the
``Judged`` value here), the outcome is kept in the book (web/saves/puzzle_book.py), and after
the last try the answer is laid out on the map with what sets it apart from the turn played;
each try says what it does better than the turn played (solved) or what it missed (the
answer's reasons it lacks). "Link to this puzzle" gives its ``#FR3.…`` link; such a link
opens the puzzle on any device (``open_link``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from franchise import FranchiseError, Move
from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.kinds import Dialog, PuzzleAction
from web.page.part import Part
from web.saves.entry import SaveEntry
from web.screens.kinds import Notice
from web.screens.model import View
from web.session.problems import Problem
from web.text.catalogue import Text
from web.text.story import explain

if TYPE_CHECKING:  # deferred: the puzzles load when first opened (docs/ARCHITECTURE.md)
    from franchise import Reason
    from franchise.ai import Made, Puzzle
    from web.saves.puzzle_book import PuzzleBook
    from web.session.puzzle_play import Judged

DIALOG = Dialog.PUZZLES


class Puzzles(Part):
    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        #: What the panel says of each try on the puzzle on screen, and of its answer.
        self.reasons: dict[Move, tuple[Reason, ...]] = {}
        self.answer: tuple[Reason, ...] = ()
        #: The reviews whose puzzles were gathered: (game id, turns reviewed).
        self.gathered: set[tuple[str, int]] = set()
        #: What each gathered review gave (its puzzles, and why its other marked turns made
        #: none), by game id: the list says why rather than "no mistakes".
        self.made: dict[str, Made] = {}
        #: The link of the puzzle on screen, once asked for.
        self.link: str | None = None

    @property
    def book(self) -> PuzzleBook:
        return self.page.puzzle_book

    def wire(self) -> None:
        events.on_document(
            "click", self.on_click, data=("puzzles", "puzzle-id", "puzzle-find", "puzzle-do")
        )
        events.on("btn-puzzles-close", "click", lambda _e: dom.close_dialog(DIALOG))

    def on_click(self, event: PageEvent) -> bool:
        data = event.data
        if data.get("puzzles") == "open":
            self.open()
        elif (puzzle_id := data.get("puzzle-id") or data.get("puzzle-find")) is not None:
            self.play(puzzle_id)
        elif (action := data.get("puzzle-do")) in set(PuzzleAction):
            actions = {
                PuzzleAction.NEXT: self.next,
                PuzzleAction.SKIP: self.skip,
                PuzzleAction.LIST: self.open,
                PuzzleAction.LINK: self.share,
            }
            actions[PuzzleAction(action)]()
        else:
            return False
        return True

    # ------------------------------------------------------------------ the list
    def own(self) -> tuple[Puzzle, ...]:
        """The person's own puzzles, those of the reviews kept with saved games added."""
        listed, _ = self.session.store.entries()
        for found in listed:
            self.gather(found.entry)
        return tuple(reversed(self.book.book.own))

    def gather(self, entry: SaveEntry) -> None:
        """Keep the puzzles of the review kept with ``entry`` (once a page, a game)."""
        turns = entry.review.get("turns") if isinstance(entry.review, dict) else None
        key = (entry.game_id, len(turns) if isinstance(turns, list) else 0)
        if entry.review is None or key in self.gathered:
            return
        self.gathered.add(key)
        from franchise.ai import kept_review, made_from_review  # deferred, as above

        review = kept_review(entry.review, entry.record)
        if review is not None:
            made = made_from_review(entry.record, review)
            self.made[entry.game_id] = made
            self.book.add_own(made.puzzles)

    def follow(self) -> None:
        """A review just kept with the game on screen: its mistakes become puzzles now."""
        entry = self.session.entry
        if entry is not None and self.session.puzzle is None:
            self.gather(entry)

    def every(self) -> tuple[Puzzle, ...]:
        from franchise.ai import bundled  # deferred, as above

        return (*self.own(), *bundled())

    def open(self) -> None:
        dom.close_dialog(Dialog.NEW)
        self.render()
        dom.show_dialog(DIALOG)

    def render(self) -> None:
        own = self.own()
        reviewed = bool(self.gathered)  # some saved game's review was read
        from franchise.ai import bundled  # deferred, as above
        from web.screens.puzzles_view import puzzles_list

        made = tuple(self.made.values())
        html = puzzles_list(own, bundled(), self.book.reload(), self.page.text, reviewed, made)
        dom.set_html("puzzles-list", html)

    def retext(self) -> None:
        if dom.is_open(DIALOG):
            self.render()

    # ------------------------------------------------------------------ one puzzle
    def play(self, puzzle_id: str) -> None:
        puzzle = next((p for p in self.every() if p.puzzle_id == puzzle_id), None)
        if puzzle is not None:
            self.show(puzzle)

    def show(self, puzzle: Puzzle) -> None:
        dom.close_dialog(DIALOG)
        self.reasons, self.answer, self.link = {}, (), None
        problem = self.session.open_puzzle(puzzle, self.page.text("puzzle.name"))
        if problem is not None:
            self.refused(problem)
            return
        self.page.shown()
        self.page.focus_map()

    def next(self) -> None:
        shown = self.session.puzzle
        after = shown.puzzle.puzzle_id if shown is not None else None
        puzzle = self.book.reload().next_unsolved(self.every(), after)
        if puzzle is None:
            self.page.messages.notify(lambda t: t("puzzles.none-left"), Notice.INFO)
        else:
            self.show(puzzle)

    def skip(self) -> None:
        from web.saves.puzzle_book import Outcome  # deferred, as above

        shown = self.session.puzzle
        if shown is not None and shown.result is None:
            self.book.note(shown.puzzle.puzzle_id, Outcome.SKIPPED)
        self.next()

    def judged(self, judged: Judged) -> None:
        """End turn on a puzzle: the verdict kept once the puzzle is over, the reasons read."""
        from franchise import contrast
        from franchise.ai import Verdict
        from web.saves.puzzle_book import Outcome  # deferred, as above

        game, judgement = self.session.game, judged.judgement
        puzzle = judged.shown.puzzle
        if game is not None:
            if judgement.verdict is Verdict.SOLVED:  # what it does that the turn played does not
                self.reasons[judgement.move] = contrast(game, judgement.move, puzzle.played)
            else:  # what the answer does that the try does not
                self.reasons[judgement.move] = contrast(game, puzzle.preferred, judgement.move)
            self.answer = contrast(game, puzzle.preferred, puzzle.played)
        result = judged.shown.result
        if result is not None:
            self.book.note(judged.shown.puzzle.puzzle_id, Outcome(str(result)))
        self.page.refresh()
        dom.show_last_within("puzzle-body", ".puzzle-verdict")  # in the dock, read on

    def share(self) -> None:
        shown = self.session.puzzle
        if shown is not None:
            from franchise.ai import encode_puzzle_link  # deferred, as above

            self.link = f"{services.page_url()}#{encode_puzzle_link(shown.puzzle)}"
            self.page.refresh()

    def open_link(self, link: str) -> None:
        """A puzzle's link: its puzzle on the map, or the reason it cannot be opened."""
        services.clear_hash()
        from franchise.ai import bundled_of, decode_puzzle_link  # deferred, as above

        try:
            puzzle = decode_puzzle_link(link)
        except FranchiseError as error:
            self.refused(Problem.of(error))
            return
        self.show(bundled_of(puzzle) or puzzle)

    def refused(self, problem: Problem) -> None:
        self.page.messages.notify(
            lambda t: t("notice.bad-link", reason=explain(problem, t)), Notice.ERROR
        )
        if self.session.game is None:
            self.page.idle()

    def view(self, text: Text) -> View:
        shown = self.session.puzzle
        game = self.session.game
        if shown is None:  # no puzzle: its panel hidden, its view's modules not loaded
            view: View = {"puzzle": {"hidden": True, "data-puzzle": "", "data-puzzle-result": ""}}
        else:
            from web.screens.puzzles_view import PuzzleReasons, puzzle_view  # deferred, as above

            player = game.names[game.current] if game is not None else ""
            names = game.names if game is not None else ()
            reasons = PuzzleReasons(self.reasons, self.answer)
            view = puzzle_view(shown, player, reasons, names, text)
        if shown is not None and shown.result is not None:  # the answer is on the map: no turn
            view["btn-end"] = {"hidden": True, "disabled": False}
            view["btn-clear"] = {"hidden": True}
        # A puzzle's draft is judged, never told its chances before (advisor.py): no switch
        # that would do nothing (a phone's dock once half-covered it, issue 58).
        view["chances-toggle"] = {"hidden": shown is not None}
        link = self.link if shown is not None else None
        view["puzzle-link-row"] = {"hidden": link is None}
        view["puzzle-link"] = {"value": link or ""}
        at = self.page.reviewed_turn()[0]
        find, known = "", False
        if at is not None:  # a review's turn on screen: the book is read (deferred, as above)
            from franchise.ai import own_puzzle_id

            find = own_puzzle_id(*at)
            known = any(puzzle.puzzle_id == find for puzzle in self.book.book.own)
        view["review-find"] = {"hidden": not known, "data-puzzle-find": find if known else ""}
        return view
