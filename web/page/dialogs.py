"""The new-game dialog (with the expert tiles), wired to the DOM.

It is given the page as a ``PageContext`` (web/page/context.py) and one intent of its own
(start this setup), so it does not import the page. Its HTML comes from the pure functions in
web/screens/forms.py, worded by the current ``Text``; the table it shows is the last one set up
on this device, the first time one person against a computer, or the finished game's table for
"Play again" (web/screens/table_choice.py). Under the seats, the people's record at the table
as set up, and the next level when they are ready (web/screens/progress_view.py). The
saved-games dialog is web/page/games_dialog.py.
"""

from __future__ import annotations

from franchise import FranchiseError, Setup, Variant
from franchise.records import ComputerLevel
from web.board.render import PLAYER_FILL
from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.expert_tiles import ExpertTiles
from web.page.kinds import Dialog
from web.page.part import Part
from web.screens.forms import (
    MAX_SEATS,
    SeatChoice,
    add_seat,
    first_player_options,
    here_html,
    rename_defaults,
    seats_html,
)
from web.screens.progress_view import progress_html, raised
from web.screens.table_choice import (
    CHOICE_KEY,
    TableChoice,
    first_table,
    remembered_table,
    table_of_game,
)
from web.session.problems import Problem
from web.session.seat_kinds import PERSON, SEAT_KINDS, computer_level
from web.text.story import explain


class NewGameDialog(Part):
    """Seats (name, colour, person or computer level), variant, first player, play by link."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        remembered = remembered_table(services.recall(CHOICE_KEY), page.text)
        #: The table the dialog shows: the last one set up here, or one person and a computer.
        self.table = remembered or first_table(page.text)
        #: An expert game waiting for its tiles.
        self.expert = ExpertTiles(page, self.begin)
        self.problem: Problem | None = None
        #: The seats (by index) ticked as played on this device, for a game by link.
        self.here: set[int] = set()

    def wire(self) -> None:
        events.on("btn-new", "click", lambda _e: self.open())
        events.on("btn-again", "click", lambda _e: self.play_again())
        events.on("btn-cancel-new", "click", lambda _e: dom.close_dialog(Dialog.NEW))
        events.on("btn-add-seat", "click", lambda _e: self.add_seat())
        events.on("seats", "click", self.on_seats_click, data=("remove",))
        events.on("seats", "change", lambda _e: self.on_seats_change())
        events.on("progress", "click", self.on_progress_click, data=("raise",))
        events.on("by-link", "change", lambda _e: self.show_here())
        events.on("form-new", "submit", self.on_submit, prevent=True)
        self.expert.wire()

    @property
    def seats(self) -> list[SeatChoice]:
        return self.table.seats

    def open(self, table: TableChoice | None = None) -> None:
        """Open with the last table set up, or with ``table`` (the finished game's, to play
        again)."""
        dom.close_dialog(Dialog.OVER)
        dom.close_dialog(Dialog.GAMES)
        if table is not None:
            self.table = table
        dom.set_checked(f"variant-{self.table.variant}", True)
        dom.set_checked("by-link", self.table.by_link)
        self.render()
        self.show_problem(None)
        dom.show_dialog(Dialog.NEW)

    def play_again(self) -> None:
        """Open with the table of the game on screen: its names, colours, kinds and levels."""
        session = self.page.session
        game = session.game
        last = self.table
        self.open(
            table_of_game(session.seats, game.setup.variant, self.page.text, last) if game else None
        )

    def retext(self) -> None:
        """The language changed: default names follow it; typed names stay."""
        if dom.is_open(Dialog.NEW):
            self.read()
        rename_defaults(self.seats, self.page.text)
        self.render()
        self.expert.retext()
        self.show_problem(self.problem)

    def render(self) -> None:
        text = self.page.text
        dom.set_html("seats", seats_html(self.seats, text))
        first = dom.value("first-player")
        dom.set_html("first-player", first_player_options(self.seats, text))
        if first:
            dom.set_value("first-player", first)
        dom.set_disabled("btn-add-seat", len(self.seats) >= MAX_SEATS)
        self.show_here()
        self.show_progress()
        self.show_apart_note()

    def show_apart_note(self) -> None:
        """A level that thinks apart (hard) at the table thinks up to seconds a move, in a
        thread of its own where the browser gives it one: the player is told before starting."""
        apart = any(isinstance(s.kind, ComputerLevel) and s.kind.thinks_apart for s in self.seats)
        dom.set_hidden("apart-note", not apart or not self.page.thinks_apart())
        dom.set_hidden("apart-fallback", not apart or self.page.thinks_apart())

    def show_progress(self) -> None:
        """The record of the people at the table as set up, and the next level if due."""
        record = self.page.progress.reload()
        dom.set_html("progress", progress_html(record, self.seats, self.page.text))

    def on_progress_click(self, event: PageEvent) -> None:
        """The suggested level: the computers at the table's level play it from now on."""
        kind = SEAT_KINDS.get(event.data.get("raise") or "")
        level = computer_level(kind) if kind is not None else None
        if level is not None:
            self.read()
            raised(self.seats, level)
            rename_defaults(self.seats, self.page.text)
            self.render()
            dom.focus("btn-start")

    def show_here(self) -> None:
        """Who plays on this device: asked only when the game is played by link."""
        dom.set_html("here-players", here_html(self.seats, self.chosen_here(), self.page.text))
        dom.set_hidden("here-box", not dom.is_checked("by-link"))

    def chosen_here(self) -> set[int]:
        """The people ticked, or else the first person at the table (someone plays here)."""
        people = {i for i, seat in enumerate(self.seats) if seat.kind is PERSON}
        return (self.here & people) or set(sorted(people)[:1])

    def read(self) -> None:
        for i, seat in enumerate(self.seats):
            name = dom.value(f"seat-name-{i}")
            if name != seat.name:
                seat.named = True
            seat.name = name
            seat.color = dom.value(f"seat-color-{i}")
            seat.kind = SEAT_KINDS[dom.value(f"seat-kind-{i}")]
        self.here = {int(i) for i in dom.checked_marks("here-players", "here")}

    def on_seats_change(self) -> None:
        """Follow edits without replacing the inputs (that would steal the player's focus)."""
        self.read()
        rename_defaults(self.seats, self.page.text)
        for i, seat in enumerate(self.seats):
            dom.set_value(f"seat-name-{i}", seat.name)
        dom.patch(
            {
                f"seat-swatch-{i}": {"style": f"background:{PLAYER_FILL[seat.color]}"}
                for i, seat in enumerate(self.seats)
            }
        )
        first = dom.value("first-player")
        dom.set_html("first-player", first_player_options(self.seats, self.page.text))
        dom.set_value("first-player", first)
        self.show_here()
        self.show_apart_note()
        self.show_progress()

    def add_seat(self) -> None:
        self.read()
        add_seat(self.seats, self.page.text)
        self.render()

    def on_seats_click(self, event: PageEvent) -> None:
        index = event.data.get("remove")
        if index is not None:
            self.read()
            del self.seats[int(index)]
            self.here = set()  # the boxes count seats, which moved up
            rename_defaults(self.seats, self.page.text)
            self.render()

    def show_problem(self, problem: Problem | None) -> None:
        self.problem = problem
        dom.set_text("new-error", "" if problem is None else explain(problem, self.page.text))

    def on_submit(self, _event: PageEvent) -> None:
        self.read()
        variant = Variant(dom.checked_value("form-new", "variant"))
        first = dom.value("first-player")
        setup = Setup(
            players=tuple(s.name.strip() for s in self.seats),
            variant=variant,
            seed=services.random_seed(),
            first_player=None if first == "random" else int(first),
            colors=tuple(s.color for s in self.seats),
        )
        try:
            setup.resolve()
        except FranchiseError as error:
            self.show_problem(Problem.of(error))
            return
        dom.close_dialog(Dialog.NEW)
        if variant is Variant.EXPERT:
            self.expert.open(setup)
        else:
            self.begin(setup)

    def begin(self, setup: Setup) -> None:
        levels = {s.name.strip(): computer_level(s.kind) for s in self.seats}
        computers = {name: level for name, level in levels.items() if level is not None}
        self.table = TableChoice(self.seats, setup.variant, dom.is_checked("by-link"))
        services.remember(CHOICE_KEY, self.table.to_json())  # the next game starts from it
        here = tuple(self.seats[i].name.strip() for i in sorted(self.chosen_here()))
        self.page.begin(setup, self.table.by_link, computers, here)
