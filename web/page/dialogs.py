"""The new-game dialog (with the expert tiles) and the saved-games dialog, wired to the DOM.

Both talk back to the page through callbacks (start this setup, open this saved game), so no
module here imports the page. Their HTML comes from the pure functions in web/screens/forms.py and
web/screens/library.py, worded by the current ``Text``.
"""

from __future__ import annotations

from collections.abc import Callable

from franchise import FranchiseError, Setup, Variant
from franchise.values import replace
from web.board.render import PLAYER_FILL
from web.browser import dom, services
from web.page.kinds import Dialog
from web.screens.forms import (
    MAX_SEATS,
    SeatChoice,
    add_seat,
    default_seats,
    expert_html,
    first_player_options,
    rename_defaults,
    seats_html,
)
from web.screens.library import games_list
from web.session.problems import Problem
from web.session.seat_kinds import PERSON
from web.session.session import Session
from web.text.catalogue import Text
from web.text.story import explain

GetText = Callable[[], Text]


class NewGameDialog:
    """Seats (name, colour, person or computer level), variant, first player, play by link."""

    def __init__(self, text: GetText, start: Callable[[Setup, bool, dict[str, str]], None]):
        self.text = text
        self.start = start
        self.seats: list[SeatChoice] = default_seats(text())
        self.pending: Setup | None = None  # an expert game waiting for its tiles
        self.problem: tuple[str, Problem] | None = None  # (error element id, refusal)

    def wire(self) -> None:
        dom.on("btn-cancel-new", "click", lambda _e: dom.close_dialog(Dialog.NEW))
        dom.on("btn-add-seat", "click", lambda _e: self.add_seat())
        dom.on("seats", "click", self.on_seats_click)
        dom.on("seats", "change", lambda _e: self.on_seats_change())
        dom.on("form-new", "submit", self.on_submit)
        dom.on("btn-deal", "click", lambda _e: self.deal())
        dom.on("form-expert", "submit", self.on_expert_submit)

    def open(self) -> None:
        dom.close_dialog(Dialog.OVER)
        dom.close_dialog(Dialog.GAMES)
        self.render()
        self.show_problem(None)
        dom.show_dialog(Dialog.NEW)

    def retext(self) -> None:
        """The language changed: default names follow it; typed names stay."""
        if dom.is_open(Dialog.NEW):
            self.read()
        rename_defaults(self.seats, self.text())
        self.render()
        if self.pending is not None:  # reword the tiles form, keeping what was chosen
            cities = dom.select_values("expert-tiles", "city")
            regions = dom.select_values("expert-tiles", "region")
            dom.set_html("expert-tiles", expert_html(self.pending.resolve(), self.text()))
            dom.set_select_values("expert-tiles", "city", cities)
            dom.set_select_values("expert-tiles", "region", regions)
        self.show_problem(self.problem)

    def render(self) -> None:
        text = self.text()
        dom.set_html("seats", seats_html(self.seats, text))
        first = dom.element("first-player").value
        dom.set_html("first-player", first_player_options(self.seats, text))
        if first:
            dom.element("first-player").value = first
        dom.set_disabled("btn-add-seat", len(self.seats) >= MAX_SEATS)

    def read(self) -> None:
        for i, seat in enumerate(self.seats):
            name = dom.element(f"seat-name-{i}").value
            if name != seat.name:
                seat.named = True
            seat.name = name
            seat.color = dom.element(f"seat-color-{i}").value
            seat.kind = dom.element(f"seat-kind-{i}").value

    def on_seats_change(self) -> None:
        """Follow edits without replacing the inputs (that would steal the player's focus)."""
        self.read()
        rename_defaults(self.seats, self.text())
        for i, seat in enumerate(self.seats):
            dom.element(f"seat-name-{i}").value = seat.name
        dom.patch(
            {
                f"seat-swatch-{i}": {"style": f"background:{PLAYER_FILL[seat.color]}"}
                for i, seat in enumerate(self.seats)
            }
        )
        first = dom.element("first-player").value
        dom.set_html("first-player", first_player_options(self.seats, self.text()))
        dom.element("first-player").value = first

    def add_seat(self) -> None:
        self.read()
        add_seat(self.seats, self.text())
        self.render()

    def on_seats_click(self, event) -> None:
        index = dom.closest_data(event, "remove")
        if index is not None:
            self.read()
            del self.seats[int(index)]
            rename_defaults(self.seats, self.text())
            self.render()

    def show_problem(self, problem: tuple[str, Problem] | None) -> None:
        self.problem = problem
        for element_id in ("new-error", "expert-error"):
            said = explain(problem[1], self.text()) if problem and problem[0] == element_id else ""
            dom.set_text(element_id, said)

    def on_submit(self, event) -> None:
        event.preventDefault()
        self.read()
        variant = Variant(dom.checked_value("form-new", "variant"))
        first = dom.element("first-player").value
        setup = Setup(
            players=tuple(s.name.strip() for s in self.seats),
            variant=variant,
            seed=services.random_seed(),
            first_player=None if first == "random" else int(first),
            colors=tuple(s.color for s in self.seats),
        )
        try:
            table = setup.resolve()
        except FranchiseError as error:
            self.show_problem(("new-error", Problem.of(error)))
            return
        dom.close_dialog(Dialog.NEW)
        if variant is Variant.EXPERT:
            self.pending = setup
            dom.set_html("expert-tiles", expert_html(table, self.text()))
            self.show_problem(None)
            dom.show_dialog(Dialog.EXPERT)
        else:
            self.begin(setup)

    def deal(self) -> None:
        if self.pending is not None:
            self.pending = replace(self.pending, seed=services.random_seed())
            dom.set_html("expert-tiles", expert_html(self.pending.resolve(), self.text()))

    def on_expert_submit(self, event) -> None:
        event.preventDefault()
        if self.pending is None:
            return
        cities = {k: int(v) for k, v in dom.select_values("expert-tiles", "city").items()}
        regions = dom.select_values("expert-tiles", "region")
        setup = replace(self.pending, city_tiles=cities, region_tiles=regions)
        try:
            setup.resolve()
        except FranchiseError as error:
            self.show_problem(("expert-error", Problem.of(error)))
            return
        dom.close_dialog(Dialog.EXPERT)
        self.begin(setup)

    def begin(self, setup: Setup) -> None:
        self.pending = None
        computers = {s.name.strip(): s.kind for s in self.seats if s.kind != PERSON}
        self.start(setup, dom.is_checked("by-link"), computers)


class GamesDialog:
    """The saved games: continue, rename, duplicate, export, delete (damaged ones too).

    After a change to the list, ``changed`` lets the page write the games storage refused
    earlier (a delete or a shorter name may have made room), before the list is drawn again.
    """

    def __init__(
        self,
        text: GetText,
        session: Session,
        open_game: Callable[[str], None],
        export: Callable[[str], None],
        deleted: Callable[[], None],
        changed: Callable[[], None],
    ) -> None:
        self.text = text
        self.session = session
        self.open_game = open_game
        self.export = export
        self.deleted = deleted
        self.changed = changed

    def wire(self) -> None:
        dom.on("games-list", "click", self.on_click)
        dom.on("btn-games-close", "click", lambda _e: dom.close_dialog(Dialog.GAMES))

    def open(self) -> None:
        self.render()
        dom.show_dialog(Dialog.GAMES)

    def retext(self) -> None:
        self.follow()

    def follow(self) -> None:
        """Draw the list again if it is open (the language or what is stored changed)."""
        if dom.is_open(Dialog.GAMES):
            self.render()

    def render(self) -> None:
        entries, damaged = self.session.store.entries()
        dom.set_html(
            "games-list", games_list(entries, damaged, services.now_epoch_ms(), self.text())
        )

    def on_click(self, event) -> None:
        action = dom.closest_data(event, "action")
        game_id = dom.closest_data(event, "id")
        if not action or not game_id:
            return
        store, text = self.session.store, self.text()
        if action == "delete-key":
            if dom.confirm(text("games.confirm-delete-damaged")):
                store.delete(game_id)
        elif action == "open":
            dom.close_dialog(Dialog.GAMES)
            self.open_game(game_id)
            return
        elif action == "rename":
            entry = store.get(game_id)
            name = dom.prompt(text("games.rename-prompt"), entry.name if entry else "")
            if name is not None:
                store.rename(game_id, name)
        elif action == "duplicate":
            entry = store.get(game_id)
            copy = store.duplicate(game_id, services.now_epoch_ms())
            if entry is not None and copy is not None:
                store.rename(copy.game_id, text("games.copy-name", name=entry.name))
        elif action == "export":
            self.export(game_id)
            return
        elif action == "delete":
            entry = store.get(game_id)
            if entry and dom.confirm(text("games.confirm-delete", name=entry.name)):
                shown = self.session.entry is not None and self.session.entry.game_id == game_id
                self.session.delete(game_id)
                if shown:
                    self.deleted()
        self.changed()
        self.render()
