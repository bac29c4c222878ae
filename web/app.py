"""The page controller: wires clicks to the engine and keeps the page in step with the game.

Flow of a turn (DESIGN.md): the engine lists what is legal, the view highlights it, clicks build a
``Draft``, "End turn" hands one move to the engine, its events are played out and logged, and the
board is patched with only what changed.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

from franchise import BOARD, FranchiseError, Game, Setup, StartMove, TurnMove, describe
from franchise.events import (
    CityScored,
    Event,
    Expanded,
    FinalScore,
    FranchiseOpened,
    GameOver,
    RegionScored,
    StartPlaced,
)

from . import dom
from .draft import Draft
from .forms import SeatChoice, default_seats, expert_html, first_player_options, seats_html
from .panels import bonus_buttons, final_scoring, player_panels, running_total, turn_prompt
from .render import PLAYER_FILL, board_view, diff_views, places_svg, tracks_svg

EVENT_PAUSE = 0.35  # seconds each notable event stays highlighted
NOTABLE = (StartPlaced, Expanded, CityScored, RegionScored, GameOver)


class App:
    """One page, one game at a time."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.draft: Draft | None = None
        self.view: dict = {}
        self.seats: list[SeatChoice] = default_seats()
        self.pending_setup: Setup | None = None
        self.busy = False
        self.skip = False
        self.finals: list[FinalScore] = []
        self.playing: asyncio.Future | None = None
        #: City sizes of the places layer in the page (the build draws the printed sizes).
        self.drawn_spaces: tuple[int, ...] = tuple(p.spaces for p in BOARD.places)

    # ------------------------------------------------------------------ start-up
    def start(self) -> None:
        dom.on("board", "click", self.on_board_click)
        dom.on("board", "keydown", self.on_board_key)
        dom.on("bonus", "click", self.on_bonus_click)
        dom.on("btn-end", "click", lambda _e: self.end_turn())
        dom.on("btn-clear", "click", lambda _e: self.clear_draft())
        dom.on("btn-skip", "click", lambda _e: self.skip_events())
        dom.on("btn-new", "click", lambda _e: self.open_new_game())
        dom.on("btn-again", "click", lambda _e: self.open_new_game())
        dom.on("btn-close-over", "click", lambda _e: dom.close_dialog("dlg-over"))
        dom.on("btn-cancel-new", "click", lambda _e: dom.close_dialog("dlg-new"))
        dom.on("btn-add-seat", "click", lambda _e: self.add_seat())
        dom.on("seats", "click", self.on_seats_click)
        dom.on("seats", "change", lambda _e: self.on_seats_change())
        dom.on("form-new", "submit", self.on_new_submit)
        dom.on("btn-deal", "click", lambda _e: self.deal_expert())
        dom.on("form-expert", "submit", self.on_expert_submit)
        dom.expose("franchiseSnapshot", self.snapshot_json)
        dom.set_disabled("btn-new", False)
        dom.set_hidden("loading", True)
        dom.set_text("status", "Ready: start a new game.")
        dom.set_body_data("ready", "1")
        self.open_new_game()

    def snapshot_json(self) -> str:
        """The engine's snapshot of the current game, for tests and curious players."""
        return json.dumps(self.game.snapshot() if self.game else None)

    # ------------------------------------------------------------------ new game
    def open_new_game(self) -> None:
        dom.close_dialog("dlg-over")
        self.render_seats()
        dom.set_text("new-error", "")
        dom.show_dialog("dlg-new")

    def render_seats(self) -> None:
        dom.set_html("seats", seats_html(self.seats))
        dom.set_html("first-player", first_player_options(self.seats))
        dom.set_disabled("btn-add-seat", len(self.seats) >= 5)

    def read_seats(self) -> None:
        for i, seat in enumerate(self.seats):
            seat.name = dom.element(f"seat-name-{i}").value
            seat.color = dom.element(f"seat-color-{i}").value

    def on_seats_change(self) -> None:
        """Follow edits without replacing the inputs (that would steal the player's focus)."""
        self.read_seats()
        dom.patch(
            {
                f"seat-swatch-{i}": {"style": f"background:{PLAYER_FILL[seat.color]}"}
                for i, seat in enumerate(self.seats)
            }
        )
        first = dom.element("first-player").value
        dom.set_html("first-player", first_player_options(self.seats))
        dom.element("first-player").value = first

    def add_seat(self) -> None:
        self.read_seats()
        used = {s.color for s in self.seats}
        color = next(c for c in BOARD.player_colors if c not in used)
        self.seats.append(SeatChoice(f"Player {len(self.seats) + 1}", color))
        self.render_seats()

    def on_seats_click(self, event) -> None:
        index = dom.closest_data(event, "remove")
        if index is not None:
            self.read_seats()
            del self.seats[int(index)]
            self.render_seats()

    def on_new_submit(self, event) -> None:
        event.preventDefault()
        self.read_seats()
        variant = dom.element("form-new").querySelector("input[name=variant]:checked").value
        first = dom.element("first-player").value
        setup = Setup(
            players=tuple(s.name.strip() for s in self.seats),
            variant=variant,
            seed=dom.random_seed(),
            first_player=None if first == "random" else int(first),
            colors=tuple(s.color for s in self.seats),
        )
        try:
            table = setup.resolve()
        except FranchiseError as error:
            dom.set_text("new-error", str(error))
            return
        dom.close_dialog("dlg-new")
        if variant == "expert":
            self.pending_setup = setup
            dom.set_html("expert-tiles", expert_html(table))
            dom.set_text("expert-error", "")
            dom.show_dialog("dlg-expert")
        else:
            self.begin(Game(setup))

    def deal_expert(self) -> None:
        if self.pending_setup is None:
            return
        self.pending_setup = replace(self.pending_setup, seed=dom.random_seed())
        dom.set_html("expert-tiles", expert_html(self.pending_setup.resolve()))

    def on_expert_submit(self, event) -> None:
        event.preventDefault()
        if self.pending_setup is None:
            return
        box = dom.element("expert-tiles")
        cities = {s.dataset.city: int(s.value) for s in box.querySelectorAll("select[data-city]")}
        regions = {s.dataset.region: s.value for s in box.querySelectorAll("select[data-region]")}
        setup = replace(self.pending_setup, city_tiles=cities, region_tiles=regions)
        try:
            setup.resolve()
        except FranchiseError as error:
            dom.set_text("expert-error", str(error))
            return
        dom.close_dialog("dlg-expert")
        self.begin(Game(setup))

    def begin(self, game: Game) -> None:
        """Show a new game: build the board layers in bulk once, then patch from there on."""
        self.game = game
        self.finals = []
        if game.table.spaces != self.drawn_spaces:  # expert tiles change city sizes
            dom.set_html("places", places_svg(game.state))
            self.drawn_spaces = game.table.spaces
        dom.set_html("tracks", tracks_svg(game.state))
        self.view = {}
        dom.set_html("log", "")
        names = ", ".join(game.names)
        self.log(f"New {game.setup.variant} game: {names}. {game.names[0]} goes first.")
        dom.set_hidden("turn", False)
        self.new_draft()
        self.refresh()

    # ------------------------------------------------------------------ input
    def on_board_click(self, event) -> None:
        place_id = dom.closest_data(event, "place")
        if place_id is not None:
            self.click_place(BOARD.place_index[place_id])

    def on_board_key(self, event) -> None:
        if event.key in ("Enter", " "):
            place_id = dom.closest_data(event, "place")
            if place_id is not None:
                event.preventDefault()
                self.click_place(BOARD.place_index[place_id])

    def click_place(self, place: int) -> None:
        game = self.game
        if game is None or self.busy or game.is_over():
            return
        if game.decision.kind == "start":
            try:
                events = game.apply(StartMove(place))
            except FranchiseError as error:
                dom.set_text("hint", str(error))
                return
            self.after_move(events)
            return
        assert self.draft is not None
        if self.draft.click_place(place):
            dom.set_text("hint", "")
        else:
            dom.set_text("hint", self.why_not(place))
        self.refresh()

    def why_not(self, place: int) -> str:
        """Explain a click that did nothing, using the engine's own refusal."""
        assert self.game is not None and self.draft is not None
        probe = TurnMove.of(expansions=[place])
        if BOARD.places[place].is_city and self.game.state.counts[self.draft.seat][place]:
            probe = TurnMove.of(increases=[place])
        try:
            self.game.check(probe)
        except FranchiseError as error:
            return str(error).capitalize() + "."
        return 'Choose the bonus tile "Expand twice" to expand a second time.'

    def on_bonus_click(self, event) -> None:
        key = dom.closest_data(event, "bonus")
        if key and self.draft and not self.busy:
            self.draft.toggle_bonus(key)
            self.refresh()

    def clear_draft(self) -> None:
        if self.draft and not self.busy:
            self.draft.clear()
            dom.set_text("hint", "")
            self.refresh()

    def end_turn(self) -> None:
        if self.game is None or self.draft is None or self.busy or self.game.is_over():
            return
        problem = self.draft.problem()
        if problem:
            dom.set_text("hint", problem[0].upper() + problem[1:] + ".")
            return
        events = self.game.apply(self.draft.move())
        self.after_move(events)

    # ------------------------------------------------------------------ after a move
    def after_move(self, events: list[Event]) -> None:
        dom.set_text("hint", "")
        self.new_draft()
        self.busy = True  # set before the coroutine runs, so no click slips in between
        self.skip = False
        dom.set_body_data("busy", "1")
        self.playing = asyncio.ensure_future(self.play_events(events))

    async def play_events(self, events: list[Event]) -> None:
        """Log the move's events one by one, flashing the places they concern (skippable)."""
        assert self.game is not None
        dom.set_hidden("btn-skip", False)
        dom.set_disabled("btn-end", True)
        for event in events:
            if isinstance(event, FinalScore):
                self.finals.append(event)
            self.log(describe(event, self.game.names))
            place = _place_of(event)
            if place is not None and isinstance(event, NOTABLE) and not self.skip:
                self.refresh(highlight={place})
                await asyncio.sleep(EVENT_PAUSE)
        self.busy = False
        dom.set_body_data("busy", "0")
        dom.set_hidden("btn-skip", True)
        self.refresh()
        if self.game.is_over():
            dom.set_html("final", final_scoring(self.game, self.finals))
            dom.show_dialog("dlg-over")

    def skip_events(self) -> None:
        self.skip = True

    def new_draft(self) -> None:
        game = self.game
        self.draft = Draft(game) if game and game.decision.kind == "turn" else None

    # ------------------------------------------------------------------ drawing
    def refresh(self, highlight: set[int] | None = None) -> None:
        """Patch the board with what changed and redraw the side panels."""
        game = self.game
        if game is None:
            return
        started = dom.now_ms()
        view = board_view(game.state, None if self.busy else self.draft, highlight)
        dom.patch(diff_views(self.view, view))
        self.view = view
        dom.set_body_data("patch-ms", f"{dom.now_ms() - started:.2f}")
        started = dom.now_ms()
        dom.set_html("players", player_panels(game))
        draft = None if self.busy else self.draft
        dom.set_text("prompt", turn_prompt(game, draft))
        dom.set_html("bonus", bonus_buttons(draft) if draft else "")
        dom.set_html("total", running_total(draft) if draft else "")
        turn = game.decision.kind == "turn" and not game.is_over()
        dom.set_hidden("btn-end", not turn)
        dom.set_hidden("btn-clear", not turn)
        dom.set_disabled("btn-end", self.busy)
        name = game.names[game.current]
        status = "Game over." if game.is_over() else f"{name} to play."
        dom.set_text("status", status)
        dom.set_body_data("panels-ms", f"{dom.now_ms() - started:.2f}")

    def log(self, text: str) -> None:
        item = dom.element("log").ownerDocument.createElement("li")
        item.textContent = text
        log = dom.element("log")
        log.appendChild(item)
        log.scrollTop = log.scrollHeight


def _place_of(event: Event) -> int | None:
    match event:
        case StartPlaced(_, town):
            return town
        case Expanded(_, place, _, _) | FranchiseOpened(_, place, _):
            return place
        case CityScored(city=city):
            return city
        case RegionScored(region, _):
            return BOARD.regions[region].places[0]
    return None


_app: App | None = None


def start() -> None:
    """Entry point called by main.py once PyScript is up."""
    global _app
    _app = App()
    _app.start()
