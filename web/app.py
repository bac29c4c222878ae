"""The page controller: wires clicks to the engine and keeps the page in step with the game.

Flow of a turn (DESIGN.md): the engine lists what is legal, the view highlights it, clicks build a
``Draft``, "End turn" hands one move to the engine, its events are played out and logged, the
board is patched with only what changed, and the record is autosaved.

The game on screen is ``entry`` (the saved record: setup and all moves) viewed at ``cursor``
moves. Stepping back keeps the later moves until a new move is committed from there.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

from franchise import BOARD, FranchiseError, Game, Move, Setup, StartMove, TurnMove, describe
from franchise.ai import think
from franchise.events import CityScored, Event, Expanded, RegionScored, StartPlaced
from franchise.record import Record, new_game_id

from . import dom
from .draft import Draft
from .forms import (
    SeatChoice,
    default_name_for,
    default_seats,
    expert_html,
    first_player_options,
    is_default_name,
    seats_html,
)
from .history import LogLine, missed_since_last_turn, move_log
from .library import games_list
from .panels import bonus_buttons, final_scoring, player_panels, running_total, turn_prompt
from .render import PLAYER_FILL, board_view, diff_views, places_svg, tracks_svg
from .saves import SaveEntry, SaveStore, default_name
from .sharing import SharingMixin

EVENT_PAUSE = 0.35  # seconds each notable event stays highlighted
SLICE_MS = 20.0  # a computer thinks this long at most before the page gets a turn
#: Pause after a computer's move at each speed setting (seconds), for watching.
SPEEDS = {"fast": 0.0, "normal": 0.8, "slow": 2.0}
#: How long a computer's events stay highlighted at each speed (seconds).
COMPUTER_EVENT_PAUSE = {"fast": 0.05, "normal": EVENT_PAUSE, "slow": 0.6}


class App(SharingMixin):
    """One page, one game on screen at a time."""

    def __init__(self) -> None:
        self.store = SaveStore(dom.BrowserStorage.open())
        self.entry: SaveEntry | None = None
        self.game: Game | None = None
        self.draft: Draft | None = None
        self.view: dict = {}
        self.seats: list[SeatChoice] = default_seats()
        self.pending_setup: Setup | None = None
        self.busy = False
        self.skip = False
        self.playing: asyncio.Future | None = None
        self.task: asyncio.Future | None = None  # the latest copy/share/import in progress
        self.computer: asyncio.Future | None = None  # a computer player's turn in progress
        #: Bumped whenever the game on screen changes under a thinking computer (it then drops
        #: its move instead of playing it into another position).
        self.position_token = 0
        self.paused = False
        #: Log lines the player to move had not seen when the game was opened from a link.
        self.missed: list[LogLine] = []
        #: (level, milliseconds) of every computer decision, for the benchmark.
        self.think_times: list[tuple[str, float]] = []
        #: City sizes of the places layer in the page (the build draws the printed sizes).
        self.drawn_spaces: tuple[int, ...] = tuple(p.spaces for p in BOARD.places)

    # ------------------------------------------------------------------ start-up
    def start(self) -> None:
        handlers = {
            ("board", "click"): self.on_board_click,
            ("board", "keydown"): self.on_board_key,
            ("bonus", "click"): self.on_bonus_click,
            ("btn-end", "click"): lambda _e: self.end_turn(),
            ("btn-clear", "click"): lambda _e: self.clear_draft(),
            ("btn-skip", "click"): lambda _e: self.skip_events(),
            ("btn-new", "click"): lambda _e: self.open_new_game(),
            ("btn-games", "click"): lambda _e: self.show_games(),
            ("btn-again", "click"): lambda _e: self.open_new_game(),
            ("btn-close-over", "click"): lambda _e: dom.close_dialog("dlg-over"),
            ("btn-cancel-new", "click"): lambda _e: dom.close_dialog("dlg-new"),
            ("btn-add-seat", "click"): lambda _e: self.add_seat(),
            ("seats", "click"): self.on_seats_click,
            ("seats", "change"): lambda _e: self.on_seats_change(),
            ("form-new", "submit"): self.on_new_submit,
            ("btn-deal", "click"): lambda _e: self.deal_expert(),
            ("form-expert", "submit"): self.on_expert_submit,
            ("hist-first", "click"): lambda _e: self.go_to(0),
            ("hist-back", "click"): lambda _e: self.go_to(self.cursor - 1),
            ("hist-forward", "click"): lambda _e: self.go_to(self.cursor + 1),
            ("hist-last", "click"): lambda _e: self.go_to(len(self.moves)),
            ("notice-close", "click"): lambda _e: dom.set_hidden("notice", True),
            ("games-list", "click"): self.on_games_click,
            ("btn-games-new", "click"): lambda _e: self.open_new_game(),
            ("btn-games-close", "click"): lambda _e: dom.close_dialog("dlg-games"),
            ("btn-pause", "click"): lambda _e: self.toggle_pause(),
        }
        for (element_id, event), handler in handlers.items():
            dom.on(element_id, event, handler)
        self.wire_sharing()
        dom.expose("franchiseSnapshot", self.snapshot_json)
        dom.expose("franchiseThinkTimes", lambda: json.dumps(self.think_times))
        for button in ("btn-new", "btn-games", "btn-import"):
            dom.set_disabled(button, False)
        dom.set_hidden("loading", True)
        dom.set_text("status", "Ready.")
        if self.store.warning:
            self.notify(self.store.warning, "warning")
        link = dom.location_hash()
        if link:
            self.open_link(link)
        elif self.store.has_games():
            self.show_games()
        else:
            self.open_new_game()
        dom.set_body_data("ready", "1")
        dom.enable_offline()

    def snapshot_json(self) -> str:
        """The engine's snapshot of the position on screen, for tests and curious players."""
        if self.game is None or self.entry is None:
            return json.dumps(None)
        data = self.game.snapshot()
        data["game_id"] = self.entry.game_id
        data["all_moves"] = list(self.moves)
        data["by_link"] = self.entry.record.by_link
        data["computers"] = self.entry.computers
        return json.dumps(data)

    def notify(self, text: str, kind: str = "error") -> None:
        """A message in the page (errors, warnings, news); the page keeps working."""
        dom.set_text("notice-text", text)
        dom.element("notice").setAttribute("class", f"notice {kind}")
        dom.set_hidden("notice", False)

    # ------------------------------------------------------------------ saved games
    def show_games(self) -> None:
        entries, damaged = self.store.entries()
        dom.set_html("games-list", games_list(entries, damaged, dom.now_epoch_ms()))
        if self.store.warning:
            self.notify(self.store.warning, "warning")
        dom.show_dialog("dlg-games")

    def on_games_click(self, event) -> None:
        action = dom.closest_data(event, "action")
        game_id = dom.closest_data(event, "id")
        if not action or not game_id:
            return
        if action == "delete-key":
            if dom.confirm("Delete this damaged save for good?"):
                self.store.delete(game_id)
            self.show_games()
            return
        entry = self.store.get(game_id)
        if entry is None:
            self.notify("That saved game could not be read any more.")
            self.show_games()
            return
        if action == "open":
            dom.close_dialog("dlg-games")
            self.open_entry(entry)
        elif action == "rename":
            name = dom.prompt("Name of this game:", entry.name)
            if name is not None:
                self.store.rename(game_id, name)
            self.show_games()
        elif action == "duplicate":
            self.store.duplicate(game_id, dom.now_epoch_ms())
            self.show_games()
        elif action == "export":
            self.export_entry(entry)
        elif action == "delete":
            if dom.confirm(f"Delete the saved game “{entry.name}”?"):
                self.store.delete(game_id)
                if self.entry and self.entry.game_id == game_id:
                    self.entry = None
            self.show_games()

    def autosave(self) -> None:
        if self.entry is None:
            return
        cursor = None if self.cursor == len(self.moves) else self.cursor
        self.entry = replace(self.entry, updated=dom.now_epoch_ms(), cursor=cursor)
        if not self.store.put(self.entry) and self.store.warning:
            self.notify(self.store.warning, "warning")

    # ------------------------------------------------------------------ new game
    def open_new_game(self) -> None:
        dom.close_dialog("dlg-over")
        dom.close_dialog("dlg-games")
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
            seat.kind = dom.element(f"seat-kind-{i}").value

    def on_seats_change(self) -> None:
        """Follow edits without replacing the inputs (that would steal the player's focus)."""
        self.read_seats()
        for i, seat in enumerate(self.seats):
            if is_default_name(seat.name):  # a name nobody typed follows who plays the seat
                seat.name = default_name_for(seat.kind, i)
                dom.element(f"seat-name-{i}").value = seat.name
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
            self.begin(setup)

    def deal_expert(self) -> None:
        if self.pending_setup is not None:
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
        self.begin(setup)

    def begin(self, setup: Setup) -> None:
        by_link = bool(dom.element("by-link").checked)
        record = Record(setup, (), new_game_id(), by_link)
        now = dom.now_epoch_ms()
        computers = {s.name.strip(): s.kind for s in self.seats if s.kind != "human"}
        self.paused = False
        self.open_entry(SaveEntry(record, default_name(record), now, now, None, computers))
        self.autosave()
        if by_link:
            self.offer_first_link()

    # ------------------------------------------------------------------ showing a game
    @property
    def moves(self) -> tuple[str, ...]:
        return self.entry.record.moves if self.entry else ()

    @property
    def cursor(self) -> int:
        return len(self.game.moves) if self.game else 0

    @property
    def live(self) -> bool:
        return self.cursor == len(self.moves)

    def can_play(self) -> bool:
        """A person moves at the latest position, or anywhere back in a hot-seat game."""
        if self.game is None or self.entry is None or self.busy or self.game.is_over():
            return False
        if self.level_of(self.game.current) and self.live:
            return False  # a computer's turn
        return self.live or not self.entry.record.by_link

    def level_of(self, seat: int) -> str | None:
        """The computer level playing ``seat``, or None for a person."""
        if self.entry is None or self.game is None:
            return None
        return self.entry.computers.get(self.game.names[seat])

    def open_entry(self, entry: SaveEntry, mark_missed: bool = False) -> bool:
        """Show a saved game, replaying it through the engine; False if it is refused.

        With ``mark_missed``, the log marks what the player to move has not seen yet (since
        their own last move) and keeps those lines in ``self.missed``.
        """
        cursor = entry.cursor if entry.cursor is not None else len(entry.record.moves)
        try:
            game, lines = move_log(entry.record, min(cursor, len(entry.record.moves)))
        except FranchiseError as error:
            self.notify(f"This game cannot be opened: {error}")
            return False
        self.entry = entry
        self.show(game, lines, mark_missed)
        return True

    def go_to(self, cursor: int) -> None:
        """Show the position after ``cursor`` moves (history browsing, undo and redo)."""
        if self.entry is None or self.busy or not 0 <= cursor <= len(self.moves):
            return
        game, lines = move_log(self.entry.record, cursor)  # one replay gives board and log
        self.show(game, lines)
        self.autosave()

    def show(self, game: Game, lines: list[LogLine], mark_missed: bool = False) -> None:
        self.position_token += 1
        self.game = game
        if game.table.spaces != self.drawn_spaces:  # expert tiles change city sizes
            dom.set_html("places", places_svg(game.state))
            self.drawn_spaces = game.table.spaces
        dom.set_html("tracks", tracks_svg(game.state))
        self.view = {}
        self.missed = missed_since_last_turn(lines, game.current) if mark_missed else []
        missed = {id(line) for line in self.missed}
        dom.set_html("log", "")
        header = f"{game.setup.variant.capitalize()} game: {', '.join(game.names)}."
        self.log(header)
        for line in lines:
            self.log(line.text, "new" if id(line) in missed else "")
        dom.set_hidden("turn", False)
        dom.close_dialog("dlg-over")
        self.new_draft()
        self.refresh()
        if game.is_over() and self.live:
            dom.set_html("final", final_scoring(game))
            dom.show_dialog("dlg-over")
        self.maybe_computer_turn()

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
        if not self.can_play():
            if self.game is not None and not self.live and self.entry and self.entry.record.by_link:
                dom.set_text("hint", "You are looking back in history: go to the latest move.")
            return
        assert self.game is not None
        if self.game.decision.kind == "start":
            try:
                self.game.check(StartMove(place))
            except FranchiseError as error:
                dom.set_text("hint", str(error))
                return
            self.commit(StartMove(place))
            return
        assert self.draft is not None
        dom.set_text("hint", "" if self.draft.click_place(place) else self.why_not(place))
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
        if key and self.draft and self.can_play():
            self.draft.toggle_bonus(key)
            self.refresh()

    def clear_draft(self) -> None:
        if self.draft and not self.busy:
            self.draft.clear()
            dom.set_text("hint", "")
            self.refresh()

    def end_turn(self) -> None:
        if self.draft is None or not self.can_play():
            return
        problem = self.draft.problem()
        if problem:
            dom.set_text("hint", problem[0].upper() + problem[1:] + ".")
            return
        self.commit(self.draft.move())

    # ------------------------------------------------------------------ after a move
    def commit(self, move: Move) -> None:
        """Play a move at the cursor: later moves (after an undo) are dropped only now."""
        assert self.game is not None and self.entry is not None
        moves = (*self.moves[: self.cursor], str(move))
        mover = self.game.current
        events = self.game.apply(move)
        self.entry = replace(self.entry, record=replace(self.entry.record, moves=moves))
        self.autosave()
        dom.set_text("hint", "")
        self.new_draft()
        self.busy = True  # set before the coroutine runs, so no click slips in between
        self.skip = False
        dom.set_body_data("busy", "1")
        self.playing = asyncio.ensure_future(self.play_events(events, mover))

    async def play_events(self, events: list[Event], mover: int) -> None:
        """Log the move's events one by one, flashing the places they concern (skippable)."""
        assert self.game is not None
        dom.set_hidden("btn-skip", False)
        dom.set_disabled("btn-end", True)
        pause = EVENT_PAUSE
        if self.level_of(mover):
            pause = COMPUTER_EVENT_PAUSE.get(dom.element("ai-speed").value, EVENT_PAUSE)
        for event in events:
            self.log(describe(event, self.game.names))
            place = _place_of(event)
            if place is not None and not self.skip:  # events that happen somewhere flash
                self.refresh(highlight={place})
                await asyncio.sleep(pause)
        self.busy = False
        dom.set_body_data("busy", "0")
        dom.set_hidden("btn-skip", True)
        self.refresh()
        if self.game.is_over():
            dom.set_html("final", final_scoring(self.game))
            dom.show_dialog("dlg-over")
        elif self.entry and self.entry.record.by_link and self.game.current != mover:
            self.offer_pass_on()  # the next decision is someone else's: hand the link on
        self.maybe_computer_turn()

    def skip_events(self) -> None:
        self.skip = True

    def new_draft(self) -> None:
        game = self.game
        self.draft = Draft(game) if game and game.decision.kind == "turn" else None

    # ------------------------------------------------------------------ computer players
    def maybe_computer_turn(self) -> None:
        """Start the computer's thinking if it is a computer's turn at the latest position."""
        game = self.game
        if game is None or game.is_over() or self.busy or not self.live or self.paused:
            return
        level = self.level_of(game.current)
        if level and (self.computer is None or self.computer.done()):
            self.computer = asyncio.ensure_future(self.computer_turn(level, self.position_token))

    async def computer_turn(self, level: str, token: int) -> None:
        """Think in slices of at most SLICE_MS so the page stays responsive, then move."""
        assert self.game is not None
        thinking = think(self.game.clone(), level)
        started = dom.now_ms()
        self.refresh()
        move = None
        while move is None:
            until = dom.now_ms() + SLICE_MS
            try:
                while dom.now_ms() < until:
                    next(thinking)
            except StopIteration as done:
                move = done.value
            await asyncio.sleep(0)
            if token != self.position_token:
                return  # the game on screen changed: this thought is moot
        self.think_times.append((level, dom.now_ms() - started))
        await asyncio.sleep(SPEEDS.get(dom.element("ai-speed").value, 0.0))
        while self.paused and token == self.position_token:
            await asyncio.sleep(0.2)
        if token == self.position_token and not self.busy:
            self.commit(move)

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        dom.set_text("btn-pause", "Resume" if self.paused else "Pause")
        self.refresh()
        self.maybe_computer_turn()

    # ------------------------------------------------------------------ drawing
    def refresh(self, highlight: set[int] | None = None) -> None:
        """Patch the board with what changed and redraw the side panels."""
        game = self.game
        if game is None:
            return
        playing = self.can_play()
        draft = self.draft if playing else None
        started = dom.now_ms()
        view = board_view(game.state, draft, highlight)
        dom.patch(diff_views(self.view, view))
        self.view = view
        dom.set_body_data("patch-ms", f"{dom.now_ms() - started:.2f}")
        started = dom.now_ms()
        dom.set_html("players", player_panels(game))
        level = self.level_of(game.current) if self.live and not game.is_over() else None
        situation = "busy" if self.busy else level or ("play" if playing else "history")
        prompt = turn_prompt(game, draft, situation)
        if level and self.paused and not self.busy:
            prompt = f"{game.names[game.current]} (computer, {level}) is paused."
        dom.set_text("prompt", prompt)
        dom.set_body_data("thinking", "1" if situation == level and not self.paused else "0")
        dom.set_hidden("ai-controls", not (self.entry and self.entry.computers))
        dom.set_html("bonus", bonus_buttons(draft) if draft else "")
        dom.set_html("total", running_total(draft) if draft else "")
        turn = game.decision.kind == "turn" and playing
        dom.set_hidden("btn-end", not turn)
        dom.set_hidden("btn-clear", not turn)
        dom.set_disabled("btn-end", self.busy)
        self.refresh_history()
        name = game.names[game.current]
        status = "Game over." if game.is_over() else f"{name} to play."
        dom.set_text("status", status)
        dom.set_body_data("panels-ms", f"{dom.now_ms() - started:.2f}")

    def refresh_history(self) -> None:
        total = len(self.moves)
        dom.set_text("hist-label", f"Move {self.cursor} of {total}")
        dom.set_disabled("hist-first", self.busy or self.cursor == 0)
        dom.set_disabled("hist-back", self.busy or self.cursor == 0)
        dom.set_disabled("hist-forward", self.busy or self.cursor >= total)
        dom.set_disabled("hist-last", self.busy or self.cursor >= total)
        for button in ("btn-share", "btn-export"):
            dom.set_disabled(button, self.entry is None)

    def log(self, text: str, css_class: str = "") -> None:
        log = dom.element("log")
        item = log.ownerDocument.createElement("li")
        item.textContent = text
        if css_class:
            item.className = css_class
        log.appendChild(item)
        log.scrollTop = log.scrollHeight


def _place_of(event: Event) -> int | None:
    match event:
        case StartPlaced(_, town):
            return town
        case Expanded(_, place, _, _):
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
