"""The new-game dialog (with the expert tiles) and the saved-games dialog, wired to the DOM.

Both are given the page as a ``PageContext`` (web/page/context.py) and one intent of their own
(start this setup; open or export this saved game), so no module here imports the page. Their
HTML comes from the pure functions in web/screens/forms.py and web/screens/library.py, worded
by the current ``Text``; what they change in the saved games, they ask the session to do.
"""

from __future__ import annotations

from collections.abc import Callable

from franchise import FranchiseError, Setup, Variant
from franchise.values import replace
from web.board.render import PLAYER_FILL
from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.context import PageContext
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
from web.screens.library import GameAction, games_list
from web.session.problems import Problem
from web.session.seat_kinds import SEAT_KINDS, computer_level
from web.text.story import explain


class NewGameDialog:
    """Seats (name, colour, person or computer level), variant, first player, play by link."""

    def __init__(
        self, page: PageContext, start: Callable[[Setup, bool, dict[str, str]], None]
    ) -> None:
        self.page = page
        self.start = start
        self.seats: list[SeatChoice] = default_seats(page.text)
        self.pending: Setup | None = None  # an expert game waiting for its tiles
        self.problem: tuple[str, Problem] | None = None  # (error element id, refusal)

    def wire(self) -> None:
        events.on("btn-cancel-new", "click", lambda _e: dom.close_dialog(Dialog.NEW))
        events.on("btn-add-seat", "click", lambda _e: self.add_seat())
        events.on("seats", "click", self.on_seats_click, data=("remove",))
        events.on("seats", "change", lambda _e: self.on_seats_change())
        events.on("form-new", "submit", self.on_submit, prevent=True)
        events.on("btn-deal", "click", lambda _e: self.deal())
        events.on("form-expert", "submit", self.on_expert_submit, prevent=True)

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
        rename_defaults(self.seats, self.page.text)
        self.render()
        if self.pending is not None:  # reword the tiles form, keeping what was chosen
            cities = dom.select_values("expert-tiles", "city")
            regions = dom.select_values("expert-tiles", "region")
            dom.set_html("expert-tiles", expert_html(self.pending.resolve(), self.page.text))
            dom.set_select_values("expert-tiles", "city", cities)
            dom.set_select_values("expert-tiles", "region", regions)
        self.show_problem(self.problem)

    def render(self) -> None:
        text = self.page.text
        dom.set_html("seats", seats_html(self.seats, text))
        first = dom.value("first-player")
        dom.set_html("first-player", first_player_options(self.seats, text))
        if first:
            dom.set_value("first-player", first)
        dom.set_disabled("btn-add-seat", len(self.seats) >= MAX_SEATS)

    def read(self) -> None:
        for i, seat in enumerate(self.seats):
            name = dom.value(f"seat-name-{i}")
            if name != seat.name:
                seat.named = True
            seat.name = name
            seat.color = dom.value(f"seat-color-{i}")
            seat.kind = SEAT_KINDS[dom.value(f"seat-kind-{i}")]

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

    def add_seat(self) -> None:
        self.read()
        add_seat(self.seats, self.page.text)
        self.render()

    def on_seats_click(self, event: PageEvent) -> None:
        index = event.data.get("remove")
        if index is not None:
            self.read()
            del self.seats[int(index)]
            rename_defaults(self.seats, self.page.text)
            self.render()

    def show_problem(self, problem: tuple[str, Problem] | None) -> None:
        self.problem = problem
        for element_id in ("new-error", "expert-error"):
            said = (
                explain(problem[1], self.page.text) if problem and problem[0] == element_id else ""
            )
            dom.set_text(element_id, said)

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
            table = setup.resolve()
        except FranchiseError as error:
            self.show_problem(("new-error", Problem.of(error)))
            return
        dom.close_dialog(Dialog.NEW)
        if variant is Variant.EXPERT:
            self.pending = setup
            dom.set_html("expert-tiles", expert_html(table, self.page.text))
            self.show_problem(None)
            dom.show_dialog(Dialog.EXPERT)
        else:
            self.begin(setup)

    def deal(self) -> None:
        if self.pending is not None:
            self.pending = replace(self.pending, seed=services.random_seed())
            dom.set_html("expert-tiles", expert_html(self.pending.resolve(), self.page.text))

    def on_expert_submit(self, _event: PageEvent) -> None:
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
        levels = {s.name.strip(): computer_level(s.kind) for s in self.seats}
        computers = {name: level for name, level in levels.items() if level is not None}
        self.start(setup, dom.is_checked("by-link"), computers)


class GamesDialog:
    """The saved games: continue, rename, duplicate, export, delete (damaged ones too).

    After a change to the list, the message bar writes the games storage refused earlier (a
    delete or a shorter name may have made room), before the list is drawn again.
    """

    def __init__(
        self,
        page: PageContext,
        open_game: Callable[[str], None],
        export: Callable[[str], None],
    ) -> None:
        self.page = page
        self.session = page.session
        self.open_game = open_game
        self.export_game = export
        self.actions: dict[str, Callable[[str], bool]] = {
            GameAction.OPEN: self.open_saved,
            GameAction.RENAME: self.rename,
            GameAction.DUPLICATE: self.duplicate,
            GameAction.EXPORT: self.export,
            GameAction.DELETE: self.delete,
            GameAction.DELETE_DAMAGED: self.delete_damaged,
        }

    def wire(self) -> None:
        events.on("games-list", "click", self.on_click, data=("action", "id"))
        events.on("btn-games-close", "click", lambda _e: dom.close_dialog(Dialog.GAMES))

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
            "games-list", games_list(entries, damaged, services.now_epoch_ms(), self.page.text)
        )

    def on_click(self, event: PageEvent) -> None:
        """A button of the list: its action (a ``GameAction``, which hashes as its value) on
        the game or damaged save it belongs to."""
        act = self.actions.get(event.data.get("action", ""))
        game_id = event.data.get("id")
        if act is not None and game_id and act(game_id):
            self.page.messages.write_held()
            self.render()

    # Each action says whether it may have changed the list (then it is drawn again).
    def open_saved(self, game_id: str) -> bool:
        dom.close_dialog(Dialog.GAMES)
        self.open_game(game_id)
        return False

    def rename(self, game_id: str) -> bool:
        entry = self.session.store.get(game_id)
        name = dom.prompt(self.page.text("games.rename-prompt"), entry.name if entry else "")
        if name is not None:
            self.session.rename_saved(game_id, name)
        return True

    def duplicate(self, game_id: str) -> bool:
        self.session.duplicate_saved(game_id)
        return True

    def export(self, game_id: str) -> bool:
        self.export_game(game_id)
        return False

    def delete(self, game_id: str) -> bool:
        entry = self.session.store.get(game_id)
        if entry and dom.confirm(self.page.text("games.confirm-delete", name=entry.name)):
            shown = self.session.entry is not None and self.session.entry.game_id == game_id
            self.session.delete(game_id)
            if shown:
                self.page.shown()
        return True

    def delete_damaged(self, key: str) -> bool:
        if dom.confirm(self.page.text("games.confirm-delete-damaged")):
            self.session.delete(key)
        return True
